//! The wire protocol `bauloewe/1`, as values: tags and framed lines, a client's first two
//! lines, and a bounded reader of lines. No sockets here: the reader takes any [`BufRead`],
//! so the server, the client and the tests share it. The protocol itself is told in the
//! [module's front page](super).

use std::io::{self, BufRead};

use crate::net::codes::Code;
use crate::words::Lang;

/// The protocol's name and version, as the first framed line and the server's answer say it.
pub const VERSION: &str = "bauloewe/1";

/// The port a table listens on unless told otherwise.
pub const PORT: u16 = 7341;

/// The longest line a client may send, in bytes (without its line ending).
pub const LONGEST_LINE: usize = 1024;

/// The columns a framed client may ask for (`width=N`), and what it gets without asking.
pub const WIDTHS: std::ops::RangeInclusive<usize> = 40..=250;

/// The width of a client that does not say: no width at all. Its lines come whole, never
/// broken into pieces (a program cannot tell a piece from a line of its own); pictures (the
/// board, the tables) are laid out as for 80 columns.
pub const DEFAULT_WIDTH: usize = crate::words::wrap::UNBROKEN;

/// What a framed line from the server is: its first character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tag {
    /// `=` text for the player to read.
    Text,
    /// `?` this seat must decide now; the rest is the prompt's text.
    Prompt,
    /// `~` a status line: waiting for another seat, a seat away or back, who you are; and the
    /// facts in fixed words `seats Ann:human,Bob:broker` and `seat Ann` (see the
    /// [protocol](super)).
    Status,
    /// `!` the last line sent was refused, and why.
    Refused,
    /// `+` one legal command, in answer to `legal`.
    Legal,
    /// `#` the game is over (the ranking follows as text).
    Over,
    /// `.` the server closes this connection on purpose, and why: the seat left, its code
    /// was used on another connection, the table closed. A client does not come back by
    /// itself after it (after a connection that ends without it, `join` does).
    Goodbye,
    /// `"` a chat line of the lobby's server, never a move: `say NAME TEXT` (NAME said it
    /// to the room), `tell NAME TEXT` (NAME told it to this person alone) or `told NAME TEXT`
    /// (this person told it to NAME). A table's server never sends one.
    Chat,
}

impl Tag {
    /// Every tag.
    pub const ALL: [Tag; 8] =
        [Tag::Text, Tag::Prompt, Tag::Status, Tag::Refused, Tag::Legal, Tag::Over, Tag::Goodbye, Tag::Chat];

    /// The character that starts a line of this tag.
    ///
    /// ```
    /// use bauloewe::net::protocol::Tag;
    /// assert_eq!(Tag::Prompt.symbol(), '?');
    /// assert_eq!(Tag::from_symbol('?'), Some(Tag::Prompt));
    /// ```
    pub fn symbol(self) -> char {
        match self {
            Tag::Text => '=',
            Tag::Prompt => '?',
            Tag::Status => '~',
            Tag::Refused => '!',
            Tag::Legal => '+',
            Tag::Over => '#',
            Tag::Goodbye => '.',
            Tag::Chat => '"',
        }
    }

    /// The tag a character stands for, if any.
    pub fn from_symbol(symbol: char) -> Option<Tag> {
        Tag::ALL.into_iter().find(|tag| tag.symbol() == symbol)
    }
}

/// `text` as framed lines of one tag, each ending in a line feed: every line of the text
/// gets the tag and a space (an empty text is one line, `= `).
///
/// ```
/// use bauloewe::net::protocol::{Tag, frame};
/// assert_eq!(frame(Tag::Prompt, "Bob, place a tile (lay 4C)"), "? Bob, place a tile (lay 4C)\n");
/// assert_eq!(frame(Tag::Text, "Board\n\n  1 2"), "= Board\n= \n=   1 2\n");
/// ```
pub fn frame(tag: Tag, text: &str) -> String {
    text.split('\n').map(|line| format!("{} {line}\n", tag.symbol())).collect()
}

