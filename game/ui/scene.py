"""The scene interface: the app runs one scene at a time and hands it input, time and the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """A screen of the app (title, new game, table, results...). Override what you need."""

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surf: pygame.Surface) -> None:
        """Draw the whole screen."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def closing(self) -> None:
        """The window is closing (called once, on the scene shown then): stop what the scene runs, say
        goodbye to a host. Nothing is drawn after it."""
