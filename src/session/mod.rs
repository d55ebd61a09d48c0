//! A [`Session`]: a game being played by commands, as a [`Record`] of its history, with the
//! computer players at its table.
//!
//! The record (in `crate::record`) holds how the game began, every action since and the log
//! of events; saving, loading and `undo` build on it. The session turns a parsed [`Command`]
//! into the [`Action`]s it means in the game's current decision ([`Session::resolve`]), and
//! lets the computer players take their turns. Beside it, as data the words layer words:
//! what the game waits for from a player ([`waiting`]) and what a turn did ([`digest`]); a
//! game cut into its turns to be looked at again ([`review`]).
//!
//! It uses the rules, the notation, the record, the computer players and the parsed command;
//! it has no words (its refusals are [`PlayError`]s, worded by `crate::words`), so the local
//! console and a table across machines play a game alike.

pub mod digest;
pub mod review;
pub mod waiting;

use std::sync::atomic::AtomicBool;

use crate::ai::hint::{Hint, Stopped};
use crate::ai::{self, AiSettings, ComputerPlayer, Tycoon};
use crate::notation::position::PositionError;
use crate::notation::{PlayerKind, Seat};
use crate::record::{Origin, Record, ReplayError};
use crate::rules::{Action, Chain, Decision, Event, Game, Options, PlayerId, RuleError, SetupError};

use crate::command::{Amount, Command, Disposal};

/// One game being played, with its whole history, and the computer players at its table.
#[derive(Debug)]
pub struct Session {
    record: Record,
    /// One per seat: the computer player deciding for it, `None` where a person sits.
    players: Vec<Option<Box<dyn ComputerPlayer>>>,
    /// The tycoon that answers `hint`.
    adviser: Tycoon,
}

/// Why a command was refused in the game's current state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The rules forbid it (the error names the rule).
    Rule(RuleError),
    /// More shares than may still be bought this turn (R10.2).
    TooManyShares {
        /// How many more may be bought.
        remaining: u8,
        /// How many were asked for.
        asked: u64,
    },
    /// A buy of no shares at all.
    NoShares,
    /// A buy of several shares that costs more than the buyer's cash (R5): the whole
    /// purchase is told, not the share it would have stopped at.
    CannotAfford {
        /// The shares asked for, as typed: how many of which chain.
        purchase: Vec<(u8, Chain)>,
        /// What they cost together at today's prices.
        cost: u32,
        /// The buyer's cash.
        cash: u32,
    },
    /// `trade all` that would trade nothing (R14.4.2): fewer than two defunct shares are left
    /// to trade, or the bank has no survivor share to give for them.
    NothingToTrade {
        /// The defunct chain.
        defunct: Chain,
        /// The survivor.
        survivor: Chain,
        /// The defunct shares left to trade (after those sold).
        left: u8,
    },
    /// More defunct shares sold and traded than held (R14.4.2).
    TooManyDisposed {
        /// The defunct chain.
        chain: Chain,
        /// How many are held.
        held: u8,
        /// How many were named.
        asked: u64,
    },
}

impl std::error::Error for PlayError {}

impl From<RuleError> for PlayError {
    fn from(error: RuleError) -> PlayError {
        PlayError::Rule(error)
    }
}

impl Session {
    /// A session with a new game; answers it with the setup events.
    pub fn new(seats: Vec<Seat>, seed: u64, options: Options) -> Result<(Session, Vec<Event>), SetupError> {
        let (record, events) = Record::new(seats, seed, options)?;
        Ok((Session::from_record(record), events))
    }

    /// A session starting from a position file; answers it with the events of that start.
    pub fn from_position(text: &str) -> Result<(Session, Vec<Event>), PositionError> {
        let (record, events) = Record::from_position(text)?;
        Ok((Session::from_record(record), events))
    }

