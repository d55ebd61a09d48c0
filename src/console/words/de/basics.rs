use super::German;
use crate::console::words::Basics;
use crate::notation::text::grouped;

impl Basics for German {
    fn money(&self, amount: u32) -> String {
        grouped(amount).replace(',', ".")
    }
}
