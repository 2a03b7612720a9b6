"""Gambler: once its opponent's card is showing, it may keep its own card face down and say what it is;
the opponent may believe it or call the bluff, and whoever is wrong about it loses ships."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hidden_powers, hooks
from game.board import ships_on_colonies
from game.cards.catalog import ATTACK, CARD_NAME, COSMIC_IDS, IS_ENCOUNTER, REWARD_IDS
from game.config import REWARDS_NONE
from game.core import Events, answer, ask, ask_choice, note, push
from game.encounter_mods import need
from game.hooks import MAIN, YELLOW, Power, Use, opponent, register
from game.moments import Moment, PhaseStart, ValuesChange
from game.moves import LOST
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import SELECTED, SHOW

# every encounter card face that can be claimed: the cosmic deck's, and with reward cards at the table theirs
FACES: tuple[str, ...] = tuple(sorted({CARD_NAME[c] for c in COSMIC_IDS if IS_ENCOUNTER[c]}))
ALL_FACES: tuple[str, ...] = tuple(sorted({CARD_NAME[c] for c in COSMIC_IDS + REWARD_IDS if IS_ENCOUNTER[c]}))
ANTES = tuple(range(1, 21))
SPREADS = tuple(range(1, 11))


def _real_card(state: GameState, seat: int) -> int:
    """The card the Gambler really chose (still in hand while it was forced to choose first)."""
    enc = state.enc
    first = enc.mods.first_pick
    if first is not None:
        return int(first["card"])
    return enc.off_card if seat == state.offense else enc.def_card


def _penalty(state: GameState, ev: Events, seat: int, count: int) -> None:
    """``seat`` loses ``count`` ships to the warp, chosen from ships not in the encounter (FAQ S2)."""
    target = state.enc.target if seat == state.enc.defense else -1
    sources = [pc for pc in ships_on_colonies(state, seat) if pc[0] != target]
    available = sum(c for _, c in sources)
    if count <= 0 or not available:
        return
    if available <= count or len(sources) == 1:
        chosen, left = [], count
        for loc, c in sources:
            if left:
                chosen.append([loc, min(c, left)])
                left -= min(c, left)
        note(ev, "ships_lost", seat=seat, reason="bluff")
        push(state, ("to_warp", seat, chosen, LOST))
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": "bluff", "kind": LOST}
    ask(state, seat, SHIPS, "lose_ships", spec=spec)


class Gambler(Power):
    """Bluff."""

    name: ClassVar[str] = "Gambler"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, once your opponent's card is showing, you may leave yours face down and name "
        "the card it is (truly or not). Unchallenged, the encounter is settled as if you told the truth and "
        "your card goes face down under the deck. Challenged, you show it: a liar loses as many ships as it "
        "had in the encounter, or else your opponent does; those come from outside the encounter."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once the cards are chosen: name a spread from 1 to 10. If both revealed cards "
        "are attacks whose values differ by at least that much, your card gains the spread."
    )
    super_text: ClassVar[str] = (
        "Before you name your face-down card, raise the stakes by 1 to 20 ships: whoever is wrong about "
        "the claim loses that many ships more."
    )
    flare_source: ClassVar[str] = "card"
    excludes: ClassVar[tuple[str, ...]] = ("Sorcerer",)
    uses: ClassVar[tuple[Use, ...]] = (Use("bluff", SHOW, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", SELECTED, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SHOW, MAIN),)

    hears = (PhaseStart, ValuesChange)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PhaseStart(phase=phase):
                self._phase_start(state, ev, seat, phase)
            case ValuesChange(key=key):
                self._change_values(state, ev, seat, key)

    def _phase_start(self, state: GameState, ev: Events, seat: int, phase: str) -> None:
        mods = state.enc.mods
        if (
            phase != "reveal"
            or opponent(state, seat) < 0
            or (mods.face_up_first if mods.face_up_first is not None else -1) == seat
        ):
            return
        if str(seat) not in (mods.claims or {}):
            mods.reveal_last = seat  # the opponent's card turns over first
            hidden_powers.reveal(state, ev, seat, hidden_powers.EFFECT)  # the table sees it: face up

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if use.key == "wild":
            if state.enc.off_card < 0 or state.enc.def_card < 0 or state.enc.revealed:
                return []
            return [{"spread": k} for k in SPREADS]
        if target != seat or str(seat) in (mods.claims or {}):
            return []
        if use.key == "super":
            return [] if "ante" in hooks.scratch(state, "Gambler") else [{"ante": k} for k in ANTES]
        faces = FACES if state.config.rewards == REWARDS_NONE else ALL_FACES
        return [{"claim": face} for face in faces]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use == "wild":
            hooks.add_value_mod(state, self.name, seat, f"spread:{action['spread']}")
            note(ev, "spread_called", seat=seat, spread=action["spread"])
            return
        if use == "super":
            hooks.scratch(state, "Gambler")["ante"] = action["ante"]
            note(ev, "ante_raised", seat=seat, ships=action["ante"])
            return
        if mods.claims is None:
            mods.claims = {}
        mods.claims[str(seat)] = action["claim"]
        note(ev, "card_claimed", seat=seat, claim=action["claim"])
        options = [{"type": "challenge", "call": True}, {"type": "challenge", "call": False}]
        ask_choice(state, ev, opponent(state, seat), "gambler_challenge", options)

    def _change_values(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        enc = state.enc
        spread = int(key.split(":")[1])
        if enc.off_kind != ATTACK or enc.def_kind != ATTACK or abs(enc.off_value - enc.def_value) < spread:
            return
        if seat == state.offense:
            enc.off_value += spread
        elif seat == enc.defense:
            enc.def_value += spread
        note(ev, "spread_won", seat=seat, spread=spread)


register(Gambler)


@answer("gambler_challenge")
def _on_challenge(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    mods = state.enc.mods
    caller = prompt.seat
    gambler = opponent(state, caller)
    claim = need(mods.claims)[str(gambler)]
    if not action["call"]:
        note(ev, "bluff_accepted", seat=caller, gambler=gambler)
        return
    del need(mods.claims)[str(gambler)]  # the card is shown and counts as itself
    real = _real_card(state, gambler)
    if mods.shown is None:
        mods.shown = []
    mods.shown.append(real)  # turned face up for the table
    truthful = CARD_NAME[real] == claim
    note(ev, "bluff_called", seat=caller, gambler=gambler, card=real, truthful=truthful)
    loser = caller if truthful else gambler
    count = hooks.main_ships(state, loser) + int(hooks.scratch(state, "Gambler").get("ante", 0))
    _penalty(state, ev, loser, count)
