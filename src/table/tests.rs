//! The table driven in-process: whole games through `(viewer, line)` messages, what each seat
//! may read (R19), and the refusals a table adds to a local game.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::console::{Repl, ScriptSource};
use crate::notation::SeatList;
use crate::rules::{Options, PlayerId, Tile};
use crate::session::Session;
use crate::show::palette::Palette;
use crate::words::Lang;
use crate::words::commands::action_command;

/// A table with its viewers, and everything each viewer was sent.
struct Driver {
    table: Table,
    /// The viewer playing each seat (`None`: a computer seat, or nobody yet).
    seats: Vec<Option<ViewerId>>,
    /// Everything sent to each viewer, in order.
    sent: Vec<Vec<Out>>,
    /// Every line a person sent, as `seat<TAB>line`.
    journal: Vec<String>,
}

impl Driver {
    fn new(players: &str, seed: u64) -> Driver {
        Driver::with_options(players, seed, Options::default())
    }

    fn with_options(players: &str, seed: u64, options: Options) -> Driver {
        let seats = players.parse::<SeatList>().unwrap().0;
        let (session, _) = Session::new(seats, seed, options).unwrap();
        let count = session.game().player_count();
        Driver {
            table: Table::new(session, Lang::En),
            seats: vec![None; count],
            sent: Vec::new(),
            journal: Vec::new(),
        }
    }

    fn deliver(&mut self, deliveries: Vec<Delivery>) {
        for delivery in deliveries {
            if self.sent.len() <= delivery.to {
                self.sent.resize(delivery.to + 1, Vec::new());
            }
            self.sent[delivery.to].extend(delivery.lines);
        }
    }

    fn attach(&mut self, role: Role, lang: Lang) -> ViewerId {
        let looks = Looks { lang, ..Looks::default() };
        let (id, deliveries) = self.table.attach(role, looks);
        self.deliver(deliveries);
        if let Role::Seat(seat) = role {
            self.seats[seat] = Some(id);
        }
        id
    }

    fn sit_everyone(&mut self) {
        for seat in self.table.people() {
            self.attach(Role::Seat(seat), Lang::En);
        }
    }

    fn computers(&mut self) {
        while self.table.computer_to_move() {
            let deliveries = self.table.play_computer().unwrap();
            self.deliver(deliveries);
        }
    }

    fn send(&mut self, seat: PlayerId, line: &str) {
        self.journal.push(format!("{seat}\t{line}"));
        let id = self.seats[seat].expect("the seat is taken");
        let deliveries = self.table.line(id, line);
        self.deliver(deliveries);
    }

    /// Plays to the end: computers move, people answer each prompt with a legal action
    /// chosen by `rng`, now and then asking to see something first.
    fn play_out(&mut self, rng: &mut Xoshiro256PlusPlus, check: &mut impl FnMut(&Driver)) {
        for _ in 0..5000 {
            self.computers();
            check(self);
            let game = self.table.session().game();
            let Some(seat) = game.decision().player() else { return };
            let actions = game.legal_actions();
            let action = actions[rng.random_range(0..actions.len())];
            if rng.random_range(0..8) == 0 {
                let look = ["board", "players", "chains", "log", "hand", "dump"][rng.random_range(0..6)];
                let other = (seat + 1) % game.player_count();
                let asker = if self.seats[other].is_some() { other } else { seat };
                self.send(asker, look);
            }
            if rng.random_range(0..8) == 0 {
                self.probe_a_hidden_tile(seat);
            }
            let line = action_command(&*Lang::En, action);
            self.send(seat, &line);
        }
        panic!("the game did not end within 5000 decisions");
    }

    /// Plays `decisions` of the people's decisions, each a legal action chosen by `rng`; the
    /// computers move between them.
    fn play_out_to(&mut self, rng: &mut Xoshiro256PlusPlus, decisions: usize) {
        for _ in 0..decisions {
            self.computers();
            let game = self.table.session().game();
            let Some(seat) = game.decision().player() else { return };
            let actions = game.legal_actions();
            let line = action_command(&*Lang::En, actions[rng.random_range(0..actions.len())]);
            self.send(seat, &line);
        }
        self.computers();
    }

