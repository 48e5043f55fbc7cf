"""What the Tower Defense player (and the public table) may see: one frozen view.

A solo game with no hidden hands: `view(None)` shows everything the player may know.  A
face-down army card is "" (drawn as a card back), an empty slot None; the deck is a count,
never an order.  The discard pile is open (Reinforcement takes any card from it, T-8).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Outcome


@dataclass(frozen=True)
class ArmyView:
    front: str | None  # a card code face up, "" face down, None empty
    rear: str | None
    value: int | None  # its attack value as things stand (T-9), None with no face-up card
    attacks: bool  # whether it would attack the tower now


@dataclass(frozen=True)
class TDView:
    viewer: int | None
    outcome: Outcome | None
    log: tuple[str, ...]  # the latest worded events, oldest first
    round: int
    phase: str  # "act" | "drop" | "over"
    tower_top: str | None
    tower_count: int
    tower_cap: int  # 5, or 6 with Revive
    tower_value: int  # the top's value against an attack (specials 9)
    armies: tuple[ArmyView, ArmyView, ArmyView]  # left, top, right
    attack_total: int  # what the attacking armies add up to now
    breach: bool  # whether that attack would take the tower top
    hand: tuple[str, ...]
    hand_limit: int
    advantages: tuple[str, ...]
    in_force: tuple[str, ...]  # the special effects in force, in words
    deck_count: int
    discard: tuple[str, ...]  # bottom first
    reinforced: tuple[str, ...]  # taken back by Reinforcement this turn
    actions_taken: int
    action_limit: int  # 0: unlimited
    passes: int  # times the deck has run out (Endless Night)
    passes_needed: int
    havoc: bool
    endless_night: bool
    total_victory: bool
