"""Playing through the fake Discord like a person: read the message, press a button."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import random
import re
import signal
import sqlite3
import time
from dataclasses import dataclass, replace
from typing import Sequence

from bot.discord.customid import decode
from bot.service import engine_names
from engine import GAMES
from render import render_png
from tests.fakediscord import FakeDiscord
from tests.fakediscord.bot_process import SETTING_DEFAULTS, BotProcess
from tests.fakediscord.models import FakeMessage, InteractionResult, message_text

DISCORD_DEADLINE = 3.0  # seconds Discord gives a bot to answer an interaction
NAV_LABELS = {"Back", "Cancel", "Resign", "Play again", "Your hand", "Hint", "Was it winnable?"}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def answered_in_time(res: InteractionResult) -> InteractionResult:
    assert res.response_type is not None, "the bot did not answer"
    assert res.elapsed < DISCORD_DEADLINE, f"answered after {res.elapsed:.2f} s"
    return res


def action_controls(fake: FakeDiscord, msg: FakeMessage) -> list[tuple[str, str, list[str]]]:
    """(kind, custom_id, select values) for every control that advances the game; kind
    "many" is a menu where several values are chosen at once."""
    out: list[tuple[str, str, list[str]]] = []
    for b in fake.buttons(msg):
        if b.label not in NAV_LABELS and not b.disabled:
            out.append(("button", b.custom_id or "", []))
    for s in fake.selects(msg):
        out.append(("many" if s.max_values > 1 else "select", s.custom_id, list(s.values)))
    return out


async def random_click(fake: FakeDiscord, user, msg: FakeMessage, rng: random.Random) -> InteractionResult:
    kind, custom_id, values = rng.choice(action_controls(fake, msg))
    if kind == "button":
        return answered_in_time(await fake.click(user, msg, custom_id))
    if kind == "many":
        # A random set first, in a random order; one the game refuses (too little to pay)
        # must be refused privately and change nothing, and then every item is chosen.
        chosen = rng.sample(values, rng.randint(1, len(values)))
        before = (msg.text, [a.data for a in msg.attachments])
        res = answered_in_time(await fake.select(user, msg, custom_id, chosen))
        if not res.ephemeral:
            return res
        assert (msg.text, [a.data for a in msg.attachments]) == before
        assert res.message is not None and res.message.text, "a refused set is told why"
        return answered_in_time(await fake.select(user, msg, custom_id, values))
    return answered_in_time(await fake.select(user, msg, custom_id, [rng.choice(values)]))


def page_fields(msg: FakeMessage) -> dict[str, str]:
    """A page's fields as the bot words them (`bot.discord.pages.payload`): each a bold name
    on a line of its own, its value under it."""
    fields: dict[str, str] = {}
    name = None
    for line in msg.text.splitlines():
        bold = re.fullmatch(r"\*\*(.+)\*\*", line)
        if bold:
            name = bold[1]
            fields[name] = ""
        elif name is not None:
            fields[name] = "\n".join(filter(None, [fields[name], line]))
    return fields


def is_over(msg: FakeMessage) -> bool:
    return "Game over" in msg.text


async def play_to_the_end(fake: FakeDiscord, user, msg: FakeMessage, rng: random.Random, limit: int = 2000) -> int:
    clicks = 0
    while not is_over(msg):
        assert clicks < limit, "the game did not end"
        res = await random_click(fake, user, msg, rng)
        assert res.updated and not res.ephemeral, res.message.text if res.message else res
        clicks += 1
    return clicks


# --- both backends -----------------------------------------------------------------------------

_backend_databases = itertools.count(1)


def on_backend(request, settings, prefix: str):
    """`settings` on the backend a test is parametrised with (`tests.databases.BACKENDS`):
    as they are for "sqlite", else on a new database of the session's PostgreSQL server
    (skipped, saying why, where no server can be had)."""
    if request.param == "sqlite":
        return settings
    server = request.getfixturevalue("postgres_server")
    return replace(settings, database_url=server.create_database(f"{prefix}{next(_backend_databases)}"))


# --- what the database holds and what the table messages show (issue 8) -------------------

# Kinds of public controls whose custom_id carries the state version the message was drawn at.
VERSIONED_KINDS = ("move", "menu", "resign")


def db_rows(db, sql: str, params=()) -> list[tuple]:
    """Rows straight from the bot's SQLite file (WAL: reading never blocks the bot)."""
    conn = sqlite3.connect(str(db), timeout=10)
    try:
        return conn.execute(sql, tuple(params)).fetchall()
    finally:
        conn.close()


