use super::German;
use crate::console::words::FlagWords;

impl FlagWords for German {}
