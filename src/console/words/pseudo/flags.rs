use super::Pseudo;
use crate::console::words::FlagWords;

impl FlagWords for Pseudo {}
