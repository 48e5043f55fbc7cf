"""The bot's real entry point (`python -m bot`'s main) in its own process, against the fake.

`tests.fakediscord.bot_process` points discord.py at the fake and runs `bot.__main__.main()`;
`bot_subprocess` starts it, waits until it synced its commands and identified, and stops it
with SIGTERM (SIGKILL after a bounded wait).
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import AsyncIterator

import pytest

from tests.fakediscord import FakeDiscord, started_fake
from tests.fakediscord.bot_process import bot_subprocess

DISCORD_DEADLINE = 3.0


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with started_fake() as fake:  # the bot lives in another process
        yield fake


def move_button(fake: FakeDiscord, msg) -> str:
    """The first enabled picker button (kind "move") on a table message."""
    ids = [b.custom_id for b in fake.buttons(msg)
           if b.custom_id and b.custom_id.startswith("ct:move:") and not b.disabled
           and b.label not in ("Back", "Cancel", "Hint", "Was it winnable?")]
    assert ids, fake.buttons(msg)
    return ids[0]


def stored_version(db: Path, message_id: int) -> int:
    with sqlite3.connect(db) as conn:
        [(version,)] = conn.execute("SELECT version FROM games WHERE message_id = ?", (message_id,)).fetchall()
    return int(version)


async def test_real_entry_point_plays_a_click_and_stops_on_sigterm(fake: FakeDiscord, tmp_path: Path) -> None:
    db = tmp_path / "bot.sqlite3"
    alice = fake.add_member("alice")
    async with bot_subprocess(fake, env={"DATABASE_PATH": str(db), "LOG_LEVEL": "INFO"}) as bot:
        pid = bot.pid
        assert bot.returncode is None and fake.connected
        assert any(c["name"] == "play" for c in fake.synced_commands)
        res = await fake.slash(alice, "play", subcommand="deck-defence")
        assert res.new_message is not None and not res.private and res.elapsed < DISCORD_DEADLINE
        msg = res.message
        if res.response_type == 5:  # "thinking" first (a loaded machine): the table follows
            await fake.wait_for_edit(msg, 0)
        assert "Deck Defence" in msg.text and msg.attachments[0].data.startswith(b"\x89PNG")
        before = (msg.text, msg.attachments[0].data, msg.components)
        edits = msg.edit_count
        click = await fake.click(alice, msg, move_button(fake, msg))
        assert click.updated and not click.private and click.elapsed < DISCORD_DEADLINE
        if click.response_type == 6:  # acknowledged first: the new table follows
            await fake.wait_for_edit(msg, edits)
        assert click.message.id == msg.id and (msg.text, msg.attachments[0].data, msg.components) != before
    code = bot.returncode
    print(f"bot exit code after SIGTERM: {code}")
    assert code is not None, "the bot did not stop"
    with pytest.raises(ProcessLookupError):
        import os
        os.kill(pid, 0)
    await fake.wait_disconnected()
    assert db.exists() and "Traceback" not in bot.stderr and " ERROR " not in bot.stderr
    assert "ready: sqlite database at" in bot.stderr  # the production logging setup, at LOG_LEVEL=INFO
    assert fake.unknown_requests == []


async def test_crash_and_restart_keep_the_game_and_its_buttons(fake: FakeDiscord, tmp_path: Path) -> None:
    db = tmp_path / "bot.sqlite3"
    alice = fake.add_member("alice")
    async with bot_subprocess(fake, env={"DATABASE_PATH": str(db), "LOG_LEVEL": "WARNING"},
                              stop_timeout=5.0) as bot:
        msg = (await fake.slash(alice, "play", subcommand="defend-and-capture", settle=False)).message
        # Kill once the game's message is stored (killed earlier, start-up posts a new table,
        # which tests/e2e/test_recovery.py covers).
        for _ in range(200):
            with sqlite3.connect(db) as conn:
                if conn.execute("SELECT 1 FROM games WHERE message_id = ?", (msg.id,)).fetchall():
                    break
            await asyncio.sleep(0.02)
        first_pid = bot.pid
        assert await bot.kill() == -9
        await fake.wait_disconnected()
        await bot.restart()
        assert bot.pid != first_pid and bot.returncodes == [-9]
        version = stored_version(db, msg.id)
        edits = msg.edit_count
        res = await fake.click(alice, msg, move_button(fake, msg), settle=False)
        assert res.response_type in (6, 7) and not res.ephemeral
        if res.response_type == 6:  # a deferred update: the table follows
            await fake.wait_for_edit(msg, edits)
        assert msg.edit_count > edits
    assert bot.returncode is not None and len(bot.returncodes) == 2
    assert "--- restart ---" in bot.stderr
    # The click above either played a move or opened a picker step; neither went backwards.
    assert stored_version(db, msg.id) >= version
