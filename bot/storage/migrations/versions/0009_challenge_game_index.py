"""A same-deal challenge's attempts found by their game: `challenge_attempts_by_game`
(a click on a challenge's private table, the game's end, a game read with its event's name).

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("challenge_attempts_by_game", "challenge_attempts", ["game_id"])


def downgrade() -> None:
    op.drop_index("challenge_attempts_by_game", table_name="challenge_attempts")
