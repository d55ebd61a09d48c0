//! The `bauloewe` program: parse the flags, build the game, pick the line source, and map the
//! result to an exit code. Everything else lives in the library (`bauloewe::console` for the
//! text interface, `bauloewe::rules` for the game).

use std::fs::File;
use std::io::{self, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rand::TryRng;

use bauloewe::console::setup::{SeatList, choose_palette};
use bauloewe::console::terminal::TerminalSource;
use bauloewe::console::{LineSource, Palette, Repl, Report, ScriptSource, Session};
use bauloewe::rules::{Event, Options, PlayerKind};
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

    /// Read commands from FILE instead of the keyboard: no pauses, each command is echoed.
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,

    /// Color the chains: auto (on a terminal, unless NO_COLOR is set), always, or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    color: ColorChoice,

    /// Quick game (variant V1): the end may be announced from a chain of 25 hotels.
    #[arg(long)]
    quick: bool,

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

#[derive(Subcommand, Debug)]
enum Tool {
    /// Let computer players play many games against each other and report the results.
    Simulate {
        /// How many games to play.
        #[arg(long, value_name = "N", default_value_t = 100)]
        games: u64,
        /// The computer levels in seat order, e.g. tourist,broker,tycoon.
        #[arg(
            long,
            value_name = "KINDS",
            value_delimiter = ',',
            default_value = "tourist,tourist,tourist,tourist"
        )]
        players: Vec<PlayerKind>,
        /// The seed of the first game.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Worker threads [default: the number of processors].
        #[arg(long, value_name = "T")]
        threads: Option<usize>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("bauloewe: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: &Cli) -> Result<ExitCode, String> {
    if let Some(Tool::Simulate { games, players, seed, threads }) = &cli.command {
        return run_simulation(*games, players, *seed, *threads);
    }
    let palette = palette(cli.color);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (session, setup) = start(cli, &mut out)?;
    let report = match &cli.script {
        Some(path) => {
            let file = File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            play(session, &setup, &mut ScriptSource::new(BufReader::new(file)), &mut out, palette)
        }
        None if io::stdin().is_terminal() => {
            let mut source =
                TerminalSource::new(TerminalSource::default_history()).map_err(|e| e.to_string())?;
            play(session, &setup, &mut source, &mut out, palette)
        }
        None => play(session, &setup, &mut ScriptSource::new(io::stdin().lock()), &mut out, palette),
    };
    let report = match report {
        Ok(report) => report,
        // The reader of the output went away (`bauloewe | head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        Err(error) => return Err(error.to_string()),
    };
    let scripted = cli.script.is_some() || !io::stdin().is_terminal();
    Ok(if scripted && report.refused > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn play(
    session: Session,
    setup: &[Event],
    input: &mut dyn LineSource,
    out: &mut dyn Write,
    palette: Palette,
) -> io::Result<Report> {
    Repl::new(session, input, out, palette).run(setup)
}

fn palette(choice: ColorChoice) -> Palette {
    let word = match choice {
        ColorChoice::Auto => "auto",
        ColorChoice::Always => "always",
        ColorChoice::Never => "never",
    };
    choose_palette(word, io::stdout().is_terminal(), |name| std::env::var(name).ok())
}

/// The session to play: from a position file, or a new deal (whose seed is printed).
fn start(cli: &Cli, out: &mut dyn Write) -> Result<(Session, Vec<Event>), String> {
    if let Some(path) = &cli.position {
        return start_from_position(path, out);
    }
    let seed = match cli.seed {
        Some(seed) => seed,
        None => {
            rand::rngs::SysRng.try_next_u64().map_err(|e| format!("no random seed from the system: {e}"))?
        }
    };
    let seats = cli.players.clone().unwrap_or_else(SeatList::default_seats).0;
    let options = Options { quick: cli.quick };
    let quick = if cli.quick { " (quick game, V1)" } else { "" };
    writeln!(out, "Baulöwe: a new game{quick} with seed {seed} (replay it with --seed {seed}).")
        .map_err(|e| e.to_string())?;
    Session::new(seats, seed, options).map_err(|e| e.to_string())
}

fn start_from_position(path: &Path, out: &mut dyn Write) -> Result<(Session, Vec<Event>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let started = Session::from_position(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    writeln!(out, "Baulöwe: the game of {}.", path.display()).map_err(|e| e.to_string())?;
    Ok(started)
}

fn run_simulation(
    games: u64,
    players: &[PlayerKind],
    seed: u64,
    threads: Option<usize>,
) -> Result<ExitCode, String> {
    if !(2..=6).contains(&players.len()) {
        return Err(format!("a game needs 2 to 6 players, not {} (R6)", players.len()));
    }
    if players.contains(&PlayerKind::Human) {
        return Err("simulate plays computer players only: use tourist, broker or tycoon".to_string());
    }
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let progress = io::stderr().is_terminal();
    let config = SimulateConfig { games, players: players.to_vec(), seed, threads, progress };
    simulate::run(&config, &mut io::stdout().lock()).map_err(|e| format!("cannot write the output: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
