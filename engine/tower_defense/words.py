"""Words for Tower Defense: button labels, prompts, log lines, event wording, status, outcome
reasons, illegal-move reasons, the specials in force and the table hints.

Nothing here names a face-down army card or the deck's order; no rule tags and no action
spelling reach a player from here.  Every text is a message of the catalogue
`i18n/locales/<locale>/tower-defense.ftl` (keys `td-...`), worded in the current locale.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from i18n import t

from ..cards import std_name
from ..core import Event, Seat, and_list, fit_label
from .actions import Move, combo_token, is_card, is_slot, pair_token, parse
from .board import Specials, attack, defence_problem, protected, target_value
from .constants import (ADVANTAGE_NAME, ARMY_NAME, ENEMY_NAME, INSTANT_NAME, SLOT_NAME, SLOTS, WORD_SUITS, is_joker,
                        red)

if TYPE_CHECKING:
    from .rules import TowerDefenseState

ACT_HINT = "td-act-hint"  # a catalogue key (GameInfo.act_hint): "defend your tower"
WAIT_HINT = "td-wait-hint"  # "Nothing to do for you now."

_VERBS = {
    "defend": "td-verb-defend", "repair": "td-verb-repair", "missile": "td-verb-missile", "swap": "td-verb-swap",
    "fortify": "td-verb-fortify", "reinforce": "td-verb-reinforce", "advantage": "td-verb-advantage",
    "trade": "td-verb-trade", "drop": "td-verb-drop", "end": "td-verb-end",
}


def card_name(code: str | None) -> str:
    """"10 of Spades"; "a card" for anything that is not a card code."""
    if not code or not (is_card(code) or is_joker(code)):
        return t("td-a-card")
    return std_name(code)


def _names(codes: Sequence[str]) -> str:
    return and_list([card_name(c) for c in codes], t("td-nothing"))


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
    return t("td-enemy", card=card_name(_slot_card(s, slot)), slot=slot_name(slot))


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
            return t("td-label-slot-empty", slot=where)
        if s.up[i]:
            return t("td-label-slot-card", slot=where, card=card_name(code))
        return t("td-label-slot-down", slot=where)
    if token in WORD_SUITS:
        return t("td-label-suit", suit=token)
    pair = pair_token(token)
    if pair:
        return t("td-label-pair", first=_enemy(s, pair[0]), second=_enemy(s, pair[1]))
    combo = combo_token(token)
    if combo:
        return " + ".join(card_name(c) for c in combo)
    return t("td-label-choose")


def prompt(s: "TowerDefenseState", path: Sequence[str]) -> str:
    if s.phase == "drop":
        return t("td-prompt-drop", limit=s.hand_limit(), left=len(s.hand) - s.hand_limit())
    if not path:
        return t("td-prompt-act")
    verb = path[0]
    if verb == "defend":
        if len(path) == 1:
            return t("td-prompt-defend-target")
        return t("td-prompt-defend-cards", enemy=_enemy(s, path[1]), target=_target(s, path[1]),
                 values=_defend_values(s))
    if verb == "repair":
        return t("td-prompt-repair")
    if verb in ("missile", "swap", "fortify", "reinforce"):
        if len(path) == 1:
            return t("td-prompt-special")
        if verb == "missile" and len(path) == 2:
            return t("td-prompt-missile")
        if verb == "swap" and len(path) == 2:
            return t("td-prompt-swap")
        if verb == "reinforce" and len(path) == 2:
            return t("td-prompt-reinforce-suit")
        if verb == "reinforce" and len(path) == 3:
            return t("td-prompt-reinforce-card")
        return t("td-prompt-pay-colour")
    if verb == "advantage":
        if len(path) == 1:
            return t("td-prompt-advantage")
        return t("td-prompt-pay-suit")
    if verb == "trade":
        return t("td-prompt-trade")
    return t("td-prompt-choose")


def _target(s: "TowerDefenseState", slot: str) -> int:
    i = SLOTS.index(slot)
    code = s.army[i]
    return target_value(code, i % 2 == 1, s.specials()) if code else 0


def _top(s: "TowerDefenseState") -> str:
    """The tower's top card, or "the top card" when there is none."""
    return card_name(s.tower[0]) if s.tower else t("td-the-top-card")


