"""`python -m bot`: load .env, check the settings, run the bot until SIGTERM or SIGINT.

A stop is clean: the bot stops taking interactions, lets those in flight finish (a few
seconds at most), closes its connection and its database, and exits 0.

A set-up mistake ends with one sentence on stderr saying what is wrong and how to fix it,
and exit code 2, never a traceback: a setting that cannot be read (found before connecting),
a token Discord refuses, a DEV_GUILD_ID whose server does not take the bot's commands.

Discord out of reach at start (connection refused, a name that does not resolve, Discord's
servers failing) is no mistake to fix: one line says so, and the bot tries again after 1, 2,
4 ... seconds (at most a minute, with a little jitter), one line a try, until it gets through
or is stopped (a stop during the wait exits 0 at once).
"""

from __future__ import annotations

import asyncio
import logging
import random
import signal
import sys
from typing import Callable

import aiohttp
import discord
from dotenv import load_dotenv

from engine import memo

from .discord.app import CardBot, create_bot
from .config import PERMISSION_LABELS, PERMISSION_NAMES, SCOPES, TOKEN_HELP, Settings, SettingsError, load_settings

log = logging.getLogger("bot")

DEVELOPER_PORTAL = "https://discord.com/developers/applications"
WRONG_TOKEN = (f"Discord refused DISCORD_TOKEN, so the bot cannot log in; copy the token again from "
               f"{DEVELOPER_PORTAL} (your application > Bot > Reset Token), put it in .env after "
               f"DISCORD_TOKEN=, and start the bot again.")
# Trying again while Discord cannot be reached: the first wait, each next one twice as long, up
# to the cap, each moved by up to a tenth either way (tests shorten the first wait).
RETRY_FIRST_SECONDS = 1.0
RETRY_MAX_SECONDS = 60.0
RETRY_JITTER = 0.1
# What Discord being out of reach looks like: no connection (refused, reset, a name that does
# not resolve, a connect timeout) or Discord's servers answering 5xx (after discord.py's own
# retries), or no gateway.  Only these: a database or file error must not pass for one.
UNREACHABLE = (aiohttp.ClientConnectionError, discord.DiscordServerError, discord.GatewayNotFound)


def bot_permissions() -> discord.Permissions:
    """Exactly the permissions the bot needs in a channel (bot.config.PERMISSION_NAMES)."""
    return discord.Permissions(**{name: True for name in PERMISSION_NAMES})


def invite_url(client_id: int | None) -> str:
    """The link that adds the bot to a server with its scopes and exactly its permissions."""
    return discord.utils.oauth_url(client_id or 0, permissions=bot_permissions(), scopes=SCOPES)


def guild_sync_refused(error: BaseException, settings: Settings, client_id: int | None) -> str | None:
    """The sentence for Discord refusing the command sync to DEV_GUILD_ID (the bot is not in
    that server, or was invited without applications.commands); None for any other error."""
    guild = settings.dev_guild_id
    if guild is None or not isinstance(error, discord.HTTPException):
        return None
    url = getattr(getattr(error, "response", None), "url", None)
    path = str(getattr(url, "path", ""))
    if not path.endswith(f"/guilds/{guild}/commands") or error.status not in (400, 403, 404):
        return None
    reason = (error.text or "").splitlines()[0].strip() if error.text else ""
    return (f"Discord refused the slash commands for the server DEV_GUILD_ID={guild} ({error.status}"
            f"{' ' + reason if reason else ''}): the bot is not in that server or was added without the "
            f"applications.commands scope; correct DEV_GUILD_ID in .env (or leave it empty for global "
            f"commands), or add the bot to that server with this link and start it again: "
            f"{invite_url(client_id)}")


def permission_labels() -> str:
    return ", ".join(PERMISSION_LABELS)


def unreachable_reason(error: BaseException) -> str | None:
    """Why Discord could not be reached, on one short line; None for any other error."""
    if not isinstance(error, UNREACHABLE):
        return None
    if isinstance(error, discord.DiscordServerError):
        text = f"Discord answered {error.status}"
    else:
        text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def retry_delay(failures: int, first: float | None = None, rng: random.Random | None = None) -> float:
    """The wait before the next try after `failures` failed ones in a row: first, 2 x first,
    4 x first ..., at most RETRY_MAX_SECONDS, each with up to RETRY_JITTER of jitter."""
    first = RETRY_FIRST_SECONDS if first is None else first
    base = min(RETRY_MAX_SECONDS, first * 2 ** min(failures - 1, 32))
    return min(RETRY_MAX_SECONDS, base * (1 + (rng or random).uniform(-RETRY_JITTER, RETRY_JITTER)))


