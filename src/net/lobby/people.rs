//! The names the lobby knows, each held by a secret ([`People`]).
//!
//! The first person to give a name gets a secret for it, shown once: 40 random bits from the
//! operating system, written as a seat's code is (`K7QF-2M9X`, see [`Code`]). Whoever comes
//! back under that name must give the secret too, so that nobody takes another's seat by typing
//! their name. The lobby keeps only a salted hash of each secret (SHA-256 of a random salt and
//! the secret's 40 bits), in a file beside the tables' saves (`people.secrets`, written
//! atomically and readable by its owner only): a stolen file gives no secret away, and the same
//! secret under two names hashes differently.
//!
//! The file is one line per name, `NAME SALT HASH` in hexadecimal. A line that cannot be read
//! is reported when the server starts, and the file is not written over (see
//! [`People::load`]): a damaged file must not cost everyone their names.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rand::TryRng;
use rand::rngs::SysRng;
use sha2::{Digest, Sha256};

use crate::net::codes::Code;
use crate::net::naming::Naming;
use crate::store::HeldName;

/// The file of names and hashed secrets the lobby kept before its store, beside the tables'
/// saves: `people.secrets`.
pub const PEOPLE_FILE: (&str, &str) = ("people", "secrets");

/// Every name the lobby has given out, by its lower-case form (names are one name whatever
/// their case, as seats' names are).
#[derive(Clone, Debug, Default)]
pub struct People {
    held: BTreeMap<String, HeldName>,
}

/// What a name line comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A new name, now held by this secret (to be shown once); the name as written.
    New(String, Code),
    /// A known name with its right secret; the name as first given.
    Known(String),
    /// A known name given without a secret.
    Taken,
    /// A known name given with a wrong secret (or something that is no secret at all).
    WrongSecret,
    /// A name nobody holds, given with a secret: a new name is given alone (a typo in a
    /// known name must not make a new one).
    Unknown,
}

/// Why the file of names could not be read: the line number (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BrokenLine(pub usize);

impl People {
    /// The names in `text` (a `people.secrets` file), or the first line that is broken. A last
    /// line without its line feed is an append a crash cut off, before its secret was shown to
    /// anyone: it is dropped.
    pub fn load(text: &str) -> Result<People, BrokenLine> {
        let mut people = People::default();
        let whole = match text.rfind('\n') {
            Some(end) => &text[..=end],
            None => "",
        };
        for (number, line) in whole.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let held = read_held(line).ok_or(BrokenLine(number + 1))?;
            people.held.insert(held.name.to_lowercase(), held);
        }
        Ok(people)
    }

    /// The file's text: one line per name, in the order of the lower-case names.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for held in self.held.values() {
            let _ = writeln!(text, "{}", line(held));
        }
        text
    }

    /// The names the store holds.
    pub fn from_held(names: Vec<HeldName>) -> People {
        People { held: names.into_iter().map(|held| (held.name.to_lowercase(), held)).collect() }
    }

    /// Every name held, in the order of their lower-case forms.
    pub fn all(&self) -> impl Iterator<Item = &HeldName> {
        self.held.values()
    }

    /// `name`'s hashed secret, if it is held: what a new name gives the store.
    pub fn held(&self, name: &str) -> Option<HeldName> {
        self.held.get(&name.to_lowercase()).cloned()
    }

    /// A new secret for the held `name` (`passwd`), drawn from `secret`, and the hash to keep
    /// of it; nothing changes until the store kept it and [`People::put`] takes it. `None` for
    /// a name nobody holds, or when the random source failed.
    pub fn renewed(&self, name: &str, secret: impl FnOnce() -> Option<Code>) -> Option<(HeldName, Code)> {
        let held = self.held.get(&name.to_lowercase())?;
        let code = secret()?;
        let salt = salt()?;
        Some((HeldName { name: held.name.clone(), salt, hash: hash(&salt, code) }, code))
    }

    /// Holds `held` (a name's new secret, once the store kept it).
    pub fn put(&mut self, held: HeldName) {
        self.held.insert(held.name.to_lowercase(), held);
    }

    /// Lets `name` go (a new name whose line could not be written).
    pub fn forget(&mut self, name: &str) {
        self.held.remove(&name.to_lowercase());
    }

    /// The file's line of `name`, if it is held: what a new name appends to the file.
    pub fn line(&self, name: &str) -> Option<String> {
        self.held.get(&name.to_lowercase()).map(line)
    }

    /// How many names are held.
    pub fn len(&self) -> usize {
        self.held.len()
    }

    /// Whether no name is held yet.
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }

    /// Whether `name` is held by anyone (whatever its case).
    pub fn knows(&self, name: &str) -> bool {
        self.held.contains_key(&name.to_lowercase())
    }

    /// Checks a name line: a new name is given a secret from `secret` (the operating system's
    /// random source, or a test's), a known one must come with its own. `None` when the random
    /// source failed (the name is not given out then).
    pub fn arrive(&mut self, naming: &Naming, secret: impl FnOnce() -> Option<Code>) -> Option<Verdict> {
        let key = naming.name.to_lowercase();
        let Some(held) = self.held.get(&key) else {
            if naming.secret.is_some() {
                return Some(Verdict::Unknown);
            }
            let code = secret()?;
            let salt = salt()?;
            let hash = hash(&salt, code);
            self.held.insert(key, HeldName { name: naming.name.clone(), salt, hash });
            return Some(Verdict::New(naming.name.clone(), code));
        };
        let Some(typed) = &naming.secret else { return Some(Verdict::Taken) };
        let right = typed.parse::<Code>().is_ok_and(|code| hash(&held.salt, code) == held.hash);
        Some(if right { Verdict::Known(held.name.clone()) } else { Verdict::WrongSecret })
    }
}

