//! A table's lines on the wire: the same [`Out`] lines as a plain client reads them and as a
//! framed client reads them (see the [protocol](super)). The server writes them so, and a
//! journal's replay ([`super::journal::replay`]) gives them back the same bytes.

use crate::net::protocol;
use crate::table::{Out, Tag};
use crate::words::wrap::{PIPED_WIDTH, fitted_guide, wrap};

/// Lines as a plain client reads them: the console's text, a prompt as `guide > `.
///
/// A plain client's terminal is taken as 80 columns wide (nc cannot say otherwise): a line of
/// text too long is broken at spaces as the local console breaks it, and a guide leaves room
/// to type after its last line. What a program parses (a position file, the `legal`
/// commands) is never broken. `at_prompt` says that the client's screen ends in an open prompt
/// (no line feed after it, see [`Plain`]): the lines then begin on a line of their own.
pub(crate) fn plain(lines: &[Out], at_prompt: bool) -> String {
    let text: String = lines
        .iter()
        .map(|line| match line.tag {
            Tag::Prompt | Tag::PromptAgain => format!("{} > ", fitted_guide(&line.text, PIPED_WIDTH)),
            Tag::Machine | Tag::Legal => format!("{}\n", line.text),
            Tag::Chat => format!("{}\n", chat_plain(&line.text)),
            Tag::Fact => String::new(),
            Tag::Text | Tag::Status | Tag::Refused | Tag::Over | Tag::Closed => {
                wrap(&format!("{}\n", line.text), PIPED_WIDTH)
            }
        })
        .collect();
    if at_prompt && !text.is_empty() { format!("\n{text}") } else { text }
}

/// Whether a plain client's screen ends in an open prompt: the server sent a prompt (which
/// has no line feed) and the client has typed no line since. A line the server sends then
/// must begin with a line feed, or it is glued onto the prompt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plain {
    at_prompt: bool,
}

impl Plain {
    /// `lines` as this client reads them now; remembers whether they end in an open prompt.
    pub(crate) fn send(&mut self, lines: &[Out]) -> String {
        let text = plain(lines, self.at_prompt);
        if !text.is_empty() {
            self.at_prompt = !text.ends_with('\n');
        }
        text
    }

    /// The client typed a line: its own line feed ended the prompt's line.
    pub(crate) fn typed(&mut self) {
        self.at_prompt = false;
    }
}

/// Lines as a framed client reads them: each with its tag.
pub(crate) fn framed(lines: &[Out]) -> String {
    let tagged = lines.iter().filter_map(|line| Some((wire_tag(line.tag)?, &line.text)));
    tagged.map(|(tag, text)| protocol::frame(tag, text)).collect()
}

/// The protocol's tag for a table's line: a parting line is a status like any other, machine
/// text is text, a fact is a status, and a prompt said again is not sent to a framed client,
/// which has it.
fn wire_tag(tag: Tag) -> Option<protocol::Tag> {
    Some(match tag {
        Tag::PromptAgain => return None,
        Tag::Text | Tag::Machine => protocol::Tag::Text,
        Tag::Prompt => protocol::Tag::Prompt,
        Tag::Status | Tag::Fact => protocol::Tag::Status,
        Tag::Closed => protocol::Tag::Goodbye,
        Tag::Refused => protocol::Tag::Refused,
        Tag::Legal => protocol::Tag::Legal,
        Tag::Over => protocol::Tag::Over,
        Tag::Chat => protocol::Tag::Chat,
    })
}

/// A chat line (`say Ann hello`, `tell Ann hello`, `told Bob hello`, as the framed mode sends
/// it) as a person reads it, marked apart from every game line as chat on IRC is: `<Ann>
/// hello` said to the room, `*Ann* hello` told to you alone, `-> *Bob* hello` told by you.
///
/// ```
/// use bauloewe::net::wire::chat_plain;
/// assert_eq!(chat_plain("say Ann hello there"), "<Ann> hello there");
/// assert_eq!(chat_plain("tell Ann psst"), "*Ann* psst");
/// assert_eq!(chat_plain("told Bob psst"), "-> *Bob* psst");
/// ```
pub fn chat_plain(text: &str) -> String {
    let mut words = text.splitn(3, ' ');
    let (kind, name, said) =
        (words.next().unwrap_or(""), words.next().unwrap_or(""), words.next().unwrap_or(""));
    match kind {
        "tell" => format!("*{name}* {said}"),
        "told" => format!("-> *{name}* {said}"),
        _ => format!("<{name}> {said}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(tag: Tag, text: &str) -> Out {
        Out { tag, text: text.to_string() }
    }

    #[test]
    fn a_plain_client_gets_machine_text_whole_and_prose_broken_at_80() {
        let long = "pool: ".to_string() + &"12I ".repeat(30);
        let prose = "word ".repeat(30);
        let text = plain(&[out(Tag::Machine, &long), out(Tag::Legal, &long), out(Tag::Text, &prose)], false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[..2], [long.as_str(), long.as_str()], "machine text is never broken");
        assert!(lines.len() > 3 && lines[2..].iter().all(|line| line.len() <= 80), "{text}");
        assert_eq!(plain(&[out(Tag::Fact, "seat Ann")], false), "", "a fact is for programs");
    }

    #[test]
    fn a_line_sent_while_a_plain_client_sits_at_its_prompt_starts_on_a_line_of_its_own() {
        let mut ann = Plain::default();
        assert_eq!(
            ann.send(&[out(Tag::Prompt, "Ann, place a tile (lay 4C)")]),
            "Ann, place a tile (lay 4C) > "
        );
        let status = [out(Tag::Status, "Bob joined the table."), out(Tag::PromptAgain, "Ann, place a tile")];
        assert_eq!(ann.send(&status), "\nBob joined the table.\nAnn, place a tile > ");
        ann.typed();
        assert_eq!(ann.send(&[out(Tag::Text, "Ann lays 4C.")]), "Ann lays 4C.\n", "Enter ended the prompt");
        assert_eq!(ann.send(&[out(Tag::Fact, "seat Ann")]), "");
        assert_eq!(ann.send(&[out(Tag::Text, "Bob lays 5C.")]), "Bob lays 5C.\n");
    }
}
