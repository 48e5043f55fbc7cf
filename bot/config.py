"""Settings from the environment (a `.env` file is loaded by `python -m bot`).

`load_settings` reads and checks every setting before the bot connects: a value it cannot
use raises `SettingsError`, whose text is one sentence naming the setting, what is wrong with
it and how to fix it (`python -m bot` prints it and exits with code 2).  A few checks look at
two settings together (SHARD_IDS needs SHARD_COUNT, and a PostgreSQL DATABASE_URL).

DATABASE_URL may carry a password: it is never shown as written (`mask_url`), neither in an
error nor in the settings' repr nor in the log.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from typing import Callable, Mapping, TypeVar
from urllib.parse import urlsplit

DEFAULT_DATABASE = "data/cardtable.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
ON = ("1", "true", "yes", "on")
OFF = ("0", "false", "no", "off")
# DATABASE_URL's schemes: PostgreSQL (the asyncpg driver either way) or an SQLite file.
POSTGRESQL_SCHEMES = ("postgresql", "postgresql+asyncpg")
SQLITE_SCHEME = "sqlite"

# What the bot needs in a channel, and why (the README's "Permissions" lists the same):
# View Channel and Read Message History to find its table messages again, Send Messages for
# the tables, challenges and reminders of the two-player games, Embed Links for /rules and
# /stats, Attach Files for the pictures of the tables; Create Public Threads and Send
# Messages in Threads for a server whose settings give each game its own thread.
PERMISSION_NAMES = ("view_channel", "send_messages", "embed_links", "attach_files", "read_message_history",
                    "create_public_threads", "send_messages_in_threads")
SCOPES = ("bot", "applications.commands")
# As Discord's settings page names them (the invite link's guide and its log line).
PERMISSION_LABELS = ("View Channel", "Send Messages", "Embed Links", "Attach Files", "Read Message History",
                     "Create Public Threads", "Send Messages in Threads")
assert len(PERMISSION_LABELS) == len(PERMISSION_NAMES)


class MissingToken(SystemExit):
    pass


class SettingsError(ValueError):
    """A setting that cannot be used; the text is one sentence saying what to change."""


TOKEN_HELP = """\
DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications, create an application, and add a Bot.
2. Under Bot, press "Reset Token" and copy it.
3. Copy .env.example to .env and put the token after DISCORD_TOKEN=.
4. Invite the bot with the OAuth2 URL generator: scopes "bot" and "applications.commands",
   permissions {permissions}
   (the bot also logs this invite link when it starts).
