//! Tests of the two steps of reading: what parsing keeps of a file, which step refuses which
//! problem, and setups built in code, which the check must hold to the same rules.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::tests::{EXAMPLE, edited, tiles};
use super::*;
use crate::notation::Seat;
use crate::rules::{Chain, Options, STARTING_CASH, TILE_COUNT, Tile, below};

fn parse(text: &str) -> PositionSetup {
    parse_position(text).unwrap_or_else(|error| panic!("{error}\n{text}"))
}

fn seat(name: &str) -> Seat {
    Seat::new(name, PlayerKind::Human).unwrap()
}

/// Ann and Bob, Ann to play, everything else left out.
fn two_seats() -> PositionSetup {
    let players = Lined { line: 0, value: vec![seat("Ann"), seat("Bob")] };
    PositionSetup { players, turn: Lined { line: 0, value: "Ann".to_string() }, ..PositionSetup::default() }
}

#[test]
fn the_example_parses_into_its_values_each_with_its_line() {
    let setup = parse(EXAMPLE);
    let seats: Vec<(&str, PlayerKind)> = setup.players.value.iter().map(|s| (s.name(), s.kind())).collect();
    assert_eq!(seats, [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Broker), ("Cid", PlayerKind::Human)]);
    assert_eq!((setup.players.line, setup.turn.line, setup.turn.value.as_str()), (2, 3, "Ann"));
    assert_eq!(setup.cash.line, 4);
    assert_eq!(setup.cash.value[1], CashEntry { name: "Bob".to_string(), amount: 5400 });
    assert_eq!(setup.shares.line, 5);
    assert_eq!(
        setup.shares.value[1],
        ShareEntry { name: "Ann".to_string(), chain: Chain::Zugvogel, count: 1 }
    );
    let groups: Vec<Option<Chain>> = setup.board.value.iter().map(|group| group.chain).collect();
    assert_eq!((setup.board.line, groups), (6, vec![Some(Chain::Aurora), Some(Chain::Zugvogel), None]));
    assert_eq!(setup.board.value[2].tiles, tiles("5G 12I"));
    assert_eq!(setup.hands.line, 7);
    assert_eq!(setup.hands.value[0], HandEntry { name: "Ann".to_string(), tiles: tiles("4B 1A 9C") });
    assert_eq!(setup.pool, Some(Lined { line: 8, value: tiles("4C 5C 6C") }));
    assert_eq!(
        (setup.seed, setup.options, setup.over),
        (42, Options { quick: true, ..Options::default() }, false)
    );
    assert_eq!(setup.announced, Lined { line: 0, value: false });
    let announced = parse(&edited("announced: yes")).announced;
    assert_eq!(announced, Lined { line: 11, value: true });
}

#[test]
fn missing_lines_parse_as_empty_values_on_line_0_and_no_pool() {
    let setup = parse("# bauloewe position 1\nplayers: Ann human, Bob tourist\nturn: bob\n");
    assert_eq!(setup.turn.value, "bob", "names are kept as written");
    assert_eq!((setup.cash.line, setup.cash.value.len(), setup.shares.value.len()), (0, 0, 0));
    assert_eq!((setup.board.value.len(), setup.hands.value.len(), setup.pool.clone()), (0, 0, None));
    assert_eq!((setup.seed, setup.options, setup.over), (DEFAULT_SEED, Options::default(), false));
}

#[test]
fn inconsistencies_parse_and_are_refused_by_the_check_with_the_same_error_as_reading() {
    let seven = "players: A human, B human, C human, D human, E human, F human, G human";
    let consistent_words = [
        "players: Ann human",
        seven,
        "players:",
        "players: Ann human, ann tourist, Cid human",
        "turn: Dan",
        "cash: Dan 5",
        "cash: Ann 5, ANN 6",
        "shares: Ann Aurora 20, Bob Aurora 6",
        "shares: Ann Aurora 3, ann aurora 1",
        "shares: Dan Aurora 3",
        "board: Aurora 2B, lone 5G",
        "board: Aurora",
        "board: Aurora 2B 4B",
        "board: Aurora 2B 3B, Zugvogel 4B 5B",
        "board: Aurora 2B 3B, lone 4B",
        "board: Aurora 2B 3B, aurora 7E 8E",
        "board: lone 5G, lone 12I",
        "board: Aurora 2B 3B, lone 3B",
        "hands: Ann 1A 2A 3A 4A 5A 6A 7A",
        "hands: Ann 2B",
        "hands: Ann 1A, Bob 1A",
        "hands: Dan 1A",
        "hands: Ann 1A, Ann 2A",
        "pool: 2B",
        "pool: 1A",
        "pool: 4C 4C",
        "announced: yes",
    ];
    for line in consistent_words {
        let text = edited(line);
        let setup = parse_position(&text).unwrap_or_else(|error| panic!("{line}: {error}"));
        let checked = Position::from_setup(setup).map(|_| ()).unwrap_err();
        assert_eq!(Err(checked), read_position(&text).map(|_| ()), "{line}");
    }
}

