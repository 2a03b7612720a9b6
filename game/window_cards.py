"""Which cards may act in which play window: the index ``game.windows`` builds, one floor below it and
``game.deck``.

``windows.provider`` and ``windows.index_powers`` fill these tables once (card providers as they register,
flares when the aliens are imported); ``holds_for`` and ``cards_for_held`` read them, so that "could anyone
act here?" is a set test. ``deck`` asks it before it opens a window after a draw at a table without aliens,
without importing ``windows`` (which imports ``deck``).
"""

from __future__ import annotations

from typing import Final

from game.cards.catalog import CARD_NAME
from game.state import MORE_ALIENS, GameState

_NONE: Final[frozenset[int]] = frozenset()

CARDS_FOR: Final[
    dict[str, set[int]]
] = {}  # window -> ids of the cards some provider or flare may offer in it
PROVIDED: Final[dict[str, set[int]]] = {}  # window -> cards a provider may offer there (no flares)
WILD_FOR: Final[dict[str, set[int]]] = {}  # window -> flares whose Wild acts there
SUPER_FOR: Final[dict[str, set[int]]] = {}  # window -> flares whose Super acts there
ANYONE: Final[dict[str, set[int]]] = {}  # window -> PROVIDED | WILD_FOR: cards any holder may play there
FLARE_OF: Final[dict[str, int]] = {}  # alien -> its flare's card id

# Which of a window's indexes hold a card, as bits, so that a hand is tested with one pass of list reads
# instead of a set test per index (this runs for every seat at every window):
IN_PROVIDED: Final = 1  # PROVIDED
IN_FLARES: Final = 2  # WILD_FOR or SUPER_FOR
IN_ANYONE: Final = 4  # ANYONE
# window -> per card id: its bits there (built when first asked); bytes, whose items compiled code reads
# as plain numbers (a list's are objects to count references of)
_BITS: Final[dict[str, bytes]] = {}


def card_bits(name: str) -> bytes:
    """Per card id, the bits (``IN_PROVIDED``, ``IN_FLARES``, ``IN_ANYONE``) of the indexes of window
    ``name`` that hold it."""
    found = _BITS.get(name)
    if found is None:
        bits = bytearray(len(CARD_NAME))
        for index, bit in (
            (PROVIDED, IN_PROVIDED),
            (WILD_FOR, IN_FLARES),
            (SUPER_FOR, IN_FLARES),
            (ANYONE, IN_ANYONE),
        ):
            for card in index.get(name, _NONE):
                bits[card] |= bit
        found = _BITS[name] = bytes(bits)
    return found


def hand_bits(bits: bytes, hand: list[int]) -> int:
    """The bits of ``card_bits`` that some card of ``hand`` carries."""
    found = 0
    for card in hand:
        found |= bits[card]
    return found


def reindexed() -> None:
    """The indexes above changed (a provider or a power registered): the bit tables are built again."""
    _BITS.clear()


def holds_for(state: GameState, seat: int, name: str) -> bool:
    """Does ``seat`` hold a card it could play in window ``name``: a provider's card or a flare whose Wild
    acts there, or its own alien's flare whose Super acts there? (A quick test: the options may still be
    empty.)"""
    hand = state.hands[seat]
    if hand_bits(card_bits(name), hand) & IN_ANYONE:
        return True
    alien = state.aliens[seat]
    if alien is None:
        return False
    flare = FLARE_OF.get(alien, -1)
    if flare in SUPER_FOR.get(name, _NONE) and flare in hand:
        return True
    more = state.extra.get(MORE_ALIENS)
    return more is not None and _more_supers(more[seat], hand, name)


def _more_supers(aliens: list[str], hand: list[int], name: str) -> bool:
    """Does ``hand`` hold the flare of one of ``aliens`` (a seat's further aliens, Multiple Powers) whose
    Super acts in window ``name``?"""
    supers = SUPER_FOR.get(name, _NONE)
    return any(FLARE_OF.get(a, -1) in supers and FLARE_OF[a] in hand for a in aliens)


def cards_for_held(state: GameState, *names: str) -> bool:
    """Does anyone hold a card that may act in one of these windows?"""
    seats = range(state.n)
    return any(name in CARDS_FOR and any(holds_for(state, s, name) for s in seats) for name in names)
