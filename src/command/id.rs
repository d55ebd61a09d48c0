//! Which command a word names: a [`CommandId`], the same in every language, and a typed
//! [`CommandWord`]. The command table (`table`) gives each id its parser, and each language
//! its words (`vocabulary`); both name commands by these ids.

use crate::command::Info;

/// Which command an entry is; each language words it (`CommandWords::command_text`, in
/// `crate::words`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandId {
    /// `lay 7E`: place a tile.
    Lay,
    /// `found Aurora`: name the chain a tile founds.
    Found,
    /// `survivor Aurora`: pick the survivor of tied largest chains.
    Survivor,
    /// `defunct Zugvogel`: order equally large defunct chains.
    Defunct,
    /// `sell 3`: sell defunct shares.
    Sell,
    /// `trade 4`: trade defunct shares 2 for 1.
    Trade,
    /// `keep`: keep all defunct shares.
    Keep,
    /// `buy Aurora`: buy shares.
    Buy,
    /// `end`: end the turn.
    End,
    /// `announce`: announce the end of the game (R16).
    Announce,
    /// `undo`: take back the last decision.
    Undo,
    /// `board`, `hand`, `chains`, …: show something, the [`Info`] it names.
    Show(Info),
    /// `save NAME`: save the game.
    Save,
    /// `load NAME`: load a game.
    Load,
    /// `saves`: list the save slots.
    Saves,
    /// `new`: deal again after the end.
    New,
    /// `help`: list the commands, or explain one.
    Help,
    /// `quit`: leave the program.
    Quit,
}

/// A command word as typed, and the command it names: what the parsers of arguments get, so
/// that a refusal can quote the word and name the command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandWord {
    /// The command.
    pub id: CommandId,
    /// The word as the table spells it (one of the command's words in some language).
    pub word: &'static str,
}
