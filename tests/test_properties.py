"""Properties of whole random games: they end, the invariants hold after every action, replays and copies
reproduce the game exactly, and the engine is deterministic."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from support import ACTION_CAP, Driver, examples, play_until, variant_config, walk

from game import hooks
from game.board import colony_counts, foreign_colony_count, home_colony_count
from game.cards.catalog import IS_ENCOUNTER
from game.config import EXPANSIONS, max_players
from game.engine import apply, new_game
from game.invariants import card_census, check_invariants
from game.replay import Recorder, load
from game.sim import random_game
from game.state import GameState
from game.wire import state_hash

players = st.integers(min_value=3, max_value=max_players(EXPANSIONS))  # past five: with colour expansions
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=examples(120), deadline=None)
@given(players=players, seed=seeds, variants=st.booleans())
@example(players=8, seed=864, variants=True)  # the Schizoid wins by its secret card
def test_every_game_ends_and_invariants_hold_after_every_action(
    players: int, seed: int, variants: bool
) -> None:
    config = variant_config(players, seed, variants)
    state, _ = new_game(config)
    assert check_invariants(state) == []
    for state, action, _ in walk(config):
        problems = check_invariants(state)
        assert problems == [], f"after action {state.actions} {action!r}: {problems}"
        seats = range(state.n)  # the one-pass counts (views, win check) agree with the seat-by-seat ones
        assert colony_counts(state) == (
            [home_colony_count(state, s) for s in seats],
            [foreign_colony_count(state, s) for s in seats],
        )
        if not state.over:
            assert state.prompts, "the engine stopped without asking anyone"
            assert len({p.seat for p in state.prompts}) == len(state.prompts), "a seat has two prompts"
    assert state.over, f"no winner within {ACTION_CAP} actions"
    need = config.colonies_to_win
    normal = {s for s in range(players) if foreign_colony_count(state, s) >= need}
    rewritten = hooks.normal_winners(state)  # a power rewriting the usual victory for all (Schizoid)
    if rewritten is not None:
        normal = set(rewritten)
    assert state.winners == sorted(normal | set(hooks.alternative_winners(state)))  # Masochist, Tick-Tock
    assert state.winners
    assert state.prompts == []


def test_census_counts_every_card_once_at_the_start() -> None:
    state, _ = new_game(variant_config(4, 11, variants=False))
    census = card_census(state)
    assert set(census.values()) == {1}
    assert sum(census.values()) == len(census)


def test_invariants_notice_a_lost_card_and_a_lost_ship() -> None:
    state, _ = new_game(variant_config(3, 5, variants=False))
    card = state.hands[0].pop()
    state.warp[1] -= 1
    problems = check_invariants(state)
    assert any(f"card {card} " in p for p in problems)
    assert any("seat 1 has" in p for p in problems)
    assert any("warp[1] is negative" in p for p in problems)


@settings(max_examples=examples(50), deadline=None)
@given(players=players, seed=seeds, variants=st.booleans())
def test_replaying_the_log_reaches_the_same_state(players: int, seed: int, variants: bool) -> None:
    config = variant_config(players, seed, variants)
    rec = Recorder(config)
    driver = Driver(players, seed)
    hashes = [state_hash(rec.state)]
    while not rec.state.over:
        rec.apply(driver.next_action(rec.state))
        hashes.append(state_hash(rec.state))
    save = json.loads(json.dumps(rec.save()))
    assert save["checkpoints"][-1] == [len(rec.actions), hashes[-1]]
    again = load(save)  # checks every checkpoint on the way
    assert state_hash(again.state) == hashes[-1]
    assert again.state == rec.state
    # a bare replay of the action log, hash by hash
    state, _ = new_game(config)
    for i, action in enumerate(save["actions"], start=1):
        apply(state, action)
        assert state_hash(state) == hashes[i], f"replay diverges at action {i}"


@settings(max_examples=examples(25), deadline=None)
@given(players=players, seed=seeds)
def test_same_config_seed_and_actions_give_the_same_game(players: int, seed: int) -> None:
    config = variant_config(players, seed)
    first = [(state_hash(s), [e.to_dict() for e in ev]) for s, _, ev in walk(config)]
    second = [(state_hash(s), [e.to_dict() for e in ev]) for s, _, ev in walk(config)]
    assert first == second
    a = random_game(players, seed, keep_log=True)
    b = random_game(players, seed, keep_log=True)
    assert a.log == b.log
    assert a.state is not None and b.state is not None
    assert state_hash(a.state) == state_hash(b.state)


def _mutate_everything(state: GameState) -> None:
    """Scribble over every mutable part of a state, the way a buggy search bot might."""
    state.ships[0] += 7
    state.planet_home.reverse()
    for pool in (state.warp, state.gate, state.dally):
        pool[0] += 3
    for hand in state.hands:
        hand.append(9999)
    state.hands.append([1, 2])
    for pile in (state.deck, state.discard, state.destiny_deck, state.destiny_discard, state.unused_flares):
        pile.append(4242)
    state.aliens[0] = "Virus"
    state.power_on[0] = not state.power_on[0]
    state.enc.in_play.append(77)
    state.enc.defense = 99
    if state.enc.deal is not None:
        state.enc.deal["offers"] = -1
        if state.enc.deal.get("offer") is not None:
            for side in state.enc.deal["offer"].values():
                side["cards"].append(1234)
    for play in state.plays:
        play["cancelled"] = "scribbled"
    state.plays.append({"id": -1})
    if state.window is not None:
        state.window["name"] = "scribbled"
    state.queue.append(("scribbled",))
    state.prompts.clear()
    for answer in state.answers.values():
        answer["type"] = "scribbled"
    state.answers[42] = {}
    state.winners.append(5)


@settings(max_examples=examples(40), deadline=None)
@given(players=players, seed=seeds, cut=st.integers(min_value=0, max_value=400))
def test_a_copy_is_independent_and_plays_on_identically(players: int, seed: int, cut: int) -> None:
    config = variant_config(players, seed)
    driver = Driver(players, seed)
    state = play_until(config, driver, cut)
    before = state_hash(state)

    scribbled = state.copy()
    _mutate_everything(scribbled)
    assert state_hash(state) == before

    # play a copy to the end; the original does not move
    branch = state.copy()
    assert branch == state and state_hash(branch) == before
    branch_driver = Driver(players, seed + 1)
    actions, hashes = [], []
    for s, action, _ in walk(config, branch, branch_driver):
        actions.append(action)
        hashes.append(state_hash(s))
    assert state_hash(state) == before
    # the original, given the same choices, follows the same path
    for action, expected in zip(actions, hashes, strict=True):
        apply(state, action)
        assert state_hash(state) == expected
    assert state == branch


def _everything_in_hands(state: GameState) -> None:
    """Setup: the deck and the discard pile are empty, every cosmic card is in a hand, and the first
    player holds no encounter card, so its first Start Turn needs a new hand from nothing: a Cosmic Quake."""
    cards = state.deck + [c for h in state.hands for c in h]
    state.deck, state.discard = [], []
    first = state.first_player
    state.hands = [[] for _ in range(state.n)]
    state.hands[first] = [c for c in cards if not IS_ENCOUNTER[c]]
    others = [s for s in range(state.n) if s != first]
    for i, c in enumerate(c for c in cards if IS_ENCOUNTER[c]):
        state.hands[others[i % len(others)]].append(c)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_invariants_hold_through_a_cosmic_quake(players: int, seed: int) -> None:
    config = variant_config(players, seed, variants=False)
    state, events = new_game(config, _everything_in_hands)
    assert "cosmic_quake" in [e.kind for e in events]
    assert check_invariants(state) == []
    assert all(len(h) == 8 for h in state.hands)
    for after, action, _ in walk(config, state):
        assert check_invariants(after) == [], action
    assert state.over


def test_a_new_hand_drawn_at_card_selection_settles_its_discard_first() -> None:
    """Found by the property above: Oracle's Wild left the defense without an encounter card, so it drew a
    new hand as the cards were chosen, and Reserve's Wild asked the offense about the discarded
    reinforcement at the same moment as its card choice. The card choice now waits for that prompt."""
    config = variant_config(3, 53635833, False)
    for state, _, _ in walk(config):
        assert len({p.seat for p in state.prompts}) == len(state.prompts), state.actions
