"""History and replays: `/history [member] [game]` and `/replay <game id> [seat]`.

A replay is rebuilt, never stored: the game's seed, options and shuffle version deal it
again (`rebuild`), and its move log (`storage.moves`) is applied move by move.  The moves
log only actions; a game stopped by a resignation, a forfeit on time or an abandon ends on
the stored final state, shown as the replay's last step.

What a replay shows:
- a public replay (`/replay <id>`) is a public message that draws `state.view(None)` at
  every step and words every line for the public (viewer None), so it never shows a card
  that was face down; anyone may page it;
- a player may replay from their own seat (`/replay <id> seat:true`): an ephemeral message
  drawn from `state.view(seat)` for the caller's seat only (their own hand, to themselves).
A daily deal's attempt is replayed publicly only once its UTC day has ended (before, its
deal is secret), and from its player's seat at any time.

The buttons (first, back, forward, last) are persistent components (`bot.discord.customid` kinds
"replay" and "sreplay"): their `path` names the button and the step it leads to
("next.13"), so they work after a restart, in any process; a click loads the game by id,
checks it (finished, this server's, the step in range) and edits its message to that step.
A seat's replay is its player's anywhere: in another server too, being private; there,
anyone else is told no such game exists (a game id leaks nothing of another server).  A game
played outside servers (a DM, a group DM) is replayed publicly only where it was played.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from engine import GAMES, IllegalAction
from i18n import t

from ..discord import replies
from ..discord.components import Controls, control_button, controls_on
from ..discord.customid import ComponentId
from .daily import MODE_MARKERS, deal_code, replay_marker
from .replay_gif import draw_gif, sample_steps
from ..discord.pages import Page
from ..discord.pictures import attachment, caption, picture
from ..discord.voices import Voice, private_voice, server_voice, worded
from ..workers import in_workers
from ..discord.replies import Interaction, mention, message_link
from ..replays import Replay, build, rebuild
from ..service import Refusal, Table
from ..storage import GameRow
from ..storage.game_rows import played_privately
from ..storage.history import PastGame, recent_games
from ..discord.translator import LEVEL_KEYS
from ..discord.web_links import Link, game_link, with_links

if TYPE_CHECKING:
    from ..discord.host import Host

PUBLIC_KIND, SEAT_KIND = "replay", "sreplay"
CLICK_KINDS = (PUBLIC_KIND, SEAT_KIND)
BUTTONS = (("first", "info-replay-first", "\u23ee"), ("back", "info-replay-back", "\u25c0"),
           ("next", "info-replay-next", "\u25b6"), ("last", "info-replay-last", "\u23ed"))  # name, label, emoji
_PATH = re.compile(r"(?P<name>first|back|next|last)\.(?P<step>[0-9]{1,6})")
CACHE_SIZE = 16



# Finished games never change.  Keyed by database too: game ids are a database's own, and a
# process may hold more than one (the tests run many bots, each on its own database).
_cache: OrderedDict[tuple[str, int], Replay] = OrderedDict()


async def load(bot: "Host", game_id: int, guild_id: int | None, player: int | None = None,
               channel_id: int | None = None) -> Replay:
    """The replay of this server's finished game `game_id`; Refusal otherwise.  `player`: the
    asker of a replay from their own seat, which is theirs in any server (it is private and
    shows only what their seat saw); to anyone else another server's game does not exist.
    A game played outside servers (a DM, a group DM: stored with guild id 0) is "this
    server's" only in its own channel (`channel_id`, where the replay is asked): another
    DM's or group DM's game does not exist there either."""
    key = (bot.storage.db.url, game_id)
    found = _cache.get(key)
    if found is None:
        table = await bot.service.load(game_id)
        if table is None or not table.row.status.over or not table.over:
            raise Refusal("info-replay-no-game", id=game_id)
        moves = [(seat, action) for _, seat, action in await bot.storage.moves(game_id)]
        try:
            found = await asyncio.to_thread(build, table, moves)
        except (IllegalAction, ValueError, KeyError):  # a log this engine cannot replay
            raise Refusal("info-replay-cannot", id=game_id) from None
        _cache[key] = found
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    if not _here(found.table.row, guild_id, channel_id) and (player is None or found.table.seat_of(player) is None):
        raise Refusal("info-replay-no-game" if guild_id else "info-replay-no-game-here", id=game_id)
    return found


def _here(row: GameRow, guild_id: int | None, channel_id: int | None) -> bool:
    """Whether a game belongs where a replay of it is asked: its server (any channel of it:
    /replay may be asked anywhere there), or, outside servers, its own DM or group DM."""
    if row.guild_id != (guild_id or 0):
        return False
    return row.guild_id != 0 or channel_id == row.channel_id


def public_allowed(row: GameRow) -> bool:
    """A daily attempt is secret until its day ends, a challenge's until its window has
    surely closed (its deal would be played beforehand): `deal_code`."""
    return not played_privately(row.mode) or deal_code(row) is not None


def seat_of(replay: Replay, user_id: int) -> int:
    seat = replay.table.seat_of(user_id)
    if seat is None:
        raise Refusal("info-replay-not-seated", id=replay.table.id)
    return seat


def players_line(table: Table) -> str:
    players = [t("info-replay-the-bot") if s in table.bot_seats else mention(uid) for s, uid in enumerate(table.users)]
    line = players[0] if players else ""
    for other in players[1:]:
        line = t("info-replay-versus", first=line, second=other)
    return line


def _head(table: Table) -> list[str]:
    """The parts of a replay's first line: "**Replay of <game>**", "game #12", its players."""
    return [t("info-replay-title", game=table.info.title), t("info-replay-game-id", id=table.id), players_line(table)]


