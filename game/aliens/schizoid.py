"""Schizoid: a secret card it chose at setup rewrites the normal victory for everyone; a player meeting the
usual one may Cosmic Zap it to win; each time it loses, the winners glimpse a card of its deck that is not
the one (Cosmic Alliance).

The six schizoid cards' texts are found nowhere we could reach: these six are rebuilt in the shape a
player's summary gives ("three or four colonies plus a simple condition"). The chosen card lives in
``state.extra`` and reaches nobody's view but its owner's (``private_info``). The expansion prints a
classic and an alternate flare (``GameConfig.schizoid_flare``); all but the classic Wild are rebuilt
(docs/rules.md, "Cosmic Alliance aliens").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game import hooks, rng
from game.alien_texts import Teller
from game.board import colony_counts, swap_positions, system_planets
from game.cards.catalog import CARD_NAME, COSMIC_ZAP
from game.config import SCHIZOID_ALTERNATE
from game.core import Events, answer, ask_choice, note, push, timing_order
from game.deck import discard_from_hand
from game.hooks import ANY, OFFENSE, RED, Power, Use, register
from game.moments import EncounterEnd, Moment, Setup
from game.prompts import Prompt
from game.state import GameState
from game.windows import END, RESOLVED, START_TURN

NAME = "Schizoid"
SIDES = ("offense", "defense")
_CLASSIC = frozenset({"wild", "super"})
_ALTERNATE = frozenset({"alt_wild", "alt_super"})


def _no_warp(state: GameState, seat: int) -> bool:
    return state.warp[seat] == 0


def _full_home(state: GameState, seat: int) -> bool:
    return all(state.ships[p * state.n + seat] for p in system_planets(state, seat))


def _three_systems(state: GameState, seat: int) -> bool:
    n, home = state.n, state.planet_home
    systems = {home[p] for p in range(len(home)) if home[p] not in (seat, -1) and state.ships[p * n + seat]}
    return len(systems) >= 3


def _big_hand(state: GameState, seat: int) -> bool:
    return len(state.hands[seat]) >= 8


def _full_warp(state: GameState, seat: int) -> bool:
    return state.warp[seat] >= 6


def _closed_home(state: GameState, seat: int) -> bool:
    n = state.n
    return not any(state.ships[p * n + s] for p in system_planets(state, seat) for s in range(n) if s != seat)


@dataclass(frozen=True, slots=True)
class Reality:
    """One schizoid card: foreign colonies (in the five-planet game) and one more condition."""

    title: str
    colonies: int
    text: str
    holds: Callable[[GameState, int], bool]


REALITIES: tuple[Reality, ...] = (
    Reality("Clean Slate", 4, "4 foreign colonies and not one of your ships in the warp", _no_warp),
    Reality("Homebody", 4, "4 foreign colonies and a colony on every planet of your home system", _full_home),
    Reality("Far Reach", 4, "4 foreign colonies, spread over at least three other systems", _three_systems),
    Reality("Hoarder", 3, "3 foreign colonies and at least 8 cards in your hand", _big_hand),
    Reality("Martyr", 3, "3 foreign colonies and at least 6 of your ships in the warp", _full_warp),
    Reality(
        "Fortress", 4, "4 foreign colonies and no other player's colony in your home system", _closed_home
    ),
)


def key(seat: int) -> str:
    """Where a seat's Schizoid data lives in ``state.extra``: ``{"reality": chosen card or -1 while it
    chooses, "deck": the other cards}`` (secret: no view shows it but the owner's)."""
    return f"Schizoid/{seat}"


def chosen(state: GameState, seat: int) -> int:
    """The schizoid card ``seat`` keeps face down (-1: none yet)."""
    data = state.extra.get(key(seat))
    return int(data["reality"]) if data else -1


def meets(state: GameState, reality: int, seat: int, foreign: int | None = None) -> bool:
    """Does ``seat`` meet schizoid card ``reality`` (its colony count scaled to the game length)?"""
    card = REALITIES[reality]
    need = card.colonies - (5 - state.config.colonies_to_win)
    count = colony_counts(state)[1][seat] if foreign is None else foreign
    return count >= need and card.holds(state, seat)


def meeting(state: GameState, reality: int) -> list[int]:
    """Every seat meeting schizoid card ``reality``."""
    counts = colony_counts(state)[1]
    return [s for s in range(state.n) if meets(state, reality, s, counts[s])]


def usual_winners(state: GameState) -> list[int]:
    """Seats meeting the usual victory condition (enough foreign colonies)."""
    need = state.config.colonies_to_win
    return [s for s, count in enumerate(colony_counts(state)[1]) if count >= need]


def zaps(state: GameState, seat: int) -> list[int]:
    """The Cosmic Zaps in ``seat``'s hand."""
    return [c for c in state.hands[seat] if CARD_NAME[c] == COSMIC_ZAP]


def glimpse(state: GameState, ev: Events, owner: int, viewers: list[int]) -> None:
    """A card of ``owner``'s schizoid deck, taken at random, is shown to ``viewers`` alone, then goes back."""
    deck = state.extra[key(owner)]["deck"]
    if not deck or not viewers:
        return
    state.rng, i = rng.below(state.rng, len(deck))
    reality = int(deck[i])
    note(ev, "schizoid_glimpsed", seat=owner, players=sorted(viewers))  # the table knows who looked
    card = REALITIES[reality]
    seen = sorted(viewers)
    note(ev, "schizoid_shown", to=tuple(seen), seat=owner, reality=reality, text=card.text, watchers=seen)


@answer("schizoid_choose")
def _on_choose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    reality = int(action["reality"])
    state.extra[key(prompt.seat)] = {
        "reality": reality,
        "deck": [r for r in range(len(REALITIES)) if r != reality],
    }
    note(ev, "schizoid_chosen", seat=prompt.seat)
    _tell_owner(ev, prompt.seat, reality)


def _tell_owner(ev: Events, seat: int, reality: int) -> None:
    """The owner's own log line naming the card it keeps (no one else receives it)."""
    note(ev, "schizoid_kept", to=(seat,), seat=seat, reality=reality, text=REALITIES[reality].text)


@answer("schizoid_zap")
def _on_zap(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    if not action.get("zap"):
        return
    card = int(action["card"])
    if card not in state.hands[seat] or seat not in usual_winners(state):
        return
    discard_from_hand(state, ev, seat, [card])
    note(ev, "schizoid_zapped", seat=seat, card=card, alien=NAME)  # the card lies face up on the pile now
    winners: list[int] = state.extra.setdefault("extra_winners", [])
    if seat not in winners:
        winners.append(seat)
    push(state, ("win_check",))


@answer("schizoid_switch")
def _on_switch(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    data = state.extra[key(prompt.seat)]
    new = int(action["reality"])
    if new not in data["deck"]:
        return
    data["deck"] = sorted([*[r for r in data["deck"] if r != new], int(data["reality"])])
    data["reality"] = new
    note(ev, "schizoid_switched", seat=prompt.seat)
    _tell_owner(ev, prompt.seat, new)


class Schizoid(Power):
    """Alter Reality."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Game setup: pick one of the six schizoid cards in secret and keep it face down; the other five "
        "are your schizoid deck. While your power is on, the card you keep is how anyone wins the usual "
        "way, in place of the foreign colonies (wins of other aliens still work). A player who has the "
        "usual colonies may Cosmic Zap you to win. When your side loses an encounter, the winners are "
        "shown one card of your deck at random, which then goes back."
    )
    wild_text: ClassVar[str] = (
        "Classic card: once an encounter's cards are discarded, trade places with another player: home "
        "systems and every ship go with them, hands and powers stay. Alternate card: at the start of your "
        "turn, see one card of the Schizoid's deck picked at random."
    )
    super_text: ClassVar[str] = (
        "Classic card: once an encounter of your turn is over, secretly trade your schizoid card for one "
        "of your deck that makes nobody win at once. Alternate card: when your side loses, the winners are "
        "shown nothing."
    )
    flare_source: ClassVar[str] = "reconstructed"
    setup: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = ()
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, ANY), Use("alt_wild", START_TURN, OFFENSE))
    super_: ClassVar[tuple[Use, ...]] = (Use("super", END, OFFENSE), Use("alt_super", RESOLVED, ANY))
    hears: ClassVar[tuple[type[Moment], ...]] = (Setup, EncounterEnd)
    prompt_titles: ClassVar[dict[str, str]] = {
        "schizoid_choose": "Which schizoid card do you keep?",
        "schizoid_zap": "Cosmic Zap the Schizoid to win?",
        "schizoid_switch": "Which schizoid card do you take instead?",
    }
    use_texts: ClassVar[dict[str, str]] = {
        "wild": "trade places with {player}",
        "alt_wild": "see a card of the Schizoid's deck",
        "super": "trade your schizoid card",
        "alt_super": "show the winners nothing",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "schizoid_chosen": lambda d, name: f"{name(d['seat'])} keeps a schizoid card face down.",
        "schizoid_glimpsed": lambda d, name: (
            f"{', '.join(name(p) for p in d['players'])} see a card of {name(d['seat'])}'s schizoid deck."
        ),
        "schizoid_shown": lambda d, name: f"Not {name(d['seat'])}'s card: {d['text']}.",
        "schizoid_kept": lambda d, name: f"Your schizoid card (yours alone to see): {d['text']}.",
        "schizoid_zapped": lambda d, name: f"{name(d['seat'])} zaps the Schizoid and claims the usual win.",
        "schizoid_switched": lambda d, name: f"{name(d['seat'])} trades its schizoid card for another.",
        "schizoid_swapped": lambda d, name: f"{name(d['seat'])} and {name(d['player'])} trade places.",
        "schizoid_hidden": lambda d, name: f"{name(d['seat'])} shows the winners nothing.",
    }

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                if key(seat) in state.extra:
                    return
                state.extra[key(seat)] = {"reality": -1, "deck": []}
                options = [
                    {"type": "schizoid_card", "reality": r, "text": card.text}
                    for r, card in enumerate(REALITIES)
                ]
                ask_choice(state, ev, seat, "schizoid_choose", options)
            case EncounterEnd():
                self._after_loss(state, ev, seat)
                self._offer_zaps(state, ev, seat)

    def _after_loss(self, state: GameState, ev: Events, seat: int) -> None:
        """On the losing side, the winners see one card of the deck (none under the alternate Super)."""
        enc = state.enc
        side = hooks.side_of(state, seat)
        if enc.outcome not in SIDES or not side or side == enc.outcome:
            return
        if hooks.scratch(state, NAME).get("hidden") == seat:
            return
        winners = [s for s in range(state.n) if hooks.side_of(state, s) == enc.outcome]
        glimpse(state, ev, seat, winners)

    def _offer_zaps(self, state: GameState, ev: Events, seat: int) -> None:
        """Players with the usual colonies and a Cosmic Zap may zap the Schizoid to win."""
        reality = chosen(state, seat)
        if reality < 0:
            return
        for s in timing_order(state):
            held = zaps(state, s)
            if s == seat or not held or s not in usual_winners(state) or meets(state, reality, s):
                continue  # a seat meeting the card wins without it
            options = [
                {"type": "schizoid_zap", "zap": True, "card": held[0]},
                {"type": "schizoid_zap", "zap": False},
            ]
            ask_choice(state, ev, s, "schizoid_zap", options)

    def normal_victory(self, state: GameState, seat: int) -> list[int] | None:
        reality = chosen(state, seat)
        if reality < 0 or not state.power_on[seat]:
            return None
        return meeting(state, reality)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        alternate = state.config.schizoid_flare == SCHIZOID_ALTERNATE
        if (use.key in _ALTERNATE) != alternate:
            return []
        owner = hooks.owner_of(state, NAME)
        if owner < 0 or chosen(state, owner) < 0:
            return []
        if use.key == "wild":
            return [{"player": s} for s in range(state.n) if s != seat]
        if use.key == "alt_wild":
            return [{}] if state.extra[key(owner)]["deck"] else []
        if use.key == "alt_super":
            enc = state.enc
            side = hooks.side_of(state, seat)
            return [{}] if enc.outcome in SIDES and side and side != enc.outcome else []
        return [{}] if self._switches(state, seat) else []

    def _switches(self, state: GameState, seat: int) -> list[dict[str, Any]]:
        """The classic Super's choices: deck cards that make nobody win at once."""
        deck = state.extra[key(seat)]["deck"] if key(seat) in state.extra else []
        return [
            {"type": "schizoid_switch", "reality": r, "text": REALITIES[r].text}
            for r in deck
            if not meeting(state, r)
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            player = int(action["player"])
            swap_positions(state, ev, seat, player)
            note(ev, "schizoid_swapped", seat=seat, player=player)
        elif use == "alt_wild":
            glimpse(state, ev, hooks.owner_of(state, NAME), [seat])
        elif use == "alt_super":
            hooks.scratch(state, NAME)["hidden"] = seat
            note(ev, "schizoid_hidden", seat=seat)
        else:
            switches = self._switches(state, seat)
            if switches:
                ask_choice(state, ev, seat, "schizoid_switch", switches)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = state.extra.get(key(seat))
        return {"schizoid_deck": len(data["deck"])} if data else {}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        reality = chosen(state, seat)
        if reality < 0:
            return {}
        card = REALITIES[reality]
        return {"schizoid_card": card.title, "schizoid_text": card.text}

    def forget(self, state: GameState, seat: int) -> None:
        """A copy dealt again for another seat: the kept card becomes the first of the deck (any will do for
        someone who does not know it)."""
        data = state.extra.get(key(seat))
        if data and data["deck"] and int(data["reality"]) >= 0:
            first = int(data["deck"][0])
            data["deck"] = sorted([*data["deck"][1:], int(data["reality"])])
            data["reality"] = first


register(Schizoid)
