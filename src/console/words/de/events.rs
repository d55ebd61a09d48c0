use super::German;
use crate::console::words::EventWords;

impl EventWords for German {}
