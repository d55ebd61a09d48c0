//! The `bauloewe` program as a user runs it: flags, exit codes, piped input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the program with `args`, feeding `input` on stdin.
fn bauloewe(args: &[&str], input: &[u8]) -> Output {
    run(program().args(args), input)
}

/// The program with no language or colour wish from the environment.
fn program() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bauloewe"));
    command.env_remove("NO_COLOR").env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG");
    command
}

/// Runs `command`, feeding `input` on stdin.
fn run(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // The program may stop reading early (quit, game over); a broken pipe is fine then.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("the program ends")
}

#[test]
fn bad_flags_exit_with_2_and_say_why() {
    let output = bauloewe(&["--players", "Ann"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("2 to 6 players"));
    assert_eq!(bauloewe(&["--colour", "never"], b"").status.code(), Some(2));
    assert_eq!(bauloewe(&["--script", "/no/such/file"], b"").status.code(), Some(2));
}

#[test]
fn help_explains_the_flags_and_exit_codes() {
    let output = bauloewe(&["--help"], b"");
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    for word in
        ["--seed", "--players", "--position", "--script", "--color", "--quick", "simulate", "Exit codes"]
    {
        assert!(text.contains(word), "{word} in {text}");
    }
}

#[test]
fn piped_input_is_a_transcript_with_exit_0_or_1() {
    let args = ["--seed", "42", "--players", "Ann,Bob:tourist", "--color", "never"];
    let clean = bauloewe(&args, b"board\nquit\n");
    assert_eq!(clean.status.code(), Some(0));
    let text = String::from_utf8_lossy(&clean.stdout);
    assert!(text.starts_with("Baulöwe: a new game with seed 42"));
    assert!(text.contains("Ann> board\n"));
    assert!(!text.contains('\x1b'));
    let refused = bauloewe(&args, b"bye\n");
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stdout).contains("unknown command 'bye': try 'quit'"));
    assert_eq!(bauloewe(&args, b"bye\n").stdout, refused.stdout, "the same run gives the same bytes");
}

