//! What the broker decides, and how: for each candidate action it works out where the action
//! leads ([`super::lookahead`]), lets the rest of a merger run with simple defaults, and (after
//! placing) buys greedily ([`super::purchase`]), then compares how well it stands against its
//! rivals ([`super::valuation`]). It announces the end only when the final scoring would make it the
//! sole winner.
//!
//! Nothing is worked out twice within a decision: a tile that leads to the same belongings as
//! one tried before it, or a disposal that comes again, would stand exactly as well and lose the
//! tie, so it is not followed. The purchase it plans with the tile it places is kept, so the
//! buy decisions that follow are answered at once.
//!
//! This file is read first, so it names a few things before they are met:
//! - from `lookahead.rs`: [`Ahead`] (the game to try actions in, imagined only when needed),
//!   *quiet* placements ([`quiet_placement`], [`quiet_founding`]: a tile whose outcome a copy of
//!   the board tells, with no game to copy), [`Outcome`] (the belongings a placement leads to
//!   and the decision next), [`settle`] (the rest of a merger played with simple defaults) and
//!   [`default_founding`];
//! - from `purchase.rs`: the greedy purchase ([`Snapshot::buy_greedily`], one step of it
//!   [`Snapshot::best_buy`]) and its two helpers, [`BoughtWorths`] and `PurchaseStep`;
//! - from `valuation.rs`: [`Snapshot`] (everyone's public belongings, with what each chain adds
//!   to each worth) and its [`SnapshotKey`] (the belongings alone, for comparing);
//! - `LANES`, the number of seats a worth is worked out for at once (4 or 6; see
//!   `Thinking` in `mod.rs`).

use super::Thinking;
use super::lookahead::{
    Ahead, Outcome, apply, copy_into, default_founding, placement_outcome, quiet_founding, quiet_placement,
    settle,
};
use super::purchase::BoughtWorths;
use super::valuation::{Snapshot, SnapshotKey};
use crate::rules::{Action, Chain, Decision, Game, PlayerId, SHARES_PER_TURN, SeatView, Tile, TileStatus};

/// The broker's choice for the decision where `ahead` stands, thinking in `work`.
pub(super) fn decide<const LANES: usize>(ahead: &mut Ahead, work: &mut Thinking<LANES>) -> Action {
    let view = ahead.view();
    let me = view.seat();
    match view.decision() {
        Decision::PlaceTile { .. } => place(&view, ahead, work),
        Decision::FoundChain { tile, .. } => found(&view, tile, work),
        Decision::ChooseSurvivor { candidates, .. } => {
            best_of(ahead.game(), me, candidates.iter().map(Action::Survivor), work)
        }
        Decision::ChooseDefunct { candidates, .. } => {
            best_of(ahead.game(), me, candidates.iter().map(Action::Defunct), work)
        }
        Decision::Dispose { held, max_trade, .. } => {
            best_of(ahead.game(), me, dispose_options(held, max_trade), work)
        }
        Decision::BuyShares { remaining, .. } => buy(&view, ahead, remaining, work),
        Decision::GameOver => panic!("the broker was asked to act in a finished game"),
    }
}

