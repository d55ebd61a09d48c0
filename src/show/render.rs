//! Pictures of the game as text: the board, a hand, the chains and players tables (the
//! compact screen of a turn is in [`screen`](crate::show::screen), the final ranking in
//! [`ending`](crate::show::ending)).
//!
//! Every function returns a `String` (lines ending in `\n`) and reads the game only through
//! its public queries, so the same game always renders the same bytes. Colours come from a
//! [`Palette`]; with [`Palette::Plain`] the output has no escape codes at all, and every chain
//! is still told apart by its two-letter code.

use std::fmt::Write as _;

use crate::notation::PlayerKind;
use crate::rules::tile::{COLUMNS, ROWS};
use crate::rules::{BonusKind, Cell, Chain, Game, PlayerId, SHARES_PER_CHAIN, Tile};

use crate::show::palette::Palette;
use crate::words::Lang;
use crate::words::wrap::{together, visible_width};

/// The board as ASCII art with coordinates on all four sides.
///
/// `.` is an empty cell, `#` a lone hotel, a two-letter code a chain's hotel, and `*` a tile
/// in `marked` (the deciding player's playable tiles).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::palette::Palette;
/// use bauloewe::show::render::board;
/// use bauloewe::rules::{Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let picture = board(Lang::En, &game, &[], Palette::Plain);
/// assert!(picture.starts_with("      1   2   3"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn board(lang: Lang, game: &Game, marked: &[Tile], palette: Palette) -> String {
    let mut text = column_numbers();
    text.push_str(&border());
    for row in (0..ROWS).map(|r| (b'A' + r) as char) {
        let cells: String = (1..=COLUMNS)
            .filter_map(|column| Tile::at(column, row))
            .map(|tile| cell(game, tile, marked, palette))
            .collect();
        let _ = writeln!(text, " {row} |{cells}| {row}");
    }
    text.push_str(&border());
    text.push_str(&column_numbers());
    text.push_str(&legend(lang, game, !marked.is_empty(), palette));
    text
}

fn column_numbers() -> String {
    let numbers: String = (1..=COLUMNS).map(|column| format!("{column:>3} ")).collect();
    format!("    {}\n", numbers.trim_end())
}

fn border() -> String {
    format!("   +{}+\n", "-".repeat(4 * COLUMNS as usize))
}

/// One cell, four characters wide: the mark right-aligned in three, then a space.
fn cell(game: &Game, tile: Tile, marked: &[Tile], palette: Palette) -> String {
    match game.board().cell(tile) {
        Cell::Hotel(chain) => format!(" {} ", palette.paint(chain.code(), chain)),
        Cell::Lone => "  # ".to_string(),
        Cell::Empty if marked.contains(&tile) => "  * ".to_string(),
        Cell::Empty => "  . ".to_string(),
    }
}

/// What the marks mean, then each chain on the board by code and name (a code and its name
/// are kept on one line).
fn legend(lang: Lang, game: &Game, marked: bool, palette: Palette) -> String {
    let mut text = format!("    {}", lang.board_legend(marked));
    for chain in game.board().chains_on_board().iter() {
        let _ = write!(text, "  {}", together(&format!("{} {chain}", palette.paint(chain.code(), chain))));
    }
    text.push('\n');
    text
}

/// A player's hand, one tile a line with what it would do if placed now.
pub fn hand(lang: Lang, game: &Game, player: PlayerId) -> String {
    let mut text = format!("{}\n", lang.hand_heading(game.name(player)));
    for tile in game.hand(player).tiles() {
        let _ = writeln!(text, "  {:<4} {}", tile.to_string(), lang.tile_status(game.tile_status(tile)));
    }
    if game.hand(player).is_empty() {
        let _ = writeln!(text, "  {}", lang.empty_hand());
    }
    text
}

/// Whose holdings (cash, shares, bonuses) a table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sight {
    /// Everyone's: holdings are open, or the game is over.
    All,
    /// Only this player's: a seat's view while holdings are hidden (V2).
    Own(PlayerId),
    /// Nobody's: a watcher's view while holdings are hidden (V2).
    Nobody,
}

