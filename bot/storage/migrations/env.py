"""Alembic's environment: always run from `bot.storage.migrate`, on the connection it hands
over (`config.attributes["connection"]`), so the bot, the tests and `bot.migrate_db` migrate
the same way and the applied revision lives in the database itself (`alembic_version`)."""

from __future__ import annotations

from alembic import context

from bot.storage.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
