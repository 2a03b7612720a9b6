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
from dataclasses import replace
from typing import Any, NamedTuple, SupportsIndex

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from support import Driver, examples, find_state, variant_config

from game import hooks, native
from game.cards.catalog import REWARD_IDS
from game.config import EXPANSIONS, max_players
from game.determinize import scramble
from game.engine import apply, new_game
from game.events import Event
from game.rng import Rng
from game.state import GameState
from game.view import events_for, view_for
from game.windows import REGROUP

COMPILED = native.status().startswith("compiled")  # not from conftest: tests/ui has one of its own

players = st.integers(min_value=3, max_value=max_players(EXPANSIONS))  # past five: with colour expansions
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _observers(state: GameState) -> list[int | None]:
    return [None, *range(state.n)]


def _watcher(state: GameState, step: int) -> int | None:
    """The observer whose view is checked at the ``step``-th state of a game: each seat and the spectator
    in turn, every few actions (every observer at every state of a game at eight seats took minutes)."""
    watchers = _observers(state)
    return watchers[step % len(watchers)]


def _states(
    players: int, seed: int, rewards: str = "none", hazards: bool = False
) -> Iterable[tuple[GameState, GameState, dict[str, Any], list[Event]]]:
    """(before, after, action, events) for every action of a random game, plus the opening; ``rewards``
    plays it with Cosmic Incursion's reward cards (``"deck"``: their own back, deck and discard pile),
    ``hazards`` with Cosmic Conflict's hazard deck."""
    config = variant_config(players, seed)
    if rewards != "none":
        config = replace(config, expansions=(*config.expansions, "incursion"), rewards=rewards)
    if hazards:
        config = replace(config, expansions=(*config.expansions, "conflict"), hazards=True)
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
        events = Tracer(state)
        apply(state, action, events)
        events.close()
        yield before, state.copy(), action, events


@settings(max_examples=examples(15), deadline=None)
@given(players=players, seed=seeds)
def test_views_do_not_depend_on_secrets(players: int, seed: int) -> None:
    r = Rng(seed)
    changed = 0
    checked = 0
    for step, (_, state, _, _) in enumerate(_states(players, seed)):
        seat = _watcher(state, step)
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


NOT_COSMIC = {"destiny_drawn"}  # ``card`` is a destiny card there
DEAL_TERMS = {"deal_offered", "deal_accepted"}  # terms are table talk: public by design (docs/rules.md)
CARD_KEYS = ("card", "cards", "shown", "drawn", "gift", "pick")  # event data naming cosmic cards (a list)


def card_ids(event: Event) -> list[int]:
    """The cosmic card ids an event carries."""
    if event.kind in NOT_COSMIC or event.kind in DEAL_TERMS:
        return []
    d = event.data
    out: list[int] = []
    for key in CARD_KEYS:
        value = d.get(key)
        if key != "cards" and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            out.append(value)
        elif key == "cards" and isinstance(value, list):
            out.extend(value)
    if event.kind == "cards_revealed":
        out += [c for c in (d["offense"], d["defense"]) if c >= 0]  # -1: kept face down (Gambler)
    return out


def face_up(state: GameState) -> set[int]:
    """Cards face up for the whole table right now: the discard pile, the cards on the table (in play,
    being played, encounter cards once revealed or shown before the reveal, ``flags["shown"]``) and the
    cards aliens keep face up (citadels, a prayer: ``hooks.face_up_cards``)."""
    enc = state.enc
    cards = set(state.discard) | set(state.reward_discard) | set(enc.in_play)
    for p in state.plays:
        cards.add(p["card"])
        cards.update(p.get("shown", ()))  # cards a use shows while it waits and resolves (FAQ Z5)
    if enc.revealed:
        cards |= {c for c in (enc.off_card, enc.def_card) if c >= 0}
    cards.update(enc.mods.shown or ())
    cards.update(hooks.face_up_cards(state))
    cards.discard(-1)
    return cards


