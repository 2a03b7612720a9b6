"""Hidden powers on the table: an alien still face down is drawn face down for everyone but its owner, and
for the owner only while the screen talks to that person (docs/ui.md, "Hot-seat privacy")."""

from __future__ import annotations

import pygame
from kit import frames, make_app

from game import hidden_powers, hooks
from game.config import default_config
from game.ui.alien_face import alien_hover, alien_label
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession
from game.view import view_for


def table(people: int) -> TableScene:
    """``people`` persons (the first seats) and bots at a four-seat hidden-powers table, a few frames on.
    One person owns the screen for the whole game; with two, it goes to the table between their turns."""
    app = make_app()
    config = default_config(4, seed=6, alien_mode="random", hidden_powers=True)
    seats = ["human"] * people + ["random"] * (4 - people)
    scene = TableScene(app, LocalSession.with_strengths(config, seats))
    app.switch(scene)
    scene.animator.skip()
    frames(app, 3)
    return scene


def words_on_screen(scene: TableScene) -> str:
    """Every hover text and panel line the table drew this frame."""
    texts = [t for _, t in [*scene.hud.hover, *scene.board.hover]]
    return "\n".join([*texts, *map(str, scene.hud.drawn.get("panel", []))])


def secrets(scene: TableScene, looker: int | None) -> set[str]:
    state = scene.table.session.state  # type: ignore[attr-defined]
    return {
        a
        for s in range(state.n)
        if (a := hooks.own_alien(state, s)) and s != looker and not hidden_powers.visible(state, looker, s)
    }


def test_the_owner_sees_its_own_alien_face_down_and_nobody_elses() -> None:
    scene = table(1)
    assert scene.table.eye == 0
    state = scene.table.session.state  # type: ignore[attr-defined]
    mine = state.aliens[0]
    assert hidden_powers.hidden(state, 0) and mine
    words = words_on_screen(scene)
    assert f"is the {mine}" in words and "only you know it" in words
    hidden = secrets(scene, 0)
    assert hidden and not any(alien in words for alien in hidden)
    assert "face down" in words


def test_the_table_shows_every_hidden_alien_face_down() -> None:
    scene = table(2)  # two people: between their turns the screen talks to the whole table
    assert scene.table.eye is None
    state = scene.table.session.state  # type: ignore[attr-defined]
    words = words_on_screen(scene)
    assert not any(alien in words for alien in secrets(scene, None))
    assert state.aliens[0] not in words and state.aliens[1] not in words
    assert words.count("face down") >= sum(hidden_powers.hidden(state, s) for s in range(state.n))


def test_the_words_come_from_the_view() -> None:
    state = table(2).table.session.state  # type: ignore[attr-defined]
    own = view_for(state, 0)["players"][0]
    other = view_for(state, 1)["players"][0]
    assert alien_label(own) == f"{own['alien']} (face down)"
    assert alien_label(other) == "alien face down"
    assert "turns over the first time" in alien_hover(other)
    assert alien_label({**other, "alien_hidden": False, "alien": "Virus"}) == "Virus"


def test_a_face_down_sheet_is_drawn_as_a_card_back() -> None:
    # the players panel draws a small back before the words of a face-down alien (and none without)
    def panel(hidden: bool) -> pygame.Surface:
        app = make_app()
        config = default_config(3, seed=6, alien_mode="random", hidden_powers=hidden)
        scene = TableScene(app, LocalSession.with_strengths(config, ["random"] * 3))
        app.switch(scene)
        scene.animator.skip()
        scene.table.looker = None
        scene.table.refresh()
        frames(app, 2)
        return app.screen.subsurface(scene.table.layout.players).copy()

    assert pygame.image.tobytes(panel(True), "RGB") != pygame.image.tobytes(panel(False), "RGB")
