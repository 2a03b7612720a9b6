"""Alliance: the offense invites, then the defense; the invited answer in order from the offense's left,
each committing 1 to 4 ships to one side (R3.6). Then the Force Field window."""

from __future__ import annotations

from typing import Any

from game import hooks, teams, techs
from game.board import ALLY, GATE, move, ships_on_colonies
from game.core import Events, answer, ask, clockwise_from_left, note, push, step
from game.hazards import deck as hazards
from game.prompts import INVITE, SHIPS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, begin_use
from game.windows import INVITE as INVITE_WINDOW

MAX_ALLY = 4


def candidates(state: GameState) -> list[int]:
    """Players who may be invited: everyone but the main players (and seats a power bars from allying,
    ``mods.no_ally``)."""
    barred = state.enc.mods.no_ally or ()
    defense = state.enc.defense
    return [s for s in clockwise_from_left(state, state.offense) if s != defense and s not in barred]


def self_allies(state: GameState) -> list[int]:
    """Main players a power lets ally with the opposing side too (asked after every other player, in
    timing order): its ships from colonies sit in that side's ally slot and share that side's fate."""
    if not state.any_alien:
        return []
    return [s for s in (state.offense, state.enc.defense) if s >= 0 and hooks.ally_sides(state, s)]


@step("alliance")
def alliance(state: GameState, ev: Events) -> None:
    """Ask the offense for its invitations (nothing to ask when nobody can ally)."""
    hooks.phase_start(state, ev, "alliance")
    if state.config.hazards:  # hazards that act before allies are invited (Energy Fields)
        hazards.before_invitations(state, ev)
    push(state, ("window", INVITE_WINDOW, -1), ("invite",))


@step("invite")
def invite(state: GameState, ev: Events) -> None:
    """Ask the offense for its invitations (nothing to ask when nobody can ally)."""
    if not candidates(state):
        return
    barred = state.enc.mods.no_offense_ally or ()  # seats a power bars from the offense's side
    offered = [s for s in candidates(state) if s not in barred]
    if state.config.teams:  # Team Cosmic: not the defense's partner; its own partner invited anyway
        offered = teams.invitable(state, state.offense, offered)
    spec: dict[str, Any] = {"candidates": offered}
    _require(state, state.offense, spec)
    ask(state, state.offense, INVITE, "invite_offense", spec=spec)


def _require(state: GameState, seat: int, spec: dict[str, Any]) -> None:
    """Name in the invite prompt the candidates a hazard in play makes ``seat`` invite (Alliance), a power
    (``mods.must_invite``), and at a Team Cosmic table its partner (invited automatically)."""
    required: list[int] = []
    if state.config.hazards:
        required = hazards.required_invites(state, seat, spec["candidates"])
    if state.config.teams:
        mate = teams.auto_invited(state, seat, spec["candidates"])
        required = sorted(set(required) | set(mate))
        if mate:
            spec["partner"] = mate[0]  # Team Cosmic: invited as the partner (the screen says so)
    required = sorted(set(required) | set(_must_invite(state, seat, spec["candidates"])))
    if required:
        spec["required"] = required


def _must_invite(state: GameState, seat: int, candidates: list[int]) -> list[int]:
    """Candidates a power makes ``seat`` invite this encounter (``mods.must_invite``)."""
    forced = state.enc.mods.must_invite
    if not forced:
        return []
    return [s for s in forced.get(str(seat), ()) if s in candidates]


def _with_forced(state: GameState, seat: int, candidates: list[int], seats: list[int]) -> list[int]:
    """``seats`` and the candidates a power makes ``seat`` invite."""
    extra = [s for s in _must_invite(state, seat, candidates) if s not in seats]
    return sorted(seats + extra) if extra else seats


def _with_partner(state: GameState, seat: int, candidates: list[int], seats: list[int]) -> list[int]:
    """Team Cosmic: ``seat``'s invitations with its partner among them (invited automatically)."""
    if not state.config.teams:
        return seats
    return sorted(set(seats) | set(teams.auto_invited(state, seat, candidates)))


def _mask(seats: list[int]) -> int:
    m = 0
    for s in seats:
        m |= 1 << s
    return m