    /// The deciding `seat` tries to lay a tile of another seat's hand, then one of the pool:
    /// the two refusals say the same, so a refusal never tells where a tile is (R19). The
    /// probes are not delivered: the game is unchanged by them.
    fn probe_a_hidden_tile(&mut self, seat: PlayerId) {
        let game = self.table.session().game();
        let other = (seat + 1) % game.player_count();
        let hidden = game.hand(other).tiles().next();
        let in_hands = |t: Tile| (0..game.player_count()).any(|p| game.hand(p).tiles().any(|h| h == t));
        let in_pool = game.pool().find(|t| !in_hands(*t));
        let (Some(hidden), Some(in_pool), Some(id)) = (hidden, in_pool, self.seats[seat]) else { return };
        let refusal = |table: &mut Table, tile: Tile| {
            let text: String = table.line(id, &format!("lay {tile}"))[0].lines[0].text.clone();
            let words = text.split(' ').map(|w| if w.parse::<Tile>() == Ok(tile) { "T" } else { w });
            words.collect::<Vec<_>>().join(" ")
        };
        let before = self.table.session().actions().len();
        assert_eq!(refusal(&mut self.table, hidden), refusal(&mut self.table, in_pool));
        assert_eq!(self.table.session().actions().len(), before);
    }

    fn text_of(&self, id: ViewerId) -> String {
        self.sent
            .get(id)
            .map(|lines| lines.iter().map(|o| format!("{}\n", o.text)).collect())
            .unwrap_or_default()
    }
}

/// The tiles named in `text` (words like `7E` or `12I`).
fn tiles_named(text: &str) -> Vec<Tile> {
    text.split(|c: char| !c.is_ascii_alphanumeric()).filter_map(|word| word.parse::<Tile>().ok()).collect()
}

#[test]
fn r19_no_seat_reads_another_hand_or_the_seed_in_200_random_games() {
    let mut leaks = Vec::new();
    for number in 0..200u64 {
        let seed = 9_000_000_000_000 + number * 7919;
        let players =
            if number % 2 == 0 { "Ann:human,Bob:human,Cid:tourist,Dee:human" } else { "Ann:human,Bob:human" };
        let mut driver = Driver::new(players, seed);
        driver.sit_everyone();
        let watcher = driver.attach(Role::Watcher, Lang::En);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(number);
        let mut read = [0; 8];
        let mut check = |driver: &Driver| {
            let game = driver.table.session().game();
            if game.is_over() {
                return;
            }
            for (id, lines) in driver.sent.iter().enumerate() {
                let own = driver.seats.iter().position(|v| *v == Some(id));
                // The R9 sentence names 1A as the corner start tiles are measured from.
                let fresh = lines[read[id]..].iter().filter(|o| !o.text.ends_with("(R9)."));
                let fresh: String = fresh.map(|o| format!("{}\n", o.text)).collect();
                read[id] = lines.len();
                if fresh.contains(&seed.to_string()) || fresh.contains("hands:") || fresh.contains("pool:") {
                    leaks.push(format!("game {number}: viewer {id} read the seed or a dump"));
                }
                let named = tiles_named(&fresh);
                for other in (0..game.player_count()).filter(|p| Some(*p) != own) {
                    if let Some(tile) = game.hand(other).tiles().find(|t| named.contains(t)) {
                        leaks.push(format!("game {number}: viewer {id} read {tile} of seat {other}"));
                    }
                }
            }
        };
        driver.play_out(&mut rng, &mut check);
        assert!(driver.text_of(watcher).contains("wins") || driver.text_of(watcher).contains("share first"));
    }
    assert_eq!(leaks, Vec::<String>::new(), "{} leaks", leaks.len());
}

#[test]
fn a_game_at_a_table_ends_as_the_same_lines_in_a_local_script_do() {
    let players = "Ann:human,Bob:human,Cid:broker";
    let mut driver = Driver::new(players, 4242);
    driver.sit_everyone();
    driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(7), &mut |_| {});
    let table_end = driver.table.session().record().position();
    // The same decisions typed at one keyboard: the journal without its seats.
    let script: String =
        driver.journal.iter().map(|entry| format!("{}\n", entry.split_once('\t').unwrap().1)).collect();
    let seats = players.parse::<SeatList>().unwrap().0;
    let (session, setup) = Session::new(seats, 4242, Options::default()).unwrap();
    let mut input = ScriptSource::new(std::io::Cursor::new(script));
    let mut output = Vec::new();
    let mut repl = Repl::new(session, &mut input, &mut output, Palette::Plain);
    repl.run(&setup).unwrap();
    assert!(table_end.contains("over: yes") || driver.table.session().game().is_over());
    assert_eq!(repl.session().record().position(), table_end);
}

