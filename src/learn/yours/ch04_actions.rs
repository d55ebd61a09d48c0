//! Chapter 4, actions and errors: exercises 7 and 8. Write the bodies; leave the tests alone.

use crate::rules::{Action, Chain, Game, RuleError};

/// Exercise 7: the action in the save notation (`lay 7E`, `sell 2 trade 4`, `keep`, …),
/// without calling `notation::write_action`.
pub fn write_action(action: Action) -> String {
    todo!(
        "ex07: write write_action in src/learn/yours/ch04_actions.rs, then run `cargo test --features learn ex07`"
    )
}

/// Exercise 8: `Ok(())` if the game would accept `Action::Buy(chain)` now, else the
/// `RuleError` it would refuse it with; using only `Game`'s public queries (no `apply`).
pub fn check_buy(game: &Game, chain: Chain) -> Result<(), RuleError> {
    todo!(
        "ex08: write check_buy in src/learn/yours/ch04_actions.rs, then run `cargo test --features learn ex08`"
    )
}

// Do not change these tests: each hands your function to its checker.
#[cfg(test)]
mod tests {
    use crate::learn::{self, Mismatch};

    #[test]
    fn ex07_write_action() -> Result<(), Mismatch> {
        learn::ex07(super::write_action)
    }

    #[test]
    fn ex08_check_buy() -> Result<(), Mismatch> {
        learn::ex08(super::check_buy)
    }
}
