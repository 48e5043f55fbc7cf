"""Languages, themes and server settings end to end through the fake Discord: the synced
command tree carries localisations for every command and option; `/settings server` by an
admin applies at once and is refused for a member; `/settings me`; a German member's private
panel and a French server's public table in one game; a thread per game with its notices
inside, archived at the end, across a restart; forbidden games and hints turned off; a
member's and a server's web pages turned on and off, their address shown when the pages have
one."""

from __future__ import annotations

import random
import re
import time
from dataclasses import replace

import pytest

import i18n
from bot.discord.app import create_bot
from bot.discord.commands import RULES_PART_MAX
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
        assert refused.private and "Only members who may manage this server" in refused.answer.text, said(refused)
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]

        shown = answered_in_time(await fake.slash(admin, "settings", subcommand="server"))
        assert shown.private and "Hints: allowed" in shown.answer.text and "all" in shown.answer.text
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]  # showing changes nothing

        done = answered_in_time(await fake.slash(admin, "settings", subcommand="server", options={
            "language": "fr", "theme": "dark", "forbid": "tower-defense", "hints": False, "turn_hours": 2.0}))
        assert done.private and done.answer.text.startswith("Saved."), said(done)
        assert "Français" in done.answer.text and "Dark" in done.answer.text
        assert db_rows(db, "SELECT locale, theme, hints, threads, turn_hours FROM server_settings") == [
            ("fr", "dark", 0, 0, 2.0)]

        # Applies at once: the forbidden game is refused, privately, in the member's language.
        no = answered_in_time(await fake.slash(member, "play", subcommand="tower-defense"))
        assert no.private and "cannot be started on this server" in no.answer.text, said(no)
        assert db_rows(db, "SELECT COUNT(*) FROM games") == [(0,)]

        bad = answered_in_time(await fake.slash(admin, "settings", subcommand="server",
                                                options={"turn_hours": 0.0}))
        assert bad.private and "nothing was changed" in bad.answer.text
        assert db_rows(db, "SELECT turn_hours FROM server_settings") == [(2.0,)]

        reset = answered_in_time(await fake.slash(admin, "settings", subcommand="server", options={"reset": True}))
        assert reset.private and "Saved." in reset.answer.text
        assert db_rows(db, "SELECT locale, theme, games, hints, threads FROM server_settings") == [
            (None, None, None, 1, 0)]


async def test_settings_me_sets_a_members_language_for_what_only_they_see(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    anna = fake.add_member("anna", locale="en-US")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"language": "de"}))
        assert res.private and res.answer.text.startswith("Gespeichert."), said(res)
        assert "Deine Einstellungen" in res.answer.text
        again = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"theme": "colour-blind"}))
        assert "Farbenblind" in again.answer.text
    assert db_rows(settings.database_path, "SELECT locale, theme FROM member_settings") == [("de", "colour-blind")]


async def _threads_on(fake: FakeDiscord) -> None:
    answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"threads": True}))


def _table_in(fake: FakeDiscord, channel: int):
    found = [m for m in fake.channel_messages(channel) if m.author.id == fake.application_id and fake.buttons(m)]
    assert found, f"no table in channel {channel}"
    return found[0]


