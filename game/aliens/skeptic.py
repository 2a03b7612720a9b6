"""Skeptic (Cosmic Alliance): as a main player or ally, before the cards are chosen, it may tell the
opposing main player it doubts that player will win. Agreeing, an offense withdraws (its turn ends, every
ship in the encounter goes home); a defense lets the offense's side land beside its ships (its allies go
home). Double-doubting, the cards are played, and whichever of the two loses (both, if both sides lose)
loses twice the ships, a failed deal's three included (``mods.doubled_losses``).

Super (FAQ erratum): the Skeptic also names 1 to 20 ships at risk: a double doubt then costs each penalized
player that many more ships instead of doubling (``mods.added_losses``). Wild (rebuilt): a doubt as the
power's, whose double doubt costs each penalized player one ship more.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.core import Events, answer, ask, note, push, timing_order
from game.hooks import MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.phases.planning import end_turn_void
from game.phases.turn import skip_to_end
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import PLANNING, RESOLVED, USING, power_use_pending

NAME = "Skeptic"
DOUBT = "doubt"  # scratch: {"by", "target", "risk"} once a doubt was told this encounter
SUPER = "super"  # scratch: the Super was played on the doubt about to resolve
MOST_RISK = 20
WILD_RISK = 1


def doubted_player(state: GameState, seat: int) -> int:
    """The main player opposing ``seat``'s side (-1 if ``seat`` is on no side)."""
    side = hooks.side_of(state, seat)
    if side not in ("offense", "defense"):
        return -1
    return hooks.main_of(state, "defense" if side == "offense" else "offense")


def _ask_target(state: GameState, seat: int, target: int, risk: int) -> None:
    hooks.scratch(state, NAME)[DOUBT] = {"by": seat, "target": target, "risk": risk}
    options = [{"type": "skeptic_answer", "agree": True}, {"type": "skeptic_answer", "agree": False}]
    ask(state, target, CHOOSE, "skeptic_answer", options, spec={"by": seat, "risk": risk})


@answer("skeptic_risk")
def _on_risk(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    risk = int(action["risk"])
    note(ev, "skeptic_risk", seat=prompt.seat, ships=risk)
    _ask_target(state, prompt.seat, int(prompt.spec["target"]), risk)


@answer("skeptic_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    enc = state.enc
    doubt = hooks.scratch(state, NAME)[DOUBT]
    seat, skeptic, risk = prompt.seat, int(doubt["by"]), int(doubt["risk"])
    if not action["agree"]:
        note(ev, "skeptic_double_doubt", seat=seat, by=skeptic)
        if risk:
            added = enc.mods.added_losses or {}
            for s in (skeptic, seat):
                added[str(s)] = added.get(str(s), 0) + risk
            enc.mods.added_losses = added
        else:
            enc.mods.doubled_losses = sorted({*(enc.mods.doubled_losses or []), skeptic, seat})
        return
    note(ev, "skeptic_agreed", seat=seat, by=skeptic)
    if seat == state.offense:  # it withdraws: its turn ends, every ship in the encounter goes home
        end_turn_void(state)
        return
    # the defense concedes: the offense's side lands as if it had won; the defenders stay (coexisting)
    # and the defense's allies go home
    skip_to_end(state)
    enc.outcome = "offense"
    enc.mods.spared = [s for s in timing_order(state) if s == seat or enc.def_allies >> s & 1]
    push(state, ("settle",), ("window", RESOLVED, -1))


class Skeptic(Power):
    """Doubt."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or ally, before cards are chosen, you may tell the opposing main player you "
        "doubt it will win. If it agrees: an offense ends its turn and every ship in the encounter goes "
        "home; a defense lets the offense's side land beside its ships, and its allies go home. If it "
        "double-doubts, cards are played: whichever of you two loses (or fails a deal) loses twice the "
        "ships it would."
    )
    wild_text: ClassVar[str] = (
        "As a main player or ally, before cards are chosen, you may doubt the opposing main player as the "
        "Skeptic does. If it double-doubts, whichever of you two loses loses one more ship rather than "
        "double."
    )
    super_text: ClassVar[str] = (
        "When you doubt, also name from 1 to 20 ships. If you are double-doubted, whichever of you two "
        "loses loses that many more ships (from outside the encounter) rather than double."
    )
    flare_source: ClassVar[str] = "faq"
    prompt_titles: ClassVar[dict[str, str]] = {
        "skeptic_risk": "Skeptic Super: how many more ships will the loser lose?",
        "skeptic_answer": "You are doubted: agree (give way) or double-doubt (play cards, losses grow)?",
    }
    use_texts: ClassVar[dict[str, str]] = {"doubt": "Skeptic: doubt that the opposing main player will win"}
    narration: ClassVar[dict[str, Teller]] = {
        "skeptic_risk": lambda d, name: f"{name(d['seat'])} puts {d['ships']} ships at risk (Skeptic Super).",
        "skeptic_agreed": lambda d, name: f"{name(d['seat'])} agrees with {name(d['by'])}'s doubt.",
        "skeptic_double_doubt": lambda d, name: (
            f"{name(d['seat'])} double-doubts {name(d['by'])}: the loser's losses grow."
        ),
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("doubt", PLANNING, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN_OR_ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN_OR_ALLY),)  # target: the doubt's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        space = hooks.scratch(state, NAME)
        if use.key == "super":
            play = power_use_pending(state, target, seat, NAME, ("doubt",))
            return [{}] if play is not None and not space.get(SUPER) else []
        mods = state.enc.mods
        if DOUBT in space or mods.skip_cards or mods.winner is not None or doubted_player(state, seat) < 0:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":  # read when the doubt resolves
            space[SUPER] = True
            return
        target = doubted_player(state, seat)
        if target < 0 or DOUBT in space:
            return
        if use == "wild":
            _ask_target(state, seat, target, WILD_RISK)
            return
        if space.pop(SUPER, False):
            options = [{"type": "skeptic_risk", "risk": n} for n in range(1, MOST_RISK + 1)]
            space[DOUBT] = {"by": seat, "target": target, "risk": 0}
            ask(state, seat, CHOOSE, "skeptic_risk", options, spec={"target": target})
            return
        _ask_target(state, seat, target, 0)


register(Skeptic)
