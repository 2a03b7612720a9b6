"""Sting (Cosmic Alliance): each time its ships reach the warp, it may name a substitute: half of them
(rounded down) go back to its colonies, the substitute sends as many ships of its own to the warp, and
draws a card at random from Sting's hand for each ship it lost (FAQ: at random), the rest from the deck.

The returning ships are no retrieval (``moves.back_from_warp``): nothing that answers a retrieval hears
them. Both flare halves are rebuilt (no source prints them): docs/rules.md, "Cosmic Alliance aliens".
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note, push, step
from game.deck import draw, take_random
from game.gains import took
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import SENT, lose_ships, loss_record, outside_ships
from game.state import GameState
from game.windows import LOST, USING, power_use_pending

NAME = "Sting"


def lost_here(state: GameState, seat: int, index: int) -> int:
    """Ships of ``seat`` loss ``index`` put in the warp that are still there (0: not its loss)."""
    record = loss_record(state, index)
    if record is None or record["seat"] != seat:
        return 0
    return min(int(record.get("warped") or 0), state.warp[seat])


def substitutes(state: GameState, seat: int) -> list[int]:
    """Players who could stand in for ``seat``: any other player with ships outside the encounter."""
    return [p for p in range(state.n) if p != seat and outside_ships(state, p)]


def sting(state: GameState, ev: Events, seat: int, sub: int, back: int) -> None:
    """``back`` of ``seat``'s ships leave the warp; ``sub`` sends as many of its own (its choice) and is
    paid for each ship it lost: from ``seat``'s hand at random, then from the deck."""
    note(ev, "sting_substitute", seat=seat, player=sub, count=back)
    gone = state.warp[sub] + state.removed[sub]  # (loss records are kept only where powers act)
    push(
        state,
        ("back_from_warp", seat, back),
        ("sting_send", seat, sub, back),
        ("sting_pay", seat, sub, gone),
    )


@step("sting_send")
def sting_send(state: GameState, ev: Events, seat: int, sub: int, count: int) -> None:
    """The substitute sends ``count`` ships of its choice from outside the encounter to the warp."""
    lose_ships(state, ev, sub, count, "sting", kind=SENT, by=seat, outside=True)


@step("sting_pay")
def sting_pay(state: GameState, ev: Events, seat: int, sub: int, gone: int) -> None:
    """Pay the substitute a card per ship it lost (its ships in the warp or out of the game beyond
    ``gone``): at random from ``seat``'s hand, the rest from the deck."""
    lost = state.warp[sub] + state.removed[sub] - gone
    if lost <= 0:
        return
    taken = take_random(state, seat, lost)
    state.hands[sub].extend(taken)
    note(ev, "sting_paid", seat=sub, by=seat, from_hand=len(taken), from_deck=lost - len(taken))
    took(state, sub, seat, len(taken))
    if lost > len(taken):
        draw(state, ev, sub, lost - len(taken))


class Sting(Power):
    """Substitute."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Each time ships of yours reach the warp, you may name another player as your substitute: half "
        "of those ships (rounded down) go back to your colonies, the substitute sends as many of its own "
        "ships to the warp, and for each ship it lost it takes a card at random from your hand (from the "
        "deck once your hand is empty)."
    )
    wild_text: ClassVar[str] = (
        "When ships of yours reach the warp, name another player: one of them goes back to your colonies, "
        "that player sends one of its ships to the warp and takes a card at random from your hand (from "
        "the deck if you have none)."
    )
    super_text: ClassVar[str] = (
        "When you use your power, all of the lost ships come back, not half; the substitute sends as many."
    )
    flare_source: ClassVar[str] = "reconstructed"
    prompt_titles: ClassVar[dict[str, str]] = {}
    use_texts: ClassVar[dict[str, str]] = {
        "substitute": "name {player} as your substitute",
        "wild": "name {player} as your substitute for one ship",
    }
    narration: ClassVar[dict[str, Any]] = {
        "sting_substitute": lambda d, name: (
            f"{name(d['seat'])} names {name(d['player'])} as substitute: {d['count']} ship(s) come back"
            " from the warp and as many of the substitute's go."
        ),
        "sting_paid": lambda d, name: (
            f"{name(d['seat'])} takes {d['from_hand']} card(s) at random from {name(d['by'])}'s hand"
            f" and draws {d['from_deck']}."
        ),
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("substitute", LOST, ANY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOST, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{"play": target}] if power_use_pending(state, target, seat, NAME, ("substitute",)) else []
        least = 2 if use.key == "substitute" else 1  # half of one ship is none
        if lost_here(state, seat, target) < least:
            return []
        return [{"loss": target, "player": p} for p in substitutes(state, seat)]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["all"] = True
            return
        lost = lost_here(state, seat, int(action["loss"]))
        if use == "wild":
            sting(state, ev, seat, int(action["player"]), 1)
            return
        back = lost if hooks.scratch(state, NAME).pop("all", False) else lost // 2
        if back:
            sting(state, ev, seat, int(action["player"]), back)


register(Sting)
