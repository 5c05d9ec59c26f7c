"""The worked examples E1–E12 of the Cirulla rules, one test each (plus the variants they mention)."""

from __future__ import annotations

from games.cirulla.helpers import RULES, c, deal_from, match_with_deck, position, quiet_deck, texts

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import cards
from tarotdesk.core.match import DealSetup
from tarotdesk.games.cirulla.captures import capture_options
from tarotdesk.games.cirulla.declarations import declarations
from tarotdesk.games.cirulla.opening import check_table
from tarotdesk.games.cirulla.options import rules_of
from tarotdesk.games.cirulla.rules import CirullaRules
from tarotdesk.games.cirulla.scoring import game_end, grande, piccola, score_deal


def option_sets(played: str, table: str, matta: int = 7, rules: CirullaRules = RULES) -> set[frozenset[str]]:
    return {frozenset(x.code for x in opt) for opt in capture_options(c(played), cards(table), matta, rules)}


def test_e1_free_choice_among_capture_methods():
    assert option_sets("C5", "S5 H2 D3 SK") == {
        frozenset({"S5"}), frozenset({"H2", "D3"}), frozenset({"SK"}), frozenset({"S5", "H2", "D3"})}
    deal = position({0: "C5 HQ"}, "S5 H2 D3 SK", stock="C2 C3 C4 C6 C7 CJ", turn=0, dealer=1)
    assert texts(a for a in deal.legal_actions() if a.card == c("C5")) == {
        "capture:C5:S5", "capture:C5:H2+D3", "capture:C5:SK", "capture:C5:S5+H2+D3"}
    # No option takes all four cards, so C5 cannot make a scopa here; taking SK leaves three.
    events = deal.apply(Action.parse("capture:C5:SK"))
    assert deal.table == cards("S5 H2 D3")
    assert deal.piles[0][-2:] == cards("SK C5")
    assert not any(e.kind == "scopa" for e in events)


def test_e2_the_ace_sweep_is_forced():
    assert option_sets("SA", "H4 DK C7") == {frozenset({"H4", "DK", "C7"})}
    deal = position({0: "SA HQ", 1: "C2 C3"}, "H4 DK C7", stock="S2 S3 S4 S5", turn=0, dealer=1)
    assert texts(a for a in deal.legal_actions() if a.card == c("SA")) == {"capture:SA:C7+H4+DK"}
    events = deal.apply(Action.parse("capture:SA:C7+H4+DK"))
    assert deal.table == [] and [e.kind for e in events] == ["capture_sweep", "scopa"]
    assert deal.scope == [1, 0]


def test_e3_ace_when_an_ace_lies_on_the_table():
    assert option_sets("CA", "HA D4 SQ C5") == {
        frozenset({"HA"}), frozenset({"SQ", "C5"}), frozenset({"HA", "D4", "SQ"})}
    # Contrast: a table of 14 with an Ace: the fifteen that empties it is the only option.
    assert option_sets("CA", "HA C2 S3 SJ") == {frozenset({"HA", "C2", "S3", "SJ"})}
    sweep_only = rules_of({"ace_full_capture": "sweep_only"})
    assert option_sets("CA", "HA C2 S3 SJ", rules=sweep_only) == {
        frozenset({"HA"}), frozenset({"HA", "C2", "S3", "SJ"})}


def test_e4_free_choice_of_card_compulsory_capture_for_the_chosen_card():
    deal = position({0: "C5 D6", 1: "S2 S3"}, "H5 SJ", stock="C2 C3 C4 C6", turn=0, dealer=1)
    assert texts(deal.legal_actions()) == {"capture:C5:H5", "play:D6"}
    refusal = deal.check(Action.parse("play:C5"))
    assert refusal is not None and refusal.code == "must-capture" and refusal.rule == "play"
    deal.apply(Action.parse("play:D6"))
    assert deal.table == cards("H5 SJ D6")


def test_e5_dealer_opening_table():
    verdict = check_table(cards("SK H7 DQ C2"), RULES)
    assert (verdict.redeal, verdict.points, verdict.matta_value, verdict.total) == (False, 2, 9, 30)
    assert check_table(cards("SA HA D6 C7"), RULES).redeal
    verdict = check_table(cards("SA H7 D2 C4"), RULES)
    assert (verdict.redeal, verdict.points, verdict.matta_value) == (False, 1, 8)
    verdict = check_table(cards("H7 SK D3 C5"), RULES)
    assert (verdict.redeal, verdict.points) == (False, 0)


