//! The save file format, version 1: a header, the position the game started from, and every
//! action played since, with who played it.
//!
//! ```text
//! # bauloewe save 1
//! saved: 2024-05-01 18:30 UTC
//! players: Ann human, Bob tourist
//! turn: 3
//! leader: Ann 6,300
//! start:
//!   # bauloewe position 1
//!   players: Ann human, Bob tourist
//!   ...
//! actions:
//!   Ann: lay 5C
//!   Ann: found Aurora
//!   Ann: end
//!   Bob: lay 9F
//! end: 4 actions
//! ```
//!
//! The header is for people and for `saves`; loading rebuilds the game from `start:` (a
//! position file, indented by two spaces) and `actions:` alone, so a save restores the game
//! exactly: the pool order, the turn counter, and with them the computer players' future
//! choices. The `end:` line counts the actions, so a cut-off file is noticed. A file that is
//! not exactly this is refused with a [`SaveError`]; nothing is guessed.

use crate::notation::text::grouped;
use crate::notation::{ActionError, PlayerKind, PositionError};
use crate::notation::{parse_action, write_action};
use crate::record::Record;
use crate::rules::{Game, Options, RuleError};

/// The first line of every save file of this version.
pub const HEADER: &str = "# bauloewe save 1";
/// The version this program writes and reads.
pub const VERSION: u32 = 1;

/// Why a save could not be read: data, worded by the console in the player's language
/// (`FileWords` in its `words`). Its `Display` is for developers only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The first line is not `# bauloewe save N`.
    NotASave,
    /// A newer program wrote it.
    Newer(u32),
    /// The file ends before its `end:` line.
    Truncated,
    /// A line is not what the format allows there.
    Corrupt {
        /// The line, counting from 1.
        line: usize,
        /// What is wrong there.
        problem: SaveProblem,
    },
}

/// What is wrong on a line of a save file, with what the words about it need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// An indented line outside `start:` and `actions:`.
    IndentedOutside,
    /// A line of the header that is not `key: value`.
    NotKeyValue,
    /// A key that does not belong where it stands (the key).
    Unexpected(String),
    /// The `end:` line does not count the actions listed.
    EndMiscounted {
        /// What the line says, after `end:`.
        said: String,
        /// How many actions are listed.
        listed: usize,
    },
    /// An action line that is not `NAME: action`.
    NotNameAction,
    /// The start position is not valid.
    Start(PositionError),
    /// The action is written as another player's than the one who decides.
    NotTheirs {
        /// The name written.
        name: String,
        /// Who decides there; `None` when the game is over.
        deciding: Option<String>,
    },
    /// The action is not in the action notation.
    Action(ActionError),
    /// The action is refused by the rules at that point.
    NoReplay {
        /// Whose action it is, as written.
        name: String,
        /// The action as written.
        words: String,
        /// Why the rules refuse it.
        error: RuleError,
    },
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// console's words instead.
impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for SaveError {}

/// What the header of a save says, for listing slots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// When it was saved, as written (`YYYY-MM-DD HH:MM UTC`).
    pub saved: String,
    /// The seats, as `Ann human, Bob tourist`.
    pub players: String,
    /// The turn number.
    pub turn: String,
    /// Who leads by net worth, with it; [`HIDDEN_LEADER`] while a game with hidden holdings
    /// (V2) runs.
    pub leader: String,
    /// Whether the game is over (from the replayed game, not from the header).
    pub over: bool,
    /// The variants it is played with (from the replayed game).
    pub options: Options,
}

