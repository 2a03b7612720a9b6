"""The board says what may be clicked: the planets (or the gate) the open prompt lets you pick glow and carry
the numbers their keys have on the panel; nothing glows when nobody at the screen is asked; the speed keys
say the new speed."""

from __future__ import annotations

import pygame
from kit import frames, key, person_at, table_app
from test_keys import DT, answers, press

from game.prompts import SHIPS, Prompt
from game.ui.board import sun_pos
from game.ui.prompt_panel import NUMBER_KEYS
from game.ui.scenes.table import TableScene


def board_pixels(scene: TableScene, picks: bool) -> pygame.Surface:
    """The board drawn once, with or without what the prompt lets you pick, at a frozen moment."""
    surf = pygame.Surface(scene.app.screen.get_size())
    board = scene.board
    keep = board.clickable
    if not picks:
        board.clickable = dict
    scene.table.t = 12.0
    board.draw(surf)
    board.clickable = keep
    return surf


def differs_around(a: pygame.Surface, b: pygame.Surface, centre: tuple[float, float], r: int) -> bool:
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (int(centre[0]), int(centre[1]))
    return any(
        a.get_at((x, y)) != b.get_at((x, y))
        for x in range(box.x, box.right, 2)
        for y in range(box.y, box.bottom, 2)
    )


def test_a_planet_choice_glows_its_planets_numbered_as_the_keys_pick_them() -> None:
    app, scene = person_at("launch_aim")
    aim = scene.prompt.prompt
    assert aim is not None
    planets = [o["planet"] for o in aim.options]
    assert scene.prompt.clickable_planets() == {p: i + 1 for i, p in enumerate(planets)}
    app.frame(DT)
    assert scene.board.picks == {p: i + 1 for i, p in enumerate(planets)}
    plain, lit = board_pixels(scene, False), board_pixels(scene, True)
    lay = scene.table.layout
    for p in planets:
        assert differs_around(lit, plain, lay.planet_pos(p, scene.table.t), int(lay.planet_r * 1.6))
    last = planets[-1]
    press(app, NUMBER_KEYS[scene.board.picks[last] - 1])  # the number drawn on the planet
    assert answers(scene)[-1]["planet"] == last


def test_a_ships_prompt_glows_its_sources_and_their_keys_add_ships_there() -> None:
    app, scene = person_at("launch_ships")
    spec = scene.prompt.prompt.spec  # type: ignore[union-attr]
    picks = scene.prompt.clickable()
    assert set(picks) == {loc for loc, _ in spec["sources"]}
    numbered = {loc: n for loc, n in picks.items() if n}
    assert sorted(numbered.values()) == list(range(1, len(numbered) + 1))
    loc, n = next(iter(numbered.items()))
    press(app, NUMBER_KEYS[n - 1])
    assert scene.prompt.counts[loc] == 1


def test_ships_in_the_gate_glow_there_when_the_gate_is_a_source() -> None:
    _app, scene = person_at("launch_aim")
    home = next(p["planet"] for p in scene.table.shown["planets"] if p["system"] == 0)
    lose = Prompt(
        999,
        0,
        SHIPS,
        "lose_ships",
        (),
        {"type": "lose", "sources": [[home, 2], ["gate", 3]], "min": 1, "max": 1},
    )
    scene.prompt.show(lose)
    assert scene.prompt.clickable() == {home: 1, "gate": 2}
    plain, lit = board_pixels(scene, False), board_pixels(scene, True)
    assert scene.board.picks == {home: 1, "gate": 2}
    lay = scene.table.layout
    assert differs_around(lit, plain, lay.gate_pos, int(lay.warp_r * 0.6))
    far = sun_pos(lay, 2)  # a system nobody may pick from stays as it was
    assert not differs_around(lit, plain, far, 6)


def test_nothing_glows_while_bots_decide() -> None:
    app, scene = table_app(["random"] * 3, seed=2, bot_speed=8.0, animation_speed=8.0)
    for _ in range(60):
        app.frame(DT)
        assert scene.board.picks == {}


def test_the_speed_keys_say_the_new_speed_for_a_moment() -> None:
    app, scene = table_app(["random"] * 3, seed=2, bot_speed=1.0)
    frames(app, 2)
    key(pygame.K_PLUS)
    frames(app, 1)
    assert app.settings.bot_speed == 1.5
    assert scene.toast.showing(scene.table.t) == "Bot speed x1.5"
    key(pygame.K_MINUS)
    key(pygame.K_MINUS)
    frames(app, 1)
    assert scene.toast.showing(scene.table.t) == "Bot speed x0.67"
    frames(app, 50)  # 1.7 s later
    assert scene.toast.showing(scene.table.t) is None
    for _ in range(12):
        key(pygame.K_PLUS)
    frames(app, 1)
    assert scene.toast.showing(scene.table.t) == "Bot speed x8 (the fastest)"