def own_cards(state: GameState, seat: int) -> set[int]:
    """Cards ``seat`` itself holds or has chosen: its hand, its encounter card (or its pending pick)."""
    cards = set(state.hands[seat])
    enc = state.enc
    if seat == state.offense and enc.off_card >= 0:
        cards.add(enc.off_card)
    if seat == enc.defense and enc.def_card >= 0:
        cards.add(enc.def_card)
    pick = state.answers.get(seat)
    if pick and isinstance(pick.get("card"), int):
        cards.add(pick["card"])
    return cards


class Moment(NamedTuple):
    """What was face up (and whose hands held what) when an event was noted."""

    public: frozenset[int]
    own: tuple[frozenset[int], ...]
    hands: tuple[tuple[int, ...], ...]


def moment(state: GameState) -> Moment:
    """A snapshot of the live state for the event check."""
    return Moment(
        frozenset(face_up(state)),
        tuple(frozenset(own_cards(state, s)) for s in range(state.n)),
        tuple(tuple(h) for h in state.hands),
    )


class Tracer(list[Event]):
    """An event list that notes, as each public event naming cards is appended, what is face up at that
    moment, and what is face up at the next event (or at the end of the action: ``close``): the moment
    just before and just after the event. ``apply(state, action, Tracer(state))`` fills it."""

    def __init__(self, state: GameState) -> None:
        if COMPILED:  # compiled code appends to a list directly, past this class's ``append``
            pytest.skip("the Tracer needs the interpreted engine; tests/test_native.py compares the builds")
        super().__init__()
        self.state = state
        self.before: dict[int, Moment] = {}
        self.after: dict[int, Moment] = {}

    @staticmethod
    def wants(e: Event) -> bool:
        return e.to is None and bool(card_ids(e))

    def _now(self) -> Moment | None:
        i = len(self) - 1
        if i >= 0 and self.wants(self[i]) and i not in self.after:
            self.after[i] = moment(self.state)
            return self.after[i]
        return None

    def append(self, e: Event) -> None:
        now = self._now()
        if self.wants(e):
            self.before[len(self)] = now if now is not None else moment(self.state)
        super().append(e)

    def insert(self, index: SupportsIndex, e: Event) -> None:  # type: ignore[override]
        """An event put in before others after the fact (a hidden alien revealed just before the event
        that showed it): the moments noted for later events move along with them."""
        at = int(index)
        assert not self.wants(e), "an event inserted after the fact may not name cards"
        self.before = {i + (i >= at): m for i, m in self.before.items()}
        self.after = {i + (i >= at): m for i, m in self.after.items()}
        super().insert(at, e)

    def close(self) -> None:
        """The action is over: the moment after its last event."""
        self._now()


SHOWS_HAND = "hand_shown"  # a hand is shown to all before it is discarded for a new one (R3.2.1)
SHOWS_DRAWN = "hazard_cards_shown"  # Energy Fields: the cards a main player just drew, shown to all (FAQ)
WITNESSED = "hand_witnessed"  # The Witness: each main player sees the other's hand, privately
PARTY_KEYS = ("seat", "taker", "payer", "giver", "receiver")


