"""Reincarnator: each time it loses an encounter it takes on a random unused alien, keeping its own power
too (the incarnation is a borrowed second power: ``hooks.set_borrowed``)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, rng
from game.core import Events, note
from game.deck import discard_cards
from game.hooks import ANY, MAIN_OR_ALLY, YELLOW, Power, Use, register, side_of
from game.moments import Aftershock
from game.phases.setup import alien_pool
from game.state import GameState
from game.windows import END, RESOLVED

DISCARDED = "Reincarnator/discarded"  # incarnations already used up: they are not drawn again
OPTIONAL = "optional"  # scratch: the seat whose Super made this reincarnation optional


def lost(state: GameState, seat: int) -> bool:
    """Did ``seat`` lose this encounter as a main player or ally (or fail to deal as a main player)?"""
    outcome = state.enc.outcome
    side = side_of(state, seat)
    if outcome == "failed_deal":
        return hooks.is_main(state, seat)
    if outcome == "both_lose":
        return bool(side)
    return outcome in ("offense", "defense") and bool(side) and side != outcome


def candidates(state: GameState, first: bool = False) -> list[str]:
    """Aliens that may be drawn: unused, allowed at this table, without game-setup text, and clashing with
    no alien in play (FAQ G3). With ``first``, only the first of them (enough to know there is one)."""
    in_play = hooks.aliens_in_play(state)
    used = set(state.extra.get(DISCARDED, []))
    known = {o for o in in_play if o in hooks.POWERS}  # aliens in play the game knows
    banned: set[str] = set()  # names an alien in play will not play with
    for other in known:
        banned.update(hooks.POWERS[other].excludes)
    out = []
    for name in alien_pool(state):
        power = hooks.POWERS[name]
        if name in in_play or name in used or power.setup or power.bound or name == Reincarnator.name:
            continue
        if name in banned or not known.isdisjoint(power.excludes):
            continue
        out.append(name)
        if first:
            break
    return out


def draw_alien(state: GameState) -> str | None:
    """A random alien from the candidates, or None if there are none."""
    pool = candidates(state)
    if not pool:
        return None
    state.rng, i = rng.below(state.rng, len(pool))
    return pool[i]


def retire(state: GameState, ev: Events, seat: int, alien: str) -> None:
    """An alien leaves ``seat`` for good: cards it kept on its sheet are discarded, and it is never drawn
    again (so its leftover data cannot come back to life)."""
    held = hooks.POWERS[alien].held_cards(state, seat)
    if held and Aftershock in hooks.POWERS[alien].hears:
        # an alien that keeps cards on its sheet discards them as an Aftershock has it do, and forgets them
        # (a Merchant's hired ships must not be discarded again when the encounter ends)
        hooks.POWERS[alien].hear(state, ev, seat, Aftershock(dealt=False))
    elif held:
        discard_cards(state, ev, list(held), seat)
    state.extra.setdefault(DISCARDED, []).append(alien)


class Reincarnator(Power):
    """Reincarnation."""

    name: ClassVar[str] = "Reincarnator"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When you lose an encounter as a main player or ally (or a deal fails), once it ends: draw a "
        "random unused alien (none with game-setup text or barred from this game) and gain its power, "
        "replacing the last one drawn. You keep this power as well. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "When another player (not Reincarnator) loses an encounter or fails to deal: at its end that player "
        "swaps its alien for a random unused one, and this flare goes to that player."
    )
    super_text: ClassVar[str] = "When you lose: you may choose not to reincarnate this time."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("reincarnate", END, MAIN_OR_ALLY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, MAIN_OR_ALLY),)
    seconds: ClassVar[bool] = True  # the incarnation

    def usable(self, config: Any) -> str | None:
        # the Multiple Powers variant leaves it out (docs/rules.md, "Multiple powers")
        return (
            "it swaps a player's one alien sheet (not with several powers each)"
            if getattr(config, "powers", 1) > 1
            else None
        )

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            out = []
            for p in range(state.n):
                alien = hooks.own_alien(state, p)  # a borrower's own, set-aside alien is the one swapped
                if (
                    p == seat
                    or alien is None
                    or alien == self.name
                    or hooks.lends(state, p)
                    or hooks.bound(state, p)  # tied to its player (Symbiote)
                    or not lost(state, p)
                ):
                    continue
                out.append({"player": p})
            return out if out and candidates(state, first=True) else []
        if not lost(state, seat) or not candidates(state, first=True):
            return []
        if use.key == "super":
            return [] if hooks.scratch(state, "Reincarnator").get(OPTIONAL) == seat else [{}]
        if hooks.scratch(state, "Reincarnator").get(OPTIONAL) == seat:
            return [{"change": True}, {"change": False}]
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, "Reincarnator")[OPTIONAL] = seat
            note(ev, "reincarnation_optional", seat=seat)
            return
        if use == "wild":
            player = action["player"]
            new = draw_alien(state)
            if new is None:
                return
            old = hooks.own_alien(state, player)
            if old is not None:
                retire(state, ev, player, old)
            hooks.replace_alien(state, player, new)  # a borrower gets it once the loan ends
            note(ev, "alien_replaced", seat=player, removed=old, alien=new)
            for play in state.plays:  # the flare goes to that player instead of coming back
                if play["seat"] == seat and play.get("alien") == self.name and play["card"] >= 0:
                    play["seat"] = player
            return
        if not action.get("change", True):
            note(ev, "reincarnation_declined", seat=seat)
            return
        new = draw_alien(state)
        if new is None:
            return
        old = hooks.borrowed(state, seat)
        if old is not None:
            retire(state, ev, seat, old)
        hooks.set_borrowed(state, seat, new)
        note(ev, "reincarnated", seat=seat, removed=old, alien=new)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"incarnation": hooks.borrowed(state, seat)}


register(Reincarnator)
