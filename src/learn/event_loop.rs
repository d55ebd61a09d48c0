//! Chapter 12's checker: a line reader that `select!` may cancel, as the lobby's connection
//! task reads a person's lines (`LineReader` in `src/net/lobby/connection.rs`).
//!
//! The engine's answer is [`protocol::read_line`](crate::net::protocol::read_line), which
//! reads the same bytes from memory all at once; the learner's reader gets them in pieces
//! through tokio's in-memory pipe ([`duplex`]), and every time it waits for more, its read is
//! dropped, as the connection's `select!` drops it when lines for the person come first.

use std::fmt::Write as _;
use std::future::Future;
use std::io;
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::Duration;

use tokio::io::{AsyncWriteExt, DuplexStream, duplex};

use super::says::{german, said, say};
use super::shown::Plain;
use super::{Mismatch, same};
use crate::net::protocol::{Incoming, LONGEST_LINE, read_line};

/// What the checker asks of a line reader: the exercise's `LineReader` implements it.
pub trait NextLine {
    /// The next line, as [`read_line`] reads one with the bound
    /// [`LONGEST_LINE`]; cancel-safe: when the future is dropped before it is ready, what it
    /// read of a line is kept in `self`, and the next call goes on from there.
    fn next_line(&mut self) -> impl Future<Output = io::Result<Incoming>>;

    /// How many bytes of a line the reader holds between two calls: never more than
    /// `LONGEST_LINE + 1` (a line and its carriage return), whatever the client sends.
    fn holds(&self) -> usize;
}

/// How long one input may take before the checker calls the reader stuck: a right answer
/// takes milliseconds, a loop that never awaits takes forever.
const PATIENCE: Duration = Duration::from_secs(5);

/// Exercise 24: a reader made by `new` must read the same lines as
/// [`read_line`] from every input the checker has (lines with LF and with CR LF, empty lines,
/// UTF-8 cut in the middle of a letter, bytes that are no UTF-8, lines at the bound and one
/// byte over it, a mebibyte without a line feed, a line cut off by the end), each sent in
/// pieces of several sizes, down to one byte at a time; whenever the reader waits, its read is
/// dropped and called again once the next piece is there. Between pieces it must hold at most
/// `LONGEST_LINE + 1` bytes of a line. A reader that panics, or takes longer than five seconds
/// for one input, is reported so.
pub fn ex24<R: NextLine + 'static>(
    new: impl Fn(DuplexStream) -> R + Send + Sync + 'static,
) -> Result<(), Mismatch> {
    let new = Arc::new(new);
    for bytes in inputs() {
        for pieces in cuts(bytes.len()) {
            let input = describe_input(&bytes, pieces);
            let engine = engine(&bytes);
            let yours = yours(&new, &bytes, pieces, engine.len() + 2);
            same("ex24", input, Plain(shown(&engine, None)), Plain(yours))?;
        }
    }
    Ok(())
}

/// What the engine reads from `bytes`: its lines, to the end.
fn engine(bytes: &[u8]) -> Vec<Incoming> {
    let mut reader = std::io::BufReader::with_capacity(4096, bytes);
    let mut lines = Vec::new();
    loop {
        let line = read_line(&mut reader, LONGEST_LINE).expect("memory does not fail");
        let end = line == Incoming::End;
        lines.push(line);
        if end {
            return lines;
        }
    }
}

/// What a reader made by `new` reads from `bytes` sent in `pieces`, written as the engine's
/// answer is (or with what went wrong), on a thread of its own so that a reader that never
/// answers cannot stop the checker.
fn yours<R: NextLine + 'static>(
    new: &Arc<impl Fn(DuplexStream) -> R + Send + Sync + 'static>,
    bytes: &[u8],
    pieces: &'static [usize],
    most: usize,
) -> String {
    let (new, bytes) = (Arc::clone(new), bytes.to_vec());
    let (answer, answered) = mpsc::channel();
    let reading = thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime");
        let _ = answer.send(runtime.block_on(read_in_pieces(&*new, &bytes, pieces, most)));
    });
    match answered.recv_timeout(PATIENCE) {
        Ok(text) => text,
        Err(mpsc::RecvTimeoutError::Timeout) => say(
            "\n  it did not answer within five seconds: a loop that never reaches an `.await` \
             that waits (at the end of the input `fill_buf` answers an empty buffer at once, \
             again and again) keeps the thread forever\n",
            "\n  lieferte binnen fünf Sekunden kein Ergebnis: eine Schleife, die nie an ein \
             `.await` kommt, das wirklich wartet (am Ende der Eingabe liefert `fill_buf` sofort \
             einen leeren Puffer, wieder und wieder), belegt den Strang für immer\n",
        )
        .to_string(),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let panic = reading.join().err().map(|payload| super::table::panic_message(&*payload));
            let panicked = say("it panicked", "brach mit einer Panik ab (panic)");
            format!("\n  {panicked}: {}\n", panic.unwrap_or_default())
        }
    }
}

