//! The words of a review, a finished game looked at again turn by turn (`bauloewe review`, a
//! lobby's `review N`): where the review stands, what may be typed, and what it refuses. What
//! happened in a turn is told in the words of the digest and the log ([`EventWords`]), the end
//! in those of the end ([`ScreenWords`]).
//!
//! [`EventWords`]: super::EventWords
//! [`ScreenWords`]: super::ScreenWords

use crate::command::review::Misused;
use crate::session::review::Beyond;

sentences! {
    /// The sentences of a review (`crate::show::review`, `crate::console::review`).
    pub trait ReviewWords {
        /// The first line of a review's frame: `Turn 20 of 87 · Ann`; for turn 0, whose
        /// `name` is `None`, the deal: `The deal (turn 0 of 87)`.
        fn review_header(&self, turn: usize, last: usize, name: Option<&str>) -> String;

        /// The review's prompt guide: what may be typed.
        fn review_guide(&self) -> String;

        /// The name before the review's prompt, as a player's name stands before a game's:
        /// `review> `.
        fn review_prompt(&self) -> String;

        /// A review's word used wrongly (`turn x`): what it needs.
        fn review_misused(&self, misused: &Misused) -> String;

        /// A turn the review cannot go to: the range of the game's turns, or the end it stands at.
        fn review_beyond(&self, beyond: &Beyond) -> String;

        /// A line in a review that is none of its words (`line`, as typed).
        fn not_a_review_word(&self, line: &str) -> String;
    }
}
