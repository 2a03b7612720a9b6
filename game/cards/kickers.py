"""Kickers (Cosmic Incursion's reward deck): a main player may put one face down in Planning, before the
encounter cards are chosen, announcing it; it turns over with the encounter cards and multiplies its own
player's card (docs/rules.md, "Kickers").

- Attack: the card's value, after every other change to it, is multiplied (attack 10 with x2 and 12 ships:
  32). Against a negotiate the attack wins anyway.
- Negotiate that loses to an attack: the compensation is multiplied (after a crooked deal's +1).
- Negotiate against negotiate: no effect on a deal; after a failed deal the *opponent's* ship loss is
  multiplied (after a crooked deal's shift).

Where they lie: face down, ``enc.mods.kickers_down`` (``{str(seat): card}``, secret: the table only knows
that a kicker was played and its back); once revealed, in ``enc.in_play`` with the other cards on the table
and ``enc.mods.kickers`` (``{str(seat): card}``, public). They are discarded with the encounter cards.
The offense decides first, then the defense (FAQ: "the offense must commit first"); a defense that will need
a new hand may play one before drawing it (FAQ).
"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE, KICKER, NEGOTIATE
from game.config import REWARDS_NONE
from game.core import Events, answer, ask_choice, note, step
from game.prompts import Prompt
from game.state import GameState


def kickers_in_hand(state: GameState, seat: int) -> list[int]:
    """One kicker card per distinct value that ``seat`` holds."""
    seen: set[str] = set()
    out = []
    for c in state.hands[seat]:
        if CARD_KIND[c] == KICKER and CARD_NAME[c] not in seen:
            seen.add(CARD_NAME[c])
            out.append(c)
    return out


def may_play_kickers(state: GameState) -> bool:
    """Does either main player hold a kicker (at a table with the reward cards)?"""
    if state.config.rewards == REWARDS_NONE:
        return False
    return any(kickers_in_hand(state, s) for s in (state.offense, state.enc.defense))


@step("kicker_ask")
def kicker_ask(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` may put one kicker face down (once per encounter)."""
    if str(seat) in (state.enc.mods.kickers_down or {}):
        return
    held = kickers_in_hand(state, seat)
    if not held:
        return
    options = [{"type": "no_kicker"}] + [{"type": "kicker", "card": c} for c in held]
    ask_choice(state, ev, seat, "kicker", options)


@answer("kicker")
def _on_kicker(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["type"] != "kicker":
        return
    seat, card = prompt.seat, action["card"]
    state.hands[seat].remove(card)
    if state.enc.mods.kickers_down is None:
        state.enc.mods.kickers_down = {}
    state.enc.mods.kickers_down[str(seat)] = card
    note(ev, "kicker_played", seat=seat)  # announced, face down
    note(ev, "kicker_chosen", to=(seat,), seat=seat, card=card)


def reveal_kickers(state: GameState, ev: Events) -> None:
    """The face-down kickers turn over with the encounter cards."""
    down = state.enc.mods.kickers_down
    state.enc.mods.kickers_down = None
    if not down:
        return
    if state.enc.mods.kickers is None:
        state.enc.mods.kickers = {}
    revealed = state.enc.mods.kickers
    for key in sorted(down, key=int):
        card = down[key]
        state.enc.in_play.append(card)
        revealed[key] = card
        note(ev, "kicker_revealed", seat=int(key), card=card, value=CARD_VALUE[card])


def kicker_of(state: GameState, seat: int) -> int | None:
    """The multiplier of ``seat``'s revealed kicker, or None."""
    revealed = state.enc.mods.kickers
    if not revealed:
        return None
    card = revealed.get(str(seat))
    return None if card is None else CARD_VALUE[int(card)]


def kicked_compensation(state: GameState, ev: Events, taker: int, count: int) -> int:
    """Compensation owed to ``taker`` after its own kicker (only a negotiate's kicker counts, or that of a
    seat a power lets collect as though it had played one: ``mods.compensate_as_negotiate``)."""
    k = kicker_of(state, taker)
    as_negotiate = taker in (state.enc.mods.compensate_as_negotiate or ())
    if k is None or (_kind(state, taker) != NEGOTIATE and not as_negotiate):
        return count
    note(ev, "kicker_applied", seat=taker, effect="compensation", value=k, count=count * k)
    return count * k


def kicked_deal_losses(state: GameState, ev: Events, losses: dict[int, int]) -> dict[int, int]:
    """A failed deal: each main player's kicker multiplies its opponent's ship loss."""
    off, dfn = state.offense, state.enc.defense
    out = dict(losses)
    for seat, other in ((off, dfn), (dfn, off)):
        k = kicker_of(state, seat)
        if k is not None and _kind(state, seat) == NEGOTIATE:
            out[other] = losses[other] * k
            note(ev, "kicker_applied", seat=seat, effect="failed_deal", value=k, opponent_loses=out[other])
    return out


def kicked_value(state: GameState, seat: int, value: int, kind: str) -> int:
    """A side's card value for its total: an attack multiplied by its player's kicker."""
    k = kicker_of(state, seat)
    return value * k if k is not None and kind == ATTACK else value


def _kind(state: GameState, seat: int) -> str:
    enc = state.enc
    return enc.off_kind if seat == state.offense else enc.def_kind if seat == enc.defense else ""


def put_down_kickers(state: GameState) -> list[int]:
    """Kickers still face down when the encounter ends without a reveal: they were played, so they go
    with the encounter's cards (returned by the caller to the discard piles)."""
    down = state.enc.mods.kickers_down
    state.enc.mods.kickers_down = None
    return [down[k] for k in sorted(down, key=int)] if down else []


def kicker_steps(state: GameState) -> list[tuple[Any, ...]]:
    """The Planning steps that offer kickers: the offense first, then the defense."""
    return [("kicker_ask", state.offense), ("kicker_ask", state.enc.defense)]
