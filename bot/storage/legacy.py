"""The SQLite schema's history before Alembic: six numbered migrations, frozen.

Only a SQLite file made by an earlier release reads these: `bot.storage.database` applies the
ones it lacks (its `PRAGMA user_version` counts those applied), then stamps it as Alembic
revision 0001, which creates the same schema on a new database of either kind.  Every change
since is an Alembic revision in `migrations/versions/`; nothing is ever added here.

1  games, seats, the move log, results, meta.
2  challenges and turn timers for two-player games.
3  invitations for any number of seats (replacing challenges) and one timer table whose rows
   have a kind ("turn": a game's reminder then forfeit; "invitation": an invitation's expiry),
   so every later timer (a reaction's default, ...) is a new kind, not a new table.
4  what the database must guarantee and remember for a service that holds:
   `running_seats` (one running game per person, channel and game: a primary key, filled in
   the same transaction that creates the game and emptied when it ends) and
   `games.shown_version` (the version the public message shows, NULL before the first
   message went out), so a table left behind by a crash is found and brought up to date.
5  what lets two-player games flow without chasing: `panels` (each seat's latest private
   panel and the interaction token that may still edit it, for 15 minutes) and
   `games.notice_id` (the one short notice that pings whoever must act now; the next one
   replaces it).
6  `people`: each member's display name as last seen when a game started, so tables,
   results and notices name players ("Alice won") rather than seats ("Player 1").
"""

from __future__ import annotations

from typing import Sequence

Migration = Sequence[str]