def check_events(before: GameState, after: GameState, events: list[Event]) -> None:
    """Every event reaches only the seats it may.

    A private event (``to`` is a tuple) goes only to the seats it is about (the drawer, the two sides of a
    card transfer ...). A public event carries only cards that are really face up for the observer at that
    moment: face up for the table (``face_up``) or the observer's own, just before or just after the event
    is noted (``Tracer``); or cards an earlier event of the action showed that way. The exceptions are cards
    shown by rule: a hand shown must be exactly that seat's hand at that moment, and the cards Energy Fields
    shows must be in the drawer's hand. Without a ``Tracer``
    (events of a game's setup) only the state before and after the action can be used.
    """
    for e in events:
        if e.to is not None:
            parties = {e.data[k] for k in PARTY_KEYS if k in e.data} | set(e.data.get("watchers", ()))
            if e.kind == WITNESSED:  # the other main player
                parties |= {before.offense, before.enc.defense}
            assert set(e.to) <= parties, f"{e} reaches seats it is not about"
        if e.kind in DEAL_TERMS:
            for role, side in e.data["terms"].items():
                owner = before.offense if role == "offense" else before.enc.defense
                assert set(side["cards"]) <= set(before.hands[owner]), "deal terms name a card not held"
    traced = isinstance(events, Tracer)
    ends = [moment(before), moment(after)]
    for seat in _observers(after):
        seen: set[int] = set()
        visible = [(i, e) for i, e in enumerate(events) if e.visible_to(seat)]
        assert [e for _, e in visible] == events_for(events, seat)
        for i, e in visible:
            ids = set(card_ids(e))
            if e.to is None and ids:
                moments = [events.before[i], events.after[i]] if isinstance(events, Tracer) else ends
                if e.kind == SHOWS_HAND and traced:
                    assert e.data["cards"] == list(moments[0].hands[e.data["seat"]]), f"{e} is not a hand"
                    seen |= ids
                    continue
                if e.kind == SHOWS_DRAWN and traced:
                    assert ids <= set(moments[0].hands[e.data["seat"]]), f"{e} shows cards not drawn"
                    seen |= ids
                    continue
                allowed = set(seen)
                for m in moments:
                    allowed |= m.public
                    if seat is not None:
                        allowed |= m.own[seat]
                leaked = ids - allowed
                assert not leaked, f"seat {seat} learns cards {sorted(leaked)} face down from {e}"
            seen |= ids


def check_prompts(state: GameState) -> None:
    """A seat's prompts name no card outside its hand (deal offers are public terms) but face-up cards of
    the discard pile it may take, cards a power lets it play or discard from outside the hand (``held``,
    ``spec["outside"]``), a hand a power lets it pick from (``spec["owner"]``) and cards face up in plays
    waiting to resolve."""
    for p in state.prompts:
        hand = set(state.hands[p.seat])
        for option in p.options:
            if "card" in option:
                if option.get("held"):
                    outside = hooks.playable_cards(state, p.seat) + hooks.discard_sources(state, p.seat)
                    assert (option["held"], option["card"]) in outside
                elif option.get("type") != "play" and option["card"] in state.discard:
                    pass  # a face-up card of the discard pile to take (Delta Scanner): public
                elif any(play["card"] == option["card"] for play in state.plays):
                    pass  # a card face up in a play waiting to resolve (the Mimic Wild copies it): public
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
@example(players=8, seed=330326178)  # Animal and a Reserve take: one seat was asked twice at once
def test_events_and_prompts_carry_only_cards_the_seat_may_know(players: int, seed: int) -> None:
    kinds: set[str] = set()
    for before, after, _, events in _states(players, seed):
        check_events(before, after, events)
        check_prompts(after)
        kinds |= {e.kind for e in events if card_ids(e)}
    if "cards_revealed" in kinds:  # (a game may end before any encounter: a Relic's colonies from quakes)
        assert {"drew_cards", "card_chosen", "discarded"} <= kinds


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
    """Only seats that can play are asked in a play window; the views must not say which seats those are,
    nor even that anyone was asked: every seat other than an asked one sees exactly what it would see if
    nobody had been asked (the window is named only to the seats asked there)."""
    state = find_state(lambda s: s.window is not None and s.window["name"] == REGROUP)
    asked = {p.seat for p in state.prompts}
    nobody = state.copy()
    nobody.prompts = []
    nobody.window = None
    for seat in [None, *range(state.n)]:
        view = view_for(state, seat)
        assert view["waiting_on"] == []
        if seat in asked:
            assert view["play_window"] == REGROUP
        else:
            assert view["prompts"] == view_for(nobody, seat)["prompts"] == []
            assert view == view_for(nobody, seat)


# -- the reward deck variant: card backs are public, faces are not -------------------------------------------


