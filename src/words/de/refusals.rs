//! The German sentences of [`RefusalWords`](crate::words::RefusalWords).

use crate::command::entries::suggest;
use crate::command::{ChainWordError, CommandError, DisposalError, Needs};
use crate::notation::text::quote;
use crate::rules::tile::ParseTileError;
use crate::rules::{
    AnnounceRefusal, Chain, ChainSet, Decision, RuleError, SHARES_PER_TURN, SetupError, Tile,
};
use crate::session::PlayError;
use crate::session::waiting::{Need, NotNow, Offer, Waiting};
use crate::words::EventWords;
use crate::words::de::German;
use crate::words::en::English;
use crate::words::refusals::{self, Who, answer_in};
use crate::words::screens::chain_names;
use crate::words::wrap::together;
use crate::words::{Basics, RefusalWords};

impl RefusalWords for German {
    fn rule_error(&self, error: &RuleError) -> String {
        self.rule_error_of(error, Who::You)
    }

    fn rule_error_of(&self, error: &RuleError, who: Who) -> String {
        let (in_hand, has, may, can) = match who {
            Who::You => (
                "deiner Hand".to_string(),
                "du hast".to_string(),
                "du darfst".to_string(),
                "du kannst".to_string(),
            ),
            Who::Named(name) => (
                format!("{} Hand", self.possessive(name)),
                format!("{name} hat"),
                format!("{name} darf"),
                format!("{name} kann"),
            ),
        };
        let text = match error {
            RuleError::NotNow { expected } => {
                format!("jetzt nicht: das Spiel wartet auf etwas anderes: {}", self.decision(expected))
            }
            RuleError::TileNotInHand { tile, hand } => format!("{tile} ist nicht in {in_hand}: {hand}"),
            RuleError::DeadTile { tile } => {
                format!("{tile} ist tot: es berührt zwei sichere Ketten und kann nie gelegt werden")
            }
            RuleError::EighthChain { tile } => format!(
                "{tile} würde eine achte Kette gründen: alle sieben liegen auf dem Brett, heb es für später auf"
            ),
            RuleError::ChainOnBoard { chain, available } => {
                format!("{chain} liegt schon auf dem Brett: wähle {}", self.chain_choice(*available))
            }
            RuleError::NotACandidate { chain, candidates, .. } => {
                format!("{chain} steht hier nicht zur Wahl: wähle {}", self.chain_choice(*candidates))
            }
            RuleError::ChainNotOnBoard { chain } => {
                format!("{chain} liegt nicht auf dem Brett: Aktien gibt es nur von Ketten auf dem Brett")
            }
            RuleError::BuyLimitReached => match who {
                Who::You => {
                    "du hast in diesem Zug 3 Aktien gekauft: beende deinen Zug mit 'ende'".to_string()
                }
                Who::Named(_) => format!("{has} in diesem Zug 3 Aktien gekauft"),
            },
            RuleError::BankSoldOut { chain } => format!("die Bank hat keine {chain}-Aktien mehr"),
            RuleError::NotEnoughCash { chain, price, cash } => {
                format!(
                    "eine {chain}-Aktie kostet {}, {has} aber nur {}",
                    self.money(*price),
                    self.money(*cash)
                )
            }
            RuleError::DisposeTooMany { held, asked } => {
                format!("{has} {held} Aktien der aufgelösten Kette, nicht {asked}")
            }
            RuleError::OddTrade { trade } => {
                format!("getauscht wird 2 gegen 1: gib eine gerade Zahl ab, nicht {trade}")
            }
            RuleError::TradeTooMany { trade, max_trade, survivor } => {
                let bank = match max_trade / 2 {
                    1 => format!("1 {survivor}-Aktie"),
                    bank => format!("{bank} {survivor}-Aktien"),
                };
                format!("{may} höchstens {max_trade} Aktien tauschen (die Bank hat {bank}), nicht {trade}")
            }
            RuleError::CannotAnnounce { reason } => {
                format!("{can} das Ende nicht ansagen: {}", announce_refusal(*reason))
            }
            RuleError::GameOver => "das Spiel ist aus".to_string(),
        };
        format!("{text} ({})", error.rule())
    }

    fn setup_error(&self, error: &SetupError) -> String {
        match error {
            SetupError::PlayerCount(n) => format!("ein Spiel braucht 2 bis 6 Spieler, nicht {n} (R6)"),
            SetupError::DuplicateName(name) => {
                format!("zwei Spieler heißen {}: gib jedem einen eigenen Namen", quote(name))
            }
            SetupError::MarketNeedsTwo(n) => {
                format!("mit dem Markt (V3) spielen genau 2 Spieler, nicht {n}")
            }
        }
    }

