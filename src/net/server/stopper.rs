//! Stopping a running server from another thread: a flag the acceptor reads before each
//! connection it takes, and a connection of the stopper's own that wakes the acceptor waiting
//! in `accept()` to read it. A test or a signal handler holds one, and so does the table thread,
//! which stops the acceptor when the table closes by itself.

use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Stops a running server from another thread (tests, a signal handler).
#[derive(Clone, Debug)]
pub struct Stopper {
    address: SocketAddr,
    stop: Arc<AtomicBool>,
}

impl Stopper {
    /// Asks the server to stop: it takes no more connections and closes those it has.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        // The acceptor waits in accept(): a connection of our own wakes it to see the flag.
        let _ = TcpStream::connect_timeout(&self.address, Duration::from_secs(1));
    }

    /// A stopper of the server that listens at `address` and reads `stop`.
    pub(super) fn new(address: SocketAddr, stop: Arc<AtomicBool>) -> Stopper {
        Stopper { address, stop }
    }
}
