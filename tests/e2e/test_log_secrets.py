"""No secret in the log at any level (issue 8): a whole Capture game against the bot, every
logger at DEBUG (as with LOG_LEVEL=DEBUG), and no record may name a card that is face down
for the public at that moment: the member's hand and placed cards, and every card of the bot's.

discord.py's payload loggers (gateway events, request bodies) and aiosqlite (SQL with its
parameters) would; the bot keeps them quiet unless LOG_PAYLOADS asks for them.
tests/e2e/test_secrecy.py checks the same for two members, every hidden-hand game.
"""

from __future__ import annotations

import logging
import random

import pytest

from tests.engine.test_secrecy import Knowledge, mentions, where
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import PANEL_NAV, answered_in_time, open_panel, running_games, said, stored_game

KEY = "capture"
MAX_CLICKS = 400  # then the member resigns (and the resignation is checked too)
LOCK, TAKE = "Lock in", "Take a card back"
_FORMAT = logging.Formatter("%(name)s %(levelname)s %(message)s")


async def capture_click(fake: FakeDiscord, user, panel, rng: random.Random) -> None:
    """Lock in when possible, rarely take a card back, else place."""
    buttons = [b for b in fake.buttons(panel) if b.label not in PANEL_NAV and not b.disabled]
    labels = [b.label for b in buttons]
    selects = fake.selects(panel)
    if LOCK in labels:
        res = await fake.click(user, panel, next(b for b in buttons if b.label == LOCK))
    elif selects:
        menu = rng.choice(selects)
        res = await fake.select(user, panel, menu, [rng.choice(menu.values)])
    elif buttons:
        placing = [b for b in buttons if b.label != TAKE] if rng.random() > 0.05 else buttons
        res = await fake.click(user, panel, rng.choice(placing or buttons))
    else:
        res = await fake.click(user, panel, fake.button(panel, label="Refresh"))
    answered_in_time(res)
    assert res.updated and res.message.id == panel.id, said(res)


async def test_no_face_down_card_reaches_any_log_record_at_debug(
        fake_discord: FakeDiscord, make_bot, settings, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)  # the root logger: every logger's records, at DEBUG
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    rng = random.Random(12)
    know = Knowledge(2)
    read = checked = clicks = 0
    async with running_bot(fake, make_bot()):
        public = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).new_message
        assert public is not None and fake.button(public, label="Your hand")
        [game] = running_games(db, KEY)
        panel = None
        while True:
            state = stored_game(db, game.id).engine_state()
            know.observe(state)
            face_down = know.forbidden(None)
            records = caplog.records[read:]
            read += len(records)
            for record in records:
                line = _FORMAT.format(record)
                named = mentions(line) & face_down
                assert not named, (f"after click {clicks}, logger {record.name} names face-down card(s) "
                                   f"{sorted(named)}: {where(line, named, 150)[:2]}")
            checked += len(records)
            if state.outcome() is not None:
                break
            clicks += 1
            if clicks > MAX_CLICKS:  # bounded: resign, and check that too
                ask = answered_in_time(await fake.click(alice, public, fake.button(public, label="Resign")))
                answered_in_time(await fake.click(alice, ask.answer, fake.button(ask.answer, label="Yes, resign")))
                continue
            if panel is None or rng.random() < 0.05:  # panels are reopened now and then
                panel = await open_panel(fake, alice, public)
            await capture_click(fake, alice, panel, rng)
    assert know.most_secrets > 0, "no card was ever face down: nothing was tested"
    debug = {r.name for r in caplog.records if r.levelno == logging.DEBUG}
    assert debug, "no DEBUG record at all: the log was not captured at DEBUG"
    assert clicks > 20 and checked > 0, (clicks, checked)
