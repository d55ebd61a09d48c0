//! How a checker writes the values of a mismatch: in the game's own forms (tiles as `12C`,
//! chains and sets of chains by name, players by seat number, actions as the console takes
//! them), not in Rust's `Debug` forms (`Tile(35)`, `ChainSet(5)`).

use crate::console::input::{Answer, Line};
use crate::notation::write_action;
use crate::record::ReplayError;
use crate::rules::{Action, Chain, ChainSet, Decision, RuleError, SetupError, Tile, TileStatus};

/// A value as a mismatch shows it.
pub(super) trait Shown {
    /// The value in the game's own form.
    fn shown(&self) -> String;
}

impl<T: Shown + ?Sized> Shown for &T {
    fn shown(&self) -> String {
        (**self).shown()
    }
}

macro_rules! shown_as_display {
    ($($t:ty),*) => {
        $(impl Shown for $t {
            fn shown(&self) -> String {
                self.to_string()
            }
        })*
    };
}

// A tile as `12C`, a chain by its name (`Königshof`), numbers and truth values as they are.
shown_as_display!(Tile, Chain, u8, u32, usize, bool);

/// Text in quotes, so that spaces and empty text show.
impl Shown for String {
    fn shown(&self) -> String {
        format!("{self:?}")
    }
}

/// Text as it is, for long answers of many lines (a game as a position file).
pub(super) struct Plain(pub String);

impl PartialEq for Plain {
    fn eq(&self, other: &Plain) -> bool {
        self.0 == other.0
    }
}

impl Shown for Plain {
    fn shown(&self) -> String {
        self.0.clone()
    }
}

/// The chains in braces: `{Zugvogel, Aurora}`.
impl Shown for ChainSet {
    fn shown(&self) -> String {
        list(self.iter(), "{", "}")
    }
}

/// `Some(12C)` or `None`: only for functions that answer an `Option`.
impl<T: Shown> Shown for Option<T> {
    fn shown(&self) -> String {
        match self {
            Some(value) => format!("Some({})", value.shown()),
            None => "None".to_string(),
        }
    }
}

impl<T: Shown, E: Shown> Shown for Result<T, E> {
    fn shown(&self) -> String {
        match self {
            Ok(value) => format!("Ok({})", value.shown()),
            Err(error) => format!("Err({})", error.shown()),
        }
    }
}

impl Shown for () {
    fn shown(&self) -> String {
        "()".to_string()
    }
}

impl<T: Shown> Shown for [T] {
    fn shown(&self) -> String {
        list(self.iter(), "[", "]")
    }
}

impl<T: Shown> Shown for Vec<T> {
    fn shown(&self) -> String {
        self.as_slice().shown()
    }
}

impl<A: Shown, B: Shown> Shown for (A, B) {
    fn shown(&self) -> String {
        format!("({}, {})", self.0.shown(), self.1.shown())
    }
}

/// An action as a player types it: `lay 12C`, `buy Aurora`, `sell 2 trade 4`.
impl Shown for Action {
    fn shown(&self) -> String {
        write_action(*self)
    }
}

impl Shown for Decision {
    fn shown(&self) -> String {
        if super::says::german() {
            return decision_in_german(self);
        }
        match *self {
            Decision::PlaceTile { player } => format!("player {player} to place a tile"),
            Decision::FoundChain { player, tile } => {
                format!("player {player} to name the chain {tile} founds")
            }
            Decision::ChooseSurvivor { player, candidates } => {
                format!("player {player} to choose the survivor among {}", candidates.shown())
            }
            Decision::ChooseDefunct { player, survivor, candidates } => {
                format!("player {player} to choose which of {} goes into {survivor} next", candidates.shown())
            }
            Decision::Dispose { player, defunct, survivor, held, max_trade, price } => format!(
                "player {player} to dispose of {held} {defunct} shares (price {price}, \
                 at most {max_trade} to trade into {survivor})"
            ),
            Decision::BuyShares { player, remaining } => {
                format!("player {player} to buy shares ({remaining} more this turn) or end the turn")
            }
            Decision::GameOver => "nothing: the game is over".to_string(),
        }
    }
}

/// A decision as [`Decision`]'s `Shown` writes it, in German.
fn decision_in_german(decision: &Decision) -> String {
    match *decision {
        Decision::PlaceTile { player } => format!("Spieler {player} legt ein Plättchen"),
        Decision::FoundChain { player, tile } => {
            format!("Spieler {player} benennt die Kette, die {tile} gründet")
        }
        Decision::ChooseSurvivor { player, candidates } => {
            format!("Spieler {player} wählt unter {} die überlebende Kette", candidates.shown())
        }
        Decision::ChooseDefunct { player, survivor, candidates } => {
            format!(
                "Spieler {player} wählt, welche von {} als Nächste in {survivor} aufgeht",
                candidates.shown()
            )
        }
        Decision::Dispose { player, defunct, survivor, held, max_trade, price } => format!(
            "Spieler {player} entscheidet über {held} {defunct}-Aktien (Preis {price}, \
             höchstens {max_trade} zum Tausch in {survivor})"
        ),
        Decision::BuyShares { player, remaining } => {
            format!("Spieler {player} kauft Aktien (noch {remaining} in diesem Zug) oder beendet den Zug")
        }
        Decision::GameOver => "nichts: das Spiel ist aus".to_string(),
    }
}

