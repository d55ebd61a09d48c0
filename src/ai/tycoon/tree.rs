//! The tree search: information-set Monte Carlo tree search ([`Method::Tree`]).
//!
//! One tree holds what the seat knows: its nodes are decisions reached by public actions from
//! the position searched, whoever makes them, and not the hidden tiles behind them. Each
//! playout deals the unseen tiles anew ([`SeatView::imagine_into`]), walks down the tree choosing
//! by each node's statistics, opens one new node, lets brokers play on to the horizon and
//! scores every seat by its win and rank, and a little by its lead in worth (the margin). At
//! each node the line is chosen by the score of the seat deciding there, so the rivals in the
//! tree play for themselves, not against the tycoon.
//!
//! - **Selection** is UCB1 over the lines open at a node, each line's exploration counted
//!   against how often it could have been chosen (its availability: a rival's tile is open
//!   only in deals that give the rival that tile).
//! - **Progressive widening**: a node opens its candidates one by one in the broker's order of
//!   preference (`ordered_lines`: the broker's own choice first, a purchase by the broker's
//!   standing after it), `1 + ⌊√visits⌋` of them, so a buy step's hundred purchases do not
//!   scatter the playouts while the broker's favourites get the first ones.
//! - **Root parallelism**: the budget is split over a fixed number of trees ([`TREES`]):
//!   with `n` playouts a tree, tree `i` plays those numbered `i·n` to `(i+1)·n − 1`, each
//!   dealt from its number, and the trees' root statistics are summed. Threads take whole
//!   trees, so the choice is the same with one thread or many.
//!
//! The nodes live in one `Vec` and name their children by index, so a playout can keep its
//! path as indices and credit those nodes afterwards (no `Rc<RefCell<_>>` needed); each edge
//! on the path is credited with the tally of the seat that chose it, which is how the rivals
//! play for themselves.
//!
//! The chosen line is the better scoring of the two the trees played most, and the other is
//! the runner-up a hint names.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

#[cfg(doc)]
use super::Method;
use super::{
    Line, Search, Stopped, Tally, at_horizon, candidates_in, last_turn, play_line, play_on, playout_seed,
    win_score,
};
use crate::ai::{broker, parallel};
use crate::rules::{Action, Decision, Game, MAX_PLAYERS, PlayerId, SeatView, win_share};

/// Trees searched side by side, whatever the threads (each gets an equal share of the budget).
pub const TREES: usize = 4;
/// The weight of exploration in UCB1, for scores between 0 and 1.2 (win, ranks and margin).
const EXPLORATION: f64 = 0.5;

/// Spends `budget` playouts (rounded down to a multiple of [`TREES`], at least one a tree) on
/// the trees to choose among two or more `lines` (the root's candidates). Answers the index of
/// the chosen line and what the search found; [`Stopped`] once `stop` is set.
pub(super) fn search(
    view: &SeatView,
    lines: &[Line],
    budget: u32,
    seed: u64,
    threads: usize,
    stop: &AtomicBool,
) -> Result<(usize, Search), Stopped> {
    let per_tree = (budget / TREES as u32).max(1);
    let world = view.imagine(&mut Xoshiro256PlusPlus::seed_from_u64(0));
    // The seat's own lines depend on nothing it cannot see, and any deal orders them (with the
    // market, V3, the broker's favourite may hang on the hidden tiles: then this deal's order).
    let root = ordered_lines(&world, lines.to_vec(), &mut broker::Workspace::default());
    let grow = |work: &mut broker::Workspace, tree: usize| {
        let first_playout = tree as u32 * per_tree;
        grow_tree(view, lines, &root, first_playout..first_playout + per_tree, (seed, stop), work)
    };
    let trees = parallel::map_numbered_with(TREES, threads, 1, broker::Workspace::default, grow, |_| ());
    if stop.load(Ordering::Relaxed) {
        return Err(Stopped);
    }
    let mut totals = vec![(0u32, Tally::default()); lines.len()];
    for tree in &trees {
        for (total, &(visits, tally)) in totals.iter_mut().zip(tree) {
            *total = (total.0 + visits, total.1.plus(tally));
        }
    }
    Ok(finalists(lines, &totals))
}

