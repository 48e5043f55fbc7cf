"""Game pages: `/g/<token>` and its pictures `/g/<token>/<step>.png`.

- A finished game: every step of its public replay (`bot.replays`: `state.view(None)` at
  each step, so nothing face down is shown), stepped with links (no script needed) and, with
  the page's script, the arrow keys; the log in words, the result, the players, the deal
  code and how to play the same deal.
- A running game: its position now as a spectator in its channel sees it, no history.
- A game whose deal others may still be playing (a daily deal before its UTC day is over,
  a same-deal challenge's attempt before the challenge is over) shows nothing of its deal:
  the page only says when it opens.

A finished game never changes: its replay and its words are cached per process (by token,
and by token and language), its page carries an ETag and its pictures are immutable.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any

import i18n
from aiohttp import web

from engine import GAMES, IllegalAction
from render import RENDERERS, facts, render_png

from .. import ratings
from ..features.daily import deal_code, next_reset, utc_day
from ..replays import Replay, build
from ..service import Table, TableService
from ..storage.web import GameFound
from ..workers import in_workers
from .site import CLOCK, STORAGE, Lru, answer, etag_of, not_modified, page, rendered, unchanged, utc_minute
from . import links
from .words import chosen

TOKEN = re.compile(r"[A-Za-z0-9_-]{16}")
STEP = re.compile(r"0|[1-9][0-9]{0,4}")
THEME = "classic"
FINISHED = "public, max-age=300"  # a finished game's page: its words never change, its names may
IMMUTABLE = "public, max-age=31536000, immutable"  # a finished game's step picture

routes = web.RouteTableDef()


@dataclass(frozen=True)
class Step:
    """One step of a finished game, worded in one language."""

    number: int
    where: str  # "The deal", "Move 3 of 40"
    lines: tuple[str, ...]  # what happened
    facts: tuple[str, ...]  # what the picture shows
    status: str
    alt: str  # the picture's alt text


@dataclass(frozen=True)
class Finished:
    found: GameFound
    replay: Replay


_replays: Lru[str, Finished] = Lru(1024)
_worded: Lru[tuple[str, str, int], Step] = Lru(4096)
_bodies: Lru[tuple[str, str], tuple[str, str]] = Lru(1024)  # (language, address): (ETag, page)
_pictures: Lru[tuple[str, str, str], bytes] = Lru(256)
_bots: dict[int, int | None] = {}  # app id: the bot's user id once read


def spoils(found: GameFound, now: float) -> bool:
    """Whether the page would show a deal that others may still be playing: a daily deal's
    game before its UTC day is over, a same-deal challenge's before the challenge is over."""
    row = found.row
    if row.mode == "daily":
        return utc_day(now) <= utc_day(row.created_at)
    if row.mode == "challenge":
        return found.event_over is not True
    return False


async def _bot_user_id(request: web.Request) -> int | None:
    key = id(request.app)
    if _bots.get(key) is None:
        _bots[key] = await request.app[STORAGE].web.bot_user_id()
    return _bots[key]


async def _table(request: web.Request, found: GameFound) -> Table:
    service = TableService(request.app[STORAGE], reminder_seconds=0.0, bot_user_id=await _bot_user_id(request))
    return service.table(found.row)


async def _found(request: web.Request) -> GameFound:
    token = request.match_info["token"]
    if not TOKEN.fullmatch(token):
        raise web.HTTPNotFound()
    cached = _replays.get(token)
    if cached is not None:
        return cached.found
    found = await request.app[STORAGE].web.game(token)
    if found is None or found.row.key not in GAMES:
        raise web.HTTPNotFound()
    return found


async def _finished(request: web.Request, found: GameFound) -> Finished:
    token = found.row.token or ""
    cached = _replays.get(token)
    if cached is not None:
        return cached
    table = await _table(request, found)
    try:
        replay = await asyncio.to_thread(build, table, found.moves)
    except (IllegalAction, ValueError, KeyError):  # a log this engine cannot replay: only its end
        replay = Replay(table, (table.state,), ())
    return _replays.put(token, Finished(found, replay))


def _worded_step(replay: Replay, n: int) -> Step:
    """Step `n`'s words in the current language (about a millisecond: a long game's steps are
    worded one at a time, as they are asked for, never all for one page)."""
    key = replay.table.row.key
    state = replay.states[n]
    view = state.view(None)
    where = i18n.t("web-step-deal") if n == 0 else i18n.t("web-step-move", step=n, last=replay.last)
    return Step(n, where, tuple(replay.line(n, None).splitlines()), tuple(facts(key, view)), state.status(None),
                RENDERERS[key].describe(view))


def _step(finished: Finished, lang: str, n: int) -> Step:
    token = finished.found.row.token or ""
    cached = _worded.get((token, lang, n))
    if cached is not None:
        return cached
    with i18n.speaking(lang):
        return _worded.put((token, lang, n), _worded_step(finished.replay, n))


def _players(table: Table) -> list[str]:
    """The players' names as their members chose them (the page escapes them; the game's own
    sentences use the names cleaned for Discord), the bot as itself."""
    known = table.row.names
    return [i18n.t("web-the-bot") if s in table.bot_seats else (known[s] or name) if s < len(known) else name
            for s, name in enumerate(table.engine_names)]


