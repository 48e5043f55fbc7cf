"""Ratings (issue 17): the model and its words (bot.ratings), their storage on both backends
(bot.storage.ratings: written in the result's transaction, locked against a second process,
rebuilt by recompute), and the table service rating a finished game between two people."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot import ratings
from bot.ratings import PROVISIONAL_GAMES, RATER, display, note, rate
from bot.service import Refusal, TableService
from bot.storage import RatingChange, ResultRow, Skill, Storage, VersionConflict
from engine import GAMES
from tests.databases import FakeClock, rows

GUILD, OTHER_GUILD, CHAN = 100, 200, 10
ANN, BOB, CAT, DAN = 1, 2, 3, 4
BOT = 999

WIN_LOSS = {ANN: "win", BOB: "loss"}


# ---- the model ---------------------------------------------------------------------------------


def test_a_new_player_shows_1500() -> None:
    assert display(ratings.new_rating().mu) == 1500
    assert ratings.new_rating() == Skill(25.0, 25 / 3)


def test_a_win_raises_the_winner_and_lowers_the_loser() -> None:
    before = {ANN: ratings.new_rating(), BOB: ratings.new_rating()}
    after = rate(before, WIN_LOSS)
    assert after[ANN].mu > before[ANN].mu and after[BOB].mu < before[BOB].mu
    assert display(after[ANN].mu) > 1500 > display(after[BOB].mu)
    assert after[ANN].sigma < before[ANN].sigma and after[BOB].sigma < before[BOB].sigma  # surer of both
    # Zero-sum between equals: what one gains the other loses.
    assert display(after[ANN].mu) - 1500 == 1500 - display(after[BOB].mu)


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    strong, weak = Skill(30.0, 3.0), Skill(20.0, 3.0)
    upset = rate({ANN: weak, BOB: strong}, WIN_LOSS)[ANN].mu - weak.mu
    expected = rate({ANN: strong, BOB: weak}, WIN_LOSS)[ANN].mu - strong.mu
    assert upset > expected > 0


def test_a_draw_between_equals_changes_little() -> None:
    settled = Skill(27.0, 2.0)
    after = rate({ANN: settled, BOB: settled}, {ANN: "draw", BOB: "draw"})
    for user in (ANN, BOB):
        assert after[user].mu == pytest.approx(settled.mu)
        assert display(after[user].mu) == display(settled.mu)
    win = rate({ANN: settled, BOB: settled}, WIN_LOSS)
    assert display(win[ANN].mu) - display(settled.mu) >= 5  # a win does move them


def test_the_display_scale_means_what_chess_ratings_mean() -> None:
    """400 points apart, the favourite of two settled players is expected to win ten games
    to one: in the model's update a win moves a player by their surprise (1 - their chance),
    so the favourite's gain for a win is a tenth of the underdog's."""
    fav, dog = Skill(25 + 400 / ratings.DISPLAY_SCALE, 0.5), Skill(25.0, 0.5)
    assert display(fav.mu) - display(dog.mu) == 400
    fav_gain = rate({ANN: fav, BOB: dog}, WIN_LOSS)[ANN].mu - fav.mu
    dog_gain = rate({ANN: fav, BOB: dog}, {ANN: "loss", BOB: "win"})[BOB].mu - dog.mu
    assert fav_gain / dog_gain == pytest.approx(1 / 10, rel=0.03)


@pytest.mark.parametrize("key", ["capture", "under-siege"])
@pytest.mark.parametrize("ending", ["resign", "timeout"])
def test_resigning_and_running_out_of_time_count_as_losses(key: str, ending: str) -> None:
    state = GAMES[key].new_game(players=2, seed=8812, options=GAMES[key].resolve_options({}))
    out = state.resign(1, ending).outcome()
    assert out is not None
    results = {BOB if seat == 1 else ANN: out.result[seat] for seat in (0, 1)}
    assert results == WIN_LOSS
    after = rate({}, results)
    assert after[BOB].mu < 25 < after[ANN].mu


@pytest.mark.parametrize("key", ["capture", "under-siege"])
def test_a_game_nobody_played_is_not_rated(key: str) -> None:
    state = GAMES[key].new_game(players=2, seed=1, options=GAMES[key].resolve_options({}))
    out = state.abandon().outcome()
    assert out is not None
    results = {ANN: out.result[0], BOB: out.result[1]}
    assert not ratings.is_rated_result(results)
    assert rate({}, results) == {}


def test_only_games_between_two_people_at_capture_and_under_siege_are_rated() -> None:
    assert [key for key in GAMES if ratings.rates(key)] == ["capture", "under-siege"]
    assert ratings.is_rated_game("capture", (ANN, BOB), ())
    assert ratings.is_rated_game("under-siege", (BOB, ANN), ())
    assert not ratings.is_rated_game("capture", (ANN, BOT), {1}), "against the bot, from before levels"
    assert not ratings.is_rated_game("under-siege", (BOT, ANN), {0}), "against the bot, from before levels"
    assert ratings.is_rated_game("capture", (ANN, BOT), {1}, level="hard"), "against a level of the bot"
    assert ratings.is_rated_game("under-siege", (BOT, ANN), {0}, level="easy")
    assert not ratings.is_rated_game("capture", (ANN, BOT), {1}, mode="replay", level="hard")
    assert not ratings.is_rated_game("under-siege", (ANN,), ()), "the solitaire against the automaton"
    assert not ratings.is_rated_game("deck-defence", (ANN,), ())
    assert not ratings.is_rated_game("capture", (ANN, ANN), ())
    assert not ratings.is_rated_game("capture", (ANN, BOB), (), mode="daily")
    assert not ratings.is_rated_game("capture", (ANN, BOB), (), mode="replay")
    assert rate({}, {ANN: "win"}) == {} and rate({}, {ANN: "win", BOB: "loss", CAT: "loss"}) == {}


def change(user: int, before: float, after: float, games: int) -> RatingChange:
    return RatingChange(game_id=7, user_id=user, key="capture", before=Skill(before, 3.0), after=Skill(after, 3.0),
                        games=games, at=0.0)


def test_the_game_over_text_shows_the_change_after_five_rated_games() -> None:
    step = 14 / ratings.DISPLAY_SCALE
    base = 25 + 32 / ratings.DISPLAY_SCALE  # shows 1532
    text = note([change(ANN, base - step, base, 9), change(BOB, 25 - 32 / ratings.DISPLAY_SCALE + step,
                                                           25 - 32 / ratings.DISPLAY_SCALE, 5)],
                {ANN: "Alice", BOB: "Bob"})
    assert text == "Rating: Alice +14, now 1532; Bob \u221214, now 1468"


def test_the_game_over_text_says_provisional_before_five_rated_games() -> None:
    text = note([change(BOB, 25, 26, PROVISIONAL_GAMES - 1), change(ANN, 25, 24, 3)], {ANN: "Alice", BOB: "Bob"})
    assert text == "Rating: Alice provisional (3 of 5 games); Bob provisional (4 of 5 games)"
    assert note([], {ANN: "Alice"}) == ""
    assert ratings.signed(0) == "\u00b10" and ratings.signed(-3) == "\u22123" and ratings.signed(3) == "+3"
    assert ratings.UNRATED_BOT == "Games against the bot started before its levels are not rated."


# ---- storage, on both backends -------------------------------------------------------------------


@pytest.fixture
async def store(database):
    s = await Storage.open(database, clock=FakeClock())
    yield s
    await s.close()


@pytest.fixture
async def stores(database):
    first, second = await Storage.open(database), await Storage.open(database)
    yield first, second
    await first.close()
    await second.close()


async def finish(store: Storage, seats=(ANN, BOB), results=("win", "loss"), *, key="capture", guild=GUILD,
                 channel=CHAN, rater=RATER) -> int:
    """A two-player game created and finished at once; its id."""
    game = await store.create_game(key=key, guild_id=guild, channel_id=channel, seed=1, options={},
                                   state={"n": 0}, seats=seats)
    await store.save_state(game.id, expected_version=0, state={"n": 1}, status="over", move=None,
                           results=[ResultRow(seat=i, user_id=u, result=r, score=0)
                                    for i, (u, r) in enumerate(zip(seats, results))], ratings=rater)
    return game.id


async def test_a_finished_rated_game_writes_ratings_and_changes_with_its_result(store) -> None:
    gid = await finish(store)
    ann, bob = await store.ratings.get(ANN, "capture"), await store.ratings.get(BOB, "capture")
    assert ann is not None and bob is not None and ann.games == bob.games == 1
    expected = rate({}, WIN_LOSS)
    assert ann.skill == expected[ANN] and bob.skill == expected[BOB]
    changes = await store.ratings.changes(gid)
    assert [(c.user_id, c.before, c.after, c.games) for c in changes] == [
        (ANN, ratings.new_rating(), expected[ANN], 1), (BOB, ratings.new_rating(), expected[BOB], 1)]
    assert await store.ratings.get(ANN, "under-siege") is None
    # The next game starts from the stored ratings.
    gid2 = await finish(store, results=("loss", "win"))
    again = {c.user_id: c for c in await store.ratings.changes(gid2)}
    assert again[ANN].before == expected[ANN] and again[ANN].games == 2
    assert (await store.ratings.get(ANN, "capture")).games == 2  # type: ignore[union-attr]


async def test_a_version_conflict_writes_neither_the_result_nor_the_ratings(store) -> None:
    game = await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={},
                                   state={}, seats=(ANN, BOB))
    await store.save_state(game.id, expected_version=0, state={}, status="running", move=(0, "a"))
    with pytest.raises(VersionConflict):
        await store.save_state(game.id, expected_version=0, state={}, status="over", move=None, ratings=RATER,
                               results=[ResultRow(0, ANN, "win", 0), ResultRow(1, BOB, "loss", 0)])
    assert await rows(store, "SELECT COUNT(*) FROM results") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM rating_changes") == [(0,)]


async def test_a_failure_later_in_the_save_takes_the_ratings_back_with_the_result(store) -> None:
    def broken(before, results):
        raise RuntimeError("the model broke")

    game = await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={},
                                   state={}, seats=(ANN, BOB))
    with pytest.raises(RuntimeError):
        await store.save_state(game.id, expected_version=0, state={}, status="over", move=None,
                               ratings=type(RATER)(fresh=RATER.fresh, rate=broken),
                               results=[ResultRow(0, ANN, "win", 0), ResultRow(1, BOB, "loss", 0)])
    assert (await store.load_game(game.id)).version == 0  # type: ignore[union-attr]
    assert await rows(store, "SELECT COUNT(*) FROM results") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]


async def test_unrated_saves_leave_no_rating(store) -> None:
    await finish(store, results=("abandoned", "abandoned"))  # nobody played: the model says no
    await finish(store, rater=None)  # the service gave no model (a game against the bot, say)
    daily = await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=1, options={},
                                    state={}, seats=(ANN, BOB))
    await rows(store, "UPDATE games SET mode = 'replay' WHERE id = :id", {"id": daily.id})
    await store.save_state(daily.id, expected_version=0, state={}, status="over", move=None, ratings=RATER,
                           results=[ResultRow(0, ANN, "win", 0), ResultRow(1, BOB, "loss", 0)])
    assert await rows(store, "SELECT COUNT(*) FROM results") == [(6,)]
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await rows(store, "SELECT COUNT(*) FROM rating_changes") == [(0,)]
    # An abandoned game of players with ratings leaves their ratings as they were.
    await finish(store)
    before = await store.ratings.of("capture", (ANN, BOB))
    await finish(store, results=("abandoned", "abandoned"))
    assert await store.ratings.of("capture", (ANN, BOB)) == before


async def test_two_processes_finishing_games_of_one_player_at_once_both_count(stores) -> None:
    """Each save reads the player's rating again, locked (FOR UPDATE): no game's change is
    lost to another process's save in between, and each change starts where the one before
    it ended."""
    first, second = stores
    opponents = (BOB, CAT, DAN, 5, 6, 7, 8, 9)
    games = await asyncio.gather(*(
        finish(store, seats=(ANN, opp), results=("win", "loss") if i % 3 else ("loss", "win"), channel=CHAN + i)
        for i, (store, opp) in enumerate(zip([first, second] * 4, opponents))))
    ann = await second.ratings.get(ANN, "capture")
    assert ann is not None and ann.games == len(opponents)
    chain = [c for gid in games for c in await first.ratings.changes(gid) if c.user_id == ANN]
    chain.sort(key=lambda c: c.games)
    assert [c.games for c in chain] == list(range(1, len(opponents) + 1))
    assert chain[0].before == ratings.new_rating()
    for earlier, later in zip(chain, chain[1:]):
        assert later.before == earlier.after, "a change started from a rating another save had replaced"
    assert chain[-1].after == ann.skill
    for opp in opponents:
        assert (await first.ratings.get(opp, "capture")).games == 1  # type: ignore[union-attr]


async def test_recompute_reproduces_the_stored_ratings(store) -> None:
    rng = random.Random(17)
    people = (ANN, BOB, CAT, DAN, 5)
    for i in range(30):
        a, b = rng.sample(people, 2)
        result = rng.choice([("win", "loss"), ("loss", "win"), ("draw", "draw")])
        await finish(store, seats=(a, b), results=result, key=rng.choice(["capture", "under-siege"]),
                     guild=rng.choice([GUILD, OTHER_GUILD]))
    await finish(store, seats=(ANN, BOB), results=("abandoned", "abandoned"))  # not rated, not replayed
    for key in ("capture", "under-siege"):
        stored = await store.ratings.of(key, people)
        assert stored
        rebuilt = await ratings.recompute(store, key)
        assert rebuilt == stored
        assert await store.ratings.of(key, people) == stored
    # From damaged ratings too: recompute puts them right.
    await rows(store, "UPDATE ratings SET mu = 40, games = 1 WHERE user_id = :u", {"u": ANN})
    await rows(store, "DELETE FROM ratings WHERE user_id = :u", {"u": BOB})
    fixed = await store.ratings.recompute("capture", RATER)
    assert fixed[ANN].mu != 40 and await store.ratings.of("capture", people) == fixed
    assert await rows(store, "SELECT COUNT(*) FROM rating_changes WHERE key = 'capture'") == [(
        sum(r.games for r in fixed.values()),)]


async def test_boards_rank_by_rating_in_a_server_and_everywhere(store) -> None:
    # ANN beats everyone 5 times; BOB beats CAT 5 times in the other server; DAN plays once.
    for _ in range(PROVISIONAL_GAMES):
        await finish(store, seats=(ANN, BOB))
        await finish(store, seats=(BOB, CAT), guild=OTHER_GUILD, channel=20)
        await finish(store, seats=(ANN, CAT))
    await finish(store, seats=(DAN, CAT), results=("draw", "draw"), guild=OTHER_GUILD, channel=20)
    everywhere = await store.ratings.board("capture", min_games=PROVISIONAL_GAMES)
    assert [r.user_id for r in everywhere] == [ANN, BOB, CAT]
    assert everywhere[0].mu > everywhere[1].mu > everywhere[2].mu
    # The server's board: the players who finished a game of it there (DAN never did).
    here = await store.ratings.board("capture", guild_id=GUILD, min_games=PROVISIONAL_GAMES)
    assert [r.user_id for r in here] == [ANN, BOB, CAT]
    there = await store.ratings.board("capture", guild_id=OTHER_GUILD, min_games=PROVISIONAL_GAMES)
    assert [r.user_id for r in there] == [BOB, CAT]
    members = await store.ratings.board("capture", user_ids=(CAT, DAN, BOB), min_games=1)
    assert [r.user_id for r in members] == [BOB, DAN, CAT]
    assert await store.ratings.board("capture", user_ids=()) == []
    assert await store.ratings.board("capture", limit=1) == everywhere[:1]
    assert await store.ratings.count("capture", below=PROVISIONAL_GAMES) == 1  # DAN, provisional
    assert await store.ratings.count("capture", guild_id=GUILD, below=PROVISIONAL_GAMES) == 0
    assert await store.ratings.rank(BOB, "capture", min_games=PROVISIONAL_GAMES) == 2
    assert await store.ratings.rank(BOB, "capture", guild_id=OTHER_GUILD, min_games=PROVISIONAL_GAMES) == 1
    assert await store.ratings.rank(DAN, "capture", min_games=PROVISIONAL_GAMES) is None
    assert await store.ratings.rank(ANN, "capture", guild_id=OTHER_GUILD, min_games=PROVISIONAL_GAMES) is None
    assert await store.ratings.board("under-siege") == []


# ---- the table service ---------------------------------------------------------------------------


@pytest.fixture
async def service(store):
    return TableService(store, reminder_seconds=3600, bot_user_id=BOT)


async def start(service: TableService, users, key="capture", channel=CHAN):
    change = await service.start(key, guild_id=GUILD, channel_id=channel, users=users, options={})
    return change.table


async def test_a_resignation_between_two_people_is_rated_and_the_table_carries_the_line(service, store) -> None:
    await store.remember_names({ANN: "Alice", BOB: "Bob"})
    table = await start(service, (ANN, BOB))
    assert table.rating_note == ""
    done = (await service.stop(table, 1, "resign")).table
    ann, bob = await store.ratings.get(ANN, "capture"), await store.ratings.get(BOB, "capture")
    assert ann is not None and bob is not None and ann.mu > bob.mu
    assert done.rating_note == "Rating: Alice provisional (1 of 5 games); Bob provisional (1 of 5 games)"
    loaded = await service.load(table.id)
    assert loaded is not None and loaded.rating_note == done.rating_note  # after a restart too
    siege = await start(service, (BOB, ANN), key="under-siege")  # another game: another rating
    assert "(1 of 5 games)" in (await service.stop(siege, 0, "resign")).table.rating_note
    for _ in range(PROVISIONAL_GAMES - 1):  # Bob, in seat 0, runs out of time
        before = await store.ratings.get(ANN, "capture")
        table = await start(service, (BOB, ANN))
        done = (await service.stop(table, 0, "timeout")).table
    ann, bob = await store.ratings.get(ANN, "capture"), await store.ratings.get(BOB, "capture")
    assert ann is not None and bob is not None and before is not None and ann.games == bob.games == 5
    gain = display(ann.mu) - display(before.mu)
    assert gain > 0
    assert done.rating_note.startswith("Rating: Bob \u2212") and done.rating_note.endswith(
        f"; Alice +{gain}, now {display(ann.mu)}")
    assert (await store.ratings.get(ANN, "under-siege")).games == 1  # type: ignore[union-attr]


async def test_a_game_against_the_bot_is_rated_against_its_levels_fixed_rating(service, store) -> None:
    await store.remember_names({ANN: "Alice"})
    table = await start(service, (ANN, BOT))
    assert table.row.level == "normal", "the default level"
    done = (await service.stop(table, 0, "resign")).table
    assert done.rating_note == "Rating: Alice provisional (1 of 5 games)"
    mine = await store.ratings.get(ANN, "capture")
    assert mine is not None and mine.games == 1 and mine.mu < ratings.FRESH.mu
    assert await store.ratings.get(BOT, "capture") is None, "the bot's rating is fixed, never stored"
    # Losing to a stronger level costs less than losing to a weaker one.
    losses = {}
    for level in ("easy", "hard"):
        (after,) = rate({ANN: ratings.FRESH}, {ANN: "loss"}, ratings.bot_skill("capture", level)).values()
        losses[level] = ratings.FRESH.mu - after.mu
    assert 0 < losses["hard"] < losses["easy"]
    # Recomputing replays the game against the same fixed rating.
    rebuilt = await ratings.recompute(store, "capture")
    assert rebuilt[ANN].mu == pytest.approx(mine.mu)


async def test_old_games_against_the_bot_and_solo_games_are_not_rated(service, store) -> None:
    info = GAMES["capture"]
    old = await store.create_game(key="capture", guild_id=GUILD, channel_id=CHAN, seed=5, options={},
                                  state=info.new_game(players=2, seed=5).to_json(), seats=(ANN, BOT), people=[ANN])
    table = await service.load(old.id)
    assert table is not None and table.row.level is None  # started before levels
    done = (await service.stop(table, 0, "resign")).table
    assert done.rating_note == ratings.UNRATED_BOT
    assert (await service.load(table.id)).rating_note == ratings.UNRATED_BOT  # type: ignore[union-attr]
    solo = await start(service, (ANN,), key="under-siege", channel=CHAN + 1)
    done = (await service.stop(solo, 0, "resign")).table
    assert done.rating_note == ""
    assert await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]
    assert len(await rows(store, "SELECT * FROM results")) == 2


async def test_a_game_nobody_played_is_abandoned_unrated(service, store) -> None:
    table = await start(service, (ANN, BOB))
    done = (await service.abandon(table)).table
    assert done.rating_note == "" and await rows(store, "SELECT COUNT(*) FROM ratings") == [(0,)]


async def test_a_rated_game_counts_once_on_its_servers_season_board_and_a_solo_game_not_at_all(service,
                                                                                              store) -> None:
    table = await start(service, (ANN, BOB))
    await service.stop(table, 1, "resign")
    with pytest.raises(Refusal):  # the same resignation again, from the table as it was: nothing written
        await service.stop(table, 1, "resign")
    solo = await start(service, (CAT,), key="under-siege", channel=CHAN + 1)
    await service.stop(solo, 0, "resign")
    (season,) = await store.events.seasons(GUILD, "capture")
    board = await store.events.season_board(GUILD, "capture", season)
    assert [(r.user_id, r.points, r.games) for r in board] == [(ANN, 2, 1), (BOB, 0, 1)]  # a win is 2, as in an arena
    assert await store.events.seasons(GUILD, "under-siege") == []