/// Sends `bytes` to the reader in `pieces` (their sizes, over and over), and after each piece
/// takes every line the reader has ready, as the connection's `select!` does: the read comes
/// first (`biased`), and when it waits, the other branch is ready at once and the read is
/// dropped. Then the end of the input, and the lines after it, up to the end.
async fn read_in_pieces<R: NextLine>(
    new: &impl Fn(DuplexStream) -> R,
    bytes: &[u8],
    pieces: &[usize],
    most: usize,
) -> String {
    // Room for everything: writing never waits, the reader alone decides when to read.
    let (mut client, server) = duplex(bytes.len().max(1));
    let mut reader = new(server);
    let mut lines = Vec::new();
    let mut sent = 0;
    for &size in pieces.iter().cycle() {
        if sent == bytes.len() {
            break;
        }
        let piece = &bytes[sent..(sent + size).min(bytes.len())];
        client.write_all(piece).await.expect("the pipe has room for all");
        sent += piece.len();
        if let Err(trouble) = take_ready(&mut reader, &mut lines, most).await {
            return shown(&lines, Some(trouble));
        }
        if reader.holds() > LONGEST_LINE + 1 {
            let held = reader.holds();
            return shown(
                &lines,
                Some(
                    said!(
                        "holds {held} bytes of one line after {sent} bytes were sent, more than \
                 LONGEST_LINE + 1 = {}: a client that sends a gigabyte without a line feed \
                 would make the server hold a gigabyte",
                        "hält {held} Bytes einer Zeile, nachdem {sent} Bytes gesendet wurden, mehr als \
                 LONGEST_LINE + 1 = {}: ein Client, der ein Gigabyte ohne Zeilenvorschub \
                 schickt, ließe den Server ein Gigabyte halten",
                        LONGEST_LINE + 1
                    )
                    .to_string(),
                ),
            );
        }
        if lines.last() == Some(&Incoming::End) {
            break;
        }
    }
    // The client closes the connection: the reader must now come to the end without waiting.
    drop(client);
    if lines.last() != Some(&Incoming::End) {
        let before = lines.len();
        if let Err(trouble) = take_ready(&mut reader, &mut lines, most).await {
            return shown(&lines, Some(trouble));
        }
        if lines.len() == before || lines.last() != Some(&Incoming::End) {
            let trouble = say(
                "still waits after the client closed the connection (an empty `fill_buf` is the end)",
                "wartet noch, obwohl der Client die Verbindung geschlossen hat (ein leeres `fill_buf` ist das Ende)",
            );
            return shown(&lines, Some(trouble.to_string()));
        }
    }
    shown(&lines, None)
}

/// Takes every line the reader has ready, until it waits (its read is dropped then), reads
/// the end, or has read more than `most` lines (it reads lines that are not there).
async fn take_ready<R: NextLine>(
    reader: &mut R,
    lines: &mut Vec<Incoming>,
    most: usize,
) -> Result<(), String> {
    loop {
        // `unconstrained`: tokio's budget would otherwise make a read wait now and then to let
        // other tasks run, and a read that waits here is taken for one that has nothing to read.
        let ready = tokio::select! {
            biased;
            line = tokio::task::unconstrained(reader.next_line()) => Some(line),
            () = std::future::ready(()) => None,
        };
        match ready {
            None => return Ok(()),
            Some(Err(error)) => return Err(format!("Err({error})")),
            Some(Ok(line)) => {
                let end = line == Incoming::End;
                lines.push(line);
                if end {
                    return Ok(());
                }
                if lines.len() > most {
                    let trouble =
                        say("and more lines, more than were sent", "und mehr Zeilen, als gesendet wurden");
                    return Err(trouble.to_string());
                }
            }
        }
    }
}

