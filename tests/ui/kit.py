"""Helpers for driving the window headless: an app, frames, posted mouse and key events."""

from __future__ import annotations

import pygame

from game.config import default_config
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession
from game.ui.settings import Settings

SIZE = (1600, 900)


def make_app(size: tuple[int, int] = SIZE, **settings: object) -> App:
    """A headless app with default settings (plus overrides), fast bots and instant animations allowed."""
    return App(settings=Settings(**settings), size=size)  # type: ignore[arg-type]


def table_app(
    seats: list[str], seed: int = 1, aliens: str = "none", size: tuple[int, int] = SIZE, **settings: object
) -> tuple[App, TableScene]:
    """An app showing a table whose seats are ``"human"`` or a bot strength."""
    app = make_app(size, **settings)
    config = default_config(len(seats), seed=seed, alien_mode=aliens)
    scene = TableScene(app, LocalSession.with_strengths(config, seats))
    app.switch(scene)
    return app, scene


def frames(app: App, count: int, dt: float = 1 / 30) -> None:
    """Run ``count`` frames of ``dt`` seconds each."""
    for _ in range(count):
        app.frame(dt)


def click(pos: tuple[int, int], button: int = 1) -> None:
    """Post a full mouse click at ``pos`` (the mouse moves there first)."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(k: int, mod: int = 0) -> None:
    """Post a key press and release."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
