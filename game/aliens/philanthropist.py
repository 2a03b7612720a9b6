"""Philanthropist: as a main player or ally, once alliances are formed, gives a card to a main player."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import CARD_NAME, IS_ENCOUNTER
from game.core import Events, note, push
from game.deck import has_encounter_card, new_hand
from game.hooks import ANY, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moves import SENT, outside_ships
from game.state import GameState
from game.windows import ALLIANCE, REGROUP


def _receivers(state: GameState, seat: int) -> list[int]:
    """A main player gives to its opponent; an ally to either main player."""
    if hooks.is_main(state, seat):
        return [hooks.opponent(state, seat)]
    return [state.offense, state.enc.defense]


class Philanthropist(Power):
    """Giving."""

    name: ClassVar[str] = "Philanthropist"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or an ally, once alliances are formed, you may give one card from your hand to a "
        "main player (to your opponent if you are one); it joins their hand and may be played at once. A "
        "main player left with no encounter card then draws a new hand."
    )
    wild_text: ClassVar[str] = (
        "At the start of an encounter, send one of your ships to the warp to lend your alien power, with "
        "its tokens or cards, to another player until the encounter ends; it replaces that player's power "
        "and cannot be refused. You have no power meanwhile."
    )
    super_text: ClassVar[str] = (
        "After you give an encounter card with your power, the player who got it must select that card as "
        "their encounter card this encounter, if they still can."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("give", ALLIANCE, MAIN_OR_ALLY, shows=("gift",)),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ALLIANCE, MAIN_OR_ALLY, shows=("gift",)),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            loans = state.extra.get(hooks.LOANS, ())
            busy = {s for loan in loans for s in loan[:2]}
            if state.aliens[seat] is None or not hooks.works(state, seat) or seat in busy:
                return []
            if not outside_ships(state, seat) or hooks.bound(state, seat):  # the ship sent to the warp
                return []
            # a power tied to its player (Symbiote) is neither lent nor set aside for a loan
            return [
                {"player": p}
                for p in range(state.n)
                if p != seat and p not in busy and not hooks.bound(state, p)
            ]
        if use.key == "super":
            return [
                {"player": player, "gift": card}
                for giver, player, card in hooks.scratch(state, "Philanthropist").get("gifts", ())
                if giver == seat
                and IS_ENCOUNTER[card]
                and card in state.hands[player]
                and hooks.is_main(state, player)
            ]
        cards: dict[str, int] = {}
        for c in state.hands[seat]:
            cards.setdefault(CARD_NAME[c], c)
        return [{"gift": c, "player": p} for c in cards.values() for p in _receivers(state, seat) if p >= 0]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            hooks.lend_power(state, ev, seat, action["player"])
            push(state, ("lose_ships", seat, 1, "philanthropist_wild", SENT, seat, True))
            return
        card, player = action["gift"], action["player"]
        if use == "super":
            if state.enc.mods.forced_card is None:
                state.enc.mods.forced_card = {}
            state.enc.mods.forced_card[str(player)] = card
            note(ev, "card_forced", seat=seat, player=player, gift=card)
            return
        if card not in state.hands[seat]:
            return
        note(ev, "card_given", seat=seat, player=player, gift=card)  # shown by the use (FAQ Z5)
        state.hands[seat].remove(card)
        state.hands[player].append(card)
        hooks.scratch(state, "Philanthropist").setdefault("gifts", []).append([seat, player, card])
        if hooks.is_main(state, seat) and not has_encounter_card(state.hands[seat]):
            new_hand(state, ev, seat)


register(Philanthropist)