/// A framed line split into its tag and its text (the line ending already gone); `None` for a
/// line that does not start with a tag and a space. A tag alone is a line with no text.
///
/// ```
/// use bauloewe::net::protocol::{Tag, unframe};
/// assert_eq!(unframe("= Ann lays 7E."), Some((Tag::Text, "Ann lays 7E.")));
/// assert_eq!(unframe("#"), Some((Tag::Over, "")));
/// assert_eq!(unframe("=Ann"), None);
/// assert_eq!(unframe("Baulöwe table"), None);
/// ```
pub fn unframe(line: &str) -> Option<(Tag, &str)> {
    let mut chars = line.chars();
    let tag = Tag::from_symbol(chars.next()?)?;
    let rest = chars.as_str();
    match rest.strip_prefix(' ') {
        Some(text) => Some((tag, text)),
        None if rest.is_empty() => Some((tag, "")),
        None => None,
    }
}

/// The facts for programs: a `~` line whose first word is one of these, followed by exactly
/// the given number of words, in these words in every language. A table sends `seats
/// Ann:human,Bob:broker` (the seat list) and `seat Ann` (the seat this connection plays); the
/// lobby's server sends `server lobby` (after the greeting: names, not codes, are asked),
/// `name Ann` (the name taken), `secret K7QF-2M9X` (a new name's secret, sent once), `place
/// lobby` or `place 3` (where this connection is now: the lobby or table 3), `table 3 waiting
/// 2` (a table, its state `waiting`, `playing` or `over`, and its free seats; in answer to
/// `tables`) and `person Ann 3` (someone on the server and their place; in answer to `who`).
pub const FACTS: [(&str, usize); 8] = [
    ("seats", 1),
    ("seat", 1),
    ("server", 1),
    ("name", 1),
    ("secret", 1),
    ("place", 1),
    ("table", 3),
    ("person", 2),
];

/// Whether a `~` line's text is a fact for programs rather than a status for people: a fact's
/// word and the number of words that fact takes (a status says more: `seat joined the table.`).
///
/// ```
/// use bauloewe::net::protocol::is_fact;
/// assert!(is_fact("seats Ann:human,Bob:broker"));
/// assert!(is_fact("seat Ann"));
/// assert!(is_fact("table 3 waiting 2"));
/// assert!(!is_fact("seat joined the table."));
/// assert!(!is_fact("Waiting for Ann."));
/// ```
pub fn is_fact(text: &str) -> bool {
    let mut words = text.split(' ');
    let Some(word) = words.next() else { return false };
    let rest: Vec<&str> = words.collect();
    FACTS
        .iter()
        .any(|(fact, count)| *fact == word && rest.len() == *count && rest.iter().all(|w| !w.is_empty()))
}

/// What a client asks to join as: a seat by its code, or a spectator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joining {
    /// A seat's code as typed (trimmed): [`Code::matches`] tells whether it is a seat's.
    Code(String),
    /// `watch`: the public view, never a hand.
    Watch,
}

/// What a framed client asks for in its first line; what it leaves out is the host's choice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `lang=en` or `lang=de` (`lang=pseudo` for tests): the seat's language.
    pub lang: Option<Lang>,
    /// `width=N`: the client's columns, brought into [`WIDTHS`].
    pub width: Option<usize>,
    /// `color`: ANSI colours for the chains.
    pub color: bool,
}

impl Options {
    /// The first line a framed client sends for these options (without its line ending).
    ///
    /// ```
    /// use bauloewe::words::Lang;
    /// use bauloewe::net::protocol::Options;
    /// let options = Options { lang: Some(Lang::De), width: Some(120), color: true };
    /// assert_eq!(options.hello(), "hello bauloewe/1 lang=de width=120 color");
    /// assert_eq!(Options::default().hello(), "hello bauloewe/1");
    /// ```
    pub fn hello(&self) -> String {
        let mut line = format!("hello {VERSION}");
        if let Some(lang) = self.lang {
            line.push_str(&format!(" lang={}", lang.code()));
        }
        if let Some(width) = self.width {
            line.push_str(&format!(" width={width}"));
        }
        if self.color {
            line.push_str(" color");
        }
        line
    }

    /// The width the server fits its text to: the client's, or [`DEFAULT_WIDTH`] (every line
    /// whole) for a client that did not say.
    pub fn width_or_default(&self) -> usize {
        self.width.unwrap_or(DEFAULT_WIDTH)
    }

