"""Self-tests of the fake's places beyond the bot's guilds (a user-installable app, issue 37):
command contexts and installation types, the bot's DMs, group DMs and servers the bot is not
in (interaction responses only), interaction-token expiry on a movable clock, follow-up limits
of user installs, and the DMs the bot opens (refusals 50007 and 50278, the pace of 40003).

A throwaway discord.py bot shows that the real client parses what the fake sends from each
place; raw HTTP checks the refusals' statuses and JSON bodies.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord, FakeDiscordError, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)
from tests.fakediscord.server import BOT_DM_APP_PERMISSIONS, PRIVATE_APP_PERMISSIONS, TOKEN_LIFETIME
from tests.fakediscord_selftest.test_fake_discord import assert_bodies_match_discord_spec


class Seen:
    """What the bot's handlers saw of each interaction, as discord.py parsed it."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.user_id = interaction.user.id
        self.user_kind = type(interaction.user).__name__
        self.context = interaction.context
        self.user_integration = interaction.is_user_integration()
        self.guild_integration = interaction.is_guild_integration()
        self.guild = interaction.guild
        self.guild_id = interaction.guild_id
        self.channel = interaction.channel
        self.app_permissions = interaction.app_permissions


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"join:(?P<n>[0-9]+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"join:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        interaction.client.seen.append(Seen(interaction))  # type: ignore[attr-defined]
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(self.n + 1))
        await interaction.response.edit_message(content=f"{interaction.user.name} joined", view=view)