/// The variant with its values, as the learner writes it, tiles as `12C`.
impl Shown for RuleError {
    fn shown(&self) -> String {
        let with = |name: &str, fields: String| format!("RuleError::{name} {{ {fields} }}");
        match self {
            RuleError::NotNow { expected } => {
                let waits = super::says::say("the game waits for", "als Nächstes:");
                with("NotNow", format!("expected: ({waits} {})", expected.shown()))
            }
            RuleError::TileNotInHand { tile, hand } => {
                with("TileNotInHand", format!("tile: {tile}, hand: {hand}"))
            }
            RuleError::DeadTile { tile } => with("DeadTile", format!("tile: {tile}")),
            RuleError::EighthChain { tile } => with("EighthChain", format!("tile: {tile}")),
            RuleError::ChainOnBoard { chain, available } => {
                with("ChainOnBoard", format!("chain: {chain}, available: {}", available.shown()))
            }
            RuleError::NotACandidate { chain, candidates, rule } => with(
                "NotACandidate",
                format!("chain: {chain}, candidates: {}, rule: {rule:?}", candidates.shown()),
            ),
            RuleError::ChainNotOnBoard { chain } => with("ChainNotOnBoard", format!("chain: {chain}")),
            RuleError::BankSoldOut { chain } => with("BankSoldOut", format!("chain: {chain}")),
            RuleError::NotEnoughCash { chain, price, cash } => {
                with("NotEnoughCash", format!("chain: {chain}, price: {price}, cash: {cash}"))
            }
            RuleError::TradeTooMany { trade, max_trade, survivor } => {
                with("TradeTooMany", format!("trade: {trade}, max_trade: {max_trade}, survivor: {survivor}"))
            }
            // The others hold numbers and words only: their `Debug` form is already plain.
            other => format!("RuleError::{other:?}"),
        }
    }
}

impl Shown for SetupError {
    fn shown(&self) -> String {
        format!("SetupError::{self:?}")
    }
}

impl Shown for ReplayError {
    fn shown(&self) -> String {
        match self {
            ReplayError::Setup(error) => format!("ReplayError::Setup({})", error.shown()),
            ReplayError::Position(error) => format!("ReplayError::Position({error:?})"),
            ReplayError::Action { index, error } => {
                format!("ReplayError::Action {{ index: {index}, error: {} }}", error.shown())
            }
        }
    }
}

impl Shown for TileStatus {
    fn shown(&self) -> String {
        match self {
            TileStatus::Grows(chain) => format!("TileStatus::Grows({chain})"),
            TileStatus::Merges(chains) => format!("TileStatus::Merges({})", chains.shown()),
            other => format!("TileStatus::{other:?}"),
        }
    }
}

impl Shown for Answer {
    fn shown(&self) -> String {
        format!("Answer::{self:?}")
    }
}

/// A typed line as the person typed it: the text in quotes, `Ctrl-C` or `Ctrl-D`.
impl Shown for Line {
    fn shown(&self) -> String {
        match self {
            Line::Text(text) => format!("{text:?}"),
            Line::Interrupted => "Ctrl-C".to_string(),
            Line::End => "Ctrl-D".to_string(),
        }
    }
}

/// The items shown, separated by commas, between `open` and `close`.
fn list<T: Shown>(items: impl Iterator<Item = T>, open: &str, close: &str) -> String {
    let items: Vec<String> = items.map(|item| item.shown()).collect();
    format!("{open}{}{close}", items.join(", "))
}

#[cfg(test)]
mod tests {
    use crate::learn::{self, Mismatch};
    use crate::rules::{Action, Chain, RuleError, Tile, TileStatus};

    /// A mismatch must read in the game's forms, never in Rust's `Debug` forms of tiles and sets.
    fn assert_plain(mismatch: Mismatch) -> String {
        let text = mismatch.to_string();
        for debug in ["Tile(", "ChainSet(", "Hand {"] {
            assert!(!text.contains(debug), "{debug} in: {text}");
        }
        text
    }

