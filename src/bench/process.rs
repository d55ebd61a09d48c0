//! A server program run as a child process, as a person runs it: `bauloewe serve` for the
//! fault benchmark, `bauloewe server` for the lobby's load. The child's first lines are read
//! until one names where it listens on 127.0.0.1 (`listening on 127.0.0.1:PORT`, in the
//! host's words); the rest of its log is read away. It is killed when dropped, so a benchmark
//! never leaves a server behind, whatever ended it.

use std::io::{self, BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Instant;

use crate::simulate::network::BenchError;

/// A server program running as a child, killed when dropped.
pub struct ServerProcess {
    child: Child,
    /// Where it listens.
    pub address: SocketAddr,
}

impl ServerProcess {
    /// Starts `program ARGS` (the command's word and its flags; its address must be on
    /// 127.0.0.1) and waits until its log tells where it listens, up to `until`.
    pub fn start(
        program: &Path,
        args: &[&std::ffi::OsStr],
        until: Instant,
    ) -> Result<ServerProcess, BenchError> {
        let mut child = Command::new(program)
            .args(args)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let log = child.stdout.take().ok_or(BenchError::ServerSilent)?;
        // Killed if it does not say where it listens: `Drop` needs the whole value.
        let mut process = ServerProcess { child, address: SocketAddr::from(([127, 0, 0, 1], 0)) };
        let (told, address) = mpsc::channel();
        thread::spawn(move || read_host_log(log, &told));
        let left = until.saturating_duration_since(Instant::now());
        process.address = match address.recv_timeout(left) {
            Ok(address) => address,
            Err(mpsc::RecvTimeoutError::Timeout) => return Err(BenchError::Deadline),
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err(BenchError::ServerSilent),
        };
        Ok(process)
    }

    /// The child's process id (its figures are in `/proc/<id>`).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// How the server ended, if it has.
    pub fn ended(&mut self) -> Option<ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Kills the server (as `kill -9` does) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Reads the host's log: the first address on 127.0.0.1 it names is told on `told`, and the
/// rest is read away (a server whose log nobody reads stops once the pipe is full).
fn read_host_log(log: impl Read, told: &mpsc::Sender<SocketAddr>) {
    let mut lines = BufReader::new(log);
    let mut line = String::new();
    while lines.read_line(&mut line).is_ok_and(|read| read > 0) {
        if let Some(address) = loopback_address(&line) {
            let _ = told.send(address);
            let _ = io::copy(&mut lines, &mut io::sink());
            return;
        }
        line.clear();
    }
}

/// The first `127.0.0.1:PORT` in a line, whatever its language.
///
/// The host's first line says where it listens, in the host's words; only the address in it
/// is read.
fn loopback_address(line: &str) -> Option<SocketAddr> {
    let (_, after) = line.split_once("127.0.0.1:")?;
    let port: String = after.chars().take_while(char::is_ascii_digit).collect();
    Some(SocketAddr::from(([127, 0, 0, 1], port.parse().ok()?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_is_read_from_the_hosts_line_in_any_language() {
        let address = loopback_address("Der Tisch wartet auf 127.0.0.1:40123 (nur dieser Rechner).");
        assert_eq!(address, Some(SocketAddr::from(([127, 0, 0, 1], 40123))));
        assert_eq!(
            loopback_address("listening on 127.0.0.1:7341"),
            Some(SocketAddr::from(([127, 0, 0, 1], 7341)))
        );
        assert_eq!(loopback_address("Ann: code K7QF-2M9X"), None);
    }
}
