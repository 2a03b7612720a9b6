"""Ships, planets and colonies: every ship movement goes through here, so ships are never created or lost
and the power state follows the home colonies."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.core import Events, note, push, step
from game.deck import answerable
from game.moments import ShipsMoved
from game.state import GameState

GATE = "gate"
WARP = "warp"
ALLY = "ally"  # beside the target planet, as a defensive ally
REMOVED = "removed"  # out of the game (eradicated)
TECH = "tech"  # researching a tech (the Technology variant): the owner's, in no encounter
GONE = -1  # ``planet_home`` of a planet taken out of the game (devoured, destroyed): in no system
KEPT = "kept_planets"  # state.extra: {str(seat): [planets]}, removed planets counted as its foreign colonies
# state.extra: {str(seat): [planets]}, planets on the board in that seat's own home system that count as its
# foreign colonies while they stay there (The Claw's stolen planets)
HELD = "held_planets"
# state.extra: [systems] whose planets count only half for other players' foreign colonies (Pygmy): a
# player's colonies on such planets are summed, then halved, rounded down (``half_worth_loss``)
HALF_WORTH = "half_worth"
# state.extra: {str(system): ships}, the most ships (everyone's together) a planet of that system may hold
# (Pygmy); ``move`` keeps to it (``planet_cap``)
PLANET_CAPS = "planet_caps"


def system_planets(state: GameState, seat: int) -> list[int]:
    """The planets of ``seat``'s home system."""
    return [p for p, home in enumerate(state.planet_home) if home == seat]


def ships_on(state: GameState, planet: int, seat: int) -> int:
    """Ships of ``seat`` on ``planet``."""
    return state.ships[planet * state.n + seat]


def colonies(state: GameState, seat: int) -> list[int]:
    """Planets where ``seat`` has a colony (at least one ship)."""
    n = state.n
    ships = state.ships
    return [p for p in range(len(state.planet_home)) if ships[p * n + seat]]


def home_colony_count(state: GameState, seat: int) -> int:
    """Colonies ``seat`` has in its own home system."""
    n = state.n
    ships = state.ships
    return sum(1 for p, home in enumerate(state.planet_home) if home == seat and ships[p * n + seat])


def foreign_colony_count(state: GameState, seat: int) -> int:
    """Colonies ``seat`` has outside its home system."""
    mine = state.ships[seat :: state.n]  # this seat's ships on each planet, in planet order
    count = sum(1 for count, home in zip(mine, state.planet_home, strict=True) if count and home != seat)
    kept = state.extra.get(KEPT)  # planets it took out of the game that still count for it (Locust)
    count = count + len(kept.get(str(seat), ())) if kept else count
    count = count - half_worth_loss(state, seat) if HALF_WORTH in state.extra else count
    return count + held_count(state, seat) if HELD in state.extra else count


def half_worth_loss(state: GameState, seat: int) -> int:
    """What ``seat``'s foreign colony count loses to half-worth systems (``HALF_WORTH``): its colonies on
    planets of such systems other than its own, summed, minus that sum halved and rounded down (two of them
    count as one, three as one)."""
    systems = state.extra[HALF_WORTH]
    n = state.n
    ships = state.ships
    on_half = sum(
        1
        for p, home in enumerate(state.planet_home)
        if home != seat and home in systems and ships[p * n + seat]
    )
    return on_half - on_half // 2


def planet_cap(state: GameState, planet: int) -> int:
    """The most ships ``planet`` may hold, everyone's together (``PLANET_CAPS`` of its system; -1: no cap)."""
    caps = state.extra.get(PLANET_CAPS)
    if not caps:
        return -1
    return int(caps.get(str(state.planet_home[planet]), -1))


def held_count(state: GameState, seat: int) -> int:
    """The seat's held planets (``HELD``) still in its own home system: each counts as a foreign colony."""
    home = state.planet_home
    return sum(1 for p in state.extra[HELD].get(str(seat), ()) if home[p] == seat)


