"""Settings: languages, themes and servers set up their way.

- `server_settings`: a server's language for public messages, table theme, allowed games,
  turn and reaction time limits, whether hints are allowed and whether each game gets its
  own thread.  `member_settings`: a member's language and theme.
- `games.parent_id`: the channel a game's thread was started from; `games.turn_seconds`,
  `games.reaction_seconds`: the time limits the game started with.
- `panels.locale`, `panels.theme`: the voice a private panel was opened in.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

TIME = sa.Float(precision=53)


def upgrade() -> None:
    op.create_table(
        "server_settings",
        sa.Column("guild_id", sa.BigInteger, primary_key=True),
        sa.Column("locale", sa.Text),
        sa.Column("theme", sa.Text),
        sa.Column("games", sa.Text),
        sa.Column("turn_hours", TIME),
        sa.Column("reaction_minutes", TIME),
        sa.Column("hints", sa.Integer),
        sa.Column("threads", sa.Integer),
        sa.Column("updated_at", TIME, nullable=False),
        sa.Column("updated_by", sa.BigInteger, nullable=False),
    )
    op.create_table(
        "member_settings",
        sa.Column("user_id", sa.BigInteger, primary_key=True),
        sa.Column("locale", sa.Text),
        sa.Column("theme", sa.Text),
        sa.Column("updated_at", TIME, nullable=False),
    )
    op.add_column("games", sa.Column("parent_id", sa.BigInteger))
    op.add_column("games", sa.Column("turn_seconds", TIME))
    op.add_column("games", sa.Column("reaction_seconds", TIME))
    op.add_column("panels", sa.Column("locale", sa.Text))
    op.add_column("panels", sa.Column("theme", sa.Text))


def downgrade() -> None:
    with op.batch_alter_table("panels") as batch:
        batch.drop_column("theme")
        batch.drop_column("locale")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("reaction_seconds")
        batch.drop_column("turn_seconds")
        batch.drop_column("parent_id")
    op.drop_table("member_settings")
    op.drop_table("server_settings")
