"""Save and resume a local game, and take back an answer at the table.

A local game with people autosaves after every action (the LAN host's journal format, in the data folder
that tests/ui/conftest.py points at a temporary folder); the title offers Continue and puts the game back
where it stopped, same seats, same next prompts; a save that cannot be continued is set aside with a
message, never deleted. A person takes back their own last answer (the engine decides, game.takeback)
from the pause menu or with Ctrl+Z; the table is set again from the session.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.bots.random_bot import RandomBot
from game.config import default_config
from game.prompts import Prompt
from game.ui import saves
from game.ui.pause_menu import PauseMenu
from game.ui.scenes.results import start_game
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.session import LocalSession
from game.wire import state_hash
from net.journal import seal
from tests.ui.kit import click, frames, key, make_app

SEATS = ["human", "human", "normal", "easy", "hard"]


def new_session(seats: list[str] = SEATS, seed: int = 42) -> LocalSession:
    """A local game of people and bots, autosaving to the data folder."""
    session = LocalSession.with_strengths(default_config(len(seats), seed=seed, alien_mode="random"), seats)
    saves.start(session)
    return session


def play(session: LocalSession, actions: int, stop_at: str | None = None, seed: int = 5) -> Prompt | None:
    """Bots answer their prompts, people answer at random, for ``actions`` actions; with ``stop_at``, stop
    (and return it) at the first person's prompt of that situation."""
    person = RandomBot(seed)
    for _ in range(actions):
        if session.over or session.bot_step() is not None:
            continue
        prompt = session.human_prompts()[0]
        if prompt.ctx == stop_at:
            return prompt
        session.submit(prompt.seat, person.act(prompt, lambda: {}))
    return None


def answer(session: LocalSession, prompt: Prompt, seed: int = 3) -> None:
    session.submit(prompt.seat, RandomBot(seed).act(prompt, lambda: {}))


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def title_at(size: tuple[int, int] = (1280, 720)) -> tuple[Any, TitleScene]:
    app = make_app(size)
    title = TitleScene(app)
    app.switch(title)
    frames(app, 2)
    return app, title


# -- autosave and Continue ---------------------------------------------------------------------------
def test_every_action_is_written_as_it_is_played_with_the_seats_in_a_private_file() -> None:
    session = new_session()
    play(session, 50)
    path = saves.save_path()
    rows = lines(path)
    assert rows[0]["format"] == "cosmic-table-journal" and rows[0]["table"] == "local"
    assert [s["kind"] for s in rows[0]["seats"]] == ["human", "human", "bot", "bot", "bot"]
    assert [s["strength"] for s in rows[0]["seats"][2:]] == ["normal", "easy", "hard"]
    assert [r["a"] for r in rows[1:]] == session.actions and len(session.actions) == 50
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_resumed_game_is_the_same_game_with_the_same_seats_and_next_prompts() -> None:
    session = new_session()
    play(session, 80)
    session.close()
    found = saves.find()
    assert isinstance(found, saves.SavedGame)
    again = found.session()
    assert state_hash(again.state) == state_hash(session.state)
    assert again.prompts() == session.prompts()
    assert [s.strength for s in again.seats] == SEATS and again.humans == [0, 1]
    assert [e for b in again.history for e in b.events] == [e for b in session.history for e in b.events]
    # It goes on saving to the same file, and a second resume still agrees.
    play(again, 20)
    again.close()
    last = saves.find()
    assert isinstance(last, saves.SavedGame)
    assert state_hash(last.rec.state) == state_hash(again.state)


def test_a_crash_mid_line_keeps_every_action_before_it() -> None:
    session = new_session()
    play(session, 40)
    session.close()
    with saves.save_path().open("a") as f:
        f.write('{"a":{"seat":0,"ty')  # the process died while writing
    found = saves.find()
    assert isinstance(found, saves.SavedGame)
    assert state_hash(found.rec.state) == state_hash(session.state)