#[test]
fn a_journal_replays_to_the_same_lines_for_every_seat() {
    let run = || {
        let mut driver = Driver::new("Ann:human,Bob:broker,Cid:human", 77);
        driver.sit_everyone();
        driver.attach(Role::Watcher, Lang::De);
        driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(3), &mut |_| {});
        driver.sent
    };
    let first = run();
    assert!(first.iter().all(|lines| !lines.is_empty()));
    assert_eq!(first, run());
}

#[test]
fn a_seat_is_refused_what_is_not_its_decision_and_what_would_change_the_game_for_all() {
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    driver.sit_everyone();
    let (ann, bob) = (driver.seats[0].unwrap(), driver.seats[1].unwrap());
    let decider = driver.table.session().game().decision().player().unwrap();
    let waiter_id = if decider == 0 { bob } else { ann };
    let before = driver.table.session().actions().to_vec();
    for line in ["lay 1A", "undo", "save x", "load x", "dump", "new"] {
        let answer = driver.table.line(waiter_id, line);
        assert_eq!(answer.len(), 1, "{line}: only the sender is answered");
        let refusal = &answer[0].lines[0];
        assert_eq!(refusal.tag, Tag::Refused, "{line}: {refusal:?}");
    }
    assert_eq!(driver.table.session().actions(), &before[..], "nothing changed");
    let text: Vec<String> =
        ["lay 1A", "undo"].iter().map(|l| driver.table.line(waiter_id, l)[0].lines[0].text.clone()).collect();
    let decider_name = driver.table.session().game().name(decider).to_string();
    assert_eq!(text[0], format!("not your decision: the table waits for {decider_name}"));
    assert!(text[1].starts_with("'undo' works only when you are the only human in the game"), "{}", text[1]);
    assert!(text[1].ends_with("it would change the game for everyone"), "{}", text[1]);
    // issue 42: listing the saves changes nothing; a table's saves are on the host's machine.
    let saves = driver.table.line(waiter_id, "saves")[0].lines[0].text.clone();
    assert!(saves.contains("a table's saves are on the host's machine"), "{saves}");
    // What a table refuses, its `help` does not offer (it offered `undo`, `save`, `load`, `saves`).
    let help: Vec<String> =
        driver.table.line(waiter_id, "help")[0].lines.iter().map(|l| l.text.clone()).collect();
    assert!(help.iter().any(|line| line.starts_with("  buy ")), "{help:?}");
    for usage in ["  undo ", "  save ", "  load ", "  saves "] {
        assert!(!help.iter().any(|line| line.starts_with(usage)), "{usage} in {help:?}");
    }
}

#[test]
fn out_of_turn_a_game_command_hears_whose_decision_it_is_not_the_other_seat_s_step() {
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    driver.sit_everyone();
    let decider = driver.table.session().game().decision().player().unwrap();
    let waiter = driver.seats[1 - decider].unwrap();
    let name = driver.table.session().game().name(decider).to_string();
    // The decider must lay a tile: before, `buy` heard "not now: first place a tile (lay …)".
    for line in ["buy 1 Aurora", "buy", "found Aurora", "sell 1", "lay", "end", "lay 1A"] {
        let text = driver.table.line(waiter, line)[0].lines[0].text.clone();
        assert_eq!(text, format!("not your decision: the table waits for {name}"), "{line}");
    }
}

