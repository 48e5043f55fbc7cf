"""The web companion (issue 36): a game's page address, and who opted in to pages.

- `games.token`: a random, unguessable token naming a game's page (never its row id);
  every game already stored gets one here, every new game one at its insert.
- `member_settings.web`: 1 when a member turned on their player page and games export.
- `server_settings.web`: 1 when a server's admins turned on its pages.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision, down_revision = "0011", "0010"
branch_labels = depends_on = None

TOKEN_BYTES = 12  # as bot.storage.game_rows.new_token: 16 characters of URL-safe base64


def upgrade() -> None:
    op.add_column("games", sa.Column("token", sa.Text))
    op.add_column("member_settings", sa.Column("web", sa.Integer))
    op.add_column("server_settings", sa.Column("web", sa.Integer))
    conn = op.get_bind()
    games = sa.table("games", sa.column("id", sa.BigInteger), sa.column("token", sa.Text))
    ids = [row[0] for row in conn.execute(sa.select(games.c.id).where(games.c.token.is_(None)))]
    for start in range(0, len(ids), 1000):
        conn.execute(games.update().where(games.c.id == sa.bindparam("gid")).values(token=sa.bindparam("tok")),
                     [{"gid": gid, "tok": secrets.token_urlsafe(TOKEN_BYTES)} for gid in ids[start:start + 1000]])
    op.create_index("games_by_token", "games", ["token"], unique=True)


def downgrade() -> None:
    op.drop_index("games_by_token", "games")
    with op.batch_alter_table("server_settings") as batch:
        batch.drop_column("web")
    with op.batch_alter_table("member_settings") as batch:
        batch.drop_column("web")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("token")
