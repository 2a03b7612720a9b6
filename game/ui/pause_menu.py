"""Esc at the table: a small menu over the game (back to the game, settings, leave to the title).

Leaving asks once more, because a hot-seat game left is a game lost (there is no save to return to yet).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets import Button


class PauseMenu:
    """Open/closed state and buttons of the table's Esc menu."""

    def __init__(self, on_settings: Callable[[], None], on_leave: Callable[[], None]) -> None:
        self.on_settings = on_settings
        self.on_leave = on_leave
        self.open = False
        self.confirm = False
        self.buttons: list[Button] = []

    def toggle(self) -> None:
        """Esc: open, or close (and forget a half-made decision to leave)."""
        self.open = not self.open
        self.confirm = False

    def _leave(self) -> None:
        if self.confirm:
            self.open = False
            self.on_leave()
        else:
            self.confirm = True

    def handle(self, event: pygame.event.Event) -> bool:
        """While open, the menu takes every input."""
        if not self.open:
            return False
        for b in list(self.buttons):
            if b.handle(event):
                return True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        """A dimmed table and the menu in the middle."""
        if not self.open:
            return
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, 420, 250)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surf, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=10)
        title = "Leave this game for good?" if self.confirm else "Game paused"
        t = theme.text(title, 28, theme.TEXT, bold=True)
        surf.blit(t, t.get_rect(midtop=(box.centerx, box.y + 18)))
        labels: list[tuple[str, Callable[[], None], int | None]] = [
            ("Back to the game", self.toggle, pygame.K_b),
            ("Settings", self.on_settings, pygame.K_s),
            ("Yes, leave to the title" if self.confirm else "Leave to the title", self._leave, pygame.K_l),
        ]
        self.buttons = []
        for i, (label, fn, key) in enumerate(labels):
            r = pygame.Rect(box.x + 40, box.y + 70 + i * 56, box.w - 80, 44)
            self.buttons.append(Button(r, label, fn, key=key))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
