"""Extortionist (Cosmic Alliance): whenever another player gains cards as compensation or draws cards into
its hand (once the starting hands are dealt), the Extortionist may take half of those cards, rounded down,
at random. The player may refuse by letting the Extortionist send one of its ships to the warp, the
Extortionist's choice of ship; it decides before any card is taken.

FAQ erratum: only cards drawn into a hand count (never destiny, tech or other decks' cards); new hands and a
defensive ally's rewards count. Readings (docs/rules.md): the cards gained as compensation or rewards are
one gain (the GAINED window); a draw that is part of such a gain is not extorted a second time at its DREW
window; reward-deck cards a player draws into its hand count; "at random" is among the cards just gained,
not the whole hand; a gain of one card gives nothing (half is 0); the ship comes from the player's ships
outside the encounter (its colonies), and a player without one cannot refuse.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards import rifts
from game.core import Events, answer, ask, ask_choice, note, push, step
from game.deck import drawn_cards, take_random_from
from game.gains import took
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import SENT, outside_ships
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import DREW, GAINED, USING, power_use_pending

NAME = "Extortionist"
SUPER = "super"  # scratch: the Super was played on the extortion about to resolve
POWER_USES = ("extort", "extort_gained")


def _gained(state: GameState, seat: int) -> list[int]:
    """The cards ``seat`` just gained (compensation, rewards) that it still holds."""
    cards = (state.enc.mods.gained or {}).get(str(seat), [])
    return [c for c in cards if c in state.hands[seat]]


def _drawn(state: GameState, target: int) -> tuple[int, list[int]]:
    """The drawer of DREW record ``target`` and the cards of that draw it still holds; none when the draw
    is part of a gain (compensation, rewards): that gain is extorted at its GAINED window."""
    records = state.enc.mods.draws or []
    if not 0 <= target < len(records):
        return -1, []
    record = records[target]
    drawer = int(record["seat"])
    kept = state.enc.mods.drawn or []
    index = record.get("drawn", -1)
    cards = kept[index] if isinstance(index, int) and 0 <= index < len(kept) else []
    if set(cards) & set((state.enc.mods.gained or {}).get(str(drawer), [])):
        return drawer, []
    return drawer, drawn_cards(state, record)


def victim_cards(state: GameState, window: str, target: int) -> tuple[int, list[int]]:
    """The player a DREW or GAINED window is about, and the cards it may be extorted of."""
    if window == GAINED:
        return target, _gained(state, target)
    return _drawn(state, target)


def extort(
    state: GameState, ev: Events, seat: int, victim: int, cards: list[int], count: int, free: bool
) -> None:
    """``seat`` demands ``count`` of ``cards`` from ``victim``'s hand; unless ``free`` (the Super), the
    victim may send one of its ships to the warp instead (``seat`` picks it)."""
    note(ev, "extortion", seat=seat, player=victim, count=count)
    if free or not outside_ships(state, victim):
        push(state, ("extortionist_take", seat, victim, list(cards), count))
        return
    options = [{"type": "extortion_answer", "pay": pay, "count": count} for pay in (True, False)]
    ask(
        state, victim, CHOOSE, "extortion_answer", options, {"by": seat, "cards": list(cards), "count": count}
    )


@answer("extortion_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    victim, spec = prompt.seat, prompt.spec
    seat = int(spec["by"])
    if not action.get("pay"):
        push(state, ("extortionist_take", seat, victim, list(spec["cards"]), int(spec["count"])))
        return
    note(ev, "extortion_refused", seat=seat, player=victim)
    ships = outside_ships(state, victim)
    options = [{"type": "extortionist_ship", "planet": loc, "ships": count} for loc, count in ships]
    ask_choice(state, ev, seat, "extortionist_ship", [{**o, "player": victim} for o in options])


@answer("extortionist_ship")
def _on_ship(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    push(state, ("to_warp", int(action["player"]), [[action["planet"], 1]], SENT, prompt.seat))


@step("extortionist_take")
def _take(state: GameState, ev: Events, seat: int, victim: int, cards: list[int], count: int) -> None:
    """``seat`` takes ``count`` of ``cards`` at random from ``victim``'s hand: the table sees how many, the
    two players which."""
    taken = take_random_from(state, victim, cards, count)
    if not taken:
        return
    state.hands[seat].extend(taken)
    note(ev, "extorted", seat=seat, player=victim, count=len(taken))
    note(ev, "extorted_cards", to=(seat, victim), taker=seat, payer=victim, cards=list(taken))
    took(state, seat, victim, len(taken))
    rifts.taken(state, ev, seat, taken)


class Extortionist(Power):
    """Extort."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Whenever another player gains cards as compensation or draws cards into its hand (after the "
        "starting hands), you may take half of those cards, rounded down, at random. The player may refuse "
        "by letting you send one of its ships (your choice) to the warp; it decides before you take."
    )
    wild_text: ClassVar[str] = (
        "When another player gains or draws two or more cards into its hand, take one of them at random; "
        "it may refuse by letting you send one of its ships (your choice) to the warp."
    )
    super_text: ClassVar[str] = "When you extort cards, the player may not refuse by giving up a ship."
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("extort", DREW, ANY), Use("extort_gained", GAINED, ANY))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DREW, ANY), Use("wild_gained", GAINED, ANY))
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the power's play
    prompt_titles: ClassVar[dict[str, str]] = {
        "extortion_answer": "Extortionist: give up a ship (its choice) to keep your cards?",
        "extortionist_ship": "Extortionist: which of its ships goes to the warp?",
    }
    use_texts: ClassVar[dict[str, str]] = {
        "extort": "take half of the cards just drawn, at random",
        "extort_gained": "take half of the cards just gained, at random",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "extortion": lambda d, name: (
            f"{name(d['seat'])} demands {d['count']} of {name(d['player'])}'s new cards."
        ),
        "extortion_refused": lambda d, name: (
            f"{name(d['player'])} refuses: {name(d['seat'])} sends one of its ships to the warp."
        ),
        "extorted": lambda d, name: f"{name(d['seat'])} takes {d['count']} card(s) from {name(d['player'])}.",
        "extortionist_super": lambda d, name: f"{name(d['seat'])}'s extortion may not be refused.",
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            play = power_use_pending(state, target, seat, NAME, POWER_USES)
            return [{}] if play is not None else []
        window = GAINED if use.key.endswith("gained") else DREW
        victim, cards = victim_cards(state, window, target)
        if victim < 0 or victim == seat:
            return []
        return [{"event": target}] if len(cards) >= 2 else []  # half of one card is nothing

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":  # read when the extortion resolves
            space[SUPER] = True
            note(ev, "extortionist_super", seat=seat)
            return
        window = GAINED if use.endswith("gained") else DREW
        victim, cards = victim_cards(state, window, int(action["event"]))
        if len(cards) < 2:
            return
        count = 1 if use.startswith("wild") else len(cards) // 2
        free = bool(space.pop(SUPER, False)) and not use.startswith("wild")
        extort(state, ev, seat, victim, cards, count, free)


register(Extortionist)
