use super::English;
use crate::console::words::ScreenWords;

impl ScreenWords for English {}
