use super::German;
use crate::console::words::FileWords;

impl FileWords for German {}