#[test]
fn hostile_bytes_do_not_crash_the_program() {
    let mut input = Vec::new();
    for n in 0u32..3000 {
        let byte = (n.wrapping_mul(2_654_435_761) >> 24) as u8;
        input.extend_from_slice(&[byte, byte ^ 0x80, b'x', byte.wrapping_add(7)]);
        if n % 3 == 0 {
            input.push(b'\n');
        }
    }
    input.extend_from_slice(b"\nsell 99999999999999\nbuy 300 Aurora\n\n");
    let output = bauloewe(&["--seed", "1", "--players", "Ann,Bob:human", "--color", "never"], &input);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn a_recorded_session_replays_to_the_same_output() {
    let scratch = std::env::temp_dir().join(format!("bauloewe-record-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let record = scratch.join("game.script");
    let record_arg = record.to_str().expect("a UTF-8 path");
    let args = ["--seed", "42", "--players", "Ann,Bob:tourist", "--color", "never", "--save-dir"];
    let saves = scratch.join("saves");
    let saves = saves.to_str().expect("a UTF-8 path");
    let lines = b"hand\nlay 12I\nlay 1B\nbuy au\nend\nlay 2F\nundo\nlay 2F\nplayers\n";
    let live = bauloewe(&[&args[..], &[saves, "--record", record_arg]].concat(), lines);
    let script = std::fs::read_to_string(&record).expect("the recording");
    assert!(script.starts_with("# bauloewe script 1\n# seed: 42\n# players: Ann:human,Bob:tourist\nhand\n"));
    let replay = bauloewe(&["--script", record_arg, "--color", "never", "--save-dir", saves], b"");
    assert_eq!(String::from_utf8_lossy(&replay.stdout), String::from_utf8_lossy(&live.stdout));
    assert_eq!(replay.status.code(), live.status.code());
    let disagreeing = bauloewe(&["--script", record_arg, "--seed", "7"], b"");
    assert_eq!(disagreeing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&disagreeing.stderr).contains("disagree with the script's header"));
    let _ = std::fs::remove_dir_all(&scratch);
}

#[test]
fn simulate_prints_a_tournament_and_refuses_bad_flags() {
    let args = ["simulate", "--games", "8", "--players", "broker,tourist", "--seed", "3", "--threads", "2"];
    let output = bauloewe(&args, b"");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("8 games (4 deals x 2 seat rotations) of broker,tourist, seed 3, 2 thread(s)"));
    assert!(text.contains("win share (95% CI)"), "{text}");
    // The first line holds the time taken; the table below it is the same on every run.
    let table = |text: &str| text.lines().skip(1).collect::<Vec<_>>().join("\n");
    let again = bauloewe(&args, b"");
    assert_eq!(table(&String::from_utf8_lossy(&again.stdout)), table(&text));
    for bad in [
        ["--games", "0"],
        ["--threads", "0"],
        ["--players", "broker"],
        ["--players", "tycoon:0,broker"],
        ["--time-decisions", "--time-hints"],
    ] {
        let output = bauloewe(&[&["simulate"][..], &bad[..]].concat(), b"");
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert!(!output.stderr.is_empty(), "{bad:?} says why");
    }
}

/// The lobby's load at its smallest: one `bauloewe server` child on 127.0.0.1, two tables of
/// four bots playing at once; bounded by its deadline, it stops by itself. No time is asserted:
/// only that every bot sat down, both games ended and nothing failed.
#[test]
fn simulate_lobby_seats_two_tables_of_bots_at_one_server_and_plays_them_out() {
    let output = bauloewe(&["simulate", "--lobby", "2", "--seed", "5", "--deadline", "120"], b"");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}{}", String::from_utf8_lossy(&output.stderr));
    assert!(text.starts_with("lobby: 2 tables, 8 connections to one server on 127.0.0.1"), "{text}");
    assert!(text.contains("seated: 8 of 8") && text.contains("games finished: 2 of 2"), "{text}");
    assert!(!text.contains("failed") && !text.contains("--deadline"), "{text}");
    let refused = bauloewe(&["simulate", "--lobby", "2", "--pace", "slow"], b"");
    assert_eq!(refused.status.code(), Some(2));
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(
        why.lines().next().is_some_and(|line| line.contains("--pace") && line.contains("person")),
        "{why}"
    );
}

#[test]
fn simulate_compares_two_tycoon_efforts() {
    let args = ["simulate", "--games", "2", "--players", "tycoon:5,tycoon:6", "--threads", "2"];
    let output = bauloewe(&args, b"");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("2 games (1 deal x 2 seat rotations) of tycoon:5,tycoon:6, seed 1"), "{text}");
    for effort in ["tycoon:5 ", "tycoon:6 "] {
        assert_eq!(text.lines().filter(|line| line.starts_with(effort)).count(), 1, "{text}");
    }
    // Each effort has its own line, so no one effort heads the table.
    assert!(!text.contains("tycoon effort:"), "{text}");
}

#[test]
fn simulate_speaks_german() {
    let output = bauloewe(&["--lang", "de", "simulate", "--games", "4", "--players", "broker,tourist"], b"");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("4 Spiele zwischen Makler und Tourist, Startwert 1\n"), "{text}");
    // German numbers: a point between thousands, a comma before decimals, a space before %.
    assert!(text.contains("Makler        1     100,0 % ±  0,0 Pp.         1,00      81.450"), "{text}");
    assert!(text.contains("(bei gleicher Stärke: 50,0 % je Platz)"), "{text}");
    // issue 42: `--lang` after the command's word is the same (it was an unexpected argument).
    let after = bauloewe(&["simulate", "--games", "4", "--players", "broker,tourist", "--lang", "de"], b"");
    assert_eq!(after.status.code(), Some(0), "{}", String::from_utf8_lossy(&after.stderr));
    assert!(String::from_utf8_lossy(&after.stdout).starts_with("4 Spiele zwischen Makler und Tourist"));
    let refused = bauloewe(&["--lang", "de", "simulate", "--players", "human,broker"], b"");
    assert_eq!(refused.status.code(), Some(2));
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("simulate spielt nur mit Computerspielern"), "{why}");
}

