"""Shared helpers for the bot tests: decision points of bot games, bots of every strength, and positions
set up like scenarios where a bot is asked what it does."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from game.bots import Bot, make_bot
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.engine import apply, new_game
from game.prompts import Prompt
from game.scenario import make_setup, named_cards, scenario_config
from game.sim import seat_context
from game.state import GameState

STRENGTHS = ("easy", "normal", "hard")
FAST_HARD = {"budget": None, "samples": 1}  # deterministic and quick: one sample per decision


def bot(strength: str, seed: int) -> Bot:
    """A bot of ``strength``; the hard one with a small, clock-free search."""
    return make_bot(strength, seed, **(FAST_HARD if strength == "hard" else {}))


def decision_points(
    players: int, seed: int, aliens: str = "random", every: int = 1
) -> Iterator[tuple[GameState, Prompt]]:
    """(live state, open prompt) at every ``every``-th decision of a normal-bot game with random aliens.
    The state is live: copy it to keep it, and do not change it."""
    config = default_config(players, seed=seed, alien_mode=aliens)
    state, _ = new_game(config)
    bots = [make_bot("normal", seed * 100 + s) for s in range(players)]
    seats = [seat_context(state, s) for s in range(players)]
    i = 0
    while not state.over and state.actions < 5000:
        prompt = state.prompts[0]
        if i % every == 0:
            yield state, prompt
        i += 1
        action = bots[prompt.seat].act(prompt, seats[prompt.seat])
        action["seat"] = prompt.seat
        apply(state, action)


# --- positions: set up a table, play the given actions, and ask a bot what it does next ---------------

OPENING = ({"seat": 0, "type": "aim", "planet": 5}, {"seat": 0, "type": "launch", "ships": [[0, 3]]})


def position(
    aliens: list[str],
    actions: Sequence[dict[str, Any]] = (),
    extra: dict[str, Any] | None = None,
    **setup: Any,
) -> GameState:
    """A game with these aliens (``""``: none) set up as the scenario ``setup`` table says (seat 0 first,
    destiny blue unless told; ``extra``: lasting alien data such as tokens), after ``actions``."""
    config = scenario_config({"players": len(aliens), "aliens": aliens})
    base = make_setup({"first_player": 0, "destiny_top": ["blue"], **setup}, config)

    def prepare(state: GameState) -> None:
        base(state)
        state.extra.update(extra or {})

    state, _ = new_game(config, prepare)
    for action in actions:
        apply(state, named_cards(dict(action), state.hands[action["seat"]]))
    return state


def prompt_for(state: GameState, seat: int, ctx: str | None = None) -> Prompt:
    """The seat's open prompt (of that ctx)."""
    for p in state.prompts:
        if p.seat == seat and (ctx is None or p.ctx == ctx):
            return p
    raise LookupError(f"seat {seat} has no {ctx or ''} prompt: {[(p.seat, p.ctx) for p in state.prompts]}")


def decide(state: GameState, seat: int, ctx: str | None = None, strength: str = "normal") -> dict[str, Any]:
    """What a bot of ``strength`` at ``seat`` answers to its open prompt (the state is not changed)."""
    prompt = prompt_for(state, seat, ctx)
    return bot(strength, 7).act(prompt, seat_context(state.copy(), seat))


def play_on(state: GameState, *actions: dict[str, Any]) -> GameState:
    """Apply more actions (card names resolved against the acting seat's hand)."""
    for action in actions:
        apply(state, named_cards(dict(action), state.hands[action["seat"]]))
    return state


def card(name: str) -> int:
    """The id of the first copy of a card."""
    return CARD_NAME.index(name)
