"""Tick-Tock: the last token wins, FAQ D8 (a three-way win with a winning deal), four planets start at
eight, attacks won by the offense do not count, and its flare halves."""

from __future__ import annotations

from typing import Any

from game.engine import apply
from game.scenario import check_expectations, run_scenario

ATTACK = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
]
HANDS = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12", "Attack 04"], "2": ["Attack 04"]}


def _run(
    actions: list[dict[str, Any]], aliens: list[str], hands: Any = None, config: Any = None, **setup: Any
) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens, **(config or {})},
        "setup": {"first_player": 0, "hands": hands or HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def _play(state: Any, actions: list[dict[str, Any]]) -> None:
    from game.cards.catalog import CARD_NAME

    for a in actions:
        a = dict(a)
        if isinstance(a.get("card"), str):
            a["card"] = next(c for c in state.hands[a["seat"]] if CARD_NAME[c] == a["card"])
        apply(state, a)


def test_the_last_token_wins_the_game() -> None:
    result = _run(ATTACK, ["", "", "Tick-Tock"])
    result.state.extra["Tick-Tock/2"] = 1
    _play(
        result.state,
        [
            {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        ],
    )
    assert result.state.over and result.state.winners == [2]


def test_an_offensive_win_keeps_the_tokens() -> None:
    result = _run(
        [
            *ATTACK,
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
        ],
        ["", "", "Tick-Tock"],
    )
    assert result.state.extra["Tick-Tock/2"] == 10
    assert "token_discarded" not in [e.kind for e in result.events]


def test_four_planets_start_with_eight_tokens() -> None:
    result = _run([], ["", "", "Tick-Tock"], config={"four_planets": True})
    assert (
        check_expectations(result, {"event_data": [{"kind": "tokens_placed", "seat": 2, "count": 8}]}) == []
    )


def test_faq_d8_a_winning_deal_that_takes_the_last_token_is_a_three_way_win() -> None:
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate"], "2": ["Attack 04"]}
    ships = {
        "0": {"0": 4, "1": 4, "10": 1, "11": 1, "12": 1, "13": 1},
        "1": {"5": 4, "6": 4, "14": 1, "2": 1, "3": 1, "4": 1},
    }
    result = _run(
        [
            {"seat": 0, "type": "place", "ships": [[0, 1]]},
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[1, 1]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
        ],
        ["", "", "Tick-Tock"],
        hands,
        ships=ships,
    )
    state = result.state
    state.extra["Tick-Tock/2"] = 1
    _play(
        state,
        [
            {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
            {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
            {
                "seat": 0,
                "type": "deal_propose",
                "terms": {
                    "offense": {"cards": [], "count": 0, "kind": None, "colony": 0},
                    "defense": {"cards": [], "count": 0, "kind": None, "colony": 6},
                },
            },
            {"seat": 1, "type": "deal_accept"},
        ],
    )
    while not state.over:
        prompt = state.prompts[0]
        spec = prompt.spec
        if prompt.ctx == "deal_colony":
            source = max(spec["sources"], key=lambda pc: pc[1])[0]
            apply(state, {"seat": prompt.seat, "type": "colony", "ships": [[source, 1]]})
        elif prompt.ctx == "return_ships":
            apply(
                state, {"seat": prompt.seat, "type": "place", "ships": [[spec["planets"][0], spec["count"]]]}
            )
        else:
            raise AssertionError(prompt)
    assert state.winners == [0, 1, 2]


def test_super_spends_a_ship_for_an_extra_token() -> None:
    hands = {"0": ["Attack 06"], "1": ["Attack 12", "Flare: Tick-Tock"], "2": ["Attack 04"]}
    result = _run(
        [
            *ATTACK,
            {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
            {"seat": 1, "type": "play", "card": "Flare: Tick-Tock", "half": "super", "use": "super"},
            {"seat": 1, "type": "lose", "ships": [[6, 1]]},
        ],
        ["", "Tick-Tock", ""],
        hands,
    )
    assert result.state.extra["Tick-Tock/1"] == 8
    assert check_expectations(result, {"warp": [3, 1, 0]}) == []


def test_wild_lands_ships_after_a_reshuffle() -> None:
    hands = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 04", "Flare: Tick-Tock"]}
    result = _run([], ["", "", ""], hands, deck=[], discard=["Attack 13", "Attack 14"])
    state = result.state
    state.extra["deck_reshuffles"] = 1  # as if the discard pile had just become the deck, this encounter
    state.extra["reshuffled_in"] = state.encounters
    _play(
        state,
        [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        ],
    )
    prompt = next(p for p in state.prompts if p.seat == 2)  # offered at once, in the next window
    option = next(o for o in prompt.options if o.get("use", "").startswith("wild"))
    _play(state, [{"seat": 2, **option}])
    _play(state, [{"seat": 2, "type": "planet", "planet": option["player"] * 5}])
    _play(state, [{"seat": 2, "type": "colony", "ships": [[10, 4]]}])
    assert state.ships[option["player"] * 5 * 3 + 2] == 4


def test_wild_after_a_destiny_reshuffle_at_the_next_window() -> None:
    """The destiny deck holds one card: the draw reshuffles the destiny discards first, and the Wild is
    offered in the very next window (the destiny card just drawn), not only at a later phase."""
    hands = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 04", "Flare: Tick-Tock"]}
    data = {
        "actions": [],
        "config": {"players": 3, "aliens": ["", "", ""]},
        "setup": {"first_player": 0, "hands": hands, "destiny_deck": ["blue"]},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    kinds = [e.kind for e in result.events]
    assert "destiny_reshuffled" in kinds
    state = result.state
    assert state.window is not None and state.window["name"] == "destiny_drawn"
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert any(o.get("use") == "wild" for o in prompt.options)


def test_wild_expires_with_the_encounter_of_the_reshuffle() -> None:
    from game import hooks
    from game.phases.destiny import reshuffle_destiny

    hands = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 04", "Flare: Tick-Tock"]}
    state = _run(ATTACK, ["", "", ""], hands).state
    power = hooks.POWERS["Tick-Tock"]
    wild = power.wild[0]
    assert power.options(state, 2, wild, -1) == []
    reshuffle_destiny(state, [])
    assert power.options(state, 2, wild, -1) != []
    state.encounters += 1  # a later encounter: "right after" is over
    assert power.options(state, 2, wild, -1) == []
