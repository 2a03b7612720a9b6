"""Genius: cards instead of a foreign colony won (as a main player or ally of the winning offense only), the
win at the start of any turn with 20 cards in hand (before a new hand; no hand limit stops it), and the
flare's halves (the printed texts, docs/aliens.md)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import decided, encounter, run

from game.board import ships_on
from game.engine import apply
from game.errors import IllegalAction
from game.scenario import run_scenario

PLACE = {"seat": 0, "type": "place", "ships": [[0, 3]]}
OUTWIT = {"seat": 0, "type": "power", "alien": "Genius", "use": "outwit", "ships": 3}
TWENTY = ["Negotiate"] * 12 + ["Attack 06"] * 7 + ["Morph"]


def _genius(aliens: list[str], hands: dict[str, list[str]], off: str, de: str, **kw: Any) -> dict[str, Any]:
    data = encounter(aliens, hands, off, de, **kw)
    data["config"]["incursion"] = True
    return data


def test_outwit_draws_instead_of_landing() -> None:
    # Genius wins with 3 ships in the gate: it draws 3 cards and its ships go home; no colony on planet 5.
    hands = {"0": ["Attack 20", "Attack 04"], "1": ["Attack 06"], "2": ["Attack 05"]}
    result = run(_genius(["Genius", "", ""], hands, "Attack 20", "Attack 06", after=(OUTWIT, PLACE)))
    state = result.state
    assert decided(result)["winner"] == "offense"
    assert ships_on(state, 5, 0) == 0 and state.gate[0] == 0
    assert sum(ships_on(state, p, 0) for p in range(5)) == 20
    assert len(state.hands[0]) == 1 + 3
    assert any(e.kind == "genius_outwit" and e.data["ships"] == 3 for e in result.events)


def test_outwit_as_an_offensive_ally() -> None:
    # Genius (seat 2) allies with the winning offense with 2 ships: it takes 2 cards, Red still lands.
    hands = {"0": ["Attack 20", "Attack 04"], "1": ["Attack 06"], "2": ["Attack 05", "Attack 09"]}
    data = _genius(
        ["", "", "Genius"],
        hands,
        "Attack 20",
        "Attack 06",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        after=(
            {"seat": 2, "type": "power", "alien": "Genius", "use": "outwit", "ships": 2},
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
        ),
    )
    state = run(data).state
    assert ships_on(state, 5, 2) == 0 and ships_on(state, 5, 0) == 3
    assert len(state.hands[2]) == 2 + 2


def test_no_outwit_for_a_losing_side_or_a_defensive_ally() -> None:
    # The defense wins: Genius, allied with it, gains rewards, not a colony, so nothing is offered, and
    # sending the use anyway is refused without changing anything.
    hands = {"0": ["Attack 01", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 05", "Attack 09"]}
    data = _genius(
        ["", "", "Genius"],
        hands,
        "Attack 01",
        "Attack 20",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
    )
    state = run(data).state
    assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Genius"]
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": 2, "type": "power", "alien": "Genius", "use": "outwit", "ships": 1})
    assert state.hands == before.hands and state.dally == before.dally


def _start(hands: dict[str, list[str]]) -> Any:
    return {
        "actions": [],
        "config": {"players": 3, "aliens": ["", "Genius", ""], "incursion": True},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
    }


def test_twenty_cards_win_at_the_start_of_any_turn() -> None:
    # Blue (Genius) holds 20 cards as Red's turn starts: it wins at once, in another player's turn.
    state = run_scenario(_start({"0": ["Attack 12"], "1": TWENTY})).state
    assert state.over and state.winners == [1]


def test_nineteen_cards_do_not_win() -> None:
    state = run_scenario(_start({"0": ["Attack 12"], "1": TWENTY[:19]})).state
    assert not state.over and len(state.hands[1]) == 19


def test_win_comes_before_a_new_hand() -> None:
    # Genius is the offense with 20 cards and no encounter card: it wins before discarding its hand.
    twenty = ["Reinforcement +2"] * 2 + ["Reinforcement +3"] * 3 + ["Reinforcement +5"]
    twenty += ["Card Zap", "Cosmic Zap", "Mobius Tubes"] * 2 + ["Plague", "Emotion Control"]
    twenty += ["Force Field", "Ionic Gas", "Quash", "Flare: Genius", "Flare: Fury", "Flare: Symbiote"]
    data = _start({"1": twenty})
    data["setup"]["first_player"] = 1
    state = run_scenario(data).state
    assert state.over and state.winners == [1] and len(state.hands[1]) == 20


def test_wild_makes_chosen_players_draw() -> None:
    # Red plays the Genius Wild before invitations: Red and Purple draw a card each, Blue does not.
    hands = {"0": ["Attack 20", "Flare: Genius"], "1": ["Attack 06"], "2": ["Attack 05"]}
    data = {
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Genius",
                "half": "wild",
                "use": "wild",
                "drawers": [0, 2],
            },
        ],
        "config": {"players": 3, "aliens": ["", "", ""], "incursion": True},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
    }
    state = run(data).state
    assert [len(h) for h in state.hands] == [3, 1, 2]


def _super(guess: int) -> dict[str, Any]:
    hands = {"0": ["Attack 20", "Flare: Genius"], "1": ["Attack 12"], "2": ["Attack 05"]}
    play = {
        "seat": 0,
        "type": "play",
        "card": "Flare: Genius",
        "half": "super",
        "use": "super",
        "guess": guess,
    }
    return _genius(["Genius", "", ""], hands, "Attack 20", "Attack 12", after=(play,))


def test_super_right_guess_draws_four() -> None:
    # Genius guesses 15; Blue reveals Attack 12, within 3: Eureka, four cards.
    result = run(_super(15))
    assert any(e.kind == "eureka" and e.data == {"seat": 0, "guess": 15, "value": 12} for e in result.events)
    assert len(result.state.hands[0]) >= 1 + 4


def test_super_wrong_guess_draws_nothing() -> None:
    result = run(_super(16))
    assert not [e for e in result.events if e.kind == "eureka"]