async def test_a_thread_per_game_holds_the_table_survives_a_restart_and_is_archived_at_the_end(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(5)
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        await _threads_on(fake)
        res = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence"))
        [thread] = fake.threads_in(fake.channel_id)
        assert not res.private and f"<#{thread}>" in res.answer.text, said(res)
        assert not fake.buttons(res.answer)  # the channel gets a link, the thread the table
        table = _table_in(fake, thread)
        assert fake.thread_of(thread)["parent"] == fake.channel_id and not fake.thread_of(thread)["archived"]
        [(game_id, channel, parent)] = db_rows(db, "SELECT id, channel_id, parent_id FROM games")
        assert (channel, parent) == (thread, fake.channel_id)
        # One game of a kind per person and channel: the channel's threads count.
        again = answered_in_time(await fake.slash(alice, "play", subcommand="deck-defence"))
        assert again.private and fake.threads_in(fake.channel_id) == [thread], said(again)
        for _ in range(3):
            await play_one(fake, alice, table, rng)
    async with running_bot(fake, make_bot()) as bot:  # a restart in between: the thread's table plays on
        table = _table_in(fake, thread)
        await play_to_the_end(fake, alice, table, rng)
        assert not fake.thread_of(thread)["archived"]  # not before the last words went out
        await bot.run_timers(time.time() + 60)
        assert fake.thread_of(thread)["archived"]
        assert db_rows(db, "SELECT COUNT(*) FROM timers WHERE kind = 'archive'") == [(0,)]
        # Play again from the finished table in the thread: the same thread, woken.
        again = answered_in_time(await fake.click(alice, table, fake.button(table, label="Play again")))
        assert fake.threads_in(fake.channel_id) == [thread], said(again)
        assert db_rows(db, "SELECT channel_id, parent_id FROM games WHERE id != ?", (game_id,)) == [
            (thread, fake.channel_id)]
    assert fake.unknown_requests == []


async def play_one(fake: FakeDiscord, user, table, rng) -> None:
    from .helpers import random_click
    res = await random_click(fake, user, table, rng)
    assert res.updated and not res.ephemeral, said(res)


async def test_a_challenge_accepted_moves_to_its_own_thread_with_its_notices(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    host, guest = fake.add_member("host"), fake.add_member("guest")
    async with running_bot(fake, make_bot()) as bot:
        await _threads_on(fake)
        asked = answered_in_time(await fake.slash(host, "play", subcommand="capture", options={"opponent": guest}))
        challenge = asked.new_message
        accepted = answered_in_time(await fake.click(guest, challenge, fake.button(challenge, label="Accept")))
        [thread] = fake.threads_in(fake.channel_id)
        assert f"<#{thread}>" in challenge.text and not fake.buttons(challenge), said(accepted)
        table = _table_in(fake, thread)
        assert fake.button(table, label="Your hand")
        await bot.wait_idle()
        pings = [m for m in fake.channel_messages(thread) if m.id != table.id and host.mention in m.text]
        assert pings, "the notice pinging whoever must act is in the thread"
        in_channel = [m for m in fake.channel_messages(fake.channel_id) if m.author.id == fake.application_id]
        assert [m.id for m in in_channel if not m.ephemeral] == [challenge.id]  # nothing else in the channel
        res = answered_in_time(await fake.click(host, table, fake.button(table, label="Resign")))
        confirm = res.answer
        answered_in_time(await fake.click(host, confirm, fake.button(confirm, label="Yes, resign")))
        await bot.wait_idle()
        assert "Game over" in table.text
        await bot.run_timers(time.time() + 60)
        assert fake.thread_of(thread)["archived"]


async def test_a_german_members_panel_and_a_french_servers_table_in_one_game(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    anna = fake.add_member("anna", locale="de")
    async with running_bot(fake, make_bot()) as bot:
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"language": "fr"}))
        res = answered_in_time(await fake.slash(anna, "play", subcommand="capture"))  # against the bot
        table = res.answer
        assert not table.ephemeral
        labels = {b.label for b in fake.buttons(table)}
        assert i18n.tr("fr", "bot-button-your-hand") in labels and "Your hand" not in labels
        [(_, _, alt_public)] = table.attachments
        panel_res = answered_in_time(await fake.click(anna, table, fake.button(
            table, label=i18n.tr("fr", "bot-button-your-hand"))))
        panel = panel_res.answer
        assert panel.ephemeral and panel.visible_to(anna)
        panel_labels = {b.label for b in fake.buttons(panel)}
        assert i18n.tr("de", "bot-button-refresh") in panel_labels, panel_labels
        assert panel.text.startswith("**" + i18n.tr("de", "bot-button-your-hand")), panel.text[:80]
        [(_, _, alt_private)] = panel.attachments
        assert alt_private != alt_public
        # A refusal from the table is the clicker's: a stranger with a Spanish client.
        pablo = fake.add_member("pablo", locale="es-ES")
        no = answered_in_time(await fake.click(pablo, table, fake.button(
            table, label=i18n.tr("fr", "bot-button-your-hand"))))
        expected = i18n.tr("es", "bot-only-players", players=f"<@{anna.id}>", n=1, key="capture")
        assert no.private and no.answer.text == expected, said(no)
        # /rules in the reader's language, the whole page however long.
        rules = answered_in_time(await fake.slash(anna, "rules", options={"game": "tower-defense"}))
        assert rules.private
        await bot.wait_idle()
        shown = "\n".join(m.text for m in fake.channel_messages(visible_to=anna) if m.ephemeral)
        parts = i18n.page_parts(i18n.page("tower-defense", "de"), most=RULES_PART_MAX)
        assert len(parts) > 1 and all(part in shown for part in parts)


async def test_without_the_thread_permissions_settings_say_so_and_games_stay_in_the_channel(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    from tests.fakediscord.server import DEFAULT_PERMISSIONS

    fake = fake_discord
    fake.app_permissions = DEFAULT_PERMISSIONS  # no Create Public Threads, no Send Messages in Threads
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"threads": True}))
        assert "Create Public Threads" in res.answer.text, said(res)
        table = await new_table(fake, alice, "defend-and-capture")
        assert table.channel_id == fake.channel_id and fake.threads == {}
    assert db_rows(settings.database_path, "SELECT channel_id, parent_id FROM games") == [(fake.channel_id, None)]


