//! A hint in one line: the commands to type, what the move does and what the search found,
//! like `hint: lay 1A: stays a lone hotel; wins 62% of 480 imagined games (9B: 48%)`: with
//! the move the player came first in 62% of the imagined games the search played, with the
//! runner-up of the search, 9B, in 48% of the same games. Where the facts are long, the
//! search is told in fewer words: `hint: lay 5B: founds a chain of 2 hotels (you pick which);
//! wins 76% (8E: 43%)`.
//!
//! The computer players answer a hint as data ([`Hint`]: a [`Reason`] of facts from the rules
//! and a [`Basis`] from the search); the language words it
//! ([`EventWords`](crate::words::EventWords)), and this module picks the fullest words that
//! fit the line. Nothing is said that the data does not hold.

#[cfg(doc)]
use crate::ai::hint::Reason;
use crate::ai::hint::{Basis, Hint, Search};
use crate::rules::{Action, Chain};

use crate::words::Lang;

/// The widest hint line, `hint: ` included, that the words try to keep to: the prompt line
/// of an 80-column terminal.
pub const WIDTH: usize = 78;

/// The hint, without the leading `hint: ` that the screen sets before it. The facts are always
/// told whole; the search in the fullest words that keep the whole line within [`WIDTH`], or
/// else in the fewest.
///
/// ```
/// use bauloewe::ai::hint::{Basis, Hint, Reason};
/// use bauloewe::words::Lang;
/// use bauloewe::show::advice;
/// use bauloewe::rules::Action;
/// let advice = Hint { actions: vec![Action::EndTurn], reason: Reason::KeepCash { cash: 6000 }, basis: Basis::OnlyCandidate };
/// assert_eq!(advice::hint(Lang::En, &advice), "end: buys nothing, keeping your 6,000; nothing else was weighed");
/// assert_eq!(advice::hint(Lang::De, &advice), "ende: kein Kauf, du behältst deine 6.000; etwas anderes kommt nicht infrage");
/// ```
pub fn hint(lang: Lang, hint: &Hint) -> String {
    let (commands, reason) = (lang.hint_commands(&hint.actions), lang.hint_reason(&hint.reason));
    let lines: Vec<String> =
        basis(lang, &hint.basis).iter().map(|found| lang.hint_line(&commands, &reason, found)).collect();
    let fits = |line: &&String| lang.hint(line).chars().count() <= WIDTH;
    lines.iter().find(fits).or(lines.last()).cloned().unwrap_or_default()
}

/// How the move was found, from the fullest words to the fewest.
fn basis(lang: Lang, basis: &Basis) -> Vec<String> {
    match basis {
        Basis::OnlyCandidate => vec![lang.hint_only_candidate()],
        Basis::Planned => vec![lang.hint_planned()],
        Basis::Searched(search) => lang.hint_search(search, &runner_up(lang, search)),
    }
}

/// The search's runner-up in few words: the tile alone, a purchase without its end of the
/// turn, else the command.
fn runner_up(lang: Lang, search: &Search) -> String {
    let (line, _) = &search.runner_up;
    match line.as_slice() {
        [Action::Place(tile)] => tile.to_string(),
        [Action::EndTurn] => lang.hint_no_purchase(),
        [.., Action::EndTurn] if line.iter().any(|action| matches!(action, Action::Buy(_))) => {
            lang.hint_purchase(&purchase(line))
        }
        _ => lang.hint_commands(line),
    }
}

