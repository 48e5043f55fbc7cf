"""Control kinds and timer kinds are each declared once, and the code uses no other.

`bot.discord.routes.ROUTES` is the only list of control kinds (the router reads it);
`bot.discord.timers.TIMERS` the only list of timer kinds (the timer pass reads it).  These
tests hold every kind the code writes, read from its source, against those tables, so a
control nobody routes or a timer nobody fires cannot be written.
"""

from __future__ import annotations

import ast
from pathlib import Path

from bot.discord.customid import BUTTON, SELECT, ComponentId, decode
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


def _first_strings(name: str) -> set[str]:
    return {c.args[0].value for c in _calls(name)
            if c.args and isinstance(c.args[0], ast.Constant) and isinstance(c.args[0].value, str)}


def test_every_route_has_exactly_one_handler_and_a_component() -> None:
    for kind, route in ROUTES.items():
        assert route.kind == kind and route.component in (BUTTON, SELECT)
        assert sum(h is not None for h in (route.on_game, route.on_invitation, route.on_click)) == 1, kind
        assert decode(ComponentId(kind, 1, 2, "a.b").encode()) == ComponentId(kind, 1, 2, "a.b")


def test_every_control_kind_the_bot_draws_is_routed() -> None:
    drawn = _first_strings("ComponentId") | _first_strings("_button")
    assert drawn, "no control found: the scan is broken"
    assert drawn - set(ROUTES) == set()


def test_every_timer_kind_the_code_writes_is_fired_and_every_fired_kind_is_written() -> None:
    written = _first_strings("TimerOp") | {c.args[0].value for c in _calls("set") + _calls("clear")
                                           if len(c.args) >= 2 and isinstance(c.args[0], ast.Constant)
                                           and isinstance(c.args[0].value, str)
                                           and isinstance(c.func, ast.Attribute)
                                           and isinstance(c.func.value, ast.Attribute)
                                           and c.func.value.attr == "timers"}
    # rows written straight into the timers table (an invitation's expiry, with the invitation)
    written |= {k.value.value for c in _calls("values") for k in c.keywords
                if k.arg == "kind" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)}
    assert {"turn", "reaction"} <= written, "the scan is broken"
    assert written == set(TIMERS)
