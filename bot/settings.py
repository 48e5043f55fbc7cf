"""Settings from the environment (a `.env` file is loaded by `python -m bot`)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping

DEFAULT_DATABASE = "data/cardtable.sqlite3"


class MissingToken(SystemExit):
    pass


TOKEN_HELP = """\
DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications, create an application, and add a Bot.
2. Under Bot, press "Reset Token" and copy it.
3. Copy .env.example to .env and put the token after DISCORD_TOKEN=.
4. Invite the bot with the OAuth2 URL generator: scopes "bot" and "applications.commands",
   permissions "Send Messages", "Attach Files", "Embed Links", "Read Message History".
Then run the same command again."""


@dataclass(frozen=True)
class Settings:
    token: str = ""
    database_path: str = DEFAULT_DATABASE
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_minutes: int = 5
    turn_timeout_hours: float = 24.0
    log_payloads: bool = False  # let discord.py and aiosqlite log whole payloads at DEBUG
    render_processes: int | None = None  # worker processes drawing tables (None: one per core)

    def __repr__(self) -> str:  # never print the token
        return (f"Settings(database_path={self.database_path!r}, dev_guild_id={self.dev_guild_id!r}, "
                f"log_level={self.log_level!r})")


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    env = os.environ if env is None else env
    guild = env.get("DEV_GUILD_ID", "").strip()
    return Settings(
        token=env.get("DISCORD_TOKEN", "").strip(),
        database_path=env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE,
        dev_guild_id=int(guild) if guild else None,
        log_level=(env.get("LOG_LEVEL", "").strip() or "INFO").upper(),
        challenge_minutes=int(env.get("CHALLENGE_MINUTES", "").strip() or 5),
        turn_timeout_hours=float(env.get("TURN_TIMEOUT_HOURS", "").strip() or 24),
        log_payloads=env.get("LOG_PAYLOADS", "").strip().lower() in ("1", "true", "yes", "on"),
        render_processes=int(env["RENDER_PROCESSES"]) if env.get("RENDER_PROCESSES", "").strip() else None,
    )
