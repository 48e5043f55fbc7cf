"""Seating: who plays a new game, and how they come to the table.

- `/play <game>` alone: a solo game when the game has a one-seat mode; otherwise, when the
  game has a bot player, you against the bot; otherwise it asks for an opponent.
- `/play <game> opponent:@member`: an invitation that every invitee must accept (it expires,
  the host can withdraw it, an invitee can decline it).  Accepting starts the game on the
  invitation's own message.
- `/play <game> deal:<code>`: a deal played again from its code (`bot.deal_codes`), with the
  code's options and seat count (mode "replay": unrated, off the leaderboards).
- `/play <game> opponent:@member clock:<days>`: a correspondence challenge: the accepted game
  has `days` a move (reminder at half, forfeit at the end) instead of the server's hours;
  kept in the invitation's options (`CLOCK_OPTION`) until then.  Refused against the bot and
  alone (no timers there).
- `/play <game> winnable:true`: a deal proved winnable, started by its feature (the starter
  the command hands over: `bot.features.winnable`).
- Rematch invites the same people again; Play again starts the same kind of game (solo, or
  against the bot) for whoever pressed it.

Seat counts and their meaning come from `GameInfo`, never from a game's name.

Refusals are said in the asker's language, the ambient one (the command tree and the router
adopt it before a handler runs); challenges, their outcomes and tables in the server's
(`public_voice`), worded where their message is built.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import discord

import i18n
from i18n import Message, t
from engine import GAMES, GameInfo, IllegalAction

from .components import invitation_view
from ..deal_codes import BadCode, encode, parse as parse_deal
from . import notices, places, replies, sending, threads
from .replies import PING_USERS, mention, message_link, send_public
from ..service import Busy, Change, Refusal, Table, clock_seconds
from ..storage import InvitationExists, InvitationRow, InvitationStatus
from .sending import Draft, Where
from .table import edit_public, finished_controls, public_draft, public_payload, table_voice
from .host import Starter
from .voices import Voice, public_voice, server_voice, worded

if TYPE_CHECKING:
    from .host import Host
    from .customid import ComponentId

log = logging.getLogger("bot.seating")
# In an invitation's options: the code of the deal the challenge plays again (`play_deal`).
DEAL_OPTION = "deal"
# In an invitation's options: the days a move of a correspondence challenge (`/play ... clock:`).
CLOCK_OPTION = "clock_days"
ACCEPTED = Message("bot-challenge-accepted")  # the table's note when a challenge becomes it


def plays_bot(info: GameInfo) -> bool:
    """Whether the bot can take a seat in the game: it plays one of its kit's levels."""
    return info.kit is not None and bool(info.kit.levels)


def resolve(interaction: discord.Interaction, info: GameInfo, options: Mapping[str, Any]) -> dict[str, Any]:
    if interaction.channel_id is None:
        raise Refusal("bot-server-channels-only")
    try:
        return info.resolve_options(options)
    except IllegalAction as exc:
        raise Refusal.of(exc) from None


async def refuse_if_busy(bot: "Host", info: GameInfo, channel_id: int, users: Sequence[int], asker: int) -> None:
    """One running game of a kind per person and channel."""
    for uid in users:
        if uid == bot.service.bot_user_id:
            continue
        running = await bot.service.running(user_id=uid, channel_id=channel_id, key=info.key)
        if running is not None:
            link = message_link(running.row.guild_id, running.row.channel_id, running.row.message_id)
            raise Busy(uid, running.id, Message("bot-busy", own="yes" if uid == asker else "no", who=mention(uid),
                                          title=info.title, link=link))


