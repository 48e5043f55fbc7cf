"""A game's public table message: the picture of `view(None)`, the text above it, its controls.

What the controls are follows from what the game declares, never from its name:
- a game whose seats hold hidden cards (`GameInfo.hidden_hands`) is played from private
  panels (bot.discord.panels): the table carries "Your hand" and "Resign";
- any other game is played on the table itself: the picker offers the legal actions of the
  person who must act, and only that person's clicks are taken;
- a finished game offers "Rematch" when several people played, else "Play again".

The text is written from `status(None)` and `describe(..., viewer=None)` only, so nothing on
this message names a card a spectator may not see.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Union

import discord

import i18n
from i18n import Message, t

from .components import finished_view, hand_table_view, picker_view
from .layout import Kept, Tone
from .pictures import TABLE_PICTURE, caption, described, drawn, picture
from .places import can_post
from ..picker import Step, menu
from . import replies, sending, threads
from .replies import mention, message_link, private
from .sending import Draft, Outcome, Where
from ..service import Change, Move, Refusal, Table, reacting_people, voiced
from ..storage.game_rows import played_privately
from .clicks import Click, Surface, picture_changed
from .host import TableParts
from .voices import Voice, private_voice, public_voice, worded
from .web_links import game_link, with_links

if TYPE_CHECKING:
    from .host import Host
    from .customid import ComponentId
    from .loaders import Handler

log = logging.getLogger("bot.table")

# A note on a message is kept as words (`Message`) until its reader is known, and worded in
# their language where the message is built; text already worded passes as it is.
Note = Union[Message, str]
CAUGHT_UP = Message("bot-table-caught-up")
RESTORED = Message("bot-table-restored")


async def table_voice(bot: "Host", table: Table, interaction: discord.Interaction | None = None) -> Voice:
    """The voice of a game's public messages: its server's (the interaction's guild locale,
    when there is one)."""
    return await public_voice(bot, table.row.guild_id,
                              getattr(interaction, "guild_locale", None) if interaction is not None else None)


# The bot's levels as `/play`'s `level` option calls them.
_LEVELS = {"easy": "cmd-level-easy", "normal": "cmd-level-normal", "hard": "cmd-level-hard"}


def the_bot(level: str | None = None) -> str:
    """The bot as the players' lines name it, with its level ("the bot (hard)")."""
    if not level:
        return t("bot-the-bot")
    key = _LEVELS.get(level)
    return t("bot-the-bot-level", level=t(key) if key is not None and i18n.exists(key) else level)


def players_line(table: Table) -> str:
    """Who plays: mentions (shown as names, never pinging: edits ping nobody), the bot by name
    and level ("the bot (hard)")."""
    bot = the_bot(table.row.level)
    names = [bot if s in table.bot_seats else mention(uid) for s, uid in enumerate(table.users)]
    line = names[0] if names else ""
    for name in names[1:]:
        line = t("bot-players-vs", left=line, right=name)
    return line


def move_note(move: Move, viewer: int | None) -> str:
    """One line for a step the table took, as `viewer` may read it."""
    if move.action is not None and move.seat is not None:
        return f"\u25b6 {move.before.describe(move.seat, move.action, viewer)}"
    return ""  # a resignation or a forfeit: the game-over line below says who and how


MAX_NOTE_LINES = 16


def change_note(change: Change, viewer: int | None) -> str:
    """What a change did, as `viewer` may read it: the move that made it, then everything
    the rules and the other seats' bots did in answer (attacks, draws, reveals, ...)."""
    if not change.moves:
        return ""
    # The seats' names as said now (the bot's, in the reader's language).
    table = voiced(change.table)
    moves = [m if table is change.table else Move(m.seat, m.action, m.before.named(table.engine_names), m.ending)
             for m in change.moves]
    states = [m.before for m in moves] + [table.state]
    lines = [move_note(moves[0], viewer)]
    for i, move in enumerate(moves):
        lines.extend(f"\u2022 {line}" for line in states[i + 1].worded_events(move.before, viewer))
    lines = [line for line in lines if line]
    if len(lines) > MAX_NOTE_LINES:  # the newest lines matter most; /replay keeps the rest
        left_out = len(lines) - (MAX_NOTE_LINES - 1)
        lines = lines[:1] + [f"-# {t('bot-table-steps-left-out', n=left_out)}"] + lines[-(MAX_NOTE_LINES - 2):]
    return "\n".join(lines)


