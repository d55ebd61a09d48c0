//! Random whole games with invariants checked after every action.
//!
//! What no hand-made example covers: thousands of games for 2 to 6 players, played by random
//! players, with the bookkeeping checked after each step, `legal_actions` checked against
//! what `apply` accepts, and every dry run of a placement or a founding on a copy of the board
//! (`place_on`, `found_on`, with what a player looking ahead asks next) against what the action
//! does. The variants take turns: V1 quick games, V2 hidden holdings (which must play
//! exactly as without), V3 the market in two-player games. Set `BAULOEWE_RANDOM_GAMES=N` for
//! more games per player count.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use super::test_support::random_action;
use super::*;

/// Games per player count in a normal `cargo test` run.
const DEFAULT_GAMES: u64 = 400;
/// No game may take more actions than this (every game ends).
const MAX_ACTIONS: usize = 20_000;

#[test]
fn random_games_keep_every_invariant() {
    let games: u64 =
        std::env::var("BAULOEWE_RANDOM_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(DEFAULT_GAMES);
    let mut dry_runs = 0;
    for players in 2..=6 {
        for seed in 0..games {
            dry_runs += play_checked_game(players, seed * 7919 + players as u64, options_for(players, seed));
        }
    }
    assert!(games == 0 || dry_runs > 0, "no dry run was checked");
}

#[test]
fn legal_actions_are_exactly_what_apply_accepts() {
    for seed in 0..60 {
        let players = 2 + seed as usize % 5;
        let (mut game, _) = new_game(players, seed, options_for(players, seed));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while !game.is_over() {
            let legal = game.legal_actions();
            for action in probe_actions(&game) {
                let mut copy = game.clone();
                let accepted = copy.apply(action).is_ok();
                assert_eq!(accepted, legal.contains(&action), "{action:?} at {:?}", game.decision());
                if !accepted {
                    assert_eq!(copy, game, "a refused {action:?} changed the game");
                }
            }
            game.apply(random_action(&game, &mut rng)).unwrap();
        }
    }
}

#[test]
fn v2_hidden_holdings_play_exactly_as_without() {
    for seed in 0..40 {
        let players = 2 + seed as usize % 5;
        let hidden = Options { hidden: true, ..Options::default() };
        let (mut shown, shown_setup) = new_game(players, seed, Options::default());
        let (mut secret, secret_setup) = new_game(players, seed, hidden);
        assert_eq!(shown_setup, secret_setup);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while !shown.is_over() {
            let action = random_action(&shown, &mut rng);
            assert_eq!(shown.apply(action), secret.apply(action), "{action:?}");
        }
        assert!(secret.is_over());
    }
}

/// The variants a random game is played with: a quick game every fifth seed, hidden holdings
/// every third, and the market in every other two-player game.
fn options_for(players: usize, seed: u64) -> Options {
    Options { quick: seed.is_multiple_of(5), hidden: seed % 3 == 1, market: players == 2 && seed % 2 == 1 }
}

fn new_game(players: usize, seed: u64, options: Options) -> (Game, Vec<Event>) {
    let names = (0..players).map(|p| format!("P{p}"));
    Game::new(names, seed, options).unwrap()
}

/// Plays one random game, checking it all the way; answers how many dry runs it checked.
fn play_checked_game(players: usize, seed: u64, options: Options) -> u64 {
    let (mut game, mut events) = new_game(players, seed, options);
    // The same game played without events, which must stay equal to the one with them; and
    // once more by the action's position, in one step (`apply_chosen_unrecorded`).
    let mut unrecorded = game.clone();
    let mut chosen = game.clone();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xabcdef);
    let (mut discarded, mut dry_runs) = (0, 0);
    for _ in 0..MAX_ACTIONS {
        discarded += check_events(&events);
        check_market(&game, &events);
        check_invariants(&game, discarded);
        if game.is_over() {
            // A finished game dealt anew is the game `Game::new` deals (same seed, same deal).
            let mut again = game.clone();
            again.deal_again(seed ^ 1);
            assert_eq!(again, new_game(players, seed ^ 1, options).0, "dealt again");
            return dry_runs;
        }
        dry_runs += check_dry_runs(&game);
        let action = random_action(&game, &mut rng);
        let listed = game.legal_actions();
        let position = listed.iter().position(|a| *a == action).expect("legal");
        events = game.apply(action).unwrap_or_else(|e| panic!("legal {action:?} refused: {e:?}"));
        unrecorded
            .apply_unrecorded(action)
            .unwrap_or_else(|e| panic!("unrecorded {action:?} refused: {e:?}"));
        assert_eq!(unrecorded, game, "{action:?} played unrecorded");
        // The choices it hands over are the legal actions too, in their order.
        chosen.apply_chosen_unrecorded(|choices| {
            let handed: Vec<Action> =
                (0..choices.len()).map(|k| choices.get(k).expect("k below len")).collect();
            assert_eq!(handed, listed, "the choices handed over at {action:?}");
            position
        });
        assert_eq!(chosen, game, "{action:?} played by its position {position}");
    }
    panic!("game {seed} with {players} players did not end in {MAX_ACTIONS} actions");
}

