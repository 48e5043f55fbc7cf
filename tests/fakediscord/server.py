"""A loopback fake of Discord's gateway and REST API, good enough for the real discord.py 2.7 client.

One aiohttp server on 127.0.0.1 serves three things:

- ``/gateway``: the websocket. HELLO (op 10) -> client heartbeats (op 1, answered with op 11) ->
  IDENTIFY (op 2) -> READY (its guilds listed as unavailable) -> one GUILD_CREATE per guild.
  RESUME (op 6) of a session still served gets RESUMED; REQUEST_GUILD_MEMBERS (op 8) gets one
  GUILD_MEMBERS_CHUNK. Frames are plain JSON text (discord.py accepts that although it asks
  for zlib-stream).
- Shards, as Discord routes them: IDENTIFY's ``shard`` ``[shard_id, shard_count]`` (default
  ``[0, 1]``) gives a connection the guilds with ``(guild_id >> 22) % shard_count == shard_id``:
  only their READY entries, GUILD_CREATEs and events (INTERACTION_CREATE, CHANNEL_CREATE, ...)
  reach it. Any number of connections may be live at once (one sharded client with several
  shards, or several processes); each guild's events go to the newest identified connection
  whose shard holds it, so a new IDENTIFY (a restarted bot) takes over the guilds it holds. A
  shard id outside ``0 .. shard_count - 1`` is closed with 4010 (Invalid shard). ``GET
  /gateway/bot`` recommends :attr:`FakeDiscord.recommended_shards` shards (default 1).
  :meth:`FakeDiscord.add_guild` adds a guild (with one channel), optionally on a chosen shard.
- ``/api/v{9,10}/...``: the REST calls a slash-command bot makes (login, command sync,
  interaction callbacks, webhook follow-ups/edits, channel messages). Every call is recorded in
  :attr:`FakeDiscord.requests`; unknown routes answer 404 JSON and are also listed in
  :attr:`FakeDiscord.unknown_requests`. Responses are ``Content-Type: application/json`` exactly,
  because discord.py only decodes JSON on that exact header.
- ``/cdn/...``: attachment bytes, so URLs in message payloads resolve.

Rate limits, as Discord documents them, when :attr:`FakeDiscord.rate_limit` is set (off by
default; :data:`DISCORD_MESSAGE_LIMIT` is Discord's ``(5, 5.0)``): creating, editing and
deleting messages in a channel (``POST /channels/{id}/messages``, ``PATCH``/``DELETE
/channels/{id}/messages/{id}``) share one bucket per channel (one ``X-RateLimit-Bucket``
hash): a window opens with a request, holds that many requests and closes that many seconds
later. Their answers carry ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``, ``-Reset-After``
and ``-Bucket``; a request into a bucket with nothing left gets 429 with ``{"message": "You are
being rate limited.", "retry_after": <s>, "global": false}``, ``Retry-After`` and ``Via`` (the
header discord.py checks to tell a rate limit from a Cloudflare ban), and is listed in
:attr:`FakeDiscord.rate_limit_hits`. Interaction callbacks and webhook calls (follow-ups,
edits of an interaction's messages) are in no bucket.

For a bot in another process (:mod:`tests.fakediscord.bot_process`) and for load runs with many
concurrent users: ``slash``/``click``/``select`` take ``settle=False`` to return as soon as the
callback arrived (a silence window never comes while other users keep the bot busy);
:meth:`FakeDiscord.wait_for_edit` waits for a message's next edit (the table of a deferred
answer); ``record_requests=False`` keeps no request bodies (memory stays flat over thousands
of uploads); ``callback_deadline=3.0`` rejects a late callback as Discord does (404, code
10062, listed in :attr:`FakeDiscord.expired_callbacks`); :attr:`FakeDiscord.command_syncs`
counts command uploads.

Message bodies are checked as Discord checks them, on every path that creates or edits a
message (channel posts and edits, interaction callbacks 4 and 7, follow-ups, webhook edits):
components and Components V2 layouts (:mod:`tests.fakediscord.layout` has the rules). A body
Discord would refuse changes nothing and gets 400 ``{"message": "Invalid Form Body", "code":
50035, "errors": {...}}`` (Discord's nested ``_errors`` shape); each is listed in
:attr:`FakeDiscord.refused`, and a user action whose answer was refused names the errors.

Set-up mistakes answer as Discord does: a call made with another token than
:attr:`FakeDiscord.token` gets 401 (discord.py's LoginFailure); a guild command sync for a guild
other than the fake's, or with :attr:`FakeDiscord.commands_scope` set to False (the bot added
without ``applications.commands``), gets 403 Missing Access (code 50001).

Places beyond the bot's guilds (a user-installable app), as Discord documents them:

- Commands: a synced global command keeps its ``integration_types`` (0 guild install, 1 user
  install; null: :attr:`FakeDiscord.default_integration_types`, ``[0]``) and ``contexts`` (0
  GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL; null: all three, without BOT_DM when the deprecated
  ``dm_permission`` is false); other values get 400. ``slash`` refuses (FakeDiscordError) a
  command Discord would not offer there, unless ``force=True``; :meth:`FakeDiscord.command_owners`
  says what it would carry.
- Places: :meth:`FakeDiscord.open_dm` (the bot's DM with a user, BOT_DM),
  :meth:`FakeDiscord.add_group_dm` and :meth:`FakeDiscord.add_private_dm` (a group DM, a DM
  between two users: PRIVATE_CHANNEL, the bot no member), :meth:`FakeDiscord.add_foreign_guild`
  (a server the bot is not in: GUILD, no GUILD_CREATE), :meth:`FakeDiscord.add_user` (someone in
  none of the bot's guilds), :meth:`FakeDiscord.install_app` (a user install). Interactions there
  carry ``context``, ``authorizing_integration_owners`` (``{"0": guild id}`` for the guild
  install where the bot is, ``{"0": "0"}`` in the bot's DM, ``{"1": user id}`` for the user's
  install; a component's interaction carries those of the interaction that made its message,
  so in a group DM the installer's id whoever clicks), a DM's ``user`` instead of
  ``guild_id``/``member``, the partial ``channel`` (the bot's DM with ``recipients``; a channel
  the bot is not in without them) and Discord's ``app_permissions`` for (G)DMs. DM events go to
  shard 0. Only members of a DM or group DM can act in it.
- Where the bot is no member (group DM, DM between users, foreign server) every
  ``/channels/{id}...`` call answers 403 ``{"message": "Missing Access", "code": 50001}``
  (:attr:`FakeDiscord.refused_sends`); interaction callbacks, follow-ups and webhook edits work
  and their messages are stored. An interaction authorized by a user install alone may create 5
  follow-ups; the 6th answers 400 code 40094. A foreign server without Use External Apps gets
  every answer ephemeral.
- Time: :meth:`FakeDiscord.now` is the loop's clock plus :meth:`FakeDiscord.advance`. A webhook
  call (follow-up, GET/PATCH/DELETE of ``@original`` or a follow-up) with a token more than 15
  minutes old answers 401 ``{"message": "Invalid Webhook Token", "code": 50027}``
  (:attr:`FakeDiscord.expired_tokens`); a callback then answers 404 code 10062, and
  ``callback_deadline`` counts on this clock too.
- DMs the bot opens: ``POST /users/@me/channels`` gives the same channel per user (every call
  listed in :attr:`FakeDiscord.dm_channels_opened`, with its time); at most
  :attr:`FakeDiscord.dm_open_limit` calls in a window, more answer 429 code 40003 with
  ``retry_after`` (:attr:`FakeDiscord.dm_open_refusals`). A send into the DM of a user set by
  :meth:`FakeDiscord.dm_closed` answers 403 code 50007, by :meth:`FakeDiscord.no_mutual_guild`
  403 code 50278 (:attr:`FakeDiscord.dm_refusals`); :meth:`FakeDiscord.dm_messages` lists what
  reached a user. A DM has no threads (400 code 50003). ``GET /users/{id}`` answers any user.
  Every refusal of these places is a :class:`FakeRefusal` in :attr:`FakeDiscord.refusals`.

Tests act as users with :meth:`FakeDiscord.slash`, :meth:`FakeDiscord.click` and
:meth:`FakeDiscord.select`; each dispatches INTERACTION_CREATE, waits for the callback (Discord's
3-second deadline; :attr:`InteractionResult.elapsed` is the time to it), then waits until the
bot's work for the action is done, and returns an :class:`InteractionResult`.

"Done" comes from the bot itself when it can say so (the idle probe): a client object with
``async def wait_idle(self) -> None`` that returns once no interaction handler and no follow-up
or background task of the bot is in flight. :func:`running_bot` registers it as
:attr:`FakeDiscord.idle_probe`; each user action then awaits it (at most ``idle_timeout``
seconds, else :class:`FakeDiscordError`) after the callback has arrived, so a picture rendered in
a worker thread on a busy machine is waited for however long it takes. For work the bot starts
without a user action (timers, reminders), ``await fake.settled()`` does the same wait.
Without a probe (a plain client) the fake falls back to a silence window: the action counts as
finished once the bot has made no REST call for ``settle`` seconds (and, after a deferral, once
its first follow-up or edit came, waiting at most ``deferred_wait``). That guess is wrong when
the bot is silent for longer while still working, e.g. under CPU load.

Behaviour chosen where Discord's documentation is vague:

- A deferred reply (type 5) creates a "thinking" message with flag 128; the first follow-up
  after it, or a PATCH of ``@original``, fills that message instead of creating a new one.
- Edits replace ``attachments`` with exactly the listed ones when the key is present (kept by id,
  new ones by upload index); without the key, existing attachments stay and uploads are appended.
- Media urls are stored as sent (``attachment://<filename>`` is not resolved to a CDN url).
- No MESSAGE_CREATE/UPDATE gateway events are sent for the bot's own messages (the bot under
  test works through interactions, and echoing updates could race discord.py's view store).
- ``click``/``select`` refuse what a real user could not do: a missing or disabled component,
  a value not offered, or someone else's ephemeral message (pass ``force=True`` to bypass).
- A group DM's or users' DM's partial channel has no ``recipients`` (Discord does not promise
  them to an app that is not in the channel), so a bot must learn its players from who acts.
- A server the bot is not in gets the (G)DM ``app_permissions``; DM events and interactions
  from DMs go to shard 0, a foreign server's by its id like any guild's.
- Whether the bot may DM a user it shares no server with is the test's to say
  (:meth:`FakeDiscord.no_mutual_guild`); a user from :meth:`FakeDiscord.add_user` is not
  refused by default.
- The pace of opening DMs counts every ``POST /users/@me/channels`` answered, reopened DMs too
  (Discord does not document the window; a test sets it).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any, AsyncIterator, Awaitable, Callable, Iterable, Iterator, TypeVar

from aiohttp import WSMsgType, web

from .layout import Problem, form_errors, message_problems
from .models import (
    COMPONENTS_V2,
    EPHEMERAL,
    LOADING,
    SUPPRESS_EMBEDS,
    FakeAttachment,
    FakeButton,
    FakeDmOpen,
    FakeMessage,
    FakeRateLimitHit,
    FakeRefusal,
    FakeRequest,
    FakeRole,
    FakeSelect,
    FakeUpload,
    FakeUser,
    InteractionResult,
    Snowflakes,
    buttons_of,
    iso_now,
    iter_components,
    selects_of,
)

# VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY | USE_APPLICATION_COMMANDS
# | ADD_REACTIONS | USE_EXTERNAL_EMOJIS: what a bot invited with the usual scopes has in a text channel.
DEFAULT_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 6) | (1 << 18)
ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024
# What the bot may do in a channel (the invite link asks for these): the defaults plus Create
# Public Threads and Send Messages in Threads.
THREAD_PERMISSIONS = (1 << 35) | (1 << 38)
PUBLIC_THREAD, THREAD_TYPES = 11, (10, 11, 12)

_OPTION_TYPES = {bool: 5, int: 4, float: 10, str: 3}

# Discord's bucket for creating, editing and deleting messages in one channel: this many
# requests per this many seconds (a value for FakeDiscord(rate_limit=...)).
DISCORD_MESSAGE_LIMIT = (5, 5.0)
MESSAGE_BUCKET = "4c3a0d2b9e6f41a8b7c5d1e2f3a4b5c6"  # the X-RateLimit-Bucket of that bucket

# Installation contexts (a command's `integration_types`, the keys of authorizing_integration_owners)
GUILD_INSTALL, USER_INSTALL = 0, 1
# Interaction contexts (a command's `contexts`, an interaction's `context`)
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
ALL_CONTEXTS = [GUILD, BOT_DM, PRIVATE_CHANNEL]
# Places an interaction can come from (FakeDiscord.place_of) and their interaction context.
PLACE_GUILD, PLACE_FOREIGN_GUILD, PLACE_BOT_DM, PLACE_GROUP_DM, PLACE_PRIVATE_DM = (
    "guild", "foreign guild", "bot DM", "group DM", "private DM")
PLACE_CONTEXTS = {PLACE_GUILD: GUILD, PLACE_FOREIGN_GUILD: GUILD, PLACE_BOT_DM: BOT_DM,
                  PLACE_GROUP_DM: PRIVATE_CHANNEL, PLACE_PRIVATE_DM: PRIVATE_CHANNEL}
DM_CHANNEL, GROUP_DM_CHANNEL = 1, 3  # channel types
GROUP_DM_LIMIT = 10  # members of a group DM
# app_permissions where the bot is no member, as Discord documents them: ATTACH_FILES |
# EMBED_LINKS | MENTION_EVERYONE in (G)DMs with other users, and USE_EXTERNAL_EMOJIS too in the
# bot's own DMs. A server the bot is not in gets the (G)DM set (the app answers there through
# interactions only, as in a group DM).
PRIVATE_APP_PERMISSIONS = (1 << 15) | (1 << 14) | (1 << 17)
BOT_DM_APP_PERMISSIONS = PRIVATE_APP_PERMISSIONS | (1 << 18)
TOKEN_LIFETIME = 15 * 60.0  # seconds an interaction token works for webhook calls
USER_APP_FOLLOWUPS = 5  # follow-ups an interaction authorized by a user install alone may create

C = TypeVar("C", FakeButton, FakeSelect)


def _unknown_message() -> web.Response:
    return _json({"message": "Unknown Message", "code": 10008}, status=404)


class FakeDiscordError(AssertionError):
    """The bot did not behave as a Discord client must (no answer, bad target, ...)."""


class _InvalidBody(Exception):
    """A request body Discord refuses: answered 400 Invalid Form Body (code 50035)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(problems)
        self.problems = problems


