//! The record of a game: how it began ([`Origin`]) and every action since, each with the
//! player who took it. No I/O: the record is the history that saves write down, that `undo`
//! steps back through, and that a replay turns into the very same game again.
//!
//! A [`Record`] holds the game as it stands beside its history, so asking about the game costs
//! nothing, and applies a decision's actions all or none ([`Record::apply_all`]). Because a
//! game is a pure function of its origin and its actions (the pool order comes from the seed or
//! the position file), [`Record::replay`] rebuilds any earlier moment exactly: the basis of
//! loading a save and of `undo`.

use std::fmt;

use crate::notation::position::{PositionError, read_position, write_position};
use crate::notation::{NameError, PlayerKind, Seat};
use crate::rules::{Action, Event, Game, Options, PlayerId, RuleError, SetupError};

/// How a game began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A new game dealt from a seed.
    New {
        /// The seats in order.
        seats: Vec<Seat>,
        /// The seed the tiles were shuffled from.
        seed: u64,
        /// The variants in play.
        options: Options,
    },
    /// A game read from a position file (its text).
    Position(String),
}

/// Why a game could not be rebuilt from its origin and actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The seats or options of a new game are not valid.
    Setup(SetupError),
    /// The position file is not valid.
    Position(PositionError),
    /// An action was refused: the actions do not belong to this origin.
    Action {
        /// Which action, counting from 0.
        index: usize,
        /// Why it was refused.
        error: RuleError,
    },
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ReplayError {}

/// A game with its whole history.
///
/// ```
/// use bauloewe::notation::{PlayerKind, Seat};
/// use bauloewe::record::{Origin, Record};
/// use bauloewe::rules::Options;
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Human)?];
/// let origin = Origin::New { seats, seed: 42, options: Options::default() };
/// let (mut record, _setup_events) = Record::start(origin.clone())?;
/// let first = record.game().legal_actions()[0];
/// record.apply_all(&[first])?;
/// let again = Record::replay(origin, record.actions())?;
/// assert_eq!(again.game(), record.game());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Record {
    origin: Origin,
    /// Who decides for each seat, in seat order.
    kinds: Vec<PlayerKind>,
    game: Game,
    actions: Vec<Action>,
    /// Who took each action (parallel to `actions`).
    actors: Vec<PlayerId>,
    /// Where each decision began in `actions`: one entry per [`Record::apply_all`], so that
    /// `undo` takes back a whole `buy 2 Aurora 1 Zug` at once.
    decisions: Vec<usize>,
    log: Vec<Event>,
}

impl Record {
    /// The game of an origin, before any action; answers it with the events of its start
    /// (setup for a new game, a skipped placement for a position, say).
    pub fn start(origin: Origin) -> Result<(Record, Vec<Event>), ReplayError> {
        match origin {
            Origin::New { seats, seed, options } => {
                Record::new(seats, seed, options).map_err(ReplayError::Setup)
            }
            Origin::Position(text) => Record::from_position(&text).map_err(ReplayError::Position),
        }
    }

    /// A new game dealt from `seed` (R9), with the setup events.
    pub fn new(seats: Vec<Seat>, seed: u64, options: Options) -> Result<(Record, Vec<Event>), SetupError> {
        let names = seats.iter().map(|seat| seat.name().to_string());
        let (game, events) = Game::new(names, seed, options)?;
        let kinds = seats.iter().map(Seat::kind).collect();
        Ok((Record::begun(Origin::New { seats, seed, options }, kinds, game, &events), events))
    }

    /// The game of a position file, with the events of the turn's start.
    pub fn from_position(text: &str) -> Result<(Record, Vec<Event>), PositionError> {
        let position = read_position(text)?;
        let origin = Origin::Position(text.to_string());
        let record = Record::begun(origin, position.kinds, position.game, &position.events);
        Ok((record, position.events))
    }

