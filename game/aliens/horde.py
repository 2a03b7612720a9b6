"""Horde (Cosmic Alliance): each card it draws from the cosmic deck (FAQ erratum: not rewards, destiny or
tech draws) and each ship it takes back from the warp adds a horde token to one of its colonies (38 in the
box: none left, none added). Tokens are ships under its control where they stand: they defend with its
ships there (``Power.token_ships``), and go back to the supply once no ship of its own is left on their
planet (sent to the warp, captured, removed, or moved away). The power cannot be stolen or copied
(``bound``); tokens stay when it is lost, until discarded.

Tokens live in ``state.extra["Horde/<seat>"]`` (``{planet: tokens}``): the Wild's extra ship of no colour
is such a token for its holder, kept the same way.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import colonies, ships_on
from game.core import Events, answer, ask_choice, note
from game.hooks import ANY, OFFENSE, RED, Power, Use, register
from game.moments import Moment, ShipsMoved
from game.prompts import Prompt
from game.state import GameState
from game.windows import DREW, REGROUP, RETRIEVED, USING, pending_play

NAME = "Horde"
SUPPLY = 38  # horde tokens in the box


def key(seat: int) -> str:
    """Where a seat's tokens are kept in ``state.extra``."""
    return f"{NAME}/{seat}"


def tokens(state: GameState, seat: int) -> dict[str, int]:
    """``{planet: tokens}`` of ``seat``."""
    data: dict[str, int] = state.extra.get(key(seat), {})
    return data


def in_play(state: GameState) -> int:
    """Tokens on the board, every seat's."""
    return sum(
        int(n) for name, value in state.extra.items() if name.startswith(NAME + "/") for n in value.values()
    )


def supply(state: GameState) -> int:
    """Tokens left in the box."""
    return SUPPLY - in_play(state)


def add_tokens(state: GameState, ev: Events, seat: int, planet: int, count: int) -> None:
    """Put ``count`` tokens (as many as the supply holds) on ``seat``'s colony ``planet``."""
    count = min(count, supply(state))
    if count <= 0:
        return
    data = state.extra.setdefault(key(seat), {})
    data[str(planet)] = int(data.get(str(planet), 0)) + count
    note(ev, "horde_spawned", seat=seat, planet=planet, count=count)


def spawn(state: GameState, ev: Events, seat: int, count: int) -> None:
    """``count`` tokens for ``seat`` (twice as many after the Super), on one of its colonies it picks."""
    if hooks.scratch(state, NAME).get("double"):
        count *= 2
    count = min(count, supply(state))
    places = colonies(state, seat)
    if count <= 0 or not places:
        return
    if len(places) == 1:
        add_tokens(state, ev, seat, places[0], count)
        return
    options = [{"type": "horde_place", "planet": p, "count": count} for p in places]
    ask_choice(state, ev, seat, "horde_place", options)


@answer("horde_place")
def _on_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    add_tokens(state, ev, prompt.seat, int(action["planet"]), int(action["count"]))


def _record(records: list[dict[str, Any]] | None, index: int) -> dict[str, Any] | None:
    return records[index] if records is not None and 0 <= index < len(records) else None


class Horde(Power):
    """Spawn."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Each time you draw a card from the cosmic deck or take a ship back from the warp, you must put a "
        "horde token on one of your colonies. Tokens are ships of yours where they stand, but they are "
        "discarded once none of your own ships is left beside them. Nobody can take or copy this power."
    )
    wild_text: ClassVar[str] = (
        "In your Regroup, add a ship of no colour to one of your colonies: it is a ship of yours there, "
        "discarded once none of your own ships is left beside it."
    )
    super_text: ClassVar[str] = "For the rest of this encounter, you gain twice as many horde tokens."
    flare_source: ClassVar[str] = "card"
    bound: ClassVar[bool] = True
    hears: ClassVar[tuple[type[Moment], ...]] = (ShipsMoved,)
    prompt_titles: ClassVar[dict[str, str]] = {"horde_place": "Horde: which colony gets the new tokens?"}
    use_texts: ClassVar[dict[str, str]] = {"wild": "add a ship of no colour to {planet}"}
    narration: ClassVar[dict[str, Any]] = {
        "horde_spawned": lambda d, name: (
            f"{name(d['seat'])} adds {d['count']} horde token(s) to {name(('planet', d['planet']))}."
        ),
        "horde_discarded": lambda d, name: (
            f"{name(d['seat'])}'s {d['count']} horde token(s) on {name(('planet', d['planet']))}"
            " go back to the box."
        ),
    }
    uses: ClassVar[tuple[Use, ...]] = (
        Use("spawn", DREW, ANY, mandatory=True),
        Use("breed", RETRIEVED, ANY, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            play = pending_play(state, target)
            ok = play is not None and play["seat"] == seat and play.get("alien") == NAME
            return [{"play": target}] if ok and play is not None and play["use"] in ("spawn", "breed") else []
        if supply(state) <= 0 or not colonies(state, seat):
            return []
        if use.key == "wild":
            return [{"planet": p} for p in colonies(state, seat)]
        mods = state.enc.mods
        record = _record(mods.draws if use.key == "spawn" else mods.retrievals, target)
        if record is None or record["seat"] != seat or not record["count"]:
            return []
        return [{"record": target}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["double"] = True
            return
        if use == "wild":
            add_tokens(state, ev, seat, int(action["planet"]), 1)
            return
        mods = state.enc.mods
        record = _record(mods.draws if use == "spawn" else mods.retrievals, int(action["record"]))
        if record is not None:
            spawn(state, ev, seat, int(record["count"]))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case ShipsMoved(owner=owner, src=src):
                if not isinstance(src, int) or key(owner) not in state.extra:
                    return
                data = tokens(state, owner)
                count = int(data.get(str(src), 0))
                if count and not ships_on(state, src, owner):
                    del data[str(src)]
                    note(ev, "horde_discarded", seat=owner, planet=src, count=count)

    def token_ships(self, state: GameState, owner: int, planet: int) -> int:
        if not ships_on(state, planet, owner):
            return 0
        return int(tokens(state, owner).get(str(planet), 0))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        """Its tokens and the supply; ``horde_by`` lists every seat's tokens by planet (the Wild's
        ships of no colour included) for the board."""
        by = {
            name.split("/", 1)[1]: {p: n for p, n in value.items() if n}
            for name, value in sorted(state.extra.items())
            if name.startswith(NAME + "/") and any(value.values())
        }
        return {"tokens": sum(tokens(state, seat).values()), "supply": supply(state), "horde_by": by}


register(Horde)