    fn decision(&self, decision: &Decision) -> String {
        match decision {
            Decision::PlaceTile { .. } => "ein Plättchen legen".to_string(),
            Decision::FoundChain { tile, .. } => format!("die Kette nennen, die {tile} gründet"),
            Decision::ChooseSurvivor { candidates, .. } => {
                format!("wählen, welche Kette überlebt: {}", self.chain_choice(*candidates))
            }
            Decision::ChooseDefunct { candidates, .. } => {
                format!("wählen, welche Kette zuerst aufgelöst wird: {}", self.chain_choice(*candidates))
            }
            Decision::Dispose { defunct, held, .. } => {
                format!("über {} entscheiden", chain_shares(*held, *defunct))
            }
            Decision::BuyShares { remaining, .. } => {
                format!("{} kaufen oder den Zug beenden", up_to(self, *remaining))
            }
            Decision::GameOver => "das Spiel ist aus".to_string(),
        }
    }

    fn chain_list(&self, chains: ChainSet) -> String {
        if chains.is_empty() { "keine Kette".to_string() } else { self.and_list(&chain_names(chains.iter())) }
    }

    fn chain_choice(&self, chains: ChainSet) -> String {
        if chains.is_empty() { "keine Kette".to_string() } else { self.or_list(&chain_names(chains.iter())) }
    }

    fn command_error(&self, error: &CommandError) -> String {
        refusals::command_error(self, error)
    }

    fn unknown_command(&self, word: &str) -> String {
        match suggest(&[self, &English], word) {
            "hilfe" => format!("unbekannter Befehl '{word}': 'hilfe' zeigt die Befehle"),
            near => format!("unbekannter Befehl '{word}': meinst du '{near}'?"),
        }
    }

    fn needs_slot_name(&self, typed: &str) -> String {
        format!("'{typed}' braucht einen Namen für den Spielstand, z. B. '{typed} montag'")
    }

    fn needs_word(&self, typed: &str, needs: Needs) -> String {
        format!("'{typed}' braucht {}", needs_words(needs))
    }

    fn takes_nothing(&self, name: &str, _word: &str) -> String {
        format!("'{name}' braucht keine weiteren Angaben: siehe 'hilfe {name}'")
    }

    fn one_word_too_many(&self, name: &str, needs: Needs, word: &str) -> String {
        format!("'{name}' braucht genau {}: '{word}' ist ein Wort zu viel", takes_one(name, needs))
    }

    fn not_an_amount_of(&self, word: &str, held: u8) -> String {
        format!("'{word}' ist keine Anzahl Aktien: gib eine Zahl an (du hast {held}) oder 'alles'")
    }

    fn not_an_amount(&self, word: &str) -> String {
        format!("'{word}' ist keine Anzahl Aktien: gib eine Zahl an oder 'alles'")
    }

    fn not_a_share_count(&self, word: &str) -> String {
        format!("'{word}' ist keine Anzahl Aktien: {}", buy_range(SHARES_PER_TURN))
    }

    fn huge_share_count(&self, word: &str) -> String {
        format!("{word} Aktien sind zu viele: {} (R10.2)", buy_range(SHARES_PER_TURN))
    }

    fn all_not_last(&self, verb: &str, all: &str, other: &str, sells: bool) -> String {
        let does = if sells { "verkauft" } else { "tauscht" };
        format!(
            "'{verb} {all}' {does} den Rest und muss darum am Ende stehen: z. B. '{other} 2 {verb} {all}'"
        )
    }

    fn disposal_error(&self, reason: &DisposalError) -> String {
        let example = "z. B. 'verkaufe 2 tausche 4' oder 'behalte'";
        match reason {
            DisposalError::KeepAlone(keep) => format!(
                "'{keep}' nimmt keine Zahl, es behält alle; um nur einige zu behalten, verkaufe oder tausche die \
                 anderen, z. B. 'verkaufe 2'"
            ),
            DisposalError::KeepAmongOthers(keep) => format!(
                "'{keep}' steht allein: was du weder verkaufst noch tauschst, behältst du ohnehin, z. B. 'verkaufe 2 \
                 tausche 4'"
            ),
            DisposalError::NotAVerb(word) => format!("'{word}' ist weder verkaufe noch tausche: {example}"),
            DisposalError::Twice(verb) => format!("'{verb}' darf nur einmal vorkommen: {example}"),
            DisposalError::NeedsNumber(verb) => format!("'{verb}' braucht eine Zahl: {example}"),
            DisposalError::AllNotLast { verb, .. } => format!("'{verb}' mit alle kommt zuletzt: {example}"),
        }
    }

