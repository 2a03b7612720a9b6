"""The Prometheus (lasting): on completion its token goes on one of its owner's colonies. It is one of the
owner's ships in every way, and when it takes part in an encounter it adds 3 more to its side's total.

The model (docs/rules.md, Technology): the token is a ship piece of its own, not one of the owner's 20
(16), so completing the card gives its owner one ship more (``board.SHIP_TOTALS``) and discarding it takes
that ship out of the game again. It is counted among the owner's ships where it is, and
``state.extra[TOKEN]`` says where that is (a planet, the gate, the ally slot, the warp, a tech). It moves
with the owner's ships (``hooks.TECH_MOVES``, after every move):

- when every ship of the owner at its place leaves, it goes with them (into the warp too);
- ships launched into the gate or sent as allies from its planet take it along if the owner chose so in
  that encounter (a use of the card before its launch: ``SEND``);
- ships leaving the warp take it with the first of them (an owner always wants it back first);
- otherwise it stays, so a loss of the owner's choice never takes it while other ships stay there.

It takes part in an encounter in the gate (offense or offensive ally), in the ally slot (defensive ally)
or on the targeted planet (the defense).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, SHIP_TOTALS, WARP, colonies, put, ships_at, ships_owned, take
from game.core import Events, answer, ask_choice, note
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.techs.view import EXTRAS
from game.windows import AIMED, INVITE

NAME = "The Prometheus"
TOKEN = "Prometheus/token"  # state.extra: {"seat": owner, "at": its place (planet number or location)}
BONUS = 3


def token(state: GameState) -> dict[str, Any] | None:
    """The Prometheus in play: ``{"seat", "at"}``, or None."""
    tok: dict[str, Any] | None = state.extra.get(TOKEN)
    return tok


def public_token(state: GameState) -> dict[str, Any] | None:
    """What the table sees of the token (everything: it is on the board)."""
    tok = token(state)
    return dict(tok) if tok else None


EXTRAS[NAME] = public_token


def takes_part(state: GameState, side: str) -> bool:
    """Is the Prometheus in this encounter on ``side``?"""
    tok = token(state)
    if tok is None:
        return False
    owner, at = int(tok["seat"]), tok["at"]
    enc = state.enc
    if at == GATE:
        return hooks.side_of(state, owner) == side == "offense"
    if at == ALLY:
        return side == "defense" and bool(enc.def_allies >> owner & 1)
    return side == "defense" and owner == enc.defense and at == enc.target


def prometheus_total(state: GameState, side: str, total: int, parts: dict[str, Any]) -> int:
    """3 more for the side the Prometheus fights on (it already counts as one ship there)."""
    tok = token(state)
    if tok is not None and int(tok["seat"]) in parts["ships"] and takes_part(state, side):
        return total + BONUS
    return total


def follow(state: GameState, ev: Events, seat: int, src: Any, dst: Any, count: int) -> None:
    """The Prometheus moves with its owner's ships (see the module's rules)."""
    tok = token(state)
    if tok is None or int(tok["seat"]) != seat or tok["at"] != src:
        return
    sent = dst in (GATE, ALLY) and seat in (state.enc.mods.prometheus_send or ())
    if ships_at(state, seat, src) == 0 or sent or src == WARP:
        tok["at"] = dst
        note(ev, "prometheus_moved", seat=seat, src=src, dst=dst)


hooks.TECH_TOTALS.append(prometheus_total)
hooks.TECH_MOVES.append(follow)


class ThePrometheus(TechPower):
    """A ship worth 4."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((AIMED, INVITE))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        tok = token(state)
        if tok is None or int(tok["seat"]) != seat or not isinstance(tok["at"], int):
            return []
        if seat in (state.enc.mods.prometheus_send or ()):
            return []
        if window == AIMED and seat == state.offense:
            return [{"send": True}]  # the Prometheus goes if ships are launched from its planet
        if window == INVITE and seat not in (state.offense, state.enc.defense):
            return [{"send": True}]  # it goes if this seat allies with ships from its planet
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        if state.enc.mods.prometheus_send is None:
            state.enc.mods.prometheus_send = []
        state.enc.mods.prometheus_send.append(seat)

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        options = [{"type": "prometheus", "planet": p} for p in colonies(state, seat)]
        if options:
            ask_choice(state, ev, seat, "prometheus_place", options)
        else:
            place(state, ev, seat, WARP)  # no colony: it starts in the warp, as homeless ships do

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        tok = state.extra.pop(TOKEN, None)
        if tok is None:
            return
        owner, at = int(tok["seat"]), tok["at"]
        if ships_at(state, owner, at):
            take(state, ev, owner, at, 1)
        totals = state.extra.setdefault(SHIP_TOTALS, {})
        totals[str(owner)] = ships_owned(state, owner) - 1
        if totals[str(owner)] == state.config.ships_per_player:
            del totals[str(owner)]
            if not totals:
                del state.extra[SHIP_TOTALS]
        note(ev, "prometheus_removed", seat=owner, at=at)


power(ThePrometheus)


def place(state: GameState, ev: Events, seat: int, at: int | str) -> None:
    """The Prometheus comes into play at ``at``: one ship more for ``seat``."""
    state.extra.setdefault(SHIP_TOTALS, {})[str(seat)] = ships_owned(state, seat) + 1
    put(state, ev, seat, at, 1)
    state.extra[TOKEN] = {"seat": seat, "at": at}
    note(ev, "prometheus_placed", seat=seat, at=at)


@answer("prometheus_place")
def _on_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    place(state, ev, prompt.seat, int(action["planet"]))
