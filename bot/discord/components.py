"""Persistent Discord components: picker steps and table controls as buttons and selects.

Every component is a `DynamicItem` whose custom_id carries its kind, the game id, the state
version and the picker path (`bot.discord.customid`).  No view lives in memory: each click is
matched by regex, the game is loaded from SQLite, and the click works the same after a
restart.  The callbacks hand every click to `CardBot.on_control`, one router for all kinds.
Labels are worded in the locale current when a view is built (its reader's).

Discord refuses a whole message whose button label passes 80 characters, a menu's
placeholder 150 or an option's label or description 100.  Every text is written to fit
(a short label or question; the detail goes in the message text: `tests/bot/
test_component_limits.py` builds every control of played games in every language); should
one not fit all the same, it is cut at a word with an ellipsis, never silently, and logged
(its length only: a label may name a face-down card).
"""

from __future__ import annotations

import logging
import re
from typing import Any, Iterator, Literal, Union

import discord

from engine.core import LABEL_MAX, PLACEHOLDER_MAX
from i18n import t

from .customid import PATTERN, ComponentId, decode
from .translator import fit
from ..picker import Step, menu

log = logging.getLogger("bot.components")

OPTION_MAX = 100  # Discord's limit for a menu option's label and description (LABEL_MAX: a button's)
# A button's look, by name (a feature names it; `discord.ButtonStyle` is the adapter's).
Style = Union[Literal["primary", "secondary", "success", "danger"], discord.ButtonStyle]


def fitted(text: str, limit: int, what: str) -> str:
    """`text` as written when it fits in `limit`; else cut with an ellipsis, and logged."""
    if len(text) <= limit:
        return text
    log.warning("a %s of %s characters was cut to %s", what, len(text), limit)
    return fit(text, limit)


async def _route(interaction: discord.Interaction, cid: ComponentId, values: list[str]) -> None:
    await interaction.client.on_control(interaction, cid, values)  # type: ignore[attr-defined]


class Control(discord.ui.DynamicItem[discord.ui.Item[Any]], template=PATTERN):
    """Any of the bot's buttons and selects: the template matches every well-formed
    custom_id, and the router (`bot.discord.routes`) decides whether its kind exists and
    fits the component clicked."""

    def __init__(self, cid: ComponentId, item: discord.ui.Item[Any]) -> None:
        self.cid = cid
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "Control":
        cid = decode(match.string)
        assert cid is not None  # the template matched
        return cls(cid, item)

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        await _route(interaction, self.cid, [str(v) for v in data.get("values", [])])


def control_button(cid: ComponentId, *, label: str, style: Style = "secondary",
                  row: int | None = None, emoji: str | None = None, disabled: bool = False) -> Control:
    look = style if isinstance(style, discord.ButtonStyle) else discord.ButtonStyle[style]
    return Control(cid, discord.ui.Button(custom_id=cid.encode(), label=fitted(label, LABEL_MAX, "button label"),
                                          style=look, row=row, emoji=emoji, disabled=disabled))


def control_select(cid: ComponentId, *, options: list[discord.SelectOption], placeholder: str | None = None,
                  row: int | None = None, least: int = 1, most: int = 1) -> Control:
    shown = fitted(placeholder, PLACEHOLDER_MAX, "menu placeholder") if placeholder else None
    return Control(cid, discord.ui.Select(custom_id=cid.encode(), options=options, min_values=least, max_values=most,
                                          placeholder=shown, row=row))


