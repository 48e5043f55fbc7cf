"""scripts/cluster.sh: a local PostgreSQL and two shard processes on one machine.

Fast: a stub takes the bot's place (CLUSTER_BOT_CMD), recording the environment it was
given and, when stopped, whether the database was still up (the bots stop first).  Checked:
PostgreSQL comes up on 127.0.0.1 at the port asked for and takes a connection with the URL
the bots got; each "bot" has its SHARD_IDS, SHARD_COUNT=2 and that DATABASE_URL, and the
token from the environment untouched; `stop`, and SIGTERM on the script itself, stop the
bots and then the database, leaving no process of that folder.
"""

from __future__ import annotations

import asyncio
import json
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

import asyncpg
import pytest

from tests.postgres import find_bin_dir, free_port

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "cluster.sh"


def _no_postgres_reason() -> str | None:
    if find_bin_dir() is None:
        return "no PostgreSQL server binaries on this machine (Debian package postgresql)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and no postgres user to run the server as (Debian package postgresql)"
    return None


if _no_postgres_reason():
    pytest.skip(f"cluster.sh tests skipped: {_no_postgres_reason()}", allow_module_level=True)

STUB = """\
import json, os, signal, socket, sys, time
folder, shard = os.environ["CLUSTER_DIR"], os.environ.get("SHARD_IDS", "?")
seen = {name: os.environ.get(name) for name in ("DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "DISCORD_TOKEN")}
seen["pid"] = os.getpid()
with open(os.path.join(folder, f"stub-{shard}.json.tmp"), "w") as f:
    json.dump(seen, f)
os.replace(os.path.join(folder, f"stub-{shard}.json.tmp"), os.path.join(folder, f"stub-{shard}.json"))

def stop(signum, frame):
    port = int(seen["DATABASE_URL"].rsplit(":", 1)[1].split("/")[0])
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        up = True
    except OSError:
        up = False
    with open(os.path.join(folder, f"stub-{shard}.stopped"), "w") as f:
        json.dump({"signal": signum, "database_up": up}, f)
    sys.exit(0)

signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
while True:
    time.sleep(1)
"""


@pytest.fixture
def place() -> Iterator[dict[str, Any]]:
    # Not pytest's tmp_path: as root the server runs as the postgres user, who must reach it.
    top = Path(tempfile.mkdtemp(prefix="cardtable-cluster-"))
    top.chmod(0o755)
    stub = top / "stub.py"
    stub.write_text(STUB)
    folder = top / "cluster"
    env = dict(os.environ, CLUSTER_DIR=str(folder), CLUSTER_PG_PORT=str(free_port()),
               CLUSTER_BOT_CMD=f"{sys.executable} {stub}", DISCORD_TOKEN="token-from-the-environment",
               DATABASE_URL="sqlite:///not-this-one.sqlite3")
    try:
        yield {"folder": folder, "env": env, "port": int(env["CLUSTER_PG_PORT"])}
    finally:
        subprocess.run(["sh", str(SCRIPT), "stop"], env=env, capture_output=True, timeout=120)
        shutil.rmtree(top, ignore_errors=True)


def start(place: dict[str, Any]) -> subprocess.Popen[str]:
    return subprocess.Popen(["sh", str(SCRIPT)], cwd="/", env=place["env"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def wait_for_bots(proc: subprocess.Popen[str], folder: Path) -> list[dict[str, Any]]:
    deadline = time.monotonic() + 90
    records = [folder / f"stub-{i}.json" for i in (0, 1)]
    while not all(r.exists() for r in records):
        if proc.poll() is not None:
            pytest.fail(f"cluster.sh ended early ({proc.returncode}):\n{proc.stdout.read() if proc.stdout else ''}")
        assert time.monotonic() < deadline, "the bots were not started within 90 s"
        time.sleep(0.1)
    return [json.loads(r.read_text()) for r in records]


def processes_of(folder: Path) -> list[str]:
    """Command lines of running processes that name the folder (a postgres -D .../data)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if str(folder) in cmd:
                found.append(cmd)
    return found


def port_open(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return True
    except OSError:
        return False


async def server_facts(url: str) -> tuple[str, str, str]:
    conn = await asyncpg.connect(url, timeout=10)
    try:
        return (await conn.fetchval("SELECT current_database()"), await conn.fetchval("SHOW listen_addresses"),
                await conn.fetchval("SHOW unix_socket_directories"))
    finally:
        await conn.close()


def check_running(place: dict[str, Any], proc: subprocess.Popen[str]) -> list[dict[str, Any]]:
    folder, port = place["folder"], place["port"]
    bots = wait_for_bots(proc, folder)
    password = (folder / "db-password").read_text().strip()
    url = f"postgresql://postgres:{password}@127.0.0.1:{port}/cardtable"
    assert [(b["SHARD_IDS"], b["SHARD_COUNT"], b["DATABASE_URL"]) for b in bots] == [("0", "2", url), ("1", "2", url)]
    assert {b["DISCORD_TOKEN"] for b in bots} == {"token-from-the-environment"}  # not overridden
    assert [int((folder / f"bot-{i}.pid").read_text()) for i in (0, 1)] == [b["pid"] for b in bots]
    assert asyncio.run(server_facts(url)) == ("cardtable", "127.0.0.1", "")
    return bots


def check_stopped(place: dict[str, Any], bots: list[dict[str, Any]]) -> None:
    folder = place["folder"]
    for i in (0, 1):  # each bot was asked to stop while the database was still up
        stopped = json.loads((folder / f"stub-{i}.stopped").read_text())
        assert stopped == {"signal": signal.SIGTERM, "database_up": True}
        assert not (folder / f"bot-{i}.pid").exists()
    assert processes_of(folder) == []
    assert not port_open(place["port"])


def test_start_then_stop_brings_up_postgresql_and_two_shards_and_takes_them_down(place):
    proc = start(place)
    try:
        bots = check_running(place, proc)
        stop = subprocess.run(["sh", str(SCRIPT), "stop"], cwd="/", env=place["env"], capture_output=True,
                              text=True, timeout=120)
        assert stop.returncode == 0, stop.stderr
        assert proc.wait(timeout=60) == 0
        check_stopped(place, bots)
        output = (proc.stdout.read() if proc.stdout else "") + stop.stdout + stop.stderr
        assert (place["folder"] / "db-password").read_text().strip() not in output
        assert "bot-0.log" in output and "bot-1.log" in output
    finally:
        if proc.poll() is None:
            proc.kill()


def test_sigterm_on_the_script_stops_both_bots_then_the_database_and_a_restart_reuses_it(place):
    proc = start(place)
    try:
        check_running(place, proc)
    finally:
        proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == 0
    for record in place["folder"].glob("stub-*"):
        record.unlink()
    proc = start(place)  # the same folder again: no new initdb, the database is already there
    try:
        bots = check_running(place, proc)
    finally:
        proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == 0
    check_stopped(place, bots)
    assert "creating the database cluster" not in (proc.stdout.read() if proc.stdout else "")
