use std::path::Path;
use std::time::Duration;

use crate::notation::PlayerKind;
use crate::rules::PlayerId;
use crate::words::TableWords;

use crate::words::pseudo::{English, Pseudo, wrap};

impl TableWords for Pseudo {
    fn joined(&self, name: &str) -> String {
        wrap(English.joined(name))
    }

    fn left(&self, name: &str) -> String {
        wrap(English.left(name))
    }

    fn watchers(&self, count: usize) -> String {
        wrap(English.watchers(count))
    }

    fn you_play(&self, name: &str) -> String {
        wrap(English.you_play(name))
    }

    fn you_watch(&self) -> String {
        wrap(English.you_watch())
    }

    fn waiting_for(&self, name: &str) -> String {
        wrap(English.waiting_for(name))
    }

    fn empty_seats(&self, names: &[String]) -> String {
        wrap(English.empty_seats(names))
    }

    fn not_your_decision(&self, decider: &str) -> String {
        wrap(English.not_your_decision(decider))
    }

    fn not_at_a_table(&self, word: &str) -> String {
        wrap(English.not_at_a_table(word))
    }

    fn dump_after_the_end(&self) -> String {
        wrap(English.dump_after_the_end())
    }

    fn only_watching(&self) -> String {
        wrap(English.only_watching())
    }

    fn only_host_deals(&self, host: &str) -> String {
        wrap(English.only_host_deals(host))
    }

    fn after_the_end_at_table(&self, host: &str) -> String {
        wrap(English.after_the_end_at_table(host))
    }

    fn dealt_again_at_table(&self) -> String {
        wrap(English.dealt_again_at_table())
    }

    fn goodbye(&self) -> String {
        wrap(English.goodbye())
    }

    fn ask_for_code(&self) -> String {
        wrap(English.ask_for_code())
    }

    fn wrong_code(&self) -> String {
        wrap(English.wrong_code())
    }

    fn too_many_wrong_codes(&self) -> String {
        wrap(English.too_many_wrong_codes())
    }

    fn taken_over(&self) -> String {
        wrap(English.taken_over())
    }

    fn listening(&self, address: &str, loopback_only: bool) -> String {
        wrap(English.listening(address, loopback_only))
    }

    fn code_line(&self, name: &str, code: &str) -> String {
        wrap(English.code_line(name, code))
    }

    fn table_saved_as(&self, slot: &str) -> String {
        wrap(English.table_saved_as(slot))
    }

    fn no_table_to_continue(&self, folder: &Path) -> String {
        wrap(English.no_table_to_continue(folder))
    }

    fn how_to_join(&self, address: &str) -> String {
        wrap(English.how_to_join(address))
    }

    fn seat_number(&self, player: PlayerId) -> String {
        wrap(English.seat_number(player))
    }

    fn table_full(&self) -> String {
        wrap(English.table_full())
    }

    fn line_too_long(&self, limit: usize) -> String {
        wrap(English.line_too_long(limit))
    }

    fn cannot_listen(&self, address: &str, error: &std::io::Error) -> String {
        wrap(English.cannot_listen(address, error))
    }

    fn waiting_for_absent(&self, name: &str) -> String {
        wrap(English.waiting_for_absent(name))
    }

    fn seat_waits(&self, decider: &str, viewer: &str) -> String {
        wrap(English.seat_waits(decider, viewer))
    }

    fn over_prompt(&self, host: &str) -> String {
        wrap(English.over_prompt(host))
    }

    fn stands_in(&self, name: &str, kind: PlayerKind) -> String {
        wrap(English.stands_in(name, kind))
    }

    fn closed_idle(&self, idle: &str, slot: Option<&str>) -> String {
        wrap(English.closed_idle(idle, slot))
    }

    fn host_closed(&self, slot: Option<&str>) -> String {
        wrap(English.host_closed(slot))
    }

    fn span(&self, span: Duration) -> String {
        wrap(English.span(span))
    }

    fn table_in_use(&self, slot: &str) -> String {
        wrap(English.table_in_use(slot))
    }
}