def change_words(change: Change, viewer: int | None, lead: Note = "") -> Message:
    """What a change did, as `viewer` may read it (`lead` first): worded for the message's
    reader where it is built."""
    return Message.compose(lambda: "\n".join(filter(None, [i18n.said(lead), change_note(change, viewer)])))


def reaction_line(table: Table, viewer: int | None) -> str:
    """The deadline of an out-of-turn decision and what happens without an answer, as
    `viewer` may read it ("" when none is timed)."""
    due = table.row.reaction_due
    seats = reacting_people(table)
    if due is None or not seats:
        return ""
    lines = []
    for seat in seats:
        action = table.state.default_action(seat)
        if seat == viewer:
            what = (table.state.action_label(action) or table.state.label(action.rpartition(".")[2])) if action else ""
            lines.append(t("bot-reaction-you-default", due=int(due), what=what) if what
                         else t("bot-reaction-you", due=int(due)))
        else:
            what = table.state.describe(seat, action, viewer) if action else ""
            who = mention(table.users[seat])
            lines.append(t("bot-reaction-other-default", who=who, due=int(due), what=what) if what
                         else t("bot-reaction-other", who=who, due=int(due)))
    return "\n".join(lines)


def turn_line(table: Table, viewer: int | None) -> str:
    """When the people to act now run out of time, as a Discord timestamp (every game between
    people, a correspondence game's clock or the server's hours): "" when nothing is timed."""
    due = table.deadline
    if due is None:
        return ""
    if viewer is not None and viewer in table.waiting:
        return t("bot-deadline-you", due=int(due))
    who = ", ".join(mention(table.users[s]) for s in table.waiting)
    return t("bot-deadline-other", who=who, n=len(table.waiting), due=int(due))


def plays_on_table(table: Table) -> bool:
    return not table.info.hidden_hands


def state_lines(table: Table, viewer: int | None, note: str, *, parts: TableParts) -> list[str]:
    """What the picture shows in words, the status as `viewer` may read it, the latest move,
    and the result once over (with the lines features add under it: `parts`)."""
    lines = caption(table.row.key, table.view(viewer))  # small type: what matters now comes after
    status = table.state.status(viewer)
    if status:
        lines.append(status)
    if note:
        lines.append(note)
    out = table.state.outcome()
    if out is not None:
        lines.append(t("bot-game-over", reason=out.reason))
        rating = table.rating_said()  # "Rating: Alice +14, now 1532; ..." or why it is not rated
        if rating:
            lines.append(rating)
        lines.extend(parts.result_lines(table.row))  # "Played with 1 hint.", its deal's code, ...
    deadline = reaction_line(table, viewer)
    if deadline:
        lines.append(deadline)
    turn = turn_line(table, viewer)
    if turn:
        lines.append(turn)
    return lines


def tone(table: Table, viewer: int | None) -> Tone:
    """The accent of a table as `viewer` sees it: whose turn, or how it ended for them (on
    the public table, for a player alone)."""
    out = table.state.outcome()
    if out is not None:
        humans = table.human_seats
        reader = viewer if viewer is not None else humans[0] if len(humans) == 1 else None
        if reader is None or not out.winners:
            return Tone.OVER
        return Tone.WON if reader in out.winners else Tone.LOST
    if viewer is None:
        return Tone.PLAYING
    return Tone.YOUR_TURN if viewer in table.state.to_act() else Tone.WAITING


