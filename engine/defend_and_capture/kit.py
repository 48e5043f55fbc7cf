"""What search needs from Defend and Capture (an `engine.core.Kit`, built by the package):
worlds, a playout policy, an evaluation, a key and the hint's reason.

Every card is face up (DC-18), but the view shows only the deck's size and the top of the
discard pile: the deck's order and the rest of the discard pile are what a world deals
again, and the seed of future reshuffles (DC-16) is drawn anew.

The playout policy is a one-action lookahead on what the table shows: a counterattack that
captures or destroys, a card that makes such a counterattack possible, a defender that
repels (or cheaply absorbs) the next attack, in that spirit.  It never reads the deck, so
it is as fair in a real game as in a sampled one.

Playouts are short (a turn or two) and judged by the evaluation: captures made; the damage
taken and, weighed apart, what the three rows of enemies would still deal attacking today's
Defense row wave after wave; and the enemies today's Defense and Side cards could capture.
Playouts played to 30 moves nearly all ended lost, and told the moves apart by noise only.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Sequence, cast

from engine.cards import decktet_name
from engine.core import Seen, Trial, result_value
from i18n import t

from .actions import parse
from .constants import AFFECTED, LOSS_DAMAGE, PERSONALITY, RANK, WIN_CAPTURED
from .counterattack import captures, counter_result
from .rules import DCState
from .words import card_list, slot_name


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    """The deck and the discard pile below its top dealt again from their sorted pool; a
    fresh seed for future reshuffles."""
    s = cast(DCState, state)
    world = s.copy()
    under = s.discard[:-1]
    pool = sorted(s.deck + under)
    rng.shuffle(pool)
    n = len(s.deck)
    world.deck = pool[:n]
    world.discard = pool[n:] + s.discard[-1:]
    world.seed = rng.getrandbits(62)
    return world


# --- reading the table --------------------------------------------------------------------


def _attack_damage(defense: Sequence[str | None], row: Sequence[str | None]) -> int:
    """Damage the enemies of one battleground row would deal attacking `defense` (DC-2/3)."""
    return _wave_damage(defense, row)[0]


# Worth of removing an enemy by the row it stands in: the bottom row attacks next.
_ROW_THREAT = (0.25, 0.5, 1.0)


def _capture_worth(enemy: str, captured: int) -> float:
    # Rank-10 cards add an action a turn (DC-8), the others a card a turn (DC-7).
    return 12.0 + (3.0 if enemy in PERSONALITY else 1.0) + captured * 0.5


def _counter_worth(s: DCState, slot: str) -> float:
    caught, killed = counter_result(s.bg, s.defense, s.side, slot)
    if not caught and not killed:
        return -1.0
    n = len(s.captured)
    if caught and n + len(caught) >= WIN_CAPTURED:
        return 1000.0
    worth = 0.0
    for cell in caught:
        worth += _capture_worth(s.bg[cell], n)  # type: ignore[arg-type]
    for cell in killed:
        enemy = s.bg[cell]
        assert enemy is not None
        threat = _threat(s, cell, enemy)
        # Destroying a card a combination could capture later throws a capture away.
        worth += threat * _ROW_THREAT[cell // 3] - (1.5 if RANK[enemy] > 1 else 0.0)
    return worth


def _threat(s: DCState, cell: int, enemy: str) -> float:
    """Damage `enemy` would do when it reaches the bottom row against today's defense."""
    d = s.defense[cell % 3]
    if d is None:
        return float(RANK[enemy])
    return float(RANK[d]) if RANK[d] <= RANK[enemy] else 0.0


def _best_capture_after(s: DCState, defense: Sequence[str | None], side: Sequence[str | None]) -> float:
    """The best capture a counterattack could make on the table `defense`/`side`."""
    best = 0.0
    n = len(s.captured)
    for slot in AFFECTED:
        caught, killed = counter_result(s.bg, defense, side, slot)
        if caught:
            if n + len(caught) >= WIN_CAPTURED:
                return 1000.0
            best = max(best, sum(_capture_worth(s.bg[c] or "", n) for c in caught))
    return best


