"""DealState's public entries: the one place of the seat checks, the refusals and the legal
list's cache rule, which every game's hooks rely on."""

from __future__ import annotations

import pytest

from toygame import GAME, ToyDeal
from tarotdesk.core.actions import Action
from tarotdesk.core.events import GAME_OVER, NOT_YOUR_TURN, IllegalAction
from tarotdesk.core.match import Match
from tarotdesk.core.state import DealState


class CountingDeal(ToyDeal):
    """The toy deal, counting its listings and keeping what its hooks were handed."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.listings = 0
        self.applied: list[Action] = []
        self.listed_at_apply: list[list[Action] | None] = []
        self.next_list: list[Action] | None = None

    def _legal(self):
        self.listings += 1
        return super()._legal()

    def _apply(self, action):
        self.applied.append(action)
        self.listed_at_apply.append(self._legal_cache)
        events = super()._apply(action)
        if self.next_list is not None:
            self._legal_cache, self.next_list = self.next_list, None
        return events


def counting_deal() -> CountingDeal:
    match = Match(GAME, 4, seed=3)
    return CountingDeal(match.dealer, match.deck(), match.options)


def test_an_equal_action_is_performed_as_the_listed_object():
    deal = counting_deal()
    listed = deal.legal_actions()[1]
    typed = Action.parse(listed.text)
    assert typed == listed and typed is not listed
    deal.apply(typed)
    assert deal.applied[-1] is listed


def test_apply_hands_the_hook_the_list_chosen_from_and_then_drops_it():
    deal = counting_deal()
    legal = deal.legal_actions()
    assert deal.listings == 1
    deal.apply(legal[0])
    assert deal.listed_at_apply[-1] == legal  # the list was still the cache while _apply ran
    deal.legal_actions()
    assert deal.listings == 2  # and was dropped afterwards: listed afresh
    deal.apply_trusted(deal.legal_actions()[0])
    assert deal.listed_at_apply[-1] is None  # apply_trusted does not list


def test_a_next_list_the_hook_puts_in_the_cache_is_kept():
    deal = counting_deal()
    first = deal.legal_actions()[0]
    deal.next_list = known = [a for a in deal.legal_actions()[1:] if a.card is not first.card][:3]
    deal.apply(first)
    listings = deal.listings
    assert deal.legal_actions() == known and deal.listings == listings


def test_refusals_and_their_anchors():
    deal = counting_deal()
    legal = deal.legal_actions()
    other = (deal.current_player + 1) % 4
    refusal = deal.check(legal[0], other)
    assert refusal is not None and (refusal.code, refusal.rule) == (NOT_YOUR_TURN, DealState.RULE_TURN)
    with pytest.raises(IllegalAction) as raised:
        deal.apply(legal[0], other)
    assert raised.value.refusal == refusal
    with pytest.raises(IllegalAction) as raised:
        deal.apply(Action("play", deal.hands[other][0]))
    assert raised.value.refusal.code == "card-not-in-hand" and deal.applied == []
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    refusal = deal.check(legal[0])
    assert refusal is not None and (refusal.code, refusal.rule) == (GAME_OVER, DealState.RULE_END)
    with pytest.raises(IllegalAction) as raised:
        deal.apply(legal[0])
    assert raised.value.refusal == refusal
    assert deal.legal_actions() == []


def test_a_view_lists_only_its_own_seats_actions():
    deal = counting_deal()
    player = deal.current_player
    assert deal.view(player).legal_actions() == deal.legal_actions()
    other = deal.view((player + 1) % 4)
    assert other.legal_actions() == [] and other._legal_cache is None
