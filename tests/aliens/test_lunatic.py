"""Lunatic: a main player may also ally against itself, uninvited, with ships from its colonies (asked
after the other allies: ``alliance.self_allies``); those ships share the other side's fate. Wild (FAQ
erratum): each reward may be a card and a ship at once (``mods.rewards_both``)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter

from game import hooks
from game.engine import apply
from game.phases.resolution import reward_options
from game.scenario import named_cards, run_scenario
from game.state import GameState

CONFLICT = {"expansions": ["conflict"]}


def _alliance(
    aliens: list[str],
    off: str,
    dfn: str,
    hand0: list[str] | None = None,
    hand1: list[str] | None = None,
    **config: Any,
) -> GameState:
    """Seat 0 attacks seat 1 with 3 ships; the ally prompts are open (the Lunatic's comes last)."""
    data = encounter(
        aliens,
        {"0": hand0 or [off], "1": hand1 or [dfn], "2": ["Attack 06"]},
        off,
        dfn,
        config={**CONFLICT, **config},
    )
    data["actions"] = data["actions"][:4]
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def _cards(state: GameState, off: int, dfn: int) -> list[Any]:
    """Pass the windows, choose both cards; the events."""
    events: list[Any] = []
    while state.prompts and state.prompts[0].ctx == "window":
        events += apply(state, {"seat": state.prompts[0].seat, "type": "pass"})
    events += apply(state, {"seat": 0, "type": "encounter_card", "card": off})
    events += apply(state, {"seat": 1, "type": "encounter_card", "card": dfn})
    return events


def _play(state: GameState, off: str, dfn: str) -> list[Any]:
    return _cards(state, state.hands[0][0] if off else -1, state.hands[1][0] if dfn else -1)


def test_the_offense_allies_with_the_defense_and_loses_those_ships_when_it_wins() -> None:
    state = _alliance(["Lunatic", "", ""], "Attack 20", "Attack 04")
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx, prompt.spec["sides"]) == (0, "ally", ["defense"])
    apply(state, {"seat": 0, "type": "ally", "side": "defense", "ships": [[1, 2]]})
    assert hooks.side_of(state, 0) == "offense" and state.dally[0] == 2
    events = _play(state, "Attack 20", "Attack 04")
    decided = next(e.data for e in events if e.kind == "encounter_decided")
    assert decided == {"winner": "offense", "offense_total": 23, "defense_total": 4 + 4 + 2}
    assert state.warp[0] == 2  # its ships on the losing side
    assert state.ships[5 * 3 + 0] == 3  # its own ships landed


def test_its_ships_on_the_winning_defense_earn_defender_rewards() -> None:
    state = _alliance(["Lunatic", "", ""], "Attack 04", "Attack 20")
    apply(state, {"seat": 0, "type": "ally", "side": "defense", "ships": [[1, 2]]})
    events = _play(state, "Attack 04", "Attack 20")
    assert any(e.kind == "encounter_decided" and e.data["winner"] == "defense" for e in events)
    apply(state, {"seat": 0, "type": "place", "ships": [[1, 2]]})  # its allied ships go back home
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (0, "rewards")  # two rewards for its two ships
    assert {o["ships"] + o["cards"] for o in prompt.options} == {2}


def test_the_defense_allies_with_the_offense_and_its_ships_land() -> None:
    state = _alliance(["", "Lunatic", ""], "Attack 20", "Attack 04")
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx, prompt.spec["sides"]) == (1, "ally", ["offense"])
    assert all(p != 5 for p, _ in prompt.spec["sources"])  # not the ships defending the target
    apply(state, {"seat": 1, "type": "ally", "side": "offense", "ships": [[6, 1]]})
    assert hooks.side_of(state, 1) == "defense" and state.gate[1] == 1
    _play(state, "Attack 20", "Attack 04")
    assert state.ships[5 * 3 + 1] == 1  # its ally ship landed on its own planet; its defenders were lost
    assert state.warp[1] == 4


def test_it_may_decline() -> None:
    state = _alliance(["Lunatic", "", ""], "Attack 20", "Attack 04")
    apply(state, {"seat": 0, "type": "decline"})
    assert state.dally[0] == 0 and state.prompts[0].ctx == "select_card"


def test_wild_each_reward_is_a_card_and_a_ship() -> None:
    state = _alliance(["Lunatic", "", ""], "Attack 04", "Attack 20")
    state.enc.mods.rewards_both = [0]
    state.warp[0] = 3
    options = reward_options(state, 0, 2)
    assert [(o["ships"], o["cards"]) for o in options] == [(2, 2), (1, 2), (0, 2)]


def test_wild_played_by_a_rewarded_ally() -> None:
    data = encounter(
        ["Human", "", ""],
        {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Lunatic"]},
        "Attack 04",
        "Attack 20",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        config=CONFLICT,
        setup={"ships": {"2": {"10": 3, "11": 4, "12": 4, "13": 4, "14": 4}}},  # one ship in the warp
    )
    state = run_scenario(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)  # the Rewards window
    option = next(o for o in prompt.options if o["type"] == "play" and o.get("half") == "wild")
    events = apply(state, {"seat": 2, **option})
    while state.prompts and state.prompts[0].ctx == "window":
        events += apply(state, {"seat": state.prompts[0].seat, "type": "pass"})
    events += apply(state, {"seat": 2, "type": "place", "ships": [[10, 2]]})
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (2, "rewards")
    assert [(o["ships"], o["cards"]) for o in prompt.options] == [(1, 2), (0, 2)]


def test_super_lifts_the_four_ship_limit() -> None:
    data = encounter(
        ["Lunatic", "", ""],
        {"0": ["Attack 20", "Flare: Lunatic"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config=CONFLICT,
    )
    data["actions"] = data["actions"][:2]
    state = run_scenario(data).state
    prompt = state.prompts[0]  # the Invite window, before the invitations
    assert prompt.ctx == "window"
    play = {"seat": 0, "type": "play", "card": "Flare: Lunatic", "half": "super", "use": "super"}
    apply(state, named_cards(play, state.hands[0]))
    while state.prompts and state.prompts[0].ctx == "window":
        apply(state, {"seat": state.prompts[0].seat, "type": "pass"})
    apply(state, {"seat": 0, "type": "invite", "seats": []})
    apply(state, {"seat": 1, "type": "invite", "seats": []})
    prompt = state.prompts[0]
    assert prompt.ctx == "ally" and prompt.spec["max"] > 4


def test_faq_it_answers_like_an_ally_after_the_invited_ones() -> None:
    data = encounter(
        ["Lunatic", "", ""],
        {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        config=CONFLICT,
    )
    data["actions"] = data["actions"][:4]
    state = run_scenario(data).state
    assert [(p.seat, p.ctx) for p in state.prompts] == [(2, "ally")]
    apply(state, {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]})
    assert [(p.seat, p.ctx) for p in state.prompts] == [(0, "ally")]


def test_wild_cards_may_mix_the_two_decks_but_never_double() -> None:
    state = _alliance(
        ["Lunatic", "", ""], "Attack 04", "Attack 20", expansions=["conflict", "incursion"], rewards="deck"
    )
    state.enc.mods.rewards_both = [0]
    options = reward_options(state, 0, 2)
    assert {o["reward"] for o in options} == {0, 1, 2}  # cosmic, reward, or some of each
    assert all(o["cards"] == 2 for o in options)
