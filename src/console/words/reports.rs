//! The figures `simulate` returns, as a report.

/// The figures `simulate` returns, as a report.
pub trait ReportWords {}