    /// The game of a start position as [`Record::start_position`] writes it (a save's
    /// `start:`), with the events of its start. A new game is written as the deal of its seed,
    /// and that deal is dealt again here, so that the record begins as the game did: from
    /// [`Origin::New`], its log opening with the setup (the start tiles, who goes first, the
    /// first draw), which the position itself does not hold. Any other position (edited, or
    /// of a game that began from a position) begins from that position.
    pub fn from_start_position(text: &str) -> Result<(Record, Vec<Event>), PositionError> {
        let (record, events) = Record::from_position(text)?;
        Ok(record.dealt_again().unwrap_or((record, events)))
    }

    /// The new game dealt from this game's seats, seed and options, if it is this very game
    /// (the same tiles in the same hands, the same pool order, the same decision).
    fn dealt_again(&self) -> Option<(Record, Vec<Event>)> {
        let game = &self.game;
        let seats = (0..game.player_count()).map(|p| Seat::new(game.name(p), self.kinds[p]));
        let seats = seats.collect::<Result<Vec<Seat>, NameError>>().ok()?;
        let (dealt, events) = Record::new(seats, game.seed(), game.options()).ok()?;
        (dealt.game == self.game).then_some((dealt, events))
    }

    fn begun(origin: Origin, kinds: Vec<PlayerKind>, game: Game, events: &[Event]) -> Record {
        let (actions, actors, decisions) = (Vec::new(), Vec::new(), Vec::new());
        Record { origin, kinds, game, actions, actors, decisions, log: events.to_vec() }
    }

