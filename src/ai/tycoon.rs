//! The tycoon: a search player that scores actions by how often they win.
//!
//! For each candidate the tycoon plays many games on in its imagination: it deals the tiles
//! it cannot see afresh ([`SeatView::imagine`]: its view has no other hand and no pool order
//! to use, R19), plays the candidate, and lets brokers play on for everyone. A playout scores
//! 1 for a win (split on ties) and a little for a better rank, never raw money. Every
//! candidate is tried on the same imagined deals, so luck of the deal cancels out.
//!
//! A candidate is usually one action. In the buy step it is a whole purchase (up to three
//! shares and the end of the turn), the way a player decides it, found by one search at the
//! first buy decision; the tycoon remembers it (state of the [`Tycoon`], not of the thread)
//! and carries it out share by share.
//!
//! The budget is counted in playouts ([`AiSettings::tycoon_playouts`]) and spent by
//! sequential halving: rounds of equal playouts for every candidate still in the race, the
//! better half going on each time. Playouts are seeded by their number alone and cut into
//! fixed chunks that threads take in any order, so the choice is the same with one thread or
//! many.
//!
//! What a search found is kept, not only what it chose: [`Tycoon::choose_line`] answers the
//! line with its [`Basis`], the [`Search`] that told the winner from the runner-up, so a hint
//! can say how often each came first in the imagined games.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use super::{AiSettings, ComputerPlayer, broker, decision_rng, parallel};
use crate::rules::{Action, Decision, Game, PlayerId, SeatView, win_share};

/// The default playouts per decision: a searched decision of a four-player game takes about a
/// second on this project's two-core machine (medians of 938 and 1,116 ms over two games,
/// `simulate --players tycoon:24000,broker,broker,broker --time-decisions`). It was 4,800
/// until the brokers of the playouts got five times faster (issue 14).
pub const DEFAULT_PLAYOUTS: u32 = 24_000;
/// Playouts a thread takes at a time.
const CHUNK: usize = 4;
/// The fewest playouts each candidate gets in a round of the search.
const MIN_PER_ROUND: u32 = 2;
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
    plan: Option<Plan>,
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

/// What a search found: the last round of sequential halving had two lines left, the chosen
/// one and the runner-up, and both were played on the same imagined deals.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// How many candidate lines the search began with (two or more).
    pub candidates: usize,
    /// The playouts each of the two finalists got.
    pub playouts: u32,
    /// How the chosen line did.
    pub best: Outcome,
    /// The line that lost the last round, and how it did.
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
    /// rivals finishing behind. The chosen line's score is at least the runner-up's.
    pub score: f64,
}

impl Tycoon {
    /// A tycoon spending `settings.tycoon_playouts` playouts on a decision, on
    /// `settings.threads` threads (the choice never depends on the threads).
    pub fn new(settings: AiSettings) -> Tycoon {
        Tycoon { settings, plan: None }
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
        let (best, search) = sequential_halving(view, &lines, budget, seed, threads, stop)?;
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

/// Spends `budget` playouts to find the best of two or more `lines` by sequential halving:
/// each round gives the candidates still in the race the same number of new playouts, and the
/// better half goes on, until one is left. Answers the index of the winner and what the last
/// round found (halving by `div_ceil` always leaves two lines for it); [`Stopped`] once `stop`
/// is set.
fn sequential_halving(
    view: &SeatView,
    lines: &[Line],
    budget: u32,
    seed: u64,
    threads: usize,
    stop: &AtomicBool,
) -> Result<(usize, Search), Stopped> {
    // ceil(log2(n)) rounds halve n candidates down to one: the exponent of the next power of two.
    let rounds = lines.len().next_power_of_two().trailing_zeros().max(1);
    let mut totals = vec![Tally::default(); lines.len()];
    let mut alive: Vec<usize> = (0..lines.len()).collect();
    let (mut played, mut runner_up) = (0, 0);
    while alive.len() > 1 {
        let more = (budget / rounds / alive.len() as u32).max(MIN_PER_ROUND);
        let racing: Vec<&Line> = alive.iter().map(|&i| &lines[i]).collect();
        let sums = evaluate(view, &racing, played..played + more, seed, threads, stop);
        if stop.load(Ordering::Relaxed) {
            return Err(Stopped);
        }
        for (slot, &i) in alive.iter().enumerate() {
            totals[i] = totals[i].plus(sums[slot]);
        }
        played += more;
        // Best first; on equal scores the earlier (simpler) candidate goes on.
        alive.sort_by(|&a, &b| totals[b].score.total_cmp(&totals[a].score).then(a.cmp(&b)));
        runner_up = alive[1];
        alive.truncate(alive.len().div_ceil(2));
    }
    let search = Search {
        candidates: lines.len(),
        playouts: played,
        best: totals[alive[0]].mean(played),
        runner_up: (lines[runner_up].clone(), totals[runner_up].mean(played)),
    };
    Ok((alive[0], search))
}

/// What playouts of a line add up to: the scores the search ranks by, and the wins alone.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// The summed playout scores ([`win_score`]).
    score: f64,
    /// The summed shares of first place ([`win_share`]).
    first: f64,
}

impl Tally {
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

/// The lines worth searching: every playable tile, every chain to found, every tied chain, the
/// broker's handful of disposals, and every purchase the cash and the bank allow (or announcing).
fn candidates(view: &SeatView) -> Vec<Line> {
    let mut actions = Vec::new();
    match view.decision() {
        Decision::PlaceTile { .. } => {
            let playable = view.hand().tiles().filter(|t| view.tile_status(*t).is_playable());
            actions.extend(playable.map(Action::Place));
        }
        Decision::Dispose { held, max_trade, .. } => {
            for action in broker::dispose_options(held, max_trade) {
                if !actions.contains(&action) {
                    actions.push(action);
                }
            }
        }
        Decision::BuyShares { .. } => return purchases(view),
        _ => view.legal_actions_into(&mut actions),
    }
    if actions.is_empty() {
        view.legal_actions_into(&mut actions);
    }
    actions.into_iter().map(|action| vec![action]).collect()
}

/// Every purchase open to the buyer for the rest of the buy step, each ending the turn, and
/// announcing the end if that is allowed. Shares are listed in chain order, so each set of
/// shares appears once; buying nothing comes first.
fn purchases(view: &SeatView) -> Vec<Line> {
    let mut lines = Vec::new();
    // Buying depends on cash, prices and the bank only: any imagined deal will do.
    let game = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0));
    extend_purchases(&game, 0, &mut Vec::new(), &mut lines);
    if view.can_announce() {
        lines.push(vec![Action::Announce]);
    }
    lines
}

