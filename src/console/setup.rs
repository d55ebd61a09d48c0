//! Choices made before the game starts: which colors the terminal gets ([`choose_palette`]).
//! Who sits where is a seat list (`crate::notation::SeatList`).

use super::render::Palette;

/// The palette for `--color` (`always`, `never`, or `auto`), the terminal and the environment:
/// `auto` colors a terminal unless `NO_COLOR` is set (and not empty) or `TERM` is `dumb`;
/// `COLORTERM=truecolor` (or `24bit`) asks for 24-bit color, otherwise the 16 ANSI colors.
///
/// ```
/// use bauloewe::console::setup::choose_palette;
/// use bauloewe::console::Palette;
/// assert_eq!(choose_palette("auto", true, |_| None), Palette::Ansi16);
/// assert_eq!(choose_palette("auto", true, |v| (v == "NO_COLOR").then(|| "1".into())), Palette::Plain);
/// assert_eq!(choose_palette("never", true, |_| None), Palette::Plain);
/// ```
pub fn choose_palette(choice: &str, terminal: bool, env: impl Fn(&str) -> Option<String>) -> Palette {
    let set = |name: &str| env(name).is_some_and(|value| !value.is_empty());
    let colored = match choice {
        "always" => true,
        "never" => false,
        _ => terminal && !set("NO_COLOR") && env("TERM").as_deref() != Some("dumb"),
    };
    let truecolor = matches!(env("COLORTERM").as_deref(), Some("truecolor" | "24bit"));
    match (colored, truecolor) {
        (false, _) => Palette::Plain,
        (true, true) => Palette::TrueColor,
        (true, false) => Palette::Ansi16,
    }
}
