"""The toy game with a slow computer player: choosing a move takes a quarter of a second.

Only in the AI worker process (a child process) does listing the legal moves wait, so the
window itself never waits: that is what the responsiveness test checks.
"""

from __future__ import annotations

import multiprocessing
import time

from toygame import ToyDeal, ToyGame

THINK_SECONDS = 0.25


class SlowDeal(ToyDeal):
    def _legal(self):
        if multiprocessing.parent_process() is not None:
            time.sleep(THINK_SECONDS)
        return super()._legal()


class SlowGame(ToyGame):
    id = "slow-toy"
    names = {"en": "Slow toy", "ja": "スロートイ"}

    def new_deal(self, match):
        return SlowDeal(match.dealer, match.deck(), match.options)


GAME = SlowGame()
