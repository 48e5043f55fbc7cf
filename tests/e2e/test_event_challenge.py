"""Same-deal challenges end to end (issue 27) through the loopback Discord: `/event challenge`
posts a message with Play and Standings; members of the server play the same deals, one
attempt each, on private tables only they see; the results are hidden until the window
closes (the event's timer fired by hand past its end), then the podium is posted.  A restart
in the middle keeps every attempt and its table; two servers running a challenge of the
same game at once never mix their attempts."""

from __future__ import annotations

import json
import random

from bot.events.kinds import challenge_standings
from bot.storage import ChallengeAttempt
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, db_rows, is_over
from .test_daily import game_on, play_daily_to_the_end, plays, public

GAME = "defend-and-capture"  # played alone; short deals; less damage is better (its own figure)


async def create_challenge(fake: FakeDiscord, who, *, channel=None, **options):
    res = answered_in_time(await fake.slash(who, "event", subcommand="challenge", channel=channel,
                                            options={"game": GAME, **options}))
    message = res.new_message
    assert message is not None and not message.ephemeral, res
    return message


def labels(fake: FakeDiscord, message) -> list[str]:
    return [b.label for b in fake.buttons(message)]


async def play(fake: FakeDiscord, who, board):
    """Press Play: the answer, private."""
    res = answered_in_time(await fake.click(who, board, fake.button(board, label="Play")))
    assert res.private, res
    return res.answer


def attempts(db, event: int) -> list[ChallengeAttempt]:
    found = db_rows(db, "SELECT event_id, user_id, deal, game_id, started_at, finished_at, result, figure, seconds "
                        "FROM challenge_attempts WHERE event_id = ? ORDER BY user_id, deal", (event,))
    return [ChallengeAttempt(*row) for row in found]