    /// A session with the game of an origin; answers it with the events of its start.
    pub fn start(origin: Origin) -> Result<(Session, Vec<Event>), ReplayError> {
        let (record, events) = Record::start(origin)?;
        Ok((Session::from_record(record), events))
    }

    /// A session going on with a recorded game (a loaded save).
    pub fn from_record(record: Record) -> Session {
        let settings = AiSettings::default();
        let players = ai::players(record.kinds(), &settings);
        Session { record, players, adviser: Tycoon::new(settings) }
    }

    /// What the adviser would do in `player`'s place now, and why; `None` unless the game
    /// waits for `player`.
    pub fn hint(&mut self, player: PlayerId) -> Option<Hint> {
        ai::hint(&mut self.adviser, &self.record.game().view(player))
    }

    /// Like [`Session::hint`], but the search is given up once `stop` is set (Ctrl-C).
    pub fn hint_unless(&mut self, player: PlayerId, stop: &AtomicBool) -> Result<Option<Hint>, Stopped> {
        ai::hint::hint_unless(&mut self.adviser, &self.record.game().view(player), stop)
    }

    /// The game's history.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The same game without its last decision taken by `player` (and everything after it).
    /// Answers `None` if `player` took no decision in this session.
    pub fn without_last_decision_of(&self, player: PlayerId) -> Option<Result<Session, ReplayError>> {
        let earlier = self.record.without_last_decision_of(player)?;
        Some(earlier.map(Session::from_record))
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        self.record.game()
    }

    /// Every action applied since the origin, by people and computer players, in order.
    pub fn actions(&self) -> &[Action] {
        self.record.actions()
    }

    /// Who took each action of [`Session::actions`].
    pub fn actors(&self) -> &[PlayerId] {
        self.record.actors()
    }

    /// Every event since the origin.
    pub fn log(&self) -> &[Event] {
        self.record.log()
    }

    /// The actions a command means now, checked against the decision the game waits for.
    pub fn resolve(&self, command: &Command) -> Result<Vec<Action>, PlayError> {
        let action = match command {
            Command::Lay(tile) => Action::Place(*tile),
            Command::Found(chain) => Action::Found(*chain),
            Command::Survivor(chain) => Action::Survivor(*chain),
            Command::Defunct(chain) => Action::Defunct(*chain),
            Command::Dispose(disposal) => self.disposal(*disposal)?,
            Command::Buy(chains) => return self.purchases(chains),
            Command::End => Action::EndTurn,
            Command::Announce => Action::Announce,
            Command::Show(_)
            | Command::WholeLog
            | Command::Help(_)
            | Command::Quit
            | Command::Save(_)
            | Command::Load(_)
            | Command::Saves
            | Command::New
            | Command::Undo => return Ok(Vec::new()),
        };
        Ok(vec![action])
    }

    /// Applies actions all or none: if one is refused, the game is as before.
    pub fn apply_all(&mut self, actions: &[Action]) -> Result<Vec<Event>, PlayError> {
        Ok(self.record.apply_all(actions)?)
    }

    /// Lets the computer player who must decide now do so; `None` if a person must decide.
    ///
    /// Should a computer player ever choose an action the rules refuse, it plays the first
    /// legal action instead, so that a game never stalls on a computer player's mistake.
    pub fn play_computer(&mut self) -> Option<Result<Vec<Event>, PlayError>> {
        let player = self.game().decision().player()?;
        let computer = self.players[player].as_mut()?;
        let chosen = computer.decide(&self.record.game().view(player));
        self.apply_chosen(chosen)
    }

    /// A computer of level `kind` makes the decision due in place of the person whose it is
    /// (a stand-in for a player who is away); it sees what that seat sees. `None` when no
    /// person must decide now, or `kind` is no computer.
    pub fn play_stand_in(&mut self, kind: PlayerKind) -> Option<Result<Vec<Event>, PlayError>> {
        let player = self.human_to_decide()?;
        let mut computer = ai::player(kind, &AiSettings::default())?;
        let chosen = computer.decide(&self.record.game().view(player));
        self.apply_chosen(chosen)
    }