/// The position file a run ends with (`dump`, or `stellung` in German words).
fn final_dump(output: &Output) -> String {
    let text = String::from_utf8_lossy(&output.stdout);
    let start = text.rfind("# bauloewe position 1").expect("the run ends with a position file");
    text[start..].to_string()
}

#[test]
fn the_same_game_in_english_and_german_words_ends_in_the_same_position() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/transcripts/");
    let read = |path: &str| std::fs::read_to_string(format!("{folder}{path}")).expect("a transcript file");
    let commands = |case: &str| {
        let lines = read(&format!("{case}/stdin"));
        lines
            .lines()
            .filter(|line| !line.starts_with('#'))
            .map(|line| format!("{line}\n"))
            .collect::<String>()
    };
    let args = read("whole-game/args");
    let english_args: Vec<&str> = args.split_whitespace().collect();
    let german_args = read("deutsch-ganzes-spiel/args");
    let german_args: Vec<&str> = german_args.split_whitespace().collect();
    assert_eq!(german_args, [&english_args[..], &["--lang", "de"]].concat());
    let (english, german) = (commands("whole-game"), commands("deutsch-ganzes-spiel"));
    assert_ne!(english, german, "the German transcript types German words");
    let english = bauloewe(&english_args, format!("{english}dump\n").as_bytes());
    let german = bauloewe(&german_args, format!("{german}stellung\n").as_bytes());
    assert_eq!((english.status.code(), german.status.code()), (Some(0), Some(0)));
    assert!(String::from_utf8_lossy(&german.stdout).contains("Das Spiel ist aus: "));
    assert_eq!(final_dump(&english), final_dump(&german));
    let in_english = bauloewe(
        &[&english_args[..], &["--lang", "en"]].concat(),
        format!("{}dump\n", commands("deutsch-ganzes-spiel")).as_bytes(),
    );
    assert_eq!(final_dump(&in_english), final_dump(&german), "German words play the same in English");
}

#[test]
fn the_language_comes_from_the_flag_or_the_environment() {
    let args = ["--seed", "42", "--players", "Ann,Bob:tourist"];
    let run = |lang: &str, extra: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
            .args(args.iter().chain(extra))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the program starts");
        drop(child.stdin.take());
        String::from_utf8(child.wait_with_output().expect("the program ends").stdout).expect("UTF-8")
    };
    assert!(run("de_DE.UTF-8", &[]).starts_with("Baulöwe: ein neues Spiel mit Startwert 42"));
    assert!(run("de_DE.UTF-8", &["--lang", "en"]).starts_with("Baulöwe: a new game with seed 42"));
    assert!(run("C.UTF-8", &[]).starts_with("Baulöwe: a new game with seed 42"));
    assert!(run("C.UTF-8", &["--lang", "de"]).starts_with("Baulöwe: ein neues Spiel"));
}

/// Runs the program with `args` and the environment variable `LANG` set to `lang`.
fn bauloewe_with_lang(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bauloewe"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::null())
        .output()
        .expect("the program runs")
}

