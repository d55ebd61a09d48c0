//! When a save was made, as `YYYY-MM-DD HH:MM UTC`, from the wall clock or from
//! `SOURCE_DATE_EPOCH`.
//!
//! Saves record the time they were made so that `saves` can list it. Tests and transcripts need
//! the same bytes on every run, so the environment variable `SOURCE_DATE_EPOCH` (seconds since
//! 1970, the convention of reproducible builds) replaces the clock when it is set.

use std::time::{SystemTime, UNIX_EPOCH};

use jiff::Timestamp;

/// The time to write into a save now: `SOURCE_DATE_EPOCH` if set to a number, else the clock.
pub fn now() -> String {
    let from_env = std::env::var("SOURCE_DATE_EPOCH").ok().and_then(|text| text.trim().parse().ok());
    let seconds = from_env
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs()));
    format_utc(seconds)
}

/// Seconds since 1970-01-01 00:00 UTC as `YYYY-MM-DD HH:MM UTC`. The calendar is jiff's
/// (a well-kept date crate), not hand-written leap-year arithmetic; a time beyond jiff's
/// range (past the end of the year 9999) is written as its last instant.
///
/// ```
/// use bauloewe::save::clock::format_utc;
/// assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
/// assert_eq!(format_utc(951_827_696), "2000-02-29 12:34 UTC");
/// ```
pub fn format_utc(seconds: u64) -> String {
    let seconds = i64::try_from(seconds).unwrap_or(i64::MAX);
    let time = Timestamp::from_second(seconds).unwrap_or(Timestamp::MAX);
    time.strftime("%Y-%m-%d %H:%M UTC").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_across_leap_years_and_centuries() {
        assert_eq!(format_utc(86_399), "1970-01-01 23:59 UTC");
        assert_eq!(format_utc(946_684_800), "2000-01-01 00:00 UTC");
        assert_eq!(format_utc(1_709_251_199), "2024-02-29 23:59 UTC");
        assert_eq!(format_utc(4_107_542_400), "2100-03-01 00:00 UTC");
        assert_eq!(format_utc(u64::MAX), "9999-12-30 22:00 UTC", "jiff's last instant");
    }
}
