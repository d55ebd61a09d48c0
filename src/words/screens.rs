//! The turn screen, the board's tables, prompts, the opening and the end.
//!
//! The screens are pictures with words in them: the words come from here, the pictures (the
//! board's cells, the columns of a table, where a line may break) from
//! `show::screen`, `show::render` and
//! `show::ending`. A table's headings come back as an array, one heading
//! a column, so that the picture can measure each and set its column as wide.

use crate::notation::PlayerKind;
#[cfg(doc)]
use crate::rules::ChainSet;
use crate::rules::Options;
use crate::rules::{BonusKind, Chain, EndReason, Game, TileStatus};
use crate::words::wrap::together;

sentences! {
    /// The turn screen, the board's tables, prompts, the opening and the end.
    pub trait ScreenWords {
        // ----- The turn screen ------------------------------------------------------------------

        /// The first line of the turn screen: `Turn 6 - Ann - cash 6,000 - you hold Au 3`; `whose`
        /// is the viewer's name or [`ScreenWords::deciding_out_of_turn`], `holding` is
        /// [`ScreenWords::you_hold`].
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.turn_header(6, "Ann", 6000, "no shares"), "Turn 6 - Ann - cash 6,000 - no shares");
        /// assert_eq!(Lang::De.turn_header(6, "Ann", 6000, "keine Aktien"), "Zug 6 - Ann - Geld 6.000 - keine Aktien");
        /// ```
        fn turn_header(&self, turn: u32, whose: &str, cash: u32, holding: &str) -> String;

        /// Whose turn it is when someone else decides in it: `Bob's turn - Ann decides`.
        fn deciding_out_of_turn(&self, current: &str, viewer: &str) -> String;

        /// The viewer's shares, each already written as a chain's code and a count (`Au 3`), largest
        /// first: `you hold Au 3, Be 2`, or `no shares` for none.
        fn you_hold(&self, holdings: &[String]) -> String;

        /// Where help is, at the right end of the header: `'help' lists commands`.
        fn help_pointer(&self) -> String;

        /// The heading of the chains table beside the board; its width before the last heading
        /// (`1st/2nd`) is the table's fixed width, 31 columns.
        fn screen_table_heading(&self) -> String;

        /// What a chain's row of the turn screen's table says when it is not on the board.
        fn not_on_the_board(&self) -> String;

        /// What the marks on the turn screen's board mean: `. empty  # lone  * your tile  S safe`.
        fn screen_legend(&self) -> String;

        /// The marks of a watcher's board (no hand): `. empty  # lone  S safe`.
        fn watch_legend(&self) -> String;

        /// The label before the hand on the turn screen: `Your tiles: `, its trailing space
        /// included (a broken line is indented by its width).
        fn your_tiles(&self) -> String;

        /// What stands for an empty hand: `none`.
        fn no_tiles(&self) -> String;

        /// What a tile would do, in a few words: `grows Aurora`, `lone`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::rules::{Chain, TileStatus};
        /// assert_eq!(Lang::En.short_status(TileStatus::Grows(Chain::Aurora)), "grows Aurora");
        /// assert_eq!(Lang::De.short_status(TileStatus::Grows(Chain::Aurora)), "vergrößert Aurora");
        /// ```
        fn short_status(&self, status: TileStatus) -> String;

        /// The line above the turns played since the viewer's last: `Since your last turn:`, or
        /// before the viewer's first turn (`first`) `Before your first turn:`.
        fn since_your_last_turn(&self, first: bool) -> String;

        // ----- The board, the hand and the tables -----------------------------------------------

        /// What the marks of the `board` picture mean, `* your playable tile` when `marked`; the
        /// chains on the board follow it, by code and name.
        fn board_legend(&self, marked: bool) -> String;

        /// The line above a hand: `Ann's tiles:`.
        fn hand_heading(&self, name: &str) -> String;

        /// What stands for an empty hand in `hand`: `(none)`.
        fn empty_hand(&self) -> String;

        /// What placing a tile would do, in words: `playable: grows Aurora`.
        fn tile_status(&self, status: TileStatus) -> String;

        /// What `chains` says while no chain is on the board.
        fn no_chain_on_board(&self) -> String;

        /// The headings of the `chains` table: chain, size, price, safe, bank, majority, minority.
        fn chains_headings(&self) -> [String; 7];

        /// The `safe` column of a chain in the `chains` table: `yes`, or `-`.
        fn safe_mark(&self, safe: bool) -> String;

        /// The minority column of a chain whose only holder gets both bonuses: `(sole holder)`.
        fn sole_holder(&self) -> String;

        /// Where the viewer stands for a chain's bonuses, for the turn screen's `1st/2nd` column
        /// when holdings are hidden (V2): `you 1st`, `you 2nd=` (tied), `not you` (others hold
        /// shares, the viewer is neither).
        fn standing(&self, kind: Option<BonusKind>) -> String;

        /// The line below the `chains` table naming the chains not on the board.
        fn off_the_board(&self, names: &[String]) -> String;

        /// The headings of the `players` table: player, kind, cash, net worth.
        fn players_headings(&self) -> [String; 4];

        /// The kind of a seat in one word: `broker`; in German `Makler`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// use bauloewe::notation::PlayerKind;
        /// assert_eq!(Lang::En.kind_word(PlayerKind::Tycoon), "tycoon");
        /// assert_eq!(Lang::De.kind_word(PlayerKind::Tycoon), "Magnat");
        /// ```
        fn kind_word(&self, kind: PlayerKind) -> String;

        // ----- The opening and the hand-over ----------------------------------------------------

        /// One seat of the table: `Ann (human)`, `Bob (computer, broker)`.
        fn seat(&self, name: &str, kind: PlayerKind) -> String;

        /// Who sits at the table, each seat written by [`ScreenWords::seat`]:
        /// `At the table: Ann (human), Bob (computer, broker).`
        fn at_the_table(&self, seats: &[String]) -> String;

        /// After a typed line that holds as many characters as a line may: no more are taken.
        fn line_full(&self) -> String;

        /// Below a `log` cut to its last `shown` of `total` lines: how to see them all.
        fn log_cut(&self, shown: usize, total: usize) -> String;

        /// A table where nobody human sits: the computers play the game to its end; `example` is
        /// a `--players` list that would seat a person (for a new deal).
        fn nobody_human(&self, example: Option<&str>) -> String;

        /// The first line after `new`: `A new game with seed 12 (replay it with --seed 12).`
        fn new_game_dealt(&self, seed: u64, options: Options) -> String;

        /// The hot-seat hand-over before `name` decides in turn `turn`; `turn_of` names whose turn
        /// it is when that is someone else.
        fn pass_the_keyboard(&self, turn: u32, name: &str, turn_of: Option<&str>) -> String;

        /// A line typed at the hand-over, where only Enter goes on (to `name`'s tiles) and
        /// `quit` leaves.
        fn only_enter_here(&self, name: &str) -> String;

        /// What a terminal shows while a computer player thinks: `Bob is thinking`.
        fn is_thinking(&self, name: &str) -> String;

        // ----- Prompts and answers of the loop ---------------------------------------------------

        /// The prompt's guide once the game is over.
        fn game_over_prompt(&self) -> String;

        /// What Ctrl-C at the prompt says.
        fn line_cancelled(&self) -> String;

        /// What the next prompt says after Ctrl-C while computer players thought (a terminal
        /// catches it; their moves finish): the game goes on.
        fn interrupted(&self) -> String;

        /// The question asked when the input ends at a terminal: `Leave the game? (y/n) `.
        fn leave_the_game(&self) -> String;

        /// The refusal of a move once the game is over.
        fn game_is_over_refusal(&self) -> String;

        /// Why a placement ended the turn by itself: no chain is on the board to buy.
        fn nothing_to_buy(&self, name: &str) -> String;

        /// Why `dump` shows nothing while several people share the keyboard (R19).
        fn dump_hidden(&self) -> String;

        /// Why `dump` shows nothing at a terminal in a game with hidden holdings (V2).
        fn dump_hides_holdings(&self) -> String;

        /// What a terminal shows while the adviser thinks about a hint.
        fn thinking_about_hint(&self) -> String;

        /// What Ctrl-C while a hint is worked out says: the search was stopped, the game goes on.
        fn hint_stopped(&self) -> String;

        /// A hint: `hint: lay 7E: …`; `advice` is the adviser's reason in words.
        fn hint(&self, advice: &str) -> String;

        /// Why there is no hint: the game is over.
        fn no_hint_game_over(&self) -> String;

        /// Why there is no hint: the game waits for someone else.
        fn no_hint_not_yours(&self) -> String;

        /// What `legal` says when there is nothing to list: the game is over.
        fn nothing_legal_game_over(&self) -> String;

        /// What `legal` says when there is nothing to list: the game waits for someone else.
        fn nothing_legal_not_yours(&self) -> String;

        /// The refusal of `new` while the game goes on.
        fn new_only_after_the_end(&self) -> String;

        /// Why `new` could not deal again; `reason` is the error in words.
        fn cannot_deal_again(&self, reason: &str) -> String;

        /// What `log` says before anything has happened.
        fn nothing_happened_yet(&self) -> String;

        // ----- The end ---------------------------------------------------------------------------

        /// The first line of the end: `The game is over: Ann announced the end (R16).`
        fn game_over(&self, game: &Game, reason: EndReason) -> String;

        /// Who won: `Cid wins with 41,100.`, or who share first place with `cash` each.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// let both = ["Ann".to_string(), "Bob".to_string()];
        /// assert_eq!(Lang::En.winners(&both[..1], 41100), "Ann wins with 41,100.");
        /// assert_eq!(Lang::De.winners(&both, 6000), "Ann und Bob teilen sich den ersten Platz mit je 6.000.");
        /// ```
        fn winners(&self, names: &[String], cash: u32) -> String;

        /// The headings of the final ranking: rank, player, before, bonuses, share sales, final.
        fn ranking_headings(&self) -> [String; 6];

        /// The line below the final ranking in a game with the market (V3): what it took in the
        /// final scoring and before, money that left the game.
        fn market_took(&self, at_the_end: u32, before: u32) -> String;

        /// The last line of the end: what the players can still do.
        fn after_the_end(&self) -> String;
    }
}

/// The names of `chains` (a [`ChainSet`]'s `iter()` gives them in the order of R3), for a list
/// in words: `lang.or_list(&chain_names(Chain::ALL))`.
pub(crate) fn chain_names(chains: impl IntoIterator<Item = Chain>) -> Vec<String> {
    chains.into_iter().map(|chain| chain.name().to_string()).collect()
}

/// The flags that deal the game of `seed` again with the variants of `options`, `--seed 7`
/// or `--seed 7 --market`, kept on one line when a sentence is broken (a flag parted from its
/// value would not read as one thing to type). The variants' flags are their words.
pub(crate) fn seed_flag(seed: u64, options: Options) -> String {
    let variants: String =
        crate::notation::options::option_words(options).iter().map(|word| format!(" --{word}")).collect();
    together(&format!("--seed {seed}{variants}"))
}