@settings(max_examples=examples(10), deadline=None)
@given(players=players, seed=seeds)
def test_views_do_not_depend_on_secrets_at_a_reward_deck_table(players: int, seed: int) -> None:
    """The scramble keeps every card's back (a hidden reward card only trades places with another hidden
    reward card), so the views, which show backs, must not change; and the backs they show are right."""
    r = Rng(seed)
    for step, (_, state, _, _) in enumerate(_states(players, seed, rewards="deck")):
        seat = _watcher(state, step)
        other = scramble(state, seat, r)
        view = view_for(state, seat)
        assert view_for(other, seat) == view, f"seat {seat} sees a secret"
        rewards = [sum(1 for c in h if c in REWARD_IDS) for h in state.hands]
        assert [pl["reward_cards"] for pl in view["players"]] == rewards
        shuffled = scramble(state, None, r).reward_deck
        assert len(shuffled) == len(state.reward_deck) and set(shuffled) <= set(REWARD_IDS)


@settings(max_examples=examples(25), deadline=None)
@given(players=players, seed=seeds, rewards=st.sampled_from(["deck", "common"]))
def test_events_and_prompts_carry_only_cards_the_seat_may_know_with_reward_cards(
    players: int, seed: int, rewards: str
) -> None:
    for before, after, _, events in _states(players, seed, rewards=rewards):
        check_events(before, after, events)
        check_prompts(after)
        if rewards == "deck":
            for e in events:
                if e.kind in ("drew_rewards", "reward_deck_reshuffled"):
                    assert e.to is None and "cards" not in e.data  # who drew how many: public
                if e.kind == "drew_cards" and e.data.get("reward"):
                    assert e.to == (e.data["seat"],)  # the faces: the drawer's own


def test_a_reward_card_chosen_face_down_shows_its_back_only() -> None:
    """A main player puts down a reward card in Planning: everyone sees a reward back on the table, and
    no view but the player's own depends on which reward card it is."""

    def picked_a_reward_card(s: GameState) -> bool:
        return any(p.ctx == "select_card" for p in s.prompts) and any(
            isinstance(a.get("card"), int) and a["card"] in REWARD_IDS for a in s.answers.values()
        )

    state = _find(picked_a_reward_card)
    (picker,) = state.answers
    pick = state.answers[picker]["card"]
    other = state.copy()
    others = [c for c in state.hands[picker] if c in REWARD_IDS and c != pick]
    side = "offense" if picker == state.offense else "defense"
    for seat in _observers(state):
        view = view_for(state, seat)
        assert view["encounter"][f"{side}_card_back"] == "reward"
        if others and seat != picker:
            other.answers[picker] = {**state.answers[picker], "card": others[0]}
            assert view == view_for(other, seat)


def _find(predicate: Any) -> GameState:
    for seed in range(300):
        for n in (3, 4, 5, 6):
            config = replace(
                variant_config(n, seed, variants=False), expansions=("incursion",), rewards="deck"
            )
            driver = Driver(n, seed)
            state, _ = new_game(config)
            while not state.over:
                if predicate(state):
                    return state.copy()
                apply(state, driver.next_action(state))
    raise LookupError("no random game reached the wanted situation")


# -- cards a power shows one seat (game.seen): that seat's view has them, no other view does ----------------

PEEK_OPENING = [{"seat": 0, "type": "aim", "planet": 5}, {"seat": 0, "type": "launch", "ships": [[0, 3]]}]
PEEK_INVITES = [{"seat": 0, "type": "invite", "seats": []}, {"seat": 1, "type": "invite", "seats": []}]
PEEK_TOP = [
    "Attack 04",
    "Attack 05",
    "Attack 07",
    "Attack 08",
    "Attack 09",
    "Attack 10",
    "Attack 11",
    "Morph",
]


def _peek(
    aliens: list[str],
    hands: dict[str, list[str]],
    actions: list[dict[str, Any]],
    top: list[str] | None = None,
) -> GameState:
    from game.scenario import run_scenario

    setup = {"first_player": 0, "hands": hands, "destiny_top": ["blue"], "deck_top": top or []}
    result = run_scenario(
        {"config": {"players": len(aliens), "aliens": aliens}, "setup": setup, "actions": actions}
    )
    assert result.error is None, result.error
    return result.state


