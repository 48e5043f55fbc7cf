"""Events: arenas, Swiss tournaments, same-deal challenges and monthly seasons (issue 27).

- `events`: a server's event, its status and the last pairing round recorded.
- `event_players`: who plays it (one row a member), their queue state.
- `event_games`: its games (the games table's ids), pairing round, players and result.
- `event_byes`: a Swiss round's bye, one a round.
- `challenge_attempts`: a same-deal challenge's attempts, one a player and deal.
- `season_points`: a server's monthly season board per game.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

RowId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIME = sa.Float(precision=53)


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", RowId, primary_key=True, autoincrement=True),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("message_id", sa.BigInteger),
        sa.Column("thread_id", sa.BigInteger),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("options", sa.Text, nullable=False, server_default=sa.text("'{}'")),
        sa.Column("status", sa.Text, nullable=False, server_default=sa.text("'open'")),
        sa.Column("starts_at", TIME, nullable=False),
        sa.Column("ends_at", TIME),
        sa.Column("round", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("created_by", sa.BigInteger, nullable=False),
        sa.Column("created_at", TIME, nullable=False),
        sa.CheckConstraint("kind IN ('arena', 'swiss', 'challenge')", name="events_kind"),
        sa.CheckConstraint("status IN ('open', 'running', 'finishing', 'over')", name="events_status"),
    )
    op.create_index("events_by_guild", "events", ["guild_id", "status", "starts_at"])
    op.create_table(
        "event_players",
        sa.Column("event_id", RowId, sa.ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("joined_at", TIME, nullable=False),
        sa.Column("state", sa.Text, nullable=False, server_default=sa.text("'waiting'")),
        sa.Column("waiting_since", TIME),
        sa.Column("seeding", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.CheckConstraint("state IN ('waiting', 'playing', 'paused', 'left')", name="event_players_state"),
    )
    op.create_table(
        "event_games",
        sa.Column("event_id", RowId, sa.ForeignKey("events.id", ondelete="CASCADE"), nullable=False),
        sa.Column("game_id", sa.BigInteger, primary_key=True, autoincrement=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("first_user", sa.BigInteger, nullable=False),
        sa.Column("second_user", sa.BigInteger, nullable=False),
        sa.Column("result", sa.Text),
        sa.Column("points_first", sa.Integer),
        sa.Column("points_second", sa.Integer),
        sa.Column("paired_at", TIME, nullable=False),
        sa.Column("finished_at", TIME),
        sa.CheckConstraint("result IN ('first', 'second', 'draw', 'abandoned')", name="event_games_result"),
    )
    op.create_index("event_games_by_event", "event_games", ["event_id", "round"])
    op.create_table(
        "event_byes",
        sa.Column("event_id", RowId, sa.ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.BigInteger, nullable=False),
    )
    op.create_table(
        "challenge_attempts",
        sa.Column("event_id", RowId, sa.ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("deal", sa.Integer, primary_key=True),
        sa.Column("game_id", sa.BigInteger),
        sa.Column("started_at", TIME, nullable=False),
        sa.Column("finished_at", TIME),
        sa.Column("result", sa.Text),
        sa.Column("figure", sa.Float(precision=53)),
        sa.Column("seconds", TIME),
    )
    op.create_table(
        "season_points",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("season", sa.Text, primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("points", sa.BigInteger, nullable=False, server_default=sa.text("0")),
        sa.Column("games", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("updated_at", TIME, nullable=False),
    )
    op.create_index("season_points_board", "season_points", ["guild_id", "key", "season", "points"])


def downgrade() -> None:
    op.drop_index("season_points_board", table_name="season_points")
    op.drop_table("season_points")
    op.drop_table("challenge_attempts")
    op.drop_table("event_byes")
    op.drop_index("event_games_by_event", table_name="event_games")
    op.drop_table("event_games")
    op.drop_table("event_players")
    op.drop_index("events_by_guild", table_name="events")
    op.drop_table("events")