/// Picks the tile whose placement, followed by greedy buying, leaves the view's seat best
/// placed. What a tile leads to is worked out on a copy of the board where it is quiet
/// ([`quiet_placement`]; a tile that founds a chain founding the one [`default_founding`]
/// names), and otherwise in the game `ahead` gives, which is needed only then: for a tile that
/// merges chains, or a lone tile while no chain is on the board (the turn then ends at once
/// and the player draws, which a board cannot tell).
///
/// A lone hotel changes nothing the broker judges by (no chain, no price, no holding), so
/// every lone tile leaves the seat exactly as well placed as the first: only that one is
/// tried. Likewise a tile that leaves the same belongings as one tried before it (two tiles
/// that each grow the same chain by one, say) leaves the seat exactly as well placed, and the
/// first wins ties: it is not followed further (see [`placement_value`]).
fn place<const LANES: usize>(view: &SeatView, ahead: &mut Ahead, work: &mut Thinking<LANES>) -> Action {
    let me = view.seat();
    let now = SnapshotKey::of(view);
    let mut best: Option<(f64, Action)> = None;
    let mut lone_tried = false;
    work.outcomes.clear();
    for tile in view.hand().tiles() {
        let status = view.tile_status(tile);
        if !status.is_playable() || (status == TileStatus::Lone && lone_tried) {
            continue;
        }
        lone_tried |= status == TileStatus::Lone;
        let outcome = tile_outcome(view, &now, tile, status, ahead, work);
        let Some(value) = placement_value(outcome, me, work) else { continue };
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, Action::Place(tile)));
            // The purchase after the best tile so far is the one the coming buy decisions ask for.
            std::mem::swap(&mut work.trying, &mut work.planned);
        }
    }
    // A seat is asked to place only while it holds a playable tile (R10: without one it skips
    // placing unasked), and the first tile tried is always valued (nothing was tried before).
    let (_, action) = best.expect("a seat asked to place holds a playable tile (R10)");
    action
}

/// What placing `tile` (whose status is `status`) leads to for the view's seat, whose
/// belongings are `now`: on a copy of the board if the placement is quiet, and otherwise in the
/// game `ahead` gives.
fn tile_outcome<const LANES: usize>(
    view: &SeatView,
    now: &SnapshotKey<LANES>,
    tile: Tile,
    status: TileStatus,
    ahead: &mut Ahead,
    work: &mut Thinking<LANES>,
) -> Outcome<LANES> {
    let quiet = match status {
        // A tile that founds a chain is judged as founding the last free one in tier order
        // (`default_founding`), whichever the broker would found when asked: that is chosen
        // afterwards, trying every free chain (see `found`).
        TileStatus::Founds => quiet_placement(view, tile, Some(default_founding(view.board()))),
        _ => quiet_placement(view, tile, None),
    };
    match quiet {
        Some(quiet) => {
            let next = Decision::BuyShares { player: view.seat(), remaining: SHARES_PER_TURN };
            (quiet.key_after(now, view), next)
        }
        None => placement_outcome(ahead.game(), view.seat(), tile, work),
    }
}

/// How well `me` stands after a placement that led to `outcome`, buying greedily if the
/// decision then is its purchase; the purchase's steps go to `work.trying`.
///
/// `None` when a tile tried before it in this decision led to the same outcome (the same
/// belongings and the same decision next, kept in `work.outcomes`): everything after follows
/// from those, so it would stand exactly as well as that tile.
fn placement_value<const LANES: usize>(
    outcome: Outcome<LANES>,
    me: PlayerId,
    work: &mut Thinking<LANES>,
) -> Option<f64> {
    if work.outcomes.contains(&outcome) {
        return None;
    }
    work.outcomes.push(outcome);
    let (key, decision) = outcome;
    let mut snapshot = Snapshot::from_key(key, &mut work.values);
    work.trying.clear();
    Some(match decision {
        Decision::BuyShares { player, remaining } if player == me => {
            snapshot.buy_greedily(me, remaining, work)
        }
        _ => snapshot.standing(me),
    })
}

/// The chain to found on `tile` that leaves the view's seat best placed (the first on ties).
/// Each founding is tried on a copy of the board ([`quiet_founding`]).
fn found<const LANES: usize>(view: &SeatView, tile: Tile, work: &mut Thinking<LANES>) -> Action {
    let (me, now) = (view.seat(), SnapshotKey::of(view));
    let free = Chain::ALL.into_iter().filter(|c| !view.board().is_on_board(*c));
    let best = first_best(free.map(Action::Found), |action| {
        let Action::Found(chain) = action else { unreachable!("only foundings are tried") };
        let quiet =
            quiet_founding(view, view.board().clone(), tile, chain).expect("founding a chain is quiet");
        Some(Snapshot::from_key(quiet.key_after(&now, view), &mut work.values).standing(me))
    });
    best.expect("a chain can be founded only while one is free")
}

