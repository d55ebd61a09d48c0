//! The words of the records kept at home: a finished game at a terminal kept in the store of
//! the saves folder, `bauloewe history` (a person's record against the computer levels and
//! their last games) and `bauloewe record N` (a kept game as a save file).

use std::path::Path;

use crate::store::StoreError;

sentences! {
    /// The sentences of the records kept at home (`crate::console::keeper`,
    /// `crate::show::home`).
    pub trait HomeRecordWords {
        /// The end of a game at a terminal: it is kept in the records as game `number`, and
        /// `command` (`bauloewe history`, with the saves folder when it is not the default one)
        /// shows them.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// let kept = Lang::En.home_game_kept(3, "bauloewe history");
        /// assert_eq!(kept, "Kept in your records as game 3: 'bauloewe history' shows them.");
        /// ```
        fn home_game_kept(&self, number: u64, command: &str) -> String;

        /// A finished game the records at `path` could not keep, and why; its save stays.
        fn home_game_not_kept(&self, path: &Path, error: &StoreError) -> String;

        /// What is wrong with the records at `path`: a broken file, one from a newer program,
        /// or one the system would not open or write. Either of the first two is left as it is.
        fn home_store_problem(&self, path: &Path, error: &StoreError) -> String;

        /// `bauloewe history` where no game is kept yet (`path`: where they would be).
        fn home_no_records(&self, path: &Path) -> String;

        /// `bauloewe history NAME` for a name no kept game has.
        fn home_no_games_of(&self, name: &str) -> String;

        /// The heading over a person's record against the computer levels.
        fn home_against_heading(&self, name: &str) -> String;

        /// The headings of that table: level, games, wins, mean rank, best final cash.
        fn home_against_headings(&self) -> [String; 5];

        /// Said instead of that table when the person has played with no computer yet.
        fn home_no_computers(&self, name: &str) -> String;

        /// The heading over a person's last games, `shown` of them.
        fn home_last_games_heading(&self, name: &str, shown: usize) -> String;

        /// The headings of that table: game, ended, rank, final cash, seats.
        fn home_games_headings(&self) -> [String; 5];

        /// A rank among the seats of a game: `1 of 3`.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert_eq!(Lang::En.home_rank_of(2, 3), "2 of 3");
        /// assert_eq!(Lang::De.home_rank_of(2, 3), "2 von 3");
        /// ```
        fn home_rank_of(&self, rank: usize, seats: usize) -> String;

        /// A seat in the list of a game's seats: the name, and a computer's level word after
        /// it (`Bob (broker)`, `Bob (makler)`). Every language answers with the one layout of
        /// a seat (`seat`, in this module): its words are the name and the level's.
        fn home_seat(&self, name: &str, level: Option<&str>) -> String;

        /// `bauloewe record N` for a game the records do not hold, with how many they hold.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// let none = Lang::En.home_no_such_game(9, 2);
        /// assert_eq!(none, "there is no game 9 in the records: they hold games 1 to 2");
        /// ```
        fn home_no_such_game(&self, number: u64, count: u64) -> String;
    }
}

/// A seat in the column of a game's seats in `bauloewe history`
/// ([`HomeRecordWords::home_seat`]): the name, and a computer's level word in brackets after
/// it, the same in every language.
pub(crate) fn seat(name: &str, level: Option<&str>) -> String {
    match level {
        Some(level) => format!("{name} ({level})"),
        None => name.to_string(),
    }
}
