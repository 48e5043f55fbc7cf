"""The bot: a thin adapter between Discord and the table service.

Every click: parse the custom_id, check that the control's type and message fit its kind,
lock the game, load it from SQLite, and hand it to the module that owns that kind of
control (`bot.table`, `bot.panels`, `bot.seating`).  They ask the service (`bot.service`),
which checks the seat (from `interaction.user`), lets the engine decide and commits before
any answer goes out.  Nothing lives only in memory.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

import discord
from discord.ext import commands

import render

from . import panels, seating, table, timers
from .commands import register_commands
from .components import ControlButton, ControlSelect, message_has_component
from .customid import BUTTON, INVITATION, PANEL, PUBLIC, ComponentId, decode
from .replies import NO_MENTIONS, private
from .service import Refusal, Table, TableService
from .settings import Settings
from .storage import Storage
from .work import Work

log = logging.getLogger("bot")

TableHandler = Callable[["CardBot", discord.Interaction, Table, ComponentId], Awaitable[None]]
StepHandler = Callable[["CardBot", discord.Interaction, Table, ComponentId, str], Awaitable[None]]

# The module that owns each kind of control (bot.customid.KINDS says where each lives).
ON_TABLE: dict[str, TableHandler] = {
    "resign": table.on_resign,
    "confirm": table.on_confirm_resign,
    "again": seating.on_again,
    "rematch": seating.on_rematch,
    "hand": panels.on_open,
    "refresh": panels.on_refresh,
}
ON_STEP: dict[str, StepHandler] = {
    "move": table.on_step,
    "menu": table.on_step,
    "pmove": panels.on_step,
    "pmenu": panels.on_step,
}
COMPONENT_TYPES = {BUTTON: 2, "select": 3}


class CardBot(commands.Bot):
    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=NO_MENTIONS, **kwargs)
        self.settings = settings
        self.work = Work()
        self._storage: Storage | None = None
        self._service: TableService | None = None
        self._locks: dict[int, asyncio.Lock] = {}
        self._timer_task: asyncio.Task[None] | None = None

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
        self._storage = await Storage.open(self.settings.database_path)
        self._service = TableService(self._storage, reminder_seconds=self.settings.turn_timeout_hours * 3600 / 2,
                                     bot_user_id=self.user.id if self.user else None)
        await asyncio.to_thread(render.warm)  # so the first click does not pay for the sprites
        self.add_dynamic_items(ControlButton, ControlSelect)
        register_commands(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self._timer_task = asyncio.create_task(timers.timer_loop(self), name="timers")
        log.info("ready: database at %s, schema %s", self.settings.database_path, self.storage.schema_version)

    async def close(self) -> None:
        if self._timer_task is not None:
            self._timer_task.cancel()
        await super().close()
        if self._storage is not None:
            await self._storage.close()
            self._storage = None

    async def wait_idle(self) -> None:
        """Return once no interaction or timer pass is being handled (tests, clean stops)."""
        await self.work.idle()

    def lock_for(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def run_timers(self, now: float | None = None) -> None:
        async with self.work:
            await timers.run_timers(self, now)

    # --- errors ---------------------------------------------------------------------
    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await private(interaction, str(original))
            return
        log.error("command failed", exc_info=error)
        await private(interaction, "Something went wrong on our side; nothing was changed. Please try again.")

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
        if message_has_component(interaction.message, custom_id):
            return  # the DynamicItem has it
        cid = decode(custom_id)
        if cid is None:
            async with self.work:
                log.warning("unrecognised component from user %s", interaction.user.id)
                await private(interaction, "That control is not recognised; nothing was changed.")
            return
        await self.on_control(interaction, cid, [str(v) for v in data.get("values", [])])

    async def on_control(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        """The one router for every kind of control."""
        async with self.work:
            try:
                await self._route(interaction, cid, values)
            except Refusal as refusal:
                await private(interaction, str(refusal))
            except Exception:
                # Never log the path: in a game with hidden hands it names a face-down card.
                log.exception("control %s on %s failed", cid.kind, cid.game_id)
                await private(interaction, "Something went wrong on our side; nothing was changed. Please try again.")

    async def _route(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        spec = cid.spec
        data: Any = interaction.data or {}
        if data.get("component_type") != COMPONENT_TYPES[spec.component]:
            raise Refusal("That control is not recognised; nothing was changed.")
        message = interaction.message
        ephemeral = bool(message is not None and message.flags.ephemeral)
        if (spec.place == PANEL) != ephemeral:
            raise Refusal("That control does not belong to this message; nothing was changed.")
        if spec.place == INVITATION:
            await seating.on_invitation(self, interaction, cid)
            return
        path = cid.path
        if spec.component != BUTTON:
            if len(values) != 1 or not values[0] or "." in values[0]:
                raise Refusal("That choice is not recognised; nothing was changed.")
            path = f"{path}.{values[0]}" if path else values[0]
            if len(path) > 64:
                raise Refusal("That choice is not recognised; nothing was changed.")
        async with self.lock_for(cid.game_id):
            found = await self.service.load(cid.game_id)
            if found is None:
                raise Refusal("This game no longer exists.")
            if spec.place == PUBLIC and (message is None or message.id != found.row.message_id):
                # Public controls act only on their own message: a forged id could otherwise
                # paint another game's table over this one.
                raise Refusal("That control does not belong to this message; nothing was changed.")
            if cid.kind in ON_STEP:
                await ON_STEP[cid.kind](self, interaction, found, cid, path)
            else:
                await ON_TABLE[cid.kind](self, interaction, found, cid)


def create_bot(settings: Settings, **kwargs: Any) -> CardBot:
    """Build the bot without connecting (tests start it against a fake Discord)."""
    return CardBot(settings, **kwargs)


__all__ = ["CardBot", "create_bot"]
