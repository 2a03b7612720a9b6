"""Plant: as a main player, before encounter cards are selected, grafts the power of a player in whose home
system it has a colony, for the rest of the encounter.

The graft is a loan (``hooks.lend_power``, lender: the grafted player, borrower: Plant): Plant holds the
grafted alien with its tokens, hoard and cards (FAQ: they come with the power) and its second power (a
Reincarnator's current incarnation, FAQ), the grafted player is without a power meanwhile, and
``hooks.encounter_end`` gives it back. Readings (FAQ "Plant (CI)", digest row 92, F5):

- Only a player whose power works (not lost, not zapped) and can be stolen (not ``Power.bound``), not
  already lending or borrowing a power, may be grafted; Plant grafts once an encounter.
- F5: holding the grafted alien's flare, Plant plays only its Wild; the grafted player may play the Wild
  of its own flare meanwhile (it has no power to make it a Super).
- If Plant loses its own power (too few home colonies), the grafted power goes back at once
  (it hears ``PowerLost``).
- Fungus ruling (ships Plant captures stay under Plant's ships but count only while it grafts Fungus again,
  and are freed when they go to the warp): Fungus keys its stacks by the carrying seat
  (``"Fungus/stacks/<seat>"``, which ``hooks.move_alien_data`` does not move), so they stay under Plant's
  ships when the power goes back; only the seat holding Fungus adds its own stacks to its total, and
  stacks follow their carriers into the warp whoever holds the power (tests/aliens/test_fungus.py).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note
from game.hooks import MAIN, RED, Power, Use, register
from game.moments import Moment, PowerLost
from game.state import GameState
from game.windows import PLANNING

GRAFTS = "grafts"  # scratch: {str(seat): the player whose power that seat grafted this encounter}


def graftable(state: GameState, seat: int, colony: bool = True) -> list[int]:
    """Players whose power ``seat`` may graft now (``colony``: only those in whose home system it has a
    colony)."""
    if hooks.lends(state, seat) or hooks.on_loan(state, seat) or hooks.bound(state, seat):
        return []  # a bound power (Symbiote) is never set aside for another, not even by the Wild
    n = state.n
    homes = {state.planet_home[p] for p in range(state.planets) if state.ships[p * n + seat]}
    out = []
    for p in range(n):
        alien = state.aliens[p]
        if p == seat or alien is None or alien not in hooks.POWERS or hooks.POWERS[alien].bound:
            continue
        if not hooks.works(state, p) or hooks.lends(state, p) or hooks.on_loan(state, p):
            continue
        if colony and p not in homes:
            continue
        out.append(p)
    return out


def graft(state: GameState, ev: Events, seat: int, player: int) -> None:
    """``seat`` takes ``player``'s power (with its data) until the end of the encounter."""
    if player not in graftable(state, seat, colony=False):
        return
    note(ev, "power_grafted", seat=seat, player=player, alien=state.aliens[player])
    hooks.scratch(state, "Plant").setdefault(GRAFTS, {})[str(seat)] = player
    hooks.lend_power(state, ev, player, seat)


class Plant(Power):
    """Grafting."""

    name: ClassVar[str] = "Plant"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player, before encounter cards are selected, you may graft one player in whose home "
        "system you have a colony: if that player's power works, you take it, with its tokens and cards, "
        "until the end of the encounter, and they are without it meanwhile. If you lose your own power, "
        "you cannot graft, and a grafted power goes back at once."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before encounter cards are selected, take the power of a player in whose home "
        "system you have a colony until the end of the encounter, in place of your own."
    )
    super_text: ClassVar[str] = (
        "As a main player, before encounter cards are selected, graft a player's power even without a "
        "colony in their home system."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("graft", PLANNING, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN),)

    hears = (PowerLost,)

    def usable(self, config: Any) -> str | None:
        # the Multiple Powers variant leaves it out (docs/rules.md, "Multiple powers")
        return (
            "it sets aside a player's one power (not with several powers each)"
            if getattr(config, "powers", 1) > 1
            else None
        )

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        return [{"player": p} for p in graftable(state, seat, colony=use.key != "super")]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        graft(state, ev, seat, int(action["player"]))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PowerLost():
                grafts = hooks.scratch(state, "Plant").get(GRAFTS, {})
                if str(seat) in grafts and hooks.on_loan(
                    state, seat
                ):  # FAQ: the grafted power goes back at once
                    del grafts[str(seat)]
                    hooks.end_loan(state, ev, seat)


register(Plant)
