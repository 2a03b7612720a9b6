"""Plant: grafting a power for the encounter (FAQ "Plant (CI)"): the grafted power works for Plant and not
for its owner, its tokens come with it, it goes back at the end, or at once when Plant loses its own power;
the Reincarnator's incarnation is grafted; F5 (only the Wild of a grafted alien's flare); what may not be
grafted; and the flare (Wild: FAQ, steals a power; Super reconstructed: no colony needed)."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run, run_with_extra

from game import hooks, windows
from game.aliens.plant import graft, graftable
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.core import Events
from game.engine import new_game
from game.invariants import check_invariants
from game.scenario import run_scenario

INC = {"incursion": True}
# Plant (seat 0) has a colony in seat 2's home system (planet 10) besides its five home planets
SHIPS = {"ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "10": 1}}}
HANDS = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 10"], "2": ["Attack 06"]}


def _graft(player: int, use: str = "graft", seat: int = 0) -> dict[str, Any]:
    return {"seat": seat, "type": "power", "alien": "Plant", "use": use, "player": player}


def _kinds(result: Any) -> list[str]:
    return [e.kind for e in result.events]


def test_grafted_power_works_for_plant_and_goes_back() -> None:
    """Plant grafts the Human (+4): 8 + 3 ships + 4 = 15 beats 10 + 4 ships; the Human is without its power
    during the encounter and has it back once it is over."""
    data = encounter(
        ["Plant", "", "Human"], HANDS, "Attack 08", "Attack 10", before=(_graft(2),), setup=SHIPS, config=INC
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 15, "defense_total": 14}
    kinds = _kinds(result)
    assert kinds.index("power_grafted") < kinds.index("power_returned") < kinds.index("encounter_ended")
    assert result.state.aliens == ["Plant", None, "Human"]
    during = run({**data, "actions": data["actions"][:5]}).state
    assert during.aliens == ["Human", None, None] and hooks.own_alien(during, 0) == "Plant"
    assert check_invariants(result.state) == []


def test_tokens_come_with_the_grafted_power() -> None:
    """FAQ: Plant gets the grafted power's tokens (Warrior's 5 add to Plant's attack), and they go back."""
    data = encounter(
        ["Plant", "", "Warrior"],
        HANDS,
        "Attack 08",
        "Attack 10",
        before=(_graft(2),),
        setup=SHIPS,
        config=INC,
    )
    result = run_with_extra(data, {"Warrior/2": 5})
    assert decided(result)["offense_total"] == 8 + 3 + 5
    assert result.state.aliens[2] == "Warrior" and "Warrior/0" not in result.state.extra
    assert result.state.extra.get("Warrior/2", 0) >= 5


def test_no_graft_without_a_colony_in_that_home_system() -> None:
    """Plant has no colony in seat 2's home system: grafting it is refused and nothing changes."""
    data = encounter(["Plant", "", "Human"], HANDS, "Attack 08", "Attack 10", before=(_graft(2),), config=INC)
    result = run_scenario(data)
    assert result.error is not None
    assert result.state.aliens == ["Plant", None, "Human"] and "power_grafted" not in _kinds(result)


def test_plant_loses_its_power_and_the_graft_goes_back_at_once() -> None:
    """FAQ: Plant (the defense, on its third and last home colony) grafts the Human and loses; left with two
    home colonies it loses its power, and the Human has its power back at once, before the encounter
    ends."""
    hands = {"0": ["Attack 20"], "1": ["Attack 10", "Attack 04"], "2": ["Attack 06"]}
    ships = {"ships": {"1": {"5": 4, "6": 4, "7": 4, "10": 1}}}
    use = _graft(2, seat=1)
    data = encounter(
        ["", "Plant", "Human"], hands, "Attack 20", "Attack 10", before=(use,), setup=ships, config=INC
    )
    result = run(data)
    assert decided(result)["winner"] == "offense"
    kinds = _kinds(result)
    assert kinds.index("power_lost") < kinds.index("power_returned") < kinds.index("discarded")
    assert result.state.aliens == [None, "Plant", "Human"]
    assert check_invariants(result.state) == []


def _grafted_state(victim: str, second: str | None = None) -> Any:
    config = default_config(3, seed=2, aliens=("Plant", None, victim), incursion=True)
    state, _ = new_game(config)
    if second is not None:
        hooks.set_borrowed(state, 2, second)
    ev: Events = []
    graft(state, ev, 0, 2)
    return state, ev


