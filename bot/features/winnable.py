"""Proved-winnable deals played alone (`/play <game> winnable:true`, and Play again after one):
a deal the solver proved winnable, taken from the stock kept ahead (`bot.features.deals`).
Its game's mode is "winnable": its results count apart, and its table says so."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from engine import GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import t

from ..discord.replies import Interaction
from ..discord.seating import refuse_if_busy, start_here
from ..service import Refusal
from ..storage import GameRow
from .deals import offers_winnable

if TYPE_CHECKING:
    from ..discord.host import Host

MODE = "winnable"  # games.mode of a deal dealt proved winnable


async def play_winnable(bot: "Host", interaction: Interaction, info: GameInfo, options: Mapping[str, Any]) -> None:
    """A deal the solver proved winnable, alone, taken from the stock kept ahead.  An empty
    stock: a private "being prepared", nothing started, and the option set is asked for."""
    if not offers_winnable(info) or 1 not in info.players:
        raise Refusal("winnable-alone-only", game=info.title)
    assert interaction.channel_id is not None
    await refuse_if_busy(bot, info, interaction.channel_id, (interaction.user.id,), interaction.user.id)
    taken = await bot.storage.deals.take(info.key, options, SHUFFLE_VERSION)
    if taken is None:
        await bot.storage.deals.want(info.key, options)
        bot.deals.kick()
        raise Refusal("winnable-preparing", game=info.title)
    try:
        await start_here(bot, interaction, info, (interaction.user.id,), options, seed=taken.seed, mode=MODE)
    except Exception:
        # Not dealt after all (busy meanwhile, a refusal): the proof goes back in stock.
        await bot.storage.deals.add(info.key, options, seed=taken.seed, shuffle_version=taken.shuffle_version,
                                    line=taken.line)
        raise
    bot.deals.kick()  # the stock is refilled behind the click


def result_line(row: GameRow) -> str:
    """With a game's result: a proved-winnable deal's is counted apart (its table says so)."""
    return t("winnable-result") if row.mode == MODE else ""


__all__ = ["MODE", "play_winnable", "result_line"]
