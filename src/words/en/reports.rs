//! The English sentences of [`ReportWords`](crate::words::ReportWords).

use std::time::Duration;

use crate::ai::tycoon::Method;
use crate::simulate::network::LoadFigures;
use crate::simulate::network::{BenchError, Latency};
use crate::simulate::network::{FaultFigures, Killed};
use crate::simulate::network::{LobbyFigures, Pace};
use crate::simulate::{
    Benchmark, Figures, LevelName, PlayersError, Spread, TimeSummary, Timed, Timing, Tournament,
};
use crate::words::en::English;
use crate::words::reports;
use crate::words::{ReportWords, ScreenWords};

/// The English report writes its figures plainly, without grouping digits (`60987`), so that
/// its columns read the same as ever and a script can read them back.
impl ReportWords for English {
    fn simulate_report(&self, figures: &Figures) -> String {
        reports::simulate_report(self, figures)
    }

    fn benchmark_report(&self, figures: &Benchmark) -> String {
        let Benchmark { games, seats, seed, threads, seconds, .. } = *figures;
        [
            format!("{games} tourist games of {seats} players, seed {seed}, {threads} thread(s)"),
            format!("{:<19}{}", "games per second:", plain(figures.games_per_second(), 0)),
            format!("{:<19}{}", "actions per game:", plain(figures.actions_per_game(), 1)),
            format!("{:<19}{} s", "time:", plain(seconds, 2)),
        ]
        .join("\n")
    }

    fn tournament_report(&self, figures: &Tournament) -> String {
        let names: Vec<String> = figures.lineup.iter().map(|level| self.level_name(level)).collect();
        let width = names.iter().map(String::len).max().unwrap_or(0).max(8);
        let (games, deals, seats) = (figures.games(), figures.deals, figures.seats());
        let (seed, threads) = (figures.seed, figures.threads);
        let (time, rate) = (plain(figures.seconds, 2), plain(figures.games_per_second(), 1));
        let deal = if deals == 1 { "deal" } else { "deals" };
        let mut lines = vec![format!(
            "{games} games ({deals} {deal} x {seats} seat rotations) of {}, seed {seed}, {threads} thread(s), {time} s, {rate} games/s",
            names.join(",")
        )];
        if let Some(playouts) = figures.tycoon_effort {
            lines.push(format!("tycoon effort: {playouts} playouts per decision"));
        }
        let heads = ["level", "seats", "win share (95% CI)", "mean rank", "mean cash"];
        lines.push(format!(
            "{:<width$} {:>5} {:>22} {:>9} {:>11}",
            heads[0], heads[1], heads[2], heads[3], heads[4]
        ));
        for line in &figures.levels {
            let (name, figures) = (self.level_name(&line.level), &line.figures);
            // One deal gives no spread to estimate an interval from.
            let interval = figures.half_width.map_or("n/a".to_string(), |half| plain(100.0 * half, 1));
            let share = plain(100.0 * figures.win_share, 1);
            let (rank, cash) = (plain(figures.mean_rank, 2), plain(figures.mean_cash, 0));
            lines.push(format!(
                "{name:<width$} {:>5} {share:>9}% ± {interval:>4} pts {rank:>9} {cash:>11}",
                figures.seats
            ));
        }
        lines.push(format!("(parity: {}% per seat)", plain(100.0 / seats as f64, 1)));
        lines.join("\n")
    }

    fn timing_report(&self, figures: &Timing) -> String {
        let Timing { timed, level, games, all, searched } = *figures;
        let level = self.kind_word(level);
        let (head, label) = match timed {
            Timed::Decisions => {
                (format!("{} decisions of {level} in {games} games", all.count), "all decisions")
            }
            Timed::Hints { playouts } => {
                (format!("{} hints (tycoon:{playouts}) for {level} in {games} games", all.count), "all hints")
            }
        };
        let mut lines = vec![head, time_line(label, &all)];
        if let Some(searched) = searched {
            lines.push(time_line(&format!("{} searched", searched.count), &searched));
        }
        lines.join("\n")
    }

