"""Layouts that fit: every table and menu geometry from 1280x720 to 3840x2160, with text that scales with
the window and never runs out of its box, and a window that will not shrink below its minimum."""

from __future__ import annotations

import math

import pygame
import pytest
from kit import frames, make_app, table_app

from game.config import default_config, expansions_for
from game.ui import theme
from game.ui.app import MIN_SIZE
from game.ui.board import ally_anchor, card_slot, pile_rects
from game.ui.hud import PHASE_NAMES
from game.ui.layout import Layout
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession

SIZES = [(1280, 720), (1366, 768), (1280, 1024), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
FAST = {"bot_speed": 50.0, "animation_speed": 50.0}


def _circle_hits(x: float, y: float, r: float, rect: pygame.Rect) -> bool:
    nx, ny = min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)
    return (x - nx) ** 2 + (y - ny) ** 2 < r * r


def _panels(lay: Layout) -> dict[str, pygame.Rect]:
    return {
        "top": lay.top,
        "board": lay.board,
        "hand": lay.hand,
        "prompt": lay.prompt,
        "players": lay.players,
        "encounter": lay.encounter,
        "log": lay.log,
    }


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7, 8])
def test_the_panels_tile_the_window(size: tuple[int, int], n: int) -> None:
    lay = Layout(*size, n)
    window = pygame.Rect((0, 0), size)
    panels = _panels(lay)
    for name, rect in panels.items():
        assert window.contains(rect) and rect.w > 0 and rect.h > 0, name
    names = list(panels)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not panels[a].colliderect(panels[b]), (a, b)
    # Together they cover the whole window: nothing is left unpainted.
    assert sum(r.w * r.h for r in panels.values()) == size[0] * size[1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4, 5, 6, 7, 8])
def test_every_planet_and_sun_stays_on_the_board_and_off_the_piles_and_cards(
    size: tuple[int, int], n: int
) -> None:
    lay = Layout(*size, n)
    assert not lay.crowded()
    middle = [*pile_rects(lay).values(), card_slot(lay, "offense"), card_slot(lay, "defense")]
    for seat, (sx, sy) in enumerate(lay.systems):
        bodies = [(sx, sy, lay.sun_r * 1.3)]
        for t in range(0, 240, 15):  # a whole orbit, a planet at a time
            bodies += [(*lay.planet_pos(seat * lay.per + k, t), lay.planet_r) for k in range(lay.per)]
        for x, y, r in bodies:
            assert lay.board.inflate(-2 * r, -2 * r).collidepoint(x, y), (seat, x, y)
            assert not any(_circle_hits(x, y, r, rect) for rect in middle), (seat, x, y)
        for other, (ox, oy) in enumerate(lay.systems):
            if other != seat:
                assert math.hypot(sx - ox, sy - oy) > 2 * (lay.orbit_r + lay.planet_r), (seat, other)
        lx, ly = lay.system_label_pos(seat)
        assert lay.board.collidepoint(lx, ly)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_sizes_follow_the_window_in_proportion(size: tuple[int, int]) -> None:
    """A 16:9 window of any size is the reference window scaled: panels, planets and fonts alike."""
    ref, lay = Layout(1600, 900, 5), Layout(*size, 5)
    k = theme.window_scale(*size)
    assert k == pytest.approx(size[0] / 1600)
    assert lay.side.w == pytest.approx(ref.side.w * k, abs=2)
    assert lay.top.h == pytest.approx(ref.top.h * k, abs=1)
    assert lay.planet_r == pytest.approx(ref.planet_r * k, rel=0.02)
    make_app((1600, 900))
    h_ref = theme.font(20).get_height()
    make_app(size)
    assert theme.ui_scale() == k
    assert theme.font(20).get_height() == pytest.approx(h_ref * k, rel=0.12)


def test_the_window_refuses_to_shrink_below_its_minimum() -> None:
    app = make_app((1024, 600))
    assert app.screen.get_size() == MIN_SIZE
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=500, size=(900, 500)))
    frames(app, 1)
    assert app.screen.get_size() == MIN_SIZE
    assert theme.ui_scale() == pytest.approx(0.8)


