"""The menu screens headless: title, attract mode, new game, settings, results, and the sounds."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pygame
import pytest
from kit import SIZE, click, frames, key, make_app

from game.config import BASE_COLOURS, COLOURS
from game.ui.app import App
from game.ui.main import bot_session
from game.ui.scenes.new_game import NewGameScene, Setup
from game.ui.scenes.results import ResultsScene, rematch, start_game, story
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import AttractTable, TableScene, WatchTable
from game.ui.scenes.title import IDLE_ATTRACT, TitleScene
from game.ui.settings import Settings, config_dir
from game.ui.sound import Sounds, effects

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}


def title_app(**settings: object) -> tuple[App, TitleScene]:
    app = make_app(**settings)
    title = TitleScene(app)
    app.switch(title)
    frames(app, 1)
    return app, title


def button(scene: object, label: str, row_key: str | None = None) -> pygame.Rect:
    """The rectangle of the scene's button (or choice, in the row ``row_key``) labelled ``label``."""
    buttons = list(getattr(scene, "buttons", [])) if row_key is None else []
    for row in getattr(scene, "rows", []):
        if isinstance(row, tuple):
            if row_key is None or row[0] == row_key:
                buttons += row[1].buttons
        else:
            buttons += row.buttons
    for b in buttons:
        if b.label == label:
            return pygame.Rect(b.rect)
    raise AssertionError(f"no button {label!r} in {[b.label for b in buttons]}")


