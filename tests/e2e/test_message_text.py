"""A player can follow a whole game from the message text alone, and the picker never wastes
a click (issue 9), checked by clicking through the fake Discord:

- after every move, the message tells every event the rules set off since that move (each
  attack with its cards and the damage, advances, draws, reshuffles, reveals), as the reader
  may read it;
- Back returns to the screen the player clicked from, also when the click was followed by
  steps the picker took by itself;
- a button that completes a move with a cost or an effect says the whole move.
"""

from __future__ import annotations

import random

import pytest

from bot.discord.customid import decode
from engine import GAMES
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, game_of, is_over, random_click, state_of

SOLO = [key for key, info in GAMES.items() if info.players == (1,)]


def screen(fake: FakeDiscord, msg: FakeMessage) -> list[tuple[str, bool]]:
    """What the player sees to click: every button's label and whether it is enabled, and
    every select's options."""
    out = [(b.label or "", not b.disabled) for b in fake.buttons(msg)]
    out += [(f"select: {' | '.join(s.values)}", True) for s in fake.selects(msg)]
    return out


def steps(fake: FakeDiscord, msg: FakeMessage, legal: tuple[str, ...]) -> list[tuple[str, str]]:
    """(custom_id, path) of the enabled picker buttons that lead to another screen, not a move."""
    out = []
    for b in fake.buttons(msg):
        cid = decode(b.custom_id or "")
        if cid is not None and cid.kind == "move" and not b.disabled and cid.path and cid.path not in legal \
                and b.label not in ("Back", "Cancel", "Hint", "Was it winnable?"):
            out.append((b.custom_id or "", cid.path))
    return out


def deepest_path(fake: FakeDiscord, msg: FakeMessage) -> int:
    """How many tokens the current screen's choices have chosen before them."""
    depths = [len(cid.path.split(".")) - 1 for b in fake.buttons(msg)
              if (cid := decode(b.custom_id or "")) is not None and cid.kind == "move" and cid.path]
    return max(depths, default=0)


async def back(fake: FakeDiscord, user, msg: FakeMessage) -> None:
    """Press Back, named Cancel where it leads to the first screen."""
    label = "Back" if any(b.label == "Back" for b in fake.buttons(msg)) else "Cancel"
    answered_in_time(await fake.click(user, msg, fake.button(msg, label=label)))


@pytest.mark.parametrize("key", SOLO)
async def test_every_event_since_the_move_is_in_the_message_text(
        fake_discord: FakeDiscord, make_bot, key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(11)
    told = 0
    async with running_bot(fake, make_bot()) as bot:
        msg = (await fake.slash(alice, "play", subcommand=key)).message
        gid = game_of(fake, msg)
        assert gid is not None
        before = await state_of(bot, gid)
        for _ in range(3000):
            if is_over(msg):
                break
            res = await random_click(fake, alice, msg, rng)
            assert res.updated and not res.ephemeral
            after = await state_of(bot, gid)
            if after == before:
                continue  # a picker step: nothing moved
            for line in after.worded_events(before, 0):
                assert line in msg.text, f"not told: {line!r}\n---\n{msg.text}"
                told += 1
            before = after
        assert is_over(msg), "the game did not end"
    assert told >= 5, f"only {told} event lines in a whole game"


async def test_an_end_of_turn_tells_each_attack_with_its_cards_and_the_damage(
        fake_discord: FakeDiscord, make_bot) -> None:
    """Defend and Capture: the damage jumps at the end of a turn; the message says why."""
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(3)
    async with running_bot(fake, make_bot()) as bot:
        msg = (await fake.slash(alice, "play", subcommand="defend-and-capture")).message
        gid = game_of(fake, msg)
        before = await state_of(bot, gid)
        attacks = 0
        while not is_over(msg) and attacks < 3:
            await random_click(fake, alice, msg, rng)
            after = await state_of(bot, gid)
            hits = [e for e in after.new_events(before) if e.code.startswith("attack")]
            if after.damage > before.damage and hits:
                attacks += 1
                lines = [ln for ln in msg.text.splitlines() if ln.startswith("\u2022") and "damage" in ln.lower()]
                assert lines, msg.text
                assert f"damage {after.damage} of" in msg.text, msg.text
            before = after
        assert attacks, "no attack in a whole game"


async def walk_back_through_one_game(fake: FakeDiscord, bot, user, key: str, rng: random.Random) -> tuple[int, int]:
    """Play a game to its end; on first screens, open a step (and a second one), press Back
    and check each Back leads to the screen clicked from.  Returns (checked, automatic): how
    many walks were checked, and how many of them met a step the picker took by itself."""
    walked = automatic = 0
    msg = (await fake.slash(user, "play", subcommand=key)).message
    gid = game_of(fake, msg)
    for _ in range(3000):
        if is_over(msg):
            return walked, automatic
        state = await state_of(bot, gid)
        legal = state.legal_actions(0)
        first = screen(fake, msg)
        if any(label == "Resign" for label, _ in first) and (ways := steps(fake, msg, legal)):
            custom_id, path = rng.choice(ways)
            answered_in_time(await fake.click(user, msg, custom_id))
            if await state_of(bot, gid) != state:
                continue  # its lone way on made the move: one click, nothing to go back to
            one = screen(fake, msg)
            if deepest_path(fake, msg) > len(path.split(".")):
                automatic += 1  # the picker went on by itself after the click
            deeper = steps(fake, msg, legal)
            if deeper:
                answered_in_time(await fake.click(user, msg, rng.choice(deeper)[0]))
                if await state_of(bot, gid) != state:
                    continue  # a lone way on made the move by itself: nothing to go back to
                await back(fake, user, msg)
                assert screen(fake, msg) == one, "Back from a second step leads to the first one"
            await back(fake, user, msg)
            assert screen(fake, msg) == first, f"Back after {path} is not the screen clicked from"
            walked += 1
        await random_click(fake, user, msg, rng)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("key", SOLO)
async def test_back_returns_to_the_screen_clicked_from_even_after_automatic_steps(
        fake_discord: FakeDiscord, make_bot, key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(5)
    walked = automatic = 0
    async with running_bot(fake, make_bot()) as bot:
        for _ in range(8):  # games, until each case was met
            if walked >= 5 and (automatic or key != "deck-defence"):
                break
            more, auto = await walk_back_through_one_game(fake, bot, alice, key, rng)
            walked, automatic = walked + more, automatic + auto
    assert walked >= 5, walked
    if key == "deck-defence":
        assert automatic, "no automatic step met: the test did not check what it is for"


@pytest.mark.parametrize("key", SOLO)
async def test_a_button_that_completes_a_move_says_the_whole_move(
        fake_discord: FakeDiscord, make_bot, key: str) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    rng = random.Random(9)
    whole = 0
    async with running_bot(fake, make_bot()) as bot:
        for _game in range(5):  # games (each dealt from the bot's own seed) until one such move was met
            if whole:
                break
            msg = (await fake.slash(alice, "play", subcommand=key)).message
            gid = game_of(fake, msg)
            for _ in range(3000):
                if is_over(msg):
                    break
                state = await state_of(bot, gid)
                legal = state.legal_actions(0)
                for b in fake.buttons(msg):
                    cid = decode(b.custom_id or "")
                    if cid is not None and cid.kind == "move" and cid.path in legal:
                        said = state.action_label(cid.path)
                        if said:
                            assert b.label == said, (b.label, said)
                            whole += 1
                await random_click(fake, alice, msg, rng)
    if key in ("deck-defence", "defend-and-capture"):
        assert whole, "no move with a cost or an effect met: the test did not check what it is for"
