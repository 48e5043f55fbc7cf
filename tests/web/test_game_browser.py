"""Game pages in a real browser (issue 36): a finished game is stepped with the arrow keys and
the links, and its reveal shows the cards that lay face down; no page scrolls sideways on a
360 px screen; a member's name is text, never markup; the page speaks the reader's language
and remembers a choice; every picture has words for it.

Debian's chromium through Playwright (tests/web/conftest.py), over a SQLite database: what the
pages show does not depend on the backend (tests/web/test_game_pages.py covers both).
"""

from __future__ import annotations

import re
from typing import Any, Awaitable, Callable, Sequence

import i18n
import pytest
from aiohttp import web
from playwright.async_api import Dialog, Page, expect

from bot.replays import rebuild
from bot.service import Table
from bot.storage import Storage
from bot.web import links
from bot.web.app import WebConfig, create_app
from engine.cards import std_short
from tests.web.playing import played

ALICE, BOB = 11, 12
NAMES = {ALICE: "Alice", BOB: "Bob"}
# Seed 5: a Capture game of 234 moves whose first round is turned up at move 62, Bob's lock
# after Alice's (C-11): ten cards that lay face down at move 61 show at move 62.
SEED = 5
SCRIPT_NAME = "<script>alert(1)</script>"
LONG_NAME = "Wolfeschlegelsteinhausenbergerdorffvoralternwaren"  # 49 letters, nowhere to break
PHONE = 360  # px: the narrowest screen the pages are made for

Serve = Callable[[web.Application], Awaitable[str]]
OpenPage = Callable[..., Awaitable[Page]]


@pytest.fixture
def storage(sqlite_storage: Storage) -> Storage:
    return sqlite_storage


@pytest.fixture
async def base_url(storage: Storage, serve: Serve) -> str:
    return await serve(create_app(storage, WebConfig(rate=None)))


def game_url(base_url: str, table: Table, query: str = "") -> str:
    return base_url + links.game_path(table.row.token or "") + query


# --- what the engine says the public saw ----------------------------------------------------


def public_views(table: Table, moves: Sequence[tuple[int, str]]) -> list[Any]:
    """Every step's public view (`state.view(None)`), from the game's deal and move log."""
    row = table.row
    states = rebuild(row.key, row.seed, row.options, len(row.seats), moves, row.shuffle_version)
    return [state.view(None) for state in states]


def cards_in_sight(view: Any) -> set[str]:
    """Every card a public Capture view shows: face up on the columns, in both capture piles
    and in the last reveal.  The cards placed face down this round are not in it."""
    seen: set[str] = set()
    for column in view.columns:
        if column is not None:
            seen.update(column.face_up[0] + column.face_up[1])
    seen.update(view.captured[0] + view.captured[1])
    for reveal in view.last_reveal:
        seen.update(card for card in reveal.revealed if card)
        seen.update(reveal.cards[0] + reveal.cards[1])
    return seen


def first_reveal(views: Sequence[Any]) -> tuple[int, list[str]]:
    """The first step whose public view turns up cards the step before did not show, and
    those cards (codes)."""
    for step in range(1, len(views)):
        hidden_before = [card for reveal in views[step].last_reveal for card in reveal.revealed
                         if card and card not in cards_in_sight(views[step - 1])]
        if hidden_before:
            return step, hidden_before
    raise AssertionError("no step of this game turns up a face-down card")


async def capture_reveal(storage: Storage, table: Table) -> tuple[int, int, list[str]]:
    """A finished Capture game's last step, its first reveal and the cards that reveal turns up."""
    found = await storage.web.game(table.row.token or "")
    assert table.over and found is not None
    views = public_views(table, found.moves)
    step, cards = first_reveal(views)
    return len(views) - 1, step, cards


def heading(step: int, last: int) -> str:
    return "The deal" if step == 0 else f"Move {step} of {last}"


# --- what the browser shows -------------------------------------------------------------------


async def horizontal_overflow(page: Page) -> int:
    """How far the page is wider than its window, in CSS pixels (0: it fits)."""
    scroll_width, inner_width = await page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    return max(0, scroll_width - inner_width)


