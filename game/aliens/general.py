"""General (Cosmic Alliance): as a main player, once alliances are formed, it may draw a card per ally;
then each of its allies may draw one card.

Wild: a main player losing after the reveal draws a card per allied ship on its side, plays every
reinforcement among them for its side and discards the rest. Super: if the General used its power this
encounter and both cards are attacks, its side gets +2 per allied ship.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, REINFORCEMENT
from game.core import Events, answer, ask, note, push, step, timing_order
from game.deck import discard_from_hand, draw
from game.hooks import GREEN, MAIN, Power, Use, register
from game.phases.resolution import totals
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import ALLIANCE, REVEAL

NAME = "General"
SUPER_BONUS = 2  # per allied ship


def allies_of(state: GameState, seat: int) -> list[int]:
    """The players allied with main player ``seat``'s side, in timing order."""
    enc = state.enc
    mask = enc.off_allies if seat == state.offense else enc.def_allies
    return [s for s in timing_order(state) if mask >> s & 1 and s != seat]


def allied_ships(state: GameState, seat: int) -> int:
    """Ships main player ``seat``'s allies have in the encounter."""
    slot = state.gate if seat == state.offense else state.dally
    return sum(slot[s] for s in allies_of(state, seat))


def losing(state: GameState, seat: int) -> bool:
    """After the reveal, is main player ``seat``'s side behind (both cards attacks; a tie goes to the
    defense)?"""
    enc = state.enc
    if enc.off_kind != ATTACK or enc.def_kind != ATTACK:
        return False
    off, de = totals(state)
    return off <= de if seat == state.offense else de < off


@step("general_draw")
def general_draw(state: GameState, ev: Events, seat: int, most: int) -> None:
    """The General chooses how many cards to draw, up to one per ally."""
    options = [{"type": "general_draw", "count": n} for n in range(most, -1, -1)]
    ask(state, seat, CHOOSE, "general_draw", options)


@answer("general_draw")
def _on_draw(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["count"]:
        draw(state, ev, prompt.seat, int(action["count"]))


@step("general_ally_draw")
def general_ally_draw(state: GameState, ev: Events, seat: int) -> None:
    """An ally of the General chooses whether to draw a card."""
    options = [{"type": "general_ally_draw", "draw": True}, {"type": "general_ally_draw", "draw": False}]
    ask(state, seat, CHOOSE, "general_ally_draw", options)


@answer("general_ally_draw")
def _on_ally_draw(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["draw"]:
        draw(state, ev, prompt.seat, 1)


def _wild(state: GameState, ev: Events, seat: int) -> None:
    """Draw a card per allied ship; the reinforcements among them are played for the seat's side, the rest
    discarded."""
    drawn = draw(state, ev, seat, allied_ships(state, seat))
    drawn = [c for c in drawn if c in state.hands[seat]]
    side = hooks.side_of(state, seat)
    enc = state.enc
    for card in [c for c in drawn if CARD_KIND[c] == REINFORCEMENT]:
        state.hands[seat].remove(card)
        enc.in_play.append(card)
        if side == "offense":
            enc.off_bonus += CARD_VALUE[card]
        else:
            enc.def_bonus += CARD_VALUE[card]
        note(ev, "general_reinforced", seat=seat, card=card, side=side, value=CARD_VALUE[card])
        hooks.card_shown(state, ev, seat, card, "played")
    discard_from_hand(state, ev, seat, [c for c in drawn if CARD_KIND[c] != REINFORCEMENT])


class General(Power):
    """Leadership."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once alliances are formed: you may draw one card for each player allied with "
        "you, then each of your allies may draw one card. Mandatory (the draws are each player's choice)."
    )
    wild_text: ClassVar[str] = (
        "As a main player whose side is losing after the reveal: draw one card per allied ship on your "
        "side, play every reinforcement among them for your side and discard the others."
    )
    super_text: ClassVar[str] = (
        "If you used your power this encounter and both main players revealed attacks: your side gets +2 "
        "for each allied ship on it."
    )
    flare_source: ClassVar[str] = "card"
    prompt_titles: ClassVar[dict[str, str]] = {
        "general_draw": "General: how many cards do you draw (one per ally at most)?",
        "general_ally_draw": "General: draw a card for your service?",
    }
    use_texts: ClassVar[dict[str, str]] = {"lead": "General: you and your allies draw cards"}
    narration: ClassVar[dict[str, Teller]] = {
        "general_leads": lambda d, name: (
            f"{name(d['seat'])} leads its allies (General): {', '.join(name(s) for s in d['players'])}."
        ),
        "general_reinforced": lambda d, name: (
            f"{name(d['seat'])} plays a drawn reinforcement (+{d['value']}) for the {d['side']} "
            "(General Wild)."
        ),
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("lead", ALLIANCE, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "lead":
            return [{}] if allies_of(state, seat) else []
        if use.key == "wild":
            return [{}] if allied_ships(state, seat) and losing(state, seat) else []
        enc = state.enc
        led = hooks.scratch(state, NAME).get("led") == seat
        attacks = enc.off_kind == ATTACK and enc.def_kind == ATTACK
        return [{}] if led and attacks and not hooks.scratch(state, NAME).get("super") else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            _wild(state, ev, seat)
            return
        if use == "super":
            hooks.scratch(state, NAME)["super"] = True
            hooks.add_total_mod(state, NAME, seat, "super")
            return
        allies = allies_of(state, seat)
        hooks.scratch(state, NAME)["led"] = seat
        note(ev, "general_leads", seat=seat, players=allies)
        push(state, ("general_draw", seat, len(allies)), *[("general_ally_draw", a) for a in allies])

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        main = hooks.main_of(state, side)
        if key != "super" or side != hooks.side_of(state, seat) or main != seat:
            return total
        allied: int = sum(c for s, c in parts["ships"].items() if s != main)
        return total + SUPER_BONUS * allied


register(General)
