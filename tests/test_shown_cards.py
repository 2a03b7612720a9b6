"""Secrecy of the cards a use names (FAQ Z5): a use shows the table the cards it names while it waits for
its zap window (the play's ``shown``, in every view), and a zapped use takes them back into the hand,
where they are secret again. The event check of tests/test_view_secrecy.py catches a card named while it
is face down."""

from __future__ import annotations

from typing import Any

import pytest
from test_view_secrecy import Tracer, check_events

from game.core import note
from game.scenario import load_scenario, run_scenario
from game.view import view_for

GIFT = 37  # the Philanthropist's Attack 30


def _give(zap: bool) -> Any:
    data = load_scenario("tests/scenarios/aliens/philanthropist-power-ally-gives-attack.toml")
    data["setup"]["hands"]["0"] = ["Attack 20", "Cosmic Zap"] if zap else ["Attack 20"]
    data["actions"] = data["actions"][:6]  # up to the gift
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def test_the_gift_is_face_up_while_the_table_may_zap_it() -> None:
    state = _give(zap=True).state
    (play,) = state.plays
    assert play["shown"] == [GIFT]
    for seat in (None, 0, 1):
        shown = [p.get("shown") for p in view_for(state, seat)["encounter"]["plays"]]
        assert shown == [[GIFT]]


def test_a_zapped_gift_goes_back_and_is_secret_again() -> None:
    state = _give(zap=True).state
    zap = next(o for o in state.prompts[0].options if o.get("type") == "play")
    from game.engine import apply

    events = Tracer(state)
    before = state.copy()
    apply(state, {"seat": 0, **zap}, events)
    events.close()
    check_events(before, state, events)
    assert GIFT in state.hands[2] and state.plays == []
    assert all(p.get("shown") is None for p in view_for(state, 0)["encounter"]["plays"])


def test_the_check_catches_a_card_named_face_down() -> None:
    """A public event naming a card in a hand fails the check; the same card named while shown passes."""
    state = _give(zap=False).state
    card = state.hands[0][0]
    leak = Tracer(state)
    note(leak, "power_used", seat=0, alien="Test", use="peek", card=card)
    leak.close()
    with pytest.raises(AssertionError, match="face down"):
        check_events(state, state, leak)
    state.enc.mods.shown = [card]
    fine = Tracer(state)
    note(fine, "card_shown", seat=0, card=card)
    fine.close()
    check_events(state, state, fine)
