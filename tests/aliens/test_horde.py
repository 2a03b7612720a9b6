"""Horde (Cosmic Alliance): a token on a colony per card drawn from the cosmic deck (FAQ erratum L88-90)
and per ship taken back from the warp; tokens defend as ships where they stand and are discarded once no
ship of the Horde's is left beside them; 38 in the box. Wild: a ship of no colour (a token for its
holder). Super: twice as many tokens this encounter."""

from __future__ import annotations

from alliance_kit import act, attack, cards, offer, pass_windows, prompt_of, table

from game import hooks
from game.aliens.horde import SUPPLY, supply
from game.state import GameState


def _place_all(state: GameState, planet: int) -> None:
    pass_windows(state)  # a card of the new hand may open a play window first
    while state.prompts and state.prompts[0].ctx == "horde_place":
        p = state.prompts[0]
        act(state, p.seat, next(o for o in p.options if o["planet"] == planet))
        pass_windows(state)


def test_a_new_hand_from_the_cosmic_deck_spawns_a_token_per_card() -> None:
    state = table(["Horde", "", ""], {"0": ["Cosmic Zap"], "1": ["Attack 04"], "2": ["Attack 06"]})
    # no encounter card: the offense shows its hand and draws eight from the cosmic deck
    _place_all(state, 2)
    assert state.extra["Horde/0"] == {"2": 8}
    assert supply(state) == SUPPLY - 8


ONE_IN_WARP = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3}}


def _regroup(hand0: list[str]) -> GameState:
    """Horde (seat 0) starts its turn with one ship in the warp: its Regroup takes it back."""
    state = table(["Horde", "", ""], {"0": hand0, "1": ["Attack 04"], "2": ["Attack 06"]}, ships=ONE_IN_WARP)
    for _ in range(6):
        p = state.prompts[0]
        if p.kind == "place":
            act(state, p.seat, {"type": "place", "ships": [[4, 1]]})
        elif p.ctx == "regroup_home":
            act(state, p.seat, next(o for o in p.options if o.get("planet") == 4))
        else:
            break
    return state


def test_a_ship_back_from_the_warp_spawns_a_token() -> None:
    state = _regroup(["Attack 20"])
    _place_all(state, 4)
    assert state.warp[0] == 0
    assert state.extra["Horde/0"] == {"4": 1}


def _defending(tokens_on_5: int, off_card: str) -> tuple[GameState, list]:
    state = table(["", "Horde", ""], {"0": [off_card], "1": ["Attack 04"], "2": ["Attack 06"]})
    state.extra["Horde/1"] = {"5": tokens_on_5}
    attack(state)
    pass_windows(state)
    events = cards(state, off_card, "Attack 04")
    return state, events + pass_windows(state)


def test_tokens_defend_as_ships() -> None:
    # 4 ships + 3 tokens with an 04 is 11, against 4 ships with an 06: 10
    state, events = _defending(3, "Attack 06")
    decided = next(e.data for e in events if e.kind == "encounter_decided")
    assert decided["winner"] == "defense"
    assert state.extra["Horde/1"] == {"5": 3}


def test_tokens_are_discarded_with_the_last_ship_beside_them() -> None:
    state, events = _defending(3, "Attack 20")
    assert state.extra["Horde/1"] == {}
    assert any(e.kind == "horde_discarded" for e in events)


def test_the_supply_runs_out() -> None:
    state = table(["Horde", "", ""], {"0": ["Cosmic Zap"], "1": ["Attack 04"], "2": ["Attack 06"]})
    pass_windows(state)
    assert prompt_of(state, 0).ctx == "horde_place"
    state.extra["Horde/2"] = {"10": SUPPLY - 3}  # (tokens of a Wild elsewhere: one supply for all)
    _place_all(state, 2)
    assert state.extra["Horde/0"] == {"2": 3}


def test_faq_the_power_cannot_be_stolen_or_copied() -> None:
    assert hooks.POWERS["Horde"].bound


def test_wild_a_ship_of_no_colour_for_its_holder() -> None:
    state = table(["", "", ""], {"0": ["Attack 20", "Flare: Horde"], "1": ["Attack 04"], "2": ["Attack 06"]})
    option = offer(state, 0, "wild")
    assert option is not None
    act(state, 0, {**option, "planet": 0})
    pass_windows(state)
    assert state.extra["Horde/0"] == {"0": 1}
    assert hooks.token_ships(state, 0, 0) == 1  # it stands with the holder's ships there


def test_super_doubles_the_tokens() -> None:
    state = _regroup(["Attack 20", "Flare: Horde"])
    option = offer(state, 0, "super")
    assert option is not None
    act(state, 0, option)
    pass_windows(state)
    _place_all(state, 4)
    assert state.extra["Horde/0"] == {"4": 2}
