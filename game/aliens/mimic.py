"""Mimic (Cosmic Conflict): as a main player, before cards are chosen, it brings its hand to the size of
its opponent's: it draws up to that count, or discards cards of its choice down to it."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, answer, ask, note
from game.deck import discard_from_hand, draw
from game.hooks import ANY, MAIN, YELLOW, Power, Use, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import (
    BETWEEN_STEPS,
    DESTINY,
    DESTINY_DRAWN,
    PLANNING,
    USING,
    ZAP,
    pending_play,
    power_use_pending,
)

NAME = "Mimic"
MODEL = "model"  # scratch: the seat whose hand the Super chose to copy for this use
RESERVED = frozenset({"type", "card", "cards", "alien", "use", "half", "play", "held"})
# windows whose target is -1: a Wild played there can be carried out again by another player
COPYABLE = frozenset(BETWEEN_STEPS) - {DESTINY, DESTINY_DRAWN}


def imitate(state: GameState, ev: Events, seat: int, model: int) -> None:
    """``seat`` brings its hand to ``model``'s size: it draws the difference from the deck, or discards
    cards of its choice (a prompt) down to it. Cards kept outside hands count on neither side."""
    mine, theirs = len(state.hands[seat]), len(state.hands[model])
    note(ev, "mimic_imitates", seat=seat, model=model, size=theirs)
    if theirs > mine:
        draw(state, ev, seat, theirs - mine)
    elif theirs < mine:
        hand = list(state.hands[seat])
        spec = {"type": "discard", "from": hand, "count": mine - theirs}
        ask(state, seat, CARDS, "mimic_discard", spec=spec)


@answer("mimic_discard")
def _on_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    discard_from_hand(state, ev, prompt.seat, list(action["cards"]))


def copies(state: GameState, seat: int, play_id: int) -> list[dict[str, Any]]:
    """The ways ``seat`` may carry out, as its own, the Wild another player just played (play
    ``play_id``, still waiting in its Cosmic Zap window): the copied half's own choices for ``seat``, if it
    meets that half's conditions now (FAQ F12: "as a main player" and the like). Only Wilds of the
    timing windows between steps are copied, and never choices that name cards from a hand."""
    play = pending_play(state, play_id)
    if play is None or play["seat"] == seat or play["cancelled"] or play["card"] < 0:
        return []
    alien = play.get("alien", "")
    if play.get("half") != hooks.WILD or alien == NAME or alien not in hooks.POWERS:
        return []
    power = hooks.POWERS[alien]
    use = hooks.use_of(power, hooks.WILD, play["use"])
    if use is None or use.window not in COPYABLE or use.shows or not hooks.has_role(state, seat, use.role):
        return []
    return [
        {"play": play_id, **o} for o in power.options(state, seat, use, -1) if not RESERVED.intersection(o)
    ][:8]


def _imitation(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s own imitation, about to be carried out?"""
    return power_use_pending(state, target, seat, NAME, ("imitate",)) is not None


@register
class Mimic(Power):
    """Imitate."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, before cards are chosen, you must match your opponent's hand size: if it holds "
        "more cards than you, draw from the deck until you hold as many; if fewer, discard cards of your "
        "choice until you hold as many."
    )
    wild_text: ClassVar[str] = (
        "When another player plays a flare's Wild, you may carry out that Wild too, as your own, if you "
        "meet its conditions."
    )
    super_text: ClassVar[str] = (
        "When you use your power, you may match the hand of any other player instead of your opponent's."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("imitate", PLANNING, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ZAP, ANY),)  # target: the Wild's play
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)  # target: the imitation's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return copies(state, seat, target)
        mine = len(state.hands[seat])
        if use.key == "imitate":
            other = hooks.opponent(state, seat)
            return [{}] if other >= 0 and len(state.hands[other]) != mine else []
        if use.key == "super" and not _imitation(state, seat, target):
            return []
        others = [p for p in range(state.n) if p != seat and len(state.hands[p]) != mine]
        if use.key == "super":
            others = [p for p in others if p != hooks.opponent(state, seat)]
        if others and not (state.deck or state.discard):  # nothing to draw from: only smaller hands
            others = [p for p in others if len(state.hands[p]) < mine]
        return [{"player": p} for p in others]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":  # read when the imitation resolves
            space[MODEL] = int(action["player"])
            note(ev, "mimic_model", seat=seat, model=int(action["player"]))
            return
        if use == "wild":  # the copied Wild, carried out for this seat
            play = pending_play(state, int(action["play"]))
            if play is None:
                return
            args = {k: v for k, v in action.items() if k not in RESERVED}
            note(ev, "mimic_copies", seat=seat, alien=play["alien"], use=play["use"])
            hooks.POWERS[play["alien"]].resolve(state, ev, seat, play["use"], args)
            return
        model = int(space.pop(MODEL, hooks.opponent(state, seat)))
        if model >= 0:
            imitate(state, ev, seat, model)
