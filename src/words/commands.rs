//! The command words of a language, `help` and `rules`.
//!
//! The command table ([`COMMANDS`](crate::command::entries::COMMANDS)) names each
//! command by a [`CommandId`] and holds what is the same in every language (what follows the
//! word, how it is parsed); a language gives each command its words, usage and help here
//! ([`CommandWords::command_text`]). The parser accepts the words of every language.

use crate::command::id::CommandId;
use crate::command::vocabulary::Vocabulary;
use crate::rules::{Action, Chain};

/// One command in one language: the words that type it and the texts that explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandText {
    /// The command word and its synonyms; the first is its name, which `help` shows. A
    /// language with umlauts also lists their spellings with ae, oe and ue.
    pub words: &'static [&'static str],
    /// Words that are no command but mean this one (`bye` for `quit`): typed, they are
    /// answered with "try 'quit'".
    pub near_misses: &'static [&'static str],
    /// How to type it, for `help` and `help WORD`.
    pub usage: String,
    /// One line for the `help` overview.
    pub summary: String,
    /// More, for `help WORD`: one paragraph, broken into lines as the screen allows.
    pub detail: String,
}

sentences! {
    /// The command words of a language, `help` and `rules`.
    pub trait CommandWords {
        /// A command's words, usage and help in this language.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::command::id::CommandId;
        /// assert_eq!(Lang::En.command_text(CommandId::Lay).words, ["lay", "play"]);
        /// assert_eq!(Lang::De.command_text(CommandId::Lay).usage, "lege 7E");
        /// ```
        fn command_text(&self, id: CommandId) -> CommandText;

        /// The words for "as many as allowed" after `sell` and `trade`: `all`; `alle`, `alles`.
        @piece fn all_words(&self) -> &'static [&'static str];

        /// Commands typed as a word first and a particle last, `(command, word, particle)`:
        /// German `sage an` is `ansagen`; English has none.
        @piece fn separable(&self) -> &'static [(CommandId, &'static str, &'static str)];

        /// An action as the command a player types for it, like `lay 7E` or `sell 2 trade 4`,
        /// made of the command words' names.
        ///
        /// The English words are today the same as the save notation's
        /// ([`write_action`](crate::notation::action::write_action)), but on purpose not taken from
        /// it: the notation is a file format fixed by its version, the console's words may change
        /// (as the German ones show) without making any save unreadable.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::{Action, Chain};
        /// assert_eq!(Lang::En.command(Action::Dispose { sell: 0, trade: 0 }), "keep");
        /// assert_eq!(Lang::En.command(Action::Buy(Chain::Aurora)), "buy Aurora");
        /// assert_eq!(Lang::De.command(Action::Buy(Chain::Aurora)), "kaufe Aurora");
        /// ```
        @piece fn command(&self, action: Action) -> String;

        /// A hint's actions as the commands to type: `lay 7E`, or a whole purchase as one
        /// command, `buy 2 Aurora 1 Zugvogel, then end`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::{Action, Chain};
        /// let (au, zu) = (Chain::Aurora, Chain::Zugvogel);
        /// let line = [Action::Buy(au), Action::Buy(au), Action::Buy(zu), Action::EndTurn];
        /// assert_eq!(Lang::En.hint_commands(&line), "buy 2 Aurora 1 Zugvogel, then end");
        /// assert_eq!(Lang::De.hint_commands(&line), "kaufe 2 Aurora 1 Zugvogel, dann ende");
        /// assert_eq!(Lang::En.hint_commands(&[Action::EndTurn]), "end");
        /// ```
        @piece fn hint_commands(&self, actions: &[Action]) -> String;

        /// Actions as the commands that were typed for them, a purchase as one command, as
        /// `undo` tells what it took back.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::{Action, Chain};
        /// let (mo, be) = (Chain::Morgenrot, Chain::Bergfried);
        /// let line = [Action::Announce, Action::Buy(mo), Action::Buy(mo), Action::Buy(be)];
        /// assert_eq!(Lang::En.commands_typed(&line), "announce, buy 2 Morgenrot 1 Bergfried");
        /// assert_eq!(Lang::En.commands_typed(&line[1..2]), "buy Morgenrot");
        /// ```
        @piece fn commands_typed(&self, actions: &[Action]) -> String;

        /// The first line of the `help` overview.
        fn help_heading(&self) -> String;

        /// The last line of the `help all` overview: how to learn more.
        fn help_footer(&self) -> String;

        /// The line of the short `help` overview that names the commands it does not explain:
        /// `Also: board, hand, chains, …, quit.`
        fn help_also(&self, names: &[String]) -> String;

        /// The last line of the short `help` overview: how to see every command and learn more.
        fn help_brief_footer(&self) -> String;

        /// Why `help WORD` explains nothing: the word (shortened) is no command.
        fn no_help_on(&self, word: &str) -> String;

        /// The rules in short, for the `rules` command: one paragraph a line, broken to the
        /// screen's width when printed, with `prices`, the table of R7's share prices (lines
        /// ending in a line break), below the paragraph on prices.
        fn rules_in_short(&self, prices: &str) -> String;

        /// The heading of the sizes in the price table of `rules`: `hotels`.
        fn hotels_heading(&self) -> String;
    }
}

