"""Persistent Discord components: picker steps turned into buttons and selects.

Every component is a `DynamicItem` whose custom_id carries the game id, the state version and
the picker path (`bot.customid`).  No view lives in memory: each click is matched by regex,
the game is loaded from SQLite, and the click works the same after a restart.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from .customid import PATTERN, ComponentId, decode
from .picker import Step, parent

if TYPE_CHECKING:
    from .app import CardBot

BUTTON_TEMPLATE = PATTERN.replace("(?P<kind>[a-zA-Z])", "(?P<kind>[srRnMhpadw])")
SELECT_TEMPLATE = PATTERN.replace("(?P<kind>[a-zA-Z])", "(?P<kind>[mq])")


def _dispatch(interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> Any:
    bot: CardBot = interaction.client  # type: ignore[assignment]
    return bot.handle_component(interaction, cid, values)


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    def __init__(self, cid: ComponentId, *, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 row: int | None = None, emoji: str | None = None) -> None:
        self.cid = cid
        super().__init__(discord.ui.Button(custom_id=cid.encode(), label=label[:80], style=style, row=row, emoji=emoji))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /):
        cid = decode(item.custom_id or "")
        assert cid is not None  # the template matched
        return cls(cid, label=item.label or "?", style=item.style, row=item.row)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self.cid, [])


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    def __init__(self, cid: ComponentId, *, options: list[discord.SelectOption], placeholder: str | None = None,
                 row: int | None = None) -> None:
        self.cid = cid
        super().__init__(discord.ui.Select(custom_id=cid.encode(), options=options,
                                           placeholder=(placeholder or None) and placeholder[:150], row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str], /):
        cid = decode(item.custom_id or "")
        assert cid is not None
        return cls(cid, options=list(item.options) or [discord.SelectOption(label="?")], row=item.row)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await _dispatch(interaction, self.cid, values)


def picker_view(game_id: int, version: int, step: Step, *, resign: bool = True, private: bool = False,
                refresh: bool = False) -> discord.ui.View:
    """Buttons (up to 20) or selects (up to 4 x 25) for a step, plus a navigation row.

    `private` panels (two-player games) use their own kinds, p and q, so a click there is
    answered on the panel and never mistaken for a click on the public message.
    """
    step_kind, menu_kind = ("p", "q") if private else ("s", "m")
    view = discord.ui.View(timeout=None)
    if step.as_buttons:
        for i, choice in enumerate(step.choices):
            view.add_item(ActionButton(ComponentId(step_kind, game_id, version, choice.path), label=choice.label,
                                       style=discord.ButtonStyle.primary, row=i // 5))
    else:
        for i in range(0, len(step.choices), 25):
            chunk = step.choices[i:i + 25]
            options = [discord.SelectOption(label=c.label[:100], value=c.token) for c in chunk]
            view.add_item(ActionSelect(ComponentId(menu_kind, game_id, version, step.path), options=options,
                                       placeholder=step.prompt or "Choose", row=i // 25))
    if step.path:
        back = parent(step.path)
        if back:
            view.add_item(ActionButton(ComponentId(step_kind, game_id, version, back), label="Back", row=4,
                                       emoji="\u25c0"))
        view.add_item(ActionButton(ComponentId(step_kind, game_id, version, ""), label="Cancel", row=4,
                                   emoji="\u2716"))
    else:
        if refresh:
            view.add_item(refresh_button(game_id))
        if resign:
            view.add_item(ActionButton(ComponentId("r", game_id, version), label="Resign",
                                       style=discord.ButtonStyle.danger, row=4, emoji="\U0001f3f3"))
    return view


def refresh_button(game_id: int) -> ActionButton:
    return ActionButton(ComponentId("h", game_id, 0), label="Refresh", row=4, emoji="\U0001f504")


def duel_table_view(game_id: int, version: int) -> discord.ui.View:
    """The public message of a running two-player game: private panels are opened from here."""
    view = discord.ui.View(timeout=None)
    view.add_item(ActionButton(ComponentId("h", game_id, 0), label="Your hand", style=discord.ButtonStyle.primary,
                               emoji="\U0001f0cf"))
    view.add_item(ActionButton(ComponentId("r", game_id, version), label="Resign", style=discord.ButtonStyle.danger,
                               emoji="\U0001f3f3"))
    return view


def waiting_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(refresh_button(game_id))
    return view


def challenge_view(challenge_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ActionButton(ComponentId("a", challenge_id, 0), label="Accept", style=discord.ButtonStyle.success))
    view.add_item(ActionButton(ComponentId("d", challenge_id, 0), label="Decline", style=discord.ButtonStyle.secondary))
    view.add_item(ActionButton(ComponentId("w", challenge_id, 0), label="Withdraw", style=discord.ButtonStyle.danger))
    return view


def rematch_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ActionButton(ComponentId("M", game_id, 0), label="Rematch", style=discord.ButtonStyle.success,
                               emoji="\U0001f501"))
    return view


def finished_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ActionButton(ComponentId("n", game_id, 0), label="Play again", style=discord.ButtonStyle.success,
                               emoji="\U0001f501"))
    return view


def resign_confirm_view(game_id: int, version: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ActionButton(ComponentId("R", game_id, version), label="Yes, resign",
                               style=discord.ButtonStyle.danger))
    return view


def message_has_component(message: discord.Message | None, custom_id: str) -> bool:
    """True when the clicked custom_id really is on the message (else it was forged)."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) == custom_id:
                return True
    return False