impl Summary {
    /// Who leads and with how much, read from the `leader:` line (`Ann 6,300`, a tie `Ann, Bob
    /// and Cid tied at 6,300`, an older save's tie `Ann and Bob 6,300`): the names and the net
    /// worth, or `None` for a line written otherwise (by hand).
    ///
    /// ```
    /// use bauloewe::save::Summary;
    /// let summary = Summary { leader: "Ann, Bob and Cid tied at 6,300".to_string(), ..Default::default() };
    /// let names = ["Ann", "Bob", "Cid"].map(String::from).to_vec();
    /// assert_eq!(summary.leaders(), Some((names, 6300)));
    /// let older = Summary { leader: "Ann and Bob 6,300".to_string(), ..Default::default() };
    /// assert_eq!(older.leaders(), Some((vec!["Ann".to_string(), "Bob".to_string()], 6300)));
    /// ```
    pub fn leaders(&self) -> Option<(Vec<String>, u32)> {
        if self.leader_hidden() {
            return None;
        }
        let (names, amount) = self.leader.rsplit_once(' ')?;
        let amount = amount.replace(',', "").parse().ok()?;
        // A tie is `Ann, Bob and Cid tied at 6,000`; saves before it wrote `Ann and Bob and Cid 6,000`.
        let names = names.strip_suffix(" tied at").unwrap_or(names);
        let names = names.split(", ").flat_map(|part| part.split(" and ")).map(str::to_string).collect();
        Some((names, amount))
    }

    /// Whether the header keeps the leader to itself: the game hides holdings (V2) and was
    /// not over when saved.
    pub fn leader_hidden(&self) -> bool {
        self.leader == HIDDEN_LEADER
    }
}

/// The `leader:` line's value while a game with hidden holdings (V2) runs: who leads by net
/// worth is what V2 keeps from the screens, and `saves` lists the header.
pub const HIDDEN_LEADER: &str = "hidden";

/// A game's record written as a save file, saved at `saved` (see [`super::clock::now`]).
///
/// ```
/// use bauloewe::record::Record;
/// use bauloewe::rules::Options;
/// use bauloewe::notation::{PlayerKind, Seat};
/// use bauloewe::save::{read_save, write_save};
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Tourist)?];
/// let (record, _) = Record::new(seats, 42, Options::default())?;
/// let text = write_save(&record, "2024-05-01 18:30 UTC");
/// assert!(text.starts_with("# bauloewe save 1\nsaved: 2024-05-01 18:30 UTC\n"));
/// let (loaded, summary) = read_save(&text)?;
/// assert_eq!(loaded.game(), record.game());
/// assert_eq!(summary.turn, "1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_save(record: &Record, saved: &str) -> String {
    let game = record.game();
    let mut text = format!("{HEADER}\nsaved: {saved}\n");
    text.push_str(&format!("players: {}\n", players(game, record.kinds())));
    text.push_str(&format!("turn: {}\n", game.turn_number()));
    text.push_str(&format!("leader: {}\n", leader(game)));
    text.push_str("start:\n");
    for line in record.start_position().lines().filter(|line| !line.trim().is_empty()) {
        text.push_str(&format!("  {line}\n"));
    }
    text.push_str("actions:\n");
    for (action, actor) in record.actions().iter().zip(record.actors()) {
        text.push_str(&format!("  {}: {}\n", game.name(*actor), write_action(*action)));
    }
    text.push_str(&format!("end: {}\n", action_count(record.actions().len())));
    text
}

/// Reads a save file back into the record it was written from, with its header.
pub fn read_save(text: &str) -> Result<(Record, Summary), SaveError> {
    let parts = split(text)?;
    let (mut record, _) = Record::from_start_position(&parts.start)
        .map_err(|error| corrupt(parts.start_line, SaveProblem::Start(error)))?;
    for (line, name, words) in &parts.actions {
        replay_one(&mut record, *line, name, words)?;
    }
    let summary =
        Summary { over: record.game().is_over(), options: record.game().options(), ..parts.summary };
    Ok((record, summary))
}

/// `Ann human, Bob tourist`.
fn players(game: &Game, kinds: &[PlayerKind]) -> String {
    let seats: Vec<String> =
        (0..game.player_count()).map(|p| format!("{} {}", game.name(p), kinds[p])).collect();
    seats.join(", ")
}

/// The richest by net worth (several when tied), with their net worth; [`HIDDEN_LEADER`]
/// while a game with hidden holdings (V2) runs.
fn leader(game: &Game) -> String {
    if game.options().hidden && !game.is_over() {
        return HIDDEN_LEADER.to_string();
    }
    let best = (0..game.player_count()).map(|p| game.net_worth(p)).max().unwrap_or(0);
    let names: Vec<&str> =
        (0..game.player_count()).filter(|p| game.net_worth(*p) == best).map(|p| game.name(p)).collect();
    match names.as_slice() {
        [one] => format!("{one} {}", grouped(best)),
        [first @ .., last] => format!("{} and {last} tied at {}", first.join(", "), grouped(best)),
        [] => format!("nobody {}", grouped(best)),
    }
}