/// The shares a line buys, by chain in the order first bought.
fn purchase(line: &[Action]) -> Vec<(u8, Chain)> {
    let mut bought: Vec<(u8, Chain)> = Vec::new();
    for action in line {
        if let Action::Buy(chain) = *action {
            match bought.iter_mut().find(|(_, c)| *c == chain) {
                Some((count, _)) => *count += 1,
                None => bought.push((1, chain)),
            }
        }
    }
    bought
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::hint::{Bonus, Outcome, Overtake, Payee, Payout, Purchase, Reason};
    use crate::ai::{AiSettings, Tycoon, broker};
    use crate::rules::{ChainSet, Decision, Game, Options};

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
            payouts: vec![Payout { chain: zu, bonuses, rivals_hidden: false, before_market: false }],
        };
        let advice =
            Hint { actions: vec![lay("7E")], reason: merges, basis: search(vec![lay("9B")], 0.62, 0.48) };
        assert_eq!(
            hint(Lang::En, &advice),
            "lay 7E: merges Zugvogel into Aurora; bonuses for Zugvogel: you get 3,000 and Bob 1,500; \
             wins 62% (9B: 48%)"
        );
    }

    #[test]
    fn german_hints_say_the_share_of_imagined_games_won() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let bonuses = vec![
            Bonus { to: Payee::Rival("Bob".to_string()), amount: 3000 },
            Bonus { to: Payee::You, amount: 1500 },
        ];
        let merges = Reason::Merges {
            chains: ChainSet::from_iter([zu, au]),
            largest: ChainSet::from_iter([au]),
            payouts: vec![Payout { chain: zu, bonuses, rivals_hidden: false, before_market: false }],
        };
        let advice =
            Hint { actions: vec![lay("7E")], reason: merges, basis: search(vec![lay("9B")], 0.46, 0.5) };
        assert_eq!(
            hint(Lang::De, &advice),
            "lege 7E: Zugvogel geht in Aurora auf; Prämien für Zugvogel: Bob bekommt 3.000 und du \
             1.500; Siegchance 46 % (9B: 50 %, endet aber im Schnitt schlechter)"
        );
        let Basis::Searched(found) = search(vec![lay("9B")], 0.46, 0.4) else { unreachable!() };
        assert_eq!(
            Lang::De.hint_search(&found, "9B"),
            [
                "Siegchance 46 % in 480 Probespielen (9B: 40 %)",
                "Siegchance 46 % in den Probespielen (9B: 40 %)",
                "Siegchance 46 % (9B: 40 %)"
            ]
        );
    }

    #[test]
    fn the_search_is_told_shorter_to_keep_the_line_in_width() {
        let founds = Reason::Founds { size: 2 };
        let advice =
            Hint { actions: vec![lay("5B")], reason: founds, basis: search(vec![lay("8E")], 0.76, 0.43) };
        let line = Lang::En.hint(&hint(Lang::En, &advice));
        assert_eq!(line, "hint: lay 5B: founds a chain of 2 hotels (you pick which); wins 76% (8E: 43%)");
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
        assert_eq!(line, "lay 1A: stays a lone hotel; wins 62% of 480 imagined games (9B: 50%)");
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
            hint(Lang::En, &advice).ends_with("(buy 1 Aurora: 42%, but with a worse finish on average)"),
            "{}",
            hint(Lang::En, &advice)
        );
    }

    #[test]
    fn a_purchase_reads_as_one_buy_command_with_its_cost_and_holdings() {
        let au = Chain::Aurora;
        let line = vec![Action::Buy(au), Action::Buy(au), Action::EndTurn];
        let purchases = vec![Purchase { chain: au, count: 2, price: 400, mine: 2, rival: Some(1) }];
        let advice = Hint {
            actions: line,
            reason: Reason::Buy { purchases, cost: 800, cash: 6000 },
            basis: Basis::Planned,
        };
        assert_eq!(
            hint(Lang::En, &advice),
            "buy 2 Aurora, then end: costs 800 of your 6,000; you vs the best rival after it: Aurora \
             2-1; the rest of the purchase searched earlier this turn"
        );
    }

    #[test]
    fn v3_a_hint_tells_bonuses_before_the_markets_draw() {
        let bonuses = vec![
            Bonus { to: Payee::You, amount: 9000 },
            Bonus { to: Payee::Rival("Bob".into()), amount: 4500 },
        ];
        let payout = Payout { chain: Chain::Morgenrot, bonuses, rivals_hidden: false, before_market: true };
        let defunct = Reason::Defunct { payout };
        assert_eq!(
            Lang::En.hint_reason(&defunct),
            "it goes first; bonuses for Morgenrot: you get 9,000 and Bob 4,500 (before the market's draw, V3)"
        );
        assert_eq!(
            Lang::De.hint_reason(&defunct),
            "wird zuerst aufgelöst; Prämien für Morgenrot: du bekommst 9.000 und Bob 4.500 (bevor der Markt aufdeckt, V3)"
        );
    }

    #[test]
    fn v2_a_hint_tells_only_the_players_own_bonus_holdings_and_cash() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let mine = Payout {
            chain: zu,
            bonuses: vec![Bonus { to: Payee::You, amount: 1500 }],
            rivals_hidden: true,
            before_market: false,
        };
        let none = Payout { chain: zu, bonuses: vec![], rivals_hidden: true, before_market: false };
        let defunct = |payout| Reason::Defunct { payout };
        assert_eq!(
            Lang::En.hint_reason(&defunct(mine.clone())),
            "it goes first; bonuses for Zugvogel: you get 1,500 (the rivals' are hidden, V2)"
        );
        assert_eq!(
            Lang::De.hint_reason(&defunct(none.clone())),
            "wird zuerst aufgelöst; Prämien für Zugvogel: keine für dich (die der Gegner sind verdeckt, V2)"
        );
        let purchases = vec![Purchase { chain: au, count: 2, price: 400, mine: 2, rival: None }];
        assert_eq!(
            Lang::En.hint_reason(&Reason::Buy { purchases: purchases.clone(), cost: 800, cash: 6000 }),
            "costs 800 of your 6,000; you hold after it: Aurora 2"
        );
        assert_eq!(
            Lang::De.hint_reason(&Reason::Buy { purchases, cost: 800, cash: 6000 }),
            "kostet 800 von deinen 6.000; danach hast du: Aurora 2"
        );
        let announce = Reason::Announce { mine: 13_200, rival: None, before_market: false, ahead_with: None };
        assert_eq!(
            Lang::En.hint_reason(&announce),
            "the game ends with this turn; scored now, you have 13,200 (the rivals' cash is hidden, V2)"
        );
        for lang in [Lang::En, Lang::De] {
            for reason in [defunct(mine.clone()), defunct(none.clone()), announce.clone()] {
                assert!(!lang.hint_reason(&reason).contains("Bob"), "{reason:?}");
            }
        }
    }

    #[test]
    fn v3_an_announcement_tells_the_final_scoring_before_the_markets_draws() {
        // Found in play: the sums left out what the market took in the final scoring, unsaid.
        let rival = Some(("Bob".to_string(), 76_500));
        let announce = Reason::Announce { mine: 31_100, rival, before_market: true, ahead_with: None };
        assert_eq!(
            Lang::En.hint_reason(&announce),
            "the game ends with this turn; scored now, you have 31,100 to Bob's 76,500 (before the market's draws, V3)"
        );
        assert_eq!(
            Lang::De.hint_reason(&announce),
            "das Spiel endet nach diesem Zug; nach jetziger Wertung hast du 31.100, Bob 76.500 (bevor der Markt aufdeckt, V3)"
        );
    }

    #[test]
    fn r16_an_announcement_behind_says_what_puts_the_player_ahead() {
        // Found in play: 'you have 41,100 to Cid's 41,600; wins 99%' read as a loss.
        let rival = Some(("Cid".to_string(), 41_600));
        let ahead = Overtake {
            purchase: vec![(2, Chain::Bergfried)],
            mine: 42_300,
            rival: ("Cid".to_string(), 41_600),
        };
        let announce =
            Reason::Announce { mine: 41_100, rival, before_market: false, ahead_with: Some(ahead) };
        assert_eq!(
            Lang::En.hint_reason(&announce),
            "the game ends with this turn; scored now, you have 41,100 to Cid's 41,600; \
             buying 2 Bergfried before the turn ends puts you ahead: 42,300 to Cid's 41,600"
        );
        assert_eq!(
            Lang::De.hint_reason(&announce),
            "das Spiel endet nach diesem Zug; nach jetziger Wertung hast du 41.100, Cid 41.600; \
             kaufst du noch 2 Bergfried, liegst du am Ende vorn: 42.300, Cid 41.600"
        );
    }

    #[test]
    fn r14_4_2_a_trade_is_mentioned_only_with_survivor_shares_in_the_bank() {
        let (zu, au) = (Chain::Zugvogel, Chain::Aurora);
        let none_left =
            Reason::Dispose { defunct: zu, survivor: au, sell: 4, trade: 0, keep: 0, price: 300, bank: 0 };
        assert_eq!(
            Lang::En.hint_reason(&none_left),
            "4 Zugvogel sold at 300 for 1,200; the bank has no Aurora share to trade for"
        );
        let some =
            Reason::Dispose { defunct: zu, survivor: au, sell: 0, trade: 4, keep: 1, price: 300, bank: 2 };
        assert_eq!(
            Lang::En.hint_reason(&some),
            "4 traded for 2 Aurora (the bank has 2); 1 kept, worth nothing unless Zugvogel is founded again"
        );
    }

    #[test]
    fn a_tied_merger_says_who_picks_and_pays_only_the_sure_defunct() {
        let (zu, au, be) = (Chain::Zugvogel, Chain::Aurora, Chain::Bergfried);
        let merges = Reason::Merges {
            chains: ChainSet::from_iter([zu, au, be]),
            largest: ChainSet::from_iter([au, be]),
            payouts: vec![Payout { chain: zu, bonuses: vec![], rivals_hidden: false, before_market: false }],
        };
        assert_eq!(
            Lang::En.hint_reason(&merges),
            "merges Zugvogel, Bergfried and Aurora; you pick which of Bergfried and Aurora survives; \
             no bonuses for Zugvogel: nobody holds a share"
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
                game.apply(broker::decide_with(&game, &mut broker::Workspace::default())).unwrap();
            }
        }
        assert!(trades > 0, "no hint traded");
    }
}
