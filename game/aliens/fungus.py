"""Fungus: winning with a ship in the encounter, it captures the losing ships into stacks under its own.

A stack is one of the carrier seat's ships (an ordinary ship on the board) with captured ships of other
players under it, kept in ``state.extra["Fungus/stacks/<seat>"]`` as ``[location, [ships per owner]]``.
The key names the seat whose ships carry the stacks, not the alien sheet, so the stacks stay under those
ships whatever happens to the power (lost, traded, lent, grafted by Plant: FAQ). A stack counts as one
ship for everything (it *is* one ship on the board); its captured ships are off the board and still
belong to their owners (``held_ships``). Stacks follow their carriers (it hears ``ShipsMoved``): into the
encounter (gate, ally slot) stacked ships go first, anywhere else they go last; a stack that enters the
warp is freed, its ships arriving in the warp as ordinary lost ships (Zombie, Healer may act: FAQ).

The Wild's captures circle the capturing player's home system (``"Fungus/wild"``) until the flare is
discarded; then they go back to their owners' colonies.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, REMOVED, WARP, colonies, put, ships_at, ships_on, take
from game.cards.catalog import FLARE_ALIEN, FLARE_IDS
from game.core import Events, note, push, step
from game.encounter_mods import need
from game.hooks import ANY, DEFENSE, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moments import AnyDiscard, Moment, ShipsMoved
from game.moves import LOST, encounter_loc
from game.state import GameState
from game.windows import LOSS, REVEAL, REWARDS
from game.windows import LOST as LOST_WINDOW

NAME = "Fungus"
WILD_KEY = "Fungus/wild"  # {str(seat): [ships per owner]}: the Wild's captures around that seat's home
FLARE = next((c for c in FLARE_IDS if FLARE_ALIEN[c] == NAME), -1)


def stack_key(seat: int) -> str:
    """The ``state.extra`` key of the stacks carried by ``seat``'s ships."""
    return f"{NAME}/stacks/{seat}"


def stacks(state: GameState, seat: int) -> list[list[Any]]:
    """The stacks under ``seat``'s ships: ``[location, [captured ships per owner]]``."""
    found: list[list[Any]] = state.extra.get(stack_key(seat), [])
    return found


def encounter_stacks(state: GameState, seat: int) -> list[int]:
    """Indexes of ``seat``'s stacks in the encounter."""
    loc = encounter_loc(state, seat)
    return [i for i, st in enumerate(stacks(state, seat)) if loc is not None and st[0] == loc]


def stack_bonus(state: GameState, seat: int) -> int:
    """Captured ships in ``seat``'s stacks in the encounter: what they add to its side's total."""
    mine = stacks(state, seat)
    return sum(sum(mine[i][1]) for i in encounter_stacks(state, seat))


def capture_choices(state: GameState, seat: int) -> list[int]:
    """Where captured ships may go: -1 (a new stack, under an unstacked ship of ``seat`` in the encounter)
    and the indexes of its stacks in the encounter (FAQ: Fungus may add to an existing stack)."""
    loc = encounter_loc(state, seat)
    if loc is None or not ships_at(state, seat, loc):
        return []
    here = encounter_stacks(state, seat)
    return ([-1] if ships_at(state, seat, loc) > len(here) else []) + here


def capture(
    state: GameState, ev: Events, holder: int, choice: int, owner: int, sources: list[list[Any]]
) -> int:
    """Take ``owner``'s ships from ``sources`` into a stack of ``holder`` (``choice``: a stack index, -1 a
    new one); return the stack's index, or -1 if ``holder`` has no ship left to carry them. Plant grafting
    this power may call it for its own seat: the stacks are the seat's, not the alien's."""
    choices = capture_choices(state, holder)
    if not choices:
        return -1
    if choice not in choices:
        choice = choices[0]
    mine = state.extra.setdefault(stack_key(holder), [])
    if choice < 0:
        mine.append([encounter_loc(state, holder), [0] * state.n])
        choice = len(mine) - 1
    count = _take_ships(state, ev, owner, sources, f"held/{holder}")
    mine[choice][1][owner] += count
    note(ev, "ships_captured", seat=holder, owner=owner, count=count, stack=sum(mine[choice][1]))
    return choice


def _take_ships(state: GameState, ev: Events, owner: int, sources: list[list[Any]], tag: str) -> int:
    """Take ``owner``'s ships off the board; stacks riding on them go along, marked ``tag`` (FAQ: a captured
    Fungus stack counts as one ship and goes back whole)."""
    count = 0
    for loc, c in sources:
        c = min(c, ships_at(state, owner, loc))
        if c <= 0:
            continue
        take(state, ev, owner, loc, c)
        riding = _leaving(state, owner, loc, c, into_encounter=False)
        for st in riding:
            st[0] = tag
        count += c
    return count