def test_the_title_continues_the_saved_game_where_it_stopped() -> None:
    session = new_session()
    play(session, 60)
    session.close()
    app, title = title_at()
    assert [b.label for b in title.buttons][:2] == ["Continue", "Local game"]
    assert title.saved is not None and "with 3 bots" in title.saved.summary()
    assert f"turn {session.turn}" in title.saved.summary()
    click(title.buttons[0].rect.center)
    frames(app, 2)
    table = app.scene
    assert isinstance(table, TableScene)
    assert state_hash(table.session.state) == state_hash(session.state)  # type: ignore[attr-defined]
    frames(app, 30)  # the table runs on from there


def test_a_finished_game_is_not_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session(["human", "easy", "easy"], seed=7)
    play(session, 5000)
    assert session.over
    session.close()
    assert saves.find() is None
    _, title = title_at()
    assert "Continue" not in [b.label for b in title.buttons] and title.notice is None
    assert saves.save_path().exists()  # left alone


def test_only_games_with_people_are_saved() -> None:
    app = make_app()
    bots = LocalSession.with_strengths(default_config(3, seed=1), ["easy"] * 3)
    start_game(app, bots, watch=True)
    assert bots.autosave is None and not saves.save_path().exists()
    people = LocalSession.with_strengths(default_config(3, seed=1), ["human", "easy", "easy"])
    start_game(app, people)
    assert people.autosave is not None and saves.save_path().exists()


# -- saves that cannot be continued ------------------------------------------------------------------
def spoil_truncated(path: Path) -> None:
    text = path.read_text().splitlines(keepends=True)
    text[3] = text[3][:7] + "\n"  # a line cut short in the middle of the file
    path.write_text("".join(text))


def spoil_garbage(path: Path) -> None:
    path.write_bytes(os.urandom(300) + b"\n")


def spoil_version(path: Path) -> None:
    rows = lines(path)
    rows[0]["version"] = 99
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def spoil_replay(path: Path) -> None:
    """A whole, well-chained save whose last action these rules refuse (as from a build with other rules)."""
    rows = lines(path)
    rows.append({"a": {"seat": 0, "type": "launch", "ships": [[999, 9]]}})  # refused on replay
    sealed: list[bytes] = []
    for row in rows:
        sealed.append(
            seal({k: v for k, v in row.items() if k not in ("p", "s")}, sealed[-1] if sealed else None)
        )
    path.write_bytes(b"".join(line + b"\n" for line in sealed))