/// A save file cut into its parts.
struct Parts {
    summary: Summary,
    start: String,
    start_line: usize,
    /// Line number, actor's name, command words.
    actions: Vec<(usize, String, String)>,
}

/// The section of the file a line belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Header,
    Start,
    Actions,
    Ended,
}

fn split(text: &str) -> Result<Parts, SaveError> {
    let mut lines = text.lines().enumerate().map(|(index, line)| (index + 1, line));
    check_version(lines.next().map(|(_, line)| line))?;
    let mut parts =
        Parts { summary: Summary::default(), start: String::new(), start_line: 0, actions: Vec::new() };
    let mut section = Section::Header;
    for (number, line) in lines {
        section = read_line(&mut parts, section, number, line)?;
    }
    if section != Section::Ended {
        return Err(SaveError::Truncated);
    }
    Ok(parts)
}

fn check_version(first: Option<&str>) -> Result<(), SaveError> {
    let words: Vec<&str> = first.unwrap_or("").split_whitespace().collect();
    let ["#", "bauloewe", "save", version] = words[..] else {
        return Err(SaveError::NotASave);
    };
    match version.parse::<u32>() {
        Ok(VERSION) => Ok(()),
        Ok(newer) if newer > VERSION => Err(SaveError::Newer(newer)),
        _ => Err(SaveError::NotASave),
    }
}

/// Takes one line into `parts`; answers the section the next line belongs to.
fn read_line(parts: &mut Parts, section: Section, number: usize, line: &str) -> Result<Section, SaveError> {
    if let Some(inner) = line.strip_prefix("  ") {
        return match section {
            Section::Start => {
                parts.start.push_str(inner);
                parts.start.push('\n');
                Ok(Section::Start)
            }
            Section::Actions => read_action(parts, number, inner).map(|()| Section::Actions),
            _ => Err(corrupt(number, SaveProblem::IndentedOutside)),
        };
    }
    if line.trim().is_empty() || (line.starts_with('#') && section == Section::Header) {
        return Ok(section);
    }
    let (key, value) = line.split_once(':').ok_or_else(|| corrupt(number, SaveProblem::NotKeyValue))?;
    read_key(parts, section, number, key, value.trim())
}

fn read_key(
    parts: &mut Parts,
    section: Section,
    number: usize,
    key: &str,
    value: &str,
) -> Result<Section, SaveError> {
    let summary = &mut parts.summary;
    match (section, key) {
        (Section::Header, "saved") => summary.saved = value.to_string(),
        (Section::Header, "players") => summary.players = value.to_string(),
        (Section::Header, "turn") => summary.turn = value.to_string(),
        (Section::Header, "leader") => summary.leader = value.to_string(),
        (Section::Header, "start") => {
            parts.start_line = number;
            return Ok(Section::Start);
        }
        (Section::Start, "actions") => return Ok(Section::Actions),
        (Section::Actions, "end") => return check_count(parts, number, value),
        _ => return Err(corrupt(number, SaveProblem::Unexpected(key.to_string()))),
    }
    Ok(section)
}

fn check_count(parts: &Parts, number: usize, value: &str) -> Result<Section, SaveError> {
    let expected = action_count(parts.actions.len());
    if value != expected {
        let problem = SaveProblem::EndMiscounted { said: value.to_string(), listed: parts.actions.len() };
        return Err(corrupt(number, problem));
    }
    Ok(Section::Ended)
}

fn read_action(parts: &mut Parts, number: usize, text: &str) -> Result<(), SaveError> {
    let (name, words) = text.split_once(':').ok_or_else(|| corrupt(number, SaveProblem::NotNameAction))?;
    parts.actions.push((number, name.trim().to_string(), words.trim().to_string()));
    Ok(())
}

