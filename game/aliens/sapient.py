"""Sapient: gains wisdom tokens from every encounter it joins as an ally (one for a win, one per ship it had
there for a loss) and, as an ally of two attacks, adds them to its side's total (Cosmic Alliance)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.board import system_planets
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import ALLY, GREEN, Power, Use, register
from game.moments import EncounterEnd, Moment, PhaseStart
from game.state import GameState
from game.windows import RESOLVED, REVEAL

NAME = "Sapient"
SIDES = ("offense", "defense")


def key(seat: int) -> str:
    """Where a seat's wisdom tokens live in ``state.extra``."""
    return f"Sapient/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """The seat's wisdom tokens."""
    return int(state.extra.get(key(seat), 0))


ENDED = (*SIDES, "both_lose")  # outcomes that earn tokens (a win or a loss; not a deal)


def ally_ships(state: GameState, seat: int) -> int:
    """``seat``'s own ships in the encounter as an ally (in the gate for the offense, the ally slot for the
    defense)."""
    side = hooks.side_of(state, seat)
    return state.gate[seat] if side == "offense" else state.dally[seat] if side == "defense" else 0


def earned(state: GameState, seat: int, ships: int) -> int:
    """Tokens an ally earns from the encounter just over: 1 for a win, ``ships`` (what it had in the
    encounter) for a loss, one more either way in the four-planet game; none for a deal or a failed deal
    (the allies go home) or when the seat was no ally."""
    enc = state.enc
    if not hooks.is_ally(state, seat) or enc.outcome not in ENDED:
        return 0
    count = 1 if hooks.side_of(state, seat) == enc.outcome else ships
    return count + (1 if state.config.four_planets else 0)


def home_colonies(state: GameState, seat: int) -> int:
    """Planets of ``seat``'s home system where it has ships."""
    return sum(1 for p in system_planets(state, seat) if state.ships[p * state.n + seat])


def two_attacks(state: GameState) -> bool:
    """Both revealed cards count as attacks."""
    return (state.enc.off_kind, state.enc.def_kind) == (ATTACK, ATTACK)


class Sapient(Power):
    """Wisdom."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Each time you are an ally on the winning side, gain a token; on the losing side, gain as many "
        "tokens as you had ships in the encounter (one more either way in the four-planet game). As an "
        "ally, once two attacks are revealed, you must add 1 to your side's total for each token (you "
        "keep them)."
    )
    wild_text: ClassVar[str] = (
        "As an ally, once two attacks are revealed, add 1 to your side's total for each home planet where "
        "you have a colony."
    )
    super_text: ClassVar[str] = "When you gain tokens by your power, gain twice as many."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("wisdom", REVEAL, ALLY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, ALLY),)
    hears: ClassVar[tuple[type[Moment], ...]] = (PhaseStart, EncounterEnd)
    use_texts: ClassVar[dict[str, str]] = {
        "wisdom": "add your wisdom tokens to your side",
        "wild": "add 1 per home colony to your side",
        "super": "double the tokens you gain from this encounter",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "sapient_double": lambda d, name: f"{name(d['seat'])} doubles the tokens of this encounter.",
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            space = hooks.scratch(state, NAME)
            if not hooks.owns(state, seat, NAME) or str(seat) in space.get("double", []):
                return []
            return [{}] if state.enc.outcome in ENDED else []
        if not two_attacks(state):
            return []
        if use.key == "wild":
            return [{}] if home_colonies(state, seat) else []
        return [{}] if tokens(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME).setdefault("double", []).append(str(seat))
            note(ev, "sapient_double", seat=seat)
            return
        count = tokens(state, seat) if use == "wisdom" else home_colonies(state, seat)
        side = hooks.side_of(state, seat)
        hooks.add_total_mod(state, NAME, seat, f"{side}:{count}")
        note(ev, "total_bonus", seat=seat, alien=NAME, side=side, amount=count)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        which, _, amount = key.partition(":")
        return total + int(amount) if side == which else total

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PhaseStart(phase="resolution"):  # the ships it has in the encounter, before they move
                if hooks.is_ally(state, seat):
                    hooks.scratch(state, NAME).setdefault("ships", {})[str(seat)] = ally_ships(state, seat)
            case EncounterEnd():
                space = hooks.scratch(state, NAME)
                gain = earned(state, seat, int(space.get("ships", {}).get(str(seat), 0)))
                if str(seat) in space.get("double", []):
                    gain *= 2
                if gain:
                    state.extra[key(seat)] = tokens(state, seat) + gain
                    note(ev, "tokens_gained", seat=seat, alien=NAME, count=gain, total=tokens(state, seat))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)}


register(Sapient)