def make_bot() -> discord.Client:
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
    client.seen = []  # type: ignore[attr-defined]
    client.errors = []  # type: ignore[attr-defined]
    client.last = None  # type: ignore[attr-defined]
    client.gate = asyncio.Event()  # type: ignore[attr-defined]
    client.waiting = asyncio.Event()  # type: ignore[attr-defined]
    tree = app_commands.CommandTree(client)

    @tree.command(name="anywhere", description="A table wherever you are")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def anywhere(interaction: discord.Interaction) -> None:
        client.seen.append(Seen(interaction))  # type: ignore[attr-defined]
        client.last = interaction  # type: ignore[attr-defined]
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(1))
        await interaction.response.send_message("table", view=view)

    @tree.command(name="server-only", description="Only in servers the bot is in")
    @app_commands.guild_only()
    async def server_only(interaction: discord.Interaction) -> None:
        client.seen.append(Seen(interaction))  # type: ignore[attr-defined]
        await interaction.response.send_message("server")

    @tree.command(name="post", description="Posts into the channel, then follows up")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def post(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        try:
            await interaction.channel.send("posted")  # type: ignore[union-attr]
        except discord.HTTPException as error:
            client.errors.append((error.status, error.code))  # type: ignore[attr-defined]
        await interaction.followup.send("followed up")

    @tree.command(name="late", description="Answers once the test lets it")
    async def late(interaction: discord.Interaction) -> None:
        client.waiting.set()  # type: ignore[attr-defined]
        await client.gate.wait()  # type: ignore[attr-defined]
        try:
            await interaction.response.send_message("too late?")
        except discord.HTTPException as error:
            client.errors.append((error.status, error.code))  # type: ignore[attr-defined]

    async def setup_hook() -> None:
        client.add_dynamic_items(JoinButton)
        await tree.sync()

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    return client


def auth(fake: FakeDiscord) -> dict[str, str]:
    return {"Authorization": f"Bot {fake.token}"}


async def call(fake: FakeDiscord, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    async with aiohttp.ClientSession(headers=auth(fake)) as session:
        async with session.request(method, f"{fake.api_base}{path}", json=body) as resp:
            return resp.status, (await resp.json() if resp.content_type == "application/json" else None)


def seen(bot: Any) -> Seen:
    """The last interaction the bot's handlers saw."""
    last: Seen = bot.seen[-1]
    return last


async def test_synced_commands_keep_their_installs_and_contexts_with_discords_defaults(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    async with running_bot(fake, make_bot()):
        pass
    synced = {c["name"]: c for c in fake.synced_commands}
    assert (synced["anywhere"]["integration_types"], synced["anywhere"]["contexts"]) == ([0, 1], [0, 1, 2])
    # guild_only() sends contexts [0] and no installation types: guild install only.
    assert (synced["server-only"]["integration_types"], synced["server-only"]["contexts"]) == ([0], [0])
    # Nothing set: guild install, every context.
    assert (synced["late"]["integration_types"], synced["late"]["contexts"]) == ([0], [0, 1, 2])
    status, body = await call(fake, "PUT", f"/applications/{fake.application_id}/commands",
                              [{"name": "x", "description": "x", "integration_types": [2], "contexts": [3]}])
    assert status == 400 and body["code"] == 50035
    assert set(body["errors"]["0"]) == {"integration_types", "contexts"}


async def test_guild_interactions_name_the_guild_install_and_the_user_install_when_both_apply(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()) as bot:
        res = await fake.slash(alice, "anywhere")
        assert (res.context, res.owners) == (0, {"0": str(fake.guild_id)})
        got = seen(bot)
        assert got.context.guild and not got.context.dm_channel and not got.context.private_channel
        assert got.guild_integration and not got.user_integration
        assert got.guild is bot.get_guild(fake.guild_id) and isinstance(got.channel, discord.TextChannel)
        assert got.user_kind == "Member"
        fake.install_app(alice)
        res = await fake.slash(alice, "anywhere")
        assert res.owners == {"0": str(fake.guild_id), "1": str(alice.id)}
        assert seen(bot).guild_integration and seen(bot).user_integration
        # A guild-install-only command names the guild alone.
        res = await fake.slash(alice, "server-only")
        assert res.owners == {"0": str(fake.guild_id)}
    assert res.message.payload(fake.cdn_base)["interaction_metadata"]["authorizing_integration_owners"] == res.owners


async def test_the_bots_dm_is_context_bot_dm_with_a_user_and_no_guild(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    dm = fake.open_dm(alice)
    assert fake.open_dm(alice) == dm and fake.dm_channel(alice) == dm and fake.dm_channels_opened == []
    async with running_bot(fake, make_bot()) as bot:
        res = await fake.slash(alice, "anywhere", channel=dm)
        got = seen(bot)
        assert (res.context, res.owners) == (1, {"0": "0"})
        assert got.context.dm_channel and not got.context.guild
        assert got.guild is None and got.guild_id is None and got.user_kind == "User" and got.user_id == alice.id
        assert isinstance(got.channel, discord.DMChannel) and got.channel.id == dm
        assert got.channel.recipient is not None and got.channel.recipient.id == alice.id
        assert got.guild_integration is False and got.user_integration is False
        assert got.app_permissions.value == BOT_DM_APP_PERMISSIONS
        assert fake.dm_messages(alice) == [res.message] and res.message.guild_id is None
        assert "guild_id" not in res.message.payload(fake.cdn_base)
        # The button on it works there too.
        await fake.click(alice, res.message, fake.button(res.message, label="Join"))
        assert res.message.content == "alice joined" and seen(bot).context.dm_channel
        # guild_only(): Discord does not offer it in a DM; forced, the interaction comes anyway
        # (and discord.py runs it: it leaves contexts to Discord).
        with pytest.raises(FakeDiscordError, match="contexts are \\[0\\]"):
            await fake.slash(alice, "server-only", channel=dm)
        forced = await fake.slash(alice, "server-only", channel=dm, force=True)
        assert forced.owners == {"0": "0"} and forced.context == 1 and forced.message.content == "server"
        # Someone else cannot act in alice's DM.
        with pytest.raises(FakeDiscordError, match="not in the bot DM"):
            await fake.click(fake.add_member("bob"), res.message, fake.button(res.message, label="Join"))
    assert_bodies_match_discord_spec(fake)


async def test_a_group_dm_is_a_private_channel_authorized_by_the_installer_whoever_acts(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_user("bob"), fake.add_member("carol")
    group = fake.add_group_dm(alice, bob, name="game night")
    fake.install_app(alice)
    async with running_bot(fake, make_bot()) as bot:
        # Bob has not installed the app: Discord offers him none of its commands there.
        with pytest.raises(FakeDiscordError, match="bob has not installed the app"):
            await fake.slash(bob, "anywhere", channel=group)
        assert fake.command_owners(bob, "anywhere", group) is None
        with pytest.raises(FakeDiscordError, match="contexts are \\[0\\]"):
            await fake.slash(alice, "server-only", channel=group)
        res = await fake.slash(alice, "anywhere", channel=group)
        assert (res.context, res.owners) == (2, {"1": str(alice.id)})
        got = seen(bot)
        assert got.context.private_channel and not got.context.guild and not got.context.dm_channel
        assert got.user_integration and not got.guild_integration
        assert got.guild is None and got.guild_id is None and got.user_kind == "User"
        assert isinstance(got.channel, discord.GroupChannel) and got.channel.id == group
        assert got.channel.name == "game night" and got.channel.owner_id == alice.id
        assert got.app_permissions.value == PRIVATE_APP_PERMISSIONS
        assert fake.channel_messages(group) == [res.message]
        # Bob joins with the button: the interaction is still authorized by alice's install.
        clicked = await fake.click(bob, res.message, fake.button(res.message, label="Join"))
        assert clicked.owners == {"1": str(alice.id)} and clicked.context == 2
        got = seen(bot)
        assert got.user_id == bob.id and not got.user_integration and got.context.private_channel
        assert res.message.content == "bob joined"
        # Carol is not in the group DM: she cannot see the table.
        with pytest.raises(FakeDiscordError, match="not in the group DM"):
            await fake.click(carol, res.message, fake.button(res.message, label="Join"))
        # A DM between two users is the same context, without recipients.
        pair = fake.add_private_dm(alice, carol)
        res = await fake.slash(alice, "anywhere", channel=pair)
        got = seen(bot)
        assert res.context == 2 and isinstance(got.channel, discord.DMChannel) and got.channel.recipient is None
    assert_bodies_match_discord_spec(fake)


async def test_where_the_bot_is_no_member_only_interaction_responses_work(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    group = fake.add_group_dm(alice, bob)
    foreign_guild, foreign = fake.add_foreign_guild("Their server")
    fake.install_app(alice)
    async with running_bot(fake, make_bot()) as bot:
        assert bot.get_guild(foreign_guild) is None  # no GUILD_CREATE for a server the bot is not in
        for channel in (group, foreign):
            res = await fake.slash(alice, "post", channel=channel)
            assert bot.errors.pop() == (403, 50001)
            assert [m.content for m in fake.channel_messages(channel)] == ["followed up"]
            assert res.answer is not None and res.answer.content == "followed up"
        assert [(r.method, r.path, r.status, r.code) for r in fake.refused_sends] == [
            ("POST", f"/channels/{group}/messages", 403, 50001), ("POST", f"/channels/{foreign}/messages", 403, 50001)]
        # In the foreign server: context GUILD, a partial guild, the user install alone.
        res = await fake.slash(alice, "anywhere", channel=foreign)
        got = seen(bot)
        assert (res.context, res.owners) == (0, {"1": str(alice.id)})
        assert got.context.guild and got.user_integration and not got.guild_integration
        assert got.guild_id == foreign_guild and got.guild is not None and got.guild.id == foreign_guild
        assert isinstance(got.channel, discord.TextChannel) and got.channel.id == foreign
        assert got.app_permissions.value == PRIVATE_APP_PERMISSIONS
        with pytest.raises(FakeDiscordError, match="integration_types are \\[0\\]"):
            await fake.slash(alice, "server-only", channel=foreign)
        # Every channel call there is refused, whatever it is.
        message = res.message
        for method, path, body in (
                ("GET", f"/channels/{foreign}", None),
                ("GET", f"/channels/{group}", None),
                ("PATCH", f"/channels/{foreign}/messages/{message.id}", {"content": "edited"}),
                ("DELETE", f"/channels/{foreign}/messages/{message.id}", None),
                ("POST", f"/channels/{foreign}/threads", {"name": "t", "type": 11}),
                ("POST", f"/channels/{group}/typing", None)):
            status, answer = await call(fake, method, path, body)
            assert (status, answer) == (403, {"message": "Missing Access", "code": 50001}), (method, path)
        assert message.content == "table" and not message.deleted
        assert len(fake.refused_sends) == 8
        # The interaction's webhook still edits what it made.
        status, _ = await call(fake, "PATCH", f"/webhooks/{fake.application_id}/{res.token}/messages/@original",
                               {"content": "edited by webhook"})
        assert status == 200 and message.content == "edited by webhook"


async def test_a_server_without_use_external_apps_sees_a_user_apps_answers_privately(
        fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    _, strict = fake.add_foreign_guild("Strict server", external_apps=False)
    fake.install_app(alice)
    async with running_bot(fake, make_bot()):
        res = await fake.slash(alice, "anywhere", channel=strict)
    assert res.ephemeral and fake.channel_messages(strict, visible_to=bob) == []


async def test_interaction_tokens_expire_after_15_minutes_on_the_fakes_clock(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()) as bot:
        res = await fake.slash(alice, "anywhere")
        hook = f"/webhooks/{fake.application_id}/{res.token}"
        fake.advance(TOKEN_LIFETIME - 1)
        status, _ = await call(fake, "PATCH", f"{hook}/messages/@original", {"content": "in time"})
        assert status == 200 and res.message.content == "in time"
        fake.advance(2)
        calls = [("PATCH", f"{hook}/messages/@original", {"content": "late"}), ("GET", f"{hook}/messages/@original", None),
                 ("POST", hook, {"content": "late"}), ("DELETE", f"{hook}/messages/{res.message.id}", None)]
        for method, path, body in calls:
            status, answer = await call(fake, method, path, body)
            assert (status, answer) == (401, {"message": "Invalid Webhook Token", "code": 50027}), method
        assert [(r.method, r.status, r.code) for r in fake.expired_tokens] == [(m, 401, 50027) for m, _, _ in calls]
        assert res.message.content == "in time" and not res.message.deleted
        # discord.py sees the same refusal.
        with pytest.raises(discord.HTTPException) as raised:
            await bot.last.edit_original_response(content="late")
        assert (raised.value.status, raised.value.code) == (401, 50027)
        # A click makes a new interaction with a fresh token: the table is updated through it.
        await fake.click(alice, res.message, fake.button(res.message, label="Join"))
        assert res.message.content == "alice joined"


async def test_the_callback_deadline_counts_on_the_fakes_clock(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.callback_deadline = 3.0
    alice = fake.add_member("alice")
    async with running_bot(fake, make_bot()) as bot:
        action = asyncio.ensure_future(fake.slash(alice, "late", expect_response=False))
        await asyncio.wait_for(bot.waiting.wait(), 5)  # the interaction is with the bot
        fake.advance(3.5)
        bot.gate.set()
        res = await action
    assert res.response_type is None and list(fake.expired_callbacks) == [res.interaction_id]
    assert fake.expired_callbacks[res.interaction_id] >= 3.5
    assert bot.errors == [(404, 10062)]


async def test_a_user_install_alone_may_send_five_follow_ups(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    group = fake.add_group_dm(alice, bob)
    fake.install_app(alice)
    async with running_bot(fake, make_bot()):
        in_group = await fake.slash(alice, "anywhere", channel=group)
        in_guild = await fake.slash(alice, "anywhere")
    answers = []
    for n in range(6):
        answers.append(await call(fake, "POST", f"/webhooks/{fake.application_id}/{in_group.token}?wait=true",
                                  {"content": f"follow-up {n}"}))
        assert (await call(fake, "POST", f"/webhooks/{fake.application_id}/{in_guild.token}?wait=true",
                           {"content": f"follow-up {n}"}))[0] == 200
    assert [status for status, _ in answers] == [200] * 5 + [400]
    assert answers[-1][1] == {"message": "This interaction has hit the maximum number of follow up messages",
                              "code": 40094}
    assert [r.code for r in fake.followup_refusals] == [40094]
    assert len(fake.channel_messages(group)) == 6  # the table and five follow-ups


async def test_the_bot_opens_dms_and_sends_into_them_unless_the_user_takes_none(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    alice, bob, carol = fake.add_member("alice"), fake.add_member("bob"), fake.add_user("carol")
    fake.dm_closed(bob)
    fake.no_mutual_guild(carol)
    async with running_bot(fake, make_bot()) as bot:
        user = await bot.fetch_user(carol.id)
        assert user.name == "carol"
        channel = await bot.create_dm(discord.Object(alice.id))
        assert isinstance(channel, discord.DMChannel) and channel.recipient is not None
        assert channel.recipient.id == alice.id and channel.id == fake.open_dm(alice)
        sent = await channel.send("your turn")
        assert [m.content for m in fake.dm_messages(alice)] == ["your turn"]
        await sent.edit(content="your turn (edited)")
        assert fake.dm_messages(alice)[0].content == "your turn (edited)"
        assert (await bot.create_dm(discord.Object(alice.id))) is channel  # discord.py keeps it: one POST
        refusals = []
        for who in (bob, carol):
            dm = await bot.create_dm(discord.Object(who.id))
            with pytest.raises(discord.Forbidden) as raised:
                await dm.send("your turn")
            refusals.append((raised.value.code, raised.value.text))
        assert refusals == [(50007, "Cannot send messages to this user"),
                            (50278, "Cannot send messages to this user due to having no mutual guilds")]
        assert fake.dm_messages(bob) == [] and fake.dm_messages(carol) == []
        assert [(r.code, r.user_id) for r in fake.dm_refusals] == [(50007, bob.id), (50278, carol.id)]
        fake.dm_closed(bob, False)
        await (await bot.create_dm(discord.Object(bob.id))).send("your turn")
        assert [m.content for m in fake.dm_messages(bob)] == ["your turn"]
        # A DM is no place for threads.
        status, answer = await call(fake, "POST", f"/channels/{channel.id}/threads", {"name": "t", "type": 11})
        assert (status, answer["code"]) == (400, 50003)
    assert [(o.user_id, o.new) for o in fake.dm_channels_opened] == [(alice.id, True), (bob.id, True),
                                                                     (carol.id, True)]
    status, answer = await call(fake, "POST", "/users/@me/channels", {"recipient_id": "12345"})
    assert (status, answer["code"]) == (404, 10013)
    assert_bodies_match_discord_spec(fake)


async def test_opening_dms_too_fast_answers_429_with_code_40003(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.dm_open_limit = (2, 60.0)
    users = [fake.add_member(f"player{n}") for n in range(3)]
    answers = [await call(fake, "POST", "/users/@me/channels", {"recipient_id": str(u.id)}) for u in users]
    assert [status for status, _ in answers] == [200, 200, 429]
    refused = answers[-1][1]
    assert refused["code"] == 40003 and refused["message"] == "You are opening direct messages too fast."
    assert refused["global"] is False and 59 < refused["retry_after"] <= 60
    [refusal] = fake.dm_open_refusals
    assert (refusal.status, refusal.user_id, refusal.retry_after) == (429, users[2].id, refused["retry_after"])
    assert answers[0][1]["type"] == 1 and answers[0][1]["recipients"][0]["id"] == str(users[0].id)
    fake.advance(60)
    status, body = await call(fake, "POST", "/users/@me/channels", {"recipient_id": str(users[2].id)})
    assert status == 200 and int(body["id"]) == fake.dm_channel(users[2])
    # Reopening a DM counts too (a restarted bot has no DM cached).
    status, _ = await call(fake, "POST", "/users/@me/channels", {"recipient_id": str(users[0].id)})
    assert status == 200 and [o.new for o in fake.dm_channels_opened] == [True, True, True, False]


async def test_discord_py_waits_out_a_40003_and_opens_the_dm(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.dm_open_limit = (1, 0.3)
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    async with running_bot(fake, make_bot()) as bot:
        for user in (alice, bob):
            await (await bot.create_dm(discord.Object(user.id))).send("your turn")
    assert [len(fake.dm_messages(u)) for u in (alice, bob)] == [1, 1]
    assert len(fake.dm_open_refusals) == 1
    first, second = fake.dm_channels_opened
    assert second.at - first.at >= 0.3
