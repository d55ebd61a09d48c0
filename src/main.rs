//! The `bauloewe` program: parse the flags, build the game, pick the line source, and map the
//! result to an exit code. Everything else lives in the library (`bauloewe::console` for the
//! text interface, `bauloewe::rules` for the game).

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, Cursor, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::TryRng;

use bauloewe::ai::AiSettings;
use bauloewe::bench::faults::{FaultConfig, run_faults};
use bauloewe::bench::load::{LoadConfig, run_load};
use bauloewe::bench::lobby::{LobbyConfig, run_lobby};
use bauloewe::cli;
use bauloewe::cli::{
    Asked, GameFlags, HistoryFlags, JoinFlags, NetBench, RecordFlags, ReviewFlags, ServeFlags, ServerFlags,
    SimulateFlags, StartFlags, lang_from_args, read_flags,
};
use bauloewe::console::interrupt::Interrupt;
use bauloewe::console::keeper::Keeper;
use bauloewe::console::review;
use bauloewe::console::setup::choose_palette;
use bauloewe::console::terminal::TerminalSource;
use bauloewe::console::{LineSource, RecordingSource, Repl, ScriptSource};
use bauloewe::net::client;
use bauloewe::net::client::{Above, Ended, Plain, Retry, Screen, Settings, naming_refusal};
use bauloewe::net::codes::{CODES_EXTENSION, Code, codes_text, read_codes};
use bauloewe::net::lobby::LobbyServer;
use bauloewe::net::naming::{Naming, read_naming};
use bauloewe::net::protocol::Joining;
use bauloewe::net::server::{Limits, Seats, Server, StandIn};
use bauloewe::rules::Options;
use bauloewe::save::NotSaved;
use bauloewe::save::script::{read_script, script_header};
use bauloewe::save::slots::table_number;
use bauloewe::save::{Beginning, SaveDir, ScriptStart};
use bauloewe::session::review::Review;
use bauloewe::show::Palette;
use bauloewe::show::opening::{Opened, open};
use bauloewe::simulate::{self, SimulateConfig};
use bauloewe::store::{STORE_FILE, SqliteStore, Store};
use bauloewe::table::Table;
use bauloewe::words::Lang;
use bauloewe::words::wrap::{PIPED_WIDTH, wrap};

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    // The language words the refusal of the flags too, so it is read before them.
    let lang = lang_from_args(&args, |name| std::env::var(name).ok());
    let asked = match read_flags(args) {
        Ok(asked) => asked,
        Err(error) => {
            eprintln!("bauloewe: {}\n{}", lang.flag_error(&error), lang.flag_error_hint());
            return ExitCode::from(2);
        }
    };
    let result = match asked {
        Asked::Play(game) => run(lang, &game),
        Asked::Simulate(simulate) => simulation(lang, &simulate),
        Asked::Serve(table) => serve(lang, &table),
        Asked::Server(lobby) => server(lang, &lobby),
        Asked::Join(join) => join_table(lang, &join),
        Asked::Review(review) => review_game(lang, &review),
        Asked::History(history) => show_history(lang, &history),
        Asked::Record(record) => show_record(lang, &record),
        Asked::Help(tool) => show(lang, &cli::help(lang, tool)),
        Asked::Version => show(lang, &cli::version()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("bauloewe: {message}");
            ExitCode::from(2)
        }
    }
}

/// Prints the help or the version. A reader that has read enough (`--help | head`) is no error.
fn show(lang: Lang, text: &str) -> Result<ExitCode, String> {
    match io::stdout().lock().write_all(text.as_bytes()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(lang.io_error(&error)),
        _ => Ok(ExitCode::SUCCESS),
    }
}

