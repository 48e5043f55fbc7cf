"""Secrecy end to end, for every game whose seats hold hidden cards (`GameInfo.hidden_hands`).

Two members play a whole game through the fake Discord with random clicks on their private
panels while a third member watches.  After every click the stored state says which cards
are secret (tests/engine/test_secrecy.py: the cards of view(s) that are not in view(None),
followed by `Knowledge`), and none of them may be readable by anyone who may not know it:
- the spectator: every message it can see (content, embeds, component labels, custom_ids and
  select options, attachment descriptions), and the public picture must be exactly the
  drawing of view(None);
- the other member: the same, its own panels included;
- the logs, every logger at DEBUG.
Messages are edited in place, so each is checked right after the click that wrote it.

Generic: no game is named and no game module imported; the clicks are chosen with the
engine's contract (which button leads to a move that hands the turn on, or narrows the
choices), never from a game's button labels.
"""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import pytest

from bot.discord.customid import decode
from engine import GAMES, GameState
from render import render_png
from tests.engine.test_secrecy import HIDDEN_HAND_GAMES, Knowledge, mentions, where
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage, FakeUser

from .helpers import answered_in_time, is_over

# Libraries known to write hidden cards into their DEBUG records: aiosqlite logs every SQL
# call with its parameters (the saved game state, hands and all), discord.gateway every raw
# gateway event (a click on a private panel carries that panel, its hand buttons included).
# The bot keeps those payload loggers quiet unless LOG_PAYLOADS asks (issue 8), so none is
# excused: a logger listed here would make this test xfail on its leaks instead of fail.
KNOWN_LIBRARY_LEAKS: tuple[str, ...] = ()
MAX_CLICKS = 3_000  # a safety stop; past it the game is resigned (and still checked)
PANEL_NAV = {"Back", "Cancel", "Refresh", "Hint"}
_FORMAT = logging.Formatter("%(name)s %(levelname)s %(message)s")


def message_text(msg: FakeMessage) -> str:
    """Everything a member can read on one message (symbols kept, not \\u-escaped)."""
    parts = [msg.text, json.dumps(msg.embeds, ensure_ascii=False),
             json.dumps(msg.components, ensure_ascii=False)]
    for a in msg.attachments:
        parts.append(a.filename)
        parts.append(a.description or "")
    return "\n".join(parts)


def control(fake: FakeDiscord, msg: FakeMessage, kind: str):
    """The one button of `kind` (bot.discord.customid) on a message."""
    found = [b for b in fake.buttons(msg) if (cid := decode(b.custom_id or "")) and cid.kind == kind]
    assert len(found) == 1, f"expected one {kind!r} button on {msg.text!r}: {fake.buttons(msg)}"
    return found[0]


def choices(fake: FakeDiscord, panel: FakeMessage) -> list[tuple[str, Any, str | None]]:
    """(path the control leads to, component, select value) for each control that plays."""
    out: list[tuple[str, Any, str | None]] = []
    for b in fake.buttons(panel):
        cid = decode(b.custom_id or "")
        if cid and cid.kind == "pmove" and b.label not in PANEL_NAV and not b.disabled:
            out.append((cid.path, b, None))
    for s in fake.selects(panel):
        cid = decode(s.custom_id)
        if cid and cid.kind == "pmenu" and not s.disabled:
            prefix = f"{cid.path}." if cid.path else ""
            out.extend((prefix + v, s, v) for v in s.values)
    return out


def progress(state: GameState[Any], seat: int, path: str) -> float:
    """How far a choice moves the seat on: 0 when some move through it hands the turn on,
    else the fewest legal actions the seat is left with (a move that narrows the choices is
    progress: placing rather than taking back).  inf when it leads nowhere now."""
    reachable = [a for a in state.legal_actions(seat) if a == path or a.startswith(path + ".")]
    best = float("inf")
    for action in reachable[:40]:
        after = state.apply(seat, action)
        best = min(best, 0 if seat not in after.to_act() else len(after.legal_actions(seat)))
    return best