class Controls(discord.ui.View):
    """A message's controls, sent and then forgotten.

    discord.py keeps every view it sends until the view is finished, and gives a private
    (ephemeral) one a 15-minute timeout task: one view and one task per opened panel, hint or
    refusal, held for a quarter of an hour, so memory grew with every click.  These views
    never dispatch anything (each click is matched by the DynamicItems' templates, registered
    once with `add_dynamic_items`), so they say they are finished and discord.py stores
    none of them."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_finished(self) -> bool:
        return True


def _button(kind: str, game_id: int, label: str, *, version: int = 0, path: str = "",
            style: discord.ButtonStyle = discord.ButtonStyle.secondary, row: int | None = None,
            emoji: str | None = None, disabled: bool = False) -> Control:
    return control_button(ComponentId(kind, game_id, version, path), label=label, style=style, row=row, emoji=emoji,
                         disabled=disabled)


def _option(label: str, token: str) -> discord.SelectOption:
    return discord.SelectOption(label=fitted(label, OPTION_MAX, "menu option"), value=token)


def _question(step: Step) -> str:
    """A menu's placeholder: the step's question, in short when its prompt may be long (the
    message above the menu says the prompt in full)."""
    return step.placeholder or step.prompt or t("bot-button-choose")


def picker_view(game_id: int, version: int, step: Step, *, private: bool = False, resign: bool = True,
                refresh: bool = False, hint: bool = False) -> Controls:
    """Buttons (up to 20) or selects (up to 4 x 25) for a step, plus a navigation row.

    `private` panels use their own kinds (pmove, pmenu), so a click there is answered on the
    panel and never mistaken for a click on the public message.
    """
    move, menu = ("pmove", "pmenu") if private else ("move", "menu")
    view = Controls()
    if step.many is not None:  # one menu: choose several at once (the cards that pay)
        options = [_option(c.label, c.token) for c in step.choices]
        least, most = step.many
        view.add_item(control_select(ComponentId(menu, game_id, version, step.path), options=options,
                                    placeholder=_question(step), row=0, least=least, most=most))
    elif step.as_buttons:
        for i, choice in enumerate(step.choices):
            view.add_item(_button(move, game_id, choice.label, version=version, path=choice.path,
                                  style=discord.ButtonStyle.primary, row=i // 5))
    else:
        for i in range(0, len(step.choices), 25):
            chunk = step.choices[i:i + 25]
            options = [_option(c.label, c.token) for c in chunk]
            view.add_item(control_select(ComponentId(menu, game_id, version, step.path), options=options,
                                        placeholder=_question(step), row=i // 25))
    if step.back is not None:
        if step.back:
            view.add_item(_button(move, game_id, t("bot-button-back"), version=version, path=step.back, row=4,
                                  emoji="\u25c0"))
        view.add_item(_button(move, game_id, t("bot-button-cancel"), version=version, row=4, emoji="\u2716"))
    else:
        if hint:  # bot.features.hints
            view.add_item(_button("phint" if private else "hint", game_id, t("bot-button-hint"), version=version, row=4,
                                  emoji="💡"))
        if refresh:
            view.add_item(refresh_button(game_id))
        if resign:
            view.add_item(resign_button(game_id, version))
    return view


def private_controls(state: Any, game_id: int, version: int, seat: int,
                     path: str = "", hint: bool = False) -> tuple[Controls | None, str]:
    """A private table's controls (a hand's panel, a daily deal) and the question they
    answer: the picker when the seat must act (with Hint, when offered), Refresh while it
    waits, none once over."""
    if state.outcome() is not None:
        return None, ""
    if seat in state.to_act():
        st = menu(state, seat, path)
        return picker_view(game_id, version, st, private=True, resign=False, refresh=True, hint=hint), st.prompt
    return refresh_view(game_id), ""


def resign_button(game_id: int, version: int, row: int | None = 4) -> Control:
    return _button("resign", game_id, t("bot-button-resign"), version=version, style=discord.ButtonStyle.danger,
                   row=row, emoji="\U0001f3f3")


def refresh_button(game_id: int) -> Control:
    return _button("refresh", game_id, t("bot-button-refresh"), row=4, emoji="\U0001f504")


def hand_table_view(game_id: int, version: int) -> Controls:
    """The public message of a running game with hidden hands: private panels open from here."""
    view = Controls()
    view.add_item(_button("hand", game_id, t("bot-button-your-hand"), style=discord.ButtonStyle.primary,
                          emoji="\U0001f0cf"))
    view.add_item(resign_button(game_id, version, row=None))
    return view


def refresh_view(game_id: int) -> Controls:
    view = Controls()
    view.add_item(refresh_button(game_id))
    return view


def invitation_view(invitation_id: int) -> Controls:
    view = Controls()
    view.add_item(_button("accept", invitation_id, t("bot-button-accept"), style=discord.ButtonStyle.success))
    view.add_item(_button("decline", invitation_id, t("bot-button-decline")))
    view.add_item(_button("withdraw", invitation_id, t("bot-button-withdraw"), style=discord.ButtonStyle.danger))
    return view


def finished_view(game_id: int, *, rematch: bool, used: bool = False, verdict: bool = False) -> Controls:
    """After the end: Rematch (invite the same people again) or Play again (solo, or the bot);
    once pressed, the button stays, disabled, saying so.  `verdict`: a lost solitaire deal
    also offers "Was it winnable?" (bot.features.verdicts)."""
    view = Controls()
    if rematch:
        view.add_item(_button("rematch", game_id, t("bot-button-rematch-asked") if used else t("bot-button-rematch"),
                              style=discord.ButtonStyle.success, emoji="\U0001f501", disabled=used))
    else:
        view.add_item(_button("again", game_id,
                              t("bot-button-new-game-started") if used else t("bot-button-play-again"),
                              style=discord.ButtonStyle.success, emoji="\U0001f501", disabled=used))
    if verdict:
        view.add_item(_button("verdict", game_id, t("bot-button-winnable"), emoji="\U0001f50e"))
    return view


def confirm_resign_view(game_id: int, version: int) -> Controls:
    view = Controls()
    view.add_item(_button("confirm", game_id, t("bot-button-confirm-resign"), version=version,
                          style=discord.ButtonStyle.danger))
    return view


def bring_back_view(game_id: int) -> Controls:
    view = Controls()
    view.add_item(_button("here", game_id, t("bot-button-bring-back"), style=discord.ButtonStyle.primary))
    return view


def _components(message: discord.Message | None) -> Iterator[Any]:
    for row in message.components if message is not None else ():
        yield from getattr(row, "children", [row])


def message_has_component(message: discord.Message | None, custom_id: str, component_type: int) -> bool:
    """True when the clicked custom_id really is on the message as a component of the
    clicked type (else it was forged, stale, or sent as another kind of component)."""
    for child in _components(message):
        if getattr(child, "custom_id", None) == custom_id:
            kind = getattr(child, "type", None)
            return getattr(kind, "value", kind) == component_type
    return False


def controls_on(message: discord.Message | None) -> list[ComponentId]:
    """The bot's controls on a message, as their custom_ids say (anything else left out)."""
    found = (decode(getattr(child, "custom_id", None) or "") for child in _components(message))
    return [cid for cid in found if cid is not None]
