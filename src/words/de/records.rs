//! Die Worte der Aufzeichnungen auf Deutsch.

use std::path::Path;

use super::German;
use crate::notation::PlayerKind;
use crate::store::{Player, Rating, SeatResult, Standing, StoreError, StoredGame};
use crate::words::records::change;
use crate::words::{Basics, RecordWords, ScreenWords};

impl RecordWords for German {
    fn rating_number(&self, rating: &Rating) -> String {
        decimal(rating.conservative(), false)
    }

    fn game_kept(&self, number: u64) -> String {
        format!(
            "Diese Partie ist als Partie {number} gespeichert: 'partie {number}' gibt sie als Spielstand aus, 'nachspielen {number}' zeigt sie Zug für Zug."
        )
    }

    fn rating_change(&self, seat: &SeatResult, before: &Rating, after: &Rating) -> String {
        let (from, to) = (self.rating_number(before), self.rating_number(after));
        let delta = decimal(change(before, after), true);
        let who = seat_name(&seat.name, &seat.player);
        let line = format!("  {who:<20} Wertung {from:>5} -> {to:>5} ({delta})");
        let name = &seat.name;
        match seat.stood_in {
            true => {
                let whose = self.possessive(name);
                format!("{line}, zeitweise spielte eine Vertretung für {name}: Es zählt als {whose} Partie")
            }
            false => line,
        }
    }

    fn game_not_kept(&self, error: &StoreError) -> String {
        format!(
            "Die Partie ließ sich nicht in die Aufzeichnungen aufnehmen ({}); sie bleibt im Spielstand des Tisches.",
            store_problem(error)
        )
    }

    fn ratings_heading(&self, players: usize) -> String {
        let count = match players {
            2 => "zu zweit",
            3 => "zu dritt",
            4 => "zu viert",
            5 => "zu fünft",
            _ => "zu sechst",
        };
        format!("Rangliste der Partien {count} (sicherste Stärke zuerst: Mittelwert - 3 x Unsicherheit):")
    }

    fn ratings_line(&self, place: usize, standing: &Standing) -> String {
        let rating = &standing.rating;
        let who = match &standing.player {
            Player::Person(name) => name.clone(),
            Player::Computer(level) => format!("{} (Computer)", level_word(level)),
        };
        let games = match rating.games {
            1 => "1 Partie".to_string(),
            n => format!("{n} Partien"),
        };
        format!(
            "  {place:>3}. {who:<22} {:>5}   Mittel {}, Unsicherheit {}, {games}",
            self.rating_number(rating),
            decimal(rating.mu, false),
            decimal(rating.sigma, false)
        )
    }

    fn no_ratings(&self, players: Option<usize>) -> String {
        match players {
            Some(n) => format!("Noch keine gewertete Partie mit {n} Spielern."),
            None => "Noch keine gewertete Partie: Jede beendete Partie zweier verschiedener Spieler zählt."
                .to_string(),
        }
    }

    fn history_heading(&self, player: &Player, shown: usize) -> String {
        let (one, many) = match player {
            Player::Person(name) => {
                let whose = self.possessive(name);
                (format!("{whose} Partie"), format!("{whose} Partien"))
            }
            Player::Computer(level) => {
                let of = level_genitive(level);
                (format!("Die Partie {of}"), format!("Die Partien {of}"))
            }
        };
        match shown {
            1 => format!("{one}:"),
            n => format!("{many}, die neueste zuerst ({n}):"),
        }
    }

    fn history_entry(&self, game: &StoredGame, seat: usize) -> String {
        let place = game.table.map(|n| format!(" an Tisch {n}")).unwrap_or_default();
        let seats: Vec<String> =
            game.seats.iter().map(|s| seat_name(&s.result.name, &s.result.player)).collect();
        let head = format!("  Partie {}, {}{place}: {}", game.number, game.when, seats.join(", "));
        let Some(mine) = game.seats.get(seat) else { return head };
        let result = &mine.result;
        let count = game.seats.len();
        let mut line =
            format!("{head}\n      Platz {} von {count} mit {}", result.rank, self.money(result.cash));
        if let Some((before, after)) = &mine.change {
            let (from, to) = (self.rating_number(before), self.rating_number(after));
            line.push_str(&format!(", Wertung {from} -> {to} ({})", decimal(change(before, after), true)));
        }
        if result.stood_in {
            line.push_str(", zeitweise mit Vertretung");
        }
        line
    }

