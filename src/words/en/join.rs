//! The English sentences of [`JoinWords`](crate::words::JoinWords).

use std::io;

use crate::words::en::English;
use crate::words::{FileWords, JoinWords};

impl JoinWords for English {
    fn code_question(&self) -> String {
        "Your seat's code (the host has it, e.g. K7QF-2M9X)".to_string()
    }

    fn table_closed(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!("The table at {address} closed the connection: press Enter to end."),
            false => format!("The table at {address} closed the connection."),
        }
    }

    fn table_left(&self) -> String {
        "You left the table.".to_string()
    }

    fn no_seat_taken(&self) -> String {
        "No seat was taken: join ends.".to_string()
    }

    fn table_unreachable(&self, address: &str, error: &io::Error) -> String {
        format!("cannot reach a table at {address}: {}", self.io_error(error))
    }

    fn not_a_table(&self, address: &str) -> String {
        format!("{address} is not a Baulöwe table (it does not answer in bauloewe/1)")
    }

    fn connection_failed(&self, address: &str, error: &io::Error) -> String {
        format!("the connection to {address} failed: {}", self.io_error(error))
    }

    fn connection_lost(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!("The connection to {address} was lost: press Enter to join again."),
            false => format!("The connection to {address} was lost; trying again (Ctrl-C stops)."),
        }
    }

    fn back_at_table(&self) -> String {
        "Back at the table.".to_string()
    }

    fn gave_up(&self, address: &str, span: &str) -> String {
        format!(
            "No table answered at {address} for {span}; giving up. Your code takes your seat again later."
        )
    }

    fn name_question(&self) -> String {
        "Your name (or your name and your secret, e.g. Ann K7QF-2M9X)".to_string()
    }

    fn not_a_name(&self, name: &str) -> String {
        format!("'{name}' is no name: a name is 1 to 16 letters and digits")
    }

    fn name_and_secret_only(&self) -> String {
        "type your name, or your name and your secret: two words at most".to_string()
    }

    fn lobby_closed(&self, address: &str, typing: bool) -> String {
        match typing {
            true => format!("The server at {address} closed the connection: press Enter to end."),
            false => format!("The server at {address} closed the connection."),
        }
    }

    fn lobby_left(&self) -> String {
        "You left the server.".to_string()
    }

    fn no_name_taken(&self) -> String {
        "No name was taken: join ends.".to_string()
    }

    fn back_in_lobby(&self) -> String {
        "Back in the lobby.".to_string()
    }

    fn gave_up_lobby(&self, address: &str, span: &str) -> String {
        format!(
            "No server answered at {address} for {span}; giving up. Your name and your secret bring you \
             back later."
        )
    }

    fn code_at_lobby(&self, address: &str) -> String {
        format!(
            "{address} is a lobby, not a table: it asks for your name, not a code (join it without --code \
             and --watch)"
        )
    }

    fn name_at_table(&self, address: &str) -> String {
        format!(
            "{address} is a table, not a lobby: it asks for a seat's code, not a name (join it without --name)"
        )
    }
}
