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

A user action returns once the bot's work for it is done. A client that defines
``async def wait_idle(self) -> None`` (returns once no interaction handler and no follow-up or
background task is in flight) is asked directly: ``running_bot`` sets ``fake.idle_probe =
client.wait_idle`` for its lifetime. Other clients get a silence-window guess (``settle``).
After bot work that no user action started (a timer pass, a background task), call
``await fake.settled()`` before reading messages.

Shards: the gateway routes each guild's events by IDENTIFY's ``shard`` as Discord does, several
connections may be live at once, and ``fake.add_guild(shard=(1, 2))`` adds a guild on a chosen
shard (``tests/fakediscord_selftest/test_shards.py`` shows both).

Rate limits: ``FakeDiscord(rate_limit=DISCORD_MESSAGE_LIMIT)`` (or setting ``fake.rate_limit``)
gives each channel Discord's bucket for message creates, edits and deletes, with its headers and
429 answers; every 429 is listed in ``fake.rate_limit_hits`` (off by default).

Message bodies: what Discord refuses (components, Components V2 layouts; the rules are in
:mod:`tests.fakediscord.layout`) gets its 400 Invalid Form Body on every path that creates or
edits a message, and is listed in ``fake.refused``. Read a message as a user does with
``message.text`` (content and Text Displays), ``message.pictures`` (what its galleries show),
``message.v2`` and ``message.accent``.

Anywhere (a user-installable app): ``fake.open_dm(user)``, ``fake.add_group_dm(*users)``,
``fake.add_private_dm(a, b)`` and ``fake.add_foreign_guild()`` are places for ``slash(...,
channel=...)``; ``fake.install_app(user)`` is a user install; commands are offered where their
synced ``contexts``/``integration_types`` allow (``force=True`` delivers anyway). Where the bot is
no member only interaction responses work (``fake.refused_sends``); interaction tokens expire
after 15 minutes of ``fake.now()`` (``fake.advance(seconds)``, ``fake.expired_tokens``); the bot's
DMs are refused per user (``fake.dm_closed``, ``fake.no_mutual_guild``, ``fake.dm_refusals``) and
paced (``fake.dm_open_limit``, ``fake.dm_channels_opened``, ``fake.dm_open_refusals``).
``tests/fakediscord_selftest/test_anywhere.py`` shows each.

Public names: :class:`FakeDiscord` (server, world and user actions), :func:`running_bot`,
:class:`FakeUser`, :class:`FakeRole`, :class:`FakeMessage`, :class:`FakeAttachment` (unpacks as
``(filename, bytes, description)``), :class:`FakeButton`, :class:`FakeSelect`,
:class:`FakeRequest` (``(method, path, json, files)``), :class:`InteractionResult`,
:class:`FakeRefusal` (a refused request: status, code, time), :class:`FakeDmOpen`,
:class:`FakeDiscordError`. Request-body validation against Discord's OpenAPI file lives in
:mod:`tests.fakediscord.openapi_check`.
"""

from .models import (COMPONENTS_V2, EPHEMERAL, FakeAttachment, FakeButton, FakeDmOpen, FakeMessage, FakeRateLimitHit,
                     FakeRefusal, FakeRequest, FakeRole, FakeSelect, FakeUpload, FakeUser, InteractionResult)
from .server import DISCORD_MESSAGE_LIMIT, FakeDiscord, FakeDiscordError, running_bot, started_fake

__all__ = [
    "COMPONENTS_V2",
    "DISCORD_MESSAGE_LIMIT",
    "EPHEMERAL",
    "FakeAttachment",
    "FakeButton",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeDmOpen",
    "FakeMessage",
    "FakeRateLimitHit",
    "FakeRefusal",
    "FakeRequest",
    "FakeRole",
    "FakeSelect",
    "FakeUpload",
    "FakeUser",
    "InteractionResult",
    "running_bot",
    "started_fake",
]
