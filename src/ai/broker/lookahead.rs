//! Where an action leads. Most often a copy of the board tells at once ([`Quiet`]): when a
//! tile stays a lone hotel, grows a chain or founds one while a chain is on the board, and when
//! a chain is founded, only the board and the founder's shares change. The broker places the
//! tile on a copy of the board with the rules' own placement ([`place_on`], [`found_on`]), so
//! R11 is worked out in one place for the game and for the broker. Any other action (a tile
//! that merges chains, a lone tile on a board without chains, a step of a merger, announcing
//! the end) the broker applies to a copy of a game it imagines from its view ([`Ahead`]), and
//! it imagines that game only when it needs one. The games it tries actions in are refilled,
//! not made anew, so that a decision allocates nothing.
//!
//! It only uses what its seat may see (R19): it reasons over a game imagined from its view, in
//! which every hidden tile is dealt afresh; its judgement reads only public holdings and the
//! board, through the view. As its choice does not depend on how the hidden tiles lie, a
//! [`super::Broker`] deals them in board order ([`SeatView::imagine_in_board_order`]), which
//! costs no shuffle. With the market (V3, a variant for two players: when bonuses are paid the
//! bank competes for them, holding as many shares as the column number of the pool's next tile;
//! the rules and their R and V numbers are in `src/rules/rulebook.md`) it does depend on them:
//! then a broker shuffles them with [`decision_rng`].

use super::Thinking;
use super::valuation::SnapshotKey;
use crate::ai::decision_rng;
use crate::rules::{
    Action, Board, Chain, Decision, Game, Placed, PlayerId, SeatView, Tile, buying_follows, found_on,
    place_on,
};

/// What a quiet placement or founding leads to: it changes only the board and the founder's
/// shares, and the seat goes on to buy (R10.2) with every share still to choose. Nothing is
/// drawn and nobody else decides, so it is known from the public state alone.
#[derive(Clone, Debug)]
pub(super) struct Quiet {
    /// The board afterwards.
    pub(super) board: Board,
    /// The chain founded, when the founder gets a share of it (R11: while the bank has one).
    pub(super) founder_share: Option<Chain>,
    /// Whether the end could be announced in the buy step that follows (R16, V1).
    pub(super) can_announce: bool,
}

impl Quiet {
    /// The key of the belongings after this outcome, `now` being the key of `view` as it
    /// stands.
    pub(super) fn key_after<const LANES: usize>(
        &self,
        now: &SnapshotKey<LANES>,
        view: &SeatView,
    ) -> SnapshotKey<LANES> {
        now.after(view, &self.board, self.can_announce, self.founder_share)
    }
}

/// What the view's seat placing `tile` leads to, if that is quiet ([`Quiet`]): worked out on a
/// copy of the board by the rules' own placement. With `founding` `None`: a tile that stays a
/// lone hotel or grows a chain. With the chain to found: a tile that founds a chain, placed and
/// founding that chain, as one step. `None` for any other tile, and where the turn then ends.
pub(super) fn quiet_placement(view: &SeatView, tile: Tile, founding: Option<Chain>) -> Option<Quiet> {
    let mut board = view.board().clone();
    match (place_on(&mut board, tile), founding) {
        (Placed::Lone | Placed::Grew { .. }, None) => quiet_after(view, board, None),
        (Placed::Founds, Some(chain)) => quiet_founding(view, board, tile, chain),
        _ => None,
    }
}

/// What founding `chain` with the lone hotel on `tile` leads to, `board` holding that hotel
/// (and `chain` not on it).
pub(super) fn quiet_founding(view: &SeatView, mut board: Board, tile: Tile, chain: Chain) -> Option<Quiet> {
    found_on(&mut board, tile, chain);
    quiet_after(view, board, view.founder_gets_share(chain).then_some(chain))
}

/// The quiet outcome that leaves `board` and gives `founder_share`, if the turn then goes on to
/// buying; otherwise the turn ends at once, and the player draws (R10.3).
fn quiet_after(view: &SeatView, board: Board, founder_share: Option<Chain>) -> Option<Quiet> {
    if !buying_follows(&board) {
        return None;
    }
    let can_announce = view.can_announce_with(&board);
    Some(Quiet { board, founder_share, can_announce })
}