def _play(seat: int, flare: str, half: str, **args: Any) -> dict[str, Any]:
    return {"seat": seat, "type": "play", "card": f"Flare: {flare}", "half": half, "use": half, **args}


def peek_cases() -> dict[str, tuple[GameState, int, int]]:
    """(state, viewer, player) just after each kind of peek."""
    four = {
        "0": ["Attack 20", "Reinforcement +2"],
        "1": ["Attack 12", "Negotiate", "Attack 09"],
        "2": ["Attack 15"],
        "3": ["Morph"],
    }
    look = {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 1}
    mind_super = _play(2, "Mind", "super", player=3)
    oracle = {
        "0": ["Attack 20", "Attack 01"],
        "1": ["Attack 12", "Flare: Oracle", "Morph"],
        "2": ["Attack 05"],
    }
    will = {"0": ["Flare: Will", "Attack 10"], "1": ["Attack 08", "Negotiate"], "2": ["Attack 04"]}
    wild = {
        "0": ["Reinforcement +2"],
        "1": ["Attack 12", "Flare: Mind"],
        "2": ["Attack 06"],
        "3": ["Attack 12"],
    }
    return {
        "Mind look": (_peek(["", "", "Mind", ""], four, [*PEEK_OPENING, look]), 2, 1),
        "Mind Super": (
            _peek(
                ["", "", "Mind", ""], {**four, "2": ["Attack 15", "Flare: Mind"]}, [*PEEK_OPENING, mind_super]
            ),
            2,
            3,
        ),
        "Oracle Super": (
            _peek(["", "Oracle", ""], oracle, [*PEEK_OPENING, *PEEK_INVITES, _play(1, "Oracle", "super")]),
            1,
            0,
        ),
        "Will Super": (_peek(["Will", "", ""], will, [_play(0, "Will", "super", player=1)]), 0, 1),
        # the offense holds no encounter card: it draws a new hand, and seat 1's Mind Wild watches it
        "Mind Wild": (
            _peek(["", "", "", "Virus"], wild, [_play(1, "Mind", "wild", player=0, draw=0)], PEEK_TOP),
            1,
            0,
        ),
    }


def test_a_peek_shows_the_peeking_seat_exactly_the_cards_and_nobody_else() -> None:
    for case, (state, viewer, player) in peek_cases().items():
        hand = sorted(state.hands[player])
        assert view_for(state, viewer)["seen"] == {"hands": {str(player): hand}, "cards": {}}, case
        for seat in _observers(state):
            if seat != viewer:
                assert view_for(state, seat)["seen"] == {"hands": {}, "cards": {}}, (case, seat)


def test_a_peek_stays_secret_under_the_scramble_and_samples_keep_it() -> None:
    from game.determinize import sample_state
    from game.seen import known

    r = Rng(5)
    for case, (state, viewer, player) in peek_cases().items():
        hand = sorted(state.hands[player])
        for seat in _observers(state):
            changed = False
            for _ in range(6):
                other = scramble(state, seat, r)
                assert view_for(other, seat) == view_for(state, seat), (case, seat)
                if seat != viewer:  # the viewer's record is a secret of the viewer's: dealt again too
                    now = known(other, viewer)[player]
                    assert len(now) == len(hand)
                    changed |= now != hand
            assert seat in (viewer, player) or changed, (case, seat, "the scramble keeps the record")
        mine = sample_state(state, viewer, Rng(9))
        assert sorted(mine.hands[player]) == hand, case  # a sample agrees with what the seat was shown
        assert view_for(mine, viewer)["seen"] == view_for(state, viewer)["seen"]
        for seat in range(state.n):
            if seat != viewer:
                theirs = sample_state(state, seat, Rng(9))
                record = known(theirs, viewer)[player]
                assert record == sorted(theirs.hands[player]), (case, seat)  # agrees with the sample's hands
                assert f"Mind/{viewer}" not in theirs.extra  # nor does Mind's sheet go to another seat
        if case == "Mind look":  # the seat's own sheet stays in its samples
            sheet = f"Mind/{viewer}"
            assert sample_state(state, viewer, Rng(9)).extra[sheet] == state.extra[sheet]


