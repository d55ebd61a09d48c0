//! Opening a game: the session a [`Beginning`] leads to, and the first line that introduces it
//! ("Baulöwe: a new game with seed 42 …").

use crate::record::Origin;
use crate::rules::Event;
use crate::save::{Beginning, SaveDir};

use crate::notation::seats::DEFAULT_COMPUTER;
use crate::notation::{PlayerKind, Seat};
use crate::save::OpenError;
use crate::session::Session;
use crate::words::Lang;
use crate::words::wrap::together;

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

/// Opens the game `beginning` describes (a save slot is read from `saves`), introduced in
/// `lang`.
pub fn open(lang: Lang, beginning: &Beginning, saves: &SaveDir) -> Result<Opened, OpenError> {
    let (origin, label) = match beginning {
        Beginning::Load(name) => return open_slot(lang, name, saves),
        Beginning::Origin { origin, label } => (origin, label),
    };
    let started = Session::start(origin.clone());
    let (session, events) = started.map_err(|error| OpenError::Start { label: label.clone(), error })?;
    let intro = match origin {
        Origin::New { seed, options, .. } => lang.opened_new(*seed, *options),
        Origin::Position(_) => lang.opened_position(label.as_ref(), session.game().options()),
    };
    Ok(Opened { session, events, intro })
}

/// Opens the game saved in slot `name`.
fn open_slot(lang: Lang, name: &str, saves: &SaveDir) -> Result<Opened, OpenError> {
    let (record, summary) = saves.load(name).map_err(OpenError::Load)?;
    let intro = lang.opened_from_save(name, &header_seats(lang, &summary.players), &summary);
    Ok(Opened { session: Session::from_record(record), events: Vec::new(), intro })
}

/// Who sits at the table: `At the table: Ann (human), Bob (computer, broker).`, each seat
/// [kept together](crate::words::wrap::together) for [`wrap`](crate::words::wrap::wrap), which fits it to
/// the screen.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::session::Session;
/// use bauloewe::show::opening::seats_line;
/// use bauloewe::words::wrap::wrap;
/// use bauloewe::notation::SeatList;
/// use bauloewe::rules::Options;
/// let seats: SeatList = "Ann,Bob:tycoon".parse()?;
/// let (session, _) = Session::new(seats.0, 1, Options::default())?;
/// let shown = |lang, width| wrap(&seats_line(lang, &session), width);
/// assert_eq!(shown(Lang::En, 80), "At the table: Ann (human), Bob (computer, tycoon).\n");
/// assert_eq!(shown(Lang::De, 80), "Am Tisch: Ann (Mensch), Bob (Computer, Magnat).\n");
/// assert_eq!(shown(Lang::En, 40), "At the table: Ann (human),\n  Bob (computer, tycoon).\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn seats_line(lang: Lang, session: &Session) -> String {
    let game = session.game();
    let kinds = session.record().kinds().iter().enumerate();
    // A name and its kind stay on one line when the line is broken.
    let seats: Vec<String> =
        kinds.map(|(player, kind)| together(&lang.seat(game.name(player), *kind))).collect();
    format!("{}\n", lang.at_the_table(&seats))
}

/// The line for a table where nobody human sits, if so: the computers play the game out, and
/// for a new deal not yet played the seats that would give you one (a game going on, such as a
/// loaded save, is not dealt again by `--players`). `--players Bob:tycoon,Ann` makes Ann a
/// computer player (every seat but the first is one unless a kind is given), and a person
/// who meant to play must hear it before the computers have played the whole game.
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::session::Session;
/// use bauloewe::show::opening::nobody_human_line;
/// use bauloewe::notation::SeatList;
/// use bauloewe::rules::Options;
/// let seats: SeatList = "Bob:tycoon,Ann".parse()?;
/// let (session, _) = Session::new(seats.0, 1, Options::default())?;
/// let line = nobody_human_line(Lang::En, &session).unwrap();
/// assert!(line.ends_with("--players Bob:tycoon,Ann:human\n"), "{line}");
/// let line = nobody_human_line(Lang::De, &session).unwrap();
/// assert!(line.ends_with("--players Bob:magnat,Ann:mensch\n"), "{line}");
/// let seats: SeatList = "Bob:tycoon,Ann:human".parse()?;
/// let (session, _) = Session::new(seats.0, 1, Options::default())?;
/// assert_eq!(nobody_human_line(Lang::En, &session), None);
/// let (mut going_on, _) = Session::new("Bob:tycoon,Ann".parse::<SeatList>()?.0, 1, Options::default())?;
/// going_on.play_computer();
/// let all = "Nobody human sits at the table: the computers play the game to its end.\n";
/// assert_eq!(nobody_human_line(Lang::En, &going_on).as_deref(), Some(all));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn nobody_human_line(lang: Lang, session: &Session) -> Option<String> {
    let record = session.record();
    if record.kinds().contains(&PlayerKind::Human) {
        return None;
    }
    let example = match record.origin() {
        Origin::New { seats, .. } if record.actions().is_empty() => Some(with_a_person(lang, seats)),
        Origin::New { .. } | Origin::Position(_) => None,
    };
    Some(format!("{}\n", lang.nobody_human(example.as_deref())))
}

/// `seats` as `--players` takes them, in `lang`'s words for the kinds, with one seat made
/// human: the last with the kind a seat gets when none is given (the likeliest one meant for
/// a person: `Bob:tycoon,Ann`), or else the first.
fn with_a_person(lang: Lang, seats: &[Seat]) -> String {
    let person = seats.iter().rposition(|seat| seat.kind() == DEFAULT_COMPUTER).unwrap_or(0);
    let seat = |(index, seat): (usize, &Seat)| {
        let kind = if index == person { PlayerKind::Human } else { seat.kind() };
        format!("{}:{}", seat.name(), lang.kind_word(kind).to_lowercase())
    };
    seats.iter().enumerate().map(seat).collect::<Vec<_>>().join(",")
}

/// A save header's seats (`Ann human, Bob tourist`, in the notation's words) with `lang`'s
/// words for the kinds (`Ann Mensch, Bob Tourist`).
///
/// ```
/// use bauloewe::words::Lang;
/// use bauloewe::show::opening::header_seats;
/// assert_eq!(header_seats(Lang::De, "Ann human, Bob tycoon"), "Ann Mensch, Bob Magnat");
/// assert_eq!(header_seats(Lang::En, "Ann human, Bob tycoon"), "Ann human, Bob tycoon");
/// ```
pub fn header_seats(lang: Lang, players: &str) -> String {
    let seat = |seat: &str| match seat.rsplit_once(' ').map(|(name, kind)| (name, kind.parse::<PlayerKind>()))
    {
        Some((name, Ok(kind))) => format!("{name} {}", lang.kind_word(kind)),
        _ => seat.to_string(),
    };
    players.split(", ").map(seat).collect::<Vec<_>>().join(", ")
}