async def play(bot: "Host", interaction: discord.Interaction, key: str, opponent: discord.abc.User | None,
               options: Mapping[str, Any], deal: str | None = None, level: str | None = None,
               winnable: Starter | None = None, days: int | None = None) -> None:
    """`/play <key> [opponent] [options] [deal] [level] [winnable] [clock]`: refusals in the
    asker's language.  `winnable`: the option was given, and this starts a proved-winnable
    deal; `days`: a correspondence challenge's days a move (a member as `opponent` only)."""
    info = GAMES[key]
    if days is not None:
        clock_seconds(days)  # one of the clock's choices, or refused
        if opponent is None or opponent.id == bot.service.bot_user_id or winnable is not None:
            raise Refusal("bot-clock-needs-member")
    if level is not None and opponent is not None and opponent.id != bot.service.bot_user_id:
        raise Refusal("bot-level-needs-bot")
    if winnable is not None:
        if deal is not None:
            raise Refusal("winnable-not-with-code")
        if opponent is not None or level is not None:
            raise Refusal("winnable-alone-only", game=info.title)
        await bot.storage.remember_names({interaction.user.id: interaction.user.display_name})
        await winnable(bot, interaction, info, resolve(interaction, info, options))
        return
    if deal is not None:
        await play_deal(bot, interaction, info, opponent, options, deal, level, days)
        return
    resolved = resolve(interaction, info, options)
    me = interaction.user.id
    seen = {me: interaction.user.display_name}
    if opponent is not None:
        seen[opponent.id] = opponent.display_name
    await bot.storage.remember_names(seen)
    if opponent is not None:
        if opponent.id == me:
            raise Refusal("bot-no-self-challenge")
        if opponent.id == bot.service.bot_user_id and plays_bot(info) and 2 in info.players:
            # Me as the opponent: no challenge to accept, the game starts against the bot.
            await start_here(bot, interaction, info, (me, opponent.id), resolved, level=level)
            return
        if opponent.bot:
            if plays_bot(info) and 2 in info.players:
                raise Refusal("bot-no-bot-accounts-or-me")
            raise Refusal("bot-no-bot-accounts")
        refuse_challenge_here(bot, interaction, info)
        await invite(bot, interaction, info, (me, opponent.id), _with_clock(resolved, days))
        return
    if 1 in info.players:
        if level is not None:
            raise Refusal("bot-solo-no-level", title=info.title)
        users: tuple[int, ...] = (me,)
    elif plays_bot(info) and bot.service.bot_user_id is not None:
        users = (me,) + (bot.service.bot_user_id,) * (min(info.players) - 1)
    else:
        raise Refusal("bot-needs-opponent", title=info.title)
    await start_here(bot, interaction, info, users, resolved, level=level)


def refuse_challenge_here(bot: "Host", interaction: discord.Interaction, info: GameInfo) -> None:
    """Members challenge each other in a server the bot is in and in a group DM (whoever
    accepts there is in it: only its members can click); in the bot's own DM and in a server
    the bot is not in, a game is played alone or against the bot."""
    if places.place_of(bot, interaction) in (places.DM, places.FOREIGN):
        raise Refusal("bot-place-no-challenge", title=info.title)


async def play_deal(bot: "Host", interaction: discord.Interaction, info: GameInfo,
                    opponent: discord.abc.User | None, options: Mapping[str, Any], code: str,
                    level: str | None = None, days: int | None = None) -> None:
    """`/play <key> deal:<code>`: the deal of a code again (mode "replay": unrated, off the
    leaderboards), with the code's options and seat count: alone, against the bot, or as a
    challenge that deals it when accepted."""
    try:
        deal = parse_deal(code)
    except BadCode as exc:
        raise Refusal.of(exc) from None
    canonical = encode(deal)
    if deal.key != info.key:
        raise Refusal("bot-deal-other-game", title=GAMES[deal.key].title, key=deal.key, code=canonical)
    if options:
        raise Refusal("bot-deal-own-options")
    resolved = resolve(interaction, info, deal.options)
    me = interaction.user.id
    seen = {me: interaction.user.display_name}
    if opponent is not None:
        seen[opponent.id] = opponent.display_name
    await bot.storage.remember_names(seen)
    bot_id = bot.service.bot_user_id
    if deal.players == 1:
        if opponent is not None:
            raise Refusal("bot-deal-one-player")
        users: tuple[int, ...] = (me,)
    elif opponent is None or opponent.id == bot_id:
        if not plays_bot(info) or bot_id is None:
            raise Refusal("bot-deal-players", n=deal.players)
        users = (me,) + (bot_id,) * (deal.players - 1)
    elif opponent.id == me or opponent.bot:
        raise Refusal("bot-deal-challenge")
    else:
        refuse_challenge_here(bot, interaction, info)
        await invite(bot, interaction, info, (me, opponent.id), _with_clock({**resolved, DEAL_OPTION: canonical}, days))
        return
    await start_here(bot, interaction, info, users, resolved, seed=deal.seed, mode="replay", level=level)


def _with_clock(options: Mapping[str, Any], days: int | None) -> dict[str, Any]:
    """A challenge's options, with its correspondence clock when one was chosen."""
    return dict(options) if days is None else {**options, CLOCK_OPTION: int(days)}


