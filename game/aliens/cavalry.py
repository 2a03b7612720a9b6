"""Cavalry (Cosmic Conflict): as an ally, once the encounter cards are chosen, it may put an attack or a
negotiate face down beside its side's card. It turns over with them: an attack adds its value to the
side's total (not beside a negotiate); a negotiate brings it compensation if its side loses. It is no
encounter card (Oracle, Sorcerer, Magician ... leave it alone) and is discarded after the encounter, between
the offense's card and the defense's (FAQ)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE, NEGOTIATE
from game.core import Events, answer, ask_choice, note, push, step
from game.hooks import ALLY, ANY, GREEN, MAIN, Power, Use, register, side_of
from game.moments import CardsRevealed, Moment, Rewound, TableCleared
from game.prompts import Prompt
from game.state import GameState
from game.windows import ALLIANCE, PLANNING, RESOLVED, SELECTED

NAME = "Cavalry"
DRAFTED = "drafted"  # scratch: allies the Super drafted, who reinforce as if they had the power
KINDS = (ATTACK, NEGOTIATE)


def _key(seat: int) -> str:
    return f"{NAME}/{seat}"


def record(state: GameState, seat: int) -> dict[str, Any] | None:
    """The card ``seat`` put beside its side's card this encounter (``card``, ``side``, ``up``), if any."""
    data: dict[str, Any] | None = state.extra.get(_key(seat))
    return data


def _records(state: GameState) -> list[tuple[int, dict[str, Any]]]:
    return [(s, r) for s in range(state.n) if (r := record(state, s)) is not None]


def _card_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """One option per distinct attack or negotiate face in the hand (Crooked Deals are negotiates)."""
    seen: set[str] = set()
    out = []
    for c in state.hands[seat]:
        if CARD_KIND[c] in KINDS and CARD_NAME[c] not in seen:
            seen.add(CARD_NAME[c])
            out.append({"type": "cavalry_card", "card": c})
    return out


def _may_reinforce(state: GameState, seat: int) -> bool:
    enc = state.enc
    return (
        record(state, seat) is None
        and not enc.revealed
        and enc.off_card >= 0
        and enc.def_card >= 0
        and bool(_card_options(state, seat))
    )


