//! The command words of one language, as the parser reads them: a [`Vocabulary`].
//!
//! The parser knows commands by their [`CommandId`]; which words type them is each language's
//! (`lay` and `play`, `lege`). The languages live above this room, in `crate::words`, and each
//! is a vocabulary there (every language that words the commands reads them too), so the
//! parser is handed the vocabularies it reads instead of reaching up for them.

use super::id::CommandId;

/// The command words of one language.
pub trait Vocabulary {
    /// The words of command `id`, its name first (`lay`, `play`). A language with umlauts also
    /// lists their spellings with ae, oe and ue.
    fn words_of(&self, id: CommandId) -> &'static [&'static str];

    /// Words that are no command but mean command `id` (`bye` for `quit`): typed, they are
    /// answered with "try 'quit'".
    fn near_misses_of(&self, id: CommandId) -> &'static [&'static str];

    /// The words for "as many as allowed" after `sell` and `trade`: `all`; `alle`, `alles`.
    fn words_for_all(&self) -> &'static [&'static str];

    /// Separable verbs: a command typed as a word first and a particle last (German `sage an`
    /// for `ansagen`, `löse Zugvogel auf` for `auflösen Zugvogel`), as `(command, word,
    /// particle)`.
    fn separable_verbs(&self) -> &'static [(CommandId, &'static str, &'static str)];
}
