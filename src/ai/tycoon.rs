//! The tycoon: a search player that scores actions by how often they win.
//!
//! The tycoon plays many games on in its imagination: it deals the tiles it cannot see afresh
//! ([`SeatView::imagine`]: its view has no other hand and no pool order to use, R19), plays a
//! candidate, and lets brokers play on for everyone, for a few rounds (`HORIZON_ROUNDS`), where the
//! broker's estimate of worth stands in for the final scoring. A playout scores 1 for a win
//! (split on ties) and a little for a better rank, never raw money (the tree adds a small,
//! bounded reward for the lead in worth: [`tree`]'s margin).
//!
//! It searches in one of two ways ([`Method`]; a plain `tycoon` by [`Method::default`], the
//! tree):
//! - [`tree`]: information-set Monte Carlo tree search. One tree over what the seat knows,
//!   the unseen tiles dealt anew for every playout; every seat's decisions are nodes that
//!   seat chooses at for its own score, their candidates opened one by one in the broker's
//!   order of preference as they are visited more often;
//! - [`flat`]: every candidate is played on the same imagined deals, by brokers from there
//!   on, and the budget is spent by sequential halving. This was the tycoon until the tree
//!   beat it at equal playouts (`tycoon-flat` in `simulate` still plays it).
//!
//! A candidate is usually one action. In the buy step it is a whole purchase (up to three
//! shares and the end of the turn), the way a player decides it, found by one search at the
//! first buy decision; the tycoon remembers it (state of the [`Tycoon`], not of the thread)
//! and carries it out share by share.
//!
//! The budget is counted in playouts ([`AiSettings::tycoon_playouts`]), seeded by their
//! number alone and shared out to threads so that the choice is the same with one thread or
//! many.
//!
//! What a search found is kept, not only what it chose: [`Tycoon::choose_line`] answers the
//! line with its [`Basis`], the [`Search`] that told the winner from the runner-up, so a hint
//! can say how often each came first in the imagined games.

use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::{AiSettings, ComputerPlayer, broker, decision_rng, parallel};

pub mod flat;
pub mod tree;
use crate::rules::{Action, Decision, Game, PlayerId, SHARES_PER_TURN, SeatView, win_share};

/// The default playouts per decision, chosen for about a second a searched decision and a
/// hint under a second on this project's two-core machine. Measured with the tree search on
/// 2026-12-05: decisions of a four-player game took a median of 768 and 1,009 ms over two
/// games (90th percentiles 1.09 and 1.23 s; `simulate --players tycoon,broker,broker,broker
/// --time-decisions --games 1 --seed 1`, and `--seed 2`), searched hints 689 and 927 ms
/// (90th percentiles 0.88 and 1.14 s; `simulate --players broker,broker,broker,broker
/// --time-hints --games 1`). Measured again on 2026-12-06, after issue 45 made the playouts
/// about 8% faster with four players (19% heads-up): searched decisions a median of 862 ms
/// (`--seed 1`), searched hints 776 ms, all hints 685 ms. It was 24,000 for the flat search, and 4,800 before the brokers of the playouts got
/// five times faster (issue 14).
pub const DEFAULT_PLAYOUTS: u32 = 40_000;
/// How many rounds a playout runs before the broker's judgement of worth stands in for the
/// final scoring (a playout that reaches the end is scored by the real ranking).
const HORIZON_ROUNDS: usize = 3;

/// The tycoon: a searching computer player with its effort, and the purchase it is carrying
/// out, if any (a plan lives from the first buy decision of a turn to the end of it).
///
/// ```
/// use bauloewe::ai::{AiSettings, ComputerPlayer, Tycoon};
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let mut tycoon = Tycoon::new(AiSettings { tycoon_playouts: 16, threads: 1 });
/// let me = game.decision().player().unwrap();
/// let action = tycoon.decide(&game.view(me));
/// assert!(game.legal_actions().contains(&action));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Tycoon {
    settings: AiSettings,
    method: Method,
    plan: Option<Plan>,
}