def colony_counts(state: GameState) -> tuple[list[int], list[int]]:
    """Every seat's home and foreign colony counts at once (``home_colony_count`` and
    ``foreign_colony_count`` for each seat, in one pass: the views and the win check want them all)."""
    n = state.n
    ships = state.ships
    home_counts = [0] * n
    foreign_counts = [0] * n
    i = 0
    for system in state.planet_home:  # one pass over the ships, planet by planet (``ships_on``)
        for seat in range(n):
            if ships[i]:
                if system == seat:
                    home_counts[seat] += 1
                else:
                    foreign_counts[seat] += 1
            i += 1
    kept = state.extra.get(KEPT)
    for seat in range(n):
        foreign = foreign_counts[seat]
        foreign = foreign + len(kept.get(str(seat), ())) if kept else foreign
        foreign = foreign - half_worth_loss(state, seat) if HALF_WORTH in state.extra else foreign
        foreign_counts[seat] = foreign + held_count(state, seat) if HELD in state.extra else foreign
    return home_counts, foreign_counts


def remove_planet(state: GameState, ev: Events, planet: int, keeper: int = -1) -> None:
    """``planet`` leaves the game: it is in no system any more (no target, no colony, no home planet).
    Ships still on it go to the warp (callers move them first, as their effect says). ``keeper``: a seat
    for which the planet counts as a foreign colony from now on (-1: nobody)."""
    system = state.planet_home[planet]
    for s in range(state.n):
        move(state, ev, s, planet, WARP, state.ships[planet * state.n + s])
    state.planet_home[planet] = GONE
    for planets in state.extra.get(HELD, {}).values():  # a stolen planet counts for its thief no more
        if planet in planets:
            planets.remove(planet)
    if keeper >= 0:
        state.extra.setdefault(KEPT, {}).setdefault(str(keeper), []).append(planet)
    note(ev, "planet_removed", planet=planet, system=system, keeper=keeper)
    if system >= 0:
        refresh_power(state, ev, system)


@step("planet_destroyed")
def planet_destroyed(state: GameState, ev: Events, planet: int) -> None:
    """An effect destroys ``planet``: it leaves the game, counting for nobody (ships still on it go to the
    warp)."""
    if state.planet_home[planet] != GONE:
        remove_planet(state, ev, planet)


def ships_on_colonies(state: GameState, seat: int) -> list[list[int]]:
    """``[[planet, count], ...]`` for each colony of ``seat``."""
    n = state.n
    ships = state.ships
    return [[p, ships[p * n + seat]] for p in range(len(state.planet_home)) if ships[p * n + seat]]


def movable_ships(state: GameState, seat: int, exclude: int = -1) -> list[list[Any]]:
    """``[[location, count], ...]``: the seat's colonies (except planet ``exclude``) and the gate.

    These are the ships a player may choose from when it must lose ships (FAQ S1), or move ships that are
    not in the warp (a deal's colony, re-establishing a home colony).
    """
    sources: list[list[Any]] = [pc for pc in ships_on_colonies(state, seat) if pc[0] != exclude]
    if state.gate[seat]:
        sources.append([GATE, state.gate[seat]])
    return sources


def ships_lost(state: GameState, seat: int) -> int:
    """Ships ``seat`` has lost: in the warp, removed from the game, or captured by an alien (Sadist)."""
    return state.warp[seat] + state.removed[seat] + hooks.held_ships(state, seat)


def ships_in_play(state: GameState, seat: int) -> int:
    """Ships of ``seat`` that are not in the warp (colonies, gate, ally slot, researching a tech)."""
    n = state.n
    total = sum(state.ships[p * n + seat] for p in range(len(state.planet_home)))
    if state.tech_ships:
        total += state.tech_ships[seat]
    return total + state.gate[seat] + state.dally[seat]


SHIP_TOTALS = "ship_totals"  # state.extra: {str(seat): ships it owns} where a power changed the number


def ships_owned(state: GameState, seat: int) -> int:
    """How many ships ``seat`` owns: 20 (16 in the short game), unless a power gave it more (Symbiote)."""
    totals = state.extra.get(SHIP_TOTALS)
    if totals and str(seat) in totals:
        return int(totals[str(seat)])
    return state.config.ships_per_player