/// Lines as a mismatch shows them, `[Line("lay 7E"), TooLong, End]`, and then what went
/// wrong, if anything.
fn shown(lines: &[Incoming], trouble: Option<String>) -> String {
    let lines: Vec<String> = lines
        .iter()
        .map(|line| match line {
            Incoming::Line(text) => format!("Line({:?})", short(text)),
            other => format!("{other:?}"),
        })
        .collect();
    let mut text = format!("\n  [{}]\n", lines.join(", "));
    if let Some(trouble) = trouble {
        let _ = writeln!(text, "  {trouble}");
    }
    text
}

/// A text with its long runs of one character written as a count: `x×1025`.
fn short(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let mut run = 1;
        while chars.peek() == Some(&c) {
            chars.next();
            run += 1;
        }
        match run {
            1..=8 => out.extend(std::iter::repeat_n(c, run)),
            _ => {
                let _ = write!(out, "{c}×{run}");
            }
        }
    }
    out
}

/// The input of one check: the bytes (long runs counted) and the pieces they were sent in.
fn describe_input(bytes: &[u8], pieces: &[usize]) -> String {
    let text = short(&bytes.escape_ascii().to_string());
    let sizes: Vec<String> = pieces.iter().map(usize::to_string).collect();
    let sent = match (pieces, german()) {
        ([usize::MAX], true) => "auf einmal gesendet".to_string(),
        ([usize::MAX], false) => "sent at once".to_string(),
        (_, true) => format!("gesendet in Stücken von {} … Bytes", sizes.join(", ")),
        (_, false) => format!("sent in pieces of {} … bytes", sizes.join(", ")),
    };
    match german() {
        true => format!(
            "die Bytes b\"{text}\", {sent}; jedes Lesen, das wartet, wird abgebrochen (wie \
             `select!` es tut)"
        ),
        false => format!(
            "the bytes b\"{text}\", {sent}, with every read that waits dropped (as `select!` drops it)"
        ),
    }
}

/// The inputs the checker sends, each a whole conversation from a client.
fn inputs() -> Vec<Vec<u8>> {
    let x = |count: usize| "x".repeat(count);
    let mut mebibyte = vec![b'x'; 1 << 20];
    mebibyte.extend_from_slice(b"\nlay 7E\r\n");
    vec![
        b"lay 7E\nbuy 3 Aurora\nend\n".to_vec(),
        b"lay 7E\r\nsay hello\r\n\r\n\nquit\r\n".to_vec(),
        "say Grüße aus Köln\nsay Ärger 😀\n".as_bytes().to_vec(),
        b"say \xff\xfe caf\xc3\n\xa9\n".to_vec(),
        format!("{}\n{}\r\n{}\nlay 7E\n{}\r\nend\n", x(1024), x(1024), x(1025), x(1025)).into_bytes(),
        // A line cut off by the end of the input is dropped (a line too long and cut off is
        // left out: `read_line` calls it too long, the lobby's reader the end, and both drop it).
        b"lay 7E\nbuy 1 Zug".to_vec(),
        Vec::new(),
        mebibyte,
    ]
}

