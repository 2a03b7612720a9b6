"""Taking back an answer (game.takeback): one's own last answer, while nobody answered since and nothing
hidden was shown to anyone by it; the game goes back exactly to where it was."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.config import GameConfig, default_config
from game.engine import TABLE, apply, new_game
from game.events import Event
from game.state import GameState
from game.takeback import Undone, _answers_in, _FirstWindow, known_cards, refusal, take_back
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


def test_a_pass_in_a_play_window_is_never_the_answer_taken_back() -> None:
    """Who answers in a window is a secret: the answer taken back is the seat's last one outside them."""

    def quiet_pass(b: GameState, a: GameState, act: dict[str, Any], ev: list[Event]) -> bool:
        still_open = a.window is not None and b.window is not None and a.window["name"] == b.window["name"]
        return act.get("type") == "pass" and ctx_of(b, act) == "window" and still_open and not ev

    config, log, _, now, _ = find(quiet_pass)
    seat = log[-1]["seat"]
    back = take_back(config, log, seat, now)
    if isinstance(back, Undone):  # back past the pass, to the seat's last answer outside the windows
        assert len(back.actions) < len(log) - 1 and log[len(back.actions)]["seat"] == seat
    else:
        assert back != "Nothing of yours has been answered yet." or all(a["seat"] != seat for a in log[:-1])


def test_what_was_answered_after_it_goes_too() -> None:
    """The engine takes back a seat's last answer and everything after it (the table offers it only while
    nothing after the answer's first window has been shown)."""
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    config, log, _, now, _ = found
    seat, state, driver = log[-1]["seat"], now.copy(), Driver(config.players, 99)
    while log[-1]["seat"] == seat:  # play on until another seat has answered
        log = [*log, driver.next_action(state)]
        apply(state, log[-1])
    mine = max(i for i, a in enumerate(log) if a["seat"] == seat)
    undone = take_back(config, log, seat, state)
    assert isinstance(undone, Undone) and undone.actions == log[:mine]
    replay, _ = new_game(config)
    for action in log[:mine]:
        apply(replay, dict(action))
    assert state_hash(undone.state) == state_hash(replay)


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


def test_refused_at_the_start_and_for_a_seat_that_never_answered() -> None:
    config = default_config(3, seed=2)
    start, _ = new_game(config)
    assert take_back(config, [], 0, start) == "Nothing of yours has been answered yet."


def test_a_log_that_does_not_lead_to_the_table_is_refused() -> None:
    found = find(lambda b, a, act, ev: ctx_of(b, act) == "launch_ships")
    config, log, before, _, _ = found
    reason = take_back(config, log, log[-1]["seat"], before)  # "now" is not where the log leads
    assert isinstance(reason, str) and "does not lead" in reason


def _at_first_window(before: GameState, action: dict[str, Any]) -> GameState:
    """The game after ``action``, as it stood when the turn reached its first play window (or at the next
    prompt, if it reached none)."""
    probe = before.copy()
    first = _FirstWindow(probe)
    probe.visits = first
    apply(probe, dict(action))
    return first.at if first.at is not None else probe


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
            window = _answers_in(state, action) == "window"  # never the answer taken back
            apply(state, action)
            log.append(action)
            if action["seat"] == TABLE or window or len(log) % 3:
                continue  # every third answer: the replays stay quick
            result = take_back(config, log, action["seat"], state)
            if isinstance(result, Undone):
                allowed += 1
                assert state_hash(result.state) == state_hash(before)
                upto = _at_first_window(before, action)  # what the answer showed before the game moved on
                for seat in (None, *range(5)):
                    assert known_cards(upto, seat) <= known_cards(before, seat)
        assert allowed > 10


def test_answers_in_a_play_window_since_change_nothing() -> None:
    """Whether a bot was asked in a play window after a person's answer is a secret: taking the answer
    back is allowed or refused alike before and after the bots' silent window answers."""
    config = default_config(5, seed=12, alien_mode="random")
    state, _ = new_game(config)
    log: list[dict[str, Any]] = []
    driver = Driver(config.players, 7)
    compared = 0
    while len(log) < 1500 and not state.over and compared < 5:
        action = driver.next_action(state)
        log.append(action)
        apply(state, dict(action))
        if action["seat"] != 0 or not any(p.ctx == "window" and p.seat != 0 for p in state.prompts):
            continue
        first = take_back(config, log, 0, state)
        later, now = list(log), state.copy()
        for p in [p for p in now.prompts if p.ctx == "window" and p.seat != 0]:
            if not any(q.id == p.id for q in now.prompts):
                continue
            later.append({"seat": p.seat, "type": "pass", "prompt": p.id})
            apply(now, dict(later[-1]))
        second = take_back(config, later, 0, now)
        assert isinstance(first, str) == isinstance(second, str)
        if not isinstance(first, str) and not isinstance(second, str):
            assert state_hash(first.state) == state_hash(second.state)
        compared += 1
    assert compared >= 1
