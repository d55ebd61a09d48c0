//! The picture of one turn of a review: a finished game looked at again turn by turn.
//!
//! ```text
//! Turn 20 of 87 · Ann
//!    1  2  3  4  5  6  7  8  9 10 11 12|chain         size   price bank 1st/2nd
//! A  .  .  . Au Au  .  .  .  .  .  .  .|Au Aurora         2     300   24 Ann
//! …                                     |(one row per chain, all seven)
//! I Be  .  .  .  .  #  .  .  .  .  .  .|. empty  # lone  S safe
//!   Ann lays 4A, founds Aurora; buys 2 Aurora.
//! Ann's tiles: 1B 3C 7E 9F 10G 12I
//! Bob's tiles: 2A 5D 6H 8I 11B 12C
//!   player           kind        cash  Au Be …      worth
//!   Ann              human      5,400   3  .        6,300
//! ```
//!
//! A frame shows the game after the turn (the board and the chains as everywhere, coloured by
//! the palette), what happened in it in the words of the digest of a turn (every seat's
//! decision in a merger too), and, since the game is looked back at, every hand and every
//! seat's cash and shares, hidden holdings (V2) too. Turn 0 is the deal: the start tiles and
//! who goes first. The last frame of a finished game ends with its end: why, who won, and the
//! final ranking. Nothing here reads a line or writes anywhere: the local `bauloewe review`
//! (`crate::console::review`) and a lobby's `review N` print it.

use crate::rules::Game;
use crate::session::review::Review;
use crate::show::palette::Palette;
use crate::show::seat::turn_lines;
use crate::show::{ending, narrate, render, screen};
use crate::words::Lang;
use crate::words::wrap::{visible_width, wrap, wrap_line};

/// Turn `turn` of `review` (0: the deal; at most [`Review::len`]) as a picture `width` columns
/// wide: the header, the board and the chains, what happened, every hand, and the players
/// table, or for the last turn of a finished game its end instead.
///
/// ```
/// use bauloewe::notation::SeatList;
/// use bauloewe::record::{Origin, Record};
/// use bauloewe::rules::Options;
/// use bauloewe::session::review::Review;
/// use bauloewe::show::{Palette, review::frame};
/// use bauloewe::words::Lang;
/// let seats = "Ann,Bob".parse::<SeatList>()?.0;
/// let (mut record, _) = Record::start(Origin::New { seats, seed: 7, options: Options::default() })?;
/// while record.game().turn_number() < 3 {
///     let action = record.game().legal_actions()[0];
///     record.apply_all(&[action])?;
/// }
/// let review = Review::new(&record)?;
/// let deal = frame(&review, 0, Lang::En, Palette::Plain, 80);
/// assert!(deal.starts_with("The deal (turn 0 of 2)\n"));
/// assert!(deal.contains("Start tiles: ") && deal.contains("Bob's tiles: "));
/// assert!(frame(&review, 1, Lang::De, Palette::Plain, 80).starts_with("Zug 1 von 2 · "));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn frame(review: &Review, turn: usize, lang: Lang, palette: Palette, width: usize) -> String {
    let game = review.game(turn);
    let name = review.player(turn).map(|player| game.name(player));
    let mut text = wrap(&lang.review_header(turn, review.len(), name), width);
    text.push_str(&screen::reviewed(game, lang, palette, width));
    for line in told(review, turn, lang) {
        text.push_str(&wrap(&format!("  {line}"), width));
    }
    text.push_str(&hands(lang, game, width));
    // The end's ranking names every player with their cash as the players table would (all
    // shares are sold by then): shown instead of it, the last frame of a game of two fits a
    // screen of 24 rows with the review's hint and prompt under it.
    if turn == review.len() && game.is_over() {
        text.push_str(&wrap(&ending::result(lang, game, review.record().log()), width));
    } else {
        text.push_str(&render::players(lang, game, review.kinds(), width));
    }
    text
}

/// What happened in turn `turn`: the setup's sentences for the deal (no hand is told: the
/// frame shows them all), else the turn's line as the digest says it.
fn told(review: &Review, turn: usize, lang: Lang) -> Vec<String> {
    let game = review.game(turn);
    match turn {
        0 => narrate::lines(lang, game, review.events(0), None),
        _ => turn_lines(lang, game, review.events(turn)),
    }
}

