"""The bot: a thin adapter between Discord and the table service.

Every click: parse the custom_id, check that the control's type and message fit its kind
(`bot.discord.routes`), then the kind's loader (`bot.discord.loaders`) locks the game, loads
it from the database, checks that the click was made where the game is (its server and
channel) and hands it to the module that owns that kind of control (`bot.discord.table`,
`bot.discord.panels`, `bot.discord.seating`).  They ask the service (`bot.service`),
which checks the seat (from `interaction.user`), lets the engine decide and commits before
any answer goes out.  Nothing lives only in memory.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import secrets
import socket
import time
import weakref
from typing import Any, Hashable

import discord
from aiohttp.web import AppRunner
from discord import app_commands
from discord.ext import commands

import render
from i18n import t

from ..features import daily, event_board, hints, verdicts, winnable
from . import replies, table, timers
from .. import workers
from .commands import register_commands, register_settings
from .components import Control, bring_back_view, message_has_component
from .customid import BUTTON, PANEL, SELECT, ComponentId, decode
from .routes import ROUTES
from ..features.deals import DealMaker
from .host import Host, TableParts
from .outbox import Outbox
from .replies import NO_MENTIONS, private
from ..service import Busy, Refusal, TableService
from ..config import Settings
from ..storage import Storage, redact, unavailable
from ..storage.web import BOT_USER_META
from ..web import app as web_app
from .translator import CatalogueTranslator
from .voices import adopt_private_voice
from ..inflight import Work
from ..waits import stop_tasks

log = logging.getLogger("bot")

COMPONENT_TYPES = {BUTTON: 2, SELECT: 3}
# What features add to a game's table (bot.discord.host.TableParts): the adapter draws them from
# here and never imports a feature for them.
TABLE_PARTS = TableParts(
    markers=(daily.replay_marker,),  # "played again from a code", "dealt proved winnable"
    results=(hints.hinted_line, winnable.result_line, daily.deal_line),  # hints used, counted apart, the code
    hint=hints.offered, verdict=verdicts.offered,
    again={winnable.MODE: winnable.play_winnable})
# Catalogue keys (bot-info.ftl) of the answers when nothing could be done: worded when said,
# `t(SORRY)`, in the reader's language.
STOPPING = "info-stopping"
SORRY = "info-sorry"
UNREACHABLE = "info-unreachable"
STOP_GRACE = 10.0  # seconds a stopping bot gives its background tasks to give their claims back
# The garbage collector's thresholds once the bot is ready (gc.set_threshold).  Generation 0 at
# 20,000 (CPython's default is 700): every interaction allocates thousands of short-lived
# objects, so collecting less often saves CPU (measured with benchmarks/load_bench.py).
# An interaction's objects form reference cycles (discord.py's Interaction and its response, a
# view and its items, holding the message, the member, the components), which only the
# collector frees.  Those still in flight when generation 0 is collected move to generation 1
# and wait, once done, for its next collection; those still in flight then move to generation
# 2 and wait for a full one.  At (20,000, 20, 20) a full collection came after 400 of
# generation 0, about 8 minutes at 100 games, and that garbage was what grew (issue 33: after
# 3 minutes a full collection found 166,701 unreachable objects, 30.7 MiB).  At (20,000, 5, 1)
# generation 1 is collected after 6 of generation 0 and everything after 2 of generation 1
# (CPython also waits until what moved to generation 2 since the last full collection is a
# quarter of what that one kept): the garbage is what was in flight at the last few
# collections, about 5 MiB at 100 games.  load_bench --trace-memory, 100 games, 2 minutes:
# 15 collections of generation 1 and 7 full ones, 58 ms of CPU each at the median (with
# generation 1 at 20: 4 of it, 288 ms each), about 1% of a core either way, in shorter pauses.
COLLECTOR_THRESHOLDS = (20_000, 5, 1)

# Loggers that write whole payloads at DEBUG (gateway events, request bodies, SQL with its
# parameters): a face-down card would reach the log.  Quiet unless LOG_PAYLOADS asks.
PAYLOAD_LOGGERS = ("discord.gateway", "discord.http", "discord.webhook", "discord.state", "aiosqlite")


def quiet_payload_loggers(enabled: bool) -> None:
    for name in PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(logging.NOTSET if enabled else logging.INFO)


class CardTree(app_commands.CommandTree):
    """The command tree; before any command runs, the words it says default to the asker's
    own language (`bot.discord.voices.private_voice`): a refusal raised anywhere inside reaches
    them in it.  A public answer sets the server's language where it is composed."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        bot = interaction.client
        if isinstance(bot, CardBot) and bot._storage is not None:
            try:
                await adopt_private_voice(bot, interaction)
            except Exception as exc:  # the words' language must never stop a command
                if not unavailable(exc):
                    raise
        return True


