"""Glutton (Cosmic Conflict): every time it draws from the deck or takes cards from another player's hand it
gets two more from the same place, and every time it takes ships out of the warp it takes two more."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import WARP, colonies
from game.core import Events, note
from game.deck import draw, take_random
from game.hooks import ANY, GREEN, Power, Use, register
from game.moments import Moment, Setup
from game.moves import place_ships
from game.state import GameState
from game.windows import DREW, REGROUP, RETRIEVED, TOOK, USING, power_use_pending

NAME = "Glutton"
MORE = 2  # the power's helping: two more of whatever it took
SUPER_MORE = 4  # the Super's helping instead
WILD_FACTOR = 2  # the Wild wins holding more than twice the cards of any other player ...
WILD_LEAST = 15  # ... and at least this many
BONUS_DRAWS = "bonus_draws"  # scratch: indexes in mods.drawn of the draws the power itself made
BONUS_SHIPS = "bonus_ships"  # scratch: [first record index, ships] of each retrieval the power made
SUPER = "super"  # scratch: the Super was played on the power's play about to resolve


def _records(state: GameState, window: str) -> list[dict[str, Any]]:
    mods = state.enc.mods
    found = {DREW: mods.draws, RETRIEVED: mods.retrievals, TOOK: mods.takes}[window]
    return list(found or ())


def _own_bonus(state: GameState, window: str, seat: int, target: int) -> bool:
    """Is record ``target`` of ``window`` one the power itself caused (the extra helping never feeds the
    power again)?"""
    space = hooks.scratch(state, NAME)
    records = _records(state, window)
    if window == DREW:
        return records[target].get("drawn") in space.get(BONUS_DRAWS, ())
    if window == RETRIEVED:
        for first, ships in space.get(BONUS_SHIPS, ()):
            mine = [r for r in records[first : target + 1] if r["seat"] == seat]
            if target >= first and sum(int(r["count"]) for r in mine) <= ships:
                return True
    return False


def gorge_cards(state: GameState, ev: Events, seat: int, count: int) -> None:
    """``seat`` draws ``count`` more cards from the deck; that draw does not feed the power again."""
    before = len(state.enc.mods.drawn or ())
    note(ev, "glutton_gorges", seat=seat, what="deck", count=count)
    if draw(state, ev, seat, count) and len(state.enc.mods.drawn or ()) > before:
        hooks.scratch(state, NAME).setdefault(BONUS_DRAWS, []).append(before)


def gorge_hand(state: GameState, ev: Events, seat: int, source: int, count: int) -> None:
    """``seat`` takes ``count`` more cards at random from ``source``'s hand (FAQ: at random); the cards are
    secret to everyone but those two players."""
    cards = take_random(state, source, count)
    if not cards:
        return
    state.hands[seat].extend(cards)
    note(ev, "glutton_gorges", seat=seat, what="hand", source=source, count=len(cards))
    note(ev, "glutton_cards", to=(seat, source), taker=seat, payer=source, cards=list(cards))


def gorge_ships(state: GameState, ev: Events, seat: int, count: int) -> None:
    """``seat`` takes up to ``count`` more of its ships out of the warp onto its colonies (fewer only when
    fewer are there: FAQ)."""
    ships = min(count, state.warp[seat])
    if not ships or not colonies(state, seat):
        return
    space = hooks.scratch(state, NAME)
    space.setdefault(BONUS_SHIPS, []).append([len(state.enc.mods.retrievals or ()), ships])
    note(ev, "glutton_gorges", seat=seat, what="ships", count=ships)
    place_ships(state, ev, seat, WARP, ships, "retrieve_ships")


def _gorging(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s own power taking its extra helping of cards?"""
    return power_use_pending(state, target, seat, NAME, ("cards", "taken")) is not None


class Glutton(Power):
    """Gorge."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    setup: ClassVar[bool] = True
    summary: ClassVar[str] = (
        "Whenever you draw cards from the deck (your starting hand too), draw two more. Whenever you take "
        "cards from another player's hand, take two more from it at random. Whenever you take ships out "
        "of the warp, take two more of yours (fewer only if fewer are there). Mandatory."
    )
    wild_text: ClassVar[str] = (
        "At the start of any Regroup: if you hold at least fifteen cards and more than twice as many as "
        "every other player, you win the game at once."
    )
    super_text: ClassVar[str] = "When your power gives you two more cards, take four more instead."
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("cards", DREW, ANY, mandatory=True),
        Use("taken", TOOK, ANY, mandatory=True),
        Use("ships", RETRIEVED, ANY, mandatory=True),
    )
    use_texts: ClassVar[dict[str, str]] = {
        "cards": "take two more cards from the deck",
        "taken": "take two more cards from the same hand",
        "ships": "free two more ships from the warp",
    }
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the power's play

    hears = (Setup,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():  # the starting hand was drawn from the deck: two more
                if state.deck or state.discard:
                    gorge_cards(state, ev, seat, MORE)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            mine = len(state.hands[seat])
            others = [len(state.hands[p]) for p in range(state.n) if p != seat]
            if mine < WILD_LEAST or not others:
                return []
            return [{}] if all(mine > WILD_FACTOR * n for n in others) else []
        if use.key == "super":
            return [{}] if _gorging(state, seat, target) else []
        window = {"cards": DREW, "taken": TOOK, "ships": RETRIEVED}[use.key]
        records = _records(state, window)
        if not 0 <= target < len(records) or records[target]["seat"] != seat:
            return []
        if _own_bonus(state, window, seat, target):
            return []
        if window == DREW:
            return [{"event": target}] if state.deck or state.discard else []
        if window == TOOK:
            source = int(records[target]["source"])
            return [{"event": target}] if source >= 0 and state.hands[source] else []
        return [{"event": target}] if state.warp[seat] and colonies(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            winners = set(state.extra.get("extra_winners", ()))
            state.extra["extra_winners"] = sorted(winners | {seat})
            note(ev, "glutton_feast", seat=seat, cards=len(state.hands[seat]))
            return
        if use == "super":  # read when the power's play resolves: four instead of two
            hooks.scratch(state, NAME)[SUPER] = True
            note(ev, "glutton_super", seat=seat)
            return
        more = SUPER_MORE if hooks.scratch(state, NAME).pop(SUPER, False) else MORE
        if use == "cards":
            gorge_cards(state, ev, seat, more)
        elif use == "taken":
            source = int(_records(state, TOOK)[int(action["event"])]["source"])
            gorge_hand(state, ev, seat, source, more)
        else:
            gorge_ships(state, ev, seat, MORE)


register(Glutton)
