"""Settings from the environment (a `.env` file is loaded by `python -m bot`).

`load_settings` reads and checks every setting before the bot connects: a value it cannot
use raises `SettingsError`, whose text is one sentence naming the setting, what is wrong with
it and how to fix it (`python -m bot` prints it and exits with code 2).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Callable, Mapping, TypeVar

DEFAULT_DATABASE = "data/cardtable.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
ON = ("1", "true", "yes", "on")
OFF = ("0", "false", "no", "off")

# What the bot needs in a channel, and why (the README's "Permissions" lists the same):
# View Channel and Read Message History to find its table messages again, Send Messages for
# the tables, challenges and reminders of the two-player games, Embed Links for /rules and
# /stats, Attach Files for the pictures of the tables.
PERMISSION_NAMES = ("view_channel", "send_messages", "embed_links", "attach_files", "read_message_history")
SCOPES = ("bot", "applications.commands")


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
   permissions "View Channel", "Send Messages", "Embed Links", "Attach Files",
   "Read Message History" (the bot also logs this invite link when it starts).
Then run the same command again."""


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

    def __repr__(self) -> str:  # never print the token
        return (f"Settings(database_path={self.database_path!r}, dev_guild_id={self.dev_guild_id!r}, "
                f"log_level={self.log_level!r})")


T = TypeVar("T")


def _shown(value: str) -> str:
    """The value as the admin wrote it, kept on one line and short."""
    text = value if value.isprintable() and " " not in value else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


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


def _processes(raw: str) -> int | None:
    return int(raw) if raw.isdigit() else None


def _level(raw: str) -> str | None:
    return raw.upper() if raw.upper() in LOG_LEVELS else None


def _switch(raw: str) -> bool | None:
    low = raw.lower()
    return True if low in ON else False if low in OFF else None


def _token(raw: str) -> str | None:
    return raw if raw.isascii() and raw.isprintable() and " " not in raw else None


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Every setting, read and checked; raises SettingsError for a value the bot cannot use."""
    env = os.environ if env is None else env
    token = env.get("DISCORD_TOKEN", "").strip()
    if token and _token(token) is None:
        raise SettingsError("DISCORD_TOKEN contains spaces or characters a token never has; copy the token "
                            "again from https://discord.com/developers/applications (your application > Bot > "
                            "Reset Token) and put it in .env after DISCORD_TOKEN= with nothing else on the line.")
    return Settings(
        token=token,
        database_path=env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE,
        dev_guild_id=_read(env, "DEV_GUILD_ID", None, _snowflake,
                           "is not a server id; in .env, set DEV_GUILD_ID to the server's numeric id (in "
                           "Discord, turn on Developer Mode, right-click the server, Copy Server ID), or leave "
                           "it empty for global commands."),
        log_level=_read(env, "LOG_LEVEL", "INFO", _level,
                        "is not a logging level; in .env, set LOG_LEVEL to DEBUG, INFO, WARNING or ERROR, or "
                        "leave it empty for INFO."),
        challenge_minutes=_read(env, "CHALLENGE_MINUTES", 5, _whole_above_zero,
                                "is not a whole number of minutes; in .env, set CHALLENGE_MINUTES to a number "
                                "above 0 without a unit, such as 5, or leave it empty for 5."),
        turn_timeout_hours=_read(env, "TURN_TIMEOUT_HOURS", 24.0, _hours,
                                 "is not a number of hours; in .env, set TURN_TIMEOUT_HOURS to a number above 0 "
                                 "without a unit, such as 24 or 0.5, or leave it empty for 24."),
        reaction_minutes=_read(env, "REACTION_MINUTES", 3.0, _hours,
                               "is not a number of minutes; in .env, set REACTION_MINUTES to a number above 0 "
                               "without a unit, such as 3 or 0.5, or leave it empty for 3."),
        log_payloads=_read(env, "LOG_PAYLOADS", False, _switch,
                           "is neither on nor off; in .env, set LOG_PAYLOADS to 1 (log whole payloads, hidden "
                           "cards included) or 0, or leave it empty for 0."),
        render_processes=_read(env, "RENDER_PROCESSES", None, _processes,
                               "is not a number of processes; in .env, set RENDER_PROCESSES to 0 (draw in the "
                               "bot's own process) or a whole number above 0, or leave it empty for one per "
                               "CPU core."),
    )
