"""Settings come from the environment; without a token the bot stops with directions; a
setting it cannot read stops it before connecting with one sentence and exit code 2.

A server's role for events (`/settings server`, issue 27) is stored on both backends (revision
0008), and `may_organise_events` lets members with Manage Server or that role start events."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dataclasses import replace
from types import SimpleNamespace
from typing import Any
from unittest import mock

import discord
import pytest

from bot.config import DEFAULT_DATABASE, SettingsError, format_shard_ids, load_settings, mask_url
from bot.features.settings import may_organise_events
from bot.storage import ServerSettings, Storage, head_revision
from bot.storage.database import alembic_config
from tests.databases import rows

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
            "TURN_TIMEOUT_HOURS", "RENDER_PROCESSES", "LOG_PAYLOADS", "SHARD_COUNT", "SHARD_IDS", "DATABASE_URL")

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
    ("SHARD_COUNT", "0", "number of shards"),
    ("SHARD_COUNT", "two", "number of shards"),
    ("SHARD_COUNT", "-2", "number of shards"),
    ("SHARD_IDS", "a", "list of shard ids"),
    ("SHARD_IDS", "3-1", "list of shard ids"),
    ("SHARD_IDS", "0,,1", "list of shard ids"),
    ("SHARD_IDS", "0-", "list of shard ids"),
    ("SHARD_IDS", "0-99999999", "list of shard ids"),
    ("DATABASE_URL", "mysql://db.example/cards", "not a database the bot can use"),
    ("DATABASE_URL", "data/cardtable.sqlite3", "plain file path goes in DATABASE_PATH"),
    ("DATABASE_URL", "sqlite://", "not a database the bot can use"),
    ("DATABASE_URL", "sqlite+aiosqlite:///x.db", "not a database the bot can use"),
    ("DATABASE_URL", "postgres://db.example/cards", "begin it with postgresql://"),
    ("DATABASE_URL", "postgresql://db.example:port/cards", "a port that is not a number"),
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
             ("LOG_PAYLOADS", "maybe"), ("SHARD_COUNT", "0"), ("SHARD_IDS", "x"), ("DATABASE_URL", "mysql://h/db")]
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


# --- sharding and DATABASE_URL ------------------------------------------------------------------

PG = "postgresql://bot:s3cret@db.example:5432/cards"


def test_sharding_and_database_url_default_to_discord_choosing_and_sqlite() -> None:
    s = load_settings({"DISCORD_TOKEN": "t"})
    assert (s.shard_count, s.shard_ids, s.database_url, s.uses_postgresql) == (None, None, None, False)
    assert s.database_shown == DEFAULT_DATABASE


@pytest.mark.parametrize("raw, ids", [("0", (0,)), ("0-3", (0, 1, 2, 3)), (" 4-7, 9 ", (4, 5, 6, 7, 9)),
                                      ("9,4-7", (4, 5, 6, 7, 9)), ("0-2,1", (0, 1, 2)), ("5-5", (5,))])
def test_shard_ids_are_ids_and_ranges_separated_by_commas(raw: str, ids: tuple[int, ...]) -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "10", "SHARD_IDS": raw, "DATABASE_URL": PG})
    assert (s.shard_count, s.shard_ids) == (10, ids)


def test_shard_count_alone_runs_every_shard_in_one_process_even_on_sqlite() -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "4"})
    assert (s.shard_count, s.shard_ids, s.database_url) == (4, None, None)
    assert s.shards_shown == "4 shards, all in this process"
    s = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "4", "DATABASE_URL": "sqlite:///data/x.sqlite3"})
    assert (s.shard_count, s.database_url, s.uses_postgresql) == (4, "sqlite:///data/x.sqlite3", False)


@pytest.mark.parametrize("url, postgresql", [
    ("postgresql://bot:pw@db.example:5432/cards", True),
    ("postgresql+asyncpg://bot:pw@db.example/cards?ssl=require", True),
    ("postgresql://", True),
    ("POSTGRESQL://db.example/cards", True),
    ("sqlite:///data/cards.sqlite3", False),
    ("sqlite:////var/lib/cards.sqlite3", False),
])
def test_database_url_takes_postgresql_and_sqlite_urls(url: str, postgresql: bool) -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": f" {url} ", "DATABASE_PATH": "kept.sqlite3"})
    assert (s.database_url, s.uses_postgresql, s.database_path) == (url, postgresql, "kept.sqlite3")


@pytest.mark.parametrize("env, start", [
    ({"SHARD_IDS": "0"}, "SHARD_IDS=0 needs SHARD_COUNT"),
    ({"SHARD_IDS": "0-2", "SHARD_COUNT": "2", "DATABASE_URL": PG},
     "SHARD_IDS=0-2 names shard 2, but with SHARD_COUNT=2"),
    ({"SHARD_IDS": "0", "SHARD_COUNT": "2"}, "SHARD_IDS=0 splits the shards between several processes"),
    ({"SHARD_IDS": "1", "SHARD_COUNT": "2", "DATABASE_URL": "sqlite:///shared.sqlite3"},
     "SHARD_IDS=1 splits the shards between several processes"),
    # Every shard named is still a split into processes: empty SHARD_IDS is the one-process way.
    ({"SHARD_IDS": "0-1", "SHARD_COUNT": "2"}, "SHARD_IDS=0-1 splits the shards between several processes"),
])
def test_shard_ids_need_a_shard_count_above_them_and_postgresql(env: dict[str, str], start: str) -> None:
    with pytest.raises(SettingsError) as caught:
        load_settings({"DISCORD_TOKEN": "t", **env})
    text = str(caught.value)
    assert text.startswith(start) and "in .env" in text and "leave SHARD_IDS empty" in text
    assert "\n" not in text and text.endswith(".") and text.count(". ") == 0


def test_shard_ids_with_postgresql_are_this_process_s_shards() -> None:
    for url in (PG, "postgresql+asyncpg://bot@db.example/cards"):
        s = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "8", "SHARD_IDS": "4-7", "DATABASE_URL": url})
        assert (s.shard_count, s.shard_ids, s.uses_postgresql) == (8, (4, 5, 6, 7), True)
        assert s.shards_shown == "shards 4-7 of 8"


@pytest.mark.parametrize("url, shown", [
    ("postgresql://bot:s3cret@db.example:5432/cards", "postgresql://bot:***@db.example:5432/cards"),
    ("postgresql+asyncpg://bot:s3cret@db.example/cards?sslmode=require",
     "postgresql+asyncpg://bot:***@db.example/cards?sslmode=require"),
    ("postgresql://bot@db.example/cards?password=s3cret&ssl=1", "postgresql://bot@db.example/cards?password=***&ssl=1"),
    ("postgresql://bot:s3c@r/et@db.example/cards", "postgresql://bot:***@db.example/cards"),  # unescaped @ and /
    ("postgresql://db.example/cards", "postgresql://db.example/cards"),
    ("sqlite:///data/cards.sqlite3", "sqlite:///data/cards.sqlite3"),
    ("bot:s3cret@db.example/cards", "bot:***@db.example/cards"),
])
def test_mask_url_hides_every_password(url: str, shown: str) -> None:
    assert mask_url(url) == shown


def test_the_database_password_never_shows_in_the_settings_nor_in_an_error() -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": PG})
    assert "s3cret" not in repr(s) and "s3cret" not in str(s) and "s3cret" not in s.database_shown
    assert "bot:***@db.example:5432/cards" in repr(s) and s.database_url == PG  # the storage gets it whole
    for bad in ("mysql://bot:s3cret@db.example/cards", "postgres://bot:s3cret@db.example/cards",
                "postgresql://bot:s3cret@db.example:port/cards", "bot:s3cret@db.example/cards"):
        with pytest.raises(SettingsError) as caught:
            load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": bad})
        assert "s3cret" not in str(caught.value) and "bot:***@" in str(caught.value)


def test_shard_ids_are_shown_folded_into_ranges() -> None:
    assert format_shard_ids((0, 1, 2, 5)) == "0-2,5"
    assert format_shard_ids((3,)) == "3" and format_shard_ids((1, 3, 4)) == "1,3-4"
    assert load_settings({"DISCORD_TOKEN": "t"}).shards_shown == \
        "as many shards as Discord recommends, all in this process"


# ---- who may run events: the server's event role (issue 27, revision 0008) ---------------------

GUILD, ADMIN = 100, 1
ROLE = 1_234_567_890_123_456_789  # a real snowflake's size: beyond 32 bits, within BIGINT


async def test_the_event_role_is_stored_kept_across_a_reopening_and_cleared(database) -> None:
    store = await Storage.open(database)
    try:
        assert (await store.preferences.server(GUILD)).event_role is None  # no row: Manage Server only
        await store.preferences.change_server(GUILD, ADMIN, locale="fr")
        changed = await store.preferences.change_server(GUILD, ADMIN, event_role=ROLE)
        assert (changed.event_role, changed.locale) == (ROLE, "fr")  # the rest stays as it was
    finally:
        await store.close()
    store = await Storage.open(database)
    try:
        read, both = await store.preferences.server(GUILD), await store.preferences.member_and_server(ADMIN, GUILD)
        assert read.event_role == both[1].event_role == ROLE and read.locale == "fr"
        assert (await store.preferences.server(GUILD + 1)).event_role is None  # another server's own
        cleared = await store.preferences.change_server(GUILD, ADMIN, event_role=None)
        assert cleared.event_role is None and (await store.preferences.server(GUILD)).event_role is None
        assert await rows(store, "SELECT event_role, locale FROM server_settings") == [(None, "fr")]
    finally:
        await store.close()


async def test_revision_0008_adds_the_event_role_to_a_0007_database_and_goes_back_down(database) -> None:
    store = await Storage.open(database, revision="0007")
    try:
        await rows(store, "INSERT INTO server_settings (guild_id, locale, updated_at, updated_by) "
                          "VALUES (:g, 'de', 1.0, :a)", {"g": GUILD, "a": ADMIN})
    finally:
        await store.close()
    store = await Storage.open(database)
    try:
        assert store.revision == head_revision() >= "0008"
        kept = await store.preferences.server(GUILD)
        assert (kept.locale, kept.event_role) == ("de", None)  # an older row: Manage Server only

        def down(conn: Any) -> None:
            from alembic import command
            conn.exec_driver_sql("BEGIN")
            command.downgrade(alembic_config(conn), "0007")
            conn.exec_driver_sql("COMMIT")
        await store.db.run(down)
        assert await rows(store, "SELECT guild_id, locale FROM server_settings") == [(GUILD, "de")]
        assert await store.db.migrate() == head_revision()  # and up again
        await store.preferences.change_server(GUILD, ADMIN, event_role=ROLE)
        assert (await store.preferences.server(GUILD)).event_role == ROLE
    finally:
        await store.close()


def _asking(*, manage_guild: bool = False, administrator: bool = False, roles: tuple[int, ...] = (),
            member: bool = True) -> Any:
    """An interaction as `may_organise_events` reads it: the asker's resolved permissions and,
    in a server, the member with their roles (a user outside a server has none)."""
    user = mock.Mock(spec=discord.Member if member else discord.User)
    if member:
        user.roles = [discord.Object(GUILD), *(discord.Object(r) for r in roles)]  # @everyone first
    return SimpleNamespace(user=user, permissions=discord.Permissions(manage_guild=manage_guild,
                                                                      administrator=administrator))


def test_a_member_who_manages_the_server_may_run_events_with_or_without_a_role() -> None:
    assert may_organise_events(_asking(manage_guild=True), ServerSettings(GUILD))
    assert may_organise_events(_asking(administrator=True), ServerSettings(GUILD, event_role=ROLE))
    assert may_organise_events(_asking(manage_guild=True), None)


def test_a_member_with_the_chosen_role_may_run_events() -> None:
    assert may_organise_events(_asking(roles=(7, ROLE)), ServerSettings(GUILD, event_role=ROLE))


def test_a_member_with_neither_may_not() -> None:
    assert not may_organise_events(_asking(roles=(7,)), ServerSettings(GUILD, event_role=ROLE))
    assert not may_organise_events(_asking(), ServerSettings(GUILD))
    assert not may_organise_events(_asking(member=False), ServerSettings(GUILD, event_role=ROLE))


def test_once_the_role_is_cleared_its_members_may_not() -> None:
    asker = _asking(roles=(ROLE,))
    assert may_organise_events(asker, ServerSettings(GUILD, event_role=ROLE))
    assert not may_organise_events(asker, replace(ServerSettings(GUILD, event_role=ROLE), event_role=None))
    assert not may_organise_events(asker, None)

