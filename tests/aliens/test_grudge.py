"""Grudge: FAQ P5 (having allied avoids the token), S3 (nothing outside the encounter, nothing lost), the
win and deal penalties, a zap after the tokens, and its flare halves."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.engine import apply
from game.scenario import check_expectations, run_scenario

HANDS = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 04"]}


def _actions(
    invite_off: list[int], invite_def: list[int], answers: list[dict[str, Any]], off: str, dfn: str
) -> list[dict[str, Any]]:
    return [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        {"seat": 0, "type": "invite", "seats": invite_off},
        {"seat": 1, "type": "invite", "seats": invite_def},
        *answers,
        {"seat": 0, "type": "encounter_card", "card": off},
        {"seat": 1, "type": "encounter_card", "card": dfn},
    ]


def _run(actions: list[dict[str, Any]], aliens: list[str], hands: Any = None, **setup: Any) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens},
        "setup": {"first_player": 0, "hands": hands or HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def test_faq_p5_an_ally_gets_no_token() -> None:
    answers = [{"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]}]
    result = _run(_actions([2], [], answers, "Attack 06", "Attack 12"), ["Grudge", "", ""])
    assert (
        check_expectations(
            result, {"no_events": ["grudge_tokens_given", "grudges_settled"], "warp": [3, 0, 1]}
        )
        == []
    )


def test_a_win_costs_each_refuser_one_ship() -> None:
    answers = [{"seat": 2, "type": "decline"}]
    actions = [
        *_actions([2], [], answers, "Attack 10", "Attack 04"),
        {"seat": 2, "type": "lose", "ships": [[11, 1]]},
    ]
    result = _run(actions, ["Grudge", "", ""], {**HANDS, "1": ["Attack 04"]})
    expect = {"warp": [0, 4, 1], "event_data": [{"kind": "grudges_settled", "ships": 1}]}
    assert check_expectations(result, expect) == []


def test_faq_s3_nothing_outside_the_encounter_means_nothing_lost() -> None:
    """Purple, invited by Grudge, sends every ship it has to the other side: its token costs nothing."""
    answers = [{"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 4]]}]
    result = _run(
        _actions([2], [2], answers, "Attack 06", "Attack 12"),
        ["Grudge", "", ""],
        ships={"2": {"10": 4}},
    )
    expect = {
        "event_data": [
            {"kind": "grudge_tokens_given", "players": [2]},
            {"kind": "grudges_settled", "ships": 4},
        ],
        "events": ["grudge_nothing_to_lose"],
        "no_events": ["ships_lost"],
    }
    assert check_expectations(result, expect) == []


def test_a_zapped_revenge_gives_no_tokens() -> None:
    hands = {**HANDS, "1": ["Attack 12", "Cosmic Zap"]}
    answers = [{"seat": 2, "type": "decline"}]
    result = _run(_actions([2], [], answers, "Attack 06", "Attack 12")[:5], ["Grudge", "", ""], hands)
    zap = next(o for o in result.state.prompts[0].options if o["type"] == "play")
    apply(result.state, {"seat": 1, **zap})
    assert "tokens" not in hooks.scratch(result.state, "Grudge")


def test_faq_z1_the_penalty_is_not_a_use_and_cannot_be_zapped() -> None:
    """Seat 1 lets the tokens be given and keeps its Cosmic Zap: no zap window opens for the penalty."""
    hands = {**HANDS, "1": ["Attack 12", "Cosmic Zap"]}
    answers = [{"seat": 2, "type": "decline"}, {"seat": 1, "type": "pass"}]
    result = _run(_actions([2], [], answers, "Attack 06", "Attack 12"), ["Grudge", "", ""], hands)
    assert [(p.seat, p.ctx) for p in result.state.prompts] == [(2, "grudge_lose")]
    assert check_expectations(result, {"hand_contains": {"1": ["Cosmic Zap"]}}) == []


def test_a_failed_deal_costs_four() -> None:
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate"], "2": ["Attack 04"]}
    answers = [{"seat": 2, "type": "decline"}]
    actions = [
        *_actions([2], [], answers, "Negotiate", "Negotiate"),
        {"seat": 0, "type": "deal_fail"},
        {"seat": 0, "type": "lose", "ships": [[1, 3]]},
        {"seat": 1, "type": "lose", "ships": [[6, 3]]},
        {"seat": 0, "type": "place", "ships": [[0, 3]]},
        {"seat": 2, "type": "lose", "ships": [[10, 4]]},
    ]
    result = _run(actions, ["Grudge", "", ""], hands)
    assert (
        check_expectations(
            result, {"warp": [3, 3, 4], "event_data": [{"kind": "grudges_settled", "ships": 4}]}
        )
        == []
    )


def test_super_makes_a_win_cost_four() -> None:
    hands = {"0": ["Attack 10", "Flare: Grudge"], "1": ["Attack 04"], "2": ["Attack 04"]}
    answers = [
        {"seat": 2, "type": "decline"},
        {"seat": 0, "type": "play", "card": "Flare: Grudge", "half": "super", "use": "super"},
    ]
    actions = [
        *_actions([2], [], answers, "Attack 10", "Attack 04"),
        {"seat": 2, "type": "lose", "ships": [[10, 4]]},
    ]
    result = _run(actions, ["Grudge", "", ""], hands)
    assert (
        check_expectations(
            result, {"warp": [0, 4, 4], "event_data": [{"kind": "grudges_settled", "ships": 4}]}
        )
        == []
    )


def test_wild_denies_the_winners_allies() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04", "Flare: Grudge"], "2": ["Attack 04"]}
    answers = [{"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]}]
    actions = [
        *_actions([2], [], answers, "Attack 10", "Attack 04"),
        {"seat": 1, "type": "play", "card": "Flare: Grudge", "half": "wild", "use": "wild"},
        {"seat": 2, "type": "place", "ships": [[10, 2]]},
    ]
    result = _run(actions, ["", "", ""], hands)
    expect = {
        "ships": {"5": {"0": 3, "2": 0}, "10": {"2": 4}},
        "events": ["allies_denied"],
        "foreign_colonies": [1, 0, 0],
    }
    assert check_expectations(result, expect) == []


def test_faq_an_allied_observer_keeps_the_ship_its_grudge_costs() -> None:
    """FAQ (Observer): as an ally Observer protects all its ships, also outside the encounter: the ship its
    grudge token costs is not lost to the warp (it stays on its colonies)."""
    answers = [{"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]}]
    actions = [
        *_actions([2], [2], answers, "Attack 10", "Attack 04"),
        {"seat": 2, "type": "lose", "ships": [[11, 1]]},
    ]
    result = _run(actions, ["Grudge", "", "Observer"], {**HANDS, "1": ["Attack 04"]})
    expect = {
        "warp": [0, 4, 0],
        "event_data": [
            {"kind": "grudges_settled", "players": [2], "ships": 1},
            {"kind": "ships_saved", "seat": 2, "by": 2, "count": 1},
        ],
    }
    assert check_expectations(result, expect) == []
