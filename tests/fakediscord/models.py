"""Plain data the fake Discord keeps: users, messages, attachments, components, requests.

Everything here is independent of the web server so tests can build, inspect and compare these
objects directly. Payload builders produce the JSON shapes discord.py 2.7 parses (snowflakes as
strings, ISO timestamps, ``discriminator`` "0" for new-style usernames).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Iterator, NamedTuple

DISCORD_EPOCH_MS = 1420070400000

EPHEMERAL = 1 << 6
SUPPRESS_EMBEDS = 1 << 2
LOADING = 1 << 7  # the "Bot is thinking..." placeholder of a deferred reply
COMPONENTS_V2 = 1 << 15  # IS_COMPONENTS_V2: the message is laid out by its components alone

ACTION_ROW, BUTTON, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = (
    1, 2, 9, 10, 11, 12, 13, 14, 17)
SELECT_TYPES = (3, 5, 6, 7, 8)
ATTACHMENT_URL = "attachment://"  # a media url naming one of the message's own files


class Snowflakes:
    """Time-ordered ids, so ``discord.utils.snowflake_time`` gives sane creation dates."""

    def __init__(self) -> None:
        self._counter = itertools.count()

    def next(self, at: float | None = None) -> int:
        """A new id, made now or at `at` (seconds since the epoch: a message of the past)."""
        ms = int((time.time() if at is None else at) * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._counter) & 0x3FFFFF)


def iso_now() -> str:
    return datetime.now(timezone.utc).isoformat()


@dataclass
class FakeUser:
    """A guild member (or the bot itself). ``permissions`` is the member's resolved bitfield."""

    id: int
    username: str
    bot: bool = False
    roles: list[int] = field(default_factory=list)
    permissions: int = 0
    joined_at: str = field(default_factory=iso_now)
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def user_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.username.title(),
            "avatar": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }

    def member_payload(self, *, with_permissions: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "user": self.user_payload(),
            "nick": None,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass
class FakeRole:
    """A guild role; a member has it when its id is in ``FakeUser.roles``."""

    id: int
    name: str
    guild_id: int

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "name": self.name, "permissions": "0", "position": 1, "color": 0,
                "hoist": False, "managed": False, "mentionable": True, "flags": 0, "icon": None,
                "unicode_emoji": None}


class _AttachmentTuple(NamedTuple):
    filename: str
    data: bytes
    description: str | None


class FakeAttachment(_AttachmentTuple):
    """Unpacks as ``(filename, bytes, description)``; also carries ``id`` and ``content_type``."""

    id: int
    content_type: str | None

    def __new__(
        cls, filename: str, data: bytes, description: str | None, *, id: int, content_type: str | None = None
    ) -> "FakeAttachment":
        self = super().__new__(cls, filename, data, description)
        self.id = id
        self.content_type = content_type
        return self

    def payload(self, cdn_base: str, channel_id: int) -> dict[str, Any]:
        url = f"{cdn_base}/attachments/{channel_id}/{self.id}/{self.filename}"
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": url,
            "proxy_url": url,
            "content_type": self.content_type,
            "description": self.description,
        }
        if self.filename.lower().endswith(".png") and self.data[:8] == b"\x89PNG\r\n\x1a\n":
            # IHDR width/height live at fixed offsets; discord.py exposes them as Attachment.width/height.
            data["width"] = int.from_bytes(self.data[16:20], "big")
            data["height"] = int.from_bytes(self.data[20:24], "big")
        return data


