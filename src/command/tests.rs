use super::*;
use crate::words::Lang;

fn parse(line: &str) -> Result<Command, CommandError> {
    line.parse()
}

fn tile(name: &str) -> Tile {
    name.parse().unwrap()
}

/// The problem with the words after the command word, if that is what was refused.
fn problem(line: &str) -> Option<WordsError> {
    match parse(line) {
        Err(CommandError::Words { problem, .. }) => Some(problem),
        _ => None,
    }
}

#[test]
fn every_german_verb_is_read_as_imperative_and_infinitive() {
    // issue 42: `kaufen`, `legen`, `speichere` and `sage an` were refused.
    let both = [
        ("lege 7E", "legen 7E"),
        ("gründe au", "gründen au"),
        ("rette au", "retten au"),
        ("verkaufe 2", "verkaufen 2"),
        ("tausche 2", "tauschen 2"),
        ("behalte", "behalten"),
        ("kaufe 2 au", "kaufen 2 au"),
        ("beende", "beenden"),
        ("sage an", "ansagen"),
        ("löse au auf", "auflösen au"),
        ("speichere montag", "speichern montag"),
        ("lade montag", "laden montag"),
        ("verlasse", "verlassen"),
        ("hör auf", "aufhören"),
    ];
    for (imperative, infinitive) in both {
        let read = parse(imperative);
        assert!(read.is_ok(), "{imperative}: {read:?}");
        assert_eq!(read, parse(infinitive), "{imperative}");
    }
    let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
    assert_eq!(parse("verkaufen 2 tauschen alle"), disposal(Some(Amount::Count(2)), Some(Amount::All)));
    assert_eq!(parse("sag an"), Ok(Command::Announce));
    assert_eq!(parse("Sage AN"), Ok(Command::Announce));
    assert_eq!(parse("loese Zugvogel auf"), Ok(Command::Defunct(Chain::Zugvogel)));
    assert_eq!(parse("hilfe kaufen"), Ok(Command::Help(Some("kaufen".to_string()))));
    // A verb without its particle is no command; a particle is not taken from the middle.
    assert!(matches!(parse("sage"), Err(CommandError::Unknown { .. })));
    assert!(parse("löse auf au").is_err());
}

#[test]
fn r10_lay_and_play_take_a_tile_in_any_case() {
    assert_eq!(parse("lay 7E"), Ok(Command::Lay(tile("7E"))));
    assert_eq!(parse("  PLAY   12i "), Ok(Command::Lay(tile("12I"))));
    assert!(matches!(problem("lay 13A"), Some(WordsError::Tile(_))));
    assert_eq!(problem("lay"), Some(WordsError::Missing(Needs::Tile)));
    assert!(matches!(problem("lay 7E 8E"), Some(WordsError::Extra { takes: Some(Needs::Tile), .. })));
}

#[test]
fn r3_chain_commands_take_prefixes() {
    assert_eq!(parse("found au"), Ok(Command::Found(Chain::Aurora)));
    assert_eq!(parse("survivor KOE"), Ok(Command::Survivor(Chain::Koenigshof)));
    assert_eq!(parse("defunct zug"), Ok(Command::Defunct(Chain::Zugvogel)));
    assert_eq!(parse("buy ko"), Ok(Command::Buy(vec![(1, Chain::Koenigshof)])));
    assert_eq!(parse("found kön"), Ok(Command::Found(Chain::Koenigshof)));
    assert!(matches!(problem("found a"), Some(WordsError::Chain(ChainWordError::Ambiguous(..)))));
    assert!(matches!(problem("found hilton"), Some(WordsError::Chain(ChainWordError::Unknown(_)))));
    let found = CommandWord { id: CommandId::Found, word: "found" };
    assert_eq!(
        parse("found"),
        Err(CommandError::Words { command: found, problem: WordsError::Missing(Needs::Chain) })
    );
}

#[test]
fn r14_disposal_words_combine() {
    let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
    assert_eq!(parse("keep"), disposal(None, None));
    assert_eq!(parse("sell 3"), disposal(Some(Amount::Count(3)), None));
    assert_eq!(parse("trade 4"), disposal(None, Some(Amount::Count(4))));
    assert_eq!(parse("sell 2 trade 4"), disposal(Some(Amount::Count(2)), Some(Amount::Count(4))));
    assert_eq!(parse("sell 1 trade all"), disposal(Some(Amount::Count(1)), Some(Amount::All)));
    assert_eq!(parse("SELL ALL"), disposal(Some(Amount::All), None));
}

#[test]
fn r14_all_means_the_rest_so_it_comes_last() {
    let all_first = problem("sell all trade 2");
    let expected =
        DisposalError::AllNotLast { verb: "sell".into(), all: "all".into(), other: "trade".into() };
    assert_eq!(all_first, Some(WordsError::Disposal(expected)));
    assert_eq!(
        parse("sell all trade 2").unwrap_err().to_string(),
        "'sell all' sells the rest, so it comes last: e.g. 'trade 2 sell all'"
    );
    let refusal = Lang::De.command_error(&parse("verkaufe alles tausche 2").unwrap_err());
    assert_eq!(
        refusal,
        "'verkaufe alles' verkauft den Rest und muss darum am Ende stehen: z. B. 'tausche 2 verkaufe alles'"
    );
}

