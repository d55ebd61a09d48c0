//! The words of a hint: the commands to type, what the move does and what the search found,
//! in one line, like `hint: lay 1A: stays a lone hotel; first in 62% of 480 imagined games
//! (9B: 48%)`: the move came first in 62% of the imagined games the search played with it,
//! the runner-up of the search, 9B, in 48% of the same games. Where the facts are long, the
//! search is told in fewer words: `hint: lay 5B: founds a chain of 2 hotels (you name it);
//! first in 76% (8E: 43%)`.
//!
//! The computer players answer a hint as data ([`Hint`]: a [`Reason`] of facts from the rules
//! and a [`Basis`] from the search); this module says it, and says nothing the data does not
//! hold. Money is written as everywhere in the console, `6,000`.

use crate::ai::hint::{Basis, Bonus, Hint, Payee, Payout, Purchase, Reason, Search};
use crate::rules::{Action, Chain, ChainSet};

use super::Lang;
use super::text::{chain_list, hint_commands};

/// The widest hint line, `hint: ` included, that the words try to keep to: the prompt line
/// of an 80-column terminal.
pub const WIDTH: usize = 78;

/// The whole hint line, without the leading `hint: `. The facts are always told whole; the
/// search in the fullest words that keep the line within [`WIDTH`], or else in the fewest.
///
/// ```
/// use bauloewe::ai::hint::{Basis, Hint, Reason};
/// use bauloewe::console::{Lang, advice};
/// use bauloewe::rules::Action;
/// let advice = Hint { actions: vec![Action::EndTurn], reason: Reason::KeepCash { cash: 6000 }, basis: Basis::OnlyCandidate };
/// assert_eq!(advice::hint(Lang::En, &advice), "end: buys nothing, keeping your 6,000; nothing else was weighed");
/// assert_eq!(advice::hint(Lang::De, &advice), "ende: kauft nichts, du behältst deine 6.000; sonst wurde nichts erwogen");
/// ```
pub fn hint(lang: Lang, hint: &Hint) -> String {
    let facts = format!("{}: {}", hint_commands(lang, &hint.actions), reason(lang, &hint.reason));
    let lines: Vec<String> =
        basis(lang, &hint.basis).iter().map(|found| format!("{facts}; {found}")).collect();
    let fits = |line: &&String| "hint: ".len() + line.chars().count() <= WIDTH;
    lines.iter().find(fits).or(lines.last()).cloned().unwrap_or(facts)
}

/// What the move does, in one clause.
pub fn reason(lang: Lang, reason: &Reason) -> String {
    let de = lang == Lang::De;
    let money = |amount| lang.money(amount);
    match reason {
        Reason::Merges { chains, largest, payouts } => merges(lang, *chains, *largest, payouts),
        Reason::Grows { chain, size, price, was, now_safe } => {
            grows(lang, *chain, *size, *price, *was, *now_safe)
        }
        Reason::Founds { size } if de => format!("gründet eine Kette aus {size} Hotels (du nennst sie)"),
        Reason::Founds { size } => format!("founds a chain of {size} hotels (you name it)"),
        Reason::LoneHotel => lang.pick("stays a lone hotel", "bleibt ein einzelnes Hotel").to_string(),
        Reason::Found { chain, size, price, founder_share } => {
            found(lang, *chain, *size, *price, *founder_share)
        }
        Reason::Survivor { payouts, .. } => match payouts.as_slice() {
            [payout] if de => format!("{} wird aufgelöst, {}", payout.chain, paying(lang, payout)),
            [payout] => format!("{} goes defunct, {}", payout.chain, paying(lang, payout)),
            _ => pays_each(lang, payouts),
        },
        Reason::Defunct { payout } if de => format!("sie kommt zuerst dran, {}", paying(lang, payout)),
        Reason::Defunct { payout } => format!("it goes first, {}", paying(lang, payout)),
        Reason::Dispose { defunct, survivor, sell, trade, keep, price, bank } => {
            dispose(lang, *defunct, *survivor, [*sell, *trade, *keep], *price, *bank)
        }
        Reason::Buy { purchases, cost, cash } => buy(lang, purchases, *cost, *cash),
        Reason::KeepCash { cash } if de => format!("kauft nichts, du behältst deine {}", money(*cash)),
        Reason::KeepCash { cash } => format!("buys nothing, keeping your {}", money(*cash)),
        Reason::Announce { mine, rival: (name, theirs) } if de => format!(
            "das Spiel endet mit diesem Zug; jetzt gewertet hast du {}, {name} {}",
            money(*mine),
            money(*theirs)
        ),
        Reason::Announce { mine, rival: (name, theirs) } => format!(
            "the game ends with this turn; scored now, you have {} to {name}'s {}",
            money(*mine),
            money(*theirs)
        ),
    }
}

