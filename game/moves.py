"""Steps that move ships where their owner chooses (returning home, losing ships, retrieving from the
warp) and the path every ship takes to the warp.

Ships reach the warp through ``to_warp`` only, labelled with how they went (FAQ T4): *losing* ships of
the side that lost the encounter, ships *lost* to a forced loss (failed deal, Plague, penalties), ships
*sent* by a player's power or card, and ships *eradicated* (removed from the game instead). With aliens
at the table the loss opens the LOSS window (powers that stop ships on their way, FAQ T5) and, once the
ships arrive, the LOST window (powers that react to ships in the warp).
"""

from __future__ import annotations

from typing import Any

from game import hooks
from game.board import (
    ALLY,
    GATE,
    GONE,
    REMOVED,
    TECH,
    WARP,
    colonies,
    movable_ships,
    move,
    pool,
    ships_at,
    ships_in_play,
    ships_on_colonies,
)
from game.core import Events, answer, ask, ask_choice, note, push, step
from game.encounter_mods import need
from game.prompts import PLACE, SHIPS, Prompt
from game.state import GameState, Step
from game.window_cards import cards_for_held
from game.windows import KEEP, LOSS, visited, wanted
from game.windows import LOST as LOST_WINDOW


@step("return_ships")
def return_ships(state: GameState, ev: Events, seat: int, src: str) -> None:
    """All of ``seat``'s ships in ``src`` (gate or ally slot) go back to colonies of its choice.

    With no colony to go to they go to the warp (base-rules R3.10.3).
    """
    count = pool(state, src)[seat]
    if not count:
        return
    place_ships(state, ev, seat, src, count, "return_ships")


@step("retrieve_from_warp")
def retrieve_from_warp(state: GameState, ev: Events, seat: int, count: int) -> None:
    """Take ``count`` of ``seat``'s ships out of the warp onto colonies of its choice (rewards).

    Ships with no colony to go to stay in the warp.
    """
    count = min(count, state.warp[seat])
    if count and colonies(state, seat):
        place_ships(state, ev, seat, WARP, count, "retrieve_ships")


def send_home(state: GameState, seats: list[int]) -> list[Step]:
    """Steps that return the named seats' ships in the gate and beside the planet to their colonies."""
    steps: list[Step] = []
    for s in seats:
        if state.gate[s]:
            steps.append(("return_ships", s, GATE))
        if state.dally[s]:
            steps.append(("return_ships", s, ALLY))
    return steps


def place_ships(
    state: GameState,
    ev: Events,
    seat: int,
    src: int | str,
    count: int,
    ctx: str,
    targets: list[int] | None = None,
) -> None:
    """Move ``count`` ships from ``src`` onto the seat's colonies (or onto ``targets``, some of them),
    asking how to spread them if it matters."""
    if targets is None:
        targets = colonies(state, seat)
    if not targets:
        if src != WARP:
            move(state, ev, seat, src, WARP, count)
        return
    if len(targets) == 1:
        move(state, ev, seat, src, targets[0], count)
        return
    ask(state, seat, PLACE, ctx, spec={"type": "place", "count": count, "planets": targets, "src": src})


def _on_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    src = prompt.spec["src"]
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, src, planet, count)


@step("back_from_warp")
def back_from_warp(state: GameState, ev: Events, seat: int, count: int) -> None:
    """``count`` of ``seat``'s ships leave the warp for colonies of its choice without being a retrieval
    (no RETRIEVED window: lost ships a power sends back, Sting). With no colony they stay in the warp."""
    count = min(count, state.warp[seat])
    targets = colonies(state, seat)
    if not count or not targets:
        return
    if len(targets) == 1:
        move(state, ev, seat, WARP, targets[0], count, retrieval=False)
        return
    spec = {"type": "place", "count": count, "planets": targets, "src": WARP}
    ask(state, seat, PLACE, "back_from_warp", spec=spec)


@answer("back_from_warp")
def _on_back_from_warp(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, WARP, planet, count, retrieval=False)


place_answer = _on_place  # the answer to a ``place_ships`` prompt, for other contexts to register
answer("return_ships")(_on_place)
answer("retrieve_ships")(_on_place)


