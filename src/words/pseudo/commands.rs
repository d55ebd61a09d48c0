use crate::command::id::CommandId;
use crate::rules::Action;
use crate::words::CommandWords;
use crate::words::commands::CommandText;
use crate::words::en::English;
use crate::words::pseudo::{Pseudo, wrap};

/// The command words stay English (the parser must accept them); the texts are wrapped.
impl CommandWords for Pseudo {
    fn command_text(&self, id: CommandId) -> CommandText {
        let text = English.command_text(id);
        CommandText {
            usage: wrap(text.usage),
            summary: wrap(text.summary),
            detail: wrap(text.detail),
            ..text
        }
    }

    fn all_words(&self) -> &'static [&'static str] {
        English.all_words()
    }

    fn command(&self, action: Action) -> String {
        English.command(action)
    }

    fn hint_commands(&self, actions: &[Action]) -> String {
        English.hint_commands(actions)
    }

    fn help_heading(&self) -> String {
        wrap(English.help_heading())
    }

    fn help_footer(&self) -> String {
        wrap(English.help_footer())
    }

    fn no_help_on(&self, word: &str) -> String {
        wrap(English.no_help_on(word))
    }

    fn rules_in_short(&self, prices: &str) -> String {
        wrap(English.rules_in_short(prices))
    }

    fn hotels_heading(&self) -> String {
        wrap(English.hotels_heading())
    }
}
