"""Who may run events: `server_settings.event_role`, a role whose members may start events
besides those with Manage Server (`/settings server`; NULL: Manage Server only).

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("server_settings", sa.Column("event_role", sa.BigInteger))


def downgrade() -> None:
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("event_role")
