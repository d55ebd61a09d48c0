//! What a table sends: lines tagged with what they are ([`Tag`], [`Out`]), gathered per viewer
//! ([`Delivery`]), and cleaned so that no line can drive a terminal ([`clean_line`]).

use crate::notation::text::visible;

use super::viewer::ViewerId;

/// What a line sent to a viewer is.
///
/// The framed protocol's tags (`net::protocol::Tag`) are the first six and `Closed`. The
/// others tell the transport how to send a line: machine text goes as text and is never
/// broken, a fact goes as a status to programs only, a prompt said again redraws a plain
/// client's prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    /// Text to read, as the console prints it.
    Text,
    /// The viewer must decide now; the line is the prompt's guide.
    Prompt,
    /// A status without a decision: who joined, left or is deciding.
    Status,
    /// The viewer's last line was refused, and why; nothing changed.
    Refused,
    /// One legal command, in answer to `legal`.
    Legal,
    /// The game is over; the ranking follows as text.
    Over,
    /// Text a program reads (a position file from `dump` or `view`): sent as a text line, and
    /// never broken into screen lines, also not to a plain client.
    Machine,
    /// A status for programs only, in fixed English words (`seat Ann`, `seats
    /// Ann:human,Bob:broker`): a framed client reads it as a status line; a plain client is
    /// not sent it (it reads the same in its own words).
    Fact,
    /// The table lets this viewer go: the transport sends the line and closes.
    Closed,
    /// The prompt again, after a status line that came while the viewer decides: a plain
    /// client, whose prompt line the status broke, shows it again; a framed client has it
    /// already and is not sent it (a program reads one `?` per decision, and one after each
    /// answer to its own lines).
    PromptAgain,
    /// A chat line of the lobby's server (`say Ann hello`, see the protocol's `Chat` tag):
    /// never a move, and never written into a save. A table itself sends none.
    Chat,
}

/// One line for one viewer, without its line ending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Out {
    /// What the line is.
    pub tag: Tag,
    /// The line.
    pub text: String,
}

/// The lines one viewer must read now, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// Who reads them.
    pub to: ViewerId,
    /// The lines.
    pub lines: Vec<Out>,
}

/// Each line of `text` as a text line, cleaned as [`clean_line`] cleans it.
pub(super) fn text_lines(text: &str) -> Vec<Out> {
    text.lines().map(|line| Out { tag: Tag::Text, text: clean_line(line) }).collect()
}

/// Each line of `text` as machine text, cleaned as [`clean_line`] cleans it.
pub(super) fn machine_lines(text: &str) -> Vec<Out> {
    text.lines().map(|line| Out { tag: Tag::Machine, text: clean_line(line) }).collect()
}

/// A fact for programs: a status line in fixed words that only framed clients read.
pub(super) fn fact(text: String) -> Out {
    Out { tag: Tag::Fact, text: clean_line(&text) }
}

/// A refusal line.
pub(super) fn refused(text: String) -> Out {
    Out { tag: Tag::Refused, text: clean_line(&text) }
}

/// A status line.
pub(super) fn status(text: String) -> Out {
    Out { tag: Tag::Status, text: clean_line(&text) }
}

/// A line as it may reach a terminal: the colour escapes the table writes itself (`ESC [`
/// digits and `;` then `m`, see [`Palette`]) stay, every other control character is shown as
/// [`visible`] shows it. Whatever one client sent that reaches another (a name, a quoted
/// word) can never drive that terminal.
///
/// [`Palette`]: crate::show::palette::Palette
///
/// ```
/// use bauloewe::table::clean_line;
/// assert_eq!(clean_line("\x1b[33mZu\x1b[0m ok"), "\x1b[33mZu\x1b[0m ok");
/// assert_eq!(clean_line("\x1b]0;evil\x07 \x1b[2J"), "?]0;evil? ?[2J");
/// ```
pub fn clean_line(line: &str) -> String {
    let mut clean = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        let colour = c == '\x1b' && colour_escape_length(rest).is_some();
        let take = if colour { colour_escape_length(rest).unwrap_or(1) } else { c.len_utf8() };
        if colour {
            clean.push_str(&rest[..take]);
        } else {
            clean.push(visible(c));
        }
        rest = &rest[take..];
    }
    clean
}

/// The length of the colour escape `ESC [ digits ; … m` that `text` begins with, if it does.
fn colour_escape_length(text: &str) -> Option<usize> {
    let body = text.strip_prefix("\x1b[")?;
    let digits = body.bytes().take_while(|b| b.is_ascii_digit() || *b == b';').count();
    (body.as_bytes().get(digits) == Some(&b'm')).then_some(2 + digits + 1)
}
