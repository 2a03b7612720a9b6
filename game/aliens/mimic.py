"""Mimic (Cosmic Conflict): as a main player, before cards are chosen, it brings its hand to the size of
its opponent's: it draws up to that count, or discards cards of its choice down to it."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import CARD_NAME, FLARE_ALIEN, FLARE_IDS
from game.core import Events, answer, ask, ask_choice, note
from game.deck import discard_from_hand, draw
from game.hooks import ANY, MAIN, YELLOW, Power, Use, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import (
    COPIERS,
    PLANNING,
    USING,
    ZAP,
    carry_out_copy,
    copy_options,
    pending_play,
    power_use_pending,
)

NAME = "Mimic"
MODEL = "model"  # scratch: the seat whose hand the Super chose to copy for this use


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
    """Can ``seat`` carry out, as its own, the flare's Wild or the artifact another player just played
    (play ``play_id``, still waiting in its zap window)? ``[{"play": play_id}]`` if that card or half would
    offer ``seat`` a choice there now, so if it meets the card's conditions (FAQ F12: "as a main player"
    and the like); the choice itself is asked when the Wild resolves (``windows.copy_options``). A Super
    is never copied (it needs its alien's power), nor the Mimic's own Wild."""
    play = pending_play(state, play_id)
    if play is None or play.get("alien") == NAME:
        return []
    return [{"play": play_id}] if copy_options(state, seat, play) else []


@answer("mimic_copy")
def _on_copy(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    what = action.get("alien") or CARD_NAME[int(action["card"])]
    note(ev, "mimic_copies", seat=prompt.seat, alien=str(what), use=str(action.get("use", "")))
    carry_out_copy(state, ev, prompt.seat, action)


def _imitation(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s own imitation, about to be carried out?"""
    return power_use_pending(state, target, seat, NAME, ("imitate",)) is not None


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
        "When another player plays a flare's Wild or an artifact, you may carry out its effect too, as "
        "your own, with your own choices, if you meet its conditions."
    )
    super_text: ClassVar[str] = (
        "When you use your power, you may match the hand of any other player instead of your opponent's."
    )
    flare_source: ClassVar[str] = "faq"
    prompt_titles: ClassVar[dict[str, str]] = {
        "mimic_copy": "Mimic Wild: carry out the same effect, with your own choices",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "mimic_copies": lambda d, name: (
            f"{name(d['seat'])} carries out the {d['alien']}{' Wild' if d['use'] else ''} too (Mimic Wild)."
        ),
    }
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
        if use == "wild":  # the copied Wild or artifact, carried out for this seat with its own choices
            play = pending_play(state, int(action["play"]))
            options = copy_options(state, seat, play) if play is not None else []
            if options:
                ask_choice(state, ev, seat, "mimic_copy", options)
            return
        model = int(space.pop(MODEL, hooks.opponent(state, seat)))
        if model >= 0:
            imitate(state, ev, seat, model)


register(Mimic)


COPIERS.update(c for c in FLARE_IDS if FLARE_ALIEN[c] == NAME)  # its holder may copy what others play
