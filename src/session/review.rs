//! A game looked at again, turn by turn: a [`Review`] of a [`Record`], as data.
//!
//! The record is replayed from its origin, one action at a time, and cut into turns where the
//! game says a turn starts ([`Event::TurnStarted`]). Turn 0 is the deal: the game before the
//! first turn, with the setup's events (the start tiles, who goes first). Turn `k` is the
//! `k`-th turn played: its events run from its `TurnStarted` to the next one, so they hold the
//! tile laid (or the skip of a player without a playable tile), the founding or growing, every
//! seat's decision in a merger (each holder sells, trades or keeps), the shares bought, the end
//! announced, the draw at its end, and for the last turn of a finished game the final scoring.
//! The game of turn `k` is the game after its last action: its player has drawn, and the next
//! player's turn has begun. A turn begun but not played yet (the game of a save that waits for
//! its next player) is no turn of the review; a turn played in part is.
//!
//! So a review has one turn for each tile placement and each placement skipped (R10.1), and
//! the game after its last turn is the record's game. Nothing here has words: the picture of
//! a turn is `crate::show::review::frame`, what may be typed is `crate::command::review`.

use std::ops::Range;

use crate::command::review::ReviewCommand;
use crate::notation::PlayerKind;
use crate::record::{Record, ReplayError};
use crate::rules::{Action, Event, Game, PlayerId};

/// A game cut into its turns, each with the game after it and what happened in it.
#[derive(Clone, Debug)]
pub struct Review {
    /// The game reviewed, whole.
    record: Record,
    /// The deal (turn 0), then each turn played.
    turns: Vec<Turn>,
}

/// One turn of a review.
#[derive(Clone, Debug)]
struct Turn {
    /// The game after the turn.
    game: Game,
    /// Whose turn it was (`None` for the deal).
    player: Option<PlayerId>,
    /// What happened in it, from its `TurnStarted` on (the setup, for the deal).
    events: Vec<Event>,
    /// Which of the record's actions it holds.
    actions: Range<usize>,
}

/// Why a review cannot go where a command asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beyond {
    /// `turn N` of a turn the game does not have: turns go from 0 to `last`.
    NoSuchTurn {
        /// The turn asked for.
        asked: usize,
        /// The game's last turn.
        last: usize,
    },
    /// `next` at the last turn.
    AfterLast {
        /// The game's last turn.
        last: usize,
    },
    /// `back` at the deal.
    BeforeFirst,
}

