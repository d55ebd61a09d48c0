//! Choices made before the game starts: which colours the terminal gets ([`choose_palette`]).
//! Who sits where is a seat list (`crate::notation::SeatList`).

use crate::show::palette::Palette;

/// The palette for `--color` (`always`, `never`, or `auto`), the terminal and the environment
/// (R3): `auto` colours a terminal unless `NO_COLOR` is set (and not empty) or `TERM` is
/// `dumb`. Coloured, it is true colour where `COLORTERM` is `truecolor` or `24bit`, the 256
/// colours where `TERM` names a 256-colour terminal (`xterm-256color`, `tmux-256color`), and
/// the rule book's 16 colours otherwise.
///
/// ```
/// use bauloewe::console::setup::choose_palette;
/// use bauloewe::show::Palette;
/// assert_eq!(choose_palette("auto", true, |_| None), Palette::Ansi16);
/// assert_eq!(choose_palette("auto", true, |v| (v == "NO_COLOR").then(|| "1".into())), Palette::Plain);
/// assert_eq!(choose_palette("never", true, |_| None), Palette::Plain);
/// assert_eq!(choose_palette("auto", true, |v| (v == "TERM").then(|| "xterm-256color".into())), Palette::Ansi256);
/// ```
pub fn choose_palette(choice: &str, terminal: bool, env: impl Fn(&str) -> Option<String>) -> Palette {
    let set = |name: &str| env(name).is_some_and(|value| !value.is_empty());
    let term = env("TERM").unwrap_or_default();
    let colored = match choice {
        "always" => true,
        "never" => false,
        _ => terminal && !set("NO_COLOR") && term != "dumb",
    };
    if !colored {
        Palette::Plain
    } else if matches!(env("COLORTERM").as_deref(), Some("truecolor" | "24bit")) {
        Palette::TrueColor
    } else if term.contains("256color") {
        Palette::Ansi256
    } else {
        Palette::Ansi16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An environment of `NAME=value` pairs.
    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| pairs.iter().find(|(n, _)| *n == name).map(|(_, value)| value.to_string())
    }

    #[test]
    fn r3_the_terminal_says_how_many_colours_it_has() {
        let truecolor = [("COLORTERM", "truecolor"), ("TERM", "xterm-256color")];
        assert_eq!(choose_palette("auto", true, env(&truecolor)), Palette::TrueColor);
        assert_eq!(choose_palette("auto", true, env(&[("COLORTERM", "24bit")])), Palette::TrueColor);
        assert_eq!(choose_palette("auto", true, env(&[("TERM", "tmux-256color")])), Palette::Ansi256);
        assert_eq!(choose_palette("auto", true, env(&[("TERM", "screen-256color")])), Palette::Ansi256);
        assert_eq!(choose_palette("auto", true, env(&[("TERM", "xterm")])), Palette::Ansi16);
        assert_eq!(choose_palette("auto", true, env(&[])), Palette::Ansi16);
    }

    #[test]
    fn r3_no_colour_unless_wanted() {
        let dumb = [("TERM", "dumb"), ("COLORTERM", "truecolor")];
        assert_eq!(choose_palette("auto", true, env(&dumb)), Palette::Plain);
        assert_eq!(choose_palette("auto", false, env(&[("TERM", "xterm-256color")])), Palette::Plain);
        assert_eq!(choose_palette("auto", true, env(&[("NO_COLOR", "1")])), Palette::Plain);
        assert_eq!(choose_palette("auto", true, env(&[("NO_COLOR", "")])), Palette::Ansi16);
        assert_eq!(choose_palette("never", true, env(&[("COLORTERM", "truecolor")])), Palette::Plain);
        assert_eq!(choose_palette("always", false, env(&[("TERM", "xterm-256color")])), Palette::Ansi256);
    }
}
