"""The generic picker turns legal actions into one menu step at a time (bot/picker.py)."""

from __future__ import annotations

import pytest

from bot.discord.customid import ComponentId, decode
from bot.discord.routes import ROUTES
from bot.picker import MAX_BUTTONS, StaleChoice, parent, step

LEGAL = ("play.5ML.d1", "play.5ML.s2", "play.AM.d1", "counter.d1", "withdraw.d1", "end")


def test_root_offers_each_first_token_once_in_legal_order() -> None:
    st = step(LEGAL)
    assert st.action is None
    assert [c.token for c in st.choices] == ["play", "counter", "withdraw", "end"]
    assert [c.path for c in st.choices] == ["play", "counter", "withdraw", "end"]


def test_root_never_auto_plays_a_single_legal_action() -> None:
    st = step(("end",))
    assert st.action is None and [c.path for c in st.choices] == ["end"]


def test_complete_path_is_the_action() -> None:
    assert step(LEGAL, "play.5ML.s2").action == "play.5ML.s2"
    assert step(LEGAL, "end").action == "end"


def test_single_choice_below_the_root_is_taken_automatically() -> None:
    assert step(LEGAL, "counter").action == "counter.d1"
    st = step(LEGAL, "play.AM")
    assert st.action == "play.AM.d1"


def test_next_step_lists_targets_with_labels_and_prompt() -> None:
    st = step(LEGAL, "play.5ML", label=lambda t: t.upper(), prompt=lambda p: "where? " + ".".join(p))
    assert [(c.token, c.label, c.path) for c in st.choices] == [("d1", "D1", "play.5ML.d1"),
                                                               ("s2", "S2", "play.5ML.s2")]
    assert st.prompt == "where? play.5ML"


def test_a_path_that_leads_nowhere_is_stale() -> None:
    with pytest.raises(StaleChoice):
        step(LEGAL, "play.XM")
    with pytest.raises(StaleChoice):
        step(LEGAL, "end.more")


def test_many_choices_switch_from_buttons_to_selects() -> None:
    few = step(tuple(f"a.x{i}" for i in range(MAX_BUTTONS)) + ("b",), "a")
    many = step(tuple(f"a.x{i}" for i in range(MAX_BUTTONS + 1)) + ("b",), "a")
    assert few.as_buttons and not many.as_buttons
    with pytest.raises(ValueError):
        step(tuple(f"a.x{i}" for i in range(101)) + ("b",), "a")


def test_parent_goes_one_token_back() -> None:
    assert parent("play.5ML.d1") == "play.5ML"
    assert parent("play") == ""


@pytest.mark.parametrize("kind", sorted(ROUTES))
def test_custom_id_of_every_kind_round_trips_and_stays_within_discord_limit(kind: str) -> None:
    longest_path = "defeat.m1." + "p1+p2+p3" * 6 + "+p4+p5"  # 64 characters, the most a path may hold
    assert len(longest_path) == 64
    cid = ComponentId(kind, 123456789012, 999999999, longest_path)
    encoded = cid.encode()
    assert len(encoded) <= 100 and decode(encoded) == cid


def test_an_unknown_kind_cannot_be_encoded() -> None:
    with pytest.raises(ValueError):
        ComponentId("s", 1, 0, "end").encode()


@pytest.mark.parametrize("forged", [
    "ct:move:1:0:play.5ML.d1 OR 1=1", "ct:zap:1:0:end", "ct:move:-1:0:end", "ct:move:1:0:" + "a" * 65,
    "something-else", "ct:move:1:0:end:extra", "", "ct:s:1:0:end", "ct:MOVE:1:0:end",
])
def test_malformed_custom_ids_are_refused(forged: str) -> None:
    # refused when it does not parse, or names a kind no route declares (the router's check)
    cid = decode(forged)
    assert cid is None or cid.kind not in ROUTES


# --- never a wasted click (issue 9) -----------------------------------------------------


