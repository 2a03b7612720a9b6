"""The view's encounter says what the engine counts: each side's total and its parts, from the reveal on
(``resolution.side_breakdown``, the function Resolution decides with), the same figures as the log's
"the offense wins, 32 to 27"; nothing of it before the reveal. It also says what lies in each card slot
(a card shown face up before the reveal is public) and who is the offense (nobody before the first turn).
"""

from __future__ import annotations

from typing import Any

import pytest

from game import core
from game.config import default_config
from game.engine import apply, new_game
from game.events import Event
from game.narrate import narrate
from game.phases import resolution
from game.scenario import load_scenario, run_scenario
from game.sim import random_game
from game.state import GameState
from game.view import view_for

SCENARIOS = "tests/scenarios/aliens"

# whole bot games with aliens (and one with the reward deck's kickers): (players, seed, aliens, rewards)
GAMES = [
    (5, 11, "random", "none"),
    (5, 12, "random", "none"),
    (4, 14, "choose", "none"),
    (5, 25, "random", "deck"),
]


def _totals(enc: dict[str, Any]) -> tuple[Any, Any]:
    return enc["offense_total"], enc["defense_total"]


def _adds_up(parts: dict[str, Any]) -> bool:
    value = parts["card"] * parts["kicker"] if parts["kicker"] is not None else parts["card"]
    return (
        value == parts["value"]
        and parts["value"] + parts["ships"] + parts["bonus"] + parts["powers"] == parts["total"]
    )


class Watcher:
    """Checks the view against the engine at every resolution (wrapped around the engine's own step) and
    after every action of a game."""

    def __init__(self) -> None:
        self.resolutions = 0
        self.decided_on_totals = 0
        self.with_powers_or_kickers = 0
        self.revealed_points = 0
        self.decided: tuple[int, int] | None = None  # the figures of the last encounter_decided told

    def resolution(self, original: Any, state: GameState, ev: list[Event]) -> None:
        before = view_for(state, None)["encounter"]
        live = resolution.totals(state)  # what the step is about to decide with
        assert _totals(before) == live, "the view's live totals are not the engine's"
        start = len(ev)
        original(state, ev)
        self.resolutions += 1
        told = [e for e in ev[start:] if e.kind == "encounter_decided"]
        assert len(told) == 1
        data = told[0].data
        after = view_for(state, None)["encounter"]
        if "offense_total" in data:
            figures = (data["offense_total"], data["defense_total"])
            assert figures == live == _totals(after)
            assert f"{figures[0]} to {figures[1]}" in (narrate(told[0], state.config) or "")
            assert after["totals_final"] and after["outcome"] == data["winner"]
            for side in resolution.SIDES:
                parts = after[f"{side}_parts"]
                assert _adds_up(parts)
                if parts["kicker"] is not None or parts["powers"]:
                    self.with_powers_or_kickers += 1
            self.decided_on_totals += 1
        else:  # a deal, both sides losing: no totals decided it, none is shown
            assert _totals(after) == (None, None)

    def after_action(self, state: GameState, events: list[Event]) -> None:
        for e in events:
            if e.kind == "encounter_decided" and "offense_total" in e.data:
                self.decided = (e.data["offense_total"], e.data["defense_total"])
        enc = state.enc
        for seat in (None, *range(state.n)):
            view = view_for(state, seat)["encounter"]
            if not enc.revealed:
                assert _totals(view) == (None, None), "totals before the reveal"
                assert view["offense_parts"] is None and view["defense_parts"] is None
            elif not enc.outcome:
                assert _totals(view) == resolution.totals(state)
            elif enc.mods.decided is not None:
                assert _totals(view) == self.decided, "the panel's totals are not the log's"
            if enc.mods.table_cleared:  # the cards are on the discard pile (or fetched from it)
                assert view["offense_card_up"] is None and view["defense_card_up"] is None
                assert not view["offense_card_down"] and not view["defense_card_down"]
        if enc.revealed and not enc.outcome:
            self.revealed_points += 1


