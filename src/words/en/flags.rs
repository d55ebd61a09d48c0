//! The English sentences of [`FlagWords`](crate::words::FlagWords).

use std::io;
use std::path::Path;

use crate::flags::{FlagError, FlagId, Tool, ValueName, ValueProblem};
use crate::notation::PlayerKind;
use crate::words::en::English;
use crate::words::flags::HelpHeadings;
use crate::words::{Basics, FileWords, FlagWords, ScreenWords};

impl FlagWords for English {
    fn tool_about(&self, tool: Tool) -> String {
        match tool {
            Tool::Play => "Baulöwe: the hotel-chain and stock game known as Acquire, in the console.\n\n\
                           With no flags you play against three computer players; the seed is printed so that \
                           `--seed` replays the same deal."
                .to_string(),
            Tool::Simulate => {
                "Let computer players play many games against each other and report the results".to_string()
            }
            Tool::Help => "Print this help or the help of the given command".to_string(),
            Tool::Serve => "Open a table that friends join from their own computers (bauloewe join, or nc): \
                            each person's seat gets a code, and every hand stays on its own screen"
                .to_string(),
            Tool::Join => "Take a seat at a table on another machine (bauloewe serve there), or watch it\n\n\
                           The host gives each player the table's address and a seat's code. A lobby \
                           (bauloewe server there) asks for your name instead, and you choose a table \
                           inside it."
                .to_string(),
            Tool::Server => "Open a lobby where people meet, open tables, chat and play (bauloewe join, or nc): \
                             each person comes in with a name held by a secret, and every table is saved \
                             after every decision (without --save-dir, in saves/lobby)"
                .to_string(),
            Tool::Review => "Look at a game again, turn by turn: the board after each turn, what each player did \
                             in it, every hand, cash and shares, and at the last turn the end\n\n\
                             FILE is a save file, or the name of a save slot (see 'saves' in the game). Type \
                             Enter or next, back, turn N, first, last; leave or quit ends the review."
                .to_string(),
            Tool::History => "Show each person's record at home against the computer levels, and their last \
                              games\n\n\
                              A game played to its end at a terminal is kept in the records (bauloewe.sqlite \
                              in the saves folder) unless --no-records is given; scripts and pipes keep none. \
                              With NAME, only that person's record."
                .to_string(),
            Tool::Record => "Print game N of the records at home as a save file\n\n\
                             bauloewe record 3 > saves/game3.save, then bauloewe --load game3 replays it \
                             to its end."
                .to_string(),
        }
    }

    fn tool_usage(&self, tool: Tool) -> String {
        match tool {
            Tool::Play => "bauloewe [OPTIONS] [COMMAND]",
            Tool::Simulate => "bauloewe simulate [OPTIONS]",
            Tool::Help => "bauloewe help [OPTIONS] [COMMAND]",
            Tool::Serve => "bauloewe serve [OPTIONS]",
            Tool::Join => "bauloewe join [OPTIONS] HOST:PORT",
            Tool::Server => "bauloewe server [OPTIONS]",
            Tool::Review => "bauloewe review [OPTIONS] FILE",
            Tool::History => "bauloewe history [OPTIONS] [NAME]",
            Tool::Record => "bauloewe record [OPTIONS] N",
        }
        .to_string()
    }

    fn help_headings(&self) -> HelpHeadings {
        HelpHeadings {
            usage: "Usage:".to_string(),
            commands: "Commands:".to_string(),
            options: "Options:".to_string(),
        }
    }

