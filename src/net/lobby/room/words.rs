//! What a room answers of the lobby's words said at its table: `say` to everyone there,
//! `start` before the deal, `help` with the lobby's line added, and `who`, `tables`, `tell`
//! and the records' words but `review` (`ratings`, `history`, `record`, `passwd`), passed to
//! the hall; and which of them it answers while its table is away in a search.

use super::{Flow, Room, Stage};
use crate::command::lobby::{self as commands, LobbyCommand};
use crate::net::lobby::lines::{chat, refusal, text_line};
use crate::net::lobby::{ConnId, ToHall, ToRoom};
use crate::table::{Out, Tag};

impl Room {
    /// A message while the table is away: chat and the lobby's words are answered now
    /// (`true`); the rest waits for the table.
    pub(super) async fn answers_away(&mut self, message: &ToRoom) -> bool {
        let ToRoom::Line { id, line } = message else { return false };
        match commands::read(line) {
            Some(Ok(LobbyCommand::Say(text))) => {
                self.say(*id, &text);
                true
            }
            Some(Ok(command)) if command.passed_to_the_lobby() => {
                let _ = self.hall.send(ToHall::Line { id: *id, line: line.clone() }).await;
                true
            }
            _ => false,
        }
    }

    /// A lobby's word said at the table.
    pub(super) async fn lobby_word(&mut self, id: ConnId, command: LobbyCommand, line: String) -> Flow {
        let Some(guest) = self.guests.get(&id) else { return Flow::Go };
        let lang = guest.link.looks.lang;
        match command {
            LobbyCommand::Say(text) => self.say(id, &text),
            LobbyCommand::Leave => return self.leave(id).await,
            LobbyCommand::Start => return self.start(id).await,
            LobbyCommand::Help => {
                let mut lines = vec![text_line(&lang.table_lobby_help())];
                if let Stage::Playing(Some(table)) = &mut self.stage
                    && let Some(viewer) = guest.viewer
                {
                    let answer = table.line(viewer, "help");
                    let mut told: Vec<Out> =
                        answer.into_iter().filter(|d| d.to == viewer).flat_map(|d| d.lines).collect();
                    // The lobby's line goes with the help, before the prompt that follows it.
                    let at = told.iter().position(|line| line.tag == Tag::Prompt).unwrap_or(told.len());
                    told.splice(at..at, lines);
                    lines = told;
                }
                guest.link.send(lines);
            }
            // `who`, `tables`, `tell` and the records' words but `review`: the lobby's.
            command if command.passed_to_the_lobby() => {
                let _ = self.hall.send(ToHall::Line { id, line }).await;
            }
            _ => {
                guest.link.send(vec![refusal(lang.leave_first(self.number))]);
            }
        }
        Flow::Go
    }

    /// `say`: everyone at the table reads it, the one who said it too.
    fn say(&mut self, id: ConnId, text: &str) {
        let Some(guest) = self.guests.get(&id) else { return };
        let line = chat("say", &guest.link.name, text);
        for guest in self.guests.values() {
            guest.link.send(vec![line.clone()]);
        }
    }

    /// `start`: the first person at a waiting table deals, computers in the empty seats.
    async fn start(&mut self, id: ConnId) -> Flow {
        let Some(guest) = self.guests.get(&id) else { return Flow::Go };
        let lang = guest.link.looks.lang;
        match &self.stage {
            Stage::Gathering(gathering) if gathering.first() == Some(id) => self.deal().await,
            Stage::Gathering(gathering) => {
                let first =
                    gathering.first().and_then(|first| self.guests.get(&first)).map(|g| g.link.name.clone());
                guest.link.send(vec![refusal(lang.only_first_starts(first.as_deref().unwrap_or("")))]);
            }
            Stage::Playing(_) => {
                guest.link.send(vec![refusal(lang.dealt_already())]);
            }
        }
        Flow::Go
    }
}
