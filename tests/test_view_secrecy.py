"""Secrecy: a seat's view (and a spectator's) is a function of what that seat may know, and so are the
events it receives.

The main test is indistinguishability: at many points of random games, for each seat S, every secret S may
not see is shuffled (other hands, the deck order, the unused flares, unrevealed encounter cards of other
seats, the PRNG, other seats' pending answers, prompts and the host's step queue), keeping every public size;
the views of S of the original and the scrambled state must be identical. If a view carried any of those
secrets, some scramble would change it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from support import Driver, examples, find_state, variant_config

from game import hooks
from game.engine import apply, new_game
from game.events import Event
from game.prompts import Prompt
from game.rng import Rng
from game.state import GameState
from game.view import events_for, view_for
from game.windows import REGROUP

players = st.integers(min_value=3, max_value=5)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _observers(state: GameState) -> list[int | None]:
    return [None, *range(state.n)]


def _hidden_slots(state: GameState, seat: int | None) -> list[tuple[Any, Any]]:
    """(container, key) of every card ``seat`` may not see; a container is a list or the Encounter."""
    slots: list[tuple[Any, Any]] = [(state.deck, i) for i in range(len(state.deck))]
    slots += [(state.unused_flares, i) for i in range(len(state.unused_flares))]
    for s, hand in enumerate(state.hands):
        if s != seat:
            slots += [(hand, i) for i in range(len(hand))]
    enc = state.enc
    if not enc.revealed:
        if state.offense != seat and enc.off_card >= 0:
            slots.append((enc, "off_card"))
        if enc.defense != seat and enc.def_card >= 0:
            slots.append((enc, "def_card"))
    return slots


def _get(container: Any, key: Any) -> int:
    return getattr(container, key) if isinstance(key, str) else container[key]  # type: ignore[no-any-return]


def _set(container: Any, key: Any, value: int) -> None:
    if isinstance(key, str):
        setattr(container, key, value)
    else:
        container[key] = value


def scramble(state: GameState, seat: int | None, r: Rng) -> GameState:
    """A copy of ``state`` in which everything ``seat`` may not know is shuffled or blanked."""
    t = state.copy()
    slots = _hidden_slots(t, seat)
    cards = [_get(c, k) for c, k in slots]
    r.shuffle(cards)
    for (c, k), card in zip(slots, cards, strict=True):
        _set(c, k, card)
    t.rng = (state.rng * 6364136223846793005 + 1442695040888963407) & ((1 << 64) - 1)
    t.queue = []
    # others' pending answers keep their shape (an encounter card pick stays a pick) but not their content
    t.answers = {
        s: a if s == seat else {**a, "card": r.choice(cards)} if "card" in a and cards else {"type": "x"}
        for s, a in t.answers.items()
    }
    t.prompts = [p if p.seat == seat else Prompt(p.id, p.seat, p.kind, p.ctx) for p in t.prompts]
    deal = t.enc.deal
    if deal is not None and "chosen" in deal:
        mine = "offense" if seat == t.offense else "defense" if seat == t.enc.defense else None
        deal["chosen"] = {role: cs if role == mine else [] for role, cs in deal["chosen"].items()}
    return t


def _states(players: int, seed: int) -> Iterable[tuple[GameState, GameState, dict[str, Any], list[Event]]]:
    """(before, after, action, events) for every action of a random game, plus the opening."""
    config = variant_config(players, seed)
    state, opening = new_game(config)
    empty = state.copy()
    for hand in empty.hands:
        hand.clear()
    empty.deck = []
    yield empty, state.copy(), {}, opening
    driver = Driver(players, seed)
    while not state.over:
        before = state.copy()
        action = driver.next_action(state)
        events = apply(state, action)
        yield before, state.copy(), action, events


@settings(max_examples=examples(15), deadline=None)
@given(players=players, seed=seeds)
def test_views_do_not_depend_on_secrets(players: int, seed: int) -> None:
    r = Rng(seed)
    changed = 0
    checked = 0
    for _, state, _, _ in _states(players, seed):
        for seat in _observers(state):
            other = scramble(state, seat, r)
            assert view_for(other, seat) == view_for(state, seat), f"seat {seat} sees a secret"
            checked += 1
            # the scramble is not vacuous: whoever owns a shuffled hand sees the difference
            for s in range(state.n):
                if s != seat and other.hands[s] != state.hands[s]:
                    assert view_for(other, s)["hand"] != view_for(state, s)["hand"]
                    changed += 1
                    break
    assert changed > checked // 2


def public_cards(state: GameState) -> set[int]:
    """Cards every observer sees: face up on the discard pile or the table, or being played."""
    cards = set(state.discard) | set(state.enc.in_play) | {p["card"] for p in state.plays}
    if state.enc.revealed:
        cards |= {c for c in (state.enc.off_card, state.enc.def_card) if c >= 0}
    return cards


def known_cards(state: GameState, seat: int | None) -> set[int]:
    """Cards ``seat`` may know the whereabouts of: the public ones, its hand, its own encounter card."""
    cards = public_cards(state)
    if seat is not None:
        cards |= set(state.hands[seat])
        enc = state.enc
        if seat == state.offense and enc.off_card >= 0:
            cards.add(enc.off_card)
        if seat == enc.defense and enc.def_card >= 0:
            cards.add(enc.def_card)
    return cards


NOT_COSMIC = {"destiny_drawn"}  # ``card`` is a destiny card there
DEAL_TERMS = {"deal_offered", "deal_accepted"}  # terms are table talk: public by design (docs/rules.md)
# events about cards put face up (on the table or the discard pile), which may be shuffled back into the
# deck before the action is over
FACE_UP = {"discarded", "hand_shown", "card_played", "cards_revealed", "play_cancelled", "zapped"}
# events showing cards to the table that may then stay out of sight (a Vulch keeps its artifacts through a
# new hand; a Miser's hoard is shown before it is discarded)
# face up by a rule; a power use shows the table what it will do before the zap window (FAQ Z5)
SHOWN = {
    "hand_shown",
    "hoard_revealed",
    "card_shown",
    "citadel_built",
    "power_used",
    "bluff_called",
    "prayer_drawn",
    "discarded",
}


def card_ids(event: Event) -> list[int]:
    """The cosmic card ids an event carries."""
    if event.kind in NOT_COSMIC or event.kind in DEAL_TERMS:
        return []
    d = event.data
    out: list[int] = []
    if isinstance(d.get("card"), int):
        out.append(d["card"])
    if isinstance(d.get("cards"), list):
        out.extend(d["cards"])
    if event.kind == "cards_revealed":
        out += [c for c in (d["offense"], d["defense"]) if c >= 0]  # -1: kept face down (Gambler)
    return out


PARTY_KEYS = ("seat", "taker", "payer", "giver", "receiver")


def check_events(before: GameState, after: GameState, events: list[Event]) -> None:
    """Every event reaches only the seats it may.

    A private event (``to`` is a tuple) goes only to the seats it is about (the drawer, the two sides of a
    card transfer ...). A public event carries only cards that are face up or in the observer's own hand
    or encounter card, before or after the action, or that an earlier event of the action already showed.
    """
    reshuffled_after = [False] * len(events)
    later = False
    for i in range(len(events) - 1, -1, -1):
        reshuffled_after[i] = later
        later = later or events[i].kind in ("deck_reshuffled", "cosmic_quake")
    for e in events:
        if e.to is not None:
            parties = {e.data[k] for k in PARTY_KEYS if k in e.data} | set(e.data.get("watchers", ()))
            assert set(e.to) <= parties, f"{e} reaches seats it is not about"
        if e.kind in DEAL_TERMS:
            for role, side in e.data["terms"].items():
                owner = before.offense if role == "offense" else before.enc.defense
                assert set(side["cards"]) <= set(before.hands[owner]), "deal terms name a card not held"
    for seat in _observers(after):
        seen: set[int] = set()
        allowed = known_cards(before, seat) | known_cards(after, seat)
        visible = [(i, e) for i, e in enumerate(events) if e.visible_to(seat)]
        assert [e for _, e in visible] == events_for(events, seat)
        for i, e in visible:
            ids = set(card_ids(e))
            if e.to is None:
                extra = set(seen)
                if e.kind in FACE_UP and reshuffled_after[i]:
                    extra |= ids  # face up, then shuffled back into the deck
                if e.kind == "card_played":
                    extra |= ids  # played face up (a flare then goes back; Vulch may take an artifact)
                if e.kind in SHOWN:
                    extra |= ids  # shown to the table by a rule, whatever happens to the cards next
                leaked = ids - allowed - extra
                assert not leaked, f"seat {seat} learns cards {sorted(leaked)} from {e}"
            seen |= ids


def check_prompts(state: GameState) -> None:
    """A seat's prompts name no card outside its hand (deal offers are public terms), except cards a power
    lets it play or discard from outside the hand (``held``, ``spec["outside"]``) or a hand a power lets it
    pick from (``spec["owner"]``)."""
    for p in state.prompts:
        hand = set(state.hands[p.seat])
        for option in p.options:
            if "card" in option:
                if option.get("held"):
                    outside = hooks.playable_cards(state, p.seat) + hooks.discard_sources(state, p.seat)
                    assert (option["held"], option["card"]) in outside
                else:
                    assert option["card"] in hand
        spec = p.spec
        if "owner" in spec:
            hand = set(state.hands[spec["owner"]])
        if "outside" in spec:  # the seat's own cards a power lets it discard as if in hand (a hoard)
            assert set(spec["outside"]) <= {c for _, c in hooks.discard_sources(state, p.seat)}
            hand |= set(spec["outside"])
        for key in ("from", "my_cards"):
            if key in spec:
                assert set(spec[key]) <= hand
        for group in spec.get("groups", []):
            assert set(group) <= hand


@settings(max_examples=examples(80), deadline=None)
@given(players=players, seed=seeds)
def test_events_and_prompts_carry_only_cards_the_seat_may_know(players: int, seed: int) -> None:
    kinds: set[str] = set()
    for before, after, _, events in _states(players, seed):
        check_events(before, after, events)
        check_prompts(after)
        kinds |= {e.kind for e in events if card_ids(e)}
    assert {"drew_cards", "card_chosen", "cards_revealed", "discarded"} <= kinds


@settings(max_examples=examples(20), deadline=None)
@given(players=players, seed=seeds)
def test_own_view_has_own_hand_card_and_prompts_only(players: int, seed: int) -> None:
    for _, state, _, _ in _states(players, seed):
        spectator = view_for(state, None)
        assert spectator["hand"] is None and spectator["my_card"] is None and spectator["prompts"] == []
        assert spectator["waiting_on"] == sorted({p.seat for p in state.prompts if p.ctx != "window"})
        enc = state.enc
        for seat in range(state.n):
            view = view_for(state, seat)
            assert view["hand"] == state.hands[seat]
            assert view["prompts"] == [p.to_dict() for p in state.prompts if p.seat == seat]
            mine = enc.off_card if seat == state.offense else enc.def_card if seat == enc.defense else -1
            picking = any(p.ctx == "select_card" for p in state.prompts)
            if mine < 0 and picking and seat in state.answers:
                mine = state.answers[seat]["card"]  # its own pick, waiting for the other's
            assert view["my_card"] == (mine if mine >= 0 else None)
            if not enc.revealed:
                assert view["encounter"]["offense_card"] is None
                assert view["encounter"]["defense_card"] is None
                assert view["encounter"]["in_play"] == []
            assert [pl["hand_size"] for pl in view["players"]] == [len(h) for h in state.hands]
            assert not {"deck", "hands", "rng", "queue", "answers", "window"} & set(view)
            assert view["deck_size"] == len(state.deck)
            assert view["unused_flares"] == len(state.unused_flares)


def test_a_pending_encounter_card_choice_stays_secret() -> None:
    """One main player has picked its encounter card and waits for the other: the table sees that it has
    picked, the picker sees its own pick, and no other view depends on which card it is."""
    state = find_state(lambda s: len([p for p in s.prompts if p.ctx == "select_card"]) == 1)
    (picker,) = state.answers
    waiting = next(p for p in state.prompts if p.ctx == "select_card").seat
    assert picker != waiting and {picker, waiting} == {state.offense, state.enc.defense}
    assert state.enc.off_card == state.enc.def_card == -1
    pick = state.answers[picker]["card"]
    assert pick in state.hands[picker]  # the card leaves the hand only when both have picked
    other = state.copy()
    other.answers[picker] = {
        "type": "encounter_card",
        "card": next(c for c in state.hands[picker] if c != pick),
    }
    side = {state.offense: "offense", state.enc.defense: "defense"}
    for seat in _observers(state):
        view = view_for(state, seat)
        assert view["encounter"][f"{side[picker]}_card_chosen"]
        assert not view["encounter"][f"{side[waiting]}_card_chosen"]
        assert view["encounter"]["offense_card"] is None and view["encounter"]["defense_card"] is None
        if seat == picker:
            assert view["my_card"] == pick
        else:
            assert view["my_card"] is None
            assert view == view_for(other, seat)


def test_window_prompts_do_not_reveal_who_can_play() -> None:
    """Only seats that can play are asked in a play window; the views must not say which seats those are:
    every seat other than an asked one sees exactly what it would see if nobody had been asked."""
    state = find_state(lambda s: s.window is not None and s.window["name"] == REGROUP)
    asked = {p.seat for p in state.prompts}
    nobody = state.copy()
    nobody.prompts = []
    for seat in [None, *range(state.n)]:
        view = view_for(state, seat)
        assert view["waiting_on"] == []
        assert view["play_window"] == REGROUP
        if seat not in asked:
            assert view["prompts"] == view_for(nobody, seat)["prompts"] == []
            assert {k: v for k, v in view.items() if k != "play_window"} == {
                k: v for k, v in view_for(nobody, seat).items() if k != "play_window"
            }