    fn tile_error(&self, error: &ParseTileError) -> String {
        format!("'{}' ist kein Plättchen: erst Spalte, dann Reihe, 1A bis 12I", quote(&error.0))
    }

    fn chain_word_error(&self, error: &ChainWordError) -> String {
        match error {
            ChainWordError::Unknown(word) => {
                format!("'{word}' ist keine Kette: wähle {}", self.or_list(&chain_names(Chain::ALL)))
            }
            ChainWordError::Ambiguous(word, chains) => {
                format!(
                    "'{word}' könnte {} sein: tippe mehr Buchstaben",
                    self.or_list(&chain_names(chains.iter().copied()))
                )
            }
        }
    }

    fn play_error(&self, error: &PlayError) -> String {
        refusals::play_error(self, error)
    }

    fn too_many_shares(&self, remaining: u8, asked: u64) -> String {
        format!("{asked} Aktien sind zu viele: {} (R10.2)", buy_range(remaining))
    }

    fn no_shares(&self) -> String {
        format!(
            "mit 0 Aktien kaufst du nichts: {}, oder beende deinen Zug mit 'ende'",
            buy_range(SHARES_PER_TURN)
        )
    }

    fn cannot_afford(&self, purchase: &[(u8, Chain)], cost: u32, cash: u32) -> String {
        let shares: Vec<String> =
            purchase.iter().map(|(count, chain)| self.chain_shares(*count, *chain)).collect();
        let (cost, cash) = (self.money(cost), self.money(cash));
        format!("{} kosten {cost}, du hast aber nur {cash} (R5)", self.and_list(&shares))
    }

    fn too_many_disposed(&self, chain: Chain, held: u8, asked: u64) -> String {
        let shares = if held == 1 { "Aktie" } else { "Aktien" };
        format!("du hast {held} {chain}-{shares}, nicht {asked}: verkaufe und tausche höchstens {held}")
    }

    fn nothing_to_trade(&self, defunct: Chain, survivor: Chain, left: u8) -> String {
        if left < 2 {
            let (two, one) = (self.chain_shares(2, defunct), self.chain_shares(1, survivor));
            format!(
                "ein Tausch braucht {two} für {one}: du hast noch {left}; verkaufe oder behalte sie (R14.4.2)"
            )
        } else {
            let yours = self.chain_shares(left, defunct);
            format!(
                "die Bank hat keine {survivor}-Aktie mehr zum Tauschen: verkaufe oder behalte deine {yours} (R14.4.2)"
            )
        }
    }

    fn not_now(&self, why: NotNow, need: &Need) -> String {
        match why {
            NotNow::First => format!("jetzt nicht: {} (R10)", expected_with(self, need, "erst")),
            NotNow::LayingOver => {
                format!(
                    "zu spät, um in diesem Zug ein Plättchen zu legen: {} (R10)",
                    expected_with(self, need, "jetzt")
                )
            }
            NotNow::DisposalOver => format!(
                "zu spät zum Verkaufen, Tauschen oder Behalten: das geht nur während einer Fusion, \
                 und in diesem Zug ist keine mehr offen; {} (R14.4)",
                expected_with(self, need, "jetzt")
            ),
            NotNow::NoMerger => format!(
                "Verkaufen, Tauschen und Behalten geht nur während einer Fusion, und gerade läuft keine; {} (R14.4)",
                expected_with(self, need, "jetzt")
            ),
        }
    }

    fn guide(&self, waiting: &Waiting) -> String {
        refusals::guide(self, waiting)
    }

    fn guide_line(&self, name: &str, ends_this_turn: bool, rest: &str) -> String {
        let ends = if ends_this_turn { "das Spiel endet nach diesem Zug (R16); " } else { "" };
        format!("{name}, {ends}{rest}")
    }

    fn guide_place(&self, need: &Need, can_announce: bool) -> String {
        format!("{}{}", self.expected(need), or_announce(can_announce))
    }