#[test]
fn malformed_words_are_refused_by_the_parse() {
    let malformed = [
        "players: Ann human, Bob robot, Cid human",
        "players: Ann, Bob broker, Cid human",
        "players: Ann human, Jo-rg broker, Cid human",
        "players: Ann human,, Bob human",
        "turn: Ann Bob",
        "turn:",
        "cash: Ann -5",
        "cash: Ann lots",
        "cash: Ann 1000000001",
        "cash: Ann",
        "shares: Ann Aurora 26",
        "shares: Ann Au 3",
        "shares: Ann 3",
        "board: lone",
        "board: Aurora 2B 13B",
        "board: 2B 3B",
        "pool: 4C, 5C",
        "seed: -1",
        "options: quick QUICK",
        "over: maybe",
        "announced: no",
        "colour: blue",
    ];
    for line in malformed {
        let text = edited(line);
        assert_eq!(parse_position(&text).map(|_| ()), read_position(&text).map(|_| ()), "{line}");
    }
}

#[test]
fn a_file_with_a_malformed_word_after_an_inconsistency_is_refused_for_the_word() {
    let text = edited("cash: Dan 5").replace("seed: 42", "seed: many");
    let error = read_position(&text).unwrap_err();
    assert_eq!(error, PositionError { line: 9, problem: PositionProblem::NotASeed("many".to_string()) });
}

#[test]
fn a_setup_built_in_code_is_checked_like_a_file() {
    let mut setup = two_seats();
    setup.hands = Lined { line: 3, value: vec![HandEntry { name: "bob".to_string(), tiles: tiles("1A") }] };
    setup.pool = Some(Lined { line: 4, value: tiles("2A 1A") });
    let error = Position::from_setup(setup).unwrap_err();
    let (tile, place, first) = (tiles("1A")[0], Place::Pool, Place::Hand("Bob".to_string()));
    let problem = PositionProblem::TileTwice { tile, place, first, first_line: 3 };
    assert_eq!(error, PositionError { line: 4, problem });
    let empty = Position::from_setup(PositionSetup::default()).unwrap_err();
    let no_players = PositionProblem::PlayerCount(SetupError::PlayerCount(0));
    assert_eq!(empty, PositionError { line: 0, problem: no_players });
}

#[test]
fn r4_r5_a_setup_built_in_code_cannot_pass_the_limits_parsing_keeps() {
    let mut setup = two_seats();
    setup.cash.value = vec![CashEntry { name: "Ann".to_string(), amount: MAX_CASH + 1 }];
    let error = Position::from_setup(setup).unwrap_err();
    let too_much = PositionProblem::TooMuchCash { name: "Ann".to_string(), amount: MAX_CASH + 1 };
    assert_eq!(error.problem, too_much);
    let mut setup = two_seats();
    setup.shares.value = vec![ShareEntry { name: "Bob".to_string(), chain: Chain::Aurora, count: 200 }];
    let error = Position::from_setup(setup).unwrap_err();
    assert_eq!(error.problem, PositionProblem::TooManyShares { chain: Chain::Aurora, held: 200 });
}

#[test]
fn a_setup_built_in_code_reads_as_the_file_it_writes() {
    let mut setup = two_seats();
    setup.cash.value = vec![CashEntry { name: "bob".to_string(), amount: 0 }];
    let aurora = BoardGroup { chain: Some(Chain::Aurora), tiles: tiles("2B 3B") };
    setup.board.value = vec![aurora, BoardGroup { chain: None, tiles: tiles("12I") }];
    setup.hands.value = vec![HandEntry { name: "Ann".to_string(), tiles: tiles("4B") }];
    let position = Position::from_setup(setup).unwrap();
    let text = write_position(&position.game, &position.kinds);
    assert!(text.contains("cash: Ann 6000, Bob 0\n"), "{text}");
    let again = read_position(&text).unwrap();
    assert_eq!(write_position(&again.game, &again.kinds), text);
    assert_eq!(position.game.cash(0), STARTING_CASH);
}

// ----- Random setups ---------------------------------------------------------------------------

const NAMES: [&str; 7] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"];

/// One of `common` (usually) or any other value.
fn mostly<T: Copy>(rng: &mut Xoshiro256PlusPlus, common: &[T], any: &[T]) -> T {
    if below(rng, 8) > 0 { common[below(rng, common.len())] } else { any[below(rng, any.len())] }
}

/// Mostly a seated player's name, in any case; now and then somebody else's.
fn random_name(rng: &mut Xoshiro256PlusPlus, seats: usize) -> String {
    let name = mostly(rng, &NAMES[..seats.max(1)], &NAMES);
    if below(rng, 2) == 0 { name.to_lowercase() } else { name.to_string() }
}