/// The chosen line and the search's findings, from the summed root statistics `totals` (each
/// line's playouts and tally): of the two lines played most (the earlier on equal counts),
/// the better scoring (the more played on equal scores) is chosen, the other is the runner-up.
pub(super) fn finalists(lines: &[Line], totals: &[(u32, Tally)]) -> (usize, Search) {
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by(|&a, &b| totals[b].0.cmp(&totals[a].0).then(a.cmp(&b)));
    let mean = |i: usize| totals[i].1.mean(totals[i].0);
    let (mut best, mut other) = (order[0], order[1]);
    if mean(other).score > mean(best).score {
        (best, other) = (other, best);
    }
    let search = Search {
        candidates: lines.len(),
        playouts: totals[best].0,
        best: mean(best),
        runner_up: (lines[other].clone(), mean(other)),
    };
    (best, search)
}

/// The weight of the margin in a playout's score, beside 1 for a win and 0.1 for ranks (the
/// research's advice: win and rank, with at most a small bounded score term). With it the
/// tree took 38.0% of four-player games against three flat searches at 2,000 playouts (95%
/// interval 32.4 to 43.6 over the 50 deals of `--seed 1`, 200 games, as `simulate` reports
/// it), and 37.2% (31.3 to 43.1) on the 50 deals of `--seed 1001`; without it, 31.5% (25.4 to
/// 37.6) on the deals of `--seed 1`. Heads-up: 76.8% with it, 65.2% without.
const MARGIN_WEIGHT: f64 = 0.1;
/// How a lead in worth is squashed into the margin: none earns half the weight, a lead of
/// this much 88% (tanh 1), a deficit of this much 12%. As much as the largest pair of bonuses
/// one chain pays (12,000 and 6,000 at a price of 1,200), about a fifth of a winner's final
/// worth: leads that one merger turns around count little.
const MARGIN_SCALE: f64 = 18_000.0;

/// A small reward for `me`'s lead over the richest rival by `worths` (negative when behind),
/// between 0 and [`MARGIN_WEIGHT`]: it tells apart playouts that a win or rank alone scores
/// the same, so fewer playouts separate two close lines.
fn margin_score(worths: &[f64], me: PlayerId) -> f64 {
    let rival = worths
        .iter()
        .enumerate()
        .filter(|&(p, _)| p != me)
        .map(|(_, w)| *w)
        .fold(f64::NEG_INFINITY, f64::max);
    let lead = worths[me] - rival;
    MARGIN_WEIGHT * 0.5 * (1.0 + (lead / MARGIN_SCALE).tanh())
}

/// A decision in the tree, and the lines opened at it so far.
#[derive(Default)]
struct Node {
    /// Playouts that passed through the node.
    visits: u32,
    /// The lines opened here, each with its statistics.
    edges: Vec<Edge>,
    /// The node's candidates in order of preference, with the decision and the decider's cash
    /// they were worked out for. The lines are the same in every deal that reaches the node
    /// with that decision and cash, for every decision but a rival's placing of a tile, which
    /// depends on the hand dealt (the root's placement is kept: the seat's own hand is known).
    /// A deal may reach the node with another decision (a hand without a playable tile skips
    /// to the buy step), or with the market, V3, with other cash (a bonus depends on the tile
    /// the market turned over in that deal, and a purchase open with one cash is not with
    /// less): such a deal works its lines out anew. The order is the first deal's; with the
    /// market, rivals' cash and so the broker's preferences may differ from deal to deal.
    known: Option<Known>,
}

/// What a node's candidates were worked out for (the decision and the decider's cash), and
/// the candidates in order of preference.
type Known = (Decision, u32, Vec<Line>);

/// A line opened at a node: its statistics for the seat deciding there, and where it leads.
struct Edge {
    /// The actions.
    line: Line,
    /// Playouts that took the line.
    visits: u32,
    /// Playouts in which the line was open to be chosen. UCB1 counts a line's exploration
    /// against these, not against the node's visits: a line that was not open in a deal (a
    /// rival's tile not dealt to him there, or a line beyond the width) was not passed over.
    available: u32,
    /// The deciding seat's scores and shares of first place, summed over the playouts.
    tally: Tally,
    /// The node the line leads to, once a playout went on from there.
    child: Option<usize>,
}

