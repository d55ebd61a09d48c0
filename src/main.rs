//! The `bauloewe` program: parse the flags, build the game, pick the line source, and map the
//! result to an exit code. Everything else lives in the library (`bauloewe::console` for the
//! text interface, `bauloewe::rules` for the game).

use std::fs::File;
use std::io::{self, BufReader, Cursor, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use rand::TryRng;

use bauloewe::ai::AiSettings;
use bauloewe::console::errors::{beginning_error, io_error, script_error};
use bauloewe::console::flags::{german_command, german_error, help_asked, lang_from_args};
use bauloewe::console::lang::choose_lang;
use bauloewe::console::opening::{Opened, open};
use bauloewe::console::setup::choose_palette;
use bauloewe::console::terminal::TerminalSource;
use bauloewe::console::{Lang, LineSource, Palette, RecordingSource, Repl, ScriptSource};
use bauloewe::notation::SeatList;
use bauloewe::save::script::{read_script, script_header};
use bauloewe::save::{Beginning, SaveDir, ScriptStart};
use bauloewe::simulate::{self, SimulateConfig};

const EXIT_CODES: &str = "\
Exit codes:
  0  the game ended, was quit, or the input ended
  1  a command was refused in piped or scripted input (--script)
  2  bad flags, a file that cannot be read, or output that cannot be written

Type 'help' in the game for the commands.";

/// Baulöwe: the hotel-chain and stock game known as Acquire, in the console.
///
/// With no flags you play against three computer players; the seed is printed so that
/// `--seed` replays the same deal.
#[derive(Parser, Debug)]
#[command(name = "bauloewe", version, after_help = EXIT_CODES)]
struct Cli {
    /// Shuffle the tiles from this seed (the same seed and commands replay the same game).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,

    /// Players in seat order: NAME[:KIND],... with KIND human, tourist, broker or tycoon. The
    /// first seat is human and the others are brokers unless a kind is given; 2 to 6 seats;
    /// several humans play hot-seat. [default: Ann,Bob,Cid,Dee]
    #[arg(long, value_name = "SPEC")]
    players: Option<SeatList>,

    /// Start from a position file (as 'dump' prints it) instead of a new deal.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["seed", "players", "quick"])]
    position: Option<PathBuf>,

    /// Go on with the game saved in slot NAME (see 'saves' in the game).
    #[arg(long, value_name = "NAME", conflicts_with_all = ["seed", "players", "quick", "position"])]
    load: Option<String>,

    /// Keep the save slots in DIR.
    #[arg(long, value_name = "DIR", default_value = "saves")]
    save_dir: PathBuf,

    /// Read commands from FILE instead of the keyboard: no pauses, each command is echoed. A
    /// header written by --record says how the game began; flags that disagree with it are refused.
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,

    /// Write every line typed to FILE, with a header saying how the game began, as a script
    /// that --script FILE replays.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,

    /// Color the chains: auto (on a terminal, unless NO_COLOR is set), always, or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    color: ColorChoice,

    /// Quick game (variant V1): the end may be announced from a chain of 25 hotels.
    #[arg(long)]
    quick: bool,

    /// The language of the game: en (English) or de (German, with German command words too).
    /// [default: German if LC_ALL, LC_MESSAGES or LANG (the first set) begins with de]
    #[arg(long, value_enum, value_name = "LANG")]
    lang: Option<LangChoice>,

    #[command(subcommand)]
    command: Option<Tool>,
}

/// When to color the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set or TERM is dumb.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Which language to speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum LangChoice {
    /// English.
    En,
    /// German.
    De,
}

#[derive(Subcommand, Debug)]
enum Tool {
    /// Let computer players play many games against each other and report the results.
    Simulate {
        /// How many games to play (a tournament rounds up to whole deals: one game per seat).
        #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// The computer levels in seat order, e.g. tycoon,broker,broker,broker; `tycoon:N` sets
        /// that tycoon's playouts per decision (tycoon:24000,tycoon:4800 compares two efforts).
        /// All tourists: the engine benchmark.
        #[arg(long, value_name = "KINDS", default_value = "tourist,tourist,tourist,tourist")]
        players: String,
        /// The seed of the first game.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Worker threads [default: the number of processors].
        #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Instead of a tournament, time the first seat's decisions (median, 90th percentile).
        #[arg(long, conflicts_with = "time_hints")]
        time_decisions: bool,
        /// Instead of a tournament, time a hint at each of the first seat's decisions.
        #[arg(long)]
        time_hints: bool,
    },
}