/// Every language's command words are the words the parser reads in that language.
impl<W: CommandWords + ?Sized> Vocabulary for W {
    fn words_of(&self, id: CommandId) -> &'static [&'static str] {
        self.command_text(id).words
    }

    fn near_misses_of(&self, id: CommandId) -> &'static [&'static str] {
        self.command_text(id).near_misses
    }

    fn words_for_all(&self) -> &'static [&'static str] {
        self.all_words()
    }

    fn separable_verbs(&self) -> &'static [(CommandId, &'static str, &'static str)] {
        self.separable()
    }
}

/// The name of a command in `words`: the first of its words.
pub(crate) fn name(words: &(impl CommandWords + ?Sized), id: CommandId) -> &'static str {
    words.command_text(id).words[0]
}

/// An action as a command, made of the names of `words`' commands: [`CommandWords::command`].
pub(crate) fn action_command(words: &(impl CommandWords + ?Sized), action: Action) -> String {
    let name = |id| name(words, id);
    match action {
        Action::Place(tile) => format!("{} {tile}", name(CommandId::Lay)),
        Action::Found(chain) => format!("{} {chain}", name(CommandId::Found)),
        Action::Survivor(chain) => format!("{} {chain}", name(CommandId::Survivor)),
        Action::Defunct(chain) => format!("{} {chain}", name(CommandId::Defunct)),
        Action::Dispose { sell: 0, trade: 0 } => name(CommandId::Keep).to_string(),
        Action::Dispose { sell, trade: 0 } => format!("{} {sell}", name(CommandId::Sell)),
        Action::Dispose { sell: 0, trade } => format!("{} {trade}", name(CommandId::Trade)),
        Action::Dispose { sell, trade } => {
            format!("{} {sell} {} {trade}", name(CommandId::Sell), name(CommandId::Trade))
        }
        Action::Buy(chain) => format!("{} {chain}", name(CommandId::Buy)),
        Action::EndTurn => name(CommandId::End).to_string(),
        Action::Announce => name(CommandId::Announce).to_string(),
    }
}

/// Actions as the commands typed for them, a run of purchases as one:
/// [`CommandWords::commands_typed`].
pub(crate) fn commands_typed(words: &(impl CommandWords + ?Sized), actions: &[Action]) -> Vec<String> {
    let mut commands = Vec::new();
    let mut rest = actions;
    while let Some((&first, after)) = rest.split_first() {
        let run = rest.iter().take_while(|action| matches!(action, Action::Buy(_))).count();
        if run > 1 {
            commands.push(purchase_command(words, &rest[..run]));
            rest = &rest[run..];
        } else {
            commands.push(action_command(words, first));
            rest = after;
        }
    }
    commands
}

/// A hint's actions as commands joined by `then` (`", then "`), a purchase as one command:
/// [`CommandWords::hint_commands`].
pub(crate) fn hint_line(words: &(impl CommandWords + ?Sized), actions: &[Action], then: &str) -> String {
    if !actions.iter().any(|action| matches!(action, Action::Buy(_))) {
        let commands: Vec<String> = actions.iter().map(|action| action_command(words, *action)).collect();
        return commands.join(then);
    }
    format!("{}{then}{}", purchase_command(words, actions), name(words, CommandId::End))
}

/// The purchases among `actions` as one command, each run of one chain counted: `buy 2
/// Aurora 1 Zugvogel`.
fn purchase_command(words: &(impl CommandWords + ?Sized), actions: &[Action]) -> String {
    let mut bought: Vec<(usize, Chain)> = Vec::new();
    for action in actions {
        if let Action::Buy(chain) = action {
            match bought.last_mut() {
                Some((count, last)) if last == chain => *count += 1,
                _ => bought.push((1, *chain)),
            }
        }
    }
    let shares: Vec<String> = bought.iter().map(|(count, chain)| format!("{count} {chain}")).collect();
    format!("{} {}", name(words, CommandId::Buy), shares.join(" "))
}
