"""Seating: who plays a new game, and how they come to the table.

- `/play <game>` alone: a solo game when the game has a one-seat mode; otherwise, when the
  game has a bot player, you against the bot; otherwise it asks for an opponent.
- `/play <game> opponent:@member`: an invitation that every invitee must accept (it expires,
  the host can withdraw it, an invitee can decline it).  Accepting starts the game on the
  invitation's own message.
- `/play <game> deal:<code>`: a deal played again from its code (bot.daily), with the code's
  options and seat count (mode "replay": unrated, off the leaderboards).
- Rematch invites the same people again; Play again starts the same kind of game (solo, or
  against the bot) for whoever pressed it.

Seat counts and their meaning come from `GameInfo`, never from a game's name.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import discord

from engine import GAMES, GameInfo, IllegalAction

from .components import finished_view, invitation_view
from .daily import BadCode, encode, parse as parse_deal
from . import notices, replies, verdicts
from .replies import NO_MENTIONS, PING_USERS, mention, message_link, send_public
from .service import Busy, Change, Refusal, Table
from .storage import InvitationExists, InvitationRow
from .table import edit_public, public_payload

if TYPE_CHECKING:
    from .app import CardBot
    from .customid import ComponentId

log = logging.getLogger("bot.seating")
# In an invitation's options: the code of the deal the challenge plays again (`play_deal`).
DEAL_OPTION = "deal"


def resolve(interaction: discord.Interaction, info: GameInfo, options: Mapping[str, Any]) -> dict[str, Any]:
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal("Games are played in server channels.")
    try:
        return info.resolve_options(options)
    except IllegalAction as exc:
        raise Refusal(str(exc)) from None


async def refuse_if_busy(bot: "CardBot", info: GameInfo, channel_id: int, users: Sequence[int], asker: int) -> None:
    """One running game of a kind per person and channel."""
    for uid in users:
        if uid == bot.service.bot_user_id:
            continue
        running = await bot.service.running(user_id=uid, channel_id=channel_id, key=info.key)
        if running is not None:
            whose = "You already have" if uid == asker else f"{mention(uid)} already has"
            link = message_link(running.row.guild_id, running.row.channel_id, running.row.message_id)
            raise Busy(uid, running.id, f"{whose} a {info.title} game running in this channel: {link}. "
                                        "Finish or resign it first.")


async def play(bot: "CardBot", interaction: discord.Interaction, key: str, opponent: discord.abc.User | None,
               options: Mapping[str, Any], deal: str | None = None, level: str | None = None) -> None:
    """`/play <key> [opponent] [options] [deal] [level]`."""
    info = GAMES[key]
    if level is not None and opponent is not None and opponent.id != bot.service.bot_user_id:
        raise Refusal("A level is for games against the bot: leave out `opponent`, or pick me.")
    if deal is not None:
        await play_deal(bot, interaction, info, opponent, options, deal, level)
        return
    resolved = resolve(interaction, info, options)
    me = interaction.user.id
    seen = {me: interaction.user.display_name}
    if opponent is not None:
        seen[opponent.id] = opponent.display_name
    await bot.storage.remember_names(seen)
    if opponent is not None:
        if opponent.id == me:
            raise Refusal("You cannot challenge yourself. Leave out `opponent` to play without one.")
        if opponent.id == bot.service.bot_user_id and info.bot_player is not None and 2 in info.players:
            # Me as the opponent: no challenge to accept, the game starts against the bot.
            await start_here(bot, interaction, info, (me, opponent.id), resolved, level=level)
            return
        if opponent.bot:
            mine = " or pick me as the opponent" if info.bot_player is not None and 2 in info.players else ""
            raise Refusal(f"Bot accounts cannot play. Leave out `opponent` to play without one{mine}.")
        await invite(bot, interaction, info, (me, opponent.id), resolved)
        return
    if 1 in info.players:
        if level is not None:
            raise Refusal(f"Alone, {info.title} has no bot to set a level for; pick me as the opponent.")
        users: tuple[int, ...] = (me,)
    elif info.bot_player is not None and bot.service.bot_user_id is not None:
        users = (me,) + (bot.service.bot_user_id,) * (min(info.players) - 1)
    else:
        raise Refusal(f"{info.title} needs an opponent: add `opponent:` to the command.")
    await start_here(bot, interaction, info, users, resolved, level=level)


async def play_deal(bot: "CardBot", interaction: discord.Interaction, info: GameInfo,
                    opponent: discord.abc.User | None, options: Mapping[str, Any], code: str,
                    level: str | None = None) -> None:
    """`/play <key> deal:<code>`: the deal of a code again (mode "replay": unrated, off the
    leaderboards), with the code's options and seat count: alone, against the bot, or as a
    challenge that deals it when accepted."""
    try:
        deal = parse_deal(code)
    except BadCode as exc:
        raise Refusal(str(exc)) from None
    canonical = encode(deal)
    if deal.key != info.key:
        raise Refusal(f"That code deals {GAMES[deal.key].title}: use `/play {deal.key} deal:{canonical}`.")
    if options:
        raise Refusal("A deal code brings its own options; leave the others out.")
    resolved = resolve(interaction, info, deal.options)
    me = interaction.user.id
    seen = {me: interaction.user.display_name}
    if opponent is not None:
        seen[opponent.id] = opponent.display_name
    await bot.storage.remember_names(seen)
    bot_id = bot.service.bot_user_id
    if deal.players == 1:
        if opponent is not None:
            raise Refusal("That deal is for one player; leave out `opponent`.")
        users: tuple[int, ...] = (me,)
    elif opponent is None or opponent.id == bot_id:
        if info.bot_player is None or bot_id is None:
            raise Refusal(f"That deal is for {deal.players} players: add `opponent:` to the command.")
        users = (me,) + (bot_id,) * (deal.players - 1)
    elif opponent.id == me or opponent.bot:
        raise Refusal("Challenge another member to play that deal, or leave out `opponent` to play it against me.")
    else:
        await invite(bot, interaction, info, (me, opponent.id), {**resolved, DEAL_OPTION: canonical})
        return
    await start_here(bot, interaction, info, users, resolved, seed=deal.seed, mode="replay", level=level)


async def start_here(bot: "CardBot", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                     options: Mapping[str, Any], *, seed: int | None = None, mode: str = "normal",
                     level: str | None = None) -> None:
    """Start a game now and answer with its table as a new public message (`seed` and mode
    "replay": a deal played again from its code)."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    await refuse_if_busy(bot, info, interaction.channel_id, users, interaction.user.id)
    change = await bot.service.start(info.key, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                                     users=users, options=options, seed=seed, mode=mode, level=level)
    message_id = await send_public(interaction, await public_payload(change.table))
    await bot.storage.set_message(change.table.id, message_id, shown_version=change.table.version)
    log.info("game %s (%s) started in channel %s", change.table.id, info.key, interaction.channel_id)


