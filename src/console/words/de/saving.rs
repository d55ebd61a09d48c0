use super::German;
use crate::console::words::SavingWords;

impl SavingWords for German {}
