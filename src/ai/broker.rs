//! The broker: a fast heuristic player that understands the game.
//!
//! The broker judges a position by what every player's belongings are worth, and plays the
//! action that leaves it best placed against its strongest rivals. A player's worth is
//!
//! - cash, with a little extra for a reserve early in the game (cash buys the chances to come);
//! - each share at the price its chain is expected to reach (small chains still grow, so
//!   early shares are cheap);
//! - each bonus the player would get if the chain were paid out now (R8, R14.4.1), weighted by
//!   how sure it is: a bonus is surer late in the game and when rivals cannot catch up with
//!   the shares left in the bank. Paid bonuses are cash, so merging a chain where it holds the
//!   majority turns an unsure bonus into a sure one, and growing a rival's chain feeds them.
//!
//! For each candidate action the broker works out where it leads, lets the rest of a merger
//! run with simple defaults, and (after placing) buys greedily, then compares worths. It
//! announces the end only when the final scoring would make it the sole winner.
//!
//! Where an action leads, the view often tells at once (a quiet outcome,
//! [`SeatView::quiet_outcome`]): when a tile stays a lone hotel, grows a chain or founds one
//! while a chain is on the board, and when a chain is founded, only the board and the
//! founder's shares change. Any other action (a tile that merges chains, a lone tile on a
//! board without chains, a step of a merger, announcing the end) the broker applies to a copy
//! of a game it imagines from its view, and it imagines that game only when it needs one.
//!
//! Most of its thinking is valuing chains, and it does that as seldom as it can: what a chain
//! adds to each worth depends on that chain and the stage of the game only, so a position is
//! valued chain by chain, and the broker remembers every chain value it has worked out
//! (`ChainValues`). Trying a tile or a share changes one or two chains; the others are
//! remembered, and a greedy purchase values buying into each chain once for all its steps
//! (`BoughtWorths`). The purchase it plans with the tile it places is kept too, so the buy
//! decisions that follow are answered at once. The chain values and the plan live in the
//! broker's `Workspace`, and none of this changes a choice: what is remembered is what would be
//! worked out again. Nor is anything worked out twice within a decision: a tile that leads to
//! the same belongings as one tried before it, or a disposal that comes again, would stand
//! exactly as well and lose the tie, so it is not followed. The games it tries actions in are
//! refilled, not made anew, so that a decision allocates nothing.
//!
//! Its numbers come one per seat, side by side in *lanes*: each player's cash, what a chain
//! adds to each worth, each worth. Sums over them are most of its work, and the compiler turns
//! each into a few wide instructions that handle two lanes at once, so the fewer lanes the
//! better. A game of up to four players is thought through in four lanes, and one of five or
//! six in six (`LANES`, which the types that hold lanes take as a parameter, and `Workspace`
//! picks by the player count). A seat beyond the player count holds nothing, so its lane adds
//! nothing, and four lanes or six give the same choices to the last digit. In games of four,
//! four lanes take 9% fewer instructions than six; on the wall clock of the shared machine they
//! were measured on, runs of the two ranged from 2% slower to 15% faster.
//!
//! It only uses what its seat may see (R19): [`choose`] is handed the seat's view, and
//! reasons over a game it imagines from it ([`SeatView::imagine`]), in which every hidden
//! tile is dealt afresh; its judgement reads only public holdings and the board, through
//! the view. As its choice does not depend on how the hidden tiles lie, a [`Broker`] deals
//! them in board order ([`SeatView::imagine_in_board_order`]), which costs no shuffle. With
//! the market (V3) it does depend on them, as the market's holding is the column of the
//! pool's next tile: then a [`Broker`] shuffles them with [`decision_rng`].

use rand::Rng;

use super::{ComputerPlayer, decision_rng, parallel};
use crate::rules::{
    Action, Board, BonusGroup, CHAIN_COUNT, Chain, ChainSet, Decision, Event, Game, PlayerId, QuietOutcome,
    SHARES_PER_CHAIN, SeatView, TILE_COUNT, Tile, TileStatus, bonus_groups,
};

/// The most players a game can have (R6).
const MAX_PLAYERS: usize = 6;
/// A buy must improve the broker's standing by this much to be worth it.
const BUY_THRESHOLD: f64 = 60.0;

/// The broker, a computer player that plays a sound game at once. It keeps what it
/// remembers from one decision to the next (see the module notes): that never changes a
/// choice, only how soon it is made.
#[derive(Clone, Debug, Default)]
pub struct Broker {
    work: Workspace,
    /// The game imagined from the seat's view at the last decision, refilled at the next one
    /// (kept apart from `work`, so that both can be lent at once without moving the game).
    imagined: Option<Game>,
}

impl ComputerPlayer for Broker {
    fn decide(&mut self, view: &SeatView) -> Action {
        if !view.is_deciding() {
            return Action::EndTurn;
        }
        // Without the market nothing the broker judges by depends on how the unseen tiles lie:
        // it never looks at a tile drawn in its look-ahead (the only draw it can meet ends a
        // turn with no chain on the board, which changes no belonging). So any deal will do,
        // and the one in board order costs no shuffle; `choose` shuffles with a generator and
        // chooses the same. With the market, `imagine_into` shuffles.
        let Broker { work, imagined } = self;
        match work.lanes(view.player_count()) {
            Lanes::Four(thinking) => decide_view_in(view, imagined, thinking),
            Lanes::Six(thinking) => decide_view_in(view, imagined, thinking),
        }
    }
}

/// The broker's choice for `view`, thinking in `work`: from the view where that tells enough,
/// and otherwise in the game `view` imagines in board order (`imagined` holds the one of the
/// decision before).
fn decide_view_in<const LANES: usize>(
    view: &SeatView,
    imagined: &mut Option<Game>,
    work: &mut Thinking<LANES>,
) -> Action {
    choose_from_view(view, work).unwrap_or_else(|| decide_in_board_order(view, imagined, work))
}

/// The broker's choice, thought through in the game `view` imagines in board order. The
/// game is made in `slot`, which holds the one kept from the decision before, so that
/// imagining allocates nothing, and for a placement only once a tile needs it ([`Ahead`]).
fn decide_in_board_order<const LANES: usize>(
    view: &SeatView,
    slot: &mut Option<Game>,
    work: &mut Thinking<LANES>,
) -> Action {
    match view.decision() {
        Decision::PlaceTile { .. } => place(view, &mut Ahead::Imagined { view, slot, ready: false }, work),
        _ => decide_in(imagine_into(slot, view), work),
    }
}

/// Makes the game kept in `slot` the one `view` imagines, and answers it. Imagining into the
/// same game again and again reuses its lists (as [`copy_into`] does).
///
/// Without the market the unseen tiles are dealt in board order (see the module notes). With
/// it (V3) the market's draw is the pool's next tile, whose column is the market's holding, and
/// the broker looks at that when it follows a payout: in board order that tile would always be
/// the highest unseen one, a bias. So they are shuffled, from the decision's own generator
/// ([`decision_rng`]), and the same view still gives the same choice.
fn imagine_into<'s>(slot: &'s mut Option<Game>, view: &SeatView) -> &'s Game {
    let game = slot.get_or_insert_with(|| view.imagine_in_board_order());
    if view.options().market {
        view.imagine_into(&mut decision_rng(view), game);
    } else {
        view.imagine_in_board_order_into(game);
    }
    game
}

