//! The command line read into what it asks for, tool by tool, and refused in values.

use super::help::HELP_WIDTH;
use super::simulate::levels_in_notation;
use super::*;
use crate::flags::{SERVER_KILLS, STAND_IN_AFTER};
use crate::simulate::network::{Killed, Pace};

/// Reads `args` after the program's name.
fn read(args: &[&str]) -> Result<Asked, FlagError> {
    read_flags(std::iter::once("bauloewe").chain(args.iter().copied()).map(OsString::from))
}

fn game(args: &[&str]) -> GameFlags {
    match read(args) {
        Ok(Asked::Play(flags)) => flags,
        other => panic!("{args:?} asks for a game, not {other:?}"),
    }
}

#[test]
fn every_flag_has_one_row_and_every_conflict_a_flag() {
    for (at, row) in FLAGS.iter().enumerate() {
        assert!(FLAGS[at + 1..].iter().all(|other| other.id != row.id), "{:?} twice", row.id);
        for tool in row.tools {
            let same = FLAGS.iter().filter(|other| other.tools.contains(tool) && other.long == row.long);
            assert_eq!(same.count(), 1, "--{} twice in {tool:?}", row.long);
        }
    }
    command().debug_assert();
}

#[test]
fn the_flags_read_into_values() {
    let flags = game(&["--seed", "42", "--players", "Ann,Bob:tourist", "--quick", "--color", "never"]);
    assert_eq!(
        (flags.start.seed, flags.start.options.quick, flags.color.as_str()),
        (Some(42), true, "never")
    );
    assert_eq!(flags.start.players.map(|seats| seats.to_string()).as_deref(), Some("Ann:human,Bob:tourist"));
    let defaults = game(&[]);
    assert_eq!((defaults.start.save_dir, defaults.color), (PathBuf::from("saves"), "auto".to_string()));
    let Ok(Asked::Simulate(simulate)) = read(&["simulate", "--threads", "2"]) else { panic!("simulate") };
    assert_eq!((simulate.games, simulate.seed, simulate.threads), (100, 1, Some(2)));
    assert_eq!(simulate.levels, "tourist,tourist,tourist,tourist");
}

#[test]
fn join_takes_an_address_a_code_or_watch() {
    let Ok(Asked::Join(join)) = read(&["join", "ann.local:7341", "--code", "k7qf-2m9x", "--lang", "de"])
    else {
        panic!("join")
    };
    assert_eq!((join.address.as_str(), join.code.as_deref()), ("ann.local:7341", Some("k7qf-2m9x")));
    assert_eq!((join.watch, join.color.as_str()), (false, "auto"));
    let Ok(Asked::Join(watch)) = read(&["join", "--watch", "[::1]:7341", "--color", "never"]) else {
        panic!("join --watch")
    };
    assert_eq!((watch.address.as_str(), watch.watch, watch.code), ("[::1]:7341", true, None));
    assert_eq!(read(&["join"]).unwrap_err(), FlagError::NoAddress);
    assert!(matches!(read(&["join", "-h"]), Ok(Asked::Help(Tool::Join))));
    assert!(matches!(read(&["help", "join"]), Ok(Asked::Help(Tool::Join))));
    let together = read(&["join", "h:1", "--code", "x", "--watch"]).unwrap_err();
    assert!(matches!(together, FlagError::Together { .. }), "{together:?}");
    assert!(matches!(read(&["join", "h:1", "--seed", "1"]), Err(FlagError::NotFor { .. })));
}

#[test]
fn review_takes_a_file_the_save_folder_and_colours() {
    let Ok(Asked::Review(review)) = read(&["review", "monday", "--save-dir", "old", "--color", "never"])
    else {
        panic!("review")
    };
    assert_eq!((review.file, review.save_dir, review.color), ("monday".into(), "old".into(), "never".into()));
    let Ok(Asked::Review(defaults)) = read(&["--lang", "de", "review", "x.save"]) else { panic!("review") };
    assert_eq!((defaults.save_dir, defaults.color), (PathBuf::from("saves"), "auto".to_string()));
    assert_eq!(read(&["review"]).unwrap_err(), FlagError::NoFile);
    assert!(matches!(read(&["review", "x", "--seed", "1"]), Err(FlagError::NotFor { .. })));
    assert!(matches!(read(&["help", "review"]), Ok(Asked::Help(Tool::Review))));
}

