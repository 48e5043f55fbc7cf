"""Server pages, only for servers whose admins turned them on (`/settings server web_pages`);
anything else at these addresses is the same 404 as an unknown address.

- `/s/<guild>`: per game, the server's boards as `/stats <game>` shows them (the rating
  board of the games two people play, this month's season board and last season's podium;
  the results boards, one a set of house rules), and the server's events, running and
  recent, with links to their pages.
- `/s/<guild>/events/<event>`: an arena, a Swiss or a same-deal challenge: its standings as
  the event's message shows them, the games being played (links to their pages, which show
  only the public table) and the games finished.  A challenge shows neither its attempts'
  games nor anything of its deals until it is over.
- `/s/<guild>/events/<event>/live`: the event page's changing part alone (the fragment in
  `#live`), which `static/live.js` asks for every `live_seconds` with the ETag it has: an
  unchanged event costs a 304.  The script stops once the event is over.

Each page is one database trip with a fixed number of statements (`storage.web`); names are
the `people` table's, escaped by the templates like every word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import i18n
from aiohttp import web

from engine import GAMES

from .. import ratings
from ..events.kinds import kind_of
from ..features import boards
from ..features.daily import result_word
from ..features.standings import (StandingsView, duration, event_standings, event_table, figure_text, kind_name,
                                  status_line)
from ..storage import EventGame, EventRow, season_of
from ..storage.web import BoardAsk, EventFound, ServerFound
from . import links
from .site import CLOCK, STORAGE, Fresh, Lru, answer, etag_of, rendered, not_modified, page, unchanged, utc_minute
from .words import chosen

routes = web.RouteTableDef()

ID = r"[0-9]{1,20}"
MAX_ID = 2**63 - 1  # a Discord id (and a row id) fits a signed 64-bit column
SEASON_TOP, PODIUM = 10, 3  # places on this month's season board, and on last month's podium
ENDED_SHOWN = 10  # events over listed on a server's page, the latest first
FINISHED_SHOWN = 50  # finished games listed on an event's page, the latest first
FIRE = "\U0001F525"
CACHE = "no-cache"  # asked again every time: an ETag makes an unchanged page a 304
# What was read of a server (by server and season) and of an event, for `fresh_seconds`.
_servers: Fresh[tuple[int, str], ServerFound | None] = Fresh()
_events: Fresh[tuple[int, int], EventFound | None] = Fresh()
_bodies: Lru[tuple[str, str], str] = Lru(256)  # a server page drawn, by ETag and address


@dataclass(frozen=True)
class Link:
    href: str
    text: str


@dataclass(frozen=True)
class Mark:
    """A symbol for the eye, with its words for a screen reader."""

    symbol: str
    words: str


@dataclass(frozen=True)
class Row:
    cells: tuple[Any, ...]  # text, a Link or a Mark each
    game: str | None = None  # the game's page token, on a pairing's row (data-game)


@dataclass(frozen=True)
class Table:
    heads: tuple[str, ...]
    rows: tuple[Row, ...]
    name: str = ""  # its class


def _id(request: web.Request, name: str) -> int:
    value = int(request.match_info[name])
    if not 0 < value <= MAX_ID:
        raise web.HTTPNotFound()
    return value


def _name(names: Any, user_id: int) -> str:
    return names.get(user_id) or i18n.t("web-player-unnamed")


def _when(event: EventRow) -> str:
    """Where an event stands, its times as the pages write them."""
    return status_line(event, utc_minute, starts="web-event-starts", ends="web-event-ends")


# ---------------------------------------------------------------------------- a server's page


def _rating_section(found: ServerFound, key: str) -> dict[str, Any]:
    rows, waiting = found.ratings[key]
    table = Table((i18n.t("web-col-rank"), i18n.t("web-col-player"), i18n.t("web-rating"),
                   i18n.t("web-col-rated-games")),
                  tuple(Row((str(i), _name(found.names, r.user_id), str(ratings.display(r.mu)), str(r.games)))
                        for i, r in enumerate(rows, 1)))
    return {"heading": i18n.t("info-rating-top-server", game=GAMES[key].title), "table": table,
            "empty": i18n.t("info-rating-none"),
            "note": i18n.t("info-rating-waiting", waiting=waiting, limit=ratings.PROVISIONAL_GAMES) if waiting else ""}


def _season_sections(found: ServerFound, key: str, season: str) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """This month's season board, and last month's podium (None when nobody was on it)."""
    title, last = GAMES[key].title, boards.previous_season(season)
    now = found.seasons[(key, season)]
    board = {"heading": i18n.t("info-season-board-title", **boards.season_args(title, season)),
             "table": Table((i18n.t("web-col-rank"), i18n.t("web-col-player"), i18n.t("web-col-points"),
                             i18n.t("web-col-games")),
                            tuple(Row((str(i), _name(found.names, r.user_id), str(r.points), str(r.games)))
                                  for i, r in enumerate(now, 1))),
             "empty": i18n.t("info-season-none")}
    before = found.seasons[(key, last)]
    podium = None if not before else {
        "heading": i18n.t("info-season-podium-title", **boards.season_args(title, last)),
        "lines": [i18n.t("info-season-line", rank=i, who=_name(found.names, r.user_id), points=r.points,
                         games=r.games) for i, r in enumerate(before, 1)]}
    return board, podium


def _results_sections(found: ServerFound, key: str) -> list[dict[str, Any]]:
    heads = (i18n.t("web-col-rank"), i18n.t("web-col-player"), i18n.t("web-won"), i18n.t("web-played"),
             i18n.t("web-col-win-rate"), i18n.t("web-col-best"))
    return [{"heading": i18n.t("info-stats-board-title", game=boards.title(key, dict(board.options))),
             "table": Table(heads, tuple(
                 Row((str(i), _name(found.names, e["user_id"]), str(e["won"]), str(e["played"]),
                      i18n.t("web-percent", rate=boards.percent(e["win_rate"])), boards.best_text(key, e["best"])))
                 for i, e in enumerate(board.rows, 1)))}
            for board in found.results[key]]


def _game_sections(found: ServerFound, season: str) -> list[dict[str, Any]]:
    """A section a game the server has anything of, in the games' order."""
    out = []
    for key, info in GAMES.items():
        rated = key in found.ratings
        rating = _rating_section(found, key) if rated else None
        board, podium = _season_sections(found, key, season) if rated else (None, None)
        results = _results_sections(found, key)
        anything = results or podium or (rated and (found.ratings[key][0] or found.ratings[key][1]
                                                    or found.seasons[(key, season)]))
        if anything:
            out.append({"key": key, "title": info.title, "rating": rating, "season": board, "podium": podium,
                        "results": results, "no_results": i18n.t("info-stats-none")})
    return out