fn main() -> ExitCode {
    // The language is needed before the flags are parsed, for --help and clap's refusals.
    let cli = match lang_from_args(std::env::args_os(), |name| std::env::var(name).ok()) {
        Lang::En => Cli::parse(),
        Lang::De => german_cli(),
    };
    match run(&cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("bauloewe: {message}");
            ExitCode::from(2)
        }
    }
}

/// The flags parsed by the German command: the same flags, German words for `--help`, the
/// `help` subcommand and the refusals.
fn german_cli() -> Cli {
    let mut command = german_command(Cli::command());
    let matches = command.try_get_matches_from_mut(std::env::args_os()).unwrap_or_else(|e| german_exit(&e));
    if let Some(name) = help_asked(&matches) {
        let shown = match name.as_deref() {
            None => command.print_long_help(),
            Some(name) => match command.find_subcommand_mut(name) {
                Some(subcommand) => subcommand.print_long_help(),
                None => {
                    eprintln!("Fehler: unbekannter Befehl '{name}'\n\nMehr dazu mit '--help'.");
                    std::process::exit(2);
                }
            },
        };
        std::process::exit(if shown.is_ok() { 0 } else { 2 });
    }
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| german_exit(&e))
}

/// Ends the program for clap: the German help or version it asks for, or a refusal in German.
fn german_exit(error: &clap::Error) -> ! {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => error.exit(),
        _ => {
            eprint!("{}", german_error(error));
            std::process::exit(2)
        }
    }
}