def describe(s: "TowerDefenseState", seat: Seat, action: str, viewer: Seat | None = None) -> str:
    """The log line of a move, read against the position it is played from."""
    try:
        m = parse(action)
    except ValueError:
        return t("td-describe-unknown")
    k = m.kind
    if k == "end":
        return t("td-describe-end")
    if k == "drop":
        return t("td-describe-drop", card=card_name(m.card))
    if k == "defend":
        return t("td-describe-defend", enemy=_enemy(s, m.slots[0]), cards=_names(m.cards))
    if k == "repair":
        return t("td-describe-repair", card=card_name(m.card))
    if k == "trade":
        return t("td-describe-trade", card=card_name(m.card))
    card, pay = card_name(m.card), card_name(m.pay)
    if k == "missile":
        return t("td-describe-missile", card=card, pay=pay, enemy=_enemy(s, m.slots[0]))
    if k == "swap":
        return t("td-describe-swap", card=card, pay=pay, first=_enemy(s, m.slots[0]), second=_enemy(s, m.slots[1]))
    if k == "fortify":
        if len(s.tower) == 1:  # T-8: legal, and nothing changes
            return t("td-describe-fortify-alone", card=card, pay=pay, top=_top(s))
        return t("td-describe-fortify", card=card, pay=pay, top=_top(s))
    if k == "reinforce":
        return t("td-describe-reinforce", card=card, pay=pay, taken=card_name(m.cards[0]))
    return t("td-describe-advantage", card=card, pay=pay, advantage=t(ADVANTAGE_NAME[m.card[0]]))


# --- what happened ----------------------------------------------------------------------


def _role(code: str) -> str:
    """A face-up enemy named with its special role: "Jack of Hearts (Thief)"."""
    name = card_name(code)
    return t("td-role", card=name, role=t(ENEMY_NAME[code[0]])) if code[0] in ENEMY_NAME else name


def event(e: Event, viewer: Seat | None = None, names: object = None) -> str:
    """One event in words (the codes are listed in the rules module's docstring).  A solo game
    says "you": seat names are not needed."""
    code, a = e.code, e.args
    if code == "setup":
        return t("td-event-setup", tower=a[0], hand=a[1])
    if code == "round":
        return t("td-event-round", round=a[0])
    if code == "flip":
        return t("td-event-flip", slot=slot_name(a[0]), card=_role(a[1]))
    if code == "advance":
        return t("td-event-advance", army=army_name(a[0]), card=card_name(a[1]), next=card_name(a[2]))
    if code == "forward":
        return t("td-event-forward", army=army_name(a[0]), card=card_name(a[1]))
    if code == "new":
        return t("td-event-new", army=army_name(a[0]))
    if code == "rear":
        return t("td-event-rear", army=army_name(a[0]))
    if code == "none":
        return t("td-event-none", army=army_name(a[0]))
    if code == "joker.army":
        return t("td-event-joker-army", slot=slot_name(a[0]), known="yes" if a[1] else "no",
                 card=card_name(a[1]) if a[1] else "")
    if code == "joker.tower":
        # The card beneath was face down: never named, also for games stored when the event
        # still carried it (T-14).
        return t("td-event-joker-tower", known="yes" if a else "no")
    if code == "joker.hand":
        return t("td-event-joker-hand", pile="yes" if a[0] else "no", n=a[0])
    if code == "top":
        return t("td-event-top", card=card_name(a[0]))
    if code == "necro.clear":
        return t("td-event-necro-clear", cards=_names(a))
    if code == "revive.lost":
        return t("td-event-revive-lost", card=card_name(a[0]))
    if code == "thief":
        return t("td-event-thief", n=a[0])
    if code == "limit":  # T-12b
        return t("td-event-limit", n=a[0], limit=a[1])
    if code == "draw":
        return t("td-event-draw", cards=_names(a))
    if code == "draw.none":
        return t("td-event-draw-none")
    if code == "attack":
        total, against, hit, top, pairs = a[0], a[1], a[2], a[3], a[4:]
        who = and_list([t("td-attack-army", army=army_name(pairs[i]), value=pairs[i + 1])
                        for i in range(0, len(pairs), 2)])
        return t("td-event-attack", armies=_upper_first(who), count=len(pairs) // 2, top=card_name(top),
                 against=against, total=total, hit="yes" if hit else "no")
    if code == "attack.none":
        return t("td-event-attack-none")
    if code == "penalty":
        return t("td-event-penalty", n=a[0])
    if code == "upkeep":
        return t("td-event-upkeep", n=a[0])
    if code == "deck.out":
        return t("td-event-deck-out", n=a[0])
    if code == "expire":
        return t("td-event-expire", cards=_names(a))
    return _echo(code, a)