async def test_hints_turned_off_take_the_button_away_and_refuse_a_click_on_an_old_one(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        old = await new_table(fake, alice, "deck-defence")
        hint = fake.button(old, label="Hint")
        done = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"hints": False}))
        assert "Hints: not allowed" in done.answer.text, said(done)
        refused = answered_in_time(await fake.click(alice, old, hint))
        assert refused.private and refused.answer.text == i18n.tr("en", "bot-hint-off"), said(refused)
        assert db_rows(db, "SELECT hints FROM games") == [(0,)]
        again = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                                  options={"forbid": "capture"}))
        assert again.private
        bob = fake.add_member("bob")
        fresh = await new_table(fake, bob, "defend-and-capture")
        assert "Hint" not in {b.label for b in fake.buttons(fresh)}


async def test_a_new_game_takes_the_servers_time_limits(fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    host, guest = fake.add_member("host"), fake.add_member("guest")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                          options={"turn_hours": 2.0, "reaction_minutes": 1.0}))
        asked = answered_in_time(await fake.slash(host, "play", subcommand="capture", options={"opponent": guest}))
        challenge = asked.new_message
        answered_in_time(await fake.click(guest, challenge, fake.button(challenge, label="Accept")))
    [(turn, reaction, created)] = db_rows(db, "SELECT turn_seconds, reaction_seconds, created_at FROM games")
    assert (turn, reaction) == (7200.0, 60.0)
    [(due,)] = db_rows(db, "SELECT due_at FROM timers WHERE kind = 'turn'")
    assert abs(due - created - 3600.0) < 60  # reminded at half the server's turn limit


async def test_a_role_chosen_for_events_lets_its_members_run_them_until_it_is_cleared(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    """Issue 27: events are started by members with Manage Server, or with the role the server
    chose in `/settings server`; only those who may change the settings choose it."""
    fake = fake_discord
    olga, max_ = fake.add_member("olga"), fake.add_member("max")
    db = settings.database_path

    async def arena(who):
        return answered_in_time(await fake.slash(who, "event", subcommand="arena",
                                                 options={"game": "capture", "minutes": 60}))

    async with running_bot(fake, make_bot()):
        organisers = fake.add_role("Organisers")  # made while the bot runs: it learns of it then
        olga.roles.append(organisers.id)
        await fake.settled()
        shown = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server"))
        assert "Who may run events: members with Manage Server\n" in shown.answer.text, said(shown)
        before = answered_in_time(await arena(olga))
        assert before.private and "can start events" in before.answer.text, said(before)

        taken = answered_in_time(await fake.slash(olga, "settings", subcommand="server",
                                                  options={"event_role": organisers}))
        assert taken.private and "Only members who may manage this server" in taken.answer.text, said(taken)
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]

        chosen = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                                   options={"event_role": organisers}))
        assert chosen.answer.text.startswith("Saved."), said(chosen)
        assert (f"Who may run events: members with Manage Server, and the role {organisers.mention}"
                in chosen.answer.text)
        assert db_rows(db, "SELECT event_role FROM server_settings") == [(organisers.id,)]

        made = answered_in_time(await arena(olga))
        assert made.new_message is not None and not made.new_message.ephemeral, said(made)
        refused = answered_in_time(await arena(max_))
        assert refused.private and "can start events" in refused.answer.text, said(refused)
        assert db_rows(db, "SELECT created_by FROM events") == [(olga.id,)]

        both = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                                 options={"event_role": organisers, "no_event_role": True}))
        assert both.private and "nothing was changed" in both.answer.text, said(both)
        assert db_rows(db, "SELECT event_role FROM server_settings") == [(organisers.id,)]

        cleared = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                                    options={"no_event_role": True}))
        assert "Who may run events: members with Manage Server\n" in cleared.answer.text, said(cleared)
        assert db_rows(db, "SELECT event_role FROM server_settings") == [(None,)]
        after = answered_in_time(await arena(olga))
        assert after.private and "can start events" in after.answer.text, said(after)
        assert db_rows(db, "SELECT COUNT(*) FROM events") == [(1,)]

        # `reset` puts the role back to none with every other setting.
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                          options={"event_role": organisers}))
        answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server", options={"reset": True}))
        assert db_rows(db, "SELECT event_role FROM server_settings") == [(None,)]
    assert fake.unknown_requests == []


