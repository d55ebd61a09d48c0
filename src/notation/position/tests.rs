//! Tests of position files: the example and each key's meaning (every refusal naming its
//! line is tested with its words, in the console's English words). Random games and mangled files are in [`super::random_tests`], the two steps of
//! reading in [`super::setup_tests`]; both use the example and helpers here.

use super::*;
use crate::notation::PlayerKind;
use crate::rules::board::Cell;
use crate::rules::game::shuffle;
use crate::rules::{Action, Chain, Decision, EndReason, Options, STARTING_CASH, TILE_COUNT, Tile};

/// The issue's example, with the pool moved off the board (the issue's pool names 3C, which
/// is an Aurora hotel).
pub(crate) const EXAMPLE: &str = "\
# bauloewe position 1
players: Ann human, Bob broker, Cid human
turn: Ann
cash: Ann 6000, Bob 5400, Cid 6000
shares: Ann Aurora 3, Ann Zugvogel 1, Bob Aurora 2
board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I
hands: Ann 4B 1A 9C, Bob 6E, Cid 12A
pool: 4C 5C 6C
seed: 42
options: quick
";

fn tile(name: &str) -> Tile {
    name.parse().unwrap()
}

pub(super) fn tiles(names: &str) -> Vec<Tile> {
    names.split_whitespace().map(tile).collect()
}

/// The example with the line of the same key replaced, or the line added at the end.
pub(crate) fn edited(line: &str) -> String {
    let key = line.split(':').next().unwrap();
    let mut lines: Vec<String> = EXAMPLE.lines().map(String::from).collect();
    match lines.iter().position(|l| l.starts_with(&format!("{key}:"))) {
        Some(at) => lines[at] = line.to_string(),
        None => lines.push(line.to_string()),
    }
    lines.join("\n") + "\n"
}

/// The example without the line of a key.
pub(crate) fn without(key: &str) -> String {
    let lines: Vec<&str> = EXAMPLE.lines().filter(|l| !l.starts_with(&format!("{key}:"))).collect();
    lines.join("\n") + "\n"
}

pub(super) fn read(text: &str) -> Game {
    read_position(text).unwrap_or_else(|error| panic!("{error}\n{text}")).game
}

/// A position file read and written back.
pub(super) fn rewritten(text: &str) -> String {
    let position = read_position(text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    write_position(&position.game, &position.kinds)
}

/// The kinds of the random games' seats: every kind in turn.
pub(super) fn kinds(players: usize) -> Vec<PlayerKind> {
    (0..players).map(|p| PlayerKind::ALL[p % 4]).collect()
}

#[test]
fn the_example_reads_with_every_value() {
    let Position { game, events, kinds } = read_position(EXAMPLE).unwrap();
    let seats: Vec<(&str, PlayerKind)> = (0..3).map(|p| (game.name(p), kinds[p])).collect();
    assert_eq!(seats, [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Broker), ("Cid", PlayerKind::Human)]);
    assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
    assert_eq!(events, [Event::TurnStarted { player: 0, turn: 1 }]);
    assert_eq!([game.cash(0), game.cash(1), game.cash(2)], [6000, 5400, 6000]);
    assert_eq!((game.shares(0, Chain::Aurora), game.shares(0, Chain::Zugvogel)), (3, 1));
    assert_eq!((game.shares(1, Chain::Aurora), game.shares(2, Chain::Aurora)), (2, 0));
    assert_eq!((game.bank_shares(Chain::Aurora), game.bank_shares(Chain::Zugvogel)), (20, 24));
    assert_eq!(game.bank_shares(Chain::Bergfried), 25);
    assert_eq!(game.pool().collect::<Vec<_>>(), tiles("4C 5C 6C"));
    assert_eq!((game.seed(), game.options()), (42, Options { quick: true, ..Options::default() }));
    assert!(!game.is_over());
}

