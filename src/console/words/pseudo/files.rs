use super::Pseudo;
use crate::console::words::FileWords;

impl FileWords for Pseudo {}
