"""Self-tests of what the fake Discord refuses in message bodies (components, Components V2
layouts) and of the model helpers that read V2 messages.

Most rules are checked with raw channel requests (the rules are the same on every path; the
bodies are what discord.py sends); one throwaway discord.py bot tries each path that creates or
edits a message, and ``ui.LayoutView`` messages are sent with discord.py itself.
"""

from __future__ import annotations

import io
import json
from typing import Any, Awaitable, Sequence

import aiohttp
import discord
import pytest
from discord import app_commands
from PIL import Image

from tests.fakediscord import FakeDiscord, FakeDiscordError, FakeMessage, running_bot
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (pytest fixture)
from tests.fakediscord.models import FakeAttachment, FakeUser, buttons_of, selects_of
from tests.fakediscord_selftest.test_fake_discord import assert_bodies_match_discord_spec

V2 = 1 << 15
LEGACY = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
WORDS = "words outside the layout"  # what a V2 message may not carry as content


def png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (6, 4), (200, 30, 30)).save(buf, "PNG")
    return buf.getvalue()


# --- bodies as discord.py builds them

def text(content: str = "words") -> dict[str, Any]:
    return {"type": 10, "content": content}


def button(n: int = 0) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": f"Press {n}", "custom_id": f"b{n}"}


def select(custom_id: str = "pick") -> dict[str, Any]:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": "A", "value": "a"}, {"label": "B", "value": "b"}]}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def section(*texts: dict[str, Any], accessory: dict[str, Any] | None = None) -> dict[str, Any]:
    found: dict[str, Any] = {"type": 9, "components": list(texts)}
    if accessory is not None:
        found["accessory"] = accessory
    return found


def thumbnail(url: str = "attachment://table.png", description: str | None = None) -> dict[str, Any]:
    return {"type": 11, "media": {"url": url}, "description": description}


def gallery(*urls: str, description: str | None = None) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": url}, "description": description} for url in urls]}


def file(url: str = "attachment://table.png") -> dict[str, Any]:
    return {"type": 13, "file": {"url": url}}


SEPARATOR = {"type": 14, "divider": True, "spacing": 1}


def container(*items: dict[str, Any], accent: int | None = None) -> dict[str, Any]:
    return {"type": 17, "components": list(items), "accent_color": accent}


# --- raw requests to a channel

async def send(fake: FakeDiscord, body: dict[str, Any], files: Sequence[str] = (), *,
               edit: FakeMessage | None = None) -> tuple[int, Any]:
    """POST a message (or PATCH ``edit``) with ``files`` uploaded as ``files[n]``, as discord.py does."""
    path = f"{fake.api_base}/channels/{fake.channel_id}/messages" + (f"/{edit.id}" if edit else "")
    form = None
    if files:
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps(body), content_type="application/json")
        for n, name in enumerate(files):
            form.add_field(f"files[{n}]", png(), filename=name, content_type="application/octet-stream")
    async with aiohttp.ClientSession() as session:
        async with session.request("PATCH" if edit else "POST", path, json=None if form else body, data=form) as resp:
            return resp.status, await resp.json()


async def refused(fake: FakeDiscord, body: dict[str, Any], files: Sequence[str] = (), *,
                  edit: FakeMessage | None = None) -> dict[str, list[str]]:
    """The refused fields (dotted paths) and their error codes; fails unless Discord's 400 came."""
    status, answer = await send(fake, body, files, edit=edit)
    assert (status, answer.get("code"), answer.get("message")) == (400, 50035, "Invalid Form Body"), answer
    return codes(answer["errors"])


async def accepted(fake: FakeDiscord, body: dict[str, Any], files: Sequence[str] = (), *,
                   edit: FakeMessage | None = None) -> FakeMessage:
    status, answer = await send(fake, body, files, edit=edit)
    assert status == 200, answer
    return fake.messages[int(answer["id"])]


def codes(errors: dict[str, Any], path: str = "") -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for key, value in errors.items():
        if key == "_errors":
            found[path] = [e["code"] for e in value]
        else:
            found.update(codes(value, f"{path}.{key}" if path else key))
    return found


# --- the V2 flag and the fields it excludes

