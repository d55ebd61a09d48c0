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

/// The chains table: size, price, safe, bank stock, majority and minority holders.
pub fn chains(lang: Lang, game: &Game, palette: Palette) -> String {
    chains_hiding(lang, game, palette, Sight::All)
}

/// The chains table as `viewer` may see it: with hidden holdings (V2), until the end, the
/// holders' columns name only the viewer and say `?` for a bonus someone else would get.
pub fn chains_seen_by(lang: Lang, game: &Game, palette: Palette, viewer: PlayerId) -> String {
    chains_hiding(lang, game, palette, Sight::of(game, Some(viewer)))
}

/// The chains table as someone who plays no seat may see it (a watcher at a table): with
/// hidden holdings (V2), until the end, every holder is `?`.
pub fn chains_public(lang: Lang, game: &Game, palette: Palette) -> String {
    chains_hiding(lang, game, palette, Sight::of(game, None))
}

/// The players table as `viewer` may see it: with hidden holdings (V2), until the end,
/// another player's cash, shares and worth are `?`.
pub fn players_seen_by(lang: Lang, game: &Game, kinds: &[PlayerKind], viewer: PlayerId) -> String {
    players_hiding(lang, game, kinds, Sight::of(game, Some(viewer)))
}

/// The players table as someone who plays no seat may see it: with hidden holdings (V2),
/// until the end, everyone's cash, shares and worth are `?`.
pub fn players_public(lang: Lang, game: &Game, kinds: &[PlayerKind]) -> String {
    players_hiding(lang, game, kinds, Sight::of(game, None))
}

/// The chains table, naming the holders `sight` shows.
fn chains_hiding(lang: Lang, game: &Game, palette: Palette, sight: Sight) -> String {
    let on_board = game.board().chains_on_board();
    if on_board.is_empty() {
        return format!("{}\n", lang.no_chain_on_board());
    }
    let columns = ChainColumns::new(lang);
    let [chain, size, price, safe, bank, majority, minority] = lang.chains_headings();
    let ChainColumns { name: name_width, size: size_width, safe: safe_width } = columns;
    let mut text = format!(
        "{chain:<name_width$}{size:>size_width$} {price:>6} {safe:>safe_width$} {bank:>4}  {majority:<22} {minority}\n"
    );
    for chain in on_board.iter() {
        text.push_str(&chain_row(lang, game, chain, palette, (columns, sight)));
    }
    let off: Vec<String> =
        Chain::ALL.into_iter().filter(|c| !on_board.contains(*c)).map(|c| c.name().to_string()).collect();
    if !off.is_empty() {
        let _ = writeln!(text, "{}", lang.off_the_board(&off));
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
}

impl ChainColumns {
    fn new(lang: Lang) -> ChainColumns {
        let [chain, size, _, safe, ..] = lang.chains_headings();
        let longest = Chain::ALL.iter().map(|c| visible_width(&format!("{} {}", c.code(), c.name()))).max();
        ChainColumns {
            name: longest.unwrap_or(0).max(visible_width(&chain) + 1),
            size: visible_width(&size).max(4),
            safe: visible_width(&safe).max(visible_width(&lang.safe_mark(true))).max(4),
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
    let (ChainColumns { name: name_width, size: size_width, safe: safe_width }, sight) = layout;
    let name = format!("{:<name_width$}", format!("{} {}", chain.code(), chain.name()));
    let (majority, minority) = holders(lang, game, chain, sight);
    format!(
        "{}{:>size_width$} {:>6} {:>safe_width$} {:>4}  {:<22} {}\n",
        palette.paint(&name, chain),
        board.size(chain),
        lang.money(board.share_price(chain)),
        lang.safe_mark(board.is_safe(chain)),
        game.bank_shares(chain),
        majority,
        minority
    )
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
pub fn players(lang: Lang, game: &Game, kinds: &[PlayerKind]) -> String {
    players_hiding(lang, game, kinds, Sight::All)
}

/// The players table, with the cash, shares and worth of the players `sight` shows.
fn players_hiding(lang: Lang, game: &Game, kinds: &[PlayerKind], sight: Sight) -> String {
    let codes: String = Chain::ALL.into_iter().map(|c| format!("{:>3}", c.code())).collect();
    let [player, kind, cash, worth] = lang.players_headings();
    let mut text = format!("  {player:<16} {kind:<8} {cash:>7} {codes}  {worth:>9}\n");
    for (player, kind) in kinds.iter().enumerate() {
        let marker = if player == game.current_player() && !game.is_over() { '>' } else { ' ' };
        let shown = sight.shows(player);
        let (cash, worth, shares) = if shown {
            let shares: String =
                Chain::ALL.into_iter().map(|c| share_count(game.shares(player, c))).collect();
            (lang.money(game.cash(player)), lang.money(game.net_worth(player)), shares)
        } else {
            // What nobody hidden holds is public: a chain never founded, say, shows `.`.
            let hidden =
                |c| if sight.hidden_shares(game, c) == 0 { share_count(0) } else { format!("{HIDDEN:>3}") };
            (HIDDEN.to_string(), HIDDEN.to_string(), Chain::ALL.into_iter().map(hidden).collect())
        };
        let _ = writeln!(
            text,
            "{marker} {:<16} {:<8} {cash:>7} {shares}  {worth:>9}",
            game.name(player),
            lang.kind_word(*kind),
        );
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
        assert_eq!(chains(Lang::En, &game, Palette::Plain), "No chain is on the board yet.\n");
        let table = players(Lang::En, &game, &[PlayerKind::Human, PlayerKind::Human]);
        assert!(table.contains("Ann"), "{table}");
        assert!(table.contains("6,000"), "{table}");
        assert!(hand(Lang::En, &game, 0).starts_with("Ann's tiles:\n"));
        assert_eq!(hand(Lang::En, &game, 0).lines().count(), 7);
        assert!(hand(Lang::De, &game, 0).starts_with("Anns Plättchen:\n"));
        let german = players(Lang::De, &game, &[PlayerKind::Human, PlayerKind::Tycoon]);
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
            let table = chains(lang, &game, Palette::Plain);
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
}
