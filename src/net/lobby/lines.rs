//! The lines the hall and the rooms send, built in one place: a refusal, a status, a prompt,
//! a fact, text. Each is cleaned ([`clean_line`]): a name or a chat line a person typed can
//! never drive another's terminal.

use crate::command::lobby::Misused;
use crate::table::{Out, Tag, clean_line};
use crate::words::Lang;

/// What `misused` needs, in words.
pub(super) fn misused_words(lang: Lang, misused: &Misused) -> String {
    lang.lobby_misused(misused)
}

pub(super) fn refusal(text: String) -> Out {
    Out { tag: Tag::Refused, text: clean_line(&text) }
}

pub(super) fn status(text: String) -> Out {
    Out { tag: Tag::Status, text: clean_line(&text) }
}

pub(super) fn prompt(text: String) -> Out {
    Out { tag: Tag::Prompt, text: clean_line(&text) }
}

pub(super) fn fact(text: String) -> Out {
    Out { tag: Tag::Fact, text: clean_line(&text) }
}

/// Each line of `text` as a text line.
pub(super) fn text_line(text: &str) -> Out {
    Out { tag: Tag::Text, text: clean_line(text) }
}