async def start_here(bot: "Host", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                     options: Mapping[str, Any], *, seed: int | None = None, mode: str = "normal",
                     level: str | None = None) -> None:
    """Start a game now and answer with its table as a new public message (`seed` and mode
    "replay": a deal played again from its code).  The game keeps the kind of place it was
    started in (`bot.discord.places`); threads are opened only in a server the bot is in."""
    assert interaction.channel_id is not None
    place = places.place_of(bot, interaction)
    await refuse_if_busy(bot, info, interaction.channel_id, users, interaction.user.id)
    where = (await threads.place(bot, interaction, interaction.channel_id, info.title) if places.in_server(place)
             else threads.Place(interaction.channel_id))
    try:
        change = await bot.service.start(info.key, guild_id=places.guild_of(interaction), channel_id=where.channel_id,
                                         users=users, options=options, seed=seed, mode=mode, level=level,
                                         parent_id=where.parent_id, place=place)
    except Exception:
        if where.opened:
            await threads.archive(bot, where.channel_id)
        raise
    payload = await public_payload(bot, change.table, interaction=interaction)
    if where.opened:
        # The table opens the thread; the channel is told where the game is.
        message_id = await threads.post(bot, change.table.row, payload)
        voice = await server_voice(bot, interaction)
        said = i18n.tr(voice.locale, "threads-started", player=mention(interaction.user.id), game=info.title,
                       thread=f"<#{where.channel_id}>")
        await send_public(interaction, {"content": said})
    else:
        message_id = await send_public(interaction, payload)
    row = change.table.row  # the table went to the game's channel (its thread, or where it was asked for)
    await bot.storage.set_message(row.id, message_id, channel_id=row.channel_id, parent_id=row.parent_id,
                                  shown_version=change.table.version)
    log.info("game %s (%s) started in channel %s", change.table.id, info.key, where.channel_id)


# --- invitations ---------------------------------------------------------------------------


async def invitation_voice(bot: "Host", inv: InvitationRow,
                           interaction: discord.Interaction | None = None) -> Voice:
    """A challenge speaks its server's language."""
    return await public_voice(bot, inv.guild_id,
                              getattr(interaction, "guild_locale", None) if interaction is not None else None)


async def challenge_text(bot: "Host", inv: InvitationRow, interaction: discord.Interaction | None = None) -> str:
    """A challenge's message as it reads now, in its server's language."""
    voice = await invitation_voice(bot, inv, interaction)
    return Message.compose(lambda: invitation_text(inv, GAMES[inv.key])).say(voice.locale)


def invitation_text(inv: InvitationRow, info: GameInfo) -> str:
    rules = info.house_rules(inv.options, seating=True)
    invitees = ", ".join(mention(u) for u in inv.invitees)
    waiting = [u for u in inv.invitees if u not in inv.accepted]
    if DEAL_OPTION in inv.options:
        rules = ", ".join(filter(None, [rules, t("bot-challenge-replayed-deal")]))
    if CLOCK_OPTION in inv.options:  # a correspondence challenge: its days a move
        rules = ", ".join(filter(None, [rules, t("bot-challenge-clock", n=int(inv.options[CLOCK_OPTION]))]))
    who = ", ".join(mention(u) for u in waiting)
    due = int(inv.expires_at)
    if rules:
        return t("bot-challenge-rules", host=mention(inv.host), invitees=invitees, title=info.title, rules=rules,
                 waiting=who, n=len(waiting), due=due)
    return t("bot-challenge", host=mention(inv.host), invitees=invitees, title=info.title, waiting=who,
             n=len(waiting), due=due)


def closed_text(inv: InvitationRow, status: InvitationStatus, superseded: bool = False) -> str:
    """What a closed challenge's message says (`superseded`: another challenge between the
    same people was accepted)."""
    info = GAMES.get(inv.key)
    title = info.title if info else inv.key
    invitees = ", ".join(mention(u) for u in inv.invitees)
    if superseded:
        return t("bot-challenge-superseded", host=mention(inv.host), invitees=invitees, title=title)
    return t("bot-challenge-closed", host=mention(inv.host), invitees=invitees, title=title, status=status.value)