@pytest.mark.parametrize(
    ("spoil", "words"),
    [
        (spoil_truncated, "damaged"),
        (spoil_garbage, "damaged"),
        (spoil_version, "another version"),
        (spoil_replay, "does not play back"),
    ],
)
def test_a_save_that_cannot_be_continued_is_set_aside_and_said(spoil: Any, words: str) -> None:
    session = new_session()
    play(session, 30)
    session.close()
    path = saves.save_path()
    spoil(path)
    spoiled = path.read_bytes()
    app, title = title_at()
    assert title.notice is not None and words in title.notice[1]
    assert "Continue" not in [b.label for b in title.buttons]
    assert not path.exists()
    kept = list(path.parent.glob(f"{path.name}.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == spoiled  # never deleted: kept as it was
    assert kept[0].name in title.notice[1]
    frames(app, 2)  # the title still draws, and works once the notice is read
    key(pygame.K_RETURN)
    frames(app, 1)
    assert title.notice is None
    click(title.buttons[0].rect.center)
    frames(app, 1)
    assert type(app.scene).__name__ == "NewGameScene"


# -- take back --------------------------------------------------------------------------------------
def test_taking_back_a_launch_restores_the_game_and_the_save() -> None:
    session = new_session()
    prompt = play(session, 400, stop_at="launch_ships")
    assert prompt is not None
    before = state_hash(session.state)
    answer(session, prompt)
    assert session.can_take_back(prompt.seat)
    assert session.take_back(prompt.seat) is None
    assert state_hash(session.state) == before and prompt in session.prompts()
    assert len(session.history) == 1 and session.history[0].snap
    found = saves.find()
    assert isinstance(found, saves.SavedGame) and state_hash(found.rec.state) == before
    assert found.rec.actions == session.actions


def test_take_back_goes_back_past_later_answers_and_never_for_a_bot() -> None:
    """The engine takes back a person's last answer with everything after it (the table offers it only
    while nothing after it was shown); a bot's answers are never taken back on their own."""
    session = new_session(["human", "normal", "normal"], seed=3)
    prompt = play(session, 400, stop_at="launch_ships")
    assert prompt is not None
    answer(session, prompt)
    assert session.take_back_refusal(1) == "Only a person at this screen may take back an answer."
    while session.bot_step() is None:  # the person answers on until a bot has something to do
        answer(session, session.human_prompts()[0])
    count = len(session.actions)
    if session.take_back_refusal(0) is None:  # the person's last answer outside the windows goes, and
        assert session.take_back(0) is None  # the bot's after it
        assert len(session.actions) <= count - 2  # at least the person's answer and the bot's


def table_with_answer(seats: list[str]) -> tuple[Any, TableScene, LocalSession, str]:
    """A table where the person at seat 0 just launched ships; the state's hash before they did."""
    session = new_session(seats, seed=11)
    prompt = play(session, 600, stop_at="launch_ships")
    assert prompt is not None and prompt.seat == 0
    before = state_hash(session.state)
    app = make_app((1280, 720), bot_speed=0.25)
    scene = TableScene(app, session)
    app.switch(scene)
    frames(app, 3)
    scene.submit(0, RandomBot(2).act(prompt, lambda: {}))
    return app, scene, session, before


def test_ctrl_z_takes_back_and_the_table_is_set_again() -> None:
    app, scene, session, before = table_with_answer(["human", "normal", "normal"])
    key(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 1)
    assert state_hash(session.state) == before
    fresh = app.scene
    assert isinstance(fresh, TableScene) and fresh is not scene and fresh.session is session
    assert fresh.table.looker == 0
    frames(app, 10)
    assert fresh.prompt.prompt is not None and fresh.prompt.prompt.ctx == "launch_ships"


def test_the_pause_menu_offers_take_back_and_says_why_not() -> None:
    app, scene, session, before = table_with_answer(["human", "normal", "normal"])
    scene.pause.toggle()  # Esc, unless the prompt shown takes Esc itself
    frames(app, 1)
    menu: PauseMenu = scene.pause
    assert menu.open
    entry = next(b for b in menu.buttons if b.label == "Take back my last answer")
    assert entry.enabled
    click(entry.rect.center)
    frames(app, 1)
    assert state_hash(session.state) == before and app.scene is not scene
    # The same answer again, then a bot answers: the entry is greyed, with the reason.
    fresh = app.scene
    assert isinstance(fresh, TableScene)
    fresh.submit(0, RandomBot(2).act(session.human_prompts()[0], lambda: {}))
    for _ in range(2000):  # the table plays on until something after the answer has been shown
        frames(app, 1)
        if fresh.undo_seat is None:
            break
        prompt = fresh.prompt.prompt
        if prompt is not None and prompt.seat == 0 and not fresh.animator.busy:
            fresh.submit(0, RandomBot(4).act(prompt, lambda: {}))
    fresh.pause.toggle()
    frames(app, 1)
    entry = next(b for b in fresh.pause.buttons if b.label.startswith("Take back"))
    assert not entry.enabled
    assert fresh.pause.take_back.refusal() == "The game has moved on since."  # type: ignore[union-attr]


def test_a_lan_or_bot_table_has_no_take_back() -> None:
    app = make_app()
    bots = LocalSession.with_strengths(default_config(3, seed=1), ["easy"] * 3)
    scene = TableScene(app, bots)
    assert scene.pause.take_back is None


def test_a_save_that_cannot_be_written_stops_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session()
    play(session, 10)

    def full_disk(self: saves.Autosave, game: object, action: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.Autosave, "record", full_disk)
    play(session, 10)
    assert session.autosave is None and len(session.actions) == 20


def test_a_game_with_random_bots_resumes_with_them() -> None:
    """Every bot strength the game knows is saved and read back (random bots included)."""
    session = new_session(["human", "random", "easy"], seed=7)
    play(session, 30)
    session.close()
    found = saves.find()
    assert isinstance(found, saves.SavedGame), found
    assert [s.strength for s in found.session().seats] == ["human", "random", "easy"]