def _echo(code: str, a: Sequence[object]) -> str:
    """The player's own moves and the endings, for the view's log."""
    if code == "defend":
        return t("td-echo-defend", card=card_name(a[1]), slot=slot_name(a[0]), cards=_names(a[2:]))  # type: ignore[arg-type]
    if code == "repair":
        return t("td-echo-repair", card=card_name(a[0]), n=a[1])  # type: ignore[arg-type]
    if code == "missile":
        return t("td-echo-missile", card=card_name(a[0]), target=card_name(a[2]), slot=slot_name(a[1]))  # type: ignore[arg-type]
    if code == "swap":
        return t("td-echo-swap", card=card_name(a[0]), first=card_name(a[2]), second=card_name(a[4]),  # type: ignore[arg-type]
                 first_slot=slot_name(a[1]), second_slot=slot_name(a[3]))  # type: ignore[arg-type]
    if code == "fortify":
        if a[3:4] == (1,):  # a one-card tower (T-8): the card stayed on top
            return t("td-echo-fortify-alone", card=card_name(a[0]), top=card_name(a[1]))  # type: ignore[arg-type]
        return t("td-echo-fortify", card=card_name(a[0]), under=card_name(a[1]))  # type: ignore[arg-type]
    if code == "reinforce":
        return t("td-echo-reinforce", card=card_name(a[0]), taken=card_name(a[1]))  # type: ignore[arg-type]
    if code == "advantage":
        return t("td-echo-advantage", card=card_name(a[0]), advantage=t(ADVANTAGE_NAME[str(a[0])[0]]))  # type: ignore[arg-type]
    if code == "trade":
        return t("td-echo-trade", card=card_name(a[0]))  # type: ignore[arg-type]
    if code == "drop":
        return t("td-echo-drop", card=card_name(a[0]))  # type: ignore[arg-type]
    if code == "end":
        return t("td-echo-end")
    if code == "win":
        return t("td-echo-win", n=a[0])
    if code == "loss":
        return t("td-echo-loss", round=a[0])
    if code == "stalemate":
        return t("td-echo-stalemate", round=a[0])
    if code == "resign":
        return t("td-echo-resign", round=a[0])
    if code == "timeout":
        return t("td-echo-timeout", round=a[0])
    if code == "abandon":
        return t("td-echo-abandon", round=a[0])
    if code == "cap":
        return t("td-echo-cap", round=a[0])
    return t("td-echo-unknown")


def reason(s: "TowerDefenseState") -> str:
    """The outcome's sentence for a finished game."""
    if s.result == "win":
        total = "yes" if s.options["total_victory"] else "no"  # T-16
        return t("td-reason-win", total=total, n=len(s.tower))
    if s.ending == "resign":
        return t("td-reason-resign")
    if s.ending == "timeout":
        return t("td-reason-timeout")
    if s.ending == "abandon":
        return t("td-reason-abandon")
    if s.ending == "cap":
        return t("td-reason-cap")
    if s.events and s.events[-1].code == "stalemate":
        return t("td-reason-stalemate")
    return t("td-reason-loss", round=s.round)


