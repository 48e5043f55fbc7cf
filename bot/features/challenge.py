"""Same-deal challenges (issue 27): everyone plays the same deals, one attempt each, alone,
on a private table; results appear when the window closes.

- Created with `/event challenge` (`bot.features.event_commands`): the deals are chosen
  then, once, and kept in the event's options (`choose_deals`): proved-winnable deals from
  the stock (`bot.features.deals`) when the game offers them and the stock holds enough,
  else random seeds; the event message says which.
- The event message's **Play** (`on_play`, route "eplay") deals the clicker's next deal not
  yet played, or reopens the one they are playing: the attempt is recorded in the
  transaction that creates its game (`storage.events.start_challenge`), so neither a second
  click, a restart nor another process deals a deal twice.  A game of mode "challenge" is
  played on a private table (`ChallengeTable`, a sibling of the daily deal's), unrated and
  off the statistics; it has no public table and no code until its window has surely
  closed (`bot.features.daily.deal_code`).
- Its end writes the attempt's result, the game's own figure and the seconds it took in the
  result's transaction (`storage.events.record_challenge_result`); the window's end counts
  attempts still running as lost (`storage.events.end_challenge`).

Decided where the issue was silent:
- A challenge is played by everyone in the server; there is no Join: the first Play takes
  part.  One deal at a time, in order (deal 2 after deal 1 is finished).
- Closing the private table is no way out: the deal stays the player's, reopened by Play,
  and counts as lost if unfinished when the window closes (the attempt is used up).  Give
  up (confirmed, as a resignation) ends the deal as lost at once, and the next one may be
  played.
- The game's options are its default rules.
- No hints (issue 33): the standings compare play without help, and a hint count would not
  say how much help a result had.  The message says so; Hint is not offered on its tables
  (`bot.features.hints.offered`) and a forged one is refused privately.
"""

from __future__ import annotations

import logging
import random
import time
from typing import TYPE_CHECKING, Any

from engine import GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import Message, t

from ..discord import replies
from ..discord.private_table import Heading, PrivateTable, send_panel
from ..discord.replies import Interaction, mention
from ..event_service import EventService
from ..service import Refusal, Table
from ..storage import ChallengeAttempt, EventClosed, EventRow
from .daily import daily_games, first_metric, loss_metric
from .deals import offers_winnable
from .event_board import refresh
from ..events.kinds import kind_of

if TYPE_CHECKING:
    from ..discord.host import Host
    from ..discord.customid import ComponentId

log = logging.getLogger("bot.events")

DEALS = (1, 10)
HOURS = (1, 7 * 24)


def challenge_games() -> list[GameInfo]:
    """The games a challenge can be run with: those one person plays alone."""
    return daily_games()


async def choose_deals(bot: "Host", info: GameInfo, n: int) -> dict[str, Any]:
    """A new challenge's options: its `n` deals' seeds, whether they were proved winnable,
    the game's (default) options, and which stat is the game's own figure when a deal is
    won or lost (`storage.events.record_challenge_result` reads it)."""
    options = info.resolve_options({})
    seeds: list[int] = []
    proved = False
    if offers_winnable(info):
        if await bot.storage.deals.stocked(info.key, options) >= n:
            taken = []
            for _ in range(n):
                deal = await bot.storage.deals.take(info.key, options, SHUFFLE_VERSION)
                if deal is None:
                    break
                taken.append(deal)
            if len(taken) == n:
                seeds, proved = [d.seed for d in taken], True
            else:  # another process took some meanwhile: these go back, and the deals are random
                for d in taken:
                    await bot.storage.deals.add(info.key, options, seed=d.seed, shuffle_version=d.shuffle_version,
                                                line=d.line)
        bot.deals.kick()  # the stock is refilled behind the command
    if not seeds:
        draw = random.SystemRandom()  # as any game's own seed (TableService.prepare)
        seeds = [draw.randrange(1, 2**31) for _ in range(n)]
    win, loss = first_metric(info), loss_metric(info)
    return {"deals": n, "seeds": seeds, "proved": proved, "game_options": dict(options),
            "figures": {"win": win[0] if win else None, "loss": loss[0] if loss else None}}


# ---------------------------------------------------------------------------- the private table


