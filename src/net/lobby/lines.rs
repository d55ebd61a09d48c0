//! The lines the hall, the rooms and the connections send, built in one place: a refusal, a
//! status, a prompt, a fact, text, a goodbye, a chat line. Each is cleaned ([`clean_line`]): a
//! name or a chat line a person typed can never drive another's terminal.

use crate::table::{Out, Tag, clean_line};

/// The last line before the connection closes: `.` framed.
pub(super) fn closed(text: String) -> Out {
    Out { tag: Tag::Closed, text: clean_line(&text) }
}

/// A chat line as the framed mode sends it: `say Ann hello` (to the room), `tell Ann psst`
/// (to this person alone), `told Bob psst` (the echo of one's own `tell`).
pub(super) fn chat(kind: &str, name: &str, text: &str) -> Out {
    Out { tag: Tag::Chat, text: clean_line(&format!("{kind} {name} {text}")) }
}

/// A refusal: `! …` framed.
pub(super) fn refusal(text: String) -> Out {
    Out { tag: Tag::Refused, text: clean_line(&text) }
}

/// A status line: `~ …` framed.
pub(super) fn status(text: String) -> Out {
    Out { tag: Tag::Status, text: clean_line(&text) }
}

/// A decision's prompt: `? …` framed.
pub(super) fn prompt(text: String) -> Out {
    Out { tag: Tag::Prompt, text: clean_line(&text) }
}

/// A fact for programs (`place 3`): a framed client reads it as `~ place 3`, a plain one not.
pub(super) fn fact(text: String) -> Out {
    Out { tag: Tag::Fact, text: clean_line(&text) }
}

/// `text` as one text line: `= …` framed.
pub(super) fn text_line(text: &str) -> Out {
    Out { tag: Tag::Text, text: clean_line(text) }
}
