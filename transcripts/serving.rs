//! The real `bauloewe serve` for the tests that play over sockets (`net`, `bot`, `resume`):
//! started on a free port of 127.0.0.1, its first lines read for the port and the seats'
//! codes, and killed when the test lets it go.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};

/// A running server and what its host printed first.
pub struct Serving {
    child: Child,
    /// The rest of the host's log, after the first lines.
    pub host: Option<BufReader<ChildStdout>>,
    /// The port it listens on.
    pub port: u16,
    /// Each person's seat name with its code.
    pub codes: BTreeMap<String, String>,
    /// The host's first lines, up to the one saying how to join.
    pub first: String,
}

impl Drop for Serving {
    fn drop(&mut self) {
        self.kill();
    }
}

impl Serving {
    /// Starts `bauloewe serve --bind 127.0.0.1:0 ARGS` (in `dir`, if given) and reads the
    /// host's first lines: where it listens, one code per person, how to join.
    pub fn start(args: impl IntoIterator<Item = impl AsRef<OsStr>>, dir: Option<&Path>) -> Serving {
        let mut command = Command::new(env!("CARGO_BIN_EXE_bauloewe"));
        command.args(["serve", "--bind", "127.0.0.1:0"]).args(args);
        if let Some(dir) = dir {
            command.current_dir(dir);
        }
        let mut child = command
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let mut host = BufReader::new(child.stdout.take().unwrap());
        let (mut port, mut codes, mut first) = (0, BTreeMap::new(), String::new());
        loop {
            let mut line = String::new();
            assert!(host.read_line(&mut line).unwrap() > 0, "the server ended early: {first}");
            first.push_str(&line);
            if let Some((_, address)) = line.split_once("127.0.0.1:") {
                port = address.split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap();
            }
            // `Ann: code K7QF-2M9X`, or in German `Ann: Code K7QF-2M9X`.
            if let [name, "code" | "Code", code] = line.split_whitespace().collect::<Vec<_>>()[..] {
                codes.insert(name.trim_end_matches(':').to_string(), code.to_string());
            }
            if line.contains("bauloewe join") {
                break;
            }
        }
        Serving { child, host: Some(host), port, codes, first }
    }

    /// Reads the rest of the host's log away on a thread of its own, for a test that does not
    /// read it (a server whose output nobody reads would block once the pipe is full).
    pub fn ignore_host(&mut self) {
        if let Some(mut host) = self.host.take() {
            std::thread::spawn(move || std::io::copy(&mut host, &mut std::io::sink()));
        }
    }

    /// Kills the server (as `kill -9` does) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
