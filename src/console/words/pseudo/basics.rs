use super::{English, Pseudo};
use crate::console::words::Basics;

impl Basics for Pseudo {
    /// Numbers are not sentences: the English figure, unwrapped.
    fn money(&self, amount: u32) -> String {
        English.money(amount)
    }
}
