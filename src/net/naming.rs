//! How a person gives their name to the lobby's server (`bauloewe server`): the first line of
//! a plain client (`Ann`, or `Ann K7QF-2M9X` with the secret a new name was given), the line
//! after `hello` of a framed one (`name Ann` or `name Ann K7QF-2M9X`). A table's server asks
//! for a seat's code instead ([`Joining`](super::protocol::Joining)).
//!
//! A name is a seat's name (1 to 16 letters and digits, [`Seat::new`]): at a lobby's table the
//! seat is called after its person. The secret is written as a code is ([`Code`]), and read as
//! leniently (`k7qf2m9x` is `K7QF-2M9X`).

use crate::net::codes::Code;
use crate::notation::{PlayerKind, Seat};

/// A name and, for a name given before, its secret, as the person typed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naming {
    /// The name, checked to be a seat's name.
    pub name: String,
    /// The secret as typed (trimmed), if one was.
    pub secret: Option<String>,
}

/// Why a name line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamingError {
    /// Nothing was typed.
    Empty,
    /// The name is not a seat's name (the name as typed).
    Name(String),
    /// More than a name and a secret were typed.
    TooManyWords,
}

/// A plain client's name line: `Ann` or `Ann K7QF-2M9X`.
///
/// ```
/// use bauloewe::net::naming::{Naming, NamingError, read_naming};
/// assert_eq!(read_naming(" Ann "), Ok(Naming { name: "Ann".into(), secret: None }));
/// let back = read_naming("Jürgen k7qf2m9x").unwrap();
/// assert_eq!(back.secret.as_deref(), Some("k7qf2m9x"));
/// assert_eq!(read_naming("Ann Lee Smith"), Err(NamingError::TooManyWords));
/// assert_eq!(read_naming("Ann k7qf 2m9x").unwrap().secret.as_deref(), Some("k7qf-2m9x"));
/// assert_eq!(read_naming("Ann:broker"), Err(NamingError::Name("Ann:broker".into())));
/// assert_eq!(read_naming(""), Err(NamingError::Empty));
/// ```
pub fn read_naming(line: &str) -> Result<Naming, NamingError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (name, secret) = match words[..] {
        [] => return Err(NamingError::Empty),
        [name] => (name, None),
        [name, secret] => (name, Some(secret.to_string())),
        // A secret may be typed in its two groups with a space between, as a code may.
        [name, first, second]
            if first.len() == 4
                && second.len() == 4
                && format!("{first}{second}").parse::<Code>().is_ok() =>
        {
            (name, Some(format!("{first}-{second}")))
        }
        _ => return Err(NamingError::TooManyWords),
    };
    if Seat::new(name, PlayerKind::Human).is_err() {
        return Err(NamingError::Name(name.to_string()));
    }
    Ok(Naming { name: name.to_string(), secret })
}

/// A framed client's name line: `name Ann` or `name Ann K7QF-2M9X`; `None` for a line that
/// does not begin with the word `name`.
///
/// ```
/// use bauloewe::net::naming::{Naming, read_framed_naming};
/// assert_eq!(read_framed_naming("name Ann"), Some(Ok(Naming { name: "Ann".into(), secret: None })));
/// assert!(read_framed_naming("NAME Bob K7QF-2M9X").is_some_and(|n| n.is_ok()));
/// assert_eq!(read_framed_naming("code K7QF-2M9X"), None);
/// ```
pub fn read_framed_naming(line: &str) -> Option<Result<Naming, NamingError>> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    word.eq_ignore_ascii_case("name").then(|| read_naming(rest))
}

/// The framed line that gives `naming`: `name Ann` or `name Ann K7QF-2M9X` (a secret that
/// reads as a code is written as one).
///
/// ```
/// use bauloewe::net::naming::{Naming, naming_line};
/// let back = Naming { name: "Ann".into(), secret: Some("k7qf2m9x".into()) };
/// assert_eq!(naming_line(&back), "name Ann K7QF-2M9X");
/// assert_eq!(naming_line(&Naming { name: "Bob".into(), secret: None }), "name Bob");
/// ```
pub fn naming_line(naming: &Naming) -> String {
    match &naming.secret {
        None => format!("name {}", naming.name),
        Some(typed) => match typed.parse::<Code>() {
            Ok(code) => format!("name {} {code}", naming.name),
            Err(_) => format!("name {} {typed}", naming.name),
        },
    }
}