def _events_table(events: Sequence[EventRow]) -> Table:
    return Table((i18n.t("web-col-event"), i18n.t("web-col-kind"), i18n.t("web-col-game"),
                  i18n.t("web-col-status")),
                 tuple(Row((Link(links.event_path(e.guild_id, e.id), e.name), kind_name(e),
                            GAMES[e.key].title, _when(e))) for e in events if e.key in GAMES))


@routes.get(rf"/s/{{guild_id:{ID}}}")
async def server_page(request: web.Request) -> web.StreamResponse:
    guild_id = _id(request, "guild_id")
    season = season_of(request.app[CLOCK]())
    rated = [key for key in GAMES if ratings.rates(key)]
    asks = {key: BoardAsk(tuple(boards.metrics(key)), tuple(boards.ignored([key]))) for key in GAMES}
    read = await _servers.get(request, (guild_id, season), lambda: request.app[STORAGE].web.server(
        guild_id, rated=rated, boards=asks, seasons=((season, SEASON_TOP), (boards.previous_season(season), PODIUM)),
        min_games=ratings.PROVISIONAL_GAMES, ended=ENDED_SHOWN))
    found = read.value
    if found is None:
        raise web.HTTPNotFound()
    lang = chosen(request)
    etag = etag_of("server", guild_id, lang, season, read.digest)
    if not_modified(request, etag):
        return unchanged(etag, CACHE)
    body = _bodies.get((etag, str(request.rel_url)))
    if body is None:
        with i18n.speaking(lang):
            sections = _game_sections(found, season)
            events = _events_table(found.events)
        body = _bodies.put((etag, str(request.rel_url)),
                           rendered(request, "server.html", sections=sections, events=events))
    return answer(request, body, etag=etag, cache=CACHE)