def ship_total(state: GameState, seat: int) -> int:
    """All of ``seat``'s ships wherever they are (captured ones too, ``hooks.held_ships``); always equals
    the ships each player owns."""
    total = ships_in_play(state, seat) + state.warp[seat] + state.removed[seat]
    return total + hooks.held_ships(state, seat)


def refresh_power(state: GameState, ev: Events, seat: int) -> None:
    """Turn the seat's power off below the home-colony threshold and on again at it (base-rules R4.3)."""
    on = home_colony_count(state, seat) >= state.config.power_threshold
    if on != state.power_on[seat]:
        state.power_on[seat] = on
        note(ev, "power_regained" if on else "power_lost", seat=seat)
        if not on and state.any_alien:
            hooks.power_lost(state, ev, seat)


def _touch_planet(state: GameState, ev: Events, planet: int, seat: int, before: int) -> None:
    after = state.ships[planet * state.n + seat]
    if (before == 0) != (after == 0):
        note(ev, "colony_gained" if after else "colony_lost", seat=seat, planet=planet)
        if after and state.config.teams and _gift_due(state, seat, planet):  # Team Cosmic (game.teams)
            push(state, ("team_gift", seat, planet))
        if state.planet_home[planet] == seat:
            refresh_power(state, ev, seat)


def _gift_due(state: GameState, seat: int, planet: int) -> bool:
    """Team Cosmic: does gaining a colony on ``planet`` offer ``seat`` the gift to its partner? A foreign
    colony only, and not the partner's ships landing on a gift (``game.teams.GIFTING``)."""
    if state.planet_home[planet] == seat:
        return False
    gifting = state.extra["teams"].get("gifting")
    return not (gifting and gifting[0] == planet and gifting[1] == seat)


def take(state: GameState, ev: Events, seat: int, loc: int | str, count: int) -> None:
    """Remove ``count`` ships of ``seat`` from a planet, the gate, the ally slot or the warp."""
    if count <= 0:
        return
    if isinstance(loc, int):
        i = loc * state.n + seat
        before = state.ships[i]
        if before < count:
            raise RuntimeError(f"seat {seat} has {before} ships on planet {loc}, not {count}")
        state.ships[i] = before - count
        _touch_planet(state, ev, loc, seat, before)
    else:
        counts = pool(state, loc)
        if counts[seat] < count:
            raise RuntimeError(f"seat {seat} has {counts[seat]} ships in {loc}, not {count}")
        counts[seat] -= count


def put(state: GameState, ev: Events, seat: int, loc: int | str, count: int) -> None:
    """Add ``count`` ships of ``seat`` to a planet, the gate, the ally slot or the warp."""
    if count <= 0:
        return
    if isinstance(loc, int):
        i = loc * state.n + seat
        before = state.ships[i]
        state.ships[i] = before + count
        _touch_planet(state, ev, loc, seat, before)
    else:
        pool(state, loc)[seat] += count


def move(
    state: GameState,
    ev: Events,
    seat: int,
    src: int | str,
    dst: int | str,
    count: int,
    retrieval: bool = True,
) -> None:
    """Move ships and tell the table (``retrieval`` False: ships leaving the warp are no retrieval). A
    planet with a cap (``planet_cap``) takes only what it has room for: the rest stays where it was (a
    planet, the warp) or goes to ``overflow_spot``."""
    if count <= 0:
        return
    if isinstance(dst, int) and dst >= 0 and dst != src and PLANET_CAPS in state.extra:
        cap = planet_cap(state, dst)
        room = cap - sum(state.ships[dst * state.n : (dst + 1) * state.n]) if cap >= 0 else count
        if room < count:
            over = count - max(0, room)
            count -= over
            if not isinstance(src, int) and src != WARP:  # ships in the gate, the ally slot ...
                move(state, ev, seat, src, overflow_spot(state, seat, dst), over)
            if count <= 0:
                return
    take(state, ev, seat, src, count)
    put(state, ev, seat, dst, count)
    note(ev, "ships_moved", seat=seat, src=src, dst=dst, count=count)
    if state.techs_done and hooks.TECH_MOVES:  # a tech's token riding on ships follows them
        for follow in hooks.TECH_MOVES:
            follow(state, ev, seat, src, dst, count)
    if state.any_alien and hooks.LISTENERS.get(ShipsMoved):  # things riding on ships follow them
        hooks.ships_moved(state, ev, seat, src, dst, count)
    if isinstance(dst, int) and dst >= 0 and dst != src and state.config.conflict:  # windows.LANDED
        push(state, ("landed", dst, seat, count))
    if src == WARP and dst != REMOVED and retrieval and (state.any_alien or answerable(state, "retrieved")):
        # powers, and Wilds even at a table without aliens, may answer it (windows.RETRIEVED)
        push(state, ("happened", "retrieved", seat, count))