def integrity(db) -> str:
    return ";".join(str(r[0]) for r in db_rows(db, "PRAGMA integrity_check"))


@dataclass(frozen=True)
class StoredGame:
    id: int
    key: str
    channel_id: int
    message_id: int | None
    status: str
    version: int
    shown_version: int | None
    state: dict
    names: tuple[str | None, ...] = ()  # display names by seat, as the bot stored them
    seats: tuple[int, ...] = ()

    def engine_state(self, bot_user_id: int | None = None):
        """The stored state calling seats as the bot does (names are not in its JSON)."""
        bots = [s for s, uid in enumerate(self.seats) if uid == bot_user_id]
        return GAMES[self.key].from_json(self.state).named(engine_names(self.names, bots))


def stored_games(db, where: str = "1", params=()) -> list[StoredGame]:
    columns = {r[1] for r in db_rows(db, "PRAGMA table_info(games)")}
    shown = "shown_version" if "shown_version" in columns else "NULL"
    rows = db_rows(db, f"SELECT id, key, channel_id, message_id, status, version, {shown}, state FROM games"
                       f" WHERE {where} ORDER BY id", params)
    people = {gid: sorted(db_rows(db, "SELECT s.seat, s.user_id, p.name FROM seats s LEFT JOIN people p"
                                      " ON p.user_id = s.user_id WHERE s.game_id = ?", (gid,)))
              for gid, *_ in rows} if "people" in tables(db) else {}
    return [StoredGame(gid, key, channel, message, status, version, shown_v, json.loads(state),
                       tuple(name for _, _, name in people.get(gid, ())),
                       tuple(uid for _, uid, _ in people.get(gid, ())))
            for gid, key, channel, message, status, version, shown_v, state in rows]