def heading(title: str, extras: list[str]) -> str:
    """A table's heading: its title line, then what else marks it in small type."""
    return "\n".join(filter(None, [title, f"-# {' · '.join(extras)}" if extras else ""]))


def public_text(table: Table, note: str = "", prompt: str = "", *, parts: TableParts) -> Draft:
    rules = table.info.house_rules(table.row.options)
    extras = parts.marked(table.row)
    if table.row.event_name:  # a game of a server's event (bot.events.kinds)
        extras.append(t("bot-table-event", name=table.row.event_name))
    if rules:
        extras.append(t("bot-table-house-rules", rules=rules))
    head = heading(t("bot-table-head", title=table.info.title, players=players_line(table)), extras)
    lines = state_lines(table, None, note, parts=parts)
    if table.info.hidden_hands and table.waiting and not table.over:
        who = ", ".join(mention(table.users[s]) for s in table.waiting)
        n = len(table.waiting)  # "appuyez", not "appuie", when two are waited for
        lines.append(t("bot-table-waiting", who=who, n=n, act=t(table.info.act_hint, n=n)))
    if prompt:
        lines.append(f"*{prompt}*")
    return Draft("\n".join(lines), head=head, tone=tone(table, None))


def finished_controls(table: Table, parts: TableParts, web_base_url: str | None, *,
                      used: bool = False) -> discord.ui.View | None:
    """A finished game's controls: Rematch or Play again (disabled once `used`), "Was it
    winnable?" where a feature offers it, and a link to the game's web page."""
    done = finished_view(table.id, rematch=table.timed, used=used, verdict=parts.verdict(table))
    return with_links(done, game_link(web_base_url, table.row))


def public_text_and_view(table: Table, *, parts: TableParts, path: str = "", note: str = "",
                         hints_allowed: bool = True, web_base_url: str | None = None
                         ) -> tuple[Draft, discord.ui.View | None]:
    """The table's words and controls (`hints_allowed`: the server offers the Hint button;
    `web_base_url`: a finished game links to its web page)."""
    out = table.state.outcome()
    if out is not None:
        if out.ending == "abandon":  # nobody played: nothing to offer on this message
            return public_text(table, note, parts=parts), None
        return public_text(table, note, parts=parts), finished_controls(table, parts, web_base_url)
    if not plays_on_table(table):
        return public_text(table, note, parts=parts), hand_table_view(table.id, table.version)
    if not table.waiting:  # nothing for a person to do (a bot is thinking): resign only
        return public_text(table, note, parts=parts), picker_view(table.id, table.version,
                                                                  Step(path="", action=None))
    seat = table.waiting[0]
    st = menu(table.state, seat, path)
    return public_text(table, note, st.prompt, parts=parts), picker_view(
        table.id, table.version, st, hint=parts.hint(table) and hints_allowed)


async def public_draft(bot: "Host", table: Table, *, note: Note = "", path: str = "",
                       interaction: discord.Interaction | None = None,
                       voice: Voice | None = None, with_picture: bool = True) -> Draft:
    """words, picture and controls of a game's public message, in its server's voice
    (`note` worded in it); without a picture (`with_picture` False) the message keeps the
    one it has."""
    voice = voice or await table_voice(bot, table, interaction)

    def words() -> tuple[Draft, discord.ui.View | None, Any, str]:  # every sentence of the message, for its readers
        named = voiced(table)
        said, view = public_text_and_view(named, parts=bot.table_parts, path=path, note=i18n.said(note),
                                          hints_allowed=voice.hints, web_base_url=bot.settings.web_base_url)
        seen = named.view(None)
        return said, view, seen, "" if with_picture else described(table.row.key, seen)

    said, view, view_of_table, alt = await worded(voice, words)
    if not with_picture:
        return replace(said, controls=view, kept=(Kept(TABLE_PICTURE, alt),))
    attachment = await drawn(table.row.key, view_of_table, TABLE_PICTURE, theme=voice.theme, locale=voice.locale)
    return replace(said, pictures=(attachment,), controls=view)


