"""Languages, themes and server settings end to end through the fake Discord: the synced
command tree carries localisations for every command and option; `/settings server` by an
admin applies at once and is refused for a member; `/settings me`; a German member's private
panel and a French server's public table in one game; a thread per game with its notices
inside, archived at the end, across a restart; forbidden games and hints turned off."""

from __future__ import annotations

import random
import re

import pytest

import i18n
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, db_rows, new_table, play_to_the_end, said

MANAGE_GUILD = 1 << 5
LOCALES = {"de": "de", "fr": "fr", "es": "es-ES"}  # shipped locale -> a Discord locale code
NAME = re.compile(r"^[-_\w]{1,32}$")


def _walk(options: list[dict], path: str):
    for opt in options or []:
        here = f"{path} {opt['name']}"
        yield here, opt
        yield from _walk(opt.get("options", []), here)


async def test_the_synced_command_tree_is_localised_for_every_command_and_option(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    async with running_bot(fake, make_bot()):
        commands = fake.synced_commands
    assert {c["name"] for c in commands} >= {"play", "rules", "stats", "help", "settings"}
    missing = []
    for cmd in commands:
        items = [(f"/{cmd['name']}", cmd), *_walk(cmd.get("options", []), f"/{cmd['name']}")]
        for where, item in items:
            described = item.get("description_localizations") or {}
            for code in LOCALES.values():
                text = described.get(code)
                if not text or len(text) > 100:
                    missing.append(f"{where}: description in {code}")
            for code, name in (item.get("name_localizations") or {}).items():
                assert NAME.match(name) and name == name.lower(), f"{where}: {code} name {name!r}"
            for choice in item.get("choices") or []:
                for code, name in (choice.get("name_localizations") or {}).items():
                    assert 0 < len(name) <= 100, f"{where}: {code} choice {name!r}"
    assert not missing, missing[:20]
    settings_cmd = next(c for c in commands if c["name"] == "settings")
    assert settings_cmd["name_localizations"]["de"] == "einstellungen"
    assert settings_cmd["name_localizations"]["fr"] == "paramètres"
    server = next(o for o in settings_cmd["options"] if o["name"] == "server")
    assert server["description_localizations"]["es-ES"] == i18n.tr("es", "settings-cmd-server-desc")


async def test_settings_server_by_an_admin_applies_at_once_and_is_refused_for_a_member(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    admin = fake.add_member("admin", permissions=fake.owner.permissions | MANAGE_GUILD)
    member = fake.add_member("member")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        refused = answered_in_time(await fake.slash(member, "settings", subcommand="server",
                                                    options={"language": "fr", "threads": True}))
        assert refused.private and "Only members who may manage this server" in refused.answer.content, said(refused)
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]

        shown = answered_in_time(await fake.slash(admin, "settings", subcommand="server"))
        assert shown.private and "Hints: allowed" in shown.answer.content and "all" in shown.answer.content
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]  # showing changes nothing

        done = answered_in_time(await fake.slash(admin, "settings", subcommand="server", options={
            "language": "fr", "theme": "dark", "forbid": "tower-defense", "hints": False, "turn_hours": 2.0}))
        assert done.private and done.answer.content.startswith("Saved."), said(done)
        assert "Français" in done.answer.content and "Dark" in done.answer.content
        assert db_rows(db, "SELECT locale, theme, hints, threads, turn_hours FROM server_settings") == [
            ("fr", "dark", 0, 0, 2.0)]

        # Applies at once: the forbidden game is refused, privately, in the member's language.
        no = answered_in_time(await fake.slash(member, "play", subcommand="tower-defense"))
        assert no.private and "cannot be started on this server" in no.answer.content, said(no)
        assert db_rows(db, "SELECT COUNT(*) FROM games") == [(0,)]

        bad = answered_in_time(await fake.slash(admin, "settings", subcommand="server",
                                                options={"turn_hours": 0.0}))
        assert bad.private and "nothing was changed" in bad.answer.content
        assert db_rows(db, "SELECT turn_hours FROM server_settings") == [(2.0,)]

        reset = answered_in_time(await fake.slash(admin, "settings", subcommand="server", options={"reset": True}))
        assert reset.private and "Saved." in reset.answer.content
        assert db_rows(db, "SELECT locale, theme, games, hints, threads FROM server_settings") == [
            (None, None, None, 1, 0)]


async def test_settings_me_sets_a_members_language_for_what_only_they_see(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    anna = fake.add_member("anna", locale="en-US")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"language": "de"}))
        assert res.private and res.answer.content.startswith("Gespeichert."), said(res)
        assert "Deine Einstellungen" in res.answer.content
        again = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"theme": "colour-blind"}))
        assert "Farbenblind" in again.answer.content
    assert db_rows(settings.database_path, "SELECT locale, theme FROM member_settings") == [("de", "colour-blind")]
