"""Changeling: a main player draws a card or trades alien sheets with its opponent once the defense is
known; the sheets change hands for good with what lies on them (FAQ erratum), once per encounter."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run, run_with_extra

from game import hooks
from game.engine import apply
from game.scenario import ScenarioResult, run_scenario

CONFLICT = {"expansions": ["conflict"]}
SWAP = {"seat": 0, "type": "power", "alien": "Changeling", "use": "change", "form": "swap"}
DRAW = {**SWAP, "form": "draw"}
WILD = {"seat": 0, "type": "play", "card": "Flare: Changeling", "half": "wild", "use": "wild"}


def _data(
    aliens: list[str], first: tuple[dict[str, Any], ...], hand0: list[str] | None = None, **config: Any
) -> dict[str, Any]:
    data = encounter(
        aliens,
        {"0": hand0 or ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config={**CONFLICT, **config},
    )
    data["actions"][:0] = list(first)
    return data


def test_swap_trades_the_sheets_for_good_with_their_tokens() -> None:
    data = _data(["Changeling", "Warrior", ""], (SWAP,))
    result = run_with_extra(data, {"Warrior/1": 3})
    assert result.state.aliens == ["Warrior", "Changeling", None]
    assert result.state.extra.get("Warrior/0", 0) >= 3  # the tokens came along (and grow as it won)
    assert "Warrior/1" not in result.state.extra


def test_draw_takes_one_card_from_the_deck() -> None:
    data = _data(["Changeling", "Warrior", ""], (DRAW,), ["Attack 20", "Attack 08"])
    data["actions"] = data["actions"][:1]
    state = run(data).state
    assert len(state.hands[0]) == 3
    assert state.aliens == ["Changeling", "Warrior", None]


def test_the_power_acts_once_per_encounter_not_once_per_seat() -> None:
    # after the trade seat 1 holds the Changeling, but cannot trade back in this encounter
    data = _data(["Changeling", "Warrior", ""], (SWAP,))
    data["actions"] = data["actions"][:1]
    state = run(data).state
    assert state.aliens == ["Warrior", "Changeling", None]
    assert [(p.seat, p.ctx) for p in state.prompts] != [(1, "mandatory_use")]
    assert all(o.get("use") != "change" for p in state.prompts for o in p.options)


def test_the_defense_uses_it_too() -> None:
    data = _data(["Warrior", "Changeling", ""], ())
    state = run_scenario({**data, "actions": []}).state
    assert (state.prompts[0].seat, state.prompts[0].ctx) == (1, "mandatory_use")


def test_a_bound_sheet_cannot_be_taken_so_it_draws() -> None:
    data = _data(["Changeling", "Symbiote", ""], (), expansions=["conflict", "incursion"])
    data["actions"] = []
    state = run(data).state  # one form left: it runs by itself
    assert state.aliens == ["Changeling", "Symbiote", None]
    assert len(state.hands[0]) == 2


def test_no_swap_at_a_multiple_powers_table() -> None:
    data = _data(["Changeling", "Warrior", ""], ())
    state = run_scenario({**data, "actions": []}).state
    state.extra[hooks.MORE] = [[], [], []]  # the variant's table: every sheet is tied to its player
    power = hooks.POWERS["Changeling"]
    assert [o["form"] for o in power.options(state, 0, power.uses[0], -1)] == ["draw"]


def _wild_result() -> ScenarioResult:
    data = _data(["Virus", "Warrior", ""], (), ["Attack 20", "Flare: Changeling"])
    data["actions"][:0] = [WILD]
    return run(data)


def test_wild_trades_until_the_encounter_ends() -> None:
    data = _data(["Virus", "Warrior", ""], (), ["Attack 20", "Flare: Changeling"])
    data["actions"] = [WILD]
    state = run(data).state
    assert state.aliens == ["Warrior", "Virus", None]  # during the encounter
    state = _wild_result().state
    assert state.aliens == ["Virus", "Warrior", None]  # each has its own back


def test_super_draws_and_trades() -> None:
    data = _data(["Changeling", "Warrior", ""], (), ["Attack 20", "Flare: Changeling"])
    state = run_scenario({**data, "actions": [DRAW]}).state
    prompt = state.prompts[0]  # the USING window after the power's use
    assert (prompt.seat, prompt.ctx) == (0, "window")
    option = next(o for o in prompt.options if o["type"] == "play" and o.get("half") == "super")
    apply(state, {"seat": 0, **option})
    assert state.aliens == ["Warrior", "Changeling", None]
    assert len(state.hands[0]) == 3  # the flare went back to the hand, one card drawn
