"""The schema as it stood before Alembic (the six SQLite migrations of `bot.storage.legacy`).

A SQLite database made by an earlier release is brought to that point by the legacy
statements and stamped with this revision (`bot.storage.migrate`); a new database, on
SQLite or PostgreSQL, is created here.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

RowId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
Time = sa.Float(precision=53)


def upgrade() -> None:
    op.create_table(
        "meta",
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", RowId, primary_key=True, autoincrement=True),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("message_id", sa.BigInteger),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("options", sa.Text, nullable=False, server_default=sa.text("'{}'")),
        sa.Column("status", sa.Text, nullable=False, server_default=sa.text("'running'")),
        sa.Column("version", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("state", sa.Text, nullable=False),
        sa.Column("created_at", Time, nullable=False),
        sa.Column("updated_at", Time, nullable=False),
        sa.Column("shown_version", sa.Integer),
        sa.Column("notice_id", sa.BigInteger),
        sa.CheckConstraint("status IN ('running', 'over')", name="games_status"),
    )
    op.create_index("games_by_channel", "games", ["guild_id", "channel_id", "status"])
    op.create_table(
        "seats",
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.BigInteger, nullable=False),
    )
    op.create_index("seats_by_user", "seats", ["user_id", "game_id"])
    op.create_table(
        "moves",
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.Text, nullable=False),
        sa.Column("at", Time, nullable=False),
    )
    op.create_table(
        "results",
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.BigInteger, nullable=False),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("result", sa.Text, nullable=False),
        sa.Column("score", sa.BigInteger, nullable=False),
        sa.Column("stats", sa.Text, nullable=False, server_default=sa.text("'{}'")),
        sa.Column("ended_at", Time, nullable=False),
        sa.CheckConstraint("result IN ('win', 'loss', 'draw', 'abandoned')", name="results_result"),
    )
    op.create_index("results_by_key", "results", ["guild_id", "key", "user_id"])
    op.create_index("results_by_user", "results", ["guild_id", "user_id", "key"])
    op.create_table(
        "invitations",
        sa.Column("id", RowId, primary_key=True, autoincrement=True),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("guild_id", sa.BigInteger, nullable=False),
        sa.Column("channel_id", sa.BigInteger, nullable=False),
        sa.Column("message_id", sa.BigInteger),
        sa.Column("host", sa.BigInteger, nullable=False),
        sa.Column("users", sa.Text, nullable=False),
        sa.Column("accepted", sa.Text, nullable=False, server_default=sa.text("'[]'")),
        sa.Column("options", sa.Text, nullable=False, server_default=sa.text("'{}'")),
        sa.Column("status", sa.Text, nullable=False, server_default=sa.text("'open'")),
        sa.Column("expires_at", Time, nullable=False),
        sa.Column("game_id", RowId, sa.ForeignKey("games.id")),
        sa.Column("created_at", Time, nullable=False),
        sa.CheckConstraint("status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')",
                           name="invitations_status"),
    )
    op.create_index("invitations_open", "invitations", ["status", "channel_id"])
    op.create_table(
        "timers",
        sa.Column("kind", sa.Text, primary_key=True),
        sa.Column("ref_id", sa.BigInteger, primary_key=True),
        sa.Column("due_at", Time, nullable=False),
        sa.Column("data", sa.Text, nullable=False, server_default=sa.text("'{}'")),
    )
    op.create_index("timers_due", "timers", ["due_at"])
    op.create_table(
        "running_seats",
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("channel_id", sa.BigInteger, primary_key=True),
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
    )
    op.create_index("running_seats_by_game", "running_seats", ["game_id"])
    op.create_table(
        "panels",
        sa.Column("game_id", RowId, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("token", sa.Text, nullable=False),
        sa.Column("message_id", sa.BigInteger, nullable=False),
        sa.Column("expires_at", Time, nullable=False),
    )
    op.create_table(
        "people",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
    )


def downgrade() -> None:
    for table in ("people", "panels", "running_seats", "timers", "invitations", "results", "moves", "seats",
                  "games", "meta"):
        op.drop_table(table)
