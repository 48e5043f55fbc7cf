"""The one schema, for SQLite and PostgreSQL alike (SQLAlchemy Core).

Every query in `bot.storage` is built from these tables, so it is written once and compiled
for the database in use.  The Alembic revisions in `migrations/versions/` create and change
the same tables; `tests/bot/test_storage.py` checks that a database migrated to the newest
revision has exactly these columns.

Types are chosen to mean the same on both: Discord ids are 64-bit (`BigInteger`), times are
Unix seconds as double precision floats, JSON is stored as text (the engine's states and the
options are read and written whole, never queried inside).  A table's own integer id is a
SQLite rowid (`INTEGER PRIMARY KEY`) there and a BIGSERIAL identity on PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import (BigInteger, CheckConstraint, Column, Float, ForeignKey, Index, Integer, MetaData, Table,
                        Text, text)

metadata = MetaData()

# A row id: SQLite needs exactly INTEGER PRIMARY KEY to make it the rowid (auto-assigned).
RowId = BigInteger().with_variant(Integer(), "sqlite")
Time = Float(precision=53)

meta = Table(
    "meta", metadata,
    Column("key", Text, primary_key=True),
    Column("value", Text, nullable=False),
)

games = Table(
    "games", metadata,
    Column("id", RowId, primary_key=True, autoincrement=True),
    Column("key", Text, nullable=False),
    Column("guild_id", BigInteger, nullable=False),
    Column("channel_id", BigInteger, nullable=False),
    Column("message_id", BigInteger),
    Column("seed", BigInteger, nullable=False),
    Column("options", Text, nullable=False, server_default=text("'{}'")),
    Column("status", Text, nullable=False, server_default=text("'running'")),
    Column("version", Integer, nullable=False, server_default=text("0")),
    Column("state", Text, nullable=False),
    Column("created_at", Time, nullable=False),
    Column("updated_at", Time, nullable=False),
    Column("shown_version", Integer),  # the version the public message shows; NULL: never posted
    Column("notice_id", BigInteger),  # the one notice that pings whoever must act now
    # How the deal was made from the seed (engine.core.SHUFFLE_VERSION), so an old game
    # replays as it was dealt (revision 0003).
    Column("shuffle_version", Integer, nullable=False, server_default=text("1")),
    # "normal", "daily" (a daily deal's attempt) or "replay" (a deal played again from its
    # code): results of the last two stay apart from ordinary results and leaderboards.
    Column("mode", Text, nullable=False, server_default=text("'normal'")),
    # The bot's level in a game against it; NULL: no bot, or a game from before levels
    # ("normal").  Hints asked for (a game with any stays off the daily boards).  Whether a
    # lost solitaire deal was winnable, once worked out (engine.search.Verdict as JSON).
    # Revision 0004.
    Column("level", Text),
    Column("hints", Integer, nullable=False, server_default=text("0")),
    Column("verdict", Text),
    # The channel a game's own thread was started from (the server's "a thread per game"
    # setting); NULL for a game played in its channel.  The turn and reaction time limits
    # the server had set when the game started (NULL: the bot's defaults): a running game
    # keeps the limits its players sat down with.  Revision 0005.
    Column("parent_id", BigInteger),
    Column("turn_seconds", Time),
    Column("reaction_seconds", Time),
    # The random token naming the game's web page (revision 0011): never the row id, so no
    # page can be found by counting.
    Column("token", Text),
    # Where its channel is (revision 0012): "guild" (NULL: every game before it), "dm" (the
    # bot's DM with its player), "private" (a group DM, the bot no member) or "foreign" (a
    # server the bot is not in): in the last two the bot can only answer interactions.
    Column("place", Text),
    CheckConstraint("status IN ('running', 'over')", name="games_status"),
)
Index("games_by_channel", games.c.guild_id, games.c.channel_id, games.c.status)
Index("games_by_token", games.c.token, unique=True)

seats = Table(
    "seats", metadata,
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("user_id", BigInteger, nullable=False),
)
Index("seats_by_user", seats.c.user_id, seats.c.game_id)

moves = Table(
    "moves", metadata,
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),
    Column("at", Time, nullable=False),
)

results = Table(
    "results", metadata,
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("user_id", BigInteger, nullable=False),
    Column("guild_id", BigInteger, nullable=False),
    Column("key", Text, nullable=False),
    Column("result", Text, nullable=False),
    Column("score", BigInteger, nullable=False),
    Column("stats", Text, nullable=False, server_default=text("'{}'")),
    Column("ended_at", Time, nullable=False),
    CheckConstraint("result IN ('win', 'loss', 'draw', 'abandoned')", name="results_result"),
)
Index("results_by_key", results.c.guild_id, results.c.key, results.c.user_id)
Index("results_by_user", results.c.guild_id, results.c.user_id, results.c.key)

invitations = Table(
    "invitations", metadata,
    Column("id", RowId, primary_key=True, autoincrement=True),
    Column("key", Text, nullable=False),
    Column("guild_id", BigInteger, nullable=False),
    Column("channel_id", BigInteger, nullable=False),
    Column("message_id", BigInteger),
    Column("host", BigInteger, nullable=False),
    Column("users", Text, nullable=False),  # JSON list of user ids, seat order, the host first
    Column("accepted", Text, nullable=False, server_default=text("'[]'")),
    Column("options", Text, nullable=False, server_default=text("'{}'")),
    Column("status", Text, nullable=False, server_default=text("'open'")),
    Column("expires_at", Time, nullable=False),
    Column("game_id", RowId, ForeignKey("games.id")),
    Column("created_at", Time, nullable=False),
    # The people as a set ("1,2": sorted ids), so that the database itself keeps one open
    # invitation per channel, game and people (revision 0002).
    Column("users_key", Text),
    CheckConstraint("status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')", name="invitations_status"),
)
Index("invitations_open", invitations.c.status, invitations.c.channel_id)
Index("invitations_one_open", invitations.c.channel_id, invitations.c.key, invitations.c.users_key, unique=True,
      sqlite_where=text("status = 'open'"), postgresql_where=text("status = 'open'"))

timers = Table(
    "timers", metadata,
    Column("kind", Text, primary_key=True),
    Column("ref_id", BigInteger, primary_key=True),
    Column("due_at", Time, nullable=False),
    Column("data", Text, nullable=False, server_default=text("'{}'")),
    # A process that took a due timer to fire it, and until when the claim holds: a
    # process that dies mid-fire leaves its claim to run out and another takes it.
    Column("claimed_by", Text),
    Column("claimed_until", Time),
)
Index("timers_due", timers.c.due_at)

running_seats = Table(
    "running_seats", metadata,
    Column("key", Text, primary_key=True),
    Column("channel_id", BigInteger, primary_key=True),
    Column("user_id", BigInteger, primary_key=True),
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
)
Index("running_seats_by_game", running_seats.c.game_id)

panels = Table(
    "panels", metadata,
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token", Text, nullable=False),
    Column("message_id", BigInteger, nullable=False),
    Column("expires_at", Time, nullable=False),
    # The voice the panel was opened in (revision 0005): a panel updated by someone else's
    # move keeps its reader's language and theme.
    Column("locale", Text),
    Column("theme", Text),
)

people = Table(
    "people", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("name", Text, nullable=False),
)

# ---- competition (revision 0003) --------------------------------------------------------

ratings = Table(
    "ratings", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("key", Text, primary_key=True),
    Column("mu", Float(precision=53), nullable=False),
    Column("sigma", Float(precision=53), nullable=False),
    Column("games", Integer, nullable=False, server_default=text("0")),  # rated games played
    Column("updated_at", Time, nullable=False),
)
Index("ratings_by_key", ratings.c.key, ratings.c.mu)

# Append-only: one row per player of each rated game, so ratings can be recomputed.
rating_changes = Table(
    "rating_changes", metadata,
    Column("id", RowId, primary_key=True, autoincrement=True),
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    Column("user_id", BigInteger, nullable=False),
    Column("key", Text, nullable=False),
    Column("mu_before", Float(precision=53), nullable=False),
    Column("sigma_before", Float(precision=53), nullable=False),
    Column("mu_after", Float(precision=53), nullable=False),
    Column("sigma_after", Float(precision=53), nullable=False),
    Column("at", Time, nullable=False),
)
Index("rating_changes_by_game", rating_changes.c.game_id, rating_changes.c.user_id, unique=True)

# One attempt a player, game and UTC day, recorded when it starts (so quitting uses it up).
daily_attempts = Table(
    "daily_attempts", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("key", Text, primary_key=True),
    Column("day", Text, primary_key=True),  # the UTC date, YYYY-MM-DD
    Column("number", Integer, nullable=False),  # the daily deal's number (#42)
    Column("game_id", RowId, ForeignKey("games.id", ondelete="SET NULL")),
    Column("guild_id", BigInteger, nullable=False),
    Column("channel_id", BigInteger, nullable=False),
    Column("started_at", Time, nullable=False),
    Column("finished_at", Time),
    Column("result", Text),  # "win" | "loss" | "abandoned" once finished
    Column("score", BigInteger),
    Column("stats", Text, nullable=False, server_default=text("'{}'")),
)
Index("daily_by_day", daily_attempts.c.key, daily_attempts.c.day)

# ---- settings (revision 0005) ------------------------------------------------------------

# A server's choices (/settings server); a NULL column keeps the default, which is the
# bot's behaviour before settings existed.  `games`: the allowed games' keys as a JSON list.
server_settings = Table(
    "server_settings", metadata,
    Column("guild_id", BigInteger, primary_key=True),
    Column("locale", Text),
    Column("theme", Text),
    Column("games", Text),
    Column("turn_hours", Float(precision=53)),
    Column("reaction_minutes", Float(precision=53)),
    Column("hints", Integer),  # 0 / 1; NULL: allowed
    Column("threads", Integer),  # 0 / 1; NULL: off
    Column("updated_at", Time, nullable=False),
    Column("updated_by", BigInteger, nullable=False),
    Column("event_role", BigInteger),  # a role whose members may run events (revision 0008); NULL: none
    Column("web", Integer),  # 1: the server's web pages are on (revision 0011); NULL: off
)

# A member's own choices (/settings me), for everything only they see.
member_settings = Table(
    "member_settings", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("locale", Text),
    Column("theme", Text),
    Column("updated_at", Time, nullable=False),
    Column("web", Integer),  # 1: the member's web page and games export are on (revision 0011); NULL: off
    Column("turn_dms", Integer),  # 1: a DM when a game waits for them (revision 0012); NULL: off
)

# ---- winnable deals (revision 0006) --------------------------------------------------------

# The deal of a game on a UTC day, found once for everyone (bot.features.deals): candidates drawn in
# order from the day's secret seed stream until the solver proves one winnable.  The row is
# inserted if absent (the primary key keeps one per game and day); `claimed_by` and
# `claimed_until` are the lease of the process proving it, `candidate` the next candidate to
# try (progress a process that takes over keeps).  `seed` stays NULL until the deal is
# found: then `proved` is 1 (winnable, `line` the solver's winning moves as JSON) or 0 (no
# candidate within the cap was proved: the first candidate, dealt unproved).
daily_deals = Table(
    "daily_deals", metadata,
    Column("key", Text, primary_key=True),
    Column("day", Text, primary_key=True),  # the UTC date, YYYY-MM-DD
    Column("candidate", Integer, nullable=False, server_default=text("0")),
    Column("seed", BigInteger),
    Column("shuffle_version", Integer),
    Column("proved", Integer),
    Column("line", Text),
    Column("claimed_by", Text),
    Column("claimed_until", Time),
    Column("found_at", Time),
)

# Proved-winnable deals kept ahead for `/play <game> winnable:true`, by game and option set
# (`options`: the resolved options as JSON); a /play takes one (deletes it) atomically.
winnable_deals = Table(
    "winnable_deals", metadata,
    Column("id", RowId, primary_key=True, autoincrement=True),
    Column("key", Text, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("shuffle_version", Integer, nullable=False),
    Column("line", Text, nullable=False),
    Column("proved_at", Time, nullable=False),
)
Index("winnable_deals_by_set", winnable_deals.c.key, winnable_deals.c.options)

# The option sets whose stock is kept full, when each was last asked for, and the lease of
# the process filling it (one at a time, so two processes do not both grind for one set).
winnable_wants = Table(
    "winnable_wants", metadata,
    Column("key", Text, primary_key=True),
    Column("options", Text, primary_key=True),
    Column("wanted_at", Time, nullable=False),
    Column("claimed_by", Text),
    Column("claimed_until", Time),
)

# ---- events (revision 0007) ----------------------------------------------------------------

# A server's event (issue 27, `storage.events`): an arena (a time window, players paired as
# they wait), a Swiss tournament (`rounds` in `options`; `round` the last round paired) or a
# same-deal challenge.  `round` counts pairing waves for an arena too: a pairing is recorded
# only as the next one (a compare-and-set on it), so two processes never pair the same wave.
# `options`: JSON (house rules, rounds, deals...).  `ends_at` NULL: ends with its last round.
events = Table(
    "events", metadata,
    Column("id", RowId, primary_key=True, autoincrement=True),
    Column("guild_id", BigInteger, nullable=False),
    Column("channel_id", BigInteger, nullable=False),
    Column("message_id", BigInteger),
    Column("thread_id", BigInteger),
    Column("kind", Text, nullable=False),
    Column("key", Text, nullable=False),
    Column("name", Text, nullable=False),
    Column("options", Text, nullable=False, server_default=text("'{}'")),
    Column("status", Text, nullable=False, server_default=text("'open'")),
    Column("starts_at", Time, nullable=False),
    Column("ends_at", Time),
    Column("round", Integer, nullable=False, server_default=text("0")),
    Column("created_by", BigInteger, nullable=False),
    Column("created_at", Time, nullable=False),
    CheckConstraint("kind IN ('arena', 'swiss', 'challenge')", name="events_kind"),
    CheckConstraint("status IN ('open', 'running', 'finishing', 'over')", name="events_status"),
)
Index("events_by_guild", events.c.guild_id, events.c.status, events.c.starts_at)

# Who plays an event: the primary key keeps one row a member however many shards join at
# once.  `state`: "waiting" (in the queue, or ready for the next round), "playing",
# "paused" (out of the queue, may come back) or "left" (never paired again; their games
# still count).  `waiting_since`: since when they wait (the arena queue's order).
event_players = Table(
    "event_players", metadata,
    Column("event_id", RowId, ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
    Column("user_id", BigInteger, primary_key=True),
    Column("joined_at", Time, nullable=False),
    Column("state", Text, nullable=False, server_default=text("'waiting'")),
    Column("waiting_since", Time),
    Column("seeding", Integer, nullable=False, server_default=text("0")),
    CheckConstraint("state IN ('waiting', 'playing', 'paused', 'left')", name="event_players_state"),
)

# An event's games: `game_id` is the games table's id, given by the table service (no
# foreign key: a pairing may be recorded before its table is opened, and an event's record
# outlives a deleted game).  `result` NULL while the game runs; it is written once.
event_games = Table(
    "event_games", metadata,
    Column("event_id", RowId, ForeignKey("events.id", ondelete="CASCADE"), nullable=False),
    Column("game_id", BigInteger, primary_key=True, autoincrement=False),
    Column("round", Integer, nullable=False),
    Column("first_user", BigInteger, nullable=False),
    Column("second_user", BigInteger, nullable=False),
    Column("result", Text),
    Column("points_first", Integer),
    Column("points_second", Integer),
    Column("paired_at", Time, nullable=False),
    Column("finished_at", Time),
    CheckConstraint("result IN ('first', 'second', 'draw', 'abandoned')", name="event_games_result"),
)
Index("event_games_by_event", event_games.c.event_id, event_games.c.round)

# Where an arena's many games are played besides its own thread or channel: threads the bot
# opened for its tables when one channel's message limit would hold them back (revision 0010;
# `number` keeps their order).
event_places = Table(
    "event_places", metadata,
    Column("event_id", RowId, ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
    Column("channel_id", BigInteger, primary_key=True),
    Column("number", Integer, nullable=False),
)

# A Swiss round's bye: one a round (the primary key).
event_byes = Table(
    "event_byes", metadata,
    Column("event_id", RowId, ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
    Column("round", Integer, primary_key=True),
    Column("user_id", BigInteger, nullable=False),
)

# A same-deal challenge's attempts: one a player and deal (the primary key), recorded when it
# starts (quitting uses it up), finished once.  `figure`: the game's own measure (moves,
# score...), `seconds` the time taken.
challenge_attempts = Table(
    "challenge_attempts", metadata,
    Column("event_id", RowId, ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
    Column("user_id", BigInteger, primary_key=True),
    Column("deal", Integer, primary_key=True),
    Column("game_id", BigInteger),
    Column("started_at", Time, nullable=False),
    Column("finished_at", Time),
    Column("result", Text),  # "win" | "loss" | "abandoned" once finished
    Column("figure", Float(precision=53)),
    Column("seconds", Time),
)
# A challenge's game is read with its attempt (its event's name on its table, its result
# written with the game's): by game id (revision 0009).
Index("challenge_attempts_by_game", challenge_attempts.c.game_id)

# A server's monthly season board per game (`season`: the UTC month, YYYY-MM).  Nothing is
# deleted at a rollover: last month's podium is its rows.
season_points = Table(
    "season_points", metadata,
    Column("guild_id", BigInteger, primary_key=True),
    Column("key", Text, primary_key=True),
    Column("season", Text, primary_key=True),
    Column("user_id", BigInteger, primary_key=True),
    Column("points", BigInteger, nullable=False, server_default=text("0")),
    Column("games", Integer, nullable=False, server_default=text("0")),
    Column("updated_at", Time, nullable=False),
)
Index("season_points_board", season_points.c.guild_id, season_points.c.key, season_points.c.season,
      season_points.c.points)

# ---- "your turn" DMs (revision 0013) ---------------------------------------------------------

# The bot's DM channel with a member it tells whose turn it is (bot.discord.turn_dms): opened
# once and reused after restarts; `refused`: "closed" (50007) or "no-mutual" (50278) once
# Discord refused a message there (no more DMs), `told_at`: when the member was told so.
dm_channels = Table(
    "dm_channels", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("channel_id", BigInteger),
    Column("refused", Text),
    Column("refused_at", Time),
    Column("told_at", Time),
    Column("opened_at", Time),
    CheckConstraint("refused IN ('closed', 'no-mutual')", name="dm_channels_refused"),
)

# Per member who asked for the DMs and game: the version at which the game last began to wait
# for them, and the version up to which nothing more needs telling (told, or they moved).
turn_notices = Table(
    "turn_notices", metadata,
    Column("user_id", BigInteger, primary_key=True),
    Column("game_id", RowId, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("waiting_since", Integer, nullable=False),
    Column("settled", Integer),
)
Index("turn_notices_by_game", turn_notices.c.game_id)
