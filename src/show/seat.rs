//! What one seat sees: the screen, the prompt and the answers, as one function of the game,
//! the seat and its language.
//!
//! The local console (`console::Repl`) and a table across machines
//! (`crate::table`) both draw a person's view from here, so that a player sees the
//! same screens and sentences at one keyboard and at their own computer. A [`SeatView`] says
//! who looks and how (language, colours, width); every function takes the game as it stands
//! and shows only what that seat may see (R19): its own tiles, never another's.

use crate::rules::{Chain, Decision, Event, Game, PlayerId, Tile};

use crate::command::{Command, Info};
use crate::notation::position::write_view;
use crate::session::Session;
use crate::session::digest::turn_clauses;
use crate::session::waiting::playable;
use crate::show::guide::guide;
use crate::show::help;
use crate::show::legal;
use crate::show::narrate;
use crate::show::palette::Palette;
use crate::show::prompt::Prompt;
use crate::show::render;
use crate::show::screen::Screen;
use crate::words::Lang;

/// How many lines `log` shows (`log all` shows every one).
pub const LOG_LENGTH: usize = 30;

/// Who looks at the game, and how: the seat, its language, colours and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// The seat looking: its own hand is shown, no other.
    pub viewer: PlayerId,
    /// The language of every word.
    pub lang: Lang,
    /// How chains are coloured.
    pub palette: Palette,
    /// The width of the screen in columns.
    pub width: usize,
}

impl SeatView {
    /// The screen at the start of a decision: board, chains, the viewer's tiles, and one line
    /// per turn played since the viewer's last turn. It begins with an empty line.
    pub fn turn_screen(&self, session: &Session) -> String {
        let since = self.since_lines(session);
        let screen = Screen {
            game: session.game(),
            viewer: self.viewer,
            palette: self.palette,
            width: self.width,
            lang: self.lang,
        };
        format!("\n{}", screen.turn(&since, self.before_first_turn(session)))
    }

    /// Whether the viewer has not played a turn before the one now under way: the turns
    /// played so far are then told as before their first turn, not since their last.
    pub fn before_first_turn(&self, session: &Session) -> bool {
        let starts = session.log().iter().filter_map(|event| match *event {
            Event::TurnStarted { player, .. } => Some(player),
            _ => None,
        });
        let starts: Vec<PlayerId> = starts.collect();
        // The turn under way is not one played before.
        let before = starts.split_last().map_or(&starts[..], |(_, before)| before);
        !before.contains(&self.viewer)
    }

    /// One line per turn played since the viewer's last turn (and the current one, unless it
    /// is theirs and just began), at most one round of the table.
    pub fn since_lines(&self, session: &Session) -> Vec<String> {
        let (game, log, viewer) = (session.game(), session.log(), self.viewer);
        let starts: Vec<(usize, PlayerId)> = log
            .iter()
            .enumerate()
            .filter_map(|(index, event)| match *event {
                Event::TurnStarted { player, .. } => Some((index, player)),
                _ => None,
            })
            .collect();
        // At the start of their own turn the viewer is told the turns before it; later in
        // it (back at the keyboard after others disposed) this turn's line too.
        let own_turn = game.decision() == (Decision::PlaceTile { player: viewer });
        let (end, earlier) = match starts.split_last() {
            Some((&(index, player), earlier)) if own_turn && player == viewer => (index, earlier),
            _ => (log.len(), &starts[..]),
        };
        let begin = match earlier.iter().rposition(|(_, player)| *player == viewer) {
            Some(last) => earlier.get(last + 1).map_or(end, |(index, _)| *index),
            None => earlier.first().map_or(end, |(index, _)| *index),
        };
        let lines = turn_lines(self.lang, game, &log[begin..end]);
        let keep = game.player_count();
        lines[lines.len().saturating_sub(keep)..].to_vec()
    }

