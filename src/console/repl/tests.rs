//! Tests of the REPL: scripted turns, whole games, hot-seat, positions, and hostile input.

use std::io::Cursor;

use super::*;
use crate::console::input::{Answer, ScriptSource, ask_yes_no};
use crate::notation::{PlayerKind, Seat};
use crate::rules::Options;
use crate::rules::{Chain, Tile};

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
pub(super) fn every_answer() -> String {
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
    assert!(output.starts_with("At the table: Ann (human), Bob (computer, tourist"), "{output}");
    assert!(output.contains("\nStart tiles: Ann ") && output.contains(", Bob "), "{output}");
    assert!(output.contains("Ann, place a tile (lay "));
    assert!(output.contains("Ann> hand\nAnn's tiles:\n"));
    assert!(output.contains("Ann> bye\nunknown command 'bye': try 'quit'\n"));
    assert!(output.contains(" is not in your hand: "));
    assert!(output.contains("Ann lays "));
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
    assert!(output.contains("\nrank  player "), "{output}");
    assert!(output.contains("The game is over: "));
    assert!(output.contains(" wins with ") || output.contains(" share first place with "));
    let after = &output[output.find("\nrank  player ").unwrap()..];
    assert!(
        after.contains("> lay 1A\nthe game is over: 'new' deals again"),
        "lines after the end are answered"
    );
}

