"""Magician (Cosmic Incursion): as a main player, before encounter cards are chosen, its opponent puts two
encounter cards face down; Magician takes one of them at random into its hand, chooses its own card as
usual (that one too, if it likes), and the opponent must play the other.

Rulings: "at random" means without seeing the faces (FAQ T10): the backs are public, so at a reward-deck
table Magician picks a back when the two differ. An opponent with a single encounter card proves it by
showing Magician (only Magician: "showing you") its hand except that card, and the power does nothing.
Against Deuce with two encounter cards, Deuce puts both up; Deuce's own power then follows (FAQ "Magician
(CI)": as the offense its turn ends, as the defense it draws a new hand). Not with Oracle.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, rng, seen
from game.cards.catalog import IS_ENCOUNTER
from game.core import ANSWERS, Events, answer, ask, ask_choice, note, push, step
from game.deck import is_reward, new_hand, reward_backs
from game.encounter_mods import need
from game.hooks import MAIN, RED, Power, Use, opponent, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import PLANNING, USING, pending_play

TRICK = "_trick"  # scratch: {"magician", "opponent", "cards", "up"}: the two cards put up (secret)
SUPER = "super"  # scratch: the seat whose Super turns one of the two cards face up
TRICK_CARDS = 2
WILD_CARDS = 3


def encounter_cards(state: GameState, seat: int) -> list[int]:
    """The encounter cards in ``seat``'s hand."""
    return [c for c in state.hands[seat] if IS_ENCOUNTER[c]]


def _put_up(state: GameState, ev: Events, seat: int, ctx: str, count: int) -> None:
    """``seat`` puts ``count`` of its encounter cards face down (its choice; all of them if it has just
    that many)."""
    cards = encounter_cards(state, seat)
    if len(cards) == count:
        ANSWERS[ctx](state, ev, Prompt(0, seat, CARDS, ctx), {"type": ctx, "cards": sorted(cards)})
        return
    ask(state, seat, CARDS, ctx, spec={"type": ctx, "from": cards, "count": count})


def _back(state: GameState, card: int) -> str:
    return "reward" if is_reward(state, card) else "cosmic"


def _force(state: GameState, seat: int, card: int) -> None:
    if state.enc.mods.forced_secret is None:
        state.enc.mods.forced_secret = {}
    state.enc.mods.forced_secret[str(seat)] = card


