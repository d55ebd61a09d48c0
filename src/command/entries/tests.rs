use super::super::WordsError;
use super::*;
use crate::words::Lang;

#[test]
fn every_word_names_one_command_and_parses_as_it() {
    for lang in Lang::ALL {
        let all: Vec<&str> = words_in(lang.vocabulary()).collect();
        for word in &all {
            assert_eq!(all.iter().filter(|w| *w == word).count(), 1, "{word} is in the table twice");
            assert!(!matches!(word.parse::<Command>(), Err(CommandError::Unknown { .. })), "{word}");
            let entries = COMMANDS
                .iter()
                .filter(|e| Lang::ALL.iter().any(|l| e.words_in(l.vocabulary()).contains(word)));
            assert_eq!(entries.count(), 1, "{word} names two commands");
        }
    }
}

#[test]
fn near_misses_are_no_command_words() {
    for lang in Lang::ALL {
        for entry in COMMANDS {
            for word in lang.command_text(entry.id).near_misses {
                assert!(find(&Lang::vocabularies(), word).is_none(), "{word} is a command");
                assert_eq!(suggest(&[lang.vocabulary()], word), entry.name_in(lang.vocabulary()));
            }
        }
    }
}

#[test]
fn german_umlauts_have_their_ascii_spellings() {
    for entry in COMMANDS {
        let words = entry.words_in(Lang::De.vocabulary());
        for word in words {
            let ascii = word.replace('ä', "ae").replace('ö', "oe").replace('ü', "ue");
            assert!(words.contains(&ascii.as_str()), "{word} without {ascii}");
        }
    }
}

#[test]
fn german_help_texts_fit_80_columns() {
    for entry in COMMANDS {
        let text = Lang::De.command_text(entry.id);
        for line in text.detail.lines().chain([text.usage.as_str(), text.summary.as_str()]) {
            assert!(line.chars().count() <= 80, "{line}");
        }
        assert!(text.usage.chars().count() <= 36, "{}", text.usage);
        assert!(text.summary.chars().count() <= 41, "{}", text.summary);
    }
}

#[test]
fn unknown_words_get_a_suggestion() {
    let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
    let abfuhr = |line: &str| Lang::De.command_error(&line.parse::<Command>().unwrap_err());
    assert_eq!(abfuhr("tschuess"), "unbekannter Befehl 'tschuess': meinst du 'verlassen'?");
    assert_eq!(abfuhr("xyzzy"), "unbekannter Befehl 'xyzzy': 'hilfe' zeigt die Befehle");
    assert_eq!(
        abfuhr("aufhoeren jetzt"),
        "'verlassen' braucht keine weiteren Angaben: siehe 'hilfe verlassen'"
    );
    assert_eq!(refusal("bye"), "unknown command 'bye': try 'quit'");
    assert_eq!(refusal("place"), "unknown command 'place': try 'lay'");
    assert_eq!(refusal("cha"), "unknown command 'cha': try 'chains'");
    assert_eq!(refusal("xyzzy"), "unknown command 'xyzzy': try 'help'");
    assert_eq!(refusal("\u{7}x"), "unknown command '?x': try 'help'");
    assert_eq!(refusal("BYE"), "unknown command 'BYE': try 'quit'");
    assert_eq!(refusal(""), "unknown command '': try 'help'");
}

#[test]
fn refusals_name_the_word_typed_or_the_command_help_knows() {
    let refusal = |line: &str| line.parse::<Command>().unwrap_err().to_string();
    assert_eq!(refusal("play"), "play needs a tile, e.g. 'lay 7E'");
    assert_eq!(refusal("play 7E 6d"), "'lay' takes one tile, e.g. 'lay 7E': '6d' is one word too many");
    assert_eq!(refusal("exit now"), "'quit' takes nothing more, but got 'now': see 'help quit'");
    assert_eq!(refusal("load"), "load needs a slot name, e.g. 'load monday'");
}

#[test]
fn every_information_word_parses() {
    let p = |line: &str| line.parse::<Command>();
    let infos = [
        ("board", Info::Board),
        ("hand", Info::Hand),
        ("chains", Info::Chains),
        ("players", Info::Players),
        ("log", Info::Log),
        ("rules", Info::Rules),
        ("hint", Info::Hint),
        ("legal", Info::Legal),
        ("zulässig", Info::Legal),
        ("dump", Info::Dump),
    ];
    for all in ["log all", "LOG ALL", "protokoll alles", "protokoll alle", "log alles"] {
        assert_eq!(p(all), Ok(Command::WholeLog), "{all}");
    }
    assert!(p("log all all").is_err() && p("log 30").is_err());
    for (word, info) in infos {
        assert_eq!(p(word), Ok(Command::Show(info)));
        assert_eq!(p(&word.to_uppercase()), Ok(Command::Show(info)));
        let extra = p(&format!("{word} x"));
        assert!(matches!(extra, Err(CommandError::Words { problem: WordsError::Extra { .. }, .. })));
    }
    assert_eq!(p("end"), Ok(Command::End));
    assert_eq!(p("announce"), Ok(Command::Announce));
    assert_eq!(p("quit"), Ok(Command::Quit));
    assert_eq!(p("exit"), Ok(Command::Quit));
    // issue 42: `beende` ended the turn and `beenden` left the game, one letter apart. Both
    // forms of the verb end the turn now, and the words that leave share nothing with them.
    assert_eq!(p("beende"), Ok(Command::End));
    assert_eq!(p("beenden"), Ok(Command::End));
    for quit in ["verlassen", "verlasse", "aufhören", "aufhoeren", "hör auf", "Höre auf", "quit", "exit"] {
        assert_eq!(p(quit), Ok(Command::Quit), "{quit}");
    }
    assert_eq!(p("help"), Ok(Command::Help(None)));
    assert_eq!(p("help buy"), Ok(Command::Help(Some("buy".to_string()))));
}
