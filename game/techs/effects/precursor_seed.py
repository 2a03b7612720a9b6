"""Precursor Seed (lasting): on completion its owner draws a random alien from the unused ones (drawing
again past one with Game Setup text or one that cannot play at this table) and has its power as well as
its own.

The drawn alien is a second power (``hooks.set_borrowed``, as Reincarnator's incarnation): it works
exactly while the seat's own power does, so both need three home colonies (two in the four-planet game),
and a mandatory power stays mandatory (FAQ §4.3, T13). A seat without an alien of its own (a table
without aliens) takes the drawn alien as its only power. The power leaves with the card.
"""

from __future__ import annotations

from typing import ClassVar

from game import hooks, rng
from game.core import Events, note
from game.phases.setup import alien_pool
from game.state import GameState
from game.techs import TechPower, power
from game.techs.view import EXTRAS

NAME = "Precursor Seed"
DRAWN = "Precursor Seed/aliens"  # state.extra: {str(seat): [alien, "own" | "second"]}
OWN, SECOND = "own", "second"
USED_UP = "Reincarnator/discarded"  # aliens Reincarnator has used up are not drawn again


def candidates(state: GameState) -> list[str]:
    """Aliens the Seed may bring: of this table's pool (able to play here), not in play, never used up,
    without Game Setup text, not tied to a player (Symbiote), not keeping a second power of its own in the
    place the Seed's alien takes (Reincarnator), clashing with no alien in play. Drawing among these is
    drawing at random and drawing again past the others."""
    in_play = hooks.aliens_in_play(state)
    used = set(state.extra.get(USED_UP, ()))
    out = []
    for name in alien_pool(state):
        pw = hooks.POWERS[name]
        if name in in_play or name in used or pw.setup or pw.bound or pw.seconds:
            continue
        if any(o in pw.excludes or name in hooks.POWERS[o].excludes for o in in_play if o in hooks.POWERS):
            continue
        out.append(name)
    return out


def seed_alien(state: GameState) -> dict[str, list[str]]:
    """The public record of the aliens the Seed brought: ``{str(seat): [alien, how]}``."""
    return dict(state.extra.get(DRAWN, {}))


EXTRAS[NAME] = seed_alien


class PrecursorSeed(TechPower):
    """A second alien power."""

    name: ClassVar[str] = NAME

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        pool = candidates(state)
        if not pool:
            note(ev, "precursor_seed_empty", seat=seat)
            return
        state.rng, i = rng.below(state.rng, len(pool))
        alien = pool[i]
        if hooks.own_alien(state, seat) is None:
            state.aliens[seat] = alien  # no power of its own: this one is its power
            how = OWN
        else:
            hooks.set_borrowed(state, seat, alien)
            how = SECOND
        state.any_alien = True
        state.extra.setdefault(DRAWN, {})[str(seat)] = [alien, how]
        note(ev, "precursor_seed_alien", seat=seat, alien=alien)

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        drawn = state.extra.get(DRAWN, {}).pop(str(seat), None)
        if drawn is None:
            return
        if not state.extra[DRAWN]:
            del state.extra[DRAWN]
        alien, how = drawn
        for s in range(state.n):  # wherever it is now (a trade of aliens takes the second power along)
            if hooks.borrowed(state, s) == alien:
                hooks.set_borrowed(state, s, None)
            elif how == OWN and state.aliens[s] == alien:
                state.aliens[s] = None
        note(ev, "precursor_seed_gone", seat=seat, alien=alien)


power(PrecursorSeed)
