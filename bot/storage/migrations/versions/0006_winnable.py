"""Winnable deals: daily deals and /play deals the solver has proved winnable.

- `daily_deals`: the deal of a game on a UTC day, found once for everyone; the lease of the
  process proving it and the next candidate to try while it is being found.
- `winnable_deals`: proved-winnable deals kept ahead for `/play <game> winnable:true`.
- `winnable_wants`: the option sets whose stock is kept full, and the lease of the process
  filling one.
- `games.mode` gains "winnable" (a deal dealt proved winnable): its results stay apart.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

RowId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
TIME = sa.Float(precision=53)


def upgrade() -> None:
    op.create_table(
        "daily_deals",
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("day", sa.Text, primary_key=True),
        sa.Column("candidate", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("seed", sa.BigInteger),
        sa.Column("shuffle_version", sa.Integer),
        sa.Column("proved", sa.Integer),
        sa.Column("line", sa.Text),
        sa.Column("claimed_by", sa.Text),
        sa.Column("claimed_until", TIME),
        sa.Column("found_at", TIME),
    )
    op.create_table(
        "winnable_deals",
        sa.Column("id", RowId, primary_key=True, autoincrement=True),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("shuffle_version", sa.Integer, nullable=False),
        sa.Column("line", sa.Text, nullable=False),
        sa.Column("proved_at", TIME, nullable=False),
    )
    op.create_index("winnable_deals_by_set", "winnable_deals", ["key", "options"])
    op.create_table(
        "winnable_wants",
        sa.Column("key", sa.Text, primary_key=True),
        sa.Column("options", sa.Text, primary_key=True),
        sa.Column("wanted_at", TIME, nullable=False),
        sa.Column("claimed_by", sa.Text),
        sa.Column("claimed_until", TIME),
    )


def downgrade() -> None:
    op.drop_table("winnable_wants")
    op.drop_index("winnable_deals_by_set", table_name="winnable_deals")
    op.drop_table("winnable_deals")
    op.drop_table("daily_deals")
