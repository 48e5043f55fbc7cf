"""`python -m bot`: load .env, check the settings, run the bot until SIGTERM or SIGINT.

A stop is clean: the bot stops taking interactions, lets those in flight finish (a few
seconds at most), closes its connection and its database, and exits 0.

A set-up mistake ends with one sentence on stderr saying what is wrong and how to fix it,
and exit code 2, never a traceback: a setting that cannot be read (found before connecting),
a token Discord refuses, a DEV_GUILD_ID whose server does not take the bot's commands.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from typing import Callable

import discord
from dotenv import load_dotenv

from .app import CardBot, create_bot
from .settings import PERMISSION_NAMES, SCOPES, TOKEN_HELP, Settings, SettingsError, load_settings

log = logging.getLogger("bot")

DEVELOPER_PORTAL = "https://discord.com/developers/applications"
WRONG_TOKEN = (f"Discord refused DISCORD_TOKEN, so the bot cannot log in; copy the token again from "
               f"{DEVELOPER_PORTAL} (your application > Bot > Reset Token), put it in .env after "
               f"DISCORD_TOKEN=, and start the bot again.")


def bot_permissions() -> discord.Permissions:
    """Exactly the permissions the bot needs in a channel (bot.settings.PERMISSION_NAMES)."""
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
    return ", ".join(name.replace("_", " ").title() for name in PERMISSION_NAMES)


async def run(bot: CardBot, token: str) -> None:
    """`bot.start`, with the invite link logged once logged in (the application id is known)."""
    await bot.login(token)  # runs setup_hook: the database, the command sync
    log.info("invite link (scopes %s; permissions %s): %s", " and ".join(SCOPES), permission_labels(),
             invite_url(bot.application_id))
    await bot.connect()


async def serve(bot: CardBot, token: str) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    running = asyncio.create_task(run(bot, token), name="bot")
    stopping = asyncio.create_task(stop.wait(), name="signal")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            log.info("stopping: finishing the interactions in flight")
            await bot.stop_gracefully()
            await asyncio.wait({running}, timeout=5)
        if running.done() and not running.cancelled():
            running.result()  # a login failure, a refused command sync and the like surface here
    finally:
        stopping.cancel()
        if not running.done():
            running.cancel()
        if not bot.is_closed():
            await bot.close()
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
    # The bot has no voice: discord.py's warnings about missing voice libraries would only worry an admin.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    bot = create_bot(settings)
    # discord.py never logs the token; its payload loggers stay quiet unless LOG_PAYLOADS is set.
    try:
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runner.run(serve(bot, settings.token))
    except discord.LoginFailure:
        print(WRONG_TOKEN, file=sys.stderr)
        return 2
    except discord.HTTPException as error:
        sentence = guild_sync_refused(error, settings, bot.application_id)
        if sentence is None:
            raise
        print(sentence, file=sys.stderr)
        return 2
    log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
