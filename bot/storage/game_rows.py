"""One game's row read and inserted inside a caller's transaction: what every store that
hands out or creates a game shares (`Storage`'s games, `storage.daily`, `history`).

A `GameRow` is the game's row, its seats with the names last seen, and the due time of its
"reaction" timer when that timer was set at the game's current version (an older one no
longer applies).
"""

from __future__ import annotations

import json
import secrets
from typing import Any, Mapping, Sequence

from sqlalchemy import and_, bindparam, func, insert, select
from sqlalchemy.engine import Connection

from . import schema as t
from .rows import GameRow, GameStatus, dumps

STATUSES = tuple(s.value for s in GameStatus)
RESULTS = ("win", "loss", "draw", "abandoned")
# How a game came to be: an ordinary game, a daily deal's attempt, a deal played again from
# its code, a deal dealt proved winnable (`/play <game> winnable:true`, bot.features.deals).
# Only "normal" games count in the statistics and leaderboards (`GameStore._finished`);
# "winnable" ones have figures of their own (`player_summary(mode="winnable")`).
# "challenge": a same-deal challenge's attempt (issue 27, bot.features.challenge).
MODES = ("normal", "daily", "replay", "winnable", "challenge")
# Played on its one player's private table, never on a public one: a daily deal's attempt and
# a challenge's.  Such a game keeps no table in any channel and takes no running seat.
PRIVATE_MODES = ("daily", "challenge")


def played_privately(mode: str) -> bool:
    """Whether a game of `mode` is played on its player's private table only (no public
    table, no channel of its own)."""
    return mode in PRIVATE_MODES

_GAME_COLUMNS = (t.games.c.id, t.games.c.key, t.games.c.guild_id, t.games.c.channel_id, t.games.c.message_id,
                 t.games.c.seed, t.games.c.options, t.games.c.status, t.games.c.version, t.games.c.state,
                 t.games.c.created_at, t.games.c.updated_at, t.games.c.shown_version, t.games.c.mode,
                 t.games.c.shuffle_version, t.games.c.level, t.games.c.hints, t.games.c.verdict,
                 t.games.c.parent_id, t.games.c.turn_seconds, t.games.c.reaction_seconds, t.games.c.token,
                 t.games.c.place)
_REACTION = t.timers.alias("reaction")
_TURN = t.timers.alias("turn")
# An event's game (a pairing's, or a challenge's attempt) carries its event's id and name
# (shown on its table and in /history): indexed lookups on a click's load.
_CHALLENGE = t.events.alias("challenge")
_LOAD_GAME = (
    select(*_GAME_COLUMNS, _REACTION.c.due_at, _REACTION.c.data,
           func.coalesce(t.events.c.id, _CHALLENGE.c.id), func.coalesce(t.events.c.name, _CHALLENGE.c.name),
           _TURN.c.due_at, _TURN.c.data)
    .select_from(t.games.outerjoin(_REACTION, and_(_REACTION.c.kind == "reaction",
                                                   _REACTION.c.ref_id == t.games.c.id))
                 .outerjoin(_TURN, and_(_TURN.c.kind == "turn", _TURN.c.ref_id == t.games.c.id))
                 .outerjoin(t.event_games, t.event_games.c.game_id == t.games.c.id)
                 .outerjoin(t.events, t.events.c.id == t.event_games.c.event_id)
                 .outerjoin(t.challenge_attempts, t.challenge_attempts.c.game_id == t.games.c.id)
                 .outerjoin(_CHALLENGE, _CHALLENGE.c.id == t.challenge_attempts.c.event_id))
)
_LOAD_SEATS = (
    select(t.seats.c.seat, t.seats.c.user_id, t.people.c.name)
    .select_from(t.seats.outerjoin(t.people, t.people.c.user_id == t.seats.c.user_id))
)
# The statements of every click, built once: SQLAlchemy then reuses their compiled form
# without even computing a cache key (a click runs a handful of them).
_GAME_BY_ID = _LOAD_GAME.where(t.games.c.id == bindparam("gid"))
_SEATS_BY_GAME = _LOAD_SEATS.where(t.seats.c.game_id == bindparam("gid"))
_GAME_BY_TOKEN = _LOAD_GAME.where(t.games.c.token == bindparam("token"))


