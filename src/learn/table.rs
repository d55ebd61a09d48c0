//! Chapter 11's checker: the table thread's postman, which hands each viewer its lines through
//! a bounded queue and never waits for a client that does not read.

use std::collections::BTreeMap;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::thread;
use std::time::{Duration, Instant};

use super::Mismatch;
use super::same;
use super::says::{german, say};
use super::shown::Plain;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;
use crate::table::{Delivery, Looks, Out, Role, Table, Tag, ViewerId};
use crate::words::Lang;
use crate::words::commands::action_command;

/// Each viewer's queue, as the table thread holds them: the host's log has none.
pub type Queues = BTreeMap<ViewerId, SyncSender<Vec<Out>>>;

/// How long a call may take before the checker calls it stuck: a right answer takes
/// microseconds, a `send` on a full queue takes forever.
const PATIENCE: Duration = Duration::from_secs(2);

/// How many messages a queue with room holds.
const ROOM: usize = 16;

/// The state of one viewer's queue when the deliveries are posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Queue {
    /// No queue: the host, whose lines go to the terminal, not through the postman.
    Missing,
    /// Room for every message.
    Roomy,
    /// Room for one message.
    Tight,
    /// Full already: the client stopped reading a while ago.
    Full,
    /// No room at all (`sync_channel(0)`) and nobody waiting: a client that never reads.
    NeverReads,
    /// The writer thread is gone (its receiver dropped): the connection closed.
    Closed,
}

impl Queue {
    /// Every state but `Missing`, which the checker gives the host only.
    const OPEN: [Queue; 5] = [Queue::Roomy, Queue::Tight, Queue::Full, Queue::NeverReads, Queue::Closed];

    fn words(self) -> &'static str {
        match self {
            Queue::Missing => say("no queue", "keine Warteschlange"),
            Queue::Roomy => say("room", "Platz"),
            Queue::Tight => say("room for one", "Platz für eine"),
            Queue::Full => say("full", "voll"),
            Queue::NeverReads => say("never reads", "liest nie"),
            Queue::Closed => say("closed", "geschlossen"),
        }
    }
}

/// Exercise 23: `post(deliveries, queues)` must do what the table thread of `bauloewe serve`
/// does with the table's answers, as chapter 11 specifies it: each delivery is one message,
/// `try_send` to its viewer's queue, never waiting; a viewer without a queue is skipped; a
/// viewer whose queue is full or closed, or who was just sent a `Tag::Closed` line, is let go
/// (answered once, in the order let go) and sent nothing more. Checked on the real
/// deliveries of a table (people joining, refusals, moves, a `quit`) and a few made-up ones,
/// with every viewer's queue roomy, then in the other states in turn. A call that takes
/// longer than two seconds waited on a full queue; a call that panics is reported with its
/// message.
pub fn ex23(post: impl Fn(Vec<Delivery>, &Queues) -> Vec<ViewerId> + Sync) -> Result<(), Mismatch> {
    for (number, batch) in batches().into_iter().enumerate() {
        for round in 0..=Queue::OPEN.len() {
            let states = states(&batch, number, round);
            let input = describe_input(&batch, &states);
            let engine = run(&reference, &batch, &states);
            let yours = run(&post, &batch, &states);
            same("ex23", input, Plain(engine), Plain(yours))?;
        }
    }
    Ok(())
}

/// The answer [`ex23`] expects: the server's rule, written out.
fn reference(deliveries: Vec<Delivery>, queues: &Queues) -> Vec<ViewerId> {
    let mut gone = Vec::new();
    for Delivery { to, lines } in deliveries {
        if gone.contains(&to) {
            continue;
        }
        let Some(queue) = queues.get(&to) else { continue };
        let closing = lines.iter().any(|line| line.tag == Tag::Closed);
        match queue.try_send(lines) {
            Ok(()) if !closing => {}
            Ok(()) | Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => gone.push(to),
        }
    }
    gone
}

/// The queue state of every viewer a batch names: the host (viewer 0) has none; in round 0
/// everyone else has room, later rounds give each viewer another state.
fn states(batch: &[Delivery], number: usize, round: usize) -> BTreeMap<ViewerId, Queue> {
    batch
        .iter()
        .map(|delivery| {
            let state = match (delivery.to, round) {
                (0, _) => Queue::Missing,
                (_, 0) => Queue::Roomy,
                (to, round) => Queue::OPEN[(to + number + round) % Queue::OPEN.len()],
            };
            (delivery.to, state)
        })
        .collect()
}

