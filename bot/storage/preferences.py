"""Settings stored per server and per member (revision 0005): read on every use, so a change
applies at once in every process.

A server's row holds only what its admins changed; a missing row or a NULL column is the
default, which is the bot's behaviour before settings existed (every game allowed, hints
allowed, no threads, the bot's time limits, the server's own Discord language, the classic
theme, events run by members with Manage Server only).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, fields, replace
from typing import Any, Callable

from sqlalchemy import bindparam, delete, select, update

from . import schema as t
from .database import Database
from .upsert import upsert


@dataclass(frozen=True)
class ServerSettings:
    guild_id: int
    locale: str | None = None  # None: the server's Discord locale
    theme: str | None = None  # None: classic
    games: tuple[str, ...] | None = None  # None: every game
    turn_hours: float | None = None  # None: TURN_TIMEOUT_HOURS
    reaction_minutes: float | None = None  # None: REACTION_MINUTES
    hints: bool = True
    threads: bool = False
    event_role: int | None = None  # None: only members with Manage Server may run events
    web: bool = False  # the server's web pages (leaderboards, seasons, events) are on

    def allows(self, key: str) -> bool:
        return self.games is None or key in self.games


@dataclass(frozen=True)
class MemberSettings:
    user_id: int
    locale: str | None = None  # None: the Discord client's language
    theme: str | None = None  # None: the server's table theme
    web: bool = False  # the member's web page and games export are on
    turn_dms: bool = False  # a DM when a game waits for them (bot.discord.turn_dms; revision 0012)
    # Not a choice: why their turn DMs cannot reach them ("closed", "no-mutual"), while they
    # were not told yet (read with the settings, so the click that tells them reads nothing more).
    dm_untold: str | None = None


_S = t.server_settings.c
_M = t.member_settings.c
_SERVER = select(_S.guild_id, _S.locale, _S.theme, _S.games, _S.turn_hours, _S.reaction_minutes, _S.hints,
                 _S.threads, _S.event_role, _S.web).where(_S.guild_id == bindparam("gid"))
_D = t.dm_channels.c
_MEMBER = (select(_M.user_id, _M.locale, _M.theme, _M.web, _M.turn_dms, _D.refused, _D.told_at)
           .select_from(t.member_settings.outerjoin(t.dm_channels, _D.user_id == _M.user_id))
           .where(_M.user_id == bindparam("uid")))
MEMBER_CHANGEABLE = ("locale", "theme", "web", "turn_dms")
CHANGEABLE = tuple(f.name for f in fields(ServerSettings) if f.name != "guild_id")


def _server(row: Any) -> ServerSettings:
    gid, locale, theme, games, turn, reaction, hints, threads, event_role, web = row
    return ServerSettings(gid, locale, theme, None if games is None else tuple(json.loads(games)), turn, reaction,
                          hints is None or bool(hints), bool(threads), event_role, bool(web))


def _member(row: Any) -> MemberSettings:
    uid, locale, theme, web, turn_dms, refused, told_at = row
    return MemberSettings(uid, locale, theme, bool(web), bool(turn_dms),
                          refused if turn_dms and refused and told_at is None else None)


def read_server(conn: Any, guild_id: int) -> ServerSettings:
    """A server's settings inside a caller's transaction (the defaults for a server with none)."""
    found = conn.execute(_SERVER, {"gid": guild_id}).first()
    return _server(found) if found else ServerSettings(guild_id)


class PreferenceStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    async def server(self, guild_id: int) -> ServerSettings:
        return await self._db.run(read_server, guild_id)

    async def member(self, user_id: int) -> MemberSettings:
        found = await self._db.run(lambda c: c.execute(_MEMBER, {"uid": user_id}).first())
        return _member(found) if found else MemberSettings(user_id)

    async def member_and_server(self, user_id: int, guild_id: int | None) -> tuple[MemberSettings,
                                                                                 ServerSettings | None]:
        """A member's and a server's settings in one trip (None for no server: a DM)."""
        def op(conn: Any) -> tuple[MemberSettings, ServerSettings | None]:
            member = conn.execute(_MEMBER, {"uid": user_id}).first()
            server = conn.execute(_SERVER, {"gid": guild_id}).first() if guild_id else None
            return (_member(member) if member else MemberSettings(user_id),
                    None if not guild_id else _server(server) if server else ServerSettings(guild_id))
        return await self._db.run(op)

    async def change_server(self, guild_id: int, by: int, **changes: Any) -> ServerSettings:
        """Apply `changes` (ServerSettings' field names; a value of None restores a default)
        in one transaction, and return the settings now in force."""
        unknown = set(changes) - set(CHANGEABLE)
        if unknown:
            raise ValueError(f"no such server setting: {', '.join(sorted(unknown))}")

        def op(conn: Any) -> ServerSettings:
            found = conn.execute(_SERVER, {"gid": guild_id}).first()
            now = replace(_server(found) if found else ServerSettings(guild_id), **changes)
            values = {"guild_id": guild_id, "locale": now.locale, "theme": now.theme,
                      "games": None if now.games is None else json.dumps(sorted(now.games)),
                      "turn_hours": now.turn_hours, "reaction_minutes": now.reaction_minutes,
                      "hints": int(now.hints), "threads": int(now.threads), "event_role": now.event_role,
                      "web": int(now.web),
                      "updated_at": self._clock(), "updated_by": by}
            conn.execute(upsert(self._db, t.server_settings, values, ("guild_id",)))
            return now
        return await self._db.run(op, write=True)

    async def change_member(self, user_id: int, **changes: Any) -> MemberSettings:
        unknown = set(changes) - set(MEMBER_CHANGEABLE)
        if unknown:
            raise ValueError(f"no such member setting: {', '.join(sorted(unknown))}")

        def op(conn: Any) -> MemberSettings:
            found = conn.execute(_MEMBER, {"uid": user_id}).first()
            now = replace(_member(found) if found else MemberSettings(user_id), **changes)
            conn.execute(upsert(self._db, t.member_settings,
                                {"user_id": user_id, "locale": now.locale, "theme": now.theme,
                                 "web": int(now.web), "turn_dms": int(now.turn_dms),
                                 "updated_at": self._clock()}, ("user_id",)))
            if changes.get("turn_dms") is True:  # asked again: a refusal is tried again
                conn.execute(update(t.dm_channels).where(_D.user_id == user_id)
                             .values(refused=None, refused_at=None, told_at=None))
                now = replace(now, dm_untold=None)
            elif changes.get("turn_dms") is False:  # nothing more is told them
                conn.execute(delete(t.turn_notices).where(t.turn_notices.c.user_id == user_id))
                conn.execute(delete(t.timers).where(t.timers.c.kind == "turndm", t.timers.c.ref_id == user_id))
                now = replace(now, dm_untold=None)
            return now
        return await self._db.run(op, write=True)