def _result(finished: Finished) -> dict[str, Any]:
    replay = finished.replay
    table = replay.table
    out = replay.states[-1].outcome()
    names = {table.users[s]: table.engine_names[s] for s in table.human_seats}
    code = deal_code(table.row)
    return {"reason": str(out.reason) if out is not None else "",
            "rating": ratings.note(list(finished.found.rating_changes), names),
            "code": code, "key": table.row.key}


@routes.get(r"/g/{token}")
async def game_page(request: web.Request) -> web.StreamResponse:
    lang = chosen(request)
    cached = _bodies.get((lang, str(request.rel_url)))  # a finished game's page, as drawn before
    if cached is not None:
        etag, body = cached
        return unchanged(etag, FINISHED) if not_modified(request, etag) else answer(request, body, etag=etag,
                                                                                     cache=FINISHED)
    found = await _found(request)
    now = request.app[CLOCK]()
    row = found.row
    title = GAMES[row.key].title
    if spoils(found, now):
        opens = utc_minute(next_reset(now)) if row.mode == "daily" else None
        return page(request, "game_later.html", title=title, opens=opens, cache="no-cache")
    if not row.status.over:
        table = await _table(request, found)
        with i18n.speaking(lang):
            view = table.view(None)
            position = {"facts": facts(row.key, view), "status": table.state.status(None),
                     "alt": RENDERERS[row.key].describe(view)}
        etag = etag_of(row.token, row.version, lang)
        return page(request, "game_running.html", etag=etag, title=title, row=row, players=_players(table),
                    now=position, picture=links.game_picture_path(row.token or "", "now") + f"?v={row.version}")
    finished = await _finished(request, found)
    raw = request.query.get("step", "")
    shown = int(raw) if STEP.fullmatch(raw) and int(raw) <= finished.replay.last else finished.replay.last
    etag = etag_of(row.token, row.version, lang, shown)
    if not_modified(request, etag):
        return unchanged(etag, FINISHED)
    table = finished.replay.table
    with i18n.speaking(lang):
        result = _result(finished)
        players = _players(table)
        rules = GAMES[row.key].house_rules(row.options)
    body = rendered(request, "game.html", title=title, row=row, players=players, step=_step(finished, lang, shown),
                    last=finished.replay.last, result=result, rules=rules)
    _bodies.put((lang, str(request.rel_url)), (etag, body))
    return answer(request, body, etag=etag, cache=FINISHED)


@routes.get(r"/g/{token}/steps/{step}")
async def game_step(request: web.Request) -> web.StreamResponse:
    """One step of a finished game as a page fragment, for the page's script (the arrow keys)."""
    found = await _found(request)
    step = request.match_info["step"]
    if spoils(found, request.app[CLOCK]()) or not found.row.status.over or not STEP.fullmatch(step):
        raise web.HTTPNotFound()
    finished = await _finished(request, found)
    if int(step) > finished.replay.last:
        raise web.HTTPNotFound()
    lang = chosen(request)
    etag = etag_of(found.row.token, found.row.version, lang, "step", step)
    if not_modified(request, etag):
        return unchanged(etag, FINISHED)
    body = rendered(request, "_step.html", row=found.row, step=_step(finished, lang, int(step)),
                    last=finished.replay.last)
    return answer(request, body, etag=etag, cache=FINISHED)


@routes.get(r"/g/{token}/{step}.png")
async def game_picture(request: web.Request) -> web.StreamResponse:
    found = await _found(request)
    row = found.row
    step = request.match_info["step"]
    if spoils(found, request.app[CLOCK]()):
        raise web.HTTPNotFound()
    lang = request.query.get("lang", i18n.SOURCE)
    lang = lang if lang in i18n.SHIPPED else i18n.SOURCE
    if step == "now":
        if row.status.over:
            raise web.HTTPNotFound()
        table = await _table(request, found)
        etag = etag_of(row.token, row.version, "now", lang)
        if not_modified(request, etag):
            return web.Response(status=304, headers={"ETag": etag})
        with i18n.speaking(lang):
            view = table.view(None)
        drawn = await in_workers(render_png, row.key, view, THEME, lang)
        return web.Response(body=drawn.png, content_type="image/png",
                            headers={"ETag": etag, "Cache-Control": "no-cache"})
    if not row.status.over or not STEP.fullmatch(step):
        raise web.HTTPNotFound()
    finished = await _finished(request, found)
    number = int(step)
    if number > finished.replay.last:
        raise web.HTTPNotFound()
    etag = etag_of(row.token, number, lang, THEME)
    if not_modified(request, etag):
        return web.Response(status=304, headers={"ETag": etag, "Cache-Control": IMMUTABLE})
    png = _pictures.get((row.token or "", step, lang))
    if png is None:
        with i18n.speaking(lang):
            view = finished.replay.view(number, None)
        png = _pictures.put((row.token or "", step, lang), (await in_workers(render_png, row.key, view, THEME, lang)).png)
    return web.Response(body=png, content_type="image/png", headers={"ETag": etag, "Cache-Control": IMMUTABLE})


__all__ = ["routes", "spoils"]