impl Sight {
    /// What `viewer` (`None`: a watcher) may see of `game`'s holdings.
    fn of(game: &Game, viewer: Option<PlayerId>) -> Sight {
        match viewer {
            _ if !hides_holdings(game) => Sight::All,
            Some(viewer) => Sight::Own(viewer),
            None => Sight::Nobody,
        }
    }

    /// How many shares of `chain` the players this sight hides hold between them: what the
    /// bank and the shown holdings leave of the chain's 25 (all public), so a chain nobody
    /// hidden holds is shown as held by none of them.
    fn hidden_shares(self, game: &Game, chain: Chain) -> u8 {
        let shown: u8 =
            (0..game.player_count()).filter(|&p| self.shows(p)).map(|p| game.shares(p, chain)).sum();
        SHARES_PER_CHAIN - game.bank_shares(chain) - shown
    }

    /// Whether `player`'s holdings are shown.
    fn shows(self, player: PlayerId) -> bool {
        match self {
            Sight::All => true,
            Sight::Own(viewer) => viewer == player,
            Sight::Nobody => false,
        }
    }
}

/// The chains table: size, price, safe, bank stock, majority and minority holders, fitted to
/// `width` columns where it can be (see [`chains_seen_by`]).
pub fn chains(lang: Lang, game: &Game, palette: Palette, width: usize) -> String {
    chains_hiding(lang, game, palette, Sight::All, width)
}

/// The chains table as `viewer` may see it: with hidden holdings (V2), until the end, the
/// holders' columns name only the viewer and say `?` for a bonus someone else would get.
///
/// A table wider than `width` columns gets narrower: the majority column as wide as its
/// holders need, then each chain by its code alone (the board's legend names them), so that
/// no row is broken out of line on a narrow screen.
pub fn chains_seen_by(lang: Lang, game: &Game, palette: Palette, viewer: PlayerId, width: usize) -> String {
    chains_hiding(lang, game, palette, Sight::of(game, Some(viewer)), width)
}

/// The chains table as someone who plays no seat may see it (a watcher at a table): with
/// hidden holdings (V2), until the end, every holder is `?`.
pub fn chains_public(lang: Lang, game: &Game, palette: Palette, width: usize) -> String {
    chains_hiding(lang, game, palette, Sight::of(game, None), width)
}

/// The players table as `viewer` may see it: with hidden holdings (V2), until the end,
/// another player's cash, shares and worth are `?`.
///
/// A table wider than `width` columns gets narrower: each column as wide as what it holds,
/// then without the kind of each player.
pub fn players_seen_by(
    lang: Lang,
    game: &Game,
    kinds: &[PlayerKind],
    viewer: PlayerId,
    width: usize,
) -> String {
    players_hiding(lang, game, kinds, Sight::of(game, Some(viewer)), width)
}

/// The players table as someone who plays no seat may see it: with hidden holdings (V2),
/// until the end, everyone's cash, shares and worth are `?`.
pub fn players_public(lang: Lang, game: &Game, kinds: &[PlayerKind], width: usize) -> String {
    players_hiding(lang, game, kinds, Sight::of(game, None), width)
}