/// The game a broker tries a tile in where its view cannot tell what the tile leads to (see
/// [`SeatView::quiet_outcome`]): the game it was given, or one it imagines from its view the
/// first time it needs one. Most hands need none. (`'a` is how long the broker may use what
/// it is lent here, `'g` how long the view's game lives.)
enum Ahead<'a, 'g> {
    /// A game to think in already (a tycoon's playout, or a game imagined for the decision).
    Given(&'a Game),
    /// A game imagined from `view` into `slot` when first asked for. `slot` may still hold
    /// the game of the decision before, kept so that imagining allocates nothing, so it does
    /// not tell by itself whether this decision's game is made yet: `ready` does.
    Imagined { view: &'a SeatView<'g>, slot: &'a mut Option<Game>, ready: bool },
}

impl Ahead<'_, '_> {
    /// The game to try actions in.
    fn game(&mut self) -> &Game {
        match self {
            Ahead::Given(game) => game,
            Ahead::Imagined { view, slot, ready } => {
                if !*ready {
                    imagine_into(slot, view);
                    *ready = true;
                }
                slot.as_ref().expect("imagined by now")
            }
        }
    }
}

/// Chooses the broker's action for the decision `view` (the deciding seat's) waits for.
///
/// Where it must look ahead (placing a tile, a merger, a buy step in which it could announce
/// the end), the broker reasons over a game it imagines from its view, in which the tiles its
/// seat cannot see (other hands, the pool) are dealt afresh from `rng`: it has nothing else.
/// A purchase and a founding it judges from the view alone, and `rng` is left untouched.
///
/// ```
/// use bauloewe::ai::broker;
/// use bauloewe::rules::{Game, Options};
/// use rand::SeedableRng;
/// let (mut game, _) = Game::new(["Ann", "Bob"], 7, Options::default()).unwrap();
/// let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
/// while let Some(seat) = game.decision().player() {
///     game.apply(broker::choose(&game.view(seat), &mut rng)).unwrap();
/// }
/// ```
pub fn choose(view: &SeatView, rng: &mut impl Rng) -> Action {
    if !view.is_deciding() {
        return Action::EndTurn;
    }
    match Workspace::default().lanes(view.player_count()) {
        Lanes::Four(work) => choose_in(view, rng, work),
        Lanes::Six(work) => choose_in(view, rng, work),
    }
}

/// [`choose`], thinking in `work`, a new one.
fn choose_in<const LANES: usize>(view: &SeatView, rng: &mut impl Rng, work: &mut Thinking<LANES>) -> Action {
    choose_from_view(view, work).unwrap_or_else(|| decide_in(&view.imagine(rng), work))
}

/// The broker's choice in `game` as it stands, looking at the hand of whoever decides.
///
/// For games the computer players imagine (from [`SeatView::imagine`], as the tycoon's
/// playouts do), whose hidden tiles are made up already; a seat's real decision goes through
/// [`choose`], which is given the seat's view only. Panics if the game is over. Tests (here,
/// in `hint` and in the console's advice) ask this way; the tycoon's playouts keep a
/// `Workspace` and use [`decide_with`].
#[cfg(test)]
pub(crate) fn decide(game: &Game) -> Action {
    decide_with(game, &mut Workspace::default())
}

/// The broker's choice in `game` as it stands, thinking in `work` (a playout's brokers share
/// one). Panics if the game is over.
pub(crate) fn decide_with(game: &Game, work: &mut Workspace) -> Action {
    match work.lanes(game.player_count()) {
        Lanes::Four(thinking) => decide_in(game, thinking),
        Lanes::Six(thinking) => decide_in(game, thinking),
    }
}

/// [`decide_with`], thinking in the part of the workspace for the game's player count.
fn decide_in<const LANES: usize>(game: &Game, work: &mut Thinking<LANES>) -> Action {
    match game.decision() {
        Decision::PlaceTile { player } => place(&game.view(player), &mut Ahead::Given(game), work),
        Decision::FoundChain { player, .. } => found(&game.view(player), work),
        Decision::ChooseSurvivor { player, candidates } => {
            best_of(game, player, candidates.iter().map(Action::Survivor), work)
        }
        Decision::ChooseDefunct { player, candidates, .. } => {
            best_of(game, player, candidates.iter().map(Action::Defunct), work)
        }
        Decision::Dispose { player, held, max_trade, .. } => {
            best_of(game, player, dispose_options(held, max_trade), work)
        }
        Decision::BuyShares { player, remaining } => buy(game, player, remaining, work),
        Decision::GameOver => panic!("the broker was asked to act in a finished game"),
    }
}

/// How well `me` stands in `game`: its worth against its rivals' (the strongest counts most).
///
/// Positive means ahead. Used by the broker to compare actions and by `hint` to explain a
/// choice.
pub fn standing(game: &Game, me: PlayerId) -> f64 {
    Snapshot::<MAX_PLAYERS>::of(&game.view(me), &mut ChainValues::none()).standing(me)
}

/// The broker's estimate of every player's worth (see the module notes), indexed by player;
/// seats beyond the player count are 0.
pub fn worths(game: &Game) -> [f64; MAX_PLAYERS] {
    Snapshot::<MAX_PLAYERS>::of(&game.view(game.current_player()), &mut ChainValues::none()).worths()
}

// ----- Decisions ------------------------------------------------------------------------------

/// The broker's choice where it needs no game to look ahead in, only the view:
///
/// - a purchase, when announcing the end is not possible, depends on cash, prices and the
///   bank alone;
/// - the view tells what founding a chain leads to ([`SeatView::quiet_outcome`]).
///
/// `None` for every other decision. (A placement needs a game only for some tiles, and
/// [`place`] imagines one only then.)
fn choose_from_view<const LANES: usize>(view: &SeatView, work: &mut Thinking<LANES>) -> Option<Action> {
    match view.decision() {
        Decision::BuyShares { remaining, .. } if !view.can_announce() => {
            Some(best_share(view, remaining, work))
        }
        Decision::FoundChain { .. } => Some(found(view, work)),
        _ => None,
    }
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
        apply(copy, action, &mut work.events);
        settle(copy, &mut work.events);
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

/// Picks the tile whose placement, followed by greedy buying, leaves the view's seat best
/// placed. What a tile leads to is told by the view where it can ([`SeatView::quiet_outcome`],
/// and for a tile that founds a chain [`SeatView::quiet_founding`], founding the chain
/// [`settle`] would), and otherwise worked out in the game `ahead` gives, which is needed only
/// then: for a tile that merges chains, or a lone tile while no chain is on the board.
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
    best.map_or(Action::Announce, |(_, action)| action)
}

/// What placing `tile` (whose status is `status`) leads to for the view's seat, whose
/// belongings are `now`: told by the view if the placement is quiet, and otherwise worked out
/// in the game `ahead` gives.
fn tile_outcome<const LANES: usize>(
    view: &SeatView,
    now: &SnapshotKey<LANES>,
    tile: Tile,
    status: TileStatus,
    ahead: &mut Ahead,
    work: &mut Thinking<LANES>,
) -> Outcome<LANES> {
    let quiet = match status {
        // Founding the chain `settle` would found after the tile, so that the tile is judged
        // exactly as it would be in a copied game.
        TileStatus::Founds => view.quiet_founding(tile, default_founding(view.board())),
        _ => view.quiet_outcome(Action::Place(tile)),
    };
    match quiet {
        Some(quiet) => (now.after(view, &quiet), quiet.next),
        None => placement_outcome(ahead.game(), view.seat(), tile, work),
    }
}

/// What placing `tile` in `game` leads to, for `me`: the belongings once what follows is
/// settled, and the decision then.
fn placement_outcome<const LANES: usize>(
    game: &Game,
    me: PlayerId,
    tile: Tile,
    work: &mut Thinking<LANES>,
) -> Outcome<LANES> {
    let copy = copy_into(&mut work.copy, game);
    apply(copy, Action::Place(tile), &mut work.events);
    settle(copy, &mut work.events);
    (SnapshotKey::of(&copy.view(me)), copy.decision())
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

/// The chain to found that leaves the view's seat best placed (the first on ties). The view
/// tells what each founding leads to ([`SeatView::quiet_outcome`]).
fn found<const LANES: usize>(view: &SeatView, work: &mut Thinking<LANES>) -> Action {
    let (me, now) = (view.seat(), SnapshotKey::of(view));
    let free = Chain::ALL.into_iter().filter(|c| !view.board().is_on_board(*c));
    let best = first_best(free.map(Action::Found), |action| {
        let quiet = view.quiet_outcome(action).expect("founding a chain is quiet");
        Some(Snapshot::from_key(now.after(view, &quiet), &mut work.values).standing(me))
    });
    best.expect("a chain can be founded only while one is free")
}

/// In the buy step: announce if that wins, else buy the share that helps most, else end.
fn buy<const LANES: usize>(game: &Game, me: PlayerId, remaining: u8, work: &mut Thinking<LANES>) -> Action {
    if game.can_announce() && announcing_wins(game, me, work) {
        return Action::Announce;
    }
    best_share(&game.view(me), remaining, work)
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
fn announcing_wins<const LANES: usize>(game: &Game, me: PlayerId, work: &mut Thinking<LANES>) -> bool {
    let copy = copy_into(&mut work.copy, game);
    apply(copy, Action::Announce, &mut work.events);
    apply(copy, Action::EndTurn, &mut work.events);
    let ranking = copy.ranking();
    ranking[0].1 == me && ranking.get(1).is_none_or(|(rank, _)| *rank > 1)
}

/// The disposals worth comparing: sell all, keep all, trade as many as allowed selling or
/// keeping the rest, and trade half of that selling the rest. `max_trade` is even (two shares
/// per survivor share), and so is its half rounded down to an even number, `max_trade / 4 * 2`.
pub fn dispose_options(held: u8, max_trade: u8) -> impl Iterator<Item = Action> {
    let half = max_trade / 4 * 2;
    [(held, 0), (0, 0), (held - max_trade, max_trade), (0, max_trade), (held - half, half)]
        .into_iter()
        .map(|(sell, trade)| Action::Dispose { sell, trade })
}

// ----- Looking ahead --------------------------------------------------------------------------

/// Makes the game kept in `slot` a copy of `game` and answers it. Copying into the same game
/// again and again reuses its lists, so that trying an action allocates nothing.
fn copy_into<'w>(slot: &'w mut Option<Game>, game: &Game) -> &'w mut Game {
    let copy = slot.get_or_insert_with(|| game.clone());
    copy.clone_from(game);
    copy
}

/// Applies an action the broker generated itself (so it is legal). The events are not looked
/// at: `events` is a buffer used again and again, so that trying an action allocates nothing.
fn apply(game: &mut Game, action: Action, events: &mut Vec<Event>) {
    events.clear();
    game.apply_into(action, events).expect("the broker only looks at legal actions");
}

/// Runs the rest of a merger or founding with simple defaults, until someone must place or
/// buy (or the game is over).
fn settle(game: &mut Game, events: &mut Vec<Event>) {
    loop {
        let action = match game.decision() {
            Decision::FoundChain { .. } => Action::Found(default_founding(game.board())),
            Decision::ChooseSurvivor { candidates, .. } => {
                Action::Survivor(candidates.iter().next().expect("tied chains"))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                Action::Defunct(candidates.iter().next().expect("tied chains"))
            }
            Decision::Dispose { held, max_trade, survivor, price, .. } => {
                let trade_pays = game.board().share_price(survivor) >= 2 * price;
                let trade = if trade_pays { max_trade } else { 0 };
                Action::Dispose { sell: held - trade, trade }
            }
            _ => return,
        };
        apply(game, action, events);
    }
}

/// The chain [`settle`] founds: the last one not on `board`, which must have one free.
fn default_founding(board: &Board) -> Chain {
    let free = Chain::ALL.into_iter().rev().find(|c| !board.is_on_board(*c));
    free.expect("a chain can be founded only while one is free")
}

// ----- Judging a position ---------------------------------------------------------------------

/// The public belongings the broker judges a position by (R19: no hands, no pool order), in a
/// small copyable form so that trying out a purchase costs next to nothing.
///
/// Beside the belongings it keeps what each chain adds to each player's worth. A purchase
/// changes one chain's holdings and bank, and the buyer's cash, so trying one out values that
/// chain again and nothing else; a player's worth is then a short sum.
#[derive(Clone, Copy, Debug)]
struct Snapshot<const LANES: usize> {
    players: usize,
    stage: Stage,
    /// Whether the game is over: then only cash counts.
    over: bool,
    cash: [u32; LANES],
    chains: [ChainState; CHAIN_COUNT],
    /// The chains that add to a worth: those on the board, none once the game is over.
    valued: ChainSet,
    /// What each valued chain adds to each player's worth, kept up to date with `chains`;
    /// nothing (every part 0) for the chains not valued, so that a sum may add every chain.
    chain_worths: [ChainWorth<LANES>; CHAIN_COUNT],
}

/// The parts of a [`Snapshot`] the rest of it is worked out from, `left` as its bits: two
/// snapshots with equal keys are judged alike in every way. Small beside a snapshot, so a
/// planned buy is looked up by its key without valuing a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SnapshotKey<const LANES: usize> {
    players: usize,
    over: bool,
    cash: [u32; LANES],
    chains: [ChainState; CHAIN_COUNT],
    valued: ChainSet,
    left: u64,
}

/// How far the game has come, as far as the value of a chain is concerned.
#[derive(Clone, Copy, Debug)]
struct Stage {
    /// How much of the game is still to come, from 1 (start) to 0 (the end is near).
    left: f64,
    /// How many hotels an unsafe chain is expected to grow by before it pays out.
    growth: u8,
}

/// One chain as the broker sees it: how many shares each player holds (the seats beyond the
/// player count hold none), how many the bank has left, its size and whether it is safe.
///
/// All of it is the eight bytes of one number, `counts`: byte `p` is seat `p`'s holding,
/// byte 6 the bank, and byte 7 the size (at most 108 hotels, so seven bits) with the top bit
/// set if the chain is safe. So buying a share is one addition and one subtraction, two
/// states compare in one step, and a state is copied as one number. Why not nine fields? The
/// broker changes a state and reads it again at once, whole (to look its value up). Changed
/// byte by byte in memory, the eight bytes would have to be written out before they could be
/// read back as one number, and the processor would wait for that every time; a number
/// changed in a register is ready at once.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct ChainState {
    counts: u64,
}

