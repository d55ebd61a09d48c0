//! The seat list: who sits where, as `--players` and script headers write it.
//!
//! `NAME[:KIND],…` in seat order, 2 to 6 seats (R6). The first seat is a person unless a kind
//! is given; the others are computer players ([`DEFAULT_COMPUTER`]) unless a kind is given.
//! Several `human` seats play hot-seat. [`SeatList`]'s `Display` writes every kind out
//! (`Ann:human,Bob:broker`), so a written list reads back the same whatever the defaults.

use std::fmt;
use std::str::FromStr;

use crate::rules::{SetupError, check_player_count};

use super::kind::{PlayerKind, UnknownKind};
use super::text::quote;

/// The computer level of a seat named without a kind, after the first.
pub const DEFAULT_COMPUTER: PlayerKind = PlayerKind::Broker;

/// A seat at the table: the player's name and who decides for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    name: String,
    kind: PlayerKind,
}

/// Why a name is not a player's name (the name, quoted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameError(pub String);

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for NameError {}

impl Seat {
    /// A seat, if the name is valid: 1 to 16 letters and digits as Unicode defines them
    /// ([`char::is_alphanumeric`]: `Jürgen`, `Zoë`), so that a name never needs quoting in a
    /// seat list or a position file: no space, comma, colon or other mark is one.
    ///
    /// ```
    /// use bauloewe::notation::{PlayerKind, Seat};
    /// assert!(Seat::new("Ann", PlayerKind::Human).is_ok());
    /// assert!(Seat::new("Jürgen", PlayerKind::Human).is_ok());
    /// assert!(Seat::new("Ann Lee", PlayerKind::Human).is_err());
    /// assert!(Seat::new("Ann:tourist", PlayerKind::Human).is_err());
    /// ```
    pub fn new(name: &str, kind: PlayerKind) -> Result<Seat, NameError> {
        let count = name.chars().count();
        let valid = (1..=16).contains(&count) && name.chars().all(char::is_alphanumeric);
        if !valid {
            return Err(NameError(quote(name)));
        }
        Ok(Seat { name: name.to_string(), kind })
    }

    /// The player's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Who decides for this seat.
    pub fn kind(&self) -> PlayerKind {
        self.kind
    }
}

/// Whether two players' names are one name, ignoring case as Unicode defines it (`JÜRGEN` is
/// `Jürgen`).
///
/// ```
/// use bauloewe::notation::same_name;
/// assert!(same_name("JÜRGEN", "jürgen"));
/// assert!(!same_name("Jürgen", "Jurgen"));
/// ```
pub fn same_name(one: &str, other: &str) -> bool {
    one.to_lowercase() == other.to_lowercase()
}

/// The seats of a game, in order.
///
/// ```
/// use bauloewe::notation::{PlayerKind, SeatList};
/// let seats: SeatList = "Ann,Bob:tourist,Cid,Dee:human".parse()?;
/// let kinds: Vec<PlayerKind> = seats.0.iter().map(|s| s.kind()).collect();
/// assert_eq!(kinds, [PlayerKind::Human, PlayerKind::Tourist, PlayerKind::Broker, PlayerKind::Human]);
/// assert_eq!(seats.to_string(), "Ann:human,Bob:tourist,Cid:broker,Dee:human");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatList(pub Vec<Seat>);

/// Why a seat list was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatListError {
    /// Two to six seats are needed (R6).
    Count(SetupError),
    /// Two seats have the same name (ignoring case).
    SameName(String),
    /// A seat's name is not valid.
    Name(NameError),
    /// A seat's kind is not a kind of player.
    Kind(UnknownKind),
}

/// For developers (a log, a failed test): the error as `Debug` writes it. A person reads the
/// language's words instead (`FileWords`, in `crate::words`).
impl fmt::Display for SeatListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for SeatListError {}

impl SeatList {
    /// The players' names in seat order, as the rules take them.
    pub fn names(&self) -> Vec<String> {
        self.0.iter().map(|seat| seat.name().to_string()).collect()
    }

    /// Who decides for each seat, in seat order.
    pub fn kinds(&self) -> Vec<PlayerKind> {
        self.0.iter().map(Seat::kind).collect()
    }

    /// The game with no flags: you and three computer players.
    pub fn default_seats() -> SeatList {
        "Ann,Bob,Cid,Dee".parse().expect("the default seats are valid")
    }
}

impl FromStr for SeatList {
    type Err = SeatListError;

    fn from_str(spec: &str) -> Result<SeatList, SeatListError> {
        let items: Vec<&str> = spec.split(',').map(str::trim).collect();
        check_player_count(items.len()).map_err(SeatListError::Count)?;
        let mut seats: Vec<Seat> = Vec::with_capacity(items.len());
        for (index, item) in items.iter().enumerate() {
            let seat = parse_seat(item, index == 0)?;
            if seats.iter().any(|s| same_name(s.name(), seat.name())) {
                return Err(SeatListError::SameName(seat.name().to_string()));
            }
            seats.push(seat);
        }
        Ok(SeatList(seats))
    }
}

impl fmt::Display for SeatList {
    /// Every seat with its kind spelled out: `Ann:human,Bob:tourist`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> =
            self.0.iter().map(|seat| format!("{}:{}", seat.name(), seat.kind())).collect();
        write!(f, "{}", items.join(","))
    }
}

/// `NAME` or `NAME:KIND`.
fn parse_seat(item: &str, first: bool) -> Result<Seat, SeatListError> {
    let (name, kind) = match item.split_once(':') {
        Some((name, kind)) => (name, kind.parse().map_err(SeatListError::Kind)?),
        None if first => (item, PlayerKind::Human),
        None => (item, DEFAULT_COMPUTER),
    };
    Seat::new(name, kind).map_err(SeatListError::Name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r6_seat_lists_need_two_to_six_distinct_players() {
        assert_eq!("Ann".parse::<SeatList>(), Err(SeatListError::Count(SetupError::PlayerCount(1))));
        let seven = "a,b,c,d,e,f,g".parse::<SeatList>();
        assert_eq!(seven, Err(SeatListError::Count(SetupError::PlayerCount(7))));
        assert_eq!("Ann,ann".parse::<SeatList>(), Err(SeatListError::SameName("ann".to_string())));
        let robot = "Ann,Bob:robot".parse::<SeatList>();
        assert_eq!(robot, Err(SeatListError::Kind(UnknownKind("robot".to_string()))));
        assert_eq!("Ann,B b".parse::<SeatList>(), Err(SeatListError::Name(NameError("B b".to_string()))));
        assert_eq!(SeatList::default_seats().0.len(), 4);
        assert_eq!(SeatList::default_seats().0[0].kind(), PlayerKind::Human);
    }

    #[test]
    fn a_written_seat_list_reads_back_the_same() {
        let seats: SeatList = "Ann,Bob,Cid:tycoon".parse().unwrap();
        assert_eq!(seats.to_string().parse::<SeatList>(), Ok(seats));
    }
}