#[test]
fn the_example_board_and_hands_are_as_written() {
    let game = read(EXAMPLE);
    let board = game.board();
    for name in ["2B", "3B", "3C"] {
        assert_eq!(board.cell(tile(name)), Cell::Hotel(Chain::Aurora));
    }
    assert_eq!(board.cell(tile("8E")), Cell::Hotel(Chain::Zugvogel));
    assert_eq!((board.cell(tile("5G")), board.cell(tile("12I"))), (Cell::Lone, Cell::Lone));
    assert_eq!((board.size(Chain::Aurora), board.size(Chain::Zugvogel)), (3, 2));
    assert_eq!(Tile::all().filter(|t| board.cell(*t) != Cell::Empty).count(), 7);
    assert_eq!(game.hand(0).as_slice(), tiles("1A 4B 9C"));
    assert_eq!(game.hand(1).as_slice(), tiles("6E"));
    assert_eq!(game.hand(2).as_slice(), tiles("12A"));
}

#[test]
fn r2_the_issue_example_as_printed_is_refused_for_3c_on_the_board_and_in_the_pool() {
    let error = read_position(&edited("pool: 3C 4C 5C")).unwrap_err();
    let (place, first) = (Place::Pool, Place::Board);
    let problem = PositionProblem::TileTwice { tile: tile("3C"), place, first, first_line: 6 };
    assert_eq!(error, PositionError { line: 8, problem });
}

#[test]
fn r3_chains_are_named_in_full_in_any_case_with_either_koenigshof_spelling() {
    for name in ["Königshof", "KÖNIGSHOF", "koenigshof", "KoenigsHof"] {
        let game = read(&edited(&format!("board: {name} 2B 3B 3C, ZUGVOGEL 7E 8E, LONE 5g 12i")));
        assert_eq!(game.board().size(Chain::Koenigshof), 3, "{name}");
    }
    let game = read(&edited("shares: ann aurora 3, bob koenigshof 25"));
    assert_eq!((game.shares(0, Chain::Aurora), game.shares(1, Chain::Koenigshof)), (3, 25));
    assert_eq!(game.bank_shares(Chain::Koenigshof), 0);
}

#[test]
fn r5_missing_lines_give_starting_cash_no_shares_seed_0_and_no_options() {
    let text = "# bauloewe position 1\nplayers: Ann human, Bob tourist\nturn: bob\nhands: Bob 1A\npool:\n";
    let Position { game, events, .. } = read_position(text).unwrap();
    assert_eq!((game.cash(0), game.cash(1)), (STARTING_CASH, STARTING_CASH));
    assert!(Chain::ALL.into_iter().all(|c| game.bank_shares(c) == 25));
    assert_eq!((game.seed(), game.options(), game.is_over()), (DEFAULT_SEED, Options::default(), false));
    assert!(game.hand(0).is_empty());
    assert_eq!(events, [Event::TurnStarted { player: 1, turn: 1 }]);
}

#[test]
fn comments_blank_lines_any_order_and_spacing_are_accepted() {
    let mut lines: Vec<&str> = EXAMPLE.lines().skip(1).collect();
    lines.reverse();
    let text = format!("# bauloewe position 1\r\n\n# a comment\n   \n{}\n", lines.join("\r\n  # another\n"));
    let spaced = EXAMPLE.replace("cash: Ann 6000, ", "  cash :Ann    6000 ,");
    assert_eq!(rewritten(&text), rewritten(EXAMPLE));
    assert_eq!(rewritten(&spaced), rewritten(EXAMPLE));
}

#[test]
fn r2_an_empty_pool_line_is_an_empty_pool_and_unnamed_tiles_are_out_of_the_game() {
    let game = read(&edited("pool:"));
    assert_eq!(game.pool_len(), 0);
    let in_game =
        |t: &Tile| game.board().cell(*t) != Cell::Empty || (0..3).any(|p| game.hand(p).contains(*t));
    // 7 on the board and 5 in hands; the other 96 are out of the game.
    assert_eq!(Tile::all().filter(in_game).count(), 12);
}

#[test]
fn r2_without_a_pool_line_the_unnamed_tiles_are_shuffled_from_the_seed() {
    let game = read(&without("pool"));
    assert_eq!(game.pool_len(), TILE_COUNT - 12);
    let mut expected: Vec<Tile> = Tile::all()
        .filter(|t| game.board().cell(*t) == Cell::Empty && (0..3).all(|p| !game.hand(p).contains(*t)))
        .collect();
    shuffle(&mut expected, 42);
    expected.reverse();
    assert_eq!(game.pool().collect::<Vec<_>>(), expected);
    let other_seed = read(&without("pool").replace("seed: 42", "seed: 43"));
    assert_ne!(other_seed.pool().collect::<Vec<_>>(), expected);
}

