use super::Pseudo;
use crate::console::words::EventWords;

impl EventWords for Pseudo {}
