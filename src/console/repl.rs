//! The read-eval-print loop: computer players move, people are asked, lines become actions.
//!
//! [`Repl::run`] loops until the game is over, someone quits, or the input ends. Computer
//! players move on their own and their moves are told as sentences. Before a person decides,
//! the screen shows what they need (the board at the start of their turn and after every change,
//! their hand with each tile's status, the chains table); then one line is read from the
//! [`LineSource`] and gets either its effect or one line saying what was wrong.

mod saving;

use std::io::{self, Write};

use crate::rules::{Action, Board, Chain, Decision, Event, Game, PlayerId, RuleError, Tile};
use crate::save::SaveDir;

use super::advice;
use super::command::{Command, Info};
use super::help;
use super::input::{Line, LineSource, Prompt};
use super::narrate::{self, sentences};
use super::render::{self, Palette};
use super::session::{PlayError, Session};
use crate::notation::text::visible;

/// How many events `log` shows.
const LOG_LENGTH: usize = 30;

/// How a run of the REPL ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game is over and ranked.
    GameOver,
    /// Someone typed `quit` (or confirmed leaving at the end of input).
    Quit,
    /// The input ended before the game did.
    InputEnded,
}

/// What happened in a run: how it ended and how many lines were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// How the run ended.
    pub outcome: Outcome,
    /// How many lines got an error message instead of an effect.
    pub refused: usize,
}

/// The loop over one session, reading from a line source and writing to an output.
///
/// ```
/// use std::io::Cursor;
/// use bauloewe::console::{Palette, Repl, ScriptSource, Session, repl::Outcome};
/// use bauloewe::rules::Options;
/// use bauloewe::notation::{PlayerKind, Seat};
/// let seats = vec![Seat::new("Ann", PlayerKind::Human)?, Seat::new("Bob", PlayerKind::Tourist)?];
/// let (session, setup) = Session::new(seats, 42, Options::default())?;
/// let mut input = ScriptSource::new(Cursor::new("board\nquit\n"));
/// let mut output = Vec::new();
/// let report = Repl::new(session, &mut input, &mut output, Palette::Plain).run(&setup)?;
/// assert_eq!(report.outcome, Outcome::Quit);
/// assert!(String::from_utf8(output)?.contains("Ann> board"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Repl<'a> {
    session: Session,
    input: &'a mut dyn LineSource,
    out: &'a mut dyn Write,
    palette: Palette,
    refused: usize,
    /// The person at the keyboard, for hot-seat hand-overs.
    at_keyboard: Option<PlayerId>,
    /// Whose turn and which turn the screen was last drawn for.
    shown_for: Option<(u32, PlayerId)>,
    /// The board as last drawn, to redraw it when it changed.
    shown_board: Option<Board>,
    /// The guide line last printed in scripted mode (printed again only when it changes).
    last_guide: String,
    /// Where `save`, `load` and `saves` keep the slots (`None`: saving is off).
    saves: Option<SaveDir>,
    /// The actions of the game as last saved or loaded, to know whether `quit` loses progress.
    saved: Vec<Action>,
}

