//! Every sentence a person reads, in one place: a trait per kind of sentence, and one
//! implementation of every trait per language.
//!
//! The rooms below have no words: the rules answer with [`Event`]s and [`RuleError`]s, the
//! files, the parser and the session with typed errors, `simulate` with figures. The rooms
//! above (`show`, `table`, `console`, `net`, `cli`) turn them into sentences by asking their
//! language, and they ask in one way only: [`Lang`] dereferences to
//! the language's [`Words`], so every sentence is a method call on the language in use,
//! `lang.money(6000)` or `lang.rule_error(&error)`.
//!
//! A language is a folder of this module and a line in the table of languages ([`lang`]):
//! [`en`] (English), [`de`] (German) and [`pseudo`], a
//! language for tests that wraps every English sentence in `⟦…⟧`, so that a test can tell a
//! sentence that comes from here from a word hard-wired somewhere else. A language implements
//! every trait below, and no trait has a default method: a language that lacks a sentence does
//! not compile, and the compiler names every sentence it lacks (`missing: `event`, …`).
//!
//! The traits, by what they word:
//! - [`Basics`]: numbers and money, the pieces other sentences are built from.
//! - [`EventWords`]: what happened (events, the digest of the others' turns, hints).
//! - [`RefusalWords`]: what the rules and the command parser refuse, what the game waits for.
//! - [`CommandWords`]: the command words of the language, `help` and `rules`.
//! - [`FileWords`]: broken position files, save files, save slots, scripts, the file system.
//! - [`SavingWords`]: saving, loading and the saves list; the questions asked before leaving.
//! - [`ScreenWords`]: the turn screen, the board's tables, prompts, the opening and the end.
//! - [`ReportWords`]: the figures `simulate` returns.
//! - [`FlagWords`]: the flags, their help and their errors.
//! - [`TableWords`]: a table across machines: joining, leaving, waiting, the host's lines.
//! - [`JoinWords`]: the `join` client's own lines (asking for the code, the connection).
//! - [`LobbyWords`]: the lobby's server: names, tables, chat, its log.
//! - [`RecordWords`]: the lobby's records: games kept, ratings, history, a new secret.
//! - [`ReviewWords`]: a finished game looked at again turn by turn.
//! - [`HomeRecordWords`]: the records kept at home: a game kept, `history` and `record`.
//!
//! How a method reads: it is named for what it says (`tile_not_in_hand`), takes the values the
//! sentence needs (by value when they are `Copy`, else by reference) and returns a `String`,
//! which may hold several lines. A sentence built from others calls them on `self`, so a
//! language words its pieces its own way.
//!
//! Where the `match` over a value's variants is the same in every language (an error made of
//! other errors, the kinds of a hint's reason, what a decision needs), it is written once, as
//! a function beside its trait (`files::slot_error`): each language's method is the one-line
//! call to it, and the language words only the variants with words of their own, methods of
//! the trait marked `@piece` (`no_save`, `broken_save`). So a new language writes sentences,
//! never the dispatch, and `lang.slot_error(&error)` stays the one way to ask.
//!
//! [`Event`]: crate::rules::Event
//! [`RuleError`]: crate::rules::RuleError

/// Declares a trait of sentences, as written inside it, and writes the pseudo-language's
/// implementation of it: every method is [`English`](en::English)'s, and every sentence is
/// wrapped in `⟦…⟧` ([`pseudo::Wrapped`]). A method marked `@piece` before its `fn` is a piece
/// of a sentence (a number, a list of names, a command as typed), or the words of one variant
/// that a dispatch written once returns as its sentence (`no_save` for `slot_error`): the
/// pseudo-language keeps it unwrapped, and the sentence that holds it is wrapped. So a sentence
/// added to a trait is written in the trait and in each language, and nowhere else.
///
/// Why a macro: the pseudo-language is the same forwarder for each of some two hundred
/// methods; written by hand it was a thousand lines that had to follow every trait. It reads
/// methods that take `&self` and the values a sentence needs, with no generics and no default
/// body (no trait here has one: a language must write every sentence). A `macro_rules!` macro
/// is seen only below its definition, so both macros stand above the `mod` lines.
macro_rules! sentences {
    (
        $(#[$trait_meta:meta])*
        pub trait $trait:ident {
            $(
                $(#[$meta:meta])*
                $(@$kind:ident)? fn $name:ident(&self $(, $arg:ident: $ty:ty)* $(,)?) -> $ret:ty;
            )*
        }
    ) => {
        $(#[$trait_meta])*
        pub trait $trait {
            $( $(#[$meta])* fn $name(&self $(, $arg: $ty)*) -> $ret; )*
        }

        impl $trait for $crate::words::pseudo::Pseudo {
            $(
                fn $name(&self $(, $arg: $ty)*) -> $ret {
                    pseudo!([$($kind)?] $crate::words::en::English.$name($($arg),*))
                }
            )*
        }
    };
}

/// One method of the pseudo-language: a piece as English has it, a sentence wrapped. The
/// mark comes in brackets, so that a mark other than `@piece` is refused by name.
macro_rules! pseudo {
    ([piece] $english:expr) => {
        $english
    };
    ([] $english:expr) => {
        $crate::words::pseudo::Wrapped::wrapped($english)
    };
    ([$other:ident] $english:expr) => {
        compile_error!(concat!("unknown mark @", stringify!($other), ": the one mark is @piece"))
    };
}

pub mod basics;
pub mod commands;
pub mod de;
pub mod display;
pub mod en;
pub mod events;
pub mod files;
pub mod flags;
pub mod home;
pub mod join;
pub mod lang;
pub mod lobby;
pub mod pseudo;
pub mod records;
pub mod refusals;
pub mod reports;
pub mod review;
pub mod saving;
pub mod screens;
pub mod table;
pub mod wrap;

pub use basics::Basics;
pub use commands::CommandWords;
pub use events::EventWords;
pub use files::FileWords;
pub use flags::FlagWords;
pub use home::HomeRecordWords;
pub use join::JoinWords;
pub use lang::Lang;
pub use lobby::LobbyWords;
pub use records::RecordWords;
pub use refusals::RefusalWords;
pub use reports::ReportWords;
pub use review::ReviewWords;
pub use saving::SavingWords;
pub use screens::ScreenWords;
pub use table::TableWords;

use crate::command::vocabulary::Vocabulary;

/// Every sentence of one language: a type that implements all the traits of this module is a
/// language, and this trait is implemented for it by itself.
///
/// `Vocabulary` (the parser's view of the command words) comes with `CommandWords` already; it
/// is named here too so that a `&dyn Words` can be handed to the parser as a
/// `&dyn Vocabulary` (Rust converts a trait object only to one of its supertraits).
pub trait Words:
    Basics
    + EventWords
    + RefusalWords
    + CommandWords
    + FileWords
    + SavingWords
    + ScreenWords
    + ReportWords
    + FlagWords
    + TableWords
    + JoinWords
    + LobbyWords
    + RecordWords
    + ReviewWords
    + HomeRecordWords
    + Vocabulary
    + Sync
{
}

impl<T> Words for T where
    T: Basics
        + EventWords
        + RefusalWords
        + CommandWords
        + FileWords
        + SavingWords
        + ScreenWords
        + ReportWords
        + FlagWords
        + TableWords
        + JoinWords
        + LobbyWords
        + RecordWords
        + ReviewWords
        + HomeRecordWords
        + Vocabulary
        + Sync
{
}