/// Adds `bought` followed by the end of the turn, and every purchase that goes on from it
/// with chains numbered `from` or higher.
fn extend_purchases(game: &Game, from: usize, bought: &mut Line, lines: &mut Vec<Line>) {
    let mut line = bought.clone();
    line.push(Action::EndTurn);
    lines.push(line);
    for chain in game.buyable_chains().iter().filter(|c| c.index() >= from) {
        let mut next = game.clone();
        if next.apply(Action::Buy(chain)).is_ok() {
            bought.push(Action::Buy(chain));
            extend_purchases(&next, chain.index(), bought, lines);
            bought.pop();
        }
    }
}

/// The summed playout tallies of each line over playouts numbered `playouts`, with playout
/// `i` imagining the same deal for every line. Jobs are numbered line by line, and
/// [`parallel::map_numbered_with`] answers their tallies in that order. Each thread's brokers
/// think in one workspace from playout to playout, so that what they work out in one (a chain
/// value, say) is there for the next; that changes no choice of theirs. Once `stop` is set the
/// playouts left are skipped (their tallies are empty), and the caller gives the search up.
fn evaluate(
    view: &SeatView,
    candidates: &[&Line],
    playouts: std::ops::Range<u32>,
    seed: u64,
    threads: usize,
    stop: &AtomicBool,
) -> Vec<Tally> {
    let per_line = playouts.len();
    let score = |work: &mut broker::Workspace, job: usize| {
        if stop.load(Ordering::Relaxed) {
            return Tally::default();
        }
        let playout_number = playouts.start + (job % per_line) as u32;
        playout(view, candidates[job / per_line], playout_seed(seed, playout_number), work)
    };
    let jobs = candidates.len() * per_line;
    let tallies =
        parallel::map_numbered_with(jobs, threads, CHUNK, broker::Workspace::default, score, |_| ());
    let sum =
        |line: usize| tallies[line * per_line..][..per_line].iter().fold(Tally::default(), |a, &b| a.plus(b));
    (0..candidates.len()).map(sum).collect()
}

/// The seed of playout number `index`: the same for every candidate.
fn playout_seed(seed: u64, index: u32) -> u64 {
    parallel::mix(seed ^ (index as u64).wrapping_mul(parallel::GOLDEN_GAMMA))
}

/// One imagined game: deal the unseen tiles afresh, play `line`, let brokers play on for
/// [`HORIZON_ROUNDS`] rounds or to the end, and score the viewing seat by winning. The
/// brokers think in `work`.
fn playout(view: &SeatView, line: &[Action], seed: u64, work: &mut broker::Workspace) -> Tally {
    let me = view.seat();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut world = view.imagine(&mut rng);
    let mut events = Vec::new();
    for &action in line {
        events.clear();
        world.apply_into(action, &mut events).expect("the tycoon only searches legal lines");
    }
    let last_turn = view.turn_number() + (HORIZON_ROUNDS * view.player_count()) as u32;
    while !world.is_over() {
        let turn_starts = matches!(world.decision(), Decision::PlaceTile { .. });
        if turn_starts && world.turn_number() > last_turn {
            return tally(&broker_ranking(&world), me);
        }
        let next = broker::decide_with(&world, work);
        events.clear();
        world.apply_into(next, &mut events).expect("the broker only plays legal actions");
    }
    tally(&world.ranking(), me)
}

/// One playout's score and share of first place for `me` in `ranking`.
fn tally(ranking: &[(usize, PlayerId)], me: PlayerId) -> Tally {
    Tally { score: win_score(ranking, me), first: win_share(ranking, me) }
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
