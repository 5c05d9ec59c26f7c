"""A game review as data, and where it is kept: the record's optional ``reviews`` field.

A :class:`Review` is the list of one seat's reviewed decisions in one deal (or in the whole
game), with what it was computed from: the review level, and a digest of the record's content
(game, options, players, seed, dealer, decks, actions). A record keeps its reviews (see
``docs/record-format.md``); one whose content changed afterwards no longer matches their digest,
so :func:`stored_review` ignores them and the review is computed again. A kept review is data from
outside the digest: it is shown only once every field has been checked against the record
(:mod:`.checked`).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable

from ...core.game import Game
from ...core.match import Match
from ...core.json_members import NotAnObject, with_member
from ...core.records import MAX_BYTES, Record, RecordError, parse_record, replay, reviews_text
from ...core.safe_files import FileRefused, read_bounded, write_back
from ..levels import REVIEW
from ..search.player import SearchConfig
from .analysis import REVIEW_SEED, DecisionReview, review_match
from .checked import ReviewRefused, checked_review
from .marks import BLUNDER, ERRORS, MARKS, MISTAKE, thresholds

#: The version of a stored review's form; a review of another version is computed again.
REVIEW_VERSION = 1
#: The level name stored with a review (another level's review is computed again).
REVIEW_LEVEL = "review"


@dataclass(frozen=True)
class ReviewSummary:
    """What a review found: how many decisions of each mark, and the total cost of the errors."""

    counts: dict[str, int]
    lost: float
    unit: str

    @property
    def errors(self) -> int:
        """Inaccuracies, mistakes and blunders together."""
        return sum(self.counts.get(m, 0) for m in ERRORS)


@dataclass
class Review:
    """One seat's reviewed decisions (see the module documentation)."""

    game: str
    seat: int
    deal: int | None  # None: every deal of the record
    digest: str
    decisions: list[DecisionReview] = field(default_factory=list)
    level: str = REVIEW_LEVEL
    version: int = REVIEW_VERSION

    def summary(self) -> ReviewSummary:
        """The counts per mark and the cost of the inaccuracies, mistakes and blunders."""
        counts = {m: 0 for m in MARKS}
        for d in self.decisions:
            counts[d.mark] = counts.get(d.mark, 0) + 1
        lost = sum(d.cost for d in self.decisions if d.mark in ERRORS)
        return ReviewSummary(counts, round(lost, 3), thresholds(self.game).unit)

    def worst(self) -> list[DecisionReview]:
        """The mistakes and blunders, the costliest first."""
        return sorted((d for d in self.decisions if d.mark in (MISTAKE, BLUNDER)), key=lambda d: -d.cost)

    def to_json(self) -> dict[str, Any]:
        """A JSON object (the record's and the command line's form)."""
        return {"version": self.version, "game": self.game, "seat": self.seat, "deal": self.deal,
                "level": self.level, "digest": self.digest, "decisions": [d.to_json() for d in self.decisions]}

    @classmethod
    def from_json(cls, data: Any) -> "Review":
        """The review written by :meth:`to_json`; ValueError if ``data`` is not one."""
        try:
            deal = data["deal"]
            return cls(str(data["game"]), int(data["seat"]), int(deal) if deal is not None else None,
                       str(data["digest"]), [DecisionReview.from_json(d) for d in data["decisions"]],
                       str(data["level"]), int(data["version"]))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"not a game review ({type(exc).__name__}: {exc})") from None


