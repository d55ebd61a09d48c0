use super::German;
use crate::console::words::RefusalWords;

impl RefusalWords for German {}
