"""A seat's view minus its private parts is exactly the public view: a shared screen can hide a person's
secrets at once. Prompts a person may answer in front of the table show no card and are public."""

from __future__ import annotations

import pytest

from game.sim import random_game
from game.view import prompt_is_public, public_part, view_for

CARD_KEYS = ("card", "kicker", "alien", "hand", "my_cards", "other_hand")


def _mentions_cards(value: object) -> bool:
    """Does a prompt name a card or an alien? (``cards`` as a count, as in reward choices, names none.)"""
    if isinstance(value, dict):
        return any(
            k in CARD_KEYS or (k == "cards" and isinstance(v, list)) or _mentions_cards(v)
            for k, v in value.items()
        )
    if isinstance(value, (list, tuple)):
        return any(_mentions_cards(v) for v in value)
    return False


@pytest.mark.parametrize(("players", "seed", "aliens"), [(5, 3, "none"), (5, 4, "random"), (4, 8, "random")])
def test_a_seats_view_without_its_secrets_is_the_public_view(players: int, seed: int, aliens: str) -> None:
    checked = {"views": 0, "public_prompts": 0}

    def on_action(state, action, events) -> None:  # type: ignore[no-untyped-def]
        public = view_for(state, None)
        for seat in range(state.n):
            assert public_part(view_for(state, seat)) == public
            checked["views"] += 1
        for prompt in state.prompts:
            if prompt_is_public(prompt):
                checked["public_prompts"] += 1
                assert prompt.ctx != "window"
                assert not _mentions_cards(prompt.to_dict())
                assert prompt.seat in public["waiting_on"]  # being asked it is public too

    random_game(players, seed, aliens=aliens, on_action=on_action)
    assert checked["views"] > 500 and checked["public_prompts"] > 20


def test_a_window_answer_that_changes_nothing_else_only_closes_its_prompt() -> None:
    """``without_prompt`` (what a LAN host tells a seat that answered inside a play window) is the seat's
    view after that answer, as ``view_for`` gives it."""
    from game.engine import apply
    from game.view import without_prompt

    checked = {"answers": 0}

    def on_action(state, action, events) -> None:  # type: ignore[no-untyped-def]
        window = [p for p in state.prompts if p.ctx == "window"]
        if len(window) < 2:
            return
        prompt = window[0]
        before = view_for(state, prompt.seat)
        after = state.copy()
        if apply(after, {"seat": prompt.seat, "type": "pass", "prompt": prompt.id}):
            return
        told = without_prompt(before, prompt.id)
        assert {**told, "actions": 0} == {**view_for(after, prompt.seat), "actions": 0}
        checked["answers"] += 1

    for seed in (4, 5, 6):
        random_game(5, seed, aliens="random", on_action=on_action)
    assert checked["answers"] > 5
