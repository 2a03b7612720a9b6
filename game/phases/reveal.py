"""Reveal: both cards turn over at once; a morph copies the other card as revealed (R3.8, FAQ V2-V4).
Then the window for reinforcements and Emotion Control."""

from __future__ import annotations

from game import hooks
from game.cards.catalog import CARD_KIND, CARD_NAME, CARD_VALUE, MORPH
from game.cards.kickers import reveal_kickers
from game.core import Events, note, push, step
from game.state import GameState
from game.windows import REVEAL, SHOW


@step("reveal")
def reveal(state: GameState, ev: Events) -> None:
    """Start Reveal. A power may ask that one main player's card turn over last (``mods.reveal_last``):
    the other card is shown first and the SHOW window lets that player keep its card face down."""
    if state.enc.mods.skip_cards:  # no encounter cards were chosen: nothing turns over (Trickster)
        return
    hooks.phase_start(state, ev, "reveal")
    enc = state.enc
    last = enc.mods.reveal_last if enc.mods.reveal_last is not None else -1
    if last in (state.offense, enc.defense) and str(last) not in (enc.mods.claims or {}):
        first = enc.defense if last == state.offense else state.offense
        card = enc.off_card if first == state.offense else enc.def_card
        if enc.mods.shown is None:
            enc.mods.shown = []
        enc.mods.shown.append(card)  # face up before the other card turns over
        if enc.mods.face_up is None:
            enc.mods.face_up = {}
        enc.mods.face_up[str(first)] = card  # in its player's slot
        note(ev, "card_shown", seat=first, card=card)
        hooks.card_shown(state, ev, first, card, "revealed")
        push(state, ("window", SHOW, last), ("reveal_cards",))
        return
    reveal_cards(state, ev)


def _face(state: GameState, seat: int, card: int) -> tuple[int, str, int]:
    """What a main player's card counts as at the reveal: itself, or the card it claims while it stays
    face down (``mods.claims``, by name; the real card waits in ``mods.face_down``)."""
    claim = (state.enc.mods.claims or {}).get(str(seat))
    if claim is None:
        state.enc.in_play.append(card)
        return card, CARD_KIND[card], CARD_VALUE[card]
    if state.enc.mods.face_down is None:
        state.enc.mods.face_down = {}
    state.enc.mods.face_down[str(seat)] = card
    shown = CARD_NAME.index(claim)
    return -1, CARD_KIND[shown], CARD_VALUE[shown]


def turn_face_up(state: GameState, ev: Events, seat: int) -> None:
    """A card kept face down under a claim is turned over: it now counts as itself (a challenge)."""
    enc = state.enc
    card = (enc.mods.face_down or {}).pop(str(seat), None)
    (enc.mods.claims or {}).pop(str(seat), None)
    if card is None:
        return
    enc.in_play.append(card)
    if seat == state.offense:
        enc.off_card, enc.off_kind, enc.off_value = card, CARD_KIND[card], CARD_VALUE[card]
        if enc.off_kind == MORPH and enc.def_kind != MORPH:
            enc.off_kind, enc.off_value = enc.def_kind, enc.def_value
    else:
        enc.def_card, enc.def_kind, enc.def_value = card, CARD_KIND[card], CARD_VALUE[card]
        if enc.def_kind == MORPH and enc.off_kind != MORPH:
            enc.def_kind, enc.def_value = enc.off_kind, enc.off_value
    note(ev, "card_turned_up", seat=seat, card=card)
    hooks.card_shown(state, ev, seat, card, "revealed")


@step("reveal_cards")
def reveal_cards(state: GameState, ev: Events) -> None:
    """Turn both encounter cards face up and work out what each counts as."""
    enc = state.enc
    enc.revealed = True
    enc.mods.shown = None  # the cards shown before are now simply face up
    enc.off_card, enc.off_kind, enc.off_value = _face(state, state.offense, enc.off_card)
    enc.def_card, enc.def_kind, enc.def_value = _face(state, enc.defense, enc.def_card)
    off_card, def_card = enc.off_card, enc.def_card
    if enc.off_kind == MORPH and enc.def_kind != MORPH:
        enc.off_kind, enc.off_value = enc.def_kind, enc.def_value
    elif enc.def_kind == MORPH and enc.off_kind != MORPH:
        enc.def_kind, enc.def_value = enc.off_kind, enc.off_value
    note(
        ev,
        "cards_revealed",
        offense=off_card,
        defense=def_card,
        offense_as=enc.off_kind,
        defense_as=enc.def_kind,
    )
    if state.any_alien:  # the cards' printed faces are seen (the moment CardShown)
        hooks.card_shown(state, ev, state.offense, off_card, "revealed")
        hooks.card_shown(state, ev, enc.defense, def_card, "revealed")
    if state.any_alien:  # cards set aside face down by a power turn over too (Deuce's second card)
        hooks.reveal(state, ev)
    kickers = dict(enc.mods.kickers_down or {}) if state.any_alien else {}
    reveal_kickers(state, ev)  # the kickers turn over with the cards (they apply after every value change)
    for key in sorted(kickers, key=int):
        hooks.card_shown(state, ev, int(key), kickers[key], "revealed")
    if enc.mods.value_mods is not None:  # value changes declared before the reveal
        hooks.apply_value_mods(state, ev)
    push(state, ("window", REVEAL, -1))


def replace_card(state: GameState, ev: Events, side: str, card: int) -> int:
    """After the reveal, ``side``'s encounter card is replaced by ``card``, face up (the caller took it
    from where it lay and told the table): the new card counts from now on (a Morph copies the other side's
    card as it stands) and its face is seen (``CardShown``). Returns the old card, taken off the table for
    the caller to discard or keep (-1 if there was none). Cyborg's swap (N8)."""
    enc = state.enc
    offense = side == "offense"
    seat = state.offense if offense else enc.defense
    old = enc.off_card if offense else enc.def_card
    if old >= 0 and old in enc.in_play:
        enc.in_play.remove(old)
    enc.in_play.append(card)
    kind, value = CARD_KIND[card], CARD_VALUE[card]
    other_kind, other_value = (enc.def_kind, enc.def_value) if offense else (enc.off_kind, enc.off_value)
    if kind == MORPH and other_kind != MORPH:
        kind, value = other_kind, other_value
    if offense:
        enc.off_card, enc.off_kind, enc.off_value = card, kind, value
    else:
        enc.def_card, enc.def_kind, enc.def_value = card, kind, value
    if state.any_alien:
        hooks.card_shown(state, ev, seat, card, "revealed")
    return old
