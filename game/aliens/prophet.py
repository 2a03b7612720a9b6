"""Prophet: when neither a main player nor an ally, foretells the winning side before the cards are chosen;
right, it gains a colony; wrong, the winner sends two of its ships to the warp (Cosmic Conflict)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, ClassVar

from game import hooks
from game.board import ships_on_colonies
from game.core import Events, answer, ask_choice, note, push
from game.deck import draw
from game.hooks import ANY, RED, UNINVOLVED, Power, Use, register
from game.moments import EncounterOver, Moment
from game.moves import LOST
from game.prompts import Prompt
from game.state import GameState
from game.windows import END, PLANNING

NAME = "Prophet"
SIDES = ("offense", "defense")
PENALTY = 2  # ships the winner sends to the warp after a wrong prediction
WILD_CARDS = 2  # cards the Wild's holder draws after a right prediction


def verdict(state: GameState, side: str) -> str:
    """``"right"``, ``"wrong"`` or ``""`` (no winner: both sides lost, or the deal failed) for a prediction
    of ``side``. A deal struck is a win for both sides (FAQ)."""
    outcome = state.enc.outcome
    if outcome == "deal" and state.enc.success:
        return "right"
    if outcome in SIDES:
        return "right" if outcome == side else "wrong"
    return ""


def penalty_options(state: GameState, seat: int, count: int) -> list[dict[str, Any]]:
    """Every way to pick ``count`` of ``seat``'s ships on its colonies (``ships: [[planet, n], ...]``)."""
    spots = ships_on_colonies(state, seat)
    stock = {p: c for p, c in spots}
    out: list[dict[str, Any]] = []
    for pick in combinations_with_replacement(sorted(stock), count):
        counts = {p: pick.count(p) for p in set(pick)}
        if all(counts[p] <= stock[p] for p in counts):
            out.append({"type": "prophet_penalty", "ships": sorted([p, c] for p, c in counts.items())})
    return out


@answer("prophet_penalty")
def _on_penalty(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    victim = int(action["victim"])
    sources = [[int(p), int(c)] for p, c in action["ships"]]
    push(state, ("to_warp", victim, sources, LOST, prompt.seat))


class Prophet(Power):
    """Predict."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "When you are neither a main player nor an ally, before the cards are chosen you may foretell "
        "which side wins (a deal struck counts as a win for both). Right: you gain a colony on any planet "
        "you like. Wrong: the winner picks two of your ships and sends them to the warp. Nothing happens "
        "if neither side wins."
    )
    wild_text: ClassVar[str] = (
        "When you are neither a main player nor an ally, before the cards are chosen you may foretell which "
        "side wins. Right: draw two cards from the deck. Wrong: nothing happens."
    )
    super_text: ClassVar[str] = "When your prediction comes true, you may gain a second colony as well."
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("predict", PLANNING, UNINVOLVED),
        Use("fulfil", END, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, UNINVOLVED),)
    hears: ClassVar[tuple[type[Moment], ...]] = (EncounterOver,)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", END, ANY),)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case EncounterOver(key="wild"):
                prediction = hooks.scratch(state, NAME).get("predictions", {}).get(str(seat))
                if prediction and prediction["how"] == "wild" and not prediction.get("done"):
                    prediction["done"] = True
                    right = verdict(state, prediction["side"]) == "right"
                    note(ev, "prophet_fulfilled", seat=seat, side=prediction["side"], right=right)
                    if right:
                        draw(state, ev, seat, WILD_CARDS)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        space = hooks.scratch(state, NAME)
        if use.key in ("predict", "wild"):
            if state.enc.defense < 0 or str(seat) in space.get("predictions", {}):
                return []
            return [{"side": side} for side in SIDES]
        if use.key == "fulfil":
            prediction = space.get("predictions", {}).get(str(seat))
            if not prediction or prediction["how"] != "power" or prediction.get("done"):
                return []
            return [{}] if verdict(state, prediction["side"]) else []
        # super: a second colony after a right prediction by the power
        return [{}] if str(seat) in space.get("right", []) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use in ("predict", "wild"):
            how = "power" if use == "predict" else "wild"
            space.setdefault("predictions", {})[str(seat)] = {"side": action["side"], "how": how}
            note(ev, "prophet_predicted", seat=seat, side=action["side"])
            if how == "wild":  # the flare's payoff comes once the encounter is over
                hooks.at_encounter_end(state, NAME, seat, "wild")
            return
        if use == "super":
            space["right"].remove(str(seat))
            push(state, ("free_colony", seat, list(range(len(state.planet_home)))))
            return
        prediction = space["predictions"][str(seat)]
        prediction["done"] = True
        result = verdict(state, prediction["side"])
        note(ev, "prophet_fulfilled", seat=seat, side=prediction["side"], right=result == "right")
        if result == "right":
            space.setdefault("right", []).append(str(seat))
            push(state, ("free_colony", seat, list(range(len(state.planet_home)))))
            return
        winner = state.offense if state.enc.outcome == "offense" else state.enc.defense
        options = penalty_options(state, seat, PENALTY)
        if not options:  # no ship on a colony: nothing to send
            spots = ships_on_colonies(state, seat)
            if spots:
                push(state, ("to_warp", seat, spots, LOST, winner))
            return
        for option in options:
            option["victim"] = seat
        ask_choice(state, ev, winner, "prophet_penalty", options)


register(Prophet)
