"""The Technology variant (base-rules R9.1, FAQ K1-K6): the tech deck, research, and what techs do.

Each seat holds at most one face-down tech in research (``state.tech_card``, ships on it in
``state.tech_ships``) and the completed techs in play in front of it (``state.techs_done``). What a tech
does lives in one module per tech (``game/techs/<name>.py``), a ``TechPower`` registered with ``power``:
its optional uses are plays in the engine's play windows (``game.windows`` asks ``options`` of every seat
holding a usable tech), and its lasting effects are hook methods the engine calls where they matter.

A tech is *usable* by its holder when it is completed and in play, or, for a hidden tech ("do not reveal
until used"), while it is in research with at least its research number of ships on it (the use reveals
it). Using a tech that is not lasting discards it (``spend``).
"""

from __future__ import annotations

from typing import Any

from game.core import Events, note, push
from game.state import GameState
from game.techs.catalog import TECH_NAME, TECHS

TECH_PLAY = "tech"  # the "type" of a window option that uses a tech


class TechPower:
    """What one tech does. Subclasses set ``name`` and ``windows`` and override what they need."""

    name: str = ""
    windows: frozenset[str] = frozenset()  # play windows where it has an optional use

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        """The uses ``seat`` may make of this tech in ``window`` now: argument dicts (``{}`` for a use
        without arguments); empty if none."""
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        """Carry out a use chosen from ``options`` (the tech has already been revealed and, if it is not
        lasting, discarded)."""

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        """The tech was just completed by ``seat`` (tokens come into play, a second power is drawn ...)."""

    def takes_researchers(self, state: GameState, seat: int) -> bool:
        """On completion, does this tech put its researching ships somewhere itself (so they do not go
        home as usual)?"""
        return False

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        """The tech left play (discarded, cancelled): what it brought leaves with it."""


POWERS: dict[str, TechPower] = {}


def power(cls: type[TechPower]) -> type[TechPower]:
    """Register a tech's power (a class decorator)."""
    if cls.name not in TECH_NAME:
        raise RuntimeError(f"no tech card named {cls.name!r}")
    POWERS[cls.name] = cls()
    return cls


def tech_id(name: str) -> int:
    """The id of the tech card called ``name``."""
    return TECH_NAME.index(name)


def in_play(state: GameState, name: str) -> list[int]:
    """Seats with the tech ``name`` completed and in play, in seat order."""
    if not state.techs_done:
        return []
    t = tech_id(name)
    return [s for s, done in enumerate(state.techs_done) if t in done]


def ready_hidden(state: GameState, seat: int) -> int:
    """The hidden tech ``seat`` researches if it has enough ships on it to be used (-1: none)."""
    if not state.tech_card:
        return -1
    t = state.tech_card[seat]
    if t < 0 or not TECHS[t].hidden or state.tech_ships[seat] < TECHS[t].research:
        return -1
    return t


def usable(state: GameState, seat: int) -> list[int]:
    """The techs ``seat`` could use now: completed ones in play, and a hidden one ready in research."""
    out = list(state.techs_done[seat])
    hidden = ready_hidden(state, seat)
    if hidden >= 0:
        out.append(hidden)
    return out


def could_act(state: GameState, seat: int, window: str) -> bool:
    """Does ``seat`` hold a tech with a use in ``window``? (A quick test; the options may be empty.)"""
    if not state.tech_card:
        return False
    return any(window in POWERS[TECH_NAME[t]].windows for t in usable(state, seat) if TECH_NAME[t] in POWERS)


def options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    """Every tech use ``seat`` may make in ``window`` now, as window options."""
    out: list[dict[str, Any]] = []
    for t in usable(state, seat):
        pw = POWERS.get(TECH_NAME[t])
        if pw is None or window not in pw.windows:
            continue
        for opt in pw.options(state, seat, window, target):
            out.append({"type": TECH_PLAY, "tech": t, **opt})
    return out


def spend(state: GameState, ev: Events, seat: int, tech: int) -> None:
    """``seat`` uses ``tech``: a hidden tech is revealed (its researchers go home later, as its effect
    says); a tech that is not lasting is discarded face up."""
    card = TECHS[tech]
    if state.tech_card and state.tech_card[seat] == tech:
        state.tech_card[seat] = -1  # a hidden tech used from research
    elif not card.lasting:
        state.techs_done[seat].remove(tech)
    if not card.lasting:
        state.tech_discard.append(tech)


def play(state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
    """Carry out a tech use chosen in a window: reveal it, discard it unless it lasts, then its effect."""
    tech = int(action["tech"])
    name = TECH_NAME[tech]
    args = {k: v for k, v in action.items() if k not in ("type", "tech")}
    ships = state.tech_ships[seat] if state.tech_card[seat] == tech else 0
    note(ev, "tech_used", seat=seat, tech=tech, name=name, **args)
    spend(state, ev, seat, tech)
    if ships:
        push(state, ("techs_home", seat))  # researchers the effect leaves go home after it (R9.1.2)
        action = {**action, "researchers": ships}  # a hidden tech counts the ships that researched it
    POWERS[name].resolve(state, ev, seat, action)
    if not TECHS[tech].lasting:
        POWERS[name].on_leave(state, ev, seat)


def discard_tech(state: GameState, ev: Events, seat: int, tech: int) -> None:
    """A completed tech in play leaves it (cancelled, or its use is over): discarded face up."""
    if tech in state.techs_done[seat]:
        state.techs_done[seat].remove(tech)
        state.tech_discard.append(tech)
        note(ev, "tech_discarded", seat=seat, tech=tech, name=TECH_NAME[tech])
        pw = POWERS.get(TECH_NAME[tech])
        if pw is not None:
            pw.on_leave(state, ev, seat)