#[test]
fn r14_bad_disposals_say_why() {
    for line in ["sell", "sell x", "sell 2 sell 3", "keep 2", "sell 2 keep", "sell -1", "sell 2 buy 3"] {
        let error = problem(line);
        assert!(
            matches!(
                error,
                Some(WordsError::Disposal(_) | WordsError::Amount { .. } | WordsError::Extra { .. })
            ),
            "{line}: {error:?}"
        );
    }
    let huge = parse("sell 99999999999999999999999").unwrap_err();
    assert_eq!(
        huge.to_string(),
        "'99999999999999999999…' is not a number of shares: write a number or 'all'"
    );
    assert_eq!(
        parse("sell 99999999999999"),
        Ok(Command::Dispose(Disposal { sell: Some(Amount::Count(99999999999999)), trade: None }))
    );
}

#[test]
fn german_words_mean_the_same_commands() {
    let disposal = |sell, trade| Ok(Command::Dispose(Disposal { sell, trade }));
    assert_eq!(parse("LEGE 7e"), Ok(Command::Lay(tile("7E"))));
    assert_eq!(parse("gründe au"), Ok(Command::Found(Chain::Aurora)));
    assert_eq!(parse("gruende au"), Ok(Command::Found(Chain::Aurora)));
    assert_eq!(parse("rette zug"), Ok(Command::Survivor(Chain::Zugvogel)));
    assert_eq!(parse("Überlebt zug"), Ok(Command::Survivor(Chain::Zugvogel)));
    assert_eq!(parse("aufloesen zug"), Ok(Command::Defunct(Chain::Zugvogel)));
    assert_eq!(parse("behalte"), disposal(None, None));
    assert_eq!(parse("verkaufe 2 tausche alle"), disposal(Some(Amount::Count(2)), Some(Amount::All)));
    assert_eq!(parse("verkaufe alles"), disposal(Some(Amount::All), None));
    assert_eq!(parse("kaufe 2 au 1 zug"), Ok(Command::Buy(vec![(2, Chain::Aurora), (1, Chain::Zugvogel)])));
    assert_eq!(parse("ende"), Ok(Command::End));
    assert_eq!(parse("ansagen"), Ok(Command::Announce));
    assert_eq!(parse("spielende"), Ok(Command::Announce));
    assert_eq!(parse("verlassen"), Ok(Command::Quit));
    for undo in ["rückgängig", "rueckgaengig", "zurück", "zurueck"] {
        assert_eq!(parse(undo), Ok(Command::Undo), "{undo}");
    }
    assert_eq!(parse("speichern Montag"), Ok(Command::Save("montag".to_string())));
    assert_eq!(parse("hilfe kaufe"), Ok(Command::Help(Some("kaufe".to_string()))));
    let refusal = |line: &str| Lang::De.command_error(&parse(line).unwrap_err());
    assert_eq!(refusal("lege"), "'lege' braucht ein Plättchen, z. B. 'lege 7E'");
    assert_eq!(
        refusal("verkaufe 2 verkaufe 3"),
        "'verkaufe' darf nur einmal vorkommen: z. B. 'verkaufe 2 tausche 4' oder 'behalte'"
    );
    assert_eq!(refusal("lege 13A"), "'13A' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I");
    assert_eq!(
        refusal("lege 7E 6d"),
        "'lege' braucht genau ein Plättchen, z. B. 'lege 7E': '6d' ist ein Wort zu viel"
    );
}

#[test]
fn r10_buy_takes_chains_with_optional_counts() {
    let au = Chain::Aurora;
    let zu = Chain::Zugvogel;
    assert_eq!(parse("buy Aurora Aurora Zugvogel"), Ok(Command::Buy(vec![(1, au), (1, au), (1, zu)])));
    assert_eq!(parse("buy 2 Aurora 1 Zug"), Ok(Command::Buy(vec![(2, au), (1, zu)])));
    assert_eq!(parse("buy 300 au"), Ok(Command::Buy(vec![(300, au)])));
    assert_eq!(problem("buy"), Some(WordsError::Missing(Needs::Chains)));
    assert_eq!(problem("buy 2"), Some(WordsError::Missing(Needs::ChainAfterNumber)));
    assert_eq!(problem("buy 2 3 au"), Some(WordsError::Missing(Needs::ChainAfterNumber)));
    assert_eq!(problem("buy 2x au"), Some(WordsError::ShareCount("2x".into())));
}

#[test]
fn r10_2_buy_refusals_say_what_would_be_right_alike() {
    let refusal = |line: &str| parse(line).unwrap_err().to_string();
    let right = "buy 1 to 3 shares a turn, e.g. 'buy 2 Aurora'";
    assert_eq!(refusal("buy all uf"), format!("'all' is not a number of shares: {right}"));
    assert_eq!(refusal("buy -1 uf"), format!("'-1' is not a number of shares: {right}"));
    assert_eq!(
        refusal("buy 99999999999999999999999 uf"),
        format!("99999999999999999999… shares are too many: {right} (R10.2)")
    );
    let abfuhr = Lang::De.command_error(&parse("kaufe alles uf").unwrap_err());
    assert_eq!(
        abfuhr,
        "'alles' ist keine Anzahl Aktien: kaufe 1 bis 3 Aktien pro Zug, z. B. 'kaufe 2 Aurora'"
    );
}

#[test]
fn commands_know_their_table_entry() {
    assert_eq!(parse("sell 2").unwrap().id(), CommandId::Sell);
    assert_eq!(parse("board").unwrap().id(), CommandId::Show(Info::Board));
    assert_eq!(parse("ende jetzt").unwrap_err().command(), Some(CommandId::End));
    assert_eq!(parse("xyzzy").unwrap_err().command(), None);
}