/// The chains table, naming the holders `sight` shows, in the widest layout that fits `width`.
fn chains_hiding(lang: Lang, game: &Game, palette: Palette, sight: Sight, width: usize) -> String {
    let on_board = game.board().chains_on_board();
    if on_board.is_empty() {
        return format!("{}\n", lang.no_chain_on_board());
    }
    let wide = ChainColumns::new(lang);
    let holders_width =
        on_board.iter().map(|chain| visible_width(&holders(lang, game, chain, sight).0)).max();
    let majority = holders_width.unwrap_or(0).max(visible_width(&lang.chains_headings()[5]));
    let prices = on_board.iter().map(|chain| visible_width(&lang.money(game.board().share_price(chain))));
    let price = prices.max().unwrap_or(0).max(visible_width(&lang.chains_headings()[2]));
    let tight = ChainColumns { majority, ..wide };
    let codes = ChainColumns { codes_only: true, price, gap: 1, ..tight };
    // The last resort leaves out whether a chain is safe, which its size tells (R13).
    let layouts = [wide, tight, codes, ChainColumns { safe: 0, ..codes }];
    let mut text =
        first_fitting(&layouts, width, |columns| chain_table(lang, game, palette, (*columns, sight)));
    let off: Vec<String> =
        Chain::ALL.into_iter().filter(|c| !on_board.contains(*c)).map(|c| c.name().to_string()).collect();
    if !off.is_empty() {
        let _ = writeln!(text, "{}", lang.off_the_board(&off));
    }
    text
}

/// The first of `layouts` whose table (made by `table`) fits `width` columns, else the last's.
fn first_fitting<L>(layouts: &[L], width: usize, table: impl Fn(&L) -> String) -> String {
    let tables = layouts.iter().map(table);
    let fits = |text: &String| text.lines().all(|line| visible_width(line) <= width);
    let mut last = String::new();
    for text in tables {
        if fits(&text) {
            return text;
        }
        last = text;
    }
    last
}

/// The chains table's headings and a row per chain on the board, laid out by `layout`.
fn chain_table(lang: Lang, game: &Game, palette: Palette, layout: (ChainColumns, Sight)) -> String {
    let [chain, size, price, safe, bank, majority, minority] = lang.chains_headings();
    let columns = layout.0.named();
    let mut text = columns.line(
        format!("{chain:<width$}", width = columns.name),
        [size, price, safe, bank, majority, minority],
    );
    for chain in game.board().chains_on_board().iter() {
        text.push_str(&chain_row(lang, game, chain, palette, layout));
    }
    text
}

/// The widths of the `chains` table's columns that depend on the words.
#[derive(Clone, Copy, Debug)]
struct ChainColumns {
    /// A chain's code and name, the longest (`An Ankerplatz`, 13 columns) and a space, or the
    /// heading if it is longer.
    name: usize,
    /// The size, at least 4 columns wide: as wide as its heading, and the sizes (at most three
    /// digits) stay apart from the longest name by a space.
    size: usize,
    /// The safe mark, as wide as its heading or the word for yes.
    safe: usize,
    /// The majority holders: 22 columns, or as wide as they are on a narrow screen.
    majority: usize,
    /// The price: 6 columns, or as wide as the prices on a narrow screen.
    price: usize,
    /// The spaces before the majority holders: 2, or 1 on a narrow screen.
    gap: usize,
    /// Whether a chain is named by its code alone, on a narrow screen.
    codes_only: bool,
    /// The width of a chain's code alone and a space, or the heading if it is longer.
    code: usize,
}

impl ChainColumns {
    fn new(lang: Lang) -> ChainColumns {
        let [chain, size, _, safe, ..] = lang.chains_headings();
        let longest = Chain::ALL.iter().map(|c| visible_width(&format!("{} {}", c.code(), c.name()))).max();
        ChainColumns {
            name: longest.unwrap_or(0).max(visible_width(&chain) + 1),
            size: visible_width(&size).max(4),
            safe: visible_width(&safe).max(visible_width(&lang.safe_mark(true))).max(4),
            majority: 22,
            price: 6,
            gap: 2,
            codes_only: false,
            code: visible_width(&chain).max(2) + 1,
        }
    }

    /// One line of the table: the chain's `name` (padded, maybe painted), then `cells` (size,
    /// price, safe, bank, majority, minority); a safe column of width 0 is left out.
    fn line(self, name: String, cells: [String; 6]) -> String {
        let ChainColumns { size, price, safe, majority, gap, .. } = self;
        let [sizes, prices, safes, bank, majorities, minority] = cells;
        let safes = if safe == 0 { String::new() } else { format!(" {safes:>safe$}") };
        let gap = " ".repeat(gap);
        format!(
            "{name}{sizes:>size$} {prices:>price$}{safes} {bank:>4}{gap}{majorities:<majority$} {minority}\n"
        )
    }