# ---------------------------------------------------------------------------- an event's page


async def _event_found(request: web.Request) -> tuple[EventFound, str]:
    """The event and the digest of what was read of it (its ETags')."""
    guild_id, event_id = _id(request, "guild_id"), _id(request, "event_id")
    read = await _events.get(request, (guild_id, event_id), lambda: request.app[STORAGE].web.event(guild_id, event_id))
    found = read.value
    if found is None or found.event.key not in GAMES:
        raise web.HTTPNotFound()
    return found, read.digest


def _standings_table(found: EventFound, view: StandingsView) -> Table:
    kind = kind_of(found.event)
    heads = [i18n.t("web-col-rank"), i18n.t("web-col-player"), i18n.t("web-col-score"),
             i18n.t("web-col-deals") if kind.alone else i18n.t("web-col-games")]
    fire = kind.on_fire
    details = any(row.detail for row in view.rows)
    heads += [i18n.t("web-col-streak")] * fire + [i18n.t("web-col-detail")] * details
    rows = []
    for row in view.rows:
        cells: list[Any] = [str(row.rank), row.name, row.score, str(row.games)]
        if fire:
            cells.append(Mark(FIRE, i18n.t("render-standings-line-on-fire")) if row.on_fire else "")
        if details:
            cells.append(row.detail)
        rows.append(Row(tuple(cells)))
    return Table(tuple(heads), tuple(rows), "standings")


def _game_link(found: EventFound, game_id: int | None, words: str) -> Any:
    token = found.tokens.get(game_id) if game_id is not None else None
    return Link(links.game_path(token), words) if token else ""


def _result(game: EventGame, first: str, second: str) -> str:
    if game.result == "first":
        return i18n.t("web-event-won", name=first)
    if game.result == "second":
        return i18n.t("web-event-won", name=second)
    return i18n.t("web-event-draw") if game.result == "draw" else i18n.t("web-event-abandoned")


def _games_tables(found: EventFound) -> tuple[Table, Table, int]:
    """The games being played, and the latest finished (with how many earlier ones are left out)."""
    rounds = kind_of(found.event).rounds
    lead = (i18n.t("web-col-round"),) * rounds
    playing, finished = [], []
    for g in found.games:
        first, second = _name(found.names, g.first_user), _name(found.names, g.second_user)
        cells = (str(g.round),) * rounds + (i18n.t("web-event-pair", first=first, second=second),)
        if g.result is None:
            playing.append(Row(cells + (_game_link(found, g.game_id, i18n.t("web-event-watch")),),
                               game=found.tokens.get(g.game_id, "")))
        else:
            finished.append((g.finished_at or 0.0, g.game_id, Row(
                cells + (_result(g, first, second), _game_link(found, g.game_id, i18n.t("web-event-replay"))))))
    finished.sort(key=lambda f: (f[0], f[1]), reverse=True)
    heads = lead + (i18n.t("web-col-players"),)
    return (Table(heads + (i18n.t("web-col-link"),), tuple(playing), "pairings"),
            Table(heads + (i18n.t("web-result"), i18n.t("web-col-link")),
                  tuple(row for _, _, row in finished[:FINISHED_SHOWN]), "finished"),
            max(0, len(finished) - FINISHED_SHOWN))