def record_digest(record: Record) -> str:
    """A digest of what a review depends on: everything of the record but its dates, names,
    flags, cached result and reviews."""
    content = record.to_json()
    for key in ("app_version", "created", "updated", "flags", "result", "reviews"):
        content.pop(key, None)
    content["players"] = len(record.players)
    text = json.dumps(content, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def default_seat(record: Record) -> int:
    """The seat a review is for when none is named: the person's (the first human seat), else 0."""
    return next((s for s, p in enumerate(record.players) if p.kind == "human"), 0)


@dataclass(frozen=True)
class Kept:
    """What a record keeps for a seat and a deal: the review that fits it, or None, and why a
    kept review of that seat and deal was refused (None: none was, or none is kept)."""

    review: Review | None
    refused: ReviewRefused | None = None


def _is_for(raw: Any, seat: int, deal: int | None) -> bool:
    # A kept review of this seat and deal (bool is an int to Python, never a seat or a deal).
    if not isinstance(raw, dict):
        return False
    found_seat, found_deal = raw.get("seat"), raw.get("deal")
    if isinstance(found_seat, bool) or isinstance(found_deal, bool) or found_seat != seat:
        return False
    return found_deal is None if deal is None else (isinstance(found_deal, int) and found_deal == deal)


def kept_review(record: Record, seat: int, deal: int | None, match: Match) -> Kept:
    """The review of ``seat`` (and ``deal``) the record keeps, if it still fits the record (whose
    replayed match is ``match``) and passes every check of :func:`~.checked.checked_review`.

    A review of another version or level, or made before the record's content changed, is left
    without a word (it is computed again when asked); one that claims to fit but does not is
    refused, and :attr:`Kept.refused` says why."""
    digest = record_digest(record)
    refused: ReviewRefused | None = None
    for raw in record.reviews:
        if not _is_for(raw, seat, deal):
            continue
        if (raw.get("version"), raw.get("level"), raw.get("digest"), raw.get("game")) != (
                REVIEW_VERSION, REVIEW_LEVEL, digest, record.game):
            continue
        try:
            decisions = checked_review(raw, match, seat, deal)
        except ReviewRefused as exc:
            refused = exc
            continue
        return Kept(Review(record.game, seat, deal, digest, decisions))
    return Kept(None, refused)


def stored_review(record: Record, seat: int, deal: int | None, match: Match) -> Review | None:
    """The review of ``seat`` (and ``deal``) the record keeps, if it fits (see :func:`kept_review`)."""
    return kept_review(record, seat, deal, match).review


def store_review(record: Record, review: Review) -> None:
    """Keep ``review`` in the record, in place of an earlier review of the same seat and deal
    and of every review that no longer fits the record."""
    digest = record_digest(record)
    kept = []
    for raw in record.reviews:
        try:
            old = Review.from_json(raw)
        except ValueError:
            continue
        if old.digest == digest and (old.seat, old.deal) != (review.seat, review.deal):
            kept.append(raw)
    record.reviews = kept + [review.to_json()]


class ReviewNotStored(Exception):
    """The record file holds another record now than the one reviewed (``str()``: one sentence)."""


_BOM = b"\xef\xbb\xbf"


def store_review_in_file(path: str | os.PathLike[str], review: Review, games: Callable[[str], Game]) -> None:
    """Keep ``review`` in the record file at ``path`` and change nothing else of the file.

    The file is read again, as it may have changed while the review was computed: it must still
    hold the record reviewed (the same digest). Only its ``reviews`` member is written anew
    (:func:`~tarotdesk.core.json_members.with_member`): every other member, those this version
    does not know included, keeps its text byte for byte. The file is written back with
    :func:`~tarotdesk.core.safe_files.write_back`: its permissions, owner and hard links are
    kept, and a read-only file is refused.

    Raises :class:`~tarotdesk.core.safe_files.FileRefused` (the file cannot be read, or is
    read-only), :class:`~tarotdesk.core.records.RecordError` (it is no longer a record),
    :class:`ReviewNotStored` (it holds another record), OSError (the system refused the write)
    and UnicodeError (a name the system cannot encode).
    """
    raw = read_bounded(path, MAX_BYTES, "a record")
    record = parse_record(raw, games)
    if record_digest(record) != review.digest:
        raise ReviewNotStored("the file holds another record now than the one reviewed")
    store_review(record, review)
    bom = _BOM if raw.startswith(_BOM) else b""
    try:
        text = with_member(raw[len(bom):].decode("utf-8"), "reviews", reviews_text(record.reviews))
    except NotAnObject:
        raise ReviewNotStored("the file holds another record now than the one reviewed") from None
    write_back(path, bom + text.encode("utf-8"))


def review_not_stored(path: str | os.PathLike[str], review: Review, games: Callable[[str], Game]) -> str | None:
    """:func:`store_review_in_file`, and None; or, if the review could not be kept in the file,
    why in one clause (English: the system's own words are English too)."""
    try:
        store_review_in_file(path, review, games)
    except FileRefused as exc:
        return exc.message
    except RecordError as exc:
        return f"the file is no longer the record reviewed ({exc})"
    except ReviewNotStored as exc:
        return str(exc)
    except UnicodeError:
        return "the system cannot write a file of that name"
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def review_record(record: Record, games: Callable[[str], Game], seat: int | None = None, deal: int | None = None,
                  *, progress: Callable[[int, int, DecisionReview], None] | None = None,
                  should_stop: Callable[[], bool] | None = None, seed: int | str = REVIEW_SEED,
                  config: SearchConfig = REVIEW) -> Review:
    """Review ``seat``'s decisions (the person's by default) in ``record`` (in deal ``deal`` only,
    if given). Raises :class:`~tarotdesk.core.records.RecordError` if the record does not replay,
    ValueError for a seat or deal the record does not have."""
    seat = default_seat(record) if seat is None else seat
    if not 0 <= seat < record.n_players:
        raise ValueError(f"seat {seat} is not a seat of this record (0 to {record.n_players - 1})")
    match = replay(record, games=games)
    if deal is not None and not 0 <= deal <= match.deal_index:
        raise ValueError(f"deal {deal} is not a deal of this record (0 to {match.deal_index})")
    decisions = review_match(match, seat, deal, progress=progress, should_stop=should_stop, seed=seed,
                             config=config)
    return Review(record.game, seat, deal, record_digest(record), decisions)
