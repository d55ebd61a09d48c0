//! The program on a pseudo-terminal (`nix`'s `openpty`), for the tests of what a person at a
//! terminal gets: the autosave (`fault.rs`) and the records at home (`home.rs`).
//!
//! Every wait has a time limit, and a [`Terminal`] kills its program when it is dropped, so a
//! failure ends the test instead of hanging it.

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The longest any wait may take.
const WAIT: Duration = Duration::from_secs(20);

/// The program on a pseudo-terminal: its keyboard and everything it has shown.
pub struct Terminal {
    child: Child,
    keyboard: File,
    screen: Arc<Mutex<Vec<u8>>>,
}

impl Terminal {
    /// Starts the program with `args` on a new pseudo-terminal, at home in `home`.
    pub fn start(args: &[&str], home: &Path) -> Terminal {
        let pty = nix::pty::openpty(None, None).expect("a pseudo-terminal");
        let slave = File::from(pty.slave);
        let child = Command::new(env!("CARGO_BIN_EXE_bauloewe"))
            .args(args)
            .env("TERM", "dumb")
            .env("NO_COLOR", "1")
            .env("SOURCE_DATE_EPOCH", "1700000000")
            .env("HOME", home)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .stdin(slave.try_clone().expect("the terminal's end"))
            .stdout(slave.try_clone().expect("the terminal's end"))
            .stderr(slave)
            .spawn()
            .expect("the program starts");
        let mut master = File::from(pty.master);
        let keyboard = master.try_clone().expect("the keyboard");
        let screen = Arc::new(Mutex::new(Vec::new()));
        let shown = Arc::clone(&screen);
        // Read all the time, so the program never waits for the screen; the read fails (EIO)
        // once the program is gone.
        thread::spawn(move || {
            let mut buffer = [0; 4096];
            while let Ok(n @ 1..) = master.read(&mut buffer) {
                shown.lock().expect("the screen").extend_from_slice(&buffer[..n]);
            }
        });
        Terminal { child, keyboard, screen }
    }

    /// Everything shown so far, lines ending in `\n`.
    pub fn shown(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().expect("the screen")).replace('\r', "")
    }

    /// Waits until `done` holds of what was shown since byte `from`; answers all of it.
    pub fn wait_for(&self, what: &str, from: usize, done: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let shown = self.shown();
            if done(shown.get(from..).unwrap_or_default()) {
                return shown;
            }
            if start.elapsed() > WAIT {
                let tail: String =
                    shown.chars().rev().take(2000).collect::<Vec<_>>().into_iter().rev().collect();
                panic!("waited {WAIT:?} for {what}; the screen ends:\n{tail}");
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    /// Waits for a prompt shown after byte `from`.
    pub fn wait_for_prompt(&self, from: usize) -> String {
        self.wait_for("the prompt", from, |shown| shown.ends_with("> "))
    }

    /// Types `line` and Enter; answers where the screen stood before.
    pub fn type_line(&mut self, line: &str) -> usize {
        let from = self.shown().len();
        self.keyboard.write_all(format!("{line}\n").as_bytes()).expect("typing");
        from
    }

    /// Types `line` and waits for its echo and the next prompt.
    pub fn enter(&mut self, line: &str) -> String {
        let from = self.type_line(line);
        let echo = format!("{line}\n");
        self.wait_for(&format!("'{line}' and the next prompt"), from, |shown| {
            shown.contains(&echo) && shown.ends_with("> ")
        })
    }

    /// SIGKILL, and the program is gone.
    pub fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("the program ends");
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
