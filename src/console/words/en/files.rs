use super::English;
use crate::console::words::FileWords;

impl FileWords for English {}