/// Where the bank's count, the size and whether the chain is safe sit in
/// [`ChainState::counts`] (as a bit offset).
const BANK_BITS: u32 = 8 * MAX_PLAYERS as u32;
const SIZE_BITS: u32 = BANK_BITS + 8;
const SAFE_BIT: u32 = 63;

impl ChainState {
    /// A chain nobody holds a share of, with `bank` shares in the bank, off the board.
    fn with_bank(bank: u8) -> ChainState {
        ChainState { counts: (bank as u64) << BANK_BITS }
    }

    /// How many shares each of the first `LANES` seats holds (at most [`MAX_PLAYERS`]).
    fn holdings<const LANES: usize>(&self) -> [u8; LANES] {
        let bytes = self.counts.to_le_bytes();
        std::array::from_fn(|p| bytes[p])
    }

    /// How many shares the bank has left.
    fn bank(&self) -> u8 {
        (self.counts >> BANK_BITS) as u8
    }

    /// How many hotels the chain has (0 when it is not on the board).
    fn size(&self) -> u8 {
        (self.counts >> SIZE_BITS) as u8 & 0x7f
    }

    /// Whether the chain is safe (R15).
    fn safe(&self) -> bool {
        self.counts >> SAFE_BIT == 1
    }

    /// This state with `held` shares for `player` (who held none before).
    fn holding(self, player: PlayerId, held: u8) -> ChainState {
        debug_assert!(
            player < MAX_PLAYERS && self.holdings::<MAX_PLAYERS>()[player] == 0,
            "seat {player} set twice"
        );
        ChainState { counts: self.counts | (held as u64) << (8 * player) }
    }

