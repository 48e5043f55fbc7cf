"""Competition: ratings, daily deals, deals that can be played again.

- `games.shuffle_version`: how the game was dealt from its seed (engine.core.SHUFFLE_VERSION),
  so an old game replays as it was dealt after the engine changes how it deals.
- `games.mode`: "normal", "daily" (a daily deal's attempt) or "replay" (a deal played again from
  its code): the results of the last two stay apart from ordinary results and leaderboards.
- `ratings`: one skill rating per player and game (openskill's mu and sigma, games rated).
- `rating_changes`: append-only, one row per player of each rated game, so ratings can be
  recomputed from scratch.
- `daily_attempts`: one attempt a player, game and UTC day, recorded when it starts.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

RowId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Time = sa.Float(precision=53)


def upgrade() -> None:
    op.add_column("games", sa.Column("shuffle_version", sa.Integer, nullable=False, server_default=sa.text("1")))
    op.add_column("games", sa.Column("mode", sa.Text, nullable=False, server_default=sa.text("'normal'")))
    op.create_table(
        "ratings",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("mu", sa.Float(precision=53), nullable=False),
        sa.Column("sigma", sa.Float(precision=53), nullable=False),
        sa.Column("games", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("updated_at", Time, nullable=False),
    )
    op.create_index("ratings_by_key", "ratings", ["key", "mu"])
    op.create_table(
        "rating_changes",
        sa.Column("id", RowId, primary_key=True, autoincrement=True),
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
        sa.Column("user_id", sa.BigInteger, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("mu_before", sa.Float(precision=53), nullable=False),
        sa.Column("sigma_before", sa.Float(precision=53), nullable=False),
        sa.Column("mu_after", sa.Float(precision=53), nullable=False),
        sa.Column("sigma_after", sa.Float(precision=53), nullable=False),
        sa.Column("at", Time, nullable=False),
    )
    op.create_index("rating_changes_by_game", "rating_changes", ["game_id", "user_id"], unique=True)
    op.create_table(
        "daily_attempts",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("day", sa.Text, primary_key=True),  # the UTC date, YYYY-MM-DD
        sa.Column("number", sa.Integer, nullable=False),  # the daily deal's number (#42)
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="SET NULL")),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("started_at", Time, nullable=False),
        sa.Column("finished_at", Time),
        sa.Column("result", sa.Text),  # "win" | "loss" | "abandoned" once finished
        sa.Column("score", sa.BigInteger),
        sa.Column("stats", sa.Text, nullable=False, server_default=sa.text("'{}'")),
    )
    op.create_index("daily_by_day", "daily_attempts", ["key", "day"])


def downgrade() -> None:
    op.drop_index("daily_by_day", table_name="daily_attempts")
    op.drop_table("daily_attempts")
    op.drop_index("rating_changes_by_game", table_name="rating_changes")
    op.drop_table("rating_changes")
    op.drop_index("ratings_by_key", table_name="ratings")
    op.drop_table("ratings")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("mode")
        batch.drop_column("shuffle_version")
