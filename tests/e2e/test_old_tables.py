"""A table posted before the bot spoke Components V2 plays on to its end (issue 35).

Discord cannot add the V2 flag to a message by an edit, so a table the bot posted before
the change (text as content, the picture attached, rows of buttons) is edited in that old
form until its game ends (`bot.discord.layout.legacy`): a click on it, and an edit the
outbox makes (another seat's move, the bot's), both keep the form; every new message is V2.
On both databases.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.discord.app import create_bot
from tests.databases import database, postgres_server  # noqa: F401  (fixtures)
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, game_of, is_over, play_to_the_end
from .test_capture import play_some

HOUR = 3600.0


@pytest.fixture
def both(database: str, settings):  # noqa: F811
    """The e2e settings on the test's database: a SQLite path or a PostgreSQL URL."""
    return replace(settings, database_url=database) if "://" in database else replace(settings, database_path=database)


async def made_old(fake: FakeDiscord, bot, table: FakeMessage) -> FakeMessage:
    """The game's table as the bot posted it before the change: the same words, picture and
    buttons in a message without the V2 flag, an hour old, which the game's row names."""
    old = fake.post_old_form(table, age=HOUR)
    gid = game_of(fake, table)
    row = await bot.storage.load_game(gid)
    await bot.storage.set_message(gid, old.id, channel_id=row.channel_id, parent_id=row.parent_id,
                                  shown_version=row.version)
    fake.messages[table.id].deleted = True
    return old


def still_old(fake: FakeDiscord, old: FakeMessage) -> None:
    assert not old.v2 and old.text and not old.deleted, "the old table was turned into something else"
    assert all(c["type"] == 1 for c in old.components), old.components


async def test_a_solo_table_posted_before_the_change_is_played_to_its_end_in_its_old_form(
        fake_discord: FakeDiscord, both) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, create_bot(both)) as bot:
        table = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence")).new_message
        assert table.v2 and "Deck Defence" in table.text
        old = await made_old(fake, bot, table)
        clicks = await play_to_the_end(fake, alice, old, random.Random(2))
        assert clicks > 3 and is_over(old)
        still_old(fake, old)
        again = answered_in_time(await fake.click(alice, old, fake.button(old, label="Play again"))).new_message
        assert again is not None and again.v2, "a new table is a V2 message"


async def test_a_game_against_the_bot_started_before_the_change_ends_on_its_old_table(
        fake_discord: FakeDiscord, both) -> None:
    """Capture against the bot: its public table is edited by the outbox after every panel
    move (not by a click on it), in its old form; the panels are new, V2."""
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, create_bot(both)) as bot:
        table = answered_in_time(await fake.slash(alice, "play", subcommand="capture")).new_message
        old = await made_old(fake, bot, table)
        edits = old.edit_count
        await play_some(fake, bot, {0: alice}, old, {}, random.Random(5))
        assert is_over(old) and old.edit_count > edits
        still_old(fake, old)
        assert [b.label for b in fake.buttons(old)] == ["Play again"]
