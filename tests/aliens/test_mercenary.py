"""Mercenary (Cosmic Incursion): the bounty as a winning main player or offensive ally, FAQ C6 (Ionic Gas
stops it), what it may not do, and both flare halves."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from tests.aliens.encounter_kit import check, encounter

INC = {"incursion": True}
HANDS = {"0": ["Attack 12", "Attack 06"], "1": ["Attack 04", "Attack 08"], "2": ["Attack 05", "Attack 07"]}


def _offense_wins(aliens: list[str], **kw: Any) -> dict[str, Any]:
    """Seat 0 attacks planet 5 with three ships, Attack 12 against Attack 04: the offense wins."""
    return encounter(aliens, kw.pop("hands", HANDS), "Attack 12", "Attack 04", config=INC, **kw)


def test_bounty_as_the_winning_offense() -> None:
    """Three ships in the gate: three defender rewards (cards, no ship waits in the warp), and the colony."""
    data = _offense_wins(
        ["Mercenary", "", ""],
        expect={
            "hand_sizes": [4, 1, 2],
            "foreign_colonies": [1, 0, 0],
            "event_data": [{"kind": "bounty", "seat": 0, "rewards": 3}],
        },
    )
    check(data)


def test_bounty_as_an_offensive_ally() -> None:
    """Mercenary allied with the winning offense with two ships: two rewards besides its colony."""
    data = _offense_wins(
        ["", "", "Mercenary"],
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        expect={"hand_sizes": [1, 1, 4], "event_data": [{"kind": "bounty", "seat": 2, "rewards": 2}]},
    )
    check(data)


def test_faq_c6_ionic_gas_stops_the_bounty() -> None:
    """FAQ C6: Ionic Gas stops Mercenary's power."""
    hands = {**HANDS, "2": ["Ionic Gas", "Attack 07"]}
    data = _offense_wins(
        ["Mercenary", "", ""],
        hands=hands,
        after=({"seat": 2, "type": "play", "card": "Ionic Gas"},),
        expect={"hand_sizes": [1, 1, 1], "no_events": ["bounty"]},
    )
    check(data)


def test_no_bounty_for_a_defensive_ally_or_a_loser() -> None:
    """A defensive ally gets only its usual rewards; a losing Mercenary gets nothing, and a bounty it
    asks for is refused without changing anything."""
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Attack 05", "Attack 07"],
    }
    data = encounter(
        ["Mercenary", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        expect={"no_events": ["bounty"], "hand_sizes": [1, 1, 2]},
    )
    result = check(data)
    data["actions"].append({"seat": 0, "type": "power", "alien": "Mercenary", "use": "bounty", "rewards": 3})
    refused = run_scenario(data)
    assert refused.error is not None and refused.error["index"] == len(data["actions"]) - 1
    assert [len(h) for h in refused.state.hands] == [len(h) for h in result.state.hands]


def test_defensive_ally_mercenary_takes_only_the_usual_rewards() -> None:
    """Mercenary as a defensive ally of a winning defense: one reward per ship, not two."""
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Attack 05", "Attack 07"],
    }
    data = encounter(
        ["", "", "Mercenary"],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        after=({"seat": 2, "type": "place", "ships": [[10, 2]]},),
        expect={"no_events": ["bounty"], "hand_sizes": [1, 1, 4]},
    )
    check(data)


def test_wild_the_winning_defense_takes_rewards() -> None:
    """Mercenary Wild: the defense wins with its four ships on the planet and takes four rewards."""
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12", "Flare: Mercenary"], "2": ["Attack 05"]}
    data = encounter(
        ["", "", "Mercenary"],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        after=(
            {
                "seat": 1,
                "type": "play",
                "card": "Flare: Mercenary",
                "half": "wild",
                "use": "wild",
                "rewards": 4,
            },
        ),
        expect={"hand_sizes": [1, 5, 1], "event_data": [{"kind": "bounty", "seat": 1, "rewards": 4}]},
    )
    check(data)


def test_super_redraws_unwanted_reward_cards() -> None:
    """Mercenary Super: of the three bounty cards (Attack 20, Negotiate, Attack 01) it throws away the
    two weak ones and draws two new cards."""
    hands = {**HANDS, "0": ["Attack 12", "Flare: Mercenary"]}
    data = _offense_wins(
        ["Mercenary", "", ""],
        hands=hands,
        setup={"deck_top": ["Attack 20", "Negotiate", "Attack 01", "Attack 30", "Attack 15"]},
        after=(
            {"seat": 0, "type": "play", "card": "Flare: Mercenary", "half": "super", "use": "super"},
            {"seat": 0, "type": "discard", "cards": ["Negotiate", "Attack 01"]},
        ),
        expect={"hand_sizes": [4, 1, 2], "discard": ["Attack 01", "Negotiate", "Attack 12", "Attack 04"]},
    )
    result = check(data)
    assert sorted(CARD_NAME[c] for c in result.state.hands[0]) == [
        "Attack 15",
        "Attack 20",
        "Attack 30",
        "Flare: Mercenary",
    ]


def test_bounty_as_the_winning_defense() -> None:
    """As the defense (a main player), Mercenary winning with its four ships on planet 5 takes four defender
    rewards (cards: none of its ships is in the warp), counted from the ships it had on the planet."""
    data = encounter(
        ["", "Mercenary", ""],
        HANDS,
        "Attack 06",
        "Attack 08",
        config=INC,
        expect={
            "hand_sizes": [1, 5, 2],
            "event_data": [{"kind": "bounty", "seat": 1, "rewards": 4}],
        },
    )
    check(data)
