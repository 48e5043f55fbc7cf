"""Daily deals and when their codes may be shown: the pure part (no Discord here; `bot.features.daily_table` is the
`/daily` command and its private table).

Daily deals
- Everyone, on every server and in every process, gets the same deal of a game on a UTC
  day: its seed is HMAC-SHA256 of "<game key>:<YYYY-MM-DD>" under a secret, the first 8
  bytes read as a number and brought below 2**31 like every other seed.  Without the secret
  nobody can compute a day's deal from the public source.
- Only deals the solver proved winnable are dealt (`bot.features.deals`): the day's seed is the first
  of a stream of candidates (`daily_candidate`: 0, 1, 2, ... under the same secret) that
  the solver proves winnable, found ahead and stored once per game and day
  (`storage.deals`); the stored seed is the day's deal for everyone.
- The secret: `DAILY_SECRET` from the environment when set (documented in .env.example;
  every process of one bot must share it), else one generated on first use and stored in
  the database's meta table (`daily_secret`), where every process reads the same.
- A day's number counts from 2026-01-01 (#1).  The next deal comes at 00:00 UTC.

Deal codes (`bot.deal_codes`: what a code holds and how it reads back)
- A daily deal's code is shown only once its UTC day has ended (`deal_code` gives None
  before): until then it would let anyone play the day's deal beforehand.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import time
from datetime import date, datetime, timedelta, timezone
from typing import TYPE_CHECKING, Mapping

from engine import GAMES, GameInfo
from i18n import t

from ..deal_codes import SEED_LIMIT, Deal, encode
from ..storage import GameRow

if TYPE_CHECKING:
    from ..storage import Storage

# --- daily deals -------------------------------------------------------------------------

SECRET_VARIABLE = "DAILY_SECRET"
SECRET_META = "daily_secret"
EPOCH = date(2026, 1, 1)  # daily deal #1
# A challenge's window is at most 7 days (bot.features.event_commands) and its attempts are
# dealt inside it: a week after an attempt's game was made, its event is surely over.
CHALLENGE_SECRET_SECONDS = 7 * 24 * 3600.0


def daily_games() -> list[GameInfo]:
    """The games with a daily deal: those one person can play alone (a one-seat mode)."""
    return [info for info in GAMES.values() if 1 in info.players]


async def daily_secret(storage: "Storage", env: Mapping[str, str] | None = None) -> str:
    """`DAILY_SECRET` from the environment, else the database's own (made on first use)."""
    given = (os.environ if env is None else env).get(SECRET_VARIABLE, "").strip()
    if given:
        return given
    return await storage.setdefault_meta(SECRET_META, secrets.token_hex(32))


def daily_seed(secret: str, key: str, day: date) -> int:
    """The first candidate of `key`'s deal on `day` under `secret`: the same in every
    process (the day's deal before deals were proved winnable)."""
    return daily_candidate(secret, key, day, 0)


def daily_candidate(secret: str, key: str, day: date, n: int) -> int:
    """Candidate `n` (0, 1, 2, ...) of the day's secret seed stream: `bot.features.deals` deals the
    first one the solver proves winnable.  Candidate 0 is the seed days had before."""
    message = f"{key}:{day.isoformat()}" if n == 0 else f"{key}:{day.isoformat()}:{n}"
    digest = hmac.new(secret.encode(), message.encode(), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") % (SEED_LIMIT - 1) + 1


def utc_day(now: float) -> date:
    return datetime.fromtimestamp(now, timezone.utc).date()


def day_number(day: date) -> int:
    """The daily deal's number: 2026-01-01 is #1."""
    return (day - EPOCH).days + 1


def next_reset(now: float) -> int:
    """Unix time of the next 00:00 UTC, when the next daily deals come."""
    tomorrow = utc_day(now) + timedelta(days=1)
    return int(datetime(tomorrow.year, tomorrow.month, tomorrow.day, tzinfo=timezone.utc).timestamp())


def first_metric(info: GameInfo) -> tuple[str, str, bool] | None:
    """The game's own figure for a daily board: its first "best" metric (stat, label,
    higher is better), as /stats ranks by it."""
    for m in info.metrics:
        if m.aggregate == "best":
            return m.key, m.label, m.higher_is_better
    return None


def loss_metric(info: GameInfo) -> tuple[str, str, bool] | None:
    """The figure that ranks lost attempts: the first "best" metric kept over every game
    (not only wins), if the game has one."""
    for m in info.metrics:
        if m.aggregate == "best" and not m.wins_only:
            return m.key, m.label, m.higher_is_better
    return None


# An attempt's result, as players read it (the catalogue's keys).
RESULT_WORDS = {"win": "info-result-win", "loss": "info-result-loss", "draw": "info-result-draw",
                "abandoned": "info-result-abandoned"}


def result_word(result: str | None) -> str:
    """"won", "lost", "drawn", "abandoned", or "unfinished" (in the current locale)."""
    return t(RESULT_WORDS[result]) if result in RESULT_WORDS else t("info-result-unfinished")


def result_line(title: str, number: int, result: str | None, score: int | None, streak: int) -> str:
    """The spoiler-free line a finished attempt posts ("<title> daily #42: won, score 6,
    streak 7"): no card, no rule tag; `streak` is the days in a row played."""
    parts = [result_word(result)]
    if score is not None:
        parts.append(t("info-daily-score", score=score))
    parts.append(t("info-daily-streak", days=streak))
    return t("info-daily-line", game=title, number=number, parts=", ".join(parts))


def deal_code(row: GameRow, now: float | None = None) -> str | None:
    """The code of a stored game's deal, or None: a daily deal whose UTC day has not ended
    yet, or a challenge's attempt whose event may still run (its code would let anyone play
    the deal beforehand), or a game whose deal cannot be coded (an unknown game or option)."""
    info = GAMES.get(row.key)
    if info is None:
        return None
    now = time.time() if now is None else now
    if row.mode == "daily" and utc_day(now) <= utc_day(row.created_at):
        return None
    if row.mode == "challenge" and now < row.created_at + CHALLENGE_SECRET_SECONDS:
        return None
    try:
        return encode(Deal(row.key, len(row.seats), dict(row.options), int(row.seed), int(row.shuffle_version)))
    except (ValueError, KeyError):
        return None


def deal_line(row: GameRow, now: float | None = None) -> str:
    """The sentence a game-over text shows: its deal's code and how to play it again ("" when
    there is none to show yet)."""
    code = deal_code(row, now)
    if code is None:
        return ""
    return t("info-code-line", code=code, game=row.key)


# What a game of each mode is marked with in a list of games (/history, a player's web page).
MODE_MARKERS = {"daily": "info-history-daily", "replay": "info-code-replayed", "winnable": "winnable-marker"}


def replay_marker(row: GameRow) -> str:
    """What a table played from a deal code, or dealt proved winnable, says of itself (""
    for any other game)."""
    if row.mode == "winnable":
        return t("winnable-marker")
    return t("info-code-replayed") if row.mode == "replay" else ""


__all__ = ["MODE_MARKERS", "daily_candidate", "daily_games", "daily_secret", "daily_seed", "day_number", "deal_code", "deal_line",
           "next_reset", "replay_marker", "result_line", "result_word", "utc_day"]
