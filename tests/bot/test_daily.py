"""Daily deals and deal codes (issue 17): the seed from an HMAC under a secret, one attempt a
player and day on both storage backends (across a restart too), its result saved with the
game's end, the day's boards, streaks across days with a controllable clock, deal codes
that read back and refuse forgeries, and the shuffle version and mode stored with a game."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta, timezone

import pytest

from bot.deal_codes import BadCode, Deal, encode, game_tag, parse
from bot.features import daily
from bot.features.daily import daily_secret, daily_seed, day_number, deal_code, deal_line
from bot.service import TableService
from bot.storage import AttemptTaken, DailyDeal, GameRow, ResultRow, Storage
from bot.storage.daily import count_streaks
from engine import GAMES
from engine.core import SHUFFLE_VERSION
from tests.databases import Clock, rows

GUILD, OTHER_GUILD = 100, 200
CHAN = 10
ANN, BOB, CAT = 1, 2, 3
DAY = date(2026, 3, 14)
KEY = "deck-defence"


def at(day: date, hour: int = 12) -> float:
    return datetime(day.year, day.month, day.day, hour, tzinfo=timezone.utc).timestamp()


@pytest.fixture
async def clock_store(database):
    clock = Clock(at(DAY))
    s = await Storage.open(database, clock=clock)
    yield s, clock
    await s.close()


async def start(store: Storage, user: int, day: date, *, key: str = KEY, guild: int = GUILD) -> GameRow:
    info = GAMES[key]
    seed = daily_seed("secret", key, day)
    state = info.new_game(players=1, seed=seed, options=info.resolve_options({}))
    return await store.daily.start(user_id=user, key=key, day=day.isoformat(), number=day_number(day),
                                   guild_id=guild, channel_id=CHAN, seed=seed, options=info.resolve_options({}),
                                   state=state.to_json(), shuffle_version=SHUFFLE_VERSION)


async def finish(store: Storage, game: GameRow, result: str, points: int, **stats: int) -> None:
    await store.save_state(game.id, expected_version=game.version, state=game.state, status="over", move=None,
                           results=[ResultRow(0, game.seats[0], result, points, dict(stats))])


# ---- the daily seed -----------------------------------------------------------------------


@pytest.mark.parametrize("key", [info.key for info in daily.daily_games()])
def test_same_date_and_secret_deal_the_same_and_the_next_day_another(key: str) -> None:
    info = GAMES[key]
    seed = daily_seed("s3cret", key, DAY)
    assert seed == daily_seed("s3cret", key, date(2026, 3, 14)) and 1 <= seed < 2**31
    deal = info.new_game(players=1, seed=seed)
    assert deal == info.new_game(players=1, seed=daily_seed("s3cret", key, DAY))
    tomorrow = daily_seed("s3cret", key, DAY + timedelta(days=1))
    assert tomorrow != seed and info.new_game(players=1, seed=tomorrow) != deal
    assert info.new_game(players=1, seed=daily_seed("another", key, DAY)) != deal


def test_the_seed_cannot_be_derived_without_the_secret() -> None:
    """Every game's and day's seed changes with the secret: the public source (key, date and
    the code) alone does not give it."""
    days = [DAY + timedelta(days=i) for i in range(60)]
    keys = [info.key for info in daily.daily_games()]
    one = {(k, d): daily_seed("secret-one", k, d) for k in keys for d in days}
    two = {(k, d): daily_seed("secret-two", k, d) for k in keys for d in days}
    none = {(k, d): daily_seed("", k, d) for k in keys for d in days}
    assert all(one[x] != two[x] and one[x] != none[x] for x in one)
    assert len(set(one.values())) == len(one)  # and no two games or days share a deal


def test_day_numbers_and_the_next_reset() -> None:
    assert day_number(date(2026, 1, 1)) == 1 and day_number(date(2026, 2, 11)) == 42
    now = at(DAY, 23) + 3599
    assert daily.utc_day(now) == DAY
    assert daily.next_reset(now) == at(DAY + timedelta(days=1), 0) == now + 1
    assert daily.next_reset(at(DAY, 0)) == at(DAY + timedelta(days=1), 0)


async def test_the_secret_comes_from_the_environment_or_is_generated_once_into_the_database(database) -> None:
    first = await Storage.open(database)
    try:
        made = await daily_secret(first, env={})
        assert len(made) == 64 and await daily_secret(first, env={"DAILY_SECRET": ""}) == made
        assert await daily_secret(first, env={"DAILY_SECRET": "from-env"}) == "from-env"
    finally:
        await first.close()
    again = await Storage.open(database)  # another process, or after a restart: the same
    try:
        assert await daily_secret(again, env={}) == made
    finally:
        await again.close()


# ---- attempts -----------------------------------------------------------------------------


async def test_one_attempt_a_player_and_day_across_a_restart(database) -> None:
    s = await Storage.open(database)
    try:
        game = await start(s, ANN, DAY)
        assert game.mode == "daily" and game.seats == (ANN,) and game.shuffle_version == SHUFFLE_VERSION
        with pytest.raises(AttemptTaken) as taken:
            await start(s, ANN, DAY)
        assert taken.value.attempt.game_id == game.id
    finally:
        await s.close()
    s = await Storage.open(database)  # a restart: the attempt is still there
    try:
        with pytest.raises(AttemptTaken) as taken:
            await start(s, ANN, DAY)
        assert taken.value.attempt.game_id == game.id and taken.value.attempt.number == day_number(DAY)
        assert await rows(s, "SELECT COUNT(*) FROM games") == [(1,)]
        other = await start(s, ANN, DAY, key="tower-defense")  # another game's deal is another attempt
        tomorrow = await start(s, ANN, DAY + timedelta(days=1))  # and so is tomorrow's
        bob = await start(s, BOB, DAY)  # and another player's
        assert len({game.id, other.id, tomorrow.id, bob.id}) == 4
        # A daily game holds no table: it neither blocks /play nor is posted after a restart.
        assert await s.running_game_for(user_id=ANN, channel_id=CHAN, key=KEY) is None
        assert await s.tables_behind() == []
    finally:
        await s.close()


async def test_the_attempt_is_finished_with_the_game_and_kept_off_the_statistics(clock_store) -> None:
    s, clock = clock_store
    game = await start(s, ANN, DAY)
    attempt = await s.daily.attempt(ANN, KEY, DAY.isoformat())
    assert attempt is not None and not attempt.finished and attempt.started_at == clock.now
    clock.now += 600
    await finish(s, game, "win", 6, score=6)
    done = await s.daily.of_game(game.id)
    assert done is not None and done.finished_at == clock.now
    assert (done.result, done.score, done.stats) == ("win", 6, {"score": 6})
    # The daily result is the attempt's, not an ordinary game's result.
    assert await s.player_summary(guild_id=GUILD, user_id=ANN, key=None, metrics={}) == []
    assert await s.leaderboard(guild_id=GUILD, key=KEY, metrics=[("score", True)]) == []
    assert await s.option_sets(guild_id=GUILD, key=KEY) == []


async def test_a_replayed_deal_is_off_the_statistics_and_the_shuffle_version_is_stored(clock_store) -> None:
    s, _ = clock_store
    service = TableService(s, reminder_seconds=60)
    normal = await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={})
    replay = await service.start(KEY, guild_id=GUILD, channel_id=CHAN + 1, users=(ANN,), options={},
                                 seed=normal.table.row.seed, mode="replay")
    for change in (normal, replay):
        row = await s.load_game(change.table.id)
        assert row is not None and row.shuffle_version == SHUFFLE_VERSION
        assert await rows(s, "SELECT shuffle_version, mode FROM games WHERE id = :g", {"g": row.id}) == [
            (SHUFFLE_VERSION, row.mode)]
    assert (await s.load_game(replay.table.id)).mode == "replay"  # type: ignore[union-attr]
    assert replay.table.state == normal.table.state  # the same deal
    for change in (normal, replay):
        await service.stop(change.table, 0, "resign")
    [summary] = await s.player_summary(guild_id=GUILD, user_id=ANN, key=KEY, metrics={KEY: [("score", True)]})
    assert summary["played"] == 1  # the replayed deal does not count
    with pytest.raises(ValueError):
        await s.create_game(key=KEY, guild_id=GUILD, channel_id=CHAN, seed=1, options={}, state={}, seats=(ANN,),
                            mode="daily")  # a daily game comes with its attempt only


async def test_the_service_records_the_attempt_with_the_game(clock_store) -> None:
    s, _ = clock_store
    service = TableService(s, reminder_seconds=60)
    change = await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={}, seed=77,
                                 daily=DailyDeal(DAY.isoformat(), day_number(DAY)))
    assert change.table.row.mode == "daily"
    with pytest.raises(AttemptTaken):
        await service.start(KEY, guild_id=GUILD, channel_id=CHAN, users=(ANN,), options={}, seed=77,
                            daily=DailyDeal(DAY.isoformat(), day_number(DAY)))
    after = await service.stop(change.table, 0, "resign")  # quitting uses the attempt up: a loss
    assert after.table.over
    attempt = await s.daily.of_game(change.table.id)
    assert attempt is not None and attempt.result == "loss"


# ---- boards and streaks ---------------------------------------------------------------------


async def test_the_board_ranks_wins_by_the_games_own_figure_per_server_and_globally(clock_store) -> None:
    s, clock = clock_store
    await s.remember_names({ANN: "Ann", BOB: "Bob", CAT: "Cat"})
    key = "defend-and-capture"  # its own figure: least damage (lower is better)
    ann_game = await start(s, ANN, DAY, key=key)
    bob_game = await start(s, BOB, DAY, key=key)
    cat_game = await start(s, CAT, DAY, key=key, guild=OTHER_GUILD)
    clock.now += 10
    await finish(s, ann_game, "win", 5, damage=9)
    clock.now += 10
    await finish(s, bob_game, "win", 5, damage=3)
    clock.now += 10
    await finish(s, cat_game, "loss", 2, damage=20)
    late = await start(s, ANN, DAY, key="tower-defense")  # another game's board, unfinished
    assert late.mode == "daily"
    board = await s.daily.board(key, DAY.isoformat(), win_metric=("damage", False), guild_id=GUILD)
    assert [a.user_id for a in board] == [BOB, ANN]
    everyone = await s.daily.board(key, DAY.isoformat(), win_metric=("damage", False))
    assert [(a.user_id, a.name) for a in everyone] == [(BOB, "Bob"), (ANN, "Ann"), (CAT, "Cat")]
    assert await s.daily.board("tower-defense", DAY.isoformat(), win_metric=("tower", True)) == []


def test_streaks_count_days_in_a_row_up_to_today_or_yesterday() -> None:
    d = lambda n: (DAY + timedelta(days=n)).isoformat()  # noqa: E731
    assert count_streaks({}, DAY) == (0, 0)
    played = {d(-3): "win", d(-2): "win", d(-1): "win"}
    assert count_streaks(played, DAY) == (3, 3)  # today not played yet: the streaks still stand
    assert count_streaks({**played, d(0): None}, DAY) == (4, 3)  # today's attempt still running
    assert count_streaks({**played, d(0): "win"}, DAY) == (4, 4)
    assert count_streaks({**played, d(0): "loss"}, DAY) == (4, 0)
    assert count_streaks(played, DAY + timedelta(days=2)) == (0, 0)  # a day missed ends both
    assert count_streaks({d(-2): "win", d(-1): "abandoned"}, DAY) == (2, 0)


async def test_streaks_across_days_with_a_controllable_clock(clock_store) -> None:
    s, clock = clock_store
    results = ["win", "win", None, "loss", "win", "win"]  # None: not played that day
    for i, result in enumerate(results):
        day = DAY + timedelta(days=i)
        clock.now = at(day, 9)
        if result is not None:
            game = await start(s, ANN, day)
            clock.now = at(day, 10)
            await finish(s, game, result, 1)
    last = DAY + timedelta(days=len(results) - 1)
    assert await s.daily.streaks(ANN, KEY, last) == (3, 2)
    assert await s.daily.streaks(ANN, KEY, last + timedelta(days=1)) == (3, 2)  # tomorrow, not played yet
    assert await s.daily.streaks(ANN, KEY, last + timedelta(days=2)) == (0, 0)
    assert await s.daily.streaks(ANN, KEY, DAY + timedelta(days=1)) == (2, 2)
    assert await s.daily.streaks(BOB, KEY, last) == (0, 0)
    assert await s.daily.streaks(ANN, "tower-defense", last) == (0, 0)


def test_the_result_line_is_plain_words() -> None:
    assert daily.result_line("Some Game", 42, "win", 6, 7) == "Some Game daily #42: won, score 6, streak 7"
    assert daily.result_line("Some Game", 3, "loss", None, 1) == "Some Game daily #3: lost, streak 1"


# ---- deal codes -------------------------------------------------------------------------------


def random_deals(n: int = 200) -> list[Deal]:
    rng = random.Random(17)
    out = []
    for _ in range(n):
        info = rng.choice(list(GAMES.values()))
        options = {opt.name: rng.choice(opt.choices) for opt in info.options}
        out.append(Deal(info.key, rng.choice(info.players), options, rng.randrange(1, 2**31), SHUFFLE_VERSION))
    return out


def test_deal_codes_read_back_for_every_game_and_option_set() -> None:
    for deal in random_deals():
        code = encode(deal)
        assert len(code) == 24 and code.count("-") == 4
        assert parse(code) == deal
        assert parse(code.lower().replace("-", " ")) == deal  # case, spaces and dashes do not matter


@pytest.mark.parametrize("forged", [
    "", "hello", "ABCD-EFGH-IJKL-MNOP-QRS", "ABCD-EFGH-IJKL-MNOP-QRST-U", "ABCD-EFGH-IJKL-MNOP-QRS1",
    "AAAA-AAAA-AAAA-AAAA-AAAA", "'; DROP TABLE games; --",
])
def test_a_malformed_code_is_refused_with_a_sentence(forged: str) -> None:
    with pytest.raises(BadCode) as refused:
        parse(forged)
    assert str(refused.value).endswith(".") and "code" in str(refused.value)


def test_a_changed_character_or_a_forged_body_is_refused() -> None:
    import base64
    import hashlib

    code = encode(Deal(KEY, 1, {"classic": True}, 123456789, SHUFFLE_VERSION)).replace("-", "")
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    for i in range(len(code) - 1):  # the last character also carries 4 unused bits
        for c in alphabet:
            if c != code[i]:
                with pytest.raises(BadCode):
                    parse(code[:i] + c + code[i + 1:])

    def signed(body: bytes) -> str:
        return base64.b32encode(body + hashlib.sha256(body).digest()[:3]).decode().rstrip("=")

    tag = game_tag(KEY).to_bytes(2, "big")
    seed = (123).to_bytes(4, "big")
    good = bytes([0x10 | SHUFFLE_VERSION]) + tag + (0).to_bytes(2, "big") + seed
    assert parse(signed(good)).key == KEY
    for body, why in [
        (bytes([0x20 | SHUFFLE_VERSION]) + good[1:], "another version of this bot"),  # unknown format
        (bytes([0x10 | 9]) + good[1:], "cannot deal again"),  # a shuffle version this engine lacks
        (good[:1] + b"\xff\xff" + good[3:], "does not have"),  # no such game
        (good[:3] + (4).to_bytes(2, "big") + seed, "does not check out"),  # options and seats out of range
        (good[:5] + (0).to_bytes(4, "big"), "does not check out"),  # seed 0
        (good[:5] + (2**31).to_bytes(4, "big"), "does not check out"),  # seed too large
    ]:
        with pytest.raises(BadCode, match=why):
            parse(signed(body))


def test_deal_code_of_a_stored_game_and_a_daily_deal_only_after_its_day() -> None:
    row = GameRow(id=1, key=KEY, guild_id=GUILD, channel_id=CHAN, message_id=None, seed=4242,
                  options={"classic": False}, status="over", version=3, state={}, seats=(ANN,),
                  created_at=at(DAY, 10), updated_at=at(DAY, 11))
    code = deal_code(row, now=at(DAY, 12))
    assert code is not None and parse(code) == Deal(KEY, 1, {"classic": False}, 4242, SHUFFLE_VERSION)
    assert code in deal_line(row, now=at(DAY, 12)) and f"/play {KEY} deal:{code}" in deal_line(row)
    assert daily.replay_marker(row) == "" and daily.replay_marker(
        GameRow(**{**row.__dict__, "mode": "replay"})) == "(replayed deal)"
    today = GameRow(**{**row.__dict__, "mode": "daily"})
    assert deal_code(today, now=at(DAY, 23) + 3599) is None and deal_line(today, now=at(DAY, 23)) == ""
    assert deal_code(today, now=at(DAY + timedelta(days=1), 0)) == code  # the day is over
    assert deal_code(GameRow(**{**row.__dict__, "key": "no-such-game"})) is None
    assert deal_code(GameRow(**{**row.__dict__, "options": {"classic": "maybe"}})) is None


async def test_an_attempt_played_with_hints_stays_off_the_board(clock_store) -> None:
    s, clock = clock_store
    ann_game = await start(s, ANN, DAY)
    bob_game = await start(s, BOB, DAY)
    assert await s.count_hint(bob_game.id) == 1  # Bob asked for a hint: his win is off the board
    clock.now += 10
    await finish(s, ann_game, "loss", 1)
    await finish(s, bob_game, "win", 9)
    board = await s.daily.board(KEY, DAY.isoformat(), win_metric=None)
    assert [a.user_id for a in board] == [ANN]
    assert [(a.user_id, a.hints) for a in await s.daily.of_day(KEY, DAY.isoformat())] == [(ANN, 0), (BOB, 1)]