/// How the move was found, from the fullest words to the shortest.
fn basis(lang: Lang, basis: &Basis) -> Vec<String> {
    match basis {
        Basis::OnlyCandidate => {
            vec![lang.pick("nothing else was weighed", "sonst wurde nichts erwogen").to_string()]
        }
        Basis::Planned => vec![
            lang.pick(
                "the rest of the purchase searched earlier this turn",
                "der Rest des Kaufs, früher in diesem Zug gesucht",
            )
            .to_string(),
        ],
        Basis::Searched(search) => searched(lang, search),
    }
}

/// `first in 62% of 480 imagined games (9B: 48%)`, and shorter forms of it. The runner-up
/// played the same imagined games; when it came first more often, the move was chosen for
/// beating more rivals (the search's score counts both), and the words say so.
fn searched(lang: Lang, search: &Search) -> Vec<String> {
    let (line, other) = &search.runner_up;
    let fewer = lang.pick(", but beating fewer rivals", ", schlägt aber weniger Gegner");
    let but = if other.first > search.best.first { fewer } else { "" };
    let them = format!("({}: {}{but})", move_words(lang, line), percent(other.first));
    let mine = percent(search.best.first);
    let playouts = lang.money(search.playouts);
    match lang {
        Lang::En => vec![
            format!("first in {mine} of {playouts} imagined games {them}"),
            format!("first in {mine} of imagined games {them}"),
            format!("first in {mine} {them}"),
        ],
        Lang::De => vec![
            format!("Erster in {mine} von {playouts} gedachten Spielen {them}"),
            format!("Erster in {mine} der gedachten Spiele {them}"),
            format!("Erster in {mine} {them}"),
        ],
    }
}

/// A share from 0 to 1 as a whole percentage.
fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

/// A candidate line in few words: the tile alone, a purchase without its end of the turn.
fn move_words(lang: Lang, line: &[Action]) -> String {
    match line {
        [Action::Place(tile)] => tile.to_string(),
        [Action::EndTurn] => lang.pick("no purchase", "kein Kauf").to_string(),
        _ => {
            let commands = hint_commands(lang, line);
            let end = lang.pick(", then end", ", dann ende");
            commands.strip_suffix(end).unwrap_or(&commands).to_string()
        }
    }
}

/// `merges Zugvogel into Aurora, paying you 3,000 and Bob 1,500`.
fn merges(lang: Lang, chains: ChainSet, largest: ChainSet, payouts: &[Payout]) -> String {
    let defunct: ChainSet = payouts.iter().map(|p| p.chain).collect();
    let all_largest = largest == chains;
    let [chains, largest_words, defunct] = [chains, largest, defunct].map(|set| chain_list(lang, set));
    let text = match lang {
        Lang::En if all_largest => {
            format!("merges {chains}, equal in size: you pick the survivor")
        }
        Lang::En if largest.len() > 1 => {
            format!("merges {chains}; you pick which of {largest_words} survives")
        }
        Lang::En => format!("merges {defunct} into {largest_words}"),
        Lang::De if all_largest => {
            format!("fusioniert {chains}, gleich groß: du wählst, welche überlebt")
        }
        Lang::De if largest.len() > 1 => {
            format!("fusioniert {chains}; du wählst, welche von {largest_words} überlebt")
        }
        Lang::De => format!("fusioniert {defunct} mit {largest_words}"),
    };
    match payouts {
        [] => text,
        [payout] if largest.len() == 1 => format!("{text}, {}", paying(lang, payout)),
        _ => format!("{text}; {}", pays_each(lang, payouts)),
    }
}