def _when(event: EventRow) -> str:
    return f"<t:{int(event.ends_at or event.starts_at)}:R>"


class ChallengeTable(PrivateTable):
    """A challenge's deal on its player's private table: its first line names the challenge
    and the deal; its end says nothing in public (results wait for the window's end)."""

    stale_key = "events-challenge-stale"

    async def _found(self, bot: "Host", table: Table) -> tuple[ChallengeAttempt, EventRow, int] | None:
        attempt = await bot.storage.events.attempt_of_game(table.id)
        event = None if attempt is None else await bot.storage.events.load(attempt.event_id)
        if attempt is None or event is None:
            return None
        played = len(await bot.storage.events.attempts(event.id, attempt.user_id))
        return attempt, event, played

    async def head(self, bot: "Host", table: Table) -> Heading:
        found = await self._found(bot, table)
        if found is None:  # its event is gone: the table still plays
            return Heading(Message("events-challenge-panel-head", name="", game=table.info.title, deal=1, deals=1,
                                   when=""), Message("events-challenge-panel-over", left=0, when=""))
        attempt, event, played = found
        deals = event.settings.deals
        return Heading(Message("events-challenge-panel-head", name=event.name, game=table.info.title,
                               deal=attempt.deal + 1, deals=deals, when=_when(event)),
                       Message("events-challenge-panel-over", left=max(0, deals - played), when=_when(event)),
                       give_up=True)

    def not_seated(self, table: Table) -> Message:
        return Message("events-challenge-not-yours", owner=mention(table.users[0]))

    def over(self, table: Table) -> Message:
        return Message("events-challenge-deal-over")

    async def on_over(self, bot: "Host", interaction: Interaction, table: Table) -> None:
        attempt = await bot.storage.events.attempt_of_game(table.id)
        event = None if attempt is None else await bot.storage.events.load(attempt.event_id)
        if event is not None:
            refresh(bot, event)  # how many deals each player has finished


CHALLENGE_TABLE = ChallengeTable()


# ---------------------------------------------------------------------------- Play


async def on_play(bot: "Host", interaction: Interaction, event: EventRow, cid: "ComponentId") -> None:
    """The clicker's next deal of the challenge on a private table, or the one they are
    playing, reopened; nothing more once every deal is played or the window has closed."""
    if cid.kind not in kind_of(event).controls:  # a forged Play on an arena's or a Swiss's message
        raise Refusal("errors-control-unknown")
    now = time.time()
    if event.status.over or (event.ends_at is not None and now >= event.ends_at):
        raise Refusal("events-challenge-over", name=event.name)
    if now < event.starts_at:
        raise Refusal("events-challenge-not-yet", name=event.name, when=f"<t:{int(event.starts_at)}:R>")
    me = interaction.user.id
    await bot.storage.remember_names({me: interaction.user.display_name})
    try:
        played = await EventService(bot.storage, bot.service).play(event, me)
    except EventClosed:
        raise Refusal("events-challenge-over", name=event.name) from None
    if played.running is not None:  # theirs already, from this click's process or another
        await _reopen(bot, interaction, event, played.running)
        return
    if played.started is None:
        await replies.send_private(interaction, t("events-challenge-all-played", name=event.name, when=_when(event)))
        return
    table = played.started
    log.info("challenge %s: deal %s of game %s started", event.id, played.deal + 1, table.id)
    await send_panel(bot, interaction, table, await CHALLENGE_TABLE.head(bot, table))
    refresh(bot, event)


async def _reopen(bot: "Host", interaction: Interaction, event: EventRow, attempt: ChallengeAttempt) -> None:
    table = await bot.service.load(attempt.game_id) if attempt.game_id is not None else None
    if table is None or table.over or attempt.finished_at is not None:
        await replies.send_private(interaction, t("events-challenge-deal-played", deal=attempt.deal + 1,
                                                  name=event.name))
        return
    await send_panel(bot, interaction, table, await CHALLENGE_TABLE.head(bot, table),
                     note=t("events-challenge-reopened"))


__all__ = ["CHALLENGE_TABLE", "DEALS", "HOURS", "ChallengeTable", "challenge_games", "choose_deals", "on_play"]
