"""A seat becomes another alien for good, taken from the unused flare deck (N6: Chrysalis and its Wild).

The unused flare deck is ``state.unused_flares`` (the flares not shuffled into the cosmic deck), its top at
the end of the list. A power may look at its top cards, give one to a player's hand, and take others out of
the game: those are kept in ``state.extra[hooks.REMOVED_CARDS]`` (face down, out of play, counted by the card
census). ``become_alien`` replaces a seat's own alien for good (``hooks.replace_alien``: a borrower gets it
when its loan ends); the old alien's sheet goes back to the box: the cards it kept outside the hand are
discarded and its lasting data is dropped.
"""

from __future__ import annotations

from game import hooks
from game.cards.catalog import FLARE_ALIEN
from game.core import Events, note
from game.deck import discard_cards
from game.hooks import clash
from game.moments import Aftershock
from game.phases.setup import alien_pool
from game.state import GameState


def unused_top(state: GameState, count: int) -> list[int]:
    """The top ``count`` cards of the unused flare deck (all of them if fewer), top first."""
    cards = state.unused_flares
    return list(reversed(cards[-count:])) if count > 0 else []


def remove_from_game(state: GameState, cards: list[int]) -> None:
    """Take ``cards`` out of the unused flare deck and out of the game (those still in it: a bot's sampled
    game may have dealt the hidden deck differently)."""
    removed: list[int] = state.extra.setdefault(hooks.REMOVED_CARDS, [])
    for card in cards:
        if card in state.unused_flares:
            state.unused_flares.remove(card)
            removed.append(card)


def flare_to_hand(state: GameState, seat: int, card: int) -> None:
    """A flare of the unused flare deck goes into ``seat``'s hand (if it is still there: see above)."""
    if card in state.unused_flares:
        state.unused_flares.remove(card)
        state.hands[seat].append(card)


def may_become(state: GameState, seat: int, alien: str) -> bool:
    """May ``seat`` become ``alien``: written, allowed at this table, without game-setup text, not tied to
    its player, in nobody's hands already and clashing with no alien in play but the seat's own."""
    power = hooks.POWERS.get(alien)
    if power is None or power.setup or power.bound or alien not in alien_pool(state):
        return False
    own = hooks.own_alien(state, seat)
    others = hooks.aliens_in_play(state) - ({own} if own is not None else set())
    if alien in others or alien == own:
        return False
    return not any(clash(alien, o, state.config) for o in others if o in hooks.POWERS)


def flares_fit(state: GameState, seat: int, cards: list[int]) -> list[int]:
    """Those of ``cards`` (flares) whose alien ``seat`` may become (a bot's sampled game may deal other
    cards into the unused flare deck's hidden slots: they never fit)."""
    return [c for c in cards if may_become(state, seat, FLARE_ALIEN.get(c, ""))]


def become_alien(state: GameState, ev: Events, seat: int, alien: str) -> None:
    """``seat`` becomes ``alien`` for good; its old alien's sheet goes back to the box."""
    old = hooks.own_alien(state, seat)
    if old is not None and old in hooks.POWERS:
        power = hooks.POWERS[old]
        held = power.held_cards(state, seat)
        if held and Aftershock in power.hears:  # discarded as an Aftershock has it do, and forgotten
            power.hear(state, ev, seat, Aftershock(dealt=False))
        elif held:
            discard_cards(state, ev, list(held), seat)
        state.extra.pop(f"{old}/{seat}", None)
    hooks.replace_alien(state, seat, alien)
    note(ev, "alien_became", seat=seat, removed=old, alien=alien)
