"""``python -m tarotdesk.cli review FILE [--seat S] [--deal K] [--json] [--store] [--again]``.

The review level goes over one seat's decisions (the person's by default) in a record, in one
deal (``--deal K``, counted from 1) or in the whole game, from that seat's view only, and prints
each decision with its mark, the better move and its reason, then a summary. A review the record
already keeps (and that still fits it) is printed without computing it again, unless ``--again``;
``--store`` writes the new review into the record file, changing nothing else of it (its unknown
fields, permissions, owner and hard links are kept; a read-only file is refused); a review that
cannot be stored is printed as JSON, so that the work is not lost. A kept review that does not fit
the record is set aside with a note and computed again. ``--json`` prints the review as the record
keeps it (``docs/record-format.md``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .ai.messages import MESSAGES as HINT_TEXTS
from .ai.messages import REVIEW_MESSAGES
from .ai.review import ERRORS, DecisionReview, Review, default_seat, kept_review, review_record
from .ai.review.stored import review_not_stored
from .core.messages import text
from .core.short_text import terminal_text
from .games.registry import get_game
from .storage.files import open_record_file


class ReviewArgumentError(Exception):
    """A seat or deal the record does not have (printed as one line by the tool)."""


def add_review_command(sub: Any, handler: Any) -> None:
    """Add the ``review`` command to the tool's sub-commands (``handler`` runs it)."""
    p = sub.add_parser("review", help="review one seat's decisions in a record (marks, better moves)")
    p.add_argument("file", help="a .tarotdesk record")
    p.add_argument("--seat", type=int, help="the seat to review, from 0 (default: the person's seat)")
    p.add_argument("--deal", type=int, help="review only this deal, counted from 1 (default: every deal)")
    p.add_argument("--json", action="store_true", help="print the review as one JSON object")
    p.add_argument("--store", action="store_true", help="keep the review in the record file")
    p.add_argument("--again", action="store_true", help="compute the review even if the record keeps one")
    p.set_defaults(func=handler)


def run_review(args: argparse.Namespace, shown: str) -> int:
    """Run the command; RecordError, FileRefused or ReviewArgumentError for the caller to print."""
    record, match = open_record_file(args.file, get_game)
    seat = default_seat(record) if args.seat is None else args.seat
    if not 0 <= seat < record.n_players:
        raise ReviewArgumentError(f"--seat must be from 0 to {record.n_players - 1}")
    deal = None
    if args.deal is not None:
        if not 1 <= args.deal <= match.deal_index + 1:
            raise ReviewArgumentError(f"--deal must be from 1 to {match.deal_index + 1}")
        deal = args.deal - 1
    kept = kept_review(record, seat, deal, match)
    if kept.refused is not None:
        said = text("review.refused.dropped", "en", {"reason": kept.refused.text("en")}, (REVIEW_MESSAGES,))
        print(terminal_text(f"note: {shown}: {said}"), file=sys.stderr)
    review = None if args.again else kept.review
    problem = None
    if review is None:
        review = review_record(record, get_game, seat, deal, progress=None if args.json else _progress)
        if args.store:
            problem = review_not_stored(args.file, review, get_game)
    if args.json:
        print(json.dumps(review.to_json(), ensure_ascii=False))
    else:
        _print_review(review, record.players[seat].name, shown)
    if problem is None:
        return 0
    # The review took minutes: it is not lost with the file. The JSON is what --store keeps.
    if not args.json:
        print(json.dumps(review.to_json(), ensure_ascii=False))
    print(terminal_text(f"error: {shown}: the review was not stored: {problem}; it is printed above as JSON "
                        "(an element of the record's \"reviews\" list)"), file=sys.stderr)
    return 2


def _progress(done: int, total: int, decision: DecisionReview) -> None:
    print(f"\r  reviewing: {done}/{total}", end="" if done < total else "\n", file=sys.stderr, flush=True)


def _print_review(review: Review, name: str, shown: str) -> None:
    # Names and moves come from the record: printed with control characters escaped (terminal_text).
    game = get_game(review.game)
    unit = text(f"review.unit.{review.summary().unit}", "en", {}, (REVIEW_MESSAGES,))
    where = f"deal {review.deal + 1}" if review.deal is not None else "every deal"
    lines = [f"{shown}: {game.name('en')}, seat {review.seat} ({name}), {where}"]
    for d in review.decisions:
        line = f"  deal {d.deal + 1}, action {d.index + 1}: {d.taken:<18} {d.mark:<10}"
        if d.mark in ERRORS:
            reason = text(f"hint.{d.reason}", "en", d.params, (HINT_TEXTS,), game.pack)
            line += f" -{d.cost:.2f} (±{d.uncertainty:.2f}) {unit}; better {d.best}: {reason}"
        lines.append(line)
    s = review.summary()
    counts = ", ".join(text(f"review.count.{m}", "en", {"count": s.counts[m]}, (REVIEW_MESSAGES,))
                       for m in ERRORS if s.counts.get(m))
    if not review.decisions:
        lines.append("  " + text("review.none", "en", {}, (REVIEW_MESSAGES,)))
    elif counts:
        lines.append("  " + text("review.summary", "en", {"counts": counts, "lost": f"{s.lost:.2f}", "unit": unit},
                                 (REVIEW_MESSAGES,)))
    else:
        lines.append("  " + text("review.summary.clean", "en", {}, (REVIEW_MESSAGES,)))
    for line in lines:
        print(terminal_text(line))
