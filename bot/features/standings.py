"""An event's standings in words: rank, player, score, streak, games, one line a player.

Events (arena and Swiss tournaments, same-deal challenges) show their standings as a text
table in the reader's language, on the event's message and privately (its Standings button),
and on the event's web page (`bot.web.servers`); a picture would say nothing more.  The view
is plain data built here from what storage holds (`event_table`, `event_standings`), with no
Discord: names arrive as the caller shows them, and a time as the caller words it (`when`:
Discord's live timestamp on a message, a date on a web page).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from engine import GAMES
from i18n import t

from ..events.kinds import ChallengeStanding, Standing, challenge_progress, challenge_standings, kind_of, standings
from ..storage import ChallengeAttempt, EventBye, EventGame, EventPlayer, EventRow
from .daily import first_metric, loss_metric


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


# ---------------------------------------------------------------------------- an event's table


StandingsTable = list[Standing] | list[ChallengeStanding]  # a paired event's, or a challenge's


def event_table(event: EventRow, players: Sequence[EventPlayer], games: Sequence[EventGame],
                byes: Sequence[EventBye], attempts: Sequence[ChallengeAttempt]) -> StandingsTable:
    """The event's standings from what storage holds: a paired event's from its players,
    games and byes; a challenge's from its attempts (the final table once it is over;
    before, only the deals each player has finished)."""
    if not kind_of(event).alone:
        return standings(event, [p.user_id for p in players], games, byes)
    if not event.status.over:
        return challenge_progress(attempts)
    info = GAMES[event.key]
    win, loss = first_metric(info), loss_metric(info)
    return challenge_standings(attempts, win_higher=win[2] if win else None, loss_higher=loss[2] if loss else None)


# ---------------------------------------------------------------------------- words


def kind_name(event: EventRow) -> str:
    return t(kind_of(event).name_key)


def status_line(event: EventRow, when: Callable[[float], str], *, starts: str = "events-status-starts",
                ends: str = "events-status-ends") -> str:
    """Where the event stands, for its reader: a start or an end (the `starts` and `ends`
    sentences) with its time as `when` words it."""
    if event.status.over:
        return t("events-status-over")
    if event.status.waiting:
        return t(starts, when=when(event.starts_at))
    if kind_of(event).rounds:
        return t("events-status-round", round=max(event.round, 1), rounds=event.settings.rounds)
    if event.status.finishing:
        return t("events-status-finishing")
    if event.ends_at is not None:
        return t(ends, when=when(event.ends_at))
    return t("events-status-running")


def _score(event: EventRow, s: Standing) -> str:
    if kind_of(event).half_points:
        whole, half = int(s.score), s.score - int(s.score) >= 0.5
        return f"{whole}½" if half and whole else ("½" if half else str(whole))
    return str(int(s.score))


def _detail(event: EventRow, s: Standing) -> str:
    if kind_of(event).tiebreaks and s.buchholz is not None:
        return t("events-tiebreaks", buchholz=f"{s.buchholz:g}", sb=f"{s.sonneborn_berger or 0:g}")
    return ""


def event_standings(event: EventRow, table: Sequence[Standing | ChallengeStanding], names: dict[int, str],
                    status: str) -> StandingsView:
    """The standings' view: its lines as the event's kind words them (`status`: where it
    stands, `status_line`)."""
    title = t("events-standings-title", name=event.name, game=GAMES[event.key].title, kind=kind_name(event))
    if kind_of(event).alone:
        rows = challenge_rows(event, [s for s in table if isinstance(s, ChallengeStanding)], names)
    else:
        rows = tuple(StandingRow(rank=s.rank, name=names.get(s.user_id) or t("events-someone"),
                                 score=_score(event, s), games=s.games, on_fire=s.on_fire and kind_of(event).on_fire,
                                 detail=_detail(event, s))
                     for s in table if isinstance(s, Standing))
    return StandingsView(title=title, status=status, rows=rows)


def duration(seconds: float) -> str:
    """A time as a clock reads it: 3:04, 1:02:03 (short: the picture's detail column is narrow)."""
    hours, rest = divmod(int(round(seconds)), 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def figure_text(event: EventRow, figure: float | None) -> str:
    """A challenge's own figure worded with its label ("Score 6"), "" for none."""
    metric = first_metric(GAMES[event.key])
    if figure is None or metric is None:
        return ""
    return t("info-stats-figure", label=t(metric[1]), value=f"{figure:g}")


def challenge_rows(event: EventRow, table: Sequence[ChallengeStanding],
                   names: dict[int, str]) -> tuple[StandingRow, ...]:
    """A challenge's lines: deals won, the game's own figure and the time once it is over;
    while it runs, only the deals each player has finished (results are hidden)."""
    rows = []
    for s in table:
        name = names.get(s.user_id) or t("events-someone")
        if s.wins is None or not event.status.over:
            rows.append(StandingRow(rank=s.rank, name=name, score=t("events-challenge-hidden"), games=s.deals))
            continue
        detail = t("events-challenge-time", time=duration(s.seconds))
        figure = figure_text(event, s.figure)
        rows.append(StandingRow(rank=s.rank, name=name, score=t("events-challenge-wins", n=s.wins), games=s.deals,
                                detail=f"{figure}, {detail}" if figure else detail))
    return tuple(rows)


__all__ = ["StandingRow", "StandingsView", "challenge_rows", "describe", "describe_rows", "duration",
           "event_standings", "event_table", "figure_text", "kind_name", "status_line"]
