"""What Discord refuses in the body of a message it is asked to create or edit: the rules of
components, and of Components V2 layouts (flag ``IS_COMPONENTS_V2``).

The rules, as Discord documents them:

- A V2 message has no ``content``, ``embeds``, ``sticker_ids`` or ``poll``. The flag comes with
  the message's creation, or with the edit that fills a deferred reply (its "thinking..."
  placeholder); it cannot be added to a message that was sent without it (the issue that
  asked for V2 tables says so: a table posted before keeps its old form), and no edit removes it.
- Without the flag the top level holds action rows only. With it: action rows, Text Displays,
  Sections, Media Galleries, Files, Separators and Containers; a Container holds the same but
  Containers; a Thumbnail is only a Section's accessory.
- An action row holds 1 to 5 buttons or exactly one select; a Section 1 to 3 Text Displays and a
  Button or Thumbnail accessory; a Media Gallery 1 to 10 items, each description at most 1,024
  characters (as a Thumbnail's).
- At most 40 components, nested ones counted (a gallery's items and a select's options are no
  components), and at most 4,000 characters across all Text Displays.
- An ``attachment://<filename>`` url names a file the message has once the request is applied:
  uploaded with it, or kept by an edit. A File component shows an attachment, nothing else.
- A button that sends an interaction (styles 1-4) has a ``custom_id`` and no ``url``; a link
  button (style 5) has an http(s) or discord ``url`` of at most 512 characters and no
  ``custom_id`` (Discord sends nothing when one is pressed); a premium button (style 6) has a
  ``sku_id`` and neither. Where Discord's documentation names no error code for a breach, the
  fake's code says what it is (``BUTTON_..._NOT_ALLOWED``).

:func:`message_problems` lists the breaches as ``(path, code, message)``; :func:`form_errors`
nests them into Discord's ``errors`` object (``{"components": {"0": {"_errors": [...]}}}``),
which discord.py flattens into ``HTTPException.text``.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator

from .models import (ACTION_ROW, ATTACHMENT_URL, BUTTON, COMPONENTS_V2, CONTAINER, FILE, MEDIA_GALLERY, SECTION,
                     SELECT_TYPES, SEPARATOR, TEXT_DISPLAY, THUMBNAIL, FakeMessage, iter_components)

Problem = tuple[str, str, str]  # (the field's dotted path, Discord's error code, its message)

LEGACY_FIELDS = ("content", "embeds", "sticker_ids", "poll")
V2_TOP_LEVEL = (ACTION_ROW, TEXT_DISPLAY, SECTION, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER)
IN_CONTAINER = (ACTION_ROW, TEXT_DISPLAY, SECTION, MEDIA_GALLERY, FILE, SEPARATOR)
MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_GALLERY_ITEMS = 10
MAX_DESCRIPTION = 1024


def form_errors(problems: Iterable[Problem]) -> dict[str, Any]:
    """Discord's ``errors`` object: each path's keys nested, its errors under ``_errors``."""
    tree: dict[str, Any] = {}
    for path, code, message in problems:
        node = tree
        for key in path.split("."):
            node = node.setdefault(key, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return tree


def message_problems(body: dict[str, Any], before: FakeMessage | None, files: list[str]) -> list[Problem]:
    """What Discord refuses in ``body`` creating a message (``before`` None) or editing
    ``before``; ``files``: the filenames the message has once the body is applied."""
    problems: list[Problem] = []
    sent = body.get("flags")
    had_v2 = before is not None and before.v2
    v2 = had_v2 or bool((sent or 0) & COMPONENTS_V2)
    if had_v2 and sent is not None and not sent & COMPONENTS_V2:
        problems.append(("flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                         "The IS_COMPONENTS_V2 flag cannot be removed from a message"))
    if before is not None and not had_v2 and v2 and not before.loading:
        problems.append(("flags", "MESSAGE_CANNOT_ADD_COMPONENTS_V2_FLAG",
                         "The IS_COMPONENTS_V2 flag cannot be added to a message sent without it"))
    if v2:
        problems += _legacy_fields(body, before)
    components = (body["components"] if "components" in body else before.components if before else []) or []
    problems += _each(components, "components", V2_TOP_LEVEL if v2 else (ACTION_ROW,), set(files))
    everything = list(iter_components(components))
    if len(everything) > MAX_COMPONENTS:
        problems.append(("components", "BASE_TYPE_MAX_LENGTH",
                         f"Must be {MAX_COMPONENTS} or fewer components, nested ones counted ({len(everything)})"))
    text = sum(len(c.get("content") or "") for c in everything if c.get("type") == TEXT_DISPLAY)
    if text > MAX_TEXT:
        problems.append(("components", "BASE_TYPE_MAX_LENGTH",
                         f"Text Displays must hold {MAX_TEXT} or fewer characters in all ({text})"))
    return problems


def _legacy_fields(body: dict[str, Any], before: FakeMessage | None) -> Iterator[Problem]:
    # What the message keeps counts too: an edit that adds the flag must clear the old content.
    after: dict[str, Any] = {"content": before.content, "embeds": before.embeds} if before else {}
    after.update((key, body[key]) for key in LEGACY_FIELDS if key in body)
    for key, value in after.items():
        if value:
            yield (key, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                   f"The '{key}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")


def _each(components: list[dict[str, Any]], path: str, allowed: tuple[int, ...], files: set[str]) -> Iterator[Problem]:
    for n, component in enumerate(components):
        yield from _one(component, f"{path}.{n}", allowed, files)


def _one(component: dict[str, Any], where: str, allowed: tuple[int, ...], files: set[str]) -> Iterator[Problem]:
    kind = component.get("type")
    if kind not in allowed:
        yield (f"{where}.type", "UNION_TYPE_CHOICES", f'Value of field "type" must be one of {allowed}.')
    elif kind in _RULES:
        yield from _RULES[kind](component, where, files)


def _length(items: list[Any], path: str, low: int, high: int | None = None) -> Iterator[Problem]:
    if len(items) < low or (high is not None and len(items) > high):
        bounds = f"between {low} and {high}" if high is not None else f"{low} or more"
        yield (path, "BASE_TYPE_BAD_LENGTH", f"Must be {bounds} in length.")


def _action_row(row: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    items = row.get("components") or []
    yield from _each(items, f"{where}.components", (BUTTON, *SELECT_TYPES), files)
    if any(item.get("type") in SELECT_TYPES for item in items) and len(items) > 1:
        yield (f"{where}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
               "An action row holds one select and nothing else")
    else:
        yield from _length(items, f"{where}.components", 1, 5)


LINK, PREMIUM = 5, 6  # button styles that send the bot no interaction
URL_SCHEMES = ("http://", "https://", "discord://")
MAX_URL = 512


def _button(button: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    style = button.get("style")
    wanted = {LINK: "url", PREMIUM: "sku_id"}.get(style, "custom_id")
    if not button.get(wanted):
        yield (f"{where}.{wanted}", "BASE_TYPE_REQUIRED", "This field is required")
    for field in ("custom_id", "url", "sku_id"):
        if field != wanted and button.get(field) is not None:
            yield (f"{where}.{field}", f"BUTTON_{field.upper()}_NOT_ALLOWED",
                   f"A button of style {style} cannot have a {field}")
    url = button.get("url")
    if url and not url.startswith(URL_SCHEMES):
        yield (f"{where}.url", "URL_TYPE_INVALID_SCHEME", "Scheme must be one of ('http', 'https', 'discord').")
    elif url and len(url) > MAX_URL:
        yield (f"{where}.url", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_URL} or fewer in length.")


def _section(section: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    texts = section.get("components") or []
    yield from _each(texts, f"{where}.components", (TEXT_DISPLAY,), files)
    yield from _length(texts, f"{where}.components", 1, 3)
    accessory = section.get("accessory")
    if accessory is None:
        yield (f"{where}.accessory", "BASE_TYPE_REQUIRED", "This field is required")
    else:
        yield from _one(accessory, f"{where}.accessory", (BUTTON, THUMBNAIL), files)


def _container(container: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    items = container.get("components") or []
    yield from _each(items, f"{where}.components", IN_CONTAINER, files)
    yield from _length(items, f"{where}.components", 1)


def _gallery(gallery: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    items = gallery.get("items") or []
    yield from _length(items, f"{where}.items", 1, MAX_GALLERY_ITEMS)
    for n, item in enumerate(items):
        yield from _media(item, f"{where}.items.{n}", files)


def _file(component: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    url = (component.get("file") or {}).get("url") or ""
    if not url.startswith(ATTACHMENT_URL):
        yield (f"{where}.file.url", "UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED", "A File shows an attachment:// url")
    else:
        yield from _attachment(url, f"{where}.file.url", files)


def _media(item: dict[str, Any], where: str, files: set[str]) -> Iterator[Problem]:
    """A gallery item or a Thumbnail: its media and description."""
    url = (item.get("media") or {}).get("url")
    if not url:
        yield (f"{where}.media.url", "BASE_TYPE_REQUIRED", "This field is required")
    else:
        yield from _attachment(url, f"{where}.media.url", files)
    if len(item.get("description") or "") > MAX_DESCRIPTION:
        yield (f"{where}.description", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_DESCRIPTION} or fewer in length.")


def _attachment(url: str, where: str, files: set[str]) -> Iterator[Problem]:
    name = url.removeprefix(ATTACHMENT_URL)
    if url.startswith(ATTACHMENT_URL) and name not in files:
        yield (where, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND",
               f"No file named {name!r} is uploaded with or kept on this message")


_RULES: dict[int, Callable[[dict[str, Any], str, set[str]], Iterator[Problem]]] = {
    ACTION_ROW: _action_row,
    BUTTON: _button,
    SECTION: _section,
    CONTAINER: _container,
    MEDIA_GALLERY: _gallery,
    THUMBNAIL: _media,
    FILE: _file,
}
