"""Playing through the fake Discord like a person: read the message, press a button."""

from __future__ import annotations

import random

from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import FakeMessage, InteractionResult

DISCORD_DEADLINE = 3.0  # seconds Discord gives a bot to answer an interaction
NAV_LABELS = {"Back", "Cancel", "Resign", "Play again", "Your hand"}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def answered_in_time(res: InteractionResult) -> InteractionResult:
    assert res.response_type is not None, "the bot did not answer"
    assert res.elapsed < DISCORD_DEADLINE, f"answered after {res.elapsed:.2f} s"
    return res


def action_controls(fake: FakeDiscord, msg: FakeMessage) -> list[tuple[str, str, list[str]]]:
    """(kind, custom_id, select values) for every control that advances the game."""
    out: list[tuple[str, str, list[str]]] = []
    for b in fake.buttons(msg):
        if b.label not in NAV_LABELS and not b.disabled:
            out.append(("button", b.custom_id or "", []))
    for s in fake.selects(msg):
        out.append(("select", s.custom_id, list(s.values)))
    return out


async def random_click(fake: FakeDiscord, user, msg: FakeMessage, rng: random.Random) -> InteractionResult:
    kind, custom_id, values = rng.choice(action_controls(fake, msg))
    if kind == "button":
        return answered_in_time(await fake.click(user, msg, custom_id))
    return answered_in_time(await fake.select(user, msg, custom_id, [rng.choice(values)]))


def is_over(msg: FakeMessage) -> bool:
    return "Game over" in msg.content


async def play_to_the_end(fake: FakeDiscord, user, msg: FakeMessage, rng: random.Random, limit: int = 2000) -> int:
    clicks = 0
    while not is_over(msg):
        assert clicks < limit, "the game did not end"
        res = await random_click(fake, user, msg, rng)
        assert res.updated and not res.ephemeral, res.message.content if res.message else res
        clicks += 1
    return clicks
