"""Skill ratings for the games two people play against each other: the model, the number
players see, and the words for them.  Pure functions: no Discord, no database.

The model is openskill's Plackett-Luce model with its defaults (Weng and Lin's Bayesian
approximation: a rating is a mean `mu` and an uncertainty `sigma`, 25 and 25/3 for a new
player).  openskill is pinned to one minor version in pyproject.toml, because its defaults,
and so every number, may change between versions; after such a change, rebuild every
rating with `recompute` (the append-only `rating_changes` names the games to replay).

What a player sees, the displayed rating: `display(mu) = round(1500 + DISPLAY_SCALE * (mu - 25))`.
- A new player shows 1500, as on chess sites.
- The scale makes a difference in rating mean what it means in chess: between two settled
  players (small sigma) the model's chance of winning is 1 / (1 + exp(-(mu1 - mu2) / c))
  with c = sqrt(2) * beta (beta = 25/6, openskill's default), and Elo's is
  1 / (1 + 10 ** (-(r1 - r2) / 400)); they agree when 400 display points are
  c * ln(10) model points, so DISPLAY_SCALE = 400 / (sqrt(2) * beta * ln 10) = 29.48...: a
  player 400 above another is expected to win ten games to one.  (That is the chance the
  Plackett-Luce update itself assumes; openskill's `predict_win` uses a normal curve
  instead, by which the same 400 points would be about 99 to 1.)
- It is the mean, not openskill's conservative `ordinal` (mu - 3 sigma): the ordinal starts
  every player at the bottom and climbs with games played, even lost ones, which reads
  wrongly as "+N" after a defeat.  Uncertainty is shown the way chess sites show it
  instead: the rating is provisional (shown as such, and left off the leaderboards' ranks)
  until PROVISIONAL_GAMES rated games.
- Early games move it far (a first game about 78 points), settled players little (about
  15 points a game after a hundred games), as a chess site's provisional period does.

Which games are rated: those of the games two people can play against each other (a
`GameInfo` with a seat count of 2: `rates`), played by two people, of the "normal" mode
(never a daily deal nor a replayed deal: storage checks the game's mode in the save again).
Not solo games, nor a game for two played alone against its automaton.  Games against the
bot are rated too, for the person only: each level of the bot has a fixed rating
(`Kit.ratings` of its game), set from its measured strength (benchmarks/bot_levels.py, in the README),
and never moves; a game against it changes the person's rating as a game against a settled
player of that rating would.  A game against the bot started before levels existed (no
level stored) stays unrated, as it was announced.  One rating per player and game,
whatever house rules a game was played with.  A resignation and a forfeit on time are losses
for the player who gave up (the engine says "loss"); a game nobody played, abandoned, is not
rated.
"""

from __future__ import annotations

import math
from typing import Collection, Mapping, Sequence

from openskill.models import PlackettLuce

from engine import GAMES
from i18n import t

from .storage import Rater, RatingChange, RatingRow, Skill, Storage

PROVISIONAL_GAMES = 5  # rated games before a rating is shown and ranked

MODEL = PlackettLuce()  # openskill's defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300
BASE = 1500  # what a new player shows
DISPLAY_SCALE = 400 / (math.sqrt(2) * MODEL.beta * math.log(10))  # 29.48...: Elo's 400 = 10:1 odds
FRESH = Skill(float(MODEL.mu), float(MODEL.sigma))

BOT_SIGMA = 1.0  # the bot's rating is settled: a game against it moves the person's only
_RANK = {"win": 1, "draw": 2, "loss": 3}  # openskill: lower is better, equal is a tie
_MINUS = "\u2212"


# ---- the model ------------------------------------------------------------------------------

def new_rating() -> Skill:
    """A new player's rating."""
    return FRESH


def display(mu: float) -> int:
    """The rating a player sees (1500 for a new player; see the module's notes)."""
    return round(BASE + DISPLAY_SCALE * (mu - FRESH.mu))


def provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES


def rates(key: str) -> bool:
    """Whether games of `key` have ratings: two people can play it against each other."""
    info = GAMES.get(key)
    return info is not None and 2 in info.players


def bot_skill(key: str, level: str | None) -> Skill | None:
    """The bot's fixed rating at `key` and `level` (the game's `Kit.ratings`; None: not rated)."""
    info = GAMES.get(key)
    kit = info.kit if info is not None else None
    shown = kit.ratings.get(level or "") if kit is not None else None
    if shown is None:
        return None
    return Skill(FRESH.mu + (shown - BASE) / DISPLAY_SCALE, BOT_SIGMA)


def is_rated_game(key: str, users: Sequence[int], bot_seats: Collection[int], mode: str = "normal",
                  level: str | None = None) -> bool:
    """Whether a game with these seats (user ids by seat) is rated: a game of a kind with
    ratings (`rates`), an ordinary game (mode "normal": not a daily deal, not a deal played
    again from its code), between two different people, or one person against the bot at a
    level with a rating."""
    if not rates(key) or mode != "normal" or len(users) != 2:
        return False
    if bot_seats:
        return len(bot_seats) == 1 and bot_skill(key, level) is not None
    return len(set(users)) == 2


