"""Resolution: who wins, where every ship goes, compensation and defensive rewards (R3.9, R3.10)."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.board import ALLY, GATE, WARP, colonies, move, ships_on
from game.cards.catalog import ATTACK, MORPH, NEGOTIATE
from game.core import Events, answer, ask_choice, note, push, step, timing_order
from game.deck import draw, take_random
from game.prompts import Prompt
from game.state import GameState
from game.windows import REWARDS


def totals(state: GameState) -> tuple[int, int]:
    """(offense total, defense total): card value + ships on the side + reinforcements, then powers."""
    enc = state.enc
    off_ships = sum(state.gate)
    def_ships = ships_on(state, enc.target, enc.defense) + sum(state.dally) if enc.target >= 0 else 0
    off_total = hooks.side_total(state, "offense", enc.off_value + off_ships + enc.off_bonus)
    def_total = hooks.side_total(state, "defense", enc.def_value + def_ships + enc.def_bonus)
    return off_total, def_total


def decide(state: GameState) -> str:
    """The outcome from the cards as they now count: offense, defense, deal or both_lose."""
    enc = state.enc
    ok, dk = enc.off_kind, enc.def_kind
    if ok == MORPH and dk == MORPH:
        return "both_lose"
    if ok == ATTACK and dk == ATTACK:
        off_total, def_total = totals(state)
        return "offense" if off_total > def_total else "defense"
    if ok == ATTACK:
        return "offense"
    if dk == ATTACK:
        return "defense"
    return "deal"


@step("resolution")
def resolution(state: GameState, ev: Events) -> None:
    """Decide the winner, give the Ionic Gas window its chance, then settle."""
    hooks.phase_start(state, ev, "resolution")
    enc = state.enc
    outcome = decide(state)
    enc.outcome = outcome
    if outcome in ("offense", "defense"):
        off_total, def_total = totals(state)
        note(ev, "encounter_decided", winner=outcome, offense_total=off_total, defense_total=def_total)
        push(state, ("window", REWARDS, -1), ("settle",))
    elif outcome == "deal":
        note(ev, "encounter_decided", winner="deal")
        push(state, ("deal_start",))
    else:
        note(ev, "encounter_decided", winner="none")
        push(state, ("settle",))


@step("settle")
def settle(state: GameState, ev: Events) -> None:
    """Move every ship of the encounter and queue compensation and rewards."""
    enc = state.enc
    off, dfn, target = state.offense, enc.defense, enc.target
    order = timing_order(state)
    steps: list[tuple[Any, ...]] = []
    if enc.outcome == "offense":
        lost = ships_on(state, target, dfn) if target >= 0 else 0
        move(state, ev, dfn, target, WARP, lost)
        for s in order:
            move(state, ev, s, ALLY, WARP, state.dally[s])
        for s in order:
            move(state, ev, s, GATE, target, state.gate[s])
        enc.success = True
        if enc.def_kind == NEGOTIATE and lost and not enc.no_rewards:
            steps.append(("compensation", dfn, off, lost))
    elif enc.outcome == "defense":
        lost = state.gate[off]
        for s in order:
            move(state, ev, s, GATE, WARP, state.gate[s])
        if enc.off_kind == NEGOTIATE and lost and not enc.no_rewards:
            steps.append(("compensation", off, dfn, lost))
        for s in order:
            if state.dally[s]:
                count = state.dally[s]
                steps.append(("return_ships", s, ALLY))
                if not enc.no_rewards:
                    steps.append(("rewards", s, count))
    else:  # both_lose: every ship in the encounter goes to the warp (FAQ V4)
        if target >= 0:
            move(state, ev, dfn, target, WARP, ships_on(state, target, dfn))
        for s in order:
            move(state, ev, s, GATE, WARP, state.gate[s])
            move(state, ev, s, ALLY, WARP, state.dally[s])
    push(state, *steps)


@step("compensation")
def compensation(state: GameState, ev: Events, taker: int, payer: int, count: int) -> None:
    """The loser with a negotiate takes one random card from the winner per ship it lost (R3.10.4)."""
    cards = take_random(state, payer, count)
    state.hands[taker].extend(cards)
    note(ev, "compensation", taker=taker, payer=payer, count=len(cards))
    note(ev, "compensation_cards", to=(taker, payer), taker=taker, payer=payer, cards=cards)


@step("rewards")
def rewards(state: GameState, ev: Events, seat: int, count: int) -> None:
    """A defensive ally of a winning defense declares how many rewards are ships and how many cards."""
    # A ship reward lands on a colony; with none left, only cards are worth taking.
    most_ships = min(count, state.warp[seat]) if colonies(state, seat) else 0
    options = [{"type": "rewards", "ships": k, "cards": count - k} for k in range(most_ships, -1, -1)]
    ask_choice(state, ev, seat, "rewards", options)


@answer("rewards")
def _on_rewards(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    note(ev, "rewards_declared", seat=seat, ships=action["ships"], cards=action["cards"])
    if action["cards"]:
        draw(state, ev, seat, action["cards"])
    if action["ships"]:
        push(state, ("retrieve_from_warp", seat, action["ships"]))