/// Whether the loop goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl<'a> Repl<'a> {
    /// A loop over `session`, reading from `input` and writing to `out`.
    pub fn new(
        session: Session,
        input: &'a mut dyn LineSource,
        out: &'a mut dyn Write,
        palette: Palette,
    ) -> Repl<'a> {
        let saved = session.actions().to_vec();
        Repl {
            session,
            input,
            out,
            palette,
            refused: 0,
            at_keyboard: None,
            shown_for: None,
            shown_board: None,
            last_guide: String::new(),
            saves: None,
            saved,
        }
    }

    /// Lets `save`, `load`, `saves` and `quit` keep games in the slots of `dir`.
    pub fn with_saves(mut self, dir: SaveDir) -> Repl<'a> {
        self.saves = Some(dir);
        self
    }

    /// The session as it stands (for saving, after a run).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Tells the events of the start (`setup`), then loops until the game ends, someone quits,
    /// or the input ends.
    pub fn run(&mut self, setup: &[Event]) -> io::Result<Report> {
        let text = sentences(self.session.game(), setup, None);
        self.out.write_all(text.as_bytes())?;
        let outcome = self.run_loop()?;
        self.out.flush()?;
        Ok(Report { outcome, refused: self.refused })
    }

    fn run_loop(&mut self) -> io::Result<Outcome> {
        loop {
            self.play_computers()?;
            let Some(player) = self.session.human_to_decide() else {
                self.show_end()?;
                return Ok(Outcome::GameOver);
            };
            self.before_prompt(player)?;
            let prompt = self.prompt(player);
            self.out.flush()?;
            match self.input.read_line(&prompt)? {
                Line::Text(line) => {
                    if self.handle(&prompt, &line)? == Flow::Quit {
                        return Ok(Outcome::Quit);
                    }
                }
                Line::Interrupted => writeln!(self.out, "(line cancelled; 'quit' leaves the game)")?,
                Line::End if self.input.is_interactive() => {
                    if self.input.confirm("Leave the game? (y/n) ")? {
                        self.quit()?;
                        return Ok(Outcome::Quit);
                    }
                }
                Line::End => return Ok(Outcome::InputEnded),
            }
        }
    }

    // ----- Computer players and the end -------------------------------------------------------

    /// Lets computer players decide until a person must (or the game is over).
    fn play_computers(&mut self) -> io::Result<()> {
        while let Some(result) = self.session.play_computer() {
            let events = result.map_err(io::Error::other)?;
            let text = sentences(self.session.game(), &events, None);
            self.out.write_all(text.as_bytes())?;
        }
        Ok(())
    }

    /// The final board, players and ranking with the final scoring's bonuses and sales.
    fn show_end(&mut self) -> io::Result<()> {
        let game = self.session.game();
        let log = self.session.log();
        let scoring_start = log.iter().rposition(|e| *e == Event::FinalScoring).unwrap_or(log.len());
        let text = format!(
            "\n{}\n{}\n{}",
            render::board(game, &[], self.palette),
            render::players(game, self.session.record().kinds()),
            render::ranking(game, &log[scoring_start..])
        );
        self.out.write_all(text.as_bytes())
    }

    // ----- Before a person decides --------------------------------------------------------------

    /// Hot-seat hand-over, then the board, hand and chains at the start of a turn, or the board
    /// again when it changed.
    fn before_prompt(&mut self, player: PlayerId) -> io::Result<()> {
        self.hand_over(player)?;
        let game = self.session.game();
        let key = (game.turn_number(), player);
        let board_changed = self.shown_board.as_ref() != Some(game.board());
        if self.shown_for != Some(key) {
            self.shown_for = Some(key);
            self.show_turn_start(player)?;
        } else if board_changed {
            self.show(Info::Board, player)?;
        }
        self.shown_board = Some(self.session.game().board().clone());
        Ok(())
    }

    /// With several people at one keyboard, asks to pass it on before another one's decision.
    fn hand_over(&mut self, player: PlayerId) -> io::Result<()> {
        let people = self.session.record().people().len();
        if people < 2 || self.at_keyboard == Some(player) {
            self.at_keyboard = Some(player);
            return Ok(());
        }
        self.at_keyboard = Some(player);
        let message = format!("Pass to {}, press Enter.", self.session.game().name(player));
        if self.input.is_interactive() {
            self.out.flush()?;
            self.input.pause(&format!("{message} "))?;
            write!(self.out, "\x1b[2J\x1b[H")
        } else {
            writeln!(self.out, "{message}")
        }
    }

    fn show_turn_start(&mut self, player: PlayerId) -> io::Result<()> {
        writeln!(self.out)?;
        self.show(Info::Board, player)?;
        if self.session.game().current_player() == player {
            self.show(Info::Hand, player)?;
        }
        if !self.session.game().board().chains_on_board().is_empty() {
            self.show(Info::Chains, player)?;
        }
        let summary = holdings(self.session.game(), player);
        writeln!(self.out, "{summary}")
    }

    /// The prompt for `player`'s decision, with what to complete.
    fn prompt(&self, player: PlayerId) -> Prompt {
        let game = self.session.game();
        let decision = game.decision();
        let chains: Vec<Chain> = match decision {
            Decision::FoundChain { .. } => {
                Chain::ALL.into_iter().filter(|c| !game.board().is_on_board(*c)).collect()
            }
            Decision::ChooseSurvivor { candidates, .. } | Decision::ChooseDefunct { candidates, .. } => {
                candidates.iter().collect()
            }
            _ => game.board().chains_on_board().iter().collect(),
        };
        Prompt {
            player: game.name(player).to_string(),
            guide: guide(game, player),
            tiles: playable(game, player).iter().map(Tile::to_string).collect(),
            chains: chains.iter().map(|c| c.name().to_string()).collect(),
        }
    }

    // ----- Handling a line ------------------------------------------------------------------------

    fn handle(&mut self, prompt: &Prompt, line: &str) -> io::Result<Flow> {
        if line.trim_start().starts_with('#') {
            return self.comment(line);
        }
        if !self.input.is_interactive() {
            self.echo(prompt, line)?;
        }
        if line.trim().is_empty() {
            return Ok(Flow::Continue);
        }
        let player = self.at_keyboard.unwrap_or(0);
        match line.parse::<Command>() {
            Err(error) => self.refuse(&error.to_string())?,
            Ok(Command::Quit) => return self.quit(),
            Ok(Command::Save(name)) => self.save_slot(&name)?,
            Ok(Command::Load(name)) => self.load_slot(&name)?,
            Ok(Command::Saves) => self.list_saves()?,
            Ok(Command::Undo) => self.undo()?,
            Ok(Command::Help(None)) => self.out.write_all(help::overview().as_bytes())?,
            Ok(Command::Help(Some(word))) => match help::topic(&word) {
                Ok(text) => self.out.write_all(text.as_bytes())?,
                Err(error) => self.refuse(&error.to_string())?,
            },
            Ok(Command::Show(info)) => self.show(info, player)?,
            Ok(command) => self.play(&command, player)?,
        }
        Ok(Flow::Continue)
    }

    /// A `#` line is a comment: shown as it is in scripted mode (so transcripts can explain
    /// themselves), ignored at a terminal.
    fn comment(&mut self, line: &str) -> io::Result<Flow> {
        if !self.input.is_interactive() {
            let shown: String = line.trim().chars().take(200).map(visible).collect();
            writeln!(self.out, "{shown}")?;
        }
        Ok(Flow::Continue)
    }

    /// In scripted mode: the guide when it changed, then `Ann> line`.
    fn echo(&mut self, prompt: &Prompt, line: &str) -> io::Result<()> {
        if prompt.guide != self.last_guide {
            writeln!(self.out, "{}", prompt.guide)?;
            self.last_guide = prompt.guide.clone();
        }
        let mut shown: String = line.chars().take(200).map(visible).collect();
        if line.chars().count() > 200 {
            shown.push('…');
        }
        let shown = shown.trim_end();
        let space = if shown.is_empty() { "" } else { " " };
        writeln!(self.out, "{}>{space}{shown}", prompt.player)
    }

    /// Applies a command that changes the game, or says why it cannot.
    fn play(&mut self, command: &Command, player: PlayerId) -> io::Result<()> {
        let result = self.session.resolve(command).and_then(|actions| self.session.apply_all(&actions));
        match result {
            Ok(events) => {
                let text = sentences(self.session.game(), &events, Some(player));
                self.out.write_all(text.as_bytes())
            }
            Err(PlayError::Rule(RuleError::NotNow { .. })) => {
                let message = format!("not now: first {} (R10)", expected(self.session.game(), player));
                self.refuse(&message)
            }
            Err(error) => self.refuse(&error.to_string()),
        }
    }

    fn refuse(&mut self, message: &str) -> io::Result<()> {
        self.refused += 1;
        writeln!(self.out, "{message}")
    }

    /// Shows one piece of information to `player` (whose hand it may show, R19).
    fn show(&mut self, info: Info, player: PlayerId) -> io::Result<()> {
        let game = self.session.game();
        let text = match info {
            Info::Board => render::board(game, &playable(game, player), self.palette),
            Info::Hand => render::hand(game, player),
            Info::Chains => render::chains(game, self.palette),
            Info::Players => render::players(game, self.session.record().kinds()),
            Info::Log => recent_events(game, self.session.log(), player),
            Info::Rules => help::RULES_IN_SHORT.to_string(),
            Info::Dump if self.session.record().people().len() > 1 => {
                "dump shows every hand and the pool, which hot-seat players must not see (R19): \
                 play with one human to use it\n"
                    .to_string()
            }
            Info::Dump => self.session.record().position(),
            Info::Hint => return self.show_hint(player),
        };
        self.out.write_all(text.as_bytes())
    }
}

