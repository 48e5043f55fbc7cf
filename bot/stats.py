"""The /stats embed: a member's results per game, and a game's server leaderboard; for the
games with ratings (two people against each other) the member's rating and the rating
boards of the server and of everyone (`bot.ratings`)."""

from __future__ import annotations

from typing import Any

import discord

from engine import GAMES

from . import ratings
from .service import engine_names
from .storage import Storage


def _title(key: str, options: dict[str, Any]) -> str:
    """"Tower Defense · Havoc (Jokers)": a game's name with the house rules it was played by."""
    info = GAMES.get(key)
    if info is None:
        return key
    rules = info.house_rules(options)
    return f"{info.title} \u00b7 {rules}" if rules else info.title


def _metrics(key: str) -> list[tuple[str, bool]]:
    """The "best" metrics of a game: (stat, higher is better)."""
    info = GAMES.get(key)
    return [(m.key, m.higher_is_better) for m in info.metrics if m.aggregate == "best"] if info else []


def _sums(key: str) -> list[str]:
    """The "sum" metrics of a game: stats added up over every finished game."""
    info = GAMES.get(key)
    return [m.key for m in info.metrics if m.aggregate == "sum"] if info else []


def _best_text(key: str, best: dict[str, Any]) -> str:
    parts = []
    info = GAMES.get(key)
    for m in info.metrics if info else ():
        value = best.get(m.key)
        if m.aggregate == "best" and value is not None:
            parts.append(f"{m.label} {value}")
    return ", ".join(parts)


def _sum_text(key: str, totals: dict[str, int]) -> str:
    info = GAMES.get(key)
    return "; ".join(f"{m.label} {totals.get(m.key, 0):+d}" for m in (info.metrics if info else ())
                     if m.aggregate == "sum")


async def stats_embed(storage: Storage, *, guild_id: int, user: discord.abc.User, key: str | None) -> discord.Embed:
    keys = [key] if key else list(GAMES)
    ignore = sorted({name for k in keys for name in GAMES[k].seating_options})
    summary = await storage.player_summary(guild_id=guild_id, user_id=user.id, key=key,
                                           metrics={k: _metrics(k) for k in keys}, sums={k: _sums(k) for k in keys},
                                           ignore=ignore)
    embed = discord.Embed(title=f"Results of {user.display_name}")
    if not summary:
        embed.description = "No finished games yet" + (f" of {GAMES[key].title}." if key else ".")
    for row in summary:
        k = row["key"]
        title = _title(k, row["options"])
        duel = bool(GAMES.get(k)) and max(GAMES[k].players) > 1
        line = (f"played {row['played']}, won {row['won']}, lost {row['lost']}"
                + (f", drawn {row['drawn']}" if row["drawn"] or duel else "")
                + (f", abandoned {row['abandoned']}" if row["abandoned"] else "")
                + f"; win rate {row['win_rate']:.0%}")
        totals = _sum_text(k, row["totals"])
        if totals:
            line += f"; {totals}"
        best = _best_text(k, row["best"])
        if best:
            line += f"\nBest: {best}"
        embed.add_field(name=title, value=line, inline=False)
    for k in keys:
        if ratings.rates(k):
            await _rating_fields(storage, embed, guild_id=guild_id, user=user, key=k, boards=key is not None)
    if key:
        # One board per option set (house rules make another game), the most played first.
        boards: list[dict[str, Any] | None] = [*await storage.option_sets(guild_id=guild_id, key=key,
                                                                          ignore=ignore)] or [None]
        for options in boards:
            top = await storage.leaderboard(guild_id=guild_id, key=key, metrics=_metrics(key), options=options,
                                            limit=10, ignore=ignore)
            lines = []
            for i, entry in enumerate(top, 1):
                best = _best_text(key, entry["best"])
                lines.append(f"{i}. <@{entry['user_id']}>: {entry['won']} won of {entry['played']}"
                             f" ({entry['win_rate']:.0%})" + (f", {best}" if best else ""))
            embed.add_field(name=f"{_title(key, options or {})}: top 10 in this server",
                            value="\n".join(lines) or "No finished games yet.", inline=False)
    return embed


async def _rating_fields(storage: Storage, embed: discord.Embed, *, guild_id: int, user: discord.abc.User,
                         key: str, boards: bool) -> None:
    """The member's rating at `key` (left out when they have none and no boards are asked
    for), and with `boards` the server's and everyone's best ratings.  Only players with
    PROVISIONAL_GAMES rated games are ranked; the others are counted below the board."""
    title = GAMES[key].title
    mine = await storage.ratings.get(user.id, key)
    if mine is not None or boards:
        line = ratings.rating_line(mine)
        if mine is not None and not ratings.provisional(mine.games):
            places = [(await storage.ratings.rank(user.id, key, guild_id=guild_id,
                                                  min_games=ratings.PROVISIONAL_GAMES), "in this server"),
                      (await storage.ratings.rank(user.id, key, min_games=ratings.PROVISIONAL_GAMES), "of all players")]
            ranked = [f"#{n} {where}" for n, where in places if n is not None]
            if ranked:
                line += "; " + ", ".join(ranked)
        embed.add_field(name=f"{title} rating of {user.display_name}", value=line, inline=False)
    if not boards:
        return
    for where, scope in (("this server", guild_id), ("all players", None)):
        top = await storage.ratings.board(key, guild_id=scope, min_games=ratings.PROVISIONAL_GAMES, limit=10)
        if scope is None:  # players of other servers too: a mention of them would show no name
            known = await storage.ratings.names([row.user_id for row in top])
            who = {row.user_id: engine_names([known.get(row.user_id)], ())[0] for row in top}
        else:
            who = {row.user_id: f"<@{row.user_id}>" for row in top}
        lines = [f"{i}. {who[row.user_id]}: {ratings.display(row.mu)} ({row.games} rated games)"
                 for i, row in enumerate(top, 1)]
        waiting = await storage.ratings.count(key, guild_id=scope, below=ratings.PROVISIONAL_GAMES)
        if waiting:
            lines.append(f"{waiting} more with a provisional rating (fewer than {ratings.PROVISIONAL_GAMES} "
                         "rated games)" if waiting == 1 else
                         f"{waiting} more with provisional ratings (fewer than {ratings.PROVISIONAL_GAMES} "
                         "rated games)")
        embed.add_field(name=f"{title} rating: top 10 of {where}",
                        value="\n".join(lines) or "No rated games yet.", inline=False)


def stats_are_private(*, asker: int, about: int, leaderboard: bool, share: bool) -> bool:
    """/stats about yourself answers only you, unless you share it; another member's results
    and a game's leaderboard are for the channel."""
    return asker == about and not leaderboard and not share