#[test]
fn simulate_takes_a_network_benchmark_and_its_deadline() {
    let simulate = |args: &[&str]| match read(&[&["simulate"], args].concat()) {
        Ok(Asked::Simulate(flags)) => (flags.net, flags.deadline),
        other => panic!("{args:?} asks for simulate, not {other:?}"),
    };
    assert_eq!(simulate(&["--tables", "250"]), (Some(NetBench::Load { tables: 250, think_ms: 0 }), 600));
    let thinking = NetBench::Load { tables: 2, think_ms: 200 };
    assert_eq!(simulate(&["--tables", "2", "--think", "200"]).0, Some(thinking));
    let client = NetBench::Kill { killed: Killed::Client, games: 100 };
    assert_eq!(simulate(&["--kill", "client", "--deadline", "30"]), (Some(client), 30));
    let server = NetBench::Kill { killed: Killed::Server, games: SERVER_KILLS };
    assert_eq!(simulate(&["--kill", "server"]).0, Some(server));
    let typed = NetBench::Kill { killed: Killed::Server, games: 100 };
    assert_eq!(simulate(&["--kill", "server", "--games", "100"]).0, Some(typed));
    assert_eq!(simulate(&[]).0, None);
    let lobby = |tables, pace| Some(NetBench::Lobby { tables, pace });
    assert_eq!(simulate(&["--lobby", "250"]).0, lobby(250, Pace::Now));
    assert_eq!(simulate(&["--lobby", "2500", "--pace", "person"]).0, lobby(2500, Pace::Person));
    assert!(matches!(read(&["simulate", "--lobby", "2", "--pace", "slow"]), Err(FlagError::Value { .. })));
    assert!(matches!(read(&["simulate", "--lobby", "0"]), Err(FlagError::Value { .. })));
    for other in [&["--tables", "2"][..], &["--think", "9"], &["--kill", "client"]] {
        let together = read(&[&["simulate", "--lobby", "2"], other].concat());
        assert!(matches!(together, Err(FlagError::Together { .. })), "{other:?}");
    }
    assert!(matches!(read(&["simulate", "--tables", "2", "--pace", "now"]), Err(FlagError::Together { .. })));
    let together = read(&["simulate", "--tables", "2", "--kill", "client"]).unwrap_err();
    assert!(matches!(together, FlagError::Together { .. }), "{together:?}");
    assert!(matches!(read(&["simulate", "--kill", "table"]), Err(FlagError::Value { .. })));
}

#[test]
fn a_flag_reads_the_same_before_a_command_or_after_it() {
    // issue 42: every flag of the program works before or after a command's word.
    for args in [&["simulate", "--quick", "--games", "3"][..], &["--quick", "simulate", "--games", "3"]] {
        let Ok(Asked::Simulate(simulate)) = read(args) else { panic!("{args:?} asks for simulate") };
        assert_eq!((simulate.games, simulate.options.quick), (3, true), "{args:?}");
    }
    for args in [&["--seed", "7", "serve"][..], &["serve", "--seed", "7"]] {
        let Ok(Asked::Serve(serve)) = read(args) else { panic!("{args:?} asks for serve") };
        assert_eq!(serve.start.seed, Some(7), "{args:?}");
    }
    let Ok(Asked::Serve(serve)) = read(&["--players", "Ann,Bob", "serve"]) else { panic!("serve") };
    assert_eq!(serve.start.players.map(|seats| seats.names().len()), Some(2));
    assert!(matches!(read(&["--lang", "fr", "simulate"]), Err(FlagError::Value { .. })));
    assert!(matches!(read(&["simulate", "--lang", "fr"]), Err(FlagError::Value { .. })));
    assert!(matches!(read(&["simulate", "--version"]), Ok(Asked::Version)));
    assert!(matches!(read(&["--help", "serve"]), Ok(Asked::Help(Tool::Play))));
    assert!(matches!(read(&["--lang", "de", "serve", "-h"]), Ok(Asked::Help(Tool::Serve))));
    assert!(matches!(read(&["help", "serve", "--lang", "de"]), Ok(Asked::Help(Tool::Serve))));
}