    /// This state once `player` has taken a share from the bank, which must have one. The
    /// holding stays at most 25 (a chain has 25 shares), and the bank, which had at least one,
    /// at least 0: so neither count carries into its neighbour or borrows from it.
    fn bought_by(self, player: PlayerId) -> ChainState {
        // Checked in test builds, as the `u8` counts were checked before they were packed.
        debug_assert!(player < MAX_PLAYERS && self.bank() > 0, "seat {player} bought from an empty bank");
        let counts = self.counts + (1 << (8 * player)) - (1 << BANK_BITS);
        ChainState { counts }
    }

    /// This state with the chain `size` hotels big (at most 127) and `safe` or not.
    fn on_board(self, size: u8, safe: bool) -> ChainState {
        debug_assert!(size < 0x80, "a chain of {size} hotels");
        let byte = (size as u64) << SIZE_BITS | (safe as u64) << SAFE_BIT;
        ChainState { counts: self.counts & !(0xff << SIZE_BITS) | byte }
    }
}

/// Shows the counts one by one, not the number they are packed into.
impl std::fmt::Debug for ChainState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChainState")
            .field("holdings", &self.holdings::<MAX_PLAYERS>())
            .field("bank", &self.bank())
            .field("size", &self.size())
            .field("safe", &self.safe())
            .finish()
    }
}

/// What one chain adds to each player's worth: their shares at the price the chain is
/// expected to reach, and their bonus weighted by how sure it is.
///
/// The two parts are kept apart because a worth adds them one after the other, chain after
/// chain, and a sum of floating-point numbers can change in its last digit when the order of
/// its terms does: the broker's choices must not.
#[derive(Clone, Copy, Debug)]
struct ChainWorth<const LANES: usize> {
    shares: [f64; LANES],
    bonus: [f64; LANES],
}

impl<const LANES: usize> ChainWorth<LANES> {
    /// A chain that adds nothing to any worth (one not valued).
    const ZERO: ChainWorth<LANES> = ChainWorth { shares: [0.0; LANES], bonus: [0.0; LANES] };
}

impl<const LANES: usize> Snapshot<LANES> {
    /// What `view`'s seat sees of everyone's belongings (all of it public).
    fn of(view: &SeatView, values: &mut ChainValues<LANES>) -> Snapshot<LANES> {
        Snapshot::from_key(SnapshotKey::of(view), values)
    }

    /// The snapshot of the belongings `key` holds, each valued chain valued.
    fn from_key(key: SnapshotKey<LANES>, values: &mut ChainValues<LANES>) -> Snapshot<LANES> {
        let SnapshotKey { players, over, cash, chains, valued, left } = key;
        // The very `left` the key was made from: bits turn back into the same number.
        let left = f64::from_bits(left);
        let mut snapshot = Snapshot {
            players,
            stage: Stage { left, growth: (4.0 * left).round() as u8 },
            over,
            cash,
            chains,
            valued,
            chain_worths: [ChainWorth::ZERO; CHAIN_COUNT],
        };
        for chain in valued.iter() {
            let c = chain.index();
            snapshot.chain_worths[c] = *values.value(chain, &chains[c], snapshot.stage);
        }
        snapshot
    }

    /// What everything the broker works out from this snapshot follows from.
    fn key(&self) -> SnapshotKey<LANES> {
        let Snapshot { players, over, cash, chains, valued, .. } = *self;
        SnapshotKey { players, over, cash, chains, valued, left: self.stage.left.to_bits() }
    }

    /// `me`'s worth against its rivals' (see [`standing_among`]).
    fn standing(&self, me: PlayerId) -> f64 {
        standing_among(&self.worths(), me, self.players)
    }

    /// Every player's worth.
    fn worths(&self) -> [f64; LANES] {
        self.sum_worths(self.cash_worths(), |chain| &self.chain_worths[chain.index()])
    }

    /// What `cash` adds to a worth: itself, and a reserve while the game goes on.
    fn cash_worth(&self, cash: u32) -> f64 {
        let cash = cash as f64;
        let reserve = if self.over { 0.0 } else { 0.25 * cash.min(3000.0 * self.stage.left) };
        cash + reserve
    }

    /// What each player's cash adds to their worth ([`Snapshot::cash_worth`]).
    fn cash_worths(&self) -> [f64; LANES] {
        self.cash.map(|cash| self.cash_worth(cash))
    }

    /// Every player's worth, from what their cash adds (`cash_worths`) and with `chain_worth`
    /// telling what each chain adds: chain by chain the shares and the bonus (see
    /// [`ChainWorth`] for why in this order).
    ///
    /// The seats beyond the player count have no cash and nothing added, so they come to 0,
    /// and the chains not valued add 0 (see [`Snapshot::chain_worths`]). Summing all of them
    /// keeps the loops of fixed length, which the compiler unrolls into a few wide
    /// instructions with no branch. Adding 0 changes no sum here, to the last digit: no worth
    /// is negative, and only -0.0 + 0.0 would come out otherwise.
    fn sum_worths<'a>(
        &self,
        cash_worths: [f64; LANES],
        chain_worth: impl Fn(Chain) -> &'a ChainWorth<LANES>,
    ) -> [f64; LANES] {
        let mut worths = cash_worths;
        for chain in Chain::ALL {
            let added = chain_worth(chain);
            for (p, worth) in worths.iter_mut().enumerate() {
                *worth += added.shares[p];
                *worth += added.bonus[p];
            }
        }
        worths
    }

    /// The chains `me` may buy a share of: on the board, in the bank, affordable.
    ///
    /// Each test is worked out whole (`&`, not `&&`) and the answers are gathered as bits, so
    /// there is no branch for each chain: whether a chain can be bought follows no pattern the
    /// processor could learn, and each wrong guess costs it the work it did ahead.
    fn buyable(&self, me: PlayerId) -> ChainSet {
        let bits = Chain::ALL.into_iter().fold(0, |bits, chain| {
            let state = &self.chains[chain.index()];
            let size = state.size();
            let can = (size > 0) & (state.bank() > 0) & (self.cash[me] >= chain.share_price(size));
            bits | (can as u8) << chain.index()
        });
        ChainSet::from_bits(bits)
    }

    /// Buys up to `count` shares for `me`, one best buy after the other, as long as one is
    /// worth it, and answers `me`'s standing after the purchase. Each step goes to
    /// `work.trying`.
    fn buy_greedily(&mut self, me: PlayerId, count: u8, work: &mut Thinking<LANES>) -> f64 {
        let mut standing = self.standing(me);
        let mut bought = BoughtWorths::default();
        for _ in 0..count {
            let best = self.best_buy(me, standing, &mut bought, &mut work.values);
            let share = best.as_ref().map(|buy| buy.chain);
            work.trying.push(PurchaseStep { buyer: me, before: self.key(), share });
            let Some(BestShare { chain, standing: after }) = best else { break };
            self.cash = with_lane(self.cash, me, self.cash_after_buying(me, chain));
            self.chains[chain.index()] = self.state_after_buying(me, chain);
            // Only the chain bought stands otherwise: buying another share of it is valued anew.
            self.chain_worths[chain.index()] = bought[chain.index()].take().expect("valued by best_buy");
            // The very sum `self.standing(me)` would work out now.
            standing = after;
        }
        standing
    }

    /// The share worth buying most, if any improves `me`'s standing (`base` now) by
    /// [`BUY_THRESHOLD`]. What a chain adds once a share of it is bought is taken from
    /// `bought` where it is there, and kept there for the next step of a purchase (and for
    /// the share found best, which adds it).
    fn best_buy(
        &self,
        me: PlayerId,
        base: f64,
        bought: &mut BoughtWorths<LANES>,
        values: &mut ChainValues<LANES>,
    ) -> Option<BestShare> {
        // The gain to beat (the threshold, then the best gain so far, which beat it), and the
        // best share so far (`NO_CHAIN` while there is none) with its standing.
        let (mut bar, mut best, mut best_standing) = (BUY_THRESHOLD, NO_CHAIN, 0.0);
        // Buying changes only the buyer's cash: the others' cash adds the same whatever is bought.
        let cash_worths = self.cash_worths();
        for chain in self.buyable(me).iter() {
            let state = self.state_after_buying(me, chain);
            let worth =
                &*bought[chain.index()].get_or_insert_with(|| *values.value(chain, &state, self.stage));
            let my_cash = self.cash_worth(self.cash_after_buying(me, chain));
            let worths = self.sum_worths(with_lane(cash_worths, me, my_cash), |c| {
                if c == chain { worth } else { &self.chain_worths[c.index()] }
            });
            let standing = standing_among(&worths, me, self.players);
            // Which share is best so far is kept by picking bits, not by a branch: which one
            // wins follows no pattern, so the processor would often guess it wrong.
            let gain = standing - base;
            let better = gain > bar;
            bar = pick_bits(better, gain, bar);
            best_standing = pick_bits(better, standing, best_standing);
            best = if better { chain.index() } else { best };
        }
        Chain::from_index(best).map(|chain| BestShare { chain, standing: best_standing })
    }

    /// `me`'s cash once it has paid for a share of `chain`.
    fn cash_after_buying(&self, me: PlayerId, chain: Chain) -> u32 {
        self.cash[me] - chain.share_price(self.chains[chain.index()].size())
    }

    /// How `chain` stands once `me` has bought a share of it from the bank.
    fn state_after_buying(&self, me: PlayerId, chain: Chain) -> ChainState {
        self.chains[chain.index()].bought_by(me)
    }
}