    /// Applies a computer's choice. A choice the rules refuse (which would be a computer
    /// player's bug) gives way to the first legal action, so that a game never stalls.
    fn apply_chosen(&mut self, chosen: Action) -> Option<Result<Vec<Event>, PlayError>> {
        let fallback = self.record.game().legal_actions().first().copied();
        match self.apply_all(&[chosen]) {
            Err(_) if Some(chosen) != fallback => Some(self.apply_all(&[fallback?])),
            result => Some(result),
        }
    }

    /// Whose decision it is, if a person's.
    pub fn human_to_decide(&self) -> Option<PlayerId> {
        self.record.human_to_decide()
    }

    /// `sell N trade M` as a disposal: `all` and the limits resolved against the shares held.
    fn disposal(&self, disposal: Disposal) -> Result<Action, PlayError> {
        let decision = self.game().decision();
        let Decision::Dispose { defunct, survivor, held, max_trade, .. } = decision else {
            return Err(RuleError::NotNow { expected: decision }.into());
        };
        let too_many = |asked| PlayError::TooManyDisposed { chain: defunct, held, asked };
        let count = |amount: Option<Amount>| match amount {
            Some(Amount::Count(n)) if n > held as u64 => Err(too_many(n)),
            Some(Amount::Count(n)) => Ok(Some(n as u8)),
            Some(Amount::All) => Ok(None),
            None => Ok(Some(0)),
        };
        let (sell, trade) = match (count(disposal.sell)?, count(disposal.trade)?) {
            (Some(sell), Some(trade)) => (sell, trade),
            (Some(sell), None) => (sell, max_trade.min((held - sell) / 2 * 2)),
            (None, Some(trade)) => (held.saturating_sub(trade), trade),
            (None, None) => (held - max_trade, max_trade),
        };
        if sell as u16 + trade as u16 > held as u16 {
            return Err(too_many(sell as u64 + trade as u64));
        }
        // `trade all` that trades nothing would keep the shares in silence: say why instead.
        if disposal.trade == Some(Amount::All) && trade == 0 && sell < held {
            return Err(PlayError::NothingToTrade { defunct, survivor, left: held - sell });
        }
        Ok(Action::Dispose { sell, trade })
    }

    /// `buy 2 Aurora 1 Zug` as single purchases, if that many may still be bought.
    fn purchases(&self, chains: &[(u64, Chain)]) -> Result<Vec<Action>, PlayError> {
        let decision = self.game().decision();
        let Decision::BuyShares { player, remaining } = decision else {
            return Err(RuleError::NotNow { expected: decision }.into());
        };
        let asked = chains.iter().fold(0u64, |sum, (count, _)| sum.saturating_add(*count));
        if asked == 0 {
            return Err(PlayError::NoShares);
        }
        if remaining == 0 {
            return Err(RuleError::BuyLimitReached.into());
        }
        if asked > remaining as u64 {
            return Err(PlayError::TooManyShares { remaining, asked });
        }
        if asked > 1 {
            self.affordable(player, chains)?;
        }
        let each = chains.iter().flat_map(|(count, chain)| (0..*count).map(|_| Action::Buy(*chain)));
        Ok(each.collect())
    }

