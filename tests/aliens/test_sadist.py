"""Sadist: wins at the start of any Regroup once every other player has lost eight ships (warp, removed,
captured: ``board.ships_lost``). Wild (FAQ erratum, L2507-2515): a card per player who lost ships to its
holder, as the winning main player or by its card or effect. Super rebuilt from a fan note."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.aliens.sadist import victims
from game.board import ships_lost
from game.engine import apply
from game.hooks import clash
from game.scenario import run_scenario

CONFLICT = {"expansions": ["conflict"]}
SUPER = {"seat": 0, "type": "play", "card": "Flare: Sadist", "half": "super", "use": "super"}


def _data(aliens: list[str], lost: tuple[int, int], hand0: list[str] | None = None) -> dict[str, Any]:
    """Seat 0 attacks seat 1; seats 1 and 2 have ``lost`` ships in the warp."""
    data = encounter(
        aliens,
        {"0": hand0 or ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config=CONFLICT,
        setup={"ships": {"1": _placed(5, 20 - lost[0]), "2": _placed(10, 20 - lost[1])}},
    )
    return data


def _placed(first: int, ships: int) -> dict[str, int]:
    """``ships`` ships spread over a system's five planets (at least one on each, so it keeps its power)."""
    out = {str(first + i): 1 for i in range(5)}
    out[str(first)] += ships - 5
    return out


def test_wins_at_the_start_of_regroup_when_everyone_lost_eight() -> None:
    data = _data(["Sadist", "", ""], (8, 9))
    data["actions"] = []
    state = run_scenario(data).state
    assert state.over
    assert state.winners == [0]


def test_seven_lost_ships_are_not_enough() -> None:
    data = _data(["Sadist", "", ""], (8, 7))
    data["actions"] = []
    state = run_scenario(data).state
    assert not state.over


def test_removed_and_captured_ships_count_as_lost() -> None:
    data = _data(["Sadist", "", ""], (4, 8))
    data["actions"] = []
    state = run_scenario(data).state
    state.removed[1] = 4
    assert ships_lost(state, 1) == 8


def test_the_win_comes_at_anyones_regroup() -> None:
    data = _data(["", "Sadist", ""], (0, 8))  # seat 0's turn; seats 0 and 2 must have lost 8
    data["setup"]["ships"]["0"] = _placed(0, 12)
    data["actions"] = []
    state = run_scenario(data).state
    assert state.over and state.winners == [1]


def test_do_not_use_with_zombie_or_healer() -> None:
    assert clash("Sadist", "Zombie") and clash("Sadist", "Healer")


def test_wild_draws_a_card_per_player_who_lost_ships_to_the_winner() -> None:
    # seat 0 (no Sadist) wins against the defense and its ally: two players lost ships to it
    data = _data(["Human", "", ""], (0, 0), ["Attack 20", "Flare: Sadist"])
    data["invites"] = ([], [2])
    data["actions"][3] = {"seat": 1, "type": "invite", "seats": [2]}
    data["actions"].insert(4, {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]})
    result = run(data)
    state = result.state
    prompt = next(p for p in state.prompts if p.seat == 0)
    option = next(o for o in prompt.options if o["type"] == "play" and o.get("half") == "wild")
    before = len(state.hands[0])
    apply(state, {"seat": 0, **option})
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        apply(state, {"seat": p.seat, "type": "pass"})
    assert len(state.hands[0]) == before + 2


def test_super_another_player_takes_the_ship_back_and_a_third_loses_one() -> None:
    data = _data(["Sadist", "", ""], (0, 3), ["Attack 20", "Flare: Sadist"])
    data["setup"]["ships"]["0"] = _placed(0, 19)
    data["actions"] = [{**SUPER, "player": 2, "victim": 1}]
    result = run_scenario(data)
    assert result.error is None, result.error
    state = result.state
    apply(state, {"seat": 1, "type": "lose", "ships": [[5, 1]]})  # the victim picks the ship it loses
    events = [e.kind for e in result.events]
    assert "regroup_passed" in events
    assert state.warp[1] == 1  # the victim lost one ship
    assert state.warp[0] == 1  # the offense took nothing back


def test_faq_ships_sent_by_its_holders_effect_count_for_the_wild() -> None:
    # FAQ: sending means winning as a main player, or a card or effect aimed at ships (Vacuum, Plague,
    # Saboteur Wild): a loss record of kind "sent" made by seat 0 pays seat 0, one made by another does not
    data = _data(["Human", "", ""], (0, 0))
    data["actions"] = []
    state = run_scenario(data).state
    state.enc.mods.losses = [
        {"seat": 1, "sources": [], "kind": "sent", "by": 0, "saved": False, "warped": 2},
        {"seat": 2, "sources": [], "kind": "sent", "by": 1, "saved": False, "warped": 1},
    ]
    assert victims(state, 0) == [1]
    assert victims(state, 1) == [2]