/// What each chain adds to each worth once the buyer has bought a share of it, for the chains
/// worked out so far in a purchase (see [`Snapshot::best_buy`]). A share bought changes
/// neither the stage nor the other chains, and cash adds to a worth apart, so what buying
/// into one chain would add stays right through a purchase until a share of that very chain
/// is bought.
type BoughtWorths<const LANES: usize> = [Option<ChainWorth<LANES>>; CHAIN_COUNT];

/// The share worth buying most: its chain and the buyer's standing once it is bought (what
/// the chain adds to each worth then is in the [`BoughtWorths`] it was found with).
struct BestShare {
    chain: Chain,
    standing: f64,
}

/// No chain's index, for [`Snapshot::best_buy`] while no share is worth buying.
const NO_CHAIN: usize = CHAIN_COUNT;

/// `a` if `pick`, else `b`, picked bit by bit (`mask` has every bit set, or none), so that no
/// branch is needed: an `if` choosing between two numbers may well become one.
fn pick_bits(pick: bool, a: f64, b: f64) -> f64 {
    let mask = (pick as u64).wrapping_neg();
    f64::from_bits(a.to_bits() & mask | b.to_bits() & !mask)
}

/// `lanes` with lane `me` set to `value` (everyone's cash, or what it adds to their worth,
/// once `me` has paid for a share).
///
/// Built lane by lane, which the compiler does in registers, rather than by writing the one
/// lane into a copy: the copy is read whole at once (the sums over all lanes that follow do),
/// and a number written on its own into memory cannot be read back as part of a wider one
/// until the write is done. The processor would wait for it at every share tried.
fn with_lane<T: Copy, const LANES: usize>(lanes: [T; LANES], me: PlayerId, value: T) -> [T; LANES] {
    std::array::from_fn(|p| if p == me { value } else { lanes[p] })
}

/// `me`'s worth against its rivals' in `worths`: 60% the strongest rival, 40% their average.
fn standing_among<const LANES: usize>(worths: &[f64; LANES], me: PlayerId, players: usize) -> f64 {
    let rivals = (0..players).filter(|&p| p != me).map(|p| worths[p]);
    // Worths are never NaN, so a plain comparison finds the strongest as `f64::max` would.
    let (best, sum) = rivals.fold((f64::MIN, 0.0), |(b, s), w| (if w > b { w } else { b }, s + w));
    worths[me] - (0.6 * best + 0.4 * sum / (players - 1) as f64)
}

/// What `chain` adds to each player's worth when it stands as `state` at `stage`: their shares
/// at the price it is expected to reach, and the bonuses it would pay at that price (R8,
/// R14.4.1) weighted by how sure each is.
fn value_chain<const LANES: usize>(chain: Chain, state: &ChainState, stage: Stage) -> ChainWorth<LANES> {
    let growth = if state.safe() { 0 } else { stage.growth };
    let expected = state.size() + growth;
    let price = chain.share_price(expected) as f64;
    // Seats beyond the player count hold nothing, are paid nothing and chase nobody, so the
    // whole array serves, and its fixed length lets the compiler unroll the loops.
    let holdings = &state.holdings::<LANES>();
    let mut worth = ChainWorth::ZERO;
    for (p, &held) in holdings.iter().enumerate() {
        worth.shares[p] = held as f64 * price;
    }
    let (majority, minority) = (chain.majority_bonus(expected), chain.minority_bonus(expected));
    // Everyone in a group holds as many shares, so each is as sure of the same bonus. A group
    // not paid stands as holding 0 shares and paid 0, which is what a player holding none gets.
    let paid = |group: Option<BonusGroup>| {
        group.map_or((0, 0.0), |group| {
            (group.count, group.amount as f64 * sureness(&group, state.bank(), stage.left))
        })
    };
    let [majors, minors] = bonus_groups(holdings, majority, minority).map(paid);
    for (bonus, &held) in worth.bonus.iter_mut().zip(holdings) {
        *bonus = if held == majors.0 {
            majors.1
        } else if held == minors.0 {
            minors.1
        } else {
            0.0
        };
    }
    worth
}

impl<const LANES: usize> SnapshotKey<LANES> {
    /// The key of what `view`'s seat sees of everyone's belongings.
    fn of(view: &SeatView) -> SnapshotKey<LANES> {
        let players = view.player_count();
        debug_assert!(players <= LANES, "{players} players in {LANES} lanes");
        let mut cash = [0; LANES];
        let mut chains = Chain::ALL.map(|chain| ChainState::with_bank(view.bank_shares(chain)));
        for (p, cash) in cash.iter_mut().enumerate().take(players) {
            *cash = view.cash(p);
            for (state, held) in chains.iter_mut().zip(view.share_counts(p)) {
                *state = state.holding(p, held);
            }
        }
        let over = view.is_over();
        let mut key = SnapshotKey { players, over, cash, chains, valued: ChainSet::EMPTY, left: 0 };
        key.set_board(view, view.board(), view.can_announce());
        key
    }

