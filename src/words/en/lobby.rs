//! The lobby's words in English.

use std::path::Path;

use super::English;
use crate::command::lobby::{LONGEST_CHAT, Misused, OpenProblem, TableState};
use crate::notation::PlayerKind;
use crate::words::LobbyWords;
use crate::words::lobby::TableListing;
use crate::words::wrap::together;

impl LobbyWords for English {
    fn lobby_greeting(&self) -> String {
        "Baulöwe lobby: your name (a new one gets a secret), or your name and secret.".to_string()
    }

    fn name_first(&self) -> String {
        "give your name first: 'name Ann', or 'name Ann K7QF-2M9X' with your secret".to_string()
    }

    fn bad_name(&self, typed: Option<&str>) -> String {
        match typed {
            Some(name) => format!("'{name}' is no name here: 1 to 16 letters or digits, like Ann or Jürgen"),
            None => "type your name, or your name and your secret (Ann K7QF-2M9X), nothing more".to_string(),
        }
    }

    fn name_taken(&self) -> String {
        "that name is taken: if it is yours, type it with its secret (Ann K7QF-2M9X); else choose another"
            .to_string()
    }

    fn wrong_secret(&self) -> String {
        "that is not the name's secret: type the name and the secret you were given (Ann K7QF-2M9X)"
            .to_string()
    }

    fn unknown_name(&self) -> String {
        "nobody has that name yet: a new name is typed alone, and its secret comes with it".to_string()
    }

    fn lobby_listening(&self, address: &str, loopback_only: bool) -> String {
        let reach = if loopback_only { " (this machine only)" } else { "" };
        format!("Baulöwe lobby, listening on {address}{reach}")
    }

    fn too_many_guesses(&self) -> String {
        "too many wrong secrets from your address: wait a few seconds, then try again".to_string()
    }

    fn no_secret(&self) -> String {
        "no secret could be made for a new name just now: try again".to_string()
    }

    fn wrong_secrets_closed(&self, count: usize) -> String {
        format!("wrong secret again: {count} wrong secrets close the connection; connect again")
    }

    fn secret_explained(&self, name: &str, secret: &str) -> String {
        format!(
            "Your secret is {secret}: keep it. The name {name} is yours with it; next time type '{name} {secret}'. It is shown only this once."
        )
    }

    fn lobby_welcome(&self, name: &str, here: usize, tables: usize) -> String {
        let people = match here {
            1 => "you are the only one here".to_string(),
            n => format!("{n} people are here"),
        };
        let tables = match tables {
            0 => "no table yet".to_string(),
            1 => "1 table".to_string(),
            n => format!("{n} tables"),
        };
        format!("Welcome to the lobby, {name}: {people}, {tables}. 'help' lists what you can do.")
    }

    fn lobby_guide(&self, name: &str) -> String {
        format!("{name}, in the lobby (tables, open 4, sit N, who, say, help)")
    }

    fn lobby_help(&self) -> String {
        [
            "In the lobby:",
            "  tables           every table: its seats, variants, watchers, turn",
            "  who              who is here, and where",
            "  open 4           open a table for 4 people (2 to 6) and sit down at it;",
            "  open Ann,Bob,Cid:broker --hidden",
            "                   seats kept for Ann and Bob, the broker in the third;",
            "                   --quick, --hidden, --market as in a local game;",
            "                   only computers' seats: you watch them play",
            "  sit 3            take a free seat at table 3, or your own seat there",
            "  watch 3          watch table 3",
            "  say TEXT         to everyone in the lobby (at a table: everyone there)",
            "  tell NAME TEXT   to one person, wherever they are",
            "  ratings [N]      the leaderboard (for N players), surest strength first",
            "  history [NAME]   your games (or NAME's): result and rating change",
            "  record 12        game 12 as a save file: bauloewe --load replays it",
            "  review 12        game 12 turn by turn, every hand shown",
            "  passwd           a new secret for your name (the old one stops working)",
            "  quit             leave the server; your name and secret bring you back",
            "At a table: the game's commands, and leave (back to the lobby), start (the",
            "first person at a waiting table deals, computers in the empty seats).",
        ]
        .join("\n")
    }

    fn table_lobby_help(&self) -> String {
        "At a lobby's table also: say TEXT, tell NAME TEXT, who, tables, leave (back to the lobby; your seat stays yours)."
            .to_string()
    }

    fn play_at_a_table(&self) -> String {
        "you are in the lobby: sit down at a table to play ('tables' lists them, 'open 4' opens one)"
            .to_string()
    }

    fn not_a_lobby_word(&self, line: &str) -> String {
        format!("'{line}' is no command of the lobby: 'help' lists them")
    }

