"""The cosmic deck, the discard pile and hands: draws, reshuffles, new hands, Cosmic Quake and Aftershock."""

from __future__ import annotations

from game import hooks, rng
from game.cards.catalog import CARD_KIND, CARD_NAME, IS_ENCOUNTER
from game.core import Events, note, push
from game.state import GameState

HAND_SIZE = 8
RESHUFFLES = "deck_reshuffles"  # state.extra: how many times the discard pile has become the deck
DESTINY_RESHUFFLES = "destiny_reshuffles"  # state.extra: how many times the destiny deck was reshuffled
RESHUFFLED_IN = "reshuffled_in"  # state.extra: the encounter (state.encounters) of the last reshuffle


def count_reshuffle(state: GameState, which: str) -> None:
    """Record a reshuffle of the cosmic deck (``RESHUFFLES``) or the destiny deck (``DESTINY_RESHUFFLES``)
    and the encounter it happened in (powers that answer it: Tick-Tock Wild)."""
    state.extra[which] = state.extra.get(which, 0) + 1
    state.extra[RESHUFFLED_IN] = state.encounters


def has_encounter_card(hand: list[int]) -> bool:
    """True if the hand holds an attack, negotiate or morph."""
    return any(IS_ENCOUNTER[c] for c in hand)


def discard_cards(state: GameState, ev: Events, cards: list[int], seat: int = -1) -> None:
    """Put cards face up on the cosmic discard pile (public), last card on top."""
    if not cards:
        return
    state.discard.extend(cards)
    note(ev, "discarded", seat=seat, cards=list(cards))
    if "discard_watch" in state.enc.flags:
        hooks.discarded(state, ev, list(cards), seat)
    if state.any_alien and "_quake" not in state.enc.flags:  # powers that take discards (Vulch, FAQ X12)
        hooks.any_discard(state, ev, list(cards), seat)


def discard_from_hand(state: GameState, ev: Events, seat: int, cards: list[int]) -> None:
    """Move cards from ``seat``'s hand to the discard pile."""
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    discard_cards(state, ev, cards, seat)


def _reshuffle(state: GameState, ev: Events) -> None:
    state.deck = state.discard
    state.discard = []
    state.rng = rng.shuffle(state.rng, state.deck)
    note(ev, "deck_reshuffled", size=len(state.deck))
    count_reshuffle(state, RESHUFFLES)  # powers that react to it (Tick-Tock)


def draw(state: GameState, ev: Events, seat: int, count: int, new_hand: bool = False) -> list[int]:
    """Draw ``count`` cards into ``seat``'s hand, reshuffling and quaking as needed (R8, FAQ Q1-Q3).

    A quake deals everyone eight, so a draw for a new hand ends there; any other draw carries on.
    """
    drawn: list[int] = []
    for _ in range(count):
        if not state.deck:
            if state.discard:
                _reshuffle(state, ev)
            else:
                _report_draw(ev, seat, drawn, _watchers(state, seat))
                drawn = []
                cosmic_quake(state, ev)
                if new_hand or not state.deck:
                    return drawn
        card = state.deck.pop()
        state.hands[seat].append(card)
        drawn.append(card)
    _report_draw(ev, seat, drawn, _watchers(state, seat))
    if drawn and state.any_alien:  # powers may answer a draw from the deck (windows.DREW)
        push(state, ("happened", "drew", seat, len(drawn)))
    return drawn


def _watchers(state: GameState, seat: int) -> tuple[int, ...]:
    """Seats that also see the cards ``seat`` draws this encounter (``flags["draw_watch"]``)."""
    watch = state.enc.flags.get("draw_watch")
    return tuple(watch.get(str(seat), ())) if watch else ()


def _report_draw(ev: Events, seat: int, drawn: list[int], watchers: tuple[int, ...] = ()) -> None:
    if drawn:
        note(ev, "drew", seat=seat, count=len(drawn))
        if watchers:  # seats a power lets see these draws (Mind Wild)
            to = (seat, *watchers)
            note(ev, "drew_cards", to=to, seat=seat, cards=list(drawn), watchers=list(watchers))
        else:
            note(ev, "drew_cards", to=(seat,), seat=seat, cards=list(drawn))


def new_hand(state: GameState, ev: Events, seat: int) -> None:
    """Show the hand (it holds no encounter card), discard it, and draw eight (R3.2.1, R3.7.1).

    If the fresh hand still has no encounter card the player does it again; the deck cannot run dry
    of encounter cards forever because a Cosmic Quake gathers every hand.
    """
    for _ in range(64):
        hand = state.hands[seat]
        note(ev, "hand_shown", seat=seat, cards=list(hand))
        if not state.deck and not state.discard:
            # FAQ Q1: a new hand is due and there is nothing to draw it from: the quake deals everyone
            # eight (discarding first would only hand the player its own cards back)
            cosmic_quake(state, ev)
        else:
            kept = hooks.keep_on_new_hand(state, seat, hand) if state.any_alien else []  # Vulch, Miser Wild
            state.hands[seat] = kept
            discard_cards(state, ev, [c for c in hand if c not in kept], seat)
            note(ev, "new_hand", seat=seat, kept=list(kept))
            draw(state, ev, seat, HAND_SIZE, new_hand=True)
        if has_encounter_card(state.hands[seat]):
            return
    raise RuntimeError("no encounter card reachable for a new hand")


def cosmic_quake(state: GameState, ev: Events) -> None:
    """Everyone discards their hand; the discards become the deck; everyone gets eight (FAQ Q1).

    If that cannot give every player eight cards, the Aftershock gathers every cosmic card that is not
    on the table in the current encounter and deals again (FAQ Q2).
    """
    note(ev, "cosmic_quake")
    state.enc.flags["_quake"] = True  # everyone discards at once: nothing is taken on its way (Vulch)
    for seat in range(state.n):
        hand = state.hands[seat]
        state.hands[seat] = []
        discard_cards(state, ev, hand, seat)
    shock = len(state.discard) + len(state.deck) < HAND_SIZE * state.n
    if shock:
        note(ev, "cosmic_aftershock")
        if state.any_alien:  # cards kept outside hands (Miser's hoard) are discarded too
            hooks.aftershock(state, ev, False)
    del state.enc.flags["_quake"]
    state.deck.extend(state.discard)
    state.discard = []
    state.rng = rng.shuffle(state.rng, state.deck)
    for seat in range(state.n):
        take_n = min(HAND_SIZE, len(state.deck))
        cards = state.deck[len(state.deck) - take_n :]
        del state.deck[len(state.deck) - take_n :]
        cards.reverse()
        state.hands[seat].extend(cards)
        _report_draw(ev, seat, cards, _watchers(state, seat))
    if shock and state.any_alien:  # aliens dealt cards at game setup take them again
        hooks.aftershock(state, ev, True)


def take_random(state: GameState, src: int, count: int) -> list[int]:
    """Remove up to ``count`` cards chosen at random from ``src``'s hand (compensation, FAQ T10)."""
    hand = state.hands[src]
    taken: list[int] = []
    for _ in range(min(count, len(hand))):
        state.rng, i = rng.below(state.rng, len(hand))
        taken.append(hand.pop(i))
    return taken


def card_label(card: int) -> str:
    """Short readable card name."""
    return CARD_NAME[card]


def kind_of(card: int) -> str:
    """The printed type of a card."""
    return CARD_KIND[card]
