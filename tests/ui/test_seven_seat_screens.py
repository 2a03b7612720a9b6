"""Seven players in the window (Cosmic Incursion and Cosmic Conflict): the new-game and Host screens' row per
expansion and the seats they bring, the lobby's seven seats, a seven-player bot game played in frames to
the end with the shown view the engine's, hot-seat people behind the curtain at seven, and black drawn
with a light rim."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from kit import click, frames, make_app
from test_lan_layouts import assert_buttons_fit, lobby_app
from test_scenes import button

from game.config import default_config
from game.ui import theme
from game.ui.hotseat_check import run_check
from game.ui.main import screenshot
from game.ui.scenes.host_game import HostGameScene
from game.ui.scenes.lobby import LobbyScene, demo_connection, option_lines
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
BOTH = ("conflict", "incursion")


def _on(scene: object, colour: str) -> None:
    click(button(scene, f"On: {colour}").center)


def test_a_seven_player_bot_game_plays_in_frames_with_the_engine_s_view() -> None:
    app = make_app(**FAST)
    config = default_config(7, seed=7, alien_mode="random", expansions=BOTH, four_planets=True)  # short
    scene = TableScene(app, LocalSession.with_strengths(config, ["random"] * 7))
    app.switch(scene)
    assert scene.session.n == 7 and len(scene.table.layout.systems) == 7
    idle = 0
    for _ in range(1000):  # a turn or two (the whole game takes a minute and a half of frames)
        app.frame(1 / 20)
        if scene.idle and not scene.animator.busy:  # nothing staged: the table shows the engine's view
            assert scene.table.shown == scene.session.view(scene.table.eye)
            idle += 1
    assert idle > 20 and scene.session.state.actions > 30
    assert [p["colour"] for p in scene.table.shown["players"]][5:] == ["orange", "black"]
    assert not scene.table.layout.crowded()


def test_the_new_game_screen_has_a_row_per_expansion() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.switch(scene)
    frames(app, 1)
    swatches = lambda: {c for _, _, c in scene.swatches}  # noqa: E731
    assert {"orange", "black"}.isdisjoint(swatches())
    _on(scene, "black")  # Cosmic Conflict alone: a sixth seat, black but no orange
    frames(app, 1)
    assert scene.setup.conflict and not scene.setup.incursion
    assert {b.label for b in scene.rows[0].buttons} == {"3", "4", "5", "6"}
    assert "black" in swatches() and "orange" not in swatches()
    _on(scene, "orange")  # both: seven seats
    frames(app, 1)
    assert {b.label for b in scene.rows[0].buttons} == {"3", "4", "5", "6", "7"}
    click(button(scene, "7").center)
    frames(app, 1)
    assert len(scene.seat_rows) == 7 and scene.setup.players == 7
    assert_buttons_fit([b for row in scene.rows for b in row.buttons], app.screen.get_size())
    config = scene.setup.config(seed=1)
    assert config.expansions == BOTH and {s.colour for s in config.seats[5:]} == {"orange", "black"}
    assert app.settings.conflict is False  # remembered only when the game starts (or Back)
    scene.setup.remember(app.settings)
    assert NewGameScene(app).setup.players == 7


def test_turning_an_expansion_off_takes_its_seat_and_colour_away() -> None:
    app = make_app()
    app.settings.incursion = app.settings.conflict = True
    app.settings.last_players = 7
    scene = NewGameScene(app)
    app.switch(scene)
    frames(app, 1)
    assert scene.setup.players == 7
    scene._set("incursion")(False)  # the row's Off button
    frames(app, 1)
    assert scene.setup.players == 6 and "orange" not in {s.colour for s in scene.setup.playing()}
    assert scene.setup.config(seed=2).expansions == ("conflict",)


def test_the_host_screen_opens_a_seven_seat_lobby() -> None:
    app = make_app()
    scene = HostGameScene(app, advertise=False)
    app.switch(scene)
    frames(app, 1)
    _on(scene, "orange")
    frames(app, 1)
    assert "7" not in {b.label for b in scene.rows[0].buttons}  # one colour expansion: six at most
    _on(scene, "black")
    frames(app, 1)
    click(button(scene, "7").center)
    frames(app, 1)
    assert scene.players == 7 and len(scene.seat_rows) == 7
    assert scene.options()["incursion"] is True and scene.options()["conflict"] is True
    core = scene.build_core("Seven", "token")
    assert [s.colour for s in core.lobby.slots][5:] == ["orange", "black"]
    assert_buttons_fit([b for row in scene.rows for b in row.buttons], app.screen.get_size())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lobby_shows_seven_seats_and_both_expansions(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = LobbyScene(app, demo_connection(seven=True))
    app.switch(scene)
    frames(app, 2)
    assert len(scene.seats) == 7 and len(scene.seat_rects) == 7
    assert all(scene.left.contains(r) for r in scene.seat_rects)
    lines = dict(option_lines(scene.lobby.get("options", {})))
    assert lines["Cosmic Incursion"] == "On: orange" and lines["Cosmic Conflict"] == "On: black"
    _, five = lobby_app(size)
    assert dict(option_lines(five.lobby.get("options", {})))["Cosmic Conflict"] == "Off"


def test_black_pieces_carry_a_light_rim() -> None:
    assert theme.rim("black") is not None and theme.rim("red") is None
    rim, body = theme.rim("black"), theme.body("black")
    assert rim is not None and sum(rim) > 3 * 180 and sum(body) < 3 * 80  # dark inside, light round it


def test_the_screenshot_tool_draws_seven_players(tmp_path: Path) -> None:
    out = screenshot(str(tmp_path / "seven.png"), players=7, seed=3, actions=80, size=(1280, 720), frames=2)
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_two_people_and_five_bots_keep_their_secrets_at_seven() -> None:
    report = run_check(2, 5, 4, games=1, max_frames=1500, variants={"expansions": BOTH})
    assert report.leaks == [] and report.screen_mismatches == []
    assert report.curtains >= 2 and report.decisions >= 20
