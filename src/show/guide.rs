//! What the prompt asks for and how a command at the wrong moment is answered, in words: the
//! guide line (`Ann, buy up to 3 shares with 4,300: …`) and the refusals "not now: first …".
//! What the game waits for, as data, is [`waiting`](crate::session::waiting)'s.

use crate::command::CommandError;
use crate::command::id::CommandId;
use crate::rules::{Decision, Event, Game, PlayerId};
use crate::session::Session;
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
pub fn not_now(lang: Lang, session: &Session, player: PlayerId, id: CommandId) -> String {
    let game = session.game();
    let why = match (id, game.decision()) {
        (CommandId::Lay, Decision::BuyShares { .. }) => NotNow::LayingOver,
        (CommandId::Sell | CommandId::Trade | CommandId::Keep, Decision::BuyShares { .. }) => {
            if merged_this_turn(session) {
                NotNow::DisposalOver
            } else {
                NotNow::NoMerger
            }
        }
        _ => NotNow::First,
    };
    lang.not_now(why, &need(game, player))
}

/// The refusal of a line that is no command, as `player` hears it now: "not now" if the
/// command answers another decision ([`out_of_turn`]); else what is wrong with its words,
/// told with what the game knows (an amount of shares that is no number hears how many the
/// player holds).
pub fn refusal(lang: Lang, session: &Session, player: PlayerId, error: CommandError) -> String {
    if let Some(not_now) = out_of_turn(lang, session, player, error.command()) {
        return not_now;
    }
    let error = match session.game().decision() {
        Decision::Dispose { held, .. } => error.holding(held),
        _ => error,
    };
    lang.command_error(&error)
}

/// The refusal of command `id`, if it answers a decision but not the one the game waits for
/// (and the game is not over): so that `sell` while buying hears "not now" before anything
/// about the words after it.
pub fn out_of_turn(lang: Lang, session: &Session, player: PlayerId, id: Option<CommandId>) -> Option<String> {
    let id = id?;
    let game = session.game();
    let answered = answers(id, game.decision())?;
    (!answered && !game.is_over()).then(|| not_now(lang, session, player, id))
}

/// Whether a merger began in the turn being played: only then is "too late" to dispose of
/// shares true.
fn merged_this_turn(session: &Session) -> bool {
    let mut this_turn =
        session.log().iter().rev().take_while(|event| !matches!(event, Event::TurnStarted { .. }));
    this_turn.any(|event| matches!(event, Event::MergerStarted { .. }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Action;

    /// Ann to move, with 300 cash; Aurora lies on the board, its shares dearer than that.
    const POSITION: &str = "\
# bauloewe position 1
players: Ann human, Bob human
turn: Ann
cash: Ann 300
board: Aurora 1A 2A 3A 4A 5A
hands: Ann 1B 12A 1I 12I 7G 9G, Bob 4D 7E 10A 11A 10C 12C
pool: 2F 2H 4C 4B 6G 8G
seed: 1
";

    fn session_after(tile: &str) -> Session {
        let (mut session, _) = Session::from_position(POSITION).unwrap();
        session.apply_all(&[Action::Place(tile.parse().unwrap())]).unwrap();
        session
    }

    #[test]
    fn r14_4_selling_in_a_turn_without_a_merger_is_not_too_late() {
        let session = session_after("12A");
        let text = not_now(Lang::De, &session, session.game().current_player(), CommandId::Sell);
        assert!(text.starts_with("Verkaufen, Tauschen und Behalten geht nur während einer Fusion"), "{text}");
        let text = not_now(Lang::En, &session, session.game().current_player(), CommandId::Keep);
        assert!(text.starts_with("selling, trading and keeping are done only during a merger"), "{text}");
    }

    #[test]
    fn r5_a_buyer_short_of_cash_hears_so_not_that_nothing_is_for_sale() {
        let session = session_after("12A");
        let ann = session.game().current_player();
        let text = guide(Lang::De, session.game(), ann).replace('\u{a0}', " ");
        assert_eq!(text, "Ann, mit 300 kannst du dir keine Aktie leisten: beende deinen Zug (ende)");
        let text = guide(Lang::En, session.game(), ann).replace('\u{a0}', " ");
        assert_eq!(text, "Ann, with 300 you cannot afford a share: end your turn (end)");
    }
}