    /// This key once `quiet` has happened in `view`'s game, a placement or a founding by the
    /// seat that changed only the board and the founder's shares.
    ///
    /// `self` must be the key of `view` as it stands ([`SnapshotKey::of`]).
    fn after(&self, view: &SeatView, quiet: &QuietOutcome) -> SnapshotKey<LANES> {
        let mut key = *self;
        key.set_chains(&quiet.board);
        // The stage changes only with the largest chain and with whether the end may be
        // announced (see `game_left`), and most tiles change neither: then it is not worked
        // out again (that takes two divisions).
        let (board, announce) = (view.board(), view.can_announce());
        if quiet.board.largest_size() != board.largest_size() || quiet.can_announce != announce {
            key.left = game_left(view, &quiet.board, quiet.can_announce).to_bits();
        }
        if let Some(chain) = quiet.founder_share {
            let state = &mut key.chains[chain.index()];
            *state = state.bought_by(view.seat());
        }
        key
    }

    /// Sets the chains as they stand on `board` in `view`'s game, and the stage then (the end
    /// may be announced if `can_announce`). Changed in place: a key is copied as seldom as can be.
    fn set_board(&mut self, view: &SeatView, board: &Board, can_announce: bool) {
        self.set_chains(board);
        self.left = game_left(view, board, can_announce).to_bits();
    }

    /// Sets the chains as they stand on `board`, leaving the stage as it is.
    fn set_chains(&mut self, board: &Board) {
        for (chain, state) in Chain::ALL.into_iter().zip(&mut self.chains) {
            *state = state.on_board(board.size(chain), board.is_safe(chain));
        }
        self.valued = if self.over { ChainSet::EMPTY } else { board.chains_on_board() };
    }
}

// ----- Remembering chain values ---------------------------------------------------------------

/// What a broker thinks with, kept from one decision to the next: one [`Thinking`] for games
/// of up to four players (in four lanes, see the module notes) and one for games of five or
/// six. Only the one a game needs is ever filled, so the other costs nothing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Workspace {
    four: Thinking<4>,
    six: Thinking<MAX_PLAYERS>,
}

/// The part of a [`Workspace`] for a game's number of lanes (see [`Workspace::lanes`]).
///
/// Each way into the broker ([`Broker`]'s `decide`, [`choose`], [`decide_with`]) matches on
/// it and calls the same generic function in both arms: the arms differ in type (four lanes or
/// six), so the call is written twice, once for each.
enum Lanes<'w> {
    Four(&'w mut Thinking<4>),
    Six(&'w mut Thinking<MAX_PLAYERS>),
}

impl Workspace {
    /// The part to think in for a game of `players`: four lanes for up to four players, else six.
    fn lanes(&mut self, players: usize) -> Lanes<'_> {
        if players <= 4 { Lanes::Four(&mut self.four) } else { Lanes::Six(&mut self.six) }
    }
}

/// What a broker thinks with in games of up to `LANES` players: the chain values it has
/// worked out, the purchase it planned with its last tile, and games and buffers used again
/// and again so that trying an action allocates nothing.
#[derive(Clone, Debug, Default)]
struct Thinking<const LANES: usize> {
    values: ChainValues<LANES>,
    /// The steps of the greedy purchase after the tile chosen last (see [`best_share`]).
    planned: Vec<PurchaseStep<LANES>>,
    /// The steps of the purchase after the tile being tried.
    trying: Vec<PurchaseStep<LANES>>,
    /// The events of the actions tried, never looked at.
    events: Vec<Event>,
    /// The copy an action is tried in.
    copy: Option<Game>,
    /// The actions tried so far in a decision [`best_of`] takes.
    tried: Vec<Action>,
    /// What the tiles tried so far in a placement led to (see [`placement_value`]).
    outcomes: Vec<Outcome<LANES>>,
}

/// What a placement leads to: the belongings, and the decision next.
type Outcome<const LANES: usize> = (SnapshotKey<LANES>, Decision);

/// One step of a greedy purchase: the share `buyer` found best to buy (if any) in a position.
/// The best buy depends on nothing but the position, so the step answers for any snapshot
/// with the same key.
#[derive(Clone, Copy, Debug)]
struct PurchaseStep<const LANES: usize> {
    buyer: PlayerId,
    before: SnapshotKey<LANES>,
    share: Option<Chain>,
}

/// The chain values a broker has worked out ([`value_chain`]), remembered by everything a
/// value depends on: the chain, its state and the stage of the game. Thinking a move through
/// asks for the same few again and again (most chains stay as they were whichever tile is
/// tried, and a share tried first is often tried again after another one), so most are
/// found here instead of being worked out anew.
///
/// A table of fixed size: each chain value has one slot, picked by hashing its key, and a new
/// value takes the slot of whatever was there. A value found here is the one
/// [`value_chain`] would answer, so remembering changes no choice.
#[derive(Clone)]
struct ChainValues<const LANES: usize> {
    /// Empty until the first value is remembered, then [`SLOTS`] long; a slot not used yet
    /// holds [`ValueKey::NONE`].
    slots: Vec<Slot<LANES>>,
    /// Whether values are remembered at all (not for a position judged once).
    remembers: bool,
    /// The value worked out last when nothing is remembered.
    last: ChainWorth<LANES>,
}

/// One remembered chain value and its key, in two cache lines of their own (64 bytes each):
/// a look-up reads two lines, where a key and its value kept in lists apart would take up to four.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Slot<const LANES: usize> {
    key: ValueKey,
    worth: ChainWorth<LANES>,
}

// Checked as the program is built: a slot is exactly two cache lines, and starts one.
const _: () = assert!(size_of::<Slot<4>>() == 128 && align_of::<Slot<4>>() == 64);
const _: () = assert!(size_of::<Slot<MAX_PLAYERS>>() == 128 && align_of::<Slot<MAX_PLAYERS>>() == 64);

/// How many chain values a [`ChainValues`] holds: a power of two, so that a slot is picked by
/// the top bits of a hashed key.
///
/// Why not more? A bigger table forgets fewer values (with 4,096 slots a third as many are
/// worked out again), yet the broker measured slower with one: 256 slots of 128 bytes are
/// 32 KB, the first cache of the processor it was measured on, and a look-up that waits for
/// a slower cache costs more than working many values out again.
const SLOTS: usize = 256;

/// Everything [`value_chain`] depends on, packed into numbers that compare at once: the
/// chain's counts (see [`ChainState`]: its size, bank and holdings, and whether it is safe),
/// the chain itself, and the stage by `left` alone (the growth is worked out from it), as its
/// bits: equal bits, equal stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ValueKey {
    counts: u64,
    chain: u8,
    left: u64,
}

impl<const LANES: usize> ChainValues<LANES> {
    /// What `chain` adds to each player's worth when it stands as `state` at `stage`.
    fn value(&mut self, chain: Chain, state: &ChainState, stage: Stage) -> &ChainWorth<LANES> {
        if !self.remembers {
            self.last = value_chain(chain, state, stage);
            return &self.last;
        }
        if self.slots.is_empty() {
            self.slots = vec![Slot { key: ValueKey::NONE, worth: ChainWorth::ZERO }; SLOTS];
        }
        let key = ValueKey::of(chain, state, stage);
        let slot = &mut self.slots[key.slot()];
        if slot.key != key {
            slot.key = key;
            slot.worth = value_chain(chain, state, stage);
        }
        &slot.worth
    }

    /// A table that remembers nothing, for a position judged once.
    fn none() -> ChainValues<LANES> {
        ChainValues { slots: Vec::new(), remembers: false, last: ChainWorth::ZERO }
    }
}

impl<const LANES: usize> Default for ChainValues<LANES> {
    /// No value remembered yet (and nothing allocated).
    fn default() -> ChainValues<LANES> {
        ChainValues { slots: Vec::new(), remembers: true, last: ChainWorth::ZERO }
    }
}

