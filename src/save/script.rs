//! Recorded command scripts: how a game began, then the lines people typed.
//!
//! `--record FILE` writes a script; `--script FILE` plays one. A script is a plain command file
//! (one command a line, `#` lines are comments) that may begin with a header saying how the
//! game began, so that it replays on its own:
//!
//! ```text
//! # bauloewe script 1
//! # seed: 42
//! # players: Ann:human,Bob:tourist
//! # options: quick market
//! lay 7E
//! ```
//!
//! Instead of `seed`/`players`/`options`, a header may carry `# load: SLOT` (the game began from
//! a save slot) or `# position:` followed by the position file, each line prefixed with `#| `.
//! A script without the header is just commands, for the game the flags describe.

use std::fmt::Write as _;

use crate::notation::options::{option_words, switch_on};
use crate::notation::text::quote;
use crate::notation::{SeatList, SeatListError};
use crate::rules::Options;

/// The first line of a script with a header, this version.
pub const SCRIPT_HEADER: &str = "# bauloewe script 1";

/// What a script's header (or the flags) say about how the game begins; every part may be
/// missing. [`super::Beginning::settle`] makes one beginning of the two.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptStart {
    /// The seed of a new game.
    pub seed: Option<u64>,
    /// The seats of a new game.
    pub players: Option<SeatList>,
    /// The variants of a new game (V1 to V3).
    pub options: Options,
    /// The save slot the game was loaded from.
    pub load: Option<String>,
    /// The position file the game started from.
    pub position: Option<String>,
    /// Where that position came from (a file name), as the game's first line names it.
    pub label: Option<String>,
}

impl ScriptStart {
    /// Whether the header says anything about the start.
    pub fn is_empty(&self) -> bool {
        *self == ScriptStart::default()
    }

    /// Whether it says something only a new deal has: a seed, seats or a variant.
    pub fn says_new_game(&self) -> bool {
        self.seed.is_some() || self.players.is_some() || self.options != Options::default()
    }
}

/// The header of a script recording a game that began as `start`.
///
/// ```
/// use bauloewe::save::script::{ScriptStart, read_script, script_header};
/// let start = ScriptStart { seed: Some(42), players: Some("Ann,Bob:tourist".parse()?), ..Default::default() };
/// let text = script_header(&start) + "lay 7E\n";
/// assert!(text.starts_with("# bauloewe script 1\n# seed: 42\n# players: Ann:human,Bob:tourist\n"));
/// assert_eq!(read_script(&text)?, (start, "lay 7E\n".to_string()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn script_header(start: &ScriptStart) -> String {
    let mut text = format!("{SCRIPT_HEADER}\n");
    if let Some(seed) = start.seed {
        let _ = writeln!(text, "# seed: {seed}");
    }
    if let Some(players) = &start.players {
        let _ = writeln!(text, "# players: {players}");
    }
    let options = option_words(start.options);
    if !options.is_empty() {
        let _ = writeln!(text, "# options: {}", options.join(" "));
    }
    if let Some(slot) = &start.load {
        let _ = writeln!(text, "# load: {slot}");
    }
    if let Some(position) = &start.position {
        let _ = writeln!(text, "# position: {}", start.label.as_deref().unwrap_or(""));
        for line in position.lines() {
            let _ = writeln!(text, "#| {line}");
        }
    }
    text
}

/// Why a script's header was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptError {
    /// The first line names another version of the header (quoted).
    Version(String),
    /// The `# seed:` value is not a number (quoted).
    Seed(String),
    /// The `# players:` value is not a seat list.
    Players(SeatListError),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ScriptError {}

/// Splits a script into its header (empty without one) and the command lines after it.
pub fn read_script(text: &str) -> Result<(ScriptStart, String), ScriptError> {
    let Some(first) = text.lines().next().filter(|line| line.starts_with("# bauloewe script")) else {
        return Ok((ScriptStart::default(), text.to_string()));
    };
    if first.trim_end() != SCRIPT_HEADER {
        return Err(ScriptError::Version(quote(first)));
    }
    let mut start = ScriptStart::default();
    let mut rest = &text[text.find('\n').map_or(text.len(), |i| i + 1)..];
    while rest.starts_with('#') {
        let end = rest.find('\n').map_or(rest.len(), |i| i + 1);
        read_header_line(&mut start, rest[..end].trim_end_matches(['\n', '\r']))?;
        rest = &rest[end..];
    }
    Ok((start, rest.to_string()))
}

fn read_header_line(start: &mut ScriptStart, line: &str) -> Result<(), ScriptError> {
    if let Some(position_line) = line.strip_prefix("#|") {
        let position = start.position.get_or_insert_with(String::new);
        position.push_str(position_line.strip_prefix(' ').unwrap_or(position_line));
        position.push('\n');
        return Ok(());
    }
    let Some((key, value)) = line.trim_start_matches('#').split_once(':') else {
        return Ok(());
    };
    let value = value.trim();
    match key.trim() {
        "seed" => start.seed = Some(value.parse().map_err(|_| ScriptError::Seed(quote(value)))?),
        "players" => start.players = Some(value.parse().map_err(ScriptError::Players)?),
        "options" => {
            // Words it does not know are left out, as unknown header lines are.
            start.options = Options::default();
            value.split([',', ' ']).for_each(|word| _ = switch_on(&mut start.options, word));
        }
        "load" => start.load = Some(value.to_string()),
        "position" => {
            start.position = Some(String::new());
            start.label = Some(value.to_string()).filter(|label| !label.is_empty());
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_header_reads_back() {
        let position = "# bauloewe position 1\nplayers: Ann human, Bob tourist\nturn: Ann\n";
        let start = ScriptStart { position: Some(position.to_string()), ..Default::default() };
        let text = script_header(&start) + "# a comment\nboard\n";
        assert_eq!(read_script(&text).unwrap(), (start, "board\n".to_string()));
    }

    #[test]
    fn every_set_of_variants_reads_back_from_the_header() {
        for bits in 0..8u8 {
            let options = Options { quick: bits & 1 != 0, hidden: bits & 2 != 0, market: bits & 4 != 0 };
            let start = ScriptStart { seed: Some(3), options, ..Default::default() };
            assert_eq!(read_script(&script_header(&start)).unwrap(), (start, String::new()));
        }
        let header = "# bauloewe script 1\n# options: market, quick\n";
        let market_quick = Options { quick: true, market: true, ..Options::default() };
        assert_eq!(read_script(header).unwrap().0.options, market_quick);
    }

    #[test]
    fn scripts_without_a_header_are_only_commands() {
        assert_eq!(
            read_script("# hello\nboard\n").unwrap(),
            (ScriptStart::default(), "# hello\nboard\n".to_string())
        );
        let newer = read_script("# bauloewe script 2\n").unwrap_err();
        assert_eq!(newer, ScriptError::Version("# bauloewe script 2".to_string()));
    }
}
