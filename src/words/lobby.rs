//! The words of the lobby's server (`bauloewe server`): arriving with a name and its secret,
//! the lobby's commands and their answers, a table before its deal, chat, and the server's log.

use std::path::Path;

use crate::command::lobby::{Misused, TableState};
use crate::notation::PlayerKind;
use crate::rules::Options;

/// One table as `tables` lists it: what its line says.
#[derive(Clone, Debug)]
pub struct TableListing<'a> {
    /// Its number.
    pub number: u32,
    /// Where it is in its life.
    pub state: TableState,
    /// Each seat's name (`None`: free for anyone), its kind, and whether it is taken.
    pub seats: Vec<(Option<&'a str>, PlayerKind, bool)>,
    /// Its variants.
    pub options: Options,
    /// How many watch it.
    pub watchers: usize,
    /// Whose decision it is, while it is played.
    pub deciding: Option<&'a str>,
    /// Whether it rests in its save.
    pub resting: bool,
}

sentences! {
    /// The sentences of the lobby (`crate::net::lobby`).
    pub trait LobbyWords {
        /// The server's first line to every connection: what to type.
        fn lobby_greeting(&self) -> String;

        /// A framed client's line after `hello` that is no `name` line.
        fn name_first(&self) -> String;

        /// A name line that is no name (`typed`, as typed), or (`None`) more than a name and a
        /// secret.
        fn bad_name(&self, typed: Option<&str>) -> String;

        /// A known name given without its secret.
        fn name_taken(&self) -> String;

        /// A known name given with a wrong secret.
        fn wrong_secret(&self) -> String;

        /// `open` from a person who has opened `most` tables that still wait.
        fn too_many_waiting(&self, most: usize) -> String;

        /// Too many new names from one address: it waits.
        fn too_many_new_names(&self) -> String;

        /// A name nobody holds, given with a secret.
        fn unknown_name(&self) -> String;

        /// The first line of the server: where the lobby listens (`listening on HOST:PORT`,
        /// as `serve` says it), and whether only this machine can reach it.
        fn lobby_listening(&self, address: &str, loopback_only: bool) -> String;

        /// Too many wrong secrets from one address: it waits.
        fn too_many_guesses(&self) -> String;

        /// No secret could be drawn for a new name (the system's random source failed).
        fn no_secret(&self) -> String;

        /// The last wrong secret a connection may give: it is closed.
        fn wrong_secrets_closed(&self, count: usize) -> String;

        /// After the line `secret K7QF-2M9X`: what the secret is for, shown once.
        fn secret_explained(&self, name: &str, secret: &str) -> String;

        /// The lobby's welcome: how many people are here and how many tables there are.
        fn lobby_welcome(&self, name: &str, here: usize, tables: usize) -> String;

        /// The lobby's prompt guide.
        fn lobby_guide(&self, name: &str) -> String;

        /// `help` in the lobby.
        fn lobby_help(&self) -> String;

        /// What `help` at a lobby's table adds to the table's help.
        fn table_lobby_help(&self) -> String;

        /// A game command typed in the lobby.
        fn play_at_a_table(&self) -> String;

        /// A line in the lobby that is no command (`line`, as typed).
        fn not_a_lobby_word(&self, line: &str) -> String;

        /// A lobby's word used wrongly: what it needs.
        fn lobby_misused(&self, misused: &Misused) -> String;

        /// `leave` in the lobby.
        fn in_the_lobby_already(&self) -> String;

        /// `start` in the lobby.
        fn start_at_a_table(&self) -> String;

        /// `open`, `sit` or `watch` at a table.
        fn leave_first(&self, number: u32) -> String;

        /// `sit` or `watch` a table there is not.
        fn no_such_table(&self, number: u32) -> String;

        /// `sit` at a table with no seat for this person, as it stands.
        fn cannot_sit(&self, number: u32, state: TableState) -> String;

        /// A table whose queue is full.
        fn table_busy(&self, number: u32) -> String;

        /// `open` of a table whose seats are all kept for others: the opener stays in the lobby.
        fn opened_for_others(&self, number: u32) -> String;

        /// A table that had no seat for this person after all.
        fn no_seat_for_you(&self, number: u32) -> String;

        /// To a person who sat down at a waiting table: seat `seat` (from 1), `free` people's
        /// seats still free.
        fn sat_down(&self, number: u32, seat: usize, free: usize) -> String;

        /// To a person who watches a waiting table.
        fn watching_a_gathering(&self, number: u32, free: usize) -> String;

        /// The prompt guide at a waiting table.
        fn gathering_guide(&self, name: &str, number: u32) -> String;

        /// A status at a waiting table: `name` sat down.
        fn sits_down(&self, name: &str, free: usize) -> String;

        /// A status at a waiting table: `name` stood up.
        fn stands_up(&self, name: &str, free: usize) -> String;

        /// A game command at a table not dealt yet.
        fn not_dealt_yet(&self) -> String;

        /// `start` from anyone but the first person at a waiting table.
        fn only_first_starts(&self, first: &str) -> String;

        /// `start` at a table in play.
        fn dealt_already(&self) -> String;

        /// A waiting table everyone left, or nobody touched for the idle time: it is given up.
        fn table_given_up(&self, number: u32) -> String;

        /// A table in play nobody touched for the idle time: it rests in its save.
        fn table_rests(&self, number: u32) -> String;

        /// The server's log: a table's search failed and took the table with it.
        fn table_lost(&self, number: u32) -> String;

        /// `tell` to a name nobody online has.
        fn nobody_named(&self, name: &str) -> String;

        /// A chat line over the pace.
        fn chat_too_fast(&self, count: usize, seconds: u64) -> String;

        /// The heading of `who`.
        fn who_heading(&self, count: usize) -> String;

        /// One person in `who`, with their rating ([`RecordWords::rating_beside`]): in the
        /// lobby (`table` is `None`) or at a table, seated or watching.
        ///
        /// [`RecordWords::rating_beside`]: crate::words::RecordWords::rating_beside
        fn who_line(&self, name: &str, rating: &str, table: Option<u32>, watching: bool) -> String;

        /// One person in `who` who reviews stored game `game` (in the lobby, for programs).
        fn who_reviewing(&self, name: &str, rating: &str, game: u64) -> String;

        /// `tables` with no table.
        fn no_tables(&self) -> String;

        /// The heading of `tables`.
        fn tables_heading(&self) -> String;

        /// One table in `tables`: each seat's name (`None`: free), kind and whether it is
        /// taken; the variants, the watchers, whose decision it is, whether it rests.
        fn table_line(&self, table: &TableListing) -> String;

        /// `quit`: the person leaves the server (the last line before it closes).
        fn left_the_server(&self) -> String;

        /// The server stops, to a person at a table (saved in `slot`).
        fn server_stops(&self, slot: &str) -> String;

        /// The server stops, to a person in the lobby.
        fn server_stops_lobby(&self) -> String;

        /// The server's log: table `number` was opened by `name`.
        fn table_opened(&self, number: u32, name: &str) -> String;

        /// The server's log: table `number` was dealt.
        fn table_dealt(&self, number: u32) -> String;

        /// A table's save that cannot be read: it is left as it is.
        fn table_save_unreadable(&self, slot: &str) -> String;

        /// The names file is broken at `line`: the server does not start, and the file is left
        /// as it is.
        fn names_file_broken(&self, path: &Path, line: usize) -> String;

        /// The server's opening lines after `listening on …`: where it keeps its tables and
        /// names, and how to come in.
        fn lobby_opened(&self, saves: &Path, address: &str) -> String;
    }
}
