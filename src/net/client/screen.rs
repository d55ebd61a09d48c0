//! Where the server's lines are shown ([`Screen`]: a writer, or above the line a person types)
//! and what of a line reaches the terminal ([`shown`]): control characters made visible,
//! colours only when asked for.

use std::io::{self, Write};
use std::sync::{Mutex, MutexGuard};

use crate::notation::text::visible;

/// Where the server's text is shown.
pub trait Screen: Send {
    /// Shows `text` (one or more lines, without the last line feed).
    fn show(&mut self, text: &str) -> io::Result<()>;
}

/// A screen that writes to a writer, one line after another (a pipe, a test's buffer).
pub struct Plain<W>(pub W);

impl<W: Write + Send> Screen for Plain<W> {
    fn show(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.0, "{text}")?;
        self.0.flush()
    }
}

/// A screen that prints above the line a person is typing: rustyline's external printer.
pub struct Above<P>(pub P);

impl<P: rustyline::ExternalPrinter + Send> Screen for Above<P> {
    fn show(&mut self, text: &str) -> io::Result<()> {
        self.0.print(format!("{text}\n")).map_err(io::Error::other)
    }
}

/// The screen, also if a thread panicked while holding it (what it shows is still whole lines).
pub(super) fn lock(screen: &Mutex<Box<dyn Screen>>) -> MutexGuard<'_, Box<dyn Screen>> {
    screen.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A line as the client shows it (a line from the server, or a piped line echoed after its
/// prompt): control characters made visible, and ANSI colour sequences (SGR: `ESC [` digits
/// and semicolons `m`) kept only if `color` allows them.
///
/// ```
/// use bauloewe::net::client::shown;
/// assert_eq!(shown("\u{1b}[31mBergfried\u{1b}[0m", true), "\u{1b}[31mBergfried\u{1b}[0m");
/// assert_eq!(shown("\u{1b}[31mBergfried\u{1b}[0m", false), "?[31mBergfried?[0m");
/// assert_eq!(shown("\u{1b}]0;title\u{7}\u{1b}[2J", true), "?]0;title??[2J");
/// ```
pub fn shown(text: &str, color: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let length = match colour_sequence(rest) {
            Some(length) if color => {
                out.push_str(&rest[..length]);
                length
            }
            _ => {
                out.push(visible(c));
                c.len_utf8()
            }
        };
        rest = &rest[length..];
    }
    out
}

/// The length in bytes of the colour sequence `text` starts with, if it starts with one:
/// `ESC [`, at most 32 digits and semicolons, `m`. (Longer ones are not colours anybody sends.)
fn colour_sequence(text: &str) -> Option<usize> {
    let body = text.strip_prefix("\u{1b}[")?;
    let parameters = body.find(|c: char| !(c.is_ascii_digit() || c == ';'))?;
    (parameters <= 32 && body[parameters..].starts_with('m')).then_some(2 + parameters + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_colour_sequences_pass_and_only_when_asked() {
        let red = "\u{1b}[38;2;230;25;75mBergfried\u{1b}[0m";
        assert_eq!(shown(red, true), red);
        assert_eq!(shown(red, false), red.replace('\u{1b}', "?"));
        for unsafe_text in
            ["\u{1b}[2J", "\u{1b}[1;1H", "\u{1b}]52;c;aGk=\u{7}", "\u{1b}[?25l", "\u{9b}31m", "\u{1b}["]
        {
            assert!(!shown(unsafe_text, true).contains(['\u{1b}', '\u{9b}', '\u{7}']), "{unsafe_text:?}");
        }
        let long = format!("\u{1b}[{}m", "1;".repeat(20));
        assert!(!shown(&long, true).contains('\u{1b}'));
        assert_eq!(shown("tab\there\r", true), "tab here ");
        assert_eq!(shown("Königshof ⟦x⟧", false), "Königshof ⟦x⟧");
    }
}
