//! A turn in one line: what a player sees of the turns played since their own last turn.
//!
//! At the start of a person's turn the screen has room for one line per opponent turn, so the
//! events of a turn are told as one sentence of clauses, in the order they happened:
//! `Bob lays 10C, grows Zugvogel to 3; buys 2 Zugvogel.` or, with a merger,
//! `Cid lays 5E, merges Zugvogel and Aurora; Aurora survives; bonuses for Zugvogel (5 hotels,
//! 500 a share): Ann 5,000, Bob 2,500; Ann sells 2 for 1,000; Bob keeps 1; Aurora has 14
//! hotels; Cid buys 1 Aurora.` This module gathers the events of a turn into [`Clause`]s of
//! [`Deed`]s, data; the language words them (`EventWords::turn_line`, in
//! `crate::words`).
//! Nothing secret is told: drawn tiles never appear (R19). The whole story, one sentence per
//! event, is what `log` shows (see `show::narrate`).
//!

use crate::rules::{Chain, ChainSet, Event, Game, PlayerId, Tile};

/// One clause of a turn's line: what one player did, or what happened to one chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The player's name where their clauses begin (again after a clause about a chain);
    /// `None` where the clause goes on about the player named before, or is about a chain.
    pub name: Option<String>,
    /// What happened, in order; a clause holds at least one deed.
    pub deeds: Vec<Deed>,
}

/// What the market (V3) drew and won at one payout of bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarketTake {
    /// The tile it turned over (`None` when the pool was empty); its column is its holding.
    pub tile: Option<Tile>,
    /// What it won.
    pub won: u32,
}

/// One thing a turn's line tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deed {
    /// The player holds no playable tile (R10.1).
    NoPlayableTile,
    /// The player lays a tile; `lone` when it touches nothing.
    Lays {
        /// The tile.
        tile: Tile,
        /// Whether it stays a lone hotel.
        lone: bool,
    },
    /// The tile founds a chain of `size` hotels (R11).
    Founds {
        /// The chain.
        chain: Chain,
        /// Its size.
        size: u8,
    },
    /// The tile grows a chain to `size` hotels (R11).
    Grows {
        /// The chain.
        chain: Chain,
        /// Its size.
        size: u8,
    },
    /// The tile merges these chains (R14).
    Merges {
        /// The chains.
        chains: ChainSet,
    },
    /// The chain survives the merger.
    Survives {
        /// The survivor.
        chain: Chain,
    },
    /// The bonuses for a defunct chain of `size` hotels at `price` a share (R14.4.1): who got
    /// how much. The bank pays them; the chain is only what they are for.
    Bonuses {
        /// The defunct chain.
        chain: Chain,
        /// Its size.
        size: u8,
        /// Its share price before the merger.
        price: u32,
        /// Each holder paid, by name, and the amount.
        paid: Vec<(String, u32)>,
        /// With the market (V3): the tile it turned over and what it won.
        market: Option<MarketTake>,
    },
    /// The player sells defunct shares (R14.4.2).
    Sells {
        /// How many.
        count: u8,
        /// For how much in all.
        amount: u32,
    },
    /// The player trades defunct shares two for one (R14.4.2).
    Trades {
        /// Shares handed in.
        given: u8,
        /// Shares of the survivor received.
        received: u8,
        /// The survivor.
        survivor: Chain,
    },
    /// The player keeps defunct shares (R14.4.2).
    Keeps {
        /// How many.
        count: u8,
    },
    /// The survivor's size after the merger (R14.5).
    MergerSize {
        /// The survivor.
        survivor: Chain,
        /// Its size.
        size: u8,
    },
    /// The player buys shares: how many of each chain, in the order first bought (R10.2).
    Buys(Vec<(u8, Chain)>),
    /// The player ends the turn without buying.
    BuysNothing,
    /// The player announces the end of the game (R16).
    AnnouncesEnd,
    /// The player discards a dead tile (R13).
    DiscardsDead {
        /// The tile.
        tile: Tile,
    },
    /// Nothing happened yet in the turn of the player of this name.
    TurnBegins {
        /// Whose turn it is.
        name: String,
    },
}

