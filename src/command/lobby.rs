//! The lobby's words, read from a line: `who`, `tables`, `open`, `sit N`, `watch N`, `leave`,
//! `start`, `say TEXT`, `tell NAME TEXT`, `help`, and the records' `ratings [N]`,
//! `history [NAME]`, `record N`, `review N`, `passwd`; each also in German (`wer`, `tische`,
//! `eröffne`, `setze 3`, `zuschauen 3`, `aufstehen`, `starte`, `sprich`, `flüstere`, `hilfe`,
//! `rangliste`, `verlauf`, `partie 12`, `nachspielen 12`, `passwort`), whatever the language
//! of the person typing, as every command of the game is read.
//!
//! German `say` is `sprich`, not `sage`: `sage an` announces the end of a game (R16), and a
//! chat line must never be mistaken for a move, nor a move for a chat line.
//!
//! [`read`] answers `None` for a line that is none of these words: at a table, that line is
//! the game's. The lobby's server (`crate::net::lobby`) reads them; they live here, beside the
//! game's commands, so that the words of every language can say what was wrong with one.

use crate::notation::{PlayerKind, Seat};
use crate::rules::{MAX_PLAYERS, MIN_PLAYERS, Options, SetupError, check_options};

/// Where a table of the lobby is in its life, as `tables` lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableState {
    /// Waiting for its people's seats to be taken; not dealt yet.
    Waiting,
    /// Dealt and being played.
    Playing,
    /// The game is over.
    Over,
}

impl TableState {
    /// The word the `table` fact uses, the same in every language: `waiting`, `playing`, `over`.
    pub fn word(self) -> &'static str {
        match self {
            TableState::Waiting => "waiting",
            TableState::Playing => "playing",
            TableState::Over => "over",
        }
    }
}

/// The longest chat line, in characters.
pub const LONGEST_CHAT: usize = 300;

/// A lobby command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyCommand {
    /// `who`: the people on the server and where they are.
    Who,
    /// `tables`: every table.
    Tables,
    /// `open N` or `open Ann,Bob,Cid:broker`, with variants.
    Open(Opening),
    /// `sit N`: a free seat of table N, or one's own seat there.
    Sit(u32),
    /// `watch N`.
    Watch(u32),
    /// `leave`: back to the lobby.
    Leave,
    /// `start`: computers in the empty seats, and deal.
    Start,
    /// `say TEXT`: to everyone in the same place.
    Say(String),
    /// `tell NAME TEXT`: to one person.
    Tell(String, String),
    /// `help`.
    Help,
    /// `ratings [N]`: the leaderboard for games of N players, or of every player count.
    Ratings(Option<usize>),
    /// `history [NAME]`: a person's games (one's own without a name).
    History(Option<String>),
    /// `record N`: stored game N as a save file.
    Record(u64),
    /// `review N`: stored game N, turn by turn.
    Review(u64),
    /// `passwd`: a new secret for one's name (the old one no longer works).
    Passwd,
}

impl LobbyCommand {
    /// Whether the word asks the records (`ratings`, `history`, `record`, `review`,
    /// `passwd`): the lobby answers it off its loop, when the store has.
    pub fn asks_the_records(&self) -> bool {
        matches!(
            self,
            LobbyCommand::Ratings(_)
                | LobbyCommand::History(_)
                | LobbyCommand::Record(_)
                | LobbyCommand::Review(_)
                | LobbyCommand::Passwd
        )
    }

    /// Whether a table passes the word on to the lobby, which answers it there: `who`,
    /// `tables`, `tell`, and the records' words but `review` (a review is the lobby's place:
    /// `leave` the table first).
    pub fn passed_to_the_lobby(&self) -> bool {
        match self {
            LobbyCommand::Who | LobbyCommand::Tables | LobbyCommand::Tell(..) => true,
            LobbyCommand::Review(_) => false,
            other => other.asks_the_records(),
        }
    }
}

/// The table `open` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Each seat in order: the name it is kept for (`None`: whoever sits first), and who
    /// decides for it.
    pub seats: Vec<(Option<String>, PlayerKind)>,
    /// `--quick`, `--hidden`, `--market`.
    pub options: Options,
}

/// A lobby word used wrongly: what it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misused {
    /// `sit`, `watch` without a table's number (the word as typed).
    Number(String),
    /// `open` without seats, or with seats it cannot read (what was wrong).
    Open(OpenProblem),
    /// `say` or `tell` without text, or `tell` without a name (the word as typed).
    Text(String),
    /// A chat line longer than [`LONGEST_CHAT`].
    TooLong,
    /// `record`, `review` without a stored game's number (the word as typed).
    Game(String),
    /// `ratings` with something else than a player count from 2 to 6 (the word as typed).
    Players(String),
    /// `history` with something else than one name (the word as typed).
    Name(String),
}

