//! `who` and `tables`: the people online and the tables, in words and as facts for programs.

use super::{Hall, Place};
use crate::net::lobby::lines::{fact, text_line};
use crate::net::lobby::news::TableNews;
use crate::table::Out;
use crate::words::Lang;

impl Hall {
    /// `who`: everyone online, their rating and where they are, with a fact each for programs.
    pub(super) fn who(&self, lang: Lang) -> Vec<Out> {
        let mut people: Vec<(&str, Place, bool)> = self
            .online
            .values()
            .map(|o| {
                let watching = match o.place {
                    Place::Table(n) => self.tables.get(&n).is_some_and(|e| !e.news.holds(&o.link.name)),
                    Place::Lobby | Place::Review(_) => false,
                };
                (o.link.name.as_str(), o.place, watching)
            })
            .collect();
        people.sort_by_key(|(name, _, _)| name.to_lowercase());
        let mut lines = vec![text_line(&lang.who_heading(people.len()))];
        for (name, place, watching) in people {
            let (table, where_) = match place {
                Place::Lobby | Place::Review(_) => (None, "lobby".to_string()),
                Place::Table(n) => (Some(n), n.to_string()),
            };
            let rating = lang.rating_beside(self.rated.get(&name.to_lowercase()).copied().flatten());
            let said = match place {
                Place::Review(game) => lang.who_reviewing(name, &rating, game),
                _ => lang.who_line(name, &rating, table, watching),
            };
            lines.push(text_line(&said));
            lines.push(fact(format!("person {name} {where_}")));
        }
        lines
    }

    /// `tables`: every table, with a fact each for programs.
    pub(super) fn table_list(&self, lang: Lang) -> Vec<Out> {
        if self.tables.is_empty() {
            return vec![text_line(&lang.no_tables())];
        }
        let mut lines = vec![text_line(&lang.tables_heading())];
        for entry in self.tables.values() {
            lines.push(text_line(&news_line(lang, &entry.news)));
            lines.push(fact(entry.news.fact()));
        }
        lines
    }
}

/// One table of `tables`, in words.
fn news_line(lang: Lang, news: &TableNews) -> String {
    lang.table_line(&crate::words::lobby::TableListing {
        number: news.number,
        state: news.state,
        seats: news.seats.iter().map(|seat| (seat.name.as_deref(), seat.kind, seat.taken)).collect(),
        options: news.options,
        watchers: news.watchers,
        deciding: news.deciding.as_deref(),
        resting: news.resting,
    })
}