/// Applies one recorded action, checking that it is the named player's decision.
fn replay_one(record: &mut Record, number: usize, name: &str, words: &str) -> Result<(), SaveError> {
    let game = record.game();
    let deciding = game.decision().player().map(|p| game.name(p).to_string());
    if deciding.as_deref() != Some(name) {
        return Err(corrupt(number, SaveProblem::NotTheirs { name: name.to_string(), deciding }));
    }
    let action = parse_action(words).map_err(|error| corrupt(number, SaveProblem::Action(error)))?;
    record.apply_all(&[action]).map_err(|error| {
        corrupt(number, SaveProblem::NoReplay { name: name.to_string(), words: words.to_string(), error })
    })?;
    Ok(())
}

/// `1 action`, `2 actions`: the value of the `end:` line (words of the format, the same in
/// every language).
pub fn action_count(count: usize) -> String {
    format!("{count} action{}", if count == 1 { "" } else { "s" })
}

fn corrupt(line: usize, problem: SaveProblem) -> SaveError {
    SaveError::Corrupt { line, problem }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai;
    use crate::rules::{Decision, Options};

    /// A game of Ann (human) and two tourists, played `moves` actions: the tourists choose,
    /// Ann takes the last legal action.
    fn played(seed: u64, moves: usize) -> Record {
        played_with(seed, moves, Options::default())
    }

    /// Like [`played`], with the variants of `options`.
    fn played_with(seed: u64, moves: usize, options: Options) -> Record {
        let seats = "Ann,Bob:tourist,Cid:tourist".parse::<crate::notation::SeatList>().unwrap().0;
        let (mut record, _) = Record::new(seats, seed, options).unwrap();
        advance(&mut record, moves);
        record
    }

    /// Plays `moves` actions: the tourists choose, Ann takes the last legal action.
    fn advance(record: &mut Record, moves: usize) {
        for _ in 0..moves {
            let game = record.game();
            let Some(player) = game.decision().player() else { return };
            let action = match ai::player(record.kinds()[player], &ai::AiSettings::default()) {
                Some(mut computer) => computer.decide(&game.view(player)),
                None => *game.legal_actions().last().expect("a decision has a legal action"),
            };
            record.apply_all(&[action]).unwrap();
        }
    }

    #[test]
    fn a_save_restores_the_game_exactly_and_computers_play_on_the_same() {
        for seed in [1, 7, 42] {
            let mut record = played(seed, 150);
            let text = write_save(&record, "2024-05-01 18:30 UTC");
            let (mut loaded, _) = read_save(&text).unwrap();
            assert_eq!(loaded.game(), record.game());
            assert_eq!(loaded.game().turn_number(), record.game().turn_number());
            assert_eq!(write_save(&loaded, "2024-05-01 18:30 UTC"), text, "a loaded game saves the same");
            advance(&mut record, 200);
            advance(&mut loaded, 200);
            assert_eq!(loaded.game(), record.game());
            assert_eq!(loaded.actions(), record.actions());
        }
    }

    #[test]
    fn names_of_any_letters_read_back_from_a_save() {
        // issue 42: `Jürgen` was no player's name.
        let seats = "Jürgen,Zoë:tourist,Øystein:tourist".parse::<crate::notation::SeatList>().unwrap().0;
        let (mut record, _) = Record::new(seats, 5, Options::default()).unwrap();
        advance(&mut record, 60);
        let text = write_save(&record, "2024-05-01 18:30 UTC");
        let (loaded, summary) = read_save(&text).unwrap();
        assert_eq!(loaded.game(), record.game());
        assert_eq!(loaded.game().name(0), "Jürgen");
        assert_eq!(summary.players, "Jürgen human, Zoë tourist, Øystein tourist");
    }

    #[test]
    fn r9_a_loaded_game_keeps_the_log_of_its_opening() {
        for (seed, moves) in [(5, 0), (5, 4), (42, 150), (3, 5000)] {
            let record = played(seed, moves);
            let (loaded, _) = read_save(&write_save(&record, "x")).unwrap();
            assert_eq!(loaded.log(), record.log(), "seed {seed}, {moves} moves");
            assert_eq!(loaded.origin(), record.origin(), "seed {seed}, {moves} moves");
        }
    }

    #[test]
    fn v2_the_header_keeps_the_leader_hidden_until_the_game_is_over() {
        let hidden = Options { hidden: true, ..Options::default() };
        let running = played_with(4, 120, hidden);
        let (_, summary) = read_save(&write_save(&running, "x")).unwrap();
        assert!(summary.leader_hidden() && summary.leaders().is_none(), "{summary:?}");
        let over = played_with(4, 5000, hidden);
        assert_eq!(over.game().decision(), Decision::GameOver);
        let (_, summary) = read_save(&write_save(&over, "x")).unwrap();
        assert!(!summary.leader_hidden() && summary.leaders().is_some(), "{summary:?}");
        let (_, open) = read_save(&write_save(&played(4, 120), "x")).unwrap();
        assert!(open.leaders().is_some(), "{open:?}");
    }

    #[test]
    fn a_tie_for_the_lead_is_worded_as_one_in_the_header() {
        let seats = "Ann,Bob:tourist,Cid:tourist,Dee:tourist".parse::<crate::notation::SeatList>().unwrap();
        let (record, _) = Record::new(seats.0, 42, Options::default()).unwrap();
        let text = write_save(&record, "x");
        assert!(text.contains("\nleader: Ann, Bob, Cid and Dee tied at 6,000\n"), "{text}");
        let (_, summary) = read_save(&text).unwrap();
        let names = ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec();
        assert_eq!(summary.leaders(), Some((names, 6000)));
        let two = Summary { leader: "Ann and Bob tied at 6,300".to_string(), ..Summary::default() };
        assert_eq!(two.leaders(), Some((vec!["Ann".to_string(), "Bob".to_string()], 6300)));
    }

    #[test]
    fn a_finished_game_saves_and_loads() {
        let record = played(3, 5000);
        assert_eq!(record.game().decision(), Decision::GameOver);
        let (loaded, _) = read_save(&write_save(&record, "x")).unwrap();
        assert_eq!(loaded.game(), record.game());
    }

    #[test]
    fn broken_files_are_refused_with_what_is_wrong() {
        let text = write_save(&played(5, 40), "2024-05-01 18:30 UTC");
        let cut = &text[..text.len() / 2];
        assert_eq!(read_save(cut).unwrap_err(), SaveError::Truncated);
        let without_end = text.lines().filter(|l| !l.starts_with("end:")).collect::<Vec<_>>().join("\n");
        assert_eq!(read_save(&without_end).unwrap_err(), SaveError::Truncated);
        assert_eq!(read_save("").unwrap_err(), SaveError::NotASave);
        assert_eq!(read_save("hello\n").unwrap_err(), SaveError::NotASave);
        let newer = text.replacen("save 1", "save 2", 1);
        assert_eq!(read_save(&newer).unwrap_err(), SaveError::Newer(2));
        let line = text.lines().position(|l| l.starts_with("  Bob: ")).unwrap();
        let wrong_actor = text.replacen("  Bob: ", "  Cid: ", 1);
        let error = read_save(&wrong_actor).unwrap_err();
        assert!(matches!(error, SaveError::Corrupt { line: l, .. } if l == line + 1), "{error}");
        let miscounted = text.replace("\nend: ", "\nend: 1");
        let error = read_save(&miscounted).unwrap_err();
        assert!(
            matches!(error, SaveError::Corrupt { problem: SaveProblem::EndMiscounted { .. }, .. }),
            "{error:?}"
        );
    }

    #[test]
    fn every_action_reads_back_from_its_words() {
        let record = played(9, 400);
        for action in record.actions() {
            assert_eq!(parse_action(&write_action(*action)), Ok(*action));
        }
    }

    #[test]
    fn a_save_of_the_version_before_the_layers_loads_and_saves_back_the_same() {
        let text = include_str!("../../transcripts/files/old-saves/before-layers.save");
        let (record, summary) = read_save(text).unwrap();
        assert_eq!((summary.turn.as_str(), record.actions().len()), ("47", 133));
        assert_eq!(write_save(&record, &summary.saved), text, "format 1 is written exactly as before");
    }
}
