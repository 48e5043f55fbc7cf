"""What the handlers use of the running bot: a small typed `Protocol`, so that no handler
imports `CardBot` (`bot.discord.app`) and the bot's modules form no import circle; and what
the features add to a game's table (`TableParts`), which the bot carries.

`CardBot` is the one implementation; tests may hand any object with these members.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Hashable, Mapping, Protocol

import discord
from discord import app_commands

from engine import GameInfo

from ..config import Settings
from ..inflight import Work
from ..service import Table, TableService
from ..storage import GameRow, Storage
from .outbox import Outbox
from .replies import Interaction


# Starts a game for whoever asked (`bot.discord.seating`'s way of calling a feature's start).
Starter = Callable[["Host", Interaction, GameInfo, Mapping[str, Any]], Awaitable[None]]


def _never(table: Table) -> bool:
    return False


@dataclass(frozen=True)
class TableParts:
    """What features add to a game's table, declared once by the app (`bot.discord.app.TABLE_PARTS`,
    `Host.table_parts`): the adapter draws them and never imports a feature to learn them.

    - `markers`: words after the table's title ("a deal played again from its code");
    - `results`: lines under a finished game's result ("Played with 1 hint.", its deal code);
    - `hint`, `verdict`: whether the table offers Hint, and "Was it winnable?" once over;
    - `again`: how Play again starts the next game of a mode of its own (a proved-winnable
      deal: another one, by the same rules); any other mode starts the same kind of game.
    """

    markers: tuple[Callable[[GameRow], str], ...] = ()
    results: tuple[Callable[[GameRow], str], ...] = ()
    hint: Callable[[Table], bool] = _never
    verdict: Callable[[Table], bool] = _never
    again: Mapping[str, Starter] = field(default_factory=dict)

    def marked(self, row: GameRow) -> list[str]:
        """The markers a game's title carries (none said: none shown)."""
        return [words for words in (marker(row) for marker in self.markers) if words]

    def result_lines(self, row: GameRow) -> list[str]:
        """The lines under a finished game's result, in the order declared."""
        return [words for words in (line(row) for line in self.results) if words]


class Deals(Protocol):
    """The search for winnable deals running in the background (`bot.features.deals`)."""

    def kick(self) -> None: ...


class Host(Protocol):
    """The bot as its handlers see it: storage, the table service, the outbox, locks, the
    work in flight, settings, what features add to a table, and the few Discord client
    calls they make."""

    settings: Settings
    work: Work
    outbox: Outbox
    accepting: bool
    instance_id: str
    background: set[asyncio.Task[None]]
    table_parts: TableParts
    layouts_since: float  # messages posted before it are edited in their old form (`layout.legacy`)

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
