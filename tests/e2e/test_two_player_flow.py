"""Two-player games flow without chasing (issue 9): panels update themselves when the
round opens or the game ends, one notice pings exactly whoever must act now (and the
winner at the end), a round of Capture costs about one click per card and column."""

from __future__ import annotations

import json
import random

from engine import GAMES
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.models import FakeMessage

from .helpers import answered_in_time, challenge_accepted, open_panel, pinged
from .test_capture import game_id_of, load

KEY = "capture"
LOCK = "Lock in"
NAV = {"Back", "Cancel", "Refresh", "Take a card back", "Hint"}


def notices(fake: FakeDiscord) -> list[FakeMessage]:
    """The bot's live channel messages that are not tables or challenges: the notices."""
    return [m for m in fake.channel_messages() if m.interaction_id is None and "your move" in m.text
            or m.interaction_id is None and " is over" in m.text]


async def place_all_and_lock(fake: FakeDiscord, user, panel: FakeMessage) -> int:
    """Place every card with card-then-column clicks, then lock; returns the clicks used."""
    clicks = 0
    while True:
        labels = [b.label for b in fake.buttons(panel) if not b.disabled]
        if LOCK in labels:
            answered_in_time(await fake.click(user, panel, fake.button(panel, label=LOCK)))
            return clicks + 1
        choice = next(b for b in fake.buttons(panel) if b.label not in NAV and not b.disabled)
        answered_in_time(await fake.click(user, panel, choice))
        clicks += 1
        assert clicks < 40, "placing a round should not take this many clicks"


