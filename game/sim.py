"""Headless bot games: the loop behind ``main.py simulate``, the benchmarks and the property tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot, SeatContext, bot_seed, make_bot, parse_strength
from game.bots.random_bot import RandomBot
from game.config import INCURSION, GameConfig, default_config, expansions_for
from game.determinize import sample_state
from game.engine import apply, new_game
from game.rng import Rng
from game.state import GameState
from game.view import view_for

MAX_ACTIONS = 20_000


@dataclass
class GameResult:
    """What one bot game came to."""

    seed: int
    finished: bool
    winners: list[int]
    encounters: int
    turns: int
    actions: int
    log: list[dict[str, Any]] = field(default_factory=list)
    state: GameState | None = None


def play(
    config: GameConfig,
    bots: Sequence[Bot],
    max_actions: int = MAX_ACTIONS,
    keep_log: bool = False,
    on_action: Callable[[GameState, dict[str, Any] | None, list[Any]], None] | None = None,
) -> GameResult:
    """Play a game with one bot per seat until someone wins or ``max_actions`` is reached.

    ``on_action(state, action, events)`` is called after each action, and first with ``action=None`` and
    the events of the setup.
    """
    state, opening = new_game(config)
    if on_action is not None:
        on_action(state, None, opening)
    log: list[dict[str, Any]] = []
    seats = [seat_context(state, s) for s in range(config.players)]
    while not state.over and state.actions < max_actions:
        prompt = state.prompts[0]
        bot = bots[prompt.seat]
        action = bot.act(prompt, seats[prompt.seat])
        action["seat"] = prompt.seat
        events = apply(state, action)
        if keep_log:
            log.append(action)
        if on_action is not None:
            on_action(state, action, events)
    return GameResult(
        seed=config.seed,
        finished=state.over,
        winners=list(state.winners),
        encounters=state.encounters,
        turns=state.turn,
        actions=state.actions,
        log=log,
        state=state,
    )


def seat_context(state: GameState, seat: int) -> SeatContext:
    """What a bot at ``seat`` is handed: its view of the live game, and samples of what it cannot see."""

    def view() -> dict[str, Any]:
        return view_for(state, seat)

    def sample(rng: Rng) -> GameState:
        return sample_state(state, seat, rng)

    return SeatContext(seat, view, sample)


def table_config(
    players: int,
    seed: int,
    aliens: str = "none",
    incursion: bool = False,
    rewards: str = "none",
    **variants: Any,
) -> GameConfig:
    """A config for ``aliens``: the table's alien mode (``"none"``, ``"random"``, ``"choose"``) or a
    comma-separated list of alien names per seat. ``incursion`` turns the Cosmic Incursion expansion on
    (short for it among ``expansions``, which ``variants`` may name); ``rewards`` (``"deck"``,
    ``"common"``, with ``incursion``) its reward cards; ``variants`` are other GameConfig switches
    (``tech``, ``hidden_powers``, ``expansions``)."""
    extra: dict[str, Any] = {"rewards": rewards} if rewards != "none" else {}
    extra.update(variants)
    if aliens in ("none", "random", "choose"):
        return default_config(players, seed=seed, alien_mode=aliens, incursion=incursion, **extra)
    names = tuple(a.strip() or None for a in aliens.split(","))
    return default_config(players, seed=seed, aliens=names, incursion=incursion, **extra)


def random_game(
    players: int,
    seed: int,
    aliens: str = "none",
    strengths: Sequence[str] | None = None,
    bot_options: dict[str, Any] | None = None,
    incursion: bool | None = None,
    rewards: str = "none",
    variants: dict[str, Any] | None = None,
    expansions: Iterable[str] | None = None,
    **kwargs: Any,
) -> GameResult:
    """A bot game, each bot with its own seed derived from the game's: random bots, or one bot of each
    strength in ``strengths`` (``"random"``, ``"easy"``, ``"normal"``, ``"hard"``, or a spec with the hard
    bot's options: ``"hard:samples=12"``, ``game.bots.parse_strength``) per seat. ``aliens`` is as for
    ``table_config``; ``bot_options`` go to every hard bot (``budget``, ``samples``), a seat's own spec
    options over them. ``expansions`` names the
    table's expansions and ``incursion`` turns Cosmic Incursion on; with neither given, a table too large
    for the base game gets the colour expansions it needs (Incursion for six, then Conflict, then Alliance);
    ``rewards`` plays with its reward cards (``"deck"`` or ``"common"``; they bring in Incursion);
    ``variants``: other table switches (``{"tech": True}``)."""
    switches = dict(variants or {})
    named = switches.pop("expansions", None)
    table = set(expansions or ()) | set(named or ())
    if incursion or rewards != "none":
        table.add(INCURSION)
    if incursion is None and expansions is None and named is None:
        table = set(expansions_for(players, table))
    config = table_config(players, seed, aliens, False, rewards, expansions=sorted(table), **switches)
    if strengths is None:
        bots: list[Bot] = [RandomBot(bot_seed(seed, s)) for s in range(players)]
    else:
        if len(strengths) != players:
            raise ValueError(f"{len(strengths)} strengths for {players} seats")
        extra = bot_options or {}
        bots = [
            make_bot(k, bot_seed(seed, s), **(extra if parse_strength(k)[0] == "hard" else {}))
            for s, k in enumerate(strengths)
        ]
    return play(config, bots, **kwargs)