/// In the buy step: announce if that wins, else buy the share that helps most, else end. The
/// purchase depends only on the public belongings (cash, holdings, the bank, the chains' sizes)
/// and the stage, all in the view: only announcing needs a game to try, to score it.
fn buy<const LANES: usize>(
    view: &SeatView,
    ahead: &mut Ahead,
    remaining: u8,
    work: &mut Thinking<LANES>,
) -> Action {
    if view.can_announce() && announcing_wins(ahead.game(), view.seat(), work) {
        return Action::Announce;
    }
    best_share(view, remaining, work)
}

/// The share that helps the deciding seat most, if `remaining` allows one, else the end of
/// the turn.
///
/// Usually the broker has bought through this very position while choosing its tile: then
/// the share it picked there (`work.planned`) is the answer, as the same belongings give the
/// same best buy.
fn best_share<const LANES: usize>(view: &SeatView, remaining: u8, work: &mut Thinking<LANES>) -> Action {
    if remaining == 0 {
        return Action::EndTurn;
    }
    let (me, key) = (view.seat(), SnapshotKey::of(view));
    let planned = work.planned.iter().find(|step| step.buyer == me && step.before == key);
    let chain = match planned {
        Some(step) => step.share,
        None => {
            let snapshot = Snapshot::from_key(key, &mut work.values);
            let mut bought = BoughtWorths::default();
            snapshot.best_buy(me, snapshot.standing(me), &mut bought, &mut work.values).map(|buy| buy.chain)
        }
    };
    chain.map_or(Action::EndTurn, Action::Buy)
}

/// Whether announcing the end now (and ending the turn) makes `me` the sole winner (R16, R18).
pub(super) fn announcing_wins<const LANES: usize>(
    game: &Game,
    me: PlayerId,
    work: &mut Thinking<LANES>,
) -> bool {
    let copy = copy_into(&mut work.copy, game);
    apply(copy, Action::Announce);
    apply(copy, Action::EndTurn);
    let ranking = copy.ranking();
    ranking[0].1 == me && ranking.get(1).is_none_or(|(rank, _)| *rank > 1)
}

/// The action among `candidates` after which `me` stands best (the first on ties).
///
/// A candidate that comes again (the disposals coincide when few shares may be traded) would
/// stand exactly as well as the first time and lose the tie: it is tried once.
fn best_of<const LANES: usize>(
    game: &Game,
    me: PlayerId,
    candidates: impl Iterator<Item = Action>,
    work: &mut Thinking<LANES>,
) -> Action {
    work.tried.clear();
    let best = first_best(candidates, |action| {
        if work.tried.contains(&action) {
            return None;
        }
        work.tried.push(action);
        let copy = copy_into(&mut work.copy, game);
        apply(copy, action);
        settle(copy);
        Some(Snapshot::<LANES>::of(&copy.view(me), &mut work.values).standing(me))
    });
    best.expect("a decision has at least one candidate")
}

/// The first of `candidates` whose value is highest (later ones must beat it, not tie); one
/// valued `None` is passed over.
fn first_best(
    candidates: impl Iterator<Item = Action>,
    mut value: impl FnMut(Action) -> Option<f64>,
) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for action in candidates {
        let Some(worth) = value(action) else { continue };
        if best.is_none_or(|(v, _)| worth > v) {
            best = Some((worth, action));
        }
    }
    best.map(|(_, action)| action)
}

/// The disposals worth comparing: sell all, keep all, trade as many as allowed selling or
/// keeping the rest, and trade half of that selling the rest. `max_trade` is even (two shares
/// per survivor share), and so is its half rounded down to an even number, `max_trade / 4 * 2`.
pub(crate) fn dispose_options(held: u8, max_trade: u8) -> impl Iterator<Item = Action> {
    let half = max_trade / 4 * 2;
    [(held, 0), (0, 0), (held - max_trade, max_trade), (0, max_trade), (held - half, half)]
        .into_iter()
        .map(|(sell, trade)| Action::Dispose { sell, trade })
}
