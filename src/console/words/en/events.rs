use super::English;
use crate::console::words::EventWords;

impl EventWords for English {}