def status(s: "TowerDefenseState", viewer: Seat | None = None) -> str:
    """Where the game stands: round, tower, hand, deck, discard pile, actions."""
    sp = s.specials()
    parts = [t("td-status-round", round=s.round), t("td-status-tower", n=len(s.tower), cap=s.tower_cap(sp)),
             t("td-status-hand", n=len(s.hand), limit=s.hand_limit()), t("td-status-deck", n=len(s.deck)),
             t("td-status-discard", n=len(s.discard))]
    if s.options["endless_night"]:
        parts.append(t("td-status-pass", n=min(s.passes + 1, 2)))
    if s.options["three_actions"] and s.phase == "act":
        parts.append(t("td-status-actions", n=s.actions))
    return " \u00b7 ".join(parts)


def in_force(s: "TowerDefenseState", sp: Specials) -> tuple[str, ...]:
    """The special effects in force, one short line each, for the picture and the alt text."""
    out = []
    if sp.necromancer:
        out.append(t("td-force-necromancer"))
    elif sp.wizard and any(c is not None and u and c[0] == "A" for c, u in zip(s.army, s.up)):
        out.append(t("td-force-wizard"))
    if sp.warlords:
        out.append(t("td-force-warlord", n=2 * sp.warlords))
    if sp.banshees:
        out.append(t("td-force-banshee", n=sp.banshees))
    if sp.thief:
        bard = bool(s.tower) and s.tower[0][0] == "Q"
        out.append(t("td-force-thief", bard="yes" if bard else "no"))
    if sp.knight:
        out.append(t("td-force-knight"))
    if sp.bard:
        out.append(t("td-force-bard"))
    if sp.traitor:
        out.append(t("td-force-traitor", colour=_colour(sp.traitor)))  # immune to defence (T-6)
    if sp.power:
        out.append(t("td-force-power"))
    if sp.shield:
        out.append(t("td-force-shield"))
    if sp.revive:
        out.append(t("td-force-revive"))
    if sp.trade:
        out.append(t("td-force-trade"))
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
            return t("td-illegal-drop-first", limit=s.hand_limit())
        return t("td-illegal-drop-card")
    if m is None:
        return t("td-illegal-not-a-move")
    k = m.kind
    if k == "drop":
        return t("td-illegal-no-drop")
    if k != "trade" and k != "end" and not s.budget_left():
        return t("td-illegal-budget")
    need = [c for c in (m.card, m.pay, *([] if k == "reinforce" else m.cards)) if c]
    missing = [c for c in need if c not in s.hand]
    if missing:
        return t("td-illegal-not-in-hand", card=card_name(missing[0]))
    sp = s.specials()
    if k in ("missile", "swap", "fortify", "reinforce", "advantage") and sp.necromancer:
        return t("td-illegal-necromancer")
    if k == "defend":
        return _why_not_defend(s, m, sp)
    if k == "repair":
        if len(s.tower) >= s.tower_cap(sp):
            return t("td-illegal-tower-full", n=s.tower_cap(sp))
        return t("td-illegal-repair", revive="yes" if sp.revive else "no")
    if k == "trade":
        if not sp.trade:
            return t("td-illegal-trade-none")
        if not s.deck:
            return t("td-illegal-trade-empty")
        return t("td-illegal-trade-done")
    if k == "advantage":
        if len(s.advantages) >= 2:
            return t("td-illegal-advantages-full")
        return t("td-illegal-advantage")
    wanted = {"missile": "A", "swap": "K", "fortify": "Q", "reinforce": "J"}[k]
    if m.card[0] not in INSTANT_NAME:
        return t("td-illegal-not-special")
    if m.card[0] != wanted:
        return t("td-illegal-wrong-special", card=card_name(m.card), played=t(INSTANT_NAME[m.card[0]]),
                 wanted=t(INSTANT_NAME[wanted]))
    if m.pay == m.card or red(m.pay) != red(m.card):
        return t("td-illegal-pay-colour")
    if k == "reinforce":
        return t("td-illegal-reinforce", card=card_name(m.cards[0]))
    if k == "fortify":  # legal on any tower once paid right (T-8): only a malformed move is left
        return t("td-illegal-not-a-move")
    if k == "swap":
        return t("td-illegal-swap")
    return t("td-illegal-missile")


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
        return t("td-illegal-defend-face-down")
    if i in protected(s.army, s.up, sp):  # T-6
        return t("td-illegal-traitor", card=card_name(code))
    why = defence_problem(s.hand, code, i % 2 == 1, sp, m.cards)
    if why is None:
        return t("td-illegal-hand-order")  # only a hand-typed move gets here
    if why[0] == "ace":
        return t("td-illegal-ace")
    if why[0] == "colour":
        return t("td-illegal-colour", enemy=card_name(code), colour=_colour(code), card=card_name(why[1]))
    total, need = why[1], why[2]
    return t("td-illegal-too-weak", total=total, shield="yes" if sp.shield else "no", enemy=_enemy(s, slot),
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
        return t("td-action-drop", card=card_name(m.card))
    if k == "defend":
        slot = m.slots[0]
        code = card_name(_slot_card(s, slot))
        cards = " + ".join(card_name(c) for c in m.cards)
        return fit_label(t("td-action-defend", enemy=code, slot=slot_name(slot), cards=cards),
                         t("td-action-defend-short", enemy=code, cards=cards),
                         t("td-action-defend-shortest", cards=" + ".join(_short(c) for c in m.cards)))
    if k == "repair":
        return t("td-action-repair", card=card_name(m.card), n=len(s.tower), next=len(s.tower) + 1)
    if k == "trade":
        return fit_label(t("td-action-trade", card=card_name(m.card)))
    pay = card_name(m.pay)
    if k == "missile":
        target, where = _slot_card(s, m.slots[0]), slot_name(m.slots[0])
        return fit_label(t("td-action-missile", enemy=card_name(target), slot=where, pay=pay),
                         t("td-action-missile-short", enemy=_short(target), slot=where, pay=pay))
    if k == "swap":
        a, b = m.slots
        return fit_label(t("td-action-swap", first=card_name(_slot_card(s, a)), first_slot=slot_name(a),
                           second=card_name(_slot_card(s, b)), second_slot=slot_name(b), pay=pay),
                         t("td-action-swap", first=_short(_slot_card(s, a)), first_slot=slot_name(a),
                           second=_short(_slot_card(s, b)), second_slot=slot_name(b), pay=_short(m.pay)))
    if k == "fortify" and len(s.tower) == 1:  # T-8: legal, and the menu says it changes nothing
        return fit_label(t("td-action-fortify-alone", pay=pay), t("td-action-fortify-alone", pay=_short(m.pay)))
    if k == "fortify":
        return fit_label(t("td-action-fortify", top=_top(s), pay=pay),
                         t("td-action-fortify", top=_short(s.tower[0] if s.tower else None), pay=pay))
    if k == "reinforce":
        taken = card_name(m.cards[0])
        return fit_label(t("td-action-reinforce", card=taken, pay=pay),
                         t("td-action-reinforce-short", card=taken, pay=_short(m.pay)))
    return fit_label(t("td-action-advantage", advantage=t(ADVANTAGE_NAME[m.card[0]]), card=card_name(m.card),
                       pay=pay))


def _short(code: str | None) -> str:
    if not code:
        return t("td-a-card")
    from ..cards import std_short

    return std_short(code)


def _end_label(s: "TowerDefenseState") -> str:
    """What the attack will do if the turn ends now."""
    att = attack(s.army, s.up, s.tower, s.specials())
    if not any(u.attacks for u in att.units):
        return t("td-action-end-quiet")
    if att.breach:
        return t("td-action-end-breach", total=att.total, against=att.against)
    return t("td-action-end-holds", total=att.total, against=att.against)
