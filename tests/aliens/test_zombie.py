"""Zombie's deal term (FAQ D3, D7): offered in the deal prompt only to a working Zombie, for as many ships as
its partner has in the warp; and the draw/retrieve windows cost nothing at a table without aliens."""

from __future__ import annotations

from encounter_kit import encounter, run

from game.config import default_config
from game.engine import new_game


def _deal_state(aliens: list[str]) -> object:
    data = encounter(
        aliens,
        {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]},
        "Negotiate",
        "Negotiate",
        setup={"ships": {"1": {"5": 4, "6": 4, "7": 4}}},
    )
    return run(data).state


def test_deal_prompt_offers_freeing_only_to_zombie() -> None:
    state = _deal_state(["Zombie", "", ""])
    prompt = state.prompts[0]  # type: ignore[attr-defined]
    assert prompt.seat == 0 and prompt.ctx == "deal"
    assert prompt.spec["give_terms"] == {"free_ships": 8}
    assert prompt.spec["get_terms"] == {}
    plain = _deal_state(["Virus", "", ""])
    assert "give_terms" not in plain.prompts[0].spec  # type: ignore[attr-defined]


def test_no_alien_table_opens_no_draw_windows() -> None:
    state, _ = new_game(default_config(3, seed=2))
    assert not state.any_alien
    assert not any(step[0] == "happened" for step in state.queue)
    assert state.enc.mods.draws is None
