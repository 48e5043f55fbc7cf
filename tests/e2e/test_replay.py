"""History and replays end to end (issue 17): a finished solo game is listed by /history with
its code, /replay pages it with buttons that survive a restart, a stranger may page a public
replay, a seat replay is its player's only, and forged ids change nothing."""

from __future__ import annotations

import random
import re

from tests.fakediscord import FakeDiscord, running_bot

from .helpers import PNG_MAGIC, answered_in_time, game_of, move_log, play_to_the_end, said, snapshot, stored_game

KEY = "deck-defence"


def shown_step(msg) -> int:
    m = re.search(r"\*(?:Step: the deal|Move (\d+) of (\d+))\*", msg.text)
    assert m, msg.text
    return int(m.group(1) or 0)


def replay_button(fake: FakeDiscord, msg, label: str):
    return fake.button(msg, label=label)


async def test_history_lists_a_finished_game_and_its_replay_pages_across_a_restart(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, stranger = fake.add_member("alice"), fake.add_member("stranger")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        table = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).message
        await play_to_the_end(fake, alice, table, random.Random(11))
        [code] = re.findall(r"Deal code `([^`]+)`", table.text)
        gid = game_of(fake, table)
        last = len(move_log(db, gid))
        assert stored_game(db, gid).status == "over"

        history = answered_in_time(await fake.slash(alice, "history"))
        assert history.ephemeral
        text = history.message.text
        assert f"`#{gid}`" in text and code in text and "<t:" in text and ":d>" in text
        assert f"/{table.channel_id}/{table.id})" in text
        other = answered_in_time(await fake.slash(stranger, "history", options={"member": alice, "game": KEY}))
        assert f"`#{gid}`" in other.message.text

        res = answered_in_time(await fake.slash(alice, "replay", options={"game": gid}))
        assert not res.ephemeral, said(res)
        rep = res.message
        assert shown_step(rep) == 0 and f"game #{gid}" in rep.text
        [(_, png, alt)] = rep.attachments
        assert png.startswith(PNG_MAGIC) and alt
        assert [b.label for b in fake.buttons(rep)] == ["First", "Back", "Forward", "Last"]
        assert [b.disabled for b in fake.buttons(rep)] == [True, True, False, False]

        answered_in_time(await fake.click(alice, rep, replay_button(fake, rep, "Forward")))
        assert shown_step(rep) == 1 and f"of {last}" in rep.text
        answered_in_time(await fake.click(stranger, rep, replay_button(fake, rep, "Forward")))  # anyone may page
        assert shown_step(rep) == 2
        answered_in_time(await fake.click(stranger, rep, replay_button(fake, rep, "Last")))
        assert shown_step(rep) == last and "Game over" in rep.text and code in rep.text
        assert [b.disabled for b in fake.buttons(rep)] == [False, False, True, True]
        stale_back = replay_button(fake, rep, "Back")

    async with running_bot(fake, make_bot()):  # a restart: the same buttons still work
        answered_in_time(await fake.click(alice, rep, stale_back))
        assert shown_step(rep) == last - 1
        answered_in_time(await fake.click(stranger, rep, replay_button(fake, rep, "First")))
        assert shown_step(rep) == 0

        # Forged ids: an unknown game, a step out of range, another game's id on this
        # message, a seat replay's kind on a public message: a private answer, nothing changed.
        before = snapshot(rep)
        running = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).message
        running_id = game_of(fake, running)
        for forged in (f"ct:replay:{gid + 1000}:0:next.1", f"ct:replay:{gid}:0:next.{last + 1}",
                       f"ct:replay:{running_id}:0:next.1", f"ct:sreplay:{gid}:0:next.1", f"ct:replay:{gid}:0:jump.1"):
            res = answered_in_time(await fake.click(stranger, rep, forged, force=True))
            assert res.ephemeral and res.message.text, (forged, said(res))
            assert snapshot(rep) == before, forged

        # /replay of a running game or an unknown one: refused privately.
        for wrong in (running_id, gid + 1000):
            res = answered_in_time(await fake.slash(stranger, "replay", options={"game": wrong}))
            assert res.ephemeral and "no finished game" in res.message.text, said(res)

        # From one's own seat: the player only, privately.
        mine = answered_in_time(await fake.slash(alice, "replay", options={"game": gid, "seat": True}))
        assert mine.ephemeral and shown_step(mine.message) == 0 and "from your seat" in mine.message.text
        answered_in_time(await fake.click(alice, mine.message, replay_button(fake, mine.message, "Last")))
        assert shown_step(mine.message) == last
        refused = answered_in_time(await fake.slash(stranger, "replay", options={"game": gid, "seat": True}))
        assert refused.ephemeral and "Only the players" in refused.message.text

        # The whole game as one animated GIF, drawn in the render workers.
        gif = answered_in_time(await fake.slash(stranger, "replay", options={"game": gid, "gif": True}))
        assert not gif.ephemeral, said(gif)
        [(name, data, alt)] = gif.message.attachments
        assert name.endswith(".gif") and data.startswith(b"GIF89a") and alt
        assert not fake.buttons(gif.message)
    assert fake.unknown_requests == []

