"""The bot: a thin adapter between Discord and the engine.

Every click: parse the custom_id, lock the game, load it from SQLite, check the seat (from
`interaction.user`), the status and the version, walk the picker, apply the action, save with
a version check, and only then answer with the new picture.  Nothing lives only in memory.
"""

from __future__ import annotations

import asyncio
import io
import logging
import random
from typing import Any

import discord
from discord.ext import commands

from engine import GAMES, GameState, IllegalAction
import render
from render import render_png

from .components import (ActionButton, ActionSelect, finished_view, message_has_component, picker_view,
                         resign_confirm_view)
from .duel import DuelMixin
from .replies import NO_MENTIONS, message_link, private, send_public, start_options, table_lines
from .customid import ComponentId, decode
from .picker import StaleChoice, step
from .settings import Settings
from .storage import GameRow, Storage, VersionConflict

log = logging.getLogger("bot")


class CardBot(DuelMixin, commands.Bot):
    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=NO_MENTIONS, **kwargs)
        self.settings = settings
        self._storage: Storage | None = None
        self._locks: dict[int, asyncio.Lock] = {}
        self._timer_task: asyncio.Task[None] | None = None

    # --- lifecycle ------------------------------------------------------------------
    @property
    def storage(self) -> Storage:
        assert self._storage is not None, "setup_hook has not run"
        return self._storage

    async def setup_hook(self) -> None:
        self._storage = await Storage.open(self.settings.database_path)
        await asyncio.to_thread(render.warm)  # so the first click does not pay for the sprites
        self.add_dynamic_items(ActionButton, ActionSelect)
        from .commands import register_commands

        register_commands(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[assignment]
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self._timer_task = asyncio.create_task(self.timer_loop(), name="timers")
        log.info("ready: database at %s, schema %s", self.settings.database_path, self.storage.schema_version)

    async def close(self) -> None:
        if self._timer_task is not None:
            self._timer_task.cancel()
        await super().close()
        if self._storage is not None:
            await self._storage.close()
            self._storage = None

    def lock_for(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # --- errors ---------------------------------------------------------------------
    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        log.error("command failed", exc_info=error)
        await private(interaction, "Something went wrong on our side; nothing was changed. Please try again.")

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Component clicks the DynamicItems will not see.

        discord.py hands a click to a DynamicItem only when its custom_id is on the message
        as it stands.  A click that raced an edit (stale) or a forged custom_id is not, so it
        is handled here, through the same checks; malformed ids get a private refusal.
        """
        if interaction.type is not discord.InteractionType.component:
            return
        data = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if message_has_component(interaction.message, custom_id):
            return  # the DynamicItem has it
        cid = decode(custom_id)
        if cid is None:
            log.warning("unrecognised component from user %s", interaction.user.id)
            await private(interaction, "That control is not recognised; nothing was changed.")
            return
        await self.handle_component(interaction, cid, [str(v) for v in data.get("values", [])])  # type: ignore[union-attr]

    # --- pictures and messages ------------------------------------------------------
    async def table_payload(self, row: GameRow, state: GameState, version: int, *, path: str = "",
                            note: str = "") -> dict[str, Any]:
        """content, attachment and components for a game's public message."""
        view = state.view(None)
        rendered = await asyncio.to_thread(render_png, row.key, view)
        file = discord.File(io.BytesIO(rendered.png), filename="table.png", description=rendered.description[:1024])
        content, components = self.public_text_and_view(row, state, version, path=path, note=note)
        return {"content": content, "attachments": [file], "view": components}

    def public_text_and_view(self, row: GameRow, state: GameState, version: int, *, path: str = "",
                             note: str = "") -> tuple[str, discord.ui.View]:
        if len(row.seats) > 1:
            return self.duel_text_and_view(row, state, version, note=note)
        lines = table_lines(f"**{GAMES[row.key].title}** \u00b7 <@{row.seats[0]}>", state, None, note)
        if state.outcome() is not None:
            return "\n".join(lines)[:2000], finished_view(row.id)
        seat = 0  # solo games: the seated player acts on the public message
        st = step(state.legal_actions(seat), path, state.label, state.prompt)
        if st.prompt:
            lines.append(f"*{st.prompt}*")
        return "\n".join(lines)[:2000], picker_view(row.id, version, st)

    # --- starting games -------------------------------------------------------------
    async def start_game(self, interaction: discord.Interaction, key: str, options: dict[str, Any]) -> None:
        info = GAMES[key]
        resolved = await start_options(interaction, info, options)
        if resolved is None or interaction.guild_id is None or interaction.channel_id is None:
            return
        running = await self.storage.running_game_for(user_id=interaction.user.id,
                                                      channel_id=interaction.channel_id, key=key)
        if running is not None:
            await private(interaction, f"You already have a {info.title} game running here: "
                                       f"{message_link(running)}. Finish or resign it first.")
            return
        seed = random.SystemRandom().randrange(1, 2**31)
        state = info.new_game(players=1, seed=seed, options=resolved)
        row = await self.storage.create_game(key=key, guild_id=interaction.guild_id,
                                             channel_id=interaction.channel_id, seed=seed, options=resolved,
                                             state=state.to_json(), seats=(interaction.user.id,))
        payload = await self.table_payload(row, state, row.version)
        await self.storage.set_message(row.id, await send_public(interaction, payload))
        log.info("game %s (%s) started in channel %s", row.id, key, row.channel_id)

    # --- clicks ---------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        try:
            await self._handle_component(interaction, cid, values)
        except Exception:
            # Never log the path: in a two-player game it names a face-down card.
            log.exception("component %s on game %s failed", cid.kind, cid.game_id)
            await private(interaction, "Something went wrong on our side; nothing was changed. Please try again.")

    async def _handle_component(self, interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
        path = cid.path
        if cid.kind in "mq":
            if len(values) != 1 or not values[0] or "." in values[0]:
                await private(interaction, "That choice is not recognised; nothing was changed.")
                return
            path = f"{path}.{values[0]}" if path else values[0]
            if len(path) > 64:
                await private(interaction, "That choice is not recognised; nothing was changed.")
                return
        if cid.kind in "adw":
            await self.handle_challenge(interaction, cid)
            return
        async with self.lock_for(cid.game_id):
            row = await self.storage.load_game(cid.game_id)
            if row is None or row.key not in GAMES:
                await private(interaction, "This game no longer exists.")
                return
            if cid.kind in "smrnM" and interaction.message is not None and interaction.message.id != row.message_id:
                # Public-message controls only act on their own message (a forged id could
                # otherwise paint another game's table over this one).
                await private(interaction, "That control does not belong to this message; nothing was changed.")
                return
            if cid.kind == "n":
                if len(row.seats) > 1:  # a two-player game against the bot: a new one, same options
                    await self.start_duel(interaction, row.key, None, dict(row.options))
                else:
                    await self.start_game(interaction, row.key, row.options)
                return
            if cid.kind == "M":
                await self.rematch(interaction, row)
                return
            seat = row.seats.index(interaction.user.id) if interaction.user.id in row.seats else None
            if seat is None:
                await private(interaction, f"Only {', '.join(f'<@{u}>' for u in row.seats)} can play this game. "
                                           f"Start your own with `/play {row.key}`.")
                return
            if row.status != "running":
                await private(interaction, "This game is over; start a new one with "
                                           f"`/play {row.key}`.")
                return
            state = GAMES[row.key].from_json(row.state)
            if cid.kind == "r":
                await private(interaction, "Resign this game? It counts as a loss.",
                              view=resign_confirm_view(row.id, row.version))
                return
            if cid.kind == "R":
                await self._resign(interaction, row, state, seat)
                return
            if cid.kind == "h":
                await self.open_panel(interaction, row, state, seat)
                return
            if cid.kind in "pq":
                await self.panel_step(interaction, row, state, seat, path)
                return
            if len(row.seats) > 1:
                await private(interaction, "Use **Your hand** to play; nothing was changed.")
                return
            if cid.version != row.version:
                await self._stale(interaction, row, state)
                return
            try:
                st = step(state.legal_actions(seat), path, state.label, state.prompt)
            except StaleChoice:
                await private(interaction, "That choice is not available now; nothing was changed.")
                return
            if st.action is None:
                content, components = self.public_text_and_view(row, state, row.version, path=st.path)
                await interaction.response.edit_message(content=content, view=components,
                                                        allowed_mentions=NO_MENTIONS)
                return
            moved = await self.apply_and_save(interaction, row, state, seat, st.action)
            if moved is None:
                return
            new, version = moved
            note = f"\u25b6 {state.describe(seat, st.action, None)}"
            payload = await self.table_payload(row, new, version, note=note)
            await interaction.response.edit_message(**payload, allowed_mentions=NO_MENTIONS)

    async def apply_and_save(self, interaction: discord.Interaction, row: GameRow, state: GameState, seat: int,
                             action: str) -> tuple[GameState, int] | None:
        """Apply a player's move and commit it (before any answer goes out).

        None after a private answer: the engine refused the move, or another click saved first.
        """
        try:
            new = state.apply(seat, action)
        except IllegalAction as exc:
            await private(interaction, f"{exc} Nothing was changed.")
            return None
        version = await self._save(interaction, row, new, seat, action)
        return None if version is None else (new, version)

    async def _save(self, interaction: discord.Interaction, row: GameRow, new: GameState, seat: int,
                    action: str | None) -> int | None:
        """Commit a move (before any answer goes out); None after a private answer on a conflict."""
        over = new.outcome() is not None
        try:
            version = await self.storage.save_state(row.id, expected_version=row.version, state=new.to_json(),
                                                    status="over" if over else "running",
                                                    move=(seat, action) if action else None,
                                                    results=self.results_for(row, new))
        except VersionConflict:
            await private(interaction, "The table moved on before your click arrived; nothing was changed.")
            return None
        if len(row.seats) > 1 and not self.ai_seats(row):
            if over:
                await self.storage.clear_timer(row.id)
            else:
                await self.storage.set_timer(row.id, self.reminder_due())
        return version

    async def _stale(self, interaction: discord.Interaction, row: GameRow, state: GameState) -> None:
        rendered = await asyncio.to_thread(render_png, row.key, state.view(None))
        file = discord.File(io.BytesIO(rendered.png), filename="table.png", description=rendered.description[:1024])
        await private(interaction, f"That button belongs to an earlier position; nothing was changed. "
                                   f"This is the table now ({message_link(row)}):", file=file)

    async def _resign(self, interaction: discord.Interaction, row: GameRow, state: GameState, seat: int) -> None:
        new = state.resign(seat)
        version = await self._save(interaction, row, new, seat, None)
        if version is None:
            return
        await interaction.response.edit_message(content="You resigned.", view=None)
        await self.edit_public(row, new, version, note=f"<@{row.seats[seat]}> resigned.")


def create_bot(settings: Settings, **kwargs: Any) -> CardBot:
    """Build the bot without connecting (tests start it against a fake Discord)."""
    return CardBot(settings, **kwargs)


__all__ = ["CardBot", "create_bot", "message_link", "private"]
