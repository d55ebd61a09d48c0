//! The pieces other sentences are built from: numbers and money as a language writes them.

/// Numbers and money.
pub trait Basics {
    /// An amount of money: `6,000` in English, `6.000` in German.
    ///
    /// ```
    /// use bauloewe::console::Lang;
    /// assert_eq!(Lang::En.money(12500), "12,500");
    /// assert_eq!(Lang::De.money(12500), "12.500");
    /// assert_eq!(Lang::De.money(950), "950");
    /// ```
    fn money(&self, amount: u32) -> String;
}