def text(replay: Replay, step: int, seat: int | None) -> dict[str, Any]:
    """One step's words: its heading (the game, its players, from whose seat), then where the
    step is, what happened, what the picture shows, and the result once over."""
    table = replay.table
    rules = table.info.house_rules(table.row.options)
    marker = replay_marker(table.row) or (t("info-replay-daily") if table.row.mode == "daily" else "")
    parts = _head(table)
    if marker:
        parts.append(marker)
    if rules:
        parts.append(t("info-replay-house-rules", rules=rules))
    if seat is not None:
        parts.append(t("info-replay-from-seat-as", name=table.engine_names[seat]))
    where = (t("info-replay-step-deal") if step == 0 else
             t("info-replay-step-move", step=step, last=replay.last))
    lines = [*caption(table.row.key, replay.view(step, seat)), where, replay.line(step, seat)]
    state = replay.states[step]
    status = state.status(seat)
    if status:
        lines.append(status)
    out = state.outcome()
    if out is not None:
        lines.append(t("info-replay-game-over", reason=out.reason))
        code = deal_code(table.row)
        if code:
            lines.append(t("info-replay-deal-code", code=code))
    return {"head": " \u00b7 ".join(parts), "content": "\n".join(filter(None, lines))}


def buttons(replay: Replay, step: int, *, seat: bool) -> Controls:
    """First, back, forward, last; their custom_ids differ (name and step), as Discord asks."""
    kind = SEAT_KIND if seat else PUBLIC_KIND
    targets = {"first": 0, "back": max(step - 1, 0), "next": min(step + 1, replay.last), "last": replay.last}
    view = Controls()
    for name, label, emoji in BUTTONS:
        target = targets[name]
        cid = ComponentId(kind, replay.table.id, step, f"{name}.{target}")
        view.add_item(control_button(cid, label=t(label), emoji=emoji, disabled=target == step,
                                     style="primary" if name == "next" else "secondary"))
    return view


def page_link(replay: Replay, web_base_url: str | None) -> Link | None:
    """A link to the game's web page, once its deal may be seen by anyone (`public_allowed`:
    the page is public, whoever was given its address)."""
    return game_link(web_base_url, replay.table.row) if public_allowed(replay.table.row) else None


async def step_message(replay: Replay, step: int, seat: int | None, voice: Voice,
                       web_base_url: str | None = None) -> dict[str, Any]:
    """The message of one step: content, the picture of `view(seat)` (the public view for
    None) in `voice`'s theme and language, the buttons, and a link to the game's web page
    (`web_base_url`: the pages' address)."""
    file = await picture(replay.table.row.key, replay.view(step, seat), filename="replay.png", theme=voice.theme,
                         locale=voice.locale)
    view = with_links(buttons(replay, step, seat=seat is not None), page_link(replay, web_base_url))
    return {**text(replay, step, seat), "attachments": [file], "view": view}


def target_step(replay: Replay, path: str) -> int:
    m = _PATH.fullmatch(path)
    if m is None or int(m["step"]) > replay.last:
        raise Refusal("info-replay-bad-step")
    return int(m["step"])


async def on_click(bot: "Host", interaction: Interaction, cid: ComponentId) -> None:
    """A replay button: edit its message to the step it leads to (anyone, for a public
    replay; only the seat's own player, for a seat replay).  A refusal is worded in the
    clicker's language; the step, in the message's (the server's for a public replay)."""
    # The message carries this replay's buttons (a forged id must not paint another game over it).
    if not any(c.kind == cid.kind and c.game_id == cid.game_id for c in controls_on(interaction.message)):
        raise Refusal("info-replay-not-this")
    replay = await load(bot, cid.game_id, interaction.guild_id,
                        interaction.user.id if cid.kind == SEAT_KIND else None, interaction.channel_id)
    if cid.kind == PUBLIC_KIND:
        if not public_allowed(replay.table.row):
            raise Refusal("info-replay-not-yet")
        seat = None
    else:
        seat = seat_of(replay, interaction.user.id)
    step = target_step(replay, cid.path)
    # A seat's replay is its player's (their language and theme); the public one the server's.
    shown = await private_voice(bot, interaction) if seat is not None else await server_voice(bot, interaction)
    payload = await worded(shown, lambda: step_message(replay, step, seat, shown, bot.settings.web_base_url))
    await replies.edit(interaction, **payload)


