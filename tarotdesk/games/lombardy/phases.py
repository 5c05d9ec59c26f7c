"""The phases of a Lombard deal, in the order they come (each one is skipped when the variant
does not have it): ``monte`` → ``monte-answer`` → ``discard`` → ``auction`` → ``exchange`` ⇄
``give-back`` → ``surrender`` → ``partner-call`` → ``play`` ⇄ ``fool-exchange`` → ``end``."""

from __future__ import annotations

MONTE, ANSWER, DISCARD, AUCTION = "monte", "monte-answer", "discard", "auction"
EXCHANGE, GIVE, SURRENDER, CALL = "exchange", "give-back", "surrender", "partner-call"
PLAY, FOOL_EXCHANGE, END = "play", "fool-exchange", "end"
