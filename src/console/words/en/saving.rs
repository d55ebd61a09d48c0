use super::English;
use crate::console::words::SavingWords;

impl SavingWords for English {}