    /// Takes one option word; unknown words and values are ignored, as the protocol says.
    fn read(&mut self, word: &str) {
        match word.split_once('=') {
            Some(("lang", value)) => self.lang = Lang::from_code(value).or(self.lang),
            Some(("width", value)) => {
                let width = value.parse::<usize>().ok();
                self.width = width.map(|n| n.clamp(*WIDTHS.start(), *WIDTHS.end())).or(self.width);
            }
            None if word == "color" => self.color = true,
            _ => {}
        }
    }
}

/// A client's first line, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hello {
    /// `hello bauloewe/1 …`: framed mode with these options; `code …` or `watch` follows.
    Framed(Options),
    /// Anything else: plain mode, and the line itself is the code or `watch`.
    Plain(Joining),
    /// `hello bauloewe/N` with a version this server does not speak (the version as sent).
    Unspoken(String),
}

/// Reads a client's first line (its line ending gone).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::net::protocol::{Hello, Joining, Options, read_hello};
/// let framed = read_hello("hello bauloewe/1 lang=de width=300 color shiny");
/// assert_eq!(framed, Hello::Framed(Options { lang: Some(Lang::De), width: Some(250), color: true }));
/// assert_eq!(read_hello(" k7qf-2m9x "), Hello::Plain(Joining::Code("k7qf-2m9x".into())));
/// assert_eq!(read_hello("WATCH"), Hello::Plain(Joining::Watch));
/// assert_eq!(read_hello("hello bauloewe/2"), Hello::Unspoken("bauloewe/2".into()));
/// ```
pub fn read_hello(line: &str) -> Hello {
    let mut words = line.split_whitespace();
    let greets = words.next().is_some_and(|word| word.eq_ignore_ascii_case("hello"));
    match words.next() {
        Some(VERSION) if greets => {
            let mut options = Options::default();
            words.for_each(|word| options.read(word));
            return Hello::Framed(options);
        }
        Some(version) if greets && version.to_lowercase().starts_with("bauloewe/") => {
            return Hello::Unspoken(version.to_string());
        }
        _ => {}
    }
    Hello::Plain(plain_joining(line))
}

/// A person's answer to the code question (a plain client's first line, or what `join`
/// asks): a code, or `watch` (or the watch word of a language: `zuschauen`).
///
/// ```
/// use bauloewe::net::protocol::{Joining, plain_joining};
/// assert_eq!(plain_joining(" Zuschauen "), Joining::Watch);
/// assert_eq!(plain_joining("k7qf 2m9x"), Joining::Code("k7qf 2m9x".into()));
/// ```
pub fn plain_joining(line: &str) -> Joining {
    let line = line.trim();
    let watch = |word: &str| line.eq_ignore_ascii_case(word);
    if watch("watch") || Lang::ALL.iter().any(|lang| watch(lang.watch_word())) {
        Joining::Watch
    } else {
        Joining::Code(line.to_string())
    }
}

/// Reads a framed client's second line: `code CODE` or `watch`; `None` for anything else
/// (which the server refuses with a `!` line).
///
/// ```
/// use bauloewe::net::protocol::{Joining, read_joining};
/// assert_eq!(read_joining("code K7QF-2M9X"), Some(Joining::Code("K7QF-2M9X".into())));
/// assert_eq!(read_joining(" watch "), Some(Joining::Watch));
/// assert_eq!(read_joining("K7QF-2M9X"), None);
/// ```
pub fn read_joining(line: &str) -> Option<Joining> {
    let line = line.trim();
    if line.eq_ignore_ascii_case("watch") {
        return Some(Joining::Watch);
    }
    let (word, code) = line.split_once(char::is_whitespace)?;
    word.eq_ignore_ascii_case("code").then(|| Joining::Code(code.trim().to_string()))
}

/// The second line a framed client sends (without its line ending): `code K7QF-2M9X` or
/// `watch`. A code that reads as one is sent as [`Code`] writes it.
pub fn joining_line(joining: &Joining) -> String {
    match joining {
        Joining::Watch => "watch".to_string(),
        Joining::Code(typed) => match typed.trim().parse::<Code>() {
            Ok(code) => format!("code {code}"),
            Err(_) => format!("code {}", typed.trim()),
        },
    }
}

/// One line read by [`read_line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A line, without its line ending (LF, or CR LF), invalid UTF-8 replaced by U+FFFD.
    Line(String),
    /// A line longer than the bound: it was read to its end and dropped.
    TooLong,
    /// The input ended (the other side closed the connection).
    End,
}

