"""Words for Tower Defense: button labels, prompts, log lines, event wording, status,
illegal-move reasons, the specials in force and the table hints (the outcome's reason is a
`Message` the rules name).  The package attaches this module to the state as its `words`.

Nothing here names a face-down army card or the deck's order; no rule tags and no action
spelling reach a player from here.  Every text is a message of the catalogue
`i18n/locales/<locale>/tower-defense.ftl` (keys `tower-defense-...`), worded in the current locale.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from i18n import t

from ..cards import std_name, std_short
from ..core import Event, Seat, and_list, fit_label
from .actions import Move, combo_token, is_card, is_slot, pair_token, parse
from .board import Specials, attack, defence_problem, protected, target_value
from .constants import (ADVANTAGE_NAME, ARMY_NAME, ENEMY_NAME, INSTANT_NAME, SLOT_NAME, SLOTS, WORD_SUITS, is_joker,
                        red)
from .rules import TowerDefenseState

ACT_HINT = "tower-defense-act-hint"  # a catalogue key (GameInfo.act_hint): "defend your tower"
WAIT_HINT = "tower-defense-wait-hint"  # "Nothing to do for you now."

_VERBS = {
    "defend": "tower-defense-verb-defend", "repair": "tower-defense-verb-repair",
    "missile": "tower-defense-verb-missile", "swap": "tower-defense-verb-swap", "fortify": "tower-defense-verb-fortify",
    "reinforce": "tower-defense-verb-reinforce", "advantage": "tower-defense-verb-advantage",
    "trade": "tower-defense-verb-trade", "drop": "tower-defense-verb-drop", "end": "tower-defense-verb-end",
}


def card_name(code: str | None) -> str:
    """"10 of Spades"; "a card" for anything that is not a card code."""
    if not code or not (is_card(code) or is_joker(code)):
        return t("tower-defense-a-card")
    return std_name(code)


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], t("tower-defense-nothing"))


def slot_name(slot: str) -> str:
    """"left front"."""
    return t(SLOT_NAME[slot])


def army_name(a: int) -> str:
    """"left army" (the catalogue's messages put the article)."""
    return t(ARMY_NAME[a])


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _slot_card(s: "TowerDefenseState", slot: str) -> str | None:
    i = SLOTS.index(slot)
    return s.army[i] if s.up[i] else None


def _enemy(s: "TowerDefenseState", slot: str) -> str:
    """"10 of Spades in the left front"."""
    return t("tower-defense-enemy", card=card_name(_slot_card(s, slot)), slot=slot_name(slot))


def _colour(code: str) -> str:
    """The colour that defends against `code` (a select value: "black" or "red")."""
    return "black" if red(code) else "red"


# --- buttons and questions ------------------------------------------------------------


def label(s: "TowerDefenseState", token: str) -> str:
    if token in _VERBS:
        return t(_VERBS[token])
    if is_card(token):
        return card_name(token)
    if is_slot(token):
        i = SLOTS.index(token)
        where = _upper_first(slot_name(token))
        code = s.army[i]
        if code is None:
            return t("tower-defense-label-slot-empty", slot=where)
        if s.up[i]:
            return t("tower-defense-label-slot-card", slot=where, card=card_name(code))
        return t("tower-defense-label-slot-down", slot=where)
    if token in WORD_SUITS:
        return t("tower-defense-label-suit", suit=token)
    pair = pair_token(token)
    if pair:
        # The cards' short names when their full ones do not fit on a button (Spanish).
        short = [t("tower-defense-enemy", card=_short(_slot_card(s, p)), slot=slot_name(p)) for p in pair]
        return fit_label(t("tower-defense-label-pair", first=_enemy(s, pair[0]), second=_enemy(s, pair[1])),
                         t("tower-defense-label-pair", first=short[0], second=short[1]))
    combo = combo_token(token)
    if combo:
        return " + ".join(card_name(c) for c in combo)
    return t("tower-defense-label-choose")


def prompt(s: "TowerDefenseState", path: Sequence[str]) -> str:
    if s.phase == "drop":
        return t("tower-defense-prompt-drop", limit=s.hand_limit(), left=len(s.hand) - s.hand_limit())
    if not path:
        return t("tower-defense-prompt-act")
    verb = path[0]
    if verb == "defend":
        if len(path) == 1:
            return t("tower-defense-prompt-defend-target")
        return t("tower-defense-prompt-defend-cards", enemy=_enemy(s, path[1]), target=_target(s, path[1]),
                 values=_defend_values(s))
    if verb == "repair":
        return t("tower-defense-prompt-repair")
    if verb in ("missile", "swap", "fortify", "reinforce"):
        if len(path) == 1:
            return t("tower-defense-prompt-special")
        if verb == "missile" and len(path) == 2:
            return t("tower-defense-prompt-missile")
        if verb == "swap" and len(path) == 2:
            return t("tower-defense-prompt-swap")
        if verb == "reinforce" and len(path) == 2:
            return t("tower-defense-prompt-reinforce-suit")
        if verb == "reinforce" and len(path) == 3:
            return t("tower-defense-prompt-reinforce-card")
        return t("tower-defense-prompt-pay-colour")
    if verb == "advantage":
        if len(path) == 1:
            return t("tower-defense-prompt-advantage")
        return t("tower-defense-prompt-pay-suit")
    if verb == "trade":
        return t("tower-defense-prompt-trade")
    return t("tower-defense-prompt-choose")


def placeholder(s: "TowerDefenseState", path: Sequence[str]) -> str:
    """The defending cards' menu asks in short (its prompt, with what each card counts, is
    in the message above it); every other prompt fits on a menu."""
    if s.phase != "drop" and len(path) >= 2 and path[0] == "defend":
        return t("tower-defense-placeholder-defend-cards", enemy=_enemy(s, path[1]), target=_target(s, path[1]))
    return ""


def _target(s: "TowerDefenseState", slot: str) -> int:
    i = SLOTS.index(slot)
    code = s.army[i]
    return target_value(code, i % 2 == 1, s.specials()) if code else 0


def _top(s: "TowerDefenseState") -> str:
    """The tower's top card, or "the top card" when there is none."""
    return card_name(s.tower[0]) if s.tower else t("tower-defense-the-top-card")


def describe(s: "TowerDefenseState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line of a move, read against the position it is played from."""
    try:
        m = parse(action)
    except ValueError:
        return t("tower-defense-describe-unknown")
    k = m.kind
    if k == "end":
        return t("tower-defense-describe-end")
    if k == "drop":
        return t("tower-defense-describe-drop", card=card_name(m.card))
    if k == "defend":
        return t("tower-defense-describe-defend", enemy=_enemy(s, m.slots[0]), cards=_names(m.cards))
    if k == "repair":
        return t("tower-defense-describe-repair", card=card_name(m.card))
    if k == "trade":
        return t("tower-defense-describe-trade", card=card_name(m.card))
    card, pay = card_name(m.card), card_name(m.pay)
    if k == "missile":
        return t("tower-defense-describe-missile", card=card, pay=pay, enemy=_enemy(s, m.slots[0]))
    if k == "swap":
        return t("tower-defense-describe-swap", card=card, pay=pay, first=_enemy(s, m.slots[0]),
                 second=_enemy(s, m.slots[1]))
    if k == "fortify":
        if len(s.tower) == 1:  # T-8: legal, and nothing changes
            return t("tower-defense-describe-fortify-alone", card=card, pay=pay, top=_top(s))
        return t("tower-defense-describe-fortify", card=card, pay=pay, top=_top(s))
    if k == "reinforce":
        return t("tower-defense-describe-reinforce", card=card, pay=pay, taken=card_name(m.cards[0]))
    return t("tower-defense-describe-advantage", card=card, pay=pay, advantage=t(ADVANTAGE_NAME[m.card[0]]))


# --- what happened ----------------------------------------------------------------------


# The catalogue's message for each event code (`events.ARGS`): "tower-defense-event-" and the
# code, its dots as dashes.
_EVENT_KEYS = {
    "setup": "tower-defense-event-setup", "round": "tower-defense-event-round",
    "flip": "tower-defense-event-flip", "advance": "tower-defense-event-advance",
    "forward": "tower-defense-event-forward", "new": "tower-defense-event-new", "rear": "tower-defense-event-rear",
    "none": "tower-defense-event-none", "joker.army": "tower-defense-event-joker-army",
    "joker.tower": "tower-defense-event-joker-tower", "joker.hand": "tower-defense-event-joker-hand",
    "top": "tower-defense-event-top", "necro.clear": "tower-defense-event-necro-clear",
    "revive.lost": "tower-defense-event-revive-lost", "thief": "tower-defense-event-thief",
    "limit": "tower-defense-event-limit", "draw": "tower-defense-event-draw",
    "draw.none": "tower-defense-event-draw-none", "attack": "tower-defense-event-attack",
    "attack.none": "tower-defense-event-attack-none", "penalty": "tower-defense-event-penalty",
    "upkeep": "tower-defense-event-upkeep", "deck.out": "tower-defense-event-deck-out",
    "expire": "tower-defense-event-expire",
    "defend": "tower-defense-event-defend", "repair": "tower-defense-event-repair",
    "missile": "tower-defense-event-missile", "swap": "tower-defense-event-swap",
    "fortify": "tower-defense-event-fortify", "reinforce": "tower-defense-event-reinforce",
    "advantage": "tower-defense-event-advantage", "trade": "tower-defense-event-trade",
    "drop": "tower-defense-event-drop", "end": "tower-defense-event-end", "win": "tower-defense-event-win",
    "loss": "tower-defense-event-loss", "stalemate": "tower-defense-event-stalemate",
    "resign": "tower-defense-event-resign", "timeout": "tower-defense-event-timeout",
    "abandon": "tower-defense-event-abandon", "cap": "tower-defense-event-cap",
}


def _role(code: str) -> str:
    """A face-up enemy named with its special role: "Jack of Hearts (Thief)"."""
    name = card_name(code)
    return t("tower-defense-role", card=name, role=t(ENEMY_NAME[code[0]])) if code[0] in ENEMY_NAME else name


def _attack(a: Mapping[str, Any]) -> dict[str, Any]:
    """The attacking armies, listed with their values, and whether the top card was lost."""
    units = a["units"]
    who = and_list([t("tower-defense-attack-army", army=army_name(units[i]), value=units[i + 1])
                    for i in range(0, len(units), 2)])
    return {"armies": _upper_first(who), "count": len(units) // 2, "hit": "yes" if a["hit"] else "no"}


# Arguments worded by their name, whatever the event: slots, armies, cards, lists of cards.
_ARG_WORDS: dict[str, Callable[[Any], str]] = {
    "slot": slot_name, "first_slot": slot_name, "second_slot": slot_name, "army": army_name, "cards": _names,
    **dict.fromkeys(("card", "next", "target", "first", "second", "under", "taken", "top"), card_name),
}
# The few events that word an argument their own way, or say more than their arguments.
_MORE: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
    "flip": lambda a: {"card": _role(a["card"])},
    "joker.army": lambda a: {"known": "yes" if a["card"] else "no", "card": card_name(a["card"]) if a["card"] else ""},
    # The card beneath was face down: never named, also for games stored when the event
    # still carried it (T-14).
    "joker.tower": lambda a: {"known": "yes" if a.get("lost") else "no"},
    "joker.hand": lambda a: {"pile": "yes" if a["n"] else "no"},
    "attack": _attack,
    "fortify": lambda a: {"top": card_name(a["under"])},  # on a one-card tower it stayed on top
    "advantage": lambda a: {"advantage": t(ADVANTAGE_NAME[a["card"][0]])},
}


def event(e: Event, viewer: Seat | None = None, names: object = None) -> str:
    """One event in words (the codes and their arguments: `events.ARGS`).  A solo game says
    "you": seat names are not needed."""
    code, a = e.code, e.args
    key = _EVENT_KEYS.get(code)
    if key is None:
        return t("tower-defense-event-unknown")
    if code == "fortify" and a.get("alone"):  # a one-card tower (T-8): the card stayed on top
        key = "tower-defense-event-fortify-alone"
    said = {name: _ARG_WORDS[name](value) if name in _ARG_WORDS else value for name, value in a.items()}
    more = _MORE.get(code)
    if more is not None:
        said.update(more(a))
    return t(key, **said)


def status(s: "TowerDefenseState", viewer: Seat | None = None) -> str:
    """Where the game stands: round, tower, hand, deck, discard pile, actions."""
    sp = s.specials()
    parts = [t("tower-defense-status-round", round=s.round),
             t("tower-defense-status-tower", n=len(s.tower), cap=s.tower_cap(sp)),
             t("tower-defense-status-hand", n=len(s.hand), limit=s.hand_limit()),
             t("tower-defense-status-deck", n=len(s.deck)), t("tower-defense-status-discard", n=len(s.discard))]
    if s.options["endless_night"]:
        parts.append(t("tower-defense-status-pass", n=min(s.passes + 1, 2)))
    if s.options["three_actions"] and s.phase == "act":
        parts.append(t("tower-defense-status-actions", n=s.actions))
    return " \u00b7 ".join(parts)


def in_force(s: "TowerDefenseState", sp: Specials) -> tuple[str, ...]:
    """The special effects in force, one short line each, for the picture and the alt text."""
    out = []
    if sp.necromancer:
        out.append(t("tower-defense-force-necromancer"))
    elif sp.wizard and any(c is not None and u and c[0] == "A" for c, u in zip(s.army, s.up)):
        out.append(t("tower-defense-force-wizard"))
    if sp.warlords:
        out.append(t("tower-defense-force-warlord", n=2 * sp.warlords))
    if sp.banshees:
        out.append(t("tower-defense-force-banshee", n=sp.banshees))
    if sp.thief:
        bard = bool(s.tower) and s.tower[0][0] == "Q"
        out.append(t("tower-defense-force-thief", bard="yes" if bard else "no"))
    if sp.knight:
        out.append(t("tower-defense-force-knight"))
    if sp.bard:
        out.append(t("tower-defense-force-bard"))
    if sp.traitor:
        out.append(t("tower-defense-force-traitor", colour=_colour(sp.traitor)))  # immune to defence (T-6)
    if sp.power:
        out.append(t("tower-defense-force-power"))
    if sp.shield:
        out.append(t("tower-defense-force-shield"))
    if sp.revive:
        out.append(t("tower-defense-force-revive"))
    if sp.trade:
        out.append(t("tower-defense-force-trade"))
    return tuple(out)


# --- why not ------------------------------------------------------------------------------


def explain_illegal(s: "TowerDefenseState", seat: Seat, action: str) -> str:
    if s.phase == "over":
        return t("core-illegal-over")
    try:
        m: Move | None = parse(action)
    except ValueError:
        m = None
    if s.phase == "drop":
        if m is None or m.kind != "drop":
            return t("tower-defense-illegal-drop-first", limit=s.hand_limit())
        return t("tower-defense-illegal-drop-card")
    if m is None:
        return t("tower-defense-illegal-not-a-move")
    k = m.kind
    if k == "drop":
        return t("tower-defense-illegal-no-drop")
    if k != "trade" and k != "end" and not s.budget_left():
        return t("tower-defense-illegal-budget")
    need = [c for c in (m.card, m.pay, *([] if k == "reinforce" else m.cards)) if c]
    missing = [c for c in need if c not in s.hand]
    if missing:
        return t("tower-defense-illegal-not-in-hand", card=card_name(missing[0]))
    sp = s.specials()
    if k in ("missile", "swap", "fortify", "reinforce", "advantage") and sp.necromancer:
        return t("tower-defense-illegal-necromancer")
    if k == "defend":
        return _why_not_defend(s, m, sp)
    if k == "repair":
        if len(s.tower) >= s.tower_cap(sp):
            return t("tower-defense-illegal-tower-full", n=s.tower_cap(sp))
        return t("tower-defense-illegal-repair", revive="yes" if sp.revive else "no")
    if k == "trade":
        if not sp.trade:
            return t("tower-defense-illegal-trade-none")
        if not s.deck:
            return t("tower-defense-illegal-trade-empty")
        return t("tower-defense-illegal-trade-done")
    if k == "advantage":
        if len(s.advantages) >= 2:
            return t("tower-defense-illegal-advantages-full")
        return t("tower-defense-illegal-advantage")
    wanted = {"missile": "A", "swap": "K", "fortify": "Q", "reinforce": "J"}[k]
    if m.card[0] not in INSTANT_NAME:
        return t("tower-defense-illegal-not-special")
    if m.card[0] != wanted:
        return t("tower-defense-illegal-wrong-special", card=card_name(m.card), played=t(INSTANT_NAME[m.card[0]]),
                 wanted=t(INSTANT_NAME[wanted]))
    if m.pay == m.card or red(m.pay) != red(m.card):
        return t("tower-defense-illegal-pay-colour")
    if k == "reinforce":
        return t("tower-defense-illegal-reinforce", card=card_name(m.cards[0]))
    if k == "fortify":  # legal on any tower once paid right (T-8): only a malformed move is left
        return t("tower-defense-illegal-not-a-move")
    if k == "swap":
        return t("tower-defense-illegal-swap")
    return t("tower-defense-illegal-missile")


def _defend_values(s: "TowerDefenseState") -> str:
    """What the prompt adds about values (a select value): face cards, and the Shield."""
    shield = s.specials().shield
    faces = any(c[0] in "JQK" for c in s.hand)
    if shield:
        return "shield-faces" if faces else "shield"
    return "faces" if faces else "none"


def _why_not_defend(s: "TowerDefenseState", m: Move, sp: Specials) -> str:
    slot = m.slots[0]
    i = SLOTS.index(slot)
    code = _slot_card(s, slot)
    if code is None:
        return t("tower-defense-illegal-defend-face-down")
    if i in protected(s.army, s.up, sp):  # T-6
        return t("tower-defense-illegal-traitor", card=card_name(code))
    why = defence_problem(s.hand, code, i % 2 == 1, sp, m.cards)
    if why is None:
        return t("tower-defense-illegal-hand-order")  # only a hand-typed move gets here
    if why[0] == "ace":
        return t("tower-defense-illegal-ace")
    if why[0] == "colour":
        return t("tower-defense-illegal-colour", enemy=card_name(code), colour=_colour(code), card=card_name(why[1]))
    total, need = why[1], why[2]
    return t("tower-defense-illegal-too-weak", total=total, shield="yes" if sp.shield else "no", enemy=_enemy(s, slot),
             need=need)


# --- whole-move buttons -------------------------------------------------------------------


def action_label(s: "TowerDefenseState", action: str) -> str:
    """Button text naming the whole move and what it does; read from the position only."""
    try:
        m = parse(action)
    except ValueError:
        return ""
    k = m.kind
    if k == "end":
        return _end_label(s)
    if k == "drop":
        return t("tower-defense-action-drop", card=card_name(m.card))
    if k == "defend":
        slot = m.slots[0]
        code = card_name(_slot_card(s, slot))
        cards = " + ".join(card_name(c) for c in m.cards)
        return fit_label(t("tower-defense-action-defend", enemy=code, slot=slot_name(slot), cards=cards),
                         t("tower-defense-action-defend-short", enemy=code, cards=cards),
                         t("tower-defense-action-defend-shortest", cards=" + ".join(_short(c) for c in m.cards)))
    if k == "repair":
        return t("tower-defense-action-repair", card=card_name(m.card), n=len(s.tower), next=len(s.tower) + 1)
    if k == "trade":
        return fit_label(t("tower-defense-action-trade", card=card_name(m.card)))
    pay = card_name(m.pay)
    if k == "missile":
        target, where = _slot_card(s, m.slots[0]), slot_name(m.slots[0])
        return fit_label(t("tower-defense-action-missile", enemy=card_name(target), slot=where, pay=pay),
                         t("tower-defense-action-missile-short", enemy=_short(target), slot=where, pay=pay))
    if k == "swap":
        a, b = m.slots
        return fit_label(t("tower-defense-action-swap", first=card_name(_slot_card(s, a)), first_slot=slot_name(a),
                           second=card_name(_slot_card(s, b)), second_slot=slot_name(b), pay=pay),
                         t("tower-defense-action-swap", first=_short(_slot_card(s, a)), first_slot=slot_name(a),
                           second=_short(_slot_card(s, b)), second_slot=slot_name(b), pay=_short(m.pay)))
    if k == "fortify" and len(s.tower) == 1:  # T-8: legal, and the menu says it changes nothing
        return fit_label(t("tower-defense-action-fortify-alone", pay=pay),
                         t("tower-defense-action-fortify-alone", pay=_short(m.pay)))
    if k == "fortify":
        return fit_label(t("tower-defense-action-fortify", top=_top(s), pay=pay),
                         t("tower-defense-action-fortify", top=_short(s.tower[0] if s.tower else None), pay=pay))
    if k == "reinforce":
        taken = card_name(m.cards[0])
        return fit_label(t("tower-defense-action-reinforce", card=taken, pay=pay),
                         t("tower-defense-action-reinforce-short", card=taken, pay=_short(m.pay)))
    return fit_label(t("tower-defense-action-advantage", advantage=t(ADVANTAGE_NAME[m.card[0]]), card=card_name(m.card),
                       pay=pay))


def _short(code: str | None) -> str:
    if not code:
        return t("tower-defense-a-card")
    return std_short(code)


def _end_label(s: "TowerDefenseState") -> str:
    """What the attack will do if the turn ends now."""
    att = attack(s.army, s.up, s.tower, s.specials())
    if not any(u.attacks for u in att.units):
        return t("tower-defense-action-end-quiet")
    if att.breach:
        return t("tower-defense-action-end-breach", total=att.total, against=att.against)
    return t("tower-defense-action-end-holds", total=att.total, against=att.against)