def test_e5_through_a_match_bonus_collected_and_redeal_by_the_same_dealer():
    # 2 players, dealer 1: hands take deck positions 0-5, the table 6-9.
    rest = [x for x in quiet_deck(2) if x not in cards("SK H7 DQ C2")]
    deck = rest[:6] + cards("SK H7 DQ C2") + rest[6:]
    m = match_with_deck(deck, 2, dealer=1)
    deal = m.deal
    assert deal.table == [] and deal.piles[1] == cards("SK H7 DQ C2") and deal.last_capturer == 1
    assert deal.table_bonus["points"] == 2 and deal.scopa_points() == [0, 2]
    events = m.apply(deal.legal_actions()[-1])
    bonus = [e for e in events if e.kind == "table_bonus"]
    assert len(bonus) == 1 and bonus[0].points == 2 and bonus[0].seat == 1 and bonus[0].rule == "table-check"

    rest = [x for x in quiet_deck(2) if x not in cards("SA HA D6 C7")]
    voided = rest[:6] + cards("SA HA D6 C7") + rest[6:]
    second = quiet_deck(2)
    m = match_with_deck(voided, 2, dealer=1, more=[DealSetup(0, tuple(second), 1, 1)])
    assert m.dealer == 1 and m.deal.table == second[6:10] and m.deal.redeals == [["SA", "HA", "D6", "C7"]]
    assert m.deal.table_bonus is None and m.deal.scopa_points() == [0, 0]
    events = m.apply(m.deal.legal_actions()[0])
    assert [e.data["cards"] for e in events if e.kind == "redeal"] == ["SA HA D6 C7"]


def test_e6_declarations():
    def offered(hand: str) -> dict[int | None, int]:
        return {d.matta_value: d.points for d in declarations(cards(hand), RULES)}

    assert offered("SA CA H7") == {7: 3, 1: 13, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3}
    assert offered("S4 C4 H7") == {4: 10, 1: 3}
    assert offered("SA D3 C6") == {}
    assert offered("S3 D3 C3") == {None: 13}
    assert max(offered("SA CA H7").values()) == 13 and max(offered("S4 C4 H7").values()) == 10
    deal = position({0: "SA CA H7", 1: "S2 S5 S6"}, "D4 C6 SJ", stock="C2 C3 C4 D2 D3 D5", turn=0, dealer=1,
                    fresh=True)
    declared = sorted(a.text for a in deal.legal_actions() if a.kind == "declare")
    assert declared == ["declare:barsega:H7=2", "declare:barsega:H7=3", "declare:barsega:H7=4",
                        "declare:barsega:H7=5", "declare:barsega:H7=6", "declare:barsega:H7=7",
                        "declare:both:H7=A"]


def test_e7_a_matta_designated_as_ace():
    deal = position({0: "SA CA H7", 1: "S2 S5 S6"}, "DA", stock="C2 C3 C4 D2 D3 D5", turn=0, dealer=1,
                    fresh=True)
    events = deal.apply(Action.parse("declare:both:H7=A"))
    assert [(e.kind, e.points, e.data["matta"]) for e in events] == [("declared_both", 13, "A")]
    assert deal.scopa_points() == [13, 0] and deal.known_in_hand[0] == cards("SA CA H7")
    assert deal.view(1).hands[0] == cards("SA CA H7")  # shown to everyone
    # Later the table is D4 C6 SJ (no Ace) and he plays the Matta: it is an Ace, so it sweeps.
    deal.hands[0] = cards("H7")
    deal.known_in_hand[0] = cards("H7")
    deal.table = cards("D4 C6 SJ")
    deal.table_values = (4, 6, 8)
    deal._legal_cache = None
    assert texts(deal.legal_actions()) == {"capture:H7:SJ+C6+D4"}
    events = deal.apply(Action.parse("capture:H7:SJ+C6+D4"))
    assert [e.kind for e in events] == ["capture_sweep_matta", "scopa"]
    assert deal.matta == 7 and deal.matta_seat is None  # captured: the designation is dropped
    # In scoring the Matta is the seven of hearts: hearts primiera 21, not a diamond.
    score = score_deal([cards("H7"), cards("D4")], [0, 0], RULES)
    assert score.sides[0].primiera == 21 and score.sides[0].diamonds == 0


