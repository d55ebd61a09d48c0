//! The pieces other sentences are built from: numbers, money, percentages, lists and the
//! few words that many sentences share, as a language writes them.

sentences! {
    /// Numbers, money and the small pieces of sentences.
    ///
    /// A sentence of another trait builds on these by calling them on `self`, so that German
    /// writes `6.000` and `87,5 %` wherever English writes `6,000` and `87.5%`.
    pub trait Basics {
        /// An amount of money: `6,000` in English, `6.000` in German.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.money(12500), "12,500");
        /// assert_eq!(Lang::De.money(12500), "12.500");
        /// assert_eq!(Lang::De.money(950), "950");
        /// ```
        @piece fn money(&self, amount: u32) -> String;

        /// A whole number, its digits grouped: `60,987` in English, `60.987` in German.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.number(60987), "60,987");
        /// assert_eq!(Lang::De.number(60987), "60.987");
        /// assert_eq!(Lang::De.number(12), "12");
        /// ```
        @piece fn number(&self, number: u64) -> String;

        /// A number with `places` digits after the point: `5,623.9` in English, `5.623,9` in German.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.decimal(5623.94, 1), "5,623.9");
        /// assert_eq!(Lang::De.decimal(5623.94, 1), "5.623,9");
        /// assert_eq!(Lang::De.decimal(-0.25, 2), "-0,25");
        /// assert_eq!(Lang::En.decimal(3.0, 0), "3");
        /// ```
        @piece fn decimal(&self, number: f64, places: usize) -> String;

        /// A share from 0 to 1 as a percentage with `places` digits after the point: `87.5%` in
        /// English, `87,5 %` in German (German sets a space before the sign).
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.percent(0.875, 1), "87.5%");
        /// assert_eq!(Lang::De.percent(0.875, 1), "87,5 %");
        /// assert_eq!(Lang::De.percent(0.62, 0), "62 %");
        /// ```
        @piece fn percent(&self, share: f64, places: usize) -> String;

        /// Items as a list: `Zugvogel, Bergfried and Aurora`, `… und Aurora` in German.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// let items = ["Ann".to_string(), "Bob".to_string(), "Cid".to_string()];
        /// assert_eq!(Lang::En.and_list(&items), "Ann, Bob and Cid");
        /// assert_eq!(Lang::De.and_list(&items[..2]), "Ann und Bob");
        /// assert_eq!(Lang::En.and_list(&items[..1]), "Ann");
        /// ```
        @piece fn and_list(&self, items: &[String]) -> String;

        /// Items as a choice: `Zugvogel, Bergfried or Aurora`, `… oder Aurora` in German.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// let items = ["Aurora".to_string(), "Zugvogel".to_string()];
        /// assert_eq!(Lang::En.or_list(&items), "Aurora or Zugvogel");
        /// assert_eq!(Lang::De.or_list(&items), "Aurora oder Zugvogel");
        /// ```
        @piece fn or_list(&self, items: &[String]) -> String;

        /// Whose something is: `Ann's` in English; `Anns` in German, `Max'` after an s sound and
        /// `A's` for a name of one letter.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.possessive("Ann"), "Ann's");
        /// assert_eq!(Lang::De.possessive("Ann"), "Anns");
        /// assert_eq!(Lang::De.possessive("Max"), "Max'");
        /// assert_eq!(Lang::De.possessive("A"), "A's");
        /// ```
        @piece fn possessive(&self, name: &str) -> String;

        /// A count of shares: `1 share`, `3 shares`; `1 Aktie`, `3 Aktien`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.shares(1), "1 share");
        /// assert_eq!(Lang::De.shares(3), "3 Aktien");
        /// ```
        @piece fn shares(&self, count: u32) -> String;
    }
}

/// The digits of a whole number in groups of three, joined by `separator`: `60,987`.
pub(crate) fn group_digits(number: u64, separator: char) -> String {
    let digits = number.to_string();
    let mut text = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            text.push(separator);
        }
        text.push(digit);
    }
    text
}

/// A number with `places` decimals, the whole part grouped by `group` and the fraction set off
/// by `point`: `decimal_with(5623.94, 1, ',', '.')` is `5,623.9`.
pub(crate) fn decimal_with(number: f64, places: usize, group: char, point: char) -> String {
    let text = format!("{:.places$}", number.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    // `format!` wrote only digits before the point, so the whole part parses.
    let whole = group_digits(whole.parse().unwrap_or(0), group);
    let sign = if number < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') { "-" } else { "" };
    if fraction.is_empty() { format!("{sign}{whole}") } else { format!("{sign}{whole}{point}{fraction}") }
}

/// Items joined by commas, the last one by `last_word`: `a, b and c`.
pub(crate) fn list_with(items: &[String], last_word: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {last_word} {last}", rest.join(", ")),
    }
}
