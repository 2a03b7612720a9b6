"""Cosmic Incursion's reward-deck artifacts: Hand Zap, Finder and Space Junk (docs/rules.md, "Reward deck").

No source prints their texts; what the engine does follows the short summaries the fan wiki gives and the
FAQ's rulings (X3, Z10, H4):

- Hand Zap (any player, Regroup): a player of its holder's choice (itself included) draws a new hand: the
  old hand is shown, discarded, and eight cards are drawn, again if they hold no encounter card (R3.2.1,
  ``deck.new_hand``; cards a power keeps through a new hand stay).
- Finder (any player, any phase): its holder picks another player with cards in hand; once the Finder
  comes through its Card Zap window (FAQ Z10, X3: nothing else can answer it) the holder names a card face
  (``finder_name``: every face of the table's cards, a finite list), looks through that hand (only the
  holder sees it: ``game.seen``), and takes one copy of the named card if the hand holds one. The table
  hears the name and whether it was found. A rift taken this way goes off in the holder's hand (taking
  from a hand, ``rifts.taken``).
- Space Junk (any player, any phase): a player of its holder's choice (itself included) takes the top card
  of the cosmic discard pile ("the discard pile" of any effect is the cosmic one at a reward-deck table).
  The option names that card (the pile is public, FAQ H4: a batch of discards is seen before deciding);
  the card on top when the artifact resolves is the one taken, and everyone knows it is in that hand.

"Any phase" means the windows between the steps of an encounter (``windows.BETWEEN_STEPS``), not the
windows inside another effect (a loss on its way to the warp, compensation being taken, a draw: FAQ X3).
Card Zap cancels each of them like any artifact (``artifacts.artifact_options``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game import seen
from game.cards import rifts
from game.cards.catalog import (
    ARTIFACT,
    CARD_KIND,
    CARD_NAME,
    FINDER,
    HAND_ZAP,
    REWARD_IDS,
    SPACE_JUNK,
    cosmic_cards,
    table_flares,
)
from game.config import REWARDS_NONE
from game.core import Events, answer, ask_choice, note
from game.deck import new_hand
from game.gains import took
from game.prompts import Prompt
from game.state import GameState
from game.windows import BETWEEN_STEPS, REGROUP, discard_played, effect, provider

# "Any phase": the timing points between the steps of a turn (not inside an effect).
_WINDOWS: dict[str, Iterable[str]] = {w: (FINDER, SPACE_JUNK) for w in BETWEEN_STEPS}
_WINDOWS[REGROUP] = (HAND_ZAP, FINDER, SPACE_JUNK)


def _held(state: GameState, seat: int) -> dict[str, int]:
    """One card id per reward artifact held (copies are interchangeable)."""
    held: dict[str, int] = {}
    for c in state.hands[seat]:
        if CARD_KIND[c] == ARTIFACT and CARD_NAME[c] in (HAND_ZAP, FINDER, SPACE_JUNK):
            held.setdefault(CARD_NAME[c], c)
    return held


@provider(_WINDOWS, rank=40)
def reward_artifact_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    """The Hand Zap, Finder and Space Junk plays open to ``seat`` in ``window``."""
    held = _held(state, seat)
    if not held:
        return []
    out: list[dict[str, Any]] = []
    if window == REGROUP and HAND_ZAP in held:
        out.extend({"type": "play", "card": held[HAND_ZAP], "target": t} for t in range(state.n))
    if window not in _WINDOWS:
        return out
    if FINDER in held:
        out.extend(
            {"type": "play", "card": held[FINDER], "target": t}
            for t in range(state.n)
            if t != seat and state.hands[t]
        )
    if SPACE_JUNK in held and state.discard:
        top = state.discard[-1]
        out.extend(
            {"type": "play", "card": held[SPACE_JUNK], "target": t, "top": top} for t in range(state.n)
        )
    return out


# --- Hand Zap ---------------------------------------------------------------------------------------------


@effect(HAND_ZAP)
def hand_zap(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The chosen player shows and discards its hand and draws a new one (R3.2.1)."""
    victim = int(play["action"]["target"])
    discard_played(state, ev, play)
    note(ev, "hand_zapped", seat=play["seat"], target=victim)
    new_hand(state, ev, victim)


# --- Finder -----------------------------------------------------------------------------------------------


def nameable(state: GameState) -> list[str]:
    """Every card face of this table's cards, once each, in catalog order (what a Finder may name)."""
    cards = list(cosmic_cards(state.config)) + table_flares(state.config.expansions)
    if state.config.rewards != REWARDS_NONE:
        cards += REWARD_IDS
    return list(dict.fromkeys(CARD_NAME[c] for c in sorted(cards)))


@effect(FINDER)
def finder(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The Finder came through its Card Zap window: its holder names the card it searches for."""
    holder, victim = play["seat"], int(play["action"]["target"])
    discard_played(state, ev, play)
    options = [{"type": "finder_name", "name": n, "target": victim} for n in nameable(state)]
    ask_choice(state, ev, holder, "finder_name", options)


@answer("finder_name")
def _on_finder_name(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Search the hand for the named card; take one copy if it is there. Only the holder sees the hand."""
    holder, victim, name = prompt.seat, int(action["target"]), str(action["name"])
    hand = state.hands[victim]
    note(ev, "finder_searched", to=(holder,), seat=holder, target=victim, cards=sorted(hand))
    copies = sorted(c for c in hand if CARD_NAME[c] == name)
    note(ev, "finder_named", seat=holder, target=victim, name=name, found=bool(copies))
    if copies:
        card = copies[0]
        hand.remove(card)
        state.hands[holder].append(card)
        note(ev, "finder_took", to=(holder, victim), taker=holder, giver=victim, card=card)
    seen.show_hand(state, holder, victim, "finder")  # what is left of the hand, as the holder saw it
    if copies:
        took(state, holder, victim, 1)  # cards taken from a hand: the TOOK window (Glutton, FAQ)
    if copies and state.config.rewards != REWARDS_NONE:
        rifts.taken(state, ev, holder, [copies[0]])  # a rift taken from a hand goes off


# --- Space Junk -------------------------------------------------------------------------------------------


@effect(SPACE_JUNK)
def space_junk(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The chosen player takes the top card of the cosmic discard pile (then the Space Junk is discarded,
    so that it never takes itself); everyone saw that card, so everyone knows where it went."""
    seat, taker = play["seat"], int(play["action"]["target"])
    if state.discard:
        card = state.discard[-1]
        note(ev, "space_junk", seat=seat, target=taker, card=card)  # named while still on the pile
        state.discard.pop()
        state.hands[taker].append(card)
        for viewer in range(state.n):
            seen.show_drawn(state, viewer, taker, [card], "space_junk")
    else:
        note(ev, "space_junk", seat=seat, target=taker, card=-1)
    discard_played(state, ev, play)
