"""Taking back an answer (game.takeback): one's own last answer, while nobody answered since and nothing
hidden was shown to anyone by it; the game goes back exactly to where it was."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.config import GameConfig, default_config
from game.engine import TABLE, apply, new_game
from game.events import Event
from game.state import GameState
from game.takeback import Undone, known_cards, refusal, take_back
from game.wire import state_hash
from tests.support import Driver

Found = tuple[GameConfig, list[dict[str, Any]], GameState, GameState, list[Event]]


def find(
    wanted: Callable[[GameState, GameState, dict[str, Any], list[Event]], bool],
    players: int = 4,
    aliens: str = "none",
    seeds: range = range(1, 40),
) -> Found:
    """The first action (in seeded random games) for which ``wanted(before, after, action, events)``:
    the config, the log up to it, the states around it and its events."""
    for seed in seeds:
        config = default_config(players, seed=seed, alien_mode=aliens)
        state, _ = new_game(config)
        driver = Driver(players, seed)
        log: list[dict[str, Any]] = []
        while not state.over and len(log) < 3000:
            action = driver.next_action(state)
            before = state.copy()
            events = apply(state, action)
            log.append(action)
            if action["seat"] != TABLE and wanted(before, state, action, events):
                return config, log, before, state, events
    raise AssertionError("no such action in the games tried")


def ctx_of(before: GameState, action: dict[str, Any]) -> str:
    """The situation of the prompt ``action`` answered."""
    return next(p.ctx for p in before.prompts if p.seat == action["seat"])


def undone(found: Found) -> Undone:
    config, log, _, now, _ = found
    result = take_back(config, log, log[-1]["seat"], now)
    assert isinstance(result, Undone), result
    return result


def test_a_launch_taken_back_leaves_the_game_exactly_as_before_it() -> None:
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    _, log, before, _, _ = found
    back = undone(found)
    assert state_hash(back.state) == state_hash(before)
    assert back.actions == log[:-1]
    assert [p.to_dict() for p in back.state.prompts] == [p.to_dict() for p in before.prompts]


def test_a_pass_in_a_play_window_taken_back_opens_the_same_window_again() -> None:
    def quiet_pass(b: GameState, a: GameState, act: dict[str, Any], ev: list[Event]) -> bool:
        still_open = a.window is not None and b.window is not None and a.window["name"] == b.window["name"]
        return act.get("type") == "pass" and ctx_of(b, act) == "window" and still_open and not ev

    found = find(quiet_pass)
    _, log, before, _, _ = found
    back = undone(found)
    assert state_hash(back.state) == state_hash(before)
    assert any(p.seat == log[-1]["seat"] and p.ctx == "window" for p in back.state.prompts)


def test_refused_once_someone_else_has_answered() -> None:
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    config, log, _, now, _ = found
    seat, state, driver = log[-1]["seat"], now.copy(), Driver(config.players, 99)
    while log[-1]["seat"] == seat:  # play on until another seat has answered
        log = [*log, driver.next_action(state)]
        apply(state, log[-1])
    reason = take_back(config, log, seat, state)
    assert reason == "Someone has answered since."  # never who: it may have been a play window's answer


def test_refused_when_the_answer_drew_cards() -> None:
    def drew(b: GameState, a: GameState, act: dict[str, Any], ev: list[Event]) -> bool:
        seat = act["seat"]
        return len(a.deck) < len(b.deck) and len(a.hands[seat]) > len(b.hands[seat])

    config, log, before, now, events = find(drew)
    reason = take_back(config, log, log[-1]["seat"], now)
    assert isinstance(reason, str)
    assert refusal(before, now, log[-1]["seat"], events) is not None


def test_refused_when_the_answer_turned_the_encounter_cards_face_up() -> None:
    def last_pass(b: GameState, a: GameState, act: dict[str, Any], ev: list[Event]) -> bool:
        return act.get("type") == "pass" and not b.enc.revealed and a.enc.revealed

    config, log, before, now, events = find(last_pass)
    assert known_cards(now, None) - known_cards(before, None)  # the table sees cards it did not see
    assert refusal(before, now, log[-1]["seat"], events) == "A card was turned face up after it."
    assert isinstance(take_back(config, log, log[-1]["seat"], now), str)


def test_refused_when_the_answer_told_another_seat_a_secret() -> None:
    def told(b: GameState, a: GameState, act: dict[str, Any], ev: list[Event]) -> bool:
        return any(e.to is not None and set(e.to) - {act["seat"]} for e in ev)

    config, log, _, now, _ = find(told)
    reason = take_back(config, log, log[-1]["seat"], now)
    assert isinstance(reason, str)


def test_refused_for_another_seat_and_at_the_start() -> None:
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    config, log, _, now, _ = found
    other = (log[-1]["seat"] + 1) % config.players
    reason = take_back(config, log, other, now)
    assert reason == "Someone has answered since."
    start, _ = new_game(config)
    assert take_back(config, [], 0, start) == "Nothing has been answered yet."


def test_a_log_that_does_not_lead_to_the_table_is_refused() -> None:
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    config, log, before, _, _ = found
    reason = take_back(config, log, log[-1]["seat"], before)  # "now" is not where the log leads
    assert isinstance(reason, str) and "does not lead" in reason


def test_every_answer_allowed_in_whole_games_goes_back_exactly_and_showed_nothing() -> None:
    for seed, aliens in ((3, "random"), (8, "none")):
        config = default_config(5, seed=seed, alien_mode=aliens)
        state, _ = new_game(config)
        driver = Driver(5, seed)
        log: list[dict[str, Any]] = []
        allowed = 0
        while not state.over and len(log) < 400:
            action = driver.next_action(state)
            before = state.copy()
            apply(state, action)
            log.append(action)
            if action["seat"] == TABLE or len(log) % 3:
                continue  # every third answer: the replays stay quick
            result = take_back(config, log, action["seat"], state)
            if isinstance(result, Undone):
                allowed += 1
                assert state_hash(result.state) == state_hash(before)
                for seat in (None, *range(5)):
                    assert known_cards(state, seat) <= known_cards(before, seat)
        assert allowed > 10


def test_a_refusal_never_says_who_answered_since() -> None:
    """Whoever answered since may have been asked in a play window, which is a secret: the refusal names
    nobody."""
    config = default_config(4, seed=6, alien_mode="random")
    state, _ = new_game(config)
    log: list[dict[str, Any]] = []
    driver = Driver(config.players, 5)
    while len(log) < 400 and not state.over:
        action = driver.next_action(state)
        ctx = next((p.ctx for p in state.prompts if p.seat == action["seat"]), "")
        log.append(action)
        apply(state, dict(action))
        prompt = log[-1]
        if ctx == "window" and len(log) > 2 and log[-2]["seat"] != prompt["seat"]:
            reason = take_back(config, log, log[-2]["seat"], state)
            assert reason == "Someone has answered since."
            assert not any(s.name in reason for s in config.seats)
            return
    raise AssertionError("no play window answered after another seat's answer")