/// Why `open` was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenProblem {
    /// Nothing after `open`.
    Nothing,
    /// A count of seats outside 2 to 6 (R6).
    Count(usize),
    /// A word that is neither a seat nor a variant (quoted as typed).
    Word(String),
    /// A seat's name is no name, or its kind no kind (the seat as typed).
    Seat(String),
    /// Two seats have one name.
    SameName(String),
    /// The variants do not go with that many seats (the market is for two, V3).
    Setup(SetupError),
}

/// The words of each command: English first, then German (both read in every language).
const WORDS: [(&str, &[&str]); 15] = [
    ("who", &["who", "wer"]),
    ("tables", &["tables", "tische"]),
    ("open", &["open", "eröffne", "eröffnen"]),
    ("sit", &["sit", "setze", "setzen"]),
    ("watch", &["watch", "zuschauen"]),
    ("leave", &["leave", "aufstehen"]),
    ("start", &["start", "starte", "starten"]),
    ("say", &["say", "sprich", "sprechen"]),
    ("tell", &["tell", "flüstere", "flüstern"]),
    ("help", &["help", "hilfe"]),
    ("ratings", &["ratings", "rangliste"]),
    ("history", &["history", "verlauf"]),
    ("record", &["record", "partie"]),
    ("review", &["review", "nachspielen"]),
    ("passwd", &["passwd", "passwort"]),
];

/// The words of each kind of seat after `NAME:`, English first, then German: a seat reads
/// in either language, as the lobby's commands do (`Cid:makler` is `Cid:broker`). The words
/// live here, not in `crate::words`, because the words import this module; a test checks
/// that they are the kinds' words of every language.
const KINDS: [(PlayerKind, &[&str]); 4] = [
    (PlayerKind::Human, &["human", "mensch"]),
    (PlayerKind::Tourist, &["tourist"]),
    (PlayerKind::Broker, &["broker", "makler"]),
    (PlayerKind::Tycoon, &["tycoon", "magnat"]),
];

/// Every lobby word, for completion and help: each command's words.
pub fn all_words() -> impl Iterator<Item = &'static str> {
    WORDS.iter().flat_map(|(_, words)| words.iter().copied())
}

/// The words of one lobby command, named by its English word: that word first, then the
/// German ones; none for a word that is no lobby command's.
///
/// ```
/// use bauloewe::command::lobby::spellings;
/// assert_eq!(spellings("sit"), ["sit", "setze", "setzen"]);
/// assert!(spellings("lay").is_empty());
/// ```
pub fn spellings(english: &str) -> &'static [&'static str] {
    WORDS.iter().find(|(word, _)| *word == english).map_or(&[], |(_, words)| words)
}

/// The lobby command a line gives; `None` for a line that is not one (a game command, at a
/// table); `Some(Err)` for a lobby word used wrongly.
///
/// ```
/// use bauloewe::command::lobby::{LobbyCommand, read};
/// assert_eq!(read("sit 3"), Some(Ok(LobbyCommand::Sit(3))));
/// assert_eq!(read("Setze 3"), Some(Ok(LobbyCommand::Sit(3))));
/// assert_eq!(read("sprich  hallo ihr"), Some(Ok(LobbyCommand::Say("hallo ihr".into()))));
/// assert_eq!(read("tell Bob psst"), Some(Ok(LobbyCommand::Tell("Bob".into(), "psst".into()))));
/// assert_eq!(read("lay 7E"), None);
/// assert_eq!(read("sage an"), None);
/// assert!(read("sit x").is_some_and(|read| read.is_err()));
/// ```
pub fn read(line: &str) -> Option<Result<LobbyCommand, Misused>> {
    let line = line.trim();
    let (typed, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let word = typed.to_lowercase();
    let (command, _) = WORDS.iter().find(|(_, words)| words.contains(&word.as_str()))?;
    Some(match *command {
        "who" => Ok(LobbyCommand::Who),
        "tables" => Ok(LobbyCommand::Tables),
        "leave" => Ok(LobbyCommand::Leave),
        "start" => Ok(LobbyCommand::Start),
        "help" => Ok(LobbyCommand::Help),
        "sit" => number(typed, rest).map(LobbyCommand::Sit),
        "watch" => number(typed, rest).map(LobbyCommand::Watch),
        "open" => read_opening(rest).map(LobbyCommand::Open).map_err(Misused::Open),
        "say" => chat(typed, rest).map(LobbyCommand::Say),
        "passwd" => Ok(LobbyCommand::Passwd),
        "ratings" => players(typed, rest).map(LobbyCommand::Ratings),
        "history" => name(typed, rest).map(LobbyCommand::History),
        "record" => game(typed, rest).map(LobbyCommand::Record),
        "review" => game(typed, rest).map(LobbyCommand::Review),
        _ => {
            let (name, text) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            chat(typed, text.trim()).map(|text| LobbyCommand::Tell(name.to_string(), text))
        }
    })
}

/// A table's number after `sit` or `watch`.
fn number(typed: &str, rest: &str) -> Result<u32, Misused> {
    rest.parse::<u32>().ok().filter(|n| *n > 0).ok_or_else(|| Misused::Number(typed.to_string()))
}

/// A stored game's number after `record` or `review`.
fn game(typed: &str, rest: &str) -> Result<u64, Misused> {
    rest.parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| Misused::Game(typed.to_string()))
}

