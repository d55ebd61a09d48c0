//! The German sentences of [`ReportWords`](crate::words::ReportWords).

use crate::ai::tycoon::Method;
use crate::notation::PlayerKind;
use crate::simulate::network::LoadFigures;
use crate::simulate::network::{BenchError, Latency};
use crate::simulate::network::{FaultFigures, Killed};
use crate::simulate::network::{LobbyFigures, Pace};
use crate::simulate::{
    Benchmark, Figures, LevelName, PlayersError, Spread, TimeSummary, Timed, Timing, Tournament,
};
use crate::words::de::German;
use crate::words::reports;
use crate::words::{Basics, ReportWords};

/// The German report writes German numbers (`60.987`, `5.623,9`, `87,5 %`), calls the levels by
/// their German names (Makler, Magnat), and keeps to 80 columns: what was played and how it
/// ran take a line each, and the times are a table.
impl ReportWords for German {
    fn simulate_report(&self, figures: &Figures) -> String {
        reports::simulate_report(self, figures)
    }

    fn benchmark_report(&self, figures: &Benchmark) -> String {
        let games = self.number(figures.games);
        let spiele = if figures.games == 1 { "Spiel" } else { "Spiele" };
        [
            format!(
                "{games} {spiele} zwischen {} Touristen, Startwert {}, {}",
                figures.seats,
                figures.seed,
                threads(figures.threads)
            ),
            format!("{:<19}{}", "Spiele je Sekunde:", self.decimal(figures.games_per_second(), 0)),
            format!("{:<19}{}", "Aktionen je Spiel:", self.decimal(figures.actions_per_game(), 1)),
            format!("{:<19}{} s", "Zeit:", self.decimal(figures.seconds, 2)),
        ]
        .join("\n")
    }