# Issue 33: in each language, /help tells of events, seasons, and that a daily deal is
# marked winnable when it was proved (not that every one can be won).
SEASON_WORD = {"en": "monthly season", "de": "monatliche Saison", "fr": "saison mensuelle", "es": "temporada mensual"}
DAILY_CHECKED = {"en": "Each daily deal is checked by the solver, and marked winnable when it was proved.",
                 "de": "Jede Tagespartie wird vom Löser geprüft und als gewinnbar markiert, wenn das bewiesen wurde.",
                 "fr": "Chaque donne du jour est vérifiée par le solveur, et marquée gagnable quand elle a été prouvée.",
                 "es": "Cada partida diaria la comprueba el solucionador, y se marca como ganable cuando se ha "
                       "demostrado."}


@pytest.mark.parametrize("locale", ["en-US", "de", "fr", "es-ES"])
async def test_help_is_whole_in_every_language_and_tells_of_events_seasons_and_daily_deals_as_they_are(
        fake_discord: FakeDiscord, make_bot, locale: str) -> None:
    fake = fake_discord
    reader = fake.add_member("reader", locale=locale)
    async with running_bot(fake, make_bot()):
        res = answered_in_time(await fake.slash(reader, "help"))
    text, code = res.answer.text, i18n.resolve(locale)
    event = i18n.tr(code, "cmd-event")
    for sub in ("cmd-event-arena", "cmd-event-swiss", "cmd-event-challenge", "cmd-event-list", "cmd-event-standings"):
        assert f"`/{event} {i18n.tr(code, sub)}" in text, (sub, text)
    assert SEASON_WORD[code] in text and DAILY_CHECKED[code] in text, text
    # Whole in every language, and naming the settings command as the language calls it.
    assert res.private and f"/{i18n.tr(code, 'settings-cmd-name')}" in text and len(text) <= 4000
    assert "Card table" in text and (code == "en" or "`/play" not in text)
    assert len(text) <= 4000


# Issue 36: the web companion's pages are each owner's choice.
WEB = "https://cards.example.org"


async def test_a_member_turns_their_web_page_on_and_off_and_sees_its_address_only_with_a_web_address(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    anna = fake.add_member("anna")
    db = settings.database_path
    page = f"{WEB}/p/{anna.id}"
    async with running_bot(fake, create_bot(replace(settings, web_base_url=WEB))):
        shown = answered_in_time(await fake.slash(anna, "settings", subcommand="me"))
        assert "Your player page and games export on the web: off" in shown.answer.text, said(shown)
        assert WEB not in shown.answer.text  # off: no page to go to

        on = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"web_page": True}))
        assert on.private and on.answer.text.startswith("Saved."), said(on)
        assert "Your player page and games export on the web: on" in on.answer.text
        assert f"Address: {page}" in on.answer.text, said(on)
        assert db_rows(db, "SELECT web FROM member_settings WHERE user_id = ?", (anna.id,)) == [(1,)]

        off = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"web_page": False}))
        assert "on the web: off" in off.answer.text and WEB not in off.answer.text, said(off)
        assert db_rows(db, "SELECT web FROM member_settings WHERE user_id = ?", (anna.id,)) == [(0,)]

    async with running_bot(fake, make_bot()):  # no WEB_BASE_URL: the choice, no address
        again = answered_in_time(await fake.slash(anna, "settings", subcommand="me", options={"web_page": True}))
        assert "on the web: on" in again.answer.text and "Address:" not in again.answer.text, said(again)
    assert db_rows(db, "SELECT web FROM member_settings WHERE user_id = ?", (anna.id,)) == [(1,)]


async def test_only_an_admin_turns_the_servers_web_pages_on_and_reset_turns_them_off(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    member = fake.add_member("member")
    db = settings.database_path
    async with running_bot(fake, create_bot(replace(settings, web_base_url=WEB))):
        refused = answered_in_time(await fake.slash(member, "settings", subcommand="server",
                                                    options={"web_pages": True}))
        assert refused.private and "Only members who may manage this server" in refused.answer.text, said(refused)
        assert db_rows(db, "SELECT COUNT(*) FROM server_settings") == [(0,)]

        shown = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server"))
        assert "Web pages (leaderboards, season board, events): off" in shown.answer.text, said(shown)
        assert WEB not in shown.answer.text

        on = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                               options={"web_pages": True}))
        assert "Web pages (leaderboards, season board, events): on" in on.answer.text, said(on)
        assert f"Address: {WEB}/s/{fake.guild_id}" in on.answer.text
        assert db_rows(db, "SELECT web FROM server_settings") == [(1,)]

        reset = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                                  options={"reset": True}))
        assert "events): off" in reset.answer.text and WEB not in reset.answer.text, said(reset)
        assert db_rows(db, "SELECT web FROM server_settings") == [(0,)]

    async with running_bot(fake, make_bot()):  # no WEB_BASE_URL: the choice, no address
        on = answered_in_time(await fake.slash(fake.owner, "settings", subcommand="server",
                                               options={"web_pages": True}))
        assert "events): on" in on.answer.text and "Address:" not in on.answer.text, said(on)