def test_reincarnator_current_incarnation_is_grafted() -> None:
    """FAQ: Plant grafts the Reincarnator's current incarnation (its second power comes along)."""
    state, _ = _grafted_state("Reincarnator", "Human")
    assert hooks.powers_of(state, 0) == ["Reincarnator", "Human"]
    assert hooks.powers_of(state, 2) == []
    ev: Events = []
    hooks.end_loans(state, ev)
    assert hooks.powers_of(state, 2) == ["Reincarnator", "Human"] and hooks.powers_of(state, 0) == ["Plant"]


def test_f5_only_the_wild_of_a_grafted_alien() -> None:
    """FAQ F5: Plant holding the grafted Human's flare plays its Wild, not its Super; the Human's owner,
    without its power, plays its own flare's Wild too."""
    state, _ = _grafted_state("Human")
    flare = CARD_NAME.index("Flare: Human")
    assert windows.flare_half(state, 0, flare) == hooks.WILD
    assert windows.flare_half(state, 2, flare) == hooks.WILD


def test_a_power_that_cannot_be_stolen_is_not_grafted() -> None:
    """Symbiote's power cannot be stolen (``Power.bound``): Plant is never offered it."""
    config = default_config(3, seed=2, aliens=("Plant", None, "Human"), incursion=True)
    state, _ = new_game(config)
    assert graftable(state, 0, colony=False) == [2]
    config = default_config(3, seed=2, aliens=("Plant", None, "Symbiote"), incursion=True)
    state, _ = new_game(config)
    assert state.power_on[2] and graftable(state, 0, colony=False) == []


def test_wild_steals_a_power_in_place_of_ones_own() -> None:
    """Plant Wild (FAQ: it steals a power with its tokens): a player without Plant takes the Human's power for
    the encounter and wins with its +4."""
    hands = {"0": ["Attack 08", "Flare: Plant"], "1": ["Attack 10"], "2": ["Attack 06"]}
    wild = {"seat": 0, "type": "play", "card": "Flare: Plant", "half": "wild", "use": "wild", "player": 2}
    data = encounter(
        ["", "", "Human"], hands, "Attack 08", "Attack 10", before=(wild,), setup=SHIPS, config=INC
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 15, "defense_total": 14}
    assert result.state.aliens == [None, None, "Human"]


def test_super_grafts_without_a_colony() -> None:
    """Plant Super (reconstructed): Plant grafts the Human though it has no colony in its home system."""
    hands = {"0": ["Attack 08", "Flare: Plant"], "1": ["Attack 10"], "2": ["Attack 06"]}
    sup = {"seat": 0, "type": "play", "card": "Flare: Plant", "half": "super", "use": "super", "player": 2}
    result = run(
        encounter(["Plant", "", "Human"], hands, "Attack 08", "Attack 10", before=(sup,), config=INC)
    )
    assert decided(result) == {"winner": "offense", "offense_total": 15, "defense_total": 14}
    assert "power_grafted" in _kinds(result)


def test_wild_never_sets_a_bound_power_aside() -> None:
    """Symbiote's power cannot be lost through any means: the Plant Wild, which takes a power in place of
    one's own, is not offered to the Symbiote, while a player without a power may play it."""
    config = default_config(3, seed=2, aliens=("Symbiote", None, "Human"), incursion=True)
    state, _ = new_game(config)
    assert graftable(state, 0, colony=False) == []
    assert graftable(state, 1, colony=False) == [2]
    hands = {"0": ["Attack 08", "Flare: Plant"], "1": ["Attack 10"], "2": ["Attack 06"]}
    wild = {"seat": 0, "type": "play", "card": "Flare: Plant", "half": "wild", "use": "wild", "player": 2}
    data = encounter(
        ["Symbiote", "", "Human"], hands, "Attack 08", "Attack 10", before=(wild,), setup=SHIPS, config=INC
    )
    result = run_scenario(data)
    assert result.error is not None and result.error["code"] == "illegal_choice"
    assert result.state.aliens == ["Symbiote", None, "Human"] and "Flare: Plant" in [
        CARD_NAME[c] for c in result.state.hands[0]
    ]
