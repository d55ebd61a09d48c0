//! The save slots' tests: names, atomic writes, autosaves and tables, loading by name or path.

use super::*;
use crate::rules::Options;
use crate::test_support::ScratchDir;

/// A save folder of this test's own: the guard that removes it when the test ends (keep it
/// in a named variable until then), and the folder's slots.
fn scratch(name: &str) -> (ScratchDir, SaveDir) {
    let scratch = ScratchDir::new(&format!("slots-{name}"));
    let saves = SaveDir::new(scratch.path());
    (scratch, saves)
}

fn record() -> Record {
    let seats = "Ann,Bob:tourist".parse::<crate::notation::SeatList>().unwrap().0;
    Record::new(seats, 4, Options::default()).unwrap().0
}

#[test]
fn slot_names_stay_inside_the_folder() {
    for bad in ["../x", "a/b", "a\\b", "a.b", ".ü", "", &"x".repeat(41), "a b", "a\u{0}", "a\n", "a\u{200b}"]
    {
        assert!(matches!(slot_name(bad), Err(SlotError::Name(_))), "{bad:?}");
    }
    assert_eq!(slot_name(&"x".repeat(40)).unwrap().len(), 40);
    // Letters as Unicode defines them (issue 42: `Größe` was refused), 40 of them at most.
    assert_eq!(slot_name(&"ü".repeat(40)).unwrap().chars().count(), 40);
    assert_eq!(slot_name("Größe_2").unwrap(), "größe_2");
}

#[test]
fn save_list_load_and_broken_files() {
    let (_scratch, dir) = scratch("list");
    assert!(dir.list().unwrap().is_empty());
    let path = dir.save("Game1", &record(), "2024-05-01 18:30 UTC").unwrap();
    assert!(path.ends_with("game1.save"));
    assert!(!path.with_extension("save.tmp").exists());
    fs::write(dir.path().join("broken.save"), "# bauloewe save 1\nsaved: x\n").unwrap();
    let listed = dir.list().unwrap();
    assert_eq!(listed.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["broken", "game1"]);
    assert!(matches!(listed[0].summary, Err(SlotError::Broken(_, SaveError::Truncated))));
    assert_eq!(listed[1].summary.as_ref().unwrap().turn, "1");
    assert_eq!(dir.load("game1").unwrap().0.game(), record().game());
    assert!(matches!(dir.load("nothing"), Err(SlotError::Missing(_))));
}

#[test]
fn autosaves_are_numbered_and_the_latest_unfinished_is_found() {
    let (_scratch, dir) = scratch("autosaves");
    assert_eq!(dir.next_autosave().unwrap(), "autosave-1");
    assert_eq!(dir.latest_unfinished().unwrap(), None);
    dir.save("autosave-9", &record(), "2024-05-01 18:30 UTC").unwrap();
    dir.save("autosave-10", &record(), "2024-05-01 18:30 UTC").unwrap();
    dir.save("autosave-2", &record(), "2024-05-01 18:31 UTC").unwrap();
    dir.save("monday", &record(), "2024-05-01 18:32 UTC").unwrap();
    fs::write(dir.path().join("autosave-11.save"), "broken").unwrap();
    assert_eq!(dir.next_autosave().unwrap(), "autosave-12", "a broken file keeps its number");
    let names: Vec<String> = dir.list().unwrap().into_iter().map(|l| l.name).collect();
    assert_eq!(names, ["monday", "autosave-2", "autosave-9", "autosave-10", "autosave-11"]);
    // The latest by the time written in it; within one minute, the higher number.
    let order: Vec<String> = dir.autosaves().unwrap().into_iter().map(|a| a.name).collect();
    assert_eq!(order, ["autosave-2", "autosave-10", "autosave-9"]);
    assert_eq!(dir.latest_unfinished().unwrap().as_deref(), Some("autosave-2"));
}

#[test]
fn a_finished_game_is_not_continued() {
    let (_scratch, dir) = scratch("finished");
    let mut over = record();
    while !over.game().is_over() {
        let action = over.game().legal_actions()[0];
        over.apply_all(&[action]).unwrap();
    }
    dir.save("autosave-1", &record(), "2024-05-01 18:30 UTC").unwrap();
    dir.save("autosave-2", &over, "2024-05-01 18:31 UTC").unwrap();
    assert_eq!(dir.latest_unfinished().unwrap().as_deref(), Some("autosave-1"));
}

