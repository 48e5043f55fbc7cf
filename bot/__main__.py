"""`python -m bot`: load .env, check the token, run the bot."""

from __future__ import annotations

import logging
import sys

from dotenv import load_dotenv

from .app import create_bot
from .settings import TOKEN_HELP, load_settings


def main() -> int:
    load_dotenv()
    settings = load_settings()
    if not settings.token:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot = create_bot(settings)
    # log_handler=None: we configured logging above; discord.py never logs the token.
    bot.run(settings.token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
