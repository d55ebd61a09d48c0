//! The English sentences of [`TableWords`](crate::words::TableWords).

use std::path::Path;
use std::time::Duration;

use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::words::table::span_units;
use crate::words::{Basics, ScreenWords, TableWords};

use crate::notation::text::quote;
use crate::words::en::English;
use crate::words::wrap::together;

impl TableWords for English {
    fn joined(&self, name: &str) -> String {
        format!("{name} joined the table.")
    }

    fn left_by_name(&self, name: &str) -> String {
        format!("{name} left the table (the seat stays theirs).")
    }

    fn name_taken_over(&self) -> String {
        "You came in again on another connection; this one is closed.".to_string()
    }

    fn left(&self, name: &str) -> String {
        format!("{name} left the table (their code brings them back).")
    }

    fn watchers(&self, count: usize) -> String {
        match count {
            0 => "Nobody watches the table any more.".to_string(),
            1 => "1 person watches the table.".to_string(),
            _ => format!("{count} people watch the table."),
        }
    }

    fn you_play(&self, name: &str) -> String {
        format!("You play {name}.")
    }

    fn you_watch(&self) -> String {
        "You watch the table: the board, the chains and every move, never a hand.".to_string()
    }

    fn waiting_for(&self, name: &str) -> String {
        format!("Waiting for {name}.")
    }

    fn empty_seats(&self, names: &[String]) -> String {
        format!("Not yet at the table: {}.", self.and_list(names))
    }

    fn not_your_decision(&self, decider: &str, _their_turn: bool) -> String {
        format!("not your decision: the table waits for {decider}")
    }

    fn not_at_a_table(&self, word: &str) -> String {
        format!("'{word}' works in a local game only: at a table it would change the game for everyone")
    }

    fn undo_not_at_a_table(&self, word: &str) -> String {
        format!(
            "'{word}' works only when you are the only human in the game: at a table it would change the game for everyone"
        )
    }

    fn files_not_at_a_table(&self, word: &str) -> String {
        format!(
            "'{word}' works in a local game only: a table's saves are on the host's machine, and it saves \
             itself after every decision"
        )
    }

    fn dump_after_the_end(&self) -> String {
        "dump shows every hand and the pool (R19): at a table it works once the game is over".to_string()
    }

    fn watcher_help(&self) -> String {
        "You are watching: 'board', 'chains', 'players', 'log' ('log all'), 'rules', 'help WORD' and 'quit' work. You see every move, never a hand.".to_string()
    }

    fn only_watching(&self) -> String {
        "you are watching: board, chains, players, log, rules, help and quit work".to_string()
    }

    fn only_host_deals(&self, host: &str) -> String {
        format!("only {host} deals again, once the game is over")
    }

    fn after_the_end_at_table(&self, host: Option<&str>, lobby: bool) -> String {
        let leaves = if lobby { "'leave' goes back to the lobby" } else { "'quit' leaves" };
        match host {
            Some(host) => {
                format!("Look back with 'board', 'log', 'players'; {host} deals again with 'new'; {leaves}.")
            }
            None => format!("Look back with 'board', 'log', 'players'; {leaves}."),
        }
    }

    fn dealt_again_at_table(&self) -> String {
        "A new game is dealt, with the same seats.".to_string()
    }

    fn goodbye(&self) -> String {
        "You left the table; your code brings you back to your seat.".to_string()
    }

    fn watcher_goodbye(&self) -> String {
        "You stopped watching; connect again and type 'watch' to watch again.".to_string()
    }

    fn ask_for_code(&self) -> String {
        "Baulöwe table: type your seat's code, or 'watch' to watch.".to_string()
    }