@dataclass
class FakeMessage:
    """A message as the fake stores it: always the latest state after edits."""

    id: int
    channel_id: int
    guild_id: int | None  # None: a DM or group DM
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    edit_count: int = 0
    application_id: int | None = None
    webhook_id: int | None = None
    # who triggered the interaction that produced this message (only they see it if ephemeral)
    interaction_user: FakeUser | None = None
    interaction_id: int | None = None
    interaction_type: int | None = None
    interaction_name: str | None = None
    # the authorizing_integration_owners of that interaction ({"0": guild id} or {"1": user id}, ...)
    interaction_owners: dict[str, str] | None = None
    deleted: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def v2(self) -> bool:
        return bool(self.flags & COMPONENTS_V2)

    @property
    def text(self) -> str:
        """The words a reader sees: the content, then every Text Display (depth first, those in
        Sections and Containers too), one part a line."""
        return message_text(self.content, self.components)

    @property
    def gallery_urls(self) -> list[str]:
        """The media urls of the Media Galleries, in order (``attachment://<filename>`` as sent)."""
        return [item["media"]["url"] for c in iter_components(self.components) if c.get("type") == MEDIA_GALLERY
                for item in c.get("items") or []]

    @property
    def pictures(self) -> list[FakeAttachment]:
        """The attachments a reader sees: a V2 message shows only those its galleries show (in
        gallery order); any other message shows all of them."""
        if not self.v2:
            return list(self.attachments)
        by_name = {a.filename: a for a in self.attachments}
        names = [url.removeprefix(ATTACHMENT_URL) for url in self.gallery_urls if url.startswith(ATTACHMENT_URL)]
        return [by_name[name] for name in names if name in by_name]

    @property
    def accent(self) -> int | None:
        """The first Container's accent colour (None: no container, or one without a colour)."""
        return next((c.get("accent_color") for c in iter_components(self.components) if c.get("type") == CONTAINER),
                    None)

    def visible_to(self, user: FakeUser) -> bool:
        if self.deleted:
            return False
        return not self.ephemeral or (self.interaction_user is not None and self.interaction_user.id == user.id)

    def payload(self, cdn_base: str) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.user_payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload(cdn_base, self.channel_id) for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_user is not None and self.interaction_id is not None:
            data["interaction_metadata"] = {
                "id": str(self.interaction_id),
                "type": self.interaction_type,
                "user": self.interaction_user.user_payload(),
                "authorizing_integration_owners": dict(self.interaction_owners) if self.interaction_owners is not None
                else {"0": str(self.guild_id)},
            }
            data["interaction"] = {
                "id": str(self.interaction_id),
                "type": self.interaction_type,
                "name": self.interaction_name or "",
                "user": self.interaction_user.user_payload(),
            }
        return data


class FakeUpload(NamedTuple):
    """One ``files[n]`` part of a multipart request."""

    field: str
    filename: str
    data: bytes
    content_type: str | None


class FakeRequest(NamedTuple):
    """One REST call the bot made. ``json`` is the body, or the ``payload_json`` part of a multipart."""

    method: str
    path: str
    json: Any
    files: list[FakeUpload]


@dataclass(frozen=True)
class FakeRateLimitHit:
    """A request the fake answered with 429: it came into a bucket with no request left before
    the bucket's reset (see :attr:`FakeDiscord.rate_limit`)."""

    method: str
    path: str
    route: str  # the route's template, e.g. "PATCH /channels/{channel_id}/messages/{message_id}"
    bucket: str  # the X-RateLimit-Bucket hash
    channel_id: int
    at: float  # the event loop's clock
    retry_after: float  # seconds until the bucket resets, as the answer said
    request: FakeRequest


@dataclass(frozen=True)
class FakeRefusal:
    """A request the fake refused as Discord refuses it, with Discord's status and JSON code:
    a send where the bot is no member (403, 50001), a DM the user does not take (403, 50007 or
    50278), a DM opened too fast (429, 40003), an expired interaction token (401, 50027), a
    follow-up over a user-installed app's limit (400, 40094)."""

    method: str
    path: str
    status: int
    code: int
    message: str
    at: float  # the fake's clock (FakeDiscord.now())
    channel_id: int | None
    user_id: int | None  # the DM's user, for DM refusals
    request: FakeRequest
    retry_after: float | None = None  # for a 429