/// Opens a table with `serve`'s flags and serves it until the program is stopped (Ctrl-C).
fn serve(lang: Lang, flags: &ServeFlags) -> Result<ExitCode, String> {
    let saves = SaveDir::new(&flags.start.save_dir);
    let start = script_start(lang, &flags.start, &saves, last_unfinished_table)?;
    let beginning =
        Beginning::settle(start, ScriptStart::default(), new_seed).map_err(|e| lang.beginning_error(&e))?;
    // The opening line names the seed, which no player may read before the end (R19).
    let Opened { session, .. } = open(lang, &beginning, &saves).map_err(|e| lang.open_error(&e))?;
    let (slot, resumed) = table_slot(lang, &beginning, &saves)?;
    // Bound before anything is written beside the slot: a port in use leaves no `.lock` and
    // no `.codes` file behind.
    let limits = Limits { idle: flags.idle, ..Limits::default() };
    let server = Server::bind(&flags.bind, limits).map_err(|e| lang.cannot_listen(&flags.bind, &e))?;
    // Held while the server runs: a second server on the same table would overwrite its saves.
    let _held = match saves.hold(&slot) {
        Ok(Some(held)) => held,
        Ok(None) => return Err(lang.table_in_use(&slot)),
        Err(error) => return Err(lang.cannot_autosave(&NotSaved::Slot(error))),
    };
    let people = session.record().people();
    let kept = if resumed { saves.read_beside(&slot, CODES_EXTENSION).ok() } else { None };
    let kept = kept.and_then(|text| read_codes(&text));
    // A table resumed keeps its codes, so that its players come back with theirs.
    let (codes, kept_note) = match kept.filter(|codes| codes.iter().map(|(seat, _)| *seat).eq(people.clone()))
    {
        Some(codes) => (codes, None),
        None => {
            let codes = new_codes(lang, &people)?;
            let written = saves.write_private(&slot, CODES_EXTENSION, codes_text(&codes).as_bytes());
            (codes, written.err().map(|e| lang.cannot_autosave(&NotSaved::Slot(e))))
        }
    };
    let mut server = server.with_autosave(saves, &slot);
    if let Some((kind, after)) = flags.stand_in {
        server = server.with_stand_in(StandIn { kind, after });
    }
    let server = match &flags.journal {
        Some(path) => server.with_journal(create_recording(lang, path, &beginning)?),
        None => server,
    };
    let address = server.address().map_err(|e| lang.io_error(&e))?;
    let mut lines = vec![lang.listening(&address.to_string(), address.ip().is_loopback())];
    for (seat, code) in &codes {
        lines.push(lang.code_line(session.game().name(*seat), &code.to_string()));
    }
    lines.push(lang.table_saved_as(&slot));
    lines.extend(kept_note);
    lines.push(lang.how_to_join(&address.to_string()));
    // Fitted to 80 columns, broken at spaces (the address stays whole beside its words).
    let host: String = lines.iter().map(|line| wrap(line, PIPED_WIDTH)).collect();
    io::stdout().lock().write_all(host.as_bytes()).map_err(|e| lang.io_error(&e))?;
    let table = Table::new(session, lang);
    let stopper = server.stopper().map_err(|e| lang.io_error(&e))?;
    stop_on_signals(move || stopper.stop()).map_err(|e| lang.io_error(&e))?;
    server.run(table, Seats { codes }, io::stdout()).map_err(|e| lang.io_error(&e))?;
    Ok(ExitCode::SUCCESS)
}

/// Opens the lobby with `server`'s flags and serves it until the program is stopped (Ctrl-C):
/// every table is saved and everyone told.
fn server(lang: Lang, flags: &ServerFlags) -> Result<ExitCode, String> {
    let saves = SaveDir::new(&flags.save_dir);
    let limits = Limits { idle: flags.idle, ..Limits::default() };
    let stand_in = flags.stand_in.map(|(kind, after)| StandIn { kind, after });
    let settings = bauloewe::net::lobby::Settings {
        saves: saves.clone(),
        db: flags.db.clone(),
        lang,
        seed: flags.seed,
        stand_in,
        limits,
    };
    // A store that cannot be used is all the server says (the server opens it again to run).
    settings.open_store().map_err(|error| error.in_words(lang))?;
    let server = LobbyServer::bind(&flags.bind, settings).map_err(|e| lang.cannot_listen(&flags.bind, &e))?;
    // Held while the server runs: a second server on the same folder would overwrite its saves.
    let _held = match saves.hold("lobby") {
        Ok(Some(held)) => held,
        Ok(None) => return Err(lang.table_in_use("lobby")),
        Err(error) => return Err(lang.cannot_autosave(&NotSaved::Slot(error))),
    };
    let address = server.address().map_err(|e| lang.io_error(&e))?;
    let lines = [
        lang.lobby_listening(&address.to_string(), address.ip().is_loopback()),
        lang.lobby_opened(saves.path(), &address.to_string()),
    ];
    let host: String = lines.iter().map(|line| wrap(line, PIPED_WIDTH)).collect();
    io::stdout().lock().write_all(host.as_bytes()).map_err(|e| lang.io_error(&e))?;
    let stopper = server.stopper();
    stop_on_signals(move || stopper.stop()).map_err(|e| lang.io_error(&e))?;
    server.run(io::stdout()).map_err(|error| error.in_words(lang))?;
    Ok(ExitCode::SUCCESS)
}

