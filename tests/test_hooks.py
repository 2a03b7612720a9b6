"""Alien powers plug in through game.hooks: a test-only power shows the hooks fire, in timing order, and
only while its owner has enough home colonies (base-rules R4.3)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events
from game.moments import Moment, PhaseStart
from game.scenario import run_scenario
from game.state import GameState


@hooks.register
class Booster(hooks.Power):
    """Test power: +10 to its own side's total when it is a main player; records the phases it saw."""

    name: ClassVar[str] = "TestBooster"
    seen: ClassVar[list[str]] = []

    hears = (PhaseStart,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        if isinstance(moment, PhaseStart):
            Booster.seen.append(moment.phase)

    def modify_total(self, state: GameState, seat: int, side: str, total: int, parts: dict[str, Any]) -> int:
        mine = "offense" if seat == state.offense else "defense" if seat == state.enc.defense else None
        return total + 10 if side == mine else total


def _encounter(red_ships: dict[int, int]) -> dict[str, Any]:
    """Red (with the booster) attacks Blue with an 08 against Blue's 12 and Blue's four defending ships."""
    return {
        "config": {"players": 3, "seed": 1, "aliens": ["TestBooster", None, None]},
        "setup": {
            "first_player": 0,
            "hands": {
                "0": ["Attack 08"] * 1 + ["Negotiate"],
                "1": ["Attack 12", "Negotiate"],
                "2": ["Attack 04"],
            },
            "destiny_top": ["blue"],
            "ships": {"0": red_ships},
        },
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 1]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": _card("Attack 08")},
            {"seat": 1, "type": "encounter_card", "card": _card("Attack 12")},
        ],
    }


def _card(name: str) -> int:
    from game.cards.catalog import CARD_NAME

    return CARD_NAME.index(name)


def test_power_changes_the_total_and_the_outcome() -> None:
    Booster.seen.clear()
    result = run_scenario(_encounter({0: 4, 1: 4, 2: 4, 3: 4, 4: 4}))
    assert result.error is None
    decided = next(e for e in result.events if e.kind == "encounter_decided")
    # 8 + 1 ship + 10 from the power against 12 + 4 ships
    assert decided.data == {"winner": "offense", "offense_total": 19, "defense_total": 16}
    assert Booster.seen[:6] == ["start_turn", "regroup", "destiny", "launch", "alliance", "planning"]


def test_power_is_off_below_three_home_colonies() -> None:
    # Red keeps only two home colonies (all 20 ships on them): no power, so the defense wins 16 to 9.
    result = run_scenario(_encounter({0: 10, 1: 10}))
    assert result.error is None
    assert result.state.power_on[0] is False
    decided = next(e for e in result.events if e.kind == "encounter_decided")
    assert decided.data == {"winner": "defense", "offense_total": 9, "defense_total": 16}


def test_power_returns_with_a_third_home_colony() -> None:
    data = _encounter({0: 10, 1: 10})
    data["setup"]["destiny_top"] = ["red"]  # own colour: re-establish a third home colony
    data["actions"] = [
        {"seat": 0, "type": "own_colour", "choice": "reestablish", "planet": 2},
        {"seat": 0, "type": "reestablish", "ships": [[0, 1]]},
    ]
    result = run_scenario(data)
    assert result.error is None, result.error
    assert result.state.power_on[0] is True
    assert [e.kind for e in result.events].count("power_regained") == 1
