"""Search: bot levels, hints and deal verdicts.

- `games.level`: the bot's level in a game against it ("easy", "normal", "hard"); NULL for a
  game without the bot, or one started before levels (played as "normal").
- `games.hints`: how many hints the player asked for; a game with any stays off the daily
  deal's leaderboards and says so with its result.
- `games.verdict`: whether a lost solitaire deal could have been won (`engine.search.Verdict`
  as JSON), stored once worked out, so asking again costs nothing.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("level", sa.Text))
    op.add_column("games", sa.Column("hints", sa.Integer, nullable=False, server_default=sa.text("0")))
    op.add_column("games", sa.Column("verdict", sa.Text))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("verdict")
        batch.drop_column("hints")
        batch.drop_column("level")