def _play_worth(s: DCState, card: str, slot: str) -> float:
    defense, side = list(s.defense), list(s.side)
    i = int(slot[1]) - 1
    row = defense if slot[0] == "d" else side
    old = row[i]
    row[i] = card
    worth = 0.0
    bottom = s.bg[6:9]
    if slot[0] == "d":
        # The next attack, and the one after lightly (the middle row advances to bottom).
        worth += _attack_damage(s.defense, bottom) - _attack_damage(defense, bottom)
        worth += 0.4 * (_attack_damage(s.defense, s.bg[3:6]) - _attack_damage(defense, s.bg[3:6]))
    if s.actions_left >= 2:
        gain = _best_capture_after(s, defense, side) - _best_capture_after(s, s.defense, s.side)
        worth += max(0.0, gain) * 0.8
    else:
        # The capture waits for next turn, when the enemies will have moved down a row.
        worth += 0.15 * max(0.0, _best_capture_after(s, defense, side))
    if old is not None:
        worth -= 1.0 + RANK[old] * 0.1
    worth -= 0.3  # a card played is a card no longer in hand
    return worth


def policy(state: Any, seat: int, rng: random.Random) -> str:
    """A fast, sensible move: the best single action by the table's threats and captures."""
    s = cast(DCState, state)
    legal = s.legal_actions(0)
    if s.phase == "discard":
        return legal[-1]  # "done": keep the hand (DC-7 draws only up to X)
    best, best_worth = legal[-1], 0.0
    for action in legal:
        m = parse(action)
        verb = m.verb
        if verb == "counter":
            worth = _counter_worth(s, m.slot)  # type: ignore[arg-type]
        elif verb == "play":
            worth = _play_worth(s, m.card, m.slot)  # type: ignore[arg-type]
        else:
            continue
        if worth > best_worth:
            best, best_worth = action, worth
    return best


# --- evaluation --------------------------------------------------------------------------


def _wave_damage(defense: Sequence[str | None], row: Sequence[str | None]) -> tuple[int, list[str | None]]:
    """Damage one row's attack would deal (DC-2/3) and the Defense row left standing."""
    total = 0
    left = list(defense)
    for col in range(3):
        enemy = row[col]
        if not enemy:
            continue
        d = left[col]
        if d is None:
            total += RANK[enemy]
        elif RANK[d] <= RANK[enemy]:
            total += RANK[d]
            left[col] = None
    return total, left


# How much each coming wave counts: the bottom row attacks next; the rows above may still
# be captured, destroyed or met with better defenders before they arrive.
_WAVE_WEIGHT = (0.35, 0.6, 0.9)