async def invite(bot: "Host", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                 options: Mapping[str, Any]) -> None:
    """A challenge (refusals in the locale the caller set: the asker's)."""
    assert interaction.channel_id is not None
    # One open challenge between the same people for a game: the database's unique index
    # keeps it across processes; in this process a double-sent command simply waits for the
    # first to be stored, then finds it.
    async with bot.lock_for(("invite", interaction.channel_id, info.key, frozenset(users))):
        await _invite(bot, interaction, info, users, options)


async def _invite(bot: "Host", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                  options: Mapping[str, Any]) -> None:
    assert interaction.channel_id is not None
    if len(users) not in info.players:
        raise Refusal("bot-players-count", title=info.title, n=len(users))
    if await _answer_open(bot, interaction, info, users):
        return
    await refuse_if_busy(bot, info, interaction.channel_id, users, interaction.user.id)
    expires = time.time() + bot.settings.challenge_minutes * 60
    try:
        inv = await bot.storage.invitations.create(key=info.key, guild_id=places.guild_of(interaction),
                                                   channel_id=interaction.channel_id, users=users,
                                                   options=options, expires_at=expires)
    except InvitationExists:
        # Another process stored one between our look and our insert: answer as if found.
        if await _answer_open(bot, interaction, info, users):
            return
        raise Refusal("bot-challenge-answered-meanwhile") from None
    payload = {"content": await challenge_text(bot, inv, interaction), "view": invitation_view(inv.id)}
    message_id = await send_public(interaction, payload, PING_USERS)
    await bot.storage.invitations.set_message(inv.id, message_id)


async def _answer_open(bot: "Host", interaction: discord.Interaction, info: GameInfo,
                       users: Sequence[int]) -> bool:
    """An open challenge among the same people for this game: the asker's own is pointed
    at; theirs (a challenge or a rematch) is accepted, as asking back is saying yes.  False
    when there is none."""
    assert interaction.channel_id is not None
    me = interaction.user.id
    for inv in await bot.storage.invitations.open_between(interaction.channel_id, users):
        if inv.key != info.key or time.time() >= inv.expires_at:
            continue
        link = message_link(inv.guild_id, inv.channel_id, inv.message_id)
        if inv.host == me or me in inv.accepted:
            raise Refusal("bot-already-challenged", who=", ".join(mention(u) for u in inv.users if u != me),
                            title=info.title, link=link)
        async with bot.lock_for(-inv.id):
            await accept_from_elsewhere(bot, interaction, inv, me)
        return True
    return False


async def on_invitation(bot: "Host", interaction: discord.Interaction, inv: InvitationRow,
                        cid: "ComponentId") -> None:
    """Accept, decline or withdraw, on the invitation's own message (refusals in the
    clicker's language).  Its loader (`bot.discord.loaders.INVITATION`) has loaded the
    invitation under its lock and checked that the click was made on its message."""
    user = interaction.user.id
    if not inv.status.open:
        raise Refusal("bot-challenge-is-closed", status=inv.status.value)
    if time.time() >= inv.expires_at:
        await close(bot, inv, InvitationStatus.EXPIRED, interaction)
        return
    if cid.kind == "withdraw":
        if user != inv.host:
            raise Refusal("bot-challenge-host-only", host=mention(inv.host))
        await close(bot, inv, InvitationStatus.WITHDRAWN, interaction)
        return
    if user not in inv.invitees:
        raise Refusal("bot-challenge-invitees-only", who=", ".join(mention(u) for u in inv.invitees),
                        n=len(inv.invitees))
    if cid.kind == "decline":
        await close(bot, inv, InvitationStatus.DECLINED, interaction)
        return
    await accept(bot, interaction, inv, user)


async def close(bot: "Host", inv: InvitationRow, status: InvitationStatus, interaction: discord.Interaction | None,
                superseded: bool = False) -> None:
    """Close an open invitation (a conditional update: nothing if it was closed meanwhile),
    its expiry with it, and say so on its message, in its server's language (`superseded`:
    because another challenge between the same people was accepted)."""
    if not await bot.storage.invitations.close(inv.id, status):  # its expiry goes with it
        return
    voice = await invitation_voice(bot, inv, interaction)
    text = Message.compose(lambda: closed_text(inv, status, superseded)).say(voice.locale)
    if interaction is not None:
        await replies.edit(interaction, content=text, view=None)
    else:
        await _edit_invitation(bot, inv, text, view=None)


async def expire(bot: "Host", invitation_id: int) -> None:
    async with bot.lock_for(-invitation_id):
        inv = await bot.storage.invitations.load(invitation_id)
        if inv is None or not inv.status.open:
            await bot.storage.timers.clear("invitation", invitation_id)
            return
        await close(bot, inv, InvitationStatus.EXPIRED, None)


