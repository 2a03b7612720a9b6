"""The Claw: a secret card on its sheet (the claw); when another player shows a copy of it, the Claw takes a
planet of that player's home system into its own, where it counts as one of its foreign colonies.

The trigger is the moment ``CardShown`` (every card played face up or turned face up, never a discard);
the stolen planets are held planets (``board.HELD``): on the board in the Claw's home system, each counts
as one of its foreign colonies while it stays there.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import HELD, WARP, move, refresh_power, ships_on, system_planets
from game.cards.catalog import CARD_KIND, CARD_NAME, NEGOTIATE
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import discard_cards, draw
from game.hooks import ANY, MAIN, RED, Power, Use, register
from game.moments import Aftershock, CardShown, EncounterOver, Moment, Setup
from game.prompts import Prompt
from game.state import GameState
from game.windows import REGROUP, REVEAL

NAME = "The Claw"
THEFT = "theft"


def _key(seat: int) -> str:
    return f"{NAME}/{seat}"


def claw_of(state: GameState, seat: int) -> int:
    """The seat's claw card, or -1 if it has none now."""
    data: dict[str, Any] = state.extra.get(_key(seat), {})
    return int(data.get("claw", -1))


def _shown(state: GameState, seat: int) -> bool:
    return bool(state.extra.get(_key(seat), {}).get("shown"))


def _set_claw(state: GameState, seat: int, card: int, shown: bool = False) -> None:
    state.extra[_key(seat)] = {"claw": card, "shown": shown}


def claw_choices(state: GameState, seat: int) -> list[int]:
    """Cards of the hand that may be the claw: any but a negotiate of any kind (FAQ erratum)."""
    return sorted({c for c in state.hands[seat] if CARD_KIND[c] != NEGOTIATE})


def same_face(a: int, b: int) -> bool:
    """Copies by their printed face (FAQ: backs do not matter; a Morph's copy or a changed value does not)."""
    return CARD_NAME[a] == CARD_NAME[b]


def ask_claw(state: GameState, ev: Events, seat: int, setup: bool) -> None:
    """The seat picks its claw from its hand (at setup, or after an Aftershock, it then draws a card)."""
    cards = claw_choices(state, seat)
    if not cards:
        if setup:
            draw(state, ev, seat, 1)
        return
    options = [{"type": "claw_pick", "card": c, "setup": setup} for c in cards]
    ask_choice(state, ev, seat, "claw_pick", options)


@answer("claw_pick")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card = prompt.seat, int(action["card"])
    state.hands[seat].remove(card)
    _set_claw(state, seat, card)
    note(ev, "claw_set", seat=seat)
    note(ev, "claw_card", to=(seat,), seat=seat, card=card)
    if action.get("setup"):
        draw(state, ev, seat, 1)