# --- invitations ---------------------------------------------------------------------------


def invitation_text(inv: InvitationRow, info: GameInfo) -> str:
    rules = info.house_rules(inv.options, seating=True)
    invitees = ", ".join(mention(u) for u in inv.invitees)
    waiting = [u for u in inv.invitees if u not in inv.accepted]
    if DEAL_OPTION in inv.options:
        rules = ", ".join(filter(None, [rules, "a replayed deal"]))
    text = (f"{mention(inv.host)} challenges {invitees} to **{info.title}**" + (f" ({rules})" if rules else "")
            + f". {', '.join(mention(u) for u in waiting)}, accept or decline; "
            f"the challenge expires <t:{int(inv.expires_at)}:R>.")
    return text


CLOSED = {"accepted": "was already accepted", "expired": "has expired", "declined": "was declined",
          "withdrawn": "was withdrawn"}


def closed_text(inv: InvitationRow, status: str) -> str:
    info = GAMES.get(inv.key)
    title = info.title if info else inv.key
    invitees = ", ".join(mention(u) for u in inv.invitees)
    return f"{mention(inv.host)}'s challenge to {invitees} ({title}) {CLOSED.get(status, status)}."


async def invite(bot: "CardBot", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                 options: Mapping[str, Any]) -> None:
    assert interaction.channel_id is not None
    # One open challenge between the same people for a game: the database's unique index
    # keeps it across processes; in this process a double-sent command simply waits for the
    # first to be stored, then finds it.
    async with bot.lock_for(("invite", interaction.channel_id, info.key, frozenset(users))):
        await _invite(bot, interaction, info, users, options)


