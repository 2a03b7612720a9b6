"""Lightning (Cosmic Alliance): gains a token each time another player starts a second encounter in its
turn; after any encounter it may discard three tokens to have an encounter of its own at once (then play
resumes where it stopped); at the start of another player's second encounter it may discard two tokens to
end that encounter at once.

Readings (docs/rules.md): the extra encounter is a whole one, from Regroup on (``mods.extra_encounter``
with no fixed defense, or the step itself after an encounter that was already an extra one); it is no
second encounter; it needs an encounter card in hand and brings no new hand (FAQ). An ended encounter has
no result and ends the turn. Both flare halves are rebuilt: the Wild ends another player's second
encounter without tokens; the Super gives the Lightning its encounter without tokens.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.alien_texts import Teller
from game.core import Events, note, push
from game.deck import has_encounter_card
from game.hooks import ANY, YELLOW, Power, Use, register
from game.phases.planning import end_turn_void
from game.state import GameState
from game.windows import END, REGROUP

NAME = "Lightning"
STRIKE_COST = 3
HALT_COST = 2


def key(seat: int) -> str:
    """Where a seat's tokens are kept in ``state.extra``."""
    return f"{NAME}/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """The tokens on ``seat``'s Lightning sheet."""
    return int(state.extra.get(key(seat), 0))


def others_second(state: GameState, seat: int) -> bool:
    """Is this encounter another player's second encounter of its turn (not an extra one)?"""
    return state.enc_no == 2 and state.offense != seat and not state.enc.mods.interrupting


def may_strike(state: GameState, seat: int) -> bool:
    """May ``seat`` have an encounter now (it holds an encounter card: FAQ; none is already due)?"""
    return has_encounter_card(state.hands[seat]) and state.enc.mods.extra_encounter is None


def strike(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` has one encounter of its own at once, from Regroup on; then play resumes."""
    note(ev, "lightning_strikes", seat=seat)
    if state.enc.mods.interrupting:  # an extra encounter is over: the next one comes before play resumes
        push(state, ("extra_encounter", seat, -1))
    else:
        state.enc.mods.extra_encounter = [seat, -1]


def halt(state: GameState, ev: Events, seat: int) -> None:
    """The encounter ends at once, without a result; the turn with it."""
    note(ev, "lightning_halts", seat=seat, offense=state.offense)
    end_turn_void(state)


class Lightning(Power):
    """Speed."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Each time another player starts a second encounter in its turn, add a token to your sheet "
        "(mandatory). After any encounter ends, you may discard three tokens to have one encounter of your "
        "own at once (you need an encounter card); then play goes on where it stopped. Or, as another "
        "player's second encounter starts, you may discard two tokens to end it at once."
    )
    wild_text: ClassVar[str] = (
        "At the start of another player's second encounter: end that encounter at once (its turn ends)."
    )
    super_text: ClassVar[str] = (
        "After any encounter ends: have one encounter of your own at once without discarding tokens."
    )
    flare_source: ClassVar[str] = "reconstructed"
    use_texts: ClassVar[dict[str, str]] = {
        "speed": "Lightning: a token for another player's second encounter",
        "strike": "Lightning: discard 3 tokens to have an encounter now",
        "halt": "Lightning: discard 2 tokens to end this second encounter",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "lightning_token": lambda d, name: f"{name(d['seat'])} gains a Lightning token ({d['tokens']}).",
        "lightning_strikes": lambda d, name: f"{name(d['seat'])} strikes: an encounter of its own at once.",
        "lightning_halts": lambda d, name: (
            f"{name(d['seat'])} ends {name(d['offense'])}'s second encounter at once (Lightning)."
        ),
    }
    uses: ClassVar[tuple[Use, ...]] = (
        Use("speed", REGROUP, ANY, mandatory=True, priority=1),
        Use("halt", REGROUP, ANY),
        Use("strike", END, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", END, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "speed":
            return [{}] if others_second(state, seat) else []
        if use.key in ("halt", "wild"):
            enough = use.key == "wild" or tokens(state, seat) >= HALT_COST
            return [{}] if others_second(state, seat) and enough and state.enc.outcome == "" else []
        enough = use.key == "super" or tokens(state, seat) >= STRIKE_COST
        return [{}] if enough and may_strike(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "speed":
            state.extra[key(seat)] = tokens(state, seat) + 1
            note(ev, "lightning_token", seat=seat, tokens=tokens(state, seat))
            return
        if use in ("halt", "wild"):
            if state.enc.outcome:  # already ended by another effect
                return
            if use == "halt":
                state.extra[key(seat)] = tokens(state, seat) - HALT_COST
            halt(state, ev, seat)
            return
        if not may_strike(state, seat):
            return
        if use == "strike":
            state.extra[key(seat)] = tokens(state, seat) - STRIKE_COST
        strike(state, ev, seat)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)}


register(Lightning)
