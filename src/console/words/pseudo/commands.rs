use super::Pseudo;
use crate::console::words::CommandWords;

impl CommandWords for Pseudo {}
