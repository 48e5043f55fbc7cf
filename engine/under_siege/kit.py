"""What search needs from Under Siege (`engine.search.Kit`): filled in by the search work."""

from __future__ import annotations

from typing import Any

KIT: Any = None
