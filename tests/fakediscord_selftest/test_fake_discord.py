"""Self-tests of the fake Discord, driven by a tiny throwaway discord.py bot defined here.

The bot has one slash group ``/play`` with subcommands:
- ``deck-defence classic:bool``: replies with a PNG and a persistent ``DynamicItem`` button
  (custom id ``g:<game>:<n>``); pressing it edits the message (type 7) with a new PNG, n+1;
- ``secret``: an ephemeral reply with a string select ``s:<n>`` (DynamicItem) whose choice is
  echoed by editing the message;
- ``slow``: defers (type 5), posts a plain channel message, edits it, then edits the original
  reply and sends an ephemeral follow-up.
The real client talks to the fake over a websocket and HTTP on 127.0.0.1 only.
"""

from __future__ import annotations

import io
import re
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from PIL import Image

from tests.fakediscord import FakeDiscord, FakeDiscordError, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)
from tests.fakediscord.openapi_check import load_spec, request_errors, validate

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png(n: int) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (8 + n, 4), (n * 40 % 256, 0, 0)).save(buf, "PNG")
    return buf.getvalue()


def table_file(n: int) -> discord.File:
    return discord.File(io.BytesIO(png(n)), filename=f"table-{n}.png", description=f"Table after {n} moves")


class GrowButton(discord.ui.DynamicItem[discord.ui.Button], template=r"g:(?P<id>[0-9]+):(?P<n>[0-9]+)"):
    def __init__(self, game: int, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Grow {n}", custom_id=f"g:{game}:{n}"))
        self.game, self.n = game, n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        return cls(int(match["id"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(GrowButton(self.game, self.n + 1))
        await interaction.response.edit_message(
            content=f"game {self.game} at {self.n + 1}", attachments=[table_file(self.n + 1)], view=view
        )


class PickSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"s:(?P<n>[0-9]+)"):
    def __init__(self, n: int) -> None:
        options = [discord.SelectOption(label=f"Card {i}", value=f"c{i}") for i in range(n)]
        super().__init__(discord.ui.Select(custom_id=f"s:{n}", options=options, max_values=2))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content="picked " + ",".join(self.item.values), view=None)


class NameModal(discord.ui.Modal, title="Your name"):
    nick = discord.ui.TextInput(label="Nickname", custom_id="nick", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.nick.value}", ephemeral=True)


def make_bot(*, guild_id: int | None = None) -> discord.Client:
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
    tree = app_commands.CommandTree(client)
    play = app_commands.Group(name="play", description="Start a game")

    @play.command(name="deck-defence", description="Deck defence")
    async def deck_defence(interaction: discord.Interaction, classic: bool) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(GrowButton(interaction.id % 1000, 1))
        await interaction.response.send_message(f"classic={classic}", file=table_file(1), view=view)

    @play.command(name="secret", description="Private panel")
    async def secret(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(PickSelect(3))
        await interaction.response.send_message(f"for {interaction.user.name} only", view=view, ephemeral=True)

    @play.command(name="slow", description="Deferred reply")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        posted = await interaction.channel.send("announcement")
        await posted.edit(content="announcement (edited)")
        await interaction.edit_original_response(content="done", attachments=[table_file(5)])
        await interaction.followup.send("psst", ephemeral=True)

    @play.command(name="rename", description="Opens a modal")
    async def rename(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    tree.add_command(play, guild=discord.Object(guild_id) if guild_id else None)

    async def setup_hook() -> None:
        client.add_dynamic_items(GrowButton, PickSelect)
        await tree.sync(guild=discord.Object(guild_id) if guild_id else None)

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    return client


def assert_bodies_match_discord_spec(fake: FakeDiscord) -> None:
    spec = load_spec()
    if spec is None:  # the spec lives outside the repo; CI has it, a bare checkout may not
        return
    assert request_errors(spec, fake.requests) == []


async def test_login_then_identify_then_global_command_sync(fake_discord: FakeDiscord) -> None:
    async with running_bot(fake_discord, make_bot()) as bot:
        assert bot.user.id == fake_discord.bot_user.id
        assert bot.get_guild(fake_discord.guild_id).get_channel(fake_discord.channel_id).name == "general"
    calls = [(r.method, r.path) for r in fake_discord.requests]
    assert calls[:3] == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", f"/applications/{fake_discord.application_id}/commands"),
    ]
    assert len(fake_discord.identifies) == 1
    [play] = fake_discord.synced_commands
    subcommands = {o["name"]: o for o in play["options"]}
    assert set(subcommands) == {"deck-defence", "secret", "slow", "rename"}
    assert subcommands["deck-defence"]["options"][0] == {**subcommands["deck-defence"]["options"][0],
                                                         "name": "classic", "type": 5}
    assert fake_discord.unknown_requests == []


async def test_slash_reply_carries_png_with_description_and_persistent_button(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()):
        res = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": True})
    assert res.response_type == 4
    assert res.elapsed < 1.0
    msg = res.message
    assert msg.content == "classic=True" and not res.ephemeral
    [(filename, data, description)] = msg.attachments
    assert filename == "table-1.png" and data == png(1) and description == "Table after 1 moves"
    [button] = fake_discord.buttons(msg)
    assert re.fullmatch(r"g:\d+:1", button.custom_id) and button.label == "Grow 1" and not button.disabled
    assert fake_discord.channel_messages() == [msg]
    assert msg.author.id == fake_discord.bot_user.id
    assert_bodies_match_discord_spec(fake_discord)


async def test_button_click_updates_message_in_place_with_new_attachment(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()):
        first = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": False})
        clicked = await fake_discord.click(alice, first.message, fake_discord.button(first.message, label="Grow 1"))
    assert clicked.response_type == 7 and clicked.elapsed < 1.0
    assert clicked.message is first.message and first.message.edit_count == 1
    assert [(a.filename, a.data) for a in first.message.attachments] == [("table-2.png", png(2))]
    assert [b.label for b in fake_discord.buttons(first.message)] == ["Grow 2"]
    assert fake_discord.messages[first.message.id].content.endswith("at 2")
    assert_bodies_match_discord_spec(fake_discord)


async def test_ephemeral_panel_is_private_and_its_select_reaches_the_bot(fake_discord: FakeDiscord) -> None:
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    async with running_bot(fake_discord, make_bot()):
        res = await fake_discord.slash(alice, "play", subcommand="secret")
        assert res.ephemeral and res.message.flags & 64
        assert res.message.content == "for alice only"
        assert fake_discord.channel_messages(visible_to=bob) == []
        [menu] = fake_discord.selects(res.message)
        assert menu.values == ["c0", "c1", "c2"] and menu.max_values == 2
        with pytest.raises(FakeDiscordError):
            await fake_discord.select(bob, res.message, menu, ["c0"])
        with pytest.raises(FakeDiscordError):
            await fake_discord.select(alice, res.message, menu, ["c9"])
        picked = await fake_discord.select(alice, res.message, menu, ["c0", "c2"])
    assert picked.response_type == 7 and picked.elapsed < 1.0
    assert res.message.content == "picked c0,c2" and res.message.components == []
    assert_bodies_match_discord_spec(fake_discord)


async def test_deferred_reply_is_filled_by_edit_and_channel_posts_are_recorded(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()):
        res = await fake_discord.slash(alice, "play", subcommand="slow")
    assert res.response_type == 5 and res.elapsed < 1.0
    assert res.message.content == "done" and not res.message.loading
    assert [a.filename for a in res.message.attachments] == ["table-5.png"]
    [psst] = res.followups
    assert psst.content == "psst" and psst.ephemeral
    contents = [m.content for m in fake_discord.channel_messages(visible_to=fake_discord.add_member("carol"))]
    assert contents == ["done", "announcement (edited)"]
    methods = [(r.method, r.path.split("/")[1]) for r in res.requests]
    assert methods == [("POST", "interactions"), ("POST", "channels"), ("PATCH", "channels"),
                       ("PATCH", "webhooks"), ("POST", "webhooks")]
    assert_bodies_match_discord_spec(fake_discord)


async def test_old_button_still_works_after_bot_restart(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()) as first_bot:
        res = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": True})
        await first_bot.close()
        await fake_discord.wait_disconnected()
    assert not fake_discord.connected
    async with running_bot(fake_discord, make_bot()):
        clicked = await fake_discord.click(alice, res.message, fake_discord.buttons(res.message)[0])
    assert len(fake_discord.identifies) == 2
    assert clicked.response_type == 7 and clicked.elapsed < 1.0
    assert [b.label for b in fake_discord.buttons(res.message)] == ["Grow 2"]
    assert [a.filename for a in res.message.attachments] == ["table-2.png"]


async def test_guild_synced_command_is_invoked_with_its_guild_id(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot(guild_id=fake_discord.guild_id)):
        res = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": True})
    assert fake_discord.synced_commands == []
    assert [c["name"] for c in fake_discord.synced_guild_commands[fake_discord.guild_id]] == ["play"]
    assert res.response_type == 4 and res.message.content == "classic=True"


async def test_unknown_route_answers_404_json_and_is_recorded(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{fake_discord.api_base}/guilds/1/bans") as resp:
            assert resp.status == 404
            assert resp.headers["Content-Type"] == "application/json"
            body: Any = await resp.json()
    assert body["message"] == "404: Not Found"
    assert [(r.method, r.path) for r in fake_discord.unknown_requests] == [("GET", "/guilds/1/bans")]


async def test_disabled_or_missing_button_cannot_be_clicked(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()):
        res = await fake_discord.slash(alice, "play", subcommand="deck-defence", options={"classic": True})
        with pytest.raises(FakeDiscordError):
            await fake_discord.click(alice, res.message, "g:0:99")
        res.message.components[0]["components"][0]["disabled"] = True
        with pytest.raises(FakeDiscordError):
            await fake_discord.click(alice, res.message, fake_discord.buttons(res.message)[0])


async def test_modal_opened_by_command_is_submitted_with_text_values(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, make_bot()):
        opened = await fake_discord.slash(alice, "play", subcommand="rename")
        assert opened.response_type == 9 and opened.modal["title"] == "Your name"
        with pytest.raises(FakeDiscordError):
            await fake_discord.submit_modal(alice, opened, {"nope": "x"})
        answered = await fake_discord.submit_modal(alice, opened, {"nick": "Al"})
    assert answered.response_type == 4 and answered.ephemeral
    assert answered.message.content == "hello Al"
    assert_bodies_match_discord_spec(fake_discord)


def test_schema_check_reports_overlong_content_inside_a_union() -> None:
    spec = {"components": {"schemas": {"Msg": {
        "type": "object", "required": ["type"],
        "properties": {"type": {"type": "integer", "enum": [4]}, "content": {"type": ["string", "null"], "maxLength": 5}},
    }}}}
    schema = {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Msg"}]}
    assert validate(spec, schema, {"type": 4, "content": "hi"}) == []
    assert validate(spec, schema, {"type": 4, "content": None}) == []
    [error] = validate(spec, schema, {"type": 4, "content": "too long"})
    assert "$.content: longer than 5" in error
    assert validate(spec, schema, {"content": "hi"}) != []