#[test]
fn r19_hot_seat_hands_over_and_never_shows_drawn_tiles_of_others() {
    let seats = [("Ann", PlayerKind::Human), ("Bob", PlayerKind::Human)];
    let input = every_answer().repeat(3);
    let (_, output) = run(&seats, 9, input.into_bytes());
    assert!(output.contains("Pass the keyboard to Ann, then press Enter.\n"));
    assert!(output.contains("Pass the keyboard to Bob, then press Enter.\n"));
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
    assert!(output.contains(
        "Ann> buy 2 au 2 zu\n4 shares are too many: buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora' (R10.2)\n"
    ));
    assert!(output.contains("Ann buys 3 Aurora shares for 600 each.\n"));
    assert!(output.contains("Ann draws 3D, 4D, 5D.\n"));
    assert!(output.contains("Turn 3: Cid's turn. Pass the keyboard to Cid, then press Enter.\n"), "{output}");
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

/// A person at a terminal typing `lines`, where `^C` stands for Ctrl-C and `^D` for Ctrl-D;
/// it keeps the prompts of the questions it was asked. At a hot-seat hand-over it presses
/// Enter without a line of its own, unless made [`Keyboard::pausing`].
pub(super) struct Keyboard {
    lines: ScriptSource<Cursor<String>>,
    pub(super) prompts: Vec<String>,
    /// Whether the hand-overs take their answers from `lines` too.
    pausing: bool,
}

impl Keyboard {
    pub(super) fn new(lines: &str) -> Keyboard {
        let lines = ScriptSource::new(Cursor::new(lines.to_string()));
        Keyboard { lines, prompts: Vec::new(), pausing: false }
    }

    /// A keyboard whose `lines` answer the hand-overs too (an empty line is Enter).
    pub(super) fn pausing(lines: &str) -> Keyboard {
        Keyboard { pausing: true, ..Keyboard::new(lines) }
    }

    fn key(&mut self) -> io::Result<Line> {
        Ok(match self.lines.read_line(&Prompt::default())? {
            Line::Text(text) if text == "^C" => Line::Interrupted,
            Line::Text(text) if text == "^D" => Line::End,
            line => line,
        })
    }
}

impl LineSource for Keyboard {
    fn read_line(&mut self, _prompt: &Prompt) -> io::Result<Line> {
        self.key()
    }

    fn pause(&mut self, message: &str) -> io::Result<Line> {
        if !self.pausing {
            return Ok(Line::Text(String::new()));
        }
        self.prompts.push(message.to_string());
        self.key()
    }

    fn ask(&mut self, question: &str, lang: Lang) -> io::Result<Answer> {
        ask_yes_no(question, lang, |prompt| {
            self.prompts.push(prompt.to_string());
            self.key()
        })
    }

    fn is_interactive(&self) -> bool {
        true
    }

    /// A wide terminal, so that messages with long temporary paths stay on one line.
    fn width(&mut self) -> Option<usize> {
        Some(200)
    }
}

#[test]
fn r19_dump_is_refused_at_one_keyboard_with_several_people_but_shown_to_a_command_file() {
    let seats: Vec<Seat> =
        ["Ann", "Bob"].iter().map(|name| Seat::new(name, PlayerKind::Human).unwrap()).collect();
    let (session, setup) = Session::new(seats.clone(), 9, Options::default()).unwrap();
    let mut keyboard = Keyboard::new("dump\nquit\nn\n");
    let mut output = Vec::new();
    Repl::new(session, &mut keyboard, &mut output, Palette::Plain).run(&setup).unwrap();
    let output = String::from_utf8(output).unwrap();
    assert!(output.contains("hot-seat players must not see (R19)"), "{output}");
    assert!(!output.contains("# bauloewe position 1"), "{output}");
    let (_, scripted) = run(&[("Ann", PlayerKind::Human), ("Bob", PlayerKind::Human)], 9, b"dump\n".to_vec());
    assert!(scripted.contains("# bauloewe position 1\nplayers: Ann human, Bob human\n"), "{scripted}");
}

#[test]
fn an_over_long_line_is_echoed_cut_to_one_screen_line() {
    let long = format!("lay {}\nquit\n", "7E ".repeat(60));
    let (_, output) = run(&ANN_AND_BOB, 42, long.into_bytes());
    let echo = output.lines().find(|line| line.starts_with("Ann> lay 7E")).unwrap();
    assert_eq!(echo.chars().count(), PIPED_WIDTH, "{echo}");
    assert!(echo.ends_with('…'), "{echo}");
    assert!(output.lines().all(|line| line.chars().count() <= PIPED_WIDTH), "{output}");
}

/// Ann and Bob at one keyboard, playing from seed 9 with `typed` (pauses answered from it too);
/// answers the report, the output and the prompts of the hand-overs and questions.
fn at_one_keyboard(typed: &str) -> (Report, String, Vec<String>) {
    let seats = ["Ann", "Bob"].map(|name| Seat::new(name, PlayerKind::Human).unwrap()).to_vec();
    let (session, setup) = Session::new(seats, 9, Options::default()).unwrap();
    let mut keyboard = Keyboard::pausing(typed);
    let mut output = Vec::new();
    let report = Repl::new(session, &mut keyboard, &mut output, Palette::Plain).run(&setup).unwrap();
    (report, String::from_utf8(output).unwrap(), keyboard.prompts)
}

#[test]
fn r19_a_line_typed_at_the_hand_over_is_answered_and_only_enter_goes_on() {
    let (report, output, prompts) = at_one_keyboard("lay 7E\n^C\n\nhand\n");
    let only_enter = "only Enter goes on from here, and shows Bob's tiles; 'quit' leaves the game\n";
    assert_eq!(output.matches(only_enter).count(), 1, "{output}");
    let hand_over = prompts.iter().filter(|p| p.contains("Pass the keyboard to Bob")).count();
    assert_eq!(hand_over, 3, "asked again after the line and after Ctrl-C: {prompts:?}");
    assert!(output.contains("Your tiles: "), "Enter shows the hand: {output}");
    assert_eq!(report.refused, 0, "a line at the hand-over is not a command: {output}");
}

#[test]
fn r19_quit_at_the_hand_over_leaves_and_ctrl_d_asks_first() {
    let (report, output, _) = at_one_keyboard("quit\n");
    assert_eq!(report.outcome, Outcome::Quit, "{output}");
    assert!(!output.contains("Your tiles: "), "nobody's hand is shown on the way out: {output}");
    let (_, output, prompts) = at_one_keyboard("^D\nn\n\n");
    let asked: Vec<&str> = prompts.iter().map(|p| &p[..p.find(['.', '?']).unwrap_or(p.len())]).collect();
    assert_eq!(
        asked[..3],
        ["Turn 1: Bob's turn", "Leave the game", "Turn 1: Bob's turn"],
        "no to leaving goes back to the hand-over: {prompts:?}"
    );
    assert!(output.contains("Your tiles: "), "then Enter shows the hand: {output}");
}

#[test]
fn ctrl_c_outside_the_prompt_is_answered_once_and_the_game_goes_on() {
    let seats = ANN_AND_BOB.iter().map(|(name, kind)| Seat::new(name, *kind).unwrap()).collect();
    let (session, setup) = Session::new(seats, 42, Options::default()).unwrap();
    let mut source = ScriptSource::new(Cursor::new(b"board\nquit\n".to_vec()));
    let mut output = Vec::new();
    let interrupt = Interrupt::default();
    // As the signal handler does while the computers think.
    interrupt.flag().store(true, std::sync::atomic::Ordering::SeqCst);
    let mut repl =
        Repl::new(session, &mut source, &mut output, Palette::Plain).with_interrupt(interrupt.clone());
    let report = repl.run(&setup).unwrap();
    let output = String::from_utf8(output).unwrap();
    assert_eq!(report.outcome, Outcome::Quit);
    assert_eq!(
        output.matches("(Ctrl-C pressed: the game goes on; 'quit' leaves it)\n").count(),
        1,
        "{output}"
    );
    assert!(output.contains("Ann> board\n"), "{output}");
    assert!(!interrupt.take(), "the press was answered");
}
