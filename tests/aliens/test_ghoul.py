"""Ghoul (Cosmic Incursion): the feast after a win, its FAQ rulings (only ships that really reach the warp
because they lost; Ionic Gas; the reward deck), what it may not do, and both flare halves."""

from __future__ import annotations

from typing import Any

from game.scenario import run_scenario
from tests.aliens.encounter_kit import check, encounter, run

INC = {"incursion": True}
# three of Ghoul's ships start in the warp; the Regroup brings one back to planet 0
GHOUL_SHIPS = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 1}}
REGROUP = {"seat": 0, "type": "place", "ships": [[0, 1]]}
ALLY_DEF = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},)


def _won(after: tuple[dict[str, Any], ...] = (), **kw: Any) -> dict[str, Any]:
    """Ghoul (seat 0) attacks planet 5 (four defending ships) with Attack 12 against Attack 04; seat 2
    defends with one ship: the offense wins 15 to 9 and five opposing ships go to the warp."""
    hands = kw.pop(
        "hands", {"0": ["Attack 12", "Attack 06"], "1": ["Attack 04", "Attack 08"], "2": ["Attack 05"]}
    )
    aliens = kw.pop("aliens", ["Ghoul", "", ""])
    data = encounter(
        aliens,
        hands,
        "Attack 12",
        "Attack 04",
        config={**INC, **kw.pop("config", {})},
        invites=([], [2]),
        allies=ALLY_DEF,
        after=after,
        setup={"ships": GHOUL_SHIPS},
        **kw,
    )
    data["actions"].insert(0, REGROUP)
    return data


def test_feast_one_reward_per_opposing_ship_in_the_warp() -> None:
    """Five losing ships reached the warp: five rewards, here two ships back and three cards."""
    data = _won(
        (
            {"seat": 0, "type": "rewards", "ships": 2, "cards": 3},
            {"seat": 0, "type": "place", "ships": [[0, 2]]},
        ),
        expect={
            "warp": [0, 4, 1],
            "hand_sizes": [4, 1, 1],
            "event_data": [{"kind": "feast", "seat": 0, "rewards": 5}],
        },
    )
    check(data)


def test_faq_ionic_gas_stops_the_feast() -> None:
    """FAQ: Ionic Gas stops Ghoul's power."""
    hands = {
        "0": ["Attack 12", "Attack 06"],
        "1": ["Attack 04", "Attack 08"],
        "2": ["Ionic Gas", "Attack 05"],
    }
    data = _won(
        ({"seat": 2, "type": "play", "card": "Ionic Gas"},),
        hands=hands,
        expect={"warp": [2, 4, 1], "hand_sizes": [1, 1, 1], "no_events": ["feast"]},
    )
    check(data)


def test_faq_ships_that_never_reach_the_warp_are_no_feast() -> None:
    """FAQ: Ghoul feasts only on ships that actually arrive in the warp; Zombie's losing ships go home
    instead, so only the ally's ship counts."""
    data = _won(
        (
            {"seat": 1, "type": "place", "ships": [[6, 4]]},
            {"seat": 0, "type": "rewards", "ships": 1, "cards": 0},
            {"seat": 0, "type": "place", "ships": [[0, 1]]},
        ),
        aliens=["Ghoul", "Zombie", ""],
        expect={"event_data": [{"kind": "feast", "seat": 0, "rewards": 1}], "warp": [1, 0, 1]},
    )
    check(data)


def test_faq_ghoul_may_draw_from_the_reward_deck() -> None:
    """FAQ: with the reward deck, Ghoul declares how many of its card rewards are reward cards."""
    data = _won(
        ({"seat": 0, "type": "rewards", "ships": 0, "cards": 5, "reward": 3},),
        config={"rewards": "deck"},
        expect={"reward_cards": [3, 0, 0], "hand_sizes": [6, 1, 1]},
    )
    check(data)


def test_no_feast_after_a_loss() -> None:
    """A losing Ghoul takes nothing, and a feast it asks for is refused without changing anything."""
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Attack 08"], "2": ["Attack 05"]}
    data = encounter(["Ghoul", "", ""], hands, "Attack 04", "Attack 12", config=INC, expect={})
    result = run(data)
    assert not [e for e in result.events if e.kind == "feast"]
    data["actions"].append({"seat": 0, "type": "power", "alien": "Ghoul", "use": "feast", "rewards": 3})
    refused = run_scenario(data)
    assert refused.error is not None and refused.error["index"] == len(data["actions"]) - 1
    assert [len(h) for h in refused.state.hands] == [len(h) for h in result.state.hands]


def test_wild_one_reward_per_opposing_player() -> None:
    """Ghoul Wild, played by a winning offense: two players opposed it, two rewards (cards)."""
    hands = {"0": ["Attack 12", "Flare: Ghoul"], "1": ["Attack 04", "Attack 08"], "2": ["Attack 05"]}
    data = _won(
        (
            {"seat": 0, "type": "play", "card": "Flare: Ghoul", "half": "wild", "use": "wild", "rewards": 2},
            {"seat": 0, "type": "rewards", "ships": 0, "cards": 2},
        ),
        hands=hands,
        aliens=["", "", "Ghoul"],
        expect={"hand_sizes": [3, 1, 1], "event_data": [{"kind": "feast", "seat": 0, "rewards": 2}]},
    )
    check(data)


def test_super_feasts_as_an_offensive_ally() -> None:
    """Ghoul Super: Ghoul (seat 2) allied with the winning offense feasts on the four defending ships."""
    hands = {
        "0": ["Attack 12", "Attack 06"],
        "1": ["Attack 04", "Attack 08"],
        "2": ["Flare: Ghoul", "Attack 05"],
    }
    data = encounter(
        ["", "", "Ghoul"],
        hands,
        "Attack 12",
        "Attack 04",
        config=INC,
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},),
        after=(
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Ghoul",
                "half": "super",
                "use": "super",
                "rewards": 4,
            },
        ),
        expect={"hand_sizes": [1, 1, 6], "event_data": [{"kind": "feast", "seat": 2, "rewards": 4}]},
    )
    check(data)


def test_faq_no_feast_on_ships_lost_to_other_effects_such_as_plague() -> None:
    """FAQ: Ghoul feasts only on ships lost because they lost the encounter; Plague precedes the encounter.
    Ghoul plagues the defense first (three of its ships go to the warp from planet 9): the feast still
    counts only the five losing ships, though seven of the defense's ships and one ally's are in the warp."""
    hands = {"0": ["Attack 12", "Attack 06", "Plague"], "1": ["Attack 04", "Attack 08"], "2": ["Attack 05"]}
    data = _won(
        ({"seat": 0, "type": "rewards", "ships": 0, "cards": 5},),
        hands=hands,
        expect={"warp": [2, 7, 1], "event_data": [{"kind": "feast", "seat": 0, "rewards": 5}]},
    )
    data["actions"][0:0] = [
        {"seat": 0, "type": "play", "card": "Plague", "target": 1},
        {"seat": 1, "type": "lose", "ships": [[9, 3]]},
        {"seat": 1, "type": "discard", "cards": ["Attack 08"]},
    ]
    check(data)
