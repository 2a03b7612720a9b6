"""Layouts that fit on the LAN screens: the lobby, the Host form and the Join screen from 1280x720 to
3840x2160, built without a network. Every button lies inside the window, apart from the others, and holds
its label on one line; rows are tall enough for their text; panels keep clear of the bottom buttons and of
each other."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame
import pytest
from kit import frames, make_app

from game.ui import theme
from game.ui.app import App
from game.ui.scenes.host_game import FORM_LABELS, HostGameScene
from game.ui.scenes.join_game import JoinGameScene, screenshot_scene
from game.ui.scenes.lan_link import label_room
from game.ui.scenes.lobby import (
    KINDS_AT,
    OPTION_LINES,
    STATUS_AT,
    LobbyScene,
    demo_connection,
    option_lines,
)
from game.ui.widgets import Button

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


def assert_buttons_fit(buttons: Sequence[Button], size: tuple[int, int]) -> None:
    """Inside the window, no two overlapping, each label on one line and the button taller than it."""
    window = pygame.Rect((0, 0), size)
    for b in buttons:
        assert window.contains(b.rect), (b.label, b.rect)
        font = theme.font(b.size)
        assert font.size(b.label)[0] <= label_room(b.rect.w, b.key, b.size), (b.label, b.rect)
        assert font.get_height() + theme.px(4) <= b.rect.h, (b.label, b.rect)
    for i, a in enumerate(buttons):
        for b in buttons[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)


def assert_apart(rects: Iterable[pygame.Rect]) -> None:
    """No two of the rectangles overlap."""
    rs = list(rects)
    for i, a in enumerate(rs):
        for b in rs[i + 1 :]:
            assert not a.colliderect(b), (a, b)


def lobby_app(size: tuple[int, int], admin: bool = True, six: bool = False) -> tuple[App, LobbyScene]:
    app = make_app(size)
    scene = LobbyScene(app, demo_connection(admin=admin, six=six))
    app.switch(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("admin", "six"), [(True, False), (True, True), (False, False)])
def test_the_lobby_fits_the_window(size: tuple[int, int], admin: bool, six: bool) -> None:
    _, scene = lobby_app(size, admin, six)
    u = theme.px
    w, h = size
    kinds = [b for row in scene.kind_rows for b in row.buttons]
    assert_buttons_fit([*scene.seat_buttons, *kinds, *scene.buttons], size)
    # The heading and the line under it sit above the panels; the panels side by side, inside the window.
    assert u(18) + theme.font(40, True).get_height() + u(4) + theme.font(18).get_height() <= scene.left.top
    assert pygame.Rect((0, 0), size).contains(scene.left.union(scene.right))
    assert_apart([scene.left, scene.right])
    # Each seat row holds its name over its kind, and its buttons; the rows follow one another.
    assert len(scene.seat_rects) == len(scene.seats)
    assert_apart(scene.seat_rects)
    for rect in scene.seat_rects:
        assert scene.left.contains(rect)
        assert rect.centery - theme.font(20, True).get_height() + u(2) >= rect.top
        assert rect.centery + u(3) + theme.font(15).get_height() <= rect.bottom
        status = (KINDS_AT - STATUS_AT) * rect.w - u(8)
        for text in ("Not ready", "Away, 120 s"):
            assert theme.font(17, True).size(text)[0] <= status
    for b in [*scene.seat_buttons, *kinds]:
        assert any(rect.contains(b.rect) for rect in scene.seat_rects), b.label
    # The table's options fit their panel, and the chat (its field inside) comes below them.
    lw = max(theme.font(17).size(text)[0] for text, _, _ in OPTION_LINES) + u(24)
    widest = max(theme.font(17).size(value)[0] for _, value in option_lines(scene.lobby.get("options", {})))
    assert scene.right.x + u(16) + lw + widest <= scene.right.right - u(8)
    assert scene.options_end <= scene.chat_box.top
    assert scene.chat_box.contains(scene.chat.rect) and scene.chat_box.bottom <= scene.right.bottom
    assert theme.font(18).get_height() + u(4) <= scene.chat.rect.h
    # Below the panels: the status line, then the bottom buttons.
    top = min(b.rect.top for b in scene.buttons)
    assert scene.left.bottom + theme.font(19, True).get_linesize() <= h - u(84) <= top
    assert all(b.rect.bottom <= h for b in scene.buttons) and scene.buttons[0].rect.x >= 0
    assert max(b.rect.right for b in scene.buttons) <= w


@pytest.mark.parametrize("size", SIZES)
def test_a_long_status_in_the_lobby_wraps_above_the_buttons(size: tuple[int, int]) -> None:
    _, scene = lobby_app(size)
    reason = "the host refused the start because " + "someone is not ready yet and " * 8 + "that is all"
    scene.message = (reason, theme.BAD)
    surf = pygame.Surface(size)
    scene.draw(surf)
    lines = theme.wrap(reason, 19, size[0] - 2 * max(theme.px(16), size[0] // 50), True)
    assert len(lines) > 1
    step = theme.font(19, True).get_linesize()
    assert scene.left.bottom + step * len(lines) <= size[1] - theme.px(84)


def host_app(size: tuple[int, int], six: bool = False) -> tuple[App, HostGameScene]:
    app = make_app(size)
    if six:
        app.settings.incursion = True
        app.settings.last_players = 6
    scene = HostGameScene(app, advertise=False)
    app.switch(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("six", [False, True])
def test_the_host_form_fits_the_window(size: tuple[int, int], six: bool) -> None:
    _, scene = host_app(size, six)
    u = theme.px
    w, h = size
    assert scene.players == (6 if six else 5)
    rows = [b for row in scene.rows for b in row.buttons]
    assert_buttons_fit([*rows, *scene.buttons], size)
    fields = [f.rect for f in scene.fields]
    assert_apart([*fields, *(b.rect for b in rows)])
    assert u(22) + theme.font(44, True).get_height() <= scene.left.top
    assert pygame.Rect((0, 0), size).contains(scene.left.union(scene.right))
    assert_apart([scene.left, scene.right])
    # The fields: inside their panel, tall enough for their text, each label ending before its field.
    for rect in fields:
        assert scene.left.contains(rect)
        assert theme.font(18).get_height() + u(4) <= rect.h
    for (text, (x, _)), rect in zip(scene.labels, fields, strict=True):
        assert text in FORM_LABELS and x + theme.font(18).size(text)[0] < rect.x
    # The players' count and the seats on the left; the options on the right; each label beside its row.
    for row in scene.rows:
        panel = scene.left if row.rect.x < scene.right.x else scene.right
        assert panel.contains(row.rect), row.label
        if row.label:
            assert theme.font(18).size(row.label)[0] < row.label_w, row.label
    for i, rect in enumerate(scene.seat_rows):
        assert scene.left.contains(rect)
        who = "You, a person" if i == 0 else f"Seat {i + 1}"
        words_end = rect.x + u(34) + theme.font(18).size(who)[0]
        assert i == 0 or words_end < rect.x + scene.rows[0].label_w
    # The summary (or an error) between the bottom buttons, below the panels.
    back, open_ = scene.buttons
    room = open_.rect.x - back.rect.right - u(24)
    assert theme.font(18).size(scene._summary())[0] <= room
    assert scene.left.bottom <= h - u(36) - 2 * theme.font(20, True).get_linesize()
    assert scene.left.bottom <= back.rect.top and open_.rect.right <= w
    scene.closing()


def join_app(size: tuple[int, int]) -> tuple[App, JoinGameScene]:
    """The Join screen listing five made-up tables (one speaks another version, one has a name too long to
    show whole, one was claimed by a second address)."""
    app = make_app(size)
    scene = screenshot_scene(app, None)
    assert isinstance(scene, JoinGameScene)
    app.switch(scene)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_the_join_screen_fits_the_window(size: tuple[int, int]) -> None:
    _, scene = join_app(size)
    u = theme.px
    w, h = size
    hosts = [b for b, _ in scene.host_buttons]
    assert len(hosts) == len(scene.hosts) == 5
    assert_buttons_fit([*hosts, *scene.rows[0].buttons, *scene.buttons], size)
    assert u(22) + theme.font(44, True).get_height() <= scene.left.top
    assert_apart([scene.left, scene.right])
    # Each table's row: inside the list, its name line over its note line, the name beside the seats.
    for b, host in scene.host_buttons:
        r = b.rect
        assert scene.left.contains(r)
        assert u(6) + theme.font(20, True).get_height() + theme.font(15).get_height() + u(6) <= r.h
        seats = theme.font(17).size(f"{host.free} free / {host.seats} seats")[0]
        address = theme.font(15).size(f"at {host.address}:{host.port}")[0]
        name = theme.font(20, True).size("Friday night")[0]
        assert u(14) + name + u(10) + address + u(24) + seats + u(14) <= r.w
        note = theme.font(15).size("your seat is kept: join to sit again")[0]
        assert r.w // 2 + note + u(28) <= r.w
    # Join by address: the fields, the mode and the button down the right panel, the help below them.
    right = [scene.address_field.rect, scene.name_field.rect, scene.rows[0].rect, scene.join_button.rect]
    for rect in right:
        assert scene.right.contains(rect)
    assert_apart(right)
    for f in scene.fields:
        assert theme.font(18).get_height() + u(4) <= f.rect.h
    for (_, (_, y)), f in zip(scene.labels, scene.fields, strict=True):
        assert y + theme.font(17).get_height() <= f.rect.top
    assert scene.join_button.rect.bottom < scene.help_y < scene.right.bottom
    assert scene.left.bottom <= scene.back_button.rect.top and scene.back_button.rect.bottom <= h
    # A failure to join says why beside the back button, below the panels.
    error = "could not join 192.168.1.20: nobody answers there. Is the table open, and the address right?"
    room = w - 2 * (scene.back_button.rect.right + u(16))
    lines = theme.wrap(error, 19, room, True)
    assert all(theme.font(19, True).size(line)[0] <= room for line in lines)
    assert scene.left.bottom + u(4) + len(lines) * theme.font(19, True).get_linesize() <= h - u(34)
    scene.closing()
