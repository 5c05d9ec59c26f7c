"""Building tarokk positions for the tests: prearranged deals, action scripts, finished deals."""

from __future__ import annotations

import re
from typing import Any, Iterable

from tarotdesk.core.actions import PASS, Action, card_action, play
from tarotdesk.core.cards import Card, cards
from tarotdesk.core.events import Event
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.games.tarokk import GAMES
from tarotdesk.games.tarokk.deal import TarokkDeal
from tarotdesk.games.tarokk.actions import ANNOUNCE, ANNUL, BID, CONTRA, CONTRACT, DECLARE, SESSION_END, SURRENDER
from tarotdesk.games.tarokk.rules import PACK

GAME = GAMES["tarokk"]
A, B, C, D = 0, 1, 2, 3


_SPEC_CODES = {"SKZ": "SKIZ", "H1": "HA", "D1": "DA"}


def codes(text: str) -> str:
    """Spec card ids to the project's codes: ``SKZ`` → ``SKIZ``, red ``1`` → ace (``H1`` → ``HA``)."""
    return re.sub(r"\b(SKZ|H1|D1)\b", lambda m: _SPEC_CODES[m.group(1)], text)


def cs(text: str) -> list[Card]:
    """Cards from spec ids."""
    return cards(codes(text))


def deck_for(hands: dict[int, str], talon: str = "", dealer: int = D, n: int = 4) -> list[Card]:
    """A deck that deals these hands (seat -> codes; missing seats get the rest) and talon."""
    active = [(dealer + 1 + i) % n for i in range(n)][:4]
    fixed = {s: cards(codes(h)) for s, h in hands.items()}
    tal = cards(codes(talon))
    used = set(tal) | {c for h in fixed.values() for c in h}
    assert len(used) == len(tal) + sum(len(h) for h in fixed.values()), "a card is given twice"
    rest = [c for c in PACK.cards if c not in used]
    tal += [rest.pop(0) for _ in range(6 - len(tal))]
    full = {}
    for s in active:
        h = list(fixed.get(s, []))
        while len(h) < 9:
            h.append(rest.pop(0))
        full[s] = h
    first = [c for s in active for c in full[s][:5]]
    second = [c for s in active for c in full[s][5:]]
    deck = tal + first + second
    assert sorted(deck) == sorted(PACK.cards)
    return deck


def new_deal(hands: dict[int, str], talon: str = "", dealer: int = D, n: int = 4,
             options: dict[str, Any] | None = None) -> TarokkDeal:
    """A fresh deal with these hands."""
    opts = GAME.resolve_options(n, options or {})
    return TarokkDeal(n, dealer, deck_for(hands, talon, dealer, n), opts, circuit_open=False)


def new_match(hands: dict[int, str], talon: str = "", dealer: int = D, n: int = 4,
              options: dict[str, Any] | None = None) -> Match:
    """A match whose first deal has these hands."""
    deck = deck_for(hands, talon, dealer, n)
    return Match(GAME, n, options or {}, seed=0, prearranged=[DealSetup(0, tuple(deck), 0, dealer)])


def run(state: Any, script: str) -> list[Event]:
    """Apply ``seat:action`` steps ("A:bid:three B:pass ..."), checking whose turn it is."""
    events: list[Event] = []
    for step in script.split():
        who, text = step.split(":", 1)
        seat = "ABCDE".index(who) if who in "ABCDE" else int(who[1:])
        events.extend(state.apply(Action.parse(codes(text)), seat))
    return events


def legal_texts(state: Any, session: bool = False) -> set[str]:
    """The legal actions as texts (without the session-end declaration unless asked)."""
    return {a.text for a in state.legal_actions() if session or a.kind != "session"}


def finished(declarer: int, partner: int | None, contract: int, tricks: Iterable[str],
             discards: dict[int, str], n: int = 4, dealer: int = D,
             took: dict[int, str] | None = None) -> TarokkDeal:
    """A played-out deal built from trick lines such as ``"A: T1 H1 T4 D1 > C"``.

    Each line names the leader, the four cards in playing order, and the winner; discards
    are given per seat. Only what the settlement reads is filled in.
    """
    d = new_deal({}, dealer=dealer, n=n)
    d.hands = [[] for _ in range(n)]
    d.talon = []
    d.declarer, d.partner, d.contract = declarer, partner, contract
    for line in tricks:
        head, rest = line.split(":", 1)
        body, winner_name = rest.split(">")
        leader = _seat(head.strip(), n)
        winner = _seat(winner_name.strip(), n)
        trick = cards(codes(body))
        seats = []
        s = leader
        for _ in trick:
            seats.append(s)
            s = d.next_seat[s]
        d.tricks.append((tuple(seats), tuple(trick), winner))
        d.piles[winner].extend(trick)
        d.tricks_won[winner] += 1
    for s, text in discards.items():
        d.discards[s] = cards(codes(text))
    for s, text in (took or {}).items():
        d.took[s] = cards(codes(text))
    d.trick_no = len(d.tricks)
    d.end_deal("played")
    everything = [c for p in d.piles for c in p] + [c for p in d.discards for c in p]
    assert sorted(everything) == sorted(PACK.cards), "the example does not use the whole pack once"
    return d


def _seat(name: str, n: int) -> int:
    if name.startswith("P"):
        return int(name[1:])
    return "ABCD".index(name)


# Every action text the tarokk engine knows plus a few it does not: the refusal sweeps try them all.
POOL: list[Action] = ([PASS, ANNUL, SURRENDER, SESSION_END, *BID, *CONTRACT, *ANNOUNCE.values(), *DECLARE.values(),
                       *CONTRA.values(), Action("bid", "seven"), Action("announce", "grand"),
                       Action("session", "stop"), Action("shuffle")]
                      + [card_action(kind, c) for kind in ("discard", "call") for c in PACK.cards]
                      + [play(c) for c in PACK.cards])
