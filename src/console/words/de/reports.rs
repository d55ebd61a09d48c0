use super::German;
use crate::console::words::ReportWords;

impl ReportWords for German {}
