//! A table before its deal ([`Gathering`]): the seats `open` asked for, who sat in which, and
//! the seats of the deal once every person's seat is taken (or the first person says `start`).
//! Plain data, no tasks: the room asks it, and the tests do.

use crate::notation::{PlayerKind, Seat, same_name};
use crate::rules::Options;

use super::ConnId;
use super::news::{SeatNews, TableNews};
use crate::command::lobby::Opening;
use crate::command::lobby::TableState;

/// The seats of a table waiting for its people.
#[derive(Clone, Debug)]
pub(super) struct Gathering {
    /// Each seat: the name `open` kept it for (`None`: for whoever sits first), its kind.
    kept: Vec<(Option<String>, PlayerKind)>,
    /// Who sits in each seat: the connection and its name.
    taken: Vec<Option<(ConnId, String)>>,
    /// The connections in the order they sat down: the first may `start`.
    arrivals: Vec<ConnId>,
    /// The variants of the deal.
    pub(super) options: Options,
}

impl Gathering {
    /// The seats `opening` asks for, all empty.
    pub(super) fn new(opening: &Opening) -> Gathering {
        Gathering {
            kept: opening.seats.clone(),
            taken: vec![None; opening.seats.len()],
            arrivals: Vec::new(),
            options: opening.options,
        }
    }

    /// Seats connection `id` of the person `name`: in the person's seat kept for that name, else
    /// in the first free seat kept for nobody; the seat's index, or `None` when none is free.
    pub(super) fn sit(&mut self, id: ConnId, name: &str) -> Option<usize> {
        // A name already seated (its person came in again on another connection) takes its own
        // seat over: one name never sits twice.
        let seated = self.taken.iter().position(|t| t.as_ref().is_some_and(|(_, n)| same_name(n, name)));
        if let Some(index) = seated {
            let old = self.taken[index].replace((id, name.to_string())).map(|(old, _)| old);
            self.arrivals.iter_mut().filter(|a| Some(**a) == old).for_each(|a| *a = id);
            return Some(index);
        }
        let free = |index: &usize| self.taken[*index].is_none() && self.kept[*index].1 == PlayerKind::Human;
        let own = (0..self.kept.len())
            .filter(free)
            .find(|index| self.kept[*index].0.as_deref().is_some_and(|kept| same_name(kept, name)));
        // A seat kept for another person is theirs alone; a name that has a seat kept for it
        // takes that one, not a free one.
        let anyone = (0..self.kept.len()).filter(free).find(|index| self.kept[*index].0.is_none());
        let index = own.or(anyone.filter(|_| !self.keeps(name)))?;
        self.taken[index] = Some((id, name.to_string()));
        self.arrivals.push(id);
        Some(index)
    }

    /// Whether a seat is kept for `name` (taken or not).
    fn keeps(&self, name: &str) -> bool {
        self.kept.iter().any(|(kept, _)| kept.as_deref().is_some_and(|kept| same_name(kept, name)))
    }

    /// Connection `id` stands up: its seat is free again. Whether it sat here.
    pub(super) fn stand(&mut self, id: ConnId) -> bool {
        self.arrivals.retain(|arrival| *arrival != id);
        let seat = self.taken.iter_mut().find(|taken| taken.as_ref().is_some_and(|(t, _)| *t == id));
        seat.map(|seat| *seat = None).is_some()
    }

    /// The connection that may `start`: the first that sat down and still sits.
    pub(super) fn first(&self) -> Option<ConnId> {
        self.arrivals.first().copied()
    }

    /// Whether nobody sits here.
    pub(super) fn is_empty(&self) -> bool {
        self.arrivals.is_empty()
    }

    /// Whether every person's seat is taken: the table deals.
    pub(super) fn is_full(&self) -> bool {
        (0..self.kept.len())
            .all(|index| self.kept[index].1 != PlayerKind::Human || self.taken[index].is_some())
    }

    /// How many people's seats are still free.
    pub(super) fn free(&self) -> usize {
        (0..self.kept.len())
            .filter(|i| self.kept[*i].1 == PlayerKind::Human && self.taken[*i].is_none())
            .count()
    }