/// Grows one tree by the playouts numbered `playouts` from a root whose candidates are
/// `root` (the searched `lines` in order of preference), and answers each line's playouts and
/// tally at the root, in the order of `lines`. Playout `i` deals from `seed` and `i`. The
/// brokers think in `work`. Once `stop` is set the rest is skipped (the caller then gives the
/// search up).
fn grow_tree(
    view: &SeatView,
    lines: &[Line],
    root: &[Line],
    playouts: std::ops::Range<u32>,
    (seed, stop): (u64, &AtomicBool),
    work: &mut broker::Workspace,
) -> Vec<(u32, Tally)> {
    let known = (view.decision(), deciders_cash(view.decision(), |p| view.cash(p)), root.to_vec());
    let mut nodes = vec![Node { known: Some(known), ..Node::default() }];
    let horizon = last_turn(view);
    // Every playout deals into one game and keeps its path in one list, which reuse what they
    // hold: a game or a list made and dropped for each of tens of thousands of playouts kept
    // the allocator busy.
    let mut world = view.imagine_in_board_order(); // any game: each playout deals into it anew
    let mut path = Vec::new();
    for number in playouts {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        view.imagine_into(&mut Xoshiro256PlusPlus::seed_from_u64(playout_seed(seed, number)), &mut world);
        descend(&mut nodes, &mut world, horizon, work, &mut path);
        let ranking = play_on(&mut world, horizon, work);
        let worths = broker::worths(&world);
        let mut tallies = [Tally::default(); MAX_PLAYERS];
        for (player, tally) in tallies.iter_mut().enumerate().take(world.player_count()) {
            let score = win_score(&ranking, player) + margin_score(&worths[..world.player_count()], player);
            *tally = Tally { score, first: win_share(&ranking, player) };
        }
        for &(node, edge, mover) in &path {
            nodes[node].visits += 1;
            let edge = &mut nodes[node].edges[edge];
            edge.visits += 1;
            edge.tally = edge.tally.plus(tallies[mover]);
        }
    }
    let mut at_root = vec![(0, Tally::default()); lines.len()];
    for edge in &nodes[0].edges {
        let line = lines.iter().position(|line| *line == edge.line).expect("a root edge is a searched line");
        at_root[line] = (edge.visits, edge.tally);
    }
    at_root
}

/// Walks `world` down the tree from the root, choosing at each node, until it opens a new
/// node or reaches the horizon after turn `horizon`. The path goes to `path` (emptied first):
/// each node, the edge taken there and the seat that chose it.
fn descend(
    nodes: &mut Vec<Node>,
    world: &mut Game,
    horizon: u32,
    work: &mut broker::Workspace,
    path: &mut Vec<(usize, usize, PlayerId)>,
) {
    path.clear();
    let mut at = 0;
    loop {
        let mover = world.decision().player().expect("a game short of its horizon waits for a seat");
        let edge = choose(&mut nodes[at], world, work);
        play_line(world, &nodes[at].edges[edge].line);
        path.push((at, edge, mover));
        let child = nodes[at].edges[edge].child;
        match child {
            Some(next) if !at_horizon(world, horizon) => at = next,
            Some(_) => return,
            None => {
                if !at_horizon(world, horizon) {
                    nodes.push(Node::default());
                    let new = nodes.len() - 1;
                    nodes[at].edges[edge].child = Some(new);
                }
                return;
            }
        }
    }
}

/// Chooses the edge to take at `node` in this deal: among the lines open there (the first
/// `1 + ⌊√visits⌋` in order of preference), a line never taken, else the best by UCB1 for the
/// seat deciding. The node's candidates are kept from the first deal that reaches it, unless
/// they depend on the hand dealt (a rival's placement); a deal whose decision or cash differs
/// from the kept ones (see [`Node::known`]) works its own out, and the kept ones stay.
fn choose(node: &mut Node, world: &Game, work: &mut broker::Workspace) -> usize {
    let width = 1 + node.visits.isqrt() as usize;
    let decision = world.decision();
    let cash = deciders_cash(decision, |p| world.cash(p));
    // `take` moves the kept lines out of the node, so that `select` may borrow the node
    // mutably; every way out puts lines back: this deal's if they may be kept, else the old.
    let known = match node.known.take() {
        Some((seen, seen_cash, lines)) if (seen, seen_cash) == (decision, cash) => lines,
        kept => {
            let ordered = ordered_lines(world, candidates_in(world), work);
            if kept.is_some() || matches!(decision, Decision::PlaceTile { .. }) {
                node.known = kept;
                return select(node, &ordered[..width.min(ordered.len())]);
            }
            ordered
        }
    };
    let edge = select(node, &known[..width.min(known.len())]);
    node.known = Some((decision, cash, known));
    edge
}

