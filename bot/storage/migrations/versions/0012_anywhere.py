"""Play anywhere (issue 37): where a game's channel is, and who asked for "your turn" DMs.

- `games.place`: "guild" (a server channel the bot is in: NULL for every game before this
  revision), "dm" (the bot's own DM with a member), "private" (a group DM or a DM between
  members, where the bot is no member and can only answer interactions) or "foreign" (a
  server the bot is not in, reached through a member's user install: the same).
- `member_settings.turn_dms`: 1 when a member asked for a DM when a game waits for them.

Revision ID: 0012
Revises: 0011
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision, down_revision = "0012", "0011"
branch_labels = depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("place", sa.Text))
    op.add_column("member_settings", sa.Column("turn_dms", sa.Integer))


def downgrade() -> None:
    with op.batch_alter_table("member_settings") as batch:
        batch.drop_column("turn_dms")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("place")
