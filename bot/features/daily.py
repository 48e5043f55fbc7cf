"""Daily deals and deal codes: the pure part (no Discord here; `bot.features.daily_table` is the
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

Deal codes
- A code says how a game was dealt: the game, every option, the number of seats, the seed
  and the shuffle version (how the engine dealt from the seed then).  Nine bytes and a
  three-byte checksum (SHA-256), in base32: twenty letters and digits shown in groups of
  four ("ABCD-EFGH-IJKL-MNOP-QRST"); case, spaces and dashes do not matter when read back.
- The game is named by the first two bytes of SHA-256 of its key (a new game needs no
  table of numbers); the options and the seat count by their choices' indexes in one mixed
  radix number (`GameInfo.options` order, then `GameInfo.players`).
- A code that does not read back exactly (mistyped, cut or forged) is refused with a
  sentence (`BadCode`): a checksum that does not match, an unknown format or game, a seat
  count or option choice out of range, a seed out of range, a shuffle version this engine
  cannot deal.  A code built by hand with a valid checksum gains nothing: a deal played
  from a code is unrated and off the leaderboards, and a daily deal's seed cannot be made
  without the secret.
- A daily deal's code is shown only once its UTC day has ended (`deal_code` gives None
  before): until then it would let anyone play the day's deal beforehand.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
import time
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, Mapping

from engine import GAMES, GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import Message, t

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
SEED_LIMIT = 2**31  # seeds are 1 .. 2**31 - 1, as `TableService.start` chooses them


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


# --- deal codes ----------------------------------------------------------------------------

CODE_FORMAT = 1
_CODE_BYTES = 12  # 9 of deal, 3 of checksum: 20 base32 characters, no padding
_CODE_RE = re.compile(r"^[A-Z2-7]{20}$")


class BadCode(ValueError):
    """A deal code that does not read back; `reason` is for players (a catalogue key)."""

    def __init__(self, key: str) -> None:
        self.reason = Message(key)
        super().__init__(key)

    def __str__(self) -> str:
        return self.reason.say()


@dataclass(frozen=True)
class Deal:
    """What a code holds: enough to deal the same cards again."""

    key: str
    players: int
    options: dict[str, Any]
    seed: int
    shuffle_version: int


def game_tag(key: str) -> int:
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:2], "big")


def _radices(info: GameInfo) -> list[int]:
    return [len(opt.choices) for opt in info.options] + [len(info.players)]


def encode(deal: Deal) -> str:
    """The code of a deal ("ABCD-EFGH-IJKL-MNOP-QRST"); ValueError when it cannot be coded."""
    info = GAMES[deal.key]
    digits = [list(opt.choices).index(deal.options.get(opt.name, opt.default)) for opt in info.options]
    digits.append(list(info.players).index(deal.players))
    setup = 0
    for digit, radix in zip(digits, _radices(info)):
        setup = setup * radix + digit
    if not 1 <= deal.seed < SEED_LIMIT or setup >= 1 << 16 or not 0 < deal.shuffle_version < 16:
        raise ValueError("this deal does not fit a code")
    body = (bytes([CODE_FORMAT << 4 | deal.shuffle_version]) + game_tag(deal.key).to_bytes(2, "big")
            + setup.to_bytes(2, "big") + deal.seed.to_bytes(4, "big"))
    text = base64.b32encode(body + hashlib.sha256(body).digest()[:3]).decode().rstrip("=")
    return "-".join(text[i:i + 4] for i in range(0, len(text), 4))


def parse(code: str) -> Deal:
    """The deal a code holds; BadCode, saying why, for anything else."""
    text = re.sub(r"[\s-]", "", str(code)).upper()
    if not _CODE_RE.match(text):
        raise BadCode("info-code-not-a-code")
    raw = base64.b32decode(text + "====")
    body, check = raw[:9], raw[9:]
    if len(raw) != _CODE_BYTES or not hmac.compare_digest(hashlib.sha256(body).digest()[:3], check):
        raise BadCode("info-code-mistyped")
    if body[0] >> 4 != CODE_FORMAT:
        raise BadCode("info-code-other-format")
    version = body[0] & 0x0F
    tag = int.from_bytes(body[1:3], "big")
    found = [info for info in GAMES.values() if game_tag(info.key) == tag]
    if len(found) != 1:
        raise BadCode("info-code-unknown-game")
    info = found[0]
    setup = int.from_bytes(body[3:5], "big")
    seed = int.from_bytes(body[5:9], "big")
    digits = []
    for radix in reversed(_radices(info)):
        setup, digit = divmod(setup, radix)
        digits.append(digit)
    digits.reverse()
    if setup or not 1 <= seed < SEED_LIMIT:
        raise BadCode("info-code-bad")
    if version != SHUFFLE_VERSION:  # the engine deals only the current way (engine.core.SHUFFLE_VERSIONS)
        raise BadCode("info-code-other-shuffle")
    options = {opt.name: opt.choices[d] for opt, d in zip(info.options, digits)}
    return Deal(info.key, info.players[digits[-1]], options, seed, version)


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


def replay_marker(row: GameRow) -> str:
    """What a table played from a deal code, or dealt proved winnable, says of itself (""
    for any other game)."""
    if row.mode == "winnable":
        return t("winnable-marker")
    return t("info-code-replayed") if row.mode == "replay" else ""


__all__ = ["BadCode", "Deal", "daily_candidate", "daily_games", "daily_secret", "daily_seed", "day_number", "deal_code", "deal_line",
           "encode", "next_reset", "parse", "replay_marker", "result_line", "result_word", "utc_day"]
