"""The game review: the review level's search goes over one seat's decisions, from that seat's
view only, marks each one and names the better move (see :mod:`.analysis`, :mod:`.marks`,
:mod:`.stored`)."""

from .analysis import REVIEW_SEED, Alternative, DecisionReview, ReviewCancelled, decisions_of, review_decision, review_match
from .marks import BEST, BLUNDER, ERRORS, FORCED, GOOD, INACCURACY, MARKS, MISTAKE, Thresholds, thresholds
from .checked import ReviewRefused
from .stored import Kept, Review, ReviewSummary, default_seat, kept_review, record_digest, review_record, store_review
from .stored import ReviewNotStored, store_review_in_file, stored_review

__all__ = [
    "REVIEW_SEED", "Alternative", "DecisionReview", "ReviewCancelled", "decisions_of", "review_decision",
    "review_match", "BEST", "BLUNDER", "ERRORS", "FORCED", "GOOD", "INACCURACY", "MARKS", "MISTAKE", "Thresholds",
    "thresholds", "Review", "ReviewSummary", "default_seat", "record_digest", "review_record", "store_review",
    "stored_review", "Kept", "ReviewRefused", "kept_review", "ReviewNotStored", "store_review_in_file",
]