/// `Zugvogel pays you 2,000; Bergfried pays Bob 5,000 and Cid 2,500`.
fn pays_each(lang: Lang, payouts: &[Payout]) -> String {
    let each = payouts.iter().map(|payout| format!("{} {}", payout.chain, pays(lang, payout)));
    each.collect::<Vec<_>>().join("; ")
}

/// `pays you 3,000 and Bob 1,500`, or that nobody is paid.
fn pays(lang: Lang, payout: &Payout) -> String {
    match (lang, payout.bonuses.as_slice()) {
        (Lang::En, []) => "pays no bonus: nobody holds a share".to_string(),
        (Lang::En, bonuses) => format!("pays {}", payees(lang, bonuses)),
        (Lang::De, []) => "zahlt keine Prämie: niemand hat eine Aktie".to_string(),
        (Lang::De, bonuses) => format!("zahlt {}", payees(lang, bonuses)),
    }
}

/// `paying you 3,000 and Bob 1,500`, or that nobody is paid.
fn paying(lang: Lang, payout: &Payout) -> String {
    match (lang, payout.bonuses.as_slice()) {
        (Lang::En, []) => "paying no bonus: nobody holds a share".to_string(),
        (Lang::En, bonuses) => format!("paying {}", payees(lang, bonuses)),
        (Lang::De, []) => "ohne Prämie: niemand hat eine Aktie".to_string(),
        (Lang::De, bonuses) => format!("zahlt {}", payees(lang, bonuses)),
    }
}

/// `you 7,000, Bob 1,800 and Cid 1,800`.
fn payees(lang: Lang, bonuses: &[Bonus]) -> String {
    let each: Vec<String> = bonuses
        .iter()
        .map(|bonus| match &bonus.to {
            Payee::You => format!("{} {}", lang.pick("you", "dir"), lang.money(bonus.amount)),
            Payee::Rival(name) => format!("{name} {}", lang.money(bonus.amount)),
        })
        .collect();
    match each.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), lang.pick("and", "und"))
        }
        _ => each.join(""),
    }
}

/// `grows Aurora to 7 hotels, 800 a share (was 700)`.
fn grows(lang: Lang, chain: Chain, size: u8, price: u32, was: u32, now_safe: bool) -> String {
    let money = |amount| lang.money(amount);
    let safe = if now_safe { lang.pick(", safe from now on (R15)", ", von nun an sicher (R15)") } else { "" };
    match lang {
        Lang::En => {
            let price = if price == was {
                format!("still {} a share", money(price))
            } else {
                format!("{} a share (was {})", money(price), money(was))
            };
            format!("grows {chain} to {size} hotels{safe}, {price}")
        }
        Lang::De => {
            let price = if price == was {
                format!("weiter {} je Aktie", money(price))
            } else {
                format!("{} je Aktie (vorher {})", money(price), money(was))
            };
            format!("vergrößert {chain} auf {size} Hotels{safe}, {price}")
        }
    }
}

/// `3 hotels at 500 a share, and your founder's share`.
fn found(lang: Lang, chain: Chain, size: u8, price: u32, founder_share: bool) -> String {
    let price = lang.money(price);
    match (lang, founder_share) {
        (Lang::En, true) => format!("{size} hotels at {price} a share, and your founder's share"),
        (Lang::En, false) => {
            format!("{size} hotels at {price} a share, but the bank has no {chain} share left to give you")
        }
        (Lang::De, true) => format!("{size} Hotels zu {price} je Aktie, und deine Gründeraktie"),
        (Lang::De, false) => {
            format!("{size} Hotels zu {price} je Aktie, aber die Bank hat keine {chain}-Aktie mehr für dich")
        }
    }
}

