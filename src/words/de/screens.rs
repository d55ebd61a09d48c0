//! The German sentences of [`ScreenWords`](crate::words::ScreenWords).

use crate::notation::PlayerKind;
use crate::rules::Options;
use crate::rules::{BonusKind, EndReason, Game, TileStatus};
use crate::words::de::German;
use crate::words::screens::{chain_names, seed_flag};
use crate::words::{Basics, ScreenWords};

impl ScreenWords for German {
    fn turn_header(&self, turn: u32, whose: &str, cash: u32, holding: &str) -> String {
        format!("Zug {turn} - {whose} - Geld {} - {holding}", self.money(cash))
    }

    fn deciding_out_of_turn(&self, current: &str, viewer: &str) -> String {
        format!("{current} ist am Zug - {viewer} entscheidet")
    }

    fn you_hold(&self, holdings: &[String]) -> String {
        match holdings {
            [] => "keine Aktien".to_string(),
            _ => format!("Aktien: {}", holdings.join(", ")),
        }
    }

    fn help_pointer(&self) -> String {
        "'hilfe' zeigt die Befehle".to_string()
    }

    fn screen_table_heading(&self) -> String {
        "Kette       Größe   Preis Bank Prämien".to_string()
    }

    fn not_on_the_board(&self) -> String {
        "nicht auf dem Brett".to_string()
    }

    fn screen_legend(&self) -> String {
        ". leer  # einzeln  * deine Hand  S sicher".to_string()
    }

    fn watch_legend(&self) -> String {
        ". leer  # einzeln  S sicher".to_string()
    }

    fn your_tiles(&self) -> String {
        "Deine Plättchen: ".to_string()
    }

    fn no_tiles(&self) -> String {
        "keine".to_string()
    }

    fn short_status(&self, status: TileStatus) -> String {
        match status {
            TileStatus::Lone => "einzeln".to_string(),
            TileStatus::Founds => "gründet".to_string(),
            TileStatus::Grows(chain) => format!("vergrößert {chain}"),
            TileStatus::Merges(chains) => {
                format!("fusioniert {}", self.and_list(&chain_names(chains.iter())))
            }
            TileStatus::EighthChain => "wartet (keine achte Kette, R12)".to_string(),
            TileStatus::Dead => "tot (wird am Ende deines Zugs ersetzt, R13)".to_string(),
        }
    }

    fn since_your_last_turn(&self, first: bool) -> String {
        if first { "Vor deinem ersten Zug:" } else { "Seit deinem letzten Zug:" }.to_string()
    }

    fn board_legend(&self, marked: bool) -> String {
        let mark = if marked { "  * dein spielbares Plättchen" } else { "" };
        format!(". leer  # einzelnes Hotel{mark}")
    }

    fn hand_heading(&self, name: &str) -> String {
        format!("{} Plättchen:", self.possessive(name))
    }

    fn empty_hand(&self) -> String {
        "(keine)".to_string()
    }

    fn tile_status(&self, status: TileStatus) -> String {
        match status {
            TileStatus::Lone => "spielbar: ein einzelnes Hotel".to_string(),
            TileStatus::Founds => "spielbar: gründet eine Kette".to_string(),
            TileStatus::Grows(chain) => format!("spielbar: vergrößert {chain}"),
            TileStatus::Merges(chains) => {
                format!("spielbar: fusioniert {}", self.and_list(&chain_names(chains.iter())))
            }
            TileStatus::EighthChain => "jetzt nicht: würde eine achte Kette gründen (R12)".to_string(),
            TileStatus::Dead => {
                "tot: berührt zwei sichere Ketten, wird am Ende deines Zugs ersetzt (R13)".to_string()
            }
        }
    }

    fn no_chain_on_board(&self) -> String {
        "Noch liegt keine Kette auf dem Brett.".to_string()
    }

    fn chains_headings(&self) -> [String; 7] {
        ["Kette", "Größe", "Preis", "sicher", "Bank", "Mehrheit", "Minderheit"].map(String::from)
    }

