use super::Pseudo;
use crate::console::words::ReportWords;

impl ReportWords for Pseudo {}
