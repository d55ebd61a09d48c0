use super::German;
use crate::console::words::ScreenWords;

impl ScreenWords for German {}