async def accept(bot: "Host", interaction: discord.Interaction, inv: InvitationRow, user: int) -> None:
    """An Accept on the invitation's own message: the message becomes the table."""
    await bot.storage.remember_names({user: interaction.user.display_name})
    updated = await _record_yes(bot, inv, user)
    if not set(updated.invitees) <= set(updated.accepted):  # others still to answer
        await replies.edit(interaction, content=await challenge_text(bot, updated, interaction),
                           view=invitation_view(updated.id))
        return
    where = await _thread_for(bot, interaction, updated)
    change = await _start_or_close(bot, updated, user, where, places.place_of(bot, interaction))
    if where is not None:
        await _table_in_thread(bot, change, updated, interaction)
    else:
        await replies.edit(interaction, **await public_payload(bot, change.table, note=ACCEPTED,
                                                               interaction=interaction))
        await bot.storage.mark_shown(change.table.id, change.table.version)
    await after_start(bot, change)


async def accept_from_elsewhere(bot: "Host", interaction: discord.Interaction, inv: InvitationRow,
                                user: int) -> None:
    """A yes given by asking back (`/play` or Rematch): the invitation's message becomes the
    table, and the one who asked is told privately where it is."""
    updated = await _record_yes(bot, inv, user)
    link = message_link(inv.guild_id, inv.channel_id, inv.message_id)
    starts = set(updated.invitees) <= set(updated.accepted)
    place = places.place_of(bot, interaction)
    where = await _thread_for(bot, interaction, updated) if starts else None
    change = await _start_or_close(bot, updated, user, where, place) if starts else None
    if change is not None and where is None and not places.can_post(place):
        # The bot cannot edit the challenge's message outside an interaction here: the table
        # is this answer, a new message.
        table = change.table
        message_id = await send_public(interaction, await public_payload(bot, table, note=ACCEPTED,
                                                                          interaction=interaction))
        await bot.storage.set_message(table.id, message_id, channel_id=table.row.channel_id,
                                      parent_id=table.row.parent_id, shown_version=table.version)
        await after_start(bot, change)
        return
    # The yes (and the game) is stored: answer now, then draw the table on the other message.
    await replies.private(interaction, t("bot-challenge-accepted-elsewhere", host=mention(inv.host), link=link))
    if change is not None:
        if where is not None:
            await _table_in_thread(bot, change, updated, None)
        else:
            await edit_public(bot, change.table, note=ACCEPTED)
        await after_start(bot, change)
    else:
        await _edit_invitation(bot, updated, await challenge_text(bot, updated), view=invitation_view(updated.id))


async def _thread_for(bot: "Host", interaction: discord.Interaction, inv: InvitationRow) -> threads.Place | None:
    """The thread a challenge's game opens, when the server gives each game its own (None:
    played on the challenge's message, as without the setting)."""
    if interaction.channel_id != inv.channel_id or not places.in_server(places.place_of(bot, interaction)):
        return None
    where = await threads.place(bot, interaction, inv.channel_id, GAMES[inv.key].title)
    return where if where.opened else None


async def _start_or_close(bot: "Host", inv: InvitationRow, user: int, where: threads.Place | None,
                          place: str) -> Change:
    try:
        return await _start(bot, inv, user, where, place)
    except Exception:
        if where is not None:
            await threads.archive(bot, where.channel_id)
        raise


async def _table_in_thread(bot: "Host", change: Change, inv: InvitationRow,
                           interaction: discord.Interaction | None) -> None:
    """The table opens the game's thread; the challenge says where the game went."""
    payload = await public_payload(bot, change.table, note=ACCEPTED, interaction=interaction)
    row = change.table.row
    message_id = await threads.post(bot, row, payload)
    await bot.storage.set_message(row.id, message_id, channel_id=row.channel_id, parent_id=row.parent_id,
                                  shown_version=change.table.version)
    voice = await invitation_voice(bot, inv, interaction)
    content = i18n.tr(voice.locale, "threads-challenge-moved", game=GAMES[inv.key].title,
                      thread=f"<#{change.table.row.channel_id}>")
    if interaction is not None:
        await replies.edit(interaction, content=content, view=None, attachments=[])
    else:
        await _edit_invitation(bot, inv, content, view=None)


