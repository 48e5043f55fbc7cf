"""Player pages: `/p/<user id>` and its games as data, `/api/players/<user id>/games.ndjson`.

Both exist only for a member who turned their page on (`/settings me`, `MemberSettings.web`);
for anyone else, as for a malformed or unknown id, the answer is the 404 page every unknown
address gets, so an address says nothing of whether its player exists.

The page, per game they played (the one most recently played first): their rating as the bot
shows it (provisional until `ratings.PROVISIONAL_GAMES` rated games, without a figure) and a
chart of it (`chart`: from the first game at which it was shown), their results per set of
house rules as `/stats` counts them (`storage.games.summarise`: ordinary games, and deals
dealt proved winnable apart), their winning streaks (ordinary games) and their last games,
each with a link to its page.  One database trip (`storage.web.player`); the page carries an
ETag from what it shows.

The export: every finished game they played, newest first, one JSON object a line: its
token and page, the game, its mode, when it ended (ISO 8601, UTC), the result and score, the
opponents' names, what it did to the rating (figures once it is no longer provisional), and
its deal code when `deal_code` gives one (never for a daily deal before its day is over, nor
for a challenge's attempt before the challenge surely is).  `?since=<Unix seconds>` keeps the
games that ended then or later.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Mapping, Sequence

import i18n
from aiohttp import web
from markupsafe import Markup

from engine import GAMES

from .. import ratings
from ..features.daily import MODE_MARKERS, deal_code, result_word
from ..storage.games import summarise, win_streaks
from ..storage.rows import RatingChange, dumps
from ..storage.web import PlayedGame, PlayerFound
from . import links
from .chart import day, rating_chart
from .site import CLOCK, CONFIG, STORAGE, etag_of, not_modified, page
from .words import chosen

USER_ID = re.compile(r"[1-9][0-9]{0,18}")  # a Discord id (a snowflake, below 2**63)
SINCE = re.compile(r"[0-9]{1,12}(?:\.[0-9]{1,6})?")
RECENT = 20  # games listed per game on the page
EXPORT_TYPE = "application/x-ndjson"

routes = web.RouteTableDef()


@dataclass(frozen=True)
class Opponent:
    name: str
    href: str | None  # their page, when they turned it on


@dataclass(frozen=True)
class Recent:
    """One line of a game's "recent games" table."""

    href: str | None
    when: str
    marker: str
    opponents: tuple[Opponent, ...]
    result: str
    rating: str


@dataclass(frozen=True)
class Section:
    """One game on a player's page."""

    key: str
    title: str
    rating: str | None  # None: a game without ratings
    chart: Markup
    settling: bool  # rated, but no rating shown yet to chart
    results: tuple[dict[str, Any], ...]
    streak: int
    best_streak: int
    recent: tuple[Recent, ...]


async def _player(request: web.Request, since: float | None = None) -> PlayerFound:
    raw = request.match_info["user_id"]
    if not USER_ID.fullmatch(raw) or int(raw) >= 2 ** 63:
        raise web.HTTPNotFound()
    found = await request.app[STORAGE].web.player(int(raw), since=since)
    if found is None:
        raise web.HTTPNotFound()
    return found


def _title(key: str) -> str:
    info = GAMES.get(key)
    return info.title if info is not None else key


def _rules(key: str, options: Mapping[str, Any]) -> str:
    info = GAMES.get(key)
    return (info.house_rules(dict(options)) if info is not None else "") or i18n.t("web-rules-standard")


def _opponents(found: PlayerFound, game: PlayedGame, *, bot_name: str) -> tuple[Opponent, ...]:
    row = game.row
    out = []
    for seat, user in enumerate(row.seats):
        if seat == game.seat:
            continue
        if user == found.bot_user_id:
            out.append(Opponent(bot_name, None))
            continue
        name = row.names[seat] if seat < len(row.names) else None
        out.append(Opponent(name or i18n.t("bot-name-player", n=seat + 1),
                            links.player_path(user) if user in found.web_users else None))
    return tuple(out)


def _rating_words(change: RatingChange | None) -> str:
    """What a game did to the rating: "+14, now 1532", "provisional (3 of 5 games)", or ""."""
    if change is None:
        return ""
    if ratings.provisional(change.games):
        return ratings.standing(change.games, change.after.mu)
    return i18n.t("web-rating-change", points=ratings.signed(ratings.points(change)),
                  rating=ratings.display(change.after.mu))


def _history(changes: Sequence[RatingChange]) -> list[tuple[float, int]]:
    """The chart's points: the rating after each rated game, once it is shown (no longer
    provisional: the bot shows no figure before, nor does the page)."""
    return [(c.at, ratings.display(c.after.mu)) for c in changes if not ratings.provisional(c.games)]


