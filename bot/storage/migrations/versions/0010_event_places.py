"""An arena's table threads: `event_places`, where its games are spread when one channel's
message limit would hold their tables back.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision, down_revision = "0010", "0009"
branch_labels = depends_on = None


def upgrade() -> None:
    op.create_table(
        "event_places",
        sa.Column("event_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
                  sa.ForeignKey("events.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("channel_id", sa.BigInteger, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("event_places")
