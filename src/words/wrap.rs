//! Fitting text to the width of the screen: lines are broken at spaces, never inside a word.
//!
//! Everything the REPL prints as prose goes through [`wrap`], so that no line is wider than the
//! terminal (or 80 columns when the output is piped). Widths are counted in characters that show:
//! the colour codes of a `Palette` (`crate::show`) take no room on the screen and are skipped.
//! A line is broken at the last space that fits; its continuation is indented by the line's own
//! indentation plus two spaces, so a broken sentence reads as one item. A single word wider
//! than the screen (a long name, say) is left whole on its own line: cutting it would change it.
//!
//! Some words belong together: a tile and what it would do (`12I grows Zugvogel`), a chain and
//! its price (`Zu 800 (bank 10)`). [`together`] joins them with no-break spaces, where no line
//! is broken; the fitted lines carry plain spaces again, so nothing unusual reaches the screen.

/// The width assumed when the output is not a terminal (a pipe, a file, a test).
pub const PIPED_WIDTH: usize = 80;

/// The width of a reader that wants every line whole, never broken (a program in the
/// network's framed mode): [`wrap`] leaves each line as it is, and a screen lays out its
/// pictures as for [`PIPED_WIDTH`] columns without padding them to the width.
pub const UNBROKEN: usize = usize::MAX;

/// The no-break space (U+00A0): [`wrap_line`] never breaks a line there.
const NO_BREAK: char = '\u{a0}';

/// `text` with its spaces made no-break spaces, so that [`wrap`] keeps it on one line.
///
/// ```
/// use bauloewe::words::wrap::{together, wrap};
/// let tiles = format!("Your tiles: {} - {}", together("9D grows Zugvogel"), together("3I grows Bergfried"));
/// assert_eq!(wrap(&tiles, 36), "Your tiles: 9D grows Zugvogel -\n  3I grows Bergfried\n");
/// ```
pub fn together(text: &str) -> String {
    text.replace(' ', &NO_BREAK.to_string())
}

/// A fitted piece as it is printed: no-break spaces become plain ones.
fn plain(piece: &str) -> String {
    piece.replace(NO_BREAK, " ")
}

/// How many columns `text` takes on the screen: its characters, without colour codes.
///
/// ```
/// use bauloewe::words::wrap::visible_width;
/// assert_eq!(visible_width("Königshof"), 9);
/// assert_eq!(visible_width("\x1b[35mKö\x1b[0m 3"), 4);
/// ```
pub fn visible_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in text.chars() {
        match (in_escape, c) {
            (false, '\x1b') => in_escape = true,
            // A colour code is ESC [ digits and semicolons, ended by a letter.
            (true, c) if c.is_ascii_alphabetic() => in_escape = false,
            (true, _) => {}
            (false, _) => width += 1,
        }
    }
    width
}

/// `text` (one line, without colour codes) cut to `width` columns, with `…` where it was cut:
/// for what must stay on one line, a table's cell or the echo of a typed line.
///
/// ```
/// use bauloewe::words::wrap::cut;
/// assert_eq!(cut("Bob=Dan=Eve", 8), "Bob=Dan…");
/// assert_eq!(cut("Bob", 8), "Bob");
/// ```
pub fn cut(text: &str, width: usize) -> String {
    if visible_width(text) <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Every line of `text` fitted to `width` columns (see the module's notes), each ending in `\n`.
///
/// ```
/// use bauloewe::words::wrap::wrap;
/// let text = "Bob lays 5E, merges Zugvogel into Aurora; buys 2 Aurora.\n";
/// assert_eq!(wrap(text, 30), "Bob lays 5E, merges Zugvogel\n  into Aurora; buys 2 Aurora.\n");
/// assert_eq!(wrap("short\n", 30), "short\n");
/// ```
pub fn wrap(text: &str, width: usize) -> String {
    let mut wrapped = String::with_capacity(text.len() + 16);
    for line in text.lines() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        for piece in wrap_line(line, width, indent + 2) {
            wrapped.push_str(&piece);
            wrapped.push('\n');
        }
    }
    wrapped
}

/// One line broken into pieces of at most `width` columns; every piece after the first starts
/// with `indent` spaces.
///
/// ```
/// use bauloewe::words::wrap::wrap_line;
/// let tiles = "Your tiles: 8B grows Zugvogel - 5E lone - 12G grows Uferblick";
/// assert_eq!(wrap_line(tiles, 41, 12), ["Your tiles: 8B grows Zugvogel - 5E lone -", "            12G grows Uferblick"]);
/// ```
pub fn wrap_line(line: &str, width: usize, indent: usize) -> Vec<String> {
    if visible_width(line) <= width {
        return vec![plain(line)];
    }
    let lead = line.len() - line.trim_start_matches(' ').len();
    let mut pieces = Vec::new();
    let mut current = line[..lead].to_string();
    let mut current_width = lead;
    let mut empty = true;
    for (gap, word) in words(&line[lead..]) {
        let word_width = visible_width(word);
        if !empty && current_width + gap + word_width > width {
            pieces.push(plain(&std::mem::replace(&mut current, " ".repeat(indent))));
            current_width = indent;
            empty = true;
        }
        if !empty {
            // Spaces inside a line (a table's columns) are kept as they are.
            current.push_str(&" ".repeat(gap));
            current_width += gap;
        }
        current.push_str(word);
        current_width += word_width;
        empty = false;
    }
    pieces.push(plain(&current));
    pieces
}

/// The words of `text` with the number of spaces before each.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut gap = 0;
    text.split(' ').filter_map(move |word| {
        if word.is_empty() {
            gap += 1;
            return None;
        }
        let before = std::mem::replace(&mut gap, 1);
        Some((before, word))
    })
}