#[test]
fn the_stand_in_is_named_in_any_languages_level_word() {
    // issue 42: `--stand-in makler` was refused, and the German refusal named English words.
    for (word, kind) in
        [("makler", PlayerKind::Broker), ("Magnat", PlayerKind::Tycoon), ("broker", PlayerKind::Broker)]
    {
        let Ok(Asked::Serve(serve)) = read(&["serve", "--stand-in", word]) else { panic!("{word}") };
        assert_eq!(serve.stand_in, Some((kind, STAND_IN_AFTER)), "{word}");
    }
    for word in ["mensch", "human", "wizard"] {
        let refused = read(&["serve", "--stand-in", word]).unwrap_err();
        let FlagError::Value { problem, .. } = &refused else { panic!("{word}: {refused:?}") };
        assert_eq!(problem, &ValueProblem::NotALevel, "{word}");
        let german = Lang::De.flag_error(&refused);
        assert_eq!(german, format!("'--stand-in' nimmt nur tourist, makler oder magnat an, nicht '{word}'"));
    }
}

#[test]
fn simulate_takes_the_german_levels() {
    assert_eq!(levels_in_notation("makler,Magnat:50,tourist"), "broker,tycoon:50,tourist");
    assert_eq!(levels_in_notation("magnat-flat:50,Magnat-tree"), "tycoon-flat:50,tycoon-tree");
    assert_eq!(levels_in_notation("wizard"), "wizard");
}

#[test]
fn r6_german_kind_words_name_the_computer_levels() {
    let flags = game(&["--players", "Ann,Bob:makler,Cid:Magnat,Dee:mensch"]);
    let seats = flags.start.players.expect("a seat list").to_string();
    assert_eq!(seats, "Ann:human,Bob:broker,Cid:tycoon,Dee:human");
}

#[test]
fn help_version_and_the_help_command_are_asked_for() {
    assert!(matches!(read(&["--help"]), Ok(Asked::Help(Tool::Play))));
    assert!(matches!(read(&["-h", "--seed", "x"]), Ok(Asked::Help(Tool::Play))));
    assert!(matches!(read(&["simulate", "-h"]), Ok(Asked::Help(Tool::Simulate))));
    assert!(matches!(read(&["help", "simulate"]), Ok(Asked::Help(Tool::Simulate))));
    assert!(matches!(read(&["-V"]), Ok(Asked::Version)));
    let unknown = FlagError::UnknownCommand { word: "play".to_string(), similar: None };
    assert_eq!(read(&["help", "play"]).unwrap_err(), unknown);
}

#[test]
fn refusals_are_values() {
    let flag = |name: &str| name.to_string();
    let similar = Some(flag("--color"));
    assert_eq!(read(&["--colour", "x"]).unwrap_err(), FlagError::Unknown { arg: flag("--colour"), similar });
    assert_eq!(read(&["--seed"]).unwrap_err(), FlagError::NoValue { flag: flag("--seed") });
    let twice = read(&["--lang", "de", "--lang", "en"]).unwrap_err();
    assert_eq!(twice, FlagError::Twice { flag: flag("--lang") });
    let together = read(&["--seed", "1", "--load", "monday"]).unwrap_err();
    assert_eq!(together, FlagError::Together { flag: flag("--seed"), other: flag("--load") });
    let quick = FlagError::UnwantedValue { flag: flag("--quick"), value: "yes".to_string() };
    assert_eq!(read(&["--quick=yes"]).unwrap_err(), quick);
    let FlagError::Value { problem, .. } = read(&["--lang", "fr"]).unwrap_err() else { panic!("a value") };
    assert_eq!(problem, ValueProblem::NotOneOf(vec!["en".to_string(), "de".to_string()]));
    let FlagError::Value { problem, .. } = read(&["simulate", "--threads", "0"]).unwrap_err() else {
        panic!("a value")
    };
    assert_eq!(problem, ValueProblem::Number { min: 1, max: Some(65535) });
    assert!(matches!(
        read(&["--players", "Ann"]),
        Err(FlagError::Value { problem: ValueProblem::Seats(_), .. })
    ));
}

#[test]
fn the_help_fits_80_columns_in_every_language() {
    for lang in Lang::ALL {
        for tool in Tool::ALL {
            let text = help(lang, tool);
            let wide = text.lines().find(|line| line.chars().count() > HELP_WIDTH);
            assert_eq!(wide, None, "{lang:?} {tool:?}");
            assert!(!text.lines().any(|line| line.ends_with(' ')), "{text}");
        }
    }
}
