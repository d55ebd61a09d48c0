//! Play across machines: the wire protocol `bauloewe/1`, seat codes, the server that holds a
//! table, the `join` client and the table's journal.
//!
//! A host runs `bauloewe serve`, which opens a table on a TCP port (7341 unless told
//! otherwise) and prints a code for every human seat. Players take their seats from other
//! terminals with `bauloewe join HOST:PORT --code CODE`, with `nc HOST 7341`, or with a program
//! of their own that speaks the framed mode told below. Spectators join with `watch`.
//!
//! The layer's parts:
//! - [`protocol`]: the protocol as values: tags, framed lines, a client's first two lines, and
//!   a reader of lines with a bound on their length. No sockets.
//! - [`codes`]: seat codes, `K7QF-2M9X`: drawn from the system's random source, written and
//!   read kindly.
//! - [`server`]: `bauloewe serve`: a `Table` behind a TCP port, with std threads.
//! - [`lobby`]: `bauloewe server`: a lobby and any number of tables in one process, on one
//!   tokio event loop; [`naming`]: how a person gives their name there.
//! - [`journal`]: what a table was told, line by line, to replay it in tests.
//! - [`client`]: `bauloewe join`: the person's side of the framed mode, at a terminal.
//! - [`wire`]: a table's lines as a plain and as a framed client read them,
//!   written by the [`server`] and by a [`journal`]'s replay alike.
//!
//! # The protocol `bauloewe/1`
//!
//! This section is all a programmer needs to write a client or a bot.
//!
//! **Lines.** The connection is TCP. Every line ends in a line feed (LF); a carriage return
//! before it is dropped, so CR LF works too. A line counts only with its line feed: what a
//! client sent after its last one when the connection ends is dropped, never run. Text is UTF-8; bytes that are not are read as
//! U+FFFD. A line from a client longer than 1024 bytes is refused with one line, the rest of it
//! is discarded, and the connection goes on.
//!
//! **The greeting.** On connect the server sends one plain (untagged) line in the host's
//! language that asks for the seat's code, e.g.
//! `Baulöwe table: type your seat's code, or 'watch' to watch.` A program reads it and may
//! ignore it.
//!
//! **Room.** A client should give its code (or `watch`) at once: the connections that have not
//! given one yet have half of the table's places
//! ([`Limits::nameless`](server::Limits::nameless)), and when they are all taken a new
//! connection pushes the oldest of them out, which reads one plain line saying that the table
//! is full and is closed. A right code always sits down; a `watch` is refused with that line
//! (tagged `!` in framed mode) when every watcher's place is taken.
//!
//! **Seat codes.** The host prints one code per human seat: eight characters written
//! `XXXX-XXXX` from the digits and the letters without I, L, O and U. The server reads them
//! without regard to case, with or without the dash (a space for it too), O as 0 and I or L
//! as 1 (see [`codes`]).
//!
//! ## Plain mode (`nc`, `telnet`)
//!
//! If the client's first line is anything but `hello bauloewe/1 …`, that line is the code (or
//! `watch`, or a language's own word for it: `zuschauen`). A wrong code gets one plain line and the question again. Then the server speaks
//! the console's own text, exactly as a local game prints it. When this seat must decide, the
//! prompt is the guide followed by ` > ` *without* a line feed (`Bob, place a tile (lay 4C) > `).
//! A line the server sends while that prompt is open (another seat joined, say) begins with a
//! line feed, so it starts on a line of its own; the prompt is then said again.
//! The client types console commands: `lay 4C`, `buy 2 Aurora`, `end`, `board`, `help`,
//! `legal`, `view`, and `quit` to leave the table. Text is broken at spaces to fit 80 columns;
//! machine text (the lines of `dump` and `view`, and those of `legal`) is never broken.
//!
//! ## Framed mode (programs, `bauloewe join`)
//!
//! **Hello.** The client's first line is `hello bauloewe/1`, optionally followed by options
//! separated by spaces; unknown options are ignored:
//! - `lang=en` or `lang=de`: the seat's language (default: the host's);
//! - `width=N`: the client's columns, 40 to 250 (a number outside is brought inside): text
//!   is fitted to a person's screen, and a line longer than `N` is broken into pieces whose
//!   continuations are indented `=` lines. Without `width`, every line comes **whole**, never
//!   broken: each `=` line is one line of text, or one row of a picture (the board, the tables,
//!   laid out as for 80 columns). A program should not send `width`;
//! - `color`: the client wants ANSI colours for the chains (SGR sequences, `ESC [ … m`).
//!
//! A greeting in another version (`hello bauloewe/2`) is answered with one plain line that names
//! the version spoken here, and the connection closes.
//!
//! The server answers `~ bauloewe/1`, and from then on **every** line it sends starts with a
//! tag and a space:
//!
//! | tag | meaning |
//! |-----|---------|
//! | `=` | text for the player to read: what the console would print, one line per line (whole, without `width`, see above) |
//! | `?` | a prompt: this seat must decide now; the rest is the prompt's text (the guide) |
//! | `~` | a status line without a decision: waiting for another seat, a seat away or back, who you are; and the two facts below |
//! | `!` | the last line the client sent was refused, and why; nothing changed. A `?` follows again if the seat still must decide |
//! | `+` | one legal command, in answer to `legal`; the `?` prompt follows again |
//! | `#` | the game is over; the ranking follows as `=` lines, then a `?` whose text says what a seat may still do (look back with `board` or `log`, the host deals again with `new`, `quit` leaves) |
//! | `.` | the server closes this connection on purpose, and says why (the seat left with `quit`, its code was used on another connection, the table closed); the connection ends after it |
//!
//! **Joining.** The client's second line is `code CODE` (a player) or `watch` (a
//! spectator, who sees the public view and never a hand). A wrong code gets a `!` line, and
//! the client may send another `code …` line.
//!
//! **Facts.** Two status lines are in fixed English words, whatever the seat's language, for
//! a program to read instead of the prose beside them. Both come in the welcome, after the
//! code was taken (or `watch`), and again when the host deals a new game:
//! - `~ seats Ann:human,Bob:human,Cid:broker`: every seat in seat order, `NAME:KIND` joined by
//!   commas, as the notation writes a seat list (`--players`); a kind is `human` or a computer
//!   player's level (`tourist`, `broker`, …). Names are letters and digits only. Watchers
//!   read it too.
//! - `~ seat Ann`: the seat this connection plays (a watcher gets none).
//!
//! A plain client never reads these two; it reads `At the table: …` and `You play Ann.` in
//! its language, as a framed client does too (`= At the table: …`, `~ You play Ann.`).
//!
//! **Playing.** After joining, the client sends lines as a person types them at the console,
//! one command a line: `lay 4C`, `found Aurora`, `buy 2 Aurora 1 Zugvogel`, `end`,
//! `announce`, `board`, `help`. English command words always work, whatever the seat's
//! language. Two more lines belong to the protocol:
//! - `legal`: the server answers with one `+` line for every game command the seat may give
//!   now, in the console's command words (a purchase is one whole `buy …` command), then the
//!   `?` prompt again. A bot that sends one of the `+` lines back never makes an illegal move.
//!   Looks (`board`, `view`, …) and `quit` are never listed: they always work. Out of turn
//!   `legal` answers one `~` line (`~ nothing to decide: …`) and no `?`; after the end of the
//!   game it lists nothing (the host may still send `new`, anyone `quit`).
//! - `view`: the seat's own view of the game as machine text, in the notation of a position
//!   file (the format `dump` writes, see [`notation::position`](crate::notation::position)),
//!   as `=` lines, in this order:
//!   - `= # bauloewe position 1`, then `= # view: Ann` (whose view);
//!   - the position's `key: value` lines: `players: Ann human, Bob broker` (seat order, name
//!     and kind), `turn: Ann` (whose turn it is: another seat may be deciding in it, see the
//!     decision line), `cash: Ann 6000, Bob 5400`, `shares: Ann Aurora 3, Ann Zugvogel 1, Bob
//!     Aurora 2` (one entry per player and chain held; the bank holds the rest of each 25),
//!     `board: Aurora 2B 3B 3C, Zugvogel 7E 8E, lone 5G 12I` (each chain with its hotels, then
//!     the lone hotels), `hands: Ann 4B 1A 9C` (its own hand only), and when they apply
//!     `options: quick hidden market`, `announced: yes` (the end is announced, R16) and
//!     `over: yes`. An empty list is the key alone (`shares:`);
//!   - `= # decision: …`: whose decision is due and what, in fixed English words (see
//!     [`decision_words`](crate::notation::position::decision_words)): `Ann place`, `Ann found
//!     7E`, `Ann survivor Zugvogel Aurora`, `Ann defunct Zugvogel Uferblick survivor Aurora`,
//!     `Bob dispose Zugvogel held 4 survivor Aurora trade 4 price 300` (sell, trade 2 for 1
//!     or keep the shares of the defunct chain; `trade` is the most that may be handed in),
//!     `Ann buy 3` (how many more shares may be bought), or `over`;
//!   - always last `= # unseen: Bob 6, Cid 6, pool 84` (each other hand's size, then the
//!     pool's).
//!
//!   Left out is what the seat may not see: the other hands, the pool and the seed (no
//!   `pool:` or `seed:` line), and while hidden holdings (V2) run the other players' cash and
//!   shares (and what another seat's disposal holds). During a merger the tile that merges
//!   stands on the board as a lone hotel until the merger is done. It answers at any time,
//!   also after the end (still without the other hands: `dump` shows them then), on one's own
//!   decision with the `?` prompt after it; a watcher's `view` and `legal` are refused. A bot
//!   reads its whole position from it and never parses prose. A share's price follows from
//!   its chain's size and tier (R7: `rules` prints the table): Zugvogel and Ankerplatz cost
//!   200 at 2 hotels, Bergfried, Uferblick and Morgenrot 300, Aurora and Königshof 400, each
//!   100 more at 3, 4, 5, 6-10, 11-20, 21-30, 31-40 and 41 or more hotels.
//! - `quit`: leave the table; the server answers with a `.` line and closes the connection
//!   (the same code takes the seat again later; a watcher connects again and sends `watch`).
//!
//! **When `?` comes.** A `?` line comes when a decision of this seat begins (the next one of
//! its turn, too: after `lay`, the purchase), and again after the server's answer to every
//! line the seat sends that leaves the decision open (a `!` refusal, the `+` lines of
//! `legal`, the `=` lines of `board` or `view`): one `?` after each answer. A line that ends
//! the seat's turn gets its answer and no `?`. A line sent out of turn is answered without
//! a `?` (a game command then reads `! not your decision: the table waits for Bob`). Lines
//! that come while the seat decides but answer nothing of its own (another seat joined) are
//! not followed by a `?` again. Once the game is over every seat sits at a `?` (its text says
//! what a seat may still do) and reads it again after every answer.
//!
//! A client decides only after a `?` line. Every other line may come at any time, also while
//! a person is typing: the others' moves, status lines.
//!
//! **A turn, as a seat meets it** (R10): `lay TILE` (or `announce` first, R16, which ends
//! nothing: the turn goes on); if the tile founds a chain, `found CHAIN`; if it merges,
//! `survivor CHAIN` or `defunct CHAIN` when chains tie, and then every holder of the defunct
//! chain's shares, in seat order from the one who laid the tile, disposes of them (`sell N`,
//! `trade N`, `keep`, or one line of them together) — so a seat is asked in another seat's
//! turn too; then the buy: each `buy …` is answered with the `?` again until 3 shares are
//! bought, and `end` ends the turn (the tiles are drawn then). A turn with nothing to buy
//! ends by itself after the tile.
//!
//! **Ending.** A connection the server closes on purpose ends with a `.` line. One that ends
//! without it was lost (the network, a server killed or restarted): the seat stays the
//! client's, and the same code takes it again, into the open prompt. `bauloewe join` tries
//! again by itself, waiting 1, 2, 4, … up to 30 seconds between tries; a bot may do the same.
//! After a `.` line a client should not come back by itself: its code may be in use on
//! another connection, which it would throw out.
//!
//! **Safety.** Text that one client sent and the server passes on to others (names, lines) has
//! its control characters made visible ([`notation::text::visible`](crate::notation::text::visible)):
//! no raw escape sequence from another client reaches a terminal. The only escape sequences
//! the server itself sends are the colours a client asked for with `color`.
//!
//! ## An example session
//!
//! `C:` is what the client sends, `S:` what the server sends; every line ends in LF.
//!
//! ```text
//! S: Baulöwe table: type your seat's code, or 'watch' to watch.
//! C: hello bauloewe/1 lang=en width=80
//! S: ~ bauloewe/1
//! C: code K7QF-2M9Y
//! S: ! that code opens no seat here: type the code the host gave you (like K7QF-2M9X), or 'watch'
//! C: code k7qf2m9x
//! S: = At the table: Ann (human), Bob (computer, broker).
//! S: ~ seats Ann:human,Bob:broker
//! S: ~ You play Ann.
//! S: ~ seat Ann
//! S: =
//! S: = Turn 1 - Ann - cash 6,000 - no shares                      'help' lists commands
//! S: =    1  2  3  4  5  6  7  8  9 10 11 12|chain         size   price bank 1st/2nd
//! S: = A  .  .  .  .  .  #  .  .  .  .  .  .|Zu Zugvogel    not on the board
//! …
//! S: = Your tiles: 10C lone - 9D lone - 12D lone - 2G lone - 5G lone - 5I lone
//! S: ? Ann, place a tile (lay 10C)
//! C: legal
//! S: + lay 10C
//! S: + lay 9D
//! …
//! S: ? Ann, place a tile (lay 10C)
//! C: view
//! S: = # bauloewe position 1
//! S: = # view: Ann
//! S: = players: Ann human, Bob broker
//! S: = turn: Ann
//! S: = cash: Ann 6000, Bob 6000
//! S: = shares:
//! S: = board: lone 4B 6A
//! S: = hands: Ann 10C 9D 12D 2G 5G 5I
//! S: = # decision: Ann place
//! S: = # unseen: Bob 6, pool 94
//! S: ? Ann, place a tile (lay 10C)
//! C: lay 10C
//! S: = Ann lays 10C.
//! S: = No chain is on the board, so there is nothing to buy: Ann's turn ends.
//! S: = Ann draws 11D.
//! S: ~ Bob is thinking
//! …
//! S: ? Ann, place a tile (lay 9D)
//! C: lay 3B
//! S: ! 3B is not in your hand: 9D 11D 12D 2G 5G 5I (R10.1)
//! S: ? Ann, place a tile (lay 9D)
//! …
//! S: # The game is over.
//! S: = …the ranking…
//! C: quit
//! S: . You left the table; your code brings you back to your seat.
//! ```
//!
//! (A line `= ` with nothing after the space is an empty line of text; the example shows it
//! as `=`.)
//!
//! The texts above are examples: only the tags, `~ bauloewe/1`, the facts `~ seats …` and
//! `~ seat …`, the notation of `view`, and the words `hello`, `code`, `watch`, `legal`,
//! `view` and `quit` are the protocol. A bot of a few lines reads line by
//! line and ignores (or prints) what is not a `?`. It answers a `?` with `legal`, collects
//! the `+` lines, and answers the `?` that follows them with one of those commands.
//!
//! # The lobby (`bauloewe server`): additions to `bauloewe/1`
//!
//! A lobby's server speaks the same protocol, with these additions; a table's server sends
//! none of them.
//!
//! **Arriving.** The greeting asks for a name. A plain client's first line is `NAME` or `NAME
//! SECRET`; a framed client's `hello bauloewe/1` is answered `~ bauloewe/1` and then the fact
//! `~ server lobby` (how a client tells a lobby from a table), and its next line is `name NAME`
//! or `name NAME SECRET`. A name is 1 to 16 letters or digits, one name whatever its case. A
//! new name is answered with its secret, once: `secret K7QF-2M9X` as a plain line, or the fact
//! `~ secret K7QF-2M9X`, then a text saying what it is for. A known name needs its secret;
//! a refusal is one line (`!` framed), and the name is asked again; after five wrong secrets
//! the connection closes (a `.` line). Once in, a framed client reads `~ name NAME` and then
//! where it is: `~ place lobby`, or `~ place 3` when the name holds a seat at table 3 in play,
//! followed by that table's lines as a seat that joins reads them.
//!
//! **In the lobby.** The words are `who`, `tables`, `open`, `sit N`, `watch N`, `leave`,
//! `start`, `say TEXT`, `tell NAME TEXT` and `help` (German beside them: see
//! [`command::lobby`](crate::command::lobby)). The lobby answers each with its lines and a `?`
//! prompt. For programs: `tables` adds a fact per table, `~ table 3 waiting 2` (its number, its
//! state `waiting`, `playing` or `over`, its free seats); `who` a fact per person, `~ person Ann
//! lobby` or `~ person Ann 3`; `open 4` and `sit 3` are answered `~ place 3`, `leave` `~ place
//! lobby`. A program finds a seat with `tables` and `sit N`, or opens a table with `open N`.
//!
//! **The records.** `ratings [N]`, `history [NAME]`, `record N`, `review N` and `passwd` are
//! answered in the order they were sent, like every other line, each with `=` text lines and a
//! `?` prompt (none at a table, whose prompt stands). `record N` sends the stored game's save
//! file, one `=` line per line of it and nothing else between, so that a program writes the
//! text after `= ` to a file as it comes. `passwd` sends the new secret as the fact
//! `~ secret K7QF-2M9X`, as a new name's. `review N` answers `~ place review` and shows the deal; Enter or `next`, `back`,
//! `turn N`, `first`, `last` step through the game, `leave` answers `~ place lobby`. A table
//! whose game ends tells its people `= This game is kept as game 12: …` and each seat's rating
//! change. `open A:broker,B:tourist` (no person's seat) deals at once, and its opener watches.
//!
//! **Chat.** A new tag, `"`, marks a chat line, never a move: `" say Ann hello` (Ann said it
//! to the room: the lobby, or everyone at a table), `" tell Ann psst` (Ann told it to this
//! person alone) and `" told Bob psst` (the echo of one's own `tell`). A plain client reads
//! `<Ann> hello`, `*Ann* psst` and `-> *Bob* psst`.

pub mod client;
pub mod codes;
pub mod journal;
pub mod lobby;
pub mod naming;
pub mod protocol;
pub mod server;
pub mod wire;