    fn tournament_report(&self, figures: &Tournament) -> String {
        let names: Vec<String> = figures.lineup.iter().map(|level| self.level_name(level)).collect();
        let width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0).max(8);
        let games = self.number(figures.games());
        let spiele = if figures.games() == 1 { "Spiel" } else { "Spiele" };
        let mut lines = vec![
            format!("{games} {spiele} zwischen {}, Startwert {}", self.and_list(&names), figures.seed),
            format!(
                "{}; {}, {} s, {} Spiele/s",
                deals(self, figures.deals, figures.seats()),
                threads(figures.threads),
                self.decimal(figures.seconds, 2),
                self.decimal(figures.games_per_second(), 1)
            ),
        ];
        if let Some(playouts) = figures.tycoon_effort {
            let playouts = self.number(playouts.into());
            lines.push(format!("Aufwand des Magnaten: {playouts} Probespiele je Entscheidung"));
        }
        // "KI" would read as künstliche Intelligenz: the interval is named in full.
        let heads = ["Stufe", "Plätze", "Siegquote (95-%-Intervall)", "Ø Rang", "Ø Geld"];
        lines.push(format!(
            "{:<width$} {:>6} {:>26} {:>8} {:>11}",
            heads[0], heads[1], heads[2], heads[3], heads[4]
        ));
        for line in &figures.levels {
            let (name, figures) = (self.level_name(&line.level), &line.figures);
            // One deal gives no spread to estimate an interval from.
            let interval = match figures.half_width {
                Some(half) => format!("{:<15}", format!(" ± {:>4} Pp.", self.decimal(100.0 * half, 1))),
                None => " ohne Intervall".to_string(),
            };
            let share = self.percent(figures.win_share, 1);
            let (rank, cash) = (self.decimal(figures.mean_rank, 2), self.decimal(figures.mean_cash, 0));
            lines.push(format!(
                "{name:<width$} {:>6} {share:>11}{interval} {rank:>8} {cash:>11}",
                figures.seats
            ));
        }
        lines.push(format!("(bei gleicher Stärke: {} je Platz)", self.percent(figures.parity(), 1)));
        lines.join("\n")
    }

    fn timing_report(&self, figures: &Timing) -> String {
        let Timing { timed, level, games, all, searched } = *figures;
        let count = self.number(all.count as u64);
        let in_games = format!("in {} {}", self.number(games), if games == 1 { "Spiel" } else { "Spielen" });
        let head = match timed {
            Timed::Decisions => format!("{count} Entscheidungen {} {in_games}", genitive(level)),
            Timed::Hints { playouts } => format!(
                "{count} Tipps für {} {in_games}, vom Magnaten mit {} Probespielen",
                accusative(level),
                self.number(playouts.into())
            ),
        };
        let columns = ["Median", "90. Perzentil", "Maximum", "Mittelwert"];
        let mut lines = vec![
            head,
            format!(
                "{:<20} {:>10} {:>14} {:>10} {:>11}",
                "Zeit in ms", columns[0], columns[1], columns[2], columns[3]
            ),
            self.time_row("alle", &all),
        ];
        if let Some(searched) = searched {
            let label = format!("davon {} mit Suche", self.number(searched.count as u64));
            lines.push(self.time_row(&label, &searched));
        }
        lines.join("\n")
    }

    fn level_name(&self, level: &LevelName) -> String {
        reports::level_name(self, level)
    }

    fn tycoon_level(&self, playouts: u32) -> String {
        format!("Magnat:{}", self.number(playouts.into()))
    }

    /// The method's word is the one typed in the lineup, in every language.
    fn tycoon_method_level(&self, playouts: u32, method: Method) -> String {
        format!("Magnat-{}:{}", method.word(), self.number(playouts.into()))
    }

    fn players_error(&self, error: &PlayersError) -> String {
        reports::players_error(self, error)
    }

    fn human_simulated(&self) -> String {
        "simulate spielt nur mit Computerspielern: nimm tourist, makler oder magnat".to_string()
    }

    fn progress_bar(&self) -> String {
        "[{wide_bar}] {pos}/{len} Spiele, noch {eta}".to_string()
    }

    fn load_report(&self, figures: &LoadFigures) -> String {
        let LoadFigures { tables, connections, games_finished, peak, seconds, think, .. } = *figures;
        let count = |count: usize| self.number(count as u64);
        let per = figures.per_table();
        let thinking = match think.as_millis() {
            0 => "die so schnell spielen, wie der Tisch antwortet".to_string(),
            ms => format!("die vor jeder Entscheidung {ms} ms überlegen"),
        };
        let mut lines = vec![
            format!("{} Tische, {} Verbindungen über 127.0.0.1", count(tables), count(connections)),
            format!("4 Computer je Tisch, {thinking}"),
            format!(
                "Spiele zu Ende: {} von {}, in {} s",
                count(games_finished),
                count(tables),
                self.decimal(seconds, 2)
            ),
            self.latency_lines(&figures.latency),
            format!(
                "am Höchststand: {} MiB Speicher, {} Threads, {} offene Dateien",
                self.decimal(peak.resident_kib as f64 / 1024.0, 1),
                self.number(peak.threads),
                self.number(peak.files)
            ),
            format!(
                "je Tisch: {} MiB, {} Threads, {} offene Dateien",
                self.decimal(per.resident_mib, 2),
                self.decimal(per.threads, 1),
                self.decimal(per.files, 1)
            ),
        ];
        lines.push(format!(
            "Rechenzeit: Server {} s ({} ms je gemessene Zeile), Computer {} s",
            self.decimal(figures.server_cpu.as_secs_f64(), 2),
            self.decimal(figures.server_cpu_per_line().as_secs_f64() * 1000.0, 3),
            self.decimal(figures.bots_cpu.as_secs_f64(), 2)
        ));
        if figures.stopped {
            lines.push("beim Zeitlimit angehalten (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn fault_report(&self, figures: &FaultFigures) -> String {
        let FaultFigures { games, played, counts, equal_dumps, seconds, .. } = *figures;
        let (games, played_text) = (self.number(games), self.number(played));
        let mut lines = match figures.killed {
            Killed::Client => vec![
                format!("{games} Spiele, jedes einmal durchgespielt und noch einmal mit einem Client,"),
                "der bei einer zufälligen Entscheidung die Verbindung verliert".to_string(),
            ],
            Killed::Server => vec![
                format!("{games} Spiele, jedes einmal durchgespielt und noch einmal mit einem Server,"),
                "der bei einer zufälligen Entscheidung hart beendet (SIGKILL) und mit".to_string(),
                "serve --load fortgesetzt wird".to_string(),
            ],
        };
        lines.push(format!(
            "auf beide Arten gespielt: {played_text} von {games} Spielen, in {} s",
            self.decimal(seconds, 2)
        ));
        let count = |count: usize| self.number(count as u64);
        lines.push(match figures.killed {
            Killed::Client => {
                format!("Clients getrennt und mit ihrem Code zurück: {}", count(counts.interruptions))
            }
            Killed::Server => format!(
                "Server hart beendet und fortgesetzt: {}, dabei jeder Code behalten: {}",
                count(counts.interruptions),
                count(counts.same_codes)
            ),
        });
        lines.push(format!(
            "entscheidende Plätze zurück an ihrer offenen Eingabeaufforderung: {}",
            count(counts.same_prompt)
        ));
        lines.push(format!(
            "Endstände (dump) gleich dem durchgespielten Spiel: {} von {played_text}",
            self.number(equal_dumps)
        ));
        if figures.stopped {
            lines.push("beim Zeitlimit angehalten (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn lobby_report(&self, figures: &LobbyFigures) -> String {
        let LobbyFigures { tables, connections, seated, games_finished, peak, .. } = *figures;
        let count = |count: usize| self.number(count as u64);
        let mib = |kib: u64| self.decimal(kib as f64 / 1024.0, 1);
        let ms = |time: std::time::Duration| self.decimal(time.as_secs_f64() * 1000.0, 3);
        let mut lines = vec![
            format!(
                "Lobby: {} Tische, {} Verbindungen zu einem Server über 127.0.0.1",
                count(tables),
                count(connections)
            ),
            match figures.pace {
                Pace::Now => {
                    "4 Computer je Tisch, die so schnell spielen, wie der Server antwortet".to_string()
                }
                Pace::Person => {
                    "4 Computer je Tisch, die wie Menschen 1 bis 3 s je Entscheidung überlegen".to_string()
                }
            },
            format!(
                "am Tisch: {} von {} in {} s; von open oder sit bis zum Platz:",
                count(seated),
                count(connections),
                self.decimal(figures.seating_seconds, 2)
            ),
            format!(
                "  Median {} ms, 99. Perzentil {} ms, höchstens {} ms",
                ms(figures.seating.median),
                ms(figures.seating.p99),
                ms(figures.seating.max)
            ),
            format!(
                "gemessen {} s, nachdem alle saßen; Spiele zu Ende: {} von {}",
                self.decimal(figures.window_seconds, 2),
                count(games_finished),
                count(tables)
            ),
            self.latency_lines(&figures.latency),
            format!(
                "Server am Höchststand: {} MiB Speicher (Höchstmarke {} MiB),",
                mib(peak.resident_kib),
                mib(figures.high_water_kib)
            ),
            format!(
                "  {} Threads, {} offene Dateien; {} MiB beim Start",
                self.number(peak.threads),
                self.number(peak.files),
                mib(figures.listening.resident_kib)
            ),
            format!("je Verbindung: {} KiB Speicher", self.decimal(figures.kib_per_connection(), 1)),
            format!(
                "Server-Rechenzeit: Ankunft {} s, Messzeit {} s, {} ms je Zeile",
                self.decimal(figures.seating_cpu.as_secs_f64(), 2),
                self.decimal(figures.window_cpu.as_secs_f64(), 2),
                ms(figures.cpu_per_line())
            ),
            format!(
                "Rechenzeit der Computer (ein Prozess, tokio): {} s",
                self.decimal(figures.bots_cpu.as_secs_f64(), 2)
            ),
        ];
        if let Some(error) = &figures.first_failure {
            lines.push(format!("Computer gescheitert: {}; der erste:", count(figures.failures)));
            lines.push(format!("  {}", self.bench_error(error)));
        }
        if let Some(status) = &figures.server_ended {
            lines.push(format!("der Server endete vor dem Lauf ({status})"));
        }
        if figures.stopped {
            lines.push("beim Zeitlimit angehalten (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn bench_error(&self, error: &BenchError) -> String {
        reports::bench_error(self, error)
    }

    fn bench_too_many_files(&self, tables: usize, needed: u64, limit: u64) -> String {
        format!(
            "{} Tische brauchen etwa {} offene Dateien, dieser Prozess darf aber nur {} öffnen \
             (ulimit -n): weniger Tische wählen",
            self.number(tables as u64),
            self.number(needed),
            self.number(limit)
        )
    }

    fn bench_server_silent(&self) -> String {
        "das Serverprogramm endete oder nannte weder Adresse noch Codes, bevor es Verbindungen annahm"
            .to_string()
    }

    fn bench_lost(&self) -> String {
        "eine Verbindung brach mitten im Spiel ab".to_string()
    }

    fn bench_nothing_legal(&self) -> String {
        "ein Tisch verlangte eine Entscheidung und bot keinen erlaubten Befehl an".to_string()
    }

    fn bench_deadline(&self) -> String {
        "das Zeitlimit ist abgelaufen (--deadline)".to_string()
    }

    fn bench_refused(&self, line: &str) -> String {
        format!("der Server wies einen Computer ab: '{line}'")
    }

    fn bench_game_error(&self, game: u64, error: &BenchError) -> String {
        format!("Spiel {game}: {}", self.bench_error(error))
    }
}

impl German {
    /// The lines of the times from a line sent to the next prompt.
    fn latency_lines(&self, latency: &Latency) -> String {
        let ms = |time: std::time::Duration| self.decimal(time.as_secs_f64() * 1000.0, 3);
        let (median, p99, max) = (ms(latency.median), ms(latency.p99), ms(latency.max));
        format!(
            "von gesendeter Zeile bis zur nächsten Aufforderung ({} Zeilen):\n  \
             Median {median} ms, 99. Perzentil {p99} ms, höchstens {max} ms",
            self.number(latency.count as u64)
        )
    }

    /// A row of the times table: `label`, then the median, 90th percentile, maximum and mean.
    fn time_row(&self, label: &str, times: &TimeSummary) -> String {
        let Some(Spread { median_ms, p90_ms, max_ms, mean_ms }) = times.spread else {
            return format!("{label:<20} keine gemessen");
        };
        let [median, p90, max, mean] = [median_ms, p90_ms, max_ms, mean_ms].map(|ms| self.decimal(ms, 3));
        format!("{label:<20} {median:>10} {p90:>14} {max:>10} {mean:>11}")
    }
}

/// Whose decisions: `des Maklers`.
fn genitive(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => "des Menschen",
        PlayerKind::Tourist => "des Touristen",
        PlayerKind::Broker => "des Maklers",
        PlayerKind::Tycoon => "des Magnaten",
    }
}

/// For whom the hints are: `den Makler`.
fn accusative(kind: PlayerKind) -> &'static str {
    match kind {
        PlayerKind::Human => "den Menschen",
        PlayerKind::Tourist => "den Touristen",
        PlayerKind::Broker => "den Makler",
        PlayerKind::Tycoon => "den Magnaten",
    }
}

/// How the games were dealt: `4 Mischungen in je 3 Platzverteilungen`.
fn deals(german: &German, deals: u64, seats: usize) -> String {
    match deals {
        1 => format!("1 Mischung in {seats} Platzverteilungen"),
        _ => format!("{} Mischungen in je {seats} Platzverteilungen", german.number(deals)),
    }
}

/// `1 Thread`, `2 Threads`.
fn threads(count: usize) -> String {
    match count {
        1 => "1 Thread".to_string(),
        _ => format!("{count} Threads"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::{LevelFigures, LevelLine};

    /// A tycoon and two brokers: 300 games, the brokers' line without an interval.
    fn tournament() -> Tournament {
        let line = |level, seats, half_width, mean_cash| LevelLine {
            level,
            figures: LevelFigures { seats, win_share: 0.875, half_width, mean_rank: 1.234, mean_cash },
        };
        let (tycoon, broker) = (LevelName::Kind(PlayerKind::Tycoon), LevelName::Kind(PlayerKind::Broker));
        Tournament {
            deals: 100,
            lineup: vec![tycoon.clone(), broker.clone(), broker.clone()],
            seed: 7,
            threads: 2,
            seconds: 5623.94,
            tycoon_effort: Some(24000),
            levels: vec![line(tycoon, 1, Some(0.0321), 69522.4), line(broker, 2, None, 60987.0)],
        }
    }

    #[test]
    fn the_tournament_is_reported_in_german_numbers_within_80_columns() {
        let report = German.tournament_report(&tournament());
        let expected = "\
300 Spiele zwischen Magnat, Makler und Makler, Startwert 7
100 Mischungen in je 3 Platzverteilungen; 2 Threads, 5.623,94 s, 0,1 Spiele/s
Aufwand des Magnaten: 24.000 Probespiele je Entscheidung
Stufe    Plätze Siegquote (95-%-Intervall)   Ø Rang      Ø Geld
Magnat        1      87,5 % ±  3,2 Pp.         1,23      69.522
Makler        2      87,5 % ohne Intervall     1,23      60.987
(bei gleicher Stärke: 33,3 % je Platz)";
        assert_eq!(report, expected);
        assert!(report.lines().all(|line| line.chars().count() <= 80), "{report}");
    }

    #[test]
    fn a_tycoon_with_an_effort_of_its_own_is_a_magnat_with_german_digits() {
        assert_eq!(German.level_name(&LevelName::Tycoon(4800, Method::default())), "Magnat:4.800");
        let other = Method::ALL.into_iter().find(|method| *method != Method::default()).unwrap();
        let expected = format!("Magnat-{}:4.800", other.word());
        assert_eq!(German.level_name(&LevelName::Tycoon(4800, other)), expected);
        assert_eq!(German.level_name(&LevelName::Own("yours".to_string())), "yours");
    }

    #[test]
    fn times_are_a_table_in_milliseconds() {
        let spread = Spread { median_ms: 5623.94, p90_ms: 0.5, max_ms: 60987.0, mean_ms: 1.0 };
        let timing = Timing {
            timed: Timed::Hints { playouts: 24000 },
            level: PlayerKind::Broker,
            games: 1,
            all: TimeSummary { count: 1200, spread: Some(spread) },
            searched: Some(TimeSummary { count: 0, spread: None }),
        };
        let expected = "\
1.200 Tipps für den Makler in 1 Spiel, vom Magnaten mit 24.000 Probespielen
Zeit in ms               Median  90. Perzentil    Maximum  Mittelwert
alle                  5.623,940          0,500 60.987,000       1,000
davon 0 mit Suche    keine gemessen";
        assert_eq!(German.timing_report(&timing), expected);
    }
}