#[test]
fn tables_are_numbered_and_listed_after_named_slots() {
    let (_scratch, dir) = scratch("tables");
    assert_eq!(dir.next_table().unwrap(), "table-1");
    for name in ["table-10", "table-9", "autosave-1", "monday"] {
        dir.save(name, &record(), "2024-05-01 18:30 UTC").unwrap();
    }
    assert_eq!(dir.next_table().unwrap(), "table-11");
    assert_eq!(dir.next_autosave().unwrap(), "autosave-2");
    let names: Vec<String> = dir.list().unwrap().into_iter().map(|l| l.name).collect();
    assert_eq!(names, ["monday", "table-9", "table-10", "autosave-1"]);
    // Within one minute, the table opened later is the one to go on with.
    assert_eq!(dir.latest_unfinished_table().unwrap().as_deref(), Some("table-10"));
}

#[cfg(unix)]
#[test]
fn a_private_file_is_for_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let (_scratch, dir) = scratch("private");
    let path = dir.write_private("table-1", "codes", b"secret\n").unwrap();
    assert!(path.ends_with("table-1.codes"));
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    // Written again over a file others could read, it is private again.
    fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
    dir.write_private("table-1", "codes", b"again\n").unwrap();
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    assert_eq!(dir.read_beside("table-1", "codes").unwrap(), "again\n");
    assert!(matches!(dir.read_beside("table-2", "codes"), Err(SlotError::Missing(_))));
}

#[test]
fn only_the_latest_autosaves_are_kept_and_never_a_broken_one() {
    let (_scratch, dir) = scratch("kept");
    for number in 1..=AUTOSAVES_KEPT + 2 {
        dir.save(&format!("autosave-{number}"), &record(), "2024-05-01 18:30 UTC").unwrap();
    }
    fs::write(dir.path().join("autosave-0.save"), "broken").unwrap();
    dir.save("monday", &record(), "2024-05-01 18:30 UTC").unwrap();
    dir.remove_old_autosaves("autosave-1").unwrap();
    let names: Vec<String> = dir.list().unwrap().into_iter().map(|l| l.name).collect();
    let mut expected = vec!["monday".to_string(), "autosave-0".into(), "autosave-1".into()];
    expected.extend((3..=AUTOSAVES_KEPT + 2).map(|n| format!("autosave-{n}")));
    assert_eq!(names, expected, "autosave-2 went; the one played (1), broken and named slots stay");
}

#[test]
fn a_slot_held_is_not_held_twice_until_let_go() {
    let (_scratch, saves) = scratch("hold");
    let held = saves.hold("table-1").unwrap().expect("a slot nobody holds");
    assert!(saves.hold("table-1").unwrap().is_none(), "a second hold of the same slot");
    assert!(saves.hold("table-2").unwrap().is_some(), "another slot is free");
    drop(held);
    assert!(saves.hold("table-1").unwrap().is_some(), "let go with its file");
    assert!(matches!(saves.hold("../x"), Err(SlotError::Name(_))));
}

#[test]
fn a_save_is_named_by_its_path_or_its_slot() {
    let (_scratch, dir) = scratch("named");
    let path = dir.save("monday", &record(), "2024-05-01 18:30 UTC").unwrap();
    let game = |loaded: Result<(Record, Summary), SlotError>| loaded.unwrap().0.game().clone();
    assert_eq!(game(dir.load_file_or_slot(Path::new("Monday"))), *record().game());
    assert_eq!(game(dir.load_file_or_slot(&path)), *record().game());
    let elsewhere = SaveDir::new(std::env::temp_dir().join("bauloewe-no-such-folder"));
    assert_eq!(game(elsewhere.load_file_or_slot(&path)), *record().game());
    let missing = dir.path().join("tuesday.save");
    assert!(matches!(dir.load_file_or_slot(&missing), Err(SlotError::Missing(p)) if p == missing));
    assert!(matches!(dir.load_file_or_slot(Path::new("tuesday")), Err(SlotError::Missing(_))));
}