class _FirstLoginOnly(logging.Filter):
    """Lets discord.py's "logging in" line through once: each later try logs only its own line."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg != "logging in using static token":
            return True
        shown, self.seen = not self.seen, True
        return shown


async def run(bot: CardBot, token: str, failures: int = 0) -> None:
    """`bot.start`, with the invite link logged once logged in (the application id is known)."""
    await bot.login(token)  # runs setup_hook: the database, the command sync
    if failures:
        log.info("Discord reached after %s failed tr%s", failures, "y" if failures == 1 else "ies")
    log.info("invite link (scopes %s; permissions %s): %s", " and ".join(SCOPES), permission_labels(),
             invite_url(bot.application_id))
    await bot.connect()


async def attempt(bot: CardBot, token: str, stopping: asyncio.Task[object], failures: int) -> BaseException | None:
    """One run of `bot` until it ends or a stop signal (`stopping`) comes; the bot is closed
    after it.  Returns the error if Discord could not be reached, None after a clean end or a
    stop; any other error is raised."""
    running = asyncio.create_task(run(bot, token, failures), name="bot")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            log.info("stopping: finishing the interactions in flight")
            await bot.stop_gracefully()
            await asyncio.wait({running}, timeout=5)
        if running.done() and not running.cancelled():
            error = running.exception()
            if error is not None and unreachable_reason(error) is not None:
                return error
            running.result()  # a login failure, a refused command sync and the like surface here
        return None
    finally:
        if not running.done():
            running.cancel()
        if not bot.is_closed():
            await bot.close()


async def serve(make_bot: Callable[[], CardBot], token: str) -> None:
    """Run a bot from `make_bot` until SIGTERM or SIGINT.  While Discord cannot be reached, each
    try logs one line and the next one, a fresh bot, comes after `retry_delay`."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    stopping = asyncio.create_task(stop.wait(), name="signal")
    login_lines = _FirstLoginOnly()
    discord_client_log = logging.getLogger("discord.client")
    discord_client_log.addFilter(login_lines)
    failures = 0
    try:
        while True:
            error = await attempt(make_bot(), token, stopping, failures)
            if error is None or stopping.done():
                return
            failures += 1
            delay = retry_delay(failures)
            first = failures == 1
            log.warning("Discord %s be reached (%s); %stry %s in %.1f s", "cannot" if first else "still cannot",
                        unreachable_reason(error), "the bot keeps trying: " if first else "", failures + 1, delay)
            await asyncio.wait({stopping}, timeout=delay)
            if stopping.done():
                log.info("stopping: Discord was never reached")
                return
    finally:
        stopping.cancel()
        discord_client_log.removeFilter(login_lines)
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)


def event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (about a fifth less CPU for the same load,
    measured with benchmarks/load_bench.py), else asyncio's own."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def main() -> int:
    load_dotenv()
    try:
        settings: Settings = load_settings()
    except SettingsError as error:
        print(error, file=sys.stderr)
        return 2
    if not settings.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if settings.render_processes != 0:
        # The searches and the pictures run in the worker processes: this one applies moves and
        # builds menus, one position at a time, where the engines' caches save next to nothing
        # and would only grow with the games played (issue 33).
        memo.use_menu_bounds()
    # The bot has no voice: discord.py's warnings about missing voice libraries would only worry an admin.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    latest: list[CardBot] = []  # the bot of the latest try (a fresh one for each): its application id

    def make_bot() -> CardBot:
        latest[:] = [create_bot(settings)]
        return latest[0]

    log.info("starting: %s", settings.shards_shown)
    # discord.py never logs the token; its payload loggers stay quiet unless LOG_PAYLOADS is set.
    try:
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runner.run(serve(make_bot, settings.token))
    except discord.LoginFailure:
        print(WRONG_TOKEN, file=sys.stderr)
        return 2
    except discord.HTTPException as error:
        sentence = guild_sync_refused(error, settings, latest[0].application_id if latest else None)
        if sentence is None:
            raise
        print(sentence, file=sys.stderr)
        return 2
    log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
