"""Vacuum: whenever its ships go to the warp, it drags as many other ships along."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import ships_on_colonies
from game.core import Events, answer, ask, note, push, step, timing_order
from game.hooks import ANY, GREEN, Power, Use, register
from game.moves import ERADICATED, SENT, loss_record
from game.prompts import SHIPS, Prompt
from game.state import GameState, Step
from game.windows import LOSS, LOST


def arrived(state: GameState, target: int, seat: int) -> int:
    """Ships of ``seat`` that loss ``target`` really put in the warp (0 if it is not ``seat``'s)."""
    record = loss_record(state, target)
    if record is None or record["seat"] != seat or record["saved"]:
        return 0
    return int(record.get("warped", 0))


def toll_sources(state: GameState, seat: int) -> list[list[int]]:
    """``[[planet, count], ...]``: where ``seat`` pays Vacuum's toll. The text: the players taken along
    choose the colony or colonies the ships come from, in addition to the ships the encounter costs them.
    So never ships in the gate or beside the defense (lost anyway, or home again), nor a losing defense's
    ships on the planet it lost (they go to the warp anyway)."""
    enc = state.enc
    lost = enc.target if seat == enc.defense and enc.outcome in ("offense", "both_lose") else -1
    return [pc for pc in ships_on_colonies(state, seat) if pc[0] != lost]


def victims(state: GameState, seat: int) -> list[int]:
    """Other players with ships that could be taken along (never Vacuum itself: erratum)."""
    return [s for s in timing_order(state) if s != seat and toll_sources(state, s)]


def _loc(key: str) -> int | str:
    return int(key) if key.lstrip("-").isdigit() else key


class Vacuum(Power):
    """Catharsis."""

    name: ClassVar[str] = "Vacuum"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Whenever ships of yours land in the warp, take up to as many other ships with them: you say which "
        "other players lose how many, and each of them picks the colonies its ships come from, on top of "
        "any ships the encounter costs it. Mandatory. Never yourself."
    )
    wild_text: ClassVar[str] = (
        "When ships of yours have just gone to the warp, name another player: it loses one ship of its "
        "choice to the warp."
    )
    super_text: ClassVar[str] = (
        "When ships of yours are about to go to the warp, play this: when your power then takes others "
        "along, you pick the very colonies the ships come from, all lost at once."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("catharsis", LOST, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOST, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", LOSS, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            record = loss_record(state, target)
            if record is None or record["seat"] != seat or record["saved"] or record["kind"] == ERADICATED:
                return []
            return [] if record.get("vacuum_picks") else [{"loss": target}]
        if not arrived(state, target, seat):
            return []
        if use.key == "wild":
            return [{"loss": target, "player": s} for s in victims(state, seat)]
        return [{"loss": target}] if victims(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        index = action["loss"]
        if use == "super":
            record = loss_record(state, index)
            if record is not None:
                record["vacuum_picks"] = True
            return
        if use == "wild":
            push(state, ("lose_ships", action["player"], 1, "vacuum", SENT, seat))
            return
        count = arrived(state, index, seat)
        record = loss_record(state, index)
        if not count or record is None:
            return
        picks = bool(record.get("vacuum_picks"))
        if picks:
            sources = [[f"{s}/{loc}", c] for s in victims(state, seat) for loc, c in toll_sources(state, s)]
        else:
            sources = [[s, sum(c for _, c in toll_sources(state, s))] for s in victims(state, seat)]
        if not sources:
            return
        spec = {"type": "vacuum", "sources": sources, "min": 0, "max": count, "picks": picks}
        ask(state, seat, SHIPS, "vacuum_targets", spec=spec)


register(Vacuum)


@answer("vacuum_targets")
def _on_targets(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    steps: list[Step] = []
    if prompt.spec["picks"]:
        by_seat: dict[int, list[list[Any]]] = {}
        for key, count in action["ships"]:
            who, loc = str(key).split("/", 1)
            by_seat.setdefault(int(who), []).append([_loc(loc), count])
        for s in timing_order(state):
            if s in by_seat:
                note(ev, "ships_lost", seat=s, reason="vacuum")
                steps.append(("to_warp", s, by_seat[s], SENT, seat))
    else:
        wanted = {int(k): c for k, c in action["ships"]}
        for s in timing_order(state):
            if wanted.get(s):
                steps.append(("vacuum_toll", s, wanted[s], seat))
    note(ev, "vacuum_pull", seat=seat, count=sum(c for _, c in action["ships"]))
    push(state, *steps)


@step("vacuum_toll")
def vacuum_toll(state: GameState, ev: Events, seat: int, count: int, by: int) -> None:
    """``seat`` loses ``count`` ships to the warp from the colonies it chooses (``toll_sources``), or all
    it has there if fewer; it is asked only when it has a choice."""
    sources = toll_sources(state, seat)
    available = sum(c for _, c in sources)
    if count <= 0 or not available:
        return
    if available <= count or len(sources) == 1:
        chosen = [[loc, c] for loc, c in sources] if available <= count else [[sources[0][0], count]]
        note(ev, "ships_lost", seat=seat, reason="vacuum")
        push(state, ("to_warp", seat, chosen, SENT, by))
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": "vacuum", "kind": SENT}
    spec["by"] = by
    ask(state, seat, SHIPS, "lose_ships", spec=spec)
