"""A loopback fake Discord for end-to-end tests of the bot with the real discord.py client.

Typical use (see ``tests/fakediscord_selftest/test_fake_discord.py`` for a complete example)::

    from tests.fakediscord import running_bot
    from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)

    async def test_play(fake_discord):
        alice = fake_discord.add_member("alice")
        async with running_bot(fake_discord, make_bot(guild_ready_timeout=0.01)):
            res = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": True})
            assert res.response_type == 4 and res.message.attachments[0].filename.endswith(".png")
            res = await fake_discord.click(alice, res.message, fake_discord.button(res.message, label="Draw"))

The bot should be built with a low ``guild_ready_timeout`` (discord.py waits that long after the
last GUILD_CREATE before ``on_ready``; the default is 2 s).

Public names: :class:`FakeDiscord` (server, world and user actions), :func:`running_bot`,
:class:`FakeUser`, :class:`FakeMessage`, :class:`FakeAttachment` (unpacks as
``(filename, bytes, description)``), :class:`FakeButton`, :class:`FakeSelect`,
:class:`FakeRequest` (``(method, path, json, files)``), :class:`InteractionResult`,
:class:`FakeDiscordError`. Request-body validation against Discord's OpenAPI file lives in
:mod:`tests.fakediscord.openapi_check`.
"""

from .models import (
    EPHEMERAL,
    FakeAttachment,
    FakeButton,
    FakeMessage,
    FakeRequest,
    FakeSelect,
    FakeUpload,
    FakeUser,
    InteractionResult,
)
from .server import FakeDiscord, FakeDiscordError, running_bot

__all__ = [
    "EPHEMERAL",
    "FakeAttachment",
    "FakeButton",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeMessage",
    "FakeRequest",
    "FakeSelect",
    "FakeUpload",
    "FakeUser",
    "InteractionResult",
    "running_bot",
]
