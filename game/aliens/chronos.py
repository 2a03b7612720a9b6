"""Chronos: after the reveal, a main player may call "time travel": the encounter is played again from the
start of Planning, its own card back in its hand and its opponent's revealed card set aside until the
encounter is over (game.rewind says what a replay resets and what it keeps)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, rewind, rng, seen
from game.cards.catalog import CARD_NAME
from game.core import Events, note, push
from game.deck import has_encounter_card
from game.hooks import ANY, MAIN, YELLOW, Power, Use, register
from game.moments import EncounterEnd, Moment
from game.state import GameState
from game.windows import REGROUP, REVEAL, USING, pending_play

ASIDE = "aside"  # the data's list of [owner, card]: opponents' cards set aside until the encounter ends


def _data(state: GameState, seat: int) -> dict[str, Any]:
    return state.extra.setdefault(f"Chronos/{seat}", {ASIDE: []})  # type: ignore[no-any-return]


def _aside(state: GameState, seat: int) -> list[list[int]]:
    data = state.extra.get(f"Chronos/{seat}")
    return list(data[ASIDE]) if data else []


def table_card(state: GameState, seat: int) -> int:
    """The encounter card a main player has on the table (-1 if none); a card kept face down under a claim
    counts too."""
    enc = state.enc
    card = enc.off_card if seat == state.offense else enc.def_card if seat == enc.defense else -1
    if card >= 0:
        return card
    return int((enc.mods.face_down or {}).get(str(seat), -1))


class Chronos(Power):
    """Time Travel."""

    name: ClassVar[str] = "Chronos"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after the cards are revealed, you may call time travel: your card goes back to "
        "your hand, your opponent's is set aside (unless it holds no other encounter card), every other "
        "card played since Planning began goes back to its owner, and the encounter is played again from "
        "Planning. The second result is final; your opponent gets its card back once the encounter ends."
    )
    wild_text: ClassVar[str] = (
        "As any player, in the Regroup phase: take any one card of the discard pile into your "
        "hand, then shuffle the rest of the discard pile into the deck."
    )
    super_text: ClassVar[str] = (
        "When you call time travel, your opponent's revealed card is not set aside: it goes back to its "
        "hand and your opponent must play that same card again in the replay."
    )
    flare_source: ClassVar[str] = "reconstructed"
    rewinds: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = (Use("time_travel", REVEAL, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)  # target: the time travel's play

    hears = (EncounterEnd,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            names: dict[int, None] = {}
            seen_names: set[str] = set()
            for c in reversed(state.discard):
                if CARD_NAME[c] not in seen_names:
                    seen_names.add(CARD_NAME[c])
                    names[c] = None
            return [{"pick": c} for c in names]
        if use.key == "super":
            play = pending_play(state, target)
            ok = play is not None and play["seat"] == seat and play.get("alien") == self.name
            return [{}] if ok and play is not None and play["use"] == "time_travel" else []
        return [{}] if may_time_travel(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            _wild(state, ev, seat, int(action["pick"]))
            return
        if use == "super":  # marked here, read as the time travel resolves (the USING window)
            hooks.scratch(state, "Chronos")["keeps"] = seat
            note(ev, "value_rule", seat=seat, alien=self.name, rule="same_card_again")
            return
        if not may_time_travel(state, seat):
            return
        time_travel(state, ev, seat, hooks.scratch(state, "Chronos").pop("keeps", -1) == seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """The set-aside cards go back to their owners' hands."""
        match moment:
            case EncounterEnd():
                data = state.extra.get(f"Chronos/{seat}")
                if not data or not data[ASIDE]:
                    return
                for owner, card in data[ASIDE]:
                    note(ev, "card_taken_back", seat=owner, card=card, alien=self.name)  # face up until now
                    state.hands[owner].append(card)
                data[ASIDE] = []

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return [card for _, card in _aside(state, seat)]

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        return [card for _, card in _aside(state, seat)]

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        aside = _aside(state, seat)
        out: dict[str, Any] = {"set_aside": [[o, c] for o, c in aside]} if aside else {}
        if state.enc.mods.rewound is not None:
            out["replayed"] = True
        return out


register(Chronos)


def may_time_travel(state: GameState, seat: int) -> bool:
    """Chronos may call time travel now: the cards are revealed, its own is on the table, the encounter has
    a rewind point and has not been replayed yet (the second result is final)."""
    enc = state.enc
    if not enc.revealed or enc.mods.rewound is not None or enc.mods.rewind_point is None:
        return False
    return hooks.opponent(state, seat) >= 0 and table_card(state, seat) >= 0


def time_travel(state: GameState, ev: Events, seat: int, same_card: bool) -> None:
    """Rewind to Planning; Chronos's card goes back to its hand, its opponent's is set aside (or taken back
    if it holds no other encounter card, or kept to be played again under the Super)."""
    enc = state.enc
    other = hooks.opponent(state, seat)
    own, theirs = table_card(state, seat), table_card(state, other)
    named = {s: c for s, c in ((seat, own), (other, theirs)) if c in enc.in_play}  # face up: may be named
    note(ev, "time_travel", seat=seat, player=other, cards={str(s): c for s, c in named.items()})
    cards = rewind.rewind_to_planning(state, ev)
    if seat in cards:
        state.hands[seat].append(cards[seat])
    card = cards.get(other, -1)
    if card >= 0:
        if same_card:
            state.hands[other].append(card)
            if state.enc.mods.forced_card is None:
                state.enc.mods.forced_card = {}
            state.enc.mods.forced_card[str(other)] = card
            note(ev, "card_must_replay", seat=other, by=seat)  # the card was named by "time_travel"
        elif not has_encounter_card(state.hands[other]):
            note(ev, "hand_seen", to=(seat,), seat=seat, player=other, cards=list(state.hands[other]))
            seen.show_hand(state, seat, other, "Chronos/none_left")
            note(ev, "no_other_encounter_card", seat=other, by=seat)
            state.hands[other].append(card)
        else:
            _data(state, seat)[ASIDE].append([other, card])
            note(ev, "card_set_aside", seat=other, card=card, by=seat)
    push(state, *rewind.replay_steps())


def _wild(state: GameState, ev: Events, seat: int, card: int) -> None:
    """Take a card of the discard pile, then shuffle the rest of the pile into the deck."""
    if card not in state.discard:
        return
    note(ev, "card_taken_from_discard", seat=seat, card=card)  # named while still on the pile
    state.discard.remove(card)
    state.hands[seat].append(card)
    count = len(state.discard)
    state.deck.extend(state.discard)
    state.discard = []
    state.rng = rng.shuffle(state.rng, state.deck)
    note(ev, "discard_shuffled_in", count=count, size=len(state.deck))
