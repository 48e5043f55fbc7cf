"""Defend and Capture (W. Nai), a solo Decktet game: see `rules` for the rules summary,
the action grammar and the events."""

from __future__ import annotations

from .rules import INFO, DCState
from .views import DCView

__all__ = ["INFO", "DCState", "DCView"]
