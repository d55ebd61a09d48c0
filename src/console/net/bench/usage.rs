//! What this process holds, as Linux tells it in `/proc/self`: resident memory and threads
//! (`/proc/self/status`), open files (`/proc/self/fd`) and how many it may open
//! (`/proc/self/limits`). Elsewhere the figures read as zero.

use std::fs;

/// What the process holds at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Resident memory in KiB (`VmRSS`).
    pub resident_kib: u64,
    /// Threads (`Threads`).
    pub threads: u64,
    /// Open file descriptors (sockets count).
    pub files: u64,
}

impl Usage {
    /// What the process holds now.
    pub fn now() -> Usage {
        let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
        let field = |name: &str| {
            let line = status.lines().find_map(|line| line.strip_prefix(name));
            line.and_then(|rest| rest.split_whitespace().next()?.parse().ok()).unwrap_or_default()
        };
        let files = fs::read_dir("/proc/self/fd").map_or(0, |entries| entries.count() as u64);
        Usage { resident_kib: field("VmRSS:"), threads: field("Threads:"), files }
    }

    /// The larger of each figure of two moments.
    pub fn peak(self, other: Usage) -> Usage {
        Usage {
            resident_kib: self.resident_kib.max(other.resident_kib),
            threads: self.threads.max(other.threads),
            files: self.files.max(other.files),
        }
    }
}

/// How many files this process may open (the soft limit, `ulimit -n`), if Linux says.
pub fn open_files_limit() -> Option<u64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|line| line.starts_with("Max open files"))?;
    // `Max open files            20000                20000                files`
    line.split_whitespace().nth(3)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_has_a_thread_and_memory_and_an_open_file() {
        if !std::path::Path::new("/proc/self/status").exists() {
            return;
        }
        let now = Usage::now();
        assert!(now.threads >= 1 && now.resident_kib > 0 && now.files >= 1, "{now:?}");
        assert!(open_files_limit().is_some_and(|limit| limit >= now.files));
        let more = Usage { threads: now.threads + 1, ..Usage::default() };
        assert_eq!(now.peak(more), Usage { threads: now.threads + 1, ..now });
    }
}
