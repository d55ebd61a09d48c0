use super::English;
use crate::console::words::Basics;
use crate::notation::text::grouped;

impl Basics for English {
    fn money(&self, amount: u32) -> String {
        grouped(amount)
    }
}