async def public_payload(bot: "Host", table: Table, *, note: Note = "", path: str = "",
                         interaction: discord.Interaction | None = None,
                         voice: Voice | None = None, with_picture: bool = True) -> dict[str, Any]:
    """`public_draft` as an interaction's answer takes it."""
    return (await public_draft(bot, table, note=note, path=path, interaction=interaction, voice=voice,
                               with_picture=with_picture)).payload()


async def edit_public(bot: "Host", table: Table, note: Note = "") -> None:
    """Bring the public message up to date (after a panel move, a forfeit, ...): handed to
    the outbox, which sends only the newest of the edits waiting for this message (drawn when
    it goes out) and returns at once; the version is marked shown once its edit went out."""
    message_id = table.row.message_id
    if message_id is None or not can_post(table.row.place):
        return  # where the bot only answers interactions, the next click brings the table up to date

    async def send() -> None:
        draft = await public_draft(bot, table, note=note)
        if await sending.edit(bot, Where.of(table.row), message_id, draft,
                              what=f"update the message of game {table.id}"):
            await bot.storage.mark_shown(table.id, table.version)

    bot.outbox.put(table.row.channel_id, ("message", message_id), send)


# --- clicks on the table ------------------------------------------------------------------


class PublicTable(Surface):
    """The game's public message, for a game played on the table (`bot.discord.clicks`):
    only the seat whose turn it is acts, on the version its buttons were drawn for; the
    table speaks its server's language, answers to the clicker theirs."""

    def played_elsewhere(self, table: Table) -> Message | None:
        return None if plays_on_table(table) else Message("bot-use-your-hand")

    async def on_stale(self, click: Click) -> None:
        bot, interaction, table = click.bot, click.interaction, click.table
        if table.row.message_behind:
            # The message lags the database (a crash between a commit and its edit): bring
            # it up to date rather than call every button on it stale.
            await replies.edit(interaction, **await public_payload(bot, table, note=CAUGHT_UP,
                                                                   interaction=interaction))
            await bot.storage.mark_shown(table.id, table.version)
            return
        # The clicked message is left as it is; the clicker gets, privately, the table as it
        # stands now and a link to it (a new message: it needs its picture), in their voice.
        voice = await private_voice(bot, interaction)
        view_of_table = voiced(table).state.view(None)
        link = message_link(table.row.guild_id, table.row.channel_id, table.row.message_id)
        file = await picture(table.row.key, view_of_table, theme=voice.theme, locale=voice.locale)
        await private(interaction, t("bot-stale-button", link=link), file=file)

    async def on_menu(self, click: Click, path: str) -> None:
        await replies.edit(click.interaction, **await public_payload(click.bot, click.table, path=path,
                                                                     interaction=click.interaction,
                                                                     with_picture=False))

    async def on_moved(self, click: Click, change: Change) -> None:
        voice = await table_voice(click.bot, change.table, click.interaction)
        payload = await public_payload(click.bot, change.table, note=change_words(change, None), voice=voice,
                                       with_picture=picture_changed(click, change, None))
        await replies.edit(click.interaction, **payload)
        await click.bot.storage.mark_shown(change.table.id, change.table.version)


PUBLIC_TABLE = PublicTable()