    fn safe_mark(&self, safe: bool) -> String {
        if safe { "ja" } else { "-" }.to_string()
    }

    fn sole_holder(&self) -> String {
        "(einziger Aktionär)".to_string()
    }

    /// Under the heading "Prämien", which of them would be yours: `Erster`, `beide`, `keine`
    /// (a tie is marked `=`, as the names of tied holders are in open holdings).
    fn standing(&self, kind: Option<BonusKind>) -> String {
        match kind {
            Some(BonusKind::Majority) => "Erster",
            Some(BonusKind::SharedMajority) => "Erster=",
            Some(BonusKind::Both) => "beide",
            Some(BonusKind::Minority) => "Zweiter",
            Some(BonusKind::SharedMinority) => "Zweiter=",
            None => "keine",
        }
        .to_string()
    }

    fn off_the_board(&self, names: &[String]) -> String {
        format!("Nicht auf dem Brett: {}.", names.join(", "))
    }

    fn players_headings(&self) -> [String; 4] {
        ["Spieler", "Art", "Geld", "Vermögen"].map(String::from)
    }

    fn kind_word(&self, kind: PlayerKind) -> String {
        match kind {
            PlayerKind::Human => "Mensch",
            PlayerKind::Tourist => "Tourist",
            PlayerKind::Broker => "Makler",
            PlayerKind::Tycoon => "Magnat",
        }
        .to_string()
    }

    fn seat(&self, name: &str, kind: PlayerKind) -> String {
        match kind {
            PlayerKind::Human => format!("{name} ({})", self.kind_word(kind)),
            _ => format!("{name} (Computer, {})", self.kind_word(kind)),
        }
    }

    fn at_the_table(&self, seats: &[String]) -> String {
        format!("Am Tisch: {}.", seats.join(", "))
    }

    fn line_full(&self) -> String {
        "(die Zeile ist voll)".to_string()
    }

    fn log_cut(&self, shown: usize, total: usize) -> String {
        format!("(die letzten {shown} von {total} Zeilen; 'protokoll alles' zeigt alle)")
    }

    fn nobody_human(&self, example: Option<&str>) -> String {
        let all = "Kein Mensch sitzt am Tisch: die Computer spielen das Spiel allein zu Ende.";
        match example {
            Some(example) => format!("{all} Wer selbst spielen will, nimmt so Platz: --players {example}"),
            None => all.to_string(),
        }
    }

    fn new_game_dealt(&self, seed: u64, options: Options) -> String {
        let variant = self.variants(options);
        format!(
            "Ein neues Spiel{variant} mit Startwert {seed} (dasselbe Spiel noch einmal: {}).",
            seed_flag(seed, options)
        )
    }

    fn pass_the_keyboard(&self, turn: u32, name: &str, turn_of: Option<&str>) -> String {
        let pass = format!("Gib die Tastatur an {name} und drücke dann die Eingabetaste.");
        match turn_of {
            None => format!("Zug {turn}: {name} ist am Zug. {pass}"),
            Some(current) => format!("Zug {turn} ({current} ist am Zug): {name} entscheidet. {pass}"),
        }
    }

    fn only_enter_here(&self, name: &str) -> String {
        format!(
            "hier geht es nur mit der Eingabetaste weiter, dann erscheinen {} Plättchen; 'verlassen' \
             beendet das Programm",
            self.possessive(name)
        )
    }

    fn is_thinking(&self, name: &str) -> String {
        format!("{name} denkt nach")
    }

    fn game_over_prompt(&self) -> String {
        "Das Spiel ist aus ('neu' teilt neu aus, 'verlassen' beendet das Programm)".to_string()
    }

    fn line_cancelled(&self) -> String {
        "(Zeile verworfen; 'verlassen' beendet das Programm)".to_string()
    }

    fn interrupted(&self) -> String {
        "(Strg+C gedrückt: das Spiel geht weiter; 'verlassen' beendet das Programm)".to_string()
    }

