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

from game.core import Events, note, push, step
from game.encounter_mods import need
from game.events import Event
from game.state import GameState
from game.techs.base import POWERS as POWERS
from game.techs.base import TechPower as TechPower
from game.techs.base import power as power
from game.techs.catalog import TECH_NAME, TECHS

TECH_PLAY = "tech"  # the "type" of a window option that uses a tech


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


def anyone_could_act(state: GameState, *windows: str) -> bool:
    """Does any seat hold a tech with a use in one of ``windows``? (Tables without techs: never.)"""
    if not state.tech_card:
        return False
    return any(could_act(state, s, w) for w in windows for s in range(state.n))


def launch_bonus(state: GameState, seat: int) -> int:
    """Ships ``seat``'s techs let it send into an encounter beyond the usual limit."""
    if not state.techs_done:
        return 0
    return sum(
        POWERS[TECH_NAME[t]].extra_launch(state, seat) for t in usable(state, seat) if TECH_NAME[t] in POWERS
    )


def held_cards(state: GameState) -> list[int]:
    """Every cosmic card kept on a tech (for the card census)."""
    if not state.tech_card:
        return []
    return [c for s in range(state.n) for pw in POWERS.values() for c in pw.held_cards(state, s)]


def secret_slots(state: GameState, viewer: int | None) -> list[tuple[Any, Any]]:
    """Slots of the cards kept on techs that ``viewer`` may not see (``game.determinize`` deals them
    again)."""
    if not state.tech_card:
        return []
    return [slot for pw in POWERS.values() for slot in pw.secret_slots(state, viewer)]


def used_now(state: GameState, seat: int, tech: int) -> bool:
    """Has ``seat`` used ``tech`` already this encounter?"""
    return f"{tech}/{seat}" in (state.enc.mods.techs_used or ())


def mark_used(state: GameState, seat: int, tech: int) -> None:
    """Note that ``seat`` used ``tech`` this encounter."""
    if state.enc.mods.techs_used is None:
        state.enc.mods.techs_used = []
    state.enc.mods.techs_used.append(f"{tech}/{seat}")


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
    # the use's own arguments may hold any key (The Qax's ``to``): the event's data is built whole
    ev.append(Event("tech_used", {"seat": seat, "tech": tech, "name": name, **args}))
    spend(state, ev, seat, tech)
    if ships:
        push(state, ("techs_home", seat))  # researchers the effect leaves go home after it (R9.1.2)
        action = {**action, "researchers": ships}  # a hidden tech counts the ships that researched it
    if anyone_could_act(state, RESPONSE):  # a tech that cancels techs may answer this use first
        state.seq += 1
        pending = {"id": state.seq, "seat": seat, "action": action, "cancelled": False}
        if state.enc.mods.tech_pending is None:
            state.enc.mods.tech_pending = []
        state.enc.mods.tech_pending.append(pending)
        push(state, ("window", RESPONSE, pending["id"]), ("tech_resolve", pending["id"]))
        return
    _carry_out(state, ev, seat, action)


RESPONSE = "tech_response"  # the window after a tech is used, before it acts (target = the use's id)


def pending_use(state: GameState, use_id: int) -> dict[str, Any] | None:
    """The tech use with this id waiting for its RESPONSE window, if any."""
    return next((p for p in (state.enc.mods.tech_pending or ()) if p["id"] == use_id), None)


def _carry_out(state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
    """The effect of a tech use that nothing cancelled."""
    tech = int(action["tech"])
    name = TECH_NAME[tech]
    POWERS[name].resolve(state, ev, seat, action)
    if not TECHS[tech].lasting:
        POWERS[name].on_leave(state, ev, seat)


@step("tech_resolve")
def tech_resolve(state: GameState, ev: Events, use_id: int) -> None:
    """After its RESPONSE window: a tech use acts, unless it was cancelled."""
    pending = pending_use(state, use_id)
    if pending is None:
        return
    need(state.enc.mods.tech_pending).remove(pending)
    if not state.enc.mods.tech_pending:
        state.enc.mods.tech_pending = None
    if not pending["cancelled"]:
        _carry_out(state, ev, pending["seat"], pending["action"])


def discard_tech(state: GameState, ev: Events, seat: int, tech: int) -> None:
    """A completed tech in play leaves it (cancelled, or its use is over): discarded face up."""
    if tech in state.techs_done[seat]:
        state.techs_done[seat].remove(tech)
        state.tech_discard.append(tech)
        note(ev, "tech_discarded", seat=seat, tech=tech, name=TECH_NAME[tech])
        pw = POWERS.get(TECH_NAME[tech])
        if pw is not None:
            pw.on_leave(state, ev, seat)
