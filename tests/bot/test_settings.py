"""Settings come from the environment; without a token the bot stops with directions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.settings import DEFAULT_DATABASE, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_when_only_the_token_is_set() -> None:
    s = load_settings({"DISCORD_TOKEN": "abc.def"})
    assert s.token == "abc.def" and s.database_path == DEFAULT_DATABASE
    assert s.dev_guild_id is None and s.log_level == "INFO"


def test_every_setting_is_read() -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "DATABASE_PATH": "x/y.db", "DEV_GUILD_ID": "42",
                       "LOG_LEVEL": "debug", "CHALLENGE_MINUTES": "3", "TURN_TIMEOUT_HOURS": "2.5"})
    assert (s.database_path, s.dev_guild_id, s.log_level, s.challenge_minutes, s.turn_timeout_hours) == \
        ("x/y.db", 42, "DEBUG", 3, 2.5)


def test_the_token_never_shows_in_the_settings_repr() -> None:
    s = load_settings({"DISCORD_TOKEN": "SECRET-TOKEN-123"})
    assert "SECRET-TOKEN-123" not in repr(s) and "SECRET-TOKEN-123" not in str(s)


def test_without_a_token_the_bot_stops_at_once_and_says_how_to_get_one(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    assert "DISCORD_TOKEN is not set" in proc.stderr and "developers/applications" in proc.stderr


def test_env_example_documents_every_setting() -> None:
    text = (ROOT / ".env.example").read_text()
    for name in ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "CHALLENGE_MINUTES",
                 "TURN_TIMEOUT_HOURS"):
        assert f"\n{name}=" in text