@answer("claw_swap")
def _on_swap(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card = prompt.seat, int(action["card"])
    old = claw_of(state, seat)
    state.hands[seat].remove(card)
    state.hands[seat].append(old)
    _set_claw(state, seat, card)
    note(ev, "claw_swapped", seat=seat)
    note(ev, "claw_card", to=(seat,), seat=seat, card=card)


def _targets(state: GameState, seat: int) -> list[int]:
    mine: list[int] = hooks.scratch(state, NAME).get("targets", [])
    return [t for t in mine if t != seat]


@step("claw_strike")
def claw_strike(state: GameState, ev: Events, seat: int) -> None:
    """The Claw picks the planet it will take after the encounter, among its targets' home planets."""
    options = [
        {"type": "claw_planet", "planet": p} for t in _targets(state, seat) for p in system_planets(state, t)
    ]
    if options:
        ask_choice(state, ev, seat, "claw_planet", options)


@answer("claw_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    hooks.scratch(state, NAME)["planet"] = int(action["planet"])
    note(ev, "claw_grabs", seat=prompt.seat, planet=int(action["planet"]))


def steal_planet(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """``planet`` moves into the Claw's home system: every ship on it goes to the warp; it is a home planet
    of the Claw's system now (no colony for it there) and counts as one of its foreign colonies while it
    stays there (``board.HELD``); its old system's owner may lose its power (R4.3)."""
    victim = state.planet_home[planet]
    for s in range(state.n):
        move(state, ev, s, planet, WARP, ships_on(state, planet, s))
    state.planet_home[planet] = seat
    kept = state.extra.setdefault(HELD, {}).setdefault(str(seat), [])
    if planet not in kept:
        kept.append(planet)
    note(ev, "planet_stolen", seat=seat, planet=planet, system=victim)
    if victim >= 0:
        refresh_power(state, ev, victim)


def _strike(state: GameState, ev: Events, seat: int, target: int, claw: bool) -> None:
    """Register a theft from ``target`` after the encounter (once per encounter); ``claw``: set off by the
    claw, which is revealed now and goes back to the hand afterwards."""
    mine = hooks.scratch(state, NAME)
    mine["targets"] = [target]
    mine["claw"] = claw
    if claw:
        _set_claw(state, seat, claw_of(state, seat), shown=True)
        note(ev, "claw_revealed", seat=seat, card=claw_of(state, seat), player=target)
    hooks.at_encounter_end(state, NAME, seat, THEFT)
    push(state, ("claw_strike", seat))


class TheClaw(Power):
    """The Claw."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    setup: ClassVar[bool] = True
    summary: ClassVar[str] = (
        "Game setup: put a card of your hand that is not a negotiate face down on this sheet as your claw, "
        "then draw a card. At the start of any Regroup you may swap the claw with a non-negotiate card of "
        "your hand. Once per encounter, when another player plays face up or reveals a copy of your claw, "
        "reveal it: after the encounter, take a planet of that player's home system into yours (ships on "
        "it go to the warp). While it stays there it counts as one of your foreign colonies. The claw then "
        "goes back to your hand and you pick a new one. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player after the reveal: if both encounter cards have the same printed face, your side "
        "wins the encounter."
    )
    super_text: ClassVar[str] = (
        "As any player after the reveal: if both encounter cards have the same printed face, take a planet "
        "of a main player's home system after the encounter, as your power does (your claw stays hidden)."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("swap_claw", REGROUP, ANY),
        Use("new_claw", REGROUP, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, ANY),)

    hears = (Setup, CardShown, EncounterOver, Aftershock)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "swap_claw":
            ok = claw_of(state, seat) >= 0 and not _shown(state, seat) and claw_choices(state, seat)
            return [{}] if ok else []
        if use.key == "new_claw":
            return [{}] if claw_of(state, seat) < 0 and claw_choices(state, seat) else []
        enc = state.enc
        same = enc.off_card >= 0 and enc.def_card >= 0 and same_face(enc.off_card, enc.def_card)
        if not same:
            return []
        if use.key == "wild":
            return [{}] if enc.mods.winner is None else []
        if "targets" in hooks.scratch(state, NAME):
            return []
        return [{"player": p} for p in (state.offense, enc.defense) if p != seat and system_planets(state, p)]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "swap_claw":
            options = [{"type": "claw_swap", "card": c} for c in claw_choices(state, seat)]
            ask_choice(state, ev, seat, "claw_swap", options)
        elif use == "new_claw":
            ask_claw(state, ev, seat, setup=False)
        elif use == "wild":
            if state.enc.mods.winner is None:
                state.enc.mods.winner = hooks.side_of(state, seat)
            note(ev, "outright_win", seat=seat, alien=NAME)
        else:
            _strike(state, ev, seat, int(action["player"]), claw=False)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                ask_claw(state, ev, seat, setup=True)
            case CardShown(seat=who, card=card, how=how):
                self._shown_card(state, ev, seat, who, card, how)
            case EncounterOver(key=key) if key == THEFT:
                self._theft(state, ev, seat)
            case Aftershock(dealt=dealt):
                claw = claw_of(state, seat)
                if not dealt and claw >= 0:  # discarded with every hand ...
                    _set_claw(state, seat, -1)
                    discard_cards(state, ev, [claw], seat)
                elif dealt and _key(seat) in state.extra:  # ... and taken again as at setup (FAQ)
                    ask_claw(state, ev, seat, setup=True)

    def _shown_card(self, state: GameState, ev: Events, seat: int, who: int, card: int, how: str) -> None:
        claw = claw_of(state, seat)
        if who == seat or claw < 0 or not same_face(card, claw):
            return
        mine = hooks.scratch(state, NAME)
        targets: list[int] = mine.get("targets", [])
        if not targets:
            _strike(state, ev, seat, who, claw=True)
            mine["how"] = how
            return
        # both main players revealed copies at once: the Claw picks which one it strikes (FAQ)
        main = (state.offense, state.enc.defense)
        both = how == mine.get("how") == "revealed" and who in main and targets[0] in main
        if both and who not in targets and mine.get("claw"):
            targets.append(who)

    def _theft(self, state: GameState, ev: Events, seat: int) -> None:
        mine = hooks.scratch(state, NAME)
        planet = mine.pop("planet", None)
        if planet is not None and state.planet_home[planet] in _targets(state, seat):
            steal_planet(state, ev, seat, int(planet))
        if mine.pop("claw", False) and claw_of(state, seat) >= 0:
            state.hands[seat].append(claw_of(state, seat))  # the claw goes back to the hand ...
            _set_claw(state, seat, -1)
            note(
                ev, "claw_returned", seat=seat
            )  # ... and a new one is picked at the next Regroup (use "new_claw")
        mine.pop("targets", None)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        claw = claw_of(state, seat)
        return [claw] if claw >= 0 else []

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        claw = claw_of(state, seat)
        return [claw] if claw >= 0 and _shown(state, seat) else []

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        claw = claw_of(state, seat)
        out: dict[str, Any] = {}
        if claw >= 0:
            out["claw"] = CARD_NAME[claw] if _shown(state, seat) else "face down"
        stolen = [p for p in state.extra.get(HELD, {}).get(str(seat), ()) if state.planet_home[p] == seat]
        if stolen:
            out["stolen_planets"] = stolen
        return out

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        claw = claw_of(state, seat)
        return {"claw": CARD_NAME[claw]} if claw >= 0 else {}


register(TheClaw)
