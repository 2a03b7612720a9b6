"""Loser: declares an upset before cards are chosen; both must play attacks, and the result is reversed."""

from __future__ import annotations

from typing import Any, ClassVar

from game.cards.catalog import ATTACK, CARD_KIND
from game.core import Events, note
from game.hooks import GREEN, MAIN, Power, Use, opponent, register
from game.phases.planning import keeps_pledges
from game.state import GameState
from game.windows import PLANNING, SELECTED


class Loser(Power):
    """Upset."""

    name: ClassVar[str] = "Loser"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, before cards are chosen, you may call an upset: both main players must choose "
        "attack cards if they hold any, and once everything else is settled the winner and loser swap."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before encounter cards are chosen: both sides lose, and every ship in the "
        "encounter goes to the warp. A kicker your opponent already played goes back to its hand."
    )
    super_text: ClassVar[str] = (
        "You may call your upset after the cards are chosen and before they are shown; called that late, "
        "nobody is forced to play an attack."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("upset", PLANNING, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if use.key == "wild":
            return [] if mods.winner else [{}]
        if mods.reversed or (use.key == "upset" and not _may_attack(state, seat)):
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use == "wild":
            if mods.winner is None:
                mods.winner = "both_lose"
            note(ev, "outcome_rule", seat=seat, alien=self.name, rule="both_lose")
            _return_kicker(state, ev, opponent(state, seat))
            return
        mods.reversed = True  # applied after every other effect (game.phases.resolution.decide)
        if use == "upset":
            mods.attacks_only = True
        note(ev, "outcome_rule", seat=seat, alien=self.name, rule="upset")


register(Loser)


def _return_kicker(state: GameState, ev: Events, seat: int) -> None:
    """FAQ (Loser): a Wild played after the opponent's kicker sends that kicker back to its owner's hand,
    unused (it is still face down: the table learns only that it went back)."""
    down = state.enc.mods.kickers_down
    card = down.pop(str(seat), None) if down else None
    if card is None:
        return
    if not down:
        state.enc.mods.kickers_down = None
    state.hands[seat].append(card)
    note(ev, "kicker_returned", seat=seat)


def _may_attack(state: GameState, seat: int) -> bool:
    """False once the seat is bound to play no attack (it told Seeker it plays a negotiate, FAQ Loser)."""
    pledges = (state.enc.mods.pledges or {}).get(str(seat))
    if not pledges:
        return True
    return any(CARD_KIND[c] == ATTACK and keeps_pledges(c, pledges) for c in state.hands[seat])