/// Reads one line of at most `max` bytes (without its line ending) from `reader`. A longer
/// line is read to its end and dropped ([`Incoming::TooLong`]) without being kept, so a line
/// of any length costs no more memory than `max` and the reader's buffer. An error in the
/// middle of a line (a read timeout) loses what was read of it.
///
/// A line counts only with its line feed: what follows the last line feed when the input ends
/// is a line cut off (a connection lost while a client sent `buy 1 Zugvogel 1 Ankerplatz`), and
/// it is dropped, never taken as a command: the input has ended ([`Incoming::End`]).
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::net::protocol::{Incoming, read_line};
/// let mut input = Cursor::new(b"lay 7E\r\nbuy 3 Aurora and more\nend\nbuy 1 Zug".to_vec());
/// assert_eq!(read_line(&mut input, 16).unwrap(), Incoming::Line("lay 7E".into()));
/// assert_eq!(read_line(&mut input, 16).unwrap(), Incoming::TooLong);
/// assert_eq!(read_line(&mut input, 16).unwrap(), Incoming::Line("end".into()));
/// assert_eq!(read_line(&mut input, 16).unwrap(), Incoming::End);
/// ```
pub fn read_line(reader: &mut impl BufRead, max: usize) -> io::Result<Incoming> {
    let mut line = Vec::new();
    // Room for a CR before the LF, which does not count.
    let room = max + 1;
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            // The input ended: a line without its line feed was cut off, and is dropped.
            return Ok(Incoming::End);
        }
        let end = buffer.iter().position(|byte| *byte == b'\n');
        let taken = end.unwrap_or(buffer.len());
        if line.len() + taken > room {
            // Too long: only the rest of the line is read now, and nothing more is kept.
            return skip_rest(reader).map(|()| Incoming::TooLong);
        }
        line.extend_from_slice(&buffer[..taken]);
        reader.consume(end.map_or(taken, |at| at + 1));
        if end.is_some() {
            return Ok(finished(line, max));
        }
    }
}

/// A whole line read: its CR dropped, checked against `max`, made text.
fn finished(mut line: Vec<u8>, max: usize) -> Incoming {
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    if line.len() > max {
        return Incoming::TooLong;
    }
    Incoming::Line(String::from_utf8_lossy(&line).into_owned())
}

