"""What the bot says in a channel outside an interaction, in three words: post a message (a
table, a notice, a podium: its text, pictures, controls and whom it pings), edit one, delete one.

Each is one request to Discord, and its errors are handled here, once: whatever Discord
answers instead (the message or the channel gone, a permission missing, any other refusal) is
logged and given up, and the caller learns only how it ended (`Outcome`).  So a feature never
handles a channel, a `discord.File` or an `HTTPException`: it words a `Draft` (its pictures as
bytes, `pictures.Picture`) and says where it goes.

When they go is the outbox's business (`bot.discord.outbox`): a send handed to it is made of
these requests, keyed by what it changes.  The start-up pass (`table.restore`) makes them
directly, and acts on how each ended (a table whose message is gone is posted again; one whose
channel is gone is cancelled).
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, Sequence, Union

import discord

from .layout import Kept, Tone, as_posted, layout
from .pictures import Picture
from .places import can_post
from .replies import NO_MENTIONS, PING_USERS

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("bot.sending")

# Whom a message pings: nobody (False), anyone its text mentions (True), or these users only.
Ping = Union[bool, Sequence[int]]


class Outcome(enum.Enum):
    SENT = "sent"
    GONE = "gone"  # 404: the message, or the channel, no longer exists
    REFUSED = "refused"  # 403: the bot may not do this there
    FAILED = "failed"  # any other refusal (a 5xx, a request Discord would not take)

    def __bool__(self) -> bool:
        return self is Outcome.SENT


class _Placed(Protocol):
    @property
    def channel_id(self) -> int: ...

    @property
    def guild_id(self) -> int | None: ...


@dataclass(frozen=True)
class Where:
    """A channel (or a thread) of a server, or a DM.  `reachable`: the bot may post and edit
    there outside an interaction (`bot.discord.places.can_post`); where it may not (a group
    DM, a server it is not in), nothing here is even asked of Discord: each call ends
    REFUSED at once."""

    channel_id: int
    guild_id: int | None = None
    reachable: bool = True

    @classmethod
    def of(cls, row: _Placed) -> "Where":
        """Where a stored game's table (`GameRow`) or an event's message (`EventRow`) is."""
        return cls(row.channel_id, row.guild_id or None, can_post(getattr(row, "place", None)))


def _unreachable(where: Where, what: str) -> bool:
    if where.reachable:
        return False
    log.info("not asked of Discord: %s (channel %s: the bot only answers interactions there)", what,
             where.channel_id)
    return True


@dataclass(frozen=True)
class Draft:
    """A message's content: its words (`head` above its pictures, `content` under them), its
    pictures (None: an edit leaves the message's own, named by `kept`; a post has none), its
    controls (None: none; an edit takes them off), whom it pings (an edit never pings: Discord
    notifies only when a message is posted) and its accent (`Tone`)."""

    content: str
    pictures: Sequence[Picture] | None = None
    controls: discord.ui.View | None = None
    ping: Ping = False
    head: str = ""
    tone: Tone | None = None
    kept: Sequence[Kept] = ()

    def headed(self, line: str, ping: Ping) -> "Draft":
        """This message with `line` above its words, pinging `ping`."""
        return replace(self, head="\n".join(filter(None, [line, self.head])), ping=ping)

    def payload(self) -> dict[str, Any]:
        """As the builders word a message (`bot.discord.layout`): an interaction's answer
        (`replies.edit`, `replies.send_public`) takes it as it is."""
        payload: dict[str, Any] = {"content": self.content, "view": self.controls, "head": self.head,
                                   "tone": self.tone, "kept": self.kept}
        if self.pictures is not None:
            payload["attachments"] = [p.file() for p in self.pictures]
        return payload


@dataclass(frozen=True)
class Posted:
    """How a post ended, and the new message's id when it went out."""

    outcome: Outcome
    message_id: int | None = None

    def __bool__(self) -> bool:
        return self.outcome is Outcome.SENT


def mentions(ping: Ping) -> discord.AllowedMentions:
    if ping is True:
        return PING_USERS
    if not ping:
        return NO_MENTIONS
    return discord.AllowedMentions(users=[discord.Object(u) for u in ping], roles=False, everyone=False)


def _failed(exc: discord.HTTPException, what: str) -> Outcome:
    outcome = (Outcome.GONE if isinstance(exc, discord.NotFound) else Outcome.REFUSED
               if isinstance(exc, discord.Forbidden) else Outcome.FAILED)
    log.warning("could not %s (%s %s)", what, exc.status, outcome.value)
    return outcome


def _channel(bot: "Host", where: Where) -> discord.PartialMessageable:
    return bot.get_partial_messageable(where.channel_id, guild_id=where.guild_id)


async def post(bot: "Host", where: Where, draft: Draft, *, what: str, reply_to: int | None = None) -> Posted:
    """Post `draft` as a new message (`reply_to`: as a reply to that message, not pinging its
    author).  `what` says what it is, for the log ("post the table of game 7")."""
    if _unreachable(where, what):
        return Posted(Outcome.REFUSED)
    channel = _channel(bot, where)
    reply: dict[str, Any] = ({"reference": channel.get_partial_message(reply_to), "mention_author": False}
                             if reply_to is not None else {})
    message_ = layout(draft.payload())
    try:
        message = await channel.send(view=message_["view"], files=message_.get("attachments") or [],
                                     allowed_mentions=mentions(draft.ping), **reply)
    except discord.HTTPException as exc:
        return Posted(_failed(exc, what))
    return Posted(Outcome.SENT, message.id)


async def edit(bot: "Host", where: Where, message_id: int, draft: Draft, *, what: str) -> Outcome:
    """Change message `message_id` to `draft` (it pings nobody), in its own form: a message
    posted before the bot spoke V2 keeps its old form (`layout.legacy`)."""
    if _unreachable(where, what):
        return Outcome.REFUSED
    change = as_posted(draft.payload(), message_id, bot.layouts_since)
    try:
        await _channel(bot, where).get_partial_message(message_id).edit(**change, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException as exc:
        return _failed(exc, what)
    return Outcome.SENT


async def delete(bot: "Host", where: Where, message_id: int, *, what: str) -> Outcome:
    if _unreachable(where, what):
        return Outcome.REFUSED
    try:
        await _channel(bot, where).get_partial_message(message_id).delete()
    except discord.HTTPException as exc:
        return _failed(exc, what)
    return Outcome.SENT


async def follow_up(bot: "Host", token: str, draft: Draft, *, what: str) -> Outcome:
    """Post `draft` as a follow-up of an interaction answered earlier, by its `token` (valid
    15 minutes): the one way to say something later where the bot only answers interactions
    (`bot.discord.places`).  A token run out ends FAILED, logged, as any refusal here."""
    message_ = layout(draft.payload())
    webhook = discord.Webhook.partial(bot.application_id or 0, token, client=bot.client)
    try:
        await webhook.send(view=message_["view"], files=message_.get("attachments") or discord.utils.MISSING,
                           allowed_mentions=mentions(draft.ping))
    except discord.HTTPException as exc:
        return _failed(exc, what)
    return Outcome.SENT


__all__ = ["Draft", "Outcome", "Ping", "Posted", "Where", "delete", "edit", "follow_up", "mentions", "post"]