    fn flag_help(&self, flag: FlagId) -> String {
        match flag {
            FlagId::Seed => "Shuffle the tiles from this seed (the same seed and commands replay the same game)",
            FlagId::Players => {
                "Players in seat order: NAME[:KIND],... with KIND human, tourist, broker or tycoon. The first \
                 seat is human and the others are brokers unless a kind is given; 2 to 6 seats; several humans \
                 play hot-seat"
            }
            FlagId::Position => "Start from a position file (as 'dump' prints it) instead of a new deal",
            FlagId::Load => "Go on with the game saved in slot NAME (see 'saves' in the game)",
            FlagId::Continue => {
                "Go on with the unfinished game saved last, where it stood: the game last played at a \
                 terminal, or with serve the table last opened (both are saved after every decision)"
            }
            FlagId::SaveDir => "Keep the save slots in DIR",
            FlagId::Script => {
                "Read commands from FILE instead of the keyboard: no pauses, each command is echoed. A header \
                 written by --record says how the game began; flags that disagree with it are refused"
            }
            FlagId::Record => {
                "Write every line typed to FILE, with a header saying how the game began, as a script that \
                 --script FILE replays"
            }
            FlagId::NoRecords => {
                "Keep no finished game in the records at home (bauloewe history); a game played to its end \
                 at a terminal is kept there otherwise"
            }
            FlagId::Color => {
                "Color the chains: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always, or never"
            }
            FlagId::Quick => "Quick game (variant V1): the end may be announced from a chain of 25 hotels",
            FlagId::Hidden => {
                "Hidden holdings (variant V2): nobody sees another player's cash or shares until the game is over; \
                 what players do is still told"
            }
            FlagId::Market => {
                "The market (variant V3, two players only): at every payout of bonuses the pool's next tile \
                 is turned over, and the market holds as many shares as the tile's column and competes for the \
                 bonuses"
            }
            FlagId::Lang => {
                "The language of the game: en (English) or de (German, with German command words too). \
                 Without the flag: German if LC_ALL, LC_MESSAGES or LANG (the first set) begins with de, \
                 else English"
            }
            FlagId::Games => {
                "How many games to play (a tournament rounds up to whole deals: one game per seat)"
            }
            FlagId::Levels => {
                "The computer levels in seat order, e.g. tycoon,broker,broker,broker; `tycoon:N` sets that \
                 tycoon's playouts per decision (tycoon:40000,tycoon:8000 compares two efforts); \
                 `tycoon-tree` (the default) and `tycoon-flat` (the earlier flat search) set its search. All tourists: the engine \
                 benchmark"
            }
            FlagId::FirstSeed => "The seed of the first game",
            FlagId::Threads => "Worker threads (without the flag: as many as processors)",
            FlagId::TimeDecisions => {
                "Instead of a tournament, time the first seat's decisions (median, 90th percentile)"
            }
            FlagId::TimeHints => "Instead of a tournament, time a hint at each of the first seat's decisions",
            FlagId::Tables => {
                "Instead of a tournament, the load benchmark: N tables served at once on 127.0.0.1, four \
                 bots each playing whole games over sockets; reports the time from a line sent to the next \
                 prompt, and memory, threads and open files per table"
            }
            FlagId::Kill => {
                "Instead of a tournament, games that survive a fault: each played through, then again with \
                 a client dropped (client) or the server killed and resumed (server) at a random decision; \
                 the final dumps must be equal. --games of them (50 for server unless given)"
            }
            FlagId::Deadline => "When --tables, --lobby or --kill stops at the latest, in seconds",
            FlagId::Think => {
                "With --tables, how long each bot thinks before a decision, in milliseconds, as a person \
                 would (not counted in the times)"
            }
            FlagId::Lobby => {
                "Instead of a tournament, the lobby's load: one bauloewe server on 127.0.0.1 and N tables \
                 of four bots, each arriving with a name, opening or sitting at a table and playing; \
                 reports the seating, the time from a line sent to the next prompt once all are seated, \
                 and the server's memory per connection, threads, open files and processor time per line"
            }
            FlagId::Pace => {
                "With --lobby, how fast the bots decide: now (as soon as they may, the default) or \
                 person (1 to 3 s a decision, as people do)"
            }
            FlagId::TablePlayers => {
                "Seats in order: NAME[:KIND],... with KIND human, tourist, broker or tycoon. The first seat \
                 is human and the others are brokers unless a kind is given; each human seat gets a code \
                 to join with"
            }
            FlagId::Bind => {
                "Listen on ADDR:PORT (port 0 picks a free one). 127.0.0.1 lets only this machine in; \
                 0.0.0.0 lets in the whole network, unencrypted (across the internet use an ssh tunnel)"
            }
            FlagId::Code => "The seat's code the host gave you (without the flag it is asked for)",
            FlagId::Watch => "Watch the table: the board, the chains and the moves, never a hand",
            FlagId::Name => {
                "Your name at a lobby (bauloewe server), followed by its secret once it has one: --name \
                 'Ann K7QF-2M9X' (without the flag it is asked for)"
            }
            FlagId::Journal => {
                "Keep the table's journal in FILE: how the game began, who came and went, and every line \
                 sent, which replays to what every seat read"
            }
            FlagId::StandIn => {
                "A computer of LEVEL (tourist, broker or tycoon) decides for a seat whose player is away when \
                 its decision is due, after --turn-timeout (2m without it), until the seat's code takes it back"
            }
            FlagId::TurnTimeout => {
                "How long the table waits for a player who is away at their decision before the stand-in \
                 decides (90s, 2m, 1h); alone, the stand-in is a broker"
            }
            FlagId::IdleTimeout => {
                "Save and close the table once nobody has sent a line or joined for TIME (90s, 2m, 1h)"
            }
            FlagId::Db => {
                "Keep the records (finished games, ratings, names) in the SQLite database FILE instead of \
                 bauloewe.sqlite in the save folder"
            }
            FlagId::Help => "Print help",
            FlagId::Version => "Print version",
        }
        .to_string()
    }