impl Review {
    /// The review of a record: its origin replayed with its actions, cut into turns. Fails
    /// only when the actions do not replay from the origin (a record never gives such).
    ///
    /// ```
    /// use bauloewe::notation::SeatList;
    /// use bauloewe::record::{Origin, Record};
    /// use bauloewe::rules::Options;
    /// use bauloewe::session::review::Review;
    /// let seats = "Ann,Bob".parse::<SeatList>()?.0;
    /// let (mut record, _) = Record::start(Origin::New { seats, seed: 7, options: Options::default() })?;
    /// while record.game().turn_number() < 3 {
    ///     let action = record.game().legal_actions()[0];
    ///     record.apply_all(&[action])?;
    /// }
    /// let review = Review::new(&record)?;
    /// assert_eq!(review.len(), 2);
    /// assert_eq!(review.player(0), None);
    /// assert_eq!(review.game(2), record.game());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(record: &Record) -> Result<Review, ReplayError> {
        let (mut replay, setup) = Record::start(record.origin().clone())?;
        let first = setup.iter().position(starts_turn).unwrap_or(setup.len());
        let deal = Turn {
            game: replay.game().clone(),
            player: None,
            events: setup[..first].to_vec(),
            actions: 0..0,
        };
        let mut turns = vec![deal];
        let mut events = setup[first..].to_vec();
        if events.is_empty() {
            // A position may begin inside a turn: the turn is told as begun there.
            let game = replay.game();
            events.push(Event::TurnStarted { player: game.current_player(), turn: game.turn_number() });
        }
        let mut start = 0;
        for (index, action) in record.actions().iter().enumerate() {
            let caused =
                replay.apply_all(&[*action]).map_err(|error| ReplayError::Action { index, error })?;
            let Some(next) = caused.iter().position(starts_turn) else {
                events.extend(caused);
                continue;
            };
            events.extend_from_slice(&caused[..next]);
            let played = std::mem::replace(&mut events, caused[next..].to_vec());
            turns.push(Turn::played(replay.game(), played, start..index + 1));
            start = index + 1;
        }
        if start < record.actions().len() {
            turns.push(Turn::played(replay.game(), events, start..record.actions().len()));
        }
        Ok(Review { record: record.clone(), turns })
    }

    /// How many turns were played (the deal, turn 0, not counted): the last turn's number.
    pub fn len(&self) -> usize {
        self.turns.len() - 1
    }

    /// Whether no turn was played: the review shows the deal alone.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The game after turn `turn` (0: the deal). Panics beyond [`Review::len`].
    pub fn game(&self, turn: usize) -> &Game {
        &self.turns[turn].game
    }

    /// Whose turn `turn` was; `None` for the deal.
    pub fn player(&self, turn: usize) -> Option<PlayerId> {
        self.turns[turn].player
    }

    /// What happened in turn `turn`: from its `TurnStarted` to the next turn's (the setup's
    /// events before the first turn, for the deal).
    pub fn events(&self, turn: usize) -> &[Event] {
        &self.turns[turn].events
    }

    /// The actions of turn `turn`, by whoever took them (none for the deal).
    pub fn actions(&self, turn: usize) -> &[Action] {
        &self.record.actions()[self.turns[turn].actions.clone()]
    }

    /// Who decided for each seat, in seat order.
    pub fn kinds(&self) -> &[PlayerKind] {
        self.record.kinds()
    }

    /// The whole game reviewed.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The turn a command asks for, seen from turn `at`; `leave` stays where it is (whoever
    /// reads the commands ends the review).
    ///
    /// ```
    /// # use bauloewe::notation::SeatList;
    /// # use bauloewe::record::{Origin, Record};
    /// # use bauloewe::rules::Options;
    /// use bauloewe::command::review::ReviewCommand;
    /// use bauloewe::session::review::{Beyond, Review};
    /// # let seats = "Ann,Bob".parse::<SeatList>()?.0;
    /// # let (mut record, _) = Record::start(Origin::New { seats, seed: 7, options: Options::default() })?;
    /// # while record.game().turn_number() < 4 {
    /// #     let action = record.game().legal_actions()[0];
    /// #     record.apply_all(&[action])?;
    /// # }
    /// let review = Review::new(&record)?;
    /// assert_eq!(review.go(1, ReviewCommand::Next), Ok(2));
    /// assert_eq!(review.go(1, ReviewCommand::Last), Ok(3));
    /// assert_eq!(review.go(0, ReviewCommand::Back), Err(Beyond::BeforeFirst));
    /// assert_eq!(review.go(0, ReviewCommand::Turn(9)), Err(Beyond::NoSuchTurn { asked: 9, last: 3 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn go(&self, at: usize, command: ReviewCommand) -> Result<usize, Beyond> {
        let last = self.len();
        match command {
            ReviewCommand::Next if at >= last => Err(Beyond::AfterLast { last }),
            ReviewCommand::Next => Ok(at + 1),
            ReviewCommand::Back if at == 0 => Err(Beyond::BeforeFirst),
            ReviewCommand::Back => Ok(at - 1),
            ReviewCommand::Turn(asked) if asked > last => Err(Beyond::NoSuchTurn { asked, last }),
            ReviewCommand::Turn(turn) => Ok(turn),
            ReviewCommand::First => Ok(0),
            ReviewCommand::Last => Ok(last),
            ReviewCommand::Leave => Ok(at),
        }
    }
}

impl Turn {
    /// A turn played: `events` begin with its `TurnStarted`.
    fn played(game: &Game, events: Vec<Event>, actions: Range<usize>) -> Turn {
        let player = events.iter().find_map(|event| match *event {
            Event::TurnStarted { player, .. } => Some(player),
            _ => None,
        });
        Turn { game: game.clone(), player, events, actions }
    }
}

