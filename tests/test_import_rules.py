"""The shape of the code, checked: which package may import what, and no import circles.

- The bot knows games only through `engine` (GAMES, the contract): it never imports a game's
  package, so a new game changes nothing in `bot/`.
- Render draws views: it imports card facts, the core types and each game's `views` module,
  never a game's rules, words or AI.
- No module-level import circle anywhere in engine/, bot/ or render/ (imports under
  `if TYPE_CHECKING:` are for type checkers only and do not count).
- A border between the Discord adapter (bot/discord) and the features (bot/features): a
  feature uses the adapter's words (replies, voices, components, pictures, pages, private
  tables) and never the discord library; the adapter never imports a feature but in its
  registries (its commands, its routes, its timers, the app), which plug the features in.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "bot", "render")
GAME_PACKAGES = sorted(p.name for p in (ROOT / "engine").iterdir() if (p / "__init__.py").exists())


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(path: Path, *, module_level_only: bool) -> set[str]:
    """Absolute names of the modules `path` imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(), str(path))
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def absolute(node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                mod = absolute(node)
                found.add(mod)
                for a in node.names:  # `from . import words` imports a module too
                    found.add(f"{mod}.{a.name}")
            elif isinstance(node, ast.If):
                if not _is_type_checking(node):
                    visit(node.body)
                    visit(node.orelse)
            elif isinstance(node, (ast.Try,)):
                visit(node.body)
                for h in node.handlers:
                    visit(h.body)
                visit(node.orelse)
                visit(node.finalbody)
            elif not module_level_only and hasattr(node, "body"):
                visit(getattr(node, "body"))

    if module_level_only:
        visit(tree.body)
    else:
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                found.add(absolute(node))
    return found


def sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def test_the_bot_never_imports_a_game_package() -> None:
    assert GAME_PACKAGES == sorted(
        m.__name__.split(".")[-1] for m in (__import__(f"engine.{g}", fromlist=["INFO"]) for g in GAME_PACKAGES))
    bad = {}
    for path in sources("bot"):
        for mod in imports(path, module_level_only=False):
            # engine.core (the contract), engine.search (search over any game's kit) and
            # engine.jobs (its worker entry points, by key) name no game.
            if mod.startswith("engine.") and mod not in ("engine.core", "engine.search", "engine.jobs"):
                bad.setdefault(str(path.relative_to(ROOT)), []).append(mod)
    assert bad == {}, "bot/ must reach games only through engine.GAMES"


def test_bot_text_names_no_game() -> None:
    titles = [info.title.lower() for info in engine.GAMES.values()] + [key for key in engine.GAMES]
    for path in sources("bot"):
        text = path.read_text().lower()
        for word in titles:
            assert word not in text, f"{path.relative_to(ROOT)} mentions {word!r}"


@pytest.mark.parametrize("path", sources("render"), ids=lambda p: p.name)
def test_render_imports_only_cards_core_and_views(path: Path) -> None:
    for mod in imports(path, module_level_only=False):
        if not mod.startswith("engine"):
            continue
        allowed = mod in ("engine", "engine.cards", "engine.core") or (
            mod.startswith("engine.") and mod.split(".")[-1] == "views" and mod.count(".") == 2)
        # `from engine import GAMES` would let render reach rules: only types may come in
        assert allowed and mod != "engine", f"{path.name} imports {mod}"


def test_no_import_circle() -> None:
    graph: dict[str, set[str]] = {}
    for package in PACKAGES:
        for path in sources(package):
            graph[module_name(path)] = set()
    for package in PACKAGES:
        for path in sources(package):
            name = module_name(path)
            for mod in imports(path, module_level_only=True):
                # importing a.b.c runs a and a.b first
                parts = mod.split(".")
                for i in range(1, len(parts) + 1):
                    target = ".".join(parts[:i])
                    if target in graph and target != name and not name.startswith(target + "."):
                        graph[name].add(target)
    # Tarjan-free check: depth-first search with colours
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[str] = []
    circles: list[list[str]] = []

    def dfs(node: str) -> None:
        colour[node] = GREY
        stack.append(node)
        for nxt in sorted(graph[node]):
            if colour[nxt] == GREY:
                circles.append(stack[stack.index(nxt):] + [nxt])
            elif colour[nxt] == WHITE:
                dfs(nxt)
        stack.pop()
        colour[node] = BLACK

    for node in sorted(graph):
        if colour[node] == WHITE:
            dfs(node)
    assert circles == [], "import circles: " + "; ".join(" -> ".join(c) for c in circles)


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_each_game_module_imports_on_its_own(game: str) -> None:
    import subprocess
    import sys

    for path in sorted((ROOT / "engine" / game).glob("*.py")):
        mod = module_name(path)
        done = subprocess.run([sys.executable, "-c", f"import {mod}"], cwd=ROOT, capture_output=True, text=True)
        assert done.returncode == 0, f"import {mod} alone fails:\n{done.stderr[-2000:]}"


def every_import(path: Path, modules: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """Every module `path` names in an import, wherever it stands: at the top, under
    `if TYPE_CHECKING:`, inside a function.  A lazy import hides a circle from Python; it
    does not remove it from the design.  `from a import b` names `a.b` when that is one of
    `modules`, else `a` itself (b is a name `a` defines: `a` must have run)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if not modules:
                found.add(mod)
                found.update(f"{mod}.{a.name}" for a in node.names)  # `from . import words` names a module
                continue
            for a in node.names:
                found.add(f"{mod}.{a.name}" if f"{mod}.{a.name}" in modules else mod)
    return found


def circles_within(scope: str) -> list[list[str]]:
    """The import circles among the modules of `scope` (a package, with its subpackages)."""
    paths = sorted((ROOT / scope.replace(".", "/")).rglob("*.py"))
    graph = {module_name(p): set() for p in paths}
    for path in paths:
        name = module_name(path)
        for mod in every_import(path, set(graph)):
            parts = mod.split(".")
            for i in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b first
                target = ".".join(parts[:i])
                # A package runs before its modules: that order is no edge, but a module
                # naming its own package (`from . import GAMES`) depends on what it defines.
                implicit = i < len(parts) and name.startswith(target + ".")
                if target in graph and target != name and not implicit:
                    graph[name].add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def connect(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return out


# The whole engine too: search finds no game by key (its worker entry points are engine.jobs'),
# so a game's solver importing search closes no circle through engine/__init__.
@pytest.mark.parametrize("scope", ["bot", "bot.storage", "engine", "render", *(f"engine.{g}" for g in GAME_PACKAGES)])
def test_no_import_circle_counting_every_import(scope: str) -> None:
    assert circles_within(scope) == []


# The adapter's registries: the only modules of bot/discord that name a feature (a package's
# modules with it: bot.discord.commands declares each feature's slash commands).
REGISTRIES = ("bot.discord.routes", "bot.discord.commands", "bot.discord.timers", "bot.discord.app")


def _names(mod: str, package: str) -> bool:
    return mod == package or mod.startswith(package + ".")


def test_features_never_import_discord() -> None:
    bad = {}
    for path in sources("bot/features"):
        found = sorted(m for m in every_import(path) if _names(m, "discord"))
        if found:
            bad[module_name(path)] = found
    assert bad == {}, "a feature speaks through bot.discord's helpers, never the discord library"


def test_the_adapter_names_features_only_in_its_registries() -> None:
    bad = {}
    for path in sources("bot/discord"):
        name = module_name(path)
        if any(_names(name, registry) for registry in REGISTRIES):
            continue
        found = sorted(m for m in every_import(path) if _names(m, "bot.features"))
        if found:
            bad[name] = found
    assert bad == {}, "only the adapter's registries plug the features in"


# The core under the adapter and the features: the services, the event kinds, storage and
# the plain helpers.  `bot/__main__.py` (the entry point that assembles the bot) is not core.
CORE = ("bot/events", "bot/storage", "bot/service.py", "bot/event_service.py", "bot/ratings.py", "bot/picker.py",
        "bot/deal_codes.py", "bot/workers.py", "bot/waits.py", "bot/inflight.py", "bot/config.py", "bot/migrate_db.py")


def test_the_core_never_imports_the_adapter_nor_the_features() -> None:
    bad = {}
    for place in CORE:
        for path in sources(place) if not place.endswith(".py") else [ROOT / place]:
            found = sorted(m for m in every_import(path)
                           if any(_names(m, package) for package in ("discord", "bot.discord", "bot.features")))
            if found:
                bad[module_name(path)] = found
    assert bad == {}, "the core runs the games and events; the adapter and the features use it, never the reverse"