/// The clauses of each turn that starts in `events`, as `show::seat::turn_lines` words them.
pub fn turn_clauses(game: &Game, events: &[Event]) -> Vec<Vec<Clause>> {
    let end = events.iter().position(|e| *e == Event::FinalScoring).unwrap_or(events.len());
    let events = &events[..end];
    let starts: Vec<usize> =
        (0..events.len()).filter(|i| matches!(events[*i], Event::TurnStarted { .. })).collect();
    let mut turns = Vec::with_capacity(starts.len());
    for (n, start) in starts.iter().enumerate() {
        let stop = starts.get(n + 1).copied().unwrap_or(events.len());
        turns.push(turn(game, &events[*start..stop]));
    }
    turns
}

/// The clauses of one turn: `events` start with its `TurnStarted`.
fn turn(game: &Game, events: &[Event]) -> Vec<Clause> {
    let mut line = Line { game, clauses: Vec::new(), subject: None, bought: Vec::new(), bought_at: 0 };
    let mut ended = false;
    for (index, event) in events.iter().enumerate() {
        match *event {
            Event::TurnStarted { player, .. } => line.subject = Some(player),
            Event::TurnEnded { .. } => ended = true,
            _ => line.event(event, events.get(index + 1)),
        }
    }
    line.finish(ended)
}

/// The clauses of a turn as they are collected.
struct Line<'g> {
    game: &'g Game,
    /// Each clause with the player it is about (`None` for a chain) and its deeds.
    clauses: Vec<(Option<PlayerId>, Vec<Deed>)>,
    /// Whose turn it is.
    subject: Option<PlayerId>,
    /// Shares bought, by chain, in the order first bought.
    bought: Vec<(u8, Chain)>,
    /// Where among the clauses the purchases are told: where the first one happened.
    bought_at: usize,
}