impl Repl<'_> {
    /// `hint`: what the adviser would do in `player`'s place, and why.
    fn show_hint(&mut self, player: PlayerId) -> io::Result<()> {
        let text = match self.session.hint(player) {
            Some(advice) => format!("hint: {}\n", advice::hint(&advice)),
            None if self.session.game().is_over() => "no hint: the game is over\n".to_string(),
            None => "no hint: the game waits for someone else's decision\n".to_string(),
        };
        self.out.write_all(text.as_bytes())
    }
}

/// The tiles `player` may place now (none unless it is their turn to place).
fn playable(game: &Game, player: PlayerId) -> Vec<Tile> {
    if game.decision() != (Decision::PlaceTile { player }) {
        return Vec::new();
    }
    game.hand(player).tiles().filter(|t| game.tile_status(*t).is_playable()).collect()
}

/// What is expected of `player` now, with an example command, as the prompt says it:
/// `Ann, place a tile (lay 7E) or see 'help'`.
pub fn guide(game: &Game, player: PlayerId) -> String {
    let announce = if game.can_announce() { ", announce" } else { "" };
    format!("{}, {}{announce} or see 'help'", game.name(player), expected(game, player))
}

/// What the game waits for from `player`, with an example command.
fn expected(game: &Game, player: PlayerId) -> String {
    match game.decision() {
        Decision::PlaceTile { .. } => {
            let example = playable(game, player).first().map_or("7E".to_string(), Tile::to_string);
            format!("place a tile (lay {example})")
        }
        Decision::FoundChain { tile, .. } => {
            let free =
                Chain::ALL.into_iter().find(|c| !game.board().is_on_board(*c)).unwrap_or(Chain::Aurora);
            format!("name the chain {tile} founds (found {})", free.name())
        }
        Decision::ChooseSurvivor { candidates, .. } => {
            format!("choose the survivor of {candidates} (survivor NAME)")
        }
        Decision::ChooseDefunct { candidates, .. } => {
            format!("choose which of {candidates} is defunct first (defunct NAME)")
        }
        Decision::Dispose { defunct, survivor, held, max_trade, price, .. } => {
            let trade = if max_trade == 0 {
                String::new()
            } else {
                format!(", trade N (2 for 1 {survivor}, up to {max_trade})")
            };
            let each = render::money(price);
            let each = if held == 1 { each } else { format!("{each} each") };
            format!("you hold {} at {each}: sell N{trade} or keep", narrate::shares(held, defunct.name()))
        }
        Decision::BuyShares { remaining: 0, .. } => "end your turn (end)".to_string(),
        Decision::BuyShares { remaining, .. } => {
            let shares = if remaining == 1 { "share" } else { "shares" };
            format!("buy up to {remaining} {shares} (buy NAME) or end your turn (end)")
        }
        Decision::GameOver => "the game is over".to_string(),
    }
}

