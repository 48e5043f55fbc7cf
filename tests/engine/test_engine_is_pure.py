"""engine/ imports nothing outside the standard library (no Discord, Pillow or SQLite), except
the project's own message catalogues (`i18n`, Fluent): the games' words are said in a locale."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_engine_imports_only_the_standard_library() -> None:
    outside = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top not in ("__future__", "engine", "i18n"):
                    outside.append(f"{path.name}: {name}")
                if top == "sqlite3":
                    outside.append(f"{path.name}: {name}")
    assert outside == []
