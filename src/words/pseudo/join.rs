use std::io;

use crate::words::JoinWords;
use crate::words::pseudo::{English, Pseudo, wrap};

impl JoinWords for Pseudo {
    fn code_question(&self) -> String {
        wrap(English.code_question())
    }

    fn table_closed(&self, address: &str) -> String {
        wrap(English.table_closed(address))
    }

    fn table_left(&self) -> String {
        wrap(English.table_left())
    }

    fn table_unreachable(&self, address: &str, error: &io::Error) -> String {
        wrap(English.table_unreachable(address, error))
    }

    fn not_a_table(&self, address: &str) -> String {
        wrap(English.not_a_table(address))
    }

    fn connection_failed(&self, address: &str, error: &io::Error) -> String {
        wrap(English.connection_failed(address, error))
    }

    fn connection_lost(&self, address: &str, typing: bool) -> String {
        wrap(English.connection_lost(address, typing))
    }

    fn back_at_table(&self) -> String {
        wrap(English.back_at_table())
    }

    fn gave_up(&self, address: &str, span: &str) -> String {
        wrap(English.gave_up(address, span))
    }
}