    fn watch_word(&self) -> &'static str {
        "watch"
    }

    fn wrong_codes_closed(&self, count: usize) -> String {
        format!("no seat for that code either: {count} wrong codes close the connection; connect again")
    }

    fn version_not_spoken(&self, asked: &str, spoken: &str) -> String {
        format!("this table speaks {spoken}, not '{}'", quote(asked))
    }

    fn wrong_code(&self) -> String {
        "that code opens no seat here: type the code the host gave you (like K7QF-2M9X), or 'watch'"
            .to_string()
    }

    fn too_many_wrong_codes(&self) -> String {
        "too many wrong codes from your address: wait a few seconds, then try again".to_string()
    }

    fn taken_over(&self) -> String {
        "Your code took your seat from another connection; this one is closed.".to_string()
    }

    fn listening(&self, address: &str, loopback_only: bool) -> String {
        let reach = if loopback_only { " (this machine only)" } else { "" };
        format!(
            "Baulöwe table, seed hidden until the end; {}{reach}",
            together(&format!("listening on {address}"))
        )
    }

    fn code_line(&self, name: &str, code: &str) -> String {
        format!("{name}: code {code}")
    }

    fn finished_game_kept(&self, kept: &str, slot: &str) -> String {
        format!("The finished game is kept as '{kept}'; the new game is saved as '{slot}'.")
    }

    fn table_saved_as(&self, slot: &str) -> String {
        format!(
            "The table is saved as '{slot}' after every move: {} goes on with it.",
            together(&format!("'bauloewe serve --load {slot}'"))
        )
    }

    fn no_table_to_continue(&self, folder: &Path) -> String {
        format!("no unfinished table in {} to continue: 'bauloewe serve' opens a new one", folder.display())
    }

    fn how_to_join(&self, address: &str) -> String {
        let command = together(&format!("bauloewe join {address} --code CODE"));
        format!("Players join with: {command} (or nc, then the code)")
    }

    fn seat_number(&self, player: PlayerId) -> String {
        format!("seat {}", player + 1)
    }

    fn table_full(&self, connections: usize) -> String {
        format!("This table is full ({connections} connections at most); try again later.")
    }

    fn line_too_long_before_code(&self, limit: usize) -> String {
        format!("that line is longer than {limit} bytes and was dropped: type your seat's code, or 'watch'")
    }

    fn line_too_long(&self, limit: usize) -> String {
        format!("that line is longer than {limit} bytes and was dropped: type a command")
    }

    fn cannot_listen(&self, address: &str, error: &std::io::Error) -> String {
        format!(
            "cannot listen on {address}: {error} (give --bind ADDR:PORT, e.g. 127.0.0.1:7341; port 0 picks a free one)"
        )
    }

    fn waiting_for_absent(&self, name: &str) -> String {
        format!("Waiting for {name}, who is not at the table.")
    }

    fn seat_waits(&self, decider: &str, viewer: &str) -> String {
        format!("{decider} decides - {viewer} waits")
    }

    fn over_prompt(&self, host: &str, lobby: bool) -> String {
        let leaves = if lobby { "'leave' goes back to the lobby" } else { "'quit' leaves" };
        format!("The game is over ({host} deals again with 'new', {leaves})")
    }

    fn stands_in(&self, name: &str, kind: PlayerKind) -> String {
        format!(
            "{name} is away at their decision: a {} decides for {name} until {name} is back.",
            self.kind_word(kind)
        )
    }

    fn closed_idle(&self, idle: &str, slot: Option<&str>) -> String {
        match slot {
            Some(slot) => format!(
                "Nobody has played at this table for {idle}: it is saved as {slot} and closed \
                 ('bauloewe serve --load {slot}' opens it again)."
            ),
            None => format!("Nobody has played at this table for {idle}: it is closed."),
        }
    }

    fn host_closed(&self, slot: Option<&str>) -> String {
        match slot {
            Some(slot) => format!(
                "The host closed the table; it is saved as {slot} ('bauloewe serve --load {slot}' opens it again)."
            ),
            None => "The host closed the table.".to_string(),
        }
    }

    fn span(&self, span: Duration) -> String {
        let (count, unit) = span_units(span);
        let units = [["second", "seconds"], ["minute", "minutes"], ["hour", "hours"]][unit];
        format!("{count} {}", if count == 1 { units[0] } else { units[1] })
    }

    fn table_in_use(&self, slot: &str) -> String {
        format!(
            "{slot} is open in another 'bauloewe serve' already: stop that one first (its players keep their codes)"
        )
    }
}