def test_e7_alternative_designated_ace_left_on_an_empty_table():
    deal = position({0: "SA CA H7", 1: "S2 SQ S6"}, "", stock="C2 C3 C4 D2 D3 D5", turn=0, dealer=1, fresh=True)
    deal.apply(Action.parse("declare:both:H7=A"))
    deal.apply(Action.parse("play:H7"))  # nothing to take: it lies on the table as an Ace
    assert deal.table == cards("H7") and deal.table_values == (1,)
    deal.apply(Action.parse("play:S2"))
    assert deal.table_values == (1, 2)
    # A natural Ace may now only pair the Matta-Ace or make fifteen with 14; never sweep.
    assert texts(a for a in deal.legal_actions() if a.card == c("SA")) == {"capture:SA:H7"}
    assert option_sets("SA", "H7 SQ C5 D2", matta=1) == {frozenset({"H7"}), frozenset({"SQ", "C5"})}


def test_e8_final_round_of_a_two_player_deal():
    deal = position({0: "SK HQ H5", 1: "D2 S4 C3"}, "C4 H6", turn=0, dealer=1)
    assert deal.plays == 30 and deal.round == 6
    steps = [
        ("capture:SK:C4+H6", {"capture:SK:C4+H6"}, ["capture_sum", "scopa"]),
        ("play:D2", None, ["trailed"]),
        ("play:HQ", None, ["trailed"]),
        ("capture:S4:HQ+D2", {"capture:S4:HQ+D2"}, ["capture_fifteen", "scopa"]),
        ("play:H5", None, ["trailed"]),
        ("play:C3", None, ["trailed", "leftovers"]),
    ]
    for text, options, kinds in steps:
        if options is not None:
            assert options <= texts(deal.legal_actions())
        events = deal.apply(Action.parse(text))
        assert [e.kind for e in events][:len(kinds)] == kinds, text
    assert deal.is_over and deal.scope == [1, 1]
    assert deal.piles[1][-2:] == cards("H5 C3")  # the leftovers go to B, the last capturer
    assert [ln.points for ln in deal.result().lines if ln.kind == "scope"] == [1, 1]


def test_e8_variant_an_ace_on_the_final_play_sweeps_without_scopa():
    deal = position({0: "H5", 1: "CA"}, "", turn=0, dealer=1)
    deal.apply(Action.parse("play:H5"))
    events = deal.apply(Action.parse("capture:CA:H5"))
    assert [e.kind for e in events][:1] == ["capture_sweep"]
    assert not any(e.kind == "scopa" for e in events) and deal.scope == [0, 0] and deal.is_over


E9_NS = "DA D2 D3 D4 D6 D7 DJ DQ SA S7 S6 S2 HA H6 H5 H2 C7 CK CQ CJ C2 C3"
E9_EW = "D5 DK S3 S4 S5 SJ SQ SK H3 H4 H7 HJ HQ HK CA C4 C5 C6"


def test_e9_end_of_deal_scoring_four_players():
    score = score_deal([cards(E9_NS), cards(E9_EW)], [2 + 3, 1 + 1], RULES)
    ns, ew = score.sides
    assert (ns.cards, ew.cards, ns.diamonds, ew.diamonds) == (22, 18, 8, 2)
    assert (ns.primiera, ew.primiera) == (81, 69)
    assert [x.code for x in ns.primiera_cards] == ["S7", "H6", "D7", "C7"]
    assert [x.code for x in ew.primiera_cards] == ["S5", "H7", "D5", "C6"]
    assert ns.steps == {"cards": 1, "diamonds": 1, "settebello": 1, "primiera": 1, "scopa": 5, "bonus": 4}
    assert ew.steps == {"cards": 0, "diamonds": 0, "settebello": 0, "primiera": 0, "scopa": 2, "bonus": 0}
    assert (ns.grande, ns.piccola, ew.grande) == (0, 4, 0)
    assert score.totals == [13, 2]


