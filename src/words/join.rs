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

        /// The question for the person's name at a lobby's server, or their name and the
        /// secret it was given, the prompt's text before ` > `.
        ///
        /// ```
        /// use bauloewe::words::Lang;
        /// assert!(Lang::En.name_question().starts_with("Your name"));
        /// ```
        fn name_question(&self) -> String;

        /// What was typed at the name question is no name: `name` is not 1 to 16 letters and
        /// digits.
        fn not_a_name(&self, name: &str) -> String;

        /// More than a name and a secret were typed at the name question.
        fn name_and_secret_only(&self) -> String;

        /// The lobby's server at `address` closed the connection; a person `typing` at a
        /// terminal is in the middle of a line, which only a key ends.
        fn lobby_closed(&self, address: &str, typing: bool) -> String;

        /// The person left the lobby's server (`quit`, Ctrl-D) and it said nothing itself.
        fn lobby_left(&self) -> String;

        /// The person's input ended before the lobby's server took a name.
        fn no_name_taken(&self) -> String;

        /// The client is back in the lobby after a lost connection.
        fn back_in_lobby(&self) -> String;

        /// The client stopped trying to reach the lobby's server at `address` again after
        /// `span` (worded by [`TableWords::span`](crate::words::TableWords::span)).
        fn gave_up_lobby(&self, address: &str, span: &str) -> String;

        /// `--code` or `--watch` was given, but `address` is a lobby's server, which asks for
        /// a name: one line.
        fn code_at_lobby(&self, address: &str) -> String;

        /// `--name` was given, but `address` is a table, which asks for a seat's code: one line.
        fn name_at_table(&self, address: &str) -> String;
    }
}