    /// Rebuilds a game from its origin and the actions applied since (for `undo`, loading a
    /// save): the same origin and actions give the same game.
    pub fn replay(origin: Origin, actions: &[Action]) -> Result<Record, ReplayError> {
        let (mut record, _) = Record::start(origin)?;
        for (index, action) in actions.iter().enumerate() {
            record.apply_all(&[*action]).map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(record)
    }

    /// Applies the actions of one decision all or none: if one is refused, the game is as
    /// before. Answers the events they caused.
    pub fn apply_all(&mut self, actions: &[Action]) -> Result<Vec<Event>, RuleError> {
        let mut game = self.game.clone();
        let mut events = Vec::new();
        let mut actors = Vec::with_capacity(actions.len());
        for action in actions {
            actors.push(game.decision().player().unwrap_or_default());
            game.apply_into(*action, &mut events)?;
        }
        self.game = game;
        if !actions.is_empty() {
            self.decisions.push(self.actions.len());
        }
        self.actions.extend_from_slice(actions);
        self.actors.extend(actors);
        self.log.extend_from_slice(&events);
        Ok(events)
    }

    /// The same game without its last decision taken by `player` (and everything after it):
    /// replayed from the origin, so the pool and the computer players are as they were then.
    /// Answers `None` if `player` took no decision in this record.
    pub fn without_last_decision_of(&self, player: PlayerId) -> Option<Result<Record, ReplayError>> {
        let start = *self.decisions.iter().rev().find(|start| self.actors[**start] == player)?;
        Some(self.rewound(start))
    }

    /// The record replayed up to (not including) action `len`, keeping the grouping of the
    /// decisions before it.
    fn rewound(&self, len: usize) -> Result<Record, ReplayError> {
        let mut record = Record::replay(self.origin.clone(), &self.actions[..len])?;
        record.decisions = self.decisions.iter().copied().filter(|start| *start < len).collect();
        Ok(record)
    }

    /// How the next game at this table begins (`new` after the end): the same seats and
    /// options, and the seed after this game's (`--seed N+1` replays it).
    pub fn next_deal(&self) -> Result<Origin, NameError> {
        let game = &self.game;
        let seats = (0..game.player_count()).map(|p| Seat::new(game.name(p), self.kinds[p]));
        let seats = seats.collect::<Result<Vec<Seat>, NameError>>()?;
        Ok(Origin::New { seats, seed: game.seed().wrapping_add(1), options: game.options() })
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who decides for each seat, in seat order.
    pub fn kinds(&self) -> &[PlayerKind] {
        &self.kinds
    }

    /// The seats a person plays, in seat order (several play hot-seat).
    pub fn people(&self) -> Vec<PlayerId> {
        (0..self.kinds.len()).filter(|&player| !self.kinds[player].is_computer()).collect()
    }

    /// Whose decision it is now, if a person's (not a computer player's).
    pub fn human_to_decide(&self) -> Option<PlayerId> {
        let player = self.game.decision().player()?;
        (!self.kinds[player].is_computer()).then_some(player)
    }

    /// The game as a position file, with who decides for each seat (what `dump` prints).
    pub fn position(&self) -> String {
        write_position(&self.game, &self.kinds)
    }

    /// How the game began.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The position file of the game's start: the origin's own text for a position, the
    /// dealt game written out for a new game.
    pub fn start_position(&self) -> String {
        match &self.origin {
            Origin::Position(text) => text.clone(),
            Origin::New { .. } => {
                let (start, _) = Record::start(self.origin.clone()).expect("the origin started once already");
                write_position(start.game(), &self.kinds)
            }
        }
    }

    /// Every action applied since the origin, by people and computer players, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Who took each action of [`Record::actions`].
    pub fn actors(&self) -> &[PlayerId] {
        &self.actors
    }

    /// Every event since the origin.
    pub fn log(&self) -> &[Event] {
        &self.log
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Decision;

    fn origin(seed: u64) -> Origin {
        let seats = "Ann:human,Bob:human".parse::<crate::notation::SeatList>().unwrap().0;
        Origin::New { seats, seed, options: Options::default() }
    }

    /// Plays first legal actions until the game waits for a buy.
    fn at_a_buy(seed: u64) -> Record {
        let (mut record, _) = Record::start(origin(seed)).unwrap();
        while !matches!(record.game().decision(), Decision::BuyShares { .. }) {
            let action = record.game().legal_actions()[0];
            record.apply_all(&[action]).unwrap();
        }
        record
    }

    #[test]
    fn r10_2_a_decision_is_applied_all_or_nothing() {
        let mut record = at_a_buy(11);
        let before = record.game().clone();
        let chain = before.board().chains_on_board().iter().next().unwrap();
        let off_board =
            crate::rules::Chain::ALL.into_iter().find(|c| !before.board().is_on_board(*c)).unwrap();
        let error = record.apply_all(&[Action::Buy(chain), Action::Buy(off_board)]).unwrap_err();
        assert_eq!(error, RuleError::ChainNotOnBoard { chain: off_board });
        assert_eq!(record.game(), &before);
        assert_eq!(
            record.actions().len(),
            Record::replay(origin(11), record.actions()).unwrap().actions().len()
        );
    }

    #[test]
    fn undo_takes_back_a_whole_decision_and_replays_the_rest() {
        let mut record = at_a_buy(11);
        let before = record.game().clone();
        let me = before.current_player();
        let chain = before.board().chains_on_board().iter().next().unwrap();
        record.apply_all(&[Action::Buy(chain), Action::Buy(chain)]).unwrap();
        let undone = record.without_last_decision_of(me).unwrap().unwrap();
        assert_eq!(undone.game(), &before);
        assert_eq!(undone.actions(), &record.actions()[..record.actions().len() - 2]);
    }

    #[test]
    fn a_foreign_action_does_not_replay() {
        let record = at_a_buy(11);
        let mut actions = record.actions().to_vec();
        actions.insert(0, Action::EndTurn);
        assert!(matches!(Record::replay(origin(11), &actions), Err(ReplayError::Action { index: 0, .. })));
    }

    #[test]
    fn r9_a_start_position_of_a_deal_begins_the_deal_again_with_its_setup() {
        let (dealt, setup) = Record::start(origin(5)).unwrap();
        let (again, events) = Record::from_start_position(&dealt.start_position()).unwrap();
        assert_eq!(again.origin(), &origin(5));
        assert_eq!((again.log(), events), (dealt.log(), setup));
        let later = at_a_buy(5).position();
        let (position, _) = Record::from_start_position(&later).unwrap();
        assert_eq!(position.origin(), &Origin::Position(later));
    }

    #[test]
    fn the_start_position_replays_to_the_same_game() {
        let record = at_a_buy(5);
        let from_text = Record::replay(Origin::Position(record.start_position()), record.actions()).unwrap();
        assert_eq!(from_text.game().board(), record.game().board());
        assert_eq!(from_text.game().decision(), record.game().decision());
    }
}