/// A placement or a founding tried on a copy of the board (R11: [`place_on`], [`found_on`])
/// leaves the board `apply` leaves, and says what the tile does: a tile that grows a chain
/// grows it as the event tells, one that founds asks for a chain, one that merges starts a
/// merger. Where only the board and the founder's shares change, what a player looking ahead
/// asks next is answered as `apply` plays it: whether buying follows (R10.2), whether the end
/// could then be announced (R16), whether the founder gets a share (R11). Every tile is tried
/// with each free chain it could found. Answers how many dry runs it checked.
fn check_dry_runs(game: &Game) -> u64 {
    let Some(me) = game.decision().player() else { return 0 };
    let view = game.view(me);
    let mut checked = 0;
    for (steps, tile, founding) in dry_run_candidates(game) {
        let mut after = game.clone();
        let mut events = Vec::new();
        for &action in &steps {
            events = after.apply(action).unwrap();
        }
        let mut board = game.board().clone();
        if matches!(game.decision(), Decision::PlaceTile { .. }) {
            match place_on(&mut board, tile) {
                Placed::Merges(chains) => {
                    // The merger that follows changes the board further: only its start is told.
                    let started = Event::MergerStarted { player: me, tile, chains };
                    assert!(events.contains(&started), "{tile}: {events:?}");
                    checked += 1;
                    continue;
                }
                Placed::Grew { chain, size } => {
                    assert!(events.contains(&Event::ChainGrew { chain, size }), "{tile}: {events:?}")
                }
                Placed::Founds => assert!(founding.is_some(), "{tile} founds no chain"),
                Placed::Lone => assert_eq!(game.tile_status(tile), TileStatus::Lone, "{tile}"),
            }
        }
        if let Some(chain) = founding {
            assert_eq!(found_on(&mut board, tile, chain), after.board().size(chain), "{tile} {chain:?}");
            let gained = after.shares(me, chain) - game.shares(me, chain);
            assert_eq!(view.founder_gets_share(chain), gained == 1, "{tile} {chain:?}");
        }
        assert_eq!(after.board(), &board, "{steps:?}");
        let buying = Decision::BuyShares { player: me, remaining: SHARES_PER_TURN };
        assert_eq!(buying_follows(&board), after.decision() == buying, "{steps:?}");
        if after.decision() == buying {
            assert_eq!(view.can_announce_with(&board), after.can_announce(), "{steps:?}");
        }
        checked += 1;
    }
    checked
}

/// The actions to try on a copy of the board now: each legal placement (a tile that founds a
/// chain followed by founding each free chain) and each founding, with the tile and the chain
/// founded.
fn dry_run_candidates(game: &Game) -> Vec<(Vec<Action>, Tile, Option<Chain>)> {
    let free = || Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c));
    let mut candidates = Vec::new();
    for action in game.legal_actions() {
        match (action, game.decision()) {
            (Action::Place(tile), _) if game.tile_status(tile) == TileStatus::Founds => {
                for chain in free() {
                    candidates.push((vec![action, Action::Found(chain)], tile, Some(chain)));
                }
            }
            (Action::Place(tile), _) => candidates.push((vec![action], tile, None)),
            (Action::Found(chain), Decision::FoundChain { tile, .. }) => {
                candidates.push((vec![action], tile, Some(chain)))
            }
            _ => {}
        }
    }
    candidates
}

/// Checks what events may never say, and counts discarded dead tiles.
fn check_events(events: &[Event]) -> usize {
    let mut discarded = 0;
    for event in events {
        match *event {
            Event::DefunctHandled { size, .. } => {
                assert!(size < SAFE_SIZE, "a safe chain became defunct (R15)")
            }
            Event::ChainFounded { size, .. } => assert!(size >= 2),
            Event::DeadTileDiscarded { .. } => discarded += 1,
            _ => {}
        }
    }
    discarded
}