    /// The prompt for the viewer's decision, with what to complete.
    pub fn prompt(&self, game: &Game) -> Prompt {
        let player = self.viewer;
        let chains: Vec<Chain> = match game.decision() {
            Decision::FoundChain { .. } => {
                Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c)).collect()
            }
            Decision::ChooseSurvivor { candidates, .. } | Decision::ChooseDefunct { candidates, .. } => {
                candidates.iter().collect()
            }
            Decision::BuyShares { .. } => game.buyable_chains().iter().collect(),
            _ => game.board().chains_on_board().iter().collect(),
        };
        Prompt {
            player: game.name(player).to_string(),
            guide: guide(self.lang, game, player),
            tiles: playable(game, player).iter().map(Tile::to_string).collect(),
            chains: chains.iter().map(|c| c.name().to_string()).collect(),
            lang: self.lang,
            live: None,
        }
    }

    /// What the viewer's command changed, one sentence a line: its events up to the next turn
    /// (which the next screen tells) or the final scoring (which the end tells). A placement
    /// that ends the turn by itself says why.
    pub fn changes(&self, game: &Game, command: &Command, events: &[Event]) -> String {
        let player = self.viewer;
        let own = events.iter().position(|e| matches!(e, Event::TurnStarted { .. } | Event::FinalScoring));
        let own = &events[..own.unwrap_or(events.len())];
        let mut lines = narrate::lines(self.lang, game, own, Some(player));
        let turn_ended = own.contains(&Event::TurnEnded { player });
        if matches!(command, Command::Lay(_)) && turn_ended {
            lines.insert(1.min(lines.len()), self.lang.nothing_to_buy(game.name(player)));
        }
        lines.iter().map(|line| format!("{line}\n")).collect()
    }

    /// One piece of information as the viewer may see it; `None` for `dump` and `hint`, which
    /// depend on where the game is played (the caller decides them).
    pub fn info(&self, session: &Session, info: Info) -> Option<String> {
        let (game, lang, player) = (session.game(), self.lang, self.viewer);
        Some(match info {
            Info::Board => render::board(lang, game, &playable(game, player), self.palette),
            Info::Hand => render::hand(lang, game, player),
            Info::Chains => render::chains_seen_by(lang, game, self.palette, player, self.width),
            Info::Players => {
                render::players_seen_by(lang, game, session.record().kinds(), player, self.width)
            }
            Info::Log => recent_events(lang, game, session.log(), Some(player), LOG_LENGTH),
            Info::Rules => help::rules_in_short(lang).to_string(),
            Info::Legal => legal::text(game, player, lang),
            Info::View => write_view(game.view(player), session.record().kinds()),
            Info::Dump | Info::Hint => return None,
        })
    }
}

/// The last `most` lines of the events `viewer` may see (`None`: only what everyone may see),
/// one sentence a line; when that cuts some, a last line says how to see them all.
pub fn recent_events(
    lang: Lang,
    game: &Game,
    log: &[Event],
    viewer: Option<PlayerId>,
    most: usize,
) -> String {
    let lines = narrate::lines(lang, game, log, viewer);
    let start = lines.len().saturating_sub(most);
    let mut text = String::new();
    for line in &lines[start..] {
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str(&format!("{}\n", lang.nothing_happened_yet()));
    }
    if start > 0 {
        text.push_str(&format!("{}\n", lang.log_cut(lines.len() - start, lines.len())));
    }
    text
}

/// One line for each turn that starts in `events`, in order; events before the first turn
/// start (the setup) and from the final scoring on are left out.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::seat::turn_lines;
/// use bauloewe::rules::{Chain, Event, Game, Options};
/// let (game, _) = Game::new(["Ann", "Bob"], 1, Options::default())?;
/// let events = [
///     Event::TurnStarted { player: 1, turn: 2 },
///     Event::TilePlaced { player: 1, tile: "10C".parse()? },
///     Event::ChainGrew { chain: Chain::Zugvogel, size: 3 },
///     Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 300 },
///     Event::ShareBought { player: 1, chain: Chain::Zugvogel, price: 300 },
///     Event::TurnEnded { player: 1 },
/// ];
/// // A count stays on one line with its chain: a no-break space joins them.
/// let plain = |lang| turn_lines(lang, &game, &events)[0].replace('\u{a0}', " ");
/// assert_eq!(plain(Lang::En), "Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.");
/// assert_eq!(plain(Lang::De), "Bob legt 10C, vergrößert Zugvogel auf 3; kauft 2 Zugvogel.");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn turn_lines(lang: Lang, game: &Game, events: &[Event]) -> Vec<String> {
    turn_clauses(game, events).iter().map(|clauses| lang.turn_line(clauses)).collect()
}

#[cfg(test)]
mod digest_tests {
    use super::*;
    use crate::rules::{BonusKind, ChainSet, Options};

    fn game() -> Game {
        Game::new(["Ann", "Bob", "Cid"], 1, Options::default()).unwrap().0
    }

    /// Lines as printed: the no-break spaces that keep a count with its chain become spaces.
    fn plain(lines: Vec<String>) -> Vec<String> {
        lines.into_iter().map(|line| line.replace('\u{a0}', " ")).collect()
    }

