"""Citadel: builds attack cards as citadels beside planets, and turns them on to help a planet's defense."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE
from game.core import Events, answer, ask_choice, note
from game.deck import discard_cards
from game.hooks import ANY, MAIN_OR_ALLY, RED, Power, Use, register
from game.moments import Aftershock, EncounterOver, Moment
from game.prompts import Prompt
from game.state import GameState
from game.windows import DESTINY_DRAWN, REVEAL, SELECTED

KEY = "Citadel"  # state.extra: {str(planet): [attack cards]}
WILD_BONUS = 5


def citadels(state: GameState) -> dict[str, list[int]]:
    """The citadels on the table, by planet."""
    table: dict[str, list[int]] = state.extra.get(KEY, {})
    return table


def _active(state: GameState) -> list[Any]:
    """``[planet, seat]`` if citadels were turned on this encounter."""
    active: list[Any] = hooks.scratch(state, "Citadel").get("active", [])
    return active


class Citadel(Power):
    """Fortification."""

    name: ClassVar[str] = "Citadel"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "On any player's turn, once destiny is drawn, you may lay an attack card from your hand face up "
        "beside any planet as a citadel. When a planet with citadels is attacked, once the cards are chosen "
        "you may turn them all on: their values add to the defense's total. Turned-on citadels are "
        "discarded if the defense loses; otherwise they stay."
    )
    wild_text: ClassVar[str] = (
        f"As a main player or ally, after the reveal: the defense's total gets {WILD_BONUS} more, whichever "
        "side you are on."
    )
    super_text: ClassVar[str] = (
        "When you turn citadels on, you may have their values taken off the defense's total instead; they "
        "are still discarded if the defense loses."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("build", DESTINY_DRAWN, ANY, shows=("card",)),
        Use("activate", SELECTED, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN_OR_ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, ANY),)

    hears = (EncounterOver, Aftershock)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "build":
            seen: dict[str, int] = {}
            for c in state.hands[seat]:
                if CARD_KIND[c] == ATTACK:
                    seen.setdefault(CARD_NAME[c], c)
            return [{"card": c} for c in seen.values()]
        if use.key == "activate":
            planet = state.enc.target
            if planet < 0 or not citadels(state).get(str(planet)) or _active(state):
                return []
            return [{"planet": planet}]
        if use.key == "super":
            mods = state.enc.mods.total_mods or ()
            return [{}] if [self.name, seat, "activate"] in mods else []
        return [{}] if state.enc.defense >= 0 else []  # wild

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "build":
            if action["card"] not in state.hands[seat]:
                return
            options = [
                {"type": "citadel_planet", "card": action["card"], "planet": p}
                for p in range(state.planets)
                if state.planet_home[p] >= 0  # not a planet out of the game
            ]
            ask_choice(state, ev, seat, "citadel_planet", options)
        elif use == "activate":
            hooks.scratch(state, "Citadel")["active"] = [action["planet"], seat]
            hooks.add_total_mod(state, self.name, seat, "activate")
            hooks.at_encounter_end(state, self.name, seat, "fall")  # whatever becomes of the power
            cards = citadels(state)[str(action["planet"])]
            note(ev, "citadels_activated", seat=seat, planet=action["planet"], value=_sum(cards))
        elif use == "super":
            for mod in state.enc.mods.total_mods or ():
                if mod == [self.name, seat, "activate"]:
                    mod[2] = "subtract"
            note(ev, "citadels_reversed", seat=seat)
        else:
            hooks.add_total_mod(state, self.name, seat, "wild")
            note(ev, "total_bonus", seat=seat, alien=self.name, side="defense", amount=WILD_BONUS)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        if side != "defense":
            return total
        if key == "wild":
            return total + WILD_BONUS
        active = _active(state)
        value = _sum(citadels(state).get(str(active[0]), [])) if active else 0
        return total + value if key == "activate" else total - value

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case EncounterOver(key=key):
                self._encounter_over(state, ev, seat, key)
            case Aftershock(dealt=dealt):
                self._aftershock(state, ev, seat, dealt)

    def _encounter_over(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        """Citadels turned on fall when the defense loses: the offense won, or both sides lost (Loser
        Wild); also when that defeat cost Citadel its power (they were spent before)."""
        active = _active(state)
        if not active or active[1] != seat or state.enc.outcome not in ("offense", "both_lose"):
            return
        cards = citadels(state).pop(str(active[0]), [])
        if not cards:
            return
        discard_cards(state, ev, cards, seat)
        note(ev, "citadels_fell", seat=seat, planet=active[0])

    def _aftershock(self, state: GameState, ev: Events, seat: int, dealt: bool) -> None:
        """Citadels are cosmic cards on the table: an Aftershock discards them (FAQ Q2), and so does the
        end of the sheet (FAQ, Citadel: a discarded sheet takes its citadels along; Reincarnator)."""
        if dealt:
            return
        table = state.extra.pop(KEY, {})
        cards = [c for planet in sorted(table, key=int) for c in table[planet]]
        if cards:
            discard_cards(state, ev, cards, seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return [c for cards in citadels(state).values() for c in cards]

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        return self.held_cards(state, seat)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"citadels": {p: list(cards) for p, cards in citadels(state).items()}}


register(Citadel)


def _sum(cards: list[int]) -> int:
    return sum(CARD_VALUE[c] for c in cards)


@answer("citadel_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    card, planet = action["card"], action["planet"]
    if card not in state.hands[prompt.seat]:
        return
    state.hands[prompt.seat].remove(card)
    state.extra.setdefault(KEY, {}).setdefault(str(planet), []).append(card)
    note(ev, "citadel_built", seat=prompt.seat, planet=planet, card=card)
