"""Grudge: players it invited who did not ally get a grudge token and lose ships when the encounter is
settled (one if Grudge won or dealt, four if it lost or the deal failed)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, ships_on_colonies
from game.core import Events, answer, ask, note, push, step, timing_order
from game.hooks import ANY, MAIN, YELLOW, Power, Use, is_main, register, side_of
from game.moves import LOST
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, RESOLVED, REWARDS

TOKENS = "tokens"  # scratch: {"by": seat, "seats": [...]} (public: the tokens are on the table)
SIDES = ("offense", "defense")
SMALL, BIG = 1, 4


def refusers(state: GameState, seat: int) -> list[int]:
    """Players ``seat`` (a main player) invited who did not ally with it (those who allied with the other
    side get a token too). It is decided as alliances form, so ships that leave later still count as
    having allied (FAQ P5)."""
    enc = state.enc
    mine = seat == state.offense
    invited = enc.invited_off if mine else enc.invited_def
    joined = enc.off_allies if mine else enc.def_allies
    return [s for s in timing_order(state) if invited >> s & 1 and not joined >> s & 1]


def grudge_won(state: GameState, seat: int, side: str) -> bool:
    """Did Grudge (on ``side``) win the encounter or make a deal?"""
    return state.enc.outcome in (side, "deal")


@step("grudge_lose")
def grudge_lose(state: GameState, ev: Events, seat: int, count: int) -> None:
    """A token holder loses ``count`` ships of its choice from outside the encounter (none left: nothing,
    FAQ S3); its ships in the gate or beside the planet are not touched."""
    sources = ships_on_colonies(state, seat)
    count = min(count, sum(c for _, c in sources))
    if count <= 0:
        note(ev, "grudge_nothing_to_lose", seat=seat)
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": "grudge"}
    if len(sources) == 1:
        _lose(state, ev, seat, [[sources[0][0], count]])
        return
    ask(state, seat, SHIPS, "grudge_lose", spec=spec)


def _lose(state: GameState, ev: Events, seat: int, ships: list[list[Any]]) -> None:
    note(ev, "ships_lost", seat=seat, reason="grudge")
    push(state, ("to_warp", seat, ships, LOST))


@answer("grudge_lose")
def _on_lose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _lose(state, ev, prompt.seat, action["ships"])


class Grudge(Power):
    """Revenge."""

    name: ClassVar[str] = "Grudge"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, once alliances are formed, everyone you invited who did not ally gets a grudge "
        "token. When the encounter is settled, each token holder loses ships from outside the encounter "
        "to the warp: one if you won or dealt, four if you lost or the deal failed. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player whose opponent wins: the winner's allies get nothing; their ships just go home."
    )
    super_text: ClassVar[str] = (
        "After giving grudge tokens: this encounter every token holder loses four ships, win or lose."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("revenge", ALLIANCE, MAIN, mandatory=True),
        Use("punish", REWARDS, ANY, mandatory=True, passive=True),
        Use("punish_deal", RESOLVED, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REWARDS, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ALLIANCE, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        tokens = hooks.scratch(state, "Grudge").get(TOKENS)
        if use.key == "revenge":
            return [{}] if tokens is None and refusers(state, seat) else []
        if use.key == "super":
            return (
                [{}]
                if tokens and tokens["by"] == seat and not hooks.scratch(state, "Grudge").get("super")
                else []
            )
        if use.key == "wild":
            side = side_of(state, seat)
            winner = "defense" if side == "offense" else "offense"
            allies = enc.off_allies if winner == "offense" else enc.def_allies
            return [{}] if enc.outcome == winner and allies else []
        if not tokens or tokens["by"] != seat:
            return []
        if use.key == "punish":
            return [{}] if enc.outcome in SIDES else []
        return [{}] if enc.outcome in ("deal", "failed_deal", "both_lose") else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "revenge":
            seats = refusers(state, seat)
            hooks.scratch(state, "Grudge")[TOKENS] = {"by": seat, "seats": seats}
            note(ev, "grudge_tokens_given", seat=seat, players=seats)
            return
        if use == "super":
            hooks.scratch(state, "Grudge")["super"] = True
            note(ev, "grudge_deepened", seat=seat)
            return
        if use == "wild":
            winner = enc.outcome
            steps: list[tuple[Any, ...]] = []
            for s in timing_order(state):
                if is_main(state, s):
                    continue
                if winner == "offense" and enc.off_allies >> s & 1 and state.gate[s]:
                    steps.append(("return_ships", s, GATE))
                elif winner == "defense" and enc.def_allies >> s & 1 and state.dally[s]:
                    steps.append(("return_ships", s, ALLY))
            note(ev, "allies_denied", seat=seat, side=winner)
            push(state, *steps)
            return
        tokens = hooks.scratch(state, "Grudge").pop(TOKENS)
        side = "offense" if seat == state.offense else "defense"
        count = (
            SMALL
            if grudge_won(state, seat, side) and not hooks.scratch(state, "Grudge").get("super")
            else BIG
        )
        note(ev, "grudges_settled", seat=seat, players=tokens["seats"], ships=count)
        push(state, *[("grudge_lose", s, count) for s in tokens["seats"]])


register(Grudge)