def _text_fits(s: str, size: int, width: int, bold: bool = False) -> bool:
    return theme.font(size, bold).size(s)[0] <= width


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_the_hud_and_the_prompt_title_fit_their_boxes(size: tuple[int, int], players: int) -> None:
    app = make_app(size, **FAST)
    config = default_config(players, seed=3, expansions=expansions_for(players))
    scene = TableScene(app, LocalSession.with_strengths(config, ["human"] + ["normal"] * (players - 1)))
    app.switch(scene)
    frames(app, 40)
    lay = scene.table.layout
    view = scene.table.shown
    u = theme.px
    # The top bar: whose turn and the phase with its window, beside "waiting on ..."; each as tall as the bar.
    words = f"{max(view['players'], key=lambda p: len(p['name']))['name']}'s turn"
    bits = f"Turn 12  ·  encounter 2  ·  {PHASE_NAMES['resolution']}  ·  window: before reveal"
    used = u(12 + 22) + theme.font(20, True).size(words)[0] + u(18) + theme.font(18).size(bits)[0]
    assert used + theme.font(16).size("waiting on Purple, Orange")[0] + u(24) <= lay.top.w
    assert theme.font(20, True).get_height() <= lay.top.h
    # The players panel: each row holds its name line and its stats line (the short form where narrow).
    row = (lay.players.h - u(8)) // players
    assert u(26) + theme.font(15).get_height() <= row
    for p in view["players"]:
        stats = f"col {p['foreign_colonies']}/5 · hand {p['hand_size']} · warp {p['warp']} · home 5"
        assert _text_fits(stats, 15, lay.players.w - u(8) - u(34) - u(24))
        name_and_alien = (
            u(30) + theme.font(18, True).size(p["name"])[0] + u(10) + theme.font(16).size("Philanthropist")[0]
        )
        assert name_and_alien <= lay.players.w - u(8)
    # The encounter panel holds its title and five wrapped lines.
    lines = 1 + 5
    assert lines * (theme.font(16).get_height() + 2) + u(8) <= lay.encounter.h
    # The prompt's title (at its smallest size, cut if need be) and its hint sit above the buttons.
    panel = scene.prompt
    assert theme.font(21, True).get_height() + theme.font(13).get_height() <= u(50) + 2
    title = "Red: Choose the card to play as your encounter card"
    room = lay.prompt.w - u(44)
    assert _text_fits(title, 14, room, True) or len(title) > 8
    assert panel.rect.width == lay.prompt.w


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (3840, 2160)])
def test_an_aliens_text_is_never_cut_in_the_picker(size: tuple[int, int]) -> None:
    app, scene = table_app(["human"] + ["normal"] * 4, seed=42, aliens="choose", size=size, **FAST)
    for _ in range(600):
        frames(app, 1)
        if scene.prompt.prompt is not None:
            break
    p = scene.prompt.prompt
    assert p is not None and any(o.get("type") == "alien" for o in p.options)
    rect = scene.prompt.rect
    assert pygame.Rect((0, 0), size).contains(rect) and rect.bottom == scene.table.layout.prompt.bottom
    notes = scene.prompt._alien_lines(p, rect.w)
    buttons = max(b.rect.bottom for b in scene.prompt.buttons if b.rect.w)
    step = theme.font(14).get_linesize()
    assert buttons + theme.px(6) + len(notes) * step <= rect.bottom - theme.px(4)
    for line, _ in notes:
        assert _text_fits(line, 14, rect.w - theme.px(24))


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("n", [4, 5, 6])
def test_the_attract_caption_finds_a_place_clear_of_systems_and_piles(size: tuple[int, int], n: int) -> None:
    lay = Layout(*size, n)
    make_app(size)
    text = "Yellow moves 1 ship from Yellow's planet 3 to the defense's side."
    for share in (0.45, 0.32, 0.24):
        rows = theme.wrap(text, 20, int(lay.board.w * share), True)
        w = max(theme.font(20, True).size(r)[0] for r in rows) + theme.px(24)
        box = lay.banner_spot((w, len(rows) * theme.font(20, True).get_height() + theme.px(12)))
        if box is not None:
            break
    assert box is not None and lay.board.contains(box)
    assert box.collidelist(list(pile_rects(lay).values())) < 0
    for x, y in lay.systems:
        assert not _circle_hits(x, y, lay.orbit_r + lay.planet_r, box)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_defense_allies_wait_clear_of_the_piles(size: tuple[int, int]) -> None:
    """Wherever the target planet is in its orbit, the allies' box beside it keeps off the decks."""
    for n in (5, 6, 7, 8):
        lay = Layout(*size, n)
        piles = list(pile_rects(lay).values())
        for target in range(n * lay.per):
            view = {
                "encounter": {"target": target, "defense": target // lay.per},
                "planets": [{"system": p // lay.per} for p in range(n * lay.per)],
            }
            for t in range(0, 240, 20):
                x, y = ally_anchor(lay, view, t)
                pad = lay.planet_r * 1.3
                box = pygame.Rect(0, 0, round(2 * pad), round(2 * pad))
                box.center = (round(x), round(y))
                assert box.collidelist(piles) < 0, (n, target, t)