#[test]
fn r2_without_a_pool_line_an_empty_position_draws_what_a_new_game_draws() {
    let seats = ["Ann", "Bob"];
    let (_, new_game_events) = Game::new(seats, 99, Options::default()).unwrap();
    let text = "# bauloewe position 1\nplayers: Ann human, Bob human\nturn: Ann\nseed: 99\n";
    // With empty hands and no chain, Ann and then Bob skip their turns and draw six (R10).
    let Position { game, events, .. } = read_position(text).unwrap();
    let drawn = |events: &[Event]| -> Vec<Tile> {
        let tile_of = |event: &Event| match *event {
            Event::StartTile { tile, .. } | Event::TileDrawn { tile, .. } => Some(tile),
            _ => None,
        };
        events.iter().filter_map(tile_of).take(12).collect()
    };
    assert_eq!(drawn(&events), drawn(&new_game_events));
    assert_eq!((game.hand(0).len(), game.hand(1).len(), game.pool_len()), (6, 6, TILE_COUNT - 12));
    assert_eq!(game.decision(), Decision::PlaceTile { player: 0 });
}

#[test]
fn r10_a_player_without_a_playable_tile_is_skipped_at_the_start() {
    let Position { game, events, .. } =
        read_position(&edited("hands: Ann, Bob 6E, Cid 12A").replace("pool: 4C 5C 6C", "pool:")).unwrap();
    assert_eq!(events[..2], [Event::TurnStarted { player: 0, turn: 1 }, Event::NoPlayableTile { player: 0 }]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
}

#[test]
fn r18_over_yes_reads_as_a_finished_game() {
    let Position { game, events, .. } = read_position(&edited("over: yes")).unwrap();
    assert!(game.is_over());
    assert_eq!(game.decision(), Decision::GameOver);
    assert!(events.is_empty());
    assert!(
        write_position(&game, &[PlayerKind::Human, PlayerKind::Broker, PlayerKind::Human])
            .ends_with("options: quick\nover: yes\n")
    );
}

#[test]
fn write_position_writes_the_canonical_form() {
    let text = EXAMPLE.replace("Ann 4B 1A 9C", "ann 9c 4B 1a").replace("lone 5G 12I", "lone 12I 5G");
    let expected = EXAMPLE
        .replace("4B 1A 9C", "1A 4B 9C")
        .replace("shares: Ann Aurora 3, Ann Zugvogel 1", "shares: Ann Zugvogel 1, Ann Aurora 3");
    let expected =
        expected.replace("board: Aurora 2B 3B 3C, Zugvogel 7E 8E", "board: Zugvogel 7E 8E, Aurora 2B 3B 3C");
    assert_eq!(rewritten(&text), expected);
}

// ----- The end announced (R16) -----------------------------------------------------------

/// Ann to play, with Aurora safe (11 hotels, R15) and the only chain on the board, so that she
/// may announce the end (R16).
const SAFE_AURORA: &str = "\
# bauloewe position 1
players: Ann human, Bob broker
turn: Ann
cash: Ann 6000, Bob 5400
shares: Ann Aurora 3, Bob Aurora 2
board: Aurora 1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A, lone 5G
hands: Ann 1C 9E, Bob 12I
pool: 4C 5C
";

#[test]
fn r16_a_game_written_right_after_announce_reads_back_announced_and_ends_with_the_turn() {
    let mut game = read(SAFE_AURORA);
    game.apply(Action::Announce).unwrap();
    let kinds = [PlayerKind::Human, PlayerKind::Broker];
    let text = write_position(&game, &kinds);
    assert_eq!(text, format!("{SAFE_AURORA}seed: 0\nannounced: yes\n"));
    let Position { game: mut back, events, .. } = read_position(&text).unwrap();
    assert_eq!(events, [Event::TurnStarted { player: 0, turn: 1 }]);
    assert!(back == game, "read back differently:\n{text}");
    assert!(back.is_end_announced() && !back.can_announce());
    assert_eq!(write_position(&back, &kinds), text);
    back.apply(Action::Place(tile("1C"))).unwrap();
    let events = back.apply(Action::EndTurn).unwrap();
    assert_eq!(events.last(), Some(&Event::GameEnded { reason: EndReason::Announced(0) }));
    assert_eq!(back.decision(), Decision::GameOver);
    assert_eq!(back.hand(0).as_slice(), tiles("9E"), "the announcer does not draw (R16)");
}

#[test]
fn r16_a_dump_after_announcing_and_placing_reads_back_at_the_turns_start_with_the_tile_placed() {
    let mut game = read(SAFE_AURORA);
    game.apply(Action::Announce).unwrap();
    game.apply(Action::Place(tile("9E"))).unwrap();
    let back = read(&write_position(&game, &[PlayerKind::Human, PlayerKind::Broker]));
    assert_eq!((back.board(), back.is_end_announced()), (game.board(), true));
    assert_eq!(back.decision(), Decision::PlaceTile { player: 0 });
    assert_eq!(back.hand(0).as_slice(), tiles("1C"));
}

#[test]
fn r16_an_announcer_without_a_playable_tile_still_buys_before_the_game_ends() {
    let text = SAFE_AURORA.replace("Ann 1C 9E", "Ann") + "announced: yes\n";
    let Position { mut game, events, .. } = read_position(&text).unwrap();
    assert_eq!(events, [Event::TurnStarted { player: 0, turn: 1 }, Event::NoPlayableTile { player: 0 }]);
    assert_eq!(game.decision(), Decision::BuyShares { player: 0, remaining: 3 });
    game.apply(Action::Buy(Chain::Aurora)).unwrap();
    let events = game.apply(Action::EndTurn).unwrap();
    assert_eq!(events.last(), Some(&Event::GameEnded { reason: EndReason::Announced(0) }));
}

#[test]
fn r16_v1_announced_reads_where_the_rules_allow_the_announcement() {
    // Aurora of 25 hotels (rows A and B, and 1C): enough in the quick game (V1), not without.
    let row = |r: char| (1..=12).map(|c| format!("{c}{r}")).collect::<Vec<_>>().join(" ");
    let (a, b) = (row('A'), row('B'));
    let file = |options: &str| {
        format!(
            "# bauloewe position 1\nplayers: Ann human, Bob human\nturn: Ann\n\
             board: Aurora {a} {b} 1C, Zugvogel 5E 6E\nhands: Ann 9C\npool:\n{options}\nannounced: yes\n"
        )
    };
    assert!(read(&file("options: quick")).is_end_announced());
    let error = read_position(&file("options:")).unwrap_err();
    let problem = PositionProblem::AnnouncedTooEarly { largest: 25, end_size: 41, quick: false };
    assert_eq!(error, PositionError { line: 8, problem });
}

#[test]
fn r16_a_game_not_announced_writes_no_announced_line_nor_does_a_finished_one() {
    let mut game = read(SAFE_AURORA);
    let kinds = [PlayerKind::Human, PlayerKind::Broker];
    assert!(!write_position(&game, &kinds).contains("announced"));
    game.apply(Action::Announce).unwrap();
    game.apply(Action::Place(tile("1C"))).unwrap();
    game.apply(Action::EndTurn).unwrap();
    let text = write_position(&game, &kinds);
    assert!(game.is_end_announced() && text.ends_with("seed: 0\nover: yes\n"), "{text}");
}

#[test]
fn v2_v3_options_round_trip_and_the_market_needs_two_players() {
    let two = EXAMPLE.replace(", Cid human", "").replace(", Cid 6000", "").replace(", Cid 12A", "");
    let two = two.replace("options: quick", "options: market hidden");
    let game = read(&two);
    assert_eq!(game.options(), Options { quick: false, hidden: true, market: true });
    assert!(rewritten(&two).ends_with("options: hidden market\n"), "canonical order");
    assert_eq!(rewritten(&rewritten(&two)), rewritten(&two));
    let three = edited("options: market");
    let error = read_position(&three).unwrap_err();
    let expected = PositionProblem::PlayerCount(SetupError::MarketNeedsTwo(3));
    assert_eq!((error.line, error.problem), (2, expected), "named on the players line");
}