#[test]
fn the_deciding_seat_gets_its_screen_and_prompt_the_others_a_status() {
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    driver.sit_everyone();
    let decider = driver.table.session().game().decision().player().unwrap();
    let name = driver.table.session().game().name(decider).to_string();
    let (decider_id, other_id) = (driver.seats[decider].unwrap(), driver.seats[1 - decider].unwrap());
    let decider_lines = &driver.sent[decider_id];
    let prompt = decider_lines.iter().find(|o| o.tag == Tag::Prompt).expect("the decider is prompted");
    // A seat that came later interrupts the prompt: it is said again (to plain clients).
    let last = decider_lines.last().unwrap();
    assert!(last == prompt || *last == Out { tag: Tag::PromptAgain, ..prompt.clone() }, "{last:?}");
    assert!(decider_lines.iter().any(|o| o.text.starts_with("Your tiles:")), "{decider_lines:?}");
    let other = driver.text_of(other_id);
    assert!(other.contains(&format!("Waiting for {name}.")), "{other}");
    assert!(!driver.sent[other_id].iter().any(|o| o.tag == Tag::Prompt));
}

#[test]
fn a_seat_that_comes_back_gets_its_screen_and_its_prompt_again() {
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    driver.sit_everyone();
    let decider = driver.table.session().game().decision().player().unwrap();
    let id = driver.seats[decider].unwrap();
    let deliveries = driver.table.line(id, "quit");
    assert_eq!(deliveries[0].lines[0].tag, Tag::Closed);
    let other = deliveries.iter().find(|d| d.to != id).unwrap();
    assert!(other.lines[0].text.contains("left the table"), "{other:?}");
    let (_, back) = driver.table.attach(Role::Seat(decider), Looks::default());
    let own = &back[0].lines;
    assert!(own.iter().any(|o| o.text.starts_with("Your tiles:")));
    assert_eq!(own.last().unwrap().tag, Tag::Prompt);
}

#[test]
fn a_watcher_sees_the_moves_and_never_a_hand() {
    let mut driver = Driver::new("Ann:human,Bob:tourist", 11);
    driver.sit_everyone();
    let watcher = driver.attach(Role::Watcher, Lang::De);
    for line in ["hand", "lay 1A", "dump"] {
        let answer = driver.table.line(watcher, line);
        assert_eq!(answer[0].lines[0].tag, Tag::Refused, "{line}");
    }
    let board = driver.table.line(watcher, "brett");
    assert!(board[0].lines.len() > 9, "{board:?}");
    // `hilfe` tells a watcher's own commands, not a player's.
    let help: Vec<String> = answer(&mut driver, watcher, "hilfe").into_iter().map(|o| o.text).collect();
    let help = help.join("\n");
    assert!(help.starts_with("Du schaust zu: 'brett'") && !help.contains("lege"), "{help}");
    driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(1), &mut |_| {});
    let lines = &driver.sent[watcher];
    assert!(lines.iter().any(|o| o.tag == Tag::Over));
    assert!(driver.text_of(watcher).contains("Du schaust zu"));
    let dump = driver.table.line(watcher, "dump");
    assert!(dump[0].lines.iter().any(|o| o.text.starts_with("hands:")), "after the end the dump is shown");
    // A position file is machine text: no transport breaks its lines (nc broke them at 80).
    assert!(dump[0].lines.iter().all(|o| o.tag == Tag::Machine), "{dump:?}");
}

#[test]
fn a_watcher_that_quits_is_told_how_a_watcher_comes_back() {
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    let watcher = driver.attach(Role::Watcher, Lang::En);
    let bye = driver.table.line(watcher, "quit")[0].lines[0].clone();
    assert_eq!(bye.tag, Tag::Closed);
    // Before, a watcher read that its code brings it back to its seat: it has neither.
    assert_eq!(bye.text, "You stopped watching; connect again and type 'watch' to watch again.");
}

/// What viewer `id` reads in answer to `line`, each line's text, with its tag.
fn answer(driver: &mut Driver, id: ViewerId, line: &str) -> Vec<Out> {
    driver.table.line(id, line).into_iter().filter(|d| d.to == id).flat_map(|d| d.lines).collect()
}

