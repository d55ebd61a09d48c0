use super::English;
use crate::console::words::RefusalWords;

impl RefusalWords for English {}