class CardBot(commands.AutoShardedBot):
    """Sharded from the start: with SHARD_COUNT and SHARD_IDS unset, Discord says how many
    shards (one for a small bot) and this process runs them all; with SHARD_COUNT alone it runs
    that many; with SHARD_IDS too, only those (the other processes run the rest)."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        kwargs.setdefault("shard_count", settings.shard_count)
        if settings.shard_ids is not None:
            kwargs.setdefault("shard_ids", list(settings.shard_ids))
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=NO_MENTIONS, tree_cls=CardTree, **kwargs)
        self.settings = settings
        quiet_payload_loggers(settings.log_payloads)
        self.work = Work()
        self.outbox = Outbox(self.work)  # channel messages changed outside an interaction (bot.discord.outbox)
        self.accepting = True  # False once a stop has begun: new interactions are turned away
        self._storage: Storage | None = None
        self._service: TableService | None = None
        # Locks by game, invitation or thing: a fast path that queues this process's own
        # clicks on one game; the database keeps the guarantees across processes.  Weak:
        # a lock nobody holds or waits for is gone, so memory does not grow with the games.
        self._locks: weakref.WeakValueDictionary[Hashable, asyncio.Lock] = weakref.WeakValueDictionary()
        # This process's name on the timers it claims (a host may run several processes).
        self.instance_id = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self._timer_task: asyncio.Task[None] | None = None
        # Work that outlives the interaction that asked for it (a deal's verdict: bot.features.verdicts);
        # each task holds a claim in the database, given back if the process stops.
        self.background: set[asyncio.Task[None]] = set()
        self._restore_task: asyncio.Task[None] | None = None
        self._web: AppRunner | None = None  # the web pages' server, with WEB_PORT
        self.deals = DealMaker(self)  # finds the winnable deals ahead (bot.features.deals)
        self.table_parts = TABLE_PARTS
        self.layouts_since = 0.0  # read from storage in setup_hook

    # --- lifecycle ------------------------------------------------------------------
    @property
    def storage(self) -> Storage:
        assert self._storage is not None, "setup_hook has not run"
        return self._storage

    @property
    def service(self) -> TableService:
        assert self._service is not None, "setup_hook has not run"
        return self._service

    async def setup_hook(self) -> None:
        self._storage = await Storage.open_retrying(self.settings.database_url or self.settings.database_path,
                                                    log=log)
        self.layouts_since = await self._storage.layouts_since()
        if self.user is not None:  # the web pages, maybe in another process, know the bot's seats by it
            await self._storage.set_meta(BOT_USER_META, str(self.user.id))
        self._service = TableService(self._storage, reminder_seconds=self.settings.turn_timeout_hours * 3600 / 2,
                                     reaction_seconds=self.settings.reaction_minutes * 60,
                                     bot_user_id=self.user.id if self.user else None,
                                     turn_dm_seconds=self.settings.turn_dm_seconds)
        await workers.start_pool_warm(self.settings.render_processes)
        if not workers.pooled():  # pictures drawn here: the first click pays no sprites
            await asyncio.to_thread(render.warm, render.DEFAULT_THEME)
        # (With the workers drawing, this process draws nothing: no sprites here, 22 MiB.)
        self.add_dynamic_items(Control)
        register_commands(self)
        await self.tree.set_translator(CatalogueTranslator())  # the commands in every shipped language
        register_settings(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self._timer_task = asyncio.create_task(timers.timer_loop(self), name="timers")
        self._restore_task = asyncio.create_task(self._restore_tables(), name="restore")
        if self.settings.web_port is not None:  # the web pages, served by this process too
            self._web = await web_app.serve(
                web_app.create_app(self.storage, web_app.WebConfig(base_url=self.settings.web_base_url)),
                self.settings.web_host, self.settings.web_port)
        # A background task like a verdict's: it holds leases, given back when the bot stops.
        deals_task = asyncio.create_task(self.deals.run(), name="deals")
        self.background.add(deals_task)
        deals_task.add_done_callback(self.background.discard)
        # Keep what start-up built out of the collector's way, and collect less often
        # (COLLECTOR_THRESHOLDS).
        gc.collect()
        gc.freeze()
        gc.set_threshold(*COLLECTOR_THRESHOLDS)
        log.info("ready: %s database at %s, schema revision %s", self.storage.backend,
                 redact(self.settings.database_url or self.settings.database_path), self.storage.revision)

    async def _restore_tables(self) -> None:
        """After a crash: every table behind the database is brought up to date."""
        started = time.time()
        await self.wait_until_ready()
        async with self.work:
            await table.restore_all(self, before=started, unshown=event_board.post_unshown)

    async def stop_gracefully(self, grace: float = 5.0) -> None:
        """Stop taking interactions, let those in flight finish (up to `grace` seconds),
        then close the connection and the database."""
        self.accepting = False
        try:
            async with asyncio.timeout(grace):  # not wait_for: see bot.waits
                await self.work.idle()
        except TimeoutError:
            log.warning("stopping with %s interactions still in flight", self.work.in_flight)
        await self.close()

    async def close(self) -> None:
        for task in (self._timer_task, self._restore_task):
            if task is not None:
                task.cancel()
        # Each background task gives its claim back before the database closes; one that does
        # not stop in time is left behind (its lease runs out) rather than holding the stop.
        await stop_tasks(list(self.background), STOP_GRACE, "background task")
        await self.outbox.close()
        if self._web is not None:
            await self._web.cleanup()
            self._web = None
        await super().close()
        if self._storage is not None:
            await self._storage.close()
            self._storage = None

    async def wait_idle(self) -> None:
        """Return once no interaction or timer pass is being handled (tests, clean stops)."""
        await self.work.idle()

    @property
    def client(self) -> discord.Client:
        return self

    def lock_for(self, key: Hashable) -> asyncio.Lock:
        """The lock of a game (its id), an invitation (minus its id) or any other thing two
        interactions of this process should not change at once (held only while in use)."""
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock

    async def run_timers(self, now: float | None = None) -> None:
        async with self.work:
            await timers.run_timers(self, now)

    def kick_timers(self) -> None:
        """A timer pass now rather than at the loop's next turn (a timer just set, due at once)."""
        async def kick() -> None:
            async with self.work:
                await timers.fire_due(self)
        task = asyncio.get_running_loop().create_task(kick())
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    # --- errors ---------------------------------------------------------------------
    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await self.refuse(interaction, original)
            return
        if unavailable(original):  # nothing was written; it may work in a moment
            log.warning("command refused: the database cannot be reached (%s)", type(original).__name__)
            await private(interaction, t(UNREACHABLE))
            return
        log.error("command failed", exc_info=error)
        await private(interaction, t(SORRY))

    async def refuse(self, interaction: discord.Interaction, refusal: Refusal) -> None:
        """A private answer saying why nothing happened; a player whose own running game
        stood in the way is offered its table back."""
        if isinstance(refusal, Busy) and refusal.user_id == interaction.user.id:
            await private(interaction, str(refusal), view=bring_back_view(refusal.game_id))
        else:
            await private(interaction, str(refusal))

    # --- clicks ---------------------------------------------------------------------
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Component clicks the DynamicItems will not see.

        discord.py hands a click to a DynamicItem only when its custom_id is on the message
        as it stands.  A click that raced an edit (stale) or a forged custom_id is not, so it
        is handled here, through the same checks; malformed ids get a private refusal.
        """
        if interaction.type is not discord.InteractionType.component:
            return
        data: Any = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if message_has_component(interaction.message, custom_id, int(data.get("component_type", 0))):
            return  # the DynamicItem has it
        cid = decode(custom_id)
        if cid is None:
            async with self.work:
                log.warning("unrecognised component from user %s", interaction.user.id)
                try:
                    await adopt_private_voice(self, interaction)
                except Exception as exc:
                    if not unavailable(exc):
                        raise
                await private(interaction, t("errors-control-unknown"))
            return
        await self.on_control(interaction, cid, [str(v) for v in data.get("values", [])])

    async def on_control(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        """The one router for every kind of control."""
        async with self.work:
            if not self.accepting:
                await private(interaction, t(STOPPING))
                return
            await replies.in_time(interaction, self._control(interaction, cid, values))

    async def _control(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        try:
            await adopt_private_voice(self, interaction)
            await self._route(interaction, cid, values)
        except Refusal as refusal:
            await self.refuse(interaction, refusal)
        except Exception as exc:
            if unavailable(exc):  # nothing was written; it may work in a moment
                log.warning("control %s on %s refused: the database cannot be reached (%s)", cid.kind,
                            cid.game_id, type(exc).__name__)
                await private(interaction, t(UNREACHABLE))
                return
            # Never log the path: in a game with hidden hands it names a face-down card.
            log.exception("control %s on %s failed", cid.kind, cid.game_id)
            await private(interaction, t(SORRY))

    async def _route(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        """The kind's route (`bot.discord.routes`), if the clicked component and message fit
        it; its loader hands the handler what the control acts on (`bot.discord.loaders`)."""
        route = ROUTES.get(cid.kind)
        data: Any = interaction.data or {}
        if route is None or data.get("component_type") != COMPONENT_TYPES[route.component]:
            raise Refusal("errors-control-unknown")
        message = interaction.message
        if (route.place == PANEL) != bool(message is not None and message.flags.ephemeral):
            raise Refusal("errors-control-elsewhere")
        await route.loader.run(self, interaction, route, cid, values)


def create_bot(settings: Settings, **kwargs: Any) -> CardBot:
    """Build the bot without connecting (tests start it against a fake Discord)."""
    return CardBot(settings, **kwargs)


__all__ = ["Host", "create_bot"]
