//! The words of `bauloewe join`: the client's own sentences (the table's are the server's).

use std::io;

sentences! {
    /// The words of the `join` client.
    pub trait JoinWords {
        /// The question for the seat's code, the prompt's text before ` > `.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert!(Lang::De.code_question().starts_with("Der Code deines Platzes"));
        /// ```
        fn code_question(&self) -> String;

        /// The server at `address` closed the connection: the table is gone, or it let us go.
        /// A person `typing` at a terminal is in the middle of a line, which only a key ends.
        fn table_closed(&self, address: &str, typing: bool) -> String;

        /// The player left the table (`quit`, Ctrl-D).
        fn table_left(&self) -> String;

        /// The person's input ended before a code took a seat.
        fn no_seat_taken(&self) -> String;

        /// No table could be reached at `address`, one line.
        ///
        /// ```
        /// use std::io;
        /// use bauloewe::words::Lang;
        /// let refused = io::Error::from(io::ErrorKind::ConnectionRefused);
        /// let words = Lang::En.table_unreachable("127.0.0.1:7341", &refused);
        /// assert!(words.starts_with("cannot reach a table at 127.0.0.1:7341: "), "{words}");
        /// ```
        fn table_unreachable(&self, address: &str, error: &io::Error) -> String;

        /// What answers at `address` does not speak the protocol `bauloewe/1`.
        fn not_a_table(&self, address: &str) -> String;

        /// The connection to `address` failed after it was made.
        fn connection_failed(&self, address: &str, error: &io::Error) -> String;

        /// The connection to `address` broke without the server's goodbye: the client tries again
        /// by itself, at once, or, if the person is `typing` a line, once they press a key.
        fn connection_lost(&self, address: &str, typing: bool) -> String;

        /// The client is back at the table after a lost connection.
        fn back_at_table(&self) -> String;

        /// The client stopped trying to reach `address` again after `span` (worded by
        /// [`TableWords::span`](crate::words::TableWords::span)).
        fn gave_up(&self, address: &str, span: &str) -> String;
    }
}
