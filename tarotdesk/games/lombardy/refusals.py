"""Why an action is refused: a specific reason code and rule anchor for every case.

``_explain`` is only called for actions already known to be illegal; it finds the first rule
the action breaks. Every phase has its own code for an action of the wrong kind, so the player
is told what is being decided instead of a bare "not possible".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.cards import TRUMP
from ...core.events import NOT_IN_HAND, Refusal
from ...core.message_params import Seat
from ...core.cards import Card
from ...core.packs import SUIT_NAMES, Pack
from .rules import CONTRACTS, contract_params, is_honour

if TYPE_CHECKING:
    from .deal import LombardDeal

#: Phase → (action kinds it accepts, code for any other kind, rule anchor).
PHASE_RULES: dict[str, tuple[frozenset[str], str, str]] = {
    "monte": (frozenset({"monte"}), "monte-choice-expected", "monte"),
    "monte-answer": (frozenset({"answer"}), "monte-answer-expected", "monte"),
    "discard": (frozenset({"discard"}), "discard-expected", "discard"),
    "auction": (frozenset({"bid", "pass"}), "bid-expected", "auction"),
    "exchange": (frozenset({"name"}), "name-expected", "exchange"),
    "give-back": (frozenset({"give"}), "give-back-expected", "exchange"),
    "surrender": (frozenset({"surrender"}), "surrender-choice-expected", "surrender"),
    "partner-call": (frozenset({"call", "alone"}), "call-expected", "partner-call"),
    "play": (frozenset({"play"}), "play-expected", "play"),
    "fool-exchange": (frozenset({"fool"}), "fool-choice-expected", "fool"),
}

#: Word actions: kind → the words it takes.
WORDS: dict[str, tuple[str, ...]] = {
    "monte": ("propose", "no"),
    "answer": ("accept", "refuse"),
    "surrender": ("yes", "no"),
    "bid": CONTRACTS,
}


def card_params(pack: Pack, c: Card) -> dict[str, str]:
    """A card as refusal parameters: its code and its names in both languages."""
    return {"card": c.code, "card_en": pack.name(c, "en"), "card_ja": pack.name(c, "ja")}


def suit_params(pack: Pack, suit: str) -> dict[str, str]:
    """A suit as refusal parameters: its letter and its names in both languages."""
    names = SUIT_NAMES[pack.suit_style]
    return {"suit": suit, "suit_en": names["en"][suit], "suit_ja": names["ja"][suit]}


def _single_card(action: Action) -> bool:
    return len(action.args) == 1 and isinstance(action.args[0], tuple) and len(action.args[0]) == 1


class RefusalsMixin:
    """``_explain`` for :class:`~.deal.LombardDeal`."""

    def _explain(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        ph = self._phase
        kinds, other_code, anchor = PHASE_RULES[ph]
        if action.kind not in kinds:
            return Refusal(other_code, anchor, {"action": action.text, "phase": ph})
        if action.kind in WORDS:
            words = WORDS[action.kind]
            if len(action.args) != 1 or action.word not in words:
                return Refusal("unknown-choice", anchor, {"action": action.text, "choices": ", ".join(words)})
        elif action.kind in ("pass", "alone"):
            return Refusal("no-arguments", anchor, {"action": action.text})
        elif action.kind == "fool" and action.word is not None:
            return Refusal("unknown-choice", anchor, {"action": action.text, "choices": "decline"})
        elif not _single_card(action):
            return Refusal("one-card-expected", anchor, {"action": action.text})
        handler = getattr(self, "_why_" + ph.replace("-", "_"))
        refusal: Refusal | None = handler(action)
        return refusal

    # -- per phase --------------------------------------------------------------------------------
    def _why_monte(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        return None  # both words are always legal: only malformed actions reach here

    def _why_monte_answer(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        return None

    def _why_surrender(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        return None

    def _why_discard(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        assert c is not None
        params = card_params(self.rules.pack, c)
        if c not in self.hands[self.dealer]:
            return Refusal(NOT_IN_HAND, "discard", params)
        if is_honour(c):
            return Refusal("discard-honour", "discard", params)
        plain = sum(1 for x in self.hands[self.dealer] if x.is_suit_card and x.rank != 14)
        return Refusal("discard-trump-while-plain", "discard",
                       {**params, "plain": plain, "left": self.rules.extra - len(self.discard)})

    def _why_auction(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        auction, seat = self.auction, self.current_player
        assert auction is not None and seat is not None and action.word is not None
        level = CONTRACTS.index(action.word)
        low = auction.minimal_level(seat)
        params: dict[str, Any] = contract_params(level)
        if auction.high is not None:
            params.update(contract_params(auction.high, "high"))
            params["holder"] = Seat(auction.holder)
        if low is None:
            return Refusal("no-higher-bid", "auction", params)
        if auction.high is not None and level == auction.high:
            return Refusal("hold-needs-priority", "auction", params)
        params.update(contract_params(low, "minimum"))
        return Refusal("bid-too-low", "auction", params)

    def _why_exchange(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        assert c is not None and self.declarer is not None
        params = card_params(self.rules.pack, c)
        if c not in self.rules.pack:
            return Refusal("card-not-in-pack", "exchange", {**params, "pack": self.rules.pack_id})
        if c in self.hands[self.declarer]:
            return Refusal("name-own-card", "exchange", params)
        return Refusal("name-known-in-discard", "exchange", params)

    def _why_give_back(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        assert c is not None
        return Refusal(NOT_IN_HAND, "exchange", card_params(self.rules.pack, c))

    def _why_partner_call(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        assert c is not None
        params = card_params(self.rules.pack, c)
        if c not in self.rules.pack:
            return Refusal("card-not-in-pack", "partner-call", {**params, "pack": self.rules.pack_id})
        return Refusal("call-own-card", "partner-call", params)

    def _why_play(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        seat = self.current_player
        assert c is not None and seat is not None
        hand = self.hands[seat]
        params = card_params(self.rules.pack, c)
        if c not in hand:
            return Refusal(NOT_IN_HAND, "play", params)
        lead = self.rules.tricks.lead(self.trick)
        assert lead is not None  # with no lead every card of the hand is legal
        if lead.suit == TRUMP:
            return Refusal("must-play-trump", "play", params)
        params.update(suit_params(self.rules.pack, lead.suit))
        if any(x.suit == lead.suit for x in hand):
            return Refusal("must-follow-suit", "play", params)
        return Refusal("must-trump", "play", params)

    def _why_fool_exchange(self: "LombardDeal", action: Action) -> Refusal | None:  # type: ignore[misc]
        c = action.card
        assert c is not None and self.fool_turn is not None
        params = card_params(self.rules.pack, c)
        if c not in self.piles[self.fool_turn[0]]:
            return Refusal("fool-card-not-in-pile", "fool", params)
        return Refusal("fool-card-must-be-blank", "fool", params)