/// One line on a player's cash and shares.
fn holdings(game: &Game, player: PlayerId) -> String {
    let shares: Vec<String> = Chain::ALL
        .into_iter()
        .filter(|c| game.shares(player, *c) > 0)
        .map(|c| format!("{} {}", c.name(), game.shares(player, c)))
        .collect();
    let shares = if shares.is_empty() { "no shares".to_string() } else { shares.join(", ") };
    format!("{} has {} in cash and {shares}.", game.name(player), render::money(game.cash(player)))
}

/// The last events `viewer` may see, one sentence a line.
fn recent_events(game: &Game, log: &[Event], viewer: PlayerId) -> String {
    let lines = narrate::lines(game, log, Some(viewer));
    let start = lines.len().saturating_sub(LOG_LENGTH);
    let mut text = String::new();
    for line in &lines[start..] {
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str("Nothing has happened yet.\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;
    use crate::console::input::ScriptSource;
    use crate::notation::{PlayerKind, Seat};
    use crate::rules::Options;

    /// Runs a REPL over `input` for the given seats (`NAME:KIND`) and seed.
    fn run(seats: &[(&str, PlayerKind)], seed: u64, input: Vec<u8>) -> (Report, String) {
        let seats = seats.iter().map(|(name, kind)| Seat::new(name, *kind).unwrap()).collect();
        let (session, setup) = Session::new(seats, seed, Options::default()).unwrap();
        let mut source = ScriptSource::new(Cursor::new(input));
        let mut output = Vec::new();
        let report = Repl::new(session, &mut source, &mut output, Palette::Plain).run(&setup).unwrap();
        (report, String::from_utf8(output).unwrap())
    }

    /// Every line that would place some tile: one of them is in the hand.
    fn every_lay() -> String {
        Tile::all().map(|t| format!("lay {t}\n")).collect()
    }

    /// A cycle of lines that makes progress in any decision: one of each kind of answer.
    fn every_answer() -> String {
        let mut lines = every_lay();
        for chain in Chain::ALL {
            lines.push_str(&format!("found {chain}\nsurvivor {chain}\ndefunct {chain}\n"));
        }
        lines.push_str("trade all\nsell all\n");
        for chain in Chain::ALL {
            lines.push_str(&format!("buy {}\n", chain.code()));
        }
        lines.push_str("announce\nend\n");
        lines
    }

    const ANN_AND_BOB: [(&str, PlayerKind); 2] = [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Tourist)];

    #[test]
    fn r10_a_short_scripted_turn_reads_as_a_transcript() {
        let input = format!("hand\nbye\n{}chains\nplayers\nlog\ndump\nrules\nhelp sell\nquit\n", every_lay());
        let (report, output) = run(&ANN_AND_BOB, 42, input.into_bytes());
        assert_eq!(report.outcome, Outcome::Quit);
        assert!(output.starts_with("Ann draws") || output.starts_with("Bob draws"), "{output}");
        assert!(output.contains("Ann, place a tile (lay "));
        assert!(output.contains("Ann> hand\nAnn's tiles:\n"));
        assert!(output.contains("Ann> bye\nunknown command 'bye': try 'quit'\n"));
        assert!(output.contains(" is not in your hand: "));
        assert!(output.contains("Ann places "));
        assert!(output.contains("Ann> dump\n# bauloewe position 1\n"));
        assert!(output.contains("Ann> help sell\nsell 3 | sell all"));
        assert!(output.contains("Ann> quit\n"));
        assert!(report.refused > 100, "every tile but one was refused: {}", report.refused);
    }

    #[test]
    fn r16_r18_a_whole_game_ends_with_a_ranking() {
        let input = every_answer().repeat(400);
        let (report, output) = run(&ANN_AND_BOB, 7, input.into_bytes());
        assert_eq!(report.outcome, Outcome::GameOver, "{}", &output[output.len().saturating_sub(3000)..]);
        assert!(output.contains("Final ranking:"));
        assert!(output.contains("The game is over"));
    }

    #[test]
    fn r19_hot_seat_hands_over_and_never_shows_drawn_tiles_of_others() {
        let seats = [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Human)];
        let input = every_answer().repeat(3);
        let (_, output) = run(&seats, 9, input.into_bytes());
        assert!(output.contains("Pass to Ann, press Enter.\n"));
        assert!(output.contains("Pass to Bob, press Enter.\n"));
        let mut last_echo = "";
        for line in output.lines() {
            if let Some((name, _)) = line.split_once("> ") {
                last_echo = name;
            }
            if let Some((name, _)) = line.split_once(" draws ").filter(|_| !line.contains("start tile")) {
                assert_eq!(name, last_echo, "{line}: tiles are told only right after their owner's command");
            }
        }
    }

    /// The position of the rules-engine issue: Ann and Cid at one keyboard, Bob a computer.
    const POSITION: &str = "# bauloewe position 1
players: Ann human, Bob broker, Cid human
turn: Ann
cash: Ann 6000, Bob 5400, Cid 6000
shares: Ann Aurora 3, Ann Zugvogel 1, Bob Aurora 2
board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I
hands: Ann 4B 1A 9C, Bob 6E, Cid 12A
pool: 3D 4D 5D
seed: 42
";

    #[test]
    fn r10_2_a_game_from_a_position_buys_all_or_nothing() {
        let (session, setup) = Session::from_position(POSITION).unwrap();
        let input = b"lay 6e\nlay 4b\nbuy 2 au 2 zu\nbuy 3 au\nend\nhand\n".to_vec();
        let mut source = ScriptSource::new(Cursor::new(input));
        let mut output = Vec::new();
        let report = Repl::new(session, &mut source, &mut output, Palette::Plain).run(&setup).unwrap();
        let output = String::from_utf8(output).unwrap();
        assert_eq!(report, Report { outcome: Outcome::InputEnded, refused: 2 });
        assert!(output.contains("Ann> lay 6e\n6E is not in your hand: 1A 4B 9C (R10.1)\n"));
        assert!(output.contains("Ann> buy 2 au 2 zu\nyou may buy 3 more shares this turn, not 4\n"));
        assert!(output.contains("Ann buys 3 Aurora shares for 600 each.\n"));
        assert!(output.contains("Ann draws 3D, 4D, 5D.\n"));
        assert!(output.contains("Pass to Cid, press Enter.\n"));
        assert!(output.contains("Cid> hand\nCid's tiles:\n  12A "));
        assert!(!output.contains("Bob draws"), "a computer player's tiles stay secret (R19)");
    }

    #[test]
    fn the_same_seed_and_lines_give_the_same_bytes() {
        let input = every_answer().repeat(30).into_bytes();
        let first = run(&ANN_AND_BOB, 3, input.clone()).1;
        let second = run(&ANN_AND_BOB, 3, input).1;
        assert_eq!(first, second);
    }

    /// A small generator for the hostile-input test (xorshift, so the test needs no crate).
    struct Noise(u64);

    impl Noise {
        fn next(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    fn hostile_line(noise: &mut Noise) -> Vec<u8> {
        const WORDS: [&str; 30] = [
            "lay",
            "play",
            "found",
            "survivor",
            "defunct",
            "sell",
            "trade",
            "keep",
            "buy",
            "end",
            "announce",
            "board",
            "hand",
            "chains",
            "players",
            "log",
            "rules",
            "dump",
            "help",
            "all",
            "7E",
            "12I",
            "13Z",
            "Aurora",
            "au",
            "a",
            "99999999999999",
            "300",
            "-1",
            "0",
        ];
        match noise.next(8) {
            0 => Vec::new(),
            1 => "x".repeat(noise.next(20_000)).into_bytes(),
            2 => (0..noise.next(40)).map(|_| noise.next(32) as u8).filter(|b| *b != b'\n').collect(),
            3 => (0..noise.next(40)).map(|_| 128 + noise.next(128) as u8).collect(),
            4 => format!("sell {} trade {}", noise.next(usize::MAX), noise.next(1000)).into_bytes(),
            5 => format!("buy {} {}", noise.next(400), WORDS[noise.next(WORDS.len())]).into_bytes(),
            _ => (0..1 + noise.next(5))
                .map(|_| WORDS[noise.next(WORDS.len())])
                .collect::<Vec<_>>()
                .join(" ")
                .into_bytes(),
        }
    }

    #[test]
    fn hostile_input_never_panics_and_every_line_is_answered() {
        let seats = [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Human), ("Cid", PlayerKind::Tourist)];
        let mut noise = Noise(0x2545_f491_4f6c_dd1d);
        let mut input = Vec::new();
        for _ in 0..5000 {
            input.extend(hostile_line(&mut noise));
            input.push(b'\n');
        }
        let (report, output) = run(&seats, 1, input);
        let lines: Vec<&str> = output.lines().collect();
        let is_echo = |line: &str| line.starts_with("Ann>") || line.starts_with("Bob>");
        let echoes = lines.iter().filter(|l| is_echo(l)).count();
        if report.outcome == Outcome::InputEnded {
            assert_eq!(echoes, 5000);
        }
        for pair in lines.windows(2) {
            let blank = pair[0] == "Ann>" || pair[0] == "Bob>";
            if is_echo(pair[0]) && !blank {
                assert!(!is_echo(pair[1]), "no answer to '{}'", pair[0]);
            }
        }
    }
}