/// The game a broker tries an action in where a copy of the board cannot tell what it leads
/// to (see [`Quiet`]): the game it was given, or one it imagines from its view the
/// first time it needs one. Most hands need none. (`'a` is how long the broker may use what
/// it is lent here, `'g` how long the view's game lives.)
pub(super) enum Ahead<'a, 'g> {
    /// A game to think in already (a tycoon's playout, or a game imagined for the decision).
    Given(&'a Game),
    /// A game imagined from `view` into `slot` when first asked for. `slot` may still hold
    /// the game of the decision before, kept so that imagining allocates nothing, so it does
    /// not tell by itself whether this decision's game is made yet: `ready` does.
    Imagined { view: &'a SeatView<'g>, slot: &'a mut Option<Game>, ready: bool },
}

impl<'a> Ahead<'a, '_> {
    /// The deciding seat's view: the one given, or that of whoever decides in the given game.
    pub(super) fn view(&self) -> SeatView<'a> {
        match self {
            Ahead::Given(game) => {
                let seat = game.decision().player().expect("the broker was asked to act in a finished game");
                game.view(seat)
            }
            Ahead::Imagined { view, .. } => **view,
        }
    }

    /// The game to try actions in.
    pub(super) fn game(&mut self) -> &Game {
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

/// Makes the game kept in `slot` the one `view` imagines, and answers it. Imagining into the
/// same game again and again reuses its lists (as [`copy_into`] does).
///
/// Without the market the unseen tiles are dealt in board order (see the module notes). With
/// it (V3) the market's draw is the pool's next tile, whose column is the market's holding, and
/// the broker looks at that when it follows a payout: in board order that tile would always be
/// the highest unseen one, a bias. So they are shuffled, from the decision's own generator
/// ([`decision_rng`]), and the same view still gives the same choice.
pub(super) fn imagine_into<'s>(slot: &'s mut Option<Game>, view: &SeatView) -> &'s Game {
    let game = slot.get_or_insert_with(|| view.imagine_in_board_order());
    if view.options().market {
        view.imagine_into(&mut decision_rng(view), game);
    } else {
        view.imagine_in_board_order_into(game);
    }
    game
}

/// What placing `tile` in `game` leads to, for `me`: the belongings once what follows is
/// settled, and the decision then.
pub(super) fn placement_outcome<const LANES: usize>(
    game: &Game,
    me: PlayerId,
    tile: Tile,
    work: &mut Thinking<LANES>,
) -> Outcome<LANES> {
    let copy = copy_into(&mut work.copy, game);
    apply(copy, Action::Place(tile));
    settle(copy);
    (SnapshotKey::of(&copy.view(me)), copy.decision())
}

/// Makes the game kept in `slot` a copy of `game` and answers it. Copying into the same game
/// again and again reuses its lists, so that trying an action allocates nothing.
pub(crate) fn copy_into<'w>(slot: &'w mut Option<Game>, game: &Game) -> &'w mut Game {
    let copy = slot.get_or_insert_with(|| game.clone());
    copy.clone_from(game);
    copy
}

/// Applies an action the broker generated itself (so it is legal). Nobody reads what
/// happened, so no events are kept ([`Game::apply_unrecorded`]).
pub(super) fn apply(game: &mut Game, action: Action) {
    game.apply_unrecorded(action).expect("the broker only looks at legal actions");
}

/// Runs the rest of a merger with simple defaults, until someone must place or buy (or the
/// game is over).
///
/// The broker settles after placing a tile that is not quiet and after a step of a merger.
/// Neither ever asks for a chain to be founded: only a tile that founds one does (R11), and
/// founding is always quiet (a chain is on the board then, so buying follows), so the broker
/// judges such a tile on a copy of the board ([`quiet_placement`]) and never settles after it.
pub(super) fn settle(game: &mut Game) {
    loop {
        let action = match game.decision() {
            Decision::FoundChain { .. } => unreachable!("only a quiet tile founds a chain"),
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
        apply(game, action);
    }
}

/// The chain a tile that founds one is judged with, before the founding is chosen: the last
/// one not on `board`, which must have one free. A convention, not a guess of the choice: when
/// the founding decision comes, [`super::policy`] tries every free chain.
pub(super) fn default_founding(board: &Board) -> Chain {
    let free = Chain::ALL.into_iter().rev().find(|c| !board.is_on_board(*c));
    free.expect("a chain can be founded only while one is free")
}

/// What a placement leads to: the belongings, and the decision next.
pub(super) type Outcome<const LANES: usize> = (SnapshotKey<LANES>, Decision);
