//! Choices made before the game starts: who sits where ([`SeatList`]) and which colors the
//! terminal gets ([`choose_palette`]).

use std::fmt;
use std::str::FromStr;

use crate::rules::{PlayerKind, Seat};

use super::render::Palette;

/// The computer level of a seat named without a kind, after the first.
pub const DEFAULT_COMPUTER: PlayerKind = PlayerKind::Broker;

/// The seats of a game, parsed from `NAME[:KIND],…` as `--players` takes them.
///
/// The first seat is a person unless a kind is given; the others are computer players
/// ([`DEFAULT_COMPUTER`]) unless a kind is given. Several `human` seats play hot-seat.
///
/// ```
/// use bauloewe::console::setup::SeatList;
/// use bauloewe::rules::PlayerKind;
/// let seats: SeatList = "Ann,Bob:tourist,Cid,Dee:human".parse()?;
/// let kinds: Vec<PlayerKind> = seats.0.iter().map(|s| s.kind()).collect();
/// assert_eq!(kinds, [PlayerKind::Human, PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Human]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatList(pub Vec<Seat>);

/// Why a `--players` list was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatListError(String);

impl fmt::Display for SeatListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for SeatListError {}

impl SeatList {
    /// The game with no flags: you and three computer players.
    pub fn default_seats() -> SeatList {
        "Ann,Bob,Cid,Dee".parse().expect("the default seats are valid")
    }
}

impl FromStr for SeatList {
    type Err = SeatListError;

    fn from_str(spec: &str) -> Result<SeatList, SeatListError> {
        let items: Vec<&str> = spec.split(',').map(str::trim).collect();
        if !(2..=6).contains(&items.len()) {
            return Err(SeatListError(format!("a game needs 2 to 6 players, not {} (R6)", items.len())));
        }
        let mut seats: Vec<Seat> = Vec::with_capacity(items.len());
        for (index, item) in items.iter().enumerate() {
            let seat = parse_seat(item, index == 0)?;
            if seats.iter().any(|s| s.name().eq_ignore_ascii_case(seat.name())) {
                return Err(SeatListError(format!("two players are called {}", seat.name())));
            }
            seats.push(seat);
        }
        Ok(SeatList(seats))
    }
}

/// `NAME` or `NAME:KIND`.
fn parse_seat(item: &str, first: bool) -> Result<Seat, SeatListError> {
    let (name, kind) = match item.split_once(':') {
        Some((name, kind)) => (name, kind.parse().map_err(SeatListError)?),
        None if first => (item, PlayerKind::Human),
        None => (item, DEFAULT_COMPUTER),
    };
    Seat::new(name, kind).map_err(SeatListError)
}

/// The palette for `--color` (`always`, `never`, or `auto`), the terminal and the environment:
/// `auto` colors a terminal unless `NO_COLOR` is set (and not empty) or `TERM` is `dumb`;
/// `COLORTERM=truecolor` (or `24bit`) asks for 24-bit color, otherwise the 16 ANSI colors.
///
/// ```
/// use bauloewe::console::setup::choose_palette;
/// use bauloewe::console::Palette;
/// assert_eq!(choose_palette("auto", true, |_| None), Palette::Ansi16);
/// assert_eq!(choose_palette("auto", true, |v| (v == "NO_COLOR").then(|| "1".into())), Palette::Plain);
/// assert_eq!(choose_palette("never", true, |_| None), Palette::Plain);
/// ```
pub fn choose_palette(choice: &str, terminal: bool, env: impl Fn(&str) -> Option<String>) -> Palette {
    let set = |name: &str| env(name).is_some_and(|value| !value.is_empty());
    let colored = match choice {
        "always" => true,
        "never" => false,
        _ => terminal && !set("NO_COLOR") && env("TERM").as_deref() != Some("dumb"),
    };
    let truecolor = matches!(env("COLORTERM").as_deref(), Some("truecolor" | "24bit"));
    match (colored, truecolor) {
        (false, _) => Palette::Plain,
        (true, true) => Palette::TrueColor,
        (true, false) => Palette::Ansi16,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r6_seat_lists_need_two_to_six_distinct_players() {
        assert!("Ann".parse::<SeatList>().is_err());
        assert!("a,b,c,d,e,f,g".parse::<SeatList>().is_err());
        assert_eq!("Ann,ann".parse::<SeatList>().unwrap_err().to_string(), "two players are called ann");
        assert!("Ann,Bob:robot".parse::<SeatList>().unwrap_err().to_string().contains("unknown player kind"));
        assert!("Ann,B b".parse::<SeatList>().is_err());
        assert_eq!(SeatList::default_seats().0.len(), 4);
        assert_eq!(SeatList::default_seats().0[0].kind(), PlayerKind::Human);
    }
}
