//! The English sentences of [`ScreenWords`](crate::words::ScreenWords).

use crate::notation::PlayerKind;
use crate::rules::Options;
use crate::rules::{BonusKind, EndReason, Game, TileStatus};
use crate::words::en::English;
use crate::words::screens::{chain_names, seed_flag};
use crate::words::{Basics, ScreenWords};

impl ScreenWords for English {
    fn turn_header(&self, turn: u32, whose: &str, cash: u32, holding: &str) -> String {
        format!("Turn {turn} - {whose} - cash {} - {holding}", self.money(cash))
    }

    fn deciding_out_of_turn(&self, current: &str, viewer: &str) -> String {
        format!("{} turn - {viewer} decides", self.possessive(current))
    }

    fn you_hold(&self, holdings: &[String]) -> String {
        match holdings {
            [] => "no shares".to_string(),
            _ => format!("you hold {}", holdings.join(", ")),
        }
    }

    fn help_pointer(&self) -> String {
        "'help' lists commands".to_string()
    }

    fn screen_table_heading(&self) -> String {
        "chain         size   price bank 1st/2nd".to_string()
    }

    fn not_on_the_board(&self) -> String {
        "not on the board".to_string()
    }

    fn screen_legend(&self) -> String {
        ". empty  # lone  * your tile  S safe".to_string()
    }

    fn watch_legend(&self) -> String {
        ". empty  # lone  S safe".to_string()
    }

    fn your_tiles(&self) -> String {
        "Your tiles: ".to_string()
    }

    fn no_tiles(&self) -> String {
        "none".to_string()
    }

    fn short_status(&self, status: TileStatus) -> String {
        match status {
            TileStatus::Lone => "lone".to_string(),
            TileStatus::Founds => "founds".to_string(),
            TileStatus::Grows(chain) => format!("grows {chain}"),
            TileStatus::Merges(chains) => format!("merges {}", self.and_list(&chain_names(chains.iter()))),
            TileStatus::EighthChain => "waits (no eighth chain, R12)".to_string(),
            TileStatus::Dead => "dead (replaced at the end of your turn, R13)".to_string(),
        }
    }

    fn since_your_last_turn(&self, first: bool) -> String {
        if first { "Before your first turn:" } else { "Since your last turn:" }.to_string()
    }

    fn board_legend(&self, marked: bool) -> String {
        let mark = if marked { "  * your playable tile" } else { "" };
        format!(". empty  # lone hotel{mark}")
    }

    fn hand_heading(&self, name: &str) -> String {
        format!("{} tiles:", self.possessive(name))
    }

    fn empty_hand(&self) -> String {
        "(none)".to_string()
    }

    fn tile_status(&self, status: TileStatus) -> String {
        match status {
            TileStatus::Lone => "playable: a lone hotel".to_string(),
            TileStatus::Founds => "playable: founds a chain".to_string(),
            TileStatus::Grows(chain) => format!("playable: grows {chain}"),
            TileStatus::Merges(chains) => {
                format!("playable: merges {}", self.and_list(&chain_names(chains.iter())))
            }
            TileStatus::EighthChain => "not now: would found an eighth chain (R12)".to_string(),
            TileStatus::Dead => {
                "dead: touches two safe chains, replaced at the end of your turn (R13)".to_string()
            }
        }
    }

    fn no_chain_on_board(&self) -> String {
        "No chain is on the board yet.".to_string()
    }

    fn chains_headings(&self) -> [String; 7] {
        ["chain", "size", "price", "safe", "bank", "majority", "minority"].map(String::from)
    }

    fn safe_mark(&self, safe: bool) -> String {
        if safe { "yes" } else { "-" }.to_string()
    }

    fn sole_holder(&self) -> String {
        "(sole holder)".to_string()
    }

    fn standing(&self, kind: Option<BonusKind>) -> String {
        match kind {
            Some(BonusKind::Majority) => "you 1st",
            Some(BonusKind::SharedMajority) => "you 1st=",
            Some(BonusKind::Both) => "you 1st+2nd",
            Some(BonusKind::Minority) => "you 2nd",
            Some(BonusKind::SharedMinority) => "you 2nd=",
            None => "not you",
        }
        .to_string()
    }

    fn off_the_board(&self, names: &[String]) -> String {
        format!("Not on the board: {}.", names.join(", "))
    }

    fn players_headings(&self) -> [String; 4] {
        ["player", "kind", "cash", "net worth"].map(String::from)
    }

    fn kind_word(&self, kind: PlayerKind) -> String {
        match kind {
            PlayerKind::Human => "human",
            PlayerKind::Tourist => "tourist",
            PlayerKind::Broker => "broker",
            PlayerKind::Tycoon => "tycoon",
        }
        .to_string()
    }

    fn seat(&self, name: &str, kind: PlayerKind) -> String {
        match kind {
            PlayerKind::Human => format!("{name} ({})", self.kind_word(kind)),
            _ => format!("{name} (computer, {})", self.kind_word(kind)),
        }
    }