def test_e9_through_a_four_player_deal_result():
    deal = position({}, "", n=4, dealer=1, turn=0)
    deal.piles = [cards(E9_NS), cards(E9_EW)]
    deal.scope = [2, 1]
    deal.declarations = [{"seat": 0, "kind": "barsega", "points": 3, "matta": None, "cards": ["S2", "C3", "H2"],
                          "round": 1}]
    deal.table_bonus = {"seat": 1, "points": 1, "total": 15, "matta": None, "cards": ["S3", "S4", "S5", "CA"]}
    result = deal._result()
    assert result.deal_score == [13, 2, 13, 2]
    assert sum(ln.points for ln in result.lines if ln.seats == (0, 2)) == 13
    assert sum(ln.points for ln in result.lines if ln.seats == (1, 3)) == 2
    piccola_line = next(ln for ln in result.lines if ln.kind == "piccola")
    assert piccola_line.points == 4 and piccola_line.data["cards"] == ["DA", "D2", "D3", "D4"]


def test_e10_game_end_by_count_out():
    ns = {"cards": 1, "diamonds": 1, "settebello": 0, "primiera": 1, "scopa": 2, "bonus": 3}
    ew = {"cards": 0, "diamonds": 0, "settebello": 1, "primiera": 0, "scopa": 4, "bonus": 0}
    outcome = game_end([44, 47], [ns, ew], 51, None)
    assert (outcome.winner, outcome.reason, outcome.step) == (1, "count-out", "scopa")


def test_e11_grande_and_piccola_values():
    table = [
        ("DA D2 D3", 0, 3),
        ("DA D2 D3 D4 D6 D7", 0, 4),
        ("DA D2 D3 D4 D5 D6 D7", 0, 6),
        ("D2 D3 D4 D5 D6", 0, 0),
        ("DJ DQ DK DA D2 D3", 5, 3),
        ("DJ DQ", 0, 0),
    ]
    for pile, g, p in table:
        assert grande(cards(pile)) == g, pile
        assert piccola(cards(pile))[0] == p, pile


E12_DECK = ("S3 HA C6 D2 SQ H4 C5 DJ S7 H3 CK D4 SK H7 DQ C2 SA H2 C3 D5 S2 HQ CJ D6 S4 H5 C7 DK S5 H6 CA D7 "
            "S6 HJ C4 DA SJ HK CQ D3")


def test_e12_deal_order_and_opening_checks_four_players():
    m = match_with_deck(cards(E12_DECK), 4, dealer=0)
    deal = m.deal
    assert [deal.hands[s] for s in (1, 2, 3, 0)] == [cards("S3 SQ S7"), cards("HA H4 H3"), cards("C6 C5 CK"),
                                                     cards("D2 DJ D4")]
    assert deal.table == [] and deal.piles[0] == cards("SK H7 DQ C2") and len(deal.stock) == 24
    assert deal.table_bonus == {"seat": 0, "points": 2, "total": 30, "matta": 9, "cards": ["SK", "H7", "DQ", "C2"]}
    assert deal.current_player == 1 and texts(deal.legal_actions()) == {"play:S3", "play:SQ", "play:S7"}

    declared: list[tuple[int, int, str]] = []
    rounds: list[list[list[str]]] = []
    plays = 0
    while not m.deal_over:
        d = m.deal
        if d.current_player == 1 and all(len(h) == 3 for h in d.hands) and d.fresh == [True] * 4:
            rounds.append([[x.code for x in h] for h in d.hands])
        legal = m.legal_actions()
        decl = [a for a in legal if a.kind == "declare"]
        if decl:
            declared.append((d.round, d.current_player, decl[0].text))
            m.apply(decl[0])
            continue
        last = d.current_player
        m.apply(legal[0])
        plays += 1
    assert declared == [(1, 2, "declare:barsega"), (2, 1, "declare:barsega")]
    assert rounds[1] == [["D5", "D6", "DK"], ["SA", "S2", "S4"], ["H2", "HQ", "H5"], ["C3", "CJ", "C7"]]
    assert rounds[2] == [["D7", "DA", "D3"], ["S5", "S6", "SJ"], ["H6", "HJ", "HK"], ["CA", "C4", "CQ"]]
    assert plays == 36 and last == 0  # the dealer's last card is the final play
    assert m.results[0].summary["steps"][0]["scopa"] >= 2 + 3


def test_e12_refill_cards_one_at_a_time_from_the_dealers_left():
    deal = deal_from(cards(E12_DECK), 4, dealer=0)
    assert deal.stock[:12] == cards("SA H2 C3 D5 S2 HQ CJ D6 S4 H5 C7 DK")