#[test]
fn german_help_and_refusals_speak_german() {
    let german = [
        bauloewe(&["--lang", "de", "--help"], b""),
        bauloewe(&["--lang=de", "-h"], b""),
        bauloewe(&["--lang", "de", "help"], b""),
        bauloewe_with_lang(&["--help"], "de_DE.UTF-8"),
    ];
    for output in german {
        assert_eq!(output.status.code(), Some(0));
        let text = String::from_utf8_lossy(&output.stdout);
        for words in [
            "Aufruf: bauloewe [OPTIONEN] [BEFEHL]",
            "Befehle:",
            "Optionen:",
            "--seed <N>",
            "Rückgabewerte des Programms:",
        ] {
            assert!(text.contains(words), "{words} in {text}");
        }
        for english in ["Usage", "Options", "Commands", "Print", "default", "Possible", "Exit codes"] {
            assert!(!text.contains(english), "{english} in {text}");
        }
    }
    let simulate = bauloewe(&["--lang", "de", "simulate", "--help"], b"");
    let text = String::from_utf8_lossy(&simulate.stdout);
    assert!(text.starts_with("Computerspieler viele Spiele"), "{text}");
    assert!(text.contains("Aufruf: bauloewe simulate [OPTIONEN]") && !text.contains("Print"), "{text}");
    let refused = bauloewe(&["--lang", "de", "--colour", "never"], b"");
    assert_eq!(refused.status.code(), Some(2));
    let text = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(
        text,
        "bauloewe: unerwartetes Argument '--colour'; meinst du '--color'?\nMehr dazu mit '--help'.\n"
    );
    let players = bauloewe_with_lang(&["--players", "Ann"], "de_AT");
    assert_eq!(players.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&players.stderr).contains("ein Spiel braucht 2 bis 6 Spieler"));
    // The flag wins over the environment, and English help is clap's own.
    let english = bauloewe_with_lang(&["--lang", "en", "--help"], "de_DE.UTF-8");
    assert_eq!(english.stdout, bauloewe(&["--help"], b"").stdout);
    assert!(String::from_utf8_lossy(&english.stdout).contains("Usage: bauloewe [OPTIONS] [COMMAND]"));
}

/// The standard error of a run, and its exit code.
fn refusal(output: &Output) -> (String, Option<i32>) {
    (String::from_utf8_lossy(&output.stderr).into_owned(), output.status.code())
}

#[test]
fn a_flag_error_is_one_line_in_the_language_of_lang_or_else_of_the_environment() {
    let english = |line: &str| (format!("bauloewe: {line}\nFor more information, try '--help'.\n"), Some(2));
    let german = |line: &str| (format!("bauloewe: {line}\nMehr dazu mit '--help'.\n"), Some(2));
    let seed_twice = bauloewe(&["--seed", "1", "--seed", "2"], b"");
    assert_eq!(refusal(&seed_twice), english("'--seed' is given twice"));
    let not_a_number = bauloewe(&["--lang", "de", "--seed", "x"], b"");
    assert_eq!(refusal(&not_a_number), german("'--seed' braucht eine ganze Zahl, nicht 'x'"));
    // A language that cannot be read leaves the choice to the environment.
    let french = bauloewe_with_lang(&["--lang", "fr"], "de_DE.UTF-8");
    assert_eq!(refusal(&french), german("'--lang' nimmt nur en oder de an, nicht 'fr'"));
    let french = bauloewe_with_lang(&["--lang", "fr"], "C.UTF-8");
    assert_eq!(refusal(&french), english("'--lang' takes en or de, not 'fr'"));
    // Of two languages, the first words the refusal.
    let two = bauloewe(&["--lang", "de", "--lang", "en"], b"");
    assert_eq!(refusal(&two), german("'--lang' ist doppelt angegeben"));
    let together = bauloewe(&["--lang", "de", "--load", "montag", "--seed", "7"], b"");
    assert_eq!(refusal(&together).1, Some(2));
    assert!(refusal(&together).0.contains("gehen nicht zusammen"), "{}", refusal(&together).0);
    let threads = bauloewe(&["simulate", "--threads", "0"], b"");
    assert_eq!(refusal(&threads), english("'--threads' takes a whole number from 1 to 65,535, not '0'"));
}

