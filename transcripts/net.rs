//! Table transcripts: the real `bauloewe serve` on 127.0.0.1 (port 0), clients on real
//! sockets, and the expected bytes of every seat, byte for byte.
//!
//! Each case is a folder `transcripts/net/NAME/` holding
//! - `args`: the flags of `serve` after `--bind 127.0.0.1:0`, whitespace-separated (files
//!   are named as in `transcripts/files/`, the folder the server runs in);
//! - `seats`: one connection a line, in the order they join: the seat's name (or `watch`),
//!   `plain` (as `nc` speaks) or `framed`, and for a framed one the options of its `hello`
//!   line (`lang=de width=100`);
//! - `journal`: the lines sent, one a line as `NAME<TAB>LINE`;
//! - `NAME.out`: what each connection read (`watch.out` for the watcher), and `host.out`:
//!   what the host's terminal showed, each seat's code written `XXXX-XXXX` and the port `PORT`.
//!
//! A line is sent only once the table has answered the one before (its sender has read the
//! answer), so that the table takes the lines in the journal's order and every seat reads the
//! same bytes on every run.
//!
//! A case fails with a line diff of the first `.out` file that differs (see `expected.rs`:
//! snapbox compares the bytes). After a deliberate change, `SNAPSHOTS=overwrite cargo test
//! --test net` writes each differing `.out` file anew, as for the transcripts; read the diff in
//! git before committing it.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

mod expected;
// Shared by the socket tests; this one reads the host's log itself.
#[allow(dead_code)]
mod serving;
use serving::Serving;

use bauloewe::net::journal::{read_entries, replay};
use bauloewe::save::script::read_script;
use bauloewe::save::{Beginning, SaveDir, ScriptStart};
use bauloewe::show::opening::open;
use bauloewe::table::Table;
use bauloewe::words::Lang;

/// How long any one wait may take before the case fails (the server answers in milliseconds).
const PATIENCE: Duration = Duration::from_secs(20);

/// How long an answer must stay as it is to be taken as whole.
const SETTLE: Duration = Duration::from_millis(60);

/// How long the connections must be quiet before a case is over.
const QUIET: Duration = Duration::from_millis(400);

#[test]
fn english_table_with_a_plain_a_framed_client_and_a_watcher() {
    check_case("english");
}

#[test]
fn german_table_with_a_plain_and_a_framed_client() {
    check_case("deutsch");
}

/// The bytes one reader thread has read so far.
type Received = Arc<Mutex<Vec<u8>>>;

/// Reads everything from `source` into the returned buffer, on a thread of its own.
fn collect(mut source: impl Read + Send + 'static) -> Received {
    let received = Received::default();
    let into = Arc::clone(&received);
    thread::spawn(move || {
        let mut chunk = [0; 4096];
        while let Ok(count @ 1..) = source.read(&mut chunk) {
            into.lock().unwrap().extend_from_slice(&chunk[..count]);
        }
    });
    received
}

fn length(received: &Received) -> usize {
    received.lock().unwrap().len()
}

fn text(received: &Received) -> String {
    String::from_utf8_lossy(&received.lock().unwrap()).into_owned()
}

/// Waits until `done` holds, failing the case after [`PATIENCE`].
fn wait_until(what: &str, done: impl Fn() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < PATIENCE, "waited too long for {what}");
        thread::sleep(Duration::from_millis(5));
    }
}

/// Waits until no buffer has grown for [`QUIET`].
fn wait_for_quiet(buffers: &[&Received]) {
    let start = Instant::now();
    let mut last = Vec::new();
    let mut since = Instant::now();
    loop {
        let now: Vec<usize> = buffers.iter().map(|b| length(b)).collect();
        if now != last {
            (last, since) = (now, Instant::now());
        } else if since.elapsed() >= QUIET {
            return;
        }
        assert!(start.elapsed() < PATIENCE, "the table never went quiet");
        thread::sleep(Duration::from_millis(10));
    }
}

/// The server of a case (killed when dropped) and everything its host printed.
struct Server {
    _serving: Serving,
    host: Received,
}

/// Starts `bauloewe serve` in `transcripts/files/`, keeping its journal and its saves beside
/// `journal`; its port and the seats' codes.
fn start_server(args: &str, journal: &Path) -> (Server, u16, BTreeMap<String, String>) {
    let files = Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts/files");
    let ours = [
        OsString::from("--journal"),
        journal.into(),
        "--save-dir".into(),
        journal.with_extension("saves").into(),
    ];
    let args = ours.into_iter().chain(args.split_whitespace().map(OsString::from));
    let mut serving = Serving::start(args, Some(&files));
    let host = collect(serving.host.take().expect("the host's log"));
    host.lock().unwrap().splice(0..0, serving.first.clone().into_bytes());
    let (port, codes) = (serving.port, serving.codes.clone());
    (Server { _serving: serving, host }, port, codes)
}

/// One connection of a case.
struct Client {
    name: String,
    stream: TcpStream,
    received: Received,
}