/// How a tycoon searches (see the module notes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Information-set Monte Carlo tree search ([`tree`]), the default.
    #[default]
    Tree,
    /// Flat Monte Carlo over the candidates with sequential halving ([`flat`]): the search
    /// the tycoon played by before the tree, kept as the yardstick the tree is measured by.
    Flat,
}

impl Method {
    /// Every method.
    pub const ALL: [Method; 2] = [Method::Tree, Method::Flat];

    /// The method's word in a player list (`tycoon-flat`): machine text, the same in every
    /// language.
    pub fn word(self) -> &'static str {
        match self {
            Method::Tree => "tree",
            Method::Flat => "flat",
        }
    }
}

/// A purchase chosen at the start of a buy step, remembered so that the following buy
/// decisions of the same step carry it out instead of searching again.
#[derive(Clone, Debug)]
struct Plan {
    /// An imagined copy of the game when the plan was made: it looks to the tycoon's seat
    /// exactly like the real one, and the purchase is replayed on it to recognise the steps.
    start: Game,
    /// The whole purchase, ending with the end of the turn.
    line: Line,
    /// The search that found it.
    search: Search,
}

/// What the tycoon means to play, and how it came to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The actions, one after the other: one, or in the buy step the rest of a purchase
    /// ending with the end of the turn.
    pub line: Vec<Action>,
    /// How the line was found.
    pub basis: Basis,
}

/// How the tycoon came to a line.
#[derive(Clone, Debug, PartialEq)]
pub enum Basis {
    /// It was the only candidate, so nothing was searched.
    OnlyCandidate,
    /// It is the rest of a purchase that a search found at an earlier share of this buy step.
    Planned,
    /// A search among the candidates chose it.
    Searched(Search),
}

/// What a search found: the chosen line and the runner-up, the two it came down to. The tree
/// search played those two most often and chose the one that scored better; in the flat
/// search they were left for the last round of sequential halving, played on the same
/// imagined deals.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// How many candidate lines the search began with (two or more).
    pub candidates: usize,
    /// The playouts the chosen line got (in the flat search, the runner-up got as many).
    pub playouts: u32,
    /// How the chosen line did.
    pub best: Outcome,
    /// The line the chosen one beat, and how it did: in the flat search the one that lost the
    /// last round, in the tree the other of the two lines played most.
    pub runner_up: (Vec<Action>, Outcome),
}

/// A search given up because its stop flag was set (see [`Tycoon::choose_line_unless`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// How a line did in its playouts, as means over them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The share of playouts in which the seat came first, from 0 to 1 (a tie for first
    /// counts as a share of it): first at the end of the game, or by the broker's estimate of
    /// worth where the playout stopped at its horizon.
    pub first: f64,
    /// The mean score the search ranks lines by: `first` plus up to 0.1 for the share of
    /// rivals finishing behind, and in the tree up to 0.1 more for the lead in worth
    /// ([`tree`]'s margin). The chosen line's score is at least the runner-up's.
    pub score: f64,
}

impl Tycoon {
    /// A tycoon spending `settings.tycoon_playouts` playouts on a decision, on
    /// `settings.threads` threads (the choice never depends on the threads).
    pub fn new(settings: AiSettings) -> Tycoon {
        Tycoon::with_method(settings, Method::default())
    }

    /// A tycoon like [`Tycoon::new`] that searches by `method`.
    pub fn with_method(settings: AiSettings, method: Method) -> Tycoon {
        Tycoon { settings, method, plan: None }
    }

