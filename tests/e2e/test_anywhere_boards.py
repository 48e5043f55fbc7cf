"""/stats and /daily board outside a server the bot is in (issue 37): a group DM, the bot's
DM, a server the bot is not in.  There is no server to rank in there: the answer is the
asker's own results, privately, with a plain line that a server's boards are shown in that
server; another member's results are not shown there.  In a server the bot is in, the
boards are as they were."""

from __future__ import annotations

from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, game_of, is_over, wait_until

ELSEWHERE = "Boards belong to a server"
DAILY_ELSEWHERE = "A server's board is shown in that server"
VERDICT_KEY = "deck-defence"


async def test_stats_and_the_daily_board_outside_servers_are_your_own_results_privately(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_user("bob")
    group = fake.add_group_dm(alice, bob)
    dm = fake.open_dm(alice)
    _, foreign = fake.add_foreign_guild("Their server")
    fake.install_app(alice)
    async with running_bot(fake, make_bot()) as bot:
        # A game against the bot in the group DM, resigned: a result stored outside servers.
        table = answered_in_time(await fake.slash(alice, "play", subcommand="capture", options={"level": "easy"},
                                                  channel=group)).message
        ask = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign"))).answer
        answered_in_time(await fake.click(alice, ask, fake.button(ask, label="Yes, resign")))
        assert (await bot.service.load(game_of(fake, table))).row.status.over

        for channel in (group, dm, foreign):
            for options in ({"game": "capture"}, {}, {"game": "capture", "share": True}):
                res = answered_in_time(await fake.slash(alice, "stats", options=options, channel=channel))
                text = res.message.text
                assert res.ephemeral and ELSEWHERE in text, (channel, options, text)
                assert "this server" not in text and "top 10 in" not in text, text
            # Another member's results are not for here.
            for name in ("stats", "history"):
                res = answered_in_time(await fake.slash(alice, name, options={"member": bob}, channel=channel))
                assert res.ephemeral and "only your own results" in res.message.text, name
            # The day's board: everyone's, and alice's streaks; no server's.
            board = answered_in_time(await fake.slash(alice, "daily", subcommand="board",
                                                      options={"game": "deck-defence"}, channel=channel))
            text = board.message.text
            assert board.ephemeral and DAILY_ELSEWHERE in text and "Top 10, everyone" in text, text
            assert "this server" not in text and "Streaks of" in text, text
            res = answered_in_time(await fake.slash(alice, "daily", subcommand="board",
                                                    options={"game": "deck-defence", "member": bob}, channel=channel))
            assert res.ephemeral and "only your own results" in res.message.text
        # The group DM's game counts outside servers.
        res = answered_in_time(await fake.slash(alice, "stats", options={"game": "capture"}, channel=group))
        assert "played 1" in res.message.text, res.message.text

        # In a server the bot is in, boards are the server's, as before.
        res = answered_in_time(await fake.slash(alice, "stats", options={"game": "capture", "share": True}))
        assert not res.ephemeral and "top 10 in this server" in res.message.text and ELSEWHERE not in res.message.text
        board = answered_in_time(await fake.slash(alice, "daily", subcommand="board", options={"game": "deck-defence"}))
        assert not board.ephemeral and "Top 10, this server" in board.message.text
    assert fake.refused_sends == []


# --- /replay outside servers ----------------------------------------------------------------


async def resigned_against_the_bot(fake: FakeDiscord, bot, user, channel=None) -> int:
    table = answered_in_time(await fake.slash(user, "play", subcommand="capture", options={"level": "easy"},
                                              channel=channel)).message
    ask = answered_in_time(await fake.click(user, table, fake.button(table, label="Resign"))).answer
    answered_in_time(await fake.click(user, ask, fake.button(ask, label="Yes, resign")))
    gid = game_of(fake, table)
    assert gid is not None and (await bot.service.load(gid)).row.status.over
    return gid


async def test_a_replay_from_your_seat_works_anywhere_and_a_public_one_where_the_game_was_played(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_user("bob"), fake.add_user("carol")
    group = fake.add_group_dm(alice, bob)
    other_group = fake.add_group_dm(carol, bob)
    dm = fake.open_dm(alice)
    _, foreign = fake.add_foreign_guild("Their server")
    fake.install_app(alice)
    fake.install_app(carol)
    async with running_bot(fake, make_bot()) as bot:
        gid = await resigned_against_the_bot(fake, bot, alice, group)
        in_guild = await resigned_against_the_bot(fake, bot, alice)

        # Public, where it was played: anyone there may page it (each click's own token).
        public = answered_in_time(await fake.slash(alice, "replay", options={"game": gid}, channel=group))
        assert not public.ephemeral and "Replay of" in public.message.text and f"#{gid}" in public.message.text
        paged = answered_in_time(await fake.click(bob, public.message, fake.button(public.message, label="Forward")))
        assert paged.updated and paged.message.id == public.message.id
        # Anywhere else it does not exist publicly: another group DM, the bot's DM, another
        # server, even for its player; a server's game does not exist in a group DM.
        for user, channel, game in ((carol, other_group, gid), (alice, dm, gid), (alice, foreign, gid),
                                    (alice, group, in_guild)):
            res = answered_in_time(await fake.slash(user, "replay", options={"game": game}, channel=channel))
            assert res.ephemeral and f"no finished game #{game}" in res.message.text, (channel, res.message.text)
        # From the player's own seat: anywhere, privately (the group DM's game and the server's).
        for channel, game in ((dm, gid), (foreign, gid), (other_group, in_guild), (dm, in_guild)):
            if channel == other_group:
                continue  # alice is not in that group DM
            mine = answered_in_time(await fake.slash(alice, "replay", options={"game": game, "seat": True},
                                                     channel=channel))
            assert mine.ephemeral and "Replay of" in mine.message.text, (channel, mine.message.text)
            forward = answered_in_time(await fake.click(alice, mine.message,
                                                        fake.button(mine.message, label="Forward")))
            assert forward.updated and forward.message.id == mine.message.id
        # Someone else's seat: not theirs, anywhere.
        res = answered_in_time(await fake.slash(carol, "replay", options={"game": gid, "seat": True},
                                                channel=other_group))
        assert res.ephemeral and "Replay of" not in res.message.text
    assert fake.refused_sends == []


# --- "Was it winnable?" where the bot cannot post ----------------------------------------------


async def test_a_verdict_in_a_group_dm_follows_the_click_that_asked_for_it(
        fake_discord: FakeDiscord, settings) -> None:
    from dataclasses import replace

    from bot.discord.app import create_bot

    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_user("bob")
    group = fake.add_group_dm(alice, bob)
    fake.install_app(alice)
    async with running_bot(fake, create_bot(replace(settings, verdict_seconds=2.0))) as bot:
        table = answered_in_time(await fake.slash(alice, "play", subcommand=VERDICT_KEY, channel=group)).message
        ask = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign"))).answer
        answered_in_time(await fake.click(alice, ask, fake.button(ask, label="Yes, resign")))
        # Confirmed privately: the table, which the bot cannot edit there, shows the end at its next click.
        shown = answered_in_time(await fake.click(alice, table, fake.button(table, label="Resign")))
        assert shown.updated and shown.message.id == table.id and is_over(table)
        verdict = answered_in_time(await fake.click(alice, table, fake.button(table, label="Was it winnable?"),
                                                    settle=False))
        await wait_until(lambda: None if verdict.private else "no private answer", 10, "no private answer")

        def told() -> str | None:
            return None if any(m.text.startswith("**Was it winnable?**") for m in fake.channel_messages(group)) \
                else "no verdict told"
        await wait_until(told, 60, "no verdict")
        # Asked again: the stored answer, privately.
        again = answered_in_time(await fake.click(alice, table, fake.button(table, label="Was it winnable?")))
        assert again.private and again.answer.text
        assert len([m for m in fake.channel_messages(group) if m.text.startswith("**Was it winnable?**")]) == 1
    assert fake.refused_sends == []