/// Connects as `seats` line `spec` says and waits until the table has seated it.
fn join(port: u16, spec: &str, codes: &BTreeMap<String, String>) -> Client {
    let words: Vec<&str> = spec.split_whitespace().collect();
    let (name, mode, options) = (words[0], words[1], &words[2..]);
    let stream = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    let received = collect(stream.try_clone().unwrap());
    let mut client = Client { name: name.to_string(), stream, received };
    wait_until("the greeting", || length(&client.received) > 0);
    let joining = match codes.get(name) {
        Some(code) if mode == "framed" => format!("code {code}"),
        Some(code) => code.clone(),
        None => "watch".to_string(),
    };
    if mode == "framed" {
        let hello = ["hello", "bauloewe/1"].iter().chain(options).copied().collect::<Vec<_>>().join(" ");
        client.send(&hello);
    }
    client.send(&joining);
    wait_for_quiet(&[&client.received]);
    client
}

impl Client {
    /// Sends a line and waits for the whole answer: the sender's bytes have grown, end where a
    /// line (or a plain prompt) ends, and then stay as they are for a moment. (An answer longer
    /// than one read arrives in pieces; the next line must not go out between them.)
    fn send(&mut self, line: &str) {
        let before = length(&self.received);
        self.stream.write_all(format!("{line}\n").as_bytes()).unwrap();
        let what = format!("an answer to {}'s {line:?}", self.name);
        let whole = || {
            let bytes = self.received.lock().unwrap();
            bytes.len() > before && (bytes.ends_with(b"\n") || bytes.ends_with(b"> "))
        };
        loop {
            wait_until(&what, whole);
            let seen = length(&self.received);
            thread::sleep(SETTLE);
            if length(&self.received) == seen && whole() {
                return;
            }
        }
    }
}

fn case_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts/net").join(name)
}

/// Plays case `name` and compares what everyone read with its `.out` files (or, with
/// `SNAPSHOTS=overwrite`, writes them).
fn check_case(name: &str) {
    let dir = case_dir(name);
    let read =
        |file: &str| fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{name}/{file}: {e}"));
    let journal = std::env::temp_dir().join(format!("bauloewe-net-{name}-{}.journal", std::process::id()));
    let (server, port, codes) = start_server(&read("args"), &journal);
    let mut clients: Vec<Client> =
        read("seats").lines().filter(|l| !l.trim().is_empty()).map(|spec| join(port, spec, &codes)).collect();
    for entry in read("journal").lines().filter(|l| !l.is_empty()) {
        let (who, line) =
            entry.split_once('\t').unwrap_or_else(|| panic!("{name}/journal: no tab in {entry:?}"));
        let client =
            clients.iter_mut().find(|c| c.name == who).unwrap_or_else(|| panic!("{who} has no seat"));
        client.send(line);
    }
    let mut buffers: Vec<&Received> = clients.iter().map(|c| &c.received).collect();
    buffers.push(&server.host);
    wait_for_quiet(&buffers);
    let mut outputs: Vec<(String, Vec<u8>)> =
        clients.iter().map(|c| (format!("{}.out", c.name), c.received.lock().unwrap().clone())).collect();
    let mut host = text(&server.host);
    for code in codes.values() {
        host = host.replace(code.as_str(), "XXXX-XXXX");
    }
    host = host.replace(&format!("127.0.0.1:{port}"), "127.0.0.1:PORT");
    outputs.push(("host.out".to_string(), host.into_bytes()));
    drop(server);
    let journal_text = fs::read_to_string(&journal).expect("the server kept its journal");
    let _ = fs::remove_file(&journal);
    let _ = fs::remove_dir_all(journal.with_extension("saves"));
    replays_the_same(&journal_text, &read("args"), &clients);
    for (file, actual) in outputs {
        expected::assert_file_holds(&dir.join(file), &actual);
    }
}

/// The server's journal, replayed through a table in-process, gives every connection what it
/// read over its socket (after the greeting, which comes before the table).
fn replays_the_same(journal: &str, args: &str, clients: &[Client]) {
    let lang = if args.contains("--lang de") { Lang::De } else { Lang::En };
    let (header, _) = read_script(journal).expect("the journal's header reads");
    let beginning = Beginning::settle(ScriptStart::default(), header, || Err("no seed".to_string())).unwrap();
    let files = SaveDir::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("transcripts/files/saves"));
    let opened = open(lang, &beginning, &files).unwrap_or_else(|_| panic!("the journal opens"));
    let entries = read_entries(journal).expect("every entry reads");
    let replayed = replay(Table::new(opened.session, lang), &entries);
    let mut watchers = 0;
    for client in clients {
        let name = if client.name == "watch" {
            watchers += 1;
            format!("watch{watchers}")
        } else {
            client.name.clone()
        };
        let read = text(&client.received);
        let table_part = replayed.get(&name).unwrap_or_else(|| panic!("{name} is in the journal"));
        assert!(read.ends_with(table_part.as_str()), "{name}: the replay differs\n{table_part}");
        let greeting = &read[..read.len() - table_part.len()];
        assert!(greeting.lines().count() <= 2, "{name} read only the greeting before the table: {greeting}");
    }
}