def test_a_peek_lasts_while_no_card_leaves_the_hand_and_for_the_encounter_only() -> None:
    from game.engine import apply as apply_action
    from game.scenario import named_cards
    from game.seen import refresh

    state, viewer, player = peek_cases()["Mind look"]  # seat 2 looked at the defense's hand (seat 1)
    before = sorted(state.hands[player])
    for action in [*PEEK_INVITES, {"seat": 0, "type": "encounter_card", "card": "Attack 20"}]:
        apply_action(state, named_cards(action, state.hands[action["seat"]]))
    assert view_for(state, viewer)["seen"]["hands"] == {str(player): before}  # nothing left the hand yet
    apply_action(
        state, named_cards({"seat": 1, "type": "encounter_card", "card": "Negotiate"}, state.hands[1])
    )
    assert state.enc.def_card >= 0 and state.window is not None  # still this encounter (a Reveal window)
    # a card left the defense's hand: the record is dropped (which of the cards seen are left is unknown)
    assert view_for(state, viewer)["seen"] == {"hands": {}, "cards": {}}

    wild, viewer, player = peek_cases()["Mind Wild"]
    drawn = sorted(wild.hands[player])
    grown = wild.copy()
    grown.hands[player].append(grown.deck.pop())  # a card the watcher did not see coming in
    refresh(grown)
    assert view_for(grown, viewer)["seen"] == {"hands": {}, "cards": {str(player): drawn}}
    later = wild.copy()
    later.enc = type(later.enc)()  # the next encounter starts afresh
    assert view_for(later, viewer)["seen"] == {"hands": {}, "cards": {}}


def test_views_do_not_depend_on_secrets_in_games_with_peeks() -> None:
    """Random games with the aliens whose powers and flares show hands: wherever a seat holds a record of
    what it was shown, every seat's view survives the scramble (which deals other seats' records again)."""
    from game.config import default_config

    r = Rng(11)
    peeks = 0
    for seed in range(6):
        config = default_config(4, seed=seed, aliens=("Mind", "Oracle", "Will", "Miser"))
        state, _ = new_game(config)
        driver = Driver(4, seed)
        while not state.over and state.actions < 1500:
            apply(state, driver.next_action(state))
            if state.enc.mods.seen is None:
                continue
            peeks += 1
            for seat in _observers(state):
                assert view_for(scramble(state, seat, r), seat) == view_for(state, seat), seat
    assert peeks > 20


@pytest.mark.parametrize(("players", "seed", "aliens"), [(5, 2, "none"), (5, 3, "random")])
def test_records_made_only_when_someone_could_act_show_only_to_seats_asked(
    players: int, seed: int, aliens: str
) -> None:
    """A loss, a draw or a retrieval is recorded only when someone could act on it in a window (a card in a
    hand, a power): a seat not asked in that window, and a spectator, never see the record."""
    from game.sim import random_game
    from game.view import WINDOW_RECORDS

    seen = {"records": 0}

    def on_action(state: Any, action: Any, events: Any) -> None:
        asked = {p.seat for p in state.prompts if p.ctx == "window"}
        for seat in [None, *range(state.n)]:
            mods = view_for(state, seat)["encounter"]["modifiers"]
            if seat in asked:
                seen["records"] += sum(1 for k in WINDOW_RECORDS if k in mods)
            else:
                assert not WINDOW_RECORDS & set(mods)

    random_game(players, seed, aliens=aliens, on_action=on_action)
    assert seen["records"] > 0 or aliens == "none"  # (no card acts in a loss window without aliens)