    fn level_name(&self, level: &LevelName) -> String {
        reports::level_name(self, level)
    }

    fn tycoon_level(&self, playouts: u32) -> String {
        format!("tycoon:{playouts}")
    }

    fn tycoon_method_level(&self, playouts: u32, method: Method) -> String {
        format!("tycoon-{}:{playouts}", method.word())
    }

    fn players_error(&self, error: &PlayersError) -> String {
        reports::players_error(self, error)
    }

    fn human_simulated(&self) -> String {
        "simulate plays computer players only: use tourist, broker or tycoon".to_string()
    }

    fn progress_bar(&self) -> String {
        "[{wide_bar}] {pos}/{len} games, {eta} left".to_string()
    }

    fn load_report(&self, figures: &LoadFigures) -> String {
        let LoadFigures { tables, connections, games_finished, peak, seconds, think, .. } = *figures;
        let per = figures.per_table();
        let thinking = match think.as_millis() {
            0 => "playing as fast as they are answered".to_string(),
            ms => format!("thinking {ms} ms a decision"),
        };
        let mut lines = vec![
            format!("{tables} tables, {connections} connections on 127.0.0.1"),
            format!("4 bots a table, {thinking}"),
            format!("games finished: {games_finished} of {tables}, in {} s", plain(seconds, 2)),
            latency_line(&figures.latency),
            format!(
                "at the peak: {} MiB resident, {} threads, {} open files",
                plain(peak.resident_kib as f64 / 1024.0, 1),
                peak.threads,
                peak.files
            ),
            format!(
                "per table: {} MiB, {} threads, {} open files",
                plain(per.resident_mib, 2),
                plain(per.threads, 1),
                plain(per.files, 1)
            ),
        ];
        lines.push(format!(
            "processor time: servers {} s ({} ms a line timed), bots {} s",
            plain(figures.server_cpu.as_secs_f64(), 2),
            plain(figures.server_cpu_per_line().as_secs_f64() * 1000.0, 3),
            plain(figures.bots_cpu.as_secs_f64(), 2)
        ));
        if figures.stopped {
            lines.push("stopped at the deadline (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn fault_report(&self, figures: &FaultFigures) -> String {
        let FaultFigures { games, played, counts, equal_dumps, seconds, .. } = *figures;
        let mut lines = match figures.killed {
            Killed::Client => vec![
                format!("{games} games, each played through and again with a client"),
                "dropped at a random decision".to_string(),
            ],
            Killed::Server => vec![
                format!("{games} games, each played through and again with the server killed"),
                "(SIGKILL) at a random decision and resumed with serve --load".to_string(),
            ],
        };
        lines.push(format!("games played both ways: {played} of {games}, in {} s", plain(seconds, 2)));
        lines.push(match figures.killed {
            Killed::Client => format!("clients dropped and back with their code: {}", counts.interruptions),
            Killed::Server => format!(
                "servers killed and resumed: {}, with every code kept: {}",
                counts.interruptions, counts.same_codes
            ),
        });
        lines.push(format!("deciding seats back at the prompt they had open: {}", counts.same_prompt));
        lines.push(format!("final dumps equal to the game played through: {equal_dumps} of {played}"));
        if figures.stopped {
            lines.push("stopped at the deadline (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn lobby_report(&self, figures: &LobbyFigures) -> String {
        let LobbyFigures { tables, connections, seated, games_finished, peak, .. } = *figures;
        let (mib, ms) = (|kib: u64| plain(kib as f64 / 1024.0, 1), |time: Duration| plain(millis(time), 3));
        let mut lines = vec![
            format!("lobby: {tables} tables, {connections} connections to one server on 127.0.0.1"),
            match figures.pace {
                Pace::Now => "4 bots a table, playing as fast as they are answered".to_string(),
                Pace::Person => "4 bots a table, thinking 1 to 3 s a decision, as people do".to_string(),
            },
            format!(
                "seated: {seated} of {connections} in {} s; from open or sit to the place:",
                plain(figures.seating_seconds, 2)
            ),
            format!(
                "  median {} ms, 99th percentile {} ms, max {} ms",
                ms(figures.seating.median),
                ms(figures.seating.p99),
                ms(figures.seating.max)
            ),
            format!(
                "measured for {} s once all were seated; games finished: {games_finished} of {tables}",
                plain(figures.window_seconds, 2)
            ),
            latency_line(&figures.latency),
            format!(
                "server at the peak: {} MiB resident (high-water mark {} MiB),",
                mib(peak.resident_kib),
                mib(figures.high_water_kib)
            ),
            format!(
                "  {} threads, {} open files; {} MiB when it listened",
                peak.threads,
                peak.files,
                mib(figures.listening.resident_kib)
            ),
            format!("per connection: {} KiB resident", plain(figures.kib_per_connection(), 1)),
            format!(
                "server processor time: seating {} s, window {} s, {} ms a line",
                plain(figures.seating_cpu.as_secs_f64(), 2),
                plain(figures.window_cpu.as_secs_f64(), 2),
                ms(figures.cpu_per_line())
            ),
            format!(
                "the bots' processor time (one process, tokio): {} s",
                plain(figures.bots_cpu.as_secs_f64(), 2)
            ),
        ];
        if let Some(error) = &figures.first_failure {
            lines.push(format!("bots failed: {}; the first:", figures.failures));
            lines.push(format!("  {}", self.bench_error(error)));
        }
        if let Some(status) = &figures.server_ended {
            lines.push(format!("the server ended before the run did ({status})"));
        }
        if figures.stopped {
            lines.push("stopped at the deadline (--deadline)".to_string());
        }
        lines.join("\n")
    }

    fn bench_error(&self, error: &BenchError) -> String {
        reports::bench_error(self, error)
    }

    fn bench_too_many_files(&self, tables: usize, needed: u64, limit: u64) -> String {
        format!(
            "{tables} tables need about {needed} open files, but this process may open {limit} \
             (ulimit -n): ask for fewer tables"
        )
    }

    fn bench_server_silent(&self) -> String {
        "the server program ended, or told no address or codes, before it listened".to_string()
    }

    fn bench_lost(&self) -> String {
        "a connection closed in the middle of a game".to_string()
    }

    fn bench_nothing_legal(&self) -> String {
        "a table asked a seat to decide and offered no legal command".to_string()
    }

    fn bench_deadline(&self) -> String {
        "the deadline passed (--deadline)".to_string()
    }

    fn bench_refused(&self, line: &str) -> String {
        format!("the server refused a bot: '{line}'")
    }

    fn bench_game_error(&self, game: u64, error: &BenchError) -> String {
        format!("game {game}: {}", self.bench_error(error))
    }
}

/// The lines of the times from a line sent to the next prompt.
fn latency_line(latency: &Latency) -> String {
    let ms = |time: std::time::Duration| plain(time.as_secs_f64() * 1000.0, 3);
    let (median, p99, max) = (ms(latency.median), ms(latency.p99), ms(latency.max));
    format!(
        "from a line sent to the next prompt, {} lines timed:\n  median {median} ms, 99th percentile {p99} ms, max {max} ms",
        latency.count
    )
}

/// A time in milliseconds.
fn millis(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}

/// A figure with `places` decimals and its digits not grouped: `1923.0`.
fn plain(number: f64, places: usize) -> String {
    format!("{number:.places$}")
}

/// One line summing up times in milliseconds, headed by `label`.
fn time_line(label: &str, times: &TimeSummary) -> String {
    let Some(Spread { median_ms, p90_ms, max_ms, mean_ms }) = times.spread else {
        return format!("{label}: none timed");
    };
    let (median, p90, max, mean) =
        (plain(median_ms, 3), plain(p90_ms, 3), plain(max_ms, 3), plain(mean_ms, 3));
    format!("{label}: median {median} ms, 90th percentile {p90} ms, max {max} ms, mean {mean} ms")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_decisions_are_reported_as_none_timed() {
        assert_eq!(
            time_line("all decisions", &TimeSummary { count: 0, spread: None }),
            "all decisions: none timed"
        );
    }
}
