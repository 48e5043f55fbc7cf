"""Private panels: how a seat plays a game whose hands are hidden (`GameInfo.hidden_hands`).

Each player acts from an ephemeral message drawn from `view(seat)`, opened with "Your hand"
on the public table and re-openable at any time (ephemerals can be dismissed and their
tokens expire).  Logs name games and seats, never actions: an action may name a face-down
card.

Panels act on a moving table: another seat's moves bump the game version while this
seat's own options stay the same.  So a panel click is checked against the current legal
actions of its seat (the engine decides), not against the version it was drawn at; a
choice that no longer exists is refused with the current panel.

A daily deal (`bot.features.daily_table`) is played on a private table made of the same
controls, a surface of its own (`bot.discord.routes` picks it by the game's mode).

A panel speaks its reader's language and draws in their theme: the clicker's own voice
(`private_voice`) when they click, else the voice stored with the panel when it was opened.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

import discord

import i18n
from i18n import Message, t

from .components import private_controls
from .layout import Kept, as_posted
from .sending import Draft
from .pictures import described, picture
from . import notices, replies
from .replies import mention
from ..service import Change, Refusal, Table, voiced
from .clicks import Click, Surface, picture_changed
from .places import can_post
from .table import Note, change_words, edit_public, public_payload, state_lines, tone
from .host import TableParts
from .voices import DEFAULT_THEME, Voice, private_voice, user_voice, worded

if TYPE_CHECKING:
    from .host import Host
    from .customid import ComponentId

log = logging.getLogger("bot.panels")


def panel_text(table: Table, seat: int, note: str = "", prompt: str = "", *, parts: TableParts) -> Draft:
    others = [(t("bot-against-the-bot") if s in table.bot_seats else mention(uid))
              for s, uid in enumerate(table.users) if s != seat]
    head = (t("bot-panel-head", title=table.info.title, others=", ".join(others)) if others
            else t("bot-panel-head-alone", title=table.info.title))  # a solitaire's automaton is no seat
    lines = state_lines(table, seat, note, parts=parts)
    out = table.state.outcome()
    if out is not None and seat in table.human_seats:
        lines.append(t("bot-panel-you-won") if seat in out.winners else t("bot-panel-draw") if not out.winners
                     and out.ending == "normal" else t("bot-panel-you-lost"))
    elif seat not in table.state.to_act():
        lines.append(t("bot-panel-waiting", wait=t(table.info.wait_hint)))
    if prompt:
        lines.append(f"*{prompt}*")
    return Draft("\n".join(lines), head=head, tone=tone(table, seat))


HAND_PICTURE = "hand.png"


async def panel_payload(bot: "Host", table: Table, seat: int, voice: Voice, *, path: str = "", note: Note = "",
                        with_picture: bool = True) -> dict[str, Any]:
    """A seat's panel in its reader's `voice` (`note` worded in it)."""
    parts = bot.table_parts

    def words() -> tuple[dict[str, Any], Any]:  # the clicker's, or another seat's when a move reaches their panel
        named = voiced(table)
        view, prompt = private_controls(named.state, named.id, named.version, seat, path,
                                        hint=parts.hint(named) and voice.hints)
        said = panel_text(named, seat, i18n.said(note), prompt, parts=parts)
        seen = named.view(seat)
        kept = () if with_picture else (Kept(HAND_PICTURE, described(table.row.key, seen)),)
        return replace(said, controls=view, kept=kept).payload(), seen

    payload, seen = await worded(voice, words)
    if with_picture:
        payload["attachments"] = [await picture(table.row.key, seen, HAND_PICTURE, theme=voice.theme,
                                                locale=voice.locale)]
    return payload


async def on_open(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """"Your hand" on the public table: a fresh private panel."""
    if not table.info.hidden_hands:
        raise Refusal("bot-panel-played-on-table")
    if table.row.message_behind and not can_post(table.row.place) and table.seat_of(interaction.user.id) is not None:
        # Where the bot only answers interactions (`bot.discord.places`) the table could not
        # follow the panels' moves: this click brings it up to date (its own message, edited
        # with this click's token), and the panel comes as a private follow-up.
        await replies.edit(interaction, **await public_payload(bot, table, interaction=interaction))
        await bot.storage.mark_shown(table.id, table.version)
    seat = bot.service.seat_or_refuse(table, interaction.user.id)
    voice = await private_voice(bot, interaction)
    payload = await panel_payload(bot, table, seat, voice)
    message_id = await replies.send_private_payload(interaction, payload)
    if message_id is not None:
        await bot.storage.panels.remember(table.id, seat, interaction.token, message_id, time.time(),
                                          locale=voice.locale, theme=voice.theme)


class SeatPanel(Surface):
    """A seat's private panel, for a game whose hands are hidden (`bot.discord.clicks`).

    Panels act on a moving table: another seat's moves bump the version while this seat's
    own options stay the same, so a panel click is checked against its seat's legal actions
    now, not against the version it was drawn at; an answer out of turn is the exception.
    The panel speaks its reader's language (the clicker's)."""

    def played_elsewhere(self, table: Table) -> Message | None:
        # a forged panel control naming a game played on its table
        return None if table.info.hidden_hands else Message("bot-panel-not-from-panel")

    def stale(self, table: Table, seat: int, version: int) -> bool:
        # An out-of-turn question is asked at one position: a button from an earlier one
        # answered an earlier question (its default may have been taken since, and the same
        # seat asked again), so it must not answer this one.  Panels of seats that act at
        # the same time stay usable across each other's moves.
        return version != table.version and seat in table.state.reacting()

    async def _redraw(self, click: Click, note: str | Message) -> None:
        """The panel as it stands, with a word on the click (`note`, a catalogue key or a
        Message); its picture again only when it was drawn at another version (the table
        may have moved since)."""
        voice = await private_voice(click.bot, click.interaction)
        payload = await panel_payload(click.bot, click.table, click.seat, voice,
                                      note=Message(note) if isinstance(note, str) else note,
                                      with_picture=not click.drawn_now)
        await replies.edit(click.interaction, **payload)

    async def on_stale(self, click: Click) -> None:
        await self._redraw(click, "bot-panel-earlier-question")

    async def on_not_your_turn(self, click: Click) -> None:
        await self._redraw(click, "bot-panel-nothing-to-do")

    async def on_choice_gone(self, click: Click) -> None:
        await self._redraw(click, "bot-panel-choice-gone")

    async def on_ended(self, click: Click) -> None:
        # A panel drawn before the end that could not be edited then (an earlier one, or its
        # token expired): the end, without move controls, and why nothing happened.
        await self._redraw(click, self.over(click.table))

    async def on_menu(self, click: Click, path: str) -> None:
        voice = await private_voice(click.bot, click.interaction)
        payload = await panel_payload(click.bot, click.table, click.seat, voice, path=path, with_picture=False)
        await replies.edit(click.interaction, **payload)

    async def on_moved(self, click: Click, change: Change) -> None:
        bot, interaction, seat = click.bot, click.interaction, click.seat
        voice = await private_voice(bot, interaction)
        payload = await panel_payload(bot, change.table, seat, voice, note=change_words(change, seat),
                                      with_picture=picture_changed(click, change, seat))
        await replies.edit(interaction, **payload)
        await remember(bot, interaction, change.table, seat, voice)
        await announce(bot, change, seat)


    async def on_refresh(self, click: Click) -> None:
        voice = await private_voice(click.bot, click.interaction)
        await replies.edit(click.interaction, **await panel_payload(click.bot, click.table, click.seat, voice))
        await remember(click.bot, click.interaction, click.table, click.seat, voice)


SEAT_PANEL = SeatPanel()


async def remember(bot: "Host", interaction: discord.Interaction, table: Table, seat: int,
                   voice: Voice) -> None:
    """This interaction's token can edit the seat's panel for the next 15 minutes (in its
    reader's voice)."""
    if interaction.message is not None:
        await bot.storage.panels.remember(table.id, seat, interaction.token, interaction.message.id, time.time(),
                                          locale=voice.locale, theme=voice.theme)


async def announce(bot: "Host", change: Change, actor: int | None, *, lead: Note = "",
                   also: Sequence[int] = ()) -> None:
    """After a change made anywhere but on the public table: the table tells what happened
    (`lead` first), then `after_change`; the panels of `also` are redrawn too.  Where the bot
    only answers interactions (`bot.discord.places`) the table cannot say it now: those
    panels say `lead` too (a default taken for a seat that did not answer in time)."""
    await edit_public(bot, change.table, note=change_words(change, None, lead))
    await after_change(bot, change, actor, also, lead="" if can_post(change.table.row.place) else lead)


async def after_change(bot: "Host", change: Change, actor: int | None, also: Sequence[int] = (), *,
                       lead: Note = "") -> None:
    """At the end, every player's panel shows it, without move controls (but `actor`'s,
    drawn by their own click).  In a game several people play, also: the panels of the
    seats whose turn just came and of `also` update themselves, and one notice pings
    whoever must act now.  `lead`: a line above what changed on the panels of `also`."""
    table = change.table
    if not change.moves:
        return
    if not table.timed:  # one person (against the bot): their panel follows only the end
        if table.over:
            for seat in table.human_seats:
                if seat != actor:
                    await update_panel(bot, change, seat)
        return
    if table.over and table.row.event_id is not None:
        # Its result made the event's timer due (in the result's transaction): the next
        # pairing or round comes now, not at the timer loop's next pass.
        bot.kick_timers()
    was_waiting = change.moves[0].before.to_act() - table.bot_seats
    newly = [s for s in table.waiting if s not in was_waiting]
    for seat in dict.fromkeys([*(table.human_seats if table.over else newly), *also]):
        if seat != actor and seat in table.human_seats:
            await update_panel(bot, change, seat, lead=lead if seat in also else "")
    # A turn opened for someone: the notice names everyone who must act now (the one who
    # clicked too: in a round both play, it is theirs as much as the other's).
    await notices.post(bot, table, table.waiting if newly else ())


async def update_panel(bot: "Host", change: Change, seat: int, *, lead: Note = "") -> None:
    """Redraw a seat's private panel through the newest token that may still edit it."""
    table = change.table
    found = await bot.storage.panels.live(table.id, seat, time.time())
    if found is None or not table.info.hidden_hands:
        return  # no panel, or its token expired: the public table says whose turn it is
    locale, theme = getattr(found, "locale", None), getattr(found, "theme", None)
    if locale:
        voice = Voice(i18n.resolve(locale), theme or DEFAULT_THEME)
    else:  # a panel remembered before voices were
        voice = await user_voice(bot, table.users[seat], table.row.guild_id)
    payload = await panel_payload(bot, table, seat, voice, note=change_words(change, seat, lead))
    webhook = discord.Webhook.partial(bot.application_id or 0, found.token, client=bot.client)
    # The panel's own form: one opened before the bot spoke V2 keeps its old form.
    try:
        await webhook.edit_message(found.message_id, **as_posted(payload, found.message_id, bot.layouts_since),
                                   allowed_mentions=replies.NO_MENTIONS)
    except discord.HTTPException:
        log.info("could not update the panel of seat %s in game %s", seat, table.id)
