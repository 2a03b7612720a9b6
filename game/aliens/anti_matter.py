"""Anti-Matter: attack against attack, the lower total wins and its own and every ally's ships subtract."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ARTIFACT, ATTACK, CARD_KIND, FLARE
from game.core import Events, note
from game.hooks import ALLY, ANY, MAIN, YELLOW, Power, Use, register
from game.state import GameState
from game.windows import REVEAL, ZAP, pending_play, prevent_play


def _both_attack(state: GameState) -> bool:
    return state.enc.off_kind == ATTACK and state.enc.def_kind == ATTACK


class AntiMatter(Power):
    """Negation."""

    name: ClassVar[str] = "Anti-Matter"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, once both revealed cards are attacks, the lower total wins. Your own ships and "
        "all allied ships, on either side, then count minus instead of plus; the opponent's own ships "
        "still add. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "When another player plays a flare or an artifact, stop it: the card goes back to its owner's "
        "hand, does not count as that player's flare, and cannot be played again this encounter."
    )
    super_text: ClassVar[str] = (
        "As an ally, once both revealed cards are attacks, you may use Negation yourself: the lower total "
        "wins and every ally's ships, yours included, subtract. Play it again each encounter."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("negate", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ZAP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            play = pending_play(state, target)
            if play is None or play["cancelled"] or play["seat"] == seat or play["card"] < 0:
                return []
            return [{"play": target}] if CARD_KIND[play["card"]] in (FLARE, ARTIFACT) else []
        if not _both_attack(state):
            return []
        if any(m[0] == self.name for m in (state.enc.mods.total_mods or ())):
            return []  # Negation is already in force this encounter
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            prevent_play(state, ev, int(action["play"]))
            return
        state.enc.mods.lower_wins = True
        hooks.add_total_mod(state, self.name, seat, "negate")
        note(ev, "total_rule", seat=seat, alien=self.name, rule="lower_wins")

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        """Ships that added now subtract: Anti-Matter's own and every ally's (FAQ V13: their full worth)."""
        ships: dict[int, int] = parts["ships"]
        worth: dict[int, int] = parts["worth"]
        mains = (state.offense, state.enc.defense)
        for owner, count in ships.items():
            if owner == seat or owner not in mains:
                total -= 2 * count * worth[owner]
        return total


register(AntiMatter)
