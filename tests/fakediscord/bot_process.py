"""The bot's real entry point in its own process, talking to a :class:`FakeDiscord`.

    python -m tests.fakediscord.bot_process --fake http://127.0.0.1:PORT

points discord.py's REST base, default gateway and CDN base at the fake (what
:meth:`FakeDiscord.patched` does in-process) and then runs ``bot.__main__.main()`` unchanged: the
settings come from the environment (``DISCORD_TOKEN``, ``DATABASE_PATH``, ``LOG_LEVEL``, ...),
logging, ``bot.run`` and its signal handling are the production ones. One test knob: with
``BOT_PROCESS_RETRY_SECONDS`` set, the first wait before trying Discord again (when it cannot be
reached at start; 1 s in production) is that many seconds, so such tests stay fast.

Tests and benchmarks start it with :func:`bot_subprocess`::

    async with bot_subprocess(fake, env={"DATABASE_PATH": str(tmp / "bot.sqlite3")}) as bot:
        res = await fake.slash(alice, "play", subcommand="deck-defence", settle=False)
        ...
        await bot.kill()      # SIGKILL, a crash
        await bot.restart()   # a new process on the same database, ready again
    # on exit: SIGTERM, a bounded wait, then SIGKILL
    print(bot.returncode, bot.stderr)

There is no idle probe across processes, so user actions either fall back to the fake's silence
window or, with ``settle=False``, return at the callback; wait for later edits with
:meth:`FakeDiscord.wait_for_edit`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, AsyncIterator, Mapping, Sequence

if TYPE_CHECKING:
    from .server import FakeDiscord

REPO_ROOT = Path(__file__).resolve().parents[2]
# Every setting bot.config reads: set explicitly in the child, so neither the parent's
# environment nor a developer's .env (load_dotenv never overrides a variable that is set) leaks in.
SETTING_DEFAULTS = {
    "DISCORD_TOKEN": "",
    "DATABASE_PATH": "",
    "DEV_GUILD_ID": "",
    "LOG_LEVEL": "INFO",
    "CHALLENGE_MINUTES": "",
    "TURN_TIMEOUT_HOURS": "",
    "SHARD_COUNT": "",
    "SHARD_IDS": "",
    "DATABASE_URL": "",
    # Winnable deals (bot.features.deals) on a small budget: the background search for the day's
    # deals must not take the test machine's cores.
    "DAILY_PROVE_SECONDS": "0.3",
    "DAILY_CANDIDATES": "3",
    "WINNABLE_STOCK": "1",
}
# The first wait before the bot tries an unreachable Discord again (see `main`).
RETRY_SECONDS_VARIABLE = "BOT_PROCESS_RETRY_SECONDS"


def point_discord_at(fake_url: str) -> None:
    """The same three switches as :meth:`FakeDiscord.patched`, for a fake at ``fake_url``."""
    import yarl
    from discord.asset import Asset
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    base = yarl.URL(fake_url.rstrip("/"))
    if base.scheme != "http" or base.host != "127.0.0.1" or base.port is None:
        raise SystemExit(f"--fake must be http://127.0.0.1:PORT, not {fake_url!r}")
    Route.BASE = f"{base}/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{base.port}/gateway")
    Asset.BASE = f"{base}/cdn"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fakediscord.bot_process",
                                     description="Run the bot's real entry point against a fake Discord.")
    parser.add_argument("--fake", required=True, help="the fake's base URL, http://127.0.0.1:PORT")
    args = parser.parse_args(argv)
    point_discord_at(args.fake)
    import bot.__main__

    retry = os.environ.get(RETRY_SECONDS_VARIABLE, "").strip()
    if retry:
        bot.__main__.RETRY_FIRST_SECONDS = float(retry)
    return bot.__main__.main()


# ---------------------------------------------------------------------------- the parent's side


class BotProcess:
    """One bot process at a time (``restart`` replaces it), with its output collected.

    ``process`` is the running :class:`asyncio.subprocess.Process` (``pid``, ``returncode``);
    ``stdout``/``stderr`` hold everything every run printed so far (runs separated by a line
    ``--- restart ---``); ``returncodes`` lists how each finished run ended (negative: by signal).
    """

    module = "tests.fakediscord.bot_process"  # the entry point it runs (python -m)

    def __init__(self, fake: "FakeDiscord", env: Mapping[str, str], *, ready_timeout: float = 60.0,
                 stop_timeout: float = 10.0, root: Path = REPO_ROOT) -> None:
        self.fake = fake
        self.root = root  # the checkout the bot runs from (a benchmark may run an older one)
        self.env = dict(env)
        self.ready_timeout = ready_timeout
        self.stop_timeout = stop_timeout
        self.process: asyncio.subprocess.Process | None = None
        self.returncodes: list[int] = []
        self._out: list[str] = []
        self._err: list[str] = []
        self._readers: list[asyncio.Task[None]] = []
        self._recorded: asyncio.subprocess.Process | None = None

    # --- what happened
    @property
    def pid(self) -> int:
        assert self.process is not None, "not started"
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        return None if self.process is None else self.process.returncode

    @property
    def stdout(self) -> str:
        return "".join(self._out)

    @property
    def stderr(self) -> str:
        return "".join(self._err)

    # --- lifecycle
    async def start(self) -> None:
        """Start the bot and return once the fake saw it sync its commands and identify."""
        if self.process is not None and self.process.returncode is None:
            raise RuntimeError("the bot is already running")
        if self.process is not None:
            self._out.append("--- restart ---\n")
            self._err.append("--- restart ---\n")
        syncs, identifies = self.fake.command_syncs, len(self.fake.identifies)
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", self.module, "--fake", self.fake.base_url,
            cwd=str(self.root), env=self.env, stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )
        assert self.process.stdout is not None and self.process.stderr is not None
        self._readers = [asyncio.create_task(_drain(self.process.stdout, self._out)),
                         asyncio.create_task(_drain(self.process.stderr, self._err))]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.ready_timeout
        while not (self.fake.command_syncs > syncs and len(self.fake.identifies) > identifies
                   and self.fake.connected):
            if self.process.returncode is not None:
                await self._finish()
                raise RuntimeError(f"the bot exited with {self.process.returncode} before it was ready:\n"
                                   f"{self.stderr[-4000:]}")
            if loop.time() > deadline:
                await self.give_up()
                raise RuntimeError(f"the bot was not ready within {self.ready_timeout} s:\n{self.stderr[-4000:]}")
            await asyncio.sleep(0.02)
        await self.fake.wait_ready(max(deadline - loop.time(), 0.1), shards=self.shards())

    def shards(self) -> list[tuple[int, int]] | None:
        """The ``(shard_id, shard_count)`` this bot runs when its SHARD_IDS names some; None: all."""
        from bot.config import parse_shard_ids

        count, ids = self.env.get("SHARD_COUNT", "").strip(), self.env.get("SHARD_IDS", "").strip()
        parsed = parse_shard_ids(ids) if ids else None
        if not (count.isdigit() and parsed):
            return None
        return [(n, int(count)) for n in parsed]

    async def give_up(self) -> None:
        """What `start` does with a bot that never became ready."""
        await self.kill()

    async def stop(self, timeout: float | None = None) -> int:
        """SIGTERM, wait at most ``timeout`` (default ``stop_timeout``) seconds, then SIGKILL.
        Returns the exit code (negative: the signal that ended it)."""
        proc = self.process
        assert proc is not None, "not started"
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), self.stop_timeout if timeout is None else timeout)
            except asyncio.TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
        return await self._finish()

    async def kill(self) -> int:
        """SIGKILL at once (a crash); returns the exit code (-9)."""
        proc = self.process
        assert proc is not None, "not started"
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        return await self._finish()

    async def restart(self, *, crash: bool = False) -> None:
        """Stop the bot (SIGTERM, or SIGKILL with ``crash``) and start a new process on the same
        environment and database."""
        if self.process is not None and self.process.returncode is None:
            await (self.kill() if crash else self.stop())
        await self.start()

    async def _finish(self) -> int:
        """Wait for the process to end and its output to be read; record its exit code once."""
        proc = self.process
        assert proc is not None
        code = await proc.wait()
        if self._readers:
            await asyncio.wait(self._readers, timeout=5.0)
            for task in self._readers:
                task.cancel()
            self._readers = []
        if self._recorded is not proc:
            self._recorded = proc
            self.returncodes.append(code)
        return code


async def _drain(stream: asyncio.StreamReader, into: list[str]) -> None:
    """Read a pipe to its end (a full pipe would block the bot's logging)."""
    while True:
        chunk = await stream.read(65536)
        if not chunk:
            return
        into.append(chunk.decode("utf-8", "replace"))


@contextlib.asynccontextmanager
async def bot_subprocess(fake: "FakeDiscord", env: Mapping[str, str] | None = None, *,
                         ready_timeout: float = 60.0, stop_timeout: float = 10.0,
                         root: Path = REPO_ROOT, module: str | None = None) -> AsyncIterator[BotProcess]:
    """Run ``python -m tests.fakediscord.bot_process`` against ``fake`` (already started), ready
    for slash commands when the block begins; stopped with SIGTERM (then SIGKILL after
    ``stop_timeout`` s) when it ends.

    The child gets the parent's environment without the bot's settings, then
    ``DISCORD_TOKEN=fake.token``, a fresh temporary ``DATABASE_PATH`` (removed afterwards), the
    other settings empty (their defaults), ``PYTHONUNBUFFERED=1``, and finally ``env``.
    ``module``: another entry point to run with ``python -m`` (a benchmark's wrapper around
    :func:`main`); this module's by default.
    """
    child = {k: v for k, v in os.environ.items() if k not in SETTING_DEFAULTS}
    child.update(SETTING_DEFAULTS)
    child["DISCORD_TOKEN"] = fake.token
    child["PYTHONUNBUFFERED"] = "1"
    with tempfile.TemporaryDirectory(prefix="bot-process-") as tmp:
        child["DATABASE_PATH"] = str(Path(tmp) / "bot.sqlite3")
        child.update(env or {})
        bot = BotProcess(fake, child, ready_timeout=ready_timeout, stop_timeout=stop_timeout, root=root)
        if module is not None:
            bot.module = module
        try:
            await bot.start()
            yield bot
        finally:
            if bot.process is not None:
                await bot.stop()  # a process that already ended is only waited for


if __name__ == "__main__":
    sys.exit(main())