def _sections(found: PlayerFound, lang: str) -> list[Section]:
    by_key: dict[str, list[PlayedGame]] = {}
    for game in found.games:  # newest first: the game played last comes first
        by_key.setdefault(game.row.key, []).append(game)
    for key in found.ratings:
        by_key.setdefault(key, [])
    changes: dict[str, list[RatingChange]] = {}
    for change in found.changes:
        changes.setdefault(change.key, []).append(change)
    by_game = {c.game_id: c for c in found.changes}
    ignore = sorted({name for key in by_key if key in GAMES for name in GAMES[key].seating_options})
    summary: dict[str, list[dict[str, Any]]] = {}
    for mode, marker in (("normal", ""), ("winnable", i18n.t(MODE_MARKERS["winnable"]))):
        rows = [(g.row.key, dumps(g.row.options), g.result, g.stats)
                for g in found.games if g.row.mode == mode]
        for row in summarise(rows, metrics={}, ignore=ignore):
            summary.setdefault(row["key"], []).append({**row, "rules": _rules(row["key"], row["options"]),
                                                       "marker": marker})
    bot_name = i18n.t("web-the-bot")
    out = []
    for key, games in by_key.items():
        title = _title(key)
        rated = ratings.rates(key)
        history = _history(changes.get(key, ()))
        streak, best = win_streaks(g.result for g in reversed(games) if g.row.mode == "normal")
        recent = tuple(Recent(href=links.game_path(g.row.token) if g.row.token else None,
                              when=day(g.ended_at, lang),
                              marker=i18n.t(MODE_MARKERS[g.row.mode]) if g.row.mode in MODE_MARKERS else "",
                              opponents=_opponents(found, g, bot_name=bot_name),
                              result=result_word(g.result), rating=_rating_words(by_game.get(g.row.id)))
                       for g in games[:RECENT])
        out.append(Section(
            key=key, title=title,
            rating=ratings.rating_line(found.ratings.get(key)) if rated else None,
            chart=Markup(rating_chart(history, title=i18n.t("web-rating-chart", game=title), locale=lang)),
            settling=rated and bool(changes.get(key)) and not history,
            results=tuple(summary.get(key, ())), streak=streak, best_streak=best, recent=recent))
    return out


def _fingerprint(found: PlayerFound) -> tuple[Any, ...]:
    """What the page is made of: its ETag changes with it (a finished game never changes, but
    its players' names and the ratings, recomputed, may)."""
    return (found.user_id, found.name, found.bot_user_id, sorted(found.web_users),
            tuple((g.row.id, g.result, g.row.names) for g in found.games),
            len(found.changes), found.changes[-1] if found.changes else None,
            sorted((k, r.mu, r.games) for k, r in found.ratings.items()))


@routes.get(r"/p/{user_id}")
async def player_page(request: web.Request) -> web.StreamResponse:
    found = await _player(request)
    lang = chosen(request)
    etag = etag_of(lang, _fingerprint(found))
    if not_modified(request, etag):
        return web.Response(status=304, headers={"ETag": etag, "Cache-Control": "no-cache"})
    with i18n.speaking(lang):
        sections = _sections(found, lang)
        name = found.name or i18n.t("web-player-unnamed")
    return page(request, "player.html", etag=etag, name=name, user_id=found.user_id, sections=sections)


def _iso(at: float) -> str:
    return datetime.fromtimestamp(at, timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def export_line(found: PlayerFound, game: PlayedGame, change: RatingChange | None, *, now: float,
                base_url: str | None) -> dict[str, Any]:
    """One game of the export (see the module's notes)."""
    row = game.row
    path = links.game_path(row.token or "")
    line: dict[str, Any] = {"token": row.token, "path": path}
    url = links.absolute(base_url, path)
    if url is not None:
        line["url"] = url
    bot = i18n.tr(i18n.SOURCE, "bot-name-bot")
    line.update({"game": row.key, "mode": row.mode, "ended_at": _iso(game.ended_at), "result": game.result,
                 "score": game.score,
                 "opponents": [bot if user == found.bot_user_id else (row.names[s] if s < len(row.names) else None)
                               for s, user in enumerate(row.seats) if s != game.seat]})
    if change is not None:
        line.update({"rated_games": change.games, "provisional": ratings.provisional(change.games)})
        if not ratings.provisional(change.games):
            line.update({"rating_before": ratings.display(change.before.mu),
                         "rating_after": ratings.display(change.after.mu)})
    code = deal_code(row, now)
    if code is not None:
        line["deal_code"] = code
    return line


@routes.get(r"/api/players/{user_id}/games.ndjson")
async def player_games(request: web.Request) -> web.StreamResponse:
    raw = request.query.get("since")
    if raw is not None and not SINCE.fullmatch(raw):
        return web.Response(status=400, text="since: Unix seconds, such as 1767225600\n")
    found = await _player(request, since=None if raw is None else float(raw))
    now = request.app[CLOCK]()
    by_game = {c.game_id: c for c in found.changes}
    base_url = request.app[CONFIG].base_url
    body = "".join(json.dumps(export_line(found, g, by_game.get(g.row.id), now=now, base_url=base_url),
                              ensure_ascii=False, separators=(",", ":")) + "\n" for g in found.games)
    etag = etag_of(body)  # what it says, deal codes that open with time included
    if not_modified(request, etag):
        return web.Response(status=304, headers={"ETag": etag, "Cache-Control": "no-cache"})
    return web.Response(text=body, content_type=EXPORT_TYPE, charset="utf-8",
                        headers={"ETag": etag, "Cache-Control": "no-cache"})


__all__ = ["export_line", "routes"]