    /// The columns with the name's width for codes alone, when chains are named so.
    fn named(self) -> ChainColumns {
        match self.codes_only {
            true => ChainColumns { name: self.code, ..self },
            false => self,
        }
    }
}
/// One chain's row; `layout` is the columns' widths and whose holdings alone may be named.
fn chain_row(
    lang: Lang,
    game: &Game,
    chain: Chain,
    palette: Palette,
    layout: (ChainColumns, Sight),
) -> String {
    let board = game.board();
    let (columns, sight) = layout;
    let columns = columns.named();
    let named = if layout.0.codes_only {
        chain.code().to_string()
    } else {
        format!("{} {}", chain.code(), chain.name())
    };
    let name = palette.paint(&format!("{named:<width$}", width = columns.name), chain);
    let (majority, minority) = holders(lang, game, chain, sight);
    let cells = [
        board.size(chain).to_string(),
        lang.money(board.share_price(chain)),
        lang.safe_mark(board.is_safe(chain)),
        game.bank_shares(chain).to_string(),
        majority,
        minority,
    ];
    columns.line(name, cells)
}

/// The majority and minority holders of a chain, as "Ann 4" (names and shares held); a
/// holder `sight` does not show is `?` (V2).
fn holders(lang: Lang, game: &Game, chain: Chain, sight: Sight) -> (String, String) {
    let mut majority = Vec::new();
    let mut minority = Vec::new();
    for share in game.bonus_shares(chain) {
        let holder = match sight.shows(share.player) {
            true => format!("{} {}", game.name(share.player), game.shares(share.player, chain)),
            false => HIDDEN.to_string(),
        };
        match share.kind {
            BonusKind::Majority | BonusKind::SharedMajority => majority.push(holder),
            BonusKind::Minority | BonusKind::SharedMinority => minority.push(holder),
            BonusKind::Both if sight.shows(share.player) => {
                majority.push(holder);
                minority.push(lang.sole_holder());
            }
            BonusKind::Both => {
                majority.push(holder.clone());
                minority.push(holder);
            }
        }
    }
    // Several hidden holders tied are one `?`: how many tie is theirs to know.
    majority.dedup();
    minority.dedup();
    // Hidden holders tied for first leave no minority; a `-` would tell that they tie.
    if minority.is_empty() && majority == [HIDDEN] {
        minority.push(HIDDEN.to_string());
    }
    let join = |list: Vec<String>| if list.is_empty() { "-".to_string() } else { list.join(", ") };
    (join(majority), join(minority))
}

/// What stands for a number the viewer may not see (V2).
const HIDDEN: &str = "?";

/// The players table: kind, cash, shares of each chain, net worth; `>` marks whose turn it is.
/// Fitted to `width` columns where it can be (see [`players_seen_by`]).
pub fn players(lang: Lang, game: &Game, kinds: &[PlayerKind], width: usize) -> String {
    players_hiding(lang, game, kinds, Sight::All, width)
}

