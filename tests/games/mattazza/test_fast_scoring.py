"""The end of a deal scores its piles through a fast screen (``plain_card_points``) and builds
full scores only for piles holding a combination; these tests hold that path to the general
scorer (``score_pile``, ``deal_losers``) on thousands of random deals and piles."""

from __future__ import annotations

from games.mattazza.helpers import GAME

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.mattazza.rules import PACK
from tarotdesk.games.mattazza.scoring import deal_losers, mask_of, plain_card_points, score_pile


def _random_deals(n: int, count: int, options: dict[str, bool], label: str):  # type: ignore[no-untyped-def]
    """``count`` finished deals of random matches with ``n`` players."""
    rng = SeededRNG(f"fast-{label}-{n}")
    seed = 0
    match = Match(GAME, n, options, seed=f"{label}-{seed}")
    done = 0
    while done < count:
        if match.over:
            seed += 1
            match = Match(GAME, n, options, seed=f"{label}-{seed}")
        if match.deal_over:
            yield match.deal
            done += 1
            match.next_deal()
            continue
        legal = match.legal_actions()
        match.apply(legal[rng.below(len(legal))])


def test_deal_end_totals_parts_and_losers_match_the_general_scorer() -> None:
    checked_plain = checked_combined = 0
    for options, label in (({}, "shared"), ({"contatori_single_use": True}, "single")):
        for n in (3, 4, 5, 6):
            for deal in _random_deals(n, 300, options, label):
                scores = deal.pile_scores()
                out = deal.outcome
                assert out is not None
                totals = [sc.total for sc in scores]
                assert out["totals"] == totals
                assert out["losers"] == deal_losers(totals)
                for s, sc in enumerate(scores):
                    assert out["parts"][s] == {"card_points": sc.card_points, "trick_points": sc.trick_points,
                                               "last_trick": sc.last_trick, "cricche": sc.cricche_points,
                                               "sequences": sc.sequence_points}
                    assert out["cricche"][s] == [cb.to_json() for cb in sc.cricche]
                    assert out["sequences"][s] == [cb.to_json() for cb in sc.sequences]
                    assert out["cricche_doubled"][s] == sc.cricche_doubled
                    assert out["sequences_doubled"][s] == sc.sequences_doubled
                    if sc.cricche or sc.sequences:
                        checked_combined += 1
                    else:
                        checked_plain += 1
    # both paths were exercised many times
    assert checked_plain > 1000 and checked_combined > 300


def test_screen_is_exact_on_random_piles() -> None:
    rng = SeededRNG("fast-screen")
    cards = list(PACK.cards)
    for i in range(4000):
        pile = list(cards)
        rng.shuffle(pile)
        pile = pile[:10 + i % 40]
        for single in (False, True):
            sc = score_pile(pile, 3, False, single)
            plain = plain_card_points(mask_of(pile))
            if sc.cricche or sc.sequences:
                assert plain == -1
            else:
                assert plain == sc.card_points


def test_a_piles_points_depend_on_its_scored_cards_only():
    # The compiled kernel remembers a pile's points by its SCORED cards: the other cards (blanks)
    # must change no pile's points, with either rule for the contatori.
    from tarotdesk.games.mattazza.scoring import SCORED, points_of

    rng = SeededRNG("scored-cards")
    cards = list(PACK.cards)
    blanks = [c for c in cards if c not in SCORED]
    assert blanks and len(SCORED) + len(blanks) == len(cards)
    for _ in range(3000):
        pile = [c for c in cards if rng.below(3) == 0]
        extra = [c for c in blanks if rng.below(2) == 0]
        for single in (False, True):
            assert points_of(mask_of(set(pile) | set(extra)), single) == points_of(
                mask_of([c for c in pile if c in SCORED]), single)