MIGRATION_1: Migration = (
    """CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
    """CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        key         TEXT    NOT NULL,
        guild_id    INTEGER NOT NULL,
        channel_id  INTEGER NOT NULL,
        message_id  INTEGER,
        seed        INTEGER NOT NULL,
        options     TEXT    NOT NULL DEFAULT '{}',
        status      TEXT    NOT NULL DEFAULT 'running'
                            CHECK (status IN ('running', 'over')),
        version     INTEGER NOT NULL DEFAULT 0,
        state       TEXT    NOT NULL,
        created_at  REAL    NOT NULL,
        updated_at  REAL    NOT NULL
    )""",
    "CREATE INDEX games_by_channel ON games (guild_id, channel_id, status)",
    """CREATE TABLE seats (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        user_id  INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID""",
    "CREATE INDEX seats_by_user ON seats (user_id, game_id)",
    """CREATE TABLE moves (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq      INTEGER NOT NULL,
        seat     INTEGER NOT NULL,
        action   TEXT    NOT NULL,
        at       REAL    NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID""",
    """CREATE TABLE results (
        game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        guild_id  INTEGER NOT NULL,
        key       TEXT    NOT NULL,
        result    TEXT    NOT NULL
                          CHECK (result IN ('win', 'loss', 'draw', 'abandoned')),
        score     INTEGER NOT NULL,
        stats     TEXT    NOT NULL DEFAULT '{}',
        ended_at  REAL    NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID""",
    # leaderboard: one guild, one game, grouped by user
    "CREATE INDEX results_by_key ON results (guild_id, key, user_id)",
    # /stats: one guild, one user, grouped by game
    "CREATE INDEX results_by_user ON results (guild_id, user_id, key)",
)

MIGRATION_2: Migration = (
    """CREATE TABLE challenges (
        id          INTEGER PRIMARY KEY,
        key         TEXT    NOT NULL,
        guild_id    INTEGER NOT NULL,
        channel_id  INTEGER NOT NULL,
        message_id  INTEGER,
        challenger  INTEGER NOT NULL,
        opponent    INTEGER NOT NULL,
        options     TEXT    NOT NULL DEFAULT '{}',
        status      TEXT    NOT NULL DEFAULT 'open'
                            CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
        expires_at  REAL    NOT NULL,
        game_id     INTEGER REFERENCES games (id),
        created_at  REAL    NOT NULL
    )""",
    "CREATE INDEX challenges_due ON challenges (status, expires_at)",
    """CREATE TABLE timers (
        game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        deadline  REAL    NOT NULL,
        reminded  INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX timers_due ON timers (deadline)",
)

MIGRATION_3: Migration = (
    """CREATE TABLE invitations (
        id          INTEGER PRIMARY KEY,
        key         TEXT    NOT NULL,
        guild_id    INTEGER NOT NULL,
        channel_id  INTEGER NOT NULL,
        message_id  INTEGER,
        host        INTEGER NOT NULL,
        users       TEXT    NOT NULL,
        accepted    TEXT    NOT NULL DEFAULT '[]',
        options     TEXT    NOT NULL DEFAULT '{}',
        status      TEXT    NOT NULL DEFAULT 'open'
                            CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
        expires_at  REAL    NOT NULL,
        game_id     INTEGER REFERENCES games (id),
        created_at  REAL    NOT NULL
    )""",
    """INSERT INTO invitations (id, key, guild_id, channel_id, message_id, host, users, options, status,
                                expires_at, game_id, created_at)
       SELECT id, key, guild_id, channel_id, message_id, challenger, json_array(challenger, opponent), options,
              status, expires_at, game_id, created_at FROM challenges""",
    "DROP TABLE challenges",
    "CREATE INDEX invitations_open ON invitations (status, channel_id)",
    """CREATE TABLE timers_by_kind (
        kind    TEXT    NOT NULL,
        ref_id  INTEGER NOT NULL,
        due_at  REAL    NOT NULL,
        data    TEXT    NOT NULL DEFAULT '{}',
        PRIMARY KEY (kind, ref_id)
    ) WITHOUT ROWID""",
    """INSERT INTO timers_by_kind (kind, ref_id, due_at, data)
       SELECT 'turn', game_id, deadline, json_object('reminded', reminded) FROM timers""",
    """INSERT INTO timers_by_kind (kind, ref_id, due_at, data)
       SELECT 'invitation', id, expires_at, '{}' FROM invitations WHERE status = 'open'""",
    "DROP TABLE timers",
    "ALTER TABLE timers_by_kind RENAME TO timers",
    "CREATE INDEX timers_due ON timers (due_at)",
)

MIGRATION_4: Migration = (
    """CREATE TABLE running_seats (
        key         TEXT    NOT NULL,
        channel_id  INTEGER NOT NULL,
        user_id     INTEGER NOT NULL,
        game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        PRIMARY KEY (key, channel_id, user_id)
    ) WITHOUT ROWID""",
    "CREATE INDEX running_seats_by_game ON running_seats (game_id)",
    # Earlier releases could leave duplicates: the newest running game keeps the seat.
    """INSERT OR IGNORE INTO running_seats (key, channel_id, user_id, game_id)
       SELECT g.key, g.channel_id, s.user_id, g.id FROM games g JOIN seats s ON s.game_id = g.id
       WHERE g.status = 'running' ORDER BY g.id DESC""",
    "ALTER TABLE games ADD COLUMN shown_version INTEGER",
    "UPDATE games SET shown_version = version WHERE message_id IS NOT NULL",
)

MIGRATION_5: Migration = (
    """CREATE TABLE panels (
        game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat        INTEGER NOT NULL,
        token       TEXT    NOT NULL,
        message_id  INTEGER NOT NULL,
        expires_at  REAL    NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID""",
    "ALTER TABLE games ADD COLUMN notice_id INTEGER",
)

MIGRATION_6: Migration = (
    """CREATE TABLE people (
        user_id  INTEGER PRIMARY KEY,
        name     TEXT    NOT NULL
    )""",
)

MIGRATIONS: tuple[Migration, ...] = (MIGRATION_1, MIGRATION_2, MIGRATION_3, MIGRATION_4, MIGRATION_5,
                                     MIGRATION_6)
