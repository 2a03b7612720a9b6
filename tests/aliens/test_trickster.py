"""Trickster: once alliances are formed a main player may settle the encounter by a guess (a token hidden
in one hand) instead of cards (``mods.skip_cards``): no cards, no compensation; allies win or lose with
their side; both choices are made at once, in secret (``mods.secret_picks``)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter

from game.engine import apply
from game.scenario import named_cards, run_scenario
from game.state import GameState
from game.view import view_for

TRICK = {"seat": 0, "type": "power", "alien": "Trickster", "use": "trick"}


def _alliance(aliens: list[str], hand0: list[str], allies: tuple[dict[str, Any], ...] = ()) -> GameState:
    """The Alliance window: seat 0 attacks seat 1 (which holds a negotiate and an attack)."""
    data = encounter(
        aliens,
        {"0": hand0, "1": ["Negotiate", "Attack 20"], "2": ["Attack 06"]},
        hand0[0],
        "Negotiate",
        invites=([2], []) if allies else ([], []),
        allies=allies,
        config={"expansions": ["conflict"]},
    )
    data["actions"] = data["actions"][: 4 + len(allies)]
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def _guess(state: GameState, hidden: str, guess: str) -> str:
    """Both choose; the encounter's outcome."""
    apply(state, {"seat": 1, "type": "trickster_guess", "place": guess})
    events = apply(state, {"seat": 0, "type": "trickster_hide", "place": hidden})
    return str(next(e.data["outcome"] for e in events if e.kind == "encounter_ended"))


def test_an_empty_hand_wins_the_encounter_without_cards() -> None:
    state = _alliance(["Trickster", "", ""], ["Attack 04"])
    apply(state, TRICK)
    assert _guess(state, "left", "right") == "offense"
    assert state.warp[1] == 4  # the defense's ships on the planet are lost
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 2  # nobody played a card
    assert not state.enc.revealed


def test_finding_the_token_makes_the_trickster_lose() -> None:
    state = _alliance(["Trickster", "", ""], ["Attack 04"])
    apply(state, TRICK)
    assert _guess(state, "right", "right") == "defense"
    assert state.warp[0] == 3
    assert len(state.hands[0]) == 1  # no compensation either: no negotiate was played


def test_allies_win_with_their_side() -> None:
    ally = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},)
    state = _alliance(["Trickster", "", ""], ["Attack 04"], ally)
    apply(state, TRICK)
    assert _guess(state, "left", "right") == "offense"
    assert state.ships[5 * 3 + 2] == 2  # the ally landed on the planet


def test_the_choices_stay_secret_until_both_are_made() -> None:
    state = _alliance(["Trickster", "", ""], ["Attack 04"])
    apply(state, TRICK)
    apply(state, {"seat": 0, "type": "trickster_hide", "place": "left"})
    assert "left" not in str(view_for(state, 1).get("encounter", {}))
    assert [p.ctx for p in state.prompts] == ["trickster_guess"]


def test_wild_lets_any_main_player_do_it() -> None:
    state = _alliance(["Human", "", ""], ["Attack 04", "Flare: Trickster"])
    play = {"seat": 0, "type": "play", "card": "Flare: Trickster", "half": "wild", "use": "wild"}
    apply(state, named_cards(play, state.hands[0]))
    assert _guess(state, "left", "left") == "defense"


def test_super_hides_it_among_three_places() -> None:
    state = _alliance(["Trickster", "", ""], ["Attack 04", "Flare: Trickster"])
    apply(state, TRICK)
    prompt = state.prompts[0]  # the USING window after the power's use
    option = next(o for o in prompt.options if o["type"] == "play" and o.get("half") == "super")
    apply(state, {"seat": 0, **option})
    guess = next(p for p in state.prompts if p.ctx == "trickster_guess")
    assert [o["place"] for o in guess.options] == ["left", "middle", "right"]
    assert _guess(state, "middle", "left") == "offense"