impl Line<'_> {
    /// Adds what `event` tells; `next` is the event after it (to tell a lone hotel).
    fn event(&mut self, event: &Event, next: Option<&Event>) {
        let subject = self.subject;
        match *event {
            Event::NoPlayableTile { .. } => self.add(subject, Deed::NoPlayableTile),
            Event::TilePlaced { tile, .. } => {
                let lone = next.is_some_and(|e| !placement_result(e));
                self.add(subject, Deed::Lays { tile, lone });
            }
            Event::ChainFounded { chain, size, .. } => self.extend(Deed::Founds { chain, size }),
            Event::ChainGrew { chain, size } => self.extend(Deed::Grows { chain, size }),
            Event::MergerStarted { chains, .. } => self.extend(Deed::Merges { chains }),
            Event::SurvivorChosen { chain } => self.add(None, Deed::Survives { chain }),
            Event::DefunctHandled { chain, size, price } => {
                self.add(None, Deed::Bonuses { chain, size, price, paid: Vec::new(), market: None })
            }
            Event::BonusPaid { player, chain, amount, .. } => self.payee(player, chain, amount),
            Event::MarketDraw { chain, tile } => {
                self.market(chain, |take| *take = Some(MarketTake { tile, won: 0 }))
            }
            Event::MarketBonus { chain, amount, .. } => self.market(chain, |take| {
                if let Some(take) = take {
                    take.won += amount;
                }
            }),
            Event::SharesSold { player, count, amount, .. } => {
                self.disposal(player, Deed::Sells { count, amount })
            }
            Event::SharesTraded { player, given, survivor, received, .. } => {
                self.disposal(player, Deed::Trades { given, received, survivor })
            }
            Event::SharesKept { player, count, .. } => self.disposal(player, Deed::Keeps { count }),
            Event::MergerCompleted { survivor, size } => self.add(None, Deed::MergerSize { survivor, size }),
            Event::ShareBought { chain, .. } => self.buy(chain),
            Event::EndAnnounced { .. } => self.add(subject, Deed::AnnouncesEnd),
            Event::DeadTileDiscarded { tile, .. } => self.add(subject, Deed::DiscardsDead { tile }),
            // Not told in the line: the setup, which comes before the first turn; the founder's
            // share, which comes with every founding; drawn tiles, which are secret (R19); the
            // start and end of the turn, which the line is; and the end of the game, which
            // `turn_lines` cuts off at the final scoring.
            Event::StartTile { .. }
            | Event::FirstPlayer { .. }
            | Event::FounderShare { .. }
            | Event::TileDrawn { .. }
            | Event::TurnStarted { .. }
            | Event::TurnEnded { .. }
            | Event::FinalScoring
            | Event::GameEnded { .. } => {}
        }
    }

    /// One share of `chain` bought by the turn's player.
    fn buy(&mut self, chain: Chain) {
        if self.bought.is_empty() {
            self.bought_at = self.clauses.len();
        }
        match self.bought.iter_mut().find(|(_, c)| *c == chain) {
            Some((count, _)) => *count += 1,
            None => self.bought.push((1, chain)),
        }
    }

    /// A new clause about `player` (or about a chain, for `None`).
    fn add(&mut self, player: Option<PlayerId>, deed: Deed) {
        self.clauses.push((player, vec![deed]));
    }

    /// A deed added to the last clause (to a clause of the turn's player if there is none).
    fn extend(&mut self, deed: Deed) {
        match self.clauses.last_mut() {
            Some((_, deeds)) => deeds.push(deed),
            None => self.add(self.subject, deed),
        }
    }

    /// A bonus, told with the others for the same chain: `Ann 5,000, Bob 2,500`.
    fn payee(&mut self, player: PlayerId, chain: Chain, amount: u32) {
        let name = self.game.name(player).to_string();
        match self.clauses.last_mut().and_then(|(_, deeds)| deeds.last_mut()) {
            Some(Deed::Bonuses { chain: paid_for, paid, .. }) if *paid_for == chain => {
                paid.push((name, amount))
            }
            // The rules pay a bonus within a turn only right after the chain's `DefunctHandled`.
            // Were that ever to change, the digest would leave the bonus out (the log still
            // tells it) rather than stop the game.
            _ => {}
        }
    }

    /// The market's draw or bonus for `chain`, told with the chain's other bonuses.
    fn market(&mut self, chain: Chain, change: impl FnOnce(&mut Option<MarketTake>)) {
        // As for a player's bonus (see `payee`), the market draws only right after the chain's
        // `DefunctHandled`; otherwise the digest leaves it out and the log still tells it.
        if let Some(Deed::Bonuses { chain: paid_for, market, .. }) =
            self.clauses.last_mut().and_then(|(_, deeds)| deeds.last_mut())
            && *paid_for == chain
        {
            change(market);
        }
    }

    /// A holder's disposal: joined to their clause if it is the last one, else a new clause.
    fn disposal(&mut self, player: PlayerId, deed: Deed) {
        match self.clauses.last_mut() {
            Some((Some(last), deeds)) if *last == player && !deeds.iter().any(is_lay) => deeds.push(deed),
            _ => self.add(Some(player), deed),
        }
    }

    /// The clauses: each player named where their clauses begin (again after a clause about a
    /// chain), with what was bought where it was bought.
    fn finish(mut self, ended: bool) -> Vec<Clause> {
        let subject = self.subject;
        if !self.bought.is_empty() {
            let bought = std::mem::take(&mut self.bought);
            self.clauses.insert(self.bought_at, (subject, vec![Deed::Buys(bought)]));
        } else if ended {
            self.add(subject, Deed::BuysNothing);
        }
        if self.clauses.is_empty()
            && let Some(player) = subject
        {
            self.add(None, Deed::TurnBegins { name: self.game.name(player).to_string() });
        }
        let mut named = None;
        let game = self.game;
        self.clauses
            .into_iter()
            .map(|(player, deeds)| {
                let name = match player {
                    Some(p) if named != Some(p) => Some(game.name(p).to_string()),
                    _ => None,
                };
                named = player;
                Clause { name, deeds }
            })
            .collect()
    }
}

/// Whether an event right after a placed tile says what the tile did (else it stayed lone).
fn placement_result(event: &Event) -> bool {
    matches!(event, Event::ChainFounded { .. } | Event::ChainGrew { .. } | Event::MergerStarted { .. })
}

fn is_lay(deed: &Deed) -> bool {
    matches!(deed, Deed::Lays { .. })
}
