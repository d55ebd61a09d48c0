use super::English;
use crate::console::words::CommandWords;

impl CommandWords for English {}
