"""Seven and eight players in the window (Cosmic Incursion, Cosmic Conflict and Cosmic Alliance): the
new-game and Host screens' row per expansion and the seats they bring, the lobby's seven and eight seats,
seven- and eight-player bot games played in frames with the shown view the engine's, the players panel at
eight, hot-seat people behind the curtain at seven and eight, black drawn with a light rim and white with a
dark one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from kit import click, frames, make_app
from test_lan_layouts import assert_buttons_fit, lobby_app
from test_scenes import button

from game.config import default_config, expansions_for
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
ALL = ("alliance", "conflict", "incursion")
LAST = {7: ["orange", "black"], 8: ["orange", "black", "white"]}  # the colours past the base five


def _on(scene: object, colour: str) -> None:
    click(button(scene, f"On: {colour}").center)


@pytest.mark.parametrize("players", [7, 8])
def test_a_seven_or_eight_player_bot_game_plays_in_frames_with_the_engine_s_view(players: int) -> None:
    app = make_app(**FAST)
    table = expansions_for(players)
    config = default_config(players, seed=7, alien_mode="random", expansions=table, four_planets=True)
    scene = TableScene(app, LocalSession.with_strengths(config, ["random"] * players))
    app.switch(scene)
    assert scene.session.n == players and len(scene.table.layout.systems) == players
    idle = 0
    for _ in range(1000):  # a turn or two (the whole game takes a minute and a half of frames)
        app.frame(1 / 20)
        if scene.idle and not scene.animator.busy:  # nothing staged: the table shows the engine's view
            assert scene.table.shown == scene.session.view(scene.table.eye)
            idle += 1
    assert idle > 20 and scene.session.state.actions > 30
    assert [p["colour"] for p in scene.table.shown["players"]][5:] == LAST[players]
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
@pytest.mark.parametrize("players", [7, 8])
def test_the_lobby_shows_seven_or_eight_seats_and_expansions(size: tuple[int, int], players: int) -> None:
    app = make_app(size)
    scene = LobbyScene(app, demo_connection(expansions=expansions_for(players)))
    app.switch(scene)
    frames(app, 2)
    assert len(scene.seats) == players and len(scene.seat_rects) == players
    assert all(scene.left.contains(r) for r in scene.seat_rects)
    assert_buttons_fit(scene.buttons + [b for row in scene.kind_rows for b in row.buttons], size)
    lines = dict(option_lines(scene.lobby.get("options", {})))
    assert lines["Cosmic Incursion"] == "On: orange" and lines["Cosmic Conflict"] == "On: black"
    assert lines["Cosmic Alliance"] == ("On: white" if players == 8 else "Off")
    _, five = lobby_app(size)
    assert dict(option_lines(five.lobby.get("options", {})))["Cosmic Conflict"] == "Off"


def test_black_pieces_carry_a_light_rim() -> None:
    assert theme.rim("black") is not None and theme.rim("red") is None
    rim, body = theme.rim("black"), theme.body("black")
    assert rim is not None and sum(rim) > 3 * 180 and sum(body) < 3 * 80  # dark inside, light round it


def test_white_pieces_carry_a_dark_rim() -> None:
    rim, body = theme.rim("white"), theme.body("white")
    assert rim is not None and sum(rim) < 3 * 80 and sum(body) > 3 * 230  # light inside, dark round it
    assert theme.light_rim("white") is None and theme.light_rim("black") == theme.rim("black")


@pytest.mark.parametrize("players", [7, 8])
def test_the_screenshot_tool_draws_seven_or_eight_players(tmp_path: Path, players: int) -> None:
    path = str(tmp_path / "large.png")
    out = screenshot(path, players=players, seed=3, actions=80, size=(1280, 720), frames=2)
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


@pytest.mark.parametrize("players", [7, 8])
def test_two_people_and_the_bots_keep_their_secrets_at_seven_or_eight(players: int) -> None:
    variants = {"expansions": expansions_for(players)}
    report = run_check(2, players - 2, 4, games=1, max_frames=1500, variants=variants)
    assert report.leaks == [] and report.screen_mismatches == []
    assert report.curtains >= 2 and report.decisions >= 20


def test_the_new_game_screen_seats_eight_with_all_three_expansions() -> None:
    app = make_app()
    app.settings.incursion = app.settings.conflict = True
    scene = NewGameScene(app)
    app.switch(scene)
    frames(app, 1)
    assert "8" not in {b.label for b in scene.rows[0].buttons}  # two colour expansions: seven at most
    _on(scene, "white")
    frames(app, 1)
    click(button(scene, "8").center)
    frames(app, 1)
    assert len(scene.seat_rows) == 8 and scene.setup.players == 8
    assert_buttons_fit([b for row in scene.rows for b in row.buttons], app.screen.get_size())
    config = scene.setup.config(seed=1)
    assert config.expansions == ALL and [s.colour for s in config.seats[5:]] == LAST[8]
    scene._set("alliance")(False)  # the row's Off button: the eighth seat and white go
    frames(app, 1)
    assert scene.setup.players == 7 and "white" not in {s.colour for s in scene.setup.playing()}
    scene._set("alliance")(True)
    scene.setup.players = 8
    scene.setup.remember(app.settings)
    assert app.settings.alliance and NewGameScene(app).setup.players == 8


def test_the_host_screen_opens_an_eight_seat_lobby() -> None:
    app = make_app()
    app.settings.incursion = app.settings.conflict = True
    scene = HostGameScene(app, advertise=False)
    app.switch(scene)
    frames(app, 1)
    _on(scene, "white")
    frames(app, 1)
    click(button(scene, "8").center)
    frames(app, 1)
    assert scene.players == 8 and len(scene.seat_rows) == 8
    assert scene.options()["alliance"] is True
    core = scene.build_core("Eight", "token")
    assert [s.colour for s in core.lobby.slots][5:] == LAST[8]
    assert_buttons_fit([b for row in scene.rows for b in row.buttons], app.screen.get_size())


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
def test_the_players_panel_holds_eight_rows(size: tuple[int, int]) -> None:
    """At eight players each row of the right-hand panel keeps its two lines (name and alien, then the
    counts) inside it, and the encounter and log panels keep their room below."""
    app = make_app(size, **FAST)
    config = default_config(8, seed=3, alien_mode="random", expansions=ALL)
    scene = TableScene(app, LocalSession.with_strengths(config, ["human"] + ["random"] * 7))
    app.switch(scene)
    frames(app, 10)
    lay = scene.table.layout
    row = (lay.players.h - theme.px(8)) // 8
    assert theme.px(26) + theme.font(15).get_height() <= row - theme.px(4)  # the counts' line ends in its row
    assert theme.px(4) + theme.font(18, True).get_height() <= theme.px(26)  # the name's line above it
    assert lay.players.bottom <= lay.encounter.y and lay.log.h >= 10 * theme.font(14).get_linesize()