async def test_v2_message_with_content_is_refused_with_discords_invalid_form_body(fake_discord: FakeDiscord) -> None:
    status, answer = await send(fake_discord, {"flags": V2, "content": WORDS, "components": [text()]})
    assert status == 400
    assert answer == {"message": "Invalid Form Body", "code": 50035, "errors": {"content": {"_errors": [{
        "code": LEGACY, "message": "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2"}]}}}
    assert fake_discord.channel_messages() == []
    assert fake_discord.refused == [(fake_discord.requests[-1], answer["errors"])]


@pytest.mark.parametrize("field, value", [("embeds", [{"title": "old style"}]), ("sticker_ids", ["1"]),
                                          ("poll", {"question": {"text": "?"}, "answers": []})])
async def test_v2_message_with_embeds_stickers_or_poll_is_refused(fake_discord: FakeDiscord, field: str,
                                                                   value: Any) -> None:
    assert await refused(fake_discord, {"flags": V2, field: value, "components": [text()]}) == {field: [LEGACY]}


async def test_v2_message_with_empty_content_and_embeds_is_accepted(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "content": "", "embeds": [], "components": [text("hi")]})
    assert msg.v2 and msg.flags == V2 and msg.text == "hi"


async def test_edit_adding_v2_flag_to_an_old_message_that_keeps_its_content_is_refused(
        fake_discord: FakeDiscord) -> None:
    old = await accepted(fake_discord, {"content": "old table", "components": [row(button())]})
    new_layout = {"flags": V2, "components": [container(text("new table"))]}
    assert await refused(fake_discord, new_layout, edit=old) == {
        "content": [LEGACY], "flags": ["MESSAGE_CANNOT_ADD_COMPONENTS_V2_FLAG"]}
    assert not old.v2 and old.text == "old table" and old.edit_count == 0


async def test_edit_adding_v2_flag_to_an_old_message_is_refused_even_when_it_clears_the_content(
        fake_discord: FakeDiscord) -> None:
    old = await accepted(fake_discord, {"content": "old table", "components": [row(button())]})
    new_layout = {"flags": V2, "content": None, "components": [container(text("new table"))]}
    assert await refused(fake_discord, new_layout, edit=old) == {"flags": ["MESSAGE_CANNOT_ADD_COMPONENTS_V2_FLAG"]}
    assert not old.v2 and old.text == "old table"