/// Shows how many values are remembered, not the values.
impl<const LANES: usize> std::fmt::Debug for ChainValues<LANES> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let remembered = self.slots.iter().filter(|slot| slot.key != ValueKey::NONE).count();
        f.debug_struct("ChainValues").field("remembered", &remembered).finish()
    }
}

impl ValueKey {
    /// The key of no chain value (no chain has this number), in the slots not used yet.
    const NONE: ValueKey = ValueKey { counts: 0, chain: u8::MAX, left: 0 };

    fn of(chain: Chain, state: &ChainState, stage: Stage) -> ValueKey {
        ValueKey { counts: state.counts, chain: chain.index() as u8, left: stage.left.to_bits() }
    }

    /// The key's slot in a table of [`SLOTS`], by Fibonacci hashing: the key's parts folded
    /// into one number, multiplied by 2^64 divided by the golden ratio, and the top bits of the
    /// product taken (a multiplication carries every bit of a number into the top ones). A full
    /// mix such as [`parallel::mix`] takes three multiplications, and measured no fewer values
    /// worked out again: 531,584 in 500 games of four brokers, against 528,590 this way.
    fn slot(&self) -> usize {
        let folded = self.counts ^ self.left.rotate_left(17) ^ self.chain as u64;
        (folded.wrapping_mul(parallel::GOLDEN_GAMMA) >> (64 - SLOTS.trailing_zeros())) as usize
    }
}

/// How much of `view`'s game is still to come with the chains as on `board`, from 1 (start)
/// to 0 (the end is near): the pool runs down, and the end can be announced once chains grow
/// big or safe (R16; `can_announce` says whether it can now).
fn game_left(view: &SeatView, board: &Board, can_announce: bool) -> f64 {
    let players = view.player_count();
    let dealt = TILE_COUNT - 7 * players;
    let pool_left = view.pool_len() as f64 / dealt as f64;
    let size_left = 1.0 - board.largest_size() as f64 / view.options().end_size() as f64;
    let announce_left = if can_announce { 0.15 } else { 1.0 };
    pool_left.min(size_left).min(announce_left).clamp(0.0, 1.0)
}

/// How sure the bonus of a `group` of holders is, from 0 to 1: surer late in the game, and
/// when the next holder down cannot close the gap with the shares the bank has left (a
/// holder tied with another has no lead at all). The second part is [`hold_weight`], looked
/// up in [`HOLD_WEIGHTS`].
fn sureness(group: &BonusGroup, bank: u8, left: f64) -> f64 {
    let lead = if group.holders > 1 { 0 } else { group.count - group.below };
    let timing = 0.5 + 0.5 * (1.0 - left);
    timing * HOLD_WEIGHTS[lead as usize][bank.min(REACHABLE) as usize]
}

/// How many of the bank's shares a rival is taken to be able to buy before a chain pays out.
const REACHABLE: u8 = SHARES_PER_CHAIN / 4;

/// How much a bonus counts for how safe its holder's lead is: 0.65, plus up to 0.35 the
/// surer the lead (from about 0.68 with no lead and six or more shares left to buy, to 1 when
/// the lead cannot be caught or no share is left). `lead` is how many shares the holder has more
/// than the next one down, and `reachable` how many the bank has left that they could buy
/// (up to [`REACHABLE`]); with none left the lead is safe.
const fn hold_weight(lead: u8, reachable: u8) -> f64 {
    let hold = if reachable == 0 {
        1.0
    } else {
        let hold = (lead as f64 + 0.5) / (reachable as f64 + 0.5);
        if hold < 1.0 { hold } else { 1.0 }
    };
    0.65 + 0.35 * hold
}

