"""Two-player games in Discord: challenges, private panels, the bot as opponent, turn timers.

Hidden information: the public message is drawn from `view(None)` and written from
`status(None)` / `describe(..., viewer=None)` only.  Each player acts from a private
(ephemeral) panel drawn from `view(seat)`, opened with "Your hand" on the public message and
re-openable at any time, since ephemerals can be dismissed and their tokens expire.  Logs
name games and seats, never actions, because a placement action names a face-down card.

Panels act on a moving table: the opponent's placements bump the game version while this
player's own options stay the same.  So a panel click is checked against the current legal
actions of its seat (the engine decides), not against the version it was drawn at; a choice
that no longer exists (the round was revealed) is refused with the current panel.
"""

from __future__ import annotations

import asyncio
import dataclasses
import io
import logging
import random
import time
from typing import TYPE_CHECKING, Any

import discord

from engine import GAMES, GameState
from engine.capture_ai import choose_action
from render import render_png

from .components import challenge_view, duel_table_view, picker_view, rematch_view, finished_view, waiting_view
from .customid import ComponentId
from .picker import StaleChoice, step
from .duel_store import ChallengeRow
from .replies import NO_MENTIONS, PING_USERS, message_link, private, send_public, start_options, table_lines
from .storage import GameRow, ResultRow, VersionConflict

if TYPE_CHECKING:
    from .app import CardBot

log = logging.getLogger("bot.duel")

# The bot's own player: sees only view(its seat), exactly like a person (DESIGN: AI players).
AI_PLAYERS = {"capture": choose_action}


def seat_names(row: GameRow) -> str:
    return " vs ".join(f"Player {i + 1} <@{uid}>" for i, uid in enumerate(row.seats))


