"""The cosmic deck, the discard pile and hands: draws, reshuffles, new hands, Cosmic Quake and Aftershock.
With the reward deck variant, also the reward deck and its own discard pile (docs/rules.md, "Reward deck")."""

from __future__ import annotations

from typing import Any

from game import hooks, rng, seen
from game.cards.catalog import CARD_BACK, CARD_KIND, CARD_NAME, IS_ENCOUNTER, REWARD
from game.config import REWARDS_DECK
from game.core import Events, note, push
from game.moments import AnyDiscard, NewHand
from game.piles import note_discarded, put_on_discard
from game.state import GameState
from game.window_cards import cards_for_held

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


def needs_new_hand(state: GameState, seat: int) -> bool:
    """Does ``seat`` draw a new hand when the rules check (Start Turn, Planning, after a new hand): it holds
    no encounter card, or fewer than its power asks for (``Power.encounter_cards_wanted``, Deuce)?"""
    hand = state.hands[seat]
    if not state.any_alien:
        return not has_encounter_card(hand)
    return sum(1 for c in hand if IS_ENCOUNTER[c]) < hooks.encounter_cards_wanted(state, seat)


def reward_backs(state: GameState) -> bool:
    """True when reward cards keep their own back, deck and discard pile (the reward deck variant). With
    common rewards they are shuffled into the cosmic deck and count as cosmic cards in every way."""
    return state.config.rewards == REWARDS_DECK


def is_reward(state: GameState, card: int) -> bool:
    """Does ``card`` show the reward back at this table?"""
    return CARD_BACK[card] == REWARD and state.config.rewards == REWARDS_DECK


def reward_count(state: GameState, cards: list[int]) -> int:
    """How many of ``cards`` show the reward back (backs are public: FAQ T10, R1)."""
    if state.config.rewards != REWARDS_DECK:
        return 0
    return sum(1 for c in cards if CARD_BACK[c] == REWARD)


def pile_for(state: GameState, card: int) -> list[int]:
    """The discard pile ``card`` goes to: the reward pile for a reward card (FAQ T3), else the cosmic one."""
    return state.reward_discard if is_reward(state, card) else state.discard


def in_discard(state: GameState, card: int) -> bool:
    """Is ``card`` on its discard pile? (Powers that grab a card just discarded may take reward cards too:
    FAQ X12, R4; effects that later reach into "the discard pile" see only the cosmic one.)"""
    return card in pile_for(state, card)


def take_from_discard(state: GameState, card: int) -> None:
    """Remove ``card`` from the discard pile it lies on."""
    pile_for(state, card).remove(card)


def just_discarded(state: GameState, cards: list[int]) -> bool:
    """Are ``cards`` still the last cards put on their discard piles (each pile's top, in order)?"""
    if not cards:
        return False
    for pile in (state.discard, state.reward_discard):
        mine = [c for c in cards if pile_for(state, c) is pile]
        if mine and pile[-len(mine) :] != mine:
            return False
    return True


def take_just_discarded(state: GameState, cards: list[int]) -> None:
    """Take ``cards`` (``just_discarded``) off the tops of their piles."""
    for pile in (state.discard, state.reward_discard):
        mine = [c for c in cards if pile_for(state, c) is pile]
        if mine:
            del pile[-len(mine) :]


def under_deck(state: GameState, cards: list[int]) -> None:
    """Put cards face down under the deck that matches their backs (FAQ R3: a reward card goes under the
    reward deck)."""
    reward = [c for c in cards if is_reward(state, c)]
    state.deck[0:0] = [c for c in cards if c not in reward]
    state.reward_deck[0:0] = reward


def discard_cards(state: GameState, ev: Events, cards: list[int], seat: int = -1) -> None:
    """Put cards face up on the discard pile of their back (public), last card on top. With the reward deck
    variant the event's ``reward`` lists the cards that went to the reward discard pile."""
    if not cards:
        return
    note_discarded(ev, seat, cards, put_on_discard(state, cards))
    if state.enc.mods.discard_watch is not None:
        hooks.discarded(state, ev, list(cards), seat)
    if state.any_alien and state.enc.mods.quake is None:  # powers that take discards (Vulch, FAQ X12)
        hooks.any_discard(state, ev, list(cards), seat)
    if state.any_alien and hooks.LISTENERS.get(AnyDiscard):  # effects lasting while a card is held
        hooks.table_discard(state, ev, list(cards))


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
                _report_draw(state, ev, seat, drawn, _watchers(state, seat))
                drawn = []
                cosmic_quake(state, ev)
                if new_hand or not state.deck:
                    return drawn
        card = state.deck.pop()
        state.hands[seat].append(card)
        drawn.append(card)
    _report_draw(state, ev, seat, drawn, _watchers(state, seat))
    if drawn and (state.any_alien or answerable(state, "drew")):  # windows.DREW: powers, Wilds answer it
        if state.enc.mods.drawn is None:
            state.enc.mods.drawn = []
        kept = state.enc.mods.drawn
        kept.append(list(drawn))
        push(state, ("happened", "drew", seat, len(drawn), len(kept) - 1))
    return drawn


