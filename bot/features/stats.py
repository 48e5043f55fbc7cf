"""The /stats page: a member's results per game, and a game's server leaderboard; for the
games with ratings (two people against each other) the member's rating and the rating
boards of the server and of everyone (`bot.ratings`)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from engine import GAMES
from i18n import t

from .. import ratings
from ..service import engine_names
from ..storage import Storage, season_of
from ..discord.pages import Page
from .boards import best_text as _best_text, ignored, metrics as _metrics, percent, previous_season
from .boards import season_args as _season_args, sum_text as _sum_text, sums as _sums, title as _title
from ..discord.web_links import View, player_link, server_link, with_links

if TYPE_CHECKING:
    from ..discord.host import Host


async def stats_page(storage: Storage, *, guild_id: int, user_id: int, name: str, key: str | None,
                     in_server: bool = True) -> Page:
    """Member `user_id`'s results (shown as `name`), and with `key` that game's boards.

    Outside a server the bot is in (`in_server` False: a DM, a group DM, a server the bot
    is not in) there is no server to rank in: the results of the games played there, the
    rating with its rank among all players and everyone's rating board, and a line saying
    that a server's boards are shown in that server."""
    keys = [key] if key else list(GAMES)
    ignore = ignored(keys)
    summary = await storage.player_summary(guild_id=guild_id, user_id=user_id, key=key,
                                           metrics={k: _metrics(k) for k in keys}, sums={k: _sums(k) for k in keys},
                                           ignore=ignore)
    # Deals dealt proved winnable (/play <game> winnable:true) are counted apart: an easier
    # game, whose figures must not mix with the others'.
    winnable = await storage.player_summary(guild_id=guild_id, user_id=user_id, key=key,
                                            metrics={k: _metrics(k) for k in keys},
                                            sums={k: _sums(k) for k in keys}, ignore=ignore, mode="winnable")
    page = Page(title=t("info-stats-title", name=name))
    if not summary and not winnable:
        page.description = (t("info-stats-none-game", game=GAMES[key].title) if key else t("info-stats-none"))
    if not in_server:
        page.description = "\n".join(filter(None, [page.description, t("info-stats-boards-elsewhere")]))
    for row in [*summary, *({**row, "winnable": True} for row in winnable)]:
        k = row["key"]
        title = _title(k, row["options"])
        if row.get("winnable"):
            title = t("winnable-stats-title", game=title)
        duel = bool(GAMES.get(k)) and max(GAMES[k].players) > 1
        line = t("info-stats-line", played=row["played"], won=row["won"], lost=row["lost"], drawn=row["drawn"],
                 drawn_shown="yes" if row["drawn"] or duel else "no", abandoned=row["abandoned"],
                 rate=percent(row["win_rate"]))
        totals = _sum_text(k, row["totals"])
        if totals:
            line += f"; {totals}"
        best = _best_text(k, row["best"])
        if best:
            line += "\n" + t("info-stats-best", best=best)
        page.add_field(name=title, value=line)
    for k in keys:
        if ratings.rates(k):
            await _rating_fields(storage, page, guild_id=guild_id if in_server else None, user_id=user_id,
                                 name=name, key=k, boards=key is not None)
            if key is not None and in_server:
                await _season_fields(storage, page, guild_id=guild_id, key=k, now=time.time())
    if key and in_server:
        # One board per option set (house rules make another game), the most played first.
        boards: list[dict[str, Any] | None] = [*await storage.option_sets(guild_id=guild_id, key=key,
                                                                          ignore=ignore)] or [None]
        for options in boards:
            top = await storage.leaderboard(guild_id=guild_id, key=key, metrics=_metrics(key), options=options,
                                            limit=10, ignore=ignore)
            lines = []
            for i, entry in enumerate(top, 1):
                best = _best_text(key, entry["best"])
                lines.append(t("info-stats-board-line", rank=i, who=f"<@{entry['user_id']}>", won=entry["won"],
                               played=entry["played"], rate=percent(entry["win_rate"]))
                             + (f", {best}" if best else ""))
            page.add_field(name=t("info-stats-board-title", game=_title(key, options or {})),
                            value="\n".join(lines) or t("info-stats-none"))
    return page