/// Posts `batch` with `post` into fresh queues in `states`, and writes down what happened:
/// the answer, then every message each viewer's queue holds afterwards.
fn run(
    post: &(impl Fn(Vec<Delivery>, &Queues) -> Vec<ViewerId> + Sync),
    batch: &[Delivery],
    states: &BTreeMap<ViewerId, Queue>,
) -> String {
    let (queues, mut receivers) = open_queues(states);
    let answer = thread::scope(|scope| {
        let posting = scope.spawn(|| post(batch.to_vec(), &queues));
        let start = Instant::now();
        while !posting.is_finished() && start.elapsed() < PATIENCE {
            thread::sleep(Duration::from_millis(1));
        }
        let waited = !posting.is_finished();
        if waited {
            // Dropping the receivers wakes a `send` that waits, so the thread can end.
            receivers.clear();
        }
        // A panic is told even when it came late: printing a panic's backtrace can itself take
        // seconds on a busy machine.
        let panicked = say("it panicked", "brach mit einer Panik ab (panic)");
        let answer =
            posting.join().map_err(|panic| format!("\n  {panicked}: {}\n", panic_message(&*panic)))?;
        match waited {
            true => Err(say(
                "\n  it waited more than 2 seconds: a `send` on a full queue waits until the \
                 client reads, which a client that never reads never does\n",
                "\n  wartete länger als 2 Sekunden: Ein `send` auf eine volle Warteschlange \
                 wartet, bis der Client liest, und ein Client, der nie liest, tut das nie\n",
            )
            .to_string()),
            false => Ok(answer),
        }
    });
    let answer = match answer {
        Ok(answer) => answer,
        Err(trouble) => return trouble,
    };
    let (lets_go, viewer, got) = match german() {
        true => ("entlässt", "Empfänger", "bekam"),
        false => ("lets go of", "viewer", "received"),
    };
    let mut text = format!("\n  {lets_go} {answer:?}\n");
    for (to, receiver) in &receivers {
        text.push_str(&format!("  {viewer} {to} {got} {}\n", received(receiver.try_iter().collect())));
    }
    text
}

/// A queue for every viewer in `states` that has one, and the receivers the checker reads
/// afterwards (a closed queue's is dropped at once).
fn open_queues(states: &BTreeMap<ViewerId, Queue>) -> (Queues, BTreeMap<ViewerId, Receiver<Vec<Out>>>) {
    let (mut queues, mut receivers) = (Queues::new(), BTreeMap::new());
    for (&to, &state) in states {
        let capacity = match state {
            Queue::Missing => continue,
            Queue::Roomy => ROOM,
            Queue::Tight | Queue::Full | Queue::Closed => 1,
            Queue::NeverReads => 0,
        };
        let (sender, receiver) = sync_channel(capacity);
        if state == Queue::Full {
            let waiting = Out { tag: Tag::Text, text: "(a line the client has not read)".to_string() };
            sender.try_send(vec![waiting]).expect("an empty queue with room for one");
        }
        queues.insert(to, sender);
        if state != Queue::Closed {
            receivers.insert(to, receiver);
        }
    }
    (queues, receivers)
}

/// The text of a panic's payload, for the two kinds `panic!` makes.
pub(super) fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
        (Some(text), _) => text.to_string(),
        (_, Some(text)) => text.clone(),
        _ => say("(no message)", "(ohne Meldung)").to_string(),
    }
}

/// Messages as a mismatch shows them: how many, and each one's lines.
fn received(messages: Vec<Vec<Out>>) -> String {
    let shown: Vec<String> = messages.iter().map(|lines| shown_lines(lines, usize::MAX)).collect();
    match (shown.len(), german()) {
        (1, false) => format!("1 message: {}", shown[0]),
        (1, true) => format!("1 Nachricht: {}", shown[0]),
        (n, false) => format!("{n} messages: [{}]", shown.join(", ")),
        (n, true) => format!("{n} Nachrichten: [{}]", shown.join(", ")),
    }
}

/// Lines as `[Tag "text", …]`, at most `most` of them.
fn shown_lines(lines: &[Out], most: usize) -> String {
    let mut shown: Vec<String> =
        lines.iter().take(most).map(|line| format!("{:?} {:?}", line.tag, line.text)).collect();
    if lines.len() > most {
        shown.push(format!("… {} {}", lines.len() - most, say("more", "weitere")));
    }
    format!("[{}]", shown.join(", "))
}

/// The input of one check: the deliveries (a few lines of each) and each viewer's queue.
fn describe_input(batch: &[Delivery], states: &BTreeMap<ViewerId, Queue>) -> String {
    let to_viewer = say("to viewer", "an Zuschauer");
    let deliveries: Vec<String> = batch
        .iter()
        .map(|delivery| format!("  {to_viewer} {}: {}", delivery.to, shown_lines(&delivery.lines, 3)))
        .collect();
    let queues: Vec<String> = states.iter().map(|(to, state)| format!("{to}: {}", state.words())).collect();
    let (deliveries, queues) = (deliveries.join("\n"), queues.join(", "));
    match german() {
        true => format!("diese Zustellungen\n{deliveries}\nmit den Warteschlangen {{{queues}}}"),
        false => format!("these deliveries\n{deliveries}\nwith the queues {{{queues}}}"),
    }
}

