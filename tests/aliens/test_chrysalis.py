"""Chrysalis: eight tokens from game setup, one discarded at the start of every encounter; with none left
it looks at the top ten unused flares, becomes the alien of one it picks (no game-setup text, allowed here),
takes that flare and removes the other nine from the game."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run, run_with_extra
from test_view_secrecy import scramble

from game import hooks
from game.cards.catalog import FLARE_ALIEN
from game.config import default_config
from game.engine import apply, new_game
from game.invariants import check_invariants
from game.rng import Rng
from game.scenario import make_setup, named_cards, scenario_config
from game.state import GameState
from game.view import view_for

ALLIANCE = {"expansions": ["alliance"]}


def _data(*actions: dict[str, Any]) -> dict[str, Any]:
    data = encounter(
        ["Chrysalis", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        config=ALLIANCE,
    )
    data["actions"] = list(actions)
    return data


def _past_the_turn_start(state: GameState) -> GameState:
    """Everyone passes the play windows that open as the turn starts and in its Regroup (another alien's
    flare may open some), so the first encounter is under way."""
    while (
        state.phase in ("start_turn", "regroup")
        and state.prompts
        and all(p.ctx == "window" for p in state.prompts)
    ):
        for p in list(state.prompts):
            apply(state, {"seat": p.seat, "type": "pass"})
    return state


def test_setup_gives_eight_tokens_and_each_encounter_costs_one() -> None:
    config = default_config(3, seed=5, aliens=["Chrysalis", None, None], expansions=("alliance",))
    state = _past_the_turn_start(new_game(config)[0])
    assert state.extra["Chrysalis/0"] == {"tokens": 7}  # the first encounter has begun: one is gone


def test_four_planets_six_tokens() -> None:
    config = default_config(3, seed=5, aliens=["Chrysalis", None, None], expansions=("alliance",))
    config = config.__class__(**{**config.__dict__, "four_planets": True})
    state = _past_the_turn_start(new_game(config)[0])
    assert state.extra["Chrysalis/0"] == {"tokens": 5}


def _changing() -> Any:
    """The last token goes at the first encounter: the Chrysalis is asked to pick."""
    return run_with_extra(_data(), {"Chrysalis/0": {"tokens": 1}})


def test_with_no_token_left_it_becomes_an_alien_of_the_top_ten_flares() -> None:
    result = _changing()
    state = result.state
    looked = next(e.data["cards"] for e in result.events if e.kind == "chrysalis_flares")
    assert len(looked) == 10
    prompt = next(p for p in state.prompts if p.ctx == "chrysalis_pick")
    pick = prompt.options[-1]
    for action in [{"seat": 0, **pick}]:
        result.events.extend(apply(state, action))
    alien = str(pick["alien"])
    assert state.aliens[0] == alien and not hooks.POWERS[alien].setup
    assert pick["flare"] in state.hands[0] and FLARE_ALIEN[pick["flare"]] == alien
    removed = state.extra[hooks.REMOVED_CARDS]
    assert sorted(removed) == sorted(c for c in looked if c != pick["flare"])
    assert not set(looked) & set(state.unused_flares)
    assert "Chrysalis/0" not in state.extra
    assert check_invariants(state) == []
    assert any(e.kind == "alien_became" and e.data["alien"] == alien for e in result.events)


def test_only_aliens_without_setup_and_not_in_play_are_offered() -> None:
    state = _changing().state
    prompt = next(p for p in state.prompts if p.ctx == "chrysalis_pick")
    for option in prompt.options:
        power = hooks.POWERS[str(option["alien"])]
        assert not power.setup and option["alien"] not in state.aliens


def test_the_flares_looked_at_are_seen_by_the_chrysalis_alone() -> None:
    result = _changing()
    private = [e for e in result.events if e.kind in ("chrysalis_flares", "chrysalis_flare")]
    assert private and all(e.to == (0,) for e in private)
    state, r = result.state, Rng(9)
    for seat in (1, 2):
        for _ in range(5):
            assert view_for(scramble(state, seat, r), seat) == view_for(state, seat)


def test_super_discards_two_tokens() -> None:
    data = _data({"seat": 0, "type": "play", "card": "Flare: Chrysalis", "half": "super", "use": "super"})
    data["setup"]["hands"]["0"] = ["Attack 08", "Flare: Chrysalis"]
    result = run_with_extra(data, {"Chrysalis/0": {"tokens": 5}})
    assert result.state.extra["Chrysalis/0"] == {"tokens": 3}


def test_wild_turns_its_holder_into_another_alien() -> None:
    data = encounter(
        ["", "Tripler", ""],
        {"0": ["Attack 08"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Chrysalis"]},
        "Attack 08",
        "Attack 20",
        config=ALLIANCE,
    )
    data["actions"] += [
        {"seat": 2, "type": "play", "card": "Flare: Chrysalis", "half": "wild", "use": "wild"}
    ]
    result = run(data)
    state = result.state
    alien = state.aliens[2]
    assert alien is not None and alien != "Tripler" and not hooks.POWERS[alien].setup
    taken = next(e.data["card"] for e in result.events if e.kind == "chrysalis_flare")
    assert taken in state.hands[2] and FLARE_ALIEN[taken] == alien
    passed = next(e.data["count"] for e in result.events if e.kind == "chrysalis_passed")
    assert len(state.extra.get(hooks.REMOVED_CARDS, [])) == passed  # FAQ: the flares passed over leave
    assert check_invariants(state) == []


def test_faq_wild_passes_over_game_setup_aliens() -> None:
    # Put a game-setup alien's flare (Cyborg's) on top of the unused flare deck: it is passed over.
    data = encounter(
        ["", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Chrysalis"]},
        "Attack 08",
        "Attack 20",
        config=ALLIANCE,
    )
    data["actions"] += [
        {"seat": 2, "type": "play", "card": "Flare: Chrysalis", "half": "wild", "use": "wild"}
    ]
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        cyborg = next(c for c in state.unused_flares if FLARE_ALIEN[c] == "Cyborg")
        state.unused_flares.remove(cyborg)
        state.unused_flares.append(cyborg)  # the top

    state, _ = new_game(config, setup)
    cyborg = state.unused_flares[-1]
    for action in data["actions"]:
        apply(state, named_cards(action, state.hands[action["seat"]]))
    assert state.aliens[2] not in (None, "Cyborg")
    assert cyborg in state.extra[hooks.REMOVED_CARDS]