def test_a_lone_verb_on_the_first_screen_is_opened_without_a_click() -> None:
    legal = ("order.a.b", "order.b.a")
    st = step(legal)
    assert st.path == "order" and [c.path for c in st.choices] == ["order.a", "order.b"]
    assert st.back is None, "nothing to go back to: this is where the picker starts"


def test_a_lone_way_on_that_would_make_a_move_is_still_one_click() -> None:
    st = step(("refill.m2.x",))
    assert st.action is None and [c.path for c in st.choices] == ["refill"]


def test_inline_verbs_show_their_choices_on_the_first_screen() -> None:
    legal = ("place.QH.c1", "place.QH.c2", "place.2S.c1", "place.2S.c2", "take.c3")
    st = step(legal, inline={"place"})
    assert [c.path for c in st.choices] == ["place.QH", "place.2S", "take"]
    card = step(legal, "place.QH", inline={"place"})
    assert [c.path for c in card.choices] == ["place.QH.c1", "place.QH.c2"]
    assert card.back is None or card.back == "", "Back from a card leads to the first screen"


def test_back_returns_to_the_last_real_choice_not_to_a_step_taken_automatically() -> None:
    legal = ("defeat.m1.p1+p2", "defeat.m1.p1+p3", "explore.p2")
    st = step(legal, "defeat")  # m1 is the only target: taken automatically
    assert st.path == "defeat.m1"
    assert st.back == "", "Back skips the automatic m1 step and the lone defeat verb"
    deeper = ("a.x.1", "a.x.2", "a.y.1", "b")
    assert step(deeper, "a.x").back == "a"


def test_a_button_that_completes_a_move_says_the_whole_move() -> None:
    legal = ("defeat.m1.p2+p3", "explore.p1", "explore.p2")
    labels = {"defeat.m1.p2+p3": "Defeat: discards piles 2 and 3"}
    st = step(legal, action_label=lambda a: labels.get(a, ""))
    assert [c.label for c in st.choices] == ["Defeat: discards piles 2 and 3", "explore"]


def test_back_to_a_lone_verb_opened_on_the_first_screen_is_cancel() -> None:
    legal = ("conscript.m1.p1", "conscript.m1.p2", "conscript.m3.p1", "conscript.m3.p2")
    assert step(legal).path == "conscript" and step(legal).back is None  # opened without a click
    assert step(legal, "conscript.m3").back == "", "its first screen is reached by Cancel, not a Back"


# A multi-choice step (engine.core.Pick): "pay" then a target, then any set of cards.
PAY_LEGAL = ("pay.t1.a+b", "pay.t1.c", "pay.t2.c", "end")


def _pay_pick(path: tuple[str, ...]):
    from engine.core import Pick

    return Pick(("a", "b", "c"), 1, 3) if len(path) == 2 and path[0] == "pay" else None


def test_a_multi_choice_step_is_one_menu_of_every_item_not_the_listed_sets() -> None:
    st = step(PAY_LEGAL, "pay.t1", pick=_pay_pick)
    assert st.action is None and st.many == (1, 3) and not st.as_buttons
    assert [c.token for c in st.choices] == ["a", "b", "c"]
    assert st.back == "pay"


def test_a_lone_target_leads_to_the_multi_choice_step_not_to_its_listed_set() -> None:
    legal = ("pay.t2.c", "end")
    st = step(legal, "pay", pick=_pay_pick)
    assert st.action is None and st.path == "pay.t2" and st.many == (1, 3)
    assert [c.label for c in step(legal, pick=_pay_pick).choices] == ["pay", "end"]


def test_a_chosen_set_is_the_move_spelled_in_the_items_order_listed_or_not() -> None:
    assert step(PAY_LEGAL, "pay.t1.b+a", pick=_pay_pick).action == "pay.t1.a+b"
    assert step(PAY_LEGAL, "pay.t1.c+a+b", pick=_pay_pick).action == "pay.t1.a+b+c"  # the game decides
    assert step(PAY_LEGAL, "pay.t1.z+a", pick=_pay_pick).action == "pay.t1.a+z"  # and refuses this one