/// A prompt's guide for a terminal `width` columns wide: broken at spaces into lines, the later
/// ones indented by two, leaving room to type after the last (the local console and the `join`
/// client show a prompt so).
///
/// ```
/// use bauloewe::words::wrap::fitted_guide;
/// let guide = "Ann, buy up to 3 shares with 6,000: Zu 200 (bank 24), Au 400 (bank 18) - or end";
/// assert_eq!(fitted_guide(guide, 80), "Ann, buy up to 3 shares with 6,000: Zu 200 (bank 24), Au 400 (bank\n  18) - or end");
/// ```
pub fn fitted_guide(guide: &str, width: usize) -> String {
    wrap_line(guide, width.saturating_sub(12).max(24), 2).join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_piece_is_wider_than_the_width_unless_it_is_one_word() {
        let line = "Ann receives 12,000 as the majority bonus of Uferblick and 6,000 as the minority bonus.";
        for width in 20..=90 {
            for piece in wrap_line(line, width, 2) {
                let one_word = !piece.trim().contains(' ');
                assert!(visible_width(&piece) <= width || one_word, "{width}: {piece:?}");
            }
        }
    }

    #[test]
    fn wrapping_keeps_every_word_in_order() {
        let line = "  a bb ccc dddd eeeee ffffff ggggggg";
        for width in 1..40 {
            let pieces = wrap_line(line, width, 4);
            let words: Vec<&str> = pieces.iter().flat_map(|p| p.split_whitespace()).collect();
            assert_eq!(words, line.split_whitespace().collect::<Vec<_>>(), "{width}");
        }
    }

    #[test]
    fn spaces_inside_a_line_are_kept() {
        let row = "  monday           Ann human, Bob tourist; turn 6; leader Bob 6,400";
        assert_eq!(
            wrap_line(row, 50, 4),
            ["  monday           Ann human, Bob tourist; turn 6;", "    leader Bob 6,400"]
        );
    }

    #[test]
    fn colour_codes_take_no_room() {
        let red = "\x1b[31mBe\x1b[0m";
        let line = format!("{red} {red} {red}");
        assert_eq!(visible_width(&line), 8);
        assert_eq!(wrap_line(&line, 8, 0), std::slice::from_ref(&line));
        assert_eq!(wrap_line(&line, 7, 0).len(), 2);
    }

    #[test]
    fn words_kept_together_are_never_broken_and_print_with_plain_spaces() {
        let line = format!("Offers: {}, {}", together("Zu 800 (bank 10)"), together("Au 800 (bank 3)"));
        let pieces = wrap_line(&line, 26, 2);
        assert_eq!(pieces, ["Offers: Zu 800 (bank 10),", "  Au 800 (bank 3)"]);
        assert!(pieces.iter().all(|piece| !piece.contains(NO_BREAK)));
        assert_eq!(wrap_line(&together("a b"), 80, 0), ["a b"]);
    }

    #[test]
    fn a_word_wider_than_the_screen_stays_whole() {
        assert_eq!(
            wrap_line("see Aaaaaaaaaaaaaaaaaaaa now", 10, 2),
            ["see", "  Aaaaaaaaaaaaaaaaaaaa", "  now"]
        );
    }
}
