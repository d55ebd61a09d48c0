//! A table's lines on the wire: the same [`Out`] lines as a plain client reads them and as a
//! framed client reads them (see the [protocol](super)). The server writes them so, and a
//! journal's replay ([`super::journal::replay`]) gives them back the same bytes.

use crate::net::protocol;
use crate::table::{Out, Tag};
use crate::words::wrap::{PIPED_WIDTH, fitted_guide, wrap};

/// Lines as a plain client reads them: the console's text, a prompt as `guide > `.
///
/// A plain client's terminal is taken as 80 columns wide (nc cannot say otherwise): a line too
/// long is broken at spaces as the local console breaks it, and a guide leaves room to type
/// after its last line.
pub(crate) fn plain(lines: &[Out]) -> String {
    lines
        .iter()
        .map(|line| match line.tag {
            Tag::Prompt | Tag::PromptAgain => format!("{} > ", fitted_guide(&line.text, PIPED_WIDTH)),
            _ => wrap(&format!("{}\n", line.text), PIPED_WIDTH),
        })
        .collect()
}

/// Lines as a framed client reads them: each with its tag.
pub(crate) fn framed(lines: &[Out]) -> String {
    let tagged = lines.iter().filter_map(|line| Some((wire_tag(line.tag)?, &line.text)));
    tagged.map(|(tag, text)| protocol::frame(tag, text)).collect()
}

/// The protocol's tag for a table's line: a parting line is a status like any other, and a
/// prompt said again is not sent to a framed client, which has it.
fn wire_tag(tag: Tag) -> Option<protocol::Tag> {
    Some(match tag {
        Tag::PromptAgain => return None,
        Tag::Text => protocol::Tag::Text,
        Tag::Prompt => protocol::Tag::Prompt,
        Tag::Status => protocol::Tag::Status,
        Tag::Closed => protocol::Tag::Goodbye,
        Tag::Refused => protocol::Tag::Refused,
        Tag::Legal => protocol::Tag::Legal,
        Tag::Over => protocol::Tag::Over,
    })
}