/// Ctrl-C (SIGINT) and SIGTERM stop the server as its host means it: every player reads that
/// the table closed and where it is saved, and no client comes back by itself. A signal
/// handler may only set a flag, and the server waits in `accept`, so a thread looks at the
/// flag five times a second and stops the server when it is set.
fn stop_on_signals(stop: impl FnOnce() + Send + 'static) -> io::Result<()> {
    let signalled = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register(signal, Arc::clone(&signalled))?;
    }
    std::thread::spawn(move || {
        while !signalled.load(std::sync::atomic::Ordering::SeqCst) {
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        stop();
    });
    Ok(())
}

/// The slot a table is saved in, and whether the table is resumed from it: the table slot
/// it was loaded from, else a new one (a game loaded from another slot becomes a new table).
fn table_slot(lang: Lang, beginning: &Beginning, saves: &SaveDir) -> Result<(String, bool), String> {
    match beginning {
        Beginning::Load(slot) if table_number(&slot.to_lowercase()).is_some() => {
            Ok((slot.to_lowercase(), true))
        }
        _ => Ok((saves.next_table().map_err(|e| lang.cannot_read_saves(saves.path(), &e))?, false)),
    }
}

/// A new code for each of the `people`'s seats, no two alike.
fn new_codes(lang: Lang, people: &[usize]) -> Result<Vec<(usize, Code)>, String> {
    let mut codes: Vec<(usize, Code)> = Vec::new();
    for &seat in people {
        let code = loop {
            let code = Code::generate().map_err(|error| lang.no_seat_codes(&error.to_string()))?;
            if codes.iter().all(|(_, other)| *other != code) {
                break code;
            }
        };
        codes.push((seat, code));
    }
    Ok(codes)
}

/// Runs `simulate` with its flags.
fn simulation(lang: Lang, flags: &SimulateFlags) -> Result<ExitCode, String> {
    let SimulateFlags { games, levels, seed, threads, time_decisions, time_hints, options, net, deadline } =
        flags;
    if let Some(net) = net {
        return net_bench(lang, *net, *seed, Duration::from_secs(*deadline));
    }
    let timed = match (time_decisions, time_hints) {
        (true, _) => Some(simulate::time_decisions as Timer),
        (_, true) => Some(simulate::time_hints as Timer),
        _ => None,
    };
    run_simulation(lang, *games, levels, *seed, *threads, *options, timed)
}

/// Runs a network benchmark of `simulate` (`--tables`, `--kill`) and prints its report.
fn net_bench(lang: Lang, net: NetBench, seed: u64, deadline: Duration) -> Result<ExitCode, String> {
    let report = match net {
        NetBench::Load { tables, think_ms } => {
            let think = Duration::from_millis(think_ms);
            run_load(&LoadConfig { tables, seed, deadline, think }).map(|figures| lang.load_report(&figures))
        }
        NetBench::Lobby { tables, pace } => {
            // The server measured is this very program's `server`.
            let program = std::env::current_exe().map_err(|e| lang.io_error(&e))?;
            let config = LobbyConfig { tables, pace, seed, deadline, program };
            run_lobby(&config).map(|figures| lang.lobby_report(&figures))
        }
        NetBench::Kill { killed, games } => {
            // The server killed is this very program's `serve`.
            let program = std::env::current_exe().map_err(|e| lang.io_error(&e))?;
            let config = FaultConfig { killed, games, seed, deadline, program };
            run_faults(&config).map(|figures| lang.fault_report(&figures))
        }
    };
    let report = report.map_err(|e| lang.bench_error(&e))?;
    writeln!(io::stdout().lock(), "{report}").map_err(|e| lang.cannot_write_output(&e))?;
    Ok(ExitCode::SUCCESS)
}