def answerable(state: GameState, window: str) -> bool:
    """At a table without aliens: does anyone hold a card that may answer ``window`` (a Wild of Mind,
    Remora, Ethic ...)? Flares are dealt there too, and played as Wilds."""
    return cards_for_held(state, window)


def drawn_cards(state: GameState, record: dict[str, Any]) -> list[int]:
    """The cards a DREW record's draw (``enc.mods.draws``) put into its player's hand, those it still
    holds: the cosmic cards of that draw and nothing else (never a reward card drawn with them, FAQ T2).
    Secret: only the drawer knows them unless a power shows them."""
    index = record.get("drawn", -1)
    kept = state.enc.mods.drawn or ()
    if not isinstance(index, int) or not 0 <= index < len(kept):
        return []
    hand = state.hands[record["seat"]]
    return [c for c in kept[index] if c in hand]


def draw_rewards(state: GameState, ev: Events, seat: int, count: int) -> list[int]:
    """Draw up to ``count`` cards from the reward deck into ``seat``'s hand. An empty reward deck takes its
    discard pile, shuffled; when both are empty no more reward cards can be drawn, and the draw stops
    short. The reward deck never causes a cosmic quake, and it is not "the deck" for powers that watch
    draws (FAQ T2, Q3)."""
    drawn: list[int] = []
    for _ in range(count):
        if not state.reward_deck:
            if not state.reward_discard:
                note(ev, "reward_deck_empty", seat=seat, short=count - len(drawn))
                break
            state.reward_deck = state.reward_discard
            state.reward_discard = []
            state.rng = rng.shuffle(state.rng, state.reward_deck)
            note(ev, "reward_deck_reshuffled", size=len(state.reward_deck))
        card = state.reward_deck.pop()
        state.hands[seat].append(card)
        drawn.append(card)
    if drawn:
        note(ev, "drew_rewards", seat=seat, count=len(drawn))
        note(ev, "drew_cards", to=(seat,), seat=seat, cards=list(drawn), reward=True)
    return drawn


def _watchers(state: GameState, seat: int) -> tuple[int, ...]:
    """Seats that also see the cards ``seat`` draws this encounter (``mods.draw_watch``)."""
    watch = state.enc.mods.draw_watch
    return tuple(watch.get(str(seat), ())) if watch else ()


def _report_draw(
    state: GameState, ev: Events, seat: int, drawn: list[int], watchers: tuple[int, ...] = ()
) -> None:
    if drawn:
        note(ev, "drew", seat=seat, count=len(drawn))
        if watchers:  # seats a power lets see these draws (Mind Wild): they know these cards now
            to = (seat, *watchers)
            note(ev, "drew_cards", to=to, seat=seat, cards=list(drawn), watchers=list(watchers))
            for watcher in watchers:
                seen.show_drawn(state, watcher, seat, drawn, "draw_watch")
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
            heard = state.any_alien and bool(hooks.LISTENERS.get(NewHand))
            quakes = _quakes(ev) if heard else 0
            if seat in (state.enc.mods.new_hand_partial or ()):
                _partial_hand(state, ev, seat)
            else:
                draw(state, ev, seat, HAND_SIZE, new_hand=True)
            if heard and _quakes(ev) == quakes:
                hooks.new_hand(state, ev, seat, "new_hand")  # a quake on the way dealt everyone one
        if not needs_new_hand(state, seat):
            return
    raise RuntimeError("no encounter card reachable for a new hand")


def _partial_hand(state: GameState, ev: Events, seat: int) -> None:
    """A new hand drawn one card at a time until it holds an encounter card (``mods.new_hand_partial``,
    Cavalry Wild); the rest of the eight is drawn when the encounter ends (``mods.new_hand_rest``)."""
    drawn = 0
    while drawn < HAND_SIZE and not has_encounter_card(state.hands[seat]):
        if not draw(state, ev, seat, 1, new_hand=True):
            return  # a quake dealt the hand
        drawn += 1
    if drawn < HAND_SIZE:
        mods = state.enc.mods
        mods.new_hand_rest = {**(mods.new_hand_rest or {}), str(seat): HAND_SIZE - drawn}
        note(ev, "new_hand_partial", seat=seat, now=drawn, rest=HAND_SIZE - drawn)