/// `4 Zugvogel sold at 200 for 800; the bank has no Aurora share to trade for`.
fn dispose(
    lang: Lang,
    defunct: Chain,
    survivor: Chain,
    [sell, trade, keep]: [u8; 3],
    price: u32,
    bank: u8,
) -> String {
    let mut parts = Vec::new();
    let (money, de) = (|amount| lang.money(amount), lang == Lang::De);
    if sell > 0 {
        let amount = money(sell as u32 * price);
        parts.push(match lang {
            Lang::En => format!("{sell} {defunct} sold at {} for {amount}", money(price)),
            Lang::De => format!("{sell} {defunct} verkauft zu {} für {amount}", money(price)),
        });
    }
    if trade > 0 && de {
        parts.push(format!("{trade} getauscht gegen {} {survivor} (die Bank hat {bank})", trade / 2));
    } else if trade > 0 {
        parts.push(format!("{trade} traded for {} {survivor} (the bank has {bank})", trade / 2));
    }
    if keep > 0 && de {
        parts.push(format!("{keep} behalten, wertlos, bis {defunct} neu gegründet wird"));
    } else if keep > 0 {
        parts.push(format!("{keep} kept, worth nothing unless {defunct} is founded again"));
    }
    if trade == 0 && bank == 0 && de {
        parts.push(format!("die Bank hat keine {survivor}-Aktie zum Tauschen"));
    } else if trade == 0 && bank == 0 {
        parts.push(format!("the bank has no {survivor} share to trade for"));
    }
    parts.join("; ")
}