def _leaving(state: GameState, seat: int, src: Any, count: int, into_encounter: bool) -> list[list[Any]]:
    """The stacks of ``seat`` at ``src`` that ride on ``count`` ships that just left it: into the encounter
    the stacked ships go first (the biggest), elsewhere the unstacked ones go first."""
    here = sorted((st for st in stacks(state, seat) if st[0] == src), key=lambda st: -sum(st[1]))
    if not here:
        return []
    left = ships_at(state, seat, src) if isinstance(src, int) or src in (GATE, ALLY, WARP, REMOVED) else 0
    moving = min(count, len(here)) if into_encounter else max(0, len(here) - left)
    return here[:moving] if into_encounter else here[len(here) - moving :]


def free_stack(state: GameState, ev: Events, carrier: int, stack: list[Any]) -> None:
    """A stack entered the warp: its ships are freed into the warp, as ordinary ships lost there (the LOSS
    and LOST windows open for them: Zombie, Healer ... act as usual, FAQ)."""
    mine = stacks(state, carrier)
    if stack in mine:
        mine.remove(stack)
    if not mine:
        state.extra.pop(stack_key(carrier), None)
    counts = stack[1]
    note(ev, "stack_freed", seat=carrier, ships=list(counts))
    if state.enc.mods.losses is None:
        state.enc.mods.losses = []
    losses = state.enc.mods.losses
    steps: list[tuple[Any, ...]] = []
    for owner, c in enumerate(counts):
        if not c:
            continue
        put(state, ev, owner, WARP, c)
        losses.append({"seat": owner, "sources": [[WARP, c]], "kind": LOST, "by": carrier, "saved": False})
        steps += [("window", LOSS, len(losses) - 1), ("fungus_freed", len(losses) - 1)]
        for inner in [st for st in stacks(state, owner) if st[0] == f"held/{carrier}"]:
            free_stack(state, ev, owner, inner)  # a stack captured with its carrier goes along
    push(state, *steps)


@step("fungus_freed")
def fungus_freed(state: GameState, ev: Events, index: int) -> None:
    """Freed ships that nothing saved are in the warp: the LOST window opens for them."""
    record = need(state.enc.mods.losses)[index]
    if record["saved"]:
        return
    seat = record["seat"]
    record["warped"] = min(sum(c for _, c in record["sources"]), state.warp[seat])
    record["removed"] = 0
    push(state, ("window", LOST_WINDOW, index))


def _ring(state: GameState) -> dict[str, list[int]]:
    found: dict[str, list[int]] = state.extra.get(WILD_KEY, {})
    return found


def ring_bonus(state: GameState, seat: int) -> int:
    """Ships the Wild captured around ``seat``'s home system."""
    return sum(_ring(state).get(str(seat), ()))


def release_ring(state: GameState, ev: Events) -> None:
    """The Fungus flare was discarded: every ship its Wild captured goes back to a colony of its owner
    (its biggest; none: the warp), with any stack it carried (FAQ)."""
    ring = state.extra.pop(WILD_KEY, {})
    for holder, counts in sorted(ring.items()):
        note(ev, "ring_freed", seat=int(holder), ships=list(counts))
        for owner, c in enumerate(counts):
            if not c:
                continue
            homes = colonies(state, owner)
            dst: int | str = max(homes, key=lambda p: (ships_on(state, p, owner), -p)) if homes else WARP
            put(state, ev, owner, dst, c)
            for inner in [st for st in stacks(state, owner) if st[0] == f"ring/{holder}"]:
                if dst == WARP:
                    free_stack(state, ev, owner, inner)
                else:
                    inner[0] = dst