async def test_edit_of_v2_message_cannot_remove_the_flag(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": [text("table")]})
    errors = await refused(fake_discord, {"flags": 0, "components": [row(button())]}, edit=msg)
    assert errors == {"flags": ["MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG"]}
    assert msg.v2 and msg.text == "table"


async def test_edit_of_v2_message_that_sends_content_is_refused(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": [text("table")]})
    assert await refused(fake_discord, {"content": WORDS}, edit=msg) == {"content": [LEGACY]}


async def test_edit_of_v2_message_without_flags_keeps_the_flag(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": [text("table")]})
    await accepted(fake_discord, {"components": [text("next table")]}, edit=msg)
    assert msg.v2 and msg.text == "next table"


# --- where each component may stand

V2_ONLY = [text(), section(text(), accessory=button()), gallery("https://example.com/a.png"),
           file(), SEPARATOR, container(text()), thumbnail()]


@pytest.mark.parametrize("component", V2_ONLY, ids=lambda c: f"type{c['type']}")
async def test_v2_only_components_without_the_flag_are_refused(fake_discord: FakeDiscord,
                                                                component: dict[str, Any]) -> None:
    errors = await refused(fake_discord, {"content": "hi", "components": [row(button()), component]})
    assert errors == {"components.1.type": ["UNION_TYPE_CHOICES"]}


@pytest.mark.parametrize("components, path", [
    ([thumbnail()], "components.0.type"),
    ([button()], "components.0.type"),
    ([select()], "components.0.type"),
    ([container(container(text()))], "components.0.components.0.type"),
    ([container(thumbnail())], "components.0.components.0.type"),
], ids=["thumbnail on top", "button on top", "select on top", "container in container", "thumbnail in container"])
async def test_v2_thumbnail_only_as_accessory_no_bare_buttons_and_no_nested_container(
        fake_discord: FakeDiscord, components: list[dict[str, Any]], path: str) -> None:
    assert await refused(fake_discord, {"flags": V2, "components": components}, ["table.png"]) == {
        path: ["UNION_TYPE_CHOICES"]}


async def test_v2_layout_of_every_allowed_component_at_top_level_and_in_a_container_is_accepted(
        fake_discord: FakeDiscord) -> None:
    parts = [row(button(), button(1)), text("top"), section(text("beside"), accessory=thumbnail()),
             gallery("attachment://table.png", "https://example.com/b.png"), file(), SEPARATOR]
    msg = await accepted(fake_discord, {"flags": V2, "components": [*parts, container(*parts, accent=0x2E7D32)]},
                         ["table.png"])
    assert msg.v2 and msg.text == "top\nbeside\ntop\nbeside" and msg.accent == 0x2E7D32


@pytest.mark.parametrize("bad_row, path, code", [
    (row(), "components.0.components", "BASE_TYPE_BAD_LENGTH"),
    (row(*(button(n) for n in range(6))), "components.0.components", "BASE_TYPE_BAD_LENGTH"),
    (row(select(), button()), "components.0.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
    (row(select("a"), select("b")), "components.0.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
    (row(text()), "components.0.components.0.type", "UNION_TYPE_CHOICES"),
], ids=["empty", "six buttons", "select and button", "two selects", "text in a row"])
async def test_action_row_holds_one_to_five_buttons_or_exactly_one_select(
        fake_discord: FakeDiscord, bad_row: dict[str, Any], path: str, code: str) -> None:
    assert await refused(fake_discord, {"content": "hi", "components": [bad_row]}) == {path: [code]}
    in_container = await refused(fake_discord, {"flags": V2, "components": [container(bad_row)]})
    assert in_container == {path.replace("components.0.", "components.0.components.0.", 1): [code]}
    msg = await accepted(fake_discord, {"content": "hi", "components": [row(*(button(n) for n in range(5))),
                                                                        row(select())]})
    assert len(buttons_of(msg)) == 5 and len(selects_of(msg)) == 1


@pytest.mark.parametrize("bad_section, path, code", [
    (section(accessory=button()), "components.0.components", "BASE_TYPE_BAD_LENGTH"),
    (section(*(text(str(n)) for n in range(4)), accessory=button()), "components.0.components",
     "BASE_TYPE_BAD_LENGTH"),
    (section(text()), "components.0.accessory", "BASE_TYPE_REQUIRED"),
    (section(text(), accessory=select()), "components.0.accessory.type", "UNION_TYPE_CHOICES"),
    (section(button(), accessory=button(1)), "components.0.components.0.type", "UNION_TYPE_CHOICES"),
], ids=["no text", "four texts", "no accessory", "select accessory", "button as text"])
async def test_section_holds_one_to_three_text_displays_and_a_button_or_thumbnail_accessory(
        fake_discord: FakeDiscord, bad_section: dict[str, Any], path: str, code: str) -> None:
    assert await refused(fake_discord, {"flags": V2, "components": [bad_section]}) == {path: [code]}
    msg = await accepted(fake_discord, {"flags": V2, "components": [
        section(text("a"), text("b"), text("c"), accessory=button()),
        section(text("d"), accessory=thumbnail())]}, ["table.png"])
    assert msg.text == "a\nb\nc\nd"


def link(url: str | None = "https://example.com/g/abc", **extra: Any) -> dict[str, Any]:
    found: dict[str, Any] = {"type": 2, "style": 5, "label": "Page", **extra}
    if url is not None:
        found["url"] = url
    return found


@pytest.mark.parametrize("bad, path, code", [
    (link(None), "components.0.components.0.url", "BASE_TYPE_REQUIRED"),
    (link(custom_id="page"), "components.0.components.0.custom_id", "BUTTON_CUSTOM_ID_NOT_ALLOWED"),
    (link("ftp://example.com/g"), "components.0.components.0.url", "URL_TYPE_INVALID_SCHEME"),
    (link("https://example.com/" + "a" * 500), "components.0.components.0.url", "BASE_TYPE_MAX_LENGTH"),
    ({"type": 2, "style": 1, "label": "Press"}, "components.0.components.0.custom_id", "BASE_TYPE_REQUIRED"),
    ({**button(), "url": "https://example.com"}, "components.0.components.0.url", "BUTTON_URL_NOT_ALLOWED"),
], ids=["link without url", "link with custom_id", "link to ftp", "link over 512", "button without custom_id",
        "button with url"])
async def test_a_link_button_has_a_web_url_and_no_custom_id_and_any_other_button_the_reverse(
        fake_discord: FakeDiscord, bad: dict[str, Any], path: str, code: str) -> None:
    assert await refused(fake_discord, {"content": "hi", "components": [row(bad)]}) == {path: [code]}
    in_layout = await refused(fake_discord, {"flags": V2, "components": [container(text()), row(bad)]})
    assert in_layout == {path.replace("components.0.", "components.1.", 1): [code]}
    msg = await accepted(fake_discord, {"flags": V2, "components": [container(text()), row(button(), link())]})
    assert [(b.custom_id, b.url) for b in buttons_of(msg)] == [("b0", None), (None, "https://example.com/g/abc")]


# --- how much a message holds

def nested_layout(total: int) -> list[dict[str, Any]]:
    """``total`` components: a container and the 15 it holds (rows, buttons, a select, a section
    and its accessory, a gallery of 10 items, a separator), then Text Displays."""
    box = container(row(*(button(n) for n in range(5))),  # 1 + 5
                    section(text("a"), text("b"), text("c"), accessory=button(9)),  # 1 + 3 + 1
                    gallery(*["https://example.com/p.png"] * 10), SEPARATOR, row(select()))  # 1, 1, 1 + 1
    return [box, *(text(f"t{n}") for n in range(total - 16))]


async def test_v2_message_over_40_components_counted_with_nesting_is_refused(fake_discord: FakeDiscord) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": nested_layout(41)})
    assert errors == {"components": ["BASE_TYPE_MAX_LENGTH"]}


async def test_v2_message_of_40_components_counted_with_nesting_is_accepted(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": nested_layout(40)})
    assert len(buttons_of(msg)) == 6 and len(selects_of(msg)) == 1 and msg.text.endswith("t23")


def long_text(total: int) -> list[dict[str, Any]]:
    """Text Displays of ``total`` characters in all, on top, in a container and in a section."""
    return [text("a" * 1000), container(text("b" * 1000), section(text("c" * (total - 2000)), accessory=button()))]


async def test_v2_message_over_4000_characters_of_text_is_refused(fake_discord: FakeDiscord) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": long_text(4001)})
    assert errors == {"components": ["BASE_TYPE_MAX_LENGTH"]}


async def test_v2_message_of_4000_characters_of_text_is_accepted(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": long_text(4000)})
    assert len(msg.text) == 4000 + 2  # two line breaks between the three parts


@pytest.mark.parametrize("count", [0, 11])
async def test_media_gallery_of_no_item_or_over_ten_items_is_refused(fake_discord: FakeDiscord, count: int) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": [gallery(*["https://example.com/p.png"] * count)]})
    assert errors == {"components.0.items": ["BASE_TYPE_BAD_LENGTH"]}


@pytest.mark.parametrize("count", [1, 10])
async def test_media_gallery_of_one_to_ten_items_is_accepted(fake_discord: FakeDiscord, count: int) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": [gallery(*["https://example.com/p.png"] * count)]})
    assert len(msg.gallery_urls) == count


async def test_media_description_over_1024_characters_is_refused(fake_discord: FakeDiscord) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": [
        gallery("attachment://table.png", description="d" * 1025),
        section(text(), accessory=thumbnail(description="d" * 1025))]}, ["table.png"])
    assert errors == {"components.0.items.0.description": ["BASE_TYPE_MAX_LENGTH"],
                      "components.1.accessory.description": ["BASE_TYPE_MAX_LENGTH"]}
    await accepted(fake_discord, {"flags": V2, "components": [
        gallery("attachment://table.png", description="d" * 1024)]}, ["table.png"])


# --- attachment:// urls name the message's own files

@pytest.mark.parametrize("component, path", [
    (gallery("attachment://table.png", "attachment://missing.png"), "components.0.items.1.media.url"),
    (section(text(), accessory=thumbnail("attachment://missing.png")), "components.0.accessory.media.url"),
    (container(file("attachment://missing.png")), "components.0.components.0.file.url"),
], ids=["gallery item", "thumbnail", "file"])
async def test_attachment_url_that_names_no_file_of_the_message_is_refused(
        fake_discord: FakeDiscord, component: dict[str, Any], path: str) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": [component]}, ["table.png"])
    assert errors == {path: ["UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"]}


async def test_file_component_shows_an_attachment_and_no_other_url(fake_discord: FakeDiscord) -> None:
    errors = await refused(fake_discord, {"flags": V2, "components": [file("https://example.com/rules.pdf")]})
    assert errors == {"components.0.file.url": ["UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED"]}


async def test_edit_may_show_an_attachment_the_message_keeps(fake_discord: FakeDiscord) -> None:
    msg = await accepted(fake_discord, {"flags": V2, "components": [gallery("attachment://table.png")]},
                         ["table.png"])
    [table] = msg.attachments
    # kept because the edit does not send `attachments`
    await accepted(fake_discord, {"components": [text("kept"), gallery("attachment://table.png")]}, edit=msg)
    # kept by id, next to a new upload
    both = [gallery("attachment://table.png", "attachment://next.png")]
    await accepted(fake_discord, {"components": both, "attachments": [{"id": str(table.id)},
                                                                      {"id": 0, "filename": "next.png"}]},
                   ["next.png"], edit=msg)
    assert [a.filename for a in msg.pictures] == ["table.png", "next.png"] and msg.pictures[0].id == table.id
    # dropped by an edit that lists the other file only
    errors = await refused(fake_discord, {"components": both, "attachments": [{"id": str(msg.attachments[1].id)}]},
                           edit=msg)
    assert errors == {"components.0.items.0.media.url": ["UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"]}


# --- discord.py's ui.LayoutView, sent on every path

def picture(name: str = "table.png") -> discord.File:
    return discord.File(io.BytesIO(png()), filename=name, description="the table")


def layout(*extra: discord.ui.Item[Any], shows: discord.File | None = None) -> discord.ui.LayoutView:
    """A Container (accent 0x336699) with a Text Display and a gallery showing ``shows``, then ``extra``."""
    view = discord.ui.LayoutView(timeout=None)
    inside: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay("inside the box")]
    if shows is not None:
        inside.append(discord.ui.MediaGallery(discord.MediaGalleryItem(shows)))
    view.add_item(discord.ui.Container(*inside, accent_colour=0x336699))
    for item in extra:
        view.add_item(item)
    return view


def probe_bot(refused: dict[str, discord.HTTPException]) -> discord.Client:
    """``/direct``, ``/deferred`` and the ``next`` button first ask for a V2 message with
    content on each path (noting the refusal by path), then answer with a proper layout;
    ``/picture`` answers with a layout showing an uploaded picture; ``/broken`` only with a
    V2 message with content."""
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
    tree = app_commands.CommandTree(client)

    async def attempt(path: str, call: Awaitable[Any]) -> None:
        try:
            await call
        except discord.HTTPException as error:
            refused[path] = error

    def table() -> discord.ui.LayoutView:
        next_button: discord.ui.Button[Any] = discord.ui.Button(label="Next", custom_id="next")

        async def pressed(interaction: discord.Interaction) -> None:
            await attempt("callback 7", interaction.response.edit_message(content=WORDS, view=table()))
            await interaction.response.edit_message(view=table())

        next_button.callback = pressed  # type: ignore[method-assign]
        return layout(discord.ui.ActionRow(next_button))

    @tree.command(name="direct", description="Channel post and edit, then a reply")
    async def direct(interaction: discord.Interaction) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        await attempt("POST channel message", channel.send(WORDS, view=layout()))
        posted = await channel.send(view=layout())
        await attempt("PATCH channel message", posted.edit(content=WORDS))
        await attempt("callback 4", interaction.response.send_message(WORDS, view=layout()))
        await interaction.response.send_message(view=table())

    @tree.command(name="deferred", description="A deferred reply and its follow-ups")
    async def deferred(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await attempt("PATCH webhook @original", interaction.edit_original_response(content=WORDS, view=layout()))
        await interaction.edit_original_response(view=layout())
        await attempt("POST webhook follow-up", interaction.followup.send(WORDS, view=layout()))
        followup = await interaction.followup.send(view=layout(), wait=True)
        await attempt("PATCH webhook message", followup.edit(content=WORDS))

    @tree.command(name="picture", description="A layout showing a picture")
    async def show(interaction: discord.Interaction) -> None:
        shown = picture()
        await interaction.response.send_message(view=layout(shows=shown), file=shown)

    @tree.command(name="broken", description="An answer Discord refuses")
    async def broken(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(WORDS, view=layout())

    async def setup_hook() -> None:
        await tree.sync()

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    return client


async def test_v2_message_with_content_is_refused_on_every_path_that_creates_or_edits(
        fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    refusals: dict[str, discord.HTTPException] = {}
    async with running_bot(fake_discord, probe_bot(refusals)):
        direct = await fake_discord.slash(alice, "direct")
        clicked = await fake_discord.click(alice, direct.message, "next")
        deferred = await fake_discord.slash(alice, "deferred")
    assert sorted(refusals) == sorted([
        "POST channel message", "PATCH channel message", "callback 4", "callback 7",
        "PATCH webhook @original", "POST webhook follow-up", "PATCH webhook message"])
    for error in refusals.values():
        assert (error.status, error.code) == (400, 50035) and "In content: The 'content' field" in error.text
    assert clicked.response_type == 7 and clicked.message is direct.message and direct.message.edit_count == 1
    # the deferred placeholder became V2 with the edit that filled it
    assert deferred.response_type == 5 and deferred.message.v2 and not deferred.message.loading
    shown = fake_discord.channel_messages()
    assert len(shown) == 4 and all(m.v2 and m.text == "inside the box" and m.accent == 0x336699 for m in shown)


async def test_user_action_whose_answer_was_refused_fails_naming_the_errors(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    fake_discord.timeout = 0.5
    async with running_bot(fake_discord, probe_bot({})):
        with pytest.raises(FakeDiscordError, match=f"bodies refused meanwhile: .*{LEGACY}"):
            await fake_discord.slash(alice, "broken")


async def test_layout_view_with_a_file_sent_to_a_channel_is_accepted_and_readable(
        fake_discord: FakeDiscord) -> None:
    client = discord.Client(intents=discord.Intents.none())
    await client.login(fake_discord.token)
    try:
        shown = picture()
        sent = await client.get_partial_messageable(fake_discord.channel_id).send(view=layout(shows=shown),
                                                                                  file=shown)
    finally:
        await client.close()
    assert sent.flags.components_v2
    msg = fake_discord.messages[sent.id]
    assert msg.v2 and msg.text == "inside the box" and msg.accent == 0x336699
    assert msg.gallery_urls == ["attachment://table.png"]
    assert [(a.filename, a.data, a.description) for a in msg.pictures] == [("table.png", png(), "the table")]
    assert_bodies_match_discord_spec(fake_discord)


async def test_layout_view_with_a_file_in_an_interaction_response_is_accepted_and_readable(
        fake_discord: FakeDiscord) -> None:
    alice = fake_discord.add_member("alice")
    async with running_bot(fake_discord, probe_bot({})):
        res = await fake_discord.slash(alice, "picture")
    assert res.response_type == 4 and res.message.v2 and res.message.text == "inside the box"
    assert [(a.filename, a.data) for a in res.message.pictures] == [("table.png", png())]
    assert fake_discord.refused == []
    assert_bodies_match_discord_spec(fake_discord)


# --- the model helpers

def stored(components: list[dict[str, Any]], *, flags: int = V2, content: str = "",
           files: tuple[str, ...] = ()) -> FakeMessage:
    attachments = [FakeAttachment(name, b"", None, id=n) for n, name in enumerate(files)]
    return FakeMessage(1, 2, 3, FakeUser(4, "bot", bot=True), content=content, components=components,
                       attachments=attachments, flags=flags)


def test_text_is_the_content_then_every_text_display_depth_first() -> None:
    msg = stored([text("title"), container(section(text("in a section"), accessory=button()), row(button(1)),
                                           text("in the box")), text("")], flags=0, content="hello")
    assert msg.text == "hello\ntitle\nin a section\nin the box"
    assert stored([]).text == ""


def test_buttons_and_selects_are_found_inside_containers_and_section_accessories() -> None:
    msg = stored([container(section(text(), accessory=button(1)), row(select())), row(button(2))])
    assert [b.custom_id for b in buttons_of(msg)] == ["b1", "b2"]
    assert [s.custom_id for s in selects_of(msg)] == ["pick"]


def test_pictures_of_a_v2_message_are_the_attachments_its_galleries_show_in_gallery_order() -> None:
    components = [gallery("attachment://b.png", "https://example.com/x.png"), container(gallery("attachment://a.png"))]
    msg = stored(components, files=("a.png", "b.png", "hidden.png"))
    assert msg.gallery_urls == ["attachment://b.png", "https://example.com/x.png", "attachment://a.png"]
    assert [a.filename for a in msg.pictures] == ["b.png", "a.png"]
    assert [a.filename for a in stored([], flags=0, files=("a.png", "b.png")).pictures] == ["a.png", "b.png"]
    assert msg.accent is None and stored([container(text(), accent=7)]).accent == 7