@dataclass(frozen=True)
class FakeDmOpen:
    """One ``POST /users/@me/channels`` the fake answered: the bot opened (or reopened) its DM
    with a user."""

    user_id: int
    channel_id: int
    at: float  # the fake's clock (FakeDiscord.now())
    new: bool  # the first time this DM channel was handed out


@dataclass(frozen=True)
class FakeButton:
    custom_id: str | None
    label: str | None
    style: int
    disabled: bool
    emoji: dict[str, Any] | None
    url: str | None


@dataclass(frozen=True)
class FakeSelect:
    custom_id: str
    type: int
    options: list[dict[str, Any]]
    placeholder: str | None
    min_values: int
    max_values: int
    disabled: bool

    @property
    def values(self) -> list[str]:
        return [o["value"] for o in self.options]


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a message, depth first: action rows, containers, sections and their
    accessories (a gallery's items and a select's options are no components)."""
    for comp in components or []:
        yield comp
        yield from iter_components(comp.get("components") or [])
        accessory = comp.get("accessory")
        if accessory:
            yield accessory


def message_text(content: str | None, components: list[dict[str, Any]]) -> str:
    """The words of a message (or of a request's body): see :attr:`FakeMessage.text`."""
    parts = [content or "", *(c.get("content") or "" for c in iter_components(components)
                              if c.get("type") == TEXT_DISPLAY)]
    return "\n".join(part for part in parts if part)


def buttons_of(message: FakeMessage) -> list[FakeButton]:
    return [
        FakeButton(
            custom_id=c.get("custom_id"),
            label=c.get("label"),
            style=c.get("style", 1),
            disabled=bool(c.get("disabled", False)),
            emoji=c.get("emoji"),
            url=c.get("url"),
        )
        for c in iter_components(message.components)
        if c.get("type") == BUTTON
    ]


def selects_of(message: FakeMessage) -> list[FakeSelect]:
    return [
        FakeSelect(
            custom_id=c["custom_id"],
            type=c["type"],
            options=list(c.get("options") or []),
            placeholder=c.get("placeholder"),
            min_values=c.get("min_values", 1),
            max_values=c.get("max_values", 1),
            disabled=bool(c.get("disabled", False)),
        )
        for c in iter_components(message.components)
        if c.get("type") in SELECT_TYPES
    ]


@dataclass
class InteractionResult:
    """What the bot did in answer to one simulated user action.

    ``message`` is the message the response created or edited (for type 6/7 the message the
    component sat on), live: later edits show up in it. ``followups`` are messages created through
    the interaction webhook. ``elapsed`` is seconds from dispatch to the callback arriving.
    """

    interaction_id: int
    token: str
    response_type: int | None
    message: FakeMessage | None
    elapsed: float
    followups: list[FakeMessage]
    requests: list[FakeRequest]
    callback: dict[str, Any] | None = None
    context: int = 0  # the interaction's context: 0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL
    owners: dict[str, str] = field(default_factory=dict)  # its authorizing_integration_owners

    @property
    def ephemeral(self) -> bool:
        return self.message is not None and self.message.ephemeral

    @property
    def updated(self) -> bool:
        """The component's message was changed: at once (7), or acknowledged first and
        edited after (6), which a bot may do whenever its answer could be late."""
        return self.response_type in (6, 7)

    @property
    def answer(self) -> FakeMessage | None:
        """The message a user reads as the answer: the one the response created or edited, or,
        after an acknowledgement (5/6), the follow-up that carried the answer (if any)."""
        if self.response_type in (5, 6) and self.followups:
            return self.followups[-1]
        return self.message

    @property
    def private(self) -> bool:
        """The answer is visible only to the user who acted."""
        return self.answer is not None and self.answer.ephemeral

    @property
    def new_message(self) -> FakeMessage | None:
        """The public or private message this action created, however it was answered."""
        if self.response_type in (4, 5):
            return self.message
        if self.response_type == 6 and self.followups:
            return self.followups[0]
        return None

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal the bot opened (response type 9), as sent."""
        if self.response_type == 9 and self.callback is not None:
            return self.callback.get("data")
        return None