fn run(cli: &Cli) -> Result<ExitCode, String> {
    if let Some(Tool::Simulate { games, players, seed, threads, time_decisions, time_hints }) = &cli.command {
        let timed = match (time_decisions, time_hints) {
            (true, _) => Some(simulate::time_decisions as Timer),
            (_, true) => Some(simulate::time_hints as Timer),
            _ => None,
        };
        return run_simulation(lang(cli.lang), *games, players, *seed, *threads, timed);
    }
    let palette = palette(cli.color);
    let lang = lang(cli.lang);
    let saves = SaveDir::new(&cli.save_dir);
    let (header, script) = match &cli.script {
        Some(path) => read_script_file(lang, path)?,
        None => (ScriptStart::default(), None),
    };
    let beginning =
        Beginning::settle(flags(lang, cli)?, header, new_seed).map_err(|e| beginning_error(lang, &e))?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let Opened { session, events: setup, intro } =
        open(lang, &beginning, &saves).map_err(|e| e.words(lang))?;
    let mut recording = match &cli.record {
        Some(path) => Some(create_recording(lang, path, &beginning)?),
        None => None,
    };
    let mut source = line_source(script)?;
    let mut input: &mut dyn LineSource = source.as_mut();
    let mut recorder;
    if let Some(file) = recording.as_mut() {
        recorder = RecordingSource::new(input, file);
        input = &mut recorder;
    }
    let report = Repl::new(session, input, &mut out, palette)
        .with_lang(lang)
        .with_saves(saves)
        .with_intro(&intro)
        .run(&setup);
    let report = match report {
        Ok(report) => report,
        // The reader of the output went away (`bauloewe | head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        Err(error) => return Err(io_error(lang, &error)),
    };
    let scripted = cli.script.is_some() || !io::stdin().is_terminal();
    Ok(if scripted && report.refused > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Where the lines come from: the script's commands, the terminal, or a pipe.
fn line_source(script: Option<String>) -> Result<Box<dyn LineSource>, String> {
    Ok(match script {
        Some(commands) => Box::new(ScriptSource::new(Cursor::new(commands.into_bytes()))),
        None if io::stdin().is_terminal() => {
            Box::new(TerminalSource::new(TerminalSource::default_history()).map_err(|e| e.to_string())?)
        }
        None => Box::new(ScriptSource::new(BufReader::new(io::stdin()))),
    })
}

/// A script file: its header (how the game began) and its command lines.
fn read_script_file(lang: Lang, path: &Path) -> Result<(ScriptStart, Option<String>), String> {
    let text = std::fs::read(path).map_err(|e| cannot_read(lang, path, &e))?;
    let text = String::from_utf8_lossy(&text);
    let (header, commands) =
        read_script(&text).map_err(|e| format!("{}: {}", path.display(), script_error(lang, &e)))?;
    Ok((header, Some(commands)))
}

/// The recording file, with the header that says how the game began.
fn create_recording(lang: Lang, path: &Path, beginning: &Beginning) -> Result<File, String> {
    let cannot_write = |error: io::Error| match lang {
        Lang::En => format!("cannot write {}: {error}", path.display()),
        Lang::De => format!("{} lässt sich nicht schreiben: {}", path.display(), io_error(lang, &error)),
    };
    let mut file = File::create(path).map_err(cannot_write)?;
    file.write_all(script_header(&beginning.script_start()).as_bytes()).map_err(cannot_write)?;
    Ok(file)
}

/// Why a file could not be read.
fn cannot_read(lang: Lang, path: &Path, error: &io::Error) -> String {
    match lang {
        Lang::En => format!("cannot read {}: {error}", path.display()),
        Lang::De => format!("{} lässt sich nicht lesen: {}", path.display(), io_error(lang, error)),
    }
}

/// The language from `--lang`, or else from the environment.
fn lang(choice: Option<LangChoice>) -> Lang {
    let flag = choice.map(|choice| match choice {
        LangChoice::En => "en",
        LangChoice::De => "de",
    });
    choose_lang(flag, |name| std::env::var(name).ok())
}

fn palette(choice: ColorChoice) -> Palette {
    let word = match choice {
        ColorChoice::Auto => "auto",
        ColorChoice::Always => "always",
        ColorChoice::Never => "never",
    };
    let palette = choose_palette(word, io::stdout().is_terminal(), |name| std::env::var(name).ok());
    bauloewe::console::render::enable_colors(palette);
    palette
}

/// What the flags say about how the game begins; a position file is read here.
fn flags(lang: Lang, cli: &Cli) -> Result<ScriptStart, String> {
    let position = match &cli.position {
        Some(path) => Some(std::fs::read_to_string(path).map_err(|e| cannot_read(lang, path, &e))?),
        None => None,
    };
    Ok(ScriptStart {
        seed: cli.seed,
        players: cli.players.clone(),
        quick: cli.quick,
        load: cli.load.clone(),
        position,
        label: cli.position.as_ref().map(|path| path.display().to_string()),
    })
}

/// A seed from the system, for a new deal that names none. The only randomness the program
/// takes from outside: it is printed, so that `--seed` deals the same game again.
fn new_seed() -> Result<u64, String> {
    rand::rngs::SysRng.try_next_u64().map_err(|error| error.to_string())
}

/// A timing program of `simulate` (`--time-decisions`, `--time-hints`).
type Timer = fn(&SimulateConfig, &AiSettings, &mut dyn io::Write) -> io::Result<()>;

/// Runs `simulate`: the tournament or benchmark, or the timing program `timer`.
fn run_simulation(
    lang: Lang,
    games: u64,
    players: &str,
    seed: u64,
    threads: Option<u16>,
    timer: Option<Timer>,
) -> Result<ExitCode, String> {
    let (players, efforts) = simulate::parse_players(players).map_err(|e| e.words(lang))?;
    let settings = AiSettings::default();
    let threads = match threads {
        Some(threads) => usize::from(threads),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let progress = io::stderr().is_terminal();
    let config = SimulateConfig { games, players, efforts, seed, threads, progress, lang };
    let out = &mut io::stdout().lock();
    let written = match timer {
        Some(timer) => timer(&config, &settings, out),
        None => simulate::run_with(&config, &settings, out),
    };
    // A reader that has read enough (`| head -1`) closes the pipe: that ends the run, as it
    // ends any command-line tool's, and is no error to report.
    let written = written.or_else(|e| if e.kind() == io::ErrorKind::BrokenPipe { Ok(()) } else { Err(e) });
    written.map_err(|e| match lang {
        Lang::En => format!("cannot write the output: {e}"),
        Lang::De => format!("die Ausgabe lässt sich nicht schreiben: {}", io_error(lang, &e)),
    })?;
    Ok(ExitCode::SUCCESS)
}
