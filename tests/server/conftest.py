"""One pool of AI processes for every server the tests start (each would take a second to start)."""

from __future__ import annotations

import pytest

from tarotdesk.server.ai_pool import PooledAIService


@pytest.fixture(scope="session")
def ai_pool():
    pool = PooledAIService(1)
    pool.start()
    yield pool
    pool.close()