class _Interaction:
    def __init__(self, id: int, token: str, type: int, user: FakeUser, channel_id: int, name: str | None,
                 message: FakeMessage | None, owners: dict[str, str], context: int) -> None:
        self.id = id
        self.token = token
        self.type = type
        self.user = user
        self.channel_id = channel_id
        self.name = name
        self.message = message  # the message a component sat on
        self.response_type: int | None = None
        self.callback: dict[str, Any] | None = None
        self.callback_at: float | None = None
        self.answered = asyncio.Event()
        self.original: FakeMessage | None = None
        self.followups: list[FakeMessage] = []
        self.requests: list[FakeRequest] = []
        self.activity = 0  # requests after the callback, to detect the end of a deferred reply
        self.born = 0.0  # dispatched at, on the fake's clock (FakeDiscord.now())
        self.expired_at: float | None = None  # a callback refused for coming after callback_deadline
        self.owners = owners  # authorizing_integration_owners
        self.context = context


@dataclass
class _PrivateChannel:
    """A DM or group DM: the bot's DM with one user (``with_bot``), a group DM, or a DM between
    two users; in the last two the bot is no member (a user-installed app is used there)."""

    id: int
    type: int  # DM_CHANNEL or GROUP_DM_CHANNEL
    users: list[FakeUser]
    with_bot: bool
    name: str | None = None
    owner: FakeUser | None = None


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return (guild_id >> 22) % shard_count


class _Bucket:
    """One channel's message bucket: a window opens with the first request after the last one
    closed and holds ``limit`` requests; it closes ``per`` seconds after it opened."""

    def __init__(self, limit: int, per: float) -> None:
        self.limit = limit
        self.per = per
        self.count = 0
        self.resets_at: float | None = None

    def take(self, now: float) -> float | None:
        """Count a request; None, or the seconds until the reset when none is left."""
        if self.resets_at is None or now >= self.resets_at:
            self.count, self.resets_at = 0, now + self.per
        if self.count >= self.limit:
            return self.resets_at - now
        self.count += 1
        return None

    def headers(self, now: float) -> dict[str, str]:
        """The X-RateLimit-* headers as the bucket stands at ``now`` (the reset rounded up to the
        millisecond, so a client that waits for it never comes early)."""
        live = self.resets_at is not None and now < self.resets_at
        after = math.ceil((self.resets_at - now) * 1000) / 1000 if live and self.resets_at is not None else 0.0
        return {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(max(self.limit - self.count, 0) if live else self.limit),
            "X-RateLimit-Reset": f"{time.time() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": MESSAGE_BUCKET,
        }


class _Gateway:
    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.seq = 0
        self.session_id: str | None = None
        self.identified = False
        self.ready = False  # READY and its GUILD_CREATEs sent
        self.shard = (0, 1)  # [shard_id, shard_count] from IDENTIFY

    def holds(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.shard[1]) == self.shard[0]

    @property
    def live(self) -> bool:
        return self.identified and not self.ws.closed