    fn leave_the_game(&self) -> String {
        "Das Spiel verlassen? (j/n) ".to_string()
    }

    fn game_is_over_refusal(&self) -> String {
        "das Spiel ist aus: 'neu' teilt neu aus; 'brett', 'protokoll' und 'spieler' zeigen das beendete Spiel"
            .to_string()
    }

    fn nothing_to_buy(&self, name: &str) -> String {
        let whose = self.possessive(name);
        format!("Es liegt keine Kette auf dem Brett, also gibt es nichts zu kaufen: {whose} Zug endet.")
    }

    fn dump_hides_holdings(&self) -> String {
        "stellung zeigt Geld und Aktien aller Spieler, die bei verdecktem Besitz (V2) niemand \
         sieht: es geht in einem Skript oder nach dem Spiel"
            .to_string()
    }

    fn dump_hidden(&self) -> String {
        "stellung zeigt jede Hand und den Stapel, die Spieler an einer Tastatur nicht sehen \
         dürfen (R19): es geht mit einem Menschen, in einem Skript oder nach dem Spiel"
            .to_string()
    }

    fn thinking_about_hint(&self) -> String {
        "denke über einen Tipp nach".to_string()
    }

    fn hint_stopped(&self) -> String {
        "(Strg+C gedrückt: kein Tipp, die Suche wurde abgebrochen; das Spiel geht weiter)".to_string()
    }

    fn hint(&self, advice: &str) -> String {
        format!("Tipp: {advice}")
    }

    fn no_hint_game_over(&self) -> String {
        "kein Tipp: das Spiel ist aus".to_string()
    }

    fn no_hint_not_yours(&self) -> String {
        "kein Tipp: das Spiel wartet auf die Entscheidung eines anderen".to_string()
    }

    fn nothing_legal_game_over(&self) -> String {
        "nichts zu entscheiden: das Spiel ist aus".to_string()
    }

    fn nothing_legal_not_yours(&self) -> String {
        "nichts zu entscheiden: das Spiel wartet auf die Entscheidung eines anderen".to_string()
    }

    fn new_only_after_the_end(&self) -> String {
        "'neu' teilt neu aus, wenn dieses Spiel aus ist; 'verlassen' beendet das Programm (im Terminal bleibt das Spiel gespeichert)"
            .to_string()
    }

    fn cannot_deal_again(&self, reason: &str) -> String {
        format!("neu austeilen geht nicht: {reason}")
    }

    fn nothing_happened_yet(&self) -> String {
        "Noch ist nichts geschehen.".to_string()
    }

    fn game_over(&self, game: &Game, reason: EndReason) -> String {
        let why = match reason {
            EndReason::Announced(player) => format!("{} hat das Ende angesagt (R16)", game.name(player)),
            EndReason::NoPlayableTiles => "niemand kann mehr ein Plättchen legen (R17)".to_string(),
        };
        format!("Das Spiel ist aus: {why}.")
    }

    fn winners(&self, names: &[String], cash: u32) -> String {
        match names {
            [] => String::new(),
            [only] => format!("{only} gewinnt mit {}.", self.money(cash)),
            _ => {
                format!("{} teilen sich den ersten Platz mit je {}.", self.and_list(names), self.money(cash))
            }
        }
    }

    fn ranking_headings(&self) -> [String; 6] {
        ["Rang", "Spieler", "Geld", "Prämien", "Aktienerlös", "Endstand"].map(String::from)
    }

    fn market_took(&self, at_the_end: u32, before: u32) -> String {
        format!(
            "Der Markt (V3) hat in der Schlusswertung {} genommen und davor {}; dieses Geld ist aus dem Spiel.",
            self.money(at_the_end),
            self.money(before)
        )
    }

    /// Two sentences on two lines: one line would not fit 80 columns.
    fn after_the_end(&self) -> String {
        "Zum Nachsehen: 'brett', 'protokoll', 'spieler'.\n\
         'speichern' speichert das Spiel, 'neu' teilt neu aus."
            .to_string()
    }
}