Then run the same command again.""".format(permissions=", ".join(f'"{label}"' for label in PERMISSION_LABELS))


@dataclass(frozen=True)
class Settings:
    token: str = ""
    database_path: str = DEFAULT_DATABASE
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_minutes: int = 5
    turn_timeout_hours: float = 24.0
    reaction_minutes: float = 3.0  # an out-of-turn decision's time before its default applies
    log_payloads: bool = False  # let discord.py and aiosqlite log whole payloads at DEBUG
    render_processes: int | None = None  # worker processes drawing tables (None: one per core)
    verdict_seconds: float = 10.0  # the solver's time for "Was it winnable?" (engine.search.solve)
    # Winnable deals (bot.features.deals): the solver's time for each candidate deal, how many of a
    # day's candidates are tried before its first is dealt unproved, and how many proved
    # deals are kept ahead per game and option set for /play winnable:true.
    daily_prove_seconds: float = 10.0
    daily_candidates: int = 40
    winnable_stock: int = 3
    # Sharding: None lets Discord choose the shard count and runs every shard in this process.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs (needs shard_count)
    # None: SQLite at database_path; else postgresql://, postgresql+asyncpg:// or sqlite:///path.
    # It may carry a password: show it with `database_shown`, never as it is.
    database_url: str | None = None
    # The web companion (bot.web): served by the bot's own process on web_host:web_port when
    # web_port is set (None: no web server in this process; `python -m bot.web` runs one
    # alone).  web_base_url: the pages' public address, for the link buttons in Discord
    # (None: no links).
    web_port: int | None = None
    web_host: str = "127.0.0.1"
    web_base_url: str | None = None
    # "Your turn" DMs (bot.discord.turn_dms): seconds from a game starting to wait for a member
    # to their DM (several games waiting meanwhile become one), and the pace of new DM
    # channels, shared by every process (Discord blocks a bot that opens many quickly).
    turn_dm_seconds: float = 45.0
    dm_opens_per_minute: float = 10.0

    @property
    def uses_postgresql(self) -> bool:
        return self.database_url is not None and url_scheme(self.database_url) in POSTGRESQL_SCHEMES

    @property
    def database_shown(self) -> str:
        """The database for a log line: the URL with its password masked, or the SQLite path."""
        return mask_url(self.database_url) if self.database_url is not None else self.database_path

    @property
    def shards_shown(self) -> str:
        """The sharding for a log line."""
        if self.shard_count is None:
            return "as many shards as Discord recommends, all in this process"
        if self.shard_ids is None:
            return f"{self.shard_count} shard{'s' * (self.shard_count != 1)}, all in this process"
        return f"shards {format_shard_ids(self.shard_ids)} of {self.shard_count}"

    def __repr__(self) -> str:  # never print the token, nor the database's password
        return (f"Settings(database_path={self.database_path!r}, database_url="
                f"{None if self.database_url is None else mask_url(self.database_url)!r}, "
                f"dev_guild_id={self.dev_guild_id!r}, log_level={self.log_level!r}, "
                f"shard_count={self.shard_count!r}, shard_ids={self.shard_ids!r})")


T = TypeVar("T")
N = TypeVar("N", int, float)


def _shown(value: str) -> str:
    """The value as the admin wrote it, kept on one line and short."""
    text = value if value.isprintable() and " " not in value else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _amount(env: Mapping[str, str], name: str, default: N, parse: Callable[[str], N | None], what: str,
            example: str | None = None, *, unit: bool = True) -> N:
    """A setting that is an amount above 0 (`what`: "number of hours"), its error worded as
    every such setting's is."""
    unit_note = " without a unit" if unit else ""
    return _read(env, name, default, parse,
                 f"is not a {what}; in .env, set {name} to a number above 0{unit_note}, such as "
                 f"{example or f'{default:g}'}, or leave it empty for {default:g}.")


def _read(env: Mapping[str, str], name: str, default: T, parse: Callable[[str], T | None], fix: str) -> T:
    """`name` parsed from `env`; empty or absent gives `default`.  `parse` returns None for a
    value it cannot use, and the error says `name=value <fix>`."""
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = parse(raw)
    except (ValueError, OverflowError):
        value = None
    if value is None:
        raise SettingsError(f"{name}={_shown(raw)} {fix}")
    return value


def _snowflake(raw: str) -> int | None:
    value = int(raw) if raw.isdigit() else 0
    return value if 0 < value < 2 ** 63 else None


def _whole_above_zero(raw: str) -> int | None:
    value = int(raw) if raw.isdigit() else 0
    return value if value > 0 else None


def _hours(raw: str) -> float | None:  # also minutes: a number above 0
    value = float(raw)
    return value if math.isfinite(value) and value > 0 else None


def _port(raw: str) -> int | None:
    value = _whole_above_zero(raw)
    return value if value is not None and value <= 65535 else None


def _base_url(raw: str) -> str | None:
    found = urlsplit(raw)
    if found.scheme not in ("http", "https") or not found.netloc or found.query or found.fragment:
        return None
    return raw.rstrip("/")


def _processes(raw: str) -> int | None:
    return int(raw) if raw.isdigit() else None


def _level(raw: str) -> str | None:
    return raw.upper() if raw.upper() in LOG_LEVELS else None


def _switch(raw: str) -> bool | None:
    low = raw.lower()
    return True if low in ON else False if low in OFF else None


def _token(raw: str) -> str | None:
    return raw if raw.isascii() and raw.isprintable() and " " not in raw else None


_SHARD_PART = re.compile(r"([0-9]+)(?:-([0-9]+))?")


def parse_shard_ids(raw: str) -> tuple[int, ...] | None:
    """"0-3", "4-7,9", "2": the ids, sorted, each once; None for anything else (an empty item,
    a range whose end comes before its start, a word)."""
    ids: set[int] = set()
    for part in raw.split(","):
        match = _SHARD_PART.fullmatch(part.strip())
        if match is None:
            return None
        first = int(match[1])
        last = int(match[2]) if match[2] is not None else first
        if last < first or last - first > 100_000:
            return None
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))


