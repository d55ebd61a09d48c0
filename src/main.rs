//! The `bauloewe` program: parse the flags, build the game, pick the line source, and map the
//! result to an exit code. Everything else lives in the library (`bauloewe::console` for the
//! text interface, `bauloewe::rules` for the game).

use std::fs::File;
use std::io::{self, BufReader, Cursor, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rand::TryRng;

use bauloewe::console::setup::{SeatList, choose_palette};
use bauloewe::console::terminal::TerminalSource;
use bauloewe::console::{LineSource, Palette, RecordingSource, Repl, ScriptSource, Session};
use bauloewe::rules::{Event, Options};
use bauloewe::save::SaveDir;
use bauloewe::save::script::{ScriptStart, read_script, script_header};
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
        /// How many games to play (a tournament rounds up to whole deals: one game per seat).
        #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// The computer levels in seat order, e.g. tycoon,broker,broker,broker; `tycoon:N` sets
        /// the tycoon's playouts per decision. All tourists: the engine benchmark.
        #[arg(long, value_name = "KINDS", default_value = "tourist,tourist,tourist,tourist")]
        players: String,
        /// The seed of the first game.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Worker threads [default: the number of processors].
        #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
        /// Instead of a tournament, time the first seat's decisions (median, 90th percentile).
        #[arg(long)]
        time_decisions: bool,
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
    if let Some(Tool::Simulate { games, players, seed, threads, time_decisions }) = &cli.command {
        return run_simulation(*games, players, *seed, *threads, *time_decisions);
    }
    let palette = palette(cli.color);
    let saves = SaveDir::new(&cli.save_dir);
    let (header, script) = match &cli.script {
        Some(path) => read_script_file(path)?,
        None => (ScriptStart::default(), None),
    };
    let begin = begin(cli, header)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (session, setup) = start(&begin, &saves, &mut out)?;
    let mut recording = match &cli.record {
        Some(path) => Some(create_recording(path, &begin)?),
        None => None,
    };
    let mut source = line_source(script)?;
    let mut input: &mut dyn LineSource = source.as_mut();
    let mut recorder;
    if let Some(file) = recording.as_mut() {
        recorder = RecordingSource::new(input, file);
        input = &mut recorder;
    }
    let report = Repl::new(session, input, &mut out, palette).with_saves(saves).run(&setup);
    let report = match report {
        Ok(report) => report,
        // The reader of the output went away (`bauloewe | head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        Err(error) => return Err(error.to_string()),
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
fn read_script_file(path: &Path) -> Result<(ScriptStart, Option<String>), String> {
    let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&text);
    let (header, commands) = read_script(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((header, Some(commands)))
}

/// The recording file, with the header that says how the game began.
fn create_recording(path: &Path, begin: &Begin) -> Result<File, String> {
    let mut file = File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    file.write_all(script_header(&begin.script_start()).as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(file)
}

fn palette(choice: ColorChoice) -> Palette {
    let word = match choice {
        ColorChoice::Auto => "auto",
        ColorChoice::Always => "always",
        ColorChoice::Never => "never",
    };
    choose_palette(word, io::stdout().is_terminal(), |name| std::env::var(name).ok())
}

/// How the game begins: a new deal, a position file, or a save slot.
enum Begin {
    New { seed: u64, seats: SeatList, quick: bool },
    Position { label: String, text: String },
    Load(String),
}

impl Begin {
    /// The script header that records this beginning.
    fn script_start(&self) -> ScriptStart {
        match self {
            Begin::New { seed, seats, quick } => ScriptStart {
                seed: Some(*seed),
                players: Some(seats.clone()),
                quick: *quick,
                ..Default::default()
            },
            Begin::Position { label, text } => {
                ScriptStart { position: Some(text.clone()), label: Some(label.clone()), ..Default::default() }
            }
            Begin::Load(name) => ScriptStart { load: Some(name.clone()), ..Default::default() },
        }
    }
}

/// The beginning the flags and the script's header describe together; a flag that disagrees
/// with the header is refused, so that a recorded script never replays another game.
fn begin(cli: &Cli, header: ScriptStart) -> Result<Begin, String> {
    let new_flags = cli.seed.is_some() || cli.players.is_some() || cli.quick;
    let new_header = header.seed.is_some() || header.players.is_some() || header.quick;
    if let Some(name) = header.load {
        agree(cli.position.is_none() && !new_flags && cli.load.as_ref().is_none_or(|l| *l == name), "load")?;
        return Ok(Begin::Load(name));
    }
    if let Some(text) = header.position {
        agree(cli.position.is_none() && !new_flags && cli.load.is_none(), "position")?;
        return Ok(Begin::Position { label: header.label.unwrap_or_else(|| "the script".to_string()), text });
    }
    if let Some(name) = &cli.load {
        agree(!new_header, "seed")?;
        return Ok(Begin::Load(name.clone()));
    }
    if let Some(path) = &cli.position {
        agree(!new_header, "seed")?;
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        return Ok(Begin::Position { label: path.display().to_string(), text });
    }
    new_deal(cli, header)
}

/// A new deal from the flags and the header, which must agree where both speak.
fn new_deal(cli: &Cli, header: ScriptStart) -> Result<Begin, String> {
    agree(cli.seed.is_none() || header.seed.is_none() || cli.seed == header.seed, "seed")?;
    agree(cli.players.is_none() || header.players.is_none() || cli.players == header.players, "players")?;
    agree(!cli.quick || header.seed.is_none() || header.quick, "options")?;
    let seed = match cli.seed.or(header.seed) {
        Some(seed) => seed,
        None => {
            rand::rngs::SysRng.try_next_u64().map_err(|e| format!("no random seed from the system: {e}"))?
        }
    };
    let seats = cli.players.clone().or(header.players).unwrap_or_else(SeatList::default_seats);
    Ok(Begin::New { seed, seats, quick: cli.quick || header.quick })
}

/// Refuses flags that disagree with the script's header line `key`.
fn agree(agrees: bool, key: &str) -> Result<(), String> {
    if agrees {
        return Ok(());
    }
    Err(format!(
        "the flags disagree with the script's header line '# {key}:', which says how the recorded game began: leave out the flags or edit the header"
    ))
}

/// The session to play, with the events of its start, after the line that introduces it.
fn start(begin: &Begin, saves: &SaveDir, out: &mut dyn Write) -> Result<(Session, Vec<Event>), String> {
    let (started, intro) = match begin {
        Begin::New { seed, seats, quick } => {
            let options = Options { quick: *quick };
            let started = Session::new(seats.0.clone(), *seed, options).map_err(|e| e.to_string())?;
            let quick = if *quick { " (quick game, V1)" } else { "" };
            (started, format!("Baulöwe: a new game{quick} with seed {seed} (replay it with --seed {seed})."))
        }
        Begin::Position { label, text } => {
            let started = Session::from_position(text).map_err(|e| format!("{label}: {e}"))?;
            (started, format!("Baulöwe: the game of {label}."))
        }
        Begin::Load(name) => {
            let (session, summary) = saves.load(name).map_err(|e| format!("cannot load: {e}"))?;
            let intro = format!(
                "Baulöwe: the game saved as '{name}' ({}, turn {}, saved {}).",
                summary.players, summary.turn, summary.saved
            );
            ((session, Vec::new()), intro)
        }
    };
    writeln!(out, "{intro}").map_err(|e| e.to_string())?;
    Ok(started)
}

fn run_simulation(
    games: u64,
    players: &str,
    seed: u64,
    threads: Option<u16>,
    time_decisions: bool,
) -> Result<ExitCode, String> {
    let (players, settings) = simulate::parse_players(players)?;
    if !(2..=6).contains(&players.len()) {
        return Err(format!("a game needs 2 to 6 players, not {} (R6)", players.len()));
    }
    let threads = match threads {
        Some(threads) => usize::from(threads),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let progress = io::stderr().is_terminal();
    let config = SimulateConfig { games, players, seed, threads, progress };
    let out = &mut io::stdout().lock();
    let written = if time_decisions {
        simulate::time_decisions(&config, &settings, out)
    } else {
        simulate::run_with(&config, &settings, out)
    };
    written.map_err(|e| format!("cannot write the output: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
