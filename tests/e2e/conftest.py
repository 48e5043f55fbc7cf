"""End-to-end fixtures: the real bot against the loopback fake Discord."""

from __future__ import annotations

from pathlib import Path
from typing import AsyncIterator

import pytest

from bot.discord.app import CardBot, create_bot
from bot.config import Settings

from tests.fakediscord import FakeDiscord, started_fake
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord for a bot in another process."""
    async with started_fake() as fake:
        yield fake


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    # Winnable deals (bot.features.deals) on a small budget: the background search for the day's deals
    # must not take the test machine's cores; the tests of winnable deals raise it.
    return Settings(token="fake-bot-token", database_path=str(tmp_path / "db" / "bot.sqlite3"),
                    daily_prove_seconds=0.3, daily_candidates=3, winnable_stock=1)


@pytest.fixture
def make_bot(settings: Settings):
    def _make() -> CardBot:
        return create_bot(settings)
    return _make
