use crate::notation::PlayerKind;
use crate::rules::Options;
use crate::rules::{BonusKind, EndReason, Game, TileStatus};
use crate::words::ScreenWords;
use crate::words::pseudo::{English, Pseudo, wrap};

/// Every sentence and heading wrapped, the kind words too (a table's row must hold a wrapped
/// part).
impl ScreenWords for Pseudo {
    fn turn_header(&self, turn: u32, whose: &str, cash: u32, holding: &str) -> String {
        wrap(English.turn_header(turn, whose, cash, holding))
    }

    fn deciding_out_of_turn(&self, current: &str, viewer: &str) -> String {
        wrap(English.deciding_out_of_turn(current, viewer))
    }

    fn you_hold(&self, holdings: &[String]) -> String {
        wrap(English.you_hold(holdings))
    }

    fn help_pointer(&self) -> String {
        wrap(English.help_pointer())
    }

    fn screen_table_heading(&self) -> String {
        wrap(English.screen_table_heading())
    }

    fn not_on_the_board(&self) -> String {
        wrap(English.not_on_the_board())
    }

    fn screen_legend(&self) -> String {
        wrap(English.screen_legend())
    }

    fn your_tiles(&self) -> String {
        wrap(English.your_tiles())
    }

    fn no_tiles(&self) -> String {
        wrap(English.no_tiles())
    }

    fn short_status(&self, status: TileStatus) -> String {
        wrap(English.short_status(status))
    }

    fn since_your_last_turn(&self) -> String {
        wrap(English.since_your_last_turn())
    }

    fn board_legend(&self, marked: bool) -> String {
        wrap(English.board_legend(marked))
    }

    fn hand_heading(&self, name: &str) -> String {
        wrap(English.hand_heading(name))
    }

    fn empty_hand(&self) -> String {
        wrap(English.empty_hand())
    }

    fn tile_status(&self, status: TileStatus) -> String {
        wrap(English.tile_status(status))
    }

    fn no_chain_on_board(&self) -> String {
        wrap(English.no_chain_on_board())
    }

    fn chains_headings(&self) -> [String; 7] {
        English.chains_headings().map(wrap)
    }

    fn safe_mark(&self, safe: bool) -> String {
        wrap(English.safe_mark(safe))
    }

    fn sole_holder(&self) -> String {
        wrap(English.sole_holder())
    }

    fn standing(&self, kind: Option<BonusKind>) -> String {
        wrap(English.standing(kind))
    }

    fn off_the_board(&self, names: &[String]) -> String {
        wrap(English.off_the_board(names))
    }

    fn players_headings(&self) -> [String; 4] {
        English.players_headings().map(wrap)
    }

    fn kind_word(&self, kind: PlayerKind) -> String {
        wrap(English.kind_word(kind))
    }

    fn seat(&self, name: &str, kind: PlayerKind) -> String {
        wrap(English.seat(name, kind))
    }

    fn at_the_table(&self, seats: &[String]) -> String {
        wrap(English.at_the_table(seats))
    }

    fn line_full(&self) -> String {
        wrap(English.line_full())
    }

    fn log_cut(&self, shown: usize, total: usize) -> String {
        wrap(English.log_cut(shown, total))
    }

    fn nobody_human(&self, example: Option<&str>) -> String {
        wrap(English.nobody_human(example))
    }

    fn new_game_dealt(&self, seed: u64, options: Options) -> String {
        wrap(English.new_game_dealt(seed, options))
    }

    fn pass_the_keyboard(&self, turn: u32, name: &str, turn_of: Option<&str>) -> String {
        wrap(English.pass_the_keyboard(turn, name, turn_of))
    }

    fn only_enter_here(&self, name: &str) -> String {
        wrap(English.only_enter_here(name))
    }

    fn is_thinking(&self, name: &str) -> String {
        wrap(English.is_thinking(name))
    }

    fn game_over_prompt(&self) -> String {
        wrap(English.game_over_prompt())
    }

    fn line_cancelled(&self) -> String {
        wrap(English.line_cancelled())
    }

    fn interrupted(&self) -> String {
        wrap(English.interrupted())
    }

    fn leave_the_game(&self) -> String {
        wrap(English.leave_the_game())
    }

    fn game_is_over_refusal(&self) -> String {
        wrap(English.game_is_over_refusal())
    }

    fn nothing_to_buy(&self, name: &str) -> String {
        wrap(English.nothing_to_buy(name))
    }

    fn dump_hides_holdings(&self) -> String {
        wrap(English.dump_hides_holdings())
    }

    fn dump_hidden(&self) -> String {
        wrap(English.dump_hidden())
    }

    fn thinking_about_hint(&self) -> String {
        wrap(English.thinking_about_hint())
    }

    fn hint_stopped(&self) -> String {
        wrap(English.hint_stopped())
    }

    fn hint(&self, advice: &str) -> String {
        wrap(English.hint(advice))
    }

    fn no_hint_game_over(&self) -> String {
        wrap(English.no_hint_game_over())
    }

    fn no_hint_not_yours(&self) -> String {
        wrap(English.no_hint_not_yours())
    }

    fn nothing_legal_game_over(&self) -> String {
        wrap(English.nothing_legal_game_over())
    }

    fn nothing_legal_not_yours(&self) -> String {
        wrap(English.nothing_legal_not_yours())
    }

    fn new_only_after_the_end(&self) -> String {
        wrap(English.new_only_after_the_end())
    }

    fn cannot_deal_again(&self, reason: &str) -> String {
        wrap(English.cannot_deal_again(reason))
    }

    fn nothing_happened_yet(&self) -> String {
        wrap(English.nothing_happened_yet())
    }

    fn game_over(&self, game: &Game, reason: EndReason) -> String {
        wrap(English.game_over(game, reason))
    }

    fn winners(&self, names: &[String], cash: u32) -> String {
        wrap(English.winners(names, cash))
    }

    fn ranking_headings(&self) -> [String; 6] {
        English.ranking_headings().map(wrap)
    }

    fn market_took(&self, at_the_end: u32, before: u32) -> String {
        wrap(English.market_took(at_the_end, before))
    }

    fn after_the_end(&self) -> String {
        wrap(English.after_the_end())
    }
}
