use super::Pseudo;
use crate::console::words::SavingWords;

impl SavingWords for Pseudo {}
