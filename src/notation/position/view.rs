//! One seat's view written in the position file's notation: what `view` answers, so that a
//! program playing a seat reads the game as machine text, never as prose.

use crate::rules::{Chain, ChainSet, Decision, SeatView};

use super::HEADER;
use super::lines::Key;
use super::write::{board_value, push_line};
use crate::notation::kind::PlayerKind;
use crate::notation::options::option_words;

/// What seat `view.seat()` may see, as a position file without what it may not (R19): the
/// other hands, the pool and the seed are left out, and so are the other players' cash and
/// shares while hidden holdings (V2) keep them. Three comment lines, which a reader of position
/// files passes over, say whose view it is (`# view: Ann`, the second line), whose decision
/// is due and what it is (`# decision: …`, see [`decision_words`]; the line before the last),
/// and how many tiles the seat cannot see (`# unseen: Bob 6, Cid 6, pool 84`: each other
/// hand's size, then the pool's; always the last line).
///
/// It is written from a [`SeatView`], which has no way to tell the rest: the text cannot
/// show a tile the seat does not hold.
///
/// ```
/// use bauloewe::notation::PlayerKind;
/// use bauloewe::notation::position::write_view;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let text = write_view(game.view(1), &[PlayerKind::Human, PlayerKind::Human]);
/// assert!(text.starts_with("# bauloewe position 1\n# view: Bob\nplayers: Ann human, Bob human\n"));
/// assert!(text.contains(&format!("\nhands: Bob {}\n", game.hand(1))));
/// assert!(!text.contains("pool:") && !text.contains("seed:"));
/// assert!(text.ends_with(&format!("# unseen: Ann 6, pool {}\n", game.pool_len())));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_view(view: SeatView, kinds: &[PlayerKind]) -> String {
    let seat = view.seat();
    let players: Vec<usize> = (0..view.player_count()).collect();
    // With hidden holdings (V2) the seat sees its own cash and shares only, until the end.
    let hidden = view.options().hidden && !view.is_over();
    let shown: Vec<usize> = players.iter().copied().filter(|p| !hidden || *p == seat).collect();
    let mut text = format!("{HEADER}\n# view: {}\n", view.name(seat));
    let entries: Vec<String> = players.iter().map(|p| format!("{} {}", view.name(*p), kinds[*p])).collect();
    push_line(&mut text, Key::Players, &entries.join(", "));
    push_line(&mut text, Key::Turn, view.name(view.current_player()));
    let cash: Vec<String> = shown.iter().map(|p| format!("{} {}", view.name(*p), view.cash(*p))).collect();
    push_line(&mut text, Key::Cash, &cash.join(", "));
    let shares: Vec<String> = (shown.iter())
        .flat_map(|p| Chain::ALL.into_iter().map(move |chain| (*p, chain)))
        .filter(|(p, chain)| view.shares(*p, *chain) > 0)
        .map(|(p, chain)| format!("{} {chain} {}", view.name(p), view.shares(p, chain)))
        .collect();
    push_line(&mut text, Key::Shares, &shares.join(", "));
    push_line(&mut text, Key::Board, &board_value(view.board()));
    let hand = view.hand();
    let own =
        if hand.is_empty() { view.name(seat).to_string() } else { format!("{} {hand}", view.name(seat)) };
    push_line(&mut text, Key::Hands, &own);
    let options = option_words(view.options());
    if !options.is_empty() {
        push_line(&mut text, Key::Options, &options.join(" "));
    }
    if view.is_end_announced() && !view.is_over() {
        push_line(&mut text, Key::Announced, "yes");
    }
    if view.is_over() {
        push_line(&mut text, Key::Over, "yes");
    }
    text.push_str(&format!("# decision: {}\n", decision_words(&view)));
    let mut unseen: Vec<String> = players
        .iter()
        .filter(|p| **p != seat)
        .map(|p| format!("{} {}", view.name(*p), view.hand_len(*p)))
        .collect();
    unseen.push(format!("pool {}", view.pool_len()));
    // Always the last line: a program reading the view knows where it ends.
    text.push_str(&format!("# unseen: {}\n", unseen.join(", ")));
    text
}

