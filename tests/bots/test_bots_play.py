"""Bots of every strength finish games with random aliens, answer every prompt kind legally, and replay
identically from the same seeds."""

from __future__ import annotations

from collections import Counter

import pytest
from bot_kit import FAST_HARD, STRENGTHS, bot, decision_points

from game.engine import apply
from game.invariants import check_invariants
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS
from game.sim import random_game, seat_context

KINDS = {CHOOSE, SHIPS, PLACE, CARDS, INVITE, DEAL}


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_many_games_with_random_aliens_finish_without_error(strength: str) -> None:
    finished = 0
    for seed in range(24):
        players = 3 + seed % 3
        result = random_game(players, 500 + seed, aliens="random", strengths=[strength] * players)
        assert result.state is not None and not check_invariants(result.state)
        finished += result.finished
        assert result.winners and all(0 <= w < players for w in result.winners)
    assert finished == 24


def test_hard_bots_finish_games_with_random_aliens() -> None:
    for seed in (1, 2):
        players = 2 + seed
        strengths = ["hard", "normal", "easy", "hard"][:players]
        result = random_game(players, 700 + seed, aliens="random", strengths=strengths, bot_options=FAST_HARD)
        assert result.finished and result.winners


def test_every_prompt_kind_is_answered_legally_at_every_strength() -> None:
    answered: Counter[tuple[str, str]] = Counter()
    for seed in range(6):
        for state, prompt in decision_points(3 + seed % 3, 900 + seed):
            for strength in STRENGTHS:
                if strength == "hard" and answered[(strength, prompt.kind)] >= 4:
                    continue  # the search is slow; a few of each kind are enough
                copy = state.copy()
                action = bot(strength, seed).act(prompt, seat_context(copy, prompt.seat))
                apply(copy, {**action, "seat": prompt.seat})  # raises IllegalAction if not legal
                answered[(strength, prompt.kind)] += 1
    for strength in STRENGTHS:
        covered = {kind for (s, kind) in answered if s == strength}
        assert covered == KINDS, f"{strength} never met {KINDS - covered}"


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_same_seeds_give_the_same_game(strength: str) -> None:
    players = 4
    strengths = [strength, "normal", "easy", strength]
    cap = {"max_actions": 120, "keep_log": True} if strength == "hard" else {"keep_log": True}
    a = random_game(players, 31, aliens="random", strengths=strengths, bot_options=FAST_HARD, **cap)
    b = random_game(players, 31, aliens="random", strengths=strengths, bot_options=FAST_HARD, **cap)
    assert a.log == b.log and a.winners == b.winners and len(a.log) > 50
    c = random_game(players, 32, aliens="random", strengths=strengths, bot_options=FAST_HARD, **cap)
    assert c.log != a.log