async def _invite(bot: "CardBot", interaction: discord.Interaction, info: GameInfo, users: Sequence[int],
                  options: Mapping[str, Any]) -> None:
    assert interaction.guild_id is not None and interaction.channel_id is not None
    if len(users) not in info.players:
        raise Refusal(f"{info.title} cannot be played by {len(users)} people.")
    if await _answer_open(bot, interaction, info, users):
        return
    await refuse_if_busy(bot, info, interaction.channel_id, users, interaction.user.id)
    expires = time.time() + bot.settings.challenge_minutes * 60
    try:
        inv = await bot.storage.invitations.create(key=info.key, guild_id=interaction.guild_id,
                                                   channel_id=interaction.channel_id, users=users,
                                                   options=options, expires_at=expires)
    except InvitationExists:
        # Another process stored one between our look and our insert: answer as if found.
        if await _answer_open(bot, interaction, info, users):
            return
        raise Refusal("That challenge was answered meanwhile; please try again.") from None
    message_id = await send_public(interaction, {"content": invitation_text(inv, info),
                                                 "view": invitation_view(inv.id)}, PING_USERS)
    await bot.storage.invitations.set_message(inv.id, message_id)


async def _answer_open(bot: "CardBot", interaction: discord.Interaction, info: GameInfo,
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
            raise Refusal(f"You already challenged {', '.join(mention(u) for u in inv.users if u != me)} to "
                          f"{info.title}: {link}. Wait for an answer, or withdraw it there.")
        async with bot.lock_for(-inv.id):
            await accept_from_elsewhere(bot, interaction, inv, me)
        return True
    return False


async def on_invitation(bot: "CardBot", interaction: discord.Interaction, cid: "ComponentId") -> None:
    """Accept, decline or withdraw, on the invitation's own message."""
    async with bot.lock_for(-cid.game_id):  # invitations have their own id space
        inv = await bot.storage.invitations.load(cid.game_id)
        if inv is None or interaction.message is None or inv.message_id != interaction.message.id:
            raise Refusal("That challenge is not recognised; nothing was changed.")
        user = interaction.user.id
        if inv.status != "open":
            raise Refusal(f"This challenge {CLOSED[inv.status]}.")
        if time.time() >= inv.expires_at:
            await close(bot, inv, "expired", interaction)
            return
        if cid.kind == "withdraw":
            if user != inv.host:
                raise Refusal(f"Only {mention(inv.host)} can withdraw this challenge.")
            await close(bot, inv, "withdrawn", interaction)
            return
        if user not in inv.invitees:
            raise Refusal(f"Only {', '.join(mention(u) for u in inv.invitees)} can answer this challenge.")
        if cid.kind == "decline":
            await close(bot, inv, "declined", interaction)
            return
        await accept(bot, interaction, inv, user)


async def close(bot: "CardBot", inv: InvitationRow, status: str, interaction: discord.Interaction | None,
                why: str = "") -> None:
    """Close an open invitation (a conditional update: nothing if it was closed meanwhile),
    its expiry with it, and say so on its message (`why` after the usual sentence)."""
    if not await bot.storage.invitations.close(inv.id, status):  # its expiry goes with it
        return
    if interaction is not None:
        await replies.edit(interaction, content=closed_text(inv, status) + why, view=None)
    else:
        await _edit_invitation(bot, inv, closed_text(inv, status) + why, view=None)


async def expire(bot: "CardBot", invitation_id: int) -> None:
    async with bot.lock_for(-invitation_id):
        inv = await bot.storage.invitations.load(invitation_id)
        if inv is None or inv.status != "open":
            await bot.storage.timers.clear("invitation", invitation_id)
            return
        await close(bot, inv, "expired", None)


ACCEPTED = "Challenge accepted: the game begins."


async def accept(bot: "CardBot", interaction: discord.Interaction, inv: InvitationRow, user: int) -> None:
    """An Accept on the invitation's own message: the message becomes the table."""
    await bot.storage.remember_names({user: interaction.user.display_name})
    updated = await _record_yes(bot, inv, user)
    if not set(updated.invitees) <= set(updated.accepted):  # others still to answer
        await replies.edit(interaction, content=invitation_text(updated, GAMES[inv.key]))
        return
    change = await _start(bot, updated, user)
    await replies.edit(interaction, **await public_payload(change.table, note=ACCEPTED))
    await bot.storage.mark_shown(change.table.id, change.table.version)
    await after_start(bot, change)


async def accept_from_elsewhere(bot: "CardBot", interaction: discord.Interaction, inv: InvitationRow,
                                user: int) -> None:
    """A yes given by asking back (`/play` or Rematch): the invitation's message becomes the
    table, and the one who asked is told privately where it is."""
    updated = await _record_yes(bot, inv, user)
    link = message_link(inv.guild_id, inv.channel_id, inv.message_id)
    starts = set(updated.invitees) <= set(updated.accepted)
    change = await _start(bot, updated, user) if starts else None
    # The yes (and the game) is stored: answer now, then draw the table on the other message.
    await replies.private(interaction, f"{mention(inv.host)} had already challenged you, so you accepted: {link}")
    if change is not None:
        await edit_public(bot, change.table, note=ACCEPTED)
        await after_start(bot, change)
    else:
        await _edit_invitation(bot, updated, invitation_text(updated, GAMES[inv.key]))


async def _record_yes(bot: "CardBot", inv: InvitationRow, user: int) -> InvitationRow:
    updated = await bot.storage.invitations.accept(inv.id, user)
    if updated is None:
        raise Refusal("This challenge was closed meanwhile.")
    return updated


async def _start(bot: "CardBot", inv: InvitationRow, user: int) -> Change:
    """Everyone said yes: the game, on the invitation's message."""
    await refuse_if_busy(bot, GAMES[inv.key], inv.channel_id, inv.users, user)
    # One transaction creates the game, seats it on the invitation's message and closes the
    # invitation: of two accepts racing, one starts a game and the other is refused.
    options = dict(inv.options)
    code = options.pop(DEAL_OPTION, None)  # a challenge to play a deal again (`play_deal`)
    deal = parse_deal(str(code)) if code is not None else None
    change = await bot.service.start(inv.key, guild_id=inv.guild_id, channel_id=inv.channel_id,
                                     users=inv.users, options=options, invitation_id=inv.id,
                                     message_id=inv.message_id, seed=deal.seed if deal else None,
                                     mode="replay" if deal else "normal")
    await bot.storage.timers.clear("invitation", inv.id)
    # The same people's other open challenges are settled by this one.
    # (No lock: closing is a conditional update, and taking a second invitation's lock here
    # could deadlock with an accept of that one.)
    for other in await bot.storage.invitations.open_between(inv.channel_id, inv.users):
        await close(bot, other, "withdrawn", None, " Another challenge between them was accepted.")
    return change


async def after_start(bot: "CardBot", change: Change) -> None:
    """A game several people play pings whoever must act first."""
    await notices.post(bot, change.table, change.table.waiting)


async def _edit_invitation(bot: "CardBot", inv: InvitationRow, content: str,
                           view: discord.ui.View | None | Any = discord.utils.MISSING) -> None:
    if inv.message_id is None:
        return
    channel = bot.get_partial_messageable(inv.channel_id, guild_id=inv.guild_id)
    try:
        await channel.get_partial_message(inv.message_id).edit(content=content, view=view,
                                                               allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        log.warning("could not update invitation %s", inv.id)


# --- after a game ----------------------------------------------------------------------------


async def on_rematch(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    me = interaction.user.id
    if table.seat_of(me) is None:
        raise Refusal("Only the players of this game can ask for a rematch.")
    others = [uid for s, uid in enumerate(table.users) if uid != me and s not in table.bot_seats]
    info = table.info
    await invite(bot, interaction, info, (me, *others), resolve(interaction, info, table.row.options))
    await mark_used(bot, table)


async def on_again(bot: "CardBot", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """The same kind of game for whoever pressed it: solo, or against the bot in the same seats
    and at the same level."""
    me = interaction.user.id
    await bot.storage.remember_names({me: interaction.user.display_name})
    users = tuple(uid if s in table.bot_seats else me for s, uid in enumerate(table.users))
    info = table.info
    await start_here(bot, interaction, info, users, resolve(interaction, info, table.row.options),
                     level=table.row.level)
    await mark_used(bot, table)


async def mark_used(bot: "CardBot", table: Table) -> None:
    """A pressed Rematch or Play again stays on the finished table, disabled."""
    if table.row.message_id is None:
        return
    channel = bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
    try:
        await channel.get_partial_message(table.row.message_id).edit(
            view=finished_view(table.id, rematch=table.timed, used=True, verdict=verdicts.offered(table)),
            allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        log.warning("could not disable the buttons of game %s", table.id)