async def picture_of(page: Page, where: str) -> dict[str, float]:
    """The picture at `where` (a CSS selector), once loaded or broken: its natural width and
    its box on the page."""
    await page.wait_for_function("sel => { const img = document.querySelector(sel); return !!img && img.complete; }",
                                 arg=where)
    return await page.evaluate("""sel => { const img = document.querySelector(sel);
        const box = img.getBoundingClientRect();
        return {natural: img.naturalWidth, left: box.left, right: box.right, width: box.width}; }""", where)


# What the page shows once it shows step `wanted` and its picture is done (loaded or broken):
# the page's script asks the server for a step's fragment, so a key's effect comes a moment
# after the key (a wrong step shown never becomes right, and the wait's deadline fails it).
SHOWN = """(wanted) => {
  const shown = Array.from(document.querySelectorAll("section.step")).filter((s) => !s.hidden);
  const img = shown.length ? shown[0].querySelector("img") : null;
  if (img && !img.complete) { return null; }
  if (shown.length !== 1 || Number(shown[0].dataset.step) !== wanted) { return null; }
  return {steps: shown.map((s) => Number(s.dataset.step)),
          heading: shown.length ? shown[0].querySelector("h2").textContent : null,
          address: new URL(window.location.href).searchParams.get("step"),
          picture: img ? img.naturalWidth : 0};
}"""


async def see_step(page: Page, step: int, last: int, *, addressed: bool = True) -> None:
    """Step `step` is the one section shown, under its heading; the address says it (unless
    the page was opened without a step: then it shows the last); its picture loaded."""
    shown = await (await page.wait_for_function(SHOWN, arg=step)).json_value()
    assert shown["steps"] == [step], f"step {step} should be the one shown: {shown}"
    assert shown["heading"] == heading(step, last), shown
    assert shown["address"] == (str(step) if addressed else None), f"the address should say step {step}: {shown}"
    assert shown["picture"] > 0, f"the picture of step {step} did not load"


async def image_alts(page: Page) -> list[str | None]:
    return await page.evaluate("Array.from(document.images, img => img.getAttribute('alt'))")


# --- stepping -------------------------------------------------------------------------------


async def test_arrow_keys_step_a_finished_capture_game_to_its_reveal(
        storage: Storage, base_url: str, open_page: OpenPage) -> None:
    table = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=NAMES)
    last, reveal, turned_up = await capture_reveal(storage, table)
    assert 1 < reveal < last
    with i18n.speaking("en"):
        words = [std_short(card) for card in turned_up]  # "Q♣", "10♠": as the page words a card

    page = await open_page(game_url(base_url, table, "?step=0"))
    await see_step(page, 0, last)
    for step in range(1, reveal + 1):
        if step == reveal:  # the step before the reveal, as its page showed it
            before = await page.locator(f"#step-{reveal - 1}").evaluate("s => s.textContent")
        await page.keyboard.press("ArrowRight")
        await see_step(page, step, last)

    # The reveal: its text (what the picture shows, what happened) names every card turned up,
    # which the step before, with those cards face down, named nowhere; so does its picture's alt.
    after = await page.locator(f"#step-{reveal}").inner_text()
    alt = await page.locator(f"#step-{reveal} img").get_attribute("alt") or ""
    for word in words:
        assert word in after, f"the reveal at move {reveal} does not name {word}"
        assert word in alt, f"the reveal's picture's alt does not name {word}"
        assert word not in before, f"move {reveal - 1} names {word}, still face down there"
    assert "turns up" in await page.locator(f"#step-{reveal} ul.log").inner_text()

    await page.keyboard.press("ArrowLeft")
    await see_step(page, reveal - 1, last)
    await page.keyboard.press("End")
    await see_step(page, last, last)
    await page.keyboard.press("ArrowRight")  # nothing after the last step
    await see_step(page, last, last)
    await page.keyboard.press("Home")
    await see_step(page, 0, last)
    await page.keyboard.press("ArrowLeft")  # nothing before the deal
    await see_step(page, 0, last)