    fn guide_found(&self, tile: Tile, free: &[Chain]) -> String {
        match free {
            [only] => format!("{tile} gründet eine Kette: gründe {only} (die einzige noch freie)"),
            _ => format!(
                "{tile} gründet eine Kette: gründe {}",
                self.or_list(&chain_names(free.iter().copied()))
            ),
        }
    }

    fn guide_bought_all(&self, can_announce: bool) -> String {
        format!("3 Aktien gekauft: beende deinen Zug (ende){}", or_announce(can_announce))
    }

    fn guide_nothing_to_buy(&self, cash: u32, can_announce: bool) -> String {
        let cash = together(&format!("(Geld {})", self.money(cash)));
        let announce = or_announce(can_announce);
        format!("jetzt gibt es nichts zu kaufen {cash}: beende deinen Zug (ende){announce}")
    }

    fn guide_priced_out(&self, cash: u32, can_announce: bool) -> String {
        let cash = together(&format!("mit {}", self.money(cash)));
        format!(
            "{cash} kannst du dir keine Aktie leisten: beende deinen Zug (ende){}",
            or_announce(can_announce)
        )
    }

    fn guide_buy(&self, remaining: u8, cash: u32, offers: &[Offer], can_announce: bool) -> String {
        let offers: Vec<String> = offers
            .iter()
            .map(|o| together(&format!("{} {} (Bank {})", o.chain.code(), self.money(o.price), o.bank)))
            .collect();
        let cash = together(&format!("(Geld {})", self.money(cash)));
        let up_to = together(&up_to(self, remaining));
        let announce = if can_announce { format!(",{}", or_announce(true)) } else { String::new() };
        format!("kaufe {up_to} {cash}: {} - {}{announce}", offers.join(", "), together("oder ende"))
    }

    fn guide_dispose(
        &self,
        defunct: Chain,
        survivor: Chain,
        held: u8,
        max_trade: u8,
        price: u32,
        bank: u8,
    ) -> String {
        let (sell, keep) = (together("verkaufe N"), "oder behalte");
        let choices = match max_trade {
            0 if held < 2 => format!(
                "{} {keep} (Tausch nicht möglich: 2 gegen 1 braucht 2 Aktien)",
                together(&format!("verkaufe {held}"))
            ),
            0 => format!("{sell} {keep} (Tausch nicht möglich: die Bank hat keine {survivor}-Aktie)"),
            _ => format!(
                "{sell}, {} (2 gegen 1 in {survivor}-Aktien, höchstens {max_trade}; die Bank hat {}) {keep}",
                together("tausche N"),
                together(&chain_shares(bank, survivor))
            ),
        };
        let holding = together(&chain_shares(held, defunct));
        let price = match held {
            1 => format!("Verkaufspreis {}", self.money(price)),
            _ => format!("Verkaufspreis {} je Aktie", self.money(price)),
        };
        format!("du hast {holding} ({}): {choices}", together(&price))
    }

    fn expected(&self, need: &Need) -> String {
        expected_with(self, need, "")
    }

    fn yes_or_no(&self, text: &str) -> Option<bool> {
        answer_in(text, &["j", "ja"], &["nein"])
    }

    fn ask_again(&self) -> String {
        "Bitte antworte j, ja, n oder nein (Strg+C führt zurück ins Spiel): ".to_string()
    }
}

/// What a guide adds when the end may be announced now (R16): " oder sag das Ende an
/// (ansagen)", kept on one line.
fn or_announce(can_announce: bool) -> String {
    if can_announce { format!(" {}", together("oder sag das Ende an (ansagen)")) } else { String::new() }
}

/// What a decision needs, with an example command, and `adverb` (`erst`, `jetzt`, or nothing)
/// right after the verb, where German puts it: "lege erst ein Plättchen (lege 7E)".
fn expected_with(de: &German, need: &Need, adverb: &str) -> String {
    let verb = |verb: &str| if adverb.is_empty() { verb.to_string() } else { format!("{verb} {adverb}") };
    match need {
        Need::Place { example, .. } => {
            let example = example.map_or("7E".to_string(), |tile| tile.to_string());
            format!("{} ein Plättchen {}", verb("lege"), together(&format!("(lege {example})")))
        }
        Need::Found { tile, free } => {
            let example = free.first().unwrap_or(&Chain::Aurora);
            format!("{} die Kette, die {tile} gründet (gründe {example})", verb("nenne"))
        }
        Need::Survivor { candidates } => {
            let candidates = de.chain_list(*candidates);
            format!("{}, welche von {candidates} überlebt (rette NAME)", verb("wähle"))
        }
        Need::Defunct { candidates } => {
            let candidates = de.chain_list(*candidates);
            format!("{}, welche von {candidates} zuerst aufgelöst wird (auflösen NAME)", verb("wähle"))
        }
        Need::Dispose { defunct, .. } => format!(
            "{}, was mit deinen {defunct}-Aktien geschieht (verkaufe N, tausche N oder behalte)",
            verb("sag")
        ),
        Need::Buy { remaining: 0, .. } => format!("{} deinen Zug (ende)", verb("beende")),
        Need::Buy { remaining, .. } => {
            format!("{} {} (kaufe NAME) oder beende deinen Zug (ende)", verb("kaufe"), up_to(de, *remaining))
        }
        Need::Over => "das Spiel ist aus ('neu' teilt neu aus)".to_string(),
    }
}