/// The cash of whoever makes `decision`, by `cash_of` (0 where nobody decides).
fn deciders_cash(decision: Decision, cash_of: impl Fn(PlayerId) -> u32) -> u32 {
    decision.player().map_or(0, cash_of)
}

/// The edge of `node` to take among the `open` lines, opening an edge for each that has none:
/// the first never taken, else the best by UCB1. Every open line counts as available.
fn select(node: &mut Node, open: &[Line]) -> usize {
    let mut chosen = (f64::NEG_INFINITY, 0);
    for line in open {
        let at = match node.edges.iter().position(|edge| edge.line == *line) {
            Some(at) => at,
            None => {
                node.edges.push(Edge::new(line.clone()));
                node.edges.len() - 1
            }
        };
        let edge = &mut node.edges[at];
        edge.available += 1;
        let value = edge.value();
        if value > chosen.0 {
            chosen = (value, at);
        }
    }
    chosen.1
}

impl Edge {
    /// A line opened, not yet taken.
    fn new(line: Line) -> Edge {
        Edge { line, visits: 0, available: 0, tally: Tally::default(), child: None }
    }

    /// The line's UCB1 value: its mean score plus a bonus for being taken seldom against how
    /// often it was open; infinite for a line never taken, so each open line is tried once.
    fn value(&self) -> f64 {
        if self.visits == 0 {
            return f64::INFINITY;
        }
        let visits = self.visits as f64;
        let exploration = EXPLORATION * ((self.available as f64).ln() / visits).sqrt();
        self.tally.score / visits + exploration
    }
}

/// `lines`, the candidates at `world`'s decision, in the broker's order of preference: the
/// broker's own choice first; in a buy step the other purchases by the broker's standing of
/// the buyer after each (before the turn ends), the best first; else as they came. The
/// broker's choice is recognised as it is written: a purchase it makes in another order than
/// the chains' (the candidates list shares in chain order), or shares then announcing, is
/// not found, and the best by standing comes first instead (found in review; putting it
/// first would change the choices, so it waits for a measured change).
fn ordered_lines(world: &Game, mut lines: Vec<Line>, work: &mut broker::Workspace) -> Vec<Line> {
    if let Decision::BuyShares { player, .. } = world.decision() {
        // One copy for all the purchases, refilled for each (`copy_into` keeps its lists).
        let mut copy = None;
        let mut standing = |line: &Line| {
            let after = broker::copy_into(&mut copy, world);
            let bought = line.strip_suffix(&[Action::EndTurn]).unwrap_or(line);
            play_line(after, bought);
            broker::standing(after, player)
        };
        let mut keyed: Vec<(f64, Line)> = lines.into_iter().map(|line| (standing(&line), line)).collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        lines = keyed.into_iter().map(|(_, line)| line).collect();
    }
    let favourite = broker_line(world, work);
    if let Some(at) = lines.iter().position(|line| *line == favourite) {
        let line = lines.remove(at);
        lines.insert(0, line);
    }
    lines
}

/// What the broker would play at `world`'s decision, as a line: in a buy step its whole
/// purchase (up to the end of the turn or an announcement), else its one action.
fn broker_line(world: &Game, work: &mut broker::Workspace) -> Line {
    let Decision::BuyShares { player, .. } = world.decision() else {
        return vec![broker::decide_with(world, work)];
    };
    let mut after = world.clone();
    let mut line = Vec::new();
    while matches!(after.decision(), Decision::BuyShares { player: p, .. } if p == player) {
        let action = broker::decide_with(&after, work);
        line.push(action);
        if matches!(action, Action::EndTurn | Action::Announce) {
            break;
        }
        after.apply_unrecorded(action).expect("the broker only plays legal actions");
    }
    line
}