def _attempts_table(found: EventFound, order: Sequence[int]) -> Table:
    """A challenge's attempts once it is over, its players in the standings' order."""
    place = {user: i for i, user in enumerate(order)}
    attempts = sorted((a for a in found.attempts if a.finished_at is not None),
                      key=lambda a: (place.get(a.user_id, len(place)), a.user_id, a.deal))
    return Table((i18n.t("web-col-player"), i18n.t("web-col-deal"), i18n.t("web-result"),
                  i18n.t("web-col-figure"), i18n.t("web-col-time"), i18n.t("web-col-link")),
                 tuple(Row((_name(found.names, a.user_id), str(a.deal + 1), result_word(a.result),
                            figure_text(found.event, a.figure), duration(a.seconds or 0.0),
                            _game_link(found, a.game_id, i18n.t("web-event-replay"))))
                       for a in attempts), "attempts")


def _live(found: EventFound) -> dict[str, Any]:
    """The changing part's words (in the current locale)."""
    event = found.event
    kind = kind_of(event)
    table = event_table(event, found.players, found.games, found.byes, found.attempts)
    view = event_standings(event, table, dict(found.names), _when(event))
    present = len(table) if kind.alone else sum(1 for p in found.players if p.taking_part)
    out: dict[str, Any] = {"over": event.status.over, "status": view.status, "alone": kind.alone,
                           "players": i18n.t("events-message-players", n=present),
                           "standings": _standings_table(found, view) if view.rows else None,
                           "fire": i18n.t("render-standings-line-on-fire") if kind.on_fire else "", "symbol": FIRE}
    if kind.alone:  # a challenge: nothing of its deals, nor its games, until it is over
        out["attempts"] = _attempts_table(found, [s.user_id for s in table]) if event.status.over else None
    else:
        out["playing"], out["finished"], out["more"] = _games_tables(found)
    return out


def _facts(event: EventRow) -> list[str]:
    """What the event is: its window or rounds, a challenge's deals."""
    settings = event.settings
    if kind_of(event).rounds:
        facts = [i18n.t("web-event-rounds", rounds=settings.rounds, start=utc_minute(event.starts_at))]
    elif event.ends_at is not None:
        facts = [i18n.t("web-event-window", start=utc_minute(event.starts_at), end=utc_minute(event.ends_at))]
    else:
        facts = [i18n.t("web-event-starts", when=utc_minute(event.starts_at))]
    if kind_of(event).alone:
        facts.append(i18n.t("web-event-deals", deals=settings.deals))
    if kind_of(event).hints_off:
        facts.append(i18n.t("events-challenge-hints-off"))
    return facts


async def _event_answer(request: web.Request, *, whole: bool) -> web.StreamResponse:
    """The event's page (`whole`), or its changing part alone; each with an ETag of its own."""
    found, digest = await _event_found(request)
    lang = chosen(request)
    live_etag = etag_of("live", lang, digest)
    etag = etag_of("event", lang, digest) if whole else live_etag
    if not_modified(request, etag):
        return unchanged(etag, CACHE)
    event = found.event
    with i18n.speaking(lang):
        live = _live(found)
        if not whole:
            return page(request, "_event_live.html", etag=etag, cache=CACHE, live=live)
        about = {"kind": kind_name(event), "game": boards.title(event.key, dict(event.settings.game_options)),
                 "facts": _facts(event)}
    return page(request, "event.html", etag=etag, cache=CACHE, event=event, about=about, live=live,
                live_url=links.event_live_path(event.guild_id, event.id), live_etag=live_etag)


@routes.get(rf"/s/{{guild_id:{ID}}}/events/{{event_id:{ID}}}")
async def event_page(request: web.Request) -> web.StreamResponse:
    return await _event_answer(request, whole=True)


@routes.get(rf"/s/{{guild_id:{ID}}}/events/{{event_id:{ID}}}/live")
async def event_live(request: web.Request) -> web.StreamResponse:
    return await _event_answer(request, whole=False)


__all__ = ["routes"]
