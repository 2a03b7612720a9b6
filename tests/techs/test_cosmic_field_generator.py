"""Cosmic Field Generator: stops one use of an alien power (its owner's too) as a Cosmic Zap would, the
power staying off for the rest of the encounter; being no artifact, no Card Zap can stop it."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.cards.catalog import CARD_NAME, CARD_ZAP
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import ZAP, pending_play
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options
from tests.techs.wkit import open_window

ALIENS = ("Trader", "Virus", "Zombie")
CFG = TECH_ID["Cosmic Field Generator"]


def power_use(state: GameState, seat: int) -> dict[str, Any]:
    """``seat`` announces a use of its alien power, waiting for its zap window."""
    alien = state.aliens[seat]
    use = hooks.POWERS[alien].uses[0].key
    state.seq += 1
    play = {
        "id": state.seq,
        "seat": seat,
        "card": -1,
        "action": {"type": "power", "alien": alien, "use": use},
        "cancelled": False,
        "alien": alien,
        "half": hooks.POWER,
        "use": use,
    }
    state.plays.append(play)
    return play


def test_it_stops_a_power_use_and_the_power_for_the_rest_of_the_encounter() -> None:
    state = tech_game(3, aliens=ALIENS)
    give_completed(state, 2, "Cosmic Field Generator")
    card_zap = next(c for c in state.deck if CARD_NAME[c] == CARD_ZAP)  # seat 0 holds a Card Zap
    state.deck.remove(card_zap)
    state.hands[0].append(card_zap)
    play = power_use(state, 1)
    open_window(state, ZAP, play["id"])
    uses = tech_options(state, 2)
    assert uses == [{"type": "tech", "tech": CFG, "play": play["id"]}]
    events = answer(state, 2, uses[0])
    pass_all(state, "window")
    assert [e.kind for e in events if e.kind in ("tech_used", "power_zapped")] == [
        "tech_used",
        "power_zapped",
    ]
    zapped = next(e for e in events if e.kind == "power_zapped")
    assert zapped.data == {"seat": 2, "owner": 1, "alien": "Virus"}
    assert pending_play(state, play["id"])["cancelled"] == "cosmic"
    assert not hooks.works(state, 1)  # off for the rest of the encounter (FAQ Z6)
    assert CFG in state.tech_discard and not state.techs_done[2]
    assert prompt_of(state, 0, "window") is None  # nothing to Card Zap: a tech is no card play
    state.plays.clear()
    assert not check_invariants(state)


def test_its_owner_may_stop_its_own_power() -> None:
    state = tech_game(3, aliens=ALIENS)
    give_completed(state, 1, "Cosmic Field Generator")
    play = power_use(state, 1)
    open_window(state, ZAP, play["id"])
    assert tech_options(state, 1) == [{"type": "tech", "tech": CFG, "play": play["id"]}]


def test_a_cancelled_use_cannot_be_stopped_again() -> None:
    state = tech_game(3, aliens=ALIENS)
    give_completed(state, 2, "Cosmic Field Generator")
    play = power_use(state, 1)
    play["cancelled"] = "cosmic"
    open_window(state, ZAP, play["id"])
    assert tech_options(state, 2) == []