#[test]
fn r19_view_is_the_seat_s_position_without_the_other_hands_the_pool_and_the_seed() {
    let mut driver = Driver::new("Ann:human,Bob:human,Cid:broker", 5);
    driver.sit_everyone();
    driver.play_out_to(&mut Xoshiro256PlusPlus::seed_from_u64(3), 12);
    for seat in [0, 1] {
        let id = driver.seats[seat].unwrap();
        let lines = answer(&mut driver, id, "view");
        let view: Vec<&Out> = lines.iter().filter(|o| o.tag == Tag::Machine).collect();
        assert!(lines.iter().all(|o| matches!(o.tag, Tag::Machine | Tag::Prompt)), "{lines:?}");
        let text: String = view.iter().map(|o| format!("{}\n", o.text)).collect();
        let game = driver.table.session().game();
        let name = game.name(seat);
        assert!(
            text.starts_with(&format!(
                "# bauloewe position 1\n# view: {name}\nplayers: Ann human, Bob human, Cid broker\n"
            )),
            "{text}"
        );
        assert!(text.contains(&format!("\nhands: {name} {}\n", game.hand(seat))), "{text}");
        assert!(!text.contains("\npool:") && !text.contains("\nseed:"), "{text}");
        let others: usize = (0..3).filter(|p| *p != seat).map(|p| game.hand(p).len()).sum();
        assert!(text.contains(&format!(", pool {}\n", game.pool_len())) && others > 0, "{text}");
        // Every tile it names is on the board or in the seat's own hand.
        for tile in tiles_named(&text) {
            let seen =
                game.board().cell(tile) != crate::rules::board::Cell::Empty || game.hand(seat).contains(tile);
            assert!(seen, "{tile} is not the seat's to see: {text}");
        }
        // It reads as a position file (the tiles it leaves out become the pool).
        assert!(crate::notation::read_position(&text).is_ok(), "{text}");
    }
    let watcher = driver.attach(Role::Watcher, Lang::En);
    assert_eq!(answer(&mut driver, watcher, "view")[0].tag, Tag::Refused);
}

#[test]
fn v2_view_shows_the_seat_its_own_cash_and_shares_only() {
    let hidden = Options { hidden: true, ..Options::default() };
    let mut driver = Driver::with_options("Ann:human,Bob:human", 5, hidden);
    driver.sit_everyone();
    let bob = driver.seats[1].unwrap();
    let text: String = answer(&mut driver, bob, "view").iter().map(|o| format!("{}\n", o.text)).collect();
    assert!(text.contains("\ncash: Bob 6000\n") && text.contains("\noptions: hidden\n"), "{text}");
}

#[test]
fn a_watcher_sees_the_board_at_every_turn_and_every_line_fits_the_width() {
    use crate::words::wrap::visible_width;
    for width in [60, 100] {
        let mut driver = Driver::new("Ann:human,Bob:tourist", 11);
        driver.sit_everyone();
        let looks = Looks { lang: Lang::En, width, ..Looks::default() };
        let (watcher, deliveries) = driver.table.attach(Role::Watcher, looks);
        driver.deliver(deliveries);
        for look in ["board", "chains", "players", "log", "rules"] {
            let answer = driver.table.line(watcher, look);
            driver.deliver(answer);
        }
        driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(4), &mut |_| {});
        let text = driver.text_of(watcher);
        let turns = driver.table.session().game().turn_number();
        let boards = text.lines().filter(|line| line.ends_with(&Lang::En.screen_table_heading())).count();
        assert_eq!(boards as u32, turns, "a board at each of the {turns} turns:\n{text}");
        assert!(text.contains("\n--- Turn 1: Bob ---\n"), "whose turn on arrival:\n{text}");
        assert!(!text.contains("your tile"), "a watcher has no tiles to mark");
        // A status is one line whatever its length (the client fits it to its screen).
        for out in driver.sent[watcher].iter().filter(|out| out.tag == Tag::Text) {
            assert!(visible_width(&out.text) <= width, "{width}: {:?}", out.text);
        }
    }
}

#[test]
fn only_the_host_deals_again_and_the_new_seed_stays_hidden() {
    let mut driver = Driver::new("Ann:human,Bob:human", 21);
    driver.sit_everyone();
    driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(2), &mut |_| {});
    let (ann, bob) = (driver.seats[0].unwrap(), driver.seats[1].unwrap());
    assert_eq!(driver.table.line(bob, "new")[0].lines[0].tag, Tag::Refused);
    let deliveries = driver.table.line(ann, "new");
    assert_eq!(deliveries.len(), 2, "both seats hear of the new deal");
    let next_seed = driver.table.session().game().seed().to_string();
    for delivery in &deliveries {
        let text: String = delivery.lines.iter().map(|o| o.text.clone()).collect();
        assert!(text.contains("A new game is dealt"), "{text}");
        assert!(!text.contains(&next_seed), "{text}");
    }
    assert!(!driver.table.session().game().is_over());
}