    fn at_the_table(&self, seats: &[String]) -> String {
        format!("At the table: {}.", seats.join(", "))
    }

    fn line_full(&self) -> String {
        "(the line is full)".to_string()
    }

    fn log_cut(&self, shown: usize, total: usize) -> String {
        format!("(the last {shown} of {total} lines; 'log all' shows them all)")
    }

    fn nobody_human(&self, example: Option<&str>) -> String {
        let all = "Nobody human sits at the table: the computers play the game to its end.";
        match example {
            Some(example) => format!("{all} To play yourself, take a seat: --players {example}"),
            None => all.to_string(),
        }
    }

    fn new_game_dealt(&self, seed: u64, options: Options) -> String {
        let variant = self.variants(options);
        format!("A new game{variant} with seed {seed} (replay it with {}).", seed_flag(seed, options))
    }

    fn pass_the_keyboard(&self, turn: u32, name: &str, turn_of: Option<&str>) -> String {
        let pass = format!("Pass the keyboard to {name}, then press Enter.");
        match turn_of {
            None => format!("Turn {turn}: {} turn. {pass}", self.possessive(name)),
            Some(current) => {
                format!("Turn {turn} ({} turn): {name} decides. {pass}", self.possessive(current))
            }
        }
    }

    fn only_enter_here(&self, name: &str) -> String {
        format!(
            "only Enter goes on from here, and shows {} tiles; 'quit' leaves the game",
            self.possessive(name)
        )
    }

    fn is_thinking(&self, name: &str) -> String {
        format!("{name} is thinking")
    }

    fn game_over_prompt(&self) -> String {
        "The game is over ('new' deals again, 'quit' leaves)".to_string()
    }

    fn line_cancelled(&self) -> String {
        "(line cancelled; 'quit' leaves the game)".to_string()
    }

    fn interrupted(&self) -> String {
        "(Ctrl-C pressed: the game goes on; 'quit' leaves it)".to_string()
    }

    fn leave_the_game(&self) -> String {
        "Leave the game? (y/n) ".to_string()
    }

    fn game_is_over_refusal(&self) -> String {
        "the game is over: 'new' deals again, 'board', 'log' and 'players' look back".to_string()
    }

    fn nothing_to_buy(&self, name: &str) -> String {
        format!("No chain is on the board, so there is nothing to buy: {} turn ends.", self.possessive(name))
    }

    fn dump_hides_holdings(&self) -> String {
        "dump shows every player's cash and shares, which hidden holdings (V2) keep from the \
         screens: it works in a command file or once the game is over"
            .to_string()
    }

    fn dump_hidden(&self) -> String {
        "dump shows every hand and the pool, which hot-seat players must not see (R19): \
         it works with one human, in a command file, or once the game is over"
            .to_string()
    }

    fn thinking_about_hint(&self) -> String {
        "thinking about a hint".to_string()
    }

    fn hint_stopped(&self) -> String {
        "(Ctrl-C pressed: no hint, the search was stopped; the game goes on)".to_string()
    }

    fn hint(&self, advice: &str) -> String {
        format!("hint: {advice}")
    }

    fn no_hint_game_over(&self) -> String {
        "no hint: the game is over".to_string()
    }

    fn no_hint_not_yours(&self) -> String {
        "no hint: the game waits for someone else's decision".to_string()
    }

    fn nothing_legal_game_over(&self) -> String {
        "nothing to decide: the game is over".to_string()
    }

    fn nothing_legal_not_yours(&self) -> String {
        "nothing to decide: the game waits for someone else's decision".to_string()
    }

    fn new_only_after_the_end(&self) -> String {
        "'new' deals again once this game is over; 'quit' leaves (at a terminal the game stays saved)"
            .to_string()
    }

    fn cannot_deal_again(&self, reason: &str) -> String {
        format!("cannot deal again: {reason}")
    }

    fn nothing_happened_yet(&self) -> String {
        "Nothing has happened yet.".to_string()
    }

    fn game_over(&self, game: &Game, reason: EndReason) -> String {
        let why = match reason {
            EndReason::Announced(player) => format!("{} announced the end (R16)", game.name(player)),
            EndReason::NoPlayableTiles => "nobody can place a tile any more (R17)".to_string(),
        };
        format!("The game is over: {why}.")
    }

    fn winners(&self, names: &[String], cash: u32) -> String {
        match names {
            [] => String::new(),
            [only] => format!("{only} wins with {}.", self.money(cash)),
            _ => format!("{} share first place with {} each.", self.and_list(names), self.money(cash)),
        }
    }

    fn ranking_headings(&self) -> [String; 6] {
        ["rank", "player", "cash", "bonuses", "share sales", "final"].map(String::from)
    }

    fn market_took(&self, at_the_end: u32, before: u32) -> String {
        format!(
            "The market (V3) took {} in the final scoring and {} before; that money left the game.",
            self.money(at_the_end),
            self.money(before)
        )
    }

    fn after_the_end(&self) -> String {
        "Look back with 'board', 'log', 'players'; 'save' keeps it; 'new' deals again.".to_string()
    }
}