async def panel_click(fake: FakeDiscord, user: FakeUser, panel: FakeMessage, state: GameState[Any], seat: int,
                      rng: random.Random) -> None:
    """Mostly the choice that makes the most progress, sometimes any choice."""
    options = choices(fake, panel)
    if not options:
        res = answered_in_time(await fake.click(user, panel, control(fake, panel, "refresh")))
        assert res.updated
        return
    if rng.random() < 0.75:
        scores = [progress(state, seat, path) for path, _, _ in options]
        best = min(scores)
        options = [o for o, s in zip(options, scores) if s == best]
    path, comp, value = rng.choice(options)
    if value is None:
        res = answered_in_time(await fake.click(user, panel, comp))
    else:
        res = answered_in_time(await fake.select(user, panel, comp, [value]))
    assert res.updated and res.message.id == panel.id, res.message.text if res.message else res


class Watch:
    """After each click: what each person can read, and the logs, against the stored state."""

    def __init__(self, fake: FakeDiscord, key: str, players: int, members: dict[int, FakeUser],
                 spectator: FakeUser, caplog: pytest.LogCaptureFixture) -> None:
        self.fake, self.key, self.members, self.spectator, self.caplog = fake, key, members, spectator, caplog
        self.know = Knowledge(players)
        self.logged: dict[str, set[str]] = {}  # logger name: cards its records named so far
        self.log_lines: list[tuple[str, str]] = []  # (logger name, record) naming some card
        self.read = 0  # log records read so far
        self.library_leaks: dict[str, str] = {}  # KNOWN_LIBRARY_LEAKS seen: logger -> first leak
        self.checks = 0
        self.last_picture: tuple[Any, bytes] | None = None
        self.after = max(fake.messages, default=0)  # earlier games' messages tell earlier games

    def check(self, state: GameState[Any], public: FakeMessage, what: str) -> None:
        know = self.know
        know.observe(state)
        assert not know.born_shared, f"{what}: cards first seen face down by several seats: {know.born_shared}"
        # The public picture is drawn from view(None) and nothing else (drawn again only when
        # the picture or the view changed: encoding a PNG is the slow part of a check).
        assert public.attachments, f"{what}: the public message has no picture"
        seen = (state.view(None), public.attachments[0].data)
        if seen != self.last_picture:
            assert seen[1] == render_png(self.key, seen[0]).png, (
                f"{what}: the public picture is not the drawing of view(None)")
            self.last_picture = seen
        readers: list[tuple[str, FakeUser, int | None]] = [("the spectator", self.spectator, None)]
        readers += [(f"member of seat {s}", user, s) for s, user in self.members.items()]
        for name, user, viewer in readers:
            forbidden = know.forbidden(viewer)
            if not forbidden:
                continue
            for msg in self.fake.channel_messages(visible_to=user):
                if msg.id <= self.after:
                    continue
                text = message_text(msg)
                leaked = mentions(text) & forbidden
                assert not leaked, (f"{what}: {name} can read hidden card(s) {sorted(leaked)} on message "
                                    f"{msg.id} ({'ephemeral' if msg.ephemeral else 'public'}): {where(text, leaked)}")
        records = self.caplog.records
        for record in records[self.read:]:
            line = _FORMAT.format(record)
            named = mentions(line)
            if named:
                self.logged.setdefault(record.name, set()).update(named)
                self.log_lines.append((record.name, line))
        self.read = len(records)
        forbidden = know.forbidden(None)
        leaky = {name: sorted(cards & forbidden) for name, cards in self.logged.items() if cards & forbidden}
        for name in [n for n in leaky if n in KNOWN_LIBRARY_LEAKS]:
            if name not in self.library_leaks:
                example = next(w for n, line in self.log_lines if n == name for w in where(line, forbidden, 80))
                self.library_leaks[name] = f"{what}: {leaky[name]}, e.g. {example[:300]}"
            del leaky[name]
        assert not leaky, f"{what}: log records name hidden cards (logger: cards): {leaky}; for example " + repr(
            [w for name, line in self.log_lines if name in leaky for w in where(line, forbidden, 150)][:3])
        self.checks += 1


