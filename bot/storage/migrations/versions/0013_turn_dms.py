""""Your turn" DMs (issue 37, part 3): the bot's DM channel with each member it tells, and
what each member was told about each game.

- `dm_channels`: one row per member the bot opened a DM channel with (or tried to): the
  channel's id once opened (reused after a restart: no second opening), `refused` when
  Discord refused a message there ("closed": DMs closed, code 50007; "no-mutual": no server
  shared with the bot, code 50278; NULL: none), when that was, and when the member was told
  so (`told_at`, on their next interaction; NULL: not yet).
- `turn_notices`: per (member, game), the version at which the game last began to wait for
  them (`waiting_since`) and the version up to which nothing more needs telling (`settled`:
  they were told, or they moved; NULL: never).  A game is worth a DM while
  `settled < waiting_since`.  Rows are written for members who asked for the DMs only.
- The pace of new DM channels, shared by every process, is a `meta` row
  ("dm-open-next-at"), written by compare-and-set.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision, down_revision = "0013", "0012"
branch_labels = depends_on = None

_ROW_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_TIME = sa.Float(precision=53)


def upgrade() -> None:
    op.create_table(
        "dm_channels",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("channel_id", sa.BigInteger),
        sa.Column("refused", sa.Text),
        sa.Column("refused_at", _TIME),
        sa.Column("told_at", _TIME),
        sa.Column("opened_at", _TIME),
        sa.CheckConstraint("refused IN ('closed', 'no-mutual')", name="dm_channels_refused"),
    )
    op.create_table(
        "turn_notices",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("game_id", _ROW_ID, sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("waiting_since", sa.Integer, nullable=False),
        sa.Column("settled", sa.Integer),
    )
    op.create_index("turn_notices_by_game", "turn_notices", ["game_id"])


def downgrade() -> None:
    op.drop_index("turn_notices_by_game", table_name="turn_notices")
    op.drop_table("turn_notices")
    op.drop_table("dm_channels")
