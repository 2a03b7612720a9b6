"""Fury: a token per ship of its own lost to the warp; tokens spent before the reveal for 3 each, up or
down, gone whatever the outcome; the tokens go with the power when it is lent (FAQ, Philanthropist and
Plant rows); a ship freed from a Fungus stack into the warp earns a token (FAQ, Fungus); the flare's
halves (reconstructed: docs/aliens.md)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import decided, encounter, run, run_with_extra

from game.engine import apply, new_game
from game.errors import IllegalAction
from game.scenario import make_setup, named_cards, scenario_config
from game.state import GameState

SPEND = {"seat": 0, "type": "power", "alien": "Fury", "use": "avenge"}
HANDS = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 05"]}


def _fury(**kw: Any) -> dict[str, Any]:
    data = encounter(["Fury", "", ""], HANDS, "Attack 08", "Attack 12", **kw)
    data["config"]["incursion"] = True
    return data


def test_lost_ships_earn_tokens() -> None:
    # Fury attacks with 3 ships and loses 08 + 3 to 12 + 4: its 3 ships reach the warp, 3 tokens.
    result = run(_fury())
    assert decided(result)["winner"] == "defense"
    assert result.state.extra["Fury/0"] == 3
    assert {"seat": 0, "count": 3, "total": 3} in [e.data for e in result.events if e.kind == "fury_tokens"]


def test_spent_tokens_turn_the_encounter_and_are_gone() -> None:
    # With 2 tokens Fury adds +6 once the cards are chosen: 08 + 3 + 6 = 17 beats 12 + 4 = 16.
    data = _fury(after=({**SPEND, "avenge": 6},))
    result = run_with_extra(data, {"Fury/0": 2})
    assert decided(result) == {"winner": "offense", "offense_total": 17, "defense_total": 16}
    assert result.state.extra["Fury/0"] == 0


def test_spent_tokens_stay_spent_when_the_side_loses() -> None:
    # One token (+3) is not enough: 14 against 16. The token is gone, and the 3 lost ships bring 3 new.
    data = _fury(after=({**SPEND, "avenge": 3},))
    result = run_with_extra(data, {"Fury/0": 2})
    assert decided(result)["winner"] == "defense"
    assert result.state.extra["Fury/0"] == 1 + 3


def test_tokens_may_lower_the_total() -> None:
    # "Add or subtract": -3 a token from Fury's own side (here it helps nobody, but it is allowed).
    data = _fury(after=({**SPEND, "avenge": -3},))
    result = run_with_extra(data, {"Fury/0": 1})
    assert decided(result) == {"winner": "defense", "offense_total": 8, "defense_total": 16}


def test_cannot_spend_tokens_it_lacks_or_outside_the_encounter() -> None:
    # Two tokens allow at most +6: +9 is refused and changes nothing; a Fury that is not in the
    # encounter is offered nothing.
    data = _fury()
    result = run_with_extra(data, {"Fury/0": 2})
    state = result.state
    options = [o for p in state.prompts if p.seat == 0 for o in p.options if o.get("use") == "avenge"]
    assert sorted(o["avenge"] for o in options) == [-6, -3, 3, 6]
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {**SPEND, "avenge": 9})
    assert (
        state.extra == before.extra
        and state.enc.mods == before.enc.mods
        and state.enc.scratch == before.enc.scratch
    )
    outsider = encounter(["", "", "Fury"], HANDS, "Attack 08", "Attack 12")
    outsider["config"]["incursion"] = True
    state = run_with_extra(outsider, {"Fury/2": 4}).state
    assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Fury"]


def test_tokens_go_with_a_lent_power() -> None:
    # FAQ (Philanthropist Wild; Plant: "Fury's tokens"): lending the power lends the tokens with it.
    data = {
        "actions": [
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Philanthropist",
                "half": "wild",
                "use": "wild",
                "player": 2,
            },
        ],
        "config": {"players": 3, "aliens": ["Fury", "", ""], "incursion": True},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Flare: Philanthropist", "Attack 08"], "1": ["Attack 06"], "2": ["Attack 05"]},
            "ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4}},
        },
    }
    state = run_with_extra(data, {"Fury/0": 5}).state
    assert state.aliens[2] == "Fury" and state.extra.get("Fury/2") == 5 + 0 and "Fury/0" not in state.extra


def test_wild_adds_one_per_ship_in_the_warp() -> None:
    # Seat 2 allies with the offense (2 ships) and plays the Fury Wild with 5 ships in the warp:
    # 08 + 3 + 2 + 5 = 18 beats 12 + 4 = 16.
    hands = {
        "0": ["Attack 08", "Attack 04"],
        "1": ["Attack 12", "Attack 06"],
        "2": ["Flare: Fury", "Attack 05"],
    }
    data = encounter(
        ["", "", ""],
        hands,
        "Attack 08",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        after=({"seat": 2, "type": "play", "card": "Flare: Fury", "half": "wild", "use": "wild"},),
        setup={"ships": {"2": {"10": 4, "11": 4, "12": 4, "13": 3}}},
    )
    data["config"]["incursion"] = True
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 18, "defense_total": 16}


def test_super_spends_after_the_reveal() -> None:
    # Fury sees the 12 turn over, then spends two tokens with its Super: 08 + 3 + 6 = 17 beats 16.
    hands = {"0": ["Attack 08", "Flare: Fury"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 05"]}
    data = encounter(
        ["Fury", "", ""],
        hands,
        "Attack 08",
        "Attack 12",
        after=(
            {"seat": 0, "type": "pass"},
            {"seat": 0, "type": "play", "card": "Flare: Fury", "half": "super", "use": "super", "avenge": 6},
        ),
    )
    data["config"]["incursion"] = True
    result = run_with_extra(data, {"Fury/0": 3})
    assert decided(result) == {"winner": "offense", "offense_total": 17, "defense_total": 16}
    assert result.state.extra["Fury/0"] == 1


def test_fungus_freed_ships_earn_tokens() -> None:
    # FAQ (Fungus): captured ships get their traits back as they are freed into the warp, so Fury gains a
    # token for each. Three of Fury's ships are stacked under Fungus's ships on planet 5; Fury wins there,
    # Fungus's ships go to the warp, the stack is freed and Fury's three ships reach the warp: 3 tokens.
    hands = {"0": ["Attack 20", "Attack 04"], "1": ["Attack 01", "Attack 06"], "2": ["Attack 05"]}
    data = encounter(["Fury", "Fungus", ""], hands, "Attack 20", "Attack 01")
    data["config"]["incursion"] = True
    data["setup"]["ships"] = {"0": {"0": 4, "1": 4, "2": 4, "3": 5}}
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        state.warp[0] -= 3  # held in the stack instead
        state.extra["Fungus/stacks/1"] = [[5, [3, 0, 0]]]

    state, _ = new_game(config, setup)
    for action in data["actions"]:
        apply(state, named_cards(action, state.hands[action["seat"]]))
    assert state.extra.get("Fury/0") == 3
    assert state.warp[0] == 3


def test_faq_tokens_go_with_the_power_plant_grafts() -> None:
    # Plant (seat 0, a colony in Fury's home system) grafts Fury with its 2 tokens and spends them:
    # 08 + 3 + 6 = 17 beats 12 + 4 = 16; Fury gets its power back without the spent tokens.
    graft = {"seat": 0, "type": "power", "alien": "Plant", "use": "graft", "player": 2}
    data = encounter(
        ["Plant", "", "Fury"],
        HANDS,
        "Attack 08",
        "Attack 12",
        before=(graft,),
        after=({**SPEND, "avenge": 6},),
        setup={"ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "10": 1}}},
        config={"incursion": True},
    )
    result = run_with_extra(data, {"Fury/2": 2})
    assert decided(result) == {"winner": "offense", "offense_total": 17, "defense_total": 16}
    assert result.state.extra["Fury/2"] == 0 and result.state.aliens[2] == "Fury"
