//! The screen at the start of a person's turn: everything the decision needs in 80x24.
//!
//! ```text
//! Turn 23 - Ann - cash 4,300 - you hold Au 3, Be 2, Zu 1        'help' lists commands
//!    1  2  3  4  5  6  7  8  9 10 11 12|chain         size   price bank 1st/2nd
//! A  .  .  . Au Au  .  .  .  .  .  .  .|Zu Zugvogel      3     300   19 Eve/Bob=Dan
//! …                                     |(one row per chain, all seven)
//! I Be  .  .  .  .  #  .  .  .  .  .  .|. empty  # lone  * your tile  S safe
//! Your tiles: 8B grows Zugvogel - 5E lone - 12G grows Uferblick - 3A founds
//! Since your last turn:
//!   Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.
//! ```
//!
//! The board takes three columns a cell, so the chains table fits beside it in 80 columns; on
//! a terminal narrower than 76 the table goes below the board. `S` after a size marks a safe
//! chain (R15). `1st/2nd` names who would get the majority and the minority bonus now
//! (`Bob=Dan`: tied first, sharing both), by the first three letters of their names; with
//! hidden holdings (V2) it shows only where the viewer stands (`you 1st`). The `board`, `chains`
//! and `players` commands show the long forms.

use crate::rules::tile::{COLUMNS, ROWS};
use crate::rules::{BonusKind, Cell, Chain, Game, PlayerId, SHARES_PER_CHAIN, Tile};

use crate::show::palette::Palette;
use crate::show::render::hides_holdings;
use crate::words::Lang;
use crate::words::wrap::{PIPED_WIDTH, UNBROKEN, cut, together, visible_width, wrap, wrap_line};

/// The width of the board's lines (a row letter and twelve cells of three).
const BOARD_WIDTH: usize = 37;
/// What stands between the board and the table: a bar, so that the last column of the
/// board and the chain codes of the table do not run together.
const GAP: &str = "|";
/// The width of the table's columns before `1st/2nd`.
const TABLE_FIXED: usize = 31;
/// The narrowest screen with the table beside the board (room for 7 letters of holders).
const SIDE_BY_SIDE: usize = BOARD_WIDTH + GAP.len() + TABLE_FIXED + 7;
/// What the screen at the start of a turn shows, and how wide it may be.
#[derive(Clone, Copy, Debug)]
pub struct Screen<'a> {
    /// The game.
    pub game: &'a Game,
    /// The person at the keyboard, whose hand is shown.
    pub viewer: PlayerId,
    /// How chains are coloured.
    pub palette: Palette,
    /// The width of the terminal (80 when piped).
    pub width: usize,
    /// The language of the words.
    pub lang: Lang,
}

