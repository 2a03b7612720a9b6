"""Reborn (Cosmic Alliance): for each of its ships that reaches the warp it may draw a card; for each of
its ships that leaves the warp it may discard a card of its choice.

Readings (docs/rules.md): any arrival of its ships in the warp counts (losing, lost, sent), ships leaving
the game do not; it chooses how many cards, up to the count, each time. Both flare halves are rebuilt:
the Wild draws one card when the holder's own ships reach the warp; the Super, played on the power's draw,
brings one of the lost ships back to a colony as well.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.board import colonies
from game.core import Events, answer, ask, note, push
from game.deck import discard_from_hand, draw
from game.hooks import ANY, GREEN, Power, Use, register
from game.moves import loss_record
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import LOST, RETRIEVED, USING, power_use_pending

NAME = "Reborn"
SUPER = "super"  # scratch: the Super was played on the rebirth about to resolve


def warped(state: GameState, seat: int, target: int) -> int:
    """Ships of ``seat`` loss ``target`` put in the warp (0 for another player's loss)."""
    record = loss_record(state, target)
    if record is None or record["seat"] != seat or record["saved"]:
        return 0
    return int(record.get("warped", 0))


def retrieved(state: GameState, seat: int, target: int) -> int:
    """Ships of ``seat`` retrieval ``target`` took out of the warp (0 for another player's)."""
    records = state.enc.mods.retrievals or []
    if not 0 <= target < len(records) or records[target]["seat"] != seat:
        return 0
    return int(records[target]["count"])


@answer("reborn_discard")
def _on_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    cards = [c for c in action["cards"] if c in state.hands[prompt.seat]]
    if cards:
        discard_from_hand(state, ev, prompt.seat, cards)


class Reborn(Power):
    """Rebirth."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Each time ships of yours reach the warp, you may draw one card for each of them. Each time ships "
        "of yours leave the warp, you may discard one card of your choice for each of them."
    )
    wild_text: ClassVar[str] = "When ships of yours reach the warp, you may draw one card."
    super_text: ClassVar[str] = (
        "When you use your power to draw cards for ships that reached the warp, one of those ships also "
        "comes back to a colony of yours."
    )
    flare_source: ClassVar[str] = "reconstructed"
    prompt_titles: ClassVar[dict[str, str]] = {
        "reborn_discard": "Reborn: discard cards of your choice (one per ship that left the warp)",
    }
    use_texts: ClassVar[dict[str, str]] = {
        "rebirth": "Reborn: draw cards for your ships in the warp",
        "shed": "Reborn: discard cards for your ships back from the warp",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "reborn_returns": lambda d, name: f"One of {name(d['seat'])}'s ships is reborn (Reborn Super).",
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("rebirth", LOST, ANY), Use("shed", RETRIEVED, ANY))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOST, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the rebirth's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "rebirth":
            return [{"loss": target, "count": n} for n in range(warped(state, seat, target), 0, -1)]
        if use.key == "wild":
            return [{"loss": target}] if warped(state, seat, target) else []
        if use.key == "shed":
            return [{"retrieval": target}] if retrieved(state, seat, target) and state.hands[seat] else []
        play = power_use_pending(state, target, seat, NAME, ("rebirth",))
        done = hooks.scratch(state, NAME).get(SUPER)
        return [{}] if play is not None and not done and colonies(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":  # read when the rebirth resolves
            hooks.scratch(state, NAME)[SUPER] = True
            return
        if use == "wild":
            draw(state, ev, seat, 1)
            return
        if use == "shed":
            most = min(retrieved(state, seat, action["retrieval"]), len(state.hands[seat]))
            hand = list(state.hands[seat])
            spec = {"type": "reborn_discard", "from": hand, "count": most, "min": 1}
            ask(state, seat, CARDS, "reborn_discard", spec=spec)
            return
        if hooks.scratch(state, NAME).pop(SUPER, False) and state.warp[seat] and colonies(state, seat):
            note(ev, "reborn_returns", seat=seat)
            push(state, ("retrieve_from_warp", seat, 1))
        count = min(int(action["count"]), warped(state, seat, action["loss"]))
        draw(state, ev, seat, count)


register(Reborn)
