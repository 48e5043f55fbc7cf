"""Start-up as an admin meets it (issue 9, Admins), through the real entry point in its own
process (`tests.fakediscord.bot_process` runs `python -m bot`'s main against the fake):

- a token Discord refuses, and a DEV_GUILD_ID whose server refuses the bot's commands (the bot
  is not in it, or was added without applications.commands), each end with exit code 2 and one
  sentence on stderr saying what to change, never a traceback;
- a bot that starts logs its invite link with exactly the permissions it needs.
"""

from __future__ import annotations

import asyncio
import os
import re
from pathlib import Path

import discord
import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord.bot_process import SETTING_DEFAULTS, BotProcess, bot_subprocess

# What the bot needs, from its README: to see the channel, post and edit its tables and
# reminders, embed /rules and /stats, attach the pictures, find its messages again.
NEEDED = {"view_channel", "send_messages", "embed_links", "attach_files", "read_message_history",
          "create_public_threads", "send_messages_in_threads"}
NEEDED_VALUE = discord.Permissions(**{name: True for name in NEEDED}).value
INVITE = re.compile(r"https://discord\.com/oauth2/authorize\?client_id=(\d+)&scope=bot\+applications\.commands"
                    r"&permissions=(\d+)")



def child_env(fake: FakeDiscord, tmp_path: Path, **settings: str) -> dict[str, str]:
    """The environment `bot_subprocess` gives the bot, every setting set (no .env fills one in)."""
    env = {k: v for k, v in os.environ.items() if k not in SETTING_DEFAULTS}
    env.update(SETTING_DEFAULTS)
    env.update(DISCORD_TOKEN=fake.token, DATABASE_PATH=str(tmp_path / "bot.sqlite3"), RENDER_PROCESSES="0",
               LOG_PAYLOADS="", PYTHONUNBUFFERED="1")
    env.update(settings)
    return env


async def failed_start(fake: FakeDiscord, env: dict[str, str]) -> BotProcess:
    bot = BotProcess(fake, env, ready_timeout=60.0)
    with pytest.raises(RuntimeError, match="exited with 2 before it was ready"):
        await bot.start()
    return bot


def only_line(stderr: str) -> str:
    assert "Traceback" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


async def test_a_wrong_token_ends_with_one_sentence_and_exit_code_2(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = await failed_start(fake, child_env(fake, tmp_path, DISCORD_TOKEN="MTIz.not-the-token", LOG_LEVEL="WARNING"))
    assert bot.returncode == 2
    line = only_line(bot.stderr)
    assert line.startswith("Discord refused DISCORD_TOKEN") and "Reset Token" in line and ".env" in line
    assert "not-the-token" not in line  # the token is never printed
    assert fake.command_syncs == 0 and not fake.identifies


async def test_a_wrong_token_at_info_level_still_ends_with_the_sentence(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = await failed_start(fake, child_env(fake, tmp_path, DISCORD_TOKEN="wrong", LOG_LEVEL="INFO"))
    assert bot.returncode == 2 and "Traceback" not in bot.stderr and " ERROR " not in bot.stderr
    assert bot.stderr.strip().splitlines()[-1].startswith("Discord refused DISCORD_TOKEN")


@pytest.mark.parametrize("case", ["bot not in the server", "no applications.commands"])
async def test_a_dev_guild_that_refuses_the_commands_ends_with_one_sentence_and_exit_code_2(
        fake: FakeDiscord, tmp_path: Path, case: str) -> None:
    if case == "bot not in the server":
        guild = fake.guild_id + 1000
    else:
        guild, fake.commands_scope = fake.guild_id, False
    bot = await failed_start(fake, child_env(fake, tmp_path, DEV_GUILD_ID=str(guild), LOG_LEVEL="WARNING"))
    assert bot.returncode == 2
    line = only_line(bot.stderr)
    assert line.startswith(f"Discord refused the slash commands for the server DEV_GUILD_ID={guild} "
                           "(403 Missing Access)")
    assert "applications.commands" in line and "leave it empty" in line
    [(client_id, permissions)] = INVITE.findall(line)  # the link that adds it properly
    assert (int(client_id), int(permissions)) == (fake.application_id, NEEDED_VALUE)
    assert fake.command_syncs == 0 and not fake.identifies  # it stopped before connecting


async def test_a_dev_guild_the_bot_is_in_gets_the_commands(fake: FakeDiscord, tmp_path: Path) -> None:
    env = child_env(fake, tmp_path, DEV_GUILD_ID=str(fake.guild_id), LOG_LEVEL="INFO")
    async with bot_subprocess(fake, env=env) as bot:
        assert any(c["name"] == "stats" for c in fake.synced_guild_commands[fake.guild_id])
    assert bot.returncode == 0 and "Traceback" not in bot.stderr


async def test_the_bot_logs_its_invite_link_with_exactly_the_permissions_it_needs(
        fake: FakeDiscord, tmp_path: Path) -> None:
    async with bot_subprocess(fake, env=child_env(fake, tmp_path, LOG_LEVEL="INFO")) as bot:
        for _ in range(250):  # the line is written before the bot connects; the pipe may lag
            if INVITE.search(bot.stderr):
                break
            await asyncio.sleep(0.02)
    [line] = [line for line in bot.stderr.splitlines() if INVITE.search(line)]
    assert " INFO bot: invite link" in line
    [(client_id, permissions)] = INVITE.findall(line)
    assert int(client_id) == fake.application_id
    granted = discord.Permissions(int(permissions))
    assert all(getattr(granted, name) for name in NEEDED) and bin(granted.value).count("1") == len(NEEDED)
    assert int(permissions) == NEEDED_VALUE == 309237763072
    assert ("View Channel, Send Messages, Embed Links, Attach Files, Read Message History, Create Public Threads, "
            "Send Messages in Threads") in line
    assert bot.returncode == 0 and "voice will NOT be supported" not in bot.stderr