/// The decision due, in fixed English words: who decides, then what, then its facts.
///
/// | decision | words |
/// |---|---|
/// | place a tile (or announce first, R16) | `Ann place` |
/// | name the chain a tile founds (R11) | `Ann found 7E` |
/// | pick the survivor among tied chains (R14.2) | `Ann survivor Zugvogel Aurora` |
/// | pick the next of tied defunct chains (R14.3) | `Ann defunct Zugvogel Uferblick survivor Aurora` |
/// | sell, trade or keep a defunct chain's shares (R14.4) | `Bob dispose Zugvogel held 4 survivor Aurora trade 4 price 300` (`trade`: the most shares that may be handed in; with hidden holdings, V2, another seat's view leaves out `held` and `trade`) |
/// | buy up to 3 shares, or end the turn (R10.2) | `Ann buy 3` (how many more may be bought) |
/// | none: the game is over | `over` |
///
/// During a merger the tile that merges is on the board as a lone hotel until the merger is
/// done (the chains keep their hotels until then).
pub fn decision_words(view: &SeatView) -> String {
    let names = |set: ChainSet| set.iter().map(|chain| chain.to_string()).collect::<Vec<_>>().join(" ");
    let hides = |player| view.options().hidden && !view.is_over() && player != view.seat();
    let what = match view.decision() {
        Decision::PlaceTile { .. } => "place".to_string(),
        Decision::FoundChain { tile, .. } => format!("found {tile}"),
        Decision::ChooseSurvivor { candidates, .. } => format!("survivor {}", names(candidates)),
        Decision::ChooseDefunct { survivor, candidates, .. } => {
            format!("defunct {} survivor {survivor}", names(candidates))
        }
        // Another player's holdings are theirs to see while hidden holdings (V2) run.
        Decision::Dispose { player, defunct, survivor, price, .. } if hides(player) => {
            format!("dispose {defunct} survivor {survivor} price {price}")
        }
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            format!("dispose {defunct} held {held} survivor {survivor} trade {max_trade} price {price}")
        }
        Decision::BuyShares { remaining, .. } => format!("buy {remaining}"),
        Decision::GameOver => return "over".to_string(),
    };
    match view.decision().player() {
        Some(player) => format!("{} {what}", view.name(player)),
        None => what,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Options};

    /// Every decision of random games is told to every seat in its words; another seat's
    /// holdings stay out under hidden holdings (V2), the deciding seat's own are in.
    #[test]
    fn the_decision_line_names_who_decides_what_and_hides_no_more_than_v2_does() {
        let mut seen = std::collections::BTreeSet::new();
        for (seed, hidden) in [(3, false), (4, true), (5, false), (6, true)] {
            let options = Options { hidden, ..Options::default() };
            let (mut game, _) = Game::new(["Ann", "Bob", "Cid"], seed, options).unwrap();
            let mut step = 0usize;
            while !game.is_over() {
                let decider = game.decision().player().unwrap();
                for seat in 0..3 {
                    let words = decision_words(&game.view(seat));
                    let mut parts = words.split(' ');
                    assert_eq!(parts.next(), Some(game.name(decider)), "{words}");
                    let what = parts.next().unwrap().to_string();
                    let own = seat == decider;
                    if what == "dispose" {
                        assert_eq!(words.contains(" held "), own || !hidden, "{words}");
                    }
                    seen.insert(what);
                }
                let actions = game.legal_actions();
                step += 1;
                game.apply(actions[step * 7 % actions.len()]).unwrap();
            }
            assert_eq!(decision_words(&game.view(0)), "over");
        }
        for what in ["place", "found", "dispose", "buy"] {
            assert!(seen.contains(what), "{what} came up in {seen:?}");
        }
    }
}
