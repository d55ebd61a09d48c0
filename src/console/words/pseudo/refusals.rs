use super::Pseudo;
use crate::console::words::RefusalWords;

impl RefusalWords for Pseudo {}