@pytest.mark.parametrize("players, seed, aliens, rewards", GAMES)
def test_the_views_totals_are_the_ones_the_engine_decides_with(
    players: int, seed: int, aliens: str, rewards: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    watcher = Watcher()
    original = core.STEPS["resolution"]
    monkeypatch.setitem(core.STEPS, "resolution", lambda state, ev: watcher.resolution(original, state, ev))
    result = random_game(
        players,
        seed,
        aliens=aliens,
        rewards=rewards,
        on_action=lambda state, action, events: watcher.after_action(state, events),
    )
    assert result.finished
    assert watcher.decided_on_totals >= 10 and watcher.revealed_points >= 10
    assert watcher.resolutions >= watcher.decided_on_totals


def test_powers_and_kickers_show_in_the_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """In these games some totals have a power's change or a kicker in them (the check above is not
    vacuous about what the panel itemizes)."""
    watcher = Watcher()
    original = core.STEPS["resolution"]
    monkeypatch.setitem(core.STEPS, "resolution", lambda state, ev: watcher.resolution(original, state, ev))
    for players, seed, aliens, rewards in GAMES[-2:]:
        random_game(players, seed, aliens=aliens, rewards=rewards)
    assert watcher.with_powers_or_kickers > 0


def test_a_face_down_kicker_adds_nothing_before_the_reveal() -> None:
    """Seat 0 puts a kicker down face down: the table sees that one was played (-1) and no totals; the
    figures come with the reveal, the kicker's multiplier in the parts."""
    watcher_states: list[GameState] = []

    def keep(state: GameState, action: Any, events: list[Event]) -> None:
        if any(e.kind == "kicker_played" for e in events) and not state.enc.revealed:
            watcher_states.append(state.copy())

    random_game(5, 25, aliens="random", rewards="deck", on_action=keep)
    assert watcher_states, "no kicker was played face down in this game"
    for state in watcher_states:
        for seat in (None, *range(state.n)):
            enc = view_for(state, seat)["encounter"]
            assert _totals(enc) == (None, None)
            assert -1 in (enc["offense_kicker"], enc["defense_kicker"])


def test_before_the_first_turn_nobody_is_the_offense() -> None:
    """While aliens are chosen the table knows who goes first, but nobody attacks yet."""
    state, opening = new_game(default_config(5, seed=4, alien_mode="choose"))
    assert state.turn == 0 and state.prompts
    view = view_for(state, None)
    assert view["offense"] == -1
    first = view["first_player"]  # the log: "Yellow goes first"
    assert first == next(e for e in opening if e.kind == "game_started").data["first"]
    while state.turn == 0:
        prompt = state.prompts[0]
        apply(state, {"seat": prompt.seat, **prompt.options[0]})
    assert view_for(state, None)["offense"] == state.first_player == first


def _scenario(name: str, actions: int) -> GameState:
    data = load_scenario(f"{SCENARIOS}/{name}.toml")
    result = run_scenario({**data, "actions": data["actions"][:actions]})
    assert result.error is None, result.error
    return result.state


def test_oracles_opponent_card_lies_face_up_for_everyone() -> None:
    """Oracle (seat 0) makes the defense choose first, face up: from then on every view shows that card in
    the defense's slot (it is public by the rules), while Oracle's own card is still to be chosen."""
    state = _scenario("oracle-foresees-opponent-card", 5)  # the defense chose its Attack 12
    shown = state.enc.mods.shown[0]
    for seat in (None, 0, 1, 2):
        enc = view_for(state, seat)["encounter"]
        assert enc["defense_card_up"] == shown and not enc["defense_card_down"]
        assert enc["defense_card"] is None  # not revealed yet: no value, no totals
        assert enc["offense_card_up"] is None and not enc["offense_card_down"]
        assert _totals(enc) == (None, None)
    state = _scenario("oracle-foresees-opponent-card", 6)  # Oracle chose: both revealed, resolved
    enc = view_for(state, None)["encounter"]
    assert _totals(enc) == (23, 16)


def test_cards_fido_fetches_have_left_the_slots() -> None:
    """After the encounter its cards are on the discard pile: while Fido offers one of them, no slot holds
    a card (before, the revealed cards stayed drawn in their slots)."""
    state = _scenario("fido-power-fetch-accepted", 7)
    assert any(p.ctx == "fido_offer" for p in state.prompts)
    enc = view_for(state, None)["encounter"]
    assert enc["offense_card_up"] is None and enc["defense_card_up"] is None
    assert not enc["offense_card_down"] and not enc["defense_card_down"]
    assert _totals(enc) == (23, 16) and enc["outcome"] == "offense"  # the result stays told
