//! How chain colours are written (R3): a [`Palette`] for each kind of terminal, from none at all
//! to true colour, and the one switch that tells the `colored` crate whether to write escapes.

use colored::{Color, Colorize};

use crate::rules::Chain;

/// How chain colours are written (R3).
///
/// No palette sets bold: many terminals draw bold text in the bright variant of a 16-colour
/// code, which would paint Zugvogel (33) in bright yellow, or Morgenrot (37) in bright white
/// like the text around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Palette {
    /// No colours: plain text.
    Plain,
    /// The rule book's 16-colour code of each chain ([`Chain::sgr16`]).
    Ansi16,
    /// The nearest of the 256 colours to each chain's true colour, for terminals whose `TERM`
    /// says they have 256.
    Ansi256,
    /// Each chain's true colour ([`Chain::rgb`]), for terminals that say so in `COLORTERM`.
    TrueColor,
}

impl Palette {
    /// The colour of `chain` in this palette, `None` for [`Palette::Plain`].
    ///
    /// ```
    /// use bauloewe::show::Palette;
    /// use bauloewe::rules::Chain;
    /// use colored::Color;
    /// assert_eq!(Palette::Ansi16.color(Chain::Koenigshof), Some(Color::Magenta));
    /// assert_eq!(Palette::Ansi256.color(Chain::Koenigshof), Some(Color::AnsiColor(91)));
    /// assert_eq!(Palette::TrueColor.color(Chain::Aurora), Some(Color::TrueColor { r: 60, g: 180, b: 75 }));
    /// assert_eq!(Palette::Plain.color(Chain::Aurora), None);
    /// ```
    pub fn color(self, chain: Chain) -> Option<Color> {
        let (r, g, b) = chain.rgb();
        match self {
            Palette::Plain => None,
            Palette::Ansi16 => Some(sixteen(chain)),
            Palette::Ansi256 => Some(Color::AnsiColor(nearest_256((r, g, b)))),
            Palette::TrueColor => Some(Color::TrueColor { r, g, b }),
        }
    }

    /// `text` in the colour of `chain` (unchanged for [`Palette::Plain`]).
    ///
    /// The `colored` crate writes the colour. It also decides by itself whether colours are
    /// wanted at all (is standard output a terminal? is `NO_COLOR` set?); the game decides that
    /// with `--color` and `console::setup::choose_palette`, and tells `colored`
    /// once with [`enable_colors`], as the example does first.
    ///
    /// ```
    /// use bauloewe::show::Palette;
    /// use bauloewe::show::palette::enable_colors;
    /// use bauloewe::rules::Chain;
    /// enable_colors(Palette::Ansi16);
    /// assert_eq!(Palette::Ansi16.paint("Kö", Chain::Koenigshof), "\x1b[35mKö\x1b[0m");
    /// assert_eq!(Palette::Ansi256.paint("Kö", Chain::Koenigshof), "\x1b[38;5;91mKö\x1b[0m");
    /// assert_eq!(Palette::Plain.paint("Kö", Chain::Koenigshof), "Kö");
    /// ```
    pub fn paint(self, text: &str, chain: Chain) -> String {
        match self.color(chain) {
            Some(color) => text.color(color).to_string(),
            None => text.to_string(),
        }
    }
}

/// Tells the `colored` crate whether to write colours: yes for every palette but
/// [`Palette::Plain`]. Without this, `colored` would look at the terminal and `NO_COLOR` itself
/// and could overrule `--color always` or `--color never`.
pub fn enable_colors(palette: Palette) {
    colored::control::set_override(palette != Palette::Plain);
}

/// The colour of `chain` on a terminal of 16 colours, as `colored` names the rule book's code
/// [`Chain::sgr16`] (R3); a test checks that the two agree.
fn sixteen(chain: Chain) -> Color {
    match chain {
        Chain::Zugvogel => Color::Yellow,
        Chain::Ankerplatz => Color::Cyan,
        Chain::Bergfried => Color::Red,
        Chain::Uferblick => Color::BrightBlue,
        Chain::Morgenrot => Color::White,
        Chain::Aurora => Color::Green,
        Chain::Koenigshof => Color::Magenta,
    }
}

