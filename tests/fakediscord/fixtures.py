"""pytest fixtures for tests that run a real discord.py bot against :class:`FakeDiscord`.

Import them into a test module (or a conftest) to use them::

    from tests.fakediscord.fixtures import fake_discord  # noqa: F401

``fake_discord`` yields a started fake with discord.py already pointed at it; start the bot with
:func:`tests.fakediscord.running_bot` inside the test. Close every bot before the fixture ends
(``running_bot`` does that), otherwise it would try to reconnect to a stopped server.
"""

from __future__ import annotations

from typing import AsyncIterator

import pytest

from .server import FakeDiscord


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.start()
    try:
        with fake.patched():
            yield fake
    finally:
        await fake.stop()
