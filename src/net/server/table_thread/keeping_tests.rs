//! The table thread's save after every decision, without sockets: a table of computer players
//! plays through in [`TableThread::new`] and [`TableThread::computers`].

use super::*;
use crate::net::server::Limits;
use crate::notation::SeatList;
use crate::rules::Options;
use crate::session::Session;
use crate::test_support::ScratchDir;

/// A table thread of three brokers, saving in `saves`, its host's log kept in memory.
fn brokers(saves: &SaveDir) -> TableThread<Vec<u8>> {
    let seats = "Ann:broker,Bob:broker,Cid:broker".parse::<SeatList>().unwrap().0;
    let (session, _) = Session::new(seats, 42, Options::default()).unwrap();
    let autosave = Autosave::new(saves.clone(), "table-1");
    let clocks = Clocks::new(Limits::default().idle, None);
    let keeper = Keeper { journal: None, autosave: Some(autosave), clocks, stopper: None };
    TableThread::new(Table::new(session, Lang::En), Vec::new(), keeper)
}

/// A path of this test's own for its saves, nothing there yet: the guard that removes what
/// the test puts there when it ends (keep it in a named variable until then), and the path.
fn scratch(name: &str) -> (ScratchDir, std::path::PathBuf) {
    let scratch = ScratchDir::new(&format!("table-keeping-{name}"));
    let path = scratch.path().to_path_buf();
    (scratch, path)
}

#[test]
fn every_decision_is_saved_and_the_slot_ends_as_the_game() {
    let (_scratch, path) = scratch("saved");
    let saves = SaveDir::new(&path);
    let mut thread = brokers(&saves);
    assert_eq!(saves.load("table-1").unwrap().0.actions(), thread.table.session().actions(), "at the start");
    thread.computers();
    assert!(thread.table.session().game().is_over());
    assert_eq!(saves.load("table-1").unwrap().0.actions(), thread.table.session().actions());
    assert!(!String::from_utf8_lossy(&thread.log).contains("cannot save"));
}

#[test]
fn a_failing_write_is_told_once_on_the_host_log_and_the_game_goes_on() {
    // A file where the saves folder should be: no slot can be written in it.
    let (_scratch, path) = scratch("failing");
    std::fs::write(&path, "not a folder").unwrap();
    let mut thread = brokers(&SaveDir::new(&path));
    thread.computers();
    assert!(thread.table.session().game().is_over(), "the game went on to its end");
    let log = String::from_utf8_lossy(&thread.log).into_owned();
    assert_eq!(log.matches("cannot save this game").count(), 1, "{log}");
}

#[test]
fn a_new_deal_keeps_the_finished_game_under_a_numbered_name_and_says_where() {
    let (_scratch, path) = scratch("dealt");
    let saves = SaveDir::new(&path);
    let seats = "Ann:human,Bob:broker".parse::<SeatList>().unwrap().0;
    let (session, _) = Session::new(seats, 42, Options::default()).unwrap();
    let keeper = Keeper {
        journal: None,
        autosave: Some(Autosave::new(saves.clone(), "table-1")),
        clocks: Clocks::new(Limits::default().idle, None),
        stopper: None,
    };
    let mut thread = TableThread::new(Table::new(session, Lang::En), Vec::new(), keeper);
    // A computer plays Ann's seat to the end; then Ann, the host, deals again.
    thread.stand_in(0, PlayerKind::Broker);
    thread.computers();
    let finished = thread.table.session().actions().to_vec();
    assert!(thread.table.session().game().is_over());
    let (ann, _) = thread.table.attach(Role::Seat(0), Looks::default());
    let _ = thread.table.line(ann, "new");
    thread.keep();
    assert!(!thread.table.session().game().is_over(), "a new game is dealt");
    // Before, the new game overwrote table-1 and the finished one was gone.
    let (kept, summary) = saves.load("table-1-game-1").expect("the finished game is kept");
    assert!(summary.over && kept.actions() == finished);
    assert_eq!(saves.load("table-1").unwrap().0.actions(), thread.table.session().actions());
    let log = String::from_utf8_lossy(&thread.log).into_owned();
    assert!(
        log.contains("The finished game is kept as 'table-1-game-1'; the new game is saved as 'table-1'."),
        "{log}"
    );
}
