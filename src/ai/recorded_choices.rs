//! The computer players' choices, recorded: whole games of brokers in every variant, and a
//! tycoon at a small effort playing against brokers, each decision folded into one number
//! that a change made for speed must leave as it is. The numbers were recorded before the
//! engine began to keep what it knows (the playable tiles of a hand, what the bank holds, the
//! dearest price on the board) instead of working it out at every decision.

use super::{AiSettings, ComputerPlayer, Tycoon, player};
use crate::notation::PlayerKind;
use crate::rules::{Action, Game, Options};

/// Folds an action into a running number (FNV-1a over its debug text, which names it fully).
fn fold(hash: u64, action: Action) -> u64 {
    format!("{action:?}").bytes().fold(hash, |hash, byte| (hash ^ byte as u64).wrapping_mul(0x100_0000_01b3))
}

/// Plays a whole game with `players` deciding for the seats in turn; answers the number of
/// decisions and their folded number.
fn play(seats: usize, seed: u64, options: Options, players: &mut [Box<dyn ComputerPlayer>]) -> (u32, u64) {
    let names = (0..seats).map(|seat| format!("P{seat}"));
    let (mut game, _) = Game::new(names, seed, options).unwrap();
    let (mut decisions, mut hash) = (0, 0xcbf2_9ce4_8422_2325);
    while let Some(seat) = game.decision().player() {
        let action = players[seat].decide(&game.view(seat));
        hash = fold(hash, action);
        decisions += 1;
        game.apply(action).unwrap();
    }
    (decisions, hash)
}

#[test]
fn brokers_choose_as_recorded_in_every_variant() {
    let settings = AiSettings { tycoon_playouts: 1, threads: 1 };
    let variants = [
        Options::default(),
        Options { quick: true, ..Options::default() },
        Options { hidden: true, ..Options::default() },
        Options { market: true, ..Options::default() },
    ];
    let mut played = Vec::new();
    for (game, options) in variants.into_iter().enumerate() {
        let seats = if options.market { 2 } else { 3 + game };
        let mut brokers: Vec<_> =
            (0..seats).map(|_| player(PlayerKind::Broker, &settings).unwrap()).collect();
        played.push(play(seats, 40 + game as u64, options, &mut brokers));
    }
    assert_eq!(played, RECORDED_BROKERS);
}

#[test]
fn a_tycoon_chooses_as_recorded() {
    let settings = AiSettings { tycoon_playouts: 48, threads: 1 };
    let mut players: Vec<Box<dyn ComputerPlayer>> = vec![Box::new(Tycoon::new(settings))];
    players.extend((0..2).map(|_| player(PlayerKind::Broker, &settings).unwrap()));
    assert_eq!(play(3, 7, Options::default(), &mut players), RECORDED_TYCOON);
}

/// Recorded before the change, with the code of main at 3e26923.
const RECORDED_BROKERS: [(u32, u64); 4] = [
    (375, 15401385342726546494),
    (220, 13786880577333538811),
    (364, 12522362825297135766),
    (248, 6346780469355997370),
];
/// Recorded likewise.
const RECORDED_TYCOON: (u32, u64) = (263, 9031465835594483404);