async def gif_message(replay: Replay, seat: int | None, voice: Voice,
                      web_base_url: str | None = None) -> dict[str, Any]:
    """The whole game as one animated GIF of `view(seat)` (the public view for None), drawn
    in the render workers in `voice`'s theme and language, at most `bot.features.replay_gif.MAX_FRAMES`
    frames; with a link to the game's web page (`web_base_url`: the pages' address)."""
    steps = sample_steps(replay.last)
    data = await in_workers(draw_gif, replay.table.row.key, [replay.view(s, seat) for s in steps], 1.0,
                            voice.theme, voice.locale)
    table = replay.table
    parts = _head(table)
    if seat is not None:
        parts.append(t("info-replay-from-seat"))
    every = (t("info-replay-every-move") if len(steps) == replay.last + 1 else
             t("info-replay-some-steps", shown=len(steps), total=replay.last + 1))
    file = attachment(data, f"game-{table.id}.gif",
                      t("info-replay-gif-alt", game=table.info.title, id=table.id, every=every))
    return {"head": " \u00b7 ".join(parts), "content": t("info-replay-gif-text", every=every, id=table.id),
            "attachments": [file], "view": with_links(None, page_link(replay, web_base_url))}


async def replay_command(bot: "Host", interaction: Interaction, game_id: int, from_seat: bool,
                         gif: bool = False) -> None:
    """A replay from the caller's seat, only they see (in their language), or the public one
    (in the server's); a refusal is theirs."""
    replay = await load(bot, game_id, interaction.guild_id, interaction.user.id if from_seat else None,
                        interaction.channel_id)
    web = bot.settings.web_base_url
    if from_seat:
        mine = await private_voice(bot, interaction)
        seat = seat_of(replay, interaction.user.id)
        payload = await (gif_message(replay, seat, mine, web) if gif else step_message(replay, 0, seat, mine, web))
        await replies.send_private(interaction, **payload)
        return
    if not public_allowed(replay.table.row):
        raise Refusal("info-replay-not-yet")
    public = await server_voice(bot, interaction)  # the message, which anyone in the channel reads
    await replies.send_public(interaction, await worded(public, lambda: gif_message(replay, None, public, web) if gif
                                                        else step_message(replay, 0, None, public, web)))


# --- /history ---------------------------------------------------------------------------

RESULT_WORDS = {"win": "info-result-win", "loss": "info-result-loss", "draw": "info-result-draw",
                "abandoned": "info-result-abandoned"}


def _the_bot(level: str | None) -> str:
    if not level:
        return t("info-history-bot")
    return t("info-history-bot-level", level=t(LEVEL_KEYS[level]) if level in LEVEL_KEYS else level)


def history_line(past: PastGame, bot_user_id: int | None) -> str:
    row = past.row
    info = GAMES.get(row.key)
    title = info.title if info else row.key
    others = [(_the_bot(row.level) if uid == bot_user_id else mention(uid)) for s, uid in enumerate(row.seats)
              if s != past.seat]
    versus = t("info-history-solo")
    if others:
        together = others[0]
        for other in others[1:]:
            together = t("info-history-and", first=together, second=other)
        versus = t("info-history-vs", others=together)
    markers = [t(MODE_MARKERS[row.mode])] if row.mode in MODE_MARKERS else []
    if row.hints:
        markers.append(t("info-history-hints", hints=row.hints))
    if row.event_name:  # a game of a server's event
        markers.append(t("info-history-event", name=row.event_name))
    code = deal_code(row)
    where = (t("info-history-private") if played_privately(row.mode)
             else t("info-history-table", link=message_link(row.guild_id, row.channel_id, row.message_id))
             if row.message_id is not None else t("info-history-gone"))
    result = t(RESULT_WORDS[past.result]) if past.result in RESULT_WORDS else past.result
    parts = [" ".join([f"`#{row.id}` **{title}**", *markers]), result, f"<t:{int(past.ended_at)}:d>", versus,
             t("info-history-code", code=code) if code else t("info-history-code-later"), where]
    return " \u00b7 ".join(parts)


async def history_page(bot: "Host", *, guild_id: int, user_id: int, name: str, key: str | None) -> Page:
    """Member `user_id`'s last games here (shown as `name`), of game `key` or of any."""
    games = await recent_games(bot.storage, guild_id=guild_id, user_id=user_id, key=key)
    title = (t("info-history-title-game", name=name, game=GAMES[key].title) if key in GAMES else
             t("info-history-title", name=name))
    if not games:
        return Page(title=title, description=t("info-stats-none"))
    bot_id = bot.user.id if bot.user else None
    lines = [history_line(g, bot_id) for g in games]
    lines.append(t("info-history-footer"))
    return Page(title=title, description="\n".join(lines)[:4096])


__all__ = ["CLICK_KINDS", "Replay", "build", "history_page", "load", "on_click", "rebuild", "replay_command",
           "step_message"]