/// Plays a game with the flags given.
fn run(lang: Lang, game: &GameFlags) -> Result<ExitCode, String> {
    let palette = palette(&game.color);
    let saves = SaveDir::new(&game.start.save_dir);
    let (header, script) = match &game.script {
        Some(path) => read_script_file(lang, path)?,
        None => (ScriptStart::default(), None),
    };
    let beginning =
        Beginning::settle(script_start(lang, &game.start, &saves, last_unfinished)?, header, new_seed)
            .map_err(|e| lang.beginning_error(&e))?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let Opened { session, events: setup, intro } =
        open(lang, &beginning, &saves).map_err(|e| lang.open_error(&e))?;
    let mut recording = match &game.record {
        Some(path) => Some(create_recording(lang, path, &beginning)?),
        None => None,
    };
    let mut source = line_source(lang, script)?;
    let mut input: &mut dyn LineSource = source.as_mut();
    let mut recorder;
    if let Some(file) = recording.as_mut() {
        recorder = RecordingSource::new(input, file);
        input = &mut recorder;
    }
    // At a terminal Ctrl-C outside the prompt must not end the game; scripts and pipes keep
    // the default, so that Ctrl-C stops them.
    let interrupt =
        if input.is_interactive() { Interrupt::install().unwrap_or_default() } else { Interrupt::default() };
    let mut repl = Repl::new(session, input, &mut out, palette)
        .with_lang(lang)
        .with_saves(saves)
        .with_interrupt(interrupt);
    if let Beginning::Load(slot) = &beginning {
        repl = repl.loaded_from(slot);
    }
    // Kept at a terminal only: the REPL drops the keeper for a script or a pipe.
    if !game.no_records {
        repl = repl.with_records(Keeper::in_folder(&game.start.save_dir));
    }
    let report = repl.with_intro(&intro).run(&setup);
    let report = match report {
        Ok(report) => report,
        // The reader of the output went away (`bauloewe | head`): nothing more to say.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        Err(error) => return Err(lang.io_error(&error)),
    };
    let scripted = game.script.is_some() || !io::stdin().is_terminal();
    Ok(if scripted && report.refused > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Looks at a saved game again, turn by turn (`bauloewe review FILE`). A save that does not
/// load is one line and exit code 2, as a `--script` file that does not read.
fn review_game(lang: Lang, flags: &ReviewFlags) -> Result<ExitCode, String> {
    let saves = SaveDir::new(&flags.save_dir);
    let (record, _) = saves.load_file_or_slot(&flags.file).map_err(|e| lang.slot_error(&e))?;
    let review = Review::new(&record).map_err(|e| lang.replay_error(&e))?;
    let palette = palette(&flags.color);
    let mut source = line_source(lang, None)?;
    let refused = match review::run(&review, source.as_mut(), &mut io::stdout().lock(), lang, palette) {
        Ok(refused) => refused,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => return Ok(ExitCode::SUCCESS),
        Err(error) => return Err(lang.io_error(&error)),
    };
    // As for a game: a pipe or a script that typed a refused line ends with 1.
    Ok(if refused > 0 && !io::stdin().is_terminal() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// The records at home (`bauloewe history [NAME]`): each person's record against the computer
/// levels and their last games, fitted to 80 columns. No records yet is one line and no error;
/// records that cannot be read are one line and exit code 2, and left as they are.
fn show_history(lang: Lang, flags: &HistoryFlags) -> Result<ExitCode, String> {
    let file = flags.save_dir.join(STORE_FILE);
    let none = format!("{}\n", lang.home_no_records(&file));
    // Asking makes no file: a store that is not there holds no game.
    let text = match home_store(lang, &file)? {
        None => none,
        Some(store) => {
            let text = bauloewe::show::home::history(lang, &store, flags.name.as_deref());
            text.map_err(|e| lang.home_store_problem(&file, &e))?.unwrap_or(none)
        }
    };
    show(lang, &wrap(&text, PIPED_WIDTH))
}

/// Game N of the records at home as a save file (`bauloewe record N`), exactly as kept: `>
/// saves/g3.save` and `--load g3` play it again. A game the records do not hold is one line
/// saying which they hold, and exit code 2.
fn show_record(lang: Lang, flags: &RecordFlags) -> Result<ExitCode, String> {
    let file = flags.save_dir.join(STORE_FILE);
    let Some(store) = home_store(lang, &file)? else { return Err(lang.home_no_such_game(flags.number, 0)) };
    let problem = |e| lang.home_store_problem(&file, &e);
    match store.game(flags.number).map_err(problem)? {
        Some(game) => show(lang, &game.save),
        None => Err(lang.home_no_such_game(flags.number, store.game_count().map_err(problem)?)),
    }
}

/// The store of the records at home at `file`, if there is one (a missing file is no store,
/// and is not made); a file that cannot be opened is why, in words.
fn home_store(lang: Lang, file: &Path) -> Result<Option<SqliteStore>, String> {
    if !file.exists() {
        return Ok(None);
    }
    SqliteStore::open(file).map(Some).map_err(|e| lang.home_store_problem(file, &e))
}

/// Takes a seat at a table on another machine (`bauloewe join`), or watches it.
fn join_table(lang: Lang, flags: &JoinFlags) -> Result<ExitCode, String> {
    let color = palette(&flags.color) != Palette::Plain;
    let joining = if flags.watch { Some(Joining::Watch) } else { flags.code.clone().map(Joining::Code) };
    let closed = Arc::new(AtomicBool::new(false));
    let (mut input, screen) = join_terminal(lang, &closed)?;
    let (address, width, retry) = (flags.address.clone(), input.width(), Some(Retry::default()));
    let settings =
        Settings { address, lang, joining, naming: join_naming(lang, flags)?, width, color, retry };
    match client::join(&settings, input.as_mut(), screen, closed) {
        // Leaving without a seat is no success: a script learns its code was wrong.
        Ok(Ended::Unseated) => Ok(ExitCode::from(1)),
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(error) => Err(error.words(lang, &flags.address)),
    }
}

/// The name (and secret) `--name` gives a lobby, if it reads as one; an empty one is asked.
fn join_naming(lang: Lang, flags: &JoinFlags) -> Result<Option<Naming>, String> {
    let Some(typed) = &flags.name else { return Ok(None) };
    match read_naming(typed) {
        Ok(naming) => Ok(Some(naming)),
        Err(error) => {
            naming_refusal(lang, &error).map_or(Ok(None), |refusal| Err(format!("--name: {refusal}")))
        }
    }
}

/// Where `join` reads the person's lines and where it shows the server's.
type JoinTerminal = (Box<dyn LineSource>, Box<dyn Screen>);

/// Where `join` reads the person's lines and shows the server's: at a terminal, the editor,
/// with the server's lines printed above the line being typed, that stops at the next key
/// once the table is `closed`; else standard input and output.
fn join_terminal(lang: Lang, closed: &Arc<AtomicBool>) -> Result<JoinTerminal, String> {
    if !io::stdin().is_terminal() {
        return Ok((Box::new(ScriptSource::new(BufReader::new(io::stdin()))), Box::new(Plain(io::stdout()))));
    }
    let mut terminal =
        TerminalSource::new(TerminalSource::default_history()).map_err(|error| lang.no_terminal(&error))?;
    terminal.stop_when(closed.clone());
    let screen: Box<dyn Screen> = match terminal.printer() {
        Ok(printer) => Box::new(Above(printer)),
        // Standard output is not a terminal (`| tee`): the lines are written there in turn.
        Err(_) => Box::new(Plain(io::stdout())),
    };
    Ok((Box::new(terminal), screen))
}

/// Where the lines come from: the script's commands, the terminal, or a pipe.
fn line_source(lang: Lang, script: Option<String>) -> Result<Box<dyn LineSource>, String> {
    Ok(match script {
        Some(commands) => Box::new(ScriptSource::new(Cursor::new(commands.into_bytes()))),
        None if io::stdin().is_terminal() => Box::new(
            TerminalSource::new(TerminalSource::default_history())
                .map_err(|error| lang.no_terminal(&error))?,
        ),
        None => Box::new(ScriptSource::new(BufReader::new(io::stdin()))),
    })
}

/// A script file: its header (how the game began) and its command lines.
fn read_script_file(lang: Lang, path: &Path) -> Result<(ScriptStart, Option<String>), String> {
    let text = std::fs::read(path).map_err(|e| lang.cannot_read_file(path, &e))?;
    let text = String::from_utf8_lossy(&text);
    let (header, commands) =
        read_script(&text).map_err(|e| format!("{}: {}", path.display(), lang.script_error(&e)))?;
    Ok((header, Some(commands)))
}

/// The recording file (or a table's journal), with the header that says how the game began.
fn create_recording(lang: Lang, path: &Path, beginning: &Beginning) -> Result<File, String> {
    let cannot_write = |error: io::Error| lang.cannot_write_file(path, &error);
    let mut file = File::create(path).map_err(cannot_write)?;
    file.write_all(script_header(&beginning.script_start()).as_bytes()).map_err(cannot_write)?;
    Ok(file)
}

/// The palette for `--color` (one of [`flags::COLORS`]), told to the colour crate too.
fn palette(choice: &str) -> Palette {
    let palette = choose_palette(choice, io::stdout().is_terminal(), |name| std::env::var(name).ok());
    bauloewe::show::palette::enable_colors(palette);
    palette
}

/// What the flags say about how the game begins; a position file is read here, and the game
/// `--continue` means is looked for in the saves folder by `last` (a local game's autosave,
/// or a table).
fn script_start(
    lang: Lang,
    flags: &StartFlags,
    saves: &SaveDir,
    last: fn(Lang, &SaveDir) -> Result<String, String>,
) -> Result<ScriptStart, String> {
    let position = match &flags.position {
        Some(path) => Some(std::fs::read_to_string(path).map_err(|e| lang.cannot_read_file(path, &e))?),
        None => None,
    };
    Ok(ScriptStart {
        seed: flags.seed,
        players: flags.players.clone(),
        options: flags.options,
        load: if flags.continue_last { Some(last(lang, saves)?) } else { flags.load.clone() },
        position,
        label: flags.position.as_ref().map(|path| path.display().to_string()),
    })
}

/// The slot of the game `--continue` goes on with: the most recently saved unfinished autosave.
fn last_unfinished(lang: Lang, saves: &SaveDir) -> Result<String, String> {
    match saves.latest_unfinished() {
        Ok(Some(slot)) => Ok(slot),
        Ok(None) => Err(lang.nothing_to_continue(saves.path())),
        Err(error) => Err(lang.cannot_read_saves(saves.path(), &error)),
    }
}

/// The slot of the table `serve --continue` opens again: the most recently saved unfinished one.
fn last_unfinished_table(lang: Lang, saves: &SaveDir) -> Result<String, String> {
    match saves.latest_unfinished_table() {
        Ok(Some(slot)) => Ok(slot),
        Ok(None) => Err(lang.no_table_to_continue(saves.path())),
        Err(error) => Err(lang.cannot_read_saves(saves.path(), &error)),
    }
}

/// A seed from the system, for a new deal that names none. The only randomness the program
/// takes from outside: it is printed, so that `--seed` deals the same game again.
/// Its error is the system's own reason, which the words wrap in a sentence of the language
/// (`lang.beginning_error`, `BeginningError::NoSeed`).
fn new_seed() -> Result<u64, String> {
    rand::rngs::SysRng.try_next_u64().map_err(|error| error.to_string())
}

/// A timing program of `simulate` (`--time-decisions`, `--time-hints`).
type Timer = fn(&SimulateConfig, &AiSettings) -> Result<simulate::Timing, simulate::PlayersError>;

/// Runs `simulate`: the tournament or benchmark, or the timing program `timer`.
fn run_simulation(
    lang: Lang,
    games: u64,
    players: &str,
    seed: u64,
    threads: Option<u16>,
    options: Options,
    timer: Option<Timer>,
) -> Result<ExitCode, String> {
    let (players, efforts) = simulate::parse_players(players).map_err(|e| lang.players_error(&e))?;
    let settings = AiSettings::default();
    let threads = match threads {
        Some(threads) => usize::from(threads),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let progress = io::stderr().is_terminal().then(|| lang.progress_bar());
    let config = SimulateConfig { games, players, efforts, seed, threads, progress, options };
    let report = match timer {
        Some(timer) => timer(&config, &settings).map(|timing| lang.timing_report(&timing)),
        None => simulate::run_with(&config, &settings).map(|figures| lang.simulate_report(&figures)),
    };
    let written = writeln!(io::stdout().lock(), "{}", report.map_err(|e| lang.players_error(&e))?);
    // A reader that has read enough (`| head -1`) closes the pipe: that ends the run, as it
    // ends any command-line tool's, and is no error to report.
    let written = written.or_else(|e| if e.kind() == io::ErrorKind::BrokenPipe { Ok(()) } else { Err(e) });
    written.map_err(|e| lang.cannot_write_output(&e))?;
    Ok(ExitCode::SUCCESS)
}
