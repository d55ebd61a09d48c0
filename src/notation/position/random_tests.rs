//! Tests of position files over many inputs: random games written and read back at every
//! start of a turn (announced or not), finished and mid-turn, and mangled files that must never
//! panic.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::tests::{EXAMPLE, edited, kinds, read, rewritten};
use super::*;
use crate::rules::test_support::random_action;
use crate::rules::{Chain, Decision, Options, Tile, below};

// ----- Round trips over random games -----------------------------------------------------

/// Plays a random game, showing `visit` the game before every action and at the end.
fn visit_random_game(players: usize, seed: u64, mut visit: impl FnMut(&Game)) -> Game {
    // Names of letters beyond ASCII too (issue 42: `Jürgen` was refused).
    let names = (0..players).map(|p| format!("Jü{p}ß"));
    // Every variant in turn: quick every third game, hidden every fourth, the market in every
    // other two-player game.
    let market = players == 2 && seed % 2 == 1;
    let options = Options { quick: seed.is_multiple_of(3), hidden: seed % 4 == 1, market };
    let (mut game, _) = Game::new(names, seed, options).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    for _ in 0..20_000 {
        visit(&game);
        if game.is_over() {
            return game;
        }
        game.apply(random_action(&game, &mut rng)).unwrap();
    }
    panic!("game {seed} with {players} players did not end");
}

/// No tile placed yet in this turn; the end may be announced already (R16: `announced: yes`).
fn is_start_of_turn(game: &Game) -> bool {
    matches!(game.decision(), Decision::PlaceTile { .. })
}

/// Written at the start of a turn, a game reads back equal in every field (whether the end
/// is announced too), the turn number aside (the format has none; it is set back here to
/// compare the rest).
fn assert_round_trip(game: &Game) {
    let text = write_position(game, &kinds(game.player_count()));
    let setup = parse_position(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    let (mut parts, _) = check::check_setup(setup).unwrap_or_else(|error| panic!("{error}\n{text}"));
    parts.turn = game.turn_number();
    let (back, events) = Game::from_parts(parts);
    assert_eq!(events, [Event::TurnStarted { player: game.current_player(), turn: game.turn_number() }]);
    assert!(back == *game, "read back differently:\n{text}");
    assert_eq!(rewritten(&text), text);
}

/// What a finished game shows: everything but the reason it ended.
fn assert_same_to_see(a: &Game, b: &Game) {
    assert_eq!((a.player_count(), a.options(), a.seed()), (b.player_count(), b.options(), b.seed()));
    assert_eq!((a.board(), a.current_player(), a.decision()), (b.board(), b.current_player(), b.decision()));
    assert!(a.pool().eq(b.pool()));
    for p in 0..a.player_count() {
        assert_eq!((a.name(p), a.cash(p), a.hand(p)), (b.name(p), b.cash(p), b.hand(p)));
        assert!(Chain::ALL.into_iter().all(|c| a.shares(p, c) == b.shares(p, c)));
    }
    assert!(Chain::ALL.into_iter().all(|c| a.bank_shares(c) == b.bank_shares(c)));
}

#[test]
fn random_positions_at_the_start_of_a_turn_round_trip_for_2_to_6_players() {
    let mut announced = 0;
    for players in 2..=6 {
        let mut checked = 0;
        for seed in 0..16 {
            visit_random_game(players, seed * 31 + players as u64, |game| {
                if is_start_of_turn(game) {
                    assert_round_trip(game);
                    checked += 1;
                    announced += game.is_end_announced() as usize;
                }
            });
        }
        assert!(checked > 500, "only {checked} positions checked with {players} players");
    }
    assert!(announced > 10, "only {announced} announced positions checked (R16)");
}

#[test]
fn r16_r17_finished_games_round_trip_with_over_yes() {
    for players in 2..=6 {
        for seed in 0..6 {
            let game = visit_random_game(players, seed, |_| {});
            let text = write_position(&game, &kinds(players));
            assert!(text.ends_with("over: yes\n"), "{text}");
            let back = read(&text);
            assert!(back.is_over());
            assert_same_to_see(&back, &game);
            assert_eq!(rewritten(&text), text);
        }
    }
}

#[test]
fn mid_turn_positions_are_written_as_the_board_stands_and_refused_only_mid_merger() {
    for seed in 0..8 {
        visit_random_game(4, seed, |game| {
            let text = write_position(game, &kinds(4));
            let merging = matches!(
                game.decision(),
                Decision::ChooseSurvivor { .. } | Decision::ChooseDefunct { .. } | Decision::Dispose { .. }
            );
            // R16 is asked of the board as written: a chain founded after the announcement can
            // leave no chain of the end size while one is not safe.
            let r16 = game.is_end_announced() && !is_start_of_turn(game);
            match read_position(&text) {
                Ok(back) => assert!(!merging && back.game.board() == game.board(), "{text}"),
                Err(error) if merging => {
                    let touches = matches!(
                        error.problem,
                        PositionProblem::ChainsTouch { .. } | PositionProblem::LoneTouchesChain { .. }
                    );
                    assert!(touches, "{error}\n{text}")
                }
                Err(error) => assert!(r16 && is_r16(&error.problem), "{error}\n{text}"),
            }
        });
    }
}

// ----- Attacks ---------------------------------------------------------------------------

/// Pieces of text that make trouble when dropped into a position.
const TROUBLE: [&str; 17] = [
    "é",
    "ö",
    ",",
    ":",
    " ",
    "\n",
    "#",
    "-",
    "99999999999999999999999",
    "Königshof",
    "lone",
    "\u{feff}",
    "\r",
    "0",
    "12I",
    "over: yes\n",
    "announced: yes\n",
];

fn mutate(text: &str, rng: &mut Xoshiro256PlusPlus) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + below(rng, 4) {
        let at = below(rng, chars.len() + 1);
        match below(rng, 3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => {
                let piece = TROUBLE[below(rng, TROUBLE.len())];
                chars.splice(at..at, piece.chars());
            }
            _ => chars.insert(at, char::from(b' ' + below(rng, 95) as u8)),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mangled_files_are_refused_or_read_but_never_panic() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let text = mutate(EXAMPLE, &mut rng);
        match read_position(&text) {
            Ok(position) => {
                accepted += 1;
                let written = write_position(&position.game, &position.kinds);
                assert_eq!(rewritten(&written), written, "from\n{text}");
            }
            Err(error) => {
                refused += 1;
                assert!(error.line <= text.lines().count(), "{error}");
            }
        }
    }
    assert!(accepted > 100 && refused > 1000, "{accepted} accepted, {refused} refused");
}

#[test]
fn huge_input_is_refused_quickly_with_a_short_message() {
    let board = format!("board: Aurora {}", "2B ".repeat(1300));
    let error = read_position(&edited(&board)).unwrap_err();
    assert_eq!(error.line, 6);
    let every_tile = Tile::all().map(|t| t.to_string()).collect::<Vec<_>>().join(" ");
    let pool = format!("pool: {every_tile} {every_tile}");
    let error = read_position(&edited(&pool)).unwrap_err();
    assert!(matches!(error.problem, PositionProblem::TileTwice { place: Place::Pool, .. }), "{error}");
}

/// Whether a problem is one of R16's: the end announced where it may not be.
fn is_r16(problem: &PositionProblem) -> bool {
    use PositionProblem as P;
    matches!(
        problem,
        P::AnnouncedAndOver | P::AnnouncedWithoutChain | P::AnnouncedTooEarly { .. } | P::AnnouncedAlready
    )
}