/// One name's line: `NAME SALT HASH`.
fn line(held: &HeldName) -> String {
    format!("{} {} {}", held.name, hex(&held.salt), hex(&held.hash))
}

/// A new secret from the operating system's random source.
pub fn new_secret() -> Option<Code> {
    Code::generate().ok()
}

/// Sixteen random bytes of salt from the operating system.
fn salt() -> Option<[u8; 16]> {
    let mut salt = [0; 16];
    SysRng.try_fill_bytes(&mut salt).ok()?;
    Some(salt)
}

/// The hash kept of `code` with `salt`: SHA-256 of the salt and the code's bits (eight bytes,
/// little-endian).
fn hash(salt: &[u8; 16], code: Code) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(salt);
    hasher.update(code.bits().to_le_bytes());
    hasher.finalize().into()
}

/// One line of the file read back.
fn read_held(line: &str) -> Option<HeldName> {
    let mut words = line.split(' ');
    let (name, salt, hash) = (words.next()?, words.next()?, words.next()?);
    if words.next().is_some() || crate::net::naming::read_naming(name).ok()?.name != name {
        return None;
    }
    Some(HeldName { name: name.to_string(), salt: unhex(salt)?, hash: unhex(hash)? })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Exactly `N` bytes written in hexadecimal.
fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut bytes = [0; N];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * index..2 * index + 2], 16).ok()?;
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naming(name: &str, secret: Option<&str>) -> Naming {
        Naming { name: name.to_string(), secret: secret.map(str::to_string) }
    }

    #[test]
    fn a_new_name_gets_a_secret_and_only_that_secret_brings_it_back() {
        let mut people = People::default();
        let code = Code::from_bits(0x12_3456_789a);
        let given = people.arrive(&naming("Jürgen", None), || Some(code));
        assert_eq!(given, Some(Verdict::New("Jürgen".to_string(), code)));
        let never = || -> Option<Code> { panic!("a known name gets no new secret") };
        assert_eq!(people.arrive(&naming("JÜRGEN", None), never), Some(Verdict::Taken));
        let wrong = naming("jürgen", Some("AAAA-AAAA"));
        assert_eq!(people.arrive(&wrong, never), Some(Verdict::WrongSecret));
        assert_eq!(people.arrive(&naming("jürgen", Some("no")), never), Some(Verdict::WrongSecret));
        assert_eq!(people.arrive(&naming("Jurgen", Some("AAAA-AAAA")), never), Some(Verdict::Unknown));
        let right = naming("jürgen", Some(&code.to_string().to_lowercase().replace('-', "")));
        assert_eq!(people.arrive(&right, never), Some(Verdict::Known("Jürgen".to_string())));
    }

    #[test]
    fn the_file_keeps_only_salted_hashes_and_reads_back() {
        let mut people = People::default();
        let code = Code::from_bits(0xab_cdef_0123);
        people.arrive(&naming("Ann", None), || Some(code));
        people.arrive(&naming("Bob", None), || Some(code));
        let text = people.text();
        assert!(!text.contains(&code.to_string()), "{text}");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        // The same secret under two names is kept as two different hashes.
        assert_ne!(lines[0].split(' ').nth(2), lines[1].split(' ').nth(2));
        let mut back = People::load(&text).expect("the file reads back");
        let right = naming("ann", Some(&code.to_string()));
        assert_eq!(back.arrive(&right, || None), Some(Verdict::Known("Ann".to_string())));
        assert_eq!(back.len(), 2);
    }

    #[test]
    fn a_line_cut_off_at_the_end_is_an_append_a_crash_cut_and_is_dropped() {
        let mut people = People::default();
        people.arrive(&naming("Ann", None), || Some(Code::from_bits(1)));
        people.arrive(&naming("Bob", None), || Some(Code::from_bits(2)));
        let ann = people.line("ANN").expect("held");
        let bob = people.line("bob").expect("held");
        assert!(ann.starts_with("Ann "), "{ann}");
        let cut = format!("{ann}\n{}", &bob[..10]);
        let back = People::load(&cut).expect("a cut last line is no broken file");
        assert!(back.knows("Ann") && !back.knows("Bob"));
        assert_eq!(People::load(&format!("{ann}\n{bob}\n")).map(|p| p.len()), Ok(2));
    }

    #[test]
    fn a_broken_file_names_its_first_broken_line() {
        let good = format!("Ann {} {}\n", "0".repeat(32), "1".repeat(64));
        assert!(People::load(&good).is_ok());
        for broken in ["Ann 00 11", "Ann Lee 00 11", "Ann", &good.replace('1', "x")] {
            let text = format!("{good}\n{broken}\n");
            assert_eq!(People::load(&text).err(), Some(BrokenLine(3)), "{broken}");
        }
    }
}
