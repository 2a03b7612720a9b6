"""The discard piles, one floor below ``game.deck`` and ``game.hooks``: which pile a discarded card goes to
and the public ``discarded`` event, with no power told.

``deck.discard_cards`` is this plus the hooks that watch discards (Vulch, effects lasting while a card is
held); ``hooks`` uses this floor alone when a set-aside power's held cards are lost with it. Neither of the
two imports the other for it.
"""

from __future__ import annotations

from game.cards.catalog import CARD_BACK, REWARD
from game.config import REWARDS_DECK
from game.core import Events, note
from game.state import GameState


def put_on_discard(state: GameState, cards: list[int]) -> list[int]:
    """Put cards on the discard piles that match their backs, with no event; return the reward ones."""
    if state.config.rewards == REWARDS_DECK:
        reward = [c for c in cards if CARD_BACK[c] == REWARD]
        if reward:
            state.discard.extend(c for c in cards if CARD_BACK[c] != REWARD)
            state.reward_discard.extend(reward)
            return reward
    state.discard.extend(cards)
    return []


def note_discarded(ev: Events, seat: int, cards: list[int], reward: list[int]) -> None:
    """The public ``discarded`` event; ``reward`` lists the cards that went to the reward discard pile."""
    if reward:
        note(ev, "discarded", seat=seat, cards=list(cards), reward=list(reward))
    else:
        note(ev, "discarded", seat=seat, cards=list(cards))
