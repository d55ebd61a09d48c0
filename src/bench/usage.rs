//! What a process holds, as Linux tells it in `/proc/self` (or `/proc/<id>` for a child, the
//! lobby's server): resident memory and threads (`status`), open files (`fd`) and how many it
//! may open (`/proc/self/limits`), and the processor time the process and a thread used
//! (`stat`, `/proc/thread-self/schedstat`). Elsewhere the figures read as zero.

use crate::simulate::network::Usage;
use std::fs;
use std::time::Duration;

/// What this process holds now.
pub fn usage_now() -> Usage {
    usage_in("/proc/self", true)
}

/// What process `id` holds now; its open files only if `files` is asked (counting ten
/// thousand sockets takes a while, so a sampler asks less often).
pub fn usage_of(id: u32, files: bool) -> Usage {
    usage_in(&format!("/proc/{id}"), files)
}

/// The most resident memory process `id` has held so far, in KiB (`VmHWM`, the high-water mark).
pub fn high_water_kib(id: u32) -> u64 {
    status_field(&fs::read_to_string(format!("/proc/{id}/status")).unwrap_or_default(), "VmHWM:")
}

/// The processor time (user and system) process `id` has used, its ended threads' too.
pub fn cpu_of(id: u32) -> Duration {
    cpu_time(&format!("/proc/{id}/stat"))
}

/// What the process whose folder in `/proc` is `dir` holds now.
fn usage_in(dir: &str, files: bool) -> Usage {
    let status = fs::read_to_string(format!("{dir}/status")).unwrap_or_default();
    let files =
        if files { fs::read_dir(format!("{dir}/fd")).map_or(0, |entries| entries.count() as u64) } else { 0 };
    Usage { resident_kib: status_field(&status, "VmRSS:"), threads: status_field(&status, "Threads:"), files }
}

/// The number after `name` in a `status` file (`VmRSS:    1234 kB`), or zero.
fn status_field(status: &str, name: &str) -> u64 {
    let line = status.lines().find_map(|line| line.strip_prefix(name));
    line.and_then(|rest| rest.split_whitespace().next()?.parse().ok()).unwrap_or_default()
}

/// How many files this process may open (the soft limit, `ulimit -n`), if Linux says.
pub fn open_files_limit() -> Option<u64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|line| line.starts_with("Max open files"))?;
    // `Max open files            20000                20000                files`
    line.split_whitespace().nth(3)?.parse().ok()
}

/// The processor time (user and system) this process has used, its ended threads' too.
pub fn process_cpu() -> Duration {
    cpu_time("/proc/self/stat")
}

/// The processor time the calling thread has used, to the nanosecond
/// (`/proc/thread-self/schedstat`: a thread that ran less than a tick of `stat` counts too).
pub fn thread_cpu() -> Duration {
    let schedstat = fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos = schedstat.split_whitespace().next().and_then(|field| field.parse().ok());
    nanos.map_or_else(|| cpu_time("/proc/thread-self/stat"), Duration::from_nanos)
}

/// The user and system time in a `stat` file of `/proc`. Linux counts them in ticks of
/// `USER_HZ`, which is 100 a second on every architecture it runs on.
fn cpu_time(path: &str) -> Duration {
    let stat = fs::read_to_string(path).unwrap_or_default();
    // The name in parentheses may hold spaces; the fields after it are counted from the state,
    // so user time (field 14 of `man proc`) is the 12th after the name, and system time the 13th.
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 =
        after_name.split_whitespace().skip(11).take(2).filter_map(|field| field.parse::<u64>().ok()).sum();
    Duration::from_millis(ticks * 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_has_a_thread_and_memory_and_an_open_file() {
        if !std::path::Path::new("/proc/self/status").exists() {
            return;
        }
        let now = usage_now();
        assert!(now.threads >= 1 && now.resident_kib > 0 && now.files >= 1, "{now:?}");
        assert!(open_files_limit().is_some_and(|limit| limit >= now.files));
        let child = usage_of(std::process::id(), true);
        assert!(
            child.threads >= 1
                && child.files >= 1
                && high_water_kib(std::process::id()) >= child.resident_kib / 2
        );
        assert_eq!(usage_of(std::process::id(), false).files, 0);
        let more = Usage { threads: now.threads + 1, ..Usage::default() };
        assert_eq!(now.peak(more), Usage { threads: now.threads + 1, ..now });
    }

    #[test]
    fn a_thread_that_works_uses_processor_time_and_so_does_its_process() {
        if !std::path::Path::new("/proc/thread-self/stat").exists() {
            return;
        }
        let (began, wall) = ((thread_cpu(), process_cpu()), std::time::Instant::now());
        let (mut sum, work) = (0u64, Duration::from_millis(50));
        // Busy for 50 ms of processor time (Linux counts in ticks of 10 ms), 5 s at most.
        while thread_cpu() < began.0 + work && wall.elapsed() < Duration::from_secs(5) {
            sum = sum.wrapping_add(std::hint::black_box(sum) | 1);
        }
        assert!(thread_cpu() >= began.0 + work, "the thread's time does not grow ({sum})");
        // The process's time is read in whole ticks of 10 ms, each reading rounded down, so it
        // may show up to one tick less than the thread worked (it failed so once, in CI).
        let tick = Duration::from_millis(10);
        assert!(process_cpu() + tick >= began.1 + work, "the process's time does not grow");
    }
}