async def test_members_play_the_same_deals_once_each_results_hidden_until_the_window_closes(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    rng = random.Random(27)
    async with running_bot(fake, make_bot()) as bot:
        board = await create_challenge(fake, fake.owner, deals=2, hours=2, name="Weekly deals")
        assert "Weekly deals" in board.text and "2 deals, the same for everyone" in board.text
        assert labels(fake, board) == ["Play", "Standings"]  # no Join / Leave: Play takes part
        [(eid, options, ends_at)] = db_rows(db, "SELECT id, options, ends_at FROM events")
        seeds = json.loads(options)["seeds"]
        assert len(seeds) == 2
        first = {}
        for member in (alice, bob):
            panel = await play(fake, member, board)
            assert panel.ephemeral and panel.visible_to(member) and "deal 1 of 2" in panel.text
            first[member.id] = panel
        games = db_rows(db, "SELECT id, mode, seed, state, message_id FROM games ORDER BY id")
        assert [(mode, seed, message) for _, mode, seed, _, message in games] == [("challenge", seeds[0], None)] * 2
        assert games[0][3] == games[1][3]  # the same opening position
        assert public(fake, bob) == [board]  # no table in the channel
        # A second Play reopens the running deal: no second game.
        again = await play(fake, alice, board)
        assert "as you left it" in again.text and game_on(again) == game_on(first[alice.id])
        assert len(db_rows(db, "SELECT id FROM games")) == 2
        await play_daily_to_the_end(fake, alice, first[alice.id], rng)
        assert "Press **Play**" in first[alice.id].text
        # /history lists the attempt with its event's name, played privately, its deal code kept back.
        history = answered_in_time(await fake.slash(alice, "history"))
        text = history.message.text if history.message else history.answer.text
        assert "(event: Weekly deals)" in text and "played privately" in text, text

    async with running_bot(fake, make_bot()) as bot:  # a restart: the attempts and their tables stay
        reopened = await play(fake, bob, board)
        assert public(fake, bob) == [board]  # the start-up pass posted no table of a private game
        assert "as you left it" in reopened.text and game_on(reopened) == game_on(first[bob.id])
        await play_daily_to_the_end(fake, bob, reopened, rng)
        second = await play(fake, alice, board)
        assert "deal 2 of 2" in second.text
        assert db_rows(db, "SELECT seed FROM games WHERE id = ?", (game_on(second),)) == [(seeds[1],)]
        await play_daily_to_the_end(fake, alice, second, rng)
        done = await play(fake, alice, board)
        assert "You have played every deal" in done.text
        # A finished deal's table takes no more moves.
        assert not [b for b in fake.buttons(second) if not b.disabled and b.label != "Refresh"]
        await play(fake, bob, board)  # Bob starts deal 2 and leaves it: it counts as lost at the end
        # While the window is open, nobody's results show: only the deals each has finished.
        shown = answered_in_time(await fake.click(bob, board, fake.button(board, label="Standings")))
        text = shown.answer.text
        assert "Alice: hidden (2 games)" in text and "Bob: hidden (1 game)" in text
        assert "win" not in text.lower()
        # The message names the challenge and says where it stands once, above the lines
        # of the standings (issue 33: the standings' own heading said both again).
        assert board.text.count("Weekly deals") == 1 and board.text.count("Ends <t:") == 1, board.text
        assert "Alice: hidden (2 games)" in board.text, board.text
        await bot.run_timers(ends_at + 1)
        await bot.wait_idle()
        assert db_rows(db, "SELECT status FROM events") == [("over",)]
        stored = attempts(db, eid)
        assert all(a.finished_at is not None for a in stored)
        bobs_last = next(a for a in stored if a.user_id == bob.id and a.deal == 1)
        assert bobs_last.result == "loss" and abs(bobs_last.seconds - (ends_at - bobs_last.started_at)) < 1e-6
        expected = challenge_standings(stored, win_higher=False)
        podium = [m for m in fake.channel_messages() if "is over. Podium" in m.text]
        assert len(podium) == 1
        order = [podium[0].text.index(f"<@{s.user_id}>") for s in expected]
        assert order == sorted(order)  # wins, then the figure, then the time
        final = answered_in_time(await fake.click(alice, board, fake.button(board, label="Standings")))
        wins = {a.user_id: sum(1 for b in stored if b.user_id == a.user_id and b.result == "win") for a in stored}
        for name, member in (("Alice", alice), ("Bob", bob)):
            assert f"{name}: {wins[member.id]} win" in final.answer.text
        # After the window: Play changes nothing.
        late = answered_in_time(await fake.click(alice, board, fake.button(board, label="Play"), force=True))
        assert "is over" in late.answer.text
        assert len(db_rows(db, "SELECT id FROM games")) == 4


async def test_two_servers_running_a_challenge_of_the_same_game_at_once_never_mix_attempts(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    other_guild, other_channel = fake.add_guild("second server")
    async with running_bot(fake, make_bot()):
        here = await create_challenge(fake, fake.owner, deals=1, hours=1, name="Here")
        there = await create_challenge(fake, fake.owner, deals=1, hours=1, name="There", channel=other_channel)
        ids = dict(db_rows(db, "SELECT name, id FROM events"))
        panels = {member.id: await play(fake, member, here) for member in (alice, bob)}
        there_panel = await play(fake, alice, there)
        assert "There" in there_panel.text
        mine = {(e, u) for e, u, _ in db_rows(db, "SELECT event_id, user_id, deal FROM challenge_attempts")}
        assert mine == {(ids["Here"], alice.id), (ids["Here"], bob.id), (ids["There"], alice.id)}
        # Alice's deal there is its own game, not her game here; playing it touches only its attempt.
        here_game = db_rows(db, "SELECT game_id FROM challenge_attempts WHERE event_id = ? AND user_id = ?",
                            (ids["Here"], alice.id))[0][0]
        there_game = game_on(there_panel)
        assert there_game != here_game
        await play_daily_to_the_end(fake, alice, there_panel, random.Random(3))
        assert is_over(there_panel)
        finished = db_rows(db, "SELECT event_id FROM challenge_attempts WHERE finished_at IS NOT NULL")
        assert finished == [(ids["There"],)]
        # A Play on the other server's message from here is refused: it is that server's event.
        forged = answered_in_time(await fake.click(bob, here, f"ct:eplay:{ids['There']}:0:", force=True))
        assert forged.private and "There" not in (forged.answer.text or "")
        assert len(db_rows(db, "SELECT * FROM challenge_attempts WHERE user_id = ?", (bob.id,))) == 1
        assert db_rows(db, "SELECT guild_id FROM games WHERE id = ?", (there_game,)) == [(other_guild,)]
        # Giving up uses the attempt: lost at once, and no second try.
        asked = answered_in_time(await fake.click(bob, panels[bob.id], fake.button(panels[bob.id],
                                                                                  label="Give up this deal")))
        assert asked.private and "counts as a loss" in asked.answer.text
        confirmed = answered_in_time(await fake.click(bob, asked.answer, fake.button(asked.answer, label="Yes, resign")))
        assert "You resigned" in confirmed.message.text
        [(result, finished)] = db_rows(db, "SELECT result, finished_at IS NOT NULL FROM challenge_attempts "
                                           "WHERE user_id = ?", (bob.id,))
        assert result in ("loss", "abandoned") and finished
        assert "every deal" in (await play(fake, bob, here)).text
        assert public(fake, bob) == [here]  # giving up posts nothing in the channel


async def test_a_challenge_is_played_without_hints_and_its_message_says_so(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    """Issue 33: everyone plays a challenge's deals without help, so its standings compare
    like with like: no Hint on its tables (a daily deal of the same game has one), a Hint
    forged onto one is refused privately and counts nothing, and after a lost deal no "Was
    it winnable?" posts its winning line while others still play it."""
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, make_bot()) as bot:
        alone = answered_in_time(await fake.slash(alice, "play", subcommand=GAME)).message
        assert "Hint" in labels(fake, alone)  # the same game played alone offers hints
        board = await create_challenge(fake, fake.owner, deals=1, hours=2, name="No help")
        assert "Hints are off: everyone plays these deals without help." in board.text, board.text
        panel = await play(fake, alice, board)
        gid = game_on(panel)
        assert "Hint" not in labels(fake, panel), labels(fake, panel)
        [(version, before)] = db_rows(db, "SELECT version, state FROM games WHERE id = ?", (gid,))
        res = answered_in_time(await fake.click(alice, panel, f"ct:phint:{gid}:{version}:", force=True))
        assert res.private and "Hints are off in a same-deal challenge" in res.answer.text, res
        res = answered_in_time(await fake.click(alice, panel, f"ct:hint:{gid}:{version}:", force=True))
        assert res.private and "does not belong to this message" in res.answer.text, res  # a table's Hint
        assert db_rows(db, "SELECT version, state, hints FROM games WHERE id = ?", (gid,)) == [(version, before, 0)]
        # Given up, the deal is lost; "Was it winnable?" would tell the others how to win it.
        asked = answered_in_time(await fake.click(alice, panel, fake.button(panel, label="Give up this deal")))
        answered_in_time(await fake.click(alice, asked.answer, fake.button(asked.answer, label="Yes, resign")))
        assert db_rows(db, "SELECT status FROM games WHERE id = ?", (gid,)) == [("over",)]
        res = answered_in_time(await fake.click(alice, board, f"ct:verdict:{gid}:0:", force=True))
        assert res.private and res.answer.text, res
        await bot.wait_idle()
        assert db_rows(db, "SELECT COUNT(*) FROM timers WHERE kind = 'verdict'") == [(0,)]
        assert db_rows(db, "SELECT verdict FROM games WHERE id = ?", (gid,)) == [(None,)]
        # Once the window has closed, the message still says the deals were played without help.
        [(ends_at,)] = db_rows(db, "SELECT ends_at FROM events")
        await bot.run_timers(ends_at + 1)
        await bot.wait_idle()
        assert "Hints are off" in board.text, board.text


async def test_a_given_up_deal_s_table_takes_no_more_moves_and_shows_none_once_clicked(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    """Issue 33: Give up is confirmed on a message of its own, so the deal's table still
    shows its buttons; a click on one changes nothing, says the deal is over, and the table
    then shows the end without move controls."""
    fake = fake_discord
    alice = fake.add_member("alice")
    db = settings.database_path
    async with running_bot(fake, make_bot()):
        board = await create_challenge(fake, fake.owner, deals=1, hours=2, name="Given up")
        panel = await play(fake, alice, board)
        gid = game_on(panel)
        asked = answered_in_time(await fake.click(alice, panel, fake.button(panel, label="Give up this deal")))
        answered_in_time(await fake.click(alice, asked.answer, fake.button(asked.answer, label="Yes, resign")))
        kind, custom_id, values = plays(fake, panel)[0]  # drawn before the end
        before = db_rows(db, "SELECT version, state FROM games WHERE id = ?", (gid,))
        if kind == "button":
            res = answered_in_time(await fake.click(alice, panel, custom_id))
        else:
            res = answered_in_time(await fake.select(alice, panel, custom_id, values[:1]))
        assert res.private and res.message.id == panel.id, res
        assert "This deal is over; nothing was changed." in panel.text, panel.text
        assert not plays(fake, panel) and "Give up this deal" not in labels(fake, panel), panel.components
        assert db_rows(db, "SELECT version, state FROM games WHERE id = ?", (gid,)) == before
