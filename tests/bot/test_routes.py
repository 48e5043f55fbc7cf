"""Control kinds and timer kinds are each declared once, and the code uses no other.

`bot.discord.routes.ROUTES` is the only list of control kinds (the router reads it);
`bot.discord.timers.TIMERS` the only list of timer kinds (the timer pass reads it).  These
tests hold every kind the code writes, read from its source, against those tables, so a
control nobody routes or a timer nobody fires cannot be written.
"""

from __future__ import annotations

import ast
from pathlib import Path

from bot.discord import loaders
from bot.discord.customid import BUTTON, EVENT, INVITATION, REPLAY, SELECT, ComponentId, decode
from bot.discord.routes import ROUTES
from bot.discord.timers import TIMERS

ROOT = Path(__file__).resolve().parents[2]


def _calls(name: str) -> list[ast.Call]:
    out = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                f = node.func
                called = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if called == name:
                    out.append(node)
    return out


def _constants() -> dict[str, str]:
    """Module-level names bound to a string (`EVENT_TIMER = "event"`, `JOIN, LEAVE = ...`),
    across bot/: a kind may be written through one."""
    out: dict[str, str] = {}
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if not isinstance(node, ast.Assign) or len(node.targets) != 1:
                continue
            target, value = node.targets[0], node.value
            pairs = (zip(target.elts, value.elts) if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)
                     else [(target, value)])
            for name, bound in pairs:
                if isinstance(name, ast.Name) and isinstance(bound, ast.Constant) and isinstance(bound.value, str):
                    out[name.id] = bound.value
    return out


CONSTANTS = _constants()


def _string(node: ast.expr) -> str | None:
    """A literal string, or a module-level constant's."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return CONSTANTS.get(node.id)
    if isinstance(node, ast.Attribute):
        return CONSTANTS.get(node.attr)
    return None


def _first_strings(name: str) -> set[str]:
    return {s for c in _calls(name) if c.args and (s := _string(c.args[0])) is not None}


def test_every_route_has_one_loader_one_handler_and_a_component() -> None:
    for kind, route in ROUTES.items():
        assert route.kind == kind and route.component in (BUTTON, SELECT)
        assert route.loader in (loaders.GAME, loaders.INVITATION, loaders.EVENT, loaders.NOTHING), kind
        assert callable(route.handler), kind
        assert decode(ComponentId(kind, 1, 2, "a.b").encode()) == ComponentId(kind, 1, 2, "a.b")


def test_a_route_s_message_fits_what_its_loader_loads() -> None:
    """An invitation's controls sit on its message, an event's on the event's; a select
    only chooses among a game's moves (the game loader folds its choice into the path)."""
    for kind, route in ROUTES.items():
        assert (route.place == INVITATION) == (route.loader is loaders.INVITATION), kind
        assert (route.place == EVENT) == (route.loader is loaders.EVENT), kind
        assert route.place != REPLAY or route.loader is loaders.NOTHING, kind
        assert route.component == BUTTON or route.loader is loaders.GAME, kind


def test_every_control_kind_the_bot_draws_is_routed() -> None:
    drawn = _first_strings("ComponentId") | _first_strings("_button")
    assert drawn, "no control found: the scan is broken"
    assert drawn - set(ROUTES) == set()


def test_every_timer_kind_the_code_writes_is_fired_and_every_fired_kind_is_written() -> None:
    written = _first_strings("TimerOp") | {_string(c.args[0]) for c in _calls("set") + _calls("clear")
                                           if len(c.args) >= 2 and _string(c.args[0]) is not None
                                           and isinstance(c.func, ast.Attribute)
                                           and isinstance(c.func.value, ast.Attribute)
                                           and c.func.value.attr == "timers"}
    # rows written straight into the timers table (an invitation's expiry, with the invitation)
    written |= {k.value.value for c in _calls("values") for k in c.keywords
                if k.arg == "kind" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)}
    assert {"turn", "reaction"} <= written, "the scan is broken"
    assert written == set(TIMERS)