async def test_a_round_costs_about_one_click_per_card_and_column(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        panel = await open_panel(fake, alice, public)
        first = [b.label for b in fake.buttons(panel) if b.label not in NAV]
        row, state = await load(bot, game_id_of(fake, public))
        hand = state.view(0).hand
        assert len(first) == len(hand), "the cards to place are on the first screen"
        clicks = await place_all_and_lock(fake, alice, panel)
        assert clicks <= 2 * state.view(0).need + 1, f"{clicks} clicks for {state.view(0).need} cards"


async def test_a_waiting_panel_updates_itself_and_one_notice_pings_who_must_act(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        [start] = notices(fake)
        assert pinged(fake, start) == {alice.id, bob.id} and alice.mention in start.text
        panel_a = await open_panel(fake, alice, public)
        await place_all_and_lock(fake, alice, panel_a)
        assert "updates itself" in panel_a.text
        waiting_text = panel_a.text
        panel_b = await open_panel(fake, bob, public)
        await place_all_and_lock(fake, bob, panel_b)  # the round is revealed: round 2 opens
        assert panel_a.text != waiting_text, "Alice's panel changed without a click of hers"
        assert "updates itself" not in panel_a.text and any(b.label not in NAV for b in fake.buttons(panel_a))
        [second] = notices(fake)  # the first notice was replaced
        assert second.id != start.id and start.deleted
        assert pinged(fake, second) == {alice.id, bob.id}
        # edits never ping
        for req in fake.requests:
            if req.method == "PATCH" and req.json and "allowed_mentions" in req.json:
                assert req.json["allowed_mentions"].get("parse", []) == [] and not req.json["allowed_mentions"].get(
                    "users"), json.dumps(req.json["allowed_mentions"])


async def test_at_the_end_each_panel_says_won_or_lost_and_the_notice_names_the_winner(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    rng = random.Random(4)
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        gid = game_id_of(fake, public)
        panels = {0: await open_panel(fake, alice, public), 1: await open_panel(fake, bob, public)}
        users = {0: alice, 1: bob}
        for _ in range(400):
            row, state = await load(bot, gid)
            if state.outcome() is not None:
                break
            seat = rng.choice(sorted(state.to_act()))
            if not any(b.label not in NAV for b in fake.buttons(panels[seat])):
                panels[seat] = await open_panel(fake, users[seat], public)  # reopened, as players do
            await place_all_and_lock(fake, users[seat], panels[seat])
        out = state.outcome()
        assert out is not None
        for seat, panel in panels.items():
            expected = "You won" if seat in out.winners else "A draw" if not out.winners else "You lost"
            assert expected in panel.text, panel.text
        [end] = notices(fake)
        if out.winners:
            winner = users[next(iter(out.winners))]
            assert winner.mention in end.text and pinged(fake, end) == {winner.id}
        assert GAMES[KEY].title in end.text


def readable(msg: FakeMessage) -> str:
    """All a reader gets from a message: its text and its picture's alt text."""
    return " ".join([msg.text, *(a.description or "" for a in msg.attachments)])


async def test_tables_and_round_lines_call_players_by_their_display_names(
        fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        public = await challenge_accepted(fake, alice, bob)
        panel_a, panel_b = await open_panel(fake, alice, public), await open_panel(fake, bob, public)
        await place_all_and_lock(fake, alice, panel_a)
        await place_all_and_lock(fake, bob, panel_b)  # round 1 revealed: its column lines are told
        row, state = await load(bot, game_id_of(fake, public))
        assert state.round == 2
        text = readable(public)
        assert "Column 1:" in text and "Alice" in text and "Bob" in text, text
        assert "Player 1" not in text and "Player 2" not in text, text
        # Each panel says "You" for its reader and names the other.
        assert "Bob" in panel_a.text and "Alice" not in panel_a.text.replace(alice.mention, ""), panel_a.text
        assert "Alice" in panel_b.text, panel_b.text
        # The picture is drawn with the names too (the public one from the public view).
        assert state.view(None).names == ("Alice", "Bob")


async def test_a_game_against_the_bot_calls_it_the_bot(fake_discord: FakeDiscord, make_bot) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()) as bot:
        res = answered_in_time(await fake.slash(alice, "play", subcommand=KEY))
        public = res.message
        panel = await open_panel(fake, alice, public)
        await place_all_and_lock(fake, alice, panel)
        text = readable(public)
        assert "The bot" in text and "Player 2" not in text, text
        row, state = await load(bot, game_id_of(fake, public))
        assert state.view(0).names == ("Alice", "The bot")


def move_controls(fake: FakeDiscord, panel: FakeMessage) -> list[str]:
    """The labels of a panel's controls that play (not Refresh, Back, Cancel), and its menus."""
    return [b.label for b in fake.buttons(panel) if b.label not in NAV and not b.disabled] + [
        s.placeholder or "a menu" for s in fake.selects(panel)]


async def test_a_finished_game_s_panels_show_no_move_controls(fake_discord: FakeDiscord, make_bot,
                                                               settings) -> None:
    """Issue 33: Bob resigns on the public table.  Both players' panels are edited to show the
    end with no move controls, the resigner's own included.  An earlier panel of Alice's
    (she opened another since: only the newest can be edited) still has its buttons: a
    click on one changes nothing, says so, and leaves that panel without move controls."""
    from .helpers import db_rows
    from .test_ratings import resign

    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()):
        public = await challenge_accepted(fake, alice, bob)
        gid = game_id_of(fake, public)
        earlier = await open_panel(fake, alice, public)
        panel_a, panel_b = await open_panel(fake, alice, public), await open_panel(fake, bob, public)
        assert move_controls(fake, earlier) and move_controls(fake, panel_a) and move_controls(fake, panel_b)
        await resign(fake, bob, public)
        assert "You won" in panel_a.text and not move_controls(fake, panel_a), panel_a.text
        assert "You lost" in panel_b.text and not move_controls(fake, panel_b), panel_b.text
        assert move_controls(fake, earlier)  # its token was not kept: it could not be edited
        before = db_rows(settings.database_path, "SELECT version, state FROM games WHERE id = ?", (gid,))
        card = next(b for b in fake.buttons(earlier) if b.label in move_controls(fake, earlier))
        res = answered_in_time(await fake.click(alice, earlier, card))
        assert res.private and res.message.id == earlier.id, res
        assert "This game is over" in earlier.text and "You won" in earlier.text, earlier.text
        assert not move_controls(fake, earlier), earlier.components
        assert db_rows(settings.database_path, "SELECT version, state FROM games WHERE id = ?", (gid,)) == before


async def test_resigning_against_the_bot_leaves_the_panel_without_move_controls(
        fake_discord: FakeDiscord, make_bot) -> None:
    from .test_ratings import resign

    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()):
        public = answered_in_time(await fake.slash(alice, "play", subcommand=KEY)).message
        panel = await open_panel(fake, alice, public)
        assert move_controls(fake, panel)
        await resign(fake, alice, public)
        assert "You lost" in panel.text and not move_controls(fake, panel), panel.text