async def _rating_fields(storage: Storage, page: Page, *, guild_id: int | None, user_id: int, name: str,
                         key: str, boards: bool) -> None:
    """The member's rating at `key` (left out when they have none and no boards are asked
    for), and with `boards` the server's and everyone's best ratings (`guild_id` None: no
    server, everyone's only).  Only players with PROVISIONAL_GAMES rated games are ranked;
    the others are counted below the board."""
    title = GAMES[key].title
    mine = await storage.ratings.get(user_id, key)
    if mine is not None or boards:
        line = ratings.rating_line(mine)
        if mine is not None and not ratings.provisional(mine.games):
            here = (None if guild_id is None else
                    await storage.ratings.rank(user_id, key, guild_id=guild_id, min_games=ratings.PROVISIONAL_GAMES))
            everywhere = await storage.ratings.rank(user_id, key, min_games=ratings.PROVISIONAL_GAMES)
            ranked = ([t("info-rating-rank-server", rank=here)] if here is not None else []) + (
                [t("info-rating-rank-all", rank=everywhere)] if everywhere is not None else [])
            if ranked:
                line += "; " + ", ".join(ranked)
        page.add_field(name=t("info-rating-of", game=title, name=name), value=line)
    if not boards:
        return
    scopes = ([(t("info-rating-top-server", game=title), guild_id)] if guild_id is not None else []) + [
        (t("info-rating-top-all", game=title), None)]
    for heading, scope in scopes:
        top = await storage.ratings.board(key, guild_id=scope, min_games=ratings.PROVISIONAL_GAMES, limit=10)
        if scope is None:  # players of other servers too: a mention of them would show no name
            known = await storage.ratings.names([row.user_id for row in top])
            who = {row.user_id: engine_names([known.get(row.user_id)], ())[0] for row in top}
        else:
            who = {row.user_id: f"<@{row.user_id}>" for row in top}
        lines = [t("info-rating-board-line", rank=i, who=who[row.user_id], rating=ratings.display(row.mu),
                   games=row.games) for i, row in enumerate(top, 1)]
        waiting = await storage.ratings.count(key, guild_id=scope, below=ratings.PROVISIONAL_GAMES)
        if waiting:
            lines.append(t("info-rating-waiting", waiting=waiting, limit=ratings.PROVISIONAL_GAMES))
        page.add_field(name=heading, value="\n".join(lines) or t("info-rating-none"))


async def _season_fields(storage: Storage, page: Page, *, guild_id: int, key: str, now: float) -> None:
    """The server's season board of this month (points from rated games and events), and the
    podium of last month's: a season ends when its UTC month does, and its board stays."""
    title, season = GAMES[key].title, season_of(now)
    for heading, month, top in ((t("info-season-board-title", **_season_args(title, season)), season, 10),
                                (t("info-season-podium-title", **_season_args(title, previous_season(season))),
                                 previous_season(season), 3)):
        board = await storage.seasons.season_board(guild_id, key, month, top=top)
        lines = [t("info-season-line", rank=i, who=f"<@{row.user_id}>", points=row.points, games=row.games)
                 for i, row in enumerate(board, 1)]
        if lines or month == season:
            page.add_field(name=heading, value="\n".join(lines) or t("info-season-none"))


async def stats_links(bot: "Host", *, guild_id: int, user_id: int, key: str | None) -> View | None:
    """A /stats answer's links to the web pages: the player's, when they turned theirs on;
    with a game's boards, the server's, when it turned its pages on (none without
    `WEB_BASE_URL`).  Worded in the answer's voice."""
    base = bot.settings.web_base_url
    if not base:
        return None
    member, server = await bot.storage.preferences.member_and_server(user_id, guild_id)
    return with_links(None, player_link(base, member), server_link(base, server) if key else None)


def stats_are_private(*, asker: int, about: int, share: bool, in_server: bool = True) -> bool:
    """/stats about yourself answers only you, unless you share it, with a game's boards or
    without (as /help says; with a game it was public, issue 33); another member's results
    are for the channel.  Outside a server the bot is in, /stats is about yourself only, and
    private (`bot.discord.commands`)."""
    return not in_server or (asker == about and not share)