@step("cavalry_choose")
def cavalry_choose(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` picks the card it puts face down beside its side's card (its choice, secret)."""
    options = _card_options(state, seat)
    if options and record(state, seat) is None:
        ask_choice(state, ev, seat, "cavalry_card", options)


@answer("cavalry_card")
def _on_card(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card = prompt.seat, int(action["card"])
    state.hands[seat].remove(card)
    state.extra[_key(seat)] = {"card": card, "side": side_of(state, seat), "up": False}
    if state.enc.mods.rewind_point is not None:  # a replay from Planning may come: it gives the card back
        hooks.at_encounter_end(state, NAME, seat, "card")
    note(ev, "cavalry_placed", seat=seat, side=side_of(state, seat))
    note(ev, "cavalry_card", to=(seat,), seat=seat, card=card)


def _first_holder(state: GameState) -> int:
    """The first seat holding the Cavalry: it speaks for every Cavalry card on the table (a drafted
    ally's too)."""
    return next((s for s in range(state.n) if NAME in hooks.powers_of(state, s)), -1)


def _chargers(state: GameState) -> list[tuple[int, dict[str, Any]]]:
    """Seats whose face-up Cavalry negotiate earns compensation now: their side lost (an outright win of
    the other side) and they lost ships in the encounter."""
    enc = state.enc
    if enc.outcome not in ("offense", "defense") or enc.no_rewards or not enc.losing:
        return []
    return [
        (s, data)
        for s, data in _records(state)
        if data.get("up")
        and not data.get("charged")
        and CARD_KIND[data["card"]] == NEGOTIATE
        and data["side"] != enc.outcome
        and enc.losing[s]
    ]


def _opponent_of_side(state: GameState, side: str) -> int:
    return state.enc.defense if side == "offense" else state.offense


class Cavalry(Power):
    """Reinforce."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As an ally, once both encounter cards are chosen, you may put an attack or a negotiate from your "
        "hand face down beside your side's card. It turns over with them: an attack adds its value to your "
        "side's total (unless your side played a negotiate); with a negotiate, if your side loses you "
        "collect compensation after your main player. It is discarded afterwards."
    )
    wild_text: ClassVar[str] = (
        "As a main player once alliances are formed: if your opponent must draw a new hand this "
        "encounter, it draws one card at a time until it holds an encounter card, and the rest of its "
        "eight only when the encounter ends."
    )
    super_text: ClassVar[str] = (
        "As a main player, before cards are chosen, pick one of your allies: it must reinforce you as if "
        "it had your power, if it can."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("reinforce", SELECTED, ALLY),
        Use("charge", RESOLVED, ANY, mandatory=True, passive=True),
        Use("muster", SELECTED, MAIN, mandatory=True, passive=True),  # the Super's drafted allies
    )
    use_texts: ClassVar[dict[str, str]] = {
        "reinforce": "lay an attack or a negotiate face down beside your side",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "cavalry_takes_back": lambda d, name: (
            f"{name(d['seat'])} takes its {CARD_NAME[d['card']]} back into its hand for the replay."
        ),
    }
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN),)

    hears = (CardsRevealed, TableCleared, Rewound)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "reinforce":
            return [{}] if _may_reinforce(state, seat) else []
        if use.key == "muster":
            drafted = hooks.scratch(state, NAME).get(DRAFTED, [])
            return [{}] if any(_may_reinforce(state, a) for a in drafted) else []
        if use.key == "charge":
            return [{}] if seat == _first_holder(state) and _chargers(state) else []
        other = hooks.opponent(state, seat)
        if use.key == "wild":
            partial = state.enc.mods.new_hand_partial or []
            return [] if other < 0 or other in partial else [{}]
        side = side_of(state, seat)
        drafted = hooks.scratch(state, NAME).get(DRAFTED, [])
        allies = [
            a
            for a in range(state.n)
            if a != seat and hooks.is_ally(state, a) and side_of(state, a) == side and a not in drafted
        ]
        return [{"player": a} for a in allies]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "reinforce":
            push(state, ("cavalry_choose", seat))
            return
        if use == "muster":  # each drafted ally must put a card down if it can
            drafted = hooks.scratch(state, NAME).get(DRAFTED, [])
            push(state, *(("cavalry_choose", a) for a in drafted if _may_reinforce(state, a)))
            return
        if use == "charge":  # after the main player's compensation, in timing order
            steps = []
            mods = state.enc.mods
            for s, data in _chargers(state):
                data["charged"] = True
                note(ev, "cavalry_charges", seat=s)
                # its negotiate collects as a main player's would (a Crooked Deal: one card more)
                mods.negotiate_cards = {**(mods.negotiate_cards or {}), str(s): data["card"]}
                steps.append(("compensation", s, _opponent_of_side(state, data["side"])))
            push(state, *steps)
            return
        if use == "wild":
            other = hooks.opponent(state, seat)
            mods = state.enc.mods
            mods.new_hand_partial = [*(mods.new_hand_partial or []), other]
            note(ev, "cavalry_wild", seat=seat, player=other)
            return
        ally = int(action["player"])
        hooks.scratch(state, NAME).setdefault(DRAFTED, []).append(ally)
        note(ev, "cavalry_drafts", seat=seat, player=ally)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        if isinstance(moment, Rewound):  # registered by the seat that laid the card (a drafted ally too)
            self._rewound(state, ev, seat)
            return
        if seat != _first_holder(state):
            return  # the records of every seat are handled once
        match moment:
            case CardsRevealed():
                self._revealed(state, ev)
            case TableCleared():
                self._cleared(state, ev)

    def _revealed(self, state: GameState, ev: Events) -> None:
        enc = state.enc
        for seat, data in _records(state):
            if data.get("up"):
                continue
            data["up"] = True
            card, side = data["card"], data["side"]
            note(ev, "cavalry_revealed", seat=seat, card=card, side=side)
            side_kind = enc.off_kind if side == "offense" else enc.def_kind
            if CARD_KIND[card] == ATTACK and side_kind != NEGOTIATE:
                hooks.add_total_mod(state, NAME, seat, f"{side}/{CARD_VALUE[card]}")
                note(ev, "cavalry_adds", seat=seat, side=side, value=CARD_VALUE[card])

    def _rewound(self, state: GameState, ev: Events, seat: int) -> None:
        """Chronos's time travel replays the encounter from Planning: the card laid beside the encounter
        cards is no encounter card, so, as every card played since Planning, it goes back to its owner's
        hand (named if it was face up, else only to its owner) and may be laid again in the replay."""
        data = state.extra.get(_key(seat))
        if data is None:
            return
        card = data["card"]
        if data.get("up"):  # named while it still lies face up beside the encounter
            note(ev, "cavalry_takes_back", seat=seat, card=card)
        else:
            note(ev, "cavalry_back", seat=seat)
            note(ev, "cavalry_card", to=(seat,), seat=seat, card=card)
        del state.extra[_key(seat)]
        state.hands[seat].append(card)

    def _cleared(self, state: GameState, ev: Events) -> None:
        """The encounter's cards go to the discard pile: each Cavalry card goes between the offense's card
        and the defense's (FAQ); one never turned over goes back to its owner's hand, unseen."""
        enc = state.enc
        for seat, data in _records(state):
            state.extra.pop(_key(seat))
            card = data["card"]
            if not data.get("up"):
                state.hands[seat].append(card)
                note(ev, "cavalry_back", seat=seat)
                note(ev, "cavalry_card", to=(seat,), seat=seat, card=card)
                continue
            enc.in_play.append(card)  # discarded with the encounter's cards, after the offense's (FAQ)
            enc.mods.discard_between = [*(enc.mods.discard_between or []), card]

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        where, value = key.split("/")
        return total + int(value) if where == side else total

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        if seat != _first_holder(state):
            return []
        return [data["card"] for _, data in _records(state)]

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        if seat != _first_holder(state):
            return []
        return [data["card"] for _, data in _records(state) if data.get("up")]

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = record(state, seat)
        if data is None:
            return {}
        return {"reinforcement": data["card"] if data.get("up") else "face down"}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = record(state, seat)
        return {"reinforcement": data["card"]} if data is not None else {}


register(Cavalry)
