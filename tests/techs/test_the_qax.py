"""The Qax (lasting): a main player gives it to a player it invites, who must ally with it with four ships
(or as many as it can without giving up a colony). FAQ: the receiver needs no research and may use it from
the next encounter; it gives Macron no four-ship alliance."""

from __future__ import annotations

from game.board import ships_on_colonies
from game.hooks import side_of
from game.invariants import check_invariants
from game.prompts import Prompt
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.techs.effects.the_qax import TheQax
from game.windows import INVITE
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options

QAX = TECH_ID["The Qax"]


def _giving(seed: int, **options: object) -> GameState:
    state = tech_game(4, seed=seed, **options)
    give_completed(state, 0, "The Qax")
    assert drive(state, in_window(INVITE, 0), seed=seed)
    return state


def _give(state: GameState, to: int) -> None:
    answer(state, 0, {"type": "tech", "tech": QAX, "to": to})
    pass_all(state, "window")
    p = prompt_of(state, to, "qax_ally")
    if p is not None:  # the receiver picks which ships go
        answer(state, to, _pick(p))


def _pick(p: Prompt) -> dict[str, object]:
    """The receiver's ships, taken from its colonies in order."""
    spec = p.spec
    left, ships = spec["max"], []
    for loc, count in spec["sources"]:
        take = min(left, count)
        if take:
            ships.append([loc, take])
            left -= take
    return {"type": "launch", "ships": ships}


def test_the_receiver_must_ally_with_four_ships_and_holds_the_qax() -> None:
    state = _giving(1)
    side = side_of(state, 0)
    to = next(o["to"] for o in tech_options(state, 0))
    dst = state.gate if side == "offense" else state.dally
    _give(state, to)
    assert side_of(state, to) == side and dst[to] == 4
    assert state.enc.allied >> to & 1
    assert state.techs_done[0] == [] and state.techs_done[to] == [QAX]  # no research needed
    assert TheQax().options(state, to, INVITE, -1) == []  # not again this encounter
    assert all(p.seat != to or p.ctx != "ally" for p in state.prompts)  # not asked to ally again
    assert not check_invariants(state)


def test_a_receiver_with_few_ships_keeps_one_on_each_colony() -> None:
    state = _giving(1)
    to = next(o["to"] for o in tech_options(state, 0))
    for planet, count in ships_on_colonies(state, to):  # leave it two spare ships in all
        state.ships[planet * 4 + to] = 1
        state.warp[to] += count - 1
    first = ships_on_colonies(state, to)[0][0]
    state.ships[first * 4 + to] = 3
    state.warp[to] -= 2
    side = side_of(state, 0)
    _give(state, to)
    assert (state.gate if side == "offense" else state.dally)[to] == 2
    assert all(c == 1 for _, c in ships_on_colonies(state, to))  # no colony given up
    assert not check_invariants(state)


def test_macron_forced_by_the_qax_still_sends_one_ship() -> None:
    for seed in range(1, 20):
        state = tech_game(4, seed=seed, aliens=(None, "Macron", None, None))
        give_completed(state, 0, "The Qax")
        if not drive(state, in_window(INVITE, 0), seed=seed, limit=600):
            continue
        if {"type": "tech", "tech": QAX, "to": 1} not in tech_options(state, 0):
            continue
        _give(state, 1)
        assert state.gate[1] + state.dally[1] == 1 and state.techs_done[1] == [QAX]
        return
    raise AssertionError("no position found")


def test_an_amoeba_forced_to_ally_may_still_pull_out_with_its_super() -> None:
    """FAQ (Qax): the Qax makes Amoeba ally, but Amoeba's Super may then take its ships back out; it still
    counts as having allied."""
    from game.cards.catalog import CARD_NAME

    flare = CARD_NAME.index("Flare: Amoeba")
    for seed in range(1, 40):
        state = tech_game(4, seed=seed, aliens=(None, None, "Amoeba", None))
        give_completed(state, 0, "The Qax")
        for pile in (state.deck, state.discard, *state.hands):
            if flare in pile:
                pile.remove(flare)
        state.hands[2].append(flare)
        if not drive(state, in_window(INVITE, 0), seed=seed):
            continue
        if not any(o.get("to") == 2 for o in tech_options(state, 0)):
            continue
        _give(state, 2)
        side = side_of(state, 2)
        if side not in ("offense", "defense"):
            continue

        def super_offered(s: GameState) -> bool:
            p = prompt_of(s, 2, "window")
            return p is not None and any(o.get("card") == flare and o.get("ooze") == "out" for o in p.options)

        if not drive(state, super_offered, seed=seed):
            continue
        window = prompt_of(state, 2, "window")
        option = next(o for o in window.options if o.get("card") == flare and o.get("ooze") == "out")
        answer(state, 2, option)
        pass_all(state, "window")
        ooze = prompt_of(state, 2, "amoeba_out")
        if ooze is not None:  # how many (a single ship goes at once)
            answer(state, 2, {"type": "ooze_out", "count": max(o["count"] for o in ooze.options)})
        home = prompt_of(state, 2, "return_ships")
        if home is not None:  # the ships go back to colonies of its choice
            answer(state, 2, {"type": "place", "ships": [[home.spec["planets"][0], home.spec["count"]]]})
        assert state.gate[2] == 0 and state.dally[2] == 0  # every forced ship pulled out
        assert state.enc.allied >> 2 & 1  # and it has still allied
        assert not check_invariants(state)
        return
    raise AssertionError("no seed reached an Amoeba forced to ally by the Qax")
