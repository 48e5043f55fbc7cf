"""Deal codes: how a game was dealt, as twenty letters and digits that deal it again
(`/play <game> deal:<code>`).

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
- When a game's code may be shown is its feature's (`bot.features.daily.deal_code`: a daily
  deal's once its day has ended).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass
from typing import Any

from engine import GAMES, GameInfo
from engine.core import SHUFFLE_VERSION
from i18n import Message

SEED_LIMIT = 2**31  # seeds are 1 .. 2**31 - 1, as `TableService.start` chooses them
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


__all__ = ["BadCode", "Deal", "SEED_LIMIT", "encode", "game_tag", "parse"]
