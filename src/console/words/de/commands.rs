use super::German;
use crate::console::words::CommandWords;

impl CommandWords for German {}