/// Every seat's hand, a line each: `Ann's tiles: 1B 3C 7E` (broken under its first tile when
/// it is too long).
fn hands(lang: Lang, game: &Game, width: usize) -> String {
    let mut text = String::new();
    for player in 0..game.player_count() {
        let tiles: Vec<String> = game.hand(player).tiles().map(|tile| tile.to_string()).collect();
        let tiles = if tiles.is_empty() { lang.empty_hand() } else { tiles.join(" ") };
        let heading = format!("{} ", lang.hand_heading(game.name(player)));
        for line in wrap_line(&format!("{heading}{tiles}"), width, visible_width(&heading)) {
            text.push_str(&line);
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;
    use crate::session::review::tests::whole_game;

    /// Reviews of whole games of computer players: two to six seats, each variant.
    fn reviews() -> Vec<Review> {
        let games = [
            (11, "Ann:broker,Bob:tourist", Options::default()),
            (
                12,
                "Ann:broker,Bob:broker,Cid:tourist,Dee:broker",
                Options { hidden: true, ..Options::default() },
            ),
            (
                13,
                "Annemarie:tourist,Bob:broker,Cid:broker,Dee:tourist,Eve:broker,Friedrich:broker",
                Options { quick: true, ..Options::default() },
            ),
            (14, "Ann:broker,Bob:broker", Options { market: true, ..Options::default() }),
        ];
        games
            .into_iter()
            .map(|(seed, seats, options)| Review::new(&whole_game(seed, seats, options)).unwrap())
            .collect()
    }

    #[test]
    fn r1_every_frame_of_whole_games_fits_80_columns_and_shows_every_hand() {
        for review in reviews() {
            for lang in [Lang::En, Lang::De] {
                for turn in 0..=review.len() {
                    let text = frame(&review, turn, lang, Palette::Plain, 80);
                    for line in text.lines() {
                        assert!(visible_width(line) <= 80, "{lang:?} turn {turn}: {line:?}");
                    }
                    let game = review.game(turn);
                    for player in 0..game.player_count() {
                        assert!(text.contains(&lang.hand_heading(game.name(player))), "{text}");
                        for tile in game.hand(player).tiles() {
                            assert!(text.contains(&format!(" {tile}")), "{tile} in {text}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_frame_of_a_game_of_two_fits_24_rows_with_a_hint_and_the_prompt() {
        // A game without the market (V3): its draw at every payout can make a merger's turn
        // two lines longer, and such a frame longer than a screen.
        let plain = |review: &&Review| review.game(0).player_count() == 2 && !review.game(0).options().market;
        for review in reviews().iter().filter(plain) {
            for lang in [Lang::En, Lang::De] {
                for turn in 0..=review.len() {
                    let text = frame(review, turn, lang, Palette::Plain, 80);
                    assert!(text.lines().count() <= 22, "{lang:?} turn {turn}:\n{text}");
                }
                let last = frame(review, review.len(), lang, Palette::Plain, 80);
                assert!(last.contains(&ending::winners(lang, review.game(review.len()))), "{last}");
            }
        }
    }

    #[test]
    fn v2_a_review_shows_every_seats_cash_and_shares() {
        let review = &reviews()[1];
        assert!(review.game(0).options().hidden);
        let turn = review.len() / 2;
        let game = review.game(turn);
        assert!(!game.is_over());
        let text = frame(review, turn, Lang::En, Palette::Plain, 80);
        for player in 0..game.player_count() {
            assert!(text.contains(&Lang::En.money(game.net_worth(player))), "{text}");
        }
        assert!(!text.contains(" ? "), "nothing is hidden: {text}");
    }

    #[test]
    fn r18_the_last_frame_tells_the_end_and_a_turn_what_each_seat_did() {
        let review = &reviews()[0];
        let last = frame(review, review.len(), Lang::En, Palette::Plain, 80);
        let game = review.game(review.len());
        assert!(last.contains(&ending::winners(Lang::En, game)), "{last}");
        assert!(last.starts_with(&format!("Turn {0} of {0} · ", review.len())), "{last}");
        let first = frame(review, 1, Lang::En, Palette::Plain, 80);
        let said = turn_lines(Lang::En, review.game(1), review.events(1));
        let spaced = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(said.len(), 1);
        assert!(spaced(&first).contains(&spaced(&said[0])), "{first}");
    }
}
