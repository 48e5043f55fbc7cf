"""The web pages served both ways the README documents (issue 36): by the bot's own process
with WEB_PORT, and alone by `python -m bot.web` on the same database (as an operator runs it
beside several bot processes); a SIGTERM stops the latter cleanly."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import sys
from dataclasses import replace
from pathlib import Path

import aiohttp

from bot.discord.app import create_bot
from bot.web import links
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, db_rows, game_of, play_to_the_end

KEY = "deck-defence"
ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def fetched(url: str, deadline: float = 30.0) -> tuple[int, str]:
    """GET `url`, trying again while nothing listens yet, until `deadline` seconds."""
    loop = asyncio.get_running_loop()
    until = loop.time() + deadline
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as session:
        while True:
            try:
                async with session.get(url) as answer:
                    return answer.status, await answer.text()
            except aiohttp.ClientConnectionError:
                if loop.time() > until:
                    raise
                await asyncio.sleep(0.2)


async def test_the_bot_serves_a_finished_games_page_and_python_m_bot_web_serves_it_alone(
        fake_discord: FakeDiscord, settings, tmp_path: Path) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    port = free_port()
    async with running_bot(fake, create_bot(replace(settings, web_port=port))):
        table = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).message
        await play_to_the_end(fake, alice, table, random.Random(5))
        [(token,)] = db_rows(settings.database_path, "SELECT token FROM games WHERE id = ?", (game_of(fake, table),))
        status, page = await fetched(f"http://127.0.0.1:{port}{links.game_path(token)}")
        assert status == 200 and "Deck Defence" in page and 'class="step"' in page

    port = free_port()
    env = {**os.environ, "DATABASE_PATH": settings.database_path, "WEB_PORT": str(port), "RENDER_PROCESSES": "0",
           "DATABASE_URL": "", "WEB_BASE_URL": "", "WEB_HOST": ""}
    web = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot.web", cwd=tmp_path, env=env,
                                               stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    try:
        status, page = await fetched(f"http://127.0.0.1:{port}{links.game_path(token)}")
        assert status == 200 and "Deck Defence" in page
        status, _ = await fetched(f"http://127.0.0.1:{port}/g/{'x' * 16}")
        assert status == 404
    finally:
        web.send_signal(signal.SIGTERM)
        out, _ = await asyncio.wait_for(web.communicate(), timeout=30)
    assert web.returncode == 0, out.decode()
    assert b"Traceback" not in out, out.decode()
