"""Merchant: plays cards from its hand face down as hired ships.

Readings (FAQ "Merchant (CI)", digest row 73, C7, T12):

- Hiring is offered once the encounter cards are selected and before the reveal (the SELECTED window), to
  a main player or ally with at least one ship of its own in the encounter. It hires one or more cards at
  once (the use names how many; the cards are then picked face down). The 4-ship limit does not apply.
- Hired ships are ships of the Merchant in the encounter: the generic ``mods.extra_ships`` makes them
  count in its side's total, for its defensive-ally rewards and, lost with its ships, for compensation.
  They are not colonies (they never stay on a planet) and cannot be played or taken: they are not in the
  hand (C7: no compensation taken from them), nobody else may look at them (secret, ``held_cards``).
- Each hired ship's fate is its own: whenever ships of the Merchant's in the encounter are lost (to the
  warp, out of the game, captured: T12) they may be hired ships (``moves.EXTRA`` in the loss's sources),
  and those are discarded at once (it hears ``ExtraShipsLost``); the loss's chooser picks how many are
  hired (the Merchant itself for Guerrilla's attrition or a failed deal's penalty, the Bully when it
  intimidates), and the Merchant which of its face-down cards they were (nobody else can tell them apart).
- The rest go back to the hand as the very last thing of the encounter (``hooks.at_encounter_end``); if
  the Merchant's side lost (its ships went to the warp or left the game), they are discarded instead,
  unless a Bully chose its losses (``spared``: its ships left in the encounter are not lost). A
  Saboteur's trap takes the hired ships that landed with the Merchant's ships (FAQ), as lost ones.
- A Cosmic Aftershock discards them (FAQ Q2).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import FLARE_ALIEN
from game.core import Events, answer, ask, ask_choice, note
from game.deck import discard_cards
from game.hooks import MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moments import Aftershock, EncounterOver, ExtraShipsLost, Moment, Rewound
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import REVEAL, SELECTED


def _key(seat: int) -> str:
    return f"Merchant/{seat}"


def hired(state: GameState, seat: int) -> list[int]:
    """The cards ``seat`` has out as hired ships this encounter."""
    data = state.extra.get(_key(seat))
    return data["hired"] if data else []


def in_encounter(state: GameState, seat: int) -> int:
    """Ships of ``seat``'s own in the encounter (gate, beside the planet, or the defense on the target)."""
    if seat == state.enc.defense:
        return hooks.main_ships(state, seat) + state.dally[seat]
    return state.gate[seat] + state.dally[seat]


def _lost(state: GameState, side: str) -> bool:
    """Did ``side`` lose the encounter (its ships went to the warp or left the game)?"""
    outcome = state.enc.outcome
    return outcome == "both_lose" or (outcome in ("offense", "defense") and outcome != side)