/// Up to `most` tiles anywhere on the board.
fn random_tiles(rng: &mut Xoshiro256PlusPlus, most: usize) -> Vec<Tile> {
    (0..below(rng, most + 1)).map(|_| Tile::from_index(below(rng, TILE_COUNT)).unwrap()).collect()
}

/// A board group: mostly a row of neighbours, like `2C 3C 4C`.
fn random_group(rng: &mut Xoshiro256PlusPlus) -> BoardGroup {
    let chain = (below(rng, 4) > 0).then(|| Chain::ALL[below(rng, Chain::ALL.len())]);
    let start = below(rng, TILE_COUNT - 4);
    let tiles = (start..start + mostly(rng, &[2, 3, 4], &[0, 1])).map(|i| Tile::from_index(i).unwrap());
    BoardGroup { chain, tiles: tiles.collect() }
}

/// A setup of random values, within their types: many of them are not games.
fn random_setup(rng: &mut Xoshiro256PlusPlus) -> PositionSetup {
    let count = mostly(rng, &[2, 3, 4, 5, 6], &[0, 1, 7]);
    let mut seats: Vec<Seat> = NAMES[..count].iter().map(|name| seat(name)).collect();
    if below(rng, 10) == 0 {
        seats.push(seat(&random_name(rng, count)));
    }
    let mut setup = PositionSetup { players: Lined { line: 2, value: seats }, ..PositionSetup::default() };
    setup.turn.value = random_name(rng, count);
    let cash = |rng: &mut _| CashEntry {
        name: random_name(rng, count),
        amount: mostly(rng, &[0, 6000, 100_000], &[MAX_CASH, MAX_CASH + 1, u32::MAX]),
    };
    setup.cash.value = (0..below(rng, 3)).map(|_| cash(rng)).collect();
    let holding = |rng: &mut _| ShareEntry {
        name: random_name(rng, count),
        chain: Chain::ALL[below(rng, Chain::ALL.len())],
        count: mostly(rng, &[0, 5, 12], &[25, 26, 255]),
    };
    setup.shares.value = (0..below(rng, 4)).map(|_| holding(rng)).collect();
    setup.board.value = (0..below(rng, 4)).map(|_| random_group(rng)).collect();
    let hand = |rng: &mut _| HandEntry { name: random_name(rng, count), tiles: random_tiles(rng, 7) };
    setup.hands.value = (0..below(rng, 3)).map(|_| hand(rng)).collect();
    setup.pool = (below(rng, 2) == 0).then(|| Lined { line: 8, value: random_tiles(rng, 6) });
    (setup.seed, setup.over) = (below(rng, 1000) as u64, below(rng, 5) == 0);
    setup.announced = Lined { line: 9, value: below(rng, 6) == 0 };
    setup
}

#[test]
fn random_setups_built_in_code_are_refused_or_built_but_never_panic() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(77);
    let (mut built, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let setup = random_setup(&mut rng);
        match Position::from_setup(setup.clone()) {
            Ok(position) => {
                built += 1;
                // A game that ends at its start pays bonuses, which can take cash past the limit.
                if (0..position.kinds.len()).any(|p| position.game.cash(p) > MAX_CASH) {
                    continue;
                }
                let text = write_position(&position.game, &position.kinds);
                let again = read_position(&text).unwrap_or_else(|error| panic!("{error}\n{text}\n{setup:?}"));
                assert_eq!(write_position(&again.game, &again.kinds), text);
            }
            Err(_) => refused += 1,
        }
    }
    assert!(built > 1000 && refused > 5000, "{built} built, {refused} refused");
}

#[test]
fn r16_a_setup_built_in_code_is_announced_only_where_the_rules_allow_it() {
    let mut setup = two_seats();
    let aurora =
        BoardGroup { chain: Some(Chain::Aurora), tiles: tiles("1A 2A 3A 4A 5A 6A 7A 8A 9A 10A 11A") };
    setup.board.value = vec![aurora];
    setup.hands.value = vec![HandEntry { name: "Ann".to_string(), tiles: tiles("1C") }];
    setup.announced.value = true;
    let position = Position::from_setup(setup.clone()).unwrap();
    assert!(position.game.is_end_announced());
    assert!(write_position(&position.game, &position.kinds).ends_with("announced: yes\n"));

    setup.over = true;
    let error = Position::from_setup(setup.clone()).unwrap_err();
    assert_eq!(error.problem, PositionProblem::AnnouncedAndOver);
    setup.over = false;
    setup.board.value[0].tiles.truncate(10);
    let error = Position::from_setup(setup).unwrap_err();
    assert!(matches!(error.problem, PositionProblem::AnnouncedTooEarly { largest: 10, .. }), "{error}");
}
