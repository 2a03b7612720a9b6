"""Poison (Cosmic Alliance): a destiny card with a hazard warning costs every foreign colony in its home
system one ship (mandatory; the warning is printed on the card, so without the hazard deck too; FAQ: the
card is acted on right after it is drawn); as a main player (the erratum's "any player" is the whole
sheet's bar: the win stays a main player's) with two attacks within 2, it may win whatever the totals; the
rebuilt Wild (the first part for one draw) and Super (within 4)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on
from game.engine import apply, new_game
from game.hazards.catalog import has_warning
from game.scenario import ScenarioResult, make_setup, named_cards, scenario_config
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}
HANDS = {"0": ["Attack 08", "Attack 01"], "1": ["Attack 10", "Attack 06"], "2": ["Attack 05"]}
# seat 0: a colony of 2 ships on planet 10, seat 1: one of 1 ship on planet 11 (Poison's home system: seat 2)
COLONIES = {"0": {0: 4, 1: 4, 2: 4, 3: 4, 4: 2, 10: 2}, "1": {5: 4, 6: 4, 7: 4, 8: 4, 9: 3, 11: 1}}


def poisoned_game(aliens: list[str], **kw: Any) -> dict[str, Any]:
    data = encounter(
        aliens, HANDS, "Attack 08", "Attack 10", config=ALLIANCE, setup={"ships": COLONIES}, **kw
    )
    return data


def run_with_top_destiny(data: dict[str, Any], card: int) -> ScenarioResult:
    """Play ``data`` with destiny card ``card`` on top of the destiny deck."""
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        deck = state.destiny_deck + state.destiny_discard
        deck.remove(card)
        state.destiny_deck, state.destiny_discard = [*deck, card], []

    state, events = new_game(config, setup)
    result = ScenarioResult(state, list(events))
    for action in data["actions"]:
        result.events.extend(apply(state, named_cards(action, state.hands[action["seat"]])))
    return result


def test_a_hazard_warning_costs_each_foreign_colony_in_its_home_system_a_ship() -> None:
    result = run(poisoned_game(["", "", "Poison"]))  # the kit's blue destiny card has the warning
    state = result.state
    assert ships_on(state, 10, 0) == 1 and ships_on(state, 11, 1) == 0
    warped = [
        (e.data["seat"], e.data["src"], e.data["count"]) for e in result.events if e.kind == "ships_moved"
    ]
    assert warped[:2] == [(0, 10, 1), (1, 11, 1)]  # before the launch, in timing order


def test_works_without_the_hazard_deck_and_only_on_a_warning() -> None:
    data = poisoned_game(["", "", "Poison"])
    assert "hazards" not in data["config"]
    plain_blue = 4  # blue's second destiny card: no warning
    assert has_warning(3) and not has_warning(plain_blue)
    kinds = [e.kind for e in run_with_top_destiny(data, plain_blue).events]
    assert "poisoned" not in kinds[: kinds.index("encounter_ended")]


def test_its_own_ships_at_home_are_no_foreign_colony() -> None:
    result = run(encounter(["", "", "Poison"], HANDS, "Attack 08", "Attack 10", config=ALLIANCE))
    assert "poisoned" not in [e.kind for e in result.events]


def lethal(seat: int = 0, use: str = "lethal") -> dict[str, Any]:
    return {"seat": seat, "type": "power", "alien": "Poison", "use": use}


def test_a_main_player_within_2_may_win_whatever_the_totals() -> None:
    # 8 + 3 = 11 against 10 + 4 = 14: Poison, the offense, wins all the same
    data = encounter(["Poison", "", ""], HANDS, "Attack 08", "Attack 10", after=(lethal(),), config=ALLIANCE)
    result = run(data)
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided["winner"] == "offense" and decided["offense_total"] < decided["defense_total"]


def test_not_offered_beyond_2_or_against_a_negotiate() -> None:
    for dfn in ("Attack 12", "Negotiate"):
        hands = {"0": ["Attack 08", "Attack 01"], "1": [dfn, "Attack 06"], "2": ["Attack 05"]}
        state = run(encounter(["Poison", "", ""], hands, "Attack 08", dfn, config=ALLIANCE)).state
        assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Poison"]


def test_not_as_an_ally() -> None:
    data = encounter(
        ["", "", "Poison"],
        HANDS,
        "Attack 08",
        "Attack 10",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},),
        config=ALLIANCE,
    )
    state = run(data).state
    assert not [o for p in state.prompts for o in p.options if o.get("use") == "lethal"]


def test_wild_poisons_the_holders_home_system_once() -> None:
    hands = {**HANDS, "2": ["Flare: Poison", "Attack 05"]}
    wild = {"seat": 2, "type": "play", "card": "Flare: Poison", "half": "wild", "use": "wild"}
    data = encounter(
        ["", "", ""], hands, "Attack 08", "Attack 10", config=ALLIANCE, setup={"ships": COLONIES}
    )
    data["actions"].insert(0, wild)
    state = run(data).state
    assert ships_on(state, 10, 0) == 1 and ships_on(state, 11, 1) == 0


def test_super_wins_within_4() -> None:
    hands = {"0": ["Attack 08", "Flare: Poison"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 05"]}
    after = ({"seat": 0, "type": "play", "card": "Flare: Poison", "half": "super", "use": "super"},)
    result = run(encounter(["Poison", "", ""], hands, "Attack 08", "Attack 12", after=after, config=ALLIANCE))
    assert next(e.data for e in result.events if e.kind == "encounter_decided")["winner"] == "offense"
