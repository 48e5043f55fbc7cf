from tests.databases import database, postgres_server  # noqa: F401  (pytest fixtures)