#[test]
fn control_characters_never_reach_a_terminal_but_colours_do() {
    assert_eq!(clean_line("a\u{1b}[2Jb\u{7}"), "a?[2Jb?");
    assert_eq!(clean_line("\u{1b}[38;5;91mKö\u{1b}[0m"), "\u{1b}[38;5;91mKö\u{1b}[0m");
    let mut driver = Driver::new("Ann:human,Bob:human", 5);
    driver.sit_everyone();
    let id = driver.seats[0].unwrap();
    let answer = driver.table.line(id, "lay \u{1b}]0;pwned\u{7}");
    let text: String = answer[0].lines.iter().map(|o| o.text.clone()).collect();
    assert!(!text.chars().any(|c| c.is_control()), "{text:?}");
}

#[test]
fn with_hidden_holdings_a_watcher_sees_nobody_s_and_a_seat_its_own_until_the_end() {
    let hidden = Options { hidden: true, ..Options::default() };
    let mut driver = Driver::with_options("Ann:human,Bob:tourist", 11, hidden);
    driver.sit_everyone();
    let watcher = driver.attach(Role::Watcher, Lang::En);
    let ann = driver.seats[0].unwrap();
    // Ann's cash (6,000 at the start) is hers to see and nobody else's (V2).
    let players = |driver: &mut Driver, viewer| {
        let answer = driver.table.line(viewer, "players");
        answer[0].lines.iter().map(|o| o.text.clone()).collect::<Vec<_>>().join("\n")
    };
    let watched = players(&mut driver, watcher);
    assert!(!watched.contains("6,000"), "{watched}");
    assert!(watched.lines().filter(|line| line.contains(" ? ")).count() == 2, "{watched}");
    let own = players(&mut driver, ann);
    assert!(own.contains("6,000") && own.contains(" ? "), "{own}");
    driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(3), &mut |_| {});
    let after = players(&mut driver, watcher);
    assert!(!after.contains(" ? "), "after the end everything is shown: {after}");
}

#[test]
fn r9_a_table_of_a_loaded_save_logs_the_opening_as_the_table_it_was_saved_from() {
    let mut driver = Driver::new("Ann:human,Bob:tourist", 5);
    driver.sit_everyone();
    for _ in 0..6 {
        driver.computers();
        let action = driver.table.session().game().legal_actions()[0];
        driver.send(0, &action_command(&*Lang::En, action));
    }
    let text = crate::save::write_save(driver.table.session().record(), "x");
    let (record, _) = crate::save::read_save(&text).unwrap();
    let mut loaded = Driver {
        table: Table::new(Session::from_record(record), Lang::En),
        ..Driver::new("Ann:human,Bob:tourist", 5)
    };
    loaded.sit_everyone();
    let whole_log =
        |driver: &mut Driver| driver.table.line(driver.seats[0].unwrap(), "log all")[0].lines.clone();
    let (before, after) = (whole_log(&mut driver), whole_log(&mut loaded));
    assert!(before[0].text.starts_with("Start tiles:"), "{before:?}");
    assert_eq!(after, before);
}

#[test]
fn at_a_table_of_computers_only_the_end_names_no_host() {
    // issue 42: "…, 'spieler';  teilt mit 'neu' neu aus" had no subject, the host's name empty.
    let mut driver = Driver::new("Ann:tourist,Bob:tourist", 3);
    let (watcher, zuschauer) =
        (driver.attach(Role::Watcher, Lang::En), driver.attach(Role::Watcher, Lang::De));
    driver.play_out(&mut Xoshiro256PlusPlus::seed_from_u64(1), &mut |_| {});
    // The lines as read, unbroken.
    let english = driver.text_of(watcher).replace("\n  ", " ");
    assert!(english.contains("Look back with 'board', 'log', 'players'; 'quit' leaves."), "{english}");
    let german = driver.text_of(zuschauer).replace("\n  ", " ");
    let after = "Zum Nachsehen: 'brett', 'protokoll', 'spieler'; mit 'verlassen' gehst du vom Tisch.";
    assert!(german.contains(after), "{german}");
}