/// V3: with the market, every payout of bonuses (a defunct chain's, each chain's at the end)
/// begins with the market's draw for that chain, of a tile that is now at the bottom of the
/// pool if it is the last draw; without the market it never draws or wins.
fn check_market(game: &Game, events: &[Event]) {
    for (index, event) in events.iter().enumerate() {
        let next = events.get(index + 1);
        match *event {
            Event::DefunctHandled { chain, .. } => {
                let drew = matches!(next, Some(Event::MarketDraw { chain: c, .. }) if *c == chain);
                assert_eq!(drew, game.options().market, "{chain}'s payout and the market's draw");
            }
            Event::MarketDraw { tile, .. } => {
                assert!(game.options().market, "the market drew without the option");
                assert_eq!(tile.is_none(), game.pool_len() == 0, "the market draws while the pool lasts");
                assert!(Event::market_holding(tile) <= 12);
            }
            Event::MarketBonus { .. } => assert!(game.options().market, "the market won without the option"),
            _ => {}
        }
    }
    if let Some(Event::MarketDraw { tile: Some(tile), .. }) =
        events.iter().rev().find(|e| matches!(e, Event::MarketDraw { .. }))
        && !events.iter().any(|e| matches!(e, Event::TileDrawn { .. }))
    {
        assert_eq!(game.pool().last(), Some(*tile), "the market's tile goes to the bottom of the pool");
    }
}

fn check_invariants(game: &Game, discarded: usize) {
    check_kept_facts(game);
    check_legal_choices(game);
    check_playability(game);
    check_shares(game);
    check_tiles(game, discarded);
    check_chains(game);
}

/// What the board and the game keep up to date with every change is what working it out
/// again from the rules gives: the dearest share price on the board, the chains the bank
/// holds shares of, and (from both) the chains that may be bought now; and the tiles that may
/// be placed, found when the turn started.
fn check_kept_facts(game: &Game) {
    let board = game.board();
    let dearest = board.chains_on_board().iter().map(|chain| board.share_price(chain)).max();
    assert_eq!(board.dearest_price(), dearest.unwrap_or(0), "the dearest price");
    assert_eq!(game.buyable_chains(), game.buyable_chains_simply(), "buyable at {:?}", game.decision());
    if let Decision::PlaceTile { player } = game.decision() {
        check_placements(game, player);
        // A rival imagining the game deals the placer's hand anew.
        let rival = (player + 1) % game.player_count();
        let imagined =
            game.view(rival).imagine(&mut Xoshiro256PlusPlus::seed_from_u64(game.turn_number() as u64));
        check_placements(&imagined, player);
    }
}

/// The legal actions counted and taken one by one ([`LegalChoices`]) are the listed ones, in
/// order, for the game and for every seat's view (empty for a seat that does not decide).
fn check_legal_choices(game: &Game) {
    let listed = |choices: LegalChoices| -> Vec<Action> {
        assert_eq!(choices.get(choices.len()), None, "past the last at {:?}", game.decision());
        (0..choices.len()).map(|k| choices.get(k).expect("k below len")).collect()
    };
    assert_eq!(listed(game.legal_choices()), game.legal_actions(), "at {:?}", game.decision());
    check_disposal_positions(game);
    for seat in 0..game.player_count() {
        let view = game.view(seat);
        assert_eq!(
            listed(view.legal_choices()),
            view.legal_actions(),
            "seat {seat} at {:?}",
            game.decision()
        );
    }
}

/// Where each disposal stands among the legal actions ([`LegalChoices::disposal_position`]) is
/// where `legal_actions` lists it; a split that is not legal stands nowhere.
fn check_disposal_positions(game: &Game) {
    let choices = game.legal_choices();
    let Some((held, _)) = choices.disposal() else {
        assert_eq!(choices.disposal_position(0, 0), None, "no disposal at {:?}", game.decision());
        return;
    };
    let legal = game.legal_actions();
    // Past what is held too, and the most a number of shares can say.
    for sell in (0..=held + 3).chain([u8::MAX]) {
        for trade in (0..=held + 3).chain([u8::MAX]) {
            let listed = legal.iter().position(|a| *a == Action::Dispose { sell, trade });
            assert_eq!(choices.disposal_position(sell, trade), listed, "sell {sell}, trade {trade}");
        }
    }
}

/// The legal placements are the tiles of the placer's hand whose status is playable.
fn check_placements(game: &Game, player: PlayerId) {
    let playable = game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable());
    let placements: Vec<Action> = playable.map(Action::Place).collect();
    let legal = game.legal_actions().into_iter().filter(|a| matches!(a, Action::Place(_)));
    assert_eq!(legal.collect::<Vec<_>>(), placements, "the playable tiles");
}