/// [`hold_weight`] for every lead (a holder has at most [`SHARES_PER_CHAIN`] shares) and every
/// number of reachable shares, worked out once, as the program is built (`const`). The
/// broker needs one for each bonus of each chain it values, and a division takes the
/// processor longer than a look-up. Worked out at build time, the same steps give
/// the very same numbers as at run time (a test checks every one).
const HOLD_WEIGHTS: [[f64; REACHABLE as usize + 1]; SHARES_PER_CHAIN as usize + 1] = {
    let mut table = [[0.0; REACHABLE as usize + 1]; SHARES_PER_CHAIN as usize + 1];
    let mut lead = 0;
    // `for` loops are not allowed in a `const`, so these are `while` loops.
    while lead <= SHARES_PER_CHAIN {
        let mut reachable = 0;
        while reachable <= REACHABLE {
            table[lead as usize][reachable as usize] = hold_weight(lead, reachable);
            reachable += 1;
        }
        lead += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::rules::{BonusKind, Options};

    fn game(players: usize, seed: u64) -> Game {
        let seats = (0..players).map(|i| format!("P{i}"));
        Game::new(seats, seed, Options::default()).unwrap().0
    }

    /// Plays `count` games of brokers (2 to 6 players, seeds from 0), showing `look` the game
    /// and the deciding seat's view before each decision.
    fn at_every_decision(count: u64, mut look: impl FnMut(&Game, &SeatView)) {
        for seed in 0..count {
            let mut game = game(2 + seed as usize % 5, seed);
            while let Some(seat) = game.decision().player() {
                let action = {
                    let view = game.view(seat);
                    look(&game, &view);
                    Broker::default().decide(&view)
                };
                game.apply(action).unwrap();
            }
        }
    }

    #[test]
    fn r16_broker_announces_only_when_it_would_win() {
        let mut checked = 0;
        for seed in 0..30 {
            let mut game = game(3, seed);
            while !game.is_over() {
                let action = decide(&game);
                if action == Action::Announce {
                    let me = game.current_player();
                    assert!(announcing_wins(&game, me, &mut Thinking::<4>::default()));
                    checked += 1;
                }
                apply(&mut game, action, &mut Vec::new());
            }
        }
        assert!(checked > 0, "brokers never announced in 30 games");
    }

    #[test]
    fn r19_the_choice_does_not_depend_on_how_the_unseen_tiles_lie() {
        // A broker deals the unseen tiles in board order; `choose` shuffles them first.
        at_every_decision(10, |_, view| {
            let plain = Broker::default().decide(view);
            for deal in 0..3 {
                assert_eq!(choose(view, &mut Xoshiro256PlusPlus::seed_from_u64(deal)), plain, "{view:?}");
            }
        });
    }

    #[test]
    fn v3_with_the_market_the_imagined_draw_is_not_always_the_highest_unseen_tile() {
        // The market's draw is the pool's next tile. Dealt in board order, that was
        // the highest unseen tile at every decision; shuffled, it is any of them, and the same
        // view imagines the same game.
        let (mut highest, mut views) = (0, 0);
        for seed in 0..6 {
            let options = Options { market: true, ..Options::default() };
            let mut game = Game::new(["P0", "P1"], seed, options).unwrap().0;
            let mut players = [Broker::default(), Broker::default()];
            while let Some(seat) = game.decision().player() {
                let view = game.view(seat);
                let (mut slot, mut again) = (None, None);
                let next = imagine_into(&mut slot, &view).pool().next();
                let twice = imagine_into(&mut again, &view).pool().eq(slot.as_ref().unwrap().pool());
                assert!(twice, "{view:?}");
                if let Some(next) = next {
                    highest += (Some(next) == view.unseen().max()) as u32;
                    views += 1;
                }
                let action = players[seat].decide(&view);
                game.apply(action).unwrap();
            }
        }
        assert!(views > 500, "only {views} views with a pool");
        assert!(highest * 4 < views, "the highest unseen tile was drawn in {highest} of {views} views");
    }

    #[test]
    fn a_chain_state_keeps_each_count_in_its_own_byte() {
        let state = ChainState::with_bank(20).holding(0, 3).holding(5, 2).on_board(11, false);
        assert_eq!((state.holdings::<6>(), state.bank(), state.size()), ([3, 0, 0, 0, 0, 2], 20, 11));
        // Buying moves one share from the bank to the buyer and changes nothing else.
        let bought = state.bought_by(5);
        assert_eq!((bought.holdings::<6>(), bought.bank(), bought.size()), ([3, 0, 0, 0, 0, 3], 19, 11));
        assert_eq!(bought.holdings::<4>(), [3, 0, 0, 0], "the first four seats");
        // The last share of the bank, bought by a seat holding 24: no count spills into another.
        let last = ChainState::with_bank(1).holding(2, 24).on_board(41, true).bought_by(2);
        assert_eq!(
            (last.holdings::<6>(), last.bank(), last.size(), last.safe()),
            ([0, 0, 25, 0, 0, 0], 0, 41, true)
        );
        assert_eq!(last.on_board(42, false).size(), 42, "a new size replaces the old one");
    }

    #[test]
    fn r10_the_shares_the_broker_may_buy_are_those_the_rules_allow() {
        let mut buys = 0;
        at_every_decision(20, |_, view| {
            if let Decision::BuyShares { remaining, .. } = view.decision()
                && remaining > 0
            {
                let snapshot = Snapshot::<MAX_PLAYERS>::of(view, &mut ChainValues::none());
                assert_eq!(snapshot.buyable(view.seat()), view.buyable_chains(), "{view:?}");
                buys += 1;
            }
        });
        assert!(buys > 100, "only {buys} buy decisions in 20 games");
    }

    #[test]
    fn a_worth_adds_the_valued_chains_only_and_in_their_order() {
        // The sum as it reads: cash, then the valued chains one by one (sum_worths adds every
        // chain, the others adding 0).
        let by_hand = |snapshot: &Snapshot<MAX_PLAYERS>| {
            let mut worths = snapshot.cash_worths();
            for chain in snapshot.valued.iter() {
                let added = &snapshot.chain_worths[chain.index()];
                for (p, worth) in worths.iter_mut().enumerate() {
                    *worth += added.shares[p];
                    *worth += added.bonus[p];
                }
            }
            worths.map(f64::to_bits)
        };
        let mut purchases = 0;
        at_every_decision(8, |_, view| {
            let mut snapshot = Snapshot::of(view, &mut ChainValues::none());
            assert_eq!(snapshot.worths().map(f64::to_bits), by_hand(&snapshot), "{view:?}");
            if let Decision::BuyShares { remaining, .. } = view.decision() {
                snapshot.buy_greedily(view.seat(), remaining, &mut Thinking::default());
                assert_eq!(snapshot.worths().map(f64::to_bits), by_hand(&snapshot), "{view:?}");
                purchases += 1;
            }
        });
        assert!(purchases > 50, "only {purchases} purchases in 8 games");
    }

    #[test]
    fn four_lanes_judge_a_game_of_up_to_four_players_as_six_do() {
        // Worths, standings and greedy purchases, to the last bit, in games of 2 to 4 players.
        let mut purchases = 0;
        at_every_decision(15, |_, view| {
            if view.player_count() > 4 {
                return;
            }
            let mut four = Snapshot::<4>::of(view, &mut ChainValues::none());
            let mut six = Snapshot::<6>::of(view, &mut ChainValues::none());
            let bits = |worths: &[f64]| worths.iter().map(|w| w.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&four.worths()), bits(&six.worths()[..4]), "{view:?}");
            assert_eq!(six.worths()[4..], [0.0; 2], "seats beyond the player count");
            let me = view.seat();
            assert_eq!(four.standing(me).to_bits(), six.standing(me).to_bits(), "{view:?}");
            if let Decision::BuyShares { remaining, .. } = view.decision() {
                let (mut in_four, mut in_six) = (Thinking::<4>::default(), Thinking::<6>::default());
                let after = (
                    four.buy_greedily(me, remaining, &mut in_four),
                    six.buy_greedily(me, remaining, &mut in_six),
                );
                assert_eq!(after.0.to_bits(), after.1.to_bits(), "{view:?}");
                let four_shares = in_four.trying.iter().map(|step| step.share);
                assert!(four_shares.eq(in_six.trying.iter().map(|step| step.share)), "{view:?}");
                purchases += 1;
            }
        });
        assert!(purchases > 50, "only {purchases} purchases in games of up to four players");
    }

    #[test]
    fn a_quiet_tile_leads_to_the_key_of_the_game_after_it() {
        // `after` works the key out from the view and what the tile leads to, and keeps the
        // stage where it cannot have changed; placing the tile in a copy must give the same.
        let mut checked = 0;
        at_every_decision(12, |game, view| {
            if let Decision::PlaceTile { .. } = view.decision() {
                let now = SnapshotKey::<MAX_PLAYERS>::of(view);
                for tile in view.hand().tiles() {
                    let Some(quiet) = view.quiet_outcome(Action::Place(tile)) else { continue };
                    let mut copy = game.clone();
                    copy.apply(Action::Place(tile)).unwrap();
                    assert_eq!(now.after(view, &quiet), SnapshotKey::of(&copy.view(view.seat())), "{tile}");
                    checked += 1;
                }
            }
        });
        assert!(checked > 500, "only {checked} quiet tiles in 12 games");
    }

    #[test]
    fn pick_bits_picks_one_number_whole() {
        assert_eq!(pick_bits(true, -0.0, 1.5).to_bits(), (-0.0f64).to_bits());
        assert_eq!(pick_bits(false, -0.0, 1.5), 1.5);
        assert!(pick_bits(true, f64::NAN, 2.0).is_nan());
    }

    #[test]
    fn with_lane_changes_one_lane() {
        assert_eq!(with_lane([1, 2, 3, 4, 5, 6], 2, 9), [1, 2, 9, 4, 5, 6]);
    }

    #[test]
    fn the_hold_weights_worked_out_at_build_time_are_those_of_run_time() {
        // `black_box` keeps the compiler from working these out as it builds the test.
        for lead in 0..=SHARES_PER_CHAIN {
            for reachable in 0..=REACHABLE {
                let now = hold_weight(std::hint::black_box(lead), std::hint::black_box(reachable));
                let built = HOLD_WEIGHTS[lead as usize][reachable as usize];
                assert_eq!(built.to_bits(), now.to_bits(), "lead {lead}, reachable {reachable}");
            }
        }
        assert_eq!(hold_weight(0, 0), 1.0, "no share left to buy: the lead is safe");
        // And `sureness` gives what it gave when it divided at run time, for every bank.
        let group =
            |count, below| BonusGroup { count, holders: 1, below, amount: 3000, kind: BonusKind::Majority };
        for (count, below, bank, left) in
            [(5, 2, 0, 0.3), (5, 2, 3, 0.3), (9, 1, 6, 0.9), (3, 0, 25, 1.0), (2, 1, 1, 0.0)]
        {
            let reachable = std::hint::black_box(bank).min(SHARES_PER_CHAIN / 4) as f64;
            let lead = (count - below) as f64;
            let hold = if bank == 0 { 1.0 } else { ((lead + 0.5) / (reachable + 0.5)).min(1.0) };
            let divided = (0.5 + 0.5 * (1.0 - left)) * (0.65 + 0.35 * hold);
            assert_eq!(sureness(&group(count, below), bank, left).to_bits(), divided.to_bits());
        }
        assert_eq!(hold_weight(0, REACHABLE), 0.65 + 0.35 * (0.5 / 6.5));
    }

    #[test]
    fn standing_sums_to_an_even_contest_at_the_start() {
        let game = game(4, 1);
        for p in 0..4 {
            assert!(standing(&game, p).abs() < 1e-6);
        }
    }
}