def has(fake: FakeDiscord, msg: FakeMessage, kind: str) -> bool:
    return any((cid := decode(b.custom_id or "")) and cid.kind == kind for b in fake.buttons(msg))


@pytest.mark.parametrize("key", HIDDEN_HAND_GAMES)
async def test_a_whole_game_shows_no_hidden_card_to_the_other_member_a_spectator_or_the_logs(
        fake_discord: FakeDiscord, make_bot, caplog: pytest.LogCaptureFixture, key: str) -> None:
    info = GAMES[key]
    assert 2 in info.players, f"{key}: this test seats two members; teach it the game's seat counts"
    caplog.set_level(logging.DEBUG)  # the root logger: every logger's records, at DEBUG
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_member("carol")
    members = {0: alice, 1: bob}
    rng = random.Random(f"secrecy:{key}")
    checks, most_secrets, leaks = 0, 0, {}
    read = 0
    async with running_bot(fake, make_bot()) as bot:
        # Games (each dealt from the bot's own seed) until enough positions were checked:
        # one game may end in a turn or two.  Each game is followed by a watch of its own
        # (what each seat knows starts again), reading only the log records of its game.
        for _game in range(5):
            if checks > 20:
                break
            watch = Watch(fake, key, 2, members, carol, caplog)
            watch.read = read
            res = answered_in_time(await fake.slash(alice, "play", subcommand=key, options={"opponent": bob}))
            public = res.message
            accepted = answered_in_time(await fake.click(bob, public, control(fake, public, "accept")))
            assert accepted.message.id == public.id
            hand = control(fake, public, "hand")
            gid = decode(hand.custom_id or "").game_id  # type: ignore[union-attr]
            nosy = answered_in_time(await fake.click(carol, public, hand))  # the spectator tries a hand
            assert nosy.ephemeral and nosy.message.visible_to(carol)
            panels: dict[int, FakeMessage] = {}
            clicks = 0
            while True:
                table = await bot.service.load(gid)
                state = table.state
                watch.check(state, public, f"{key} (game seed {table.row.seed}) after click {clicks}")
                if state.outcome() is not None:
                    break
                if clicks >= MAX_CLICKS:  # bounded: end it, and check the ending too
                    ask = answered_in_time(await fake.click(alice, public, control(fake, public, "resign")))
                    confirm = ask.message
                    answered_in_time(await fake.click(alice, confirm, control(fake, confirm, "confirm")))
                    continue
                clicks += 1
                seat = rng.choice(sorted(state.to_act()))
                idle = [s for s in panels if s != seat and has(fake, panels[s], "refresh")]
                if idle and rng.random() < 0.1:  # a waiting member looks at its panel again
                    other = rng.choice(idle)
                    answered_in_time(await fake.click(members[other], panels[other],
                                                      control(fake, panels[other], "refresh")))
                    continue
                if seat not in panels or rng.random() < 0.05:  # panels are reopened now and then
                    opened = answered_in_time(await fake.click(members[seat], public, control(fake, public, "hand")))
                    assert opened.ephemeral and opened.message.visible_to(members[seat])
                    panels[seat] = opened.message
                await panel_click(fake, members[seat], panels[seat], state, seat, rng)
            assert is_over(public)
            out = state.outcome()
            assert out is not None and out.ending == ("resign" if clicks >= MAX_CLICKS else "normal"), out
            checks, read = checks + watch.checks, watch.read
            most_secrets = max(most_secrets, watch.know.most_secrets)
            leaks.update(watch.library_leaks)
    assert most_secrets > 0, "no card was ever secret: nothing was tested"
    assert checks > 20 and len(caplog.records) > 0
    assert fake.unknown_requests == []
    if leaks:
        pytest.xfail("hidden cards reach DEBUG records of " + "; ".join(
            f"{name} (first {first})" for name, first in leaks.items()))
