"""Helpers for the Technology variant's tests: a game past the tech choice, positions set by hand."""

from __future__ import annotations

from typing import Any

from game.config import default_config
from game.engine import apply, new_game, run
from game.state import GameState
from game.techs import TECH_PLAY
from game.techs.catalog import TECH_ID, TECHS


def tech_game(
    players: int = 3, seed: int = 1, keep: dict[int, str] | None = None, **options: Any
) -> GameState:
    """A game with the Technology variant, every seat having kept a tech (``keep`` names some: the named
    tech is put in the seat's face-down slot whatever was dealt)."""
    state, _ = new_game(default_config(players, seed=seed, tech=True, **options))
    for prompt in list(state.prompts):
        apply(state, {"seat": prompt.seat, **prompt.options[0]})
    for seat, name in (keep or {}).items():
        give_research(state, seat, name, 0)
    return state


def give_research(state: GameState, seat: int, name: str, ships: int) -> None:
    """Put tech ``name`` face down in front of ``seat`` with ``ships`` researching ships (taken from its
    home planets, first to last)."""
    tech = TECH_ID[name]
    old = state.tech_card[seat]
    if old >= 0 and old != tech:
        state.tech_deck.append(old)
    for pile in (state.tech_deck, state.tech_discard):
        if tech in pile:
            pile.remove(tech)
    state.tech_card[seat] = tech
    need = ships - state.tech_ships[seat]
    n = state.n
    for p, home in enumerate(state.planet_home):
        if need <= 0:
            break
        if home == seat:
            take = min(need, state.ships[p * n + seat] - 1)
            state.ships[p * n + seat] -= take
            state.tech_ships[seat] += take
            need -= take


def give_completed(state: GameState, seat: int, name: str) -> None:
    """Put tech ``name`` completed and in play in front of ``seat``."""
    tech = TECH_ID[name]
    for pile in (state.tech_deck, state.tech_discard):
        if tech in pile:
            pile.remove(tech)
    if state.tech_card[seat] == tech:
        state.tech_card[seat] = -1
    state.techs_done[seat].append(tech)


def prompt_of(state: GameState, seat: int, ctx: str | None = None) -> Any:
    """The open prompt of ``seat`` (with context ``ctx``), or None."""
    return next((p for p in state.prompts if p.seat == seat and (ctx is None or p.ctx == ctx)), None)


def tech_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The tech uses offered to ``seat`` in its open window prompt."""
    p = prompt_of(state, seat, "window")
    return [o for o in p.options if o.get("type") == TECH_PLAY] if p else []


def answer(state: GameState, seat: int, action: dict[str, Any]) -> list[Any]:
    """Apply ``action`` for ``seat``."""
    return apply(state, {"seat": seat, **action})


def pass_all(state: GameState, ctx: str) -> None:
    """Answer every open prompt of context ``ctx`` with its first option (a pass where there is one)."""
    for p in [p for p in state.prompts if p.ctx == ctx]:
        apply(state, {"seat": p.seat, **p.options[0]})


def complete_tech(state: GameState, seat: int, name: str) -> None:
    """``seat`` completes tech ``name`` at a research step now, with exactly its research number of ships
    on it; the researchers go home to its first colony offered."""
    give_research(state, seat, name, TECHS[TECH_ID[name]].research)
    state.prompts = []
    state.queue.append(("research",))
    run(state, [])
    answer(state, seat, {"type": "complete"})
    pass_all(state, "research")
    p = prompt_of(state, seat, "techs_home_place")
    if p is not None:
        answer(state, seat, {"type": "place", "ships": [[p.spec["planets"][0], p.spec["count"]]]})


def revealed_encounter(state: GameState, offense: int, defense: int, planet: int, gate: int = 0) -> None:
    """Attack 6 against attack 6 revealed at ``planet`` (``gate`` ships of the offense taken from its
    planet 1 into the gate), nothing else on the table yet."""
    state.prompts, state.queue = [], []
    state.offense = offense
    enc = state.enc
    enc.defense, enc.target = defense, planet
    enc.off_kind = enc.def_kind = "attack"
    enc.off_value = enc.def_value = 6
    enc.revealed = True
    if gate:
        state.ships[state.n + offense] -= gate
        state.gate[offense] = gate
