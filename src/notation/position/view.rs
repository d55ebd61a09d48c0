//! One seat's view written in the position file's notation: what `view` answers, so that a
//! program playing a seat reads the game as machine text, never as prose.

use crate::rules::{Chain, SeatView};

use super::HEADER;
use super::lines::Key;
use super::write::{board_value, push_line};
use crate::notation::kind::PlayerKind;
use crate::notation::options::option_words;

/// What seat `view.seat()` may see, as a position file without what it may not (R19): the
/// other hands, the pool and the seed are left out, and so are the other players' cash and
/// shares while hidden holdings (V2) keep them. Two comment lines, which a reader of position
/// files passes over, say whose view it is (`# view: Ann`, the second line) and how many tiles
/// it cannot see (`# unseen: Bob 6, Cid 6, pool 84`: each other hand's size, then the pool's;
/// always the last line).
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