/// How many shares may still be bought: `bis zu 3 Aktien` at the start of the buy,
/// `noch bis zu 2 Aktien` after one, `noch 1 Aktie` when one is left.
fn up_to(de: &German, remaining: u8) -> String {
    match remaining {
        1 => "noch 1 Aktie".to_string(),
        SHARES_PER_TURN => format!("bis zu {}", de.shares(SHARES_PER_TURN.into())),
        _ => format!("noch bis zu {}", de.shares(remaining.into())),
    }
}

/// What a command needs after it: "ein Plättchen, z. B. 'lege 7E'".
fn needs_words(needs: Needs) -> &'static str {
    match needs {
        Needs::Tile => "ein Plättchen, z. B. 'lege 7E'",
        Needs::Chain => "eine Kette, z. B. 'Aurora' oder 'au'",
        Needs::Chains => "Ketten, z. B. 'kaufe Aurora' oder 'kaufe 2 au'",
        Needs::ChainAfterNumber => "eine Kette nach jeder Zahl",
        Needs::Slot => "einen Namen für den Spielstand",
    }
}

/// What a command of one word takes, with an example: "ein Plättchen, z. B. 'lege 7E'".
fn takes_one(name: &str, needs: Needs) -> String {
    match needs {
        Needs::Tile => format!("ein Plättchen, z. B. '{name} 7E'"),
        Needs::Chain => format!("eine Kette, z. B. '{name} Aurora'"),
        Needs::Slot => format!("einen Namen, z. B. '{name} montag'"),
        Needs::Chains | Needs::ChainAfterNumber => format!("Ketten, z. B. '{name} 2 Aurora'"),
    }
}

/// What may be bought, with an example: "kaufe 1 bis 3 Aktien pro Zug, z. B. 'kaufe 2 Aurora'".
fn buy_range(remaining: u8) -> String {
    match remaining {
        1 => "kaufe in diesem Zug noch 1 Aktie, z. B. 'kaufe Aurora'".to_string(),
        SHARES_PER_TURN => format!("kaufe 1 bis {SHARES_PER_TURN} Aktien pro Zug, z. B. 'kaufe 2 Aurora'"),
        _ => format!("kaufe in diesem Zug noch 1 bis {remaining} Aktien, z. B. 'kaufe 2 Aurora'"),
    }
}

/// Why the end may not be announced (R16, V1), as the rest of a sentence.
fn announce_refusal(reason: AnnounceRefusal) -> String {
    match reason {
        AnnounceRefusal::AlreadyAnnounced => "es ist schon angesagt; beende deinen Zug".to_string(),
        AnnounceRefusal::NoChain => "es liegt keine Kette auf dem Brett".to_string(),
        AnnounceRefusal::TooEarly { end_size } => {
            format!("keine Kette hat {end_size} Hotels und nicht jede Kette ist sicher")
        }
    }
}

/// `1 Aurora-Aktie`, `3 Aurora-Aktien`.
fn chain_shares(count: u8, chain: Chain) -> String {
    match count {
        1 => format!("1 {chain}-Aktie"),
        _ => format!("{count} {chain}-Aktien"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_share_is_eine_aktie() {
        // issue 42: "du hast 1 Königshof-Aktien".
        let one = German.too_many_disposed(Chain::Koenigshof, 1, 2);
        assert_eq!(one, "du hast 1 Königshof-Aktie, nicht 2: verkaufe und tausche höchstens 1");
        assert!(German.too_many_disposed(Chain::Aurora, 3, 4).starts_with("du hast 3 Aurora-Aktien,"));
    }
}