    fn tile(name: &str) -> crate::rules::Tile {
        name.parse().unwrap()
    }

    #[test]
    fn r11_a_lone_tile_and_a_founding_in_one_line_each() {
        let events = [
            Event::TurnStarted { player: 1, turn: 2 },
            Event::TilePlaced { player: 1, tile: tile("5E") },
            Event::TileDrawn { player: 1, tile: tile("9I") },
            Event::TurnEnded { player: 1 },
            Event::TurnStarted { player: 2, turn: 3 },
            Event::TilePlaced { player: 2, tile: tile("3A") },
            Event::ChainFounded { player: 2, chain: Chain::Aurora, size: 2 },
            Event::FounderShare { player: 2, chain: Chain::Aurora },
            Event::TurnEnded { player: 2 },
        ];
        assert_eq!(
            turn_lines(Lang::En, &game(), &events),
            ["Bob lays 5E (lone); buys nothing.", "Cid lays 3A, founds Aurora (2 hotels); buys nothing."]
        );
    }

    #[test]
    fn r14_a_merger_names_each_payee_and_holder() {
        let mut chains = ChainSet::EMPTY;
        chains.insert(Chain::Zugvogel);
        chains.insert(Chain::Aurora);
        let events = [
            Event::TurnStarted { player: 2, turn: 9 },
            Event::TilePlaced { player: 2, tile: tile("5E") },
            Event::MergerStarted { player: 2, tile: tile("5E"), chains },
            Event::SurvivorChosen { chain: Chain::Aurora },
            Event::DefunctHandled { chain: Chain::Zugvogel, size: 5, price: 500 },
            Event::BonusPaid { player: 0, chain: Chain::Zugvogel, amount: 5000, kind: BonusKind::Majority },
            Event::BonusPaid { player: 1, chain: Chain::Zugvogel, amount: 2500, kind: BonusKind::Minority },
            Event::SharesSold { player: 0, chain: Chain::Zugvogel, count: 2, amount: 1000 },
            Event::SharesKept { player: 0, chain: Chain::Zugvogel, count: 1 },
            Event::SharesTraded {
                player: 1,
                defunct: Chain::Zugvogel,
                given: 2,
                survivor: Chain::Aurora,
                received: 1,
            },
            Event::MergerCompleted { survivor: Chain::Aurora, size: 14 },
            Event::ShareBought { player: 2, chain: Chain::Aurora, price: 900 },
        ];
        assert_eq!(
            plain(turn_lines(Lang::En, &game(), &events)),
            ["Cid lays 5E, merges Zugvogel and Aurora; Aurora survives; bonuses for Zugvogel (5 hotels, \
              500 a share): Ann 5,000, Bob 2,500; Ann sells 2 for 1,000, keeps 1; Bob trades 2 for 1 \
              Aurora; Aurora has 14 hotels; Cid buys 1 Aurora."]
        );
        assert_eq!(
            plain(turn_lines(Lang::De, &game(), &events)),
            ["Cid legt 5E, fusioniert Zugvogel und Aurora; Aurora überlebt; Prämien für Zugvogel (5 \
              Hotels, 500 je Aktie): Ann 5.000, Bob 2.500; Ann verkauft 2 für 1.000, behält 1; Bob \
              tauscht 2 gegen 1 Aurora; Aurora hat 14 Hotels; Cid kauft 1 Aurora."]
        );
    }

    #[test]
    fn r19_drawn_tiles_and_the_final_scoring_are_not_told() {
        let events = [
            Event::TurnStarted { player: 0, turn: 4 },
            Event::NoPlayableTile { player: 0 },
            Event::TileDrawn { player: 0, tile: tile("1A") },
            Event::TurnEnded { player: 0 },
            Event::FinalScoring,
            Event::BonusPaid { player: 0, chain: Chain::Aurora, amount: 1000, kind: BonusKind::Both },
        ];
        let lines = turn_lines(Lang::En, &game(), &events);
        assert_eq!(lines, ["Ann holds no playable tile; buys nothing."]);
    }

    #[test]
    fn a_turn_in_progress_tells_what_happened_so_far() {
        let events =
            [Event::TurnStarted { player: 1, turn: 2 }, Event::TilePlaced { player: 1, tile: tile("5E") }];
        assert_eq!(turn_lines(Lang::En, &game(), &events), ["Bob lays 5E."]);
        assert_eq!(turn_lines(Lang::En, &game(), &events[..1]), ["Bob's turn begins."]);
    }
}