def typed(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_title_to_new_game_to_a_table_by_clicks() -> None:
    app, title = title_app()
    click(button(title, "Local game").center)
    frames(app, 1)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    click(button(scene, "3").center)  # three players
    frames(app, 1)
    # Seat 1 takes green; colours stay unique (green's old owner is not playing, so nobody loses one).
    swatch = next(r for r, slot, c in scene.swatches if slot == 0 and c == "green")
    click(swatch.center)
    # The second seat's name: click its field, clear it, type a new one.
    click(scene.names[1].rect.center)
    frames(app, 1)
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    typed("Zed")
    frames(app, 1)
    click(button(scene, "Start the game").center)
    frames(app, 2)
    table = app.scene
    assert isinstance(table, TableScene)
    config = table.session.config
    assert config.players == 3
    assert config.seats[0].colour == "green"
    assert len({s.colour for s in config.seats}) == 3
    assert config.seats[1].name == "Zed"
    assert table.session.humans == [0]
    # The choices were remembered for next time.
    assert app.settings.last_players == 3 and app.settings.player_names[1] == "Zed"
    assert Settings.load().last_colours[0] == "green"


def test_attract_mode_after_a_minute_idle_and_back_on_input() -> None:
    app, title = title_app(**FAST)
    frames(app, int(IDLE_ATTRACT) - 11, dt=1.0)
    key(pygame.K_DOWN)  # someone is there: the minute starts again
    frames(app, 20, dt=1.0)
    assert app.scene is title
    frames(app, int(IDLE_ATTRACT) - 19, dt=1.0)
    attract = app.scene
    assert isinstance(attract, AttractTable)
    assert attract.captions and not attract.session.humans
    frames(app, 40, dt=0.1)
    assert attract.session.state.actions > 0  # a real game is being played
    click((200, 200))
    frames(app, 1)
    assert app.scene is title
    frames(app, 30, dt=1.0)
    assert app.scene is title


def test_lan_entries_open_their_screens_and_watch_bots_has_a_way_back() -> None:
    from game.ui.scenes.host_game import HostGameScene

    app, title = title_app(**FAST)
    click(button(title, "Host a LAN game").center)
    frames(app, 1)
    assert isinstance(app.scene, HostGameScene)  # tests/ui/test_lan_screens.py goes further
    key(pygame.K_ESCAPE)
    frames(app, 1)
    title = app.scene
    assert isinstance(title, TitleScene)
    click(button(title, "Watch bots").center)
    frames(app, 5)
    watch = app.scene
    assert isinstance(watch, WatchTable) and watch.captions and not watch.session.humans
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert isinstance(app.scene, TitleScene)


def test_settings_apply_at_once_and_persist_across_apps() -> None:
    app = App(size=SIZE)  # the settings come from the (temporary) config folder
    scene = SettingsScene(app)
    app.switch(scene)
    frames(app, 1)
    choices = [
        ("text", "Large"),
        ("bots", "Fast"),
        ("anim", "Very fast"),
        ("mute", "Muted"),
        ("volume", "40%"),
    ]
    for row, label in [*choices, ("size", "1280 x 720")]:
        click(button(scene, label, row).center)
        frames(app, 1)
    assert app.screen.get_size() == (1280, 720)
    assert (config_dir() / "settings.json").exists()
    again = App(size=SIZE)
    s = again.settings
    assert (s.text_scale, s.bot_speed, s.animation_speed, s.mute, s.volume) == (1.2, 2.0, 3.0, True, 0.4)
    assert (s.width, s.height) == (1280, 720)
    key(pygame.K_m, pygame.KMOD_CTRL)  # the global mute key, remembered too
    frames(again, 1)
    assert Settings.load().mute is False
    again.switch(TitleScene(again))
    click(button(scene, "Done").center)


def test_settings_files_that_are_broken_or_odd_never_break_the_game(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text("{not json")
    assert Settings.load(path) == Settings()
    path.write_text(json.dumps({"volume": 7, "text_scale": 0.1, "player_names": [1, 2], "last_players": 9}))
    s = Settings.load(path)
    assert s.volume == 1.0 and s.text_scale == 0.6 and s.player_names == Settings().player_names
    setup = Setup.from_settings(s)  # out-of-range choices fall back to sound ones
    assert setup.players == 5 and len({seat.colour for seat in setup.seats}) == len(setup.seats)
    assert len(setup.seats) == len(COLOURS)  # a slot per colour
    assert {seat.colour for seat in setup.seats[:5]} == set(BASE_COLOURS)  # the others: with expansions


def test_new_game_refuses_an_invalid_setup() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.switch(scene)
    frames(app, 1)
    # Colours: whatever is clicked, no two seats ever share one.
    for slot, colour in [(0, "blue"), (1, "blue"), (2, "red"), (4, "purple"), (3, "red"), (0, "green")]:
        swatch = next(r for r, s, c in scene.swatches if s == slot and c == colour)
        click(swatch.center)
        frames(app, 1)
        assert len({s.colour for s in scene.setup.seats}) == len(COLOURS)  # the last wait for expansions
    # Player count: only 3 to 5 can be clicked; anything else is refused at Start.
    assert {b.label for b in scene.rows[0].buttons} == {"3", "4", "5"}
    scene.setup.players = 6
    click(button(scene, "Start the game").center)
    frames(app, 1)
    assert app.scene is scene and scene.error and "3 to 5" in scene.error
    scene.setup.players = 4
    # Two players with the same name are refused with the reason.
    click(scene.names[2].rect.center)
    frames(app, 1)
    for _ in range(20):
        key(pygame.K_BACKSPACE)
    typed(scene.setup.seats[0].name)
    key(pygame.K_RETURN)
    frames(app, 1)
    key(pygame.K_RETURN)  # Enter: start
    frames(app, 1)
    assert app.scene is scene and scene.error and "called" in scene.error
    # A seed that is not a number cannot even be typed; a valid one gives that game.
    scene.names[2].text = scene.setup.seats[2].name = "Kai"
    click(scene.seed_field.rect.center)
    typed("4x2")
    frames(app, 1)
    assert scene.setup.seed == "42"
    click(button(scene, "Start the game").center)
    frames(app, 1)
    assert isinstance(app.scene, TableScene) and app.scene.session.config.seed == 42


def test_results_show_the_winners_of_a_finished_bot_game() -> None:
    session = bot_session(3, seed=5)
    while not session.over and session.bot_step() is not None:
        pass
    assert session.over
    app = make_app(**FAST)
    table = start_game(app, session, watch=True)
    key(pygame.K_SPACE)  # skip the replayed animations
    for _ in range(200):
        app.frame(0.1)
        if isinstance(app.scene, ResultsScene):
            break
    results = app.scene
    assert isinstance(results, ResultsScene) and results.session is session and table is not results
    view = session.view(None)
    winners = session.state.winners
    for w in winners:
        assert view["players"][w]["name"] in results.headline()
    # The chart ends on every player's real count of foreign colonies, and the path names the winners.
    s = story(session)
    assert s.timeline[-1] == [p["foreign_colonies"] for p in view["players"]]
    assert s.encounters == sum(1 for b in session.history for e in b.events if e.kind == "encounter_ended")
    lines = [text for text, _, _ in results.path_lines()]
    assert any(view["players"][w]["name"] in line for w in winners for line in lines)
    assert "win" in app.sounds.played
    # Play again: the same seats and options with a new seed.
    click(button(results, "Play again").center)
    frames(app, 1)
    again = app.scene
    assert isinstance(again, WatchTable)
    config = again.session.config
    assert config == dataclasses.replace(session.config, seed=config.seed)
    assert (
        rematch(session, 77).config.seed == 77 and [s.strength for s in again.session.seats] == ["normal"] * 3
    )


def test_results_title_and_new_game_buttons() -> None:
    session = bot_session(3, seed=2)
    while not session.over and session.bot_step() is not None:
        pass
    app = make_app()
    app.switch(ResultsScene(app, session))
    frames(app, 2)
    key(pygame.K_n)
    frames(app, 1)
    assert isinstance(app.scene, NewGameScene)
    app.switch(ResultsScene(app, session))
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert isinstance(app.scene, TitleScene)


def test_sounds_are_short_and_never_fail_without_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    fx = effects(22050)
    assert {"click", "card", "flip", "ship", "warp", "win", "lose", "curtain", "turn", "error"} <= set(fx)
    assert all(0 < len(s) <= 22050 for s in fx.values())  # each under a second
    settings = Settings()
    live = Sounds(settings, background=False)
    live.play("win")
    live.play("no such sound")

    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    silent = Sounds(settings)
    assert silent.sounds == {} and silent.ready.is_set()
    silent.play("win")
    silent.toggle_mute()
    assert settings.mute and silent.played == ["win"]


@pytest.mark.parametrize("name", ["title", "new_game", "settings", "results"])
def test_every_menu_screen_draws_at_a_small_size(name: str) -> None:
    import importlib

    app = make_app(size=(960, 600))
    session = bot_session(3, seed=1)
    scene = importlib.import_module(f"game.ui.scenes.{name}").screenshot_scene(app, session)
    app.switch(scene)
    frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=800, size=(1400, 800)))
    frames(app, 2)
    assert app.scene is scene
