"""An event's standings as a picture: rank, player, score, streak marker, games.

Events (arena and Swiss tournaments, same-deal challenges) show their standings as a table
drawn here, in the server's theme and language, with the same rows as text for screen
readers (`describe`).  The view is plain data the bot builds from storage
(`StandingsView`); names arrive as the bot shows them (cleaned of markup, cut to a length).
A long field shows its top rows and says how many more there are: the picture keeps a
fixed size however many players an event has.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from i18n import t

from .kit import COUNTER, HEADER, LABEL, MARGIN, canvas, header, label, text
from .text import text_width
from .theme import Theme

WIDTH = 760
ROW = 34  # pixels a row
MOST_ROWS = 20  # rows drawn; the others are counted under the table


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


def _columns(width: int) -> tuple[int, int, int, int, int]:
    """x of the rank, the name, the detail, the score and the games columns."""
    return MARGIN, MARGIN + 84, width - MARGIN - 330, width - MARGIN - 110, width - MARGIN


def draw(view: StandingsView, theme: Theme) -> Image.Image:
    shown = view.rows[:MOST_ROWS]
    more = len(view.rows) - len(shown)
    height = HEADER + 16 + ROW * (len(shown) + 1) + (ROW if more or not shown else 0) + 16
    img = canvas(WIDTH, height, theme)
    header(img, theme, view.title, view.status)
    rank_x, name_x, detail_x, score_x, games_x = _columns(WIDTH)
    y = HEADER + 16
    label(img, theme, (rank_x, y), t("render-standings-rank"), width=name_x - rank_x - 8)
    label(img, theme, (name_x, y), t("render-standings-player"), width=detail_x - name_x - 12)
    label(img, theme, (score_x, y), t("render-standings-score"), anchor="ra")
    label(img, theme, (games_x, y), t("render-standings-games"), anchor="ra")
    draw_on = ImageDraw.Draw(img)
    for i, row in enumerate(shown):
        top = y + ROW * (i + 1)
        if i % 2 == 0:
            draw_on.rectangle((MARGIN // 2, top - 4, WIDTH - MARGIN // 2, top + ROW - 6), fill=theme.felt_dark)
        gold = theme.ink_gold if row.rank <= 3 else theme.ink_light
        text(img, (rank_x, top), f"{row.rank}.", COUNTER, gold, bold=True, role="counter")
        marker = t("render-standings-on-fire") if row.on_fire else ""
        room = detail_x - name_x - 12 - (text_width(marker, LABEL) + 16 if marker else 0)
        right = text(img, (name_x, top), row.name, COUNTER, theme.ink_light, width=room)
        if marker:  # the streak, in gold beside the name (its wins count double)
            text(img, (right + 16, top + 4), marker, LABEL, theme.ink_gold, bold=True)
        if row.detail:
            text(img, (detail_x, top), row.detail, LABEL, theme.ink_dim, width=score_x - detail_x - 90)
        text(img, (score_x, top), row.score, COUNTER, gold, anchor="ra", bold=True, role="counter")
        text(img, (games_x, top), str(row.games), COUNTER, theme.ink_light, anchor="ra")
    if more or not shown:
        line = t("render-standings-more", n=more) if shown else t("render-standings-nobody")
        label(img, theme, (name_x, y + ROW * (len(shown) + 1)), line)
    return img


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
