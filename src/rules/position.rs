//! Position files (placeholder).
/// x
#[derive(Debug)]
pub struct PositionError;