def is_rated_result(results: Mapping[int, str], against_bot: bool = False) -> bool:
    """Each player with a win, a loss or a draw (two people, or one against the bot): an
    abandoned game (nobody played) is not rated."""
    return len(results) == (1 if against_bot else 2) and all(r in _RANK for r in results.values())


_OTHER = {"win": "loss", "loss": "win", "draw": "draw"}


def rate(before: Mapping[int, Skill], results: Mapping[int, str], opponent: Skill | None = None) -> dict[int, Skill]:
    """The ratings after one finished two-player game, by user id, from the ratings before
    it (a player missing from `before` is new) and each player's result; {} when the game
    is not rated (see `is_rated_result`).  A resignation or a forfeit on time is the
    engine's "loss" for the player who gave up, so it counts as a loss here.  `opponent`:
    the bot's fixed rating, in a game of one person against it (only the person's changes)."""
    if opponent is not None:
        if not is_rated_result(results, against_bot=True):
            return {}
        (user, result), = results.items()
        mine = before.get(user, FRESH)
        teams = [[MODEL.rating(mu=mine.mu, sigma=mine.sigma)], [MODEL.rating(mu=opponent.mu, sigma=opponent.sigma)]]
        rated = MODEL.rate(teams, ranks=[float(_RANK[result]), float(_RANK[_OTHER[result]])])
        return {user: Skill(float(rated[0][0].mu), float(rated[0][0].sigma))}
    if not is_rated_result(results):
        return {}
    users = sorted(results)
    teams = [[MODEL.rating(mu=before.get(u, FRESH).mu, sigma=before.get(u, FRESH).sigma)] for u in users]
    rated = MODEL.rate(teams, ranks=[float(_RANK[results[u]]) for u in users])
    return {u: Skill(float(team[0].mu), float(team[0].sigma)) for u, team in zip(users, rated)}


RATER = Rater(fresh=FRESH, rate=rate, bot=bot_skill)  # what storage rates with (Storage.save_state(ratings=RATER))


# ---- words ----------------------------------------------------------------------------------

def signed(points: int) -> str:
    """+14, \u221214 (a real minus sign), \u00b10."""
    if points > 0:
        return f"+{points}"
    return f"{_MINUS}{-points}" if points < 0 else "\u00b10"


def standing(games: int, mu: float) -> str:
    """A rating as a player reads it: "1532", or "provisional (3 of 5 games)"."""
    if provisional(games):
        return t("info-rating-provisional", games=games, total=PROVISIONAL_GAMES)
    return str(display(mu))


def points(change: RatingChange) -> int:
    """What a rated game did to the rating a player sees (14, -14)."""
    return display(change.after.mu) - display(change.before.mu)


def change_text(name: str, change: RatingChange) -> str:
    """"Alice +14, now 1532", or "Alice provisional (3 of 5 games)" before the fifth rated game."""
    if provisional(change.games):
        return t("info-rating-change-provisional", name=name, games=change.games, total=PROVISIONAL_GAMES)
    return t("info-rating-change", name=name, points=signed(points(change)), rating=display(change.after.mu))


def note(changes: Sequence[RatingChange], names: Mapping[int, str]) -> str:
    """The game-over line for a rated game: "Rating: Alice +14, now 1532; Bob \u221214, now 1468"
    ("" when the game changed no rating).  `names`: display names by user id, in the order
    the players are named (seat order)."""
    if not changes:
        return ""
    by_user = {c.user_id: c for c in changes}
    order = [u for u in names if u in by_user] + sorted(u for u in by_user if u not in names)
    return t("info-rating-note", changes="; ".join(change_text(names.get(u, f"<@{u}>"), by_user[u]) for u in order))


def rating_line(row: RatingRow | None) -> str:
    """A member's rating at one game for /stats: "1532 (12 rated games)",
    "provisional (3 of 5 games)", or "not rated yet"."""
    if row is None or row.games <= 0:
        return t("info-rating-unrated")
    if provisional(row.games):
        return standing(row.games, row.mu)
    return t("info-rating-line", rating=display(row.mu), games=row.games)


def unrated_bot() -> str:
    """Why a game against the bot is not rated: it was started before the bot had levels."""
    return t("info-rating-unrated-bot")


def __getattr__(name: str) -> str:
    # `UNRATED_BOT`, as callers knew it: worded when read, in the locale of the moment.
    if name == "UNRATED_BOT":
        return unrated_bot()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


async def recompute(storage: Storage, key: str) -> dict[int, RatingRow]:
    """Rebuild every rating of `key` through this model (see RatingStore.recompute)."""
    return await storage.ratings.recompute(key, RATER)