/// The players table, with the cash, shares and worth of the players `sight` shows, in the
/// widest layout that fits `width`.
fn players_hiding(lang: Lang, game: &Game, kinds: &[PlayerKind], sight: Sight, width: usize) -> String {
    let codes: String = Chain::ALL.into_iter().map(|c| format!("{:>3}", c.code())).collect();
    let [player, kind, cash, worth] = lang.players_headings();
    let mut rows = vec![[String::new(), player, kind, cash, codes, worth]];
    for (player, kind) in kinds.iter().enumerate() {
        let marker = if player == game.current_player() && !game.is_over() { ">" } else { " " };
        let (cash, worth, shares) = if sight.shows(player) {
            let shares: String =
                Chain::ALL.into_iter().map(|c| share_count(game.shares(player, c))).collect();
            (lang.money(game.cash(player)), lang.money(game.net_worth(player)), shares)
        } else {
            // What nobody hidden holds is public: a chain never founded, say, shows `.`.
            let hidden =
                |c| if sight.hidden_shares(game, c) == 0 { share_count(0) } else { format!("{HIDDEN:>3}") };
            (HIDDEN.to_string(), HIDDEN.to_string(), Chain::ALL.into_iter().map(hidden).collect())
        };
        let (name, kind) = (game.name(player).to_string(), lang.kind_word(*kind));
        rows.push([marker.to_string(), name, kind, cash, shares, worth]);
    }
    let widest = |column: usize| rows.iter().map(|row| visible_width(&row[column])).max().unwrap_or(0);
    let tight = [1, widest(1), widest(2), widest(3), 0, widest(5)];
    let layouts = [[1, 16, 8, 7, 0, 9], tight, [tight[0], tight[1], 0, tight[3], 0, tight[5]]];
    first_fitting(&layouts, width, |widths| player_table(&rows, widths))
}

/// The players table's `rows` (the headings first), each column as wide as `widths` says;
/// a column of width 0 beside the shares is left out (the kind, on a narrow screen).
fn player_table(rows: &[[String; 6]], widths: &[usize; 6]) -> String {
    let [_, name, kind, cash, _, worth] = *widths;
    let mut text = String::new();
    for [marker, player, kinds, money, shares, net] in rows {
        let marker = if marker.is_empty() { " " } else { marker };
        let kinds = if kind == 0 { String::new() } else { format!(" {kinds:<kind$}") };
        let _ = writeln!(text, "{marker} {player:<name$}{kinds} {money:>cash$} {shares}  {net:>worth$}");
    }
    text
}

fn share_count(count: u8) -> String {
    if count == 0 { format!("{:>3}", ".") } else { format!("{count:>3}") }
}

/// Whether the screens hide other players' cash and shares now: with hidden holdings (V2),
/// until the game is over.
pub fn hides_holdings(game: &Game) -> bool {
    game.options().hidden && !game.is_over()
}

#[cfg(test)]
mod tests {
    use crate::show::palette::enable_colors;

    use super::*;
    use crate::notation::PlayerKind;
    use crate::rules::{Action, Decision, Options};

    fn two_humans(seed: u64) -> Game {
        let seats = ["Ann", "Bob"];
        Game::new(seats, seed, Options::default()).unwrap().0
    }

    #[test]
    fn v2_the_holders_columns_tell_no_tie_and_no_sole_holder_among_rivals() {
        use crate::rules::test_support::Scenario;
        let game = Scenario::new(3)
            .hidden()
            .chain_row(Chain::Aurora, 'A', 1, 3)
            .chain_row(Chain::Zugvogel, 'C', 1, 3)
            .chain_row(Chain::Bergfried, 'E', 1, 3)
            .chain_row(Chain::Morgenrot, 'G', 1, 3)
            .shares(1, Chain::Aurora, 5)
            .shares(2, Chain::Aurora, 5)
            .shares(1, Chain::Zugvogel, 4)
            .shares(0, Chain::Bergfried, 3)
            .shares(0, Chain::Morgenrot, 2)
            .shares(1, Chain::Morgenrot, 2)
            .hand(0, &["12I"])
            .pool(&["11I", "10I"])
            .build();
        assert!(!game.is_over());
        let seen = |chain| holders(Lang::En, &game, chain, Sight::of(&game, Some(0)));
        let hidden = (HIDDEN.to_string(), HIDDEN.to_string());
        assert_eq!(seen(Chain::Aurora), hidden, "Bob and Cid tie for first");
        assert_eq!(seen(Chain::Zugvogel), hidden, "Bob holds every share");
        assert_eq!(seen(Chain::Bergfried), ("Ann 3".to_string(), Lang::En.sole_holder()));
        assert_eq!(seen(Chain::Morgenrot), ("Ann 2, ?".to_string(), "-".to_string()), "Ann's own tie");
        let open = |chain| holders(Lang::En, &game, chain, Sight::All);
        assert_eq!(open(Chain::Aurora), ("Bob 5, Cid 5".to_string(), "-".to_string()));
    }

