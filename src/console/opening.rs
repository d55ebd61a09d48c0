//! Opening a game: the session a [`Beginning`] leads to, and the first line that introduces it
//! ("Baulöwe: a new game with seed 42 …").

use std::fmt;

use crate::record::{Origin, ReplayError};
use crate::rules::Event;
use crate::save::{Beginning, SaveDir, SlotError};

use super::Session;
use crate::notation::PlayerKind;

/// A game ready to play: the session, the events of its start, and the line introducing it.
#[derive(Debug)]
pub struct Opened {
    /// The game.
    pub session: Session,
    /// The events of its start (the setup of a new game; none for a loaded save).
    pub events: Vec<Event>,
    /// The first line the program prints.
    pub intro: String,
}

/// Why a game could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// A new deal's seats, or a position file (named by its label), are not valid.
    Start {
        /// Where a position came from; `None` for a new deal.
        label: Option<String>,
        /// What was wrong.
        error: ReplayError,
    },
    /// The save slot does not load.
    Load(SlotError),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Start { label: Some(label), error } => write!(f, "{label}: {error}"),
            OpenError::Start { label: None, error } => write!(f, "{error}"),
            OpenError::Load(error) => write!(f, "cannot load: {error}"),
        }
    }
}

impl std::error::Error for OpenError {}

/// Opens the game `beginning` describes (a save slot is read from `saves`).
pub fn open(beginning: &Beginning, saves: &SaveDir) -> Result<Opened, OpenError> {
    let (origin, label) = match beginning {
        Beginning::Load(name) => return open_slot(name, saves),
        Beginning::Origin { origin, label } => (origin, label),
    };
    let intro = match origin {
        Origin::New { seed, options, .. } => {
            let variant = if options.quick { " (quick game, V1)" } else { "" };
            format!("Baulöwe: a new game{variant} with seed {seed} (replay it with --seed {seed}).")
        }
        Origin::Position(_) => {
            format!("Baulöwe: the game of {}.", label.as_deref().unwrap_or("a position file"))
        }
    };
    let started = Session::start(origin.clone());
    let (session, events) = started.map_err(|error| OpenError::Start { label: label.clone(), error })?;
    Ok(Opened { session, events, intro })
}

/// Opens the game saved in slot `name`.
fn open_slot(name: &str, saves: &SaveDir) -> Result<Opened, OpenError> {
    let (record, summary) = saves.load(name).map_err(OpenError::Load)?;
    let intro = format!(
        "Baulöwe: the game saved as '{name}' ({}, turn {}, saved {}).",
        summary.players, summary.turn, summary.saved
    );
    Ok(Opened { session: Session::from_record(record), events: Vec::new(), intro })
}

/// Who sits at the table: `At the table: Ann (human), Bob (computer, broker).`
///
/// ```
/// use bauloewe::console::{Session, opening::seats_line};
/// use bauloewe::notation::SeatList;
/// use bauloewe::rules::Options;
/// let seats: SeatList = "Ann,Bob:tycoon".parse()?;
/// let (session, _) = Session::new(seats.0, 1, Options::default())?;
/// assert_eq!(seats_line(&session), "At the table: Ann (human), Bob (computer, tycoon).\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn seats_line(session: &Session) -> String {
    let game = session.game();
    let seats: Vec<String> = session
        .record()
        .kinds()
        .iter()
        .enumerate()
        .map(|(player, kind)| format!("{} ({})", game.name(player), kind_words(*kind)))
        .collect();
    format!("At the table: {}.\n", seats.join(", "))
}

/// Who decides for a seat, in a few words.
fn kind_words(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => "human",
        PlayerKind::Tourist => "computer, tourist",
        PlayerKind::Broker => "computer, broker",
        PlayerKind::Tycoon => "computer, tycoon",
    }
}
