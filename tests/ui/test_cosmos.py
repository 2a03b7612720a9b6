"""The living cosmos: it draws at every window size, it moves, and its cached layers stay cached."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game.ui import cosmos, theme
from game.ui.cosmos import OUTER_SPIN, ROT_STEPS, STATS, Sky
from game.ui.layout import Layout
from tests.ui.kit import frames, make_app, table_app


def _digest(surf: pygame.Surface, rect: pygame.Rect | None = None) -> str:
    part = surf.subsurface(rect) if rect is not None else surf
    return hashlib.sha1(pygame.image.tobytes(part, "RGB")).hexdigest()


def _brightness(c: pygame.Color) -> int:
    return int(c.r) + int(c.g) + int(c.b)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)])
def test_cosmos_draws_at_every_size(size: tuple[int, int]) -> None:
    app = make_app(size)
    cosmos.clear_cache()
    w, h = size
    layout = Layout(w, h, 5)
    sky = Sky(layout)
    screen = app.screen
    screen.fill((255, 0, 255))
    sky.draw(screen, 2.5)
    cx, cy = (round(v) for v in layout.centre)
    r = layout.warp_r
    # The backdrop covers the whole window: no pixel of the magenta fill survives at the corners.
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert tuple(screen.get_at((x, y)))[:3] != (255, 0, 255)
    # A dark heart, a bright rim round it, and the halo lighter than the far sky.
    heart = _brightness(screen.get_at((cx, cy)))
    rim = max(_brightness(screen.get_at((round(cx + r * 0.4 * dx), cy))) for dx in (-1, 1))
    assert heart < 40
    assert rim > heart + 200
    assert sky.kit.back.get_size() == size


def test_cosmos_moves_and_is_deterministic() -> None:
    app = make_app((1280, 720))
    layout = Layout(1280, 720, 5)
    sky = Sky(layout)
    screen = app.screen
    warp = pygame.Rect(0, 0, int(layout.warp_r * 3), int(layout.warp_r * 3))
    warp.center = (round(layout.centre[0]), round(layout.centre[1]))
    sky.draw(screen, 4.0)
    first, first_warp = _digest(screen), _digest(screen, warp)
    sky.draw(screen, 4.0)
    assert _digest(screen) == first  # the same moment draws the same picture
    sky.draw(screen, 4.5)
    assert _digest(screen, warp) != first_warp  # the vortex turns
    # Stars drift: away from the warp, the sky changes too.
    corner = pygame.Rect(0, 0, 300, 200)
    sky.draw(screen, 0.0)
    before = _digest(screen, corner)
    sky.draw(screen, 20.0)
    assert _digest(screen, corner) != before


def test_cached_layers_are_not_rebuilt_each_frame() -> None:
    app = make_app((1600, 900))
    cosmos.clear_cache()
    builds, rotations0 = STATS["builds"], STATS["rotations"]
    layout = Layout(1600, 900, 5)
    sky = Sky(layout)
    assert STATS["builds"] == builds + 1
    kit = sky.kit
    back = kit.back
    period = 360 / cosmos.INNER_ARMS / cosmos.INNER_SPIN  # the slower-repeating pattern sets the bound
    period = max(period, 360 / cosmos.OUTER_ARMS / OUTER_SPIN)
    t = 0.0
    while t < period * 1.05:
        sky.draw(app.screen, t)
        t += 1 / 10
    assert STATS["builds"] == builds + 1
    assert sky.kit is kit and sky.kit.back is back
    # Every rotation of the arms was rendered at most once, and a second turn renders none.
    assert all(surf is not None for surf in kit.rotations["outer"])
    rotations = STATS["rotations"]
    assert rotations - rotations0 <= 2 * ROT_STEPS
    while t < period * 2.1:
        sky.draw(app.screen, t)
        t += 1 / 10
    assert STATS["rotations"] == rotations
    # Another cosmos for the same geometry (the table after the title screen) reuses the kit.
    assert Sky(Layout(1600, 900, 5)).kit is kit
    assert STATS["builds"] == builds + 1


def test_geometry_change_rebuilds_once() -> None:
    app = make_app((1280, 720))
    cosmos.clear_cache()
    layout = Layout(1280, 720, 5)
    sky = Sky(layout)
    builds = STATS["builds"]
    layout.centre = (500.0, 300.0)  # the menus move the warp after making the layout
    for i in range(5):
        sky.draw(app.screen, i / 30)
    assert STATS["builds"] == builds + 1
    assert round(sky.kit.back.get_at((500, 300)).r) < 255


def test_table_frames_do_not_rebuild_the_cosmos() -> None:
    app, _ = table_app(["normal"] * 5, seed=4, size=(1280, 720))
    frames(app, 2)
    builds, rotations = STATS["builds"], STATS["rotations"]
    frames(app, 60, dt=1 / 60)
    assert STATS["builds"] == builds
    assert STATS["rotations"] - rotations <= 2 * ROT_STEPS


def test_cosmos_without_a_display() -> None:
    pygame.display.quit()
    pygame.font.init()
    cosmos.clear_cache()
    surf = pygame.Surface((960, 600))
    sky = Sky(Layout(960, 600, 3))
    sky.draw(surf, 1.0)
    assert _brightness(surf.get_at((0, 0))) < 200
    cosmos.clear_cache()  # these surfaces were never converted for a display: do not hand them on


def test_symbols_and_text_are_cached() -> None:
    app = make_app((960, 600))
    for colour in theme.PLAYER_SYMBOL:
        theme.draw_symbol(app.screen, colour, (100, 100), 10)
    first = theme.text("Pass to Blue", 20)
    assert theme.text("Pass to Blue", 20) is first


def test_wrap_fits_the_width_and_keeps_every_word() -> None:
    make_app((960, 600))
    text = "Purple moves 1 ship from Purple's planet 3 to the gate.\nThe offense invites Blue, Green."
    for size in (12, 16, 22):
        for width in (60, 140, 320):
            lines = theme.wrap(text, size, width)
            assert " ".join(lines).split() == text.split()
            f = theme.font(size)
            assert all(f.size(line)[0] <= width for line in lines if " " in line)
    assert theme.wrap("one two three", 16, 10) == ["one", "two", "three"]
    assert theme.wrap("", 16, 100) == [""]


def test_cosmos_paints_only_the_area_asked() -> None:
    app = make_app((1280, 720))
    layout = Layout(1280, 720, 5)
    sky = Sky(layout)
    screen = app.screen
    screen.fill((255, 0, 255))
    sky.draw(screen, 1.0, area=layout.board)
    assert tuple(screen.get_at((layout.side.centerx, layout.side.centery)))[:3] == (255, 0, 255)
    assert tuple(screen.get_at(layout.board.topleft))[:3] != (255, 0, 255)
    assert screen.get_clip() == screen.get_rect()
    # The same pixels as a full draw inside the area.
    inside = _digest(screen, layout.board)
    sky.draw(screen, 1.0)
    assert _digest(screen, layout.board) == inside
