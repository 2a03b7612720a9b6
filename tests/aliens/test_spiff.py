"""Spiff (erratum): the crash landing needs attack against attack lost by 10 or more, whichever way the
totals decide; it works when the lower total wins. Against Fungus (FAQ "Spiff": one ship crash-lands, the
others are captured) the flare's halves work as the power does: the Wild keeps a ship before the capture
(the KEEP window), the Super crash-lands before it."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.aliens.fungus import stack_key
from game.board import ships_on
from game.engine import apply
from game.invariants import check_invariants
from game.scenario import named_cards


def test_crash_landing_when_the_lower_total_wins() -> None:
    data = encounter(
        ["Spiff", "", ""],
        {"0": ["Attack 15", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 15",
        "Attack 04",
    )
    cards = data["actions"][-2:]
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    state.enc.mods.lower_wins = True  # as a power like Anti-Matter's would set it
    for action in cards:
        apply(state, named_cards(action, state.hands[action["seat"]]))
    assert state.enc.outcome == "defense"  # 18 against 8: the lower total wins
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert {"type": "power", "alien": "Spiff", "use": "crash"} in prompt.options
    apply(state, {"seat": 0, "type": "power", "alien": "Spiff", "use": "crash"})
    assert state.ships[5 * 3 + 0] == 1 and state.warp[0] == 2


FUNGUS_WINS = {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Flare: Spiff"], "2": ["Attack 06"]}


def _fungus_beats_the_wild_holder(*after: dict[str, Any], aliens: tuple[str, str] = ("", "Spiff")) -> Any:
    """Fungus (seat 0) wins 12 + 3 against 4 + 4; the defense (seat 1) holds the Spiff flare."""
    return run(
        encounter(
            ["Fungus", *aliens],
            FUNGUS_WINS,
            "Attack 12",
            "Attack 04",
            after=after,
            config={"incursion": True},
        )
    )


def test_wild_is_offered_before_fungus_captures_the_losing_ships() -> None:
    state = _fungus_beats_the_wild_holder().state
    prompt = next(p for p in state.prompts if p.seat == 1)
    wild = [o for o in prompt.options if o.get("use") == "wild"]
    assert wild and wild[0]["half"] == "wild"
    assert ships_on(state, 5, 1) == 4 and stack_key(0) not in state.extra  # nothing captured yet


def test_wild_keeps_a_ship_on_the_planet_and_fungus_captures_the_rest() -> None:
    """Like the power's crash landing against Fungus (FAQ "Spiff"): one ship stays, the others adhere."""
    play = {"seat": 1, "type": "play", "card": "Flare: Spiff", "half": "wild", "use": "wild", "loss": 0}
    result = _fungus_beats_the_wild_holder(play)
    state = result.state
    assert any(e.kind == "ship_stays" for e in result.events)
    assert ships_on(state, 5, 1) == 1 and ships_on(state, 5, 0) == 3  # it shares the planet with Fungus
    assert state.extra[stack_key(0)] == [[5, [0, 3, 0]]]  # the other three are captured
    assert state.warp == [0, 0, 0]
    assert check_invariants(state) == []


def test_wild_passed_fungus_captures_every_losing_ship() -> None:
    state = _fungus_beats_the_wild_holder({"seat": 1, "type": "pass"}).state
    assert ships_on(state, 5, 1) == 0
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]
    assert state.warp == [0, 0, 0]


def test_wild_against_fungus_lets_nothing_else_save_the_captured_ships() -> None:
    """Zombie's ships are captured all the same (FAQ "Fungus (CI)"): the capture comes before the warp."""
    play = {"seat": 1, "type": "play", "card": "Flare: Spiff", "half": "wild", "use": "wild", "loss": 0}
    result = _fungus_beats_the_wild_holder(play, aliens=("Zombie", "Spiff"))
    state = result.state
    assert ships_on(state, 5, 1) == 1
    assert state.extra[stack_key(0)] == [[5, [0, 3, 0]]]
    assert not any(e.kind == "ships_saved" for e in result.events)


def test_super_crash_lands_one_ship_and_fungus_captures_the_rest() -> None:
    """Spiff loses 8 + 3 against 12 + 4 to the Fungus defense: with the Super (a margin of 5) one ship
    crash-lands and the other two are captured, as with the power (FAQ "Spiff")."""
    hands = {"0": ["Attack 08", "Flare: Spiff"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 06"]}
    play = {"seat": 0, "type": "play", "card": "Flare: Spiff", "half": "super", "use": "super"}
    data = encounter(
        ["Spiff", "Fungus", ""], hands, "Attack 08", "Attack 12", after=(play,), config={"incursion": True}
    )
    result = run(data)
    state = result.state
    assert any(e.kind == "crash_landed" for e in result.events)
    assert ships_on(state, 5, 0) == 1 and ships_on(state, 5, 1) == 4
    assert state.extra[stack_key(1)] == [[5, [2, 0, 0]]]
    assert state.warp == [0, 0, 0]
    assert check_invariants(state) == []
