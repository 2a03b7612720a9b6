"""Sadist: wins at the start of any Regroup once every other player has lost at least eight ships.

Ships lost (``board.ships_lost``): in the warp, removed from the game, or captured by an alien. The Wild
(FAQ erratum) pays a card per player who lost ships to its holder this encounter: as the winning main
player (losing ships), or sent to the warp by its card or effect (``by``: Plague, Vacuum, Saboteur Wild).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.aliens.masochist import can_retrieve
from game.board import ships_in_play, ships_lost
from game.core import Events, note
from game.deck import draw
from game.hooks import ANY, RED, Power, Use, register
from game.moments import EncounterOver, Moment
from game.moves import LOSING, SENT, lose_ships
from game.state import GameState
from game.windows import LOST, REGROUP

NAME = "Sadist"
PAIN = 8  # ships every other player must have lost


def key(seat: int) -> str:
    """Where a seat's claimed win is kept in ``state.extra``."""
    return f"Sadist/{seat}"


def in_pain(state: GameState, seat: int) -> bool:
    """Has every player but ``seat`` lost at least eight ships?"""
    return all(ships_lost(state, s) >= PAIN for s in range(state.n) if s != seat)


def victims(state: GameState, seat: int) -> list[int]:
    """Players who lost ships to ``seat`` this encounter: as the winning main player's opponents and their
    allies (losing ships), or sent to the warp by ``seat``'s card or effect."""
    out: list[int] = []
    winner = hooks.main_of(state, state.enc.outcome) if state.enc.outcome in ("offense", "defense") else -1
    for record in state.enc.mods.losses or ():
        who = record["seat"]
        if who == seat or who in out or not record.get("warped"):
            continue
        sent = record["by"] == seat if record["kind"] != LOSING else winner == seat
        if sent:
            out.append(who)
    return out


class Sadist(Power):
    """Inflict Pain."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "At the start of anyone's Regroup, before the offense takes a ship back, you win the game at once "
        "if every other player has lost at least eight ships (in the warp, out of the game, or captured "
        "by an alien). Mandatory. You can still win the usual way."
    )
    wild_text: ClassVar[str] = (
        "When ships of other players reach the warp because of you (you won as a main player, or a card "
        "or effect of yours sent them): take one card from the deck per player hurt this way in the "
        "encounter."
    )
    super_text: ClassVar[str] = (
        "At the start of any Regroup: choose a player who takes a ship back from the warp in the "
        "offense's place, and a different player (not you) who loses one ship to the warp instead."
    )
    flare_source: ClassVar[str] = "faq"
    excludes: ClassVar[tuple[str, ...]] = ("Zombie", "Healer")
    hears: ClassVar[tuple[type[Moment], ...]] = (EncounterOver,)
    uses: ClassVar[tuple[Use, ...]] = (Use("inflict", REGROUP, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOST, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "inflict":
            return [{}] if in_pain(state, seat) else []
        if use.key == "wild":
            return [{}] if victims(state, seat) else []
        mods = state.enc.mods
        if mods.regroup_by is not None or mods.no_retrieve:
            return []
        return [
            {"player": p, "victim": v}
            for p in range(state.n)
            if can_retrieve(state, p)
            for v in range(state.n)
            if v not in (p, seat) and ships_in_play(state, v)
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "inflict":
            state.extra[key(seat)] = True
            note(ev, "win_claimed", seat=seat, alien=self.name)
            return
        if use == "wild":
            paid = victims(state, seat)
            hooks.scratch(state, NAME)["paid"] = [seat, paid]
            hooks.at_encounter_end(state, NAME, seat, "wild")  # players who lose ships to it later
            draw(state, ev, seat, len(paid))
            return
        state.enc.mods.regroup_by = action["player"]
        note(ev, "regroup_passed", seat=action["player"], by=seat)
        lose_ships(state, ev, action["victim"], 1, "sadist", kind=SENT, by=seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case EncounterOver(key="wild"):
                holder, paid = hooks.scratch(state, NAME).pop("paid", [seat, []])
                more = [s for s in victims(state, holder) if s not in paid]
                if more:
                    draw(state, ev, holder, len(more))

    def wins(self, state: GameState, seat: int) -> bool:
        return bool(state.extra.get(key(seat)))


register(Sadist)