def swap_positions(state: GameState, ev: Events, a: int, b: int) -> None:
    """Seats ``a`` and ``b`` trade places on the board (Schizoid Wild): their home systems, every ship of
    each (on planets, in the warp, out of the game, researching a tech, with the tech in research: FAQ),
    the ships each owns and the planets counted as their colonies; hands, powers and completed techs stay.
    Call it between encounters (nothing in the gate or the ally slot)."""
    n = state.n
    home = state.planet_home
    for p in range(len(home)):
        if home[p] in (a, b):
            home[p] = b if home[p] == a else a
        i, j = p * n + a, p * n + b
        state.ships[i], state.ships[j] = state.ships[j], state.ships[i]
    per_seat: list[list[int]] = [state.warp, state.removed, state.gate, state.dally]
    if state.tech_ships:
        per_seat += [state.tech_ships, state.tech_card]
    for counts in per_seat:
        counts[a], counts[b] = counts[b], counts[a]
    for key in (SHIP_TOTALS, KEPT, HELD):
        table = state.extra.get(key)
        if table:
            first, second = table.pop(str(a), None), table.pop(str(b), None)
            if second is not None:
                table[str(a)] = second
            if first is not None:
                table[str(b)] = first
    halves = state.extra.get(HALF_WORTH)  # system rules follow the systems (Pygmy)
    if halves:
        state.extra[HALF_WORTH] = [b if s == a else a if s == b else s for s in halves]
    caps = state.extra.get(PLANET_CAPS)
    if caps:
        state.extra[PLANET_CAPS] = {
            str(b) if k == str(a) else str(a) if k == str(b) else k: v for k, v in caps.items()
        }
    hooks.owners_swapped(state, a, b)  # captured ships (Fungus, Remote) change owner with them
    refresh_power(state, ev, a)
    refresh_power(state, ev, b)


def overflow_spot(state: GameState, seat: int, full: int) -> int | str:
    """Where ``seat``'s ships go that a capped planet ``full`` had no room for: its colony with the most
    ships that has room (ties: the lowest number), else the warp."""
    n = state.n
    best, most = -1, 0
    for p in range(len(state.planet_home)):
        here = state.ships[p * n + seat]
        if p == full or not here or state.planet_home[p] == GONE or here <= most:
            continue
        cap = planet_cap(state, p)
        if cap < 0 or sum(state.ships[p * n : (p + 1) * n]) < cap:
            best, most = p, here
    return best if best >= 0 else WARP


def ships_at(state: GameState, seat: int, loc: int | str) -> int:
    """Ships of ``seat`` at a planet, the gate, the ally slot, the warp or out of the game."""
    if isinstance(loc, int):
        return state.ships[loc * state.n + seat]
    return pool(state, loc)[seat]


def pool(state: GameState, loc: str) -> list[int]:
    """The per-seat ship counts of the gate, the warp or the ally slot."""
    if loc == GATE:
        return state.gate
    if loc == WARP:
        return state.warp
    if loc == ALLY:
        return state.dally
    if loc == REMOVED:
        return state.removed
    if loc == TECH:
        return state.tech_ships
    raise ValueError(f"unknown ship location {loc!r}")
