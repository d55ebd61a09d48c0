use super::English;
use crate::console::words::FlagWords;

impl FlagWords for English {}