class FakeDiscord:
    """One application, one bot user, one guild with one text channel; add members, channels
    and guilds (:meth:`add_guild`; every member is in every guild), and places the bot is not in
    (:meth:`open_dm`, :meth:`add_group_dm`, :meth:`add_private_dm`, :meth:`add_foreign_guild`).

    Use :meth:`start`, then :meth:`patched` around the bot's lifetime, :meth:`wait_ready`, user
    actions, and :meth:`stop` after the bot is closed.
    """

    def __init__(
        self, *, token: str = "fake-bot-token", settle: float = 0.03, timeout: float = 3.0, deferred_wait: float = 1.0,
        idle_timeout: float = 30.0, record_requests: bool = True, callback_deadline: float | None = None,
        shards: int = 1, port: int = 0, rate_limit: tuple[int, float] | None = None,
    ) -> None:
        """``timeout``: how long the bot may take to call back (Discord allows 3 s); ``idle_timeout``:
        how long the idle probe may take to report the bot idle before that counts as a hang.
        ``record_requests``: keep every REST call in :attr:`requests` (off for load runs: no
        request bodies are kept, and :attr:`InteractionResult.requests` is empty);
        ``callback_deadline``: when set, a callback arriving that many seconds after the
        interaction was dispatched (on :meth:`now`'s clock, which :meth:`advance` moves) is
        refused like Discord refuses it (404 Unknown interaction);
        the interaction then stays unanswered and its id goes to :attr:`expired_callbacks`.
        ``shards``: the shard count ``GET /gateway/bot`` recommends (:attr:`recommended_shards`,
        may be changed later); ``port``: the port :meth:`start` listens on (0: any free one; a
        fixed port gives :attr:`base_url` before the fake starts, for a bot started first).
        ``rate_limit``: ``(requests, seconds)`` of each channel's bucket for creating, editing
        and deleting messages (:data:`DISCORD_MESSAGE_LIMIT` is Discord's 5 per 5 s; may be
        set later as :attr:`rate_limit`); None (the default): no bucket, no rate-limit headers.
        Without a probe only: ``deferred_wait``: how long after a deferral (type 5/6) to wait for
        its first follow-up or edit; ``settle``: how long the bot must stay quiet before a user
        action counts as finished."""
        self._ids = Snowflakes()
        self.token = token
        self.settle = settle
        self.timeout = timeout
        self.deferred_wait = deferred_wait
        self.idle_timeout = idle_timeout
        self.record_requests = record_requests
        self.callback_deadline = callback_deadline
        # interaction id -> seconds from dispatch to a callback refused for coming too late
        self.expired_callbacks: dict[int, float] = {}
        self.rate_limit = rate_limit
        self.rate_limit_hits: list[FakeRateLimitHit] = []  # every 429 sent, oldest first
        self._buckets: dict[int, _Bucket] = {}  # channel id -> its message bucket
        self.command_syncs = 0  # PUTs of the command list (global or guild), e.g. once per bot start
        # Whether the bot was added to the guild with the applications.commands scope: without it
        # (or for a guild the bot is not in) a guild command sync gets 403 Missing Access.
        self.commands_scope = True
        # What a synced global command without `integration_types` gets (the app's installation
        # contexts; Discord's default for a bulk overwrite is [0], guild install).
        self.default_integration_types = [GUILD_INSTALL]
        # Places besides the bot's guilds: DMs and group DMs, servers the bot is not in
        # (id -> {"name": ..., "external_apps": bool}), users outside every guild of the bot.
        self.private_channels: dict[int, _PrivateChannel] = {}
        self._bot_dms: dict[int, int] = {}  # user id -> the bot's DM channel with them
        self.foreign_guilds: dict[int, dict[str, Any]] = {}
        self.outsiders: dict[int, FakeUser] = {}
        self.installed: set[int] = set()  # ids of the users who installed the app to their account
        self._dm_closed: set[int] = set()
        self._no_mutual_guild: set[int] = set()
        # (opens, seconds): at most that many POST /users/@me/channels in any window of that
        # many seconds; more answer 429 code 40003. None: no limit.
        self.dm_open_limit: tuple[int, float] | None = None
        self.dm_channels_opened: list[FakeDmOpen] = []  # every DM the bot opened, oldest first
        self.refusals: list[FakeRefusal] = []  # every refusal of these places, oldest first
        self._clock_offset = 0.0  # added to the event loop's clock by advance()
        self._edit_waiters: dict[int, list[asyncio.Future[None]]] = {}
        # ``async () -> None`` returning once the bot has nothing in flight; set by running_bot.
        self.idle_probe: Callable[[], Awaitable[None]] | None = None
        self.recommended_shards = shards
        self._bind_port = port
        self.application_id = self._ids.next()
        self.guilds: dict[int, str] = {}  # id -> name
        self.channel_guilds: dict[int, int] = {}  # channel id -> its guild's id
        # Threads (also in `channels`): id -> {"parent": channel id, "archived": bool,
        # "owner": user id}; a message posted into an archived thread unarchives it.
        self.threads: dict[int, dict[str, Any]] = {}
        self.guild_locales: dict[int, str] = {}  # a guild's Discord locale (default en-US)
        self.roles: dict[int, FakeRole] = {}  # id -> a role of some guild (besides @everyone)
        self.app_permissions = DEFAULT_PERMISSIONS | THREAD_PERMISSIONS  # the bot's, in every channel
        self._gateways: list[_Gateway] = []  # identified connections, oldest first
        self.guild_id = self._ids.next()
        self.guilds[self.guild_id] = "Fake Guild"
        self.bot_user = FakeUser(self.application_id, "fakebot", bot=True, permissions=DEFAULT_PERMISSIONS)
        self.owner = FakeUser(self._ids.next(), "owner", permissions=DEFAULT_PERMISSIONS | (1 << 3))
        self.members: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.owner)}
        self.channels: dict[int, str] = {}
        self.channel_id = self.add_channel("general")
        self.messages: dict[int, FakeMessage] = {}
        self.requests: list[FakeRequest] = []
        self.unknown_requests: list[FakeRequest] = []
        # every body answered 400 Invalid Form Body, with the `errors` the answer carried
        self.refused: list[tuple[FakeRequest, dict[str, Any]]] = []
        self.identifies: list[dict[str, Any]] = []
        self.synced_commands: list[dict[str, Any]] = []
        self.synced_guild_commands: dict[int, list[dict[str, Any]]] = {}
        self._interactions: dict[int, _Interaction] = {}
        self._by_token: dict[str, _Interaction] = {}
        self._sockets: set[web.WebSocketResponse] = set()
        self._ready = asyncio.Event()
        self._activity = 0
        self._inflight = 0
        self._runner: web.AppRunner | None = None
        self.port: int | None = port or None

    # ------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("FakeDiscord.start() first")
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def cdn_base(self) -> str:
        return f"{self.base_url}/cdn"

    async def start(self) -> None:
        app = web.Application(client_max_size=ATTACHMENT_SIZE_LIMIT * 2)
        app.router.add_get("/gateway", self._ws_handler)
        app.router.add_get("/cdn/attachments/{channel}/{id}/{filename}", self._cdn_handler)
        app.router.add_route("*", "/api/{version:v[0-9]+}/{tail:.*}", self._rest_handler)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", self._bind_port)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @contextlib.contextmanager
    def patched(self) -> Iterator["FakeDiscord"]:
        """Point discord.py's REST base, default gateway and CDN base at this fake; restore on exit."""
        import yarl
        from discord.asset import Asset
        from discord.gateway import DiscordWebSocket
        from discord.http import Route

        saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY, Asset.BASE)
        Route.BASE = self.api_base
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        Asset.BASE = self.cdn_base
        try:
            yield self
        finally:
            Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY, Asset.BASE = saved

    async def wait_ready(self, timeout: float = 5.0, *, shards: Iterable[tuple[int, int]] | None = None) -> None:
        """Wait until every guild is held by an identified live connection (the newest holding
        it) that got its READY and GUILD_CREATE: with shards, until every shard that holds a
        guild is connected.  ``shards``: only the guilds of these ``(shard_id, shard_count)``
        (a client that runs some of the shards)."""
        if shards is None:
            await asyncio.wait_for(self._ready.wait(), timeout)
            return
        wanted = list(shards)
        guilds = [g for g in self.guilds if any(shard_of(g, count) == n for n, count in wanted)]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not all((gw := self._serving(g)) is not None and gw.ready for g in guilds):
            if loop.time() > deadline:
                raise asyncio.TimeoutError(f"shards {wanted} were not ready within {timeout} s")
            await asyncio.sleep(0.005)

    async def wait_disconnected(self, timeout: float = 5.0) -> None:
        """Wait until no bot is connected (e.g. after ``await bot.close()``)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self._gateways:
            if loop.time() > deadline:
                raise FakeDiscordError(f"the bot is still connected after {timeout} s")
            await asyncio.sleep(0.005)

    @property
    def connected(self) -> bool:
        """Whether any connection has identified and is still open."""
        return any(gw.live for gw in self._gateways)

    @property
    def shards_connected(self) -> list[tuple[int, int]]:
        """``(shard_id, shard_count)`` of each identified open connection, oldest first."""
        return [gw.shard for gw in self._gateways if gw.live]

    def shard_of(self, guild_id: int | None = None, shard_count: int = 1) -> int:
        """The shard a guild (default: the first one) belongs to among ``shard_count``."""
        return shard_of(self.guild_id if guild_id is None else guild_id, shard_count)

    def _serving(self, guild_id: int) -> _Gateway | None:
        """The connection that gets a guild's events: the newest live one whose shard holds it."""
        for gw in reversed(self._gateways):
            if gw.live and gw.holds(guild_id):
                return gw
        return None

    def _update_ready(self) -> None:
        served = [self._serving(g) for g in self.guilds]
        if all(gw is not None and gw.ready for gw in served):
            self._ready.set()
        else:
            self._ready.clear()

    # ------------------------------------------------------------------ world

    def add_member(self, username: str, *, permissions: int = DEFAULT_PERMISSIONS, locale: str = "en-US") -> FakeUser:
        user = FakeUser(self._ids.next(), username, permissions=permissions, locale=locale)
        self.members[user.id] = user
        return user

    def add_role(self, name: str, guild_id: int | None = None) -> FakeRole:
        """A role in ``guild_id`` (default: the first guild); give it with ``user.roles.append(role.id)``."""
        guild_id = self.guild_id if guild_id is None else guild_id
        role = FakeRole(self._ids.next(), name, guild_id)
        self.roles[role.id] = role
        if self._serving(guild_id) is not None:
            asyncio.get_running_loop().create_task(self._dispatch(
                "GUILD_ROLE_CREATE", {"guild_id": str(guild_id), "role": role.payload()}, guild_id))
        return role

    def add_channel(self, name: str, guild_id: int | None = None) -> int:
        """A text channel in ``guild_id`` (default: the first guild; a foreign guild's channel
        reaches the bot by no event)."""
        guild_id = self.guild_id if guild_id is None else guild_id
        if guild_id not in self.guilds and guild_id not in self.foreign_guilds:
            raise FakeDiscordError(f"unknown guild {guild_id}")
        channel_id = self._ids.next()
        self.channels[channel_id] = name
        self.channel_guilds[channel_id] = guild_id
        if guild_id in self.guilds and self._serving(guild_id) is not None:
            asyncio.get_running_loop().create_task(
                self._dispatch("CHANNEL_CREATE", self._channel_payload(channel_id), guild_id))
        return channel_id

    def add_guild(self, name: str = "Other Guild", *, shard: tuple[int, int] | None = None) -> tuple[int, int]:
        """Another guild the bot is in, with one text channel "general"; returns ``(guild_id,
        channel_id)``. With ``shard=(shard_id, shard_count)`` its id is chosen so that Discord
        would route it to that shard. A connection holding it gets its GUILD_CREATE at once."""
        guild_id = self._ids.next()
        if shard is not None:
            shard_id, count = shard
            if not 0 <= shard_id < count:
                raise ValueError(f"shard {shard_id} is not among 0..{count - 1}")
            # Move the id's timestamp forward by under shard_count milliseconds onto the shard.
            stamp = guild_id >> 22
            stamp += (shard_id - stamp) % count
            guild_id = (stamp << 22) | (guild_id & 0x3FFFFF)
        self.guilds[guild_id] = name
        channel_id = self.add_channel("general", guild_id)
        gw = self._serving(guild_id)
        if gw is not None:
            async def joined() -> None:
                await self._send_event(gw, "GUILD_CREATE", self._guild_payload(guild_id))
                self._update_ready()

            asyncio.get_running_loop().create_task(joined())
        else:
            self._update_ready()
        return guild_id, channel_id

    def guild_of(self, channel_id: int) -> int:
        return self.channel_guilds[channel_id]

    # --- places beyond the bot's guilds (a user-installable app)

    def add_user(self, username: str, *, locale: str = "en-US") -> FakeUser:
        """A user in none of the bot's guilds (not in :attr:`members`, no GUILD_CREATE lists
        them): someone met in a group DM or a server the bot is not in."""
        user = FakeUser(self._ids.next(), username, locale=locale)
        self.outsiders[user.id] = user
        return user

    def install_app(self, user: FakeUser, installed: bool = True) -> None:
        """``user`` adds the app to their account (a user install; ``installed=False`` removes
        it): commands with ``integration_types`` holding 1 become usable by them in group DMs,
        DMs with others and servers the bot is not in, and their interactions carry
        ``authorizing_integration_owners["1"]``."""
        if installed:
            self.installed.add(user.id)
        else:
            self.installed.discard(user.id)

    def open_dm(self, user: FakeUser) -> int:
        """The bot's DM channel with ``user`` (type 1; the same id each time, the one ``POST
        /users/@me/channels`` gives the bot): where the user runs commands in the BOT_DM context.
        Opening it here is the user's doing and is not counted in :attr:`dm_channels_opened`."""
        return self._bot_dm(user)[0]

    def _bot_dm(self, user: FakeUser) -> tuple[int, bool]:
        cid = self._bot_dms.get(user.id)
        if cid is not None:
            return cid, False
        cid = self._ids.next()
        self.private_channels[cid] = _PrivateChannel(cid, DM_CHANNEL, [user], with_bot=True)
        self._bot_dms[user.id] = cid
        return cid, True

    def add_group_dm(self, *users: FakeUser, name: str | None = None, owner: FakeUser | None = None) -> int:
        """A group DM (channel type 3) of ``users`` (1 to 10; ``owner`` defaults to the first);
        the bot is no member: only a user-installed app is used there (context PRIVATE_CHANNEL),
        and only through interaction responses."""
        if not 1 <= len(users) <= GROUP_DM_LIMIT:
            raise FakeDiscordError(f"a group DM has 1 to {GROUP_DM_LIMIT} members, not {len(users)}")
        cid = self._ids.next()
        self.private_channels[cid] = _PrivateChannel(cid, GROUP_DM_CHANNEL, list(users), with_bot=False, name=name,
                                                     owner=owner or users[0])
        return cid

    def add_private_dm(self, first: FakeUser, second: FakeUser) -> int:
        """A DM between two users (channel type 1, not the bot's): like a group DM, a place of
        the PRIVATE_CHANNEL context where only a user-installed app is used."""
        cid = self._ids.next()
        self.private_channels[cid] = _PrivateChannel(cid, DM_CHANNEL, [first, second], with_bot=False)
        return cid

    def add_foreign_guild(self, name: str = "Foreign Guild", *, external_apps: bool = True) -> tuple[int, int]:
        """A server the bot is not in, with one text channel "general"; returns ``(guild_id,
        channel_id)``. No GUILD_CREATE reaches the bot and it has no access to the channels
        (REST calls there answer 403 Missing Access); a user who installed the app runs its
        commands there (context GUILD, authorizing owner ``{"1": user}``). ``external_apps``:
        the server's Use External Apps permission; without it Discord makes every response of
        the app ephemeral."""
        guild_id = self._ids.next()
        self.foreign_guilds[guild_id] = {"name": name, "external_apps": external_apps}
        return guild_id, self.add_channel("general", guild_id)

    def dm_closed(self, user: FakeUser, closed: bool = True) -> None:
        """``user`` takes no DMs from the bot (blocked it, or DMs from server members off): a
        message sent into the bot's DM with them answers 403 code 50007."""
        if closed:
            self._dm_closed.add(user.id)
        else:
            self._dm_closed.discard(user.id)

    def no_mutual_guild(self, user: FakeUser, value: bool = True) -> None:
        """The bot shares no server with ``user``: a message sent into the bot's DM with them
        answers 403 code 50278 (opening the DM channel still works, as on Discord)."""
        if value:
            self._no_mutual_guild.add(user.id)
        else:
            self._no_mutual_guild.discard(user.id)

    def dm_channel(self, user: FakeUser) -> int | None:
        """The bot's DM channel with ``user`` if it was opened (by either side), else None."""
        return self._bot_dms.get(user.id)

    def dm_messages(self, user: FakeUser) -> list[FakeMessage]:
        """Messages in the bot's DM with ``user`` (sent by the bot, or answers to commands the
        user ran there), oldest first."""
        cid = self._bot_dms.get(user.id)
        return [] if cid is None else self.channel_messages(cid)

    def place_of(self, channel_id: int) -> str:
        """Where a channel is: :data:`PLACE_GUILD` (a guild the bot is in),
        :data:`PLACE_FOREIGN_GUILD`, :data:`PLACE_BOT_DM`, :data:`PLACE_GROUP_DM` or
        :data:`PLACE_PRIVATE_DM` (a DM between two users)."""
        private = self.private_channels.get(channel_id)
        if private is not None:
            if private.with_bot:
                return PLACE_BOT_DM
            return PLACE_GROUP_DM if private.type == GROUP_DM_CHANNEL else PLACE_PRIVATE_DM
        if channel_id in self.channels:
            return PLACE_FOREIGN_GUILD if self.channel_guilds[channel_id] in self.foreign_guilds else PLACE_GUILD
        raise FakeDiscordError(f"unknown channel {channel_id}")

    def context_of(self, channel_id: int) -> int:
        """The interaction context of a channel: 0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL."""
        return PLACE_CONTEXTS[self.place_of(channel_id)]

    def now(self) -> float:
        """The fake's clock: the event loop's clock plus every :meth:`advance`. Interaction tokens
        expire, ``callback_deadline`` passes and the DM-opening pace counts on it."""
        return asyncio.get_running_loop().time() + self._clock_offset

    def advance(self, seconds: float) -> None:
        """Move the fake's clock forward, without sleeping (``advance(15 * 60)`` expires every
        interaction token given out so far). Rate-limit buckets keep the real clock."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self._clock_offset += seconds

    @property
    def refused_sends(self) -> list[FakeRefusal]:
        """REST calls into a place the bot is not in (403 Missing Access, code 50001)."""
        return [r for r in self.refusals if r.code == 50001]

    @property
    def dm_refusals(self) -> list[FakeRefusal]:
        """Messages into the bot's DM with a user who takes none (403, code 50007 or 50278)."""
        return [r for r in self.refusals if r.code in (50007, 50278)]

    @property
    def dm_open_refusals(self) -> list[FakeRefusal]:
        """DM channels opened too fast (429, code 40003; ``retry_after`` as answered)."""
        return [r for r in self.refusals if r.code == 40003]

    @property
    def expired_tokens(self) -> list[FakeRefusal]:
        """Webhook calls with an interaction token older than 15 minutes (401, code 50027)."""
        return [r for r in self.refusals if r.code == 50027]

    @property
    def followup_refusals(self) -> list[FakeRefusal]:
        """Follow-ups over the 5 a user-installed app may send for one interaction (400, 40094)."""
        return [r for r in self.refusals if r.code == 40094]

    def _refuse(self, record: FakeRequest, status: int, code: int, message: str, *, channel_id: int | None = None,
                user_id: int | None = None, retry_after: float | None = None) -> web.Response:
        self.refusals.append(FakeRefusal(record.method, record.path, status, code, message, self.now(), channel_id,
                                         user_id, record, retry_after))
        body: dict[str, Any] = {"message": message, "code": code}
        if retry_after is not None:
            body.update({"retry_after": retry_after, "global": False})
        response = _json(body, status=status)
        if retry_after is not None:
            # discord.py treats a 429 without Via as Cloudflare's ban rather than a rate limit.
            response.headers.update({"Retry-After": str(math.ceil(retry_after)), "Via": "1.1 google"})
        return response

    def _user(self, user_id: int) -> FakeUser | None:
        return self.members.get(user_id) or self.outsiders.get(user_id)

    def post_old_form(self, message: FakeMessage, *, age: float) -> FakeMessage:
        """The bot's V2 `message` as a bot that did not speak V2 would have posted it `age`
        seconds ago: its words as content, its pictures attached, its controls' rows at the
        top level, no flag (what tables posted before an upgrade look like)."""
        rows = [c for c in iter_components(message.components) if c.get("type") == 1]
        old = FakeMessage(id=self._ids.next(time.time() - age), channel_id=message.channel_id,
                          guild_id=message.guild_id, author=message.author, content=message.text[:2000],
                          components=rows, attachments=list(message.pictures),
                          application_id=message.application_id)
        self.messages[old.id] = old
        return old

    def channel_messages(self, channel_id: int | None = None, *, visible_to: FakeUser | None = None) -> list[FakeMessage]:
        """Messages in a channel, oldest first; with ``visible_to``, hide others' ephemerals."""
        channel_id = self.channel_id if channel_id is None else channel_id
        return [
            m for m in self.messages.values()
            if m.channel_id == channel_id and not m.deleted and (visible_to is None or m.visible_to(visible_to))
        ]

    def buttons(self, message: FakeMessage) -> list[FakeButton]:
        return buttons_of(message)

    def selects(self, message: FakeMessage) -> list[FakeSelect]:
        return selects_of(message)

    def button(self, message: FakeMessage, *, label: str | None = None, custom_id: str | None = None) -> FakeButton:
        """The single button matching ``label`` (or ``custom_id`` prefix); fails loudly otherwise."""
        found = [
            b for b in buttons_of(message)
            if (label is None or b.label == label) and (custom_id is None or (b.custom_id or "").startswith(custom_id))
        ]
        if len(found) != 1:
            raise FakeDiscordError(f"expected one button {label=} {custom_id=}, found {found} in {buttons_of(message)}")
        return found[0]

    # ------------------------------------------------------------------ user actions

    async def slash(
        self,
        user: FakeUser,
        name: str,
        *,
        subcommand: str | None = None,
        options: dict[str, Any] | None = None,
        channel: int | None = None,
        expect_response: bool = True,
        settle: bool = True,
        force: bool = False,
    ) -> InteractionResult:
        """Run ``/name [group] [subcommand] option:value...`` as ``user`` in ``channel`` (default:
        the first guild's channel; also a DM from :meth:`open_dm`, :meth:`add_group_dm`,
        :meth:`add_private_dm`, or a channel of :meth:`add_foreign_guild`).

        ``subcommand`` may be "group sub". Option types come from what the bot synced; values of
        Python type bool/int/float/str/FakeUser are used when the command was not synced.
        ``settle=False``: return once the callback arrived, without waiting for the bot's
        further work (for load runs, where the bot is never quiet).

        Discord offers a command only where its ``contexts`` and ``integration_types`` allow it
        (see :meth:`command_owners`); elsewhere this raises :class:`FakeDiscordError`, unless
        ``force=True`` delivers it anyway (to test the bot's own checks).
        """
        path = subcommand.split() if subcommand else []
        channel = channel or self.channel_id
        place = self.place_of(channel)
        self._check_present(user, channel)
        guild_id = self.channel_guilds.get(channel)
        command, guild_scoped = self._find_command(name, guild_id)
        owners, refusal = self._command_owners(name, command, guild_scoped, channel, user)
        if refusal is not None:
            if not force:
                raise FakeDiscordError(refusal)
            owners = self._place_owners(channel, user, [GUILD_INSTALL, USER_INSTALL])
        spec_options = command.get("options", []) if command else []
        for part in path:
            match = next((o for o in spec_options if o.get("name") == part and o.get("type") in (1, 2)), None)
            spec_options = match.get("options", []) if match else []
        resolved: dict[str, Any] = {}
        leaf: list[dict[str, Any]] = []
        for key, value in (options or {}).items():
            spec = next((o for o in spec_options if o.get("name") == key), None)
            if isinstance(value, FakeUser):
                leaf.append({"name": key, "type": spec["type"] if spec else 6, "value": str(value.id)})
                resolved.setdefault("users", {})[str(value.id)] = value.user_payload()
                if place in (PLACE_GUILD, PLACE_FOREIGN_GUILD):
                    member = value.member_payload(with_permissions=True)
                    member.pop("user")
                    resolved.setdefault("members", {})[str(value.id)] = member
            elif isinstance(value, FakeRole):
                leaf.append({"name": key, "type": 8, "value": str(value.id)})
                resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            else:
                opt_type = spec["type"] if spec else _OPTION_TYPES.get(type(value), 3)
                leaf.append({"name": key, "type": opt_type, "value": value})
        nested = leaf
        for part, kind in reversed(list(zip(path, [2, 1] if len(path) == 2 else [1]))):
            nested = [{"name": part, "type": kind, "options": nested}]
        data: dict[str, Any] = {
            "id": str(command["id"]) if command else str(self._ids.next()),
            "name": name,
            "type": 1,
            "options": nested,
        }
        if guild_scoped:
            data["guild_id"] = str(guild_id)
        if resolved:
            data["resolved"] = resolved
        full_name = " ".join([name, *path])
        return await self._interact(2, user, channel, data, None, full_name, expect_response, owners, settle=settle)

    def command_owners(self, user: FakeUser, name: str, channel: int | None = None) -> dict[str, str] | None:
        """The ``authorizing_integration_owners`` of ``/name`` run by ``user`` in ``channel``, or
        None when Discord would not offer the command there. As Discord decides: the command's
        ``contexts`` (synced; null means all three, without BOT_DM when ``dm_permission`` is
        false) must hold the channel's context, and some installation of its
        ``integration_types`` (null: :attr:`default_integration_types`) must apply there: a guild
        install ("0": the guild's id) in a guild the bot is in or in the bot's DM ("0": "0"), a
        user install ("1": the user's id) wherever the user installed the app (:meth:`install_app`).
        A guild command is offered in its guild only."""
        channel = channel or self.channel_id
        command, guild_scoped = self._find_command(name, self.channel_guilds.get(channel))
        owners, refusal = self._command_owners(name, command, guild_scoped, channel, user)
        return None if refusal is not None else owners

    def _command_owners(self, name: str, command: dict[str, Any] | None, guild_scoped: bool, channel: int,
                        user: FakeUser) -> tuple[dict[str, str], str | None]:
        """The owners of the command's interaction, and why Discord would not offer it (or None)."""
        place = self.place_of(channel)
        if guild_scoped:
            types, contexts = [GUILD_INSTALL], [GUILD]
        else:
            types, contexts = _command_types(command or {}, self.default_integration_types)
        context = PLACE_CONTEXTS[place]
        if context not in contexts:
            return {}, f"Discord does not offer /{name} in a {place}: its contexts are {contexts}"
        owners = self._place_owners(channel, user, types)
        if not owners:
            installed = "installed" if user.id in self.installed else "not installed"
            return {}, (f"Discord does not offer /{name} to {user.username} in a {place}: its integration_types "
                        f"are {types} and {user.username} has {installed} the app")
        return owners, None

    def _place_owners(self, channel: int, user: FakeUser, types: Iterable[int]) -> dict[str, str]:
        """The installations of ``types`` that apply to ``user`` in ``channel``."""
        place = self.place_of(channel)
        owners: dict[str, str] = {}
        if GUILD_INSTALL in types:
            if place == PLACE_GUILD:
                owners["0"] = str(self.channel_guilds[channel])
            elif place == PLACE_BOT_DM:
                owners["0"] = "0"
        if USER_INSTALL in types and user.id in self.installed:
            owners["1"] = str(user.id)
        return owners

    def _component_owners(self, user: FakeUser, message: FakeMessage) -> dict[str, str]:
        """A component's interaction is authorized as the one that made its message was (in a
        group DM: the installer's id, whoever clicks); a message the bot posted itself by the
        installations that apply to the user there."""
        origin = self._interactions.get(message.interaction_id) if message.interaction_id is not None else None
        if origin is not None:
            return dict(origin.owners)
        return self._place_owners(message.channel_id, user, [GUILD_INSTALL, USER_INSTALL])

    async def click(
        self, user: FakeUser, message: FakeMessage, custom_id: str | FakeButton, *, force: bool = False,
        settle: bool = True,
    ) -> InteractionResult:
        """Press a button (component type 2) on ``message`` as ``user`` (``settle``: see :meth:`slash`)."""
        if isinstance(custom_id, FakeButton):
            custom_id = custom_id.custom_id or ""
        message = self._live(message)
        if not force:
            self._usable(user, message, custom_id, buttons_of(message), "button")
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interact(3, user, message.channel_id, data, message, None, True,
                                    self._component_owners(user, message), settle=settle)

    def _usable(self, user: FakeUser, message: FakeMessage, custom_id: str, components: list[C], what: str) -> C:
        """The component a user may use on the message, as Discord's client lets them: on
        the message, enabled, in a channel they can use."""
        self._check_can_use(user, message)
        found = next((c for c in components if c.custom_id == custom_id), None)
        if found is None:
            raise FakeDiscordError(f"no {what} {custom_id!r} on message {message.id}: {components}")
        if found.disabled:
            raise FakeDiscordError(f"{what} {custom_id!r} is disabled")
        return found

    async def select(
        self, user: FakeUser, message: FakeMessage, custom_id: str | FakeSelect, values: list[str],
        *, force: bool = False, settle: bool = True,
    ) -> InteractionResult:
        """Choose ``values`` in a string select (component type 3) on ``message`` as ``user``
        (``settle``: see :meth:`slash`)."""
        if isinstance(custom_id, FakeSelect):
            custom_id = custom_id.custom_id
        message = self._live(message)
        component_type = 3
        if not force:
            menu = self._usable(user, message, custom_id, selects_of(message), "select")
            component_type = menu.type
            if menu.type == 3 and not set(values) <= set(menu.values):
                raise FakeDiscordError(f"values {values} not among options {menu.values}")
            if not menu.min_values <= len(values) <= menu.max_values:
                raise FakeDiscordError(f"{len(values)} values outside {menu.min_values}..{menu.max_values}")
        data = {"custom_id": custom_id, "component_type": component_type, "values": list(values)}
        return await self._interact(3, user, message.channel_id, data, message, None, True,
                                    self._component_owners(user, message), settle=settle)

    async def submit_modal(self, user: FakeUser, opened: InteractionResult, values: dict[str, Any]) -> InteractionResult:
        """Submit the modal the bot opened in ``opened`` with text inputs ``custom_id -> value``."""
        modal = opened.modal
        if modal is None:
            raise FakeDiscordError("that interaction did not open a modal")
        unknown = set(values) - {c.get("custom_id") for c in _walk_modal(modal.get("components") or [])}
        if unknown:
            raise FakeDiscordError(f"the modal has no inputs {sorted(unknown)}")
        data = {"custom_id": modal["custom_id"], "components": _modal_answers(modal.get("components") or [], values)}
        origin = self._interactions[opened.interaction_id]
        source = self._live(origin.message) if origin.message is not None else None
        return await self._interact(5, user, origin.channel_id, data, source, None, True, dict(origin.owners))

    # ------------------------------------------------------------------ interaction plumbing

    def _live(self, message: FakeMessage) -> FakeMessage:
        live = self.messages.get(message.id)
        if live is None or live.deleted:
            raise FakeDiscordError(f"message {message.id} does not exist (deleted?)")
        return live

    def _check_can_use(self, user: FakeUser, message: FakeMessage) -> None:
        self._check_present(user, message.channel_id)
        if not message.visible_to(user):
            raise FakeDiscordError(f"{user.username} cannot see ephemeral message {message.id}")

    def _check_present(self, user: FakeUser, channel: int) -> None:
        """A DM or group DM is seen by its members only."""
        private = self.private_channels.get(channel)
        if private is not None and all(u.id != user.id for u in private.users):
            raise FakeDiscordError(f"{user.username} is not in the {self.place_of(channel)} {channel}")

    def _find_command(self, name: str, guild_id: int | None) -> tuple[dict[str, Any] | None, bool]:
        for cmd in self.synced_guild_commands.get(guild_id, []) if guild_id is not None else []:
            if cmd["name"] == name:
                return cmd, True
        for cmd in self.synced_commands:
            if cmd["name"] == name:
                return cmd, False
        return None, False

    def _channel_payload(self, channel_id: int) -> dict[str, Any]:
        thread = self.threads.get(channel_id)
        payload = {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(self.channel_guilds[channel_id]),
            "name": self.channels[channel_id],
            "position": list(self.channels).index(channel_id),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if thread is not None:
            payload.update({
                "type": PUBLIC_THREAD, "parent_id": str(thread["parent"]), "owner_id": str(thread["owner"]),
                "member_count": 1, "message_count": 0,
                "thread_metadata": {"archived": thread["archived"], "auto_archive_duration": thread["duration"],
                                    "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": False},
            })
        return payload

    def guild_locale(self, guild_id: int) -> str:
        return self.guild_locales.get(guild_id, "en-US")

    def thread_of(self, message_or_channel: int) -> dict[str, Any]:
        """A thread's record (KeyError if `message_or_channel` is no thread)."""
        return self.threads[message_or_channel]

    def threads_in(self, parent_id: int) -> list[int]:
        return [tid for tid, th in self.threads.items() if th["parent"] == parent_id]

    def _private_payload(self, channel_id: int) -> dict[str, Any]:
        """A DM or group DM as Discord shows it to the app. The bot's DM lists its user in
        ``recipients`` (as ``POST /users/@me/channels`` answers); a channel the bot is not in
        comes without them (Discord does not promise them there: the players are whoever acts)."""
        private = self.private_channels[channel_id]
        payload: dict[str, Any] = {"id": str(channel_id), "type": private.type, "last_message_id": None, "flags": 0}
        if private.with_bot:
            payload["recipients"] = [u.user_payload() for u in private.users]
        if private.type == GROUP_DM_CHANNEL:
            payload.update({"name": private.name, "icon": None,
                            "owner_id": str(private.owner.id) if private.owner is not None else None})
        return payload

    def _interaction_payload(self, inter: _Interaction, data: dict[str, Any]) -> dict[str, Any]:
        """INTERACTION_CREATE as Discord sends it from each place: in a server ``guild_id``,
        a partial ``guild`` and ``member``; in a DM or group DM a ``user`` and none of those."""
        place = self.place_of(inter.channel_id)
        app_permissions = {PLACE_GUILD: self.app_permissions, PLACE_BOT_DM: BOT_DM_APP_PERMISSIONS}.get(
            place, PRIVATE_APP_PERMISSIONS)
        payload: dict[str, Any] = {
            "id": str(inter.id),
            "application_id": str(self.application_id),
            "type": inter.type,
            "data": data,
            "channel_id": str(inter.channel_id),
            "token": inter.token,
            "version": 1,
            "app_permissions": str(app_permissions),
            "locale": inter.user.locale,
            "entitlements": [],
            "authorizing_integration_owners": dict(inter.owners),
            "context": inter.context,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if place in (PLACE_GUILD, PLACE_FOREIGN_GUILD):
            guild_id = self.channel_guilds[inter.channel_id]
            payload.update({
                "guild_id": str(guild_id),
                "guild": {"id": str(guild_id), "locale": self.guild_locale(guild_id), "features": []},
                "channel": self._channel_payload(inter.channel_id),
                "member": inter.user.member_payload(with_permissions=True),
                "guild_locale": self.guild_locale(guild_id),
            })
        else:
            payload.update({"channel": self._private_payload(inter.channel_id), "user": inter.user.user_payload()})
        if inter.message is not None:
            payload["message"] = inter.message.payload(self.cdn_base)
        return payload

    async def _interact(
        self, type: int, user: FakeUser, channel_id: int, data: dict[str, Any], message: FakeMessage | None,
        name: str | None, expect_response: bool, owners: dict[str, str], *, settle: bool = True,
    ) -> InteractionResult:
        context = self.context_of(channel_id)
        iid = self._ids.next()
        inter = _Interaction(iid, f"itok.{iid}.{secrets.token_urlsafe(16)}", type, user, channel_id, name, message,
                             owners, context)
        self._interactions[iid] = inter
        self._by_token[inter.token] = inter
        loop = asyncio.get_running_loop()
        first_request, first_refusal = len(self.requests), len(self.refused)
        started = loop.time()
        inter.born = self.now()
        await self._dispatch("INTERACTION_CREATE", self._interaction_payload(inter, data),
                             self.channel_guilds.get(channel_id), private=channel_id in self.private_channels)
        try:
            await asyncio.wait_for(inter.answered.wait(), self.timeout)
        except asyncio.TimeoutError:
            if expect_response:
                # A bot whose answer was refused looks silent; the refusal says why.
                refused = [errors for _, errors in self.refused[first_refusal:]]
                raise FakeDiscordError(
                    f"bot did not answer interaction {name or data.get('custom_id')!r} within {self.timeout} s"
                    + (f"; bodies refused meanwhile: {refused}" if refused else "")
                ) from None
        elapsed = (inter.callback_at or inter.expired_at or loop.time()) - started
        if not settle:
            pass  # the caller waits for what it needs itself (wait_for_edit)
        elif self.idle_probe is not None:
            # The bot says when its handler and follow-ups are done; a deferral is done then too.
            await self._wait_idle(f"interaction {name or data.get('custom_id')!r}")
        else:
            if inter.response_type in (5, 6):
                # A deferral promises more: wait for the first follow-up or edit.
                deadline = loop.time() + self.deferred_wait
                while inter.activity == 0 and loop.time() < deadline:
                    await asyncio.sleep(0.005)
            await self._quiet()
        return InteractionResult(
            interaction_id=iid,
            token=inter.token,
            response_type=inter.response_type,
            message=inter.original,
            elapsed=elapsed,
            followups=list(inter.followups),
            requests=self.requests[first_request:],
            callback=inter.callback,
            context=inter.context,
            owners=dict(inter.owners),
        )

    async def settled(self) -> None:
        """Wait until the bot has finished what it is doing, for work not started by a user action
        (e.g. after ``await bot.run_timers(...)`` or a background task): awaits the idle probe
        (failing with :class:`FakeDiscordError` after ``idle_timeout``), or without a probe waits
        for ``settle`` seconds of silence."""
        if self.idle_probe is not None:
            await self._wait_idle("settled()")
        else:
            await self._quiet()

    async def wait_for_edit(self, message: FakeMessage, after_count: int | None = None,
                            timeout: float = 10.0) -> FakeMessage:
        """Wait until ``message`` has been edited more than ``after_count`` times (default: its
        edit count now), by a callback, a follow-up filling a deferral, or a PATCH; returns the
        live message. For a bot without an idle probe, e.g. one in another process, whose table
        arrives after a deferral. Raises :class:`FakeDiscordError` after ``timeout`` seconds."""
        live = self.messages.get(message.id)
        if live is None:
            raise FakeDiscordError(f"message {message.id} does not exist")
        wanted = live.edit_count if after_count is None else after_count
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while live.edit_count <= wanted:
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakeDiscordError(
                    f"message {message.id} was not edited within {timeout} s (edits: {live.edit_count})")
            waiter: asyncio.Future[None] = loop.create_future()
            self._edit_waiters.setdefault(live.id, []).append(waiter)
            try:
                await asyncio.wait_for(waiter, remaining)
            except asyncio.TimeoutError:
                pass
            finally:
                waiters = self._edit_waiters.get(live.id)
                if waiters and waiter in waiters:
                    waiters.remove(waiter)
                    if not waiters:
                        del self._edit_waiters[live.id]
        return live

    async def _wait_idle(self, what: str) -> None:
        probe = self.idle_probe
        assert probe is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.idle_timeout
        while True:
            remaining = deadline - loop.time()
            try:
                await asyncio.wait_for(probe(), max(remaining, 0.001))
            except asyncio.TimeoutError:
                raise FakeDiscordError(
                    f"{what}: the bot did not become idle within {self.idle_timeout} s (wait_idle never returned)"
                ) from None
            # Idle also means every REST call it awaited got its answer; one still being handled
            # here came from outside the probe's view (it is cheap to wait it out).
            if self._inflight == 0:
                return
            if loop.time() > deadline:
                raise FakeDiscordError(f"{what}: a REST call was still in flight after {self.idle_timeout} s")
            await asyncio.sleep(0.001)

    async def _quiet(self) -> None:
        """Fallback without a probe: until no REST call for ``settle`` seconds."""
        while True:
            seen = self._activity
            await asyncio.sleep(self.settle)
            if seen == self._activity and self._inflight == 0:
                return

    # ------------------------------------------------------------------ gateway

    async def _send(self, gw: _Gateway, payload: dict[str, Any]) -> None:
        await gw.ws.send_str(json.dumps(payload))

    async def _send_event(self, gw: _Gateway, event: str, data: dict[str, Any]) -> None:
        gw.seq += 1
        await self._send(gw, {"op": 0, "t": event, "s": gw.seq, "d": data})

    async def _dispatch(self, event: str, data: dict[str, Any], guild_id: int | None = None, *,
                        private: bool = False) -> None:
        """An event of a guild (default: the first one), sent on the connection serving it; an
        event of a DM or group DM (``private``) goes to shard 0, as Discord sends DM events."""
        if private:
            gw = next((g for g in reversed(self._gateways) if g.live and g.shard[0] == 0), None)
            if gw is None:
                raise FakeDiscordError(f"no bot connected on shard 0 to receive {event} from a DM")
            await self._send_event(gw, event, data)
            return
        guild_id = self.guild_id if guild_id is None else guild_id
        gw = self._serving(guild_id)
        if gw is None:
            raise FakeDiscordError(f"no bot connected to receive {event} for guild {guild_id}")
        await self._send_event(gw, event, data)

    def _guild_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        guild_id = self.guild_id if guild_id is None else guild_id
        channels = [c for c in self.channels if self.channel_guilds[c] == guild_id]
        everyone = {
            "id": str(guild_id), "name": "@everyone", "permissions": str(DEFAULT_PERMISSIONS), "position": 0,
            "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0, "icon": None,
            "unicode_emoji": None,
        }
        members = list(self.members.values())
        return {
            "id": str(guild_id),
            "name": self.guilds[guild_id],
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [everyone, *(r.payload() for r in self.roles.values() if r.guild_id == guild_id)],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": str(channels[0]) if channels else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.guild_locale(guild_id),
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": self.bot_user.joined_at,
            "large": False,
            "unavailable": False,
            "member_count": len(members),
            "voice_states": [],
            "members": [m.member_payload() for m in members],
            "channels": [self._channel_payload(c) for c in channels],
            "threads": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    async def _ws_handler(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        gw = _Gateway(ws)
        try:
            await self._send(gw, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, d = frame.get("op"), frame.get("d")
                if op == 1:
                    await self._send(gw, {"op": 11})
                elif op == 2:
                    await self._identify(gw, d)
                elif op == 6:
                    await self._resume(gw, d)
                elif op == 8:
                    await self._members_chunk(gw, d)
        finally:
            self._sockets.discard(ws)
            if gw in self._gateways:
                self._gateways.remove(gw)
            self._update_ready()
        return ws

    async def _identify(self, gw: _Gateway, d: dict[str, Any]) -> None:
        self.identifies.append(d)
        shard = (d or {}).get("shard") or [0, 1]
        if (not isinstance(shard, list) or len(shard) != 2 or not all(isinstance(n, int) for n in shard)
                or not 0 <= shard[0] < shard[1]):
            await gw.ws.close(code=4010, message=b"Invalid shard")
            return
        # The newest IDENTIFY wins the guilds its shard holds; an older connection stays open but
        # gets no more of their events (closing it would make that client RESUME/re-IDENTIFY and
        # the two would keep evicting each other).
        if gw in self._gateways:
            self._gateways.remove(gw)
        gw.shard = (shard[0], shard[1])
        gw.session_id = secrets.token_hex(16)
        gw.identified, gw.ready = True, False
        self._gateways.append(gw)
        self._update_ready()
        held = [g for g in self.guilds if gw.holds(g)]
        ready = {
            "v": 10,
            "user": {**self.bot_user.user_payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g), "unavailable": True} for g in held],
            "session_id": gw.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "shard": list(gw.shard),
        }
        await self._send_event(gw, "READY", ready)
        for guild_id in held:
            await self._send_event(gw, "GUILD_CREATE", self._guild_payload(guild_id))
        gw.ready = True
        self._update_ready()

    async def _resume(self, gw: _Gateway, d: dict[str, Any]) -> None:
        # Only a session whose connection is still served resumes (the fake keeps no event
        # backlog); otherwise the session is invalid and the client identifies again.
        old = next((g for g in self._gateways if g.live and g.session_id == d.get("session_id")), None)
        if old is not None:
            gw.session_id, gw.seq, gw.shard, gw.identified, gw.ready = old.session_id, old.seq, old.shard, True, True
            self._gateways[self._gateways.index(old)] = gw
            await self._send_event(gw, "RESUMED", {})
            self._update_ready()
        else:
            await self._send(gw, {"op": 9, "d": False})

    async def _members_chunk(self, gw: _Gateway, d: dict[str, Any]) -> None:
        guild_id = int(d.get("guild_id") or self.guild_id)
        if guild_id not in self.guilds or self._serving(guild_id) is not gw:
            return
        members = [m.member_payload() for m in self.members.values()]
        await self._send_event(gw, "GUILD_MEMBERS_CHUNK", {
            "guild_id": str(guild_id), "members": members, "chunk_index": 0, "chunk_count": 1,
            "not_found": [], "nonce": d.get("nonce"),
        })

    # ------------------------------------------------------------------ REST

    async def _cdn_handler(self, request: web.Request) -> web.Response:
        att_id = int(request.match_info["id"])
        for msg in self.messages.values():
            for att in msg.attachments:
                if att.id == att_id:
                    return web.Response(body=att.data, content_type=att.content_type or "application/octet-stream")
        return web.Response(status=404)

    def _routes(self) -> list[tuple[str, str, Callable[..., Awaitable[web.Response]]]]:
        return [
            ("GET", r"/users/@me", self._get_me),
            ("GET", r"/users/(?P<uid>\d+)", self._get_user),
            ("POST", r"/users/@me/channels", self._open_dm),
            ("GET", r"/oauth2/applications/@me", self._get_app),
            ("GET", r"/applications/@me", self._get_app),
            ("GET", r"/gateway(?:/bot)?", self._get_gateway),
            ("PUT", r"/applications/(?P<app>\d+)/commands", self._put_commands),
            ("GET", r"/applications/(?P<app>\d+)/commands", self._get_commands),
            ("PUT", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self._put_commands),
            ("GET", r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", self._get_commands),
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._callback),
            ("POST", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", self._followup),
            ("GET", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", self._webhook_get),
            ("PATCH", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", self._webhook_edit),
            ("DELETE", r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
             self._webhook_delete),
            ("GET", r"/channels/(?P<cid>\d+)", self._get_channel),
            ("PATCH", r"/channels/(?P<cid>\d+)", self._edit_channel),
            ("POST", r"/channels/(?P<cid>\d+)/threads", self._start_thread),
            ("POST", r"/channels/(?P<cid>\d+)/typing", self._typing),
            ("POST", r"/channels/(?P<cid>\d+)/messages", self._channel_post),
            ("GET", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._channel_get),
            ("PATCH", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._channel_edit),
            ("DELETE", r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", self._channel_delete),
        ]

    async def _rest_handler(self, request: web.Request) -> web.Response:
        self._inflight += 1
        try:
            path = "/" + request.match_info["tail"]
            body, uploads = await self._read_body(request)
            record = FakeRequest(request.method, path, body, uploads)
            if self.record_requests:
                self.requests.append(record)
            auth = request.headers.get("Authorization")
            if auth is not None and auth != f"Bot {self.token}":
                # Discord refuses every call made with a wrong token (discord.py: LoginFailure).
                return _json({"message": "401: Unauthorized", "code": 0}, status=401)
            for method, pattern, handler in self._routes():
                match = re.fullmatch(pattern, path)
                if match and method == request.method:
                    cid = match.groupdict().get("cid")
                    if cid is not None and self._foreign_place(int(cid)):
                        # The bot is not in that group DM, DM or server: it answers there only
                        # through interaction callbacks and webhooks.
                        return self._refuse(record, 403, 50001, "Missing Access", channel_id=int(cid))
                    try:
                        if self.rate_limit is not None and handler in self._bucketed():
                            return await self._in_bucket(request, record, method, pattern, handler, match)
                        return await handler(request, record, **match.groupdict())
                    except _InvalidBody as invalid:
                        errors = form_errors(invalid.problems)
                        self.refused.append((record, errors))
                        return _json({"message": "Invalid Form Body", "code": 50035, "errors": errors}, status=400)
            self.unknown_requests.append(record)
            return _json({"message": "404: Not Found", "code": 0}, status=404)
        finally:
            self._activity += 1
            self._inflight -= 1

    def _bucketed(self) -> tuple[Callable[..., Awaitable[web.Response]], ...]:
        """The routes that count against a channel's message bucket: creating, editing and
        deleting channel messages (never an interaction's callback or its webhook calls)."""
        return (self._channel_post, self._channel_edit, self._channel_delete)

    async def _in_bucket(self, request: web.Request, record: FakeRequest, method: str, pattern: str,
                         handler: Callable[..., Awaitable[web.Response]], match: re.Match[str]) -> web.Response:
        assert self.rate_limit is not None
        channel_id = int(match["cid"])
        bucket = self._buckets.get(channel_id)
        if bucket is None or (bucket.limit, bucket.per) != tuple(self.rate_limit):
            bucket = self._buckets[channel_id] = _Bucket(*self.rate_limit)
        loop = asyncio.get_running_loop()
        now = loop.time()
        wait = bucket.take(now)
        if wait is not None:
            retry_after = math.ceil(wait * 1000) / 1000
            route = method + " " + re.sub(r"\(\?P<(\w+)>[^)]*\)", lambda m: "{%s}" % {
                "cid": "channel_id", "mid": "message_id"}.get(m[1], m[1]), pattern)
            self.rate_limit_hits.append(FakeRateLimitHit(method, record.path, route, MESSAGE_BUCKET, channel_id,
                                                         now, retry_after, record))
            response = _json({"message": "You are being rate limited.", "retry_after": retry_after,
                              "global": False}, status=429)
            response.headers.update(bucket.headers(now))
            # discord.py treats a 429 without Via as Cloudflare's ban rather than a rate limit.
            response.headers.update({"Retry-After": str(math.ceil(wait)), "X-RateLimit-Scope": "user",
                                     "Via": "1.1 google"})
            return response
        response = await handler(request, record, **match.groupdict())
        response.headers.update(bucket.headers(loop.time()))
        return response

    async def _read_body(self, request: web.Request) -> tuple[Any, list[FakeUpload]]:
        if not request.body_exists:
            return None, []
        if request.content_type.startswith("multipart/"):
            payload: Any = None
            uploads: list[FakeUpload] = []
            reader = await request.multipart()
            async for part in reader:
                raw = await part.read(decode=False)  # type: ignore[union-attr]
                if part.name == "payload_json":
                    payload = json.loads(raw)
                else:
                    uploads.append(FakeUpload(part.name or "", part.filename or "", bytes(raw),
                                              part.headers.get("Content-Type")))
            return payload, uploads
        text = await request.text()
        if not text:
            return None, []
        return json.loads(text), []

    # --- login, gateway, commands

    async def _get_me(self, request: web.Request, record: FakeRequest) -> web.Response:
        return _json({**self.bot_user.user_payload(), "verified": True, "mfa_enabled": False, "email": None})

    async def _get_user(self, request: web.Request, record: FakeRequest, uid: str) -> web.Response:
        user = self.bot_user if int(uid) == self.bot_user.id else self._user(int(uid))
        if user is None:
            return _json({"message": "Unknown User", "code": 10013}, status=404)
        return _json(user.user_payload())

    # --- places the bot is not in, DMs

    def _foreign_place(self, channel_id: int) -> bool:
        """A channel the bot cannot reach by REST: a group DM, a DM between users, or a channel
        of a server the bot is not in."""
        private = self.private_channels.get(channel_id)
        if private is not None:
            return not private.with_bot
        return self.channel_guilds.get(channel_id) in self.foreign_guilds

    def _no_external_apps(self, channel_id: int) -> bool:
        guild = self.foreign_guilds.get(self.channel_guilds.get(channel_id, 0))
        return guild is not None and not guild["external_apps"]

    async def _open_dm(self, request: web.Request, record: FakeRequest) -> web.Response:
        """POST /users/@me/channels {"recipient_id": ...}: the bot's DM channel with a user (the
        same one each time), within :attr:`dm_open_limit`."""
        body = record.json if isinstance(record.json, dict) else {}
        if not body.get("recipient_id"):
            raise _InvalidBody([("recipient_id", "BASE_TYPE_REQUIRED", "This field is required")])
        user = self._user(int(body["recipient_id"])) if str(body["recipient_id"]).isdigit() else None
        if user is None:
            return _json({"message": "Unknown User", "code": 10013}, status=404)
        now = self.now()
        if self.dm_open_limit is not None:
            limit, per = self.dm_open_limit
            recent = [o.at for o in self.dm_channels_opened if o.at > now - per]
            if len(recent) >= limit:
                retry_after = math.ceil((recent[-limit] + per - now) * 1000) / 1000
                return self._refuse(record, 429, 40003, "You are opening direct messages too fast.",
                                    user_id=user.id, retry_after=max(retry_after, 0.001))
        cid, new = self._bot_dm(user)
        self.dm_channels_opened.append(FakeDmOpen(user.id, cid, now, new))
        return _json(self._private_payload(cid))

    async def _get_app(self, request: web.Request, record: FakeRequest) -> web.Response:
        return _json({
            "id": str(self.application_id),
            "name": "fakebot",
            "description": "",
            "icon": None,
            "bot_public": False,
            "bot_require_code_grant": False,
            "owner": self.owner.user_payload(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "summary": "",
            "rpc_origins": [],
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "tags": [],
        })

    async def _get_gateway(self, request: web.Request, record: FakeRequest) -> web.Response:
        return _json({
            "url": self.gateway_url,
            "shards": self.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })

    async def _put_commands(self, request: web.Request, record: FakeRequest, app: str,
                            guild: str | None = None) -> web.Response:
        if int(app) != self.application_id:
            return _json({"message": "Unknown Application", "code": 10002}, status=404)
        if guild is not None and (int(guild) not in self.guilds or not self.commands_scope):
            # A guild the bot is not in, or one it joined without applications.commands.
            return _json({"message": "Missing Access", "code": 50001}, status=403)
        problems: list[Problem] = []
        for n, cmd in enumerate(record.json or []):
            for key, allowed in (("integration_types", (GUILD_INSTALL, USER_INSTALL)), ("contexts", ALL_CONTEXTS)):
                for m, value in enumerate(cmd.get(key) or []):
                    if value not in allowed:
                        problems.append((f"{n}.{key}.{m}", "BASE_TYPE_CHOICES",
                                         f"Value must be one of {tuple(allowed)}."))
        if problems:
            raise _InvalidBody(problems)
        self.command_syncs += 1
        stored = []
        for cmd in record.json or []:
            item = {
                "id": str(self._ids.next()),
                "application_id": str(self.application_id),
                "version": str(self._ids.next()),
                "type": 1,
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                **cmd,
            }
            if guild is not None:
                item["guild_id"] = guild
            else:
                # Discord stores a global command's defaults: guild install, every context.
                item["integration_types"], item["contexts"] = _command_types(cmd, self.default_integration_types)
            stored.append(item)
        if guild is None:
            self.synced_commands = stored
        else:
            self.synced_guild_commands[int(guild)] = stored
        return _json(stored)

    async def _get_commands(self, request: web.Request, record: FakeRequest, app: str,
                            guild: str | None = None) -> web.Response:
        if guild is None:
            return _json(self.synced_commands)
        return _json(self.synced_guild_commands.get(int(guild), []))

    # --- messages

    def _new_message(self, channel_id: int, inter: _Interaction | None, body: dict[str, Any],
                     uploads: list[FakeUpload], *, extra_flags: int = 0) -> FakeMessage:
        flags = body.get("flags") or 0
        if inter is not None and self._no_external_apps(channel_id):
            flags |= EPHEMERAL  # a server without Use External Apps sees a user app's answers privately
        msg = FakeMessage(
            id=self._ids.next(),
            channel_id=channel_id,
            guild_id=self.channel_guilds.get(channel_id),
            author=self.bot_user,
            application_id=self.application_id,
            # Discord ignores IS_COMPONENTS_V2 on a deferral: the edit that fills it sets the flag.
            flags=flags & (EPHEMERAL | SUPPRESS_EMBEDS | (1 << 12)
                                              | (0 if extra_flags & LOADING else COMPONENTS_V2)) | extra_flags,
        )
        if inter is not None:
            msg.webhook_id = self.application_id
            msg.interaction_user = inter.user
            msg.interaction_id = inter.id
            msg.interaction_type = inter.type
            msg.interaction_name = inter.name
            msg.interaction_owners = dict(inter.owners)
            msg.type = 20 if inter.type == 2 else 0
        self._apply(msg, body, uploads, edit=False)
        self.messages[msg.id] = msg
        return msg

    def _apply(self, msg: FakeMessage, body: dict[str, Any], uploads: list[FakeUpload], *, edit: bool) -> None:
        """Create (``edit`` False: ``msg`` is new and empty) or edit ``msg`` from ``body``, or
        raise :class:`_InvalidBody` with ``msg`` untouched when Discord would refuse it."""
        attachments = self._attachments_after(msg, body, uploads)
        problems = message_problems(body, msg if edit else None, [a.filename for a in attachments])
        if problems:
            raise _InvalidBody(problems)
        for key in ("content", "embeds", "components"):
            if key in body:
                value = body[key]
                setattr(msg, key, value if value is not None else ("" if key == "content" else []))
        if edit and body.get("flags") is not None:
            # Removing IS_COMPONENTS_V2 was refused above; adding it is how an edit upgrades a message.
            msg.flags = (msg.flags & ~SUPPRESS_EMBEDS) | (body["flags"] & (SUPPRESS_EMBEDS | COMPONENTS_V2))
        msg.attachments = attachments
        if edit:
            msg.edited_timestamp = iso_now()
            msg.edit_count += 1
            for waiter in self._edit_waiters.pop(msg.id, []):
                if not waiter.done():
                    waiter.set_result(None)

    def _attachments_after(self, msg: FakeMessage, body: dict[str, Any],
                           uploads: list[FakeUpload]) -> list[FakeAttachment]:
        """The attachments ``msg`` has once ``body`` is applied: exactly the listed ones when the
        key is there (kept by id, new by upload index), else the old ones and the uploads."""
        by_field = {u.field: u for u in uploads}
        if body.get("attachments") is None:
            return msg.attachments + [
                FakeAttachment(u.filename, u.data, None, id=self._ids.next(), content_type=u.content_type)
                for u in uploads
            ]
        kept: list[FakeAttachment] = []
        existing = {str(a.id): a for a in msg.attachments}
        for entry in body["attachments"]:
            ident = str(entry.get("id"))
            upload = by_field.get(f"files[{ident}]")
            if ident in existing and upload is None:
                old = existing[ident]
                kept.append(FakeAttachment(old.filename, old.data, entry.get("description", old.description),
                                           id=old.id, content_type=old.content_type))
            elif upload is not None:
                kept.append(FakeAttachment(entry.get("filename") or upload.filename, upload.data,
                                           entry.get("description"), id=self._ids.next(),
                                           content_type=upload.content_type))
        return kept

    def _msg_response(self, msg: FakeMessage) -> web.Response:
        return _json(msg.payload(self.cdn_base))

    async def _callback(self, request: web.Request, record: FakeRequest, iid: str, token: str) -> web.Response:
        inter = self._interactions.get(int(iid))
        if inter is None or inter.token != token:
            return _json({"message": "Unknown interaction", "code": 10062}, status=404)
        self._keep(inter, record)
        age = self.now() - inter.born
        if inter.response_type is not None and age <= TOKEN_LIFETIME:
            return _json({"message": "Interaction has already been acknowledged.", "code": 40060}, status=400)
        if (self.callback_deadline is not None and age > self.callback_deadline) or age > TOKEN_LIFETIME:
            # Discord forgets an interaction not answered in time; the user saw "did not respond".
            if inter.expired_at is None and inter.response_type is None:
                inter.expired_at = asyncio.get_running_loop().time()
                self.expired_callbacks[inter.id] = age
                inter.answered.set()
            return _json({"message": "Unknown interaction", "code": 10062}, status=404)
        body = record.json or {}
        rtype = body.get("type")
        data = body.get("data") or {}
        is_component = inter.type == 3 or (inter.type == 5 and inter.message is not None)
        target: FakeMessage | None = None
        if rtype == 4:
            target = self._new_message(inter.channel_id, inter, data, record.files)
        elif rtype == 5:
            target = self._new_message(inter.channel_id, inter, data, record.files, extra_flags=LOADING)
        elif rtype in (6, 7) and is_component and inter.message is not None:
            target = self.messages[inter.message.id]
            if rtype == 7:
                self._apply(target, data, record.files, edit=True)
        elif rtype in (1, 8, 9, 10, 12):
            pass
        else:
            raise _InvalidBody([("type", "BASE_TYPE_CHOICES",
                                 f"callback type {rtype} not valid for interaction type {inter.type}")])
        inter.response_type = rtype
        inter.callback = body
        inter.original = target
        inter.callback_at = asyncio.get_running_loop().time()
        inter.answered.set()
        answer: dict[str, Any] = {"interaction": {
            "id": str(inter.id),
            "type": inter.type,
            "response_message_loading": rtype == 5,
            "response_message_ephemeral": bool(target and target.ephemeral),
        }}
        if target is not None:
            answer["interaction"]["response_message_id"] = str(target.id)
            answer["resource"] = {"type": rtype, "message": target.payload(self.cdn_base)}
        return _json(answer)

    def _keep(self, inter: _Interaction, record: FakeRequest) -> None:
        if self.record_requests:
            inter.requests.append(record)

    def _webhook_interaction(self, app: str, token: str) -> _Interaction | None:
        inter = self._by_token.get(token)
        if inter is None or int(app) != self.application_id:
            return None
        return inter

    def _expired(self, inter: _Interaction, record: FakeRequest) -> web.Response | None:
        """401 Invalid Webhook Token for a token older than 15 minutes (on the fake's clock)."""
        if self.now() - inter.born <= TOKEN_LIFETIME:
            return None
        return self._refuse(record, 401, 50027, "Invalid Webhook Token", channel_id=inter.channel_id)

    def _webhook_target(self, inter: _Interaction, mid: str) -> FakeMessage | None:
        if mid == "@original":
            return inter.original
        wanted = int(mid)
        for msg in [inter.original, *inter.followups]:
            if msg is not None and msg.id == wanted and not msg.deleted:
                return msg
        return None

    async def _followup(self, request: web.Request, record: FakeRequest, app: str, token: str) -> web.Response:
        inter = self._webhook_interaction(app, token)
        if inter is None:
            return _json({"message": "Unknown Webhook", "code": 10015}, status=404)
        self._keep(inter, record)
        inter.activity += 1
        expired = self._expired(inter, record)
        if expired is not None:
            return expired
        if inter.response_type is None:
            return _json({"message": "Unknown Webhook", "code": 10015}, status=404)
        if str(GUILD_INSTALL) not in inter.owners and len(inter.followups) >= USER_APP_FOLLOWUPS:
            # Only an app installed to the server (or the bot's DM) may send more.
            return self._refuse(record, 400, 40094, "This interaction has hit the maximum number of follow up messages",
                                channel_id=inter.channel_id)
        body = record.json or {}
        original = inter.original
        if inter.response_type == 5 and original is not None and original.loading and not original.deleted:
            # Discord fills the "thinking" placeholder with the first follow-up of a deferred reply
            # (the placeholder keeps its own visibility); a deleted one is not there to fill.
            self._apply(original, body, record.files, edit=True)
            original.flags &= ~LOADING
            msg = original
        else:
            msg = self._new_message(inter.channel_id, inter, body, record.files)
        inter.followups.append(msg)
        if request.query.get("wait", "").lower() not in ("true", "1"):
            return web.Response(status=204)
        return self._msg_response(msg)

    def _webhook_message(self, app: str, token: str, mid: str, record: FakeRequest,
                         changes: bool) -> FakeMessage | web.Response:
        """The message a webhook call names, or the refusal; a changing call counts as the
        interaction's activity."""
        inter = self._webhook_interaction(app, token)
        if inter is None:
            return _unknown_message()
        if changes:
            self._keep(inter, record)
            inter.activity += 1
        expired = self._expired(inter, record)
        if expired is not None:
            return expired
        return self._webhook_target(inter, mid) or _unknown_message()

    async def _webhook_get(self, request: web.Request, record: FakeRequest, app: str, token: str,
                           mid: str) -> web.Response:
        msg = self._webhook_message(app, token, mid, record, False)
        if isinstance(msg, web.Response):
            return msg
        return self._msg_response(msg)

    async def _webhook_edit(self, request: web.Request, record: FakeRequest, app: str, token: str,
                            mid: str) -> web.Response:
        msg = self._webhook_message(app, token, mid, record, True)
        if isinstance(msg, web.Response):
            return msg
        self._apply(msg, record.json or {}, record.files, edit=True)
        msg.flags &= ~LOADING
        return self._msg_response(msg)

    async def _webhook_delete(self, request: web.Request, record: FakeRequest, app: str, token: str,
                              mid: str) -> web.Response:
        msg = self._webhook_message(app, token, mid, record, True)
        if isinstance(msg, web.Response):
            return msg
        msg.deleted = True
        return web.Response(status=204)

    async def _get_channel(self, request: web.Request, record: FakeRequest, cid: str) -> web.Response:
        if int(cid) in self.private_channels:
            return _json(self._private_payload(int(cid)))
        if int(cid) not in self.channels:
            return _json({"message": "Unknown Channel", "code": 10003}, status=404)
        return _json(self._channel_payload(int(cid)))

    async def _start_thread(self, request: web.Request, record: FakeRequest, cid: str) -> web.Response:
        """POST /channels/{id}/threads: a thread without a starter message."""
        parent = int(cid)
        if parent in self.private_channels:
            return _dm_action()
        if parent not in self.channels or parent in self.threads:
            return _json({"message": "Unknown Channel", "code": 10003}, status=404)
        if not self.app_permissions & (1 << 35):
            return _json({"message": "Missing Permissions", "code": 50013}, status=403)
        body = dict(record.json or {})
        if body.get("type", PUBLIC_THREAD) not in THREAD_TYPES:
            raise _InvalidBody([("type", "BASE_TYPE_CHOICES", f"Value must be one of {THREAD_TYPES}.")])
        if not body.get("name"):
            raise _InvalidBody([("name", "BASE_TYPE_REQUIRED", "This field is required")])
        tid = self._ids.next()
        self.channels[tid] = str(body["name"])[:100]
        self.channel_guilds[tid] = self.channel_guilds[parent]
        self.threads[tid] = {"parent": parent, "archived": False, "owner": self.bot_user.id,
                             "duration": int(body.get("auto_archive_duration") or 1440)}
        return _json(self._channel_payload(tid), status=201)

    async def _edit_channel(self, request: web.Request, record: FakeRequest, cid: str) -> web.Response:
        """PATCH /channels/{id}: only a thread's `archived` (and name) are modelled."""
        if int(cid) in self.private_channels:
            return _dm_action()
        thread = self.threads.get(int(cid))
        if thread is None:
            return _json({"message": "Unknown Channel", "code": 10003}, status=404)
        body = dict(record.json or {})
        if "archived" in body:
            thread["archived"] = bool(body["archived"])
        if body.get("name"):
            self.channels[int(cid)] = str(body["name"])[:100]
        return _json(self._channel_payload(int(cid)))

    async def _typing(self, request: web.Request, record: FakeRequest, cid: str) -> web.Response:
        return web.Response(status=204)

    async def _channel_post(self, request: web.Request, record: FakeRequest, cid: str) -> web.Response:
        private = self.private_channels.get(int(cid))
        if private is not None:
            [user] = private.users  # the bot's own DM: any other is refused before this
            if user.id in self._no_mutual_guild:
                return self._refuse(record, 403, 50278,
                                    "Cannot send messages to this user due to having no mutual guilds",
                                    channel_id=int(cid), user_id=user.id)
            if user.id in self._dm_closed:
                return self._refuse(record, 403, 50007, "Cannot send messages to this user", channel_id=int(cid),
                                    user_id=user.id)
        elif int(cid) not in self.channels:
            return _json({"message": "Unknown Channel", "code": 10003}, status=404)
        body = dict(record.json or {})
        body["flags"] = (body.get("flags") or 0) & ~EPHEMERAL  # channel messages cannot be ephemeral
        if int(cid) in self.threads:
            self.threads[int(cid)]["archived"] = False  # Discord unarchives a thread a message is sent to
        return self._msg_response(self._new_message(int(cid), None, body, record.files))

    def _channel_message(self, cid: str, mid: str) -> FakeMessage | None:
        msg = self.messages.get(int(mid))
        if msg is None or msg.deleted or msg.channel_id != int(cid) or msg.ephemeral:
            return None
        return msg

    async def _channel_get(self, request: web.Request, record: FakeRequest, cid: str, mid: str) -> web.Response:
        msg = self._channel_message(cid, mid)
        if msg is None:
            return _json({"message": "Unknown Message", "code": 10008}, status=404)
        return self._msg_response(msg)

    async def _channel_edit(self, request: web.Request, record: FakeRequest, cid: str, mid: str) -> web.Response:
        msg = self._channel_message(cid, mid)
        if msg is None:
            return _json({"message": "Unknown Message", "code": 10008}, status=404)
        if msg.author.id != self.bot_user.id:
            return _json({"message": "Cannot edit a message authored by another user", "code": 50005}, status=403)
        self._apply(msg, record.json or {}, record.files, edit=True)
        return self._msg_response(msg)

    async def _channel_delete(self, request: web.Request, record: FakeRequest, cid: str, mid: str) -> web.Response:
        msg = self._channel_message(cid, mid)
        if msg is None:
            return _json({"message": "Unknown Message", "code": 10008}, status=404)
        msg.deleted = True
        return web.Response(status=204)


def _command_types(command: dict[str, Any], default_types: list[int]) -> tuple[list[int], list[int]]:
    """A global command's ``(integration_types, contexts)`` with Discord's defaults for null."""
    types = command.get("integration_types")
    contexts = command.get("contexts")
    if contexts is None:
        # The deprecated dm_permission (discord.py still sends it) takes BOT_DM away.
        contexts = [c for c in ALL_CONTEXTS if not (c == BOT_DM and command.get("dm_permission") is False)]
    return list(default_types if types is None else types), list(contexts)


def _walk_modal(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for comp in components:
        yield comp
        yield from _walk_modal(comp.get("components") or [])
        if comp.get("component"):
            yield from _walk_modal([comp["component"]])


def _modal_answers(components: list[dict[str, Any]], values: dict[str, Any]) -> list[dict[str, Any]]:
    """The submitted shape mirrors the modal: action rows (type 1) or labels (type 18) around inputs."""
    answers: list[dict[str, Any]] = []
    for comp in components:
        kind = comp.get("type")
        if kind == 1:
            answers.append({"type": 1, "components": _modal_answers(comp.get("components") or [], values)})
        elif kind == 18 and comp.get("component"):
            inner = _modal_answers([comp["component"]], values)
            if inner:
                answers.append({"type": 18, "component": inner[0]})
        elif kind == 4:
            answers.append({"type": 4, "custom_id": comp["custom_id"],
                            "value": values.get(comp["custom_id"], comp.get("value") or "")})
        elif kind in (3, 5, 6, 7, 8):
            chosen = values.get(comp["custom_id"], [])
            answers.append({"type": kind, "custom_id": comp["custom_id"],
                            "values": [chosen] if isinstance(chosen, str) else list(chosen)})
    return answers


def _dm_action() -> web.Response:
    return _json({"message": "Cannot execute action on a DM channel", "code": 50003}, status=400)


def _json(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py does not decode "application/json; charset=utf-8".
    return web.Response(body=json.dumps(data).encode(), status=status, content_type="application/json")


@contextlib.asynccontextmanager
async def started_fake() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord, stopped on exit; for a bot in another process, pointed at the
    fake by its URL (no ``patched()``)."""
    fake = FakeDiscord()
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


@contextlib.asynccontextmanager
async def running_bot(
    fake: FakeDiscord, client: Any, *, timeout: float = 20.0, fast_ready: bool = True
) -> AsyncIterator[Any]:
    """Start a discord.py ``client`` against ``fake`` (inside ``fake.patched()``), wait until its
    ``on_ready`` fired, and close it on exit. Fails fast if the client dies while connecting.
    With ``fast_ready`` the client's ``guild_ready_timeout`` is lowered to 10 ms.

    A client with ``async def wait_idle(self) -> None`` becomes ``fake.idle_probe`` while it runs
    (the previous probe is restored on exit), so user actions and :meth:`FakeDiscord.settled` wait
    for its actual work instead of a silence window."""
    if fast_ready and client._connection.guild_ready_timeout > 0.01:
        # discord.py holds on_ready back guild_ready_timeout (2 s) after the last GUILD_CREATE;
        # the fake sends its only guild at once, so waiting buys nothing.
        client._connection.guild_ready_timeout = 0.01
    probe = getattr(client, "wait_idle", None)
    saved_probe = fake.idle_probe
    if callable(probe):
        fake.idle_probe = probe
    task = asyncio.create_task(client.start(fake.token))
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        # Polling: Client.wait_until_ready() raises until login has created its event.
        while not client.is_ready():
            if task.done():
                task.result()  # re-raises the client's error
                raise FakeDiscordError("the client stopped before it was ready")
            if loop.time() > deadline:
                raise FakeDiscordError(f"the client was not ready within {timeout} s")
            await asyncio.sleep(0.005)
        # A client running some shards only (shard_ids) waits for the guilds of those shards.
        shard_ids, shard_count = getattr(client, "shard_ids", None), getattr(client, "shard_count", None)
        await fake.wait_ready(timeout, shards=[(n, shard_count) for n in shard_ids]
                              if shard_ids is not None and shard_count else None)
        yield client
    finally:
        if callable(probe):
            fake.idle_probe = saved_probe
        if not client.is_closed():
            await client.close()
        await asyncio.wait({task}, timeout=timeout)
        if not task.done():
            task.cancel()
        elif not task.cancelled():
            task.exception()  # already reported above if it mattered; silences "never retrieved"