class DuelMixin:
    """Mixed into `CardBot`."""

    def ai_seats(self: "CardBot", row: GameRow) -> frozenset[int]:
        me = self.user.id if self.user else None
        return frozenset(i for i, uid in enumerate(row.seats) if uid == me)

    # --- the public message ---------------------------------------------------------
    def duel_text_and_view(self: "CardBot", row: GameRow, state: GameState, version: int,
                           note: str = "") -> tuple[str, discord.ui.View]:
        lines = table_lines(f"**{GAMES[row.key].title}** \u00b7 {seat_names(row)}", state, None, note)
        if state.outcome() is not None:
            vs_bot = bool(self.ai_seats(row))
            return "\n".join(lines)[:2000], (finished_view(row.id) if vs_bot else rematch_view(row.id))
        waiting = [f"<@{row.seats[s]}>" for s in sorted(state.to_act()) if s not in self.ai_seats(row)]
        if waiting:
            lines.append(f"Waiting for {', '.join(waiting)}: press **Your hand** to place your cards.")
        return "\n".join(lines)[:2000], duel_table_view(row.id, version)

    async def edit_public(self: "CardBot", row: GameRow, state: GameState, version: int, note: str = "") -> None:
        """Bring the public message up to date (after a panel move, a forfeit, ...)."""
        if row.message_id is None:
            return
        payload = await self.table_payload(row, state, version, note=note)
        channel = self.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
        try:
            await channel.get_partial_message(row.message_id).edit(**payload, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.warning("could not update the message of game %s", row.id)

    # --- starting -------------------------------------------------------------------
    async def start_duel(self: "CardBot", interaction: discord.Interaction, key: str,
                         opponent: discord.abc.User | None, options: dict[str, Any]) -> None:
        info = GAMES[key]
        resolved = await start_options(interaction, info, options)
        if resolved is None or interaction.guild_id is None or interaction.channel_id is None:
            return
        me = interaction.user
        if opponent is not None:
            if opponent.id == me.id:
                await private(interaction, "You cannot challenge yourself. Leave out `opponent` to play against me.")
                return
            if opponent.bot:
                await private(interaction, "Bot accounts cannot play. Leave out `opponent` to play against me.")
                return
        for who in (me, opponent):
            if who is None:
                continue
            running = await self.storage.running_game_for(user_id=who.id, channel_id=interaction.channel_id, key=key)
            if running is not None:
                whose = "You already have" if who.id == me.id else f"{who.mention} already has"
                await private(interaction, f"{whose} a {info.title} game running in this channel: "
                                           f"{message_link(running)}.")
                return
        if opponent is None:
            await self.start_vs_bot(interaction, key, resolved)
            return
        expires = time.time() + self.settings.challenge_minutes * 60
        ch = await self.storage.create_challenge(key=key, guild_id=interaction.guild_id,
                                                 channel_id=interaction.channel_id, challenger=me.id,
                                                 opponent=opponent.id, options=resolved, expires_at=expires)
        text = (f"<@{me.id}> challenges <@{opponent.id}> to **{info.title}**"
                + (f" ({', '.join(k for k, v in resolved.items() if v)})" if any(resolved.values()) else "")
                + f". <@{opponent.id}>, accept or decline; the challenge expires <t:{int(expires)}:R>.")
        message_id = await send_public(interaction, {"content": text, "view": challenge_view(ch.id)}, PING_USERS)
        await self.storage.set_challenge_message(ch.id, message_id)

    async def start_vs_bot(self: "CardBot", interaction: discord.Interaction, key: str, options: dict[str, Any]) -> None:
        info = GAMES[key]
        seed = random.SystemRandom().randrange(1, 2**31)
        state = info.new_game(players=2, seed=seed, options=options)
        assert self.user is not None
        row = await self.storage.create_game(key=key, guild_id=interaction.guild_id or 0,
                                             channel_id=interaction.channel_id or 0, seed=seed, options=options,
                                             state=state.to_json(), seats=(interaction.user.id, self.user.id))
        state, version = await self.play_ai(row, state, row.version)
        payload = await self.table_payload(row, state, version)
        message_id = await send_public(interaction, payload)
        await self.storage.set_message(row.id, message_id)

    # --- challenges -----------------------------------------------------------------
    async def handle_challenge(self: "CardBot", interaction: discord.Interaction, cid: ComponentId) -> None:
        async with self.lock_for(-cid.game_id):  # challenges have their own id space
            ch = await self.storage.load_challenge(cid.game_id)
            if ch is None or (interaction.message is not None and ch.message_id != interaction.message.id):
                await private(interaction, "That challenge is not recognised; nothing was changed.")
                return
            user = interaction.user.id
            if ch.status != "open":
                await private(interaction, f"This challenge is already {ch.status}.")
                return
            if time.time() >= ch.expires_at:
                await self.storage.close_challenge(ch.id, "expired")
                await interaction.response.edit_message(content=self.challenge_closed_text(ch, "expired"), view=None,
                                                        allowed_mentions=NO_MENTIONS)
                return
            if cid.kind == "w":
                if user != ch.challenger:
                    await private(interaction, f"Only <@{ch.challenger}> can withdraw this challenge.")
                    return
                await self.storage.close_challenge(ch.id, "withdrawn")
                await interaction.response.edit_message(content=self.challenge_closed_text(ch, "withdrawn"),
                                                        view=None, allowed_mentions=NO_MENTIONS)
                return
            if user != ch.opponent:
                await private(interaction, f"Only <@{ch.opponent}> can answer this challenge.")
                return
            if cid.kind == "d":
                await self.storage.close_challenge(ch.id, "declined")
                await interaction.response.edit_message(content=self.challenge_closed_text(ch, "declined"),
                                                        view=None, allowed_mentions=NO_MENTIONS)
                return
            await self.accept_challenge(interaction, ch)

    def challenge_closed_text(self, ch: ChallengeRow, status: str) -> str:
        title = GAMES[ch.key].title if ch.key in GAMES else ch.key
        return f"<@{ch.challenger}>'s challenge to <@{ch.opponent}> ({title}) was {status}."

    async def accept_challenge(self: "CardBot", interaction: discord.Interaction, ch: ChallengeRow) -> None:
        for uid in (ch.challenger, ch.opponent):
            running = await self.storage.running_game_for(user_id=uid, channel_id=ch.channel_id, key=ch.key)
            if running is not None:
                await private(interaction, f"<@{uid}> started another {GAMES[ch.key].title} game here meanwhile: "
                                           f"{message_link(running)}.")
                return
        seed = random.SystemRandom().randrange(1, 2**31)
        state = GAMES[ch.key].new_game(players=2, seed=seed, options=ch.options)
        row = await self.storage.create_game(key=ch.key, guild_id=ch.guild_id, channel_id=ch.channel_id, seed=seed,
                                             options=ch.options, state=state.to_json(),
                                             seats=(ch.challenger, ch.opponent))
        if not await self.storage.close_challenge(ch.id, "accepted", game_id=row.id):
            await private(interaction, "This challenge was closed meanwhile.")
            return
        await self.storage.set_message(row.id, ch.message_id)
        row = dataclasses.replace(row, message_id=ch.message_id)
        await self.storage.set_timer(row.id, self.reminder_due())
        payload = await self.table_payload(row, state, row.version, note="Challenge accepted: the game begins.")
        await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)

    async def rematch(self: "CardBot", interaction: discord.Interaction, row: GameRow) -> None:
        if interaction.user.id not in row.seats:
            await private(interaction, "Only the players of this game can ask for a rematch.")
            return
        other = next(uid for uid in row.seats if uid != interaction.user.id)
        member = interaction.guild.get_member(other) if interaction.guild else None
        opponent: Any = member if member is not None else _PlainUser(other)
        await self.start_duel(interaction, row.key, opponent, dict(row.options))

    # --- private panels -------------------------------------------------------------
    async def panel_payload(self: "CardBot", row: GameRow, state: GameState, seat: int, path: str = "",
                            note: str = "") -> dict[str, Any]:
        rendered = await asyncio.to_thread(render_png, row.key, state.view(seat))
        file = discord.File(io.BytesIO(rendered.png), filename="hand.png", description=rendered.description[:1024])
        lines = table_lines(f"**Your hand** \u00b7 {GAMES[row.key].title} \u00b7 you are Player {seat + 1}", state,
                            seat, note)
        if state.outcome() is not None:
            view: discord.ui.View | None = None
        elif seat in state.to_act():
            st = step(state.legal_actions(seat), path, state.label, state.prompt)
            if st.prompt:
                lines.append(f"*{st.prompt}*")
            view = picker_view(row.id, row.version, st, resign=False, private=True, refresh=True)
        else:
            lines.append("You are locked in. Waiting for your opponent; press **Refresh** to look again.")
            view = waiting_view(row.id)
        payload: dict[str, Any] = {"content": "\n".join(lines)[:2000], "attachments": [file]}
        payload["view"] = view
        return payload

    async def open_panel(self: "CardBot", interaction: discord.Interaction, row: GameRow, state: GameState,
                         seat: int) -> None:
        payload = await self.panel_payload(row, state, seat)
        message = interaction.message
        if message is not None and message.flags.ephemeral:  # Refresh on the panel itself
            await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)
            return
        files = payload.pop("attachments")
        view = payload.pop("view") or discord.utils.MISSING
        await interaction.response.send_message(**payload, files=files, view=view, ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)

    async def panel_step(self: "CardBot", interaction: discord.Interaction, row: GameRow, state: GameState,
                         seat: int, path: str) -> None:
        if seat not in state.to_act():
            payload = await self.panel_payload(row, state, seat, note="Nothing to do now; nothing was changed.")
            await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)
            return
        try:
            st = step(state.legal_actions(seat), path, state.label, state.prompt)
        except StaleChoice:
            payload = await self.panel_payload(row, state, seat,
                                               note="That choice is not available any more; nothing was changed.")
            await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)
            return
        if st.action is None:
            payload = await self.panel_payload(row, state, seat, path=st.path)
            payload.pop("attachments")  # same picture, new menu
            await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)
            return
        moved = await self.apply_and_save(interaction, row, state, seat, st.action)
        if moved is None:
            return
        new, version = await self.play_ai(row, *moved)
        row = dataclasses.replace(row, version=version)  # the panel's ids carry it
        private_note = state.describe(seat, st.action, seat)
        public_note = state.describe(seat, st.action, None)
        payload = await self.panel_payload(row, new, seat, note=f"\u25b6 {private_note}")
        await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)
        await self.edit_public(row, new, version, note=f"\u25b6 {public_note}")

    # --- the bot as a player --------------------------------------------------------
    async def play_ai(self: "CardBot", row: GameRow, state: GameState, version: int) -> tuple[GameState, int]:
        """Let the bot's seat act until it must wait; every move is saved like a person's."""
        chooser = AI_PLAYERS.get(row.key)
        seats = self.ai_seats(row)
        if chooser is None or not seats:
            return state, version
        while state.outcome() is None:
            due = sorted(state.to_act() & seats)
            if not due:
                break
            seat = due[0]
            rng = random.Random(f"{row.seed}:ai:{version}")
            action = chooser(state.view(seat), state.legal_actions(seat), rng)
            new = state.apply(seat, action)
            version = await self.storage.save_state(row.id, expected_version=version, state=new.to_json(),
                                                    status="over" if new.outcome() else "running",
                                                    move=(seat, action), results=self.results_for(row, new))
            state = new
        return state, version

    def results_for(self: "CardBot", row: GameRow, state: GameState) -> list[ResultRow] | None:
        """One row per human seat once the game is over (the bot keeps no record of itself)."""
        out = state.outcome()
        if out is None:
            return None
        ai = self.ai_seats(row)
        return [ResultRow(seat=s, user_id=uid, result=out.result[s], score=int(out.scores[s]),
                          stats=dict(out.stats[s]) if out.stats else {})
                for s, uid in enumerate(row.seats) if s not in ai]

    # --- timers ---------------------------------------------------------------------
    def reminder_due(self: "CardBot", now: float | None = None) -> float:
        """Idle players are reminded at half the timeout and forfeit at the full timeout."""
        return (time.time() if now is None else now) + self.settings.turn_timeout_hours * 3600 / 2

    async def run_timers(self: "CardBot", now: float | None = None) -> None:
        now = time.time() if now is None else now
        for ch in await self.storage.due_challenges(now):
            if await self.storage.close_challenge(ch.id, "expired") and ch.message_id:
                channel = self.get_partial_messageable(ch.channel_id, guild_id=ch.guild_id)
                try:
                    await channel.get_partial_message(ch.message_id).edit(
                        content=self.challenge_closed_text(ch, "expired"), view=None, allowed_mentions=NO_MENTIONS)
                except discord.HTTPException:
                    log.warning("could not mark challenge %s expired", ch.id)
        for game_id, reminded in await self.storage.due_timers(now):
            async with self.lock_for(game_id):
                await self._game_timer(game_id, reminded, now)

    async def _game_timer(self: "CardBot", game_id: int, reminded: bool, now: float) -> None:
        row = await self.storage.load_game(game_id)
        if row is None or row.status != "running":
            await self.storage.clear_timer(game_id)
            return
        state = GAMES[row.key].from_json(row.state)
        idle = sorted(state.to_act() - self.ai_seats(row))
        if not idle:
            await self.storage.clear_timer(game_id)
            return
        channel = self.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
        hours = self.settings.turn_timeout_hours
        if not reminded:
            mentions = ", ".join(f"<@{row.seats[s]}>" for s in idle)
            link = f"https://discord.com/channels/{row.guild_id}/{row.channel_id}/{row.message_id}"
            try:
                await channel.send(f"{mentions}: your {GAMES[row.key].title} game is waiting for you ({link}). "
                                   f"Without a move within {hours / 2:g} hours it is forfeited.",
                                   allowed_mentions=PING_USERS)
            except discord.HTTPException:
                log.warning("could not remind players of game %s", row.id)
            await self.storage.set_timer(game_id, self.reminder_due(now), reminded=True)
            return
        if len(idle) == len(row.seats):
            # Nobody moved: no one to credit with a win.  Recorded as abandoned for everyone.
            results = [ResultRow(seat=s, user_id=uid, result="abandoned", score=0, stats={})
                       for s, uid in enumerate(row.seats) if s not in self.ai_seats(row)]
            note = f"Abandoned: no one moved for {hours:g} hours."
            try:
                version = await self.storage.save_state(row.id, expected_version=row.version, state=row.state,
                                                        status="over", move=None, results=results)
            except VersionConflict:
                return
            await self.storage.clear_timer(game_id)
            await self.edit_public_over(row, note, version)
            return
        seat = idle[0]
        new = state.resign(seat)
        try:
            version = await self.storage.save_state(row.id, expected_version=row.version, state=new.to_json(),
                                                    status="over", move=None, results=self.results_for(row, new))
        except VersionConflict:
            return
        await self.storage.clear_timer(game_id)
        await self.edit_public(row, new, version, note=f"<@{row.seats[seat]}> forfeited by not moving for {hours:g} hours.")

    async def edit_public_over(self: "CardBot", row: GameRow, note: str, version: int) -> None:
        """An abandoned game: the last table stays, the buttons go."""
        if row.message_id is None:
            return
        channel = self.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
        try:
            await channel.get_partial_message(row.message_id).edit(
                content=f"**{GAMES[row.key].title}** \u00b7 {seat_names(row)}\n**Game over.** {note}", view=None,
                allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.warning("could not update the message of game %s", row.id)

    async def timer_loop(self: "CardBot", every: float = 60.0) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.run_timers()
            except Exception:
                log.exception("timer pass failed")
            await asyncio.sleep(every)


class _PlainUser:
    """A member the cache does not hold (a rematch after a restart): id and mention only."""

    bot = False

    def __init__(self, uid: int) -> None:
        self.id = uid
        self.mention = f"<@{uid}>"
