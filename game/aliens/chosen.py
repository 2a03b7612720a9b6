"""Chosen: after the reveal it may draw three cards and put one drawn encounter card in place of its own,
or add a drawn attack to its revealed attack."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, IS_ENCOUNTER, MORPH
from game.core import Events, answer, ask_choice, note
from game.deck import discard_cards, draw
from game.hooks import GREEN, MAIN, Power, Use, register
from game.moments import EncounterEnd, Moment, PhaseStart
from game.prompts import Prompt
from game.state import GameState
from game.windows import REVEAL

KEY = "Chosen"  # state.extra: the cards drawn by divine intervention, waiting to be used or discarded
NAME = "Chosen"
DRAW = 3


def _drawn(state: GameState) -> list[int]:
    drawn: list[int] = state.extra.get(KEY, [])
    return drawn


def _take_from_deck(state: GameState, ev: Events, seat: int, count: int) -> list[int]:
    """Draw ``count`` cards face up for everyone to see (they go through the hand only to reuse the
    deck's reshuffle rules)."""
    cards = draw(state, ev, seat, count)
    for c in cards:
        if c in state.hands[seat]:
            state.hands[seat].remove(c)
    return cards


def _choices(state: GameState, seat: int, cards: list[int]) -> list[dict[str, Any]]:
    """Replace the revealed card with a drawn encounter card, or add a drawn attack to a revealed attack."""
    kind = state.enc.off_kind if seat == state.offense else state.enc.def_kind
    out: list[dict[str, Any]] = []
    for c in cards:
        if IS_ENCOUNTER[c]:
            out.append({"drawn": c, "how": "replace"})
            if kind == ATTACK and CARD_KIND[c] == ATTACK:
                out.append({"drawn": c, "how": "add"})
    return out


def use_card(state: GameState, ev: Events, seat: int, card: int, how: str) -> None:
    """Put ``card`` in play for ``seat``'s side: in place of its encounter card, or added to its attack."""
    enc = state.enc
    offense = seat == state.offense
    enc.in_play.append(card)
    if how == "add":
        if offense:
            enc.off_value += CARD_VALUE[card]
        else:
            enc.def_value += CARD_VALUE[card]
    else:
        old = enc.off_card if offense else enc.def_card
        if old >= 0 and old in enc.in_play:
            enc.in_play.remove(old)
            discard_cards(state, ev, [old], seat)
        kind, value = CARD_KIND[card], CARD_VALUE[card]
        other_kind, other_value = (enc.def_kind, enc.def_value) if offense else (enc.off_kind, enc.off_value)
        if kind == MORPH and other_kind != MORPH:
            kind, value = other_kind, other_value
        if offense:
            enc.off_card, enc.off_kind, enc.off_value = card, kind, value
        else:
            enc.def_card, enc.def_kind, enc.def_value = card, kind, value
    note(ev, "divine_intervention", seat=seat, card=card, how=how)


class Chosen(Power):
    """Divine Intervention."""

    name: ClassVar[str] = NAME
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once per encounter after the reveal, you may draw three cards for all to see. "
        "You may put one drawn encounter card in place of your revealed card, or, attack on attack, add "
        "its value to yours. The other drawn cards are discarded."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after the reveal: draw one card; if it is an encounter card you may use it as "
        "Chosen would (in place of your card, or added to your attack); otherwise discard it."
    )
    super_text: ClassVar[str] = (
        "Once you have seen the three cards of your prayer, you may keep the ones you do not use in your "
        "hand instead of discarding them."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("pray", REVEAL, MAIN), Use("intervene", REVEAL, MAIN))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    hears = (PhaseStart, EncounterEnd)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "pray":
            return (
                []
                if hooks.scratch(state, "Chosen").get("prayed") or not (state.deck or state.discard)
                else [{}]
            )
        if use.key == "intervene":
            return _choices(state, seat, _drawn(state))
        if use.key == "super":
            return [{}] if _drawn(state) and not hooks.scratch(state, "Chosen").get("keep") else []
        return [{}] if state.deck or state.discard else []  # wild

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "pray":
            hooks.scratch(state, "Chosen")["prayed"] = True
            cards = _take_from_deck(state, ev, seat, DRAW)
            state.extra[KEY] = cards  # face up for all to see (face_up_cards)
            note(ev, "prayer_drawn", seat=seat, cards=cards)
            if not any(IS_ENCOUNTER[c] for c in cards):
                discard_cards(state, ev, state.extra.pop(KEY), seat)
        elif use == "intervene":
            cards = _drawn(state)
            if action["drawn"] not in cards:
                return
            cards.remove(action["drawn"])
            use_card(state, ev, seat, action["drawn"], action["how"])
            self._finish(state, ev, seat)
        elif use == "super":
            hooks.scratch(state, "Chosen")["keep"] = True
            note(ev, "prayer_kept", seat=seat)
        else:
            cards = _take_from_deck(state, ev, seat, 1)
            state.enc.in_play.extend(cards)  # face up on the table while its player decides
            note(ev, "prayer_drawn", seat=seat, cards=cards)
            choices = _choices(state, seat, cards)
            if not choices:
                for c in cards:
                    state.enc.in_play.remove(c)
                discard_cards(state, ev, cards, seat)
                return
            options = [{"type": "chosen_wild", **c} for c in choices]
            ask_choice(
                state, ev, seat, "chosen_wild", [*options, {"type": "chosen_wild", "drawn": -1, "how": ""}]
            )

    def on_zapped(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "intervene":
            self._finish(state, ev, seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PhaseStart(phase=phase):
                self._phase_start(state, ev, seat, phase)
            case EncounterEnd():
                self._encounter_end(state, ev, seat)

    def _phase_start(self, state: GameState, ev: Events, seat: int, phase: str) -> None:
        if phase == "resolution" and _drawn(state):
            self._finish(state, ev, seat)

    def _encounter_end(self, state: GameState, ev: Events, seat: int) -> None:
        if _drawn(state):  # the encounter ended early, or the power went: the prayer is over
            self._finish(state, ev, seat)

    def rewound(self, state: GameState, ev: Events, seat: int) -> None:
        """Chronos replays the encounter from Planning: a prayer still on the table is over."""
        self._finish(state, ev, seat)

    def _finish(self, state: GameState, ev: Events, seat: int) -> None:
        """The unused cards of the prayer are discarded, or kept in hand with the Super."""
        rest = state.extra.pop(KEY, [])
        if not rest:
            return
        if hooks.scratch(state, "Chosen").get("keep"):
            state.hands[seat].extend(rest)
            note(ev, "prayer_cards_kept", seat=seat, count=len(rest))
        else:
            discard_cards(state, ev, rest, seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(_drawn(state))

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        return list(_drawn(state))  # drawn for all to see

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"prayer": list(_drawn(state))} if _drawn(state) else {}


register(Chosen)


@answer("chosen_wild")
def _on_wild(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    card = prompt.options[0]["drawn"]  # the one card drawn
    state.enc.in_play.remove(card)
    if action["drawn"] == card:
        use_card(state, ev, prompt.seat, card, action["how"])
    else:
        discard_cards(state, ev, [card], prompt.seat)