def tables(db) -> set[str]:
    return {r[0] for r in db_rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'")}


def stored_game(db, game_id: int) -> StoredGame | None:
    found = stored_games(db, "id = ?", (game_id,))
    return found[0] if found else None


def running_games(db, key: str | None = None) -> list[StoredGame]:
    if key is None:
        return stored_games(db, "status = 'running'")
    return stored_games(db, "status = 'running' AND key = ?", (key,))


def move_log(db, game_id: int) -> list[tuple[int, int, str]]:
    return [tuple(r) for r in db_rows(db, "SELECT seq, seat, action FROM moves WHERE game_id = ? ORDER BY seq",
                                      (game_id,))]


def public_messages(fake: FakeDiscord) -> list[FakeMessage]:
    """Every message shown in any channel or thread, oldest first (an event's tables may be
    spread over its table threads)."""
    return [m for m in fake.messages.values() if not m.deleted and not m.ephemeral]


def pinged(fake: FakeDiscord, message: FakeMessage) -> set[int]:
    """Who a channel message was allowed to ping (its request's allowed_mentions; {-1}: anyone
    its text mentions)."""
    for req in fake.requests:
        if req.method == "POST" and req.path.endswith("/messages") and req.json and \
                message_text(req.json.get("content"), req.json.get("components") or []) == message.text:
            allowed = req.json.get("allowed_mentions") or {}
            return {int(u) for u in allowed.get("users", [])} if "users" not in allowed.get("parse", []) else {-1}
    raise AssertionError("no request posted that message")


def game_of(fake: FakeDiscord, msg: FakeMessage) -> int | None:
    """The game a table message belongs to (from its controls' custom_ids)."""
    for b in fake.buttons(msg):
        cid = decode(b.custom_id or "")
        if cid is not None and cid.kind in ("move", "resign", "hand", "again", "rematch"):
            return cid.game_id
    for s in fake.selects(msg):
        cid = decode(s.custom_id)
        if cid is not None and cid.kind == "menu":
            return cid.game_id
    return None


def shown_version(fake: FakeDiscord, msg: FakeMessage) -> int | None:
    """The state version a public table message was drawn at (None: it carries no versioned control)."""
    versions = {cid.version for comp in [*fake.buttons(msg), *fake.selects(msg)]
                if (cid := decode(comp.custom_id or "")) is not None and cid.kind in VERSIONED_KINDS}
    assert len(versions) <= 1, f"one message, several versions: {versions}"
    return versions.pop() if versions else None


def snapshot(msg: FakeMessage) -> tuple:
    return (msg.text, [a.data for a in msg.attachments], json.dumps(msg.components, sort_keys=True),
            msg.edit_count)


def table_is_current(fake: FakeDiscord, game: StoredGame) -> str:
    """"" when the game's public message shows the stored position with live controls,
    else what is wrong with it."""
    if game.message_id is None:
        return f"game {game.id} has no message"
    msg = fake.messages.get(game.message_id)
    if msg is None or msg.deleted:
        return f"game {game.id}: message {game.message_id} does not exist"
    shown = shown_version(fake, msg)
    if shown != game.version:
        return f"game {game.id}: its message shows version {shown}, the database holds {game.version}"
    if not msg.attachments or msg.attachments[0].data != render_png(game.key, game.engine_state(fake.application_id).view(None)).png:
        return f"game {game.id}: its picture is not the stored position"
    # Resign on the first screen of the picker; Cancel (back to it) on a step a player opened.
    if not any(b.label in ("Resign", "Cancel") and not b.disabled for b in fake.buttons(msg)):
        return f"game {game.id}: neither Resign nor Cancel on its message"
    if game.shown_version is not None and game.shown_version != game.version:
        return f"game {game.id}: shown_version {game.shown_version}, version {game.version}"
    return ""


def stranded(fake: FakeDiscord, db) -> list[str]:
    """What is wrong with every running game's public message (empty: nothing stranded)."""
    return [why for game in running_games(db) if (why := table_is_current(fake, game))]


async def wait_until(check, timeout: float, what: str, poll: float = 0.02):
    """Poll `check()` (falsy: done) for at most `timeout` seconds; fail with its last answer."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        problem = check()
        if not problem:
            return
        if loop.time() > deadline:
            raise AssertionError(f"{what} after {timeout} s: {problem}")
        await asyncio.sleep(poll)


async def deals_ready(bot, keys: Sequence[str] | None = None, timeout: float = 90.0) -> None:
    """Wait until the bot has stored today's deal of each daily game (`bot.features.deals` finds them in
    the background; a /daily before that is told the deal is being prepared)."""
    from bot.features.daily import daily_games, utc_day

    keys = list(keys) if keys is not None else [info.key for info in daily_games()]
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        day = utc_day(time.time()).isoformat()
        missing = [k for k in keys if not getattr(await bot.storage.deals.day(k, day), "ready", False)]
        if not missing:
            return
        if loop.time() > deadline:
            raise AssertionError(f"no deal of {missing} after {timeout} s")
        bot.deals.kick()
        await asyncio.sleep(0.05)


def completes_move(legal, path: str) -> bool:
    """Whether a picker control leading to `path` plays a move (rather than opening a step)."""
    from bot.picker import StaleChoice, step

    try:
        return step(legal, path).action is not None
    except (StaleChoice, ValueError):
        return False


def move_controls(fake: FakeDiscord, msg: FakeMessage, legal) -> list[tuple[str, str, list[str]]]:
    """The public controls that play a move at once: (kind, custom_id, [value])."""
    out: list[tuple[str, str, list[str]]] = []
    for b in fake.buttons(msg):
        cid = decode(b.custom_id or "")
        if cid is not None and cid.kind == "move" and not b.disabled and cid.path and completes_move(legal, cid.path):
            out.append(("button", b.custom_id or "", []))
    for s in fake.selects(msg):
        cid = decode(s.custom_id)
        if cid is not None and cid.kind == "menu":
            for v in s.values:
                if completes_move(legal, f"{cid.path}.{v}" if cid.path else v):
                    out.append(("select", s.custom_id, [v]))
    return out


async def press(fake: FakeDiscord, user, msg: FakeMessage, control: tuple[str, str, list[str]], **kwargs):
    kind, custom_id, values = control
    if kind == "button":
        return await fake.click(user, msg, custom_id, **kwargs)
    return await fake.select(user, msg, custom_id, values, **kwargs)


async def press_and_wait(fake: FakeDiscord, user, msg: FakeMessage, control: tuple[str, str, list[str]],
                         timeout: float = 15.0) -> InteractionResult:
    """Press without the idle probe (a bot in another process): return at the callback, or,
    after an acknowledgement (6), once the message was edited."""
    edits = msg.edit_count
    res = answered_in_time(await press(fake, user, msg, control, settle=False))
    if res.response_type == 6:
        await fake.wait_for_edit(msg, edits, timeout)
    return res


async def reach_a_move(fake: FakeDiscord, db, user, msg: FakeMessage, rng: random.Random,
                       limit: int = 12, settle: bool = True) -> tuple[str, str, list[str]]:
    """Walk the picker on a solo table (without moving) until a control on it plays a move.
    `settle=False`: the bot runs in another process (see press_and_wait)."""
    for _ in range(limit):
        gid = game_of(fake, msg)
        game = stored_game(db, gid)
        assert game is not None and game.status == "running", f"no running game on message {msg.id}"
        state = game.engine_state()
        legal = state.legal_actions(min(state.to_act()))
        found = move_controls(fake, msg, legal)
        if found:
            return rng.choice(found)
        steps = [c for c in action_controls(fake, msg)]
        assert steps, f"nothing to press on {msg.text!r}"
        if settle:
            res = answered_in_time(await press(fake, user, msg, rng.choice(steps)))
        else:
            res = await press_and_wait(fake, user, msg, rng.choice(steps))
        assert res.updated and not res.private, said(res)
    raise AssertionError("no control that plays a move was reached")


async def new_table(fake: FakeDiscord, user, key: str, timeout: float = 15.0) -> FakeMessage:
    """`/play <key>` without the idle probe: the table, once it is there."""
    res = answered_in_time(await fake.slash(user, "play", subcommand=key, settle=False))
    msg = res.message
    assert msg is not None and res.response_type in (4, 5), said(res)
    if res.response_type == 5:  # "thinking": the placeholder becomes the table
        await fake.wait_for_edit(msg, 0, timeout)
    assert not msg.ephemeral and not msg.loading and fake.buttons(msg), msg.text
    return msg

# --- two-player tables with private panels -----------------------------------------------------

PANEL_NAV = {"Back", "Cancel", "Refresh", "Hint"}


async def challenge_accepted(fake: FakeDiscord, host, opponent, key: str = "capture",
                             options: dict | None = None) -> FakeMessage:
    """`host` challenges `opponent`, who accepts: the challenge's message becomes the table."""
    asked = answered_in_time(await fake.slash(host, "play", subcommand=key,
                                              options={"opponent": opponent, **(options or {})}))
    challenge = asked.new_message
    assert challenge is not None and not challenge.ephemeral, asked
    assert opponent.mention in challenge.text, challenge.text
    accepted = answered_in_time(await fake.click(opponent, challenge, fake.button(challenge, label="Accept")))
    assert accepted.updated and not accepted.private and accepted.message.id == challenge.id
    assert fake.button(challenge, label="Your hand")
    return challenge