    /// Like [`ComputerPlayer::decide`], but answers the whole line the tycoon means to play
    /// (in the buy step the rest of its purchase, like `buy Aurora, buy Aurora, end`,
    /// elsewhere one action) and how it found it. `None` when the game does not wait for
    /// this seat.
    ///
    /// ```
    /// use bauloewe::ai::{AiSettings, Tycoon};
    /// use bauloewe::ai::tycoon::Basis;
    /// use bauloewe::rules::{Game, Options};
    /// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
    /// let me = game.decision().player().unwrap();
    /// let mut tycoon = Tycoon::new(AiSettings { tycoon_playouts: 16, threads: 1 });
    /// let choice = tycoon.choose_line(&game.view(me)).unwrap();
    /// if let Basis::Searched(search) = &choice.basis {
    ///     // The chosen line did at least as well as the one it beat in the last round.
    ///     assert!(search.best.score >= search.runner_up.1.score);
    ///     assert!((0.0..=1.0).contains(&search.best.first));
    /// }
    /// assert_eq!(tycoon.choose_line(&game.view(1 - me)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose_line(&mut self, view: &SeatView) -> Option<Choice> {
        self.choose_line_unless(view, &AtomicBool::new(false)).ok().flatten()
    }

    /// Like [`Tycoon::choose_line`], but gives the search up once `stop` is set (it is looked
    /// at between playouts): then it answers [`Stopped`] and remembers nothing. A search that
    /// is not stopped chooses exactly what [`Tycoon::choose_line`] would.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use bauloewe::ai::{AiSettings, Tycoon};
    /// use bauloewe::ai::tycoon::Stopped;
    /// use bauloewe::rules::{Game, Options};
    /// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
    /// let me = game.decision().player().unwrap();
    /// let mut tycoon = Tycoon::new(AiSettings { tycoon_playouts: 16, threads: 1 });
    /// let stopped = tycoon.choose_line_unless(&game.view(me), &AtomicBool::new(true));
    /// assert_eq!(stopped, Err(Stopped));
    /// let chosen = tycoon.choose_line_unless(&game.view(me), &AtomicBool::new(false));
    /// assert_eq!(chosen, Ok(tycoon.choose_line(&game.view(me))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choose_line_unless(
        &mut self,
        view: &SeatView,
        stop: &AtomicBool,
    ) -> Result<Option<Choice>, Stopped> {
        if !view.is_deciding() {
            return Ok(None);
        }
        if let Some(choice) = self.planned_choice(view) {
            return Ok(Some(choice));
        }
        let mut lines = candidates(view);
        if lines.len() == 1 {
            return Ok(Some(Choice { line: lines.swap_remove(0), basis: Basis::OnlyCandidate }));
        }
        let seed = decision_rng(view).next_u64();
        let (budget, threads) = (self.budget(), self.settings.threads);
        let (best, search) = match self.method {
            Method::Tree => tree::search(view, &lines, budget, seed, threads, stop)?,
            Method::Flat => flat::sequential_halving(view, &lines, budget, seed, threads, stop)?,
        };
        let line = lines.swap_remove(best);
        if matches!(view.decision(), Decision::BuyShares { .. }) {
            let start = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0));
            self.plan = Some(Plan { start, line: line.clone(), search: search.clone() });
        }
        Ok(Some(Choice { line, basis: Basis::Searched(search) }))
    }

    /// The playouts of one decision: at least one.
    fn budget(&self) -> u32 {
        self.settings.tycoon_playouts.max(1)
    }

    /// The rest of the remembered purchase, if `view` shows where that purchase has led. Asked
    /// again where the plan was made, it answers the search that made it, which a new search
    /// would repeat exactly.
    fn planned_choice(&self, view: &SeatView) -> Option<Choice> {
        let line = self.planned_purchase(view)?;
        let plan = self.plan.as_ref()?;
        let basis =
            if line.len() == plan.line.len() { Basis::Searched(plan.search.clone()) } else { Basis::Planned };
        Some(Choice { line, basis })
    }

    /// The rest of the remembered purchase, if `view` shows where that purchase has led.
    fn planned_purchase(&self, view: &SeatView) -> Option<Line> {
        if !matches!(view.decision(), Decision::BuyShares { .. }) {
            return None;
        }
        let plan = self.plan.as_ref()?;
        let mut replay = plan.start.clone();
        for (step, &action) in plan.line.iter().enumerate() {
            if replay.view(view.seat()) == *view {
                return Some(plan.line[step..].to_vec());
            }
            if step + 1 == plan.line.len() || replay.apply(action).is_err() {
                return None;
            }
        }
        None
    }
}

