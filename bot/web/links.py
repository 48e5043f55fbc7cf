"""The web pages' addresses, one place for each (`bot.web` serves them; the Discord side
puts them on link buttons when `WEB_BASE_URL` is set).

A game's page is named by its random token (`GameRow.token`), never its row id; a player's
and a server's by their Discord ids, which say nothing unless they turned their pages on.
"""

from __future__ import annotations

from urllib.parse import quote


def game_path(token: str, step: int | None = None) -> str:
    return f"/g/{quote(token, safe='')}" + ("" if step is None else f"?step={int(step)}")


def game_picture_path(token: str, step: int | str) -> str:
    return f"/g/{quote(token, safe='')}/{step}.png"


def player_path(user_id: int) -> str:
    return f"/p/{int(user_id)}"


def player_export_path(user_id: int) -> str:
    return f"/api/players/{int(user_id)}/games.ndjson"


def server_path(guild_id: int) -> str:
    return f"/s/{int(guild_id)}"


def event_path(guild_id: int, event_id: int) -> str:
    return f"/s/{int(guild_id)}/events/{int(event_id)}"


def event_live_path(guild_id: int, event_id: int) -> str:
    return event_path(guild_id, event_id) + "/live"


def absolute(base_url: str | None, path: str) -> str | None:
    """`path` on the public address (`Settings.web_base_url`); None without one."""
    return None if not base_url else base_url.rstrip("/") + path


__all__ = ["absolute", "event_live_path", "event_path", "game_path", "game_picture_path", "player_export_path",
           "player_path", "server_path"]