def format_shard_ids(ids: tuple[int, ...]) -> str:
    """The ids as SHARD_IDS spells them, runs folded into ranges: (0, 1, 2, 5) -> "0-2,5"."""
    parts: list[str] = []
    start = prev = ids[0]
    for n in (*ids[1:], None):
        if n is not None and n == prev + 1:
            prev = n
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ",".join(parts)


def url_scheme(url: str) -> str:
    """The part before "://", lower-cased ("" without one)."""
    head, sep, _ = url.partition("://")
    return head.strip().lower() if sep else ""


_PASSWORD_PARAM = re.compile(r"(?i)([?&](?:password|passwd|pass|sslpassword)=)[^&#]*")


def mask_url(url: str) -> str:
    """The URL with any password replaced by ***: the one after "user:" before the host, and a
    `password=` query parameter.  Everything up to the last "@" counts as user and password, so
    a password with an unescaped "@" or "/" is masked whole."""
    head, sep, rest = url.partition("://")
    if not sep:
        head, rest = "", url
    if "@" in rest:
        userinfo, _, after = rest.rpartition("@")
        user, colon, _ = userinfo.partition(":")
        rest = f"{user}:***@{after}" if colon or not sep else f"{user}@{after}"
    return f"{head}{sep}{_PASSWORD_PARAM.sub(lambda m: m[1] + '***', rest)}"


DATABASE_URL_FIX = ("in .env, set DATABASE_URL to a PostgreSQL database such as "
                    "postgresql://user:password@host:5432/name (postgresql+asyncpg:// works too) or an SQLite "
                    "file as sqlite:///path/to/file.sqlite3, or leave it empty for SQLite at DATABASE_PATH (a plain "
                    "file path goes in DATABASE_PATH).")


def _database_url(env: Mapping[str, str]) -> str | None:
    """DATABASE_URL, checked; its errors show it masked (it may hold a password)."""
    raw = env.get("DATABASE_URL", "").strip()
    if not raw:
        return None
    shown = _shown(mask_url(raw))
    scheme = url_scheme(raw)
    if scheme in ("postgres", "postgres+asyncpg"):
        raise SettingsError(f"DATABASE_URL={shown} starts with postgres://, which the bot does not read; in .env, "
                            f"begin it with postgresql:// instead (the rest stays the same), or leave it empty for "
                            f"SQLite at DATABASE_PATH.")
    if scheme in POSTGRESQL_SCHEMES:
        try:
            urlsplit(raw).port  # a port that is not a number raises ValueError
        except ValueError:
            raise SettingsError(f"DATABASE_URL={shown} is not a database address the bot can read (a port that "
                                f"is not a number, or a password with a character that must be escaped, such "
                                f"as @ written %40); {DATABASE_URL_FIX}") from None
        return raw
    if scheme == SQLITE_SCHEME and raw.lower().startswith("sqlite:///") and len(raw) > len("sqlite:///"):
        return raw
    raise SettingsError(f"DATABASE_URL={shown} is not a database the bot can use; {DATABASE_URL_FIX}")