@answer("invite_offense")
def _on_invite_offense(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seats = action["seats"]
    if state.config.hazards:  # a hazard in play may make the offense invite someone (Alliance)
        seats = hazards.forced_invites(state, state.offense, prompt.spec["candidates"], seats)
    seats = _with_partner(state, state.offense, prompt.spec["candidates"], seats)
    seats = _with_forced(state, state.offense, prompt.spec["candidates"], seats)
    state.enc.invited_off = _mask(seats)
    note(ev, "invited", side="offense", seats=seats)
    if state.enc.mods.no_defense_invite:  # an effect bars the defense's invitations this encounter
        _on_invite_defense(state, ev, prompt, {"seats": []})
        return
    spec: dict[str, Any] = {"candidates": candidates(state)}
    if state.config.teams:  # Team Cosmic: not the offense's partner
        spec["candidates"] = teams.invitable(state, state.enc.defense, spec["candidates"])
    _require(state, state.enc.defense, spec)
    ask(state, state.enc.defense, INVITE, "invite_defense", spec=spec)


@answer("invite_defense")
def _on_invite_defense(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seats = action["seats"]
    if state.config.hazards and prompt.ctx == "invite_defense":  # Alliance (hazard): its partner too
        seats = hazards.forced_invites(state, state.enc.defense, prompt.spec["candidates"], seats)
    if prompt.ctx == "invite_defense":
        seats = _with_partner(state, state.enc.defense, prompt.spec["candidates"], seats)
        seats = _with_forced(state, state.enc.defense, prompt.spec["candidates"], seats)
    state.enc.invited_def = _mask(seats)
    note(ev, "invited", side="defense", seats=seats)
    push(state, ("ally_answers", 0))


@step("ally_answers")
def ally_answers(state: GameState, ev: Events, start: int) -> None:
    """Ask the next invited player, in order from the offense's left; then open the Force Field window."""
    enc = state.enc
    order = candidates(state) + self_allies(state)
    for i in range(start, len(order)):
        seat = order[i]
        main = seat in (state.offense, enc.defense)
        sides = []
        if enc.invited_off >> seat & 1:
            sides.append("offense")
        if enc.invited_def >> seat & 1:
            sides.append("defense")
        uninvited = [side for side, _ in hooks.ally_sides(state, seat) if side not in sides]
        if main:  # a main player allied against itself: only with the other side
            uninvited = [side for side in uninvited if side != hooks.side_of(state, seat)]
        sides += uninvited
        if seat in (enc.mods.no_offense_ally or ()):
            sides = [side for side in sides if side != "offense"]
        if state.config.teams:  # Team Cosmic: never an ally against its partner
            sides = [side for side in sides if side != teams.barred_side(state, seat)]
        if not sides:
            continue
        sources = hooks.free_sources(state, seat, ships_on_colonies(state, seat))
        if main:  # the defense's ships on the target already fight for it
            sources = [pair for pair in sources if pair[0] != enc.target]
        if not sources:
            note(ev, "ally_declined", seat=seat, reason="no ships")
            continue
        ask(
            state,
            seat,
            SHIPS,
            "ally",
            spec={
                "type": "ally",
                "sides": sides,
                "sources": sources,
                "min": 1,
                "max": int((enc.mods.ally_max or {}).get(str(seat), MAX_ALLY))
                + techs.launch_bonus(state, seat),
                "decline": True,
                "next": i + 1,
                "uninvited": uninvited,
            },
        )
        return
    push(state, ("window", ALLIANCE, -1))


@answer("ally")
def _on_ally(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    if action["type"] == "decline":
        note(ev, "ally_declined", seat=seat, reason="choice")
    elif action["side"] in prompt.spec.get("uninvited", ()):
        # joining without an invitation is a use of a power: announced, zappable, then resolved by it
        alien = next(a for side, a in hooks.ally_sides(state, seat) if side == action["side"])
        push(state, ("ally_answers", prompt.spec["next"]))
        begin_use(state, ev, seat, {**action, "type": "power", "alien": alien, "use": "uninvited"})
        return
    else:
        join_alliance(state, ev, seat, action["side"], action["ships"])
    push(state, ("ally_answers", prompt.spec["next"]))


def join_alliance(state: GameState, ev: Events, seat: int, side: str, ships: list[list[Any]]) -> None:
    """``seat`` allies with ``side``, sending ``ships`` (``[[planet, count], ...]``) to the encounter."""
    enc = state.enc
    dst = GATE if side == "offense" else ALLY
    for loc, count in ships:
        move(state, ev, seat, loc, dst, count)
    if side == "offense":
        enc.off_allies |= 1 << seat
    else:
        enc.def_allies |= 1 << seat
    enc.allied |= 1 << seat
    note(ev, "allied", seat=seat, side=side, ships=sum(c for _, c in ships))