    /// The seats of the deal: each person's under their name, each computer's under its kept
    /// name or a name of its own (`Computer3`, the seat's number); a person's seat nobody took
    /// (after `start`) goes to a broker. With the connection that plays each seat.
    pub(super) fn deal(&self) -> (Vec<Seat>, Vec<Option<ConnId>>) {
        let mut seats = Vec::new();
        for (index, (kept, kind)) in self.kept.iter().enumerate() {
            let (name, kind) = match (&self.taken[index], kind) {
                (Some((_, name)), _) => (name.clone(), PlayerKind::Human),
                (None, PlayerKind::Human) => (self.computer_name(index), PlayerKind::Broker),
                (None, kind) => (kept.clone().unwrap_or_else(|| self.computer_name(index)), *kind),
            };
            seats.push(Seat::new(&name, kind).expect("names were checked when given"));
        }
        (seats, self.taken.iter().map(|taken| taken.as_ref().map(|(id, _)| *id)).collect())
    }

    /// A computer's name for seat `index` that no other seat has: `Computer3`, or with more
    /// digits if a person took that name.
    fn computer_name(&self, index: usize) -> String {
        let names: Vec<String> =
            (0..self.kept.len()).filter(|i| *i != index).filter_map(|i| self.name(i)).collect();
        let mut name = format!("Computer{}", index + 1);
        while names.iter().any(|other| same_name(other, &name)) {
            name.push('0');
        }
        name
    }

    /// Seat `index`'s name now: its person's, or the one it is kept for.
    fn name(&self, index: usize) -> Option<String> {
        self.taken[index].as_ref().map(|(_, name)| name.clone()).or_else(|| self.kept[index].0.clone())
    }

    /// The news the hall lists.
    pub(super) fn news(&self, number: u32, watchers: usize) -> TableNews {
        let seats = (0..self.kept.len())
            .map(|index| SeatNews {
                name: self.name(index),
                kind: self.kept[index].1,
                taken: self.taken[index].is_some() || self.kept[index].1 != PlayerKind::Human,
            })
            .collect();
        let (state, options, deciding, resting) = (TableState::Waiting, self.options, None, false);
        TableNews { number, state, seats, options, watchers, deciding, resting }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::lobby::read_opening;

    #[test]
    fn a_kept_seat_waits_for_its_person_and_a_free_one_takes_anyone() {
        let mut table = Gathering::new(&read_opening("Ann,Bob,Cid:broker").unwrap());
        assert_eq!(table.sit(1, "Dee"), None, "both people's seats are kept for others");
        assert_eq!(table.sit(2, "bob"), Some(1));
        assert!(!table.is_full());
        assert_eq!(table.sit(3, "Ann"), Some(0));
        assert!(table.is_full());
        let (seats, players) = table.deal();
        let names: Vec<&str> = seats.iter().map(Seat::name).collect();
        assert_eq!(names, ["Ann", "bob", "Cid"]);
        assert_eq!(players, [Some(3), Some(2), None]);
    }

    #[test]
    fn the_first_to_sit_may_start_and_empty_seats_go_to_brokers() {
        let mut table = Gathering::new(&read_opening("3").unwrap());
        assert_eq!(table.sit(7, "Computer2"), Some(0));
        assert_eq!(table.sit(8, "Eve"), Some(1));
        assert_eq!(table.first(), Some(7));
        assert!(table.stand(7));
        assert_eq!(table.first(), Some(8));
        assert_eq!(table.free(), 2);
        let (seats, _) = table.deal();
        let kinds: Vec<PlayerKind> = seats.iter().map(Seat::kind).collect();
        assert_eq!(kinds, [PlayerKind::Broker, PlayerKind::Human, PlayerKind::Broker]);
        assert_eq!(seats[0].name(), "Computer1");
        assert!(!table.stand(7), "already up");
    }

    #[test]
    fn a_name_seated_again_takes_its_own_seat_over() {
        let mut table = Gathering::new(&read_opening("3").unwrap());
        assert_eq!(table.sit(1, "Ann"), Some(0));
        assert_eq!(table.sit(2, "Bob"), Some(1));
        assert_eq!(table.sit(3, "ann"), Some(0), "the same seat, not a second one");
        assert_eq!(table.first(), Some(3));
        assert!(!table.stand(1), "the old connection sits nowhere");
        assert_eq!(table.free(), 1);
    }

    #[test]
    fn a_computer_never_takes_a_persons_name() {
        let mut table = Gathering::new(&read_opening("3").unwrap());
        table.sit(1, "computer3");
        table.sit(2, "Computer1");
        table.stand(1);
        table.sit(3, "Computer3");
        let (seats, _) = table.deal();
        let names: Vec<&str> = seats.iter().map(Seat::name).collect();
        assert_eq!(names, ["Computer3", "Computer1", "Computer30"]);
    }
}