#[test]
fn serve_refuses_an_address_that_is_not_addr_port_in_one_line() {
    let english = |line: &str| (format!("bauloewe: {line}\nFor more information, try '--help'.\n"), Some(2));
    let german = |line: &str| (format!("bauloewe: {line}\nMehr dazu mit '--help'.\n"), Some(2));
    let foo = bauloewe(&["serve", "--bind", "foo"], b"");
    let said = "'foo' is not an address of the form ADDR:PORT (e.g. 127.0.0.1:7341; port 0 picks a free one)";
    assert_eq!(refusal(&foo), english(said));
    let no_port = bauloewe(&["--lang", "de", "serve", "--bind", "127.0.0.1:x"], b"");
    let said = "'127.0.0.1:x' ist keine Adresse der Form ADRESSE:PORT (etwa 127.0.0.1:7341; Port 0 wählt einen freien)";
    assert_eq!(refusal(&no_port), german(said));
}

#[test]
fn the_help_fits_80_columns_in_both_languages() {
    for args in [
        &["--help"][..],
        &["--lang", "de", "--help"],
        &["simulate", "--help"],
        &["--lang", "de", "help", "simulate"],
    ] {
        let output = bauloewe(args, b"");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8_lossy(&output.stdout);
        let wide = text.lines().find(|line| line.chars().count() > 80);
        assert_eq!(wide, None, "{args:?}");
    }
    let german = bauloewe(&["--lang", "de", "--help"], b"");
    let text = String::from_utf8_lossy(&german.stdout);
    assert!(
        text.starts_with("Baulöwe: das Hotelketten- und Aktienspiel, bekannt als Acquire, in der Konsole.\n")
    );
    assert!(
        text.contains("\nOptionen:\n      --seed <N>\n          Die Plättchen mit diesem Startwert mischen"),
        "{text}"
    );
    assert!(!text.contains("Flags"), "German says Optionen: {text}");
}

#[test]
fn the_computer_levels_may_be_named_in_german() {
    let args = ["--seed", "42", "--players", "Ann,Bob:makler,Cid:Magnat", "--color", "never", "--lang", "de"];
    let output = bauloewe(&args, b"");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("Am Tisch: Ann (Mensch), Bob (Computer, Makler), Cid (Computer, Magnat)."),
        "{text}"
    );
}

/// An empty folder of this test's own under the system's temporary folder.
fn scratch(name: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("bauloewe-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&path);
    std::fs::create_dir_all(&path).unwrap();
    path
}

/// Runs the program with `args` and `input` as [`bauloewe`] does, saves dated `epoch`.
fn bauloewe_at(epoch: &str, args: &[&str], input: &[u8]) -> Output {
    run(program().args(args).env("SOURCE_DATE_EPOCH", epoch), input)
}

/// Every file in `dir` with its bytes, by name.
fn files(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut found: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .map(|path| (path.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(path).unwrap()))
        .collect();
    found.sort();
    found
}

#[test]
fn continue_goes_on_with_the_most_recently_saved_unfinished_game() {
    let dir = scratch("continue");
    let saves = dir.to_str().unwrap();
    let none = bauloewe(&["--continue", "--save-dir", saves], b"");
    assert_eq!(none.status.code(), Some(2));
    let said = String::from_utf8_lossy(&none.stderr);
    assert!(said.starts_with("bauloewe: no unfinished game in "), "{said}");
    assert!(said.contains("to continue: 'bauloewe' deals a new one"), "{said}");
    // Seed 1 saved later than seed 2, though under a lower number: the time decides.
    let deal = |seed: &str, slot: &str, epoch: &str| {
        let args = ["--seed", seed, "--players", "Ann,Bob:tourist", "--save-dir", saves];
        let output = bauloewe_at(epoch, &args, format!("save {slot}\n").as_bytes());
        assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stdout));
    };
    deal("1", "autosave-1", "1714588800");
    deal("2", "autosave-2", "1714588200");
    let before = files(&dir);
    let continued = bauloewe(&["--continue", "--save-dir", saves, "--color", "never"], b"dump\nquit\n");
    assert_eq!(continued.status.code(), Some(0));
    let text = String::from_utf8_lossy(&continued.stdout);
    assert!(
        text.starts_with("Baulöwe: going on with the save 'autosave-1' (Ann human, Bob tourist"),
        "{text}"
    );
    assert!(text.contains("\nseed: 1\n"), "{text}");
    assert_eq!(files(&dir), before, "a piped game writes no save, and its quit just leaves");
    let together = bauloewe(&["--continue", "--seed", "3", "--save-dir", saves], b"");
    assert_eq!(together.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_piped_or_replayed_quit_leaves_every_save_as_it_was() {
    let dir = scratch("piped-quit");
    let saves = dir.to_str().unwrap();
    let recording = dir.join("game.script");
    let args = ["--seed", "42", "--players", "Ann,Bob:tourist", "--save-dir", saves];
    bauloewe(&args, b"save autosave-1\nsave monday\n");
    let before = files(&dir);
    let record = ["--record", recording.to_str().unwrap()];
    bauloewe(&[&args[..], &record[..]].concat(), b"board\nquit\n");
    assert!(recording.exists());
    let before_with_recording = files(&dir);
    assert_eq!(before_with_recording.len(), before.len() + 1, "only the recording is new");
    let replay = ["--script", recording.to_str().unwrap(), "--save-dir", saves];
    let replayed = bauloewe(&replay, b"");
    assert_eq!(replayed.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&replayed.stdout).ends_with("Ann> quit\n"));
    bauloewe(&["--save-dir", saves, "--players", "Ann,Bob:broker"], b"board\nquit\n");
    assert_eq!(files(&dir), before_with_recording, "no save changed");
    let _ = std::fs::remove_dir_all(dir);
}

