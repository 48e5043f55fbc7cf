"""An event's standings in words: rank, player, score, streak, games, one line a player.

Events (arena and Swiss tournaments, same-deal challenges) show their standings as a text
table in the reader's language, on the event's message and privately (its Standings button);
a picture would say nothing more.  The view is plain data the bot builds from storage
(`StandingsView`); names arrive as the bot shows them (cleaned of markup).
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import t


@dataclass(frozen=True)
class StandingRow:
    rank: int  # 1 for the leader; equal ranks for a tie the event does not break
    name: str
    score: str  # as the event counts it: "12", "4½", "3 wins"
    games: int
    on_fire: bool = False  # an arena player on a winning streak (their wins count double)
    detail: str = ""  # a tie-break or the game's own figure ("Buchholz 9", "best 6")


@dataclass(frozen=True)
class StandingsView:
    title: str  # the event's name and game
    status: str  # "Round 3 of 7", "Ends in 12 minutes", "Final standings"
    rows: tuple[StandingRow, ...]


def describe(view: StandingsView) -> str:
    """The same standings as text, one line a player (every row, not only those drawn)."""
    lines = [f"{view.title}: {view.status}" if view.status else view.title]
    if not view.rows:
        lines.append(t("render-standings-nobody"))
    return "\n".join([*lines, *describe_rows(view)])


def describe_rows(view: StandingsView) -> list[str]:
    """The standings' lines alone, one a player (under a heading that names the event and
    says where it stands, such as the event's message)."""
    lines = []
    for row in view.rows:
        line = t("render-standings-line", rank=row.rank, name=row.name, score=row.score, games=row.games)
        extra = [t("render-standings-line-on-fire")] if row.on_fire else []
        extra += [row.detail] if row.detail else []
        lines.append(t("render-standings-line-more", line=line, more=", ".join(extra)) if extra else line)
    return lines