/// Reads and drops everything up to and including the next line feed (or the end).
fn skip_rest(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|byte| *byte == b'\n') {
            Some(at) => {
                reader.consume(at + 1);
                return Ok(());
            }
            None => {
                let all = buffer.len();
                reader.consume(all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::{BufReader, Cursor, Read};

    use super::*;

    /// Every line of `input`, read with the bound `max`.
    fn lines(input: &[u8], max: usize) -> Vec<Incoming> {
        let mut reader = Cursor::new(input.to_vec());
        let mut lines = Vec::new();
        loop {
            match read_line(&mut reader, max).unwrap() {
                Incoming::End => return lines,
                line => lines.push(line),
            }
        }
    }

    fn line(text: &str) -> Incoming {
        Incoming::Line(text.to_string())
    }

    #[test]
    fn every_tag_frames_and_unframes() {
        for tag in Tag::ALL {
            let framed = frame(tag, "some text");
            assert!(framed.ends_with('\n'));
            assert_eq!(unframe(framed.trim_end_matches('\n')), Some((tag, "some text")));
        }
        let symbols: String = Tag::ALL.iter().map(|tag| tag.symbol()).collect();
        assert_eq!(symbols, "=?~!+#.\"");
        assert_eq!(unframe("x text"), None);
        assert_eq!(unframe(""), None);
        assert_eq!(unframe("=  two spaces"), Some((Tag::Text, " two spaces")));
    }

    #[test]
    fn line_endings_are_dropped_and_a_line_cut_off_by_the_end_does_not_count() {
        let read = lines(b"one\ntwo\r\n\r\nthree", 100);
        assert_eq!(read, [line("one"), line("two"), line("")]);
        assert_eq!(lines(b"buy 1 Zugvogel 1 Ankerplatz", 100), []);
        assert_eq!(lines(b"", 100), []);
        assert_eq!(lines(b"a\rb\n", 100), [line("a\rb")]);
    }

    #[test]
    fn the_bound_counts_bytes_without_the_line_ending() {
        let exact = format!("{}\r\n{}\n", "x".repeat(8), "y".repeat(9));
        assert_eq!(lines(exact.as_bytes(), 8), [line("xxxxxxxx"), Incoming::TooLong]);
        assert_eq!(lines("äää\n".as_bytes(), 5), [Incoming::TooLong]);
        assert_eq!(lines("ää\n".as_bytes(), 5), [line("ää")]);
    }

    #[test]
    fn invalid_utf8_is_replaced_not_refused() {
        assert_eq!(lines(b"lay \xff7E\nok\n", 100), [line("lay \u{fffd}7E"), line("ok")]);
        // A character cut by the end of the reader's buffer is whole again in the line.
        let mut reader = BufReader::with_capacity(2, Cursor::new("aö\n".as_bytes().to_vec()));
        assert_eq!(read_line(&mut reader, 100).unwrap(), line("aö"));
    }

    /// A reader that counts what it hands out: a line of a mebibyte, then a short one.
    struct Counted {
        inner: Cursor<Vec<u8>>,
        handed: usize,
    }

    impl Read for Counted {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let count = self.inner.read(buffer)?;
            self.handed += count;
            Ok(count)
        }
    }

    #[test]
    fn a_mebibyte_line_is_dropped_and_the_next_one_read() {
        let mut input = vec![b'x'; 1 << 20];
        input.extend_from_slice(b"\nlay 7E\n");
        let size = input.len();
        let mut reader = BufReader::with_capacity(4096, Counted { inner: Cursor::new(input), handed: 0 });
        assert_eq!(read_line(&mut reader, LONGEST_LINE).unwrap(), Incoming::TooLong);
        assert_eq!(read_line(&mut reader, LONGEST_LINE).unwrap(), line("lay 7E"));
        assert_eq!(read_line(&mut reader, LONGEST_LINE).unwrap(), Incoming::End);
        // All of it was read through a buffer of 4 KiB: nothing kept the mebibyte.
        assert_eq!(reader.get_ref().handed, size);
        assert_eq!(reader.capacity(), 4096);
    }

    #[test]
    fn a_too_long_last_line_without_a_line_feed_ends_the_input() {
        assert_eq!(lines(&[b'x'; 50], 10), [Incoming::TooLong]);
    }

    #[test]
    fn the_first_line_chooses_the_mode() {
        assert_eq!(read_hello("hello bauloewe/1"), Hello::Framed(Options::default()));
        let options = Options { lang: Some(Lang::En), width: Some(40), color: false };
        assert_eq!(read_hello("Hello bauloewe/1 width=12 lang=en lang=fr"), Hello::Framed(options));
        // A greeting in another version is told which one is spoken; other words are a code.
        assert_eq!(read_hello("hello bauloewe/1x"), Hello::Unspoken("bauloewe/1x".to_string()));
        assert_eq!(read_hello("HELLO Bauloewe/2"), Hello::Unspoken("Bauloewe/2".to_string()));
        assert_eq!(read_hello("hello world"), Hello::Plain(Joining::Code("hello world".to_string())));
        assert_eq!(read_hello("  Watch\t"), Hello::Plain(Joining::Watch));
        assert_eq!(read_hello(""), Hello::Plain(Joining::Code(String::new())));
        let asked = Options { lang: Some(Lang::Pseudo), width: Some(132), color: true };
        assert_eq!(read_hello(&asked.hello()), Hello::Framed(asked));
        assert_eq!(Options::default().width_or_default(), DEFAULT_WIDTH);
    }

    #[test]
    fn the_second_framed_line_is_a_code_or_watch() {
        assert_eq!(read_joining("CODE  k7qf-2m9x "), Some(Joining::Code("k7qf-2m9x".to_string())));
        // A plain client may type the German word at the German greeting.
        assert_eq!(read_hello(" Zuschauen "), Hello::Plain(Joining::Watch));
        assert_eq!(read_joining("code"), None);
        assert_eq!(read_joining("hello bauloewe/1"), None);
        assert_eq!(joining_line(&Joining::Code(" k7qf2m9x".to_string())), "code K7QF-2M9X");
        assert_eq!(joining_line(&Joining::Code("7E".to_string())), "code 7E");
        assert_eq!(joining_line(&Joining::Watch), "watch");
        let code = Joining::Code("K7QF-2M9X".to_string());
        assert_eq!(read_joining(&joining_line(&code)), Some(code));
    }
}