    #[test]
    fn r1_board_snapshot_of_a_fresh_game() {
        let game = two_humans(7);
        let picture = board(Lang::En, &game, &[], Palette::Plain);
        let lines: Vec<&str> = picture.lines().collect();
        assert_eq!(lines[0], "      1   2   3   4   5   6   7   8   9  10  11  12");
        assert_eq!(lines[1], format!("   +{}+", "-".repeat(48)));
        assert_eq!(lines.len(), 9 + 5);
        assert!(lines[2].starts_with(" A |") && lines[2].ends_with("| A"));
        assert_eq!(lines[2].len(), lines[1].len() + 2);
        let lone = picture.matches(" # ").count();
        assert_eq!(lone, 2 + 1, "two start tiles and the legend");
        assert!(!picture.contains('\x1b'));
    }

    #[test]
    fn r1_board_snapshot_with_marks() {
        let game = two_humans(7);
        let marked: Vec<Tile> = ["1A", "12I", "6E"].iter().map(|t| t.parse().unwrap()).collect();
        let picture = board(Lang::En, &game, &marked, Palette::Plain);
        assert_eq!(picture, SNAPSHOT);
    }

    /// Seed 7 deals the start tiles 6A and 7B.
    const SNAPSHOT: &str = "      1   2   3   4   5   6   7   8   9  10  11  12
   +------------------------------------------------+
 A |  *   .   .   .   .   #   .   .   .   .   .   . | A
 B |  .   .   .   .   .   .   #   .   .   .   .   . | B
 C |  .   .   .   .   .   .   .   .   .   .   .   . | C
 D |  .   .   .   .   .   .   .   .   .   .   .   . | D
 E |  .   .   .   .   .   *   .   .   .   .   .   . | E
 F |  .   .   .   .   .   .   .   .   .   .   .   . | F
 G |  .   .   .   .   .   .   .   .   .   .   .   . | G
 H |  .   .   .   .   .   .   .   .   .   .   .   . | H
 I |  .   .   .   .   .   .   .   .   .   .   .   * | I
   +------------------------------------------------+
      1   2   3   4   5   6   7   8   9  10  11  12
    . empty  # lone hotel  * your playable tile
";

    #[test]
    fn r11_board_shows_chain_codes_and_marks() {
        let mut game = two_humans(7);
        let mut founded = None;
        for _ in 0..200 {
            match game.decision() {
                Decision::FoundChain { .. } => {
                    game.apply(Action::Found(Chain::Aurora)).unwrap();
                    founded = Some(());
                    break;
                }
                _ => {
                    let action = game.legal_actions()[0];
                    game.apply(action).unwrap();
                }
            }
        }
        assert!(founded.is_some(), "some chain is founded within 200 actions");
        let marked: Vec<Tile> = game.hand(game.current_player()).tiles().collect();
        let picture = board(Lang::En, &game, &marked, Palette::Plain);
        assert!(picture.contains(" Au "));
        assert!(picture.contains("  * "));
        let legend = picture.lines().last().unwrap();
        for width in 20..=80 {
            let shown = crate::words::wrap::wrap(legend, width);
            assert!(shown.contains("Au Aurora"), "the code stays with its name at {width}: {shown}");
        }
        enable_colors(Palette::Ansi256);
        let colored = board(Lang::En, &game, &marked, Palette::Ansi256);
        assert!(colored.contains("\x1b[38;5;71mAu\x1b[0m"));
    }

