"""Invader (Cosmic Conflict): its three "Invasion!" cards join the destiny deck. When another player draws
one in its turn, the Invader has an encounter against that player at once, from Launch on; then the drawer
draws a new destiny card and goes on with its own encounter (FAQ). As a main player in such an encounter,
or when a destiny card of its own colour made it one, it may discard its hand and draw eight."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, rng, teams
from game.board import ships_on, system_planets
from game.cards.catalog import DESTINY, DESTINY_ADDED, DESTINY_COLOUR, DESTINY_INVASION
from game.config import COLOURS
from game.core import Events, clockwise_from_left, note, push
from game.deck import discard_from_hand, draw
from game.hooks import ANY, MAIN, YELLOW, Power, Use, register
from game.moments import EncounterEnd, Moment, PhaseStart, Setup
from game.phases.destiny import can_target_system, set_defense
from game.state import GameState
from game.windows import DESTINY_DRAWN, LAUNCH, USING, pending_play

NAME = "Invader"
INVASION_IDS = [i for i, (kind, _) in enumerate(DESTINY) if kind == DESTINY_INVASION]
HAND = 8


def _key(seat: int) -> str:
    return f"{NAME}/{seat}"


def _invading(state: GameState, seat: int) -> dict[str, Any] | None:
    """The invasion ``seat`` is carrying out now (``{"drawer", "super", "refreshed"}``), if any: set when
    an Invasion! card sends it in, kept until that encounter ends."""
    data: dict[str, Any] | None = state.extra.get(_key(seat))
    return data


def _own_colour(state: GameState, seat: int) -> bool:
    """Was this encounter's destiny card ``seat``'s own colour?"""
    card = state.enc.destiny_card
    if card < 0:
        return False
    kind, arg = DESTINY[card]
    return kind == DESTINY_COLOUR and COLOURS[int(arg)] == state.config.seats[seat].colour


def refresh(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` discards its whole hand face up and draws eight: a new hand (the moment ``NewHand``)."""
    note(ev, "invader_refresh", seat=seat)
    discard_from_hand(state, ev, seat, list(state.hands[seat]))
    draw(state, ev, seat, HAND)
    if state.any_alien:
        hooks.new_hand(state, ev, seat, "new_hand")


def _invasion_drawn(state: GameState, target: int) -> bool:
    return 0 <= target < len(DESTINY) and DESTINY[target][0] == DESTINY_INVASION


class Invader(Power):
    """Invasion."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    setup: ClassVar[bool] = True
    summary: ClassVar[str] = (
        "Game setup: shuffle the three Invasion! cards into the destiny deck. When another player draws one "
        "in its turn, you at once have an encounter against that player, from Launch on; then it draws a "
        "new destiny card and goes on. As a main player of such an encounter, or after a destiny card of "
        "your colour was drawn, you may discard your hand and draw eight, once per encounter."
    )
    wild_text: ClassVar[str] = (
        "As a main player once the defense is known: discard your whole hand and draw eight new cards."
    )
    super_text: ClassVar[str] = (
        "When you invade, the player you invade may not invite allies to that encounter."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("invade", DESTINY_DRAWN, ANY, mandatory=True),
        Use("refresh", LAUNCH, MAIN),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LAUNCH, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the invasion's play

    hears = (Setup, PhaseStart, EncounterEnd)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                self._setup(state, ev)
            case PhaseStart(phase="alliance"):
                data = _invading(state, seat)
                if data and data.get("super") and state.enc.mods.interrupting and state.offense == seat:
                    state.enc.mods.no_defense_invite = True  # the Super: the invaded player stands alone
            case EncounterEnd():
                if state.enc.mods.interrupting and state.offense == seat:
                    state.extra.pop(_key(seat), None)

    def _setup(self, state: GameState, ev: Events) -> None:
        """The Invasion! cards join the destiny deck once, shuffled in (a scenario may have placed some:
        the others go under the deck, the order it set stays)."""
        if DESTINY_ADDED in state.extra and set(INVASION_IDS) <= set(state.extra[DESTINY_ADDED]):
            return
        placed = [c for c in INVASION_IDS if c in state.destiny_deck or c in state.destiny_discard]
        missing = [c for c in INVASION_IDS if c not in placed]
        state.extra[DESTINY_ADDED] = sorted({*state.extra.get(DESTINY_ADDED, ()), *INVASION_IDS})
        if placed:
            state.destiny_deck[0:0] = missing
        else:
            state.destiny_deck.extend(missing)
            state.rng = rng.shuffle(state.rng, state.destiny_deck)
        note(ev, "invasion_cards_added", count=len(INVASION_IDS))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "invade":
            if not _invasion_drawn(state, target) or enc.defense >= 0 or enc.mods.interrupting:
                return []
            if seat == state.offense:  # its own Invasion! card: a wild for it (our reading)
                others = [s for s in clockwise_from_left(state, seat) if can_target_system(state, s)]
                return [{"player": s} for s in others if teams.may_meet(state, seat, s)]
            if not teams.may_meet(state, seat, state.offense):  # Team Cosmic: never its partner
                return []
            free = [p for p in system_planets(state, state.offense) if not ships_on(state, p, seat)]
            return [{"player": state.offense}] if free else []
        if use.key == "super":
            play = pending_play(state, target)
            ok = play is not None and play["seat"] == seat and play.get("alien") == NAME
            return [{}] if ok and play is not None and play["use"] == "invade" else []
        if use.key == "wild":
            return [{}] if state.hands[seat] and (state.deck or state.discard) else []
        data = _invading(state, seat)  # refresh
        invading = data is not None and enc.mods.interrupting and state.offense == seat
        if not (invading or _own_colour(state, seat)):
            return []
        if hooks.scratch(state, NAME).get("refreshed") or not (state.deck or state.discard):
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":  # read when the invasion begins
            hooks.scratch(state, NAME)["super"] = True
            note(ev, "invader_super", seat=seat)
            return
        if use in ("refresh", "wild"):
            if use == "refresh":
                hooks.scratch(state, NAME)["refreshed"] = True
            refresh(state, ev, seat)
            return
        player = int(action["player"])
        if seat == state.offense:  # its own Invasion! card: it chose whom it meets, as with a wild
            note(ev, "invasion_wild", seat=seat)
            set_defense(state, ev, player)
            return
        space = hooks.scratch(state, NAME)
        state.extra[_key(seat)] = {"drawer": player, "super": bool(space.pop("super", False))}
        note(ev, "invasion", seat=seat, defense=player)
        push(state, ("extra_encounter", seat, player))


register(Invader)