async def open_panel(fake: FakeDiscord, user, public: FakeMessage) -> FakeMessage:
    res = answered_in_time(await fake.click(user, public, fake.button(public, label="Your hand")))
    panel = res.answer
    assert panel is not None and panel.ephemeral and panel.visible_to(user), res
    return panel


async def state_of(bot, game_id: int):
    """A game's stored state, named as the bot names it."""
    return (await bot.service.load(game_id)).state


async def panel_click(fake: FakeDiscord, user, panel: FakeMessage, rng: random.Random) -> InteractionResult:
    """One random click on a private panel that plays (Refresh when nothing can be played)."""
    buttons = [b for b in fake.buttons(panel) if b.label not in PANEL_NAV and not b.disabled]
    selects = fake.selects(panel)
    if selects and (not buttons or rng.random() < 0.5):
        menu = rng.choice(selects)
        res = answered_in_time(await fake.select(user, panel, menu, [rng.choice(menu.values)]))
    elif buttons:
        res = answered_in_time(await fake.click(user, panel, rng.choice(buttons)))
    else:
        res = answered_in_time(await fake.click(user, panel, fake.button(panel, label="Refresh")))
    assert res.updated and res.message.id == panel.id, res
    return res


def said(res: InteractionResult) -> str:
    """A short account of an answer, for assertion messages (never the picture bytes)."""
    answer = res.answer
    where = "no message" if answer is None else ("private" if answer.ephemeral else f"public {answer.id}")
    return f"response {res.response_type}, {where}: {(answer.text if answer else '')[:300]!r}"