    fn no_history(&self, name: &str) -> String {
        format!("{name} hat noch keine beendete Partie in den Aufzeichnungen.")
    }

    fn no_such_game(&self, number: u64, count: u64) -> String {
        match count {
            0 => format!("eine Partie {number} gibt es nicht: Hier ist noch keine Partie zu Ende gegangen"),
            1 => format!("eine Partie {number} gibt es nicht: Aufgezeichnet ist nur Partie 1"),
            n => format!("eine Partie {number} gibt es nicht: Aufgezeichnet sind die Partien 1 bis {n}"),
        }
    }

    fn store_failed(&self, error: &StoreError) -> String {
        format!(
            "die Aufzeichnungen ließen sich nicht lesen oder schreiben ({}); nichts wurde geändert",
            store_problem(error)
        )
    }

    fn store_refused(&self, path: &Path, error: &StoreError) -> String {
        match error {
            StoreError::Newer { found, known } => format!(
                "{} stammt von einem neueren Baulöwe (Aufzeichnungen Version {found}, dieser kennt {known}): Die Datei bleibt, wie sie ist; nimm ein neueres bauloewe oder mit --db eine andere Datei",
                path.display()
            ),
            _ => format!(
                "{} taugt nicht als Aufzeichnungen ({}): Die Datei bleibt, wie sie ist; nimm mit --db eine andere",
                path.display(),
                store_problem(error)
            ),
        }
    }

    fn secret_renewed(&self, name: &str, secret: &str) -> String {
        format!(
            "Dein neues Geheimwort ist {secret}: Komm ab jetzt mit '{name} {secret}' zurück. Das alte gilt nicht mehr. Es wird nur dieses eine Mal gezeigt."
        )
    }

    fn rating_beside(&self, rating: Option<(usize, Rating)>) -> String {
        match rating {
            Some((players, rating)) => format!("{} ({players} Sp.)", self.rating_number(&rating)),
            None => "neu".to_string(),
        }
    }
}

/// A number to one decimal with a decimal comma (`14,2`); with its sign when `signed`.
fn decimal(value: f64, signed: bool) -> String {
    let text = if signed { format!("{value:+.1}") } else { format!("{value:.1}") };
    text.replace('.', ",")
}

/// A computer level as the game names it in German (`Makler`, `Magnat`: the kind's word the
/// screens use), its effort kept (`Magnat:400`).
fn level_word(level: &str) -> String {
    let (kind, effort) = level.split_once(':').map_or((level, None), |(k, e)| (k, Some(e)));
    let word = kind.parse::<PlayerKind>().map_or_else(|_| kind.to_string(), |kind| German.kind_word(kind));
    effort.map_or_else(|| word.clone(), |effort| format!("{word}:{effort}"))
}

/// A computer level in the genitive: `des Maklers`, `des Magnaten`, `des Touristen`.
fn level_genitive(level: &str) -> String {
    match level.split_once(':').map_or(level, |(kind, _)| kind) {
        "broker" => "des Maklers".to_string(),
        "tycoon" => "des Magnaten".to_string(),
        "tourist" => "des Touristen".to_string(),
        _ => format!("von {}", level_word(level)),
    }
}

/// A seat as the records name it: a computer's level after its name (`Cid (Makler)`).
fn seat_name(name: &str, player: &Player) -> String {
    match player {
        Player::Person(_) => name.to_string(),
        Player::Computer(level) => format!("{name} ({})", level_word(level)),
    }
}

/// What went wrong with the store, in a few words.
fn store_problem(error: &StoreError) -> String {
    match error {
        StoreError::Broken(what) => format!("keine lesbare Datenbank: {what}"),
        StoreError::Newer { found, known } => format!("von einem neueren Baulöwe, Version {found} > {known}"),
        StoreError::Io(what) => what.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_named_as_the_german_screens_name_them() {
        assert_eq!(level_word("broker"), "Makler");
        assert_eq!(level_word("tycoon:400"), "Magnat:400");
        assert_eq!(level_word("tourist"), "Tourist");
        assert_eq!(level_genitive("broker"), "des Maklers");
        assert_eq!(seat_name("Cid", &Player::Computer("tycoon".into())), "Cid (Magnat)");
    }
}
