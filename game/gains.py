"""Cards a seat gains in Resolution, one floor below ``game.phases.resolution`` and ``game.cards.rewards``:
compensation handed over (a rift among it goes off) and the GAINED window it opens.

Resolution takes compensation at random or by a chooser; at a reward-deck table the taker may first say
how many reward-backed cards it takes (``cards.rewards``, FAQ T10). Every way ends in ``compensate``, so
both modules import it from here rather than from each other.
"""

from __future__ import annotations

from game.cards import rifts
from game.config import REWARDS_NONE
from game.core import Events, note, push
from game.deck import answerable
from game.state import GameState
from game.windows import GAINED, TOOK, wanted


def compensate(state: GameState, ev: Events, taker: int, payer: int, cards: list[int]) -> None:
    """``taker`` receives ``cards`` taken from ``payer``'s hand (a rift among them goes off)."""
    state.hands[taker].extend(cards)
    note(ev, "compensation", taker=taker, payer=payer, count=len(cards))
    note(ev, "compensation_cards", to=(taker, payer), taker=taker, payer=payer, cards=cards)
    gained(state, taker, cards)
    took(state, taker, payer, len(cards))
    if state.config.rewards != REWARDS_NONE:
        rifts.taken(state, ev, taker, cards)


def took(state: GameState, taker: int, source: int, count: int) -> None:
    """``taker`` took ``count`` cards from ``source``'s hand (compensation, or a power that takes from a
    hand): open the TOOK window (``mods.takes``), if a power could answer it (Glutton)."""
    if count and state.any_alien and wanted(state, TOOK):
        push(state, ("happened", TOOK, taker, count, -1, source))


def gained(state: GameState, seat: int, cards: list[int]) -> None:
    """``seat`` gained ``cards`` (compensation, rewards): open the GAINED window for it
    (``mods.gained[str(seat)]`` lists them; secret)."""
    if cards and (state.any_alien or answerable(state, GAINED)):  # a Wild may answer it (Barbarian)
        if state.enc.mods.gained is None:
            state.enc.mods.gained = {}
        state.enc.mods.gained[str(seat)] = list(cards)
        push(state, ("window", GAINED, seat))
