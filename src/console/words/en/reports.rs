use super::English;
use crate::console::words::ReportWords;

impl ReportWords for English {}
