"""Play windows: everyone who may play a card now is asked at once and may pass.

Answers are resolved in timing order (offense, defense, then clockwise, FAQ X1). After any play the window
opens again, because the situation changed; it closes when everyone asked has passed. A played artifact
opens a response window of its own in which it may be Card Zapped before it takes effect.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.cards.catalog import ARTIFACT, CARD_KIND, CARD_NAME
from game.core import Events, answer, ask, note, push, step, timing_order
from game.deck import discard_cards
from game.prompts import CHOOSE, Prompt
from game.state import GameState

REGROUP = "regroup"
ALLIANCE = "alliance"
REVEAL = "reveal"
REWARDS = "rewards"  # Resolution, once the winner is known: compensation and rewards are pending
DEAL_MADE = "deal_made"
ZAP = "zap"  # responding to a card being played (target = the play's id)

PASS: dict[str, Any] = {"type": "pass"}
_NONE: frozenset[int] = frozenset()

Provider = Callable[[GameState, int, str, int], list[dict[str, Any]]]
Effect = Callable[[GameState, Events, dict[str, Any]], None]

PROVIDERS: list[Provider] = []
EFFECTS: dict[str, Effect] = {}  # by card name
CARDS_FOR: dict[str, set[int]] = {}  # window -> ids of the cards some provider may offer in it


def provider(cards: dict[str, Iterable[str]]) -> Callable[[Provider], Provider]:
    """Register a function listing the plays a seat may make in a window.

    ``cards`` maps each window to the names of the cards the function may offer there; a seat that holds
    none of them is not asked (and the function is not called).
    """

    def deco(fn: Provider) -> Provider:
        PROVIDERS.append(fn)
        for window, names in cards.items():
            wanted = set(names)
            CARDS_FOR.setdefault(window, set()).update(c for c, n in enumerate(CARD_NAME) if n in wanted)
        return fn

    return deco


def effect(name: str) -> Callable[[Effect], Effect]:
    """Register what a card named ``name`` does when its play resolves."""

    def deco(fn: Effect) -> Effect:
        EFFECTS[name] = fn
        return fn

    return deco


def window_options(state: GameState, seat: int, name: str, target: int = -1) -> list[dict[str, Any]]:
    """Every play ``seat`` may make in window ``name`` right now."""
    if CARDS_FOR.get(name, _NONE).isdisjoint(state.hands[seat]):
        return []
    out: list[dict[str, Any]] = []
    for fn in PROVIDERS:
        out.extend(fn(state, seat, name, target))
    return out


@step("window")
def open_window(state: GameState, ev: Events, name: str, target: int = -1) -> None:
    """Ask every seat that can play something now; skip the window if nobody can."""
    asked = False
    hands = state.hands
    relevant = CARDS_FOR.get(name, _NONE)
    for seat in timing_order(state):
        if relevant.isdisjoint(hands[seat]):
            continue
        options = window_options(state, seat, name, target)
        if options:
            ask(state, seat, CHOOSE, "window", [PASS, *options])
            asked = True
    if asked:
        state.window = {"name": name, "target": target}
        state.answers = {}


@answer("window")
def _on_window(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    if any(p.ctx == "window" for p in state.prompts):
        return
    answers = state.answers
    window = state.window or {"name": "", "target": -1}
    state.answers = {}
    state.window = None
    plays = [(s, answers[s]) for s in timing_order(state) if s in answers and answers[s]["type"] != "pass"]
    if not plays:
        return
    steps: list[tuple[Any, ...]] = [("play_card", s, a, window["name"], window["target"]) for s, a in plays]
    if window["name"] != ZAP:
        steps.append(("window", window["name"], window["target"]))
    push(state, *steps)


@step("play_card")
def play_card(
    state: GameState, ev: Events, seat: int, action: dict[str, Any], name: str, target: int
) -> None:
    """Put a chosen card into play, if it is still legal after earlier plays in the same round."""
    card = action["card"]
    if action not in window_options(state, seat, name, target):
        # the card never left the hand: only its owner learns which one it was
        note(ev, "play_fizzled", seat=seat)
        note(ev, "play_fizzled_card", to=(seat,), seat=seat, card=card)
        return
    state.hands[seat].remove(card)
    state.seq += 1
    play = {"id": state.seq, "seat": seat, "card": card, "action": action, "cancelled": False}
    state.plays.append(play)
    note(
        ev,
        "card_played",
        seat=seat,
        card=card,
        name=CARD_NAME[card],
        **{k: v for k, v in action.items() if k not in ("type", "card")},
    )
    if CARD_KIND[card] == ARTIFACT:
        push(state, ("window", ZAP, play["id"]), ("resolve_play", play["id"]))
    else:
        push(state, ("resolve_play", play["id"]))


@step("resolve_play")
def resolve_play(state: GameState, ev: Events, play_id: int) -> None:
    """Carry out a play that survived its response window."""
    play = next(p for p in state.plays if p["id"] == play_id)
    state.plays.remove(play)
    card = play["card"]
    if play["cancelled"]:
        note(ev, "play_cancelled", seat=play["seat"], card=card)
        discard_cards(state, ev, [card], play["seat"])
        return
    EFFECTS[CARD_NAME[card]](state, ev, play)


def pending_play(state: GameState, play_id: int) -> dict[str, Any] | None:
    """The play with this id that is waiting to resolve, if any."""
    for p in state.plays:
        if p["id"] == play_id:
            return p
    return None