def evaluate(state: Any, seat: int) -> float:
    """Won 1, lost 0 (a few hundredths for captures, a tie-break); running: captures made,
    the actions and draws they give, against the damage taken and the damage the three rows
    of enemies would add attacking today's Defense row wave after wave.

    Damage taken is counted apart from damage still coming, and neither saturates before
    the other: an earlier version summed them and capped the sum at 20, which on most
    tables (three rows of rank-10 enemies) rated every move alike."""
    s = cast(DCState, state)
    if s.end:
        value = result_value(s, seat)
        if value >= 1.0:
            return 1.0 - 0.001 * s.damage
        return min(0.04, 0.004 * len(s.captured))
    n = len(s.captured)
    bg = s.bg
    defense: Sequence[str | None] = s.defense
    coming = 0.0
    for w, lo in ((_WAVE_WEIGHT[2], 6), (_WAVE_WEIGHT[1], 3), (_WAVE_WEIGHT[0], 0)):
        hit, defense = _wave_damage(defense, bg[lo:lo + 3])
        coming += w * hit
    taken = s.damage
    left = LOSS_DAMAGE - taken  # DC-2: the damage that still loses
    # Damage still coming that reaches what is left loses unless the turns between meet it.
    doomed = 0.5 if coming >= left else 1.0
    health = left / LOSS_DAMAGE
    threat = min(coming, 2.0 * LOSS_DAMAGE) / (2.0 * LOSS_DAMAGE)
    progress = (n - 4) / (WIN_CAPTURED - 4)
    actions = sum(1 for c in s.captured if c in PERSONALITY)
    # Enemies a counterattack could capture from today's Defense and Side cards (DC-10):
    # captures a turn's actions can take, or next turn's once the rows move down.
    ready = 0
    for cell, enemy in enumerate(bg):
        if enemy is not None and captures(enemy, s.defense[cell % 3], s.side[cell // 3]):
            ready += 1
    value = (0.04 + 0.4 * max(0.0, progress) + doomed * (0.3 * health + 0.15 * (1.0 - threat))
             + 0.02 * min(actions, 4) + 0.004 * len(s.hand) + 0.02 * min(ready, 3))
    return max(0.01, min(0.99, value))


def key(state: Any) -> Hashable:
    s = cast(DCState, state)
    return (tuple(s.bg), tuple(s.defense), tuple(s.side), tuple(s.hand), tuple(s.captured),
            tuple(s.damaged), tuple(s.deck), tuple(s.discard), s.seed, s.counter, s.turn, s.phase,
            s.actions_left, s.y, s.x, s.end)


# --- the hint's reason -------------------------------------------------------------------


def why(seen: Seen, action: str, trials: Sequence[Trial]) -> str:
    """One plain sentence, read off the table the player sees: what the move captures,
    destroys, repels or sets up.  "" (the generic sentence) when the table says nothing."""
    v = seen.view
    bg: list[str | None] = [c for row in v.battleground for c in row]
    defense, side = list(v.defense), list(v.side)
    m = parse(action)
    verb = m.verb
    if verb == "counter":
        caught, killed = counter_result(bg, defense, side, m.slot)  # type: ignore[arg-type]
        if not caught and not killed:
            return ""
        won = len(v.captured) + len(caught) >= WIN_CAPTURED
        did = "both" if caught and killed else "captures" if caught else "destroys"
        return t("defend-and-capture-why-counter", slot=slot_name(m.slot), did=did,
                 captured=card_list([bg[c] for c in caught]), destroyed=card_list([bg[c] for c in killed]),
                 won="yes" if won else "no")
    if verb == "play":
        card, slot = m.card, m.slot
        assert card is not None and slot is not None
        i = int(slot[1]) - 1
        new_defense, new_side = list(defense), list(side)
        (new_defense if slot[0] == "d" else new_side)[i] = card
        head = dict(card=decktet_name(card), slot=slot_name(slot))
        if v.actions_left >= 2:
            for from_slot in AFFECTED:
                caught, _ = counter_result(bg, new_defense, new_side, from_slot)
                before, _ = counter_result(bg, defense, side, from_slot)
                if caught and len(caught) > len(before):
                    return t("defend-and-capture-why-play-sets-up", **head, targets=card_list([bg[c] for c in caught]),
                             **{"from": slot_name(from_slot)})
        if slot[0] == "d":
            enemy = bg[6 + i]
            if enemy:
                if RANK[card] > RANK[enemy]:
                    return t("defend-and-capture-why-play-repels", **head, enemy=decktet_name(enemy))
                old = defense[i]
                was = RANK[enemy] if old is None else min(RANK[old], RANK[enemy])
                if RANK[card] < was:
                    return t("defend-and-capture-why-play-absorbs", **head, enemy=decktet_name(enemy),
                             damage=RANK[card], was=was)
        return ""
    if verb == "end":
        if v.actions_left and len(trials) > 1:
            return t("defend-and-capture-why-end")
        return ""
    if verb == "done":
        if v.hand:
            return t("defend-and-capture-why-done", cards=card_list(list(v.hand)), n=len(v.hand))
        return ""
    if verb == "discard":
        return t("defend-and-capture-why-discard", card=decktet_name(m.card))  # type: ignore[arg-type]
    if verb == "withdraw":
        card = defense[int(m.slot[1]) - 1] if m.slot[0] == "d" else side[int(m.slot[1]) - 1]  # type: ignore[index]
        if card:
            return t("defend-and-capture-why-withdraw", card=decktet_name(card), slot=slot_name(m.slot))
        return ""
    if verb == "interchange":
        gain = (m.card in PERSONALITY) - (m.other in PERSONALITY)
        swap = dict(card=decktet_name(m.card), other=decktet_name(m.other))  # type: ignore[arg-type]
        if gain > 0:
            return t("defend-and-capture-why-interchange-action", **swap)
        if gain < 0:
            return t("defend-and-capture-why-interchange-draw", **swap)
        return t("defend-and-capture-why-interchange-need", **swap)
    return ""