impl Screen<'_> {
    /// The whole screen: header, board and chains, the viewer's tiles, and `since` (one line
    /// per turn played since the viewer's last turn, or before their first turn when
    /// `first`; see [`digest`](crate::session::digest)).
    pub fn turn(&self, since: &[String], first: bool) -> String {
        let mut text = self.header();
        text.push_str(&self.board_and_chains());
        text.push_str(&self.tiles());
        if !since.is_empty() {
            text.push_str(&format!("{}\n", self.lang.since_your_last_turn(first)));
            for line in since {
                text.push_str(&wrap(&format!("  {line}"), self.width));
            }
        }
        text
    }

    /// `Turn 23 - Ann - cash 4,300 - you hold Au 3, Be 2` and, if there is room, where help is.
    pub fn header(&self) -> String {
        let (game, lang) = (self.game, self.lang);
        let (current, viewer) = (game.name(game.current_player()), game.name(self.viewer));
        let decider = game.decision().player();
        let whose = match decider {
            // At a table a seat's screen may show while another decides.
            Some(decider) if decider != self.viewer => lang.seat_waits(game.name(decider), viewer),
            _ if game.current_player() == self.viewer => viewer.to_string(),
            _ => lang.deciding_out_of_turn(current, viewer),
        };
        let holding = lang.you_hold(&holdings(game, self.viewer));
        let mut line = lang.turn_header(game.turn_number(), &whose, game.cash(self.viewer), &holding);
        let help = lang.help_pointer();
        // A reader of whole lines gets the pointer where a piped screen has it.
        let width = if self.width == UNBROKEN { PIPED_WIDTH } else { self.width };
        let room = width.saturating_sub(visible_width(&line));
        if room >= visible_width(&help) + 2 {
            line.push_str(&" ".repeat(room - visible_width(&help)));
            line.push_str(&help);
        }
        wrap(&line, self.width)
    }

    /// The board with the chains table beside it (or below it, on a narrow screen).
    pub fn board_and_chains(&self) -> String {
        let hidden = hides_holdings(self.game).then_some(Holders::Own(self.viewer));
        let legend = self.lang.screen_legend();
        let board = board_lines(self.game, Some(self.viewer), self.palette);
        beside(self.lang, self.game, self.palette, self.width, Parts { board, legend, hidden })
    }

    /// `Your tiles: 8B grows Zugvogel - 5E lone - 7H dead (…)`, on one line or two.
    pub fn tiles(&self) -> String {
        let (game, lang) = (self.game, self.lang);
        let tiles: Vec<String> = game
            .hand(self.viewer)
            .tiles()
            .map(|tile| together(&format!("{tile} {}", lang.short_status(game.tile_status(tile)))))
            .collect();
        // The dash between two tiles stays at the end of a line, so that no line starts with it.
        let list =
            if tiles.is_empty() { lang.no_tiles() } else { tiles.join(&format!("{} ", together(" -"))) };
        let label = lang.your_tiles();
        let mut text = String::new();
        for piece in wrap_line(&format!("{label}{list}"), self.width, visible_width(&label)) {
            text.push_str(&piece);
            text.push('\n');
        }
        text
    }
}

/// A player's shares as codes and counts, `Au 3`, largest holding first; each is kept on one
/// line (a code parted from its count would read as two things).
fn holdings(game: &Game, player: PlayerId) -> Vec<String> {
    let mut held: Vec<(u8, Chain)> =
        Chain::ALL.into_iter().map(|c| (game.shares(player, c), c)).filter(|(n, _)| *n > 0).collect();
    held.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    held.iter().map(|(n, c)| together(&format!("{} {n}", c.code()))).collect()
}

/// A watcher's board at the start of a turn: the board (no hand on it) and the chains table,
/// with every holding shown that everyone may see.
pub fn watched(game: &Game, lang: Lang, palette: Palette, width: usize) -> String {
    let hidden = hides_holdings(game).then_some(Holders::Hidden);
    let parts = Parts { board: board_lines(game, None, palette), legend: lang.watch_legend(), hidden };
    beside(lang, game, palette, width, parts)
}

/// A game looked back at (a review, `crate::show::review`): the board and the chains table as
/// a watcher's, with every holder named, hidden holdings (V2) too: whoever reviews a game sees
/// all of it.
pub fn reviewed(game: &Game, lang: Lang, palette: Palette, width: usize) -> String {
    let parts = Parts { board: board_lines(game, None, palette), legend: lang.watch_legend(), hidden: None };
    beside(lang, game, palette, width, parts)
}

/// What a screen's board and chains table are drawn from.
struct Parts {
    /// The board's lines.
    board: Vec<String>,
    /// What the board's marks mean, on the line of its last row.
    legend: String,
    /// Whose holdings the table's bonus column may not show (V2), if any are hidden.
    hidden: Option<Holders>,
}

/// Who may see where a chain's bonuses go, when holdings are hidden (V2).
#[derive(Clone, Copy)]
enum Holders {
    /// Only where this seat stands.
    Own(PlayerId),
    /// Nothing: a watcher.
    Hidden,
}

