"""Started while Discord cannot be reached (issue: connection refused at start), through the real
entry point in its own process (`tests.fakediscord.bot_process`), pointed at a port on 127.0.0.1
where nothing listens yet:

- each try says so in one log line (no traceback) and the next comes after a growing wait
  (shortened here with BOT_PROCESS_RETRY_SECONDS); once the fake Discord listens on that port the
  bot connects and answers /play;
- SIGTERM or SIGINT during the wait stops it at once with exit code 0;
- a token Discord refuses, once it can be reached, is still a set-up mistake: one sentence, exit 2.
"""

from __future__ import annotations

import asyncio
import re
import signal
from pathlib import Path
from typing import AsyncIterator

import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord.bot_process import RETRY_SECONDS_VARIABLE, BotProcess
from tests.postgres import free_port

from .test_admin_startup import child_env

# One try that failed: "... WARNING bot: Discord cannot be reached (why); the bot keeps trying:
# try 2 in 1.0 s", later ones "Discord still cannot be reached (why); try N in X s".
RETRY = re.compile(r"^\S+ \S+ WARNING bot: Discord (cannot|still cannot) be reached \((.+)\); "
                   r"(the bot keeps trying: )?try (\d+) in (\d+\.\d) s$")
LEFT_BEHIND = re.compile(r"Unclosed|Exception ignored|Task was destroyed|never retrieved|ResourceWarning")


@pytest.fixture
async def offline() -> AsyncIterator[FakeDiscord]:
    """A fake Discord whose address is known but which does not listen until `start()`."""
    fake = FakeDiscord(port=free_port())
    try:
        yield fake
    finally:
        await fake.stop()


def retries(stderr: str) -> list[re.Match[str]]:
    """The retry lines written so far (whole lines only: the pipe may be read mid-line)."""
    lines = [line for line in stderr[:stderr.rfind("\n") + 1].splitlines() if " be reached (" in line]
    matches = [RETRY.match(line) for line in lines]
    assert all(matches), lines
    return [m for m in matches if m is not None]


async def until_retries(bot: BotProcess, count: int, timeout: float = 60.0) -> list[re.Match[str]]:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while len(found := retries(bot.stderr)) < count:
        assert bot.returncode is None, bot.stderr
        assert loop.time() < deadline, f"fewer than {count} retry lines in {timeout} s:\n{bot.stderr}"
        await asyncio.sleep(0.02)
    return found


async def test_out_of_reach_at_start_is_one_line_a_try_then_the_bot_connects_and_plays(
        offline: FakeDiscord, tmp_path: Path) -> None:
    fake = offline
    alice = fake.add_member("alice")
    env = child_env(fake, tmp_path, LOG_LEVEL="INFO", **{RETRY_SECONDS_VARIABLE: "0.1"})
    bot = BotProcess(fake, env, ready_timeout=60.0)
    starting = asyncio.create_task(bot.start())
    try:
        await until_retries(bot, 4)
        await fake.start()  # Discord is back, on the address the bot keeps trying
        await starting
        res = await fake.slash(alice, "play", subcommand="deck-defence")
        assert res.message is not None and res.new_message is not None and not res.private
        if res.response_type == 5:  # "thinking" first (a loaded machine): the table follows
            await fake.wait_for_edit(res.message, 0)
        assert "Deck Defence" in res.message.text
    finally:
        if not starting.done():
            starting.cancel()
        if bot.process is not None:
            await bot.stop()
    assert bot.returncode == 0
    stderr = bot.stderr
    assert "Traceback" not in stderr and " ERROR " not in stderr
    # No warning about a session or a task a failed try left behind.
    assert not LEFT_BEHIND.search(stderr), stderr
    found = retries(stderr)
    assert len(found) >= 4
    first, *later = found
    assert first[1] == "cannot" and first[3] and all(m[1] == "still cannot" and not m[3] for m in later)
    assert f"Cannot connect to host 127.0.0.1:{fake.port}" in first[2]
    assert [int(m[4]) for m in found] == list(range(2, len(found) + 2))  # tries numbered in order
    waits = [float(m[5]) for m in found]
    for n, wait in enumerate(waits[:4]):  # 0.1, 0.2, 0.4, 0.8, each within a tenth (rounded to 0.1 s)
        assert 0.9 * 0.1 * 2 ** n - 0.05 <= wait <= 1.1 * 0.1 * 2 ** n + 0.05, waits
    assert stderr.count("logging in using static token") == 1  # discord.py's line, on the first try only
    assert re.search(r" INFO bot: Discord reached after \d+ failed tries$", stderr, re.M)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT"])
async def test_a_stop_signal_while_discord_is_out_of_reach_exits_0_at_once(
        offline: FakeDiscord, tmp_path: Path, signame: str) -> None:
    # A first wait of 30 s: the stop must cut it short, not wait it out.
    env = child_env(offline, tmp_path, LOG_LEVEL="INFO", **{RETRY_SECONDS_VARIABLE: "30"})
    bot = BotProcess(offline, env, ready_timeout=60.0)
    starting = asyncio.create_task(bot.start())
    [line] = await until_retries(bot, 1)
    assert line[5].startswith(("27.", "28.", "29.", "30.", "31.", "32.", "33."))
    loop = asyncio.get_running_loop()
    sent = loop.time()
    assert bot.process is not None
    bot.process.send_signal(getattr(signal, signame))
    with pytest.raises(RuntimeError, match="exited with 0 before it was ready"):
        await asyncio.wait_for(starting, 10.0)
    assert loop.time() - sent < 3.0
    assert bot.returncode == 0
    assert "Traceback" not in bot.stderr and " ERROR " not in bot.stderr
    assert "INFO bot: stopping: Discord was never reached" in bot.stderr
    assert bot.stderr.rstrip().endswith("INFO bot: stopped")


async def test_a_refused_token_once_discord_is_reached_is_still_a_set_up_mistake(
        offline: FakeDiscord, tmp_path: Path) -> None:
    env = child_env(offline, tmp_path, LOG_LEVEL="WARNING", DISCORD_TOKEN="MTIz.not-the-token",
                    **{RETRY_SECONDS_VARIABLE: "0.1"})
    bot = BotProcess(offline, env, ready_timeout=60.0)
    starting = asyncio.create_task(bot.start())
    await until_retries(bot, 2)
    await offline.start()
    with pytest.raises(RuntimeError, match="exited with 2 before it was ready"):
        await asyncio.wait_for(starting, 60.0)
    assert bot.returncode == 2 and "Traceback" not in bot.stderr
    lines = bot.stderr.strip().splitlines()
    assert all(RETRY.match(line) for line in lines[:-1]), lines
    assert lines[-1].startswith("Discord refused DISCORD_TOKEN") and "not-the-token" not in bot.stderr
    assert not offline.identifies
