"""Ratings end to end (issue 17): two members finish Capture games through the loopback
Discord; their ratings are stored with each result and `/stats` shows them (provisional
before five rated games, then the number, and the rating boards); a game against the bot
changes no rating.  (The game-over line itself is drawn by bot.discord.table from
`Table.rating_note`; its words are tested in tests/bot/test_ratings.py.)"""

from __future__ import annotations

import random
import time

from bot.ratings import PROVISIONAL_GAMES, display
from bot.features.boards import season_name
from bot.storage import season_of
from tests.fakediscord import FakeDiscord, running_bot

from .helpers import answered_in_time, challenge_accepted, db_rows, game_of, is_over
from .test_capture import play_some

KEY = "capture"


async def resign(fake: FakeDiscord, user, public) -> None:
    ask = answered_in_time(await fake.click(user, public, fake.button(public, label="Resign")))
    assert ask.answer is not None and ask.answer.ephemeral
    answered_in_time(await fake.click(user, ask.answer, fake.button(ask.answer, label="Yes, resign")))
    assert is_over(public)


def stored_ratings(db) -> dict[int, tuple[float, float, int]]:
    return {u: (mu, sigma, games) for u, mu, sigma, games in
            db_rows(db, "SELECT user_id, mu, sigma, games FROM ratings WHERE key = ?", (KEY,))}


async def stats_text(fake: FakeDiscord, user, **options) -> str:
    res = answered_in_time(await fake.slash(user, "stats", options={"game": KEY, **options}))
    assert res.message is not None
    return res.message.text


async def test_two_members_finish_capture_games_and_their_ratings_are_stored_and_shown(
        fake_discord: FakeDiscord, make_bot, settings) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    db = settings.database_path
    rng = random.Random(4)
    async with running_bot(fake, make_bot()) as bot:
        # A whole game, played card by card from the private panels.
        public = await challenge_accepted(fake, alice, bob)
        gid = game_of(fake, public)
        await play_some(fake, bot, {0: alice, 1: bob}, public, {}, rng)
        results = dict(db_rows(db, "SELECT user_id, result FROM results WHERE game_id = ?", (gid,)))
        rated = stored_ratings(db)
        assert set(rated) == {alice.id, bob.id} and all(games == 1 for _, _, games in rated.values())
        changes = db_rows(db, "SELECT user_id, mu_before, mu_after FROM rating_changes WHERE game_id = ?", (gid,))
        assert {u for u, _, _ in changes} == {alice.id, bob.id} and all(before == 25 for _, before, _ in changes)
        if results[alice.id] == "draw":
            assert rated[alice.id][0] == rated[bob.id][0] == 25
        else:
            winner, loser = (alice, bob) if results[alice.id] == "win" else (bob, alice)
            assert rated[winner.id][0] > 25 > rated[loser.id][0]
        text = await stats_text(fake, alice)
        assert "capture rating of alice" in text.lower() and "provisional (1 of 5 games)" in text
        assert "No rated games yet." not in text and "2 more with provisional ratings" in text
    # A restart changes nothing; four more games, each ended by Bob resigning.
    async with running_bot(fake, make_bot()) as bot:
        for n in range(PROVISIONAL_GAMES - 1):
            public = await challenge_accepted(fake, alice, bob)
            await resign(fake, bob, public)
            # The game-over text says what the game did to the ratings.
            if n < PROVISIONAL_GAMES - 2:
                assert "Rating:" in public.text and "provisional" in public.text, public.text
        assert "Rating: Alice +" in public.text and ", now " in public.text, public.text
        rated = stored_ratings(db)
        assert rated[alice.id][2] == rated[bob.id][2] == PROVISIONAL_GAMES
        assert rated[alice.id][0] > rated[bob.id][0]
        assert db_rows(db, "SELECT COUNT(*) FROM rating_changes")[0][0] == 2 * PROVISIONAL_GAMES
        shown = {u: display(mu) for u, (mu, _, _) in rated.items()}
        text = await stats_text(fake, alice)
        assert f"{shown[alice.id]} ({PROVISIONAL_GAMES} rated games)" in text
        assert "#1 in this server" in text and "#1 of all players" in text
        assert (f"1. <@{alice.id}>: {shown[alice.id]}" in text and f"2. <@{bob.id}>: {shown[bob.id]}" in text)
        assert f"1. alice: {shown[alice.id]}" in text.lower()  # the board of everyone names players
        # The server's season board (this UTC month): 2 points a win, 1 a draw, every rated game once.
        points = {u: 0 for u in (alice.id, bob.id)}
        for u, result in db_rows(db, "SELECT user_id, result FROM results"):
            points[u] += {"win": 2, "draw": 1}.get(result, 0)
        top, second = sorted(points, key=lambda u: -points[u])
        assert f"Capture, {season_name(season_of(time.time()))} season: top 10 of this server" in text
        assert f"1. <@{top}>: {points[top]} points ({PROVISIONAL_GAMES} games)" in text
        assert "#2 in this server" in await stats_text(fake, alice, member=bob)
        # Against the bot: only Alice's rating moves, against the level's fixed rating.
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY, options={"level": "easy"}))
        await resign(fake, alice, res.message)
        assert "Rating: Alice −" in res.message.text, res.message.text
        after = stored_ratings(db)
        assert after[bob.id] == rated[bob.id] and after[alice.id][0] < rated[alice.id][0]
        assert set(after) == {alice.id, bob.id}
        assert db_rows(db, "SELECT COUNT(*) FROM rating_changes")[0][0] == 2 * PROVISIONAL_GAMES + 1
        helped = answered_in_time(await fake.slash(alice, "help"))
        text = helped.message.text
        assert "provisional" in text and "Against me too: my levels" in text