async def test_first_back_forward_and_last_links_step_by_clicking(
        storage: Storage, base_url: str, open_page: OpenPage) -> None:
    table = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=NAMES)
    page = await open_page(game_url(base_url, table))  # no step asked: the last one
    last = int(await page.locator(".stepper").get_attribute("data-last") or "0")
    assert last > 2
    stepper = page.locator(".stepper")
    await see_step(page, last, last, addressed=False)
    for name, leads_nowhere_new in (("First", "false"), ("Back", "false"), ("Forward", "true"), ("Last", "true")):
        await expect(stepper.get_by_role("link", name=name)).to_have_attribute("aria-disabled", leads_nowhere_new)

    await stepper.get_by_role("link", name="Back").click()
    await see_step(page, last - 1, last)
    await stepper.get_by_role("link", name="First").click()
    await see_step(page, 0, last)
    await expect(stepper.get_by_role("link", name="First")).to_have_attribute("aria-disabled", "true")
    await stepper.get_by_role("link", name="Forward").click()
    await see_step(page, 1, last)
    await stepper.get_by_role("link", name="Forward").click()
    await see_step(page, 2, last)
    await stepper.get_by_role("link", name="Last").click()
    await see_step(page, last, last)
    # Each link's address is still the step it leads to (to open it in a new tab, say).
    await expect(stepper.get_by_role("link", name="Back")).to_have_attribute("href", f"?step={last - 1}")
    await expect(stepper.get_by_role("link", name="First")).to_have_attribute("href", "?step=0")


# --- a phone's screen ------------------------------------------------------------------------


async def test_no_page_scrolls_sideways_on_a_360_px_screen(
        storage: Storage, base_url: str, open_page: OpenPage) -> None:
    finished = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=NAMES)
    running = await played(storage, "capture", (ALICE, BOB), seed=7, names=NAMES, moves=3)
    assert finished.over and not running.over
    _, reveal, _ = await capture_reveal(storage, finished)  # the longest lines: a reveal's
    for url, picture in ((game_url(base_url, finished), "section.step:not([hidden]) img"),
                         (game_url(base_url, finished, f"?step={reveal}"), "section.step:not([hidden]) img"),
                         (game_url(base_url, running), "figure.table img"),
                         (base_url + "/g/AAAAAAAAAAAAAAAA", None)):
        page = await open_page(url, width=PHONE)
        assert await page.evaluate("window.innerWidth") == PHONE
        assert await horizontal_overflow(page) == 0, f"{url} scrolls sideways at {PHONE} px"
        if picture is not None:
            box = await picture_of(page, picture)
            assert box["natural"] > 0 and 0 <= box["left"] and box["right"] <= PHONE, (url, box)
        else:
            await expect(page.locator("h1")).to_have_text("Page not found")


async def test_a_long_unbroken_name_does_not_make_the_page_scroll_sideways(
        storage: Storage, base_url: str, open_page: OpenPage) -> None:
    names = {ALICE: LONG_NAME, BOB: "Bob"}
    finished = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=names)
    running = await played(storage, "capture", (ALICE, BOB), seed=7, names=names, moves=3)
    _, reveal, _ = await capture_reveal(storage, finished)
    for url in (game_url(base_url, finished), game_url(base_url, finished, f"?step={reveal}"),
                game_url(base_url, running)):
        page = await open_page(url, width=PHONE)
        await expect(page.locator("p.players")).to_contain_text(LONG_NAME)
        assert await horizontal_overflow(page) == 0, f"{url} scrolls sideways at {PHONE} px"


# --- names are text ---------------------------------------------------------------------------