    #[test]
    fn mismatches_show_tiles_players_and_chains_as_the_game_does() {
        let ex05 = assert_plain(learn::ex05(|_| 1).unwrap_err());
        assert!(ex05.starts_with("ex05: for the start tiles "), "{ex05}");
        assert!(ex05.contains(" (seat 0), ") && !ex05.contains("Some("), "{ex05}");
        assert!(ex05.ends_with("the engine answers 0, but yours answers 1"), "{ex05}");

        let ex02 = assert_plain(learn::ex02(|_| Tile::from_index(0)).unwrap_err());
        assert_eq!(ex02, "ex02: for \"2A\" the engine answers Some(2A), but yours answers Some(1A)");

        let ex07 = assert_plain(learn::ex07(|_| Ok::<_, String>(Action::EndTurn)).unwrap_err());
        assert_eq!(
            ex07,
            "ex07: for the line \"LAY 1A\" the engine answers the action `lay 1A`, but yours answers \
             the action `end`"
        );
        // An error must name the word or the line: one message for every error does not.
        let quiet = |line: &str| crate::notation::parse_action(line).map_err(|_| "not an action");
        assert_eq!(
            learn::ex07(quiet).unwrap_err().to_string(),
            "ex07: for the line \"lay\" the engine answers an error that names \"lay\" (Unknown(\"lay\")), \
             but yours answers an error that says \"not an action\""
        );

        let ex08 =
            assert_plain(learn::ex08(|_, chain| Err(RuleError::ChainNotOnBoard { chain })).unwrap_err());
        assert!(ex08.contains("waiting for player "), "{ex08}");

        let ex10 = assert_plain(
            learn::ex10(|_, _| TileStatus::Merges(Chain::ALL.into_iter().collect())).unwrap_err(),
        );
        assert!(ex10.contains("yours answers TileStatus::Merges({Zugvogel, Ankerplatz, "), "{ex10}");

        let ex21 = assert_plain(learn::ex21(|| WrongPlayer).unwrap_err());
        assert!(ex21.contains("yours answers announce"), "{ex21}");
    }

    #[test]
    fn mismatches_speak_german_when_the_learner_does() {
        use crate::learn::says::speaking;
        use crate::words::Lang;
        let ex02 = speaking(Lang::De, || learn::ex02(|_| Tile::from_index(0)).unwrap_err().to_string());
        assert_eq!(ex02, "ex02: für \"2A\" liefert die Engine Some(2A), dein Code aber Some(1A)");
        let ex07 = speaking(Lang::De, || learn::ex07(|_| Ok::<_, String>(Action::EndTurn)).unwrap_err());
        assert_eq!(ex07.input, "die Zeile \"LAY 1A\"");
        assert_eq!(ex07.yours, "die Aktion `end`");
        let ex08 = speaking(Lang::De, || {
            learn::ex08(|_, chain| Err(RuleError::ChainNotOnBoard { chain })).unwrap_err().to_string()
        });
        // The verdict on the first line, the position after it.
        let (verdict, position) = ex08.split_once('\n').expect("a position");
        assert!(verdict.starts_with("ex08: für den Kauf von "), "{ex08}");
        assert!(
            verdict.contains("(als Nächstes: Spieler 0 legt ein Plättchen) liefert die Engine"),
            "{ex08}"
        );
        assert!(position.starts_with("# bauloewe position"), "{ex08}");
        let ex10 = speaking(Lang::De, || {
            learn::ex10(|_, _| TileStatus::Merges(Chain::ALL.into_iter().collect())).unwrap_err().to_string()
        });
        let lines: Vec<&str> = ex10.lines().collect();
        assert!(lines[0].contains("auf diesem Brett liefert die Engine"), "{ex10}");
        assert!(lines[1].trim_start().starts_with("1  2  3") && lines[1].ends_with("12"), "{ex10}");
        assert!(lines[2].starts_with("A ") && lines[11].starts_with(". leer  # einzelnes Hotel"), "{ex10}");
        // The picture and its legend fit a terminal of 80 columns; only the verdict may not.
        assert!(lines[1..].iter().all(|line| line.chars().count() <= 80), "{ex10}");
        let ex20 = speaking(Lang::De, || learn::ex20("lay 1A").unwrap_err().to_string());
        assert_eq!(ex20, "ex20: dein Skript hat 1 Befehl, nötig sind mindestens 6");
        let ex21 = speaking(Lang::De, || learn::ex21(|| WrongPlayer).unwrap_err().to_string());
        assert!(
            ex21.contains("irgendeine erlaubte Aktion") && ex21.contains("was die Regeln ablehnen"),
            "{ex21}"
        );
        // Outside `speaking`, the unit tests read English whatever the machine's language.
        assert!(learn::ex02(|_| Tile::from_index(0)).unwrap_err().to_string().contains("the engine answers"));
    }

    /// Always announces the end, which is mostly refused.
    #[derive(Debug)]
    struct WrongPlayer;

    impl crate::ai::ComputerPlayer for WrongPlayer {
        fn decide(&mut self, _view: &crate::rules::SeatView) -> Action {
            Action::Announce
        }
    }
}