async def _record_yes(bot: "Host", inv: InvitationRow, user: int) -> InvitationRow:
    updated = await bot.storage.invitations.accept(inv.id, user)
    if updated is None:
        raise Refusal("bot-challenge-closed-meanwhile")
    return updated


async def _start(bot: "Host", inv: InvitationRow, user: int, where: threads.Place | None = None,
                 place: str = places.GUILD) -> Change:
    """Everyone said yes: the game, on the invitation's message (or, `where` a thread opened
    for it, on a new message in that thread)."""
    await refuse_if_busy(bot, GAMES[inv.key], inv.channel_id, inv.users, user)
    # One transaction creates the game, seats it on the invitation's message and closes the
    # invitation: of two accepts racing, one starts a game and the other is refused.
    options = dict(inv.options)
    code = options.pop(DEAL_OPTION, None)  # a challenge to play a deal again (`play_deal`)
    days = options.pop(CLOCK_OPTION, None)  # a correspondence challenge's days a move
    deal = parse_deal(str(code)) if code is not None else None
    thread = where.channel_id if where is not None and where.opened else None
    change = await bot.service.start(inv.key, guild_id=inv.guild_id,
                                     channel_id=inv.channel_id if thread is None else thread,
                                     users=inv.users, options=options, invitation_id=inv.id,
                                     message_id=inv.message_id if thread is None else None,
                                     seed=deal.seed if deal else None, mode="replay" if deal else "normal",
                                     parent_id=None if thread is None else inv.channel_id, place=place,
                                     turn_seconds=None if days is None else clock_seconds(int(days)))
    await bot.storage.timers.clear("invitation", inv.id)
    # The same people's other open challenges are settled by this one.
    # (No lock: closing is a conditional update, and taking a second invitation's lock here
    # could deadlock with an accept of that one.)
    for other in await bot.storage.invitations.open_between(inv.channel_id, inv.users):
        await close(bot, other, InvitationStatus.WITHDRAWN, None, superseded=True)
    return change


async def after_start(bot: "Host", change: Change) -> None:
    """A game several people play pings whoever must act first."""
    await notices.post(bot, change.table, change.table.waiting)


async def _edit_invitation(bot: "Host", inv: InvitationRow, content: str, view: discord.ui.View | None) -> None:
    if inv.message_id is not None:
        # A challenge outside servers is in a group DM (`refuse_challenge_here`): there the bot
        # only answers interactions, and a click on it finds it closed.
        await sending.edit(bot, Where(inv.channel_id, inv.guild_id or None, reachable=bool(inv.guild_id)),
                           inv.message_id, Draft(content, controls=view),
                           what=f"update invitation {inv.id}")


# --- after a game ----------------------------------------------------------------------------


async def on_rematch(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    me = interaction.user.id
    if table.seat_of(me) is None:
        raise Refusal("bot-rematch-players-only")
    others = [uid for s, uid in enumerate(table.users) if uid != me and s not in table.bot_seats]
    info = table.info
    await invite(bot, interaction, info, (me, *others), resolve(interaction, info, table.row.options))
    await mark_used(bot, table)


async def on_again(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """The same kind of game for whoever pressed it: solo, or against the bot in the same seats
    and at the same level."""
    me = interaction.user.id
    await bot.storage.remember_names({me: interaction.user.display_name})
    users = tuple(uid if s in table.bot_seats else me for s, uid in enumerate(table.users))
    info = table.info
    again = bot.table_parts.again.get(table.row.mode)
    if again is not None:  # a mode of a feature's (another proved-winnable deal, by the same rules)
        await again(bot, interaction, info, resolve(interaction, info, table.row.options))
    else:
        await start_here(bot, interaction, info, users, resolve(interaction, info, table.row.options),
                         level=table.row.level)
    await mark_used(bot, table)


async def mark_used(bot: "Host", table: Table) -> None:
    """A pressed Rematch or Play again stays on the finished table, disabled."""
    if table.row.message_id is None:
        return
    voice = await table_voice(bot, table)
    view = await worded(voice, lambda: finished_controls(table, bot.table_parts, bot.settings.web_base_url, used=True))
    # The whole message again (a layout's words are components too), its picture kept.
    draft = replace(await public_draft(bot, table, voice=voice, with_picture=False), controls=view)
    await sending.edit(bot, Where.of(table.row), table.row.message_id, draft,
                       what=f"disable the buttons of game {table.id}")