/// `costs 1,400 of your 6,000; you vs the best rival after it: Aurora 4-3, Zugvogel 1-0`.
fn buy(lang: Lang, purchases: &[Purchase], cost: u32, cash: u32) -> String {
    let holdings: Vec<String> =
        purchases.iter().map(|p| format!("{} {}-{}", p.chain, p.mine, p.rival)).collect();
    let (cost, cash, holdings) = (lang.money(cost), lang.money(cash), holdings.join(", "));
    match lang {
        Lang::En => format!("costs {cost} of your {cash}; you vs the best rival after it: {holdings}"),
        Lang::De => format!("kostet {cost} von deinen {cash}; du gegen den besten Gegner danach: {holdings}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::hint::{Outcome, Search};
    use crate::ai::{AiSettings, Tycoon, broker};
    use crate::rules::{Decision, Game, Options};

    fn search(line: Vec<Action>, first: f64, other: f64) -> Basis {
        let outcome = |first| Outcome { first, score: first };
        Basis::Searched(Search {
            candidates: 5,
            playouts: 480,
            best: outcome(first),
            runner_up: (line, outcome(other)),
        })
    }

    fn lay(tile: &str) -> Action {
        Action::Place(tile.parse().unwrap())
    }

    #[test]
    fn r14_a_merger_names_every_bonus_and_the_search_its_runner_up() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let bonuses = vec![
            Bonus { to: Payee::You, amount: 3000 },
            Bonus { to: Payee::Rival("Bob".to_string()), amount: 1500 },
        ];
        let merges = Reason::Merges {
            chains: ChainSet::from_iter([zu, au]),
            largest: ChainSet::from_iter([au]),
            payouts: vec![Payout { chain: zu, bonuses }],
        };
        let advice =
            Hint { actions: vec![lay("7E")], reason: merges, basis: search(vec![lay("9B")], 0.62, 0.48) };
        assert_eq!(
            hint(Lang::En, &advice),
            "lay 7E: merges Zugvogel into Aurora, paying you 3,000 and Bob 1,500; first in 62% (9B: 48%)"
        );
    }

    #[test]
    fn the_search_is_told_shorter_to_keep_the_line_in_width() {
        let founds = Reason::Founds { size: 2 };
        let advice =
            Hint { actions: vec![lay("5B")], reason: founds, basis: search(vec![lay("8E")], 0.76, 0.43) };
        let line = format!("hint: {}", hint(Lang::En, &advice));
        assert_eq!(line, "hint: lay 5B: founds a chain of 2 hotels (you name it); first in 76% (8E: 43%)");
        assert!(line.chars().count() <= WIDTH);
    }

    #[test]
    fn the_search_is_told_in_full_where_it_fits() {
        let advice = Hint {
            actions: vec![lay("1A")],
            reason: Reason::LoneHotel,
            basis: search(vec![lay("9B")], 0.62, 0.5),
        };
        let line = hint(Lang::En, &advice);
        assert_eq!(line, "lay 1A: stays a lone hotel; first in 62% of 480 imagined games (9B: 50%)");
    }

    #[test]
    fn a_runner_up_that_came_first_more_often_is_said_to_beat_fewer_rivals() {
        let purchase = vec![Action::Buy(Chain::Aurora), Action::EndTurn];
        let advice = Hint {
            actions: vec![Action::EndTurn],
            reason: Reason::KeepCash { cash: 900 },
            basis: search(purchase, 0.40, 0.42),
        };
        assert!(
            hint(Lang::En, &advice).ends_with("(buy 1 Aurora: 42%, but beating fewer rivals)"),
            "{}",
            hint(Lang::En, &advice)
        );
    }

    #[test]
    fn a_purchase_reads_as_one_buy_command_with_its_cost_and_holdings() {
        let au = Chain::Aurora;
        let line = vec![Action::Buy(au), Action::Buy(au), Action::EndTurn];
        let purchases = vec![Purchase { chain: au, count: 2, price: 400, mine: 2, rival: 1 }];
        let advice = Hint {
            actions: line,
            reason: Reason::Buy { purchases, cost: 800, cash: 6000 },
            basis: Basis::Planned,
        };
        assert_eq!(
            hint(Lang::En, &advice),
            "buy 2 Aurora, then end: costs 800 of your 6,000; you vs the best rival after it: Aurora 2-1; \
             the rest of the purchase searched earlier this turn"
        );
    }

    #[test]
    fn r14_4_2_a_trade_is_mentioned_only_with_survivor_shares_in_the_bank() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let none_left =
            Reason::Dispose { defunct: zu, survivor: au, sell: 4, trade: 0, keep: 0, price: 300, bank: 0 };
        assert_eq!(
            reason(Lang::En, &none_left),
            "4 Zugvogel sold at 300 for 1,200; the bank has no Aurora share to trade for"
        );
        let some =
            Reason::Dispose { defunct: zu, survivor: au, sell: 0, trade: 4, keep: 1, price: 300, bank: 2 };
        assert_eq!(
            reason(Lang::En, &some),
            "4 traded for 2 Aurora (the bank has 2); 1 kept, worth nothing unless Zugvogel is founded again"
        );
    }

    #[test]
    fn a_tied_merger_says_who_picks_and_pays_only_the_sure_defunct() {
        let (zu, au, be) = (Chain::Zugvogel, Chain::Aurora, Chain::Bergfried);
        let merges = Reason::Merges {
            chains: ChainSet::from_iter([zu, au, be]),
            largest: ChainSet::from_iter([au, be]),
            payouts: vec![Payout { chain: zu, bonuses: vec![] }],
        };
        assert_eq!(
            reason(Lang::En, &merges),
            "merges Zugvogel, Bergfried and Aurora; you pick which of Bergfried and Aurora survives; \
             Zugvogel pays no bonus: nobody holds a share"
        );
    }

    #[test]
    fn real_hints_group_money_and_offer_a_trade_only_from_the_banks_stock() {
        let mut trades = 0;
        for seed in 0..4 {
            let (mut game, _) = Game::new(["Ann", "Bob", "Cid"], seed, Options::default()).unwrap();
            let mut adviser = Tycoon::new(AiSettings { tycoon_playouts: 40, threads: 1 });
            while !game.is_over() {
                let asked = match game.decision() {
                    Decision::Dispose { .. } => true,
                    Decision::PlaceTile { .. } => game.turn_number().is_multiple_of(3),
                    Decision::BuyShares { remaining, .. } => {
                        remaining == 3 && game.turn_number().is_multiple_of(7)
                    }
                    _ => false,
                };
                if asked {
                    let me = game.decision().player().unwrap();
                    let line = hint(Lang::En, &crate::ai::hint(&mut adviser, &game.view(me)).unwrap());
                    let digits = line.split(|c: char| !c.is_ascii_digit()).map(str::len).max().unwrap_or(0);
                    assert!(digits <= 3, "money not grouped in {line:?}");
                    if line.contains("traded for") {
                        let Decision::Dispose { survivor, .. } = game.decision() else { panic!("{line}") };
                        assert!(game.bank_shares(survivor) > 0, "{line}");
                        trades += 1;
                    }
                }
                game.apply(broker::decide(&game)).unwrap();
            }
        }
        assert!(trades > 0, "no hint traded");
    }
}
