"""A throwaway PostgreSQL server for the tests: the machine's own server binaries (Debian's
`postgresql` package, which `.ci/run` installs), a data folder in a temporary directory,
listening on 127.0.0.1 at a free port, stopped and removed afterwards.

`initdb` refuses to run as root, so as root the server runs as the `postgres` system user
(the package creates it).  Where no PostgreSQL can be found `find_bin_dir` says why, and the
tests that need it are skipped with that one line; on this project's machines and in CI it is
installed, so they run.
"""

from __future__ import annotations

import glob
import random
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path


def find_bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), reverse=True)
    if found:
        return Path(found[0]).parent
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path else None


def _ephemeral_low() -> int:
    """The first port the system hands to outgoing connections (Linux's default: 32768)."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on, for a server started a moment later.
    Chosen below the system's ephemeral range: a port from that range (what binding port 0
    gives) can be taken meanwhile by any outgoing connection on the machine, and a busy test
    run saw PostgreSQL find its port in use so."""
    low = _ephemeral_low()
    rng = random.Random()
    for _ in range(50):
        port = rng.randrange(max(1024, low - 12000), low)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class PostgresServer:
    bin_dir: Path
    folder: Path
    port: int
    user: str  # the operating-system user the server runs as ("" for the current one)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        cmd = [str(self.bin_dir / args[0]), *args[1:]]
        if self.user:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        return subprocess.run(cmd, check=check, capture_output=True, text=True, timeout=120)

    def init(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.user:
            info = pwd.getpwnam(self.user)
            os.chown(self.folder, info.pw_uid, info.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                  "--no-instructions")

    def start(self) -> None:
        options = (f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.folder}"
                   " -c fsync=off -c full_page_writes=off -c max_connections=200")
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def create_database(self, name: str) -> str:
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.url(name)

    def remove(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def start_server() -> PostgresServer:
    bin_dir = find_bin_dir()
    if bin_dir is None:
        raise RuntimeError("no PostgreSQL server binaries (Debian package postgresql) on this machine")
    user = ""
    if os.geteuid() == 0:
        user = "postgres"
        pwd.getpwnam(user)  # KeyError: the package that creates it is missing
    folder = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))
    server = PostgresServer(bin_dir, folder, free_port(), user)
    try:
        server.init()
        server.start()
    except BaseException:
        server.stop("immediate")
        server.remove()
        raise
    return server