def draw_hand_rest(state: GameState, ev: Events) -> None:
    """The encounter is over: seats that drew a partial new hand draw the rest of it."""
    rest = state.enc.mods.new_hand_rest or {}
    state.enc.mods.new_hand_rest = None
    for seat, count in sorted(rest.items()):
        draw(state, ev, int(seat), count)


def _quakes(ev: Events) -> int:
    """Cosmic Quakes noted so far in ``ev`` (a new hand cut short by one is the quake's new hand)."""
    return sum(1 for e in ev if e.kind == "cosmic_quake")


def cosmic_quake(state: GameState, ev: Events) -> None:
    """Everyone discards their hand; the discards become the deck; everyone gets eight (FAQ Q1).

    If that cannot give every player eight cards, the Aftershock gathers every cosmic card that is not
    on the table in the current encounter and deals again (FAQ Q2).
    """
    note(ev, "cosmic_quake")
    state.enc.mods.quake = True  # everyone discards at once: nothing is taken on its way (Vulch)
    for seat in range(state.n):
        hand = state.hands[seat]
        state.hands[seat] = []
        discard_cards(state, ev, hand, seat)
    shock = len(state.discard) + len(state.deck) < HAND_SIZE * state.n
    if shock:
        note(ev, "cosmic_aftershock")
        if state.any_alien:  # cards kept outside hands (Miser's hoard) are discarded too
            hooks.aftershock(state, ev, False)
    state.enc.mods.quake = None
    state.deck.extend(state.discard)
    state.discard = []
    state.rng = rng.shuffle(state.rng, state.deck)
    for seat in range(state.n):
        take_n = min(HAND_SIZE, len(state.deck))
        cards = state.deck[len(state.deck) - take_n :]
        del state.deck[len(state.deck) - take_n :]
        cards.reverse()
        state.hands[seat].extend(cards)
        _report_draw(state, ev, seat, cards, _watchers(state, seat))
    if shock and state.any_alien:  # aliens dealt cards at game setup take them again
        hooks.aftershock(state, ev, True)
    if state.any_alien and hooks.LISTENERS.get(NewHand):  # a new hand for everyone (Relic)
        for seat in range(state.n):
            hooks.new_hand(state, ev, seat, "quake")


def take_random(state: GameState, src: int, count: int) -> list[int]:
    """Remove up to ``count`` cards chosen at random from ``src``'s hand (compensation, FAQ T10)."""
    hand = state.hands[src]
    taken: list[int] = []
    for _ in range(min(count, len(hand))):
        state.rng, i = rng.below(state.rng, len(hand))
        taken.append(hand.pop(i))
    return taken


def take_random_from(state: GameState, src: int, cards: list[int], count: int) -> list[int]:
    """Remove up to ``count`` cards chosen at random among ``cards`` (those still in ``src``'s hand) from
    that hand: cards just drawn or gained, taken without a look (Extortionist)."""
    pool = [c for c in cards if c in state.hands[src]]
    taken: list[int] = []
    for _ in range(min(count, len(pool))):
        state.rng, i = rng.below(state.rng, len(pool))
        card = pool.pop(i)
        state.hands[src].remove(card)
        taken.append(card)
    return taken


def reveal_top(state: GameState, ev: Events, count: int) -> list[int]:
    """Take up to ``count`` cards off the top of the cosmic deck to be turned face up on the table (the
    discard pile is shuffled in when the deck runs out; with both empty fewer are revealed: a reveal is no
    draw, so no quake). The caller puts them where the census finds them (face up) before naming them in
    a public event (Bandit's spin)."""
    cards: list[int] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            _reshuffle(state, ev)
        cards.append(state.deck.pop())
    return cards


def discard_kind(state: GameState, ev: Events, seat: int, kind: str) -> list[int]:
    """``seat`` discards every card of type ``kind`` from its hand (Bandit's triple); the cards it
    discarded (none if it held none)."""
    cards = [c for c in state.hands[seat] if CARD_KIND[c] == kind]
    if cards:
        discard_from_hand(state, ev, seat, cards)
    return cards


def card_label(card: int) -> str:
    """Short readable card name."""
    return CARD_NAME[card]


def kind_of(card: int) -> str:
    """The printed type of a card."""
    return CARD_KIND[card]