class Merchant(Power):
    """Hire."""

    name: ClassVar[str] = "Merchant"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or ally with a ship in the encounter, once encounter cards are selected and "
        "before they are revealed, you may lay cards from your hand face down as hired ships, each an extra "
        "ship of yours in the encounter, above the limit of four. They are out of your hand: nobody may "
        "look at them or take them, and they cannot be played. At the very end of the encounter they come "
        "back to your hand, unless they went to the warp or were captured: then they are discarded."
    )
    wild_text: ClassVar[str] = (
        "As a main player or ally, once the cards are revealed, discard any number of cards from your hand: "
        "your side's total grows by one for each."
    )
    super_text: ClassVar[str] = (
        "As a main player or ally, once the cards are revealed, each of your hired ships counts as two "
        "ships for the rest of the encounter."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("hire", SELECTED, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN_OR_ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN_OR_ALLY),)

    hears = (ExtraShipsLost, EncounterOver, Rewound, Aftershock)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        hand = state.hands[seat]
        if use.key == "hire":
            if not in_encounter(state, seat) or not hand:
                return []
            return [{"hired": k} for k in range(1, len(hand) + 1)]
        if use.key == "wild":
            rest = [c for c in hand if FLARE_ALIEN.get(c) != self.name]
            return [{"discards": k} for k in range(1, len(rest) + 1)]
        extra = state.enc.mods.extra_ships or {}
        return [{}] if extra.get(str(seat)) and hired(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        hand = state.hands[seat]
        if use == "hire":
            count = min(int(action["hired"]), len(hand))
            if count and in_encounter(state, seat):
                spec = {"type": "hire", "from": list(hand), "count": count}
                ask(state, seat, CARDS, "merchant_hire", spec=spec)
        elif use == "wild":
            count = min(int(action["discards"]), len(hand))
            if count:
                spec = {"type": "discard", "from": list(hand), "count": count}
                ask(state, seat, CARDS, "merchant_wild", spec=spec)
        else:
            if state.enc.mods.extra_worth is None:
                state.enc.mods.extra_worth = {}
            state.enc.mods.extra_worth[str(seat)] = 2
            note(ev, "hired_doubled", seat=seat, ships=2 * len(hired(state, seat)))

    # --- hired ships: outside the hand, secret, counted -------------------------------------------------
    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(hired(state, seat))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case ExtraShipsLost(owner=owner, count=count, kind=kind, by=by):
                self._extra_lost(state, ev, owner, count, kind, by)
            case EncounterOver(key=key):
                self._encounter_over(state, ev, seat, key)
            case Rewound(key=key):
                self._rewound(state, ev, seat, key)
            case Aftershock(dealt=dealt):
                self._aftershock(state, ev, seat, dealt)

    def _extra_lost(self, state: GameState, ev: Events, seat: int, count: int, kind: str, by: int) -> None:
        """Hired ships lost one by one (to the warp, out of the game, captured) are discarded; the Merchant
        picks which of its face-down cards they are (nobody else can tell them apart)."""
        cards = hired(state, seat)
        count = min(count, len(cards))
        if count <= 0:
            return
        if state.enc.mods.extra_ships is None:
            state.enc.mods.extra_ships = {}
        extra = state.enc.mods.extra_ships
        extra[str(seat)] = len(cards) - count
        if not extra[str(seat)]:
            extra.pop(str(seat))
        note(ev, "hired_lost", seat=seat, count=count, loss=kind)
        if count == len(cards):
            _discard_hired(state, ev, seat, list(cards))
            return
        state.extra[_key(seat)]["losing"] = count
        _ask_lost(state, ev, seat)

    def _encounter_over(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        data = state.extra.pop(_key(seat), None)
        if not data or not data["hired"]:
            return
        cards = list(data["hired"])
        (state.enc.mods.extra_ships or {}).pop(str(seat), None)
        if _lost(state, data["side"]) and seat not in (state.enc.mods.spared or ()):
            note(ev, "hired_lost", seat=seat, count=len(cards))
            discard_cards(state, ev, cards, seat)
        else:
            state.hands[seat].extend(cards)
            note(ev, "hired_returned", seat=seat, count=len(cards))

    def _rewound(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        """A replay from Planning (Chronos): hired ships are cards played since: back to the hand."""
        data = state.extra.pop(_key(seat), None)
        if data and data["hired"]:
            state.hands[seat].extend(data["hired"])
            note(ev, "hired_returned", seat=seat, count=len(data["hired"]))

    def _aftershock(self, state: GameState, ev: Events, seat: int, dealt: bool) -> None:
        data = state.extra.get(_key(seat))
        if dealt or not data or not data["hired"]:
            return
        cards = list(data["hired"])  # FAQ Q2: every card kept outside the hands is discarded
        data["hired"] = []
        (state.enc.mods.extra_ships or {}).pop(str(seat), None)
        discard_cards(state, ev, cards, seat)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        cards = hired(state, seat)
        return {"hired_ships": len(cards)} if cards else {}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        cards = hired(state, seat)
        return {"hired": list(cards)} if cards else {}


register(Merchant)


@answer("merchant_hire")
def _on_hire(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The picked cards leave the hand face down as hired ships of the Merchant's side."""
    seat = prompt.seat
    cards = list(action["cards"])
    for c in cards:
        state.hands[seat].remove(c)
    call = [Merchant.name, seat, "hired"]
    first = call not in (state.enc.mods.end_calls or [])
    data = state.extra.setdefault(_key(seat), {"hired": [], "side": hooks.side_of(state, seat)})
    data["hired"].extend(cards)
    if state.enc.mods.extra_ships is None:
        state.enc.mods.extra_ships = {}
    extra = state.enc.mods.extra_ships
    extra[str(seat)] = extra.get(str(seat), 0) + len(cards)
    if first:
        hooks.at_encounter_end(state, Merchant.name, seat, "hired")
    note(ev, "ships_hired", seat=seat, count=len(cards), side=data["side"])
    note(ev, "hired_cards", to=(seat,), seat=seat, cards=cards)


def _discard_hired(state: GameState, ev: Events, seat: int, cards: list[int]) -> None:
    data = state.extra.get(_key(seat))
    if data:
        data["hired"] = [c for c in data["hired"] if c not in cards]
    discard_cards(state, ev, cards, seat)


def _ask_lost(state: GameState, ev: Events, seat: int) -> None:
    """The Merchant names, one at a time, which hired cards the lost hired ships were."""
    options = [{"type": "hired_lost", "hired": c} for c in hired(state, seat)]
    ask_choice(state, ev, seat, "merchant_lost", options)


@answer("merchant_lost")
def _on_lost(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """A hired card named as a lost hired ship is discarded; the next one is asked for, if any."""
    seat = prompt.seat
    data = state.extra.get(_key(seat))
    card = int(action["hired"])
    if not data or card not in data["hired"]:
        return
    data["losing"] -= 1
    _discard_hired(state, ev, seat, [card])
    if data["losing"] > 0:
        _ask_lost(state, ev, seat)
    else:
        data.pop("losing")


@answer("merchant_wild")
def _on_wild(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Merchant Wild: the discarded cards each add one to the player's side."""
    seat = prompt.seat
    cards = list(action["cards"])
    for c in cards:
        state.hands[seat].remove(c)
    discard_cards(state, ev, cards, seat)
    side = hooks.side_of(state, seat)
    if side == "offense":
        state.enc.off_bonus += len(cards)
    elif side == "defense":
        state.enc.def_bonus += len(cards)
    note(ev, "wild_bought", seat=seat, side=side, value=len(cards))