class Fungus(Power):
    """Adhere."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or ally, when your side wins and you have a ship in the encounter, the losing "
        "ships do not go to the warp: you capture them in a stack under one of your ships there (nothing "
        "can save them). A stack is one ship for every purpose, but after the reveal it adds all its "
        "captured ships to your side's total. Captured ships are freed only when their stack goes to the "
        "warp. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As the defense winning in your home system, capture the losing ships around your home system. "
        "Later, as the defense in your home system, they add to your total (play the flare again after the "
        "reveal). They go back to their owners when this flare is discarded."
    )
    super_text: ClassVar[str] = (
        "When ships of yours carrying stacks are about to go to the warp, the stacks stay whole: the "
        "captured ships go to the warp under your ships and come back with them when they leave it."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("adhere", REWARDS, MAIN_OR_ALLY, mandatory=True, priority=1),
        Use("grow", REVEAL, MAIN_OR_ALLY, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (
        Use("wild", REWARDS, DEFENSE),
        Use("wild_ring", REVEAL, DEFENSE),
    )
    super_: ClassVar[tuple[Use, ...]] = (Use("super", LOSS, ANY),)

    hears = (ShipsMoved, AnyDiscard)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        mods = enc.mods
        if use.key == "grow":
            return [{}] if stack_bonus(state, seat) else []
        if use.key == "wild_ring":
            home = enc.target >= 0 and state.planet_home[enc.target] == seat
            return [{}] if home and ring_bonus(state, seat) else []
        if use.key == "super":
            return self._super_options(state, seat, target)
        side = hooks.side_of(state, seat)
        if not side or enc.outcome != side or mods.capture:
            return []
        if use.key == "wild":
            home = enc.target >= 0 and state.planet_home[enc.target] == seat
            return [{}] if home and any(state.gate) else []
        return [{"stack": c} for c in capture_choices(state, seat)]

    @staticmethod
    def _super_options(state: GameState, seat: int, target: int) -> list[dict[str, Any]]:
        """The Super: a loss of ``seat``'s own ships that carries stacks to the warp."""
        losses = state.enc.mods.losses or []
        record = losses[target] if 0 <= target < len(losses) else None
        if record is None or record["saved"] or record["seat"] != seat:
            return []
        if seat in hooks.scratch(state, NAME).get("keep", ()):
            return []
        if not any(_leaving_loss(state, seat, loc, c) for loc, c in record["sources"] if c):
            return []
        return [{"loss": target}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use in ("grow", "wild_ring"):
            # counted as the seat's ships in the totals (so Anti-Matter turns them too: FAQ V13), never
            # for rewards or compensation, where a stack is one ship
            bonus = stack_bonus(state, seat) if use == "grow" else ring_bonus(state, seat)
            if state.enc.mods.total_ships is None:
                state.enc.mods.total_ships = {}
            counted = state.enc.mods.total_ships
            counted[str(seat)] = counted.get(str(seat), 0) + bonus
            note(ev, "stacks_count", seat=seat, count=bonus)
        elif use == "wild":
            if mods.capture is None:
                mods.capture = [self.name, seat, "wild"]
            note(ev, "fungus_adhere", seat=seat, wild=True)
        elif use == "super":
            hooks.scratch(state, NAME).setdefault("keep", []).append(seat)
            note(ev, "stacks_kept", seat=seat)
        else:
            if mods.capture is None:
                mods.capture = [self.name, seat, str(action["stack"])]
            note(ev, "fungus_adhere", seat=seat)

    def capture_ships(
        self, state: GameState, ev: Events, holder: int, key: str, owner: int, sources: list[list[Any]]
    ) -> bool:
        if hooks.side_of(state, owner) == hooks.side_of(state, holder):
            return False
        if key == "wild":
            count = _take_ships(state, ev, owner, sources, f"ring/{holder}")
            ring = state.extra.setdefault(WILD_KEY, {})
            counts = ring.setdefault(str(holder), [0] * state.n)
            counts[owner] += count
            note(ev, "ships_captured", seat=holder, owner=owner, count=count, stack=sum(counts), ring=True)
            return True
        index = capture(state, ev, holder, int(key), owner, sources)
        if index < 0:
            return False
        need(state.enc.mods.capture)[2] = str(index)  # the rest of this win joins the same stack
        return True

    def owners_swapped(self, state: GameState, a: int, b: int) -> None:
        extra = state.extra
        counts = [*extra.get(WILD_KEY, {}).values()]
        for key, value in extra.items():
            if key.startswith("Fungus/stacks/"):
                counts += [st[1] for st in value]
        for row in counts:
            row[a], row[b] = row[b], row[a]

    def held_ships(self, state: GameState, owner: int) -> int:
        extra = state.extra
        total = 0
        for counts in extra.get(WILD_KEY, {}).values():
            total += int(counts[owner])
        for key, value in extra.items():
            if key.startswith("Fungus/stacks/"):
                total += sum(int(st[1][owner]) for st in value)
        return total

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        # heard at every ship move of every game with aliens: the cheap test first
        if isinstance(moment, ShipsMoved):
            if stack_key(moment.owner) in state.extra:
                self._ships_moved(state, ev, moment.owner, moment.src, moment.dst, moment.count)
        elif isinstance(moment, AnyDiscard):
            self._any_discard(state, ev, moment.cards)

    def _ships_moved(
        self, state: GameState, ev: Events, seat: int, src: int | str, dst: int | str, count: int
    ) -> None:
        riding = _leaving(state, seat, src, count, into_encounter=dst in (GATE, ALLY) or src == WARP)
        keep = dst == WARP and seat in hooks.scratch(state, NAME).get("keep", ())  # the Super
        for st in riding:
            if dst in (WARP, REMOVED) and not keep:
                free_stack(state, ev, seat, st)
            else:
                st[0] = dst

    def _any_discard(self, state: GameState, ev: Events, cards: list[int]) -> None:
        if FLARE in cards and WILD_KEY in state.extra:
            release_ring(state, ev)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        mine = stacks(state, seat)
        out: dict[str, Any] = {}
        if mine:
            out["stacks"] = [[st[0], sum(st[1])] for st in mine]
        return out


register(Fungus)


def _leaving_loss(state: GameState, seat: int, loc: Any, count: int) -> list[list[Any]]:
    """The stacks at ``loc`` that ``count`` ships about to leave it would carry (unstacked ones go first)."""
    here = sorted((st for st in stacks(state, seat) if st[0] == loc), key=lambda st: -sum(st[1]))
    moving = max(0, len(here) - (ships_at(state, seat, loc) - count))
    return here[len(here) - moving :]