impl ComputerPlayer for Tycoon {
    fn decide(&mut self, view: &SeatView) -> Action {
        let choice = self.choose_line(view);
        choice.and_then(|choice| choice.line.first().copied()).unwrap_or(Action::EndTurn)
    }

    /// A search, unless there is one candidate or the next share of a planned purchase.
    fn searches(&self, view: &SeatView) -> bool {
        view.is_deciding() && self.planned_purchase(view).is_none() && candidates(view).len() > 1
    }
}

/// The candidates of a search: lines of actions the tycoon would play one after the other.
/// Most decisions have lines of one action; a purchase is one line for the whole buy step.
type Line = Vec<Action>;

/// What playouts of a line add up to: the scores the search ranks by, and the wins alone.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// The summed playout scores ([`win_score`], plus the tree's margin).
    score: f64,
    /// The summed shares of first place ([`win_share`]).
    first: f64,
}

impl Tally {
    /// One playout's score and share of first place for `me` in `ranking`.
    fn of(ranking: &[(usize, PlayerId)], me: PlayerId) -> Tally {
        Tally { score: win_score(ranking, me), first: win_share(ranking, me) }
    }

    /// Both sums with another tally's added.
    fn plus(self, other: Tally) -> Tally {
        Tally { score: self.score + other.score, first: self.first + other.first }
    }

    /// The means over `playouts` playouts.
    fn mean(self, playouts: u32) -> Outcome {
        let n = playouts.max(1) as f64;
        Outcome { first: self.first / n, score: self.score / n }
    }
}

/// The lines worth searching at `view`'s decision (see [`candidates_in`]).
fn candidates(view: &SeatView) -> Vec<Line> {
    // The seat's own candidates depend on nothing it cannot see: any imagined deal will do.
    candidates_in(&view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0)))
}

/// The lines worth searching for whoever decides in `game`: every playable tile, every chain
/// to found, every tied chain, the broker's handful of disposals, and every purchase the cash
/// and the bank allow (or announcing).
fn candidates_in(game: &Game) -> Vec<Line> {
    let mut actions = Vec::new();
    match game.decision() {
        Decision::PlaceTile { player } => {
            let playable = game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable());
            actions.extend(playable.map(Action::Place));
        }
        Decision::Dispose { held, max_trade, .. } => {
            for action in broker::dispose_options(held, max_trade) {
                if !actions.contains(&action) {
                    actions.push(action);
                }
            }
        }
        Decision::BuyShares { .. } => return purchases_in(game),
        _ => game.legal_actions_into(&mut actions),
    }
    if actions.is_empty() {
        game.legal_actions_into(&mut actions);
    }
    actions.into_iter().map(|action| vec![action]).collect()
}

/// Every purchase open to the buyer at `view` (see [`purchases_in`]).
#[cfg(test)]
fn purchases(view: &SeatView) -> Vec<Line> {
    // Buying depends on cash, prices and the bank only: any imagined deal will do.
    purchases_in(&view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0)))
}

/// Every purchase open to the buyer for the rest of the buy step in `game`, each ending the
/// turn, and announcing the end if that is allowed. Shares are listed in chain order, so each
/// set of shares appears once; buying nothing comes first.
fn purchases_in(game: &Game) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut copies: [Option<Game>; SHARES_PER_TURN as usize] = Default::default();
    extend_purchases(game, 0, &mut Vec::new(), &mut copies, &mut lines);
    if game.can_announce() {
        lines.push(vec![Action::Announce]);
    }
    lines
}

