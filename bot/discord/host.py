"""What the handlers use of the running bot: a small typed `Protocol`, so that no handler
imports `CardBot` (`bot.discord.app`) and the bot's modules form no import circle.

`CardBot` is the one implementation; tests may hand any object with these members.
"""

from __future__ import annotations

import asyncio
from typing import Any, Hashable, Protocol

import discord
from discord import app_commands

from ..config import Settings
from ..inflight import Work
from ..service import TableService
from ..storage import Storage
from .outbox import Outbox


class Deals(Protocol):
    """The search for winnable deals running in the background (`bot.features.deals`)."""

    def kick(self) -> None: ...


class Host(Protocol):
    """The bot as its handlers see it: storage, the table service, the outbox, locks, the
    work in flight, settings, and the few Discord client calls they make."""

    settings: Settings
    work: Work
    outbox: Outbox
    accepting: bool
    instance_id: str
    background: set[asyncio.Task[None]]

    @property
    def deals(self) -> Deals: ...

    @property
    def client(self) -> discord.Client:
        """The Discord client itself, for the calls that need one (a webhook's)."""
        ...

    @property
    def storage(self) -> Storage: ...

    @property
    def service(self) -> TableService: ...

    def lock_for(self, key: Hashable) -> asyncio.Lock: ...

    def kick_timers(self) -> None: ...

    async def run_timers(self, now: float | None = None) -> None: ...

    async def refuse(self, interaction: discord.Interaction, refusal: Any) -> None: ...

    # discord.Client's own
    @property
    def user(self) -> discord.ClientUser | None: ...

    @property
    def application_id(self) -> int | None: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    @property
    def http(self) -> Any: ...

    def get_partial_messageable(self, id: int, *, guild_id: int | None = None,
                                type: discord.ChannelType | None = None) -> discord.PartialMessageable: ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    def is_closed(self) -> bool: ...

    async def wait_until_ready(self) -> None: ...