    fn lobby_misused(&self, misused: &Misused) -> String {
        match misused {
            Misused::Number(word) => format!("'{word}' needs a table's number: {word} 3"),
            Misused::Text(word) if word == "tell" => {
                "'tell' needs a name and a text: tell Ann hello".to_string()
            }
            Misused::Text(word) => format!("'{word}' needs a text: {word} hello"),
            Misused::TooLong => format!("a chat line is at most {LONGEST_CHAT} characters"),
            Misused::Open(problem) => open_problem(problem),
            Misused::Game(word) => {
                format!("'{word}' needs a stored game's number: {word} 12 ('history' lists them)")
            }
            Misused::Players(word) => {
                format!("'{word}' takes a player count from 2 to 6, or nothing: {word} 4")
            }
            Misused::Name(word) => format!("'{word}' takes one name, or nothing for your own: {word} Ann"),
        }
    }

    fn in_the_lobby_already(&self) -> String {
        "you are in the lobby already: 'quit' leaves the server".to_string()
    }

    fn start_at_a_table(&self) -> String {
        "'start' is for the first person at a waiting table: 'open 4' opens one".to_string()
    }

    fn leave_first(&self, number: u32) -> String {
        format!("you are at table {number}: 'leave' first, then go to another")
    }

    fn no_such_table(&self, number: u32) -> String {
        format!("there is no table {number}: 'tables' lists them")
    }

    fn cannot_sit(&self, number: u32, state: TableState) -> String {
        match state {
            TableState::Waiting => {
                format!("table {number} has no free seat for you: 'watch {number}' watches it")
            }
            TableState::Playing => {
                format!("table {number} is played without you: 'watch {number}' watches it")
            }
            TableState::Over => format!("table {number}'s game is over: 'open 4' opens a new one"),
        }
    }

    fn table_busy(&self, number: u32) -> String {
        format!("table {number} is busy: try again in a moment")
    }

    fn opened_for_others(&self, number: u32) -> String {
        format!(
            "Table {number} is open; its seats are kept for others, so you stay in the lobby ('watch {number}' watches it)."
        )
    }

    fn no_seat_for_you(&self, number: u32) -> String {
        format!("table {number} has no seat for you: 'watch {number}' watches it")
    }

    fn sat_down(&self, number: u32, seat: usize, free: usize) -> String {
        match free {
            0 => format!("You sit at table {number}, seat {seat}."),
            n => format!(
                "You sit at table {number}, seat {seat}. It deals when {} ('start' deals now, computers in the empty seats, if you sat first).",
                waiting_for(n)
            ),
        }
    }

    fn watching_a_gathering(&self, number: u32, free: usize) -> String {
        match free {
            // A table of computers only: nobody to wait for.
            0 => format!("You watch table {number}; it deals now."),
            _ => format!("You watch table {number}; it deals when {}.", waiting_for(free)),
        }
    }

    fn gathering_guide(&self, name: &str, number: u32) -> String {
        format!("{name} at table {number}, waiting (start, leave, say)")
    }

    fn sits_down(&self, name: &str, free: usize) -> String {
        match free {
            0 => format!("{name} sat down."),
            _ => format!("{name} sat down; the table deals when {}.", waiting_for(free)),
        }
    }

    fn stands_up(&self, name: &str, free: usize) -> String {
        format!("{name} stood up; the table deals when {}.", waiting_for(free))
    }

    fn not_dealt_yet(&self) -> String {
        "the game is not dealt yet: it deals when every person's seat is taken or the first person types 'start'".to_string()
    }

    fn only_first_starts(&self, first: &str) -> String {
        format!("only {first}, who sat down first, may start the game")
    }

    fn dealt_already(&self) -> String {
        "the game is dealt already".to_string()
    }

    fn table_given_up(&self, number: u32) -> String {
        format!("Table {number} is given up: nobody waits at it any more. You are back in the lobby.")
    }

    fn table_rests(&self, number: u32) -> String {
        format!(
            "Table {number} rests in its save: nobody played for a long time. 'sit {number}' opens it again."
        )
    }

    fn table_lost(&self, number: u32) -> String {
        format!("table {number}: a computer player failed; the table rests as last saved")
    }

    fn nobody_named(&self, name: &str) -> String {
        format!("nobody named '{name}' is here: 'who' lists who is")
    }

    fn chat_too_fast(&self, count: usize, seconds: u64) -> String {
        format!("not so fast: at most {count} chat lines in {seconds} seconds")
    }

    fn who_heading(&self, count: usize) -> String {
        match count {
            1 => "1 person here:".to_string(),
            n => format!("{n} people here:"),
        }
    }