/// The player count after `ratings`, if any: 2 to 6 (R6).
fn players(typed: &str, rest: &str) -> Result<Option<usize>, Misused> {
    if rest.is_empty() {
        return Ok(None);
    }
    let count = rest.parse::<usize>().ok().filter(|n| (MIN_PLAYERS..=MAX_PLAYERS).contains(n));
    count.map(Some).ok_or_else(|| Misused::Players(typed.to_string()))
}

/// The name after `history`, if any: one word that may be a seat's name.
fn name(typed: &str, rest: &str) -> Result<Option<String>, Misused> {
    match rest {
        "" => Ok(None),
        name if Seat::new(name, PlayerKind::Human).is_ok() => Ok(Some(name.to_string())),
        _ => Err(Misused::Name(typed.to_string())),
    }
}

/// The text of a chat line, if there is some and it is not too long.
fn chat(typed: &str, text: &str) -> Result<String, Misused> {
    match text.chars().count() {
        0 => Err(Misused::Text(typed.to_string())),
        count if count > LONGEST_CHAT => Err(Misused::TooLong),
        _ => Ok(text.to_string()),
    }
}

/// `4 --quick` or `Ann,Bob,Cid:broker --hidden`: the seats and the variants (the market, V3,
/// only with two seats).
///
/// ```
/// use bauloewe::command::lobby::{OpenProblem, read_opening};
/// use bauloewe::notation::PlayerKind;
/// let open = read_opening("Ann,Bob,Cid:broker --hidden").unwrap();
/// assert_eq!(open.seats[1], (Some("Bob".to_string()), PlayerKind::Human));
/// assert_eq!(open.seats[2], (Some("Cid".to_string()), PlayerKind::Broker));
/// assert!(open.options.hidden);
/// assert_eq!(read_opening("3").unwrap().seats, vec![(None, PlayerKind::Human); 3]);
/// assert_eq!(read_opening("7"), Err(OpenProblem::Count(7)));
/// ```
pub fn read_opening(text: &str) -> Result<Opening, OpenProblem> {
    let mut options = Options::default();
    let mut seats = None;
    for word in text.split_whitespace() {
        match word.to_lowercase().as_str() {
            "--quick" => options.quick = true,
            "--hidden" => options.hidden = true,
            "--market" => options.market = true,
            _ if seats.is_none() && !word.starts_with('-') => seats = Some(read_seats(word)?),
            _ => return Err(OpenProblem::Word(word.to_string())),
        }
    }
    let seats = seats.ok_or(OpenProblem::Nothing)?;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats.len()) {
        return Err(OpenProblem::Count(seats.len()));
    }
    check_options(options, seats.len()).map_err(OpenProblem::Setup)?;
    Ok(Opening { seats, options })
}

/// `4` (four people's seats) or a seat list in which a name without a kind is a person's.
fn read_seats(word: &str) -> Result<Vec<(Option<String>, PlayerKind)>, OpenProblem> {
    if let Ok(count) = word.parse::<usize>() {
        return match count {
            0..=99 => Ok(vec![(None, PlayerKind::Human); count]),
            _ => Err(OpenProblem::Count(count)),
        };
    }
    let mut seats: Vec<(Option<String>, PlayerKind)> = Vec::new();
    for typed in word.split(',') {
        let (name, kind) = typed.split_once(':').unwrap_or((typed, "human"));
        let kind = read_kind(kind).ok_or_else(|| OpenProblem::Seat(typed.to_string()))?;
        Seat::new(name, kind).map_err(|_| OpenProblem::Seat(typed.to_string()))?;
        let lower = name.to_lowercase();
        if seats.iter().any(|(other, _)| other.as_ref().is_some_and(|o| o.to_lowercase() == lower)) {
            return Err(OpenProblem::SameName(name.to_string()));
        }
        seats.push((Some(name.to_string()), kind));
    }
    Ok(seats)
}