/// The quick playability and dead-tile tests agree with the full tile status for every empty
/// cell.
fn check_playability(game: &Game) {
    let every = game.board().every_tile_playable();
    for tile in Tile::all().filter(|t| game.board().cell(*t) == Cell::Empty) {
        assert!(!every || game.tile_status(tile).is_playable(), "{tile} though every tile is playable");
        assert_eq!(game.board().is_playable(tile), game.tile_status(tile).is_playable(), "{tile}");
        assert_eq!(game.board().is_dead(tile), game.tile_status(tile) == TileStatus::Dead, "{tile}");
    }
}

/// R4: 25 shares of each chain between the bank and the players.
fn check_shares(game: &Game) {
    for chain in Chain::ALL {
        let held: u32 = (0..game.player_count()).map(|p| game.shares(p, chain) as u32).sum();
        assert_eq!(held + game.bank_shares(chain) as u32, SHARES_PER_CHAIN as u32, "{chain} shares");
    }
}

/// R2: every tile in exactly one place: board, a hand, the pool, or discarded.
fn check_tiles(game: &Game, discarded: usize) {
    let mut seen = [false; TILE_COUNT];
    let mut mark = |tile: Tile| {
        assert!(!seen[tile.index()], "{tile} is in two places");
        seen[tile.index()] = true;
    };
    Tile::all().filter(|t| game.board().cell(*t) != Cell::Empty).for_each(&mut mark);
    for player in 0..game.player_count() {
        assert!(game.hand(player).len() <= HAND_SIZE);
        // A hand moves its tiles as bytes (`Hand::insert`): they stay in board order.
        assert!(game.hand(player).as_slice().is_sorted(), "hand {player}: {}", game.hand(player));
        game.hand(player).tiles().for_each(&mut mark);
    }
    game.pool().for_each(&mut mark);
    assert_eq!(seen.iter().filter(|s| **s).count() + discarded, TILE_COUNT);
}

/// R11, R14: chain sizes match the board, no chain of one tile, and between decisions of a
/// turn's own flow chains neither touch each other nor a lone hotel, and each is connected.
fn check_chains(game: &Game) {
    let board = game.board();
    for chain in Chain::ALL {
        let cells = Tile::all().filter(|t| board.cell(*t) == Cell::Hotel(chain)).count();
        assert_eq!(cells, board.size(chain) as usize, "{chain} size");
        assert_ne!(cells, 1, "a chain of one tile");
    }
    if matches!(game.decision(), Decision::PlaceTile { .. } | Decision::BuyShares { .. } | Decision::GameOver)
    {
        for tile in Tile::all() {
            check_neighbourhood(board, tile);
        }
        for chain in board.chains_on_board().iter() {
            assert_eq!(connected_size(board, chain), board.size(chain) as usize, "{chain} is not connected");
        }
    }
}

fn check_neighbourhood(board: &Board, tile: Tile) {
    let cell = board.cell(tile);
    for neighbour in tile.neighbours() {
        match (cell, board.cell(neighbour)) {
            (Cell::Hotel(a), Cell::Hotel(b)) => assert_eq!(a, b, "{a} touches {b} at {tile}"),
            (Cell::Hotel(_), Cell::Lone) | (Cell::Lone, Cell::Hotel(_)) => {
                panic!("a lone hotel touches a chain at {tile}")
            }
            _ => {}
        }
    }
}

fn connected_size(board: &Board, chain: Chain) -> usize {
    let start = Tile::all().find(|t| board.cell(*t) == Cell::Hotel(chain)).expect("on the board");
    let mut seen = vec![start];
    let mut next = 0;
    while next < seen.len() {
        for neighbour in seen[next].neighbours() {
            if board.cell(neighbour) == Cell::Hotel(chain) && !seen.contains(&neighbour) {
                seen.push(neighbour);
            }
        }
        next += 1;
    }
    seen.len()
}

/// Actions worth trying at any moment: every tile in the player's hand and two more, every
/// chain for every chain action, and a spread of disposals.
fn probe_actions(game: &Game) -> Vec<Action> {
    let mut actions = vec![Action::EndTurn, Action::Announce];
    let player = game.decision().player().unwrap_or(0);
    let tiles = game.hand(player).tiles().chain(Tile::from_index(0)).chain(Tile::from_index(60));
    actions.extend(tiles.map(Action::Place));
    for chain in Chain::ALL {
        actions.extend([
            Action::Found(chain),
            Action::Survivor(chain),
            Action::Defunct(chain),
            Action::Buy(chain),
        ]);
    }
    for sell in [0, 1, 2, 3, 5, 25, 255] {
        for trade in [0, 1, 2, 4, 6, 26, 254] {
            actions.push(Action::Dispose { sell, trade });
        }
    }
    actions
}
