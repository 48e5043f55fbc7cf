"""Several processes on one database: timers are claimed with a lease, and the database
keeps one open invitation per channel, game and people.

- `timers.claimed_by`, `timers.claimed_until`: a process takes a due timer (`FOR UPDATE SKIP
  LOCKED` on PostgreSQL) for a lease; one that dies mid-fire leaves the claim to run out.
- `invitations.users_key` (the people as sorted ids, "1,2") and a partial unique index on
  (channel_id, key, users_key) where the invitation is open: the rule that was an in-process
  lock is now the database's.  Open invitations are given their key; of duplicates (possible
  before), the newest stays open and the others are closed as expired.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

Time = sa.Float(precision=53)


def upgrade() -> None:
    op.add_column("timers", sa.Column("claimed_by", sa.Text))
    op.add_column("timers", sa.Column("claimed_until", Time))
    op.add_column("invitations", sa.Column("users_key", sa.Text))
    bind = op.get_bind()
    invitations = sa.table("invitations", sa.column("id"), sa.column("channel_id"), sa.column("key"),
                           sa.column("users"), sa.column("status"), sa.column("users_key"))
    seen: set[tuple[int, str, str]] = set()
    rows = bind.execute(sa.select(invitations.c.id, invitations.c.channel_id, invitations.c.key, invitations.c.users)
                        .where(invitations.c.status == "open").order_by(invitations.c.id.desc())).all()
    for iid, channel, key, users in rows:
        users_key = ",".join(str(u) for u in sorted(set(json.loads(users))))
        if (channel, key, users_key) in seen:
            bind.execute(sa.update(invitations).where(invitations.c.id == iid).values(status="expired"))
            continue
        seen.add((channel, key, users_key))
        bind.execute(sa.update(invitations).where(invitations.c.id == iid).values(users_key=users_key))
    op.create_index("invitations_one_open", "invitations", ["channel_id", "key", "users_key"], unique=True,
                    sqlite_where=sa.text("status = 'open'"), postgresql_where=sa.text("status = 'open'"))


def downgrade() -> None:
    op.drop_index("invitations_one_open", table_name="invitations")
    with op.batch_alter_table("invitations") as batch:
        batch.drop_column("users_key")
    with op.batch_alter_table("timers") as batch:
        batch.drop_column("claimed_until")
        batch.drop_column("claimed_by")
