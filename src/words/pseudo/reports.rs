use crate::simulate::network::BenchError;
use crate::simulate::network::FaultFigures;
use crate::simulate::network::LoadFigures;
use crate::simulate::{Benchmark, Figures, LevelName, PlayersError, Timing, Tournament};
use crate::words::ReportWords;
use crate::words::pseudo::{English, Pseudo, wrap};

/// Every line of a report is wrapped, the table's too; a level's name is a name and stays
/// unwrapped.
impl ReportWords for Pseudo {
    fn simulate_report(&self, figures: &Figures) -> String {
        wrap(English.simulate_report(figures))
    }

    fn benchmark_report(&self, figures: &Benchmark) -> String {
        wrap(English.benchmark_report(figures))
    }

    fn tournament_report(&self, figures: &Tournament) -> String {
        wrap(English.tournament_report(figures))
    }

    fn timing_report(&self, figures: &Timing) -> String {
        wrap(English.timing_report(figures))
    }

    fn level_name(&self, level: &LevelName) -> String {
        English.level_name(level)
    }

    fn players_error(&self, error: &PlayersError) -> String {
        wrap(English.players_error(error))
    }

    fn progress_bar(&self) -> String {
        wrap(English.progress_bar())
    }

    fn load_report(&self, figures: &LoadFigures) -> String {
        wrap(English.load_report(figures))
    }

    fn fault_report(&self, figures: &FaultFigures) -> String {
        wrap(English.fault_report(figures))
    }

    fn bench_error(&self, error: &BenchError) -> String {
        wrap(English.bench_error(error))
    }
}