    fn who_line(&self, name: &str, rating: &str, table: Option<u32>, watching: bool) -> String {
        match (table, watching) {
            (None, _) => format!("  {name:<16} {rating:<11} in the lobby"),
            (Some(n), false) => format!("  {name:<16} {rating:<11} at table {n}"),
            (Some(n), true) => format!("  {name:<16} {rating:<11} watching table {n}"),
        }
    }

    fn who_reviewing(&self, name: &str, rating: &str, game: u64) -> String {
        format!("  {name:<16} {rating:<11} reviewing game {game}")
    }

    fn no_tables(&self) -> String {
        "No tables yet: 'open 4' opens one for four people.".to_string()
    }

    fn tables_heading(&self) -> String {
        "Tables:".to_string()
    }

    fn table_line(&self, table: &TableListing) -> String {
        let TableListing { number, state, seats, options, watchers, deciding, resting } = table;
        let (number, state, options, watchers, resting) = (*number, *state, *options, *watchers, *resting);
        let seats: Vec<String> = seats
            .iter()
            .map(|(name, kind, taken)| match (name, kind) {
                (None, _) => "(free)".to_string(),
                (Some(name), PlayerKind::Human) if *taken => name.to_string(),
                (Some(name), PlayerKind::Human) => format!("{name} (away)"),
                (Some(name), kind) => format!("{name} ({})", kind.word()),
            })
            .collect();
        let state = match (state, resting) {
            (TableState::Waiting, _) => "waiting".to_string(),
            (TableState::Playing, true) => "resting".to_string(),
            (TableState::Playing, false) => match deciding {
                Some(name) => format!("playing, {name} to move"),
                None => "playing".to_string(),
            },
            (TableState::Over, _) => "over".to_string(),
        };
        let mut line = format!("  {number:>3}  {state}: {}", seats.join(", "));
        line.push_str(&self.variants(options));
        if watchers > 0 {
            line.push_str(&format!("; {watchers} watching"));
        }
        line
    }

    fn left_the_server(&self) -> String {
        "You left the server; your name and secret bring you back (to your seat, if a game is on)."
            .to_string()
    }

    fn server_stops(&self, slot: &str) -> String {
        format!("The server stops; your table is saved as {slot} and waits for you when it is back.")
    }

    fn server_stops_lobby(&self) -> String {
        "The server stops; come back with your name and secret when it is back.".to_string()
    }

    fn table_opened(&self, number: u32, name: &str) -> String {
        format!("table {number} opened by {name}")
    }

    fn table_dealt(&self, number: u32) -> String {
        format!("table {number} dealt")
    }

    fn table_save_unreadable(&self, slot: &str) -> String {
        format!("{slot} cannot be read: the table stays closed, and its file is left as it is")
    }

    fn names_file_broken(&self, path: &Path, line: usize) -> String {
        format!(
            "the names file {} is broken at line {line}: it is left as it is; mend it or move it away, then start again",
            path.display()
        )
    }

    fn lobby_opened(&self, saves: &Path, address: &str) -> String {
        format!(
            "Tables and names are kept in {}. To come in: {}, or nc with the host and port.",
            saves.display(),
            together(&format!("bauloewe join {address}"))
        )
    }

    fn too_many_new_names(&self) -> String {
        "too many new names from your address: wait a few seconds, then try again".to_string()
    }

    fn too_many_waiting(&self, most: usize) -> String {
        format!("you have {most} tables waiting for people already: sit at one, or wait until they deal")
    }
}

/// The people the table still waits for: `1 more person sits down`.
fn waiting_for(free: usize) -> String {
    match free {
        1 => "1 more person sits down".to_string(),
        n => format!("{n} more people sit down"),
    }
}

/// Why `open` was refused.
fn open_problem(problem: &OpenProblem) -> String {
    match problem {
        OpenProblem::Nothing => "'open' needs seats: open 4, or open Ann,Bob,Cid:broker".to_string(),
        OpenProblem::Count(count) => format!("a table has 2 to 6 seats, not {count} (R6)"),
        OpenProblem::Setup(error) => crate::words::RefusalWords::setup_error(&English, error),
        OpenProblem::Word(word) => {
            format!("'{word}' is neither seats nor a variant: open 4 --quick, --hidden or --market")
        }
        OpenProblem::Seat(seat) => {
            format!(
                "'{seat}' is no seat: a name of 1 to 16 letters or digits, then :broker, :tycoon or :tourist for a computer"
            )
        }
        OpenProblem::SameName(name) => {
            format!("two seats are called '{name}': each seat needs a name of its own")
        }
    }
}
