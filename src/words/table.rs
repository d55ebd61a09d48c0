//! The words of a table across machines: who joins, leaves and decides, what a seat may not
//! do there, and what the host's terminal says.

use std::path::Path;
use std::time::Duration;

use crate::notation::PlayerKind;
use crate::rules::PlayerId;

sentences! {
    /// The sentences of a table across machines (`crate::table`) and of the server that holds it.
    pub trait TableWords {
        /// A status line: `name` took their seat.
        fn joined(&self, name: &str) -> String;

        /// A status line: `name` left the table (their code brings them back).
        fn left(&self, name: &str) -> String;

        /// A status line at a lobby's table: `name` left the table (their name brings them back).
        fn left_by_name(&self, name: &str) -> String;

        /// The last line to a connection whose person came back to the lobby on another one.
        fn name_taken_over(&self) -> String;

        /// A status line: someone watches the table (`count` watchers now).
        fn watchers(&self, count: usize) -> String;

        /// A status line to a seat that joined: which seat it plays.
        fn you_play(&self, name: &str) -> String;

        /// A status line to a watcher that joined.
        fn you_watch(&self) -> String;

        /// A status line: the table waits for the person `name`.
        fn waiting_for(&self, name: &str) -> String;

        /// A status line: the seats still to be taken before anyone has joined them.
        fn empty_seats(&self, names: &[String]) -> String;

        /// A refusal: a game command from a seat whose decision it is not (`decider` decides, in
        /// their own turn when `their_turn`, else in another's, as in a disposal).
        fn not_your_decision(&self, decider: &str, their_turn: bool) -> String;

        /// A refusal: `word` (load) belongs to a local game, not to a table: it would change
        /// the game for everyone.
        fn not_at_a_table(&self, word: &str) -> String;

        /// A refusal: `word` (undo) works only for the one human of a game, and at a table it
        /// would change the game for everyone.
        fn undo_not_at_a_table(&self, word: &str) -> String;

        /// A refusal: `word` (save, saves) belongs to a local game: a table's save slots are on
        /// the host's machine, and the table saves itself.
        fn files_not_at_a_table(&self, word: &str) -> String;

        /// A refusal: `dump` shows every hand, so at a table it works after the end (R19).
        fn dump_after_the_end(&self) -> String;

        /// A refusal to a watcher who sent a command only a seat may give.
        fn only_watching(&self) -> String;

        /// A watcher's `help`: the commands a watcher may give, and what a watcher sees.
        fn watcher_help(&self) -> String;

        /// A refusal: only `host` may deal again, and only once the game is over.
        fn only_host_deals(&self, host: &str) -> String;

        /// The last line of the end at a table: what the seat may still do (`host` deals again;
        /// at a table of computers only there is no host, and nobody deals). At a lobby's
        /// table (`lobby`) `leave` goes back to the lobby, where `quit` would leave the server.
        fn after_the_end_at_table(&self, host: Option<&str>, lobby: bool) -> String;

        /// The status line when a new game is dealt at the table, with the same seats.
        fn dealt_again_at_table(&self) -> String;

        /// The status line to a seat that left with `quit`: how to come back.
        fn goodbye(&self) -> String;

        /// The status line to a watcher that left with `quit`: a watcher has no code, and
        /// comes back by connecting again and asking to watch.
        fn watcher_goodbye(&self) -> String;

        /// The plain line a new connection reads first: the code, or `watch`.
        fn ask_for_code(&self) -> String;

        /// The refusal of a client that greets in another version of the protocol, the
        /// version it sent (`asked`, quoted) and the one spoken here: `this table speaks
        /// bauloewe/1, not 'bauloewe/2'`. The connection closes.
        fn version_not_spoken(&self, asked: &str, spoken: &str) -> String;

        /// The refusal of a code that opens no seat here.
        fn wrong_code(&self) -> String;

        /// The last wrong code a connection may give: it is closed, and why: `no seat for that
        /// code either: 5 wrong codes close the connection; connect again`.
        fn wrong_codes_closed(&self, count: usize) -> String;

        /// The word a plain client types instead of a code to watch, besides `watch`, which
        /// works in every language: `watch`; German `zuschauen`.
        @piece fn watch_word(&self) -> &'static str;

        /// The refusal of a code from an address that sent too many wrong ones lately (the
        /// connection is closed after it).
        fn too_many_wrong_codes(&self) -> String;

        /// The status line to a connection whose seat the same code took from another connection
        /// (it is closed after this line).
        fn taken_over(&self) -> String;

        /// The host's first line: where the table listens, and whether only this machine reaches it.
        fn listening(&self, address: &str, loopback_only: bool) -> String;

        /// The host's line for one seat's code.
        fn code_line(&self, name: &str, code: &str) -> String;

        /// The host's line saying in which slot the table is saved after every decision, and how
        /// a server started again goes on with it.
        fn table_saved_as(&self, slot: &str) -> String;

        /// The host's line when the host deals again: the finished game was moved from `slot`
        /// to `kept`, and the new game is saved as `slot`.
        fn finished_game_kept(&self, kept: &str, slot: &str) -> String;

        /// `serve --continue` found no unfinished table in the saves folder.
        fn no_table_to_continue(&self, folder: &Path) -> String;

        /// The host's line saying how players join.
        fn how_to_join(&self, address: &str) -> String;

        /// The seat number as the host's log names it (for messages about a seat without a name).
        fn seat_number(&self, player: PlayerId) -> String;

        /// The one line a connection over the limit reads before it is closed: the table is
        /// full, with the `connections` it takes at most.
        fn table_full(&self, connections: usize) -> String;

        /// The refusal of a line longer than `limit` bytes (the rest of it was dropped).
        fn line_too_long(&self, limit: usize) -> String;

        /// The refusal of a line longer than `limit` bytes sent before the seat's code (the
        /// rest of it was dropped; the connection goes on and the code is asked for again).
        fn line_too_long_before_code(&self, limit: usize) -> String;

        /// The refusal of `--bind ADDRESS` when the table cannot listen there.
        fn cannot_listen(&self, address: &str, error: &std::io::Error) -> String;

        /// A status line: the table waits for `name`, whose seat nobody has taken (yet or again).
        fn waiting_for_absent(&self, name: &str) -> String;

        /// The turn screen's header for a seat whose decision it is not: `Ann decides - Bob waits`.
        fn seat_waits(&self, decider: &str, viewer: &str) -> String;

        /// The prompt of a seat once the game is over (`host` deals again; at a lobby's table
        /// `leave` goes back to the lobby).
        fn over_prompt(&self, host: &str, lobby: bool) -> String;

        /// A status line to everyone: `name` stayed away at their decision longer than the table
        /// waits, so a computer of level `kind` decides for them until they come back.
        fn stands_in(&self, name: &str, kind: PlayerKind) -> String;

        /// The last line of a table nobody touched for `idle` (worded by [`TableWords::span`]): it
        /// is saved in `slot`, if it is saved, and closed.
        fn closed_idle(&self, idle: &str, slot: Option<&str>) -> String;

        /// The last line when the host closes the table: it is saved in `slot`, if it is saved.
        fn host_closed(&self, slot: Option<&str>) -> String;

        /// A span of time in its largest whole unit: `2 minutes`, `1 hour`, `90 seconds`.
        ///
        /// ```
        /// use std::time::Duration;
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.span(Duration::from_secs(120)), "2 minutes");
        /// assert_eq!(Lang::De.span(Duration::from_secs(3600)), "1 Stunde");
        /// assert_eq!(Lang::En.span(Duration::from_secs(90)), "90 seconds");
        /// ```
        fn span(&self, span: Duration) -> String;

        /// The refusal of `serve` when another server holds the table `slot`.
        fn table_in_use(&self, slot: &str) -> String;
    }
}

/// A span as a count of its largest whole unit: `(count, 0)` seconds, `1` minutes or `2`
/// hours. Each language words the units.
pub fn span_units(span: Duration) -> (u64, usize) {
    let seconds = span.as_secs();
    match seconds {
        0 => (0, 0),
        _ if seconds.is_multiple_of(3600) => (seconds / 3600, 2),
        _ if seconds.is_multiple_of(60) => (seconds / 60, 1),
        _ => (seconds, 0),
    }
}