def read_game(conn: Connection, game_id: int) -> GameRow | None:
    """The game's row with its seats, None when there is no such game."""
    return _game(conn, conn.execute(_GAME_BY_ID, {"gid": game_id}).first())


def read_game_by_token(conn: Connection, token: str) -> GameRow | None:
    """The game whose page token is `token` (`new_token`), None when there is none."""
    return _game(conn, conn.execute(_GAME_BY_TOKEN, {"token": token}).first())


def _game(conn: Connection, found: Any) -> GameRow | None:
    if found is None:
        return None
    (gid, key, guild, channel, message, seed, options, status, version, state, created, updated, shown,
     mode, shuffle_version, level, hints, verdict, parent, turn, reaction, token, place, due, data, event_id,
     event_name, turn_due, turn_data) = found
    reaction_due = due if due is not None and json.loads(data).get("version") == version else None
    turn_deadline = None
    if turn_due is not None:  # the forfeit's time (a timer set before it was kept: the reminder's, once sent)
        timing = json.loads(turn_data)
        turn_deadline = timing.get("deadline", turn_due if timing.get("reminded") else None)
    by_seat = sorted(conn.execute(_SEATS_BY_GAME, {"gid": gid}).all())
    return GameRow(
        id=gid, key=key, guild_id=guild, channel_id=channel, message_id=message, seed=seed,
        options=json.loads(options), status=status, version=version, state=json.loads(state),
        seats=tuple(user for _, user, _ in by_seat), names=tuple(name for _, _, name in by_seat),
        created_at=created, updated_at=updated, shown_version=shown, reaction_due=reaction_due,
        mode=mode, shuffle_version=shuffle_version, level=level, hints=hints,
        verdict=None if verdict is None else json.loads(verdict),
        parent_id=parent, turn_seconds=turn, reaction_seconds=reaction, token=token,
        event_id=None if event_id is None else int(event_id), event_name=event_name, place=place,
        turn_deadline=None if turn_deadline is None else float(turn_deadline),
    )


def inserted_game(conn: Connection, game_id: int) -> GameRow:
    """The game just inserted in this transaction, read back as every caller hands it out."""
    row = read_game(conn, game_id)
    assert row is not None  # inserted by this very transaction
    return row


def new_token() -> str:
    """A game page's address: 12 random bytes (96 bits), URL-safe; never derived from the id."""
    return secrets.token_urlsafe(12)


def insert_game(conn: Connection, *, key: str, guild_id: int, channel_id: int, message_id: int | None, seed: int,
                options: Mapping[str, Any], state: Mapping[str, Any], seats: Sequence[int], now: float,
                mode: str, shuffle_version: int, level: str | None = None, parent_id: int | None = None,
                turn_seconds: float | None = None, reaction_seconds: float | None = None,
                place: str | None = None) -> int:
    """Insert a running game at version 0 and its seats (inside the caller's transaction);
    its id.  `place`: where its channel is (`GameRow.place`; None: a server the bot is in)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    game_id = int(conn.execute(insert(t.games).values(
        key=key, guild_id=guild_id, channel_id=channel_id, message_id=message_id, seed=seed,
        options=dumps(dict(options)), status=GameStatus.RUNNING.value, version=0, state=dumps(dict(state)),
        created_at=now, updated_at=now, mode=mode, shuffle_version=int(shuffle_version), level=level,
        parent_id=parent_id, turn_seconds=turn_seconds, reaction_seconds=reaction_seconds, token=new_token(),
        place=place)
        .returning(t.games.c.id)).scalar_one())
    conn.execute(insert(t.seats), [{"game_id": game_id, "seat": i, "user_id": user} for i, user in enumerate(seats)])
    return game_id


__all__ = ["MODES", "PRIVATE_MODES", "RESULTS", "STATUSES", "insert_game", "inserted_game", "new_token", "played_privately", "read_game",
           "read_game_by_token"]
