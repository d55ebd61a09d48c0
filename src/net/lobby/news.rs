//! What the hall knows of a table ([`TableNews`]): its room sends it after every change, and a
//! table that rests is described from its save. The hall lists tables from it (`tables`), finds
//! where a returning person's seat is, and checks a `sit` before it sends anyone over.

use crate::command::lobby::TableState;
use crate::notation::{PlayerKind, same_name};
use crate::record::Record;
use crate::rules::Options;

/// One seat of a table as the hall sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatNews {
    /// Its name: the person's it is kept for or taken by (`None`: free for anyone).
    pub name: Option<String>,
    /// Who decides for it.
    pub kind: PlayerKind,
    /// Whether someone sits in it now (a computer's seat always is).
    pub taken: bool,
}

/// A table as the hall lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableNews {
    /// Its number.
    pub number: u32,
    /// Where it is in its life.
    pub state: TableState,
    /// Its seats, in order.
    pub seats: Vec<SeatNews>,
    /// Its variants.
    pub options: Options,
    /// How many watch it.
    pub watchers: usize,
    /// Whose decision it is (a seat's name), while it is played.
    pub deciding: Option<String>,
    /// Whether it rests in its save (nobody there now; it opens again when someone comes).
    pub resting: bool,
}

impl TableNews {
    /// A dealt table as its game `record` has it: each seat by its name and kind, the
    /// people's seats empty (the room marks who sits), no watchers; `resting` when it rests in
    /// its save.
    pub fn of_record(number: u32, record: &Record, resting: bool) -> TableNews {
        let game = record.game();
        let seats = record
            .kinds()
            .iter()
            .enumerate()
            .map(|(seat, kind)| SeatNews {
                name: Some(game.name(seat).to_string()),
                kind: *kind,
                taken: *kind != PlayerKind::Human,
            })
            .collect();
        let state = if game.is_over() { TableState::Over } else { TableState::Playing };
        let deciding = game.decision().player().map(|seat| game.name(seat).to_string());
        TableNews { number, state, seats, options: game.options(), watchers: 0, deciding, resting }
    }

    /// How many people's seats nobody sits in.
    pub fn free(&self) -> usize {
        self.seats.iter().filter(|seat| seat.kind == PlayerKind::Human && !seat.taken).count()
    }

    /// Whether `name` holds a person's seat here (taken or not).
    pub fn holds(&self, name: &str) -> bool {
        self.seats.iter().any(|seat| {
            seat.kind == PlayerKind::Human && seat.name.as_deref().is_some_and(|n| same_name(n, name))
        })
    }

    /// Whether `name` could sit down now: a waiting table with a seat kept for them or free
    /// for anyone, or a table in play where they hold a seat.
    pub fn may_sit(&self, name: &str) -> bool {
        match self.state {
            TableState::Waiting => {
                self.holds(name)
                    || self.seats.iter().any(|seat| seat.kind == PlayerKind::Human && seat.name.is_none())
            }
            TableState::Playing => self.holds(name),
            TableState::Over => false,
        }
    }

    /// The fact a program reads in answer to `tables`: `table 3 waiting 2`.
    pub fn fact(&self) -> String {
        format!("table {} {} {}", self.number, self.state.word(), self.free())
    }
}