/// The kind of seat a word names, in any case and either language (`KINDS`): `makler` is
/// `PlayerKind::Broker`.
pub fn read_kind(word: &str) -> Option<PlayerKind> {
    let word = word.to_lowercase();
    KINDS.iter().find(|(_, words)| words.contains(&word.as_str())).map(|(kind, _)| *kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_in_both_languages_reads_as_its_command() {
        for (line, command) in [
            ("who", LobbyCommand::Who),
            ("WER", LobbyCommand::Who),
            ("tische", LobbyCommand::Tables),
            ("aufstehen", LobbyCommand::Leave),
            ("starten", LobbyCommand::Start),
            ("zuschauen 12", LobbyCommand::Watch(12)),
            ("hilfe", LobbyCommand::Help),
            ("flüstere Jürgen hallo du", LobbyCommand::Tell("Jürgen".into(), "hallo du".into())),
        ] {
            assert_eq!(read(line), Some(Ok(command)), "{line}");
        }
    }

    #[test]
    fn a_lobby_word_used_wrongly_says_what_it_needs() {
        assert_eq!(read("sit"), Some(Err(Misused::Number("sit".into()))));
        assert_eq!(read("watch 0"), Some(Err(Misused::Number("watch".into()))));
        assert_eq!(read("say   "), Some(Err(Misused::Text("say".into()))));
        assert_eq!(read("tell Bob"), Some(Err(Misused::Text("tell".into()))));
        let long = format!("say {}", "x".repeat(LONGEST_CHAT + 1));
        assert_eq!(read(&long), Some(Err(Misused::TooLong)));
        assert_eq!(read("open"), Some(Err(Misused::Open(OpenProblem::Nothing))));
    }

    #[test]
    fn open_reads_seats_and_variants_as_a_local_game_does() {
        assert_eq!(read_opening("Ann,ann"), Err(OpenProblem::SameName("ann".into())));
        assert_eq!(read_opening("Ann,Bob:robot"), Err(OpenProblem::Seat("Bob:robot".into())));
        // A table of computers only is theirs to play, and the opener's to watch.
        assert_eq!(read_opening("Ann:broker,Bob:tycoon").map(|open| open.seats.len()), Ok(2));
        assert_eq!(read_opening("1"), Err(OpenProblem::Count(1)));
        assert_eq!(read_opening("4 --fast"), Err(OpenProblem::Word("--fast".into())));
        assert_eq!(read_opening("4 5"), Err(OpenProblem::Word("5".into())));
        // V3's market is for two: a table that could never deal is refused at `open`.
        assert_eq!(read_opening("3 --market"), Err(OpenProblem::Setup(SetupError::MarketNeedsTwo(3))));
        let quick = read_opening("2 --QUICK --hidden").unwrap();
        assert!(quick.options.quick && quick.options.hidden && !quick.options.market);
        // Game commands and the announcement are no lobby words.
        for line in ["lay 7E", "sage an", "sag an", "buy Aurora", "legal", "board"] {
            assert_eq!(read(line), None, "{line}");
        }
    }

    #[test]
    fn open_reads_a_seats_kind_in_either_language() {
        let german = read_opening("Lena,Jürgen,Cid:makler,Dana:Magnat,Emil:tourist").unwrap();
        let kinds: Vec<PlayerKind> = german.seats.iter().map(|(_, kind)| *kind).collect();
        let (human, broker, tycoon) = (PlayerKind::Human, PlayerKind::Broker, PlayerKind::Tycoon);
        assert_eq!(kinds, [human, human, broker, tycoon, PlayerKind::Tourist]);
        assert_eq!(read_opening("Lena:mensch,Cid:broker"), read_opening("Lena,Cid:broker"));
    }

    #[test]
    fn every_languages_word_for_a_kind_reads_as_that_kind() {
        use crate::words::Lang;
        for lang in Lang::ALL {
            for kind in PlayerKind::ALL {
                assert_eq!(read_kind(&lang.kind_word(kind)), Some(kind), "{:?} {kind:?}", lang);
            }
        }
    }
}