async def test_a_member_named_like_a_script_shows_as_text_and_runs_nothing(
        storage: Storage, base_url: str, page: Page) -> None:
    names = {ALICE: SCRIPT_NAME, BOB: "Bob"}
    finished = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=names)
    running = await played(storage, "capture", (ALICE, BOB), seed=7, names=names, moves=3)
    dialogs: list[str] = []

    async def on_dialog(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        await dialog.dismiss()

    page.on("dialog", on_dialog)
    # The players' line says the name whole, as the member wrote it (the game's own words
    # clean it of what Discord reads as markup); no inline script could run under the pages'
    # policy anyway, so it is the page's scripts that show nothing was made of the name.
    # The finished game's page has its stepping script (and the players in its title); a
    # running game's page has no script.
    for url, own_scripts in ((game_url(base_url, finished), 1), (game_url(base_url, running), 0)):
        await page.goto(url)
        await expect(page.locator("p.players")).to_contain_text(SCRIPT_NAME)
        await expect(page.locator("body")).to_contain_text(SCRIPT_NAME)
        assert own_scripts == 0 or SCRIPT_NAME in await page.title()
        scripts = await page.evaluate("Array.from(document.querySelectorAll('script'), s => s.src)")
        assert len(scripts) == own_scripts and all(src.startswith(base_url + "/static/") for src in scripts), scripts
    assert dialogs == []


# --- the reader's language ------------------------------------------------------------------


async def test_the_page_speaks_the_browsers_language_and_a_chosen_one_sticks(
        storage: Storage, base_url: str, open_page: OpenPage) -> None:
    finished = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=NAMES)
    running = await played(storage, "capture", (ALICE, BOB), seed=7, names=NAMES, moves=3)
    # The words, from the catalogues (i18n/locales/*/web.ftl).
    stepper_labels: dict[str, list[str]] = {}
    running_words: dict[str, str] = {}
    for lang in ("fr", "en"):
        with i18n.speaking(lang):
            stepper_labels[lang] = [i18n.t(key) for key in ("web-first", "web-back", "web-next", "web-last")]
            running_words[lang] = i18n.t("web-game-running")
    assert stepper_labels["fr"] != stepper_labels["en"] and running_words["fr"] != running_words["en"]

    # A browser set to French (Accept-Language: fr-FR) gets the page in French.
    page = await open_page(game_url(base_url, finished, "?step=3"), locale="fr-FR")
    stepper = page.locator(".stepper a")
    await expect(page.locator("html")).to_have_attribute("lang", "fr")
    await expect(stepper).to_contain_text(stepper_labels["fr"])
    last = int(await page.locator(".stepper").get_attribute("data-last") or "0")
    with i18n.speaking("fr"):
        await expect(page.locator("#step-3 h2")).to_have_text(i18n.t("web-step-move", step=3, last=last))

    # The chooser's English link gives this page in English ...
    await page.locator("nav.languages").get_by_role("link", name=i18n.native_name("en")).click()
    await expect(page).to_have_url(re.compile(r"[?&]lang=en(&|$)"))
    await expect(page.locator("html")).to_have_attribute("lang", "en")
    await expect(stepper).to_contain_text(stepper_labels["en"])
    await expect(page.locator("#step-3 h2")).to_have_text(heading(3, last))
    assert [(c["name"], c["value"]) for c in await page.context.cookies()] == [("lang", "en")]

    # ... and the next pages too, though the browser still asks for French.
    await page.goto(game_url(base_url, running))
    await expect(page.locator("html")).to_have_attribute("lang", "en")
    await expect(page.locator("p.state")).to_have_text(running_words["en"])
    await page.goto(game_url(base_url, finished))
    await expect(page.locator("html")).to_have_attribute("lang", "en")
    await expect(stepper).to_contain_text(stepper_labels["en"])


# --- pictures have words -----------------------------------------------------------------------


async def test_every_picture_has_words_for_it(storage: Storage, base_url: str, open_page: OpenPage) -> None:
    finished = await played(storage, "capture", (ALICE, BOB), seed=SEED, names=NAMES)
    running = await played(storage, "capture", (ALICE, BOB), seed=7, names=NAMES, moves=3)
    for url, at_least in ((game_url(base_url, finished), 1), (game_url(base_url, running), 1),
                          (game_url(base_url, finished, "?lang=fr"), 1), (base_url + "/", 0),
                          (base_url + "/nothing", 0)):
        page = await open_page(url)
        alts = await image_alts(page)
        assert len(alts) >= at_least, url
        assert all(alt and alt.strip() for alt in alts), (url, [a for a in alts if not (a and a.strip())])