    #[test]
    fn r7_money_and_tables_read_plainly() {
        assert_eq!(Lang::En.money(0), "0");
        assert_eq!(Lang::En.money(100), "100");
        assert_eq!(Lang::En.money(6000), "6,000");
        let game = two_humans(3);
        assert_eq!(chains(Lang::En, &game, Palette::Plain, 80), "No chain is on the board yet.\n");
        let table = players(Lang::En, &game, &[PlayerKind::Human, PlayerKind::Human], 80);
        assert!(table.contains("Ann"), "{table}");
        assert!(table.contains("6,000"), "{table}");
        assert!(hand(Lang::En, &game, 0).starts_with("Ann's tiles:\n"));
        assert_eq!(hand(Lang::En, &game, 0).lines().count(), 7);
        assert!(hand(Lang::De, &game, 0).starts_with("Anns Plättchen:\n"));
        let german = players(Lang::De, &game, &[PlayerKind::Human, PlayerKind::Tycoon], 80);
        assert!(german.contains("6.000") && german.contains("Magnat"), "{german}");
    }

    #[test]
    fn every_chains_row_lines_up_with_the_headings_ankerplatz_too() {
        let mut game = two_humans(7);
        for _ in 0..300 {
            if game.board().chains_on_board().contains(Chain::Ankerplatz) {
                break;
            }
            let action = match game.decision() {
                Decision::FoundChain { .. } if !game.board().is_on_board(Chain::Ankerplatz) => {
                    Action::Found(Chain::Ankerplatz)
                }
                _ => game.legal_actions()[0],
            };
            game.apply(action).unwrap();
        }
        assert!(game.board().is_on_board(Chain::Ankerplatz), "Ankerplatz is founded within 300 actions");
        for lang in Lang::ALL {
            let table = chains(lang, &game, Palette::Plain, 80);
            let heading = table.lines().next().unwrap();
            let size_ends =
                heading.find(lang.chains_headings()[1].as_str()).unwrap() + lang.chains_headings()[1].len();
            let size_ends = heading[..size_ends].chars().count();
            for row in table.lines().skip(1).filter(|row| row.contains("  ")) {
                let size = row.chars().nth(size_ends - 1).unwrap();
                assert!(size.is_ascii_digit(), "{lang:?}: the size ends under its heading in {row:?}");
                assert_eq!(row.chars().nth(size_ends), Some(' '), "{lang:?}: {row:?}");
            }
        }
    }

    #[test]
    fn the_chains_and_players_tables_fit_60_columns() {
        // Found in play: at 60 columns both tables' rows were broken out of line.
        use crate::rules::test_support::Scenario;
        let game = Scenario::new(3)
            .chain_row(Chain::Ankerplatz, 'A', 1, 12)
            .chain_row(Chain::Koenigshof, 'C', 1, 5)
            .chain_row(Chain::Morgenrot, 'E', 1, 3)
            .shares(0, Chain::Ankerplatz, 5)
            .shares(1, Chain::Ankerplatz, 5)
            .shares(2, Chain::Koenigshof, 4)
            .shares(1, Chain::Morgenrot, 2)
            .shares(2, Chain::Morgenrot, 1)
            .hand(0, &["12I"])
            .build();
        let kinds = [PlayerKind::Human, PlayerKind::Tycoon, PlayerKind::Broker];
        for lang in Lang::ALL {
            let tables = [chains(lang, &game, Palette::Plain, 60), players(lang, &game, &kinds, 60)];
            for table in tables {
                // The line of chains off the board is a sentence, broken at spaces as any.
                for row in table.lines().filter(|line| !line.contains(':')) {
                    assert!(row.chars().count() <= 60, "{lang:?}: {row:?}\n{table}");
                }
            }
            // Wide enough, the tables stay as they were.
            assert!(chains(lang, &game, Palette::Plain, 80).contains("An Ankerplatz"));
            assert!(!chains(lang, &game, Palette::Plain, 60).contains("Ankerplatz"));
        }
        let players_60 = players(Lang::En, &game, &kinds, 60);
        assert!(players_60.starts_with("  player kind    "), "{players_60}");
    }
}