/// The `printf '…' | cargo run -- …` command of a chapter's "Try it" and the lines the text
/// says its output begins with: the text blocks after `## Try it` and after "begins with:".
fn try_it(chapter: &str) -> (String, Vec<String>, String) {
    let text = &chapter[chapter.find("## Try it").expect("a Try it section")..];
    let blocks: Vec<&str> = text.split("```text\n").skip(1).map(|b| &b[..b.find("```").unwrap()]).collect();
    let command = blocks.iter().find(|b| b.starts_with("printf ")).expect("a printf command");
    let typed = command["printf '".len()..command.find("' |").unwrap()].replace("\\n", "\n");
    let args = command[command.find("-- ").unwrap() + 3..].split_whitespace().map(String::from).collect();
    let begins = &text[text.find("begins with:").expect("the output's beginning")..];
    let said = begins.split("```text\n").nth(1).map(|b| &b[..b.find("```").unwrap()]).unwrap();
    (typed, args, said.to_string())
}

#[test]
fn the_tutorials_try_it_output_begins_as_the_text_says() {
    // Found in play: the text said the output began with its third line.
    let chapters =
        [include_str!("../src/tutorial/ch01_tiles.md"), include_str!("../src/tutorial/ch02_chains.md")];
    for chapter in chapters {
        let (typed, args, said) = try_it(chapter);
        let output = run(program().args(&args).current_dir(env!("CARGO_MANIFEST_DIR")), typed.as_bytes());
        let shown = String::from_utf8_lossy(&output.stdout);
        assert!(shown.starts_with(&said), "{args:?} begins\n{shown}\nnot\n{said}");
    }
}

#[test]
fn review_of_a_missing_or_broken_save_is_one_line_and_exit_2() {
    let missing = bauloewe(&["review", "/no/such/game.save"], b"");
    assert_eq!(missing.status.code(), Some(2));
    let said = String::from_utf8_lossy(&missing.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("/no/such/game.save"), "{said}");
    let broken = std::env::temp_dir().join(format!("bauloewe-review-broken-{}.save", std::process::id()));
    std::fs::write(&broken, "not a save\n").expect("write a broken save");
    let refused = bauloewe(&["review", broken.to_str().expect("a path in UTF-8"), "--lang", "de"], b"");
    let _ = std::fs::remove_file(&broken);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&refused.stderr).lines().count(), 1);
    let no_file = bauloewe(&["review"], b"");
    assert_eq!(no_file.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&no_file.stderr).contains("'review' needs a save file"));
}