class Magician(Power):
    """Prestidigitation."""

    name: ClassVar[str] = "Magician"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player, before encounter cards are chosen, your opponent must put two encounter cards "
        "face down. You take one of them at random into your hand, then choose your own card as usual "
        "(it may be that one); your opponent must play the other. If your opponent holds a single "
        "encounter card, it shows you the rest of its hand and nothing happens. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are chosen: your opponent puts three encounter cards face down and "
        "must play one of them taken at random; the other two go back to its hand. With fewer than three "
        "encounter cards it discards its hand and draws a new one first."
    )
    super_text: ClassVar[str] = (
        "As you use your power, before you take a card: one of the two cards turns face up, and you take "
        "either the face-up card or the face-down one."
    )
    flare_source: ClassVar[str] = "reconstructed"
    excludes: ClassVar[tuple[str, ...]] = ("Oracle",)
    uses: ClassVar[tuple[Use, ...]] = (Use("trick", PLANNING, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)  # target: the trick's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        other = opponent(state, seat)
        if other < 0 or not encounter_cards(state, other):
            return []
        if use.key == "super":
            play = pending_play(state, target)
            ok = play is not None and play["seat"] == seat and play.get("alien") == self.name
            return [{}] if ok and play is not None and play["use"] == "trick" else []
        return [{"player": other}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        other = int(action.get("player", opponent(state, seat)))
        if use == "super":
            hooks.scratch(state, "Magician")[SUPER] = seat
            note(ev, "magician_super", seat=seat)
            return
        if use == "wild":
            if len(encounter_cards(state, other)) < WILD_CARDS:
                new_hand(state, ev, other)
            push(state, ("magician_wild_three", seat, other))
            return
        cards = encounter_cards(state, other)
        if len(cards) < TRICK_CARDS:  # it proves it holds one: Magician sees the rest of its hand
            rest = [c for c in state.hands[other] if c not in cards]
            note(ev, "magician_no_effect", seat=seat, player=other)
            note(ev, "hand_proved", to=(other, seat), seat=other, receiver=seat, cards=rest)
            seen.show_drawn(state, seat, other, rest, "Magician/proof")
            return
        _put_up(state, ev, other, "magician_two", TRICK_CARDS)

    def dealt_again(self, state: GameState, seat: int, sampled: int | None) -> None:
        """The pair put down is a secret of the opponent's hand: in a copy dealt again for anyone else, a
        card of the pair that left the hand is replaced by another of the hand (encounter cards first)."""
        trick = hooks.scratch(state, "Magician").get(TRICK)
        if not trick or sampled == trick["opponent"]:
            return
        hand = state.hands[trick["opponent"]]
        kept = [c for c in trick["cards"] if c in hand]
        spare = sorted((c for c in hand if c not in kept), key=lambda c: not IS_ENCOUNTER[c])
        trick["cards"] = kept + spare[: len(trick["cards"]) - len(kept)]
        if trick["up"] not in trick["cards"]:
            trick["up"] = -1


register(Magician)


@answer("magician_two")
def _on_two(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The opponent put two cards face down: one may turn face up (Super); Magician takes one."""
    other = prompt.seat
    magician = opponent(state, other)
    cards = list(action["cards"])
    mods = state.enc.mods
    trick: dict[str, Any] = {"magician": magician, "opponent": other, "cards": cards, "up": -1}
    hooks.scratch(state, "Magician")[TRICK] = trick
    if reward_backs(state):
        note(ev, "magician_cards_down", seat=other, player=magician, backs=[_back(state, c) for c in cards])
    else:
        note(ev, "magician_cards_down", seat=other, player=magician)
    options: list[dict[str, Any]]
    if hooks.scratch(state, "Magician").pop(SUPER, -1) == magician:
        state.rng, i = rng.below(state.rng, len(cards))
        trick["up"] = cards[i]
        if mods.shown is None:
            mods.shown = []
        mods.shown.append(cards[i])  # face up for the table from now on
        note(ev, "magician_card_up", seat=other, card=cards[i])
        options = [{"type": "magician_take", "take": "up"}, {"type": "magician_take", "take": "down"}]
    elif len({_back(state, c) for c in cards}) > 1:  # backs are visible (T10): pick one
        options = [{"type": "magician_take", "take": b} for b in ("reward", "cosmic")]
    else:
        options = [{"type": "magician_take", "take": "random"}]
    ask_choice(state, ev, magician, "magician_take", options)


@answer("magician_take")
def _on_take(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    mods = state.enc.mods
    trick = hooks.scratch(state, "Magician").pop(TRICK)
    magician, other, cards, up = trick["magician"], trick["opponent"], trick["cards"], trick["up"]
    how = action["take"]
    if how == "up":
        pool = [up]
    elif how == "down":
        pool = [c for c in cards if c != up]
    elif how in ("reward", "cosmic"):
        pool = [c for c in cards if _back(state, c) == how]
    else:
        pool = list(cards)
    state.rng, i = rng.below(state.rng, len(pool))
    taken = pool[i]
    left = next(c for c in cards if c != taken)
    if taken == up:  # named while still face up, then it goes to Magician's hand
        note(ev, "magician_took", seat=magician, player=other, card=taken)
        need(mods.shown).remove(taken)
        if not mods.shown:
            mods.shown = None
    else:
        note(ev, "magician_took", seat=magician, player=other)
    state.hands[other].remove(taken)
    state.hands[magician].append(taken)
    note(ev, "magician_took_card", to=(magician, other), taker=magician, payer=other, card=taken)
    _force(state, other, left)
    note(ev, "magician_forced", seat=other)


@step("magician_wild_three")
def magician_wild_three(state: GameState, ev: Events, seat: int, other: int) -> None:
    """Magician Wild: the opponent puts three encounter cards face down (if it has three)."""
    if len(encounter_cards(state, other)) < WILD_CARDS:
        note(ev, "magician_no_effect", seat=seat, player=other)
        return
    _put_up(state, ev, other, "magician_three", WILD_CARDS)


@answer("magician_three")
def _on_three(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """One of the three cards, taken at random, is the opponent's encounter card; the others go back."""
    other = prompt.seat
    cards = list(action["cards"])
    state.rng, i = rng.below(state.rng, len(cards))
    _force(state, other, cards[i])
    note(ev, "magician_three_down", seat=other)
    note(ev, "magician_wild_card", to=(other,), seat=other, card=cards[i])
