""""Was it winnable?": after a lost game played alone, whether the deal could have been won.

The game is over, so nothing is hidden any more: `engine.search.solve` searches the whole
deal, in a worker process, for at most VERDICT_SECONDS (a setting) CPU seconds, from the
end of the player's game backwards.  Its answer is one of: winnable
(with the move that lost it: the last position of the player's game from which the deal
could still be won, the move played there, and the line that wins from there), not winnable
whatever was done, or not decided in the time.

Asking is stored, never held in memory: the click writes a "verdict" timer, due at once
(`Storage.ask_verdict`); a process's timer pass claims it (`bot.discord.timers`) and works it out in
the background, holding the claim; the verdict is stored with the game and the timer closed
in one transaction (`Storage.store_verdict`), then the answer is posted in the channel.  A
process stopped meanwhile gives its claim back (or its lease runs out, after a crash), and
the next pass of any process works it out again.  Asking again reads the stored answer.

The stored verdict holds moves, not words: it is worded when said, privately in the asker's
language, in the channel in the server's.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Mapping

from babel.numbers import format_decimal

import i18n
from i18n import Message, t
from engine.jobs import solve_json
from engine.search import NOT_WINNABLE, WINNABLE, Verdict

from ..discord import sending, threads
from ..discord.replies import Interaction, mention, private
from ..discord.places import can_post
from ..discord.sending import Draft, Where
from ..discord.voices import public_voice
from ..service import Refusal, Table
from ..storage import TimerRow
from ..workers import in_workers, search_deadline

if TYPE_CHECKING:
    from ..discord.host import Host
    from ..discord.customid import ComponentId

log = logging.getLogger("bot.verdicts")
SHOWN_MOVES = 3  # moves of the winning line told after the one that differs


def offered(table: Table) -> bool:
    """A finished game one person played alone and lost, of a game the solver knows; not a
    daily deal's nor a challenge's (the answer, posted to the channel, would tell a deal
    others are still playing how to win it)."""
    out = table.state.outcome()
    return (out is not None and table.info.kit is not None and len(table.users) == 1 and not table.bot_seats
            and out.ending != "abandon" and out.result[:1] == ("loss",)
            and table.row.mode not in ("daily", "challenge"))


def verdict_text(table: Table, verdict: Verdict, played: list[str]) -> str:
    """The answer in plain words, naming the moves as the game's log does."""
    if verdict.kind == NOT_WINNABLE:
        return t("bot-verdict-no")
    if verdict.kind != WINNABLE:
        # A large count, grouped as the locale groups digits ("1,234,567", "1.234.567").
        return t("bot-verdict-undecided", nodes=format_decimal(verdict.nodes, locale=i18n.current()))
    info = table.info
    state = info.new_game(players=len(table.users), seed=table.row.seed, options=table.row.options)
    for action in verdict.line[:verdict.followed]:
        state = state.apply(min(state.to_act()), action)
    k = verdict.followed
    lines = []
    if k == 0:
        lines.append(t("bot-verdict-yes-first-move"))
    else:
        lines.append(t("bot-verdict-yes-after", k=k))
    seat = min(state.to_act())
    if k < len(played):
        lines.append(t("bot-verdict-you-played", n=k + 1, move=state.describe(seat, played[k], seat)))
    winning = []
    for action in verdict.line[k:k + 1 + SHOWN_MOVES]:
        mover = min(state.to_act())
        winning.append(state.describe(mover, action, mover))
        state = state.apply(mover, action)
    moves = winning[0] if winning else ""
    for move in winning[1:]:
        moves = t("bot-verdict-then", before=moves, next=move)
    more = len(verdict.line) > k + len(winning)
    lines.append(t("bot-verdict-line-more", moves=moves) if more else t("bot-verdict-line", moves=moves))
    return "\n".join(lines)


async def on_verdict(bot: "Host", interaction: Interaction, table: Table, cid: "ComponentId") -> None:
    if table.seat_of(interaction.user.id) is None:
        raise Refusal("bot-verdict-player-only")
    if not offered(table):
        raise Refusal("bot-verdict-not-offered")
    # Where the bot cannot post, the answer follows this click (its token, kept with the timer).
    asked = await bot.storage.ask_verdict(table.id, interaction.user.id,
                                          None if can_post(table.row.place) else interaction.token)
    if asked == "stored":
        stored = table.row if table.row.verdict is not None else await bot.storage.load_game(table.id)
        assert stored is not None and stored.verdict is not None
        played = [a for _seq, _seat, a in await bot.storage.moves(table.id)]
        await private(interaction, verdict_text(table, Verdict.from_json(stored.verdict), played))
        return
    if asked == "pending":
        await private(interaction, t("bot-verdict-pending"))
        return
    seconds = bot.settings.verdict_seconds
    await private(interaction, t("bot-verdict-working", seconds=int(seconds) if seconds == int(seconds) else seconds))
    bot.kick_timers()


def start(bot: "Host", timer: TimerRow) -> None:
    """Work a claimed "verdict" timer out in the background; the claim is this task's."""
    task = asyncio.get_running_loop().create_task(_work_out(bot, timer))
    bot.background.add(task)
    task.add_done_callback(bot.background.discard)


async def _work_out(bot: "Host", timer: TimerRow) -> None:
    game_id = timer.ref_id
    done = False
    try:
        async with bot.work:
            table = await bot.service.load(game_id)
            if table is None or table.row.verdict is not None or not offered(table):
                await bot.storage.timers.clear("verdict", game_id)  # nothing (more) to work out
                done = True
                return
            played = [a for _seq, _seat, a in await bot.storage.moves(game_id)]
            found: Mapping[str, Any] = await in_workers(
                solve_json, table.row.key, table.row.seed, table.row.options, len(table.users), played,
                bot.settings.verdict_seconds, deadline=search_deadline(bot.settings.verdict_seconds))
            first = await bot.storage.store_verdict(game_id, found)
            done = True
            if first:
                voice = await public_voice(bot, table.row.guild_id)
                _post(bot, table, Verdict.from_json(found), played, int(timer.data.get("asked_by", 0)), voice.locale,
                      timer.data.get("token"))
    finally:
        if not done:
            try:
                await bot.storage.timers.release(timer)
            except Exception:  # stopping: the lease runs out and another pass takes it
                log.warning("could not give back the verdict claim of game %s", game_id)


def _post(bot: "Host", table: Table, verdict: Verdict, played: list[str], asked_by: int, locale: str,
          token: str | None = None) -> None:
    """The verdict as a reply to the finished table, in its server's `locale`; where the bot
    cannot post (`bot.discord.places`), as a follow-up of the asking click (`token`): a token
    run out (a restart took longer than its 15 minutes) leaves it to the next ask, which
    reads the stored answer."""
    # Only the player may ask; a timer stored without its asker names the game's player.
    who = mention(asked_by or table.users[0])
    text = Message.compose(lambda: t("bot-verdict-post-head", title=table.info.title, who=who) + "\n"
                           + verdict_text(table, verdict, played)).say(locale)

    async def send() -> None:
        if not can_post(table.row.place):
            if token:
                await sending.follow_up(bot, token, Draft(text), what=f"tell the verdict of game {table.id}")
            return
        # A reply to the finished table, when it still has its message.
        await sending.post(bot, Where.of(table.row), Draft(text), reply_to=table.row.message_id,
                           what=f"post the verdict of game {table.id}")
        if table.row.parent_id is not None:  # posting woke the game's archived thread
            await threads.archive(bot, table.row.channel_id)

    bot.outbox.put(table.row.channel_id, ("verdict", table.id), send)
