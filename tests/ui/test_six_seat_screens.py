"""Six players in the window (Cosmic Incursion): the new-game and Host screens' switch and sixth seat, a
six-player bot game played in frames to the end with the shown view the engine's, and a table layout that
keeps six systems apart and clear of the cards in the middle at the usual window sizes."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest
from kit import click, frames, make_app
from test_scenes import button

from game.config import default_config
from game.ui.app import MIN_SIZE
from game.ui.board import card_slot, pile_rects
from game.ui.layout import Layout
from game.ui.main import screenshot
from game.ui.scenes.host_game import HostGameScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}


def test_a_six_player_bot_game_runs_in_frames_to_the_end() -> None:
    app = make_app(**FAST)
    config = default_config(6, seed=6, alien_mode="random", incursion=True, four_planets=True)  # short
    scene = TableScene(app, LocalSession.with_strengths(config, ["random"] * 6))
    app.switch(scene)
    assert scene.session.n == 6
    idle = 0
    for _ in range(40000):
        app.frame(1 / 20)
        if scene.idle and not scene.animator.busy:  # nothing staged: the table shows the engine's view
            assert scene.table.shown == scene.session.view(scene.table.eye)
            idle += 1
        if scene.session.over and not scene.animator.busy:
            break
    assert scene.session.over and idle > 50
    frames(app, 60)
    shown = scene.table.shown
    assert shown == scene.session.view(scene.table.eye)
    assert shown["over"] and shown["winners"] == scene.session.state.winners
    assert [p["colour"] for p in shown["players"]][5] == "orange"


def test_the_new_game_switch_shows_a_sixth_seat() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.switch(scene)
    frames(app, 1)
    assert {b.label for b in scene.rows[0].buttons} == {"3", "4", "5"}
    assert len(scene.seat_rows) == 5 and "orange" not in {c for _, _, c in scene.swatches}
    click(button(scene, "On: orange").center)
    frames(app, 1)
    assert scene.setup.incursion
    assert {b.label for b in scene.rows[0].buttons} == {"3", "4", "5", "6"}
    assert len(scene.seat_rows) == 6 and "orange" in {c for _, _, c in scene.swatches}
    click(button(scene, "6").center)
    frames(app, 1)
    assert scene.setup.players == 6 and scene.setup.seats[5].colour == "orange"
    # every seat's row is on the screen, above the buttons
    assert all(r.bottom <= scene.buttons[0].rect.y for r in scene.seat_rows)
    # orange can be picked by any seat (swapping with the seat that had it)
    swatch = next(r for r, s, c in scene.swatches if s == 0 and c == "orange")
    click(swatch.center)
    frames(app, 1)
    assert scene.setup.seats[0].colour == "orange" and scene.setup.seats[5].colour == "red"
    # off again: five players at most, and orange leaves the table for the hidden sixth slot
    click(button(scene, "Off").center)
    frames(app, 1)
    assert scene.setup.players == 5 and not scene.setup.incursion
    assert "orange" not in {s.colour for s in scene.setup.playing()}
    assert scene.setup.config(1).players == 5
    click(button(scene, "On: orange").center)
    frames(app, 1)
    click(button(scene, "6").center)
    frames(app, 1)
    click(button(scene, "Start the game").center)
    frames(app, 1)
    assert isinstance(app.scene, TableScene)
    config = app.scene.session.config
    assert config.incursion and config.players == 6
    assert app.settings.incursion and app.settings.last_players == 6  # remembered for next time


def test_the_new_game_screen_remembers_six_players() -> None:
    app = make_app(incursion=True, last_players=6)
    scene = NewGameScene(app)
    assert scene.setup.players == 6 and len(scene.seat_rows) == 6
    app = make_app(incursion=False, last_players=6)  # an odd settings file: six without the expansion
    assert NewGameScene(app).setup.players == 5


def test_the_host_screen_opens_a_six_seat_table() -> None:
    app = make_app()
    scene = HostGameScene(app, advertise=False)
    app.switch(scene)
    frames(app, 1)
    assert "6" not in {b.label for b in scene.rows[0].buttons}
    click(button(scene, "On: orange").center)
    frames(app, 1)
    click(button(scene, "6").center)
    frames(app, 1)
    assert scene.players == 6 and len(scene.seat_rows) == 6
    assert scene.options()["incursion"] is True
    core = scene.build_core("Six", "token")
    assert len(core.lobby.slots) == 6 and core.lobby.options["incursion"] is True
    assert core.lobby.slots[5].colour == "orange"
    click(button(scene, "Off").center)
    frames(app, 1)
    assert scene.players == 5 and len(scene.seat_rows) == 5


@pytest.mark.parametrize("size", [(1920, 1080), (1600, 900), (1280, 720), (960, 600)])
def test_six_systems_stay_apart_and_clear_of_the_middle(size: tuple[int, int]) -> None:
    lay = Layout(*size, 6)
    reach = lay.orbit_r + lay.planet_r  # a system's planets, wherever they are in their orbit
    middle = [*pile_rects(lay).values(), card_slot(lay, "offense"), card_slot(lay, "defense")]
    for i, (x, y) in enumerate(lay.systems):
        assert lay.board.inflate(-2 * lay.planet_r, -2 * lay.planet_r).collidepoint(x, y)
        for x2, y2 in lay.systems[i + 1 :]:
            assert math.hypot(x - x2, y - y2) > 2 * reach
        ring = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        ring.center = (int(x), int(y))
        assert not any(ring.colliderect(r) for r in middle), (i, size)
        label = lay.system_label_pos(i)
        assert math.hypot(label[0] - x, label[1] - y) > lay.orbit_r  # the name plate is beside the orbit
    assert lay.players.bottom < lay.h * 0.5  # six rows leave room for the encounter and the log


def test_the_screenshot_tool_draws_six_players(tmp_path: Path) -> None:
    out = screenshot(str(tmp_path / "six.png"), players=6, seed=3, actions=60, size=(960, 600), frames=2)
    assert pygame.image.load(str(out)).get_size() == MIN_SIZE  # below the minimum the window will not go


def test_the_reward_variant_comes_with_the_expansion_on_the_new_game_form() -> None:
    from game.ui.scenes.new_game import Setup
    from game.ui.settings import Settings

    setup = Setup.from_settings(Settings())
    setup.incursion, setup.rewards = True, "deck"
    assert setup.config(seed=1).rewards == "deck"
    setup.incursion = False
    setup.fit()
    assert setup.rewards == "none" and setup.config(seed=1).rewards == "none"
