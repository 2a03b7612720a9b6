"""Bots decide from what their seat may know: a game whose secrets are scrambled gets the same answers,
and the samples a search bot is handed depend on nothing else."""

from __future__ import annotations

from bot_kit import STRENGTHS, bot, decision_points

from game.determinize import sample_state, scramble
from game.invariants import check_invariants
from game.rng import Rng
from game.sim import seat_context
from game.state import GameState
from game.view import view_for

REGENERATED = ("window", "select_card")  # other seats' prompts a sample asks again


def _comparable(state: GameState, seat: int) -> bool:
    """States where every other seat's open prompt is one a sample asks again from the new hands."""
    return all(p.seat == seat or p.ctx in REGENERATED for p in state.prompts)


def test_samples_are_independent_of_the_secrets_and_playable() -> None:
    checked = differ = 0
    for seed in range(8):
        r = Rng(seed)
        for state, prompt in decision_points(3 + seed % 3, 300 + seed, every=3):
            seat = prompt.seat
            if not _comparable(state, seat):
                continue
            secret = scramble(state, seat, r, keep_queue=True)
            assert view_for(secret, seat) == view_for(state, seat)
            one = sample_state(state, seat, Rng(seed * 7 + 1))
            two = sample_state(secret, seat, Rng(seed * 7 + 1))
            assert one == two, "a sample depends on a secret"
            assert not check_invariants(one)
            assert one.hands[seat] == state.hands[seat]
            assert any(p.seat == seat and p.ctx == prompt.ctx for p in one.prompts)
            checked += 1
            others = [s for s in range(state.n) if s != seat and state.hands[s]]
            differ += any(one.hands[s] != state.hands[s] for s in others)
    assert checked > 100
    assert differ > checked * 0.8  # the samples really deal the hidden cards again


def test_a_bot_decides_the_same_when_the_secrets_are_scrambled() -> None:
    compared = 0
    for seed in range(4):
        r = Rng(seed + 50)
        for state, prompt in decision_points(3 + seed % 3, 400 + seed, every=4):
            seat = prompt.seat
            if not _comparable(state, seat):
                continue
            secret = scramble(state, seat, r, keep_queue=True)
            mine = next(p for p in secret.prompts if p.seat == seat and p.id == prompt.id)
            for strength in STRENGTHS:
                if strength == "hard" and compared % 5:
                    continue
                real = bot(strength, seed).act(prompt, seat_context(state.copy(), seat))
                fake = bot(strength, seed).act(mine, seat_context(secret, seat))
                assert real == fake, f"{strength} at {prompt.ctx} reads a secret"
            compared += 1
    assert compared > 40