    /// Whether `player`'s cash pays for the whole purchase (R5), of at most three shares. A
    /// share's price does not change while a turn buys, so the sum is the purchase's cost. A
    /// chain off the board is left for the rules to refuse with its own reason.
    fn affordable(&self, player: PlayerId, chains: &[(u64, Chain)]) -> Result<(), PlayError> {
        let board = self.game().board();
        if chains.iter().any(|(_, chain)| !board.is_on_board(*chain)) {
            return Ok(());
        }
        let purchase: Vec<(u8, Chain)> =
            chains.iter().map(|(count, chain)| (u8::try_from(*count).unwrap_or(u8::MAX), *chain)).collect();
        let cost = purchase.iter().map(|(count, chain)| u32::from(*count) * board.share_price(*chain)).sum();
        let cash = self.game().cash(player);
        if cost > cash {
            return Err(PlayError::CannotAfford { purchase, cost, cash });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(seed: u64) -> Session {
        let seats = "Ann:human,Bob:human".parse::<crate::notation::SeatList>().unwrap().0;
        Session::new(seats, seed, Options::default()).unwrap().0
    }

    /// Plays first legal actions until the game waits for `wanted`.
    fn play_until(session: &mut Session, wanted: impl Fn(Decision) -> bool) {
        for _ in 0..2000 {
            if wanted(session.game().decision()) {
                return;
            }
            let action = session.game().legal_actions()[0];
            session.apply_all(&[action]).unwrap();
        }
        panic!("the wanted decision did not come within 2000 actions");
    }

    #[test]
    fn r10_2_a_multi_share_buy_is_all_or_nothing() {
        let mut session = play_until_buy();
        let chain = session.game().board().chains_on_board().iter().next().unwrap();
        let too_many = session.resolve(&Command::Buy(vec![(300, chain)]));
        assert_eq!(too_many, Err(PlayError::TooManyShares { remaining: 3, asked: 300 }));
        let two = session.resolve(&Command::Buy(vec![(2, chain)])).unwrap();
        session.apply_all(&two).unwrap();
        let error = session.resolve(&Command::Buy(vec![(1, chain), (1, chain)])).unwrap_err();
        assert_eq!(
            error.to_string(),
            "2 shares are too many: buy 1 more share this turn, e.g. 'buy Aurora' (R10.2)"
        );
        let before = session.game().clone();
        let off_board = Chain::ALL.into_iter().find(|c| !session.game().board().is_on_board(*c)).unwrap();
        let mixed = session.resolve(&Command::Buy(vec![(1, off_board)])).unwrap();
        assert!(session.apply_all(&mixed).is_err());
        assert_eq!(session.game(), &before);
    }

    #[test]
    fn r5_a_purchase_beyond_the_cash_is_told_whole() {
        // Aurora of 4 costs 600 a share; Zugvogel of 2 costs 200 (R5). Ann has 1,000.
        let position = "# bauloewe position 1\nplayers: Ann human, Dee human\nturn: Ann\ncash: Ann 1000\n\
                        board: Aurora 1A 2A 3A 4A, Zugvogel 3C 4C\n\
                        hands: Ann 12I 1G 3G 5G 7G 9G, Dee 1I 3I 5I 7I 9I 11I\npool: 12G 9E 1E 3E 5E 7E\n";
        let (mut session, _) = Session::from_position(position).unwrap();
        let lay = session.resolve(&"lay 12I".parse().unwrap()).unwrap();
        session.apply_all(&lay).unwrap();
        let three = session.resolve(&"buy 3 Aurora".parse().unwrap()).unwrap_err();
        assert_eq!(three.to_string(), "3 Aurora shares cost 1,800 and you have 1,000 (R5)");
        let mixed = session.resolve(&"buy 2 Aurora 1 Zugvogel".parse().unwrap()).unwrap_err();
        assert_eq!(
            mixed.to_string(),
            "2 Aurora shares and 1 Zugvogel share cost 1,400 and you have 1,000 (R5)"
        );
        let affordable = session.resolve(&"buy 1 Aurora 2 Zugvogel".parse().unwrap()).unwrap();
        assert_eq!(affordable.len(), 3);
    }

    fn play_until_buy() -> Session {
        let mut session = session(11);
        play_until(&mut session, |d| matches!(d, Decision::BuyShares { .. }));
        session
    }

    #[test]
    fn a_session_replays_from_its_origin_and_actions() {
        let mut session = session(8);
        play_until(&mut session, |d| matches!(d, Decision::BuyShares { .. }));
        let action = session.game().legal_actions()[0];
        session.apply_all(&[action]).unwrap();
        let origin = session.record().origin().clone();
        let replayed = Record::replay(origin.clone(), session.actions()).unwrap();
        assert_eq!(replayed.game(), session.game());
        let wrong = Record::replay(origin, &[Action::EndTurn]);
        assert!(matches!(wrong, Err(ReplayError::Action { index: 0, .. })));
    }

    #[test]
    fn r10_commands_out_of_turn_are_refused_with_what_is_expected() {
        let session = session(3);
        let error = session.resolve(&Command::Buy(vec![(1, Chain::Aurora)])).unwrap_err();
        assert!(error.to_string().starts_with("not now: the game waits for a player to place a tile"));
        assert!(session.resolve(&Command::Dispose(Disposal::default())).is_err());
    }

    #[test]
    fn r14_disposal_all_is_resolved_against_the_holding() {
        let mut session = session(5);
        let found = (0..3000).find_map(|_| {
            if let Decision::Dispose { held, max_trade, .. } = session.game().decision() {
                return Some((held, max_trade));
            }
            let action = session.game().legal_actions()[0];
            session.apply_all(&[action]).unwrap();
            None
        });
        let (held, max_trade) = found.expect("a merger with holders comes within 3000 actions");
        let all = Disposal { sell: Some(Amount::All), trade: None };
        assert_eq!(
            session.resolve(&Command::Dispose(all)),
            Ok(vec![Action::Dispose { sell: held, trade: 0 }])
        );
        let trade_all = Disposal { sell: None, trade: Some(Amount::All) };
        let traded = session.resolve(&Command::Dispose(trade_all));
        if max_trade > 0 {
            assert_eq!(traded, Ok(vec![Action::Dispose { sell: 0, trade: max_trade }]));
        } else {
            // Nothing to trade is said, not kept in silence (see the test below).
            assert!(
                matches!(traded, Err(PlayError::NothingToTrade { left, .. }) if left == held),
                "{traded:?}"
            );
        }
        let huge = Disposal { sell: Some(Amount::Count(99_999_999_999_999)), trade: None };
        assert!(matches!(session.resolve(&Command::Dispose(huge)), Err(PlayError::TooManyDisposed { .. })));
    }

    #[test]
    fn r14_4_2_trade_all_that_trades_nothing_is_refused_not_kept_in_silence() {
        let position = |shares: &str| {
            format!(
                "# bauloewe position 1\nplayers: Ann human, Dee human\nturn: Ann\nshares: {shares}\n\
                 board: Aurora 1A 2A 3A 4A, Zugvogel 3C 4C\n\
                 hands: Ann 3B 12I 1G 3G 5G 7G, Dee 1I 3I 5I 7I 9I 11I\npool: 12G 9G 1E 3E 5E 7E\n"
            )
        };
        // One Zugvogel share cannot be traded; six cannot when the bank has no Aurora share.
        for (shares, left) in
            [("Ann Zugvogel 1, Dee Aurora 14", 1), ("Ann Zugvogel 6, Ann Aurora 11, Dee Aurora 14", 6)]
        {
            let (mut session, _) = Session::from_position(&position(shares)).unwrap();
            let lay = session.resolve(&"lay 3B".parse().unwrap()).unwrap();
            session.apply_all(&lay).unwrap();
            let trade_all = "trade all".parse::<Command>().unwrap();
            let refused =
                PlayError::NothingToTrade { defunct: Chain::Zugvogel, survivor: Chain::Aurora, left };
            assert_eq!(session.resolve(&trade_all), Err(refused), "{shares}");
            let keep = session.resolve(&"keep".parse().unwrap()).unwrap();
            assert_eq!(keep, [Action::Dispose { sell: 0, trade: 0 }], "keeping is still said as keep");
        }
    }
}