@step("free_colony")
def free_colony(state: GameState, ev: Events, seat: int, planets: list[int]) -> None:
    """``seat`` gains a free colony on one of ``planets`` of its choice where it has none: one ship from one
    of its colonies (its choice), or from the warp if it has no ship on a colony (Siren, Prophet, Relic).
    The ship lands there (the LANDED window at a Cosmic Conflict table)."""
    n, home = state.n, state.planet_home
    targets = [p for p in planets if home[p] != GONE and not state.ships[p * n + seat]]
    if not targets or not (colonies(state, seat) or state.warp[seat]):
        return
    options = [{"type": "free_colony", "planet": p} for p in targets]
    ask_choice(state, ev, seat, "free_colony", options)


@answer("free_colony")
def _on_free_colony(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, planet = prompt.seat, int(action["planet"])
    sources = [p for p in colonies(state, seat) if p != planet]
    if not sources:
        move(state, ev, seat, WARP, planet, 1)
        return
    options = [{"type": "free_colony_from", "planet": planet, "src": p} for p in sources]
    ask_choice(state, ev, seat, "free_colony_from", options)


@answer("free_colony_from")
def _on_free_colony_from(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, int(action["src"]), int(action["planet"]), 1)


LOSING = "losing"
LOST = "lost"
SENT = "sent"
ERADICATED = "eradicated"
EXTRA = "extra"  # a pseudo-location in loss sources: the seat's extra ships in the encounter (hired ships)


def encounter_loc(state: GameState, seat: int) -> int | str | None:
    """Where ``seat``'s own ships in the encounter are: the gate, the ally slot or the target planet."""
    enc = state.enc
    if seat == state.offense or enc.off_allies >> seat & 1:
        return GATE
    if seat == enc.defense:
        return enc.target if enc.target >= 0 else None
    return ALLY if enc.def_allies >> seat & 1 else None


def extra_in_encounter(state: GameState, seat: int) -> int:
    """``seat``'s extra ships in the encounter (``mods.extra_ships``, Merchant's hired ships), one by one
    (``mods.extra_worth`` is what each counts in totals): losses may take them, ``[EXTRA, n]``."""
    extra = state.enc.mods.extra_ships
    return int(extra.get(str(seat), 0)) if extra else 0


def with_extra(state: GameState, seat: int, sources: list[list[Any]]) -> list[list[Any]]:
    """``sources`` plus ``[EXTRA, n]`` if they hold ``seat``'s ships in the encounter and it has extra ships
    there: extra ships are lost with its ships in the encounter, as the loss's chooser picks."""
    extra = extra_in_encounter(state, seat)
    if not extra or not any(loc == encounter_loc(state, seat) for loc, _ in sources):
        return sources
    return [*sources, [EXTRA, extra]]


@step("to_warp")
def to_warp(
    state: GameState, ev: Events, seat: int, sources: list[list[Any]], kind: str, by: int = -1
) -> None:
    """Ships of ``seat`` from ``sources`` (``[[location, count], ...]``) go to the warp (see module doc).
    ``[EXTRA, n]``: n of its extra ships in the encounter are lost first (``hooks.extra_lost``)."""
    extra = min(sum(c for loc, c in sources if loc == EXTRA), extra_in_encounter(state, seat))
    if extra > 0:
        hooks.extra_lost(state, ev, seat, extra, kind, by)
    sources = [[loc, min(c, ships_at(state, seat, loc))] for loc, c in sources if loc != EXTRA]
    sources = [pair for pair in sources if pair[1] > 0]
    if not sources:
        return
    capture = state.enc.mods.capture if kind == LOSING else None
    if capture and not wanted(state, KEEP):
        visited(state, ev, KEEP)
    if capture and wanted(state, KEEP):
        # effects that keep some of them out of the loss act first; the capture takes the rest
        index = _record(state, seat, sources, kind, by)
        push(state, ("window", KEEP, index), ("capture_losing", index))
        return
    if capture and hooks.POWERS[capture[0]].capture_ships(state, ev, capture[1], capture[2], seat, sources):
        return  # captured instead (Fungus): no LOSS window, nothing can save them
    if not state.any_alien and not cards_for_held(state, LOSS, LOST_WINDOW) and not wanted(state, LOSS):
        visited(state, ev, LOSS)
        visited(state, ev, LOST_WINDOW)
        _arrive(state, ev, seat, sources, kind)
        return
    index = _record(state, seat, sources, kind, by)
    push(state, ("window", LOSS, index), ("warp_arrive", index))


def _record(state: GameState, seat: int, sources: list[list[Any]], kind: str, by: int) -> int:
    """Add a loss record to ``enc.mods.losses``; return its index (the windows' target)."""
    if state.enc.mods.losses is None:
        state.enc.mods.losses = []
    losses = state.enc.mods.losses
    losses.append({"seat": seat, "sources": sources, "kind": kind, "by": by, "saved": False})
    return len(losses) - 1


@step("capture_losing")
def capture_losing(state: GameState, ev: Events, index: int) -> None:
    """After the KEEP window: the losing ships nothing kept are captured (``mods.capture``); if the
    capture no longer takes them, they go on to the warp as usual (the LOSS window first)."""
    record = need(state.enc.mods.losses)[index]
    if record["saved"]:
        return
    seat = record["seat"]
    sources = [[loc, min(c, ships_at(state, seat, loc))] for loc, c in record["sources"]]
    record["sources"] = sources = [pair for pair in sources if pair[1] > 0]
    if not sources:
        return
    capture = state.enc.mods.capture
    if capture and hooks.POWERS[capture[0]].capture_ships(state, ev, capture[1], capture[2], seat, sources):
        record["captured"] = True  # they never reach the warp: no LOSS or LOST window
        return
    push(state, ("window", LOSS, index), ("warp_arrive", index))


@step("warp_arrive")
def warp_arrive(state: GameState, ev: Events, index: int) -> None:
    """The ships of a loss that nothing stopped arrive in the warp (or leave the game)."""
    record = need(state.enc.mods.losses)[index]
    if record["saved"]:
        return
    seat = record["seat"]
    record["sources"] = [[loc, min(c, ships_at(state, seat, loc))] for loc, c in record["sources"]]
    record["warped"], record["removed"] = _arrive(state, ev, seat, record["sources"], record["kind"])
    push(state, ("window", LOST_WINDOW, index))


def _arrive(state: GameState, ev: Events, seat: int, sources: list[list[Any]], kind: str) -> tuple[int, int]:
    """Move the ships; return how many reached the warp and how many left the game."""
    if kind == ERADICATED or state.enc.mods.ships_leave_game:  # eradicated, or a Black Hole (hazard)
        # a player keeps at least as many ships as it needs colonies to win; the rest go to the warp
        keep = state.config.colonies_to_win
        room = max(0, ships_in_play(state, seat) + state.warp[seat] - keep)  # not the removed or captured
        removed = warped = 0
        for loc, count in sources:
            gone = min(room, count)
            room -= gone
            move(state, ev, seat, loc, REMOVED, gone)
            move(state, ev, seat, loc, WARP, count - gone)
            removed += gone
            warped += count - gone
        note(ev, "ships_eradicated", seat=seat)
        return warped, removed
    total = 0
    for loc, count in sources:
        move(state, ev, seat, loc, WARP, count)
        total += count
    if kind == LOSING:
        enc = state.enc
        if not enc.losing:
            enc.losing = [0] * state.n
        enc.losing[seat] += total
    return total, 0


def outside_ships(state: GameState, seat: int) -> list[list[Any]]:
    """``[[planet, count], ...]``: the seat's ships that are not in the encounter (its colonies, less the
    defense's ships on the target planet; FAQ S3)."""
    enc = state.enc
    skip = enc.target if seat == enc.defense else -1
    return [pc for pc in ships_on_colonies(state, seat) if pc[0] != skip]


@step("lose_ships")
def lose_ships(
    state: GameState,
    ev: Events,
    seat: int,
    count: int,
    reason: str,
    kind: str = LOST,
    by: int = -1,
    outside: bool = False,
) -> None:
    """``seat`` loses ``count`` ships of its choice to the warp, or all it has if fewer (R4.7); only ships
    outside the encounter with ``outside`` (extra losses, FAQ S3). ``by``: the seat whose effect it is."""
    sources = outside_ships(state, seat) if outside else with_extra(state, seat, movable_ships(state, seat))
    frozen = state.enc.mods.frozen_planets
    if frozen:  # ships on a frozen planet are not sent to the warp (Gorgon Wild)
        sources = [pc for pc in sources if pc[0] not in frozen]
    if state.tech_ships and state.tech_ships[seat]:  # researching ships may be chosen (FAQ K3)
        sources.append([TECH, state.tech_ships[seat]])
    available = sum(c for _, c in sources)
    if count <= 0 or not available:
        return
    if available <= count or len(sources) == 1:
        chosen = []
        for loc, c in sources:
            chosen.append([loc, min(c, count)])
            count -= min(c, count)
            if not count:
                break
        note(ev, "ships_lost", seat=seat, reason=reason)
        push(state, ("to_warp", seat, chosen, kind, by))
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": reason, "kind": kind}
    if by >= 0:
        spec["by"] = by
    ask(state, seat, SHIPS, "lose_ships", spec=spec)


@step("lose_in_encounter")
def lose_in_encounter(
    state: GameState, ev: Events, seat: int, loc: int | str, count: int, kind: str, by: int = -1
) -> None:
    """``seat`` loses ``count`` of its ships in the encounter at ``loc``, its extra ships included (it
    chooses which, real or extra: ``with_extra``), to the warp as ``kind``."""
    sources = [pc for pc in with_extra(state, seat, [[loc, ships_at(state, seat, loc)]]) if pc[1] > 0]
    available = sum(c for _, c in sources)
    count = min(count, available)
    if count <= 0:
        return
    if count == available or len(sources) == 1:
        push(state, ("to_warp", seat, [[sources[0][0], count]] if len(sources) == 1 else sources, kind, by))
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": "encounter"}
    spec["kind"] = kind
    if by >= 0:
        spec["by"] = by
    ask(state, seat, SHIPS, "lose_ships", spec=spec)


@answer("lose_ships")
def _on_lose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    note(ev, "ships_lost", seat=prompt.seat, reason=prompt.spec["reason"])
    spec = prompt.spec
    push(state, ("to_warp", prompt.seat, action["ships"], spec.get("kind", LOST), spec.get("by", -1)))


def loss_record(state: GameState, index: int) -> dict[str, Any] | None:
    """Loss ``index`` of this encounter (the LOSS and LOST windows' target), or None if there is none."""
    losses: list[dict[str, Any]] = state.enc.mods.losses or []
    return losses[index] if 0 <= index < len(losses) else None


def save_targets(state: GameState, index: int) -> list[int]:
    """Colonies the ships of loss ``index`` could be saved to: its owner's colonies that this same loss
    does not empty (the ships of one effect are lost at the same instant, FAQ S4)."""
    record = need(state.enc.mods.losses)[index]
    seat = record["seat"]
    lost = {loc: c for loc, c in record["sources"] if isinstance(loc, int)}
    return [p for p in colonies(state, seat) if ships_at(state, seat, p) > lost.get(p, 0)]


def save_loss(state: GameState, ev: Events, index: int, by: int) -> None:
    """In the LOSS window: the ships of loss ``index`` do not go to the warp; their owner puts them on
    colonies of its choice instead (``save_targets``). ``by``: the seat whose power saved them."""
    record = need(state.enc.mods.losses)[index]
    seat = record["seat"]
    targets = save_targets(state, index)
    record["saved"] = True
    note(ev, "ships_saved", seat=seat, by=by, count=sum(c for _, c in record["sources"]))
    steps: list[Step] = []
    for loc, count in record["sources"]:
        if count > 0 and loc not in targets:
            steps.append(("place_saved", seat, loc, count, targets))
    push(state, *steps)


def keep_one_on_target(state: GameState, ev: Events, seat: int, index: int) -> None:
    """In the LOSS or KEEP window: one ship of loss ``index`` on the targeted planet stays there instead
    of going (Spiff's Wild, Collapsium Hulls)."""
    enc = state.enc
    record = need(enc.mods.losses)[index]
    for pair in record["sources"]:
        if pair[0] == enc.target and pair[1] > 0:
            pair[1] -= 1
            break
    if not any(c for _, c in record["sources"]):
        record["saved"] = True
    note(ev, "ship_stays", seat=seat, planet=enc.target)


@step("place_saved")
def place_saved(
    state: GameState, ev: Events, seat: int, src: int | str, count: int, targets: list[int]
) -> None:
    """Saved ships go from ``src`` onto some of ``targets`` (the owner chooses)."""
    count = min(count, ships_at(state, seat, src))
    targets = [p for p in targets if ships_at(state, seat, p)]
    if count > 0:  # with no colony left to go to they go to the warp after all
        place_ships(state, ev, seat, src, count, "save_ships", targets)


answer("save_ships")(_on_place)