/// The index of the colour nearest to `rgb` (squared distance) among the 240 of the 256 colours
/// that look the same on every terminal: the 6x6x6 cube from 16 and the 24 greys from 232. The
/// first 16 are left out because each terminal's theme sets them as it likes.
fn nearest_256(rgb: (u8, u8, u8)) -> u8 {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    let cube = (0..216).map(|i| (16 + i, (LEVELS[i / 36], LEVELS[i / 6 % 6], LEVELS[i % 6])));
    let greys = (0..24).map(|i| (232 + i, (8 + 10 * i as u8, 8 + 10 * i as u8, 8 + 10 * i as u8)));
    let distance = |(r, g, b): (u8, u8, u8)| {
        let d = |x: u8, y: u8| (x as i32 - y as i32).pow(2);
        d(r, rgb.0) + d(g, rgb.1) + d(b, rgb.2)
    };
    let nearest = cube.chain(greys).min_by_key(|(_, colour)| distance(*colour));
    nearest.map_or(16, |(index, _)| index as u8)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn r3_every_palette_paints_the_seven_chains_in_seven_colours() {
        for palette in [Palette::Ansi16, Palette::Ansi256, Palette::TrueColor] {
            let colours: HashSet<String> =
                Chain::ALL.iter().map(|c| format!("{:?}", palette.color(*c))).collect();
            assert_eq!(colours.len(), Chain::ALL.len(), "{palette:?}");
        }
        assert!(Chain::ALL.iter().all(|c| Palette::Plain.paint(c.code(), *c) == c.code()));
    }

    #[test]
    fn r3_sixteen_colours_are_the_rule_books_codes() {
        for chain in Chain::ALL {
            assert_eq!(sixteen(chain).to_fg_str(), chain.sgr16().to_string(), "{chain}");
        }
        enable_colors(Palette::Ansi16);
        let codes = ["\x1b[33m", "\x1b[36m", "\x1b[31m", "\x1b[94m", "\x1b[37m", "\x1b[32m", "\x1b[35m"];
        for (chain, code) in Chain::ALL.into_iter().zip(codes) {
            assert_eq!(Palette::Ansi16.paint("Au", chain), format!("{code}Au\x1b[0m"), "{chain}");
        }
    }

    #[test]
    fn r3_sixteen_colours_give_each_chain_a_hue_of_its_own() {
        // Found in play: Bergfried (red) and Morgenrot (bright red) were both red. A bright
        // variant reads as its hue, so the hues (red, green, yellow, ...) must differ.
        let hue = |color: Color| match color {
            Color::BrightRed => Color::Red,
            Color::BrightGreen => Color::Green,
            Color::BrightYellow => Color::Yellow,
            Color::BrightBlue => Color::Blue,
            Color::BrightMagenta => Color::Magenta,
            Color::BrightCyan => Color::Cyan,
            Color::BrightWhite => Color::White,
            Color::BrightBlack => Color::Black,
            other => other,
        };
        let hues: HashSet<String> = Chain::ALL.iter().map(|c| format!("{:?}", hue(sixteen(*c)))).collect();
        assert_eq!(hues.len(), Chain::ALL.len());
        assert_ne!(hue(sixteen(Chain::Bergfried)), hue(sixteen(Chain::Morgenrot)));
    }

    #[test]
    fn r3_256_colours_are_the_nearest_of_cube_and_greys() {
        let nearest = Chain::ALL.map(|chain| nearest_256(chain.rgb()));
        assert_eq!(nearest, [220, 81, 161, 62, 209, 71, 91]);
        assert_eq!(nearest_256((0xff, 0xff, 0xff)), 231);
        assert_eq!(nearest_256((0x80, 0x80, 0x80)), 244);
        enable_colors(Palette::Ansi256);
        assert_eq!(Palette::Ansi256.paint("Zu", Chain::Zugvogel), "\x1b[38;5;220mZu\x1b[0m");
    }
}
