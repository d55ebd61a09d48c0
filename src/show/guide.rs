//! What the prompt asks for and how a command at the wrong moment is answered, in words: the
//! guide line (`Ann, buy up to 3 shares with 4,300: …`) and the refusals "not now: first …".
//! What the game waits for, as data, is [`waiting`](crate::session::waiting)'s.

use crate::command::CommandError;
use crate::command::id::CommandId;
use crate::rules::{Decision, Game, PlayerId};
use crate::session::waiting::{NotNow, answers, need, waiting};
use crate::words::Lang;

/// What is expected of `player` now, as the prompt says it, with what the decision needs:
/// the chains that may be founded, the prices and bank stock of what may be bought, what a
/// defunct share sells and trades for. After an announcement it says the game ends with this
/// turn. Words that belong together are joined by no-break spaces, so that the prompt is
/// never broken inside them (see [`together`](crate::words::wrap::together)).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::guide::guide;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 7, Options::default())?;
/// let first = game.current_player();
/// let text = guide(Lang::En, &game, first).replace('\u{a0}', " ");
/// assert!(text.starts_with(&format!("{}, place a tile (lay ", game.name(first))));
/// let text = guide(Lang::De, &game, first).replace('\u{a0}', " ");
/// assert!(text.starts_with(&format!("{}, lege ein Plättchen (lege ", game.name(first))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn guide(lang: Lang, game: &Game, player: PlayerId) -> String {
    lang.guide(&waiting(game, player))
}

/// The refusal of command `id` typed when the game waits for something else from `player`:
/// "not now: first place a tile (lay 7E) (R10)", or after the tile "too late to lay a tile
/// this turn: now …".
pub fn not_now(lang: Lang, game: &Game, player: PlayerId, id: CommandId) -> String {
    let why = match (id, game.decision()) {
        (CommandId::Lay, Decision::BuyShares { .. }) => NotNow::LayingOver,
        (CommandId::Sell | CommandId::Trade | CommandId::Keep, Decision::BuyShares { .. }) => {
            NotNow::DisposalOver
        }
        _ => NotNow::First,
    };
    lang.not_now(why, &need(game, player))
}

/// The refusal of a line that is no command, as `player` hears it now: "not now" if the
/// command answers another decision ([`out_of_turn`]); else what is wrong with its words,
/// told with what the game knows (an amount of shares that is no number hears how many the
/// player holds).
pub fn refusal(lang: Lang, game: &Game, player: PlayerId, error: CommandError) -> String {
    if let Some(not_now) = out_of_turn(lang, game, player, error.command()) {
        return not_now;
    }
    let error = match game.decision() {
        Decision::Dispose { held, .. } => error.holding(held),
        _ => error,
    };
    lang.command_error(&error)
}

/// The refusal of command `id`, if it answers a decision but not the one the game waits for
/// (and the game is not over): so that `sell` while buying hears "not now" before anything
/// about the words after it.
pub fn out_of_turn(lang: Lang, game: &Game, player: PlayerId, id: Option<CommandId>) -> Option<String> {
    let id = id?;
    let answered = answers(id, game.decision())?;
    (!answered && !game.is_over()).then(|| not_now(lang, game, player, id))
}
