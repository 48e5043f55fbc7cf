"""Settings come from the environment; without a token the bot stops with directions; a
setting it cannot read stops it before connecting with one sentence and exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import DEFAULT_DATABASE, SettingsError, load_settings

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
    for name in SETTINGS:
        assert f"\n{name}=" in text


SETTINGS = ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "CHALLENGE_MINUTES",
            "TURN_TIMEOUT_HOURS", "RENDER_PROCESSES", "LOG_PAYLOADS")

# A value the bot cannot use -> words its sentence must contain (besides NAME=value).
UNREADABLE = [
    ("DEV_GUILD_ID", "abc", "server id"),
    ("DEV_GUILD_ID", "-5", "server id"),
    ("DEV_GUILD_ID", "99999999999999999999999", "server id"),
    ("CHALLENGE_MINUTES", "5m", "whole number of minutes"),
    ("CHALLENGE_MINUTES", "0", "whole number of minutes"),
    ("CHALLENGE_MINUTES", "2.5", "whole number of minutes"),
    ("LOG_LEVEL", "verbose", "DEBUG, INFO, WARNING or ERROR"),
    ("TURN_TIMEOUT_HOURS", "x", "number of hours"),
    ("TURN_TIMEOUT_HOURS", "24h", "number of hours"),
    ("TURN_TIMEOUT_HOURS", "0", "number of hours"),
    ("TURN_TIMEOUT_HOURS", "nan", "number of hours"),
    ("TURN_TIMEOUT_HOURS", "inf", "number of hours"),
    ("RENDER_PROCESSES", "-1", "number of processes"),
    ("RENDER_PROCESSES", "abc", "number of processes"),
    ("LOG_PAYLOADS", "maybe", "neither on nor off"),
]


@pytest.mark.parametrize("name, value, words", UNREADABLE)
def test_an_unreadable_setting_is_one_sentence_saying_what_to_write(name: str, value: str, words: str) -> None:
    with pytest.raises(SettingsError) as caught:
        load_settings({"DISCORD_TOKEN": "t", name: value})
    text = str(caught.value)
    assert text.startswith(f"{name}={value} ") and words in text
    assert "\n" not in text and text.endswith(".") and text.count(". ") == 0
    assert "in .env" in text and "leave it empty" in text  # where to fix it, and the way back to the default


def test_a_token_with_spaces_inside_is_refused_before_connecting() -> None:
    with pytest.raises(SettingsError, match="^DISCORD_TOKEN contains spaces"):
        load_settings({"DISCORD_TOKEN": "abc def"})


def test_readable_values_and_empty_ones_for_the_defaults() -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": " 123456789012345678 ", "LOG_LEVEL": "warning",
                       "CHALLENGE_MINUTES": "10", "TURN_TIMEOUT_HOURS": "0.5", "RENDER_PROCESSES": "0",
                       "LOG_PAYLOADS": "on"})
    assert (s.dev_guild_id, s.log_level, s.challenge_minutes, s.turn_timeout_hours, s.render_processes,
            s.log_payloads) == (123456789012345678, "WARNING", 10, 0.5, 0, True)
    for off in ("0", "false", "no", "off", "OFF", ""):
        assert load_settings({"DISCORD_TOKEN": "t", "LOG_PAYLOADS": off}).log_payloads is False
    empty = load_settings({name: "" for name in SETTINGS} | {"DISCORD_TOKEN": "t"})
    assert empty == load_settings({"DISCORD_TOKEN": "t"})
    assert (empty.dev_guild_id, empty.render_processes, empty.challenge_minutes) == (None, None, 5)


def test_python_m_bot_stops_on_an_unreadable_setting_with_one_sentence_and_exit_code_2(tmp_path: Path) -> None:
    """The real entry point, for each setting in the issue, all started at once (a second or two)."""
    cases = [("DEV_GUILD_ID", "abc"), ("CHALLENGE_MINUTES", "5m"), ("LOG_LEVEL", "verbose"),
             ("TURN_TIMEOUT_HOURS", "x"), ("RENDER_PROCESSES", "-1"), ("RENDER_PROCESSES", "abc"),
             ("LOG_PAYLOADS", "maybe")]
    base = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    base.update({name: "" for name in SETTINGS})  # set, so no .env can fill them in
    base.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN="not-a-real-token", DATABASE_PATH=str(tmp_path / "db.sqlite3"))
    procs = [(name, value, subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, env=base | {name: value},
                                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
             for name, value in cases]
    for name, value, proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 2, (name, value, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith((f"{name}={value} is not ", f"{name}={value} is neither ")), \
            (name, value, err)
        assert "Traceback" not in err and out == ""
    assert not (tmp_path / "db.sqlite3").exists()  # stopped before opening anything