def _check_shards(count: int | None, ids: tuple[int, ...] | None, raw_ids: str, postgresql: bool) -> None:
    """What SHARD_IDS needs: SHARD_COUNT, ids below it, and a database several processes share."""
    if ids is None:
        return
    shown = _shown(raw_ids)
    if count is None:
        raise SettingsError(f"SHARD_IDS={shown} needs SHARD_COUNT, the number of shards across all the bot's "
                            f"processes; in .env, set SHARD_COUNT too, or leave SHARD_IDS empty to run every "
                            f"shard in this one process.")
    too_high = [n for n in ids if n >= count]
    if too_high:
        raise SettingsError(f"SHARD_IDS={shown} names shard {too_high[0]}, but with SHARD_COUNT={count} the shards "
                            f"are numbered 0 to {count - 1}; in .env, correct SHARD_IDS or SHARD_COUNT, or leave "
                            f"SHARD_IDS empty to run every shard in this one process.")
    if not postgresql:
        raise SettingsError(f"SHARD_IDS={shown} splits the shards between several processes, which must share "
                            f"one database, and SQLite cannot be shared; in .env, set DATABASE_URL to a PostgreSQL "
                            f"database (postgresql://user:password@host:5432/name) in every process, or leave "
                            f"SHARD_IDS empty to run every shard in this one process on SQLite.")


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Every setting, read and checked; raises SettingsError for a value the bot cannot use."""
    env = os.environ if env is None else env
    token = env.get("DISCORD_TOKEN", "").strip()
    if token and _token(token) is None:
        raise SettingsError("DISCORD_TOKEN contains spaces or characters a token never has; copy the token "
                            "again from https://discord.com/developers/applications (your application > Bot > "
                            "Reset Token) and put it in .env after DISCORD_TOKEN= with nothing else on the line.")
    shard_count = _read(env, "SHARD_COUNT", None, _whole_above_zero,
                        "is not a number of shards; in .env, set SHARD_COUNT to a whole number above 0, the "
                        "number of shards across all the bot's processes, or leave it empty to let Discord "
                        "choose.")
    shard_ids = _read(env, "SHARD_IDS", None, parse_shard_ids,
                      "is not a list of shard ids; in .env, set SHARD_IDS to shard numbers and ranges "
                      "separated by commas, such as 0-3 or 4-7,9, or leave it empty to run every shard in this "
                      "one process.")
    database_url = _database_url(env)
    _check_shards(shard_count, shard_ids, env.get("SHARD_IDS", "").strip(),
                  database_url is not None and url_scheme(database_url) in POSTGRESQL_SCHEMES)
    return Settings(
        token=token,
        shard_count=shard_count,
        shard_ids=shard_ids,
        database_url=database_url,
        database_path=env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE,
        dev_guild_id=_read(env, "DEV_GUILD_ID", None, _snowflake,
                           "is not a server id; in .env, set DEV_GUILD_ID to the server's numeric id (in "
                           "Discord, turn on Developer Mode, right-click the server, Copy Server ID), or leave "
                           "it empty for global commands."),
        log_level=_read(env, "LOG_LEVEL", "INFO", _level,
                        "is not a logging level; in .env, set LOG_LEVEL to DEBUG, INFO, WARNING or ERROR, or "
                        "leave it empty for INFO."),
        challenge_minutes=_amount(env, "CHALLENGE_MINUTES", 5, _whole_above_zero, "whole number of minutes"),
        turn_timeout_hours=_amount(env, "TURN_TIMEOUT_HOURS", 24.0, _hours, "number of hours", "24 or 0.5"),
        reaction_minutes=_amount(env, "REACTION_MINUTES", 3.0, _hours, "number of minutes", "3 or 0.5"),
        log_payloads=_read(env, "LOG_PAYLOADS", False, _switch,
                           "is neither on nor off; in .env, set LOG_PAYLOADS to 1 (log whole payloads, hidden "
                           "cards included) or 0, or leave it empty for 0."),
        verdict_seconds=_amount(env, "VERDICT_SECONDS", 10.0, _hours, "number of seconds"),
        daily_prove_seconds=_amount(env, "DAILY_PROVE_SECONDS", 10.0, _hours, "number of seconds"),
        daily_candidates=_amount(env, "DAILY_CANDIDATES", 40, _whole_above_zero, "whole number of deals", unit=False),
        winnable_stock=_amount(env, "WINNABLE_STOCK", 3, _whole_above_zero, "whole number of deals", unit=False),
        render_processes=_read(env, "RENDER_PROCESSES", None, _processes,
                               "is not a number of processes; in .env, set RENDER_PROCESSES to 0 (draw in the "
                               "bot's own process) or a whole number above 0, or leave it empty for one per "
                               "CPU core."),
        web_port=_read(env, "WEB_PORT", None, _port,
                       "is not a port; in .env, set WEB_PORT to a whole number from 1 to 65535 (the port the "
                       "web pages are served on), or leave it empty to serve no web pages from this process."),
        web_host=env.get("WEB_HOST", "").strip() or "127.0.0.1",
        web_base_url=_read(env, "WEB_BASE_URL", None, _base_url,
                           "is not a web address; in .env, set WEB_BASE_URL to the address players open the "
                           "web pages at, such as https://cards.example.org (http or https, no query), or "
                           "leave it empty for no links to the web pages."),
        turn_dm_seconds=_amount(env, "TURN_DM_SECONDS", 45.0, _hours, "number of seconds"),
        dm_opens_per_minute=_amount(env, "DM_OPENS_PER_MINUTE", 10.0, _hours, "number of DM channels a minute",
                                    "10 or 0.5"),
    )