# --- the bot's real entry point in its own process ---------------------------------------------


def child_pids(pid: int) -> list[int]:
    """The processes whose parent is `pid` (the bot's render workers, its resource tracker)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie nobody reaps does not count)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def kill_pids(pids) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


class LaunchedBot(BotProcess):
    """A BotProcess started through another module that wraps bot_process's main (e.g.
    tests.e2e.slow_render_bot)."""

    def __init__(self, fake: FakeDiscord, env, *, module: str, **kwargs) -> None:
        super().__init__(fake, env, **kwargs)
        self.module = module
        self.leftover: list[int] = []  # children still running after the process ended (exit_code)

    async def give_up(self) -> None:
        await self.crash()

    async def crash(self) -> int:
        """The whole process tree dies at once (SIGKILL), as a machine or container crash
        kills it: the bot is frozen first, so that no worker is started meanwhile."""
        proc = self.process
        assert proc is not None
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGSTOP)
            kids = child_pids(proc.pid)
            kill_pids([proc.pid, *kids])
        return await self._finish()

    async def exit_code(self, timeout: float, workers: Sequence[int] = (), workers_grace: float = 3.0) -> int | None:
        """Wait at most `timeout` seconds for the process to end by itself (None if it did not),
        then at most `workers_grace` seconds for `workers` (its children, listed before) to end
        too; those still running are listed in `self.leftover`, then killed (they would hold
        the output pipes open)."""
        proc = self.process
        assert proc is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while alive(proc.pid) and loop.time() < deadline:
            await asyncio.sleep(0.02)
        if alive(proc.pid):
            return None
        deadline = loop.time() + workers_grace
        while any(alive(w) for w in workers) and loop.time() < deadline:
            await asyncio.sleep(0.02)
        self.leftover = [w for w in workers if alive(w)]
        kill_pids(self.leftover)
        return await self._finish()


@contextlib.asynccontextmanager
async def launched_bot(fake: FakeDiscord, env, *, module: str = "tests.fakediscord.bot_process",
                       ready_timeout: float = 60.0):
    """Like tests.fakediscord.bot_process.bot_subprocess (same environment), through `module`;
    on exit the whole process tree is ended (SIGTERM, then SIGKILL)."""
    child = {k: v for k, v in os.environ.items() if k not in SETTING_DEFAULTS}
    child.update(SETTING_DEFAULTS)
    child["DISCORD_TOKEN"] = fake.token
    child["PYTHONUNBUFFERED"] = "1"
    child.update(env)
    assert child.get("DATABASE_PATH"), "give the bot a database path"
    bot = LaunchedBot(fake, child, module=module, ready_timeout=ready_timeout)
    try:
        await bot.start()
        yield bot
    finally:
        if bot.process is not None and bot.process.returncode is None:
            kids = child_pids(bot.process.pid)
            with contextlib.suppress(ProcessLookupError):
                bot.process.send_signal(signal.SIGTERM)
            if await bot.exit_code(10.0, kids) is None:
                await bot.crash()
            kill_pids(k for k in kids if alive(k))
