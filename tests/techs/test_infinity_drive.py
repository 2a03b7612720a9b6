"""Infinity Drive: at the end of any encounter its owner has a whole encounter of its own at once (if it
holds an encounter card); then the interrupted turn goes on where it stopped, second encounter included."""

from __future__ import annotations

from game.bots.random_bot import RandomBot
from game.deck import has_encounter_card
from game.engine import apply, run
from game.events import Event
from game.invariants import check_invariants
from game.sim import seat_context
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import END
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options
from tests.techs.wkit import HOLD

DRIVE = TECH_ID["Infinity Drive"]


def first_encounter_won(state: GameState, offense: int) -> None:
    """``offense``'s first encounter of the turn was a success; its cards are discarded (the END window)."""
    state.prompts, state.queue = [], [(HOLD,), ("after_encounter",), ("window", END, -1)]
    state.offense = offense
    state.enc_no = 1
    state.enc.success = True
    state.enc.outcome = "won"
    state.enc.defense = (offense + 1) % state.n
    run(state, [])


def play_until(state: GameState, kind: str) -> list[Event]:
    """Random bots answer every prompt until an event of ``kind``; the events so far."""
    bots = [RandomBot(7 + s) for s in range(state.n)]
    seen: list[Event] = []
    while not state.over:
        prompt = state.prompts[0]
        action = bots[prompt.seat].act(prompt, seat_context(state, prompt.seat))
        events = apply(state, {**action, "seat": prompt.seat})
        assert not check_invariants(state)
        seen += events
        if any(e.kind == kind for e in events):
            break
    return seen


def test_another_player_has_its_encounter_then_the_offense_is_offered_its_second() -> None:
    state = tech_game(3, seed=3)
    give_completed(state, 2, "Infinity Drive")
    first_encounter_won(state, 0)
    assert has_encounter_card(state.hands[2])
    uses = tech_options(state, 2)
    assert uses == [{"type": "tech", "tech": DRIVE}]
    answer(state, 2, uses[0])
    pass_all(state, "window")
    assert state.offense == 2 and state.enc.mods.interrupting  # its own encounter, at once
    assert (
        state.enc.defense < 0 and ("destiny",) in state.queue
    )  # a whole encounter: destiny finds the defense
    events = play_until(state, "encounter_resumed")
    assert any(e.kind == "destiny_drawn" for e in events)  # destiny chose its defense
    assert state.offense == 0 and state.enc_no == 1 and state.enc.success
    assert has_encounter_card(state.hands[0])
    assert prompt_of(state, 0, "second_encounter") is not None  # the turn resumes as it stood
    assert DRIVE in state.tech_discard


def test_the_offense_may_use_it_at_the_end_of_its_own_encounter() -> None:
    state = tech_game(3, seed=5)
    give_completed(state, 0, "Infinity Drive")
    first_encounter_won(state, 0)
    answer(state, 0, tech_options(state, 0)[0])
    pass_all(state, "window")
    assert state.offense == 0 and state.enc.mods.interrupting
    play_until(state, "encounter_resumed")
    assert state.offense == 0 and state.enc_no == 1
    assert state.turn == 1 or state.over


def test_no_encounter_card_no_encounter() -> None:
    state = tech_game(3)
    give_completed(state, 2, "Infinity Drive")
    state.hands[2] = [c for c in state.hands[2] if not has_encounter_card([c])]
    first_encounter_won(state, 0)
    assert tech_options(state, 2) == []


def test_not_offered_at_the_end_of_an_interrupting_encounter() -> None:
    state = tech_game(3)
    give_completed(state, 2, "Infinity Drive")
    state.enc.mods.interrupting = True
    first_encounter_won(state, 0)
    assert tech_options(state, 2) == []


def test_after_a_second_encounter_the_turn_still_ends_once_the_extra_one_is_over() -> None:
    state = tech_game(3, seed=3)
    give_completed(state, 2, "Infinity Drive")
    first_encounter_won(state, 0)
    state.enc_no = 2  # this was the offense's second encounter
    answer(state, 2, tech_options(state, 2)[0])
    pass_all(state, "window")
    events = play_until(state, "turn_started")
    resumed = next(i for i, e in enumerate(events) if e.kind == "encounter_resumed")
    assert [e.kind for e in events[resumed:] if e.kind in ("turn_ended", "turn_started")] == [
        "turn_ended",
        "turn_started",
    ]
    assert state.offense == 1  # play passed to the left of the interrupted offense
