//! The names: a name line let in or refused ([`Hall::naming`]), a new name kept in the store
//! before its secret is shown ([`Hall::keep_name`]), and the names of the file the lobby kept
//! before its store brought over when the server starts ([`import_names`]).

use std::net::IpAddr;

use tokio::sync::{mpsc, oneshot};

use super::Hall;
use crate::net::lobby::archive::Archive;
use crate::net::lobby::people::{BrokenLine, PEOPLE_FILE, People, Verdict, new_secret};
use crate::net::lobby::{Refusal, Settings, StartError, ToHall, Welcome};
use crate::net::naming::Naming;
use crate::store::{HeldName, Store, StoreError};

impl Hall {
    /// Keeps a new name in the store in the blocking pool, then lets the person in
    /// (`welcome`); a store that cannot be written is told on the server's log, and the name
    /// is not given out.
    pub(super) fn keep_name(
        &self,
        held: HeldName,
        welcome: Welcome,
        answer: oneshot::Sender<Welcome>,
        me: &mpsc::Sender<ToHall>,
    ) {
        let (lang, log) = (self.settings.lang, me.clone());
        self.archive.ask_then(
            move |store| (store.add_name(&held), held),
            move |(added, held)| match added {
                Ok(true) => {
                    let _ = answer.send(welcome);
                }
                // A secret shown but not kept would give the name away at the next start: the
                // name is forgotten and refused, and the server's log says why.
                failed => {
                    let error = failed
                        .err()
                        .unwrap_or_else(|| StoreError::Io(format!("{} is held already", held.name)));
                    let _ = log.blocking_send(ToHall::Log(lang.store_failed(&error)));
                    let _ = log.blocking_send(ToHall::Forget(held.name));
                    let _ = answer.send(Welcome::Refused(Refusal::NoSecret));
                }
            },
        );
    }

    /// A name line: in (a new name with its secret, and what the store is to keep of it), or
    /// refused.
    pub(in crate::net::lobby) fn naming(
        &mut self,
        naming: &Naming,
        address: IpAddr,
    ) -> (Welcome, Option<HeldName>) {
        // This machine's own programs (a benchmark's thousands of bots) may name as many as they
        // like: whoever runs them can write the names file anyway.
        let new = !self.people.knows(&naming.name) && naming.secret.is_none() && !address.is_loopback();
        if new && !self.new_names.take(address) {
            return (Welcome::Refused(Refusal::TooManyNames), None);
        }
        let welcome = match self.people.arrive(naming, new_secret) {
            None => Welcome::Refused(Refusal::NoSecret),
            Some(Verdict::New(name, secret)) => {
                let held = self.people.held(&name);
                return (Welcome::In(name, Some(secret)), held);
            }
            Some(Verdict::Known(name)) => Welcome::In(name, None),
            Some(Verdict::Taken) => Welcome::Refused(Refusal::Taken),
            Some(Verdict::Unknown) => Welcome::Refused(Refusal::Unknown),
            Some(Verdict::WrongSecret) if !self.guesses.take(address) => {
                Welcome::Refused(Refusal::TooManyGuesses)
            }
            Some(Verdict::WrongSecret) => Welcome::Refused(Refusal::WrongSecret),
        };
        (welcome, None)
    }
}

/// Brings the names of the file the lobby kept before its store (`people.secrets`) into the
/// store, those it does not hold yet: once, and again after a start a crash cut short. A broken
/// file or a failing store stops the start.
pub(super) fn import_names(settings: &Settings, archive: &Archive) -> Result<(), StartError> {
    let (name, extension) = PEOPLE_FILE;
    let Ok(text) = settings.saves.read_beside(name, extension) else { return Ok(()) };
    let people = People::load(&text).map_err(|BrokenLine(line)| {
        StartError::BrokenNames(settings.saves.beside(name, extension).unwrap_or_default(), line)
    })?;
    archive
        .now(|store| people.all().try_for_each(|held| store.add_name(held).map(|_| ())))
        .map_err(|error| StartError::Store(settings.store_path(), error))
}