/// The sizes of the pieces an input of `length` bytes is sent in, each list used over and
/// over: a mebibyte is not sent a byte at a time (a million reads take too long to wait for).
fn cuts(length: usize) -> Vec<&'static [usize]> {
    let all: [&'static [usize]; 6] = [&[usize::MAX], &[1], &[3], &[2, 7, 1, 13], &[1000, 1, 4095], &[4096]];
    all.into_iter().filter(|pieces| length < 10_000 || pieces.iter().all(|size| *size >= 1000)).collect()
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncBufReadExt, BufReader};

    use super::*;

    /// The lobby's own `LineReader`, over the pipe instead of a socket's reading half: the
    /// reference a right answer is held to.
    type Reference = crate::net::lobby::LineReader<DuplexStream>;

    impl NextLine for Reference {
        async fn next_line(&mut self) -> io::Result<Incoming> {
            Reference::next_line(self).await
        }

        fn holds(&self) -> usize {
            Reference::holds(self)
        }
    }

    /// A whole line as the readers below take it: without its carriage return, too long or as
    /// text.
    fn finished(mut line: Vec<u8>) -> Incoming {
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if line.len() > LONGEST_LINE {
            return Incoming::TooLong;
        }
        Incoming::Line(String::from_utf8_lossy(&line).into_owned())
    }

    #[test]
    fn the_reference_passes() {
        ex24(Reference::new).unwrap();
    }

    /// A reader whose line lives in its future: what it read is lost when `select!` drops it.
    struct Forgetful(BufReader<DuplexStream>);

    impl NextLine for Forgetful {
        async fn next_line(&mut self) -> io::Result<Incoming> {
            let mut line = Vec::new();
            loop {
                let buffer = self.0.fill_buf().await?;
                if buffer.is_empty() {
                    return Ok(Incoming::End);
                }
                let end = buffer.iter().position(|byte| *byte == b'\n');
                let taken = end.unwrap_or(buffer.len());
                line.extend_from_slice(&buffer[..taken]);
                self.0.consume(end.map_or(taken, |at| at + 1));
                if end.is_some() {
                    return Ok(finished(line));
                }
            }
        }

        fn holds(&self) -> usize {
            0
        }
    }

    /// A reader that keeps its line in itself (`read_until` is cancel-safe) but without a bound.
    struct Unbounded(BufReader<DuplexStream>, Vec<u8>);

    impl NextLine for Unbounded {
        async fn next_line(&mut self) -> io::Result<Incoming> {
            if self.0.read_until(b'\n', &mut self.1).await? == 0 {
                return Ok(Incoming::End);
            }
            if self.1.last() != Some(&b'\n') {
                return Ok(Incoming::End);
            }
            self.1.pop();
            Ok(finished(std::mem::take(&mut self.1)))
        }

        fn holds(&self) -> usize {
            self.1.len()
        }
    }

    /// Lets [`Endless`] out of its loop once its check is over.
    static ENOUGH: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

    /// A reader that forgets the end: an empty buffer, and it asks again, never waiting.
    struct Endless(BufReader<DuplexStream>);

    impl NextLine for Endless {
        async fn next_line(&mut self) -> io::Result<Incoming> {
            loop {
                let buffer = self.0.fill_buf().await?;
                if buffer.is_empty() {
                    if ENOUGH.load(std::sync::atomic::Ordering::Relaxed) {
                        return Ok(Incoming::End);
                    }
                    continue;
                }
                let mut line = Vec::new();
                self.0.read_until(b'\n', &mut line).await?;
                if line.last() == Some(&b'\n') {
                    line.pop();
                }
                return Ok(finished(line));
            }
        }

        fn holds(&self) -> usize {
            0
        }
    }

    #[test]
    fn the_usual_mistakes_are_caught() {
        let forgetful = ex24(|read| Forgetful(BufReader::new(read))).unwrap_err();
        assert!(forgetful.input.contains("pieces of 1 "), "{forgetful}");

        let unbounded = ex24(|read| Unbounded(BufReader::new(read), Vec::new())).unwrap_err();
        assert!(unbounded.yours.contains("more than LONGEST_LINE + 1 = 1025"), "{unbounded}");

        let endless = ex24(|read| Endless(BufReader::new(read)));
        ENOUGH.store(true, std::sync::atomic::Ordering::Relaxed);
        let endless = endless.unwrap_err();
        assert!(endless.yours.contains("within five seconds"), "{endless}");

        let todo = ex24(|_| -> Reference { todo!("ex24: write next_line") }).unwrap_err();
        assert!(todo.yours.contains("it panicked: not yet implemented: ex24: write"), "{todo}");
    }

    #[test]
    fn a_mismatch_speaks_german_too() {
        let said = super::super::says::speaking(crate::words::Lang::De, || describe_input(b"lay 7E\n", &[1]));
        assert!(said.starts_with("die Bytes b\"lay 7E\\n\", gesendet in Stücken von 1"), "{said}");
        assert_eq!(short("axxxxxxxxxxb"), "ax×10b");
    }
}
