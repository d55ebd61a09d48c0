//! When a save was made, as `YYYY-MM-DD HH:MM UTC`, from the wall clock or from
//! `SOURCE_DATE_EPOCH`.
//!
//! Saves record the time they were made so that `saves` can list it. Tests and transcripts need
//! the same bytes on every run, so the environment variable `SOURCE_DATE_EPOCH` (seconds since
//! 1970, the convention of reproducible builds) replaces the clock when it is set.

use std::time::{SystemTime, UNIX_EPOCH};

/// The time to write into a save now: `SOURCE_DATE_EPOCH` if set to a number, else the clock.
pub fn now() -> String {
    let from_env = std::env::var("SOURCE_DATE_EPOCH").ok().and_then(|text| text.trim().parse().ok());
    let seconds = from_env
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs()));
    format_utc(seconds)
}

/// Seconds since 1970-01-01 00:00 UTC as `YYYY-MM-DD HH:MM UTC`.
///
/// ```
/// use bauloewe::save::clock::format_utc;
/// assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
/// assert_eq!(format_utc(951_827_696), "2000-02-29 12:34 UTC");
/// ```
pub fn format_utc(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let minutes = seconds % 86_400 / 60;
    let (year, month, day) = civil_from_days(days);
    format!("{year:04}-{month:02}-{day:02} {:02}:{:02} UTC", minutes / 60, minutes % 60)
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`:
/// the year is shifted to start in March, so the leap day comes last).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
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
    }
}
