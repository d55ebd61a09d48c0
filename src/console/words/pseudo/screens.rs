use super::Pseudo;
use crate::console::words::ScreenWords;

impl ScreenWords for Pseudo {}