/// The batches of deliveries the checker posts: what a real table answered as two people and a
/// watcher sat down and played a few turns (with a refused line and a look at the board), the
/// `quit` of one, and two made up to test the rules a table rarely needs (two deliveries to one
/// viewer in one batch).
fn batches() -> Vec<Vec<Delivery>> {
    let seats = "Ann:human,Bob:human,Cid:tourist".parse::<SeatList>().expect("three seats").0;
    let (session, _) = Session::new(seats, 23, Options::default()).expect("three players");
    let mut table = Table::new(session, Lang::En);
    let looks = Looks::default();
    let mut batches = Vec::new();
    let mut seated = Vec::new();
    for role in [Role::Host, Role::Seat(0), Role::Seat(1), Role::Watcher] {
        let (id, deliveries) = table.attach(role, looks);
        seated.push(id);
        batches.push(deliveries);
    }
    let viewer_of = |seat: usize| seated[1 + seat];
    for _ in 0..6 {
        while table.computer_to_move() {
            batches.push(table.play_computer().expect("a computer plays legal actions"));
        }
        let game = table.session().game();
        let Some(seat) = game.decision().player() else { break };
        let action = game.legal_actions()[0];
        // Seats 0 and 1 are the people: when no computer is to move, one of them decides.
        batches.push(table.line(viewer_of(1 - seat), "board"));
        batches.push(table.line(viewer_of(seat), "lay 13Z"));
        let line = action_command(&*Lang::En, action);
        batches.push(table.line(viewer_of(seat), &line));
    }
    let ann = viewer_of(0);
    let to_ann = batches.iter().flatten().find(|d| d.to == ann && !d.lines.is_empty()).cloned();
    let to_ann = to_ann.expect("Ann was told something");
    let quit = table.line(viewer_of(1), "quit");
    let bye = quit.first().cloned().expect("a quit is answered");
    let (twice, closing_then_more) = (vec![to_ann.clone(), to_ann], vec![bye.clone(), bye]);
    batches.push(quit);
    batches.extend([twice, closing_then_more]);
    batches.retain(|batch| !batch.is_empty());
    batches
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_batches_hold_what_the_rules_are_about() {
        let batches = batches();
        let all: Vec<&Delivery> = batches.iter().flatten().collect();
        assert!(all.iter().any(|d| d.to == 0), "the host gets lines");
        assert!(all.iter().any(|d| d.lines.iter().any(|l| l.tag == Tag::Closed)), "a quit");
        assert!(all.iter().any(|d| d.lines.iter().any(|l| l.tag == Tag::Refused)), "a refusal");
        assert!(all.iter().any(|d| d.lines.iter().any(|l| l.tag == Tag::Prompt)), "a prompt");
        assert!(batches.iter().any(|b| b.len() >= 3), "a move everyone hears of");
    }

    #[test]
    fn the_reference_passes() {
        ex23(reference).unwrap();
    }

    /// The usual mistakes, each caught with words that point at it.
    #[test]
    fn the_usual_mistakes_are_caught() {
        let waits = ex23(|deliveries, queues| {
            for delivery in deliveries {
                if let Some(queue) = queues.get(&delivery.to) {
                    let _ = queue.send(delivery.lines);
                }
            }
            Vec::new()
        });
        assert!(waits.unwrap_err().yours.contains("waited more than 2 seconds"));

        let panics = ex23(|deliveries, queues| {
            deliveries.into_iter().for_each(|d| queues[&d.to].try_send(d.lines).unwrap_or_default());
            Vec::new()
        });
        assert!(panics.unwrap_err().yours.contains("it panicked"));

        let careless = ex23(|deliveries, queues| {
            for delivery in deliveries {
                if let Some(queue) = queues.get(&delivery.to) {
                    let _ = queue.try_send(delivery.lines);
                }
            }
            Vec::new()
        });
        let careless = careless.unwrap_err();
        assert!(careless.engine.contains("lets go of [") && careless.yours.contains("lets go of []"));

        let line_by_line = ex23(|deliveries, queues| {
            let mut gone = Vec::new();
            for Delivery { to, lines } in deliveries {
                let Some(queue) = queues.get(&to) else { continue };
                for line in lines {
                    if queue.try_send(vec![line]).is_err() && !gone.contains(&to) {
                        gone.push(to);
                    }
                }
            }
            gone
        });
        assert!(line_by_line.unwrap_err().yours.contains(" messages: ["));

        let forgets_closed = ex23(|deliveries, queues| {
            let mut gone = Vec::new();
            for Delivery { to, lines } in deliveries {
                let Some(queue) = queues.get(&to) else { continue };
                if queue.try_send(lines).is_err() && !gone.contains(&to) {
                    gone.push(to);
                }
            }
            gone
        });
        assert!(forgets_closed.unwrap_err().input.contains("Closed"));

        let twice = ex23(|deliveries, queues| {
            let mut gone = Vec::new();
            for Delivery { to, lines } in deliveries {
                let Some(queue) = queues.get(&to) else { continue };
                let closing = lines.iter().any(|line| line.tag == Tag::Closed);
                if queue.try_send(lines).is_err() || closing {
                    gone.push(to);
                }
            }
            gone
        });
        assert!(twice.is_err());
    }
}
