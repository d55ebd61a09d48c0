//! The review's words in English.

use super::English;
use crate::command::review::Misused;
use crate::session::review::Beyond;
use crate::words::ReviewWords;

impl ReviewWords for English {
    fn review_header(&self, turn: usize, last: usize, name: Option<&str>) -> String {
        match name {
            Some(name) => format!("Turn {turn} of {last} · {name}"),
            None => format!("The deal (turn {turn} of {last})"),
        }
    }

    fn review_guide(&self) -> String {
        "Review: Enter or next, back, turn N, first, last, leave".to_string()
    }

    fn review_prompt(&self) -> String {
        "review".to_string()
    }

    fn review_misused(&self, misused: &Misused) -> String {
        match misused {
            Misused::Number(typed) => format!("'{typed}' needs the number of a turn, like 'turn 12'"),
        }
    }

    fn review_beyond(&self, beyond: &Beyond) -> String {
        match *beyond {
            Beyond::NoSuchTurn { asked, last } => {
                format!("there is no turn {asked}: this game's turns go from 0 to {last}")
            }
            Beyond::AfterLast { last } => format!("turn {last} is the last: 'leave' ends the review"),
            Beyond::BeforeFirst => "turn 0 is the deal: nothing came before it".to_string(),
        }
    }

    fn not_a_review_word(&self, line: &str) -> String {
        format!("'{line}' means nothing in a review: try next, back, turn N, first, last or leave")
    }
}