/// Whether an event begins a turn.
fn starts_turn(event: &Event) -> bool {
    matches!(event, Event::TurnStarted { .. })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::{self, AiSettings};
    use crate::notation::SeatList;
    use crate::record::Origin;
    use crate::rules::Options;

    /// A whole game of computer players from `seed` (every seat a computer's: `Ann:broker,
    /// Bob:tourist`), with the variants `options`.
    pub(crate) fn whole_game(seed: u64, seats: &str, options: Options) -> Record {
        let seats = seats.parse::<SeatList>().unwrap().0;
        let (mut record, _) = Record::start(Origin::New { seats, seed, options }).unwrap();
        let mut players = ai::players(record.kinds(), &AiSettings::default());
        while let Some(player) = record.game().decision().player() {
            let computer = players[player].as_mut().expect("every seat is a computer's");
            let action = computer.decide(&record.game().view(player));
            record.apply_all(&[action]).unwrap();
        }
        record
    }

    #[test]
    fn r10_a_review_has_a_turn_for_each_placement_laid_or_skipped() {
        for seed in [1, 2, 3] {
            let record = whole_game(seed, "Ann:broker,Bob:tourist,Cid:broker", Options::default());
            let review = Review::new(&record).unwrap();
            let laid = record.actions().iter().filter(|a| matches!(a, Action::Place(_))).count();
            let skipped = record.log().iter().filter(|e| matches!(e, Event::NoPlayableTile { .. })).count();
            assert_eq!(review.len() + 1, laid + skipped + 1, "seed {seed}");
            assert_eq!(review.game(review.len()), record.game(), "seed {seed}");
            let told: usize = (0..=review.len()).map(|turn| review.events(turn).len()).sum();
            assert_eq!(told, record.log().len(), "every event is told in one turn");
            let acted: usize = (0..=review.len()).map(|turn| review.actions(turn).len()).sum();
            assert_eq!(acted, record.actions().len());
        }
    }

    #[test]
    fn r9_the_deal_is_turn_0_and_each_turn_begins_with_its_start() {
        let record = whole_game(4, "Ann:broker,Bob:tourist", Options::default());
        let review = Review::new(&record).unwrap();
        assert!(review.events(0).iter().any(|e| matches!(e, Event::StartTile { .. })));
        assert!(!review.events(0).iter().any(starts_turn));
        for turn in 1..=review.len() {
            let starts = review.events(turn).iter().filter(|e| starts_turn(e)).count();
            assert_eq!((starts, starts_turn(&review.events(turn)[0])), (1, true), "turn {turn}");
            assert!(review.player(turn).is_some());
        }
        assert!(review.game(review.len()).is_over());
        assert!(review.events(review.len()).contains(&Event::FinalScoring));
    }

    #[test]
    fn a_game_not_over_ends_with_its_last_turn_played() {
        let record = whole_game(5, "Ann:broker,Bob:tourist", Options::default());
        let cut = Review::new(&record).unwrap().actions(1).len();
        let begun = Record::replay(record.origin().clone(), &record.actions()[..cut]).unwrap();
        let review = Review::new(&begun).unwrap();
        assert_eq!(review.len(), 1, "the next player's turn has begun, not been played");
        let partway = Record::replay(record.origin().clone(), &record.actions()[..cut + 1]).unwrap();
        assert_eq!(Review::new(&partway).unwrap().len(), 2);
        assert_eq!(Review::new(&partway).unwrap().game(2), partway.game());
    }

    #[test]
    fn go_says_the_range_and_the_ends() {
        let review = Review::new(&whole_game(6, "Ann:broker,Bob:tourist", Options::default())).unwrap();
        let last = review.len();
        assert_eq!(review.go(last, ReviewCommand::Next), Err(Beyond::AfterLast { last }));
        assert_eq!(review.go(3, ReviewCommand::Back), Ok(2));
        assert_eq!(review.go(3, ReviewCommand::First), Ok(0));
        assert_eq!(review.go(3, ReviewCommand::Leave), Ok(3));
        assert_eq!(review.go(3, ReviewCommand::Turn(last)), Ok(last));
        assert_eq!(review.go(3, ReviewCommand::Turn(999)), Err(Beyond::NoSuchTurn { asked: 999, last }));
    }
}
