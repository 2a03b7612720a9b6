"""The engine's plumbing: the step registry, the answer registry, and how prompts are opened.

A step is a plain tuple ``(name, *args)`` on ``state.queue`` (a stack: the last item runs next), so a
state can be saved, copied and resumed at any prompt. A step that needs a decision opens prompts and
returns; the answer handler named by the prompt's ``ctx`` continues the work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from game.events import Event
from game.prompts import CHOOSE, Prompt
from game.state import GameState, Step

Events = list[Event]
StepFn = Callable[..., None]
AnswerFn = Callable[[GameState, Events, Prompt, dict[str, Any]], None]

STEPS: dict[str, StepFn] = {}
ANSWERS: dict[str, AnswerFn] = {}
# the tuple constructor itself, looked up once: events and prompts are made on every step
_NEW_TUPLE: Final = tuple.__new__


def step(name: str) -> Callable[[StepFn], StepFn]:
    """Register a step function under ``name``; it is called as ``fn(state, events, *args)``."""

    def deco(fn: StepFn) -> StepFn:
        if name in STEPS:
            raise RuntimeError(f"step {name!r} registered twice")
        STEPS[name] = fn
        return fn

    return deco


def answer(ctx: str) -> Callable[[AnswerFn], AnswerFn]:
    """Register the handler for answers to prompts whose ``ctx`` is ``ctx``."""

    def deco(fn: AnswerFn) -> AnswerFn:
        if ctx in ANSWERS:
            raise RuntimeError(f"answer handler {ctx!r} registered twice")
        ANSWERS[ctx] = fn
        return fn

    return deco


def push(state: GameState, *steps: Step) -> None:
    """Schedule steps to run next, in the order given."""
    if len(steps) == 1:
        state.queue.append(steps[0])
    else:
        state.queue.extend(steps[::-1])


def ask(
    state: GameState,
    seat: int,
    kind: str,
    ctx: str,
    options: Sequence[dict[str, Any]] = (),
    spec: dict[str, Any] | None = None,
) -> Prompt:
    """Open a prompt for ``seat``. Several prompts may be open at once (simultaneous choices)."""
    state.seq += 1
    # ``_NEW_TUPLE`` is what the named tuple's own ``__new__`` calls, without its interpreted frame
    prompt = _NEW_TUPLE(Prompt, (state.seq, seat, kind, ctx, tuple(options), {} if spec is None else spec))
    state.prompts.append(prompt)
    return prompt


def ask_choice(state: GameState, ev: Events, seat: int, ctx: str, options: Sequence[dict[str, Any]]) -> None:
    """Ask one seat to choose; a single legal option is taken at once without asking."""
    if len(options) == 1:
        only = _NEW_TUPLE(Prompt, (0, seat, CHOOSE, ctx, tuple(options), {}))
        ANSWERS[ctx](state, ev, only, dict(options[0]))
    else:
        ask(state, seat, CHOOSE, ctx, options)


_ORDERS: dict[int, tuple[int, ...]] = {}  # players, offense and defense in one number -> timing order


def timing_order(state: GameState) -> list[int]:
    """Offense, defense, then the others clockwise from the offense's left (FAQ X1)."""
    return list(order_of(state))


def order_of(state: GameState) -> tuple[int, ...]:
    """``timing_order`` as a shared tuple (for loops that only read it)."""
    off = state.offense
    d = state.enc.defense
    n = state.n
    if state.config.teams:  # Team Cosmic: the seats sit in the team seating (game.teams)
        return (off, *([d] if d >= 0 else []), *(s for s in clockwise_from_left(state, off) if s != d))
    key = ((n << 16) + off + 1 << 16) + d + 1  # a number, not a tuple: nothing built on this hot path
    cached = _ORDERS.get(key)
    if cached is None:
        order = [off]
        if d >= 0:
            order.append(d)
        for i in range(1, n):
            s = (off + i) % n
            if s != d:
                order.append(s)
        cached = _ORDERS[key] = tuple(order)
    return cached


def clockwise_from_left(state: GameState, seat: int) -> list[int]:
    """Every other seat, starting at ``seat``'s left (in the team seating at a Team Cosmic table)."""
    n = state.n
    if state.config.teams:
        seating = state.extra["teams"]["seating"]  # game.teams: partners opposite, -1 the empty slot
        at = seating.index(seat)
        size = len(seating)
        return [s for s in (seating[(at + i) % size] for i in range(1, size)) if s >= 0 and s != seat]
    return [(seat + i) % n for i in range(1, n)]


def note(ev: Events, kind: str, to: tuple[int, ...] | None = None, **data: Any) -> None:
    """Append an event."""
    ev.append(_NEW_TUPLE(Event, (kind, data, to)))  # Event(...) without the named tuple's Python frame