/// The board with the chains table beside it, or below it on a narrow screen.
fn beside(lang: Lang, game: &Game, palette: Palette, width: usize, parts: Parts) -> String {
    let Parts { board, legend, hidden } = parts;
    // The legend stands beside the board's last row, and a language's may be wider than the
    // table.
    let side_by_side = width >= SIDE_BY_SIDE.max(BOARD_WIDTH + GAP.len() + visible_width(&legend));
    let fixed = BOARD_WIDTH + GAP.len() + TABLE_FIXED;
    let room = if side_by_side { width - fixed } else { width.saturating_sub(TABLE_FIXED).max(3) };
    let mut table = table_lines(lang, game, palette, room, hidden);
    let mut text = String::new();
    if side_by_side {
        table.resize(board.len() - 1, String::new());
        table.push(legend);
        for (left, right) in board.iter().zip(&table) {
            let line = format!("{left}{GAP}{right}");
            text.push_str(line.trim_end());
            text.push('\n');
        }
    } else {
        for line in board.iter().chain(&table).chain([&legend]) {
            text.push_str(&wrap(line, width));
        }
    }
    text
}

/// The board, three columns a cell: a line of column numbers, then one line per row; the
/// viewer's tiles marked, if a seat looks.
fn board_lines(game: &Game, viewer: Option<PlayerId>, palette: Palette) -> Vec<String> {
    let numbers: String = (1..=COLUMNS).map(|column| format!("{column:>3}")).collect();
    let mut lines = vec![format!(" {numbers}")];
    let hand: Vec<Tile> = viewer.map(|viewer| game.hand(viewer).tiles().collect()).unwrap_or_default();
    for row in (0..ROWS).map(|r| (b'A' + r) as char) {
        let cells: String = (1..=COLUMNS)
            .filter_map(|column| Tile::at(column, row))
            .map(|tile| match game.board().cell(tile) {
                Cell::Hotel(chain) => format!(" {}", palette.paint(chain.code(), chain)),
                Cell::Lone => "  #".to_string(),
                Cell::Empty if hand.contains(&tile) => "  *".to_string(),
                Cell::Empty => "  .".to_string(),
            })
            .collect();
        lines.push(format!("{row}{cells}"));
    }
    lines
}

/// The chains table: a header and one row per chain, every chain, in the order of R3.
/// `holders_width` is the room for the `1st/2nd` column, which shows only where a seat stands,
/// or nothing for a watcher, when holdings are hidden (V2).
fn table_lines(
    lang: Lang,
    game: &Game,
    palette: Palette,
    holders_width: usize,
    hidden: Option<Holders>,
) -> Vec<String> {
    let board = game.board();
    let mut lines = vec![lang.screen_table_heading()];
    for chain in Chain::ALL {
        let name = palette.paint(&format!("{} {:<10}", chain.code(), chain.name()), chain);
        if !board.is_on_board(chain) {
            lines.push(format!("{name}  {}", lang.not_on_the_board()));
            continue;
        }
        let safe = if board.is_safe(chain) { 'S' } else { ' ' };
        let holders = match hidden {
            Some(Holders::Own(viewer)) => standing(lang, game, chain, viewer),
            Some(Holders::Hidden) => String::new(),
            None => holders(game, chain),
        };
        let holders = cut(&holders, holders_width);
        lines.push(format!(
            "{name} {:>3} {safe} {:>5} {:>4} {holders}",
            board.size(chain),
            lang.money(board.share_price(chain)),
            game.bank_shares(chain)
        ));
    }
    lines
}

/// Who would get the bonuses of `chain` now: `Eve/Bob` (majority, minority), `Bob=Dan` (tied
/// first), `Ann` (the only holder gets both), `-` (nobody holds a share).
fn holders(game: &Game, chain: Chain) -> String {
    let (mut first, mut second) = (Vec::new(), Vec::new());
    for share in game.bonus_shares(chain) {
        let label = label(game, share.player);
        match share.kind {
            BonusKind::Majority | BonusKind::SharedMajority | BonusKind::Both => first.push(label),
            BonusKind::Minority | BonusKind::SharedMinority => second.push(label),
        }
    }
    match (first.is_empty(), second.is_empty()) {
        (true, _) => "-".to_string(),
        (false, true) => first.join("="),
        (false, false) => format!("{}/{}", first.join("="), second.join("=")),
    }
}