    fn flag_value_name(&self, name: ValueName) -> String {
        match name {
            ValueName::Number => "N",
            ValueName::Seats => "SPEC",
            ValueName::File => "FILE",
            ValueName::Folder => "DIR",
            ValueName::Name => "NAME",
            ValueName::When => "WHEN",
            ValueName::Language => "LANG",
            ValueName::Levels => "KINDS",
            ValueName::Address => "ADDR:PORT",
            ValueName::Code => "CODE",
            ValueName::Person => "NAME",
            ValueName::Killed => "WHAT",
            ValueName::Level => "LEVEL",
            ValueName::Time => "TIME",
            ValueName::Pace => "PACE",
        }
        .to_string()
    }

    fn flag_default(&self, value: &str) -> String {
        format!("[default: {value}]")
    }

    fn exit_codes(&self) -> String {
        "Exit codes:\n  \
         0  the game ended, was quit, or the input ended\n  \
         1  a command was refused in piped or scripted input (--script)\n  \
         2  bad flags, a file that cannot be read, or output that cannot be written\n\n\
         Type 'help' in the game for the commands."
            .to_string()
    }

    fn flag_error(&self, error: &FlagError) -> String {
        match error {
            FlagError::Unknown { arg, similar: None } => format!("unexpected argument '{arg}'"),
            FlagError::Unknown { arg, similar: Some(similar) } => {
                format!("unexpected argument '{arg}'; did you mean '{similar}'?")
            }
            FlagError::UnknownCommand { word, similar: None } => format!("unknown command '{word}'"),
            FlagError::UnknownCommand { word, similar: Some(similar) } => {
                format!("unknown command '{word}'; did you mean '{similar}'?")
            }
            FlagError::NoValue { flag } => format!("'{flag}' needs a value"),
            FlagError::UnwantedValue { flag, value } => format!("'{flag}' takes no value, but got '{value}'"),
            FlagError::Twice { flag } => format!("'{flag}' is given twice"),
            FlagError::NotFor { flag, command } => format!("'{flag}' means nothing for '{command}'"),
            FlagError::Together { flag, other } => format!("'{flag}' and '{other}' do not go together"),
            FlagError::Value { flag, value, problem } => value_problem(self, flag, value, problem),
            FlagError::NoAddress => "'join' needs the table's address, HOST:PORT".to_string(),
            FlagError::NoFile => "'review' needs a save file or a save slot's name, FILE".to_string(),
            FlagError::NoGameNumber => {
                "'record' needs the number of a game (bauloewe history lists them)".to_string()
            }
            FlagError::Unreadable => "the flags cannot be read".to_string(),
        }
    }

    fn flag_error_hint(&self) -> String {
        "For more information, try '--help'.".to_string()
    }

    fn cannot_read_file(&self, path: &Path, error: &io::Error) -> String {
        format!("cannot read {}: {}", path.display(), self.io_error(error))
    }

    fn cannot_write_file(&self, path: &Path, error: &io::Error) -> String {
        format!("cannot write {}: {}", path.display(), self.io_error(error))
    }

    fn cannot_write_output(&self, error: &io::Error) -> String {
        format!("cannot write the output: {}", self.io_error(error))
    }
}

/// Why a flag cannot take a value.
fn value_problem(words: &English, flag: &str, value: &str, problem: &ValueProblem) -> String {
    match problem {
        ValueProblem::Number { min: 0, max: None } => format!("'{flag}' takes a whole number, not '{value}'"),
        ValueProblem::Number { min, max: None } => {
            format!("'{flag}' takes a whole number of at least {}, not '{value}'", words.number(*min))
        }
        ValueProblem::Number { min, max: Some(max) } => format!(
            "'{flag}' takes a whole number from {} to {}, not '{value}'",
            words.number(*min),
            words.number(*max)
        ),
        ValueProblem::NotOneOf(choices) => {
            format!("'{flag}' takes {}, not '{value}'", words.or_list(choices))
        }
        ValueProblem::NotALevel => {
            let levels = [PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Tycoon];
            let levels = levels.map(|kind| words.kind_word(kind).to_lowercase());
            format!("'{flag}' takes {}, not '{value}'", words.or_list(&levels))
        }
        ValueProblem::Seats(error) => format!("{flag}: {}", words.seat_list_error(error)),
        ValueProblem::NotText => format!("the value of '{flag}' is not text (UTF-8)"),
        ValueProblem::Time => format!("'{flag}' takes a time like 90s, 2m or 1h, not '{value}'"),
        ValueProblem::Address => {
            format!(
                "'{value}' is not an address of the form ADDR:PORT (e.g. 127.0.0.1:7341; port 0 picks a free one)"
            )
        }
    }
}
