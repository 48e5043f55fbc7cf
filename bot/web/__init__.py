"""The web companion (issue 36): what the bot knows, on web pages anyone can open.

- Game pages (`games`): every game at its random token (`links.game_path`), a finished one
  step by step as its public replay shows it, a running one as a spectator in its channel
  sees it; a daily deal's and a running same-deal challenge's games only once nobody can
  still play their deal.
- Player pages (`players`): only for members who turned theirs on in `/settings me`, with
  a rating chart drawn on the server (`chart`) and their games as NDJSON.
- Server pages (`servers`): only for servers whose admins turned them on in
  `/settings server`: leaderboards, the season board, and live event pages.

Like `bot.discord`, it is an adapter over the same core (storage, the engine, render): it
reads the database and never writes a game.  It runs inside the bot's process
(`WEB_PORT`) or alone (`python -m bot.web`) on the same database; nothing it keeps in
memory is more than a cache of what the database says.
"""
