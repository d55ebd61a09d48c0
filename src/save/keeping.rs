//! Keeping a game in its slot after every decision: what the slot holds, and whether writing
//! it fails, so that a failure is told once and the first write that works again once.
//!
//! A game at a terminal (its autosave) and a table that `serve` opens both keep their game this
//! way; each tells a person in its own words, from what [`Keeping`] answers.

use crate::rules::Action;

/// What a slot written after every decision holds, and whether writing it fails.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keeping {
    /// The game's actions as last written (`None` before the first write).
    saved: Option<Vec<Action>>,
    /// Whether the last write failed.
    failing: bool,
}

impl Keeping {
    /// A slot that holds the game of `actions` already (a game loaded, or one that began so).
    pub fn holding(actions: &[Action]) -> Keeping {
        Keeping { saved: Some(actions.to_vec()), failing: false }
    }

    /// Whether the slot holds the game of `actions`: nothing to write.
    ///
    /// ```
    /// use bauloewe::save::keeping::Keeping;
    /// let mut keeping = Keeping::default();
    /// assert!(!keeping.holds(&[]), "nothing is written yet");
    /// keeping.wrote(&[]);
    /// assert!(keeping.holds(&[]));
    /// assert!(!keeping.worked(), "no failure to recover from");
    /// assert!(keeping.failed(), "the first failure is told");
    /// assert!(!keeping.failed(), "the next ones are not");
    /// assert!(keeping.worked(), "and the first write that works again is");
    /// assert!(!keeping.worked());
    /// ```
    pub fn holds(&self, actions: &[Action]) -> bool {
        self.saved.as_deref() == Some(actions)
    }

    /// The game of `actions` was written to the slot.
    pub fn wrote(&mut self, actions: &[Action]) {
        self.saved = Some(actions.to_vec());
    }

    /// A write after a decision worked; answers whether writes failed before it (so that the
    /// recovery is told once).
    pub fn worked(&mut self) -> bool {
        std::mem::take(&mut self.failing)
    }

    /// A write failed; answers whether it is the first since one worked (so that it is told
    /// once, and the game goes on).
    pub fn failed(&mut self) -> bool {
        !std::mem::replace(&mut self.failing, true)
    }
}
