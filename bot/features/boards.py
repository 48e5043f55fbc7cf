"""Boards in words, with no Discord: what `/stats` (bot.features.stats) and a server's web
page (bot.web.servers) say of a game's boards, a season and a result's figures, in the
current locale."""

from __future__ import annotations

from datetime import date
from typing import Any

from babel.dates import format_skeleton

import i18n
from engine import GAMES
from i18n import t


def title(key: str, options: dict[str, Any]) -> str:
    """A game's name with the house rules it was played by ("<game> · <rules>")."""
    info = GAMES.get(key)
    if info is None:
        return key
    rules = info.house_rules(options)
    return f"{info.title} \u00b7 {rules}" if rules else info.title


def metrics(key: str) -> list[tuple[str, bool]]:
    """The "best" metrics of a game: (stat, higher is better)."""
    info = GAMES.get(key)
    return [(m.key, m.higher_is_better) for m in info.metrics if m.aggregate == "best"] if info else []


def sums(key: str) -> list[str]:
    """The "sum" metrics of a game: stats added up over every finished game."""
    info = GAMES.get(key)
    return [m.key for m in info.metrics if m.aggregate == "sum"] if info else []


def ignored(keys: Any) -> list[str]:
    """The options that set no game apart on a board (a seat's choice, such as a role), for
    the games `keys`."""
    return sorted({name for k in keys for name in GAMES[k].seating_options})


def said_here(text: str) -> str:
    """A metric's label (a catalogue key) in the current locale."""
    return i18n.tr(i18n.current(), text)


def percent(rate: float) -> str:
    """A win rate as a whole percentage, without its sign ("67"): the catalogue places the sign."""
    return f"{rate * 100:.0f}"


def best_text(key: str, best: dict[str, Any]) -> str:
    """A player's best figures at a game ("<label> 6, <label> 3"), "" for none."""
    parts = []
    info = GAMES.get(key)
    for m in info.metrics if info else ():
        value = best.get(m.key)
        if m.aggregate == "best" and value is not None:
            parts.append(t("info-stats-figure", label=said_here(m.label), value=value))
    return ", ".join(parts)


def sum_text(key: str, totals: dict[str, int]) -> str:
    info = GAMES.get(key)
    return "; ".join(t("info-stats-figure", label=said_here(m.label), value=f"{totals.get(m.key, 0):+d}")
                     for m in (info.metrics if info else ()) if m.aggregate == "sum")


def previous_season(season: str) -> str:
    """The month before a season ("2026-01" -> "2025-12")."""
    year, month = (int(part) for part in season.split("-"))
    return f"{year - 1}-12" if month == 1 else f"{year}-{month - 1:02d}"


def season_name(season: str) -> str:
    """A season ("2026-11") named by its month as the current language says it ("November
    2026", "novembre 2026", "noviembre de 2026")."""
    year, month = (int(part) for part in season.split("-"))
    return format_skeleton("yMMMM", date(year, month, 1), locale=i18n.current())


def season_args(game: str, season: str) -> dict[str, str]:
    """A season title's arguments: the game, the month named, and whether that name starts
    with a vowel (French elides before one: "saison d'avril")."""
    name = season_name(season)
    return {"game": game, "season": name, "vowel": "yes" if name[:1].lower() in "aeiouàâéèêîïôûù" else "no"}


__all__ = ["best_text", "ignored", "metrics", "percent", "previous_season", "said_here", "season_args", "season_name",
           "sum_text", "sums", "title"]