/// Adds `bought` followed by the end of the turn, and every purchase that goes on from it
/// with chains numbered `from` or higher.
///
/// Each share is tried in a copy of `game`: the first of `copies`, one for each share still
/// to buy in the turn, refilled for every share tried ([`broker::copy_into`] keeps a copy's
/// lists) and played without events ([`Game::apply_unrecorded`]); the shares after it are tried
/// in the copies after it. The tree search works a buy step's purchases out at nearly every
/// playout (at the node it reached last): a game and its events made anew for each share
/// tried allocated more than all the rest of the search.
fn extend_purchases(
    game: &Game,
    from: usize,
    bought: &mut Line,
    copies: &mut [Option<Game>],
    lines: &mut Vec<Line>,
) {
    let mut line = bought.clone();
    line.push(Action::EndTurn);
    lines.push(line);
    // No copy left: the turn's shares are bought (R10.2).
    let Some((here, further)) = copies.split_first_mut() else { return };
    for chain in game.buyable_chains().iter().filter(|c| c.index() >= from) {
        let next = broker::copy_into(here, game);
        if next.apply_unrecorded(Action::Buy(chain)).is_ok() {
            bought.push(Action::Buy(chain));
            extend_purchases(next, chain.index(), bought, further, lines);
            bought.pop();
        }
    }
}

/// The seed of playout number `index`: the same for every candidate.
fn playout_seed(seed: u64, index: u32) -> u64 {
    parallel::mix(seed ^ (index as u64).wrapping_mul(parallel::GOLDEN_GAMMA))
}

/// The last turn a playout from `view` plays in full: [`HORIZON_ROUNDS`] rounds on.
fn last_turn(view: &SeatView) -> u32 {
    view.turn_number() + (HORIZON_ROUNDS * view.player_count()) as u32
}

/// Whether an imagined game stops here: it is over, or a turn after `last_turn` begins.
fn at_horizon(world: &Game, last_turn: u32) -> bool {
    let turn_starts = matches!(world.decision(), Decision::PlaceTile { .. });
    world.is_over() || (turn_starts && world.turn_number() > last_turn)
}

/// Lets brokers play `world` on until it reaches the horizon after `last_turn`, and answers
/// its ranking: by the rules where the game ended, else by the broker's estimate of worth. The
/// brokers think in `work`.
fn play_on(world: &mut Game, last_turn: u32, work: &mut broker::Workspace) -> Vec<(usize, PlayerId)> {
    while !at_horizon(world, last_turn) {
        let next = broker::decide_with(world, work);
        world.apply_unrecorded(next).expect("the broker only plays legal actions");
    }
    if world.is_over() { world.ranking() } else { broker_ranking(world) }
}

/// Plays `line` in `world` (every action of it legal there).
fn play_line(world: &mut Game, line: &[Action]) {
    for &action in line {
        world.apply_unrecorded(action).expect("the tycoon only searches legal lines");
    }
}

/// The ranking of an unfinished game by the broker's estimate of each player's worth.
fn broker_ranking(game: &Game) -> Vec<(usize, PlayerId)> {
    let worths = broker::worths(game);
    let mut order: Vec<PlayerId> = (0..game.player_count()).collect();
    order.sort_by(|&a, &b| worths[b].total_cmp(&worths[a]));
    order.iter().map(|&p| (1 + order.iter().filter(|&&q| worths[q] > worths[p]).count(), p)).collect()
}

/// A ranking's score for `me`: 1 for a win (split between tied winners) plus a small
/// reward for each rival finishing behind.
fn win_score(ranking: &[(usize, PlayerId)], me: PlayerId) -> f64 {
    let my_rank = ranking.iter().find(|(_, p)| *p == me).map_or(ranking.len(), |(r, _)| *r);
    let behind = ranking.iter().filter(|(r, _)| *r > my_rank).count();
    win_share(ranking, me) + 0.1 * behind as f64 / (ranking.len() - 1) as f64
}

#[cfg(test)]
mod tests;
