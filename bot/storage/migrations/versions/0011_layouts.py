"""Tables as Components V2 messages: the time from which the bot's messages carry the V2 flag.

A message posted before it has no flag, and Discord cannot add the flag by an edit, so the
bot edits such a message in its old form until its game ends (`bot.discord.layout.legacy`).
The time is a message id's creation time (a snowflake's), compared with this value.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import time

import sqlalchemy as sa
from alembic import op

revision, down_revision = "0011", "0010"
branch_labels = depends_on = None

LAYOUTS_SINCE = "layouts-since"  # bot.storage.store.LAYOUTS_SINCE
_meta = sa.table("meta", sa.column("key", sa.Text), sa.column("value", sa.Text))


def upgrade() -> None:
    op.bulk_insert(_meta, [{"key": LAYOUTS_SINCE, "value": repr(time.time())}])


def downgrade() -> None:
    op.execute(_meta.delete().where(_meta.c.key == LAYOUTS_SINCE))