/// Where `viewer` stands for the bonuses of `chain` now, and nothing about anyone else (V2):
/// `-` when nobody holds a share, as with open holdings (the bank's stock tells it).
fn standing(lang: Lang, game: &Game, chain: Chain, viewer: PlayerId) -> String {
    if game.bank_shares(chain) == SHARES_PER_CHAIN {
        return "-".to_string();
    }
    let own = game.bonus_shares(chain).into_iter().find(|share| share.player == viewer);
    lang.standing(own.map(|share| share.kind))
}

/// A player's name in the table: its first three letters, or, where two players' names begin
/// alike, two letters and the seat number.
fn label(game: &Game, player: PlayerId) -> String {
    let short = |p: PlayerId| game.name(p).chars().take(3).collect::<String>().to_lowercase();
    let alike = (0..game.player_count()).any(|other| other != player && short(other) == short(player));
    if alike {
        format!("{}{}", game.name(player).chars().take(2).collect::<String>(), player + 1)
    } else {
        game.name(player).chars().take(3).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Decision, Options};

    fn game_with_chains() -> Game {
        let mut game = Game::new(["Ann", "Bob", "Anna"], 4, Options::default()).unwrap().0;
        for _ in 0..400 {
            if game.board().chains_on_board().len() >= 3
                && game.decision() == (Decision::PlaceTile { player: 0 })
            {
                return game;
            }
            let action = match game.decision() {
                Decision::BuyShares { .. } if !game.buyable_chains().is_empty() => {
                    Action::Buy(game.buyable_chains().first().unwrap())
                }
                _ => game.legal_actions()[0],
            };
            game.apply(action).unwrap();
        }
        panic!("three chains come within 400 actions");
    }

    #[test]
    fn r1_r3_the_turn_screen_fits_80_columns_and_24_lines() {
        let game = game_with_chains();
        let since = vec!["Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.".to_string(); 5];
        for palette in [Palette::Plain, Palette::TrueColor] {
            let text =
                Screen { game: &game, viewer: 0, palette, width: 80, lang: Lang::En }.turn(&since, false);
            for line in text.lines() {
                assert!(visible_width(line) <= 80, "{line:?}");
            }
            assert!(text.lines().count() < 24, "{text}");
        }
        let text = Screen { game: &game, viewer: 0, palette: Palette::Plain, width: 80, lang: Lang::En }
            .turn(&[], false);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("Turn ") && lines[0].ends_with("'help' lists commands"), "{}", lines[0]);
        assert!(lines[1].ends_with(&Lang::En.screen_table_heading()), "{}", lines[1]);
        assert!(
            lines[10].starts_with("I ") && lines[10].ends_with(&Lang::En.screen_legend()),
            "{}",
            lines[10]
        );
        for chain in Chain::ALL {
            assert!(text.contains(&format!("{} {}", chain.code(), chain.name())), "{chain} in {text}");
        }
        let tiles: String = lines[11..].join(" ");
        assert!(tiles.starts_with("Your tiles: "), "{tiles}");
        assert_eq!(tiles.split(" - ").count(), game.hand(0).len(), "{tiles}");
    }

    #[test]
    fn r1_the_german_turn_screen_fits_80_columns_too() {
        let game = game_with_chains();
        let since = vec!["Bob legt 10C, vergrößert Zugvogel auf 3; kauft 2 Zugvogel.".to_string(); 5];
        for viewer in [0, 1] {
            let screen = Screen { game: &game, viewer, palette: Palette::Plain, width: 80, lang: Lang::De };
            let text = screen.turn(&since, false);
            for line in text.lines() {
                assert!(visible_width(line) <= 80, "{line:?}");
            }
            assert!(text.lines().count() < 24, "{text}");
            let lines: Vec<&str> = text.lines().collect();
            assert!(lines[0].starts_with("Zug "), "{}", lines[0]);
            assert!(lines[1].ends_with(&Lang::De.screen_table_heading()), "{}", lines[1]);
            assert!(lines[10].ends_with(&Lang::De.screen_legend()), "{}", lines[10]);
            assert!(text.contains("Deine Plättchen: "), "{text}");
        }
        let header = &Lang::De.screen_table_heading();
        let row = table_lines(Lang::De, &game, Palette::Plain, 20, None)[1].clone();
        assert_eq!(header.chars().count() - "Prämien".chars().count(), TABLE_FIXED, "{header}");
        assert!(row.chars().count() >= TABLE_FIXED, "{row}");
    }

    #[test]
    fn a_chain_code_stays_with_its_count_when_the_header_breaks() {
        let game = game_with_chains();
        let held: Vec<Chain> = Chain::ALL.into_iter().filter(|c| game.shares(0, *c) > 0).collect();
        assert!(!held.is_empty(), "Ann holds shares");
        for lang in Lang::ALL {
            for width in 20..=80 {
                let header = Screen { game: &game, viewer: 0, palette: Palette::Plain, width, lang }.header();
                for line in header.lines() {
                    let parted = held.iter().any(|chain| line.ends_with(&format!(" {}", chain.code())));
                    assert!(!parted, "{lang:?} at {width}: {header}");
                }
            }
        }
    }

    #[test]
    fn a_narrow_screen_puts_the_table_below_the_board() {
        let game = game_with_chains();
        let text = Screen { game: &game, viewer: 0, palette: Palette::Plain, width: 50, lang: Lang::En }
            .board_and_chains();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10 + 8 + 1);
        assert!(lines.iter().all(|line| visible_width(line) <= 50), "{text}");
        assert_eq!(lines[10], &Lang::En.screen_table_heading());
    }

    #[test]
    fn r8_holders_are_named_by_three_letters_or_two_and_the_seat() {
        let game = game_with_chains();
        assert_eq!(label(&game, 1), "Bob");
        assert_eq!((label(&game, 0), label(&game, 2)), ("An1".to_string(), "An3".to_string()));
        assert_eq!(cut("Bob=Dan=Eve", 8), "Bob=Dan…");
        assert_eq!(cut("Bob", 8), "Bob");
    }

    #[test]
    fn r8_the_table_names_the_bonus_holders_of_each_chain() {
        let game = game_with_chains();
        let table = table_lines(Lang::En, &game, Palette::Plain, 20, None);
        for chain in game.board().chains_on_board().iter() {
            let row = table.iter().find(|row| row.starts_with(chain.code())).unwrap();
            let bonus = game.bonus_shares(chain);
            match bonus.first() {
                None => assert!(row.ends_with(" -"), "{row}"),
                Some(share) => assert!(row.contains(&label(&game, share.player)), "{row}"),
            }
        }
    }

    #[test]
    fn v2_hidden_holdings_show_only_where_the_viewer_stands() {
        let shown = game_with_chains();
        let position = crate::notation::write_position(&shown, &[crate::notation::PlayerKind::Human; 3]);
        let hidden = crate::notation::read_position(&format!("{position}options: hidden\n")).unwrap().game;
        assert!(hides_holdings(&hidden) && !hides_holdings(&shown));
        let screen = Screen { game: &hidden, viewer: 1, palette: Palette::Plain, width: 80, lang: Lang::En };
        let text = screen.board_and_chains();
        for chain in hidden.board().chains_on_board().iter() {
            let row = text.lines().find(|line| line.contains(&format!("|{} ", chain.code()))).unwrap();
            let own = hidden.bonus_shares(chain).into_iter().find(|share| share.player == 1);
            assert!(row.ends_with(&Lang::En.standing(own.map(|share| share.kind))), "{row}");
            assert!(!row.contains("An1") && !row.contains("An3"), "{row}");
        }
        let kinds = [crate::notation::PlayerKind::Human; 3];
        let players = super::super::render::players_seen_by(Lang::En, &hidden, &kinds, 1, 80);
        let lines: Vec<&str> = players.lines().collect();
        assert!(lines[1].contains(" ? ") && lines[3].contains(" ? "), "{players}");
        assert!(!lines[2].contains('?') && lines[2].contains(&Lang::En.money(hidden.cash(1))), "{players}");
    }
}