def end_shown_first(handler: "Handler[Table]") -> "Handler[Table]":
    """A public control's handler, behind one rule for places where the bot only answers
    interactions (`bot.discord.places`): a game that ended while nobody looked (a forfeit or
    a default taken by the timer pass) could not be shown then, so whatever control on its
    old table is clicked next, by whoever may click there, shows the end instead (its own
    message, edited with that click's token) and does nothing else: the control belonged to
    a game that is no more."""

    async def run(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
        if table.over and table.row.message_behind and not can_post(table.row.place):
            await replies.edit(interaction, **await public_payload(bot, table, interaction=interaction))
            await bot.storage.mark_shown(table.id, table.version)
            return
        await handler(bot, interaction, table, cid)

    return run


# --- tables that fell behind -----------------------------------------------------------------


# The start-up pass's way to show a table that never went out, when its feature has one
# (`bot.features.event_board.post_unshown`): True when it did.
Unshown = Callable[["Host", int], Awaitable[bool]]


async def restore(bot: "Host", game_id: int, unshown: Unshown | None = None) -> None:
    """Bring a running game's public message up to date, or post it if it never went out.

    A game whose table cannot be posted at all (the channel is gone, or the bot may not
    write there) is cancelled, so that it never blocks `/play`.  A game where the bot only
    answers interactions (`places.can_post`) is left as it is: its next click brings its
    table up to date.
    """
    async with bot.lock_for(game_id):
        table = await bot.service.load(game_id)
        if table is None or table.over or not table.row.message_behind or not can_post(table.row.place):
            return
        if unshown is not None and table.row.message_id is None and await unshown(bot, game_id):
            return  # shown its own way (an event's pairing: its round's note and its players' ping)
        draft = await public_draft(bot, table, note=RESTORED)
        where = Where.of(table.row)
        if table.row.message_id is not None:
            edited = await sending.edit(bot, where, table.row.message_id, draft,
                                        what=f"bring the table of game {table.id} up to date")
            if edited:
                await bot.storage.mark_shown(table.id, table.version)
            if edited is not Outcome.GONE:
                return
        posted = await sending.post(bot, where, draft, what=f"post the table of game {table.id}")
        if posted.outcome in (Outcome.GONE, Outcome.REFUSED):
            log.warning("game %s cannot be shown in its channel: cancelled", table.id)
            await bot.storage.delete_game(table.id)
            return
        if posted.message_id is not None:
            await bot.storage.set_message(table.id, posted.message_id, channel_id=table.row.channel_id,
                                          parent_id=table.row.parent_id, shown_version=table.version)


async def restore_all(bot: "Host", before: float, unshown: Unshown | None = None) -> None:
    """Every table left behind by an earlier run of the bot (last changed before `before`)."""
    for game_id in await bot.storage.tables_behind(before):
        try:
            await restore(bot, game_id, unshown)
        except Exception:
            log.exception("could not restore the table of game %s", game_id)


async def on_bring_back(bot: "Host", interaction: discord.Interaction, table: Table, cid: "ComponentId") -> None:
    """"Bring the table here": the running game's table as a new public message."""
    bot.service.seat_or_refuse(table, interaction.user.id)
    if played_privately(table.row.mode):  # on its player's private table only (bot.features.daily_table)
        raise Refusal("bot-daily-private-table")
    old = table.row.message_id
    voice = await table_voice(bot, table, interaction)
    message_id = await replies.send_public(interaction, await public_payload(bot, table, voice=voice))
    # The table now lives where it was brought back (the router lets a click through only
    # from the game's channel, its thread's parent, or another game thread of that parent,
    # so the channel the one-game-per-channel rule counts it in stays the same): its edits
    # and notices must follow it there.  Brought back in its own channel it keeps its thread.
    where = threads.origin(bot, interaction)
    parent = table.row.parent_id if where.channel_id == table.row.channel_id else where.parent_id
    await bot.storage.set_message(table.id, message_id, channel_id=where.channel_id, parent_id=parent,
                                  shown_version=table.version)
    if old is not None and old != message_id:
        link = message_link(table.row.guild_id, where.channel_id, message_id)
        moved = Draft(i18n.tr(voice.locale, "bot-table-moved", link=link), pictures=())
        left = Where.of(table.row)

        async def send() -> None:  # replaces any edit of the old table still waiting
            # The old message may be gone (logged): its controls no longer act anyway.
            await sending.edit(bot, left, old, moved, what=f"say where the table of game {table.id} went")

        bot.outbox.put(table.row.channel_id, ("message", old), send)
