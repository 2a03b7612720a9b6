"""Small reusable widgets: buttons (with keyboard shortcuts) and tooltips."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import theme

KEY_NAMES = {
    pygame.K_RETURN: "Enter",
    pygame.K_ESCAPE: "Esc",
    pygame.K_LEFT: "<",
    pygame.K_RIGHT: ">",
    pygame.K_SPACE: "Space",
    pygame.K_TAB: "Tab",
}


def key_name(key: int) -> str:
    """A short name for a shortcut key, as printed on buttons."""
    return KEY_NAMES.get(key) or pygame.key.name(key).upper()


@dataclass
class Button:
    """A clickable label. ``key`` is an optional keyboard shortcut shown on the button as a small badge;
    ``alt_keys`` also press it (not shown)."""

    rect: pygame.Rect
    label: str
    on_click: Callable[..., object]
    enabled: bool = True
    key: int | None = None
    selected: bool = False
    size: int = 17
    alt_keys: tuple[int, ...] = ()

    def draw(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        """Draw, highlighted under the mouse."""
        hover = self.enabled and self.rect.collidepoint(mouse)
        fill = theme.BUTTON_OFF if not self.enabled else theme.BUTTON_HOVER if hover else theme.BUTTON
        if self.selected:
            fill = theme.shade(theme.ACCENT, 0.55)
        pygame.draw.rect(surf, fill, self.rect, border_radius=6)
        pygame.draw.rect(
            surf, theme.ACCENT if self.selected else theme.PANEL_EDGE, self.rect, 1, border_radius=6
        )
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        inner = self.rect.inflate(-u(10), 0)
        colour = theme.TEXT if self.enabled else theme.MUTED
        if self.key is not None:
            badge = theme.text(
                key_name(self.key), max(10, self.size - 4), theme.ACCENT if self.enabled else colour
            )
            box = badge.get_rect(midleft=(self.rect.x + u(8), self.rect.centery)).inflate(u(8), u(4))
            pygame.draw.rect(surf, theme.shade(fill, 0.6), box, border_radius=4)
            surf.blit(badge, badge.get_rect(center=box.center))
            inner = pygame.Rect(
                box.right + u(4), self.rect.y, self.rect.right - box.right - u(10), self.rect.h
            )
        lines = theme.wrap(self.label, self.size, inner.w)[:2]
        hgt = sum(theme.text(line, self.size).get_height() for line in lines)
        y = self.rect.centery - hgt // 2
        for line in lines:
            t = theme.text(line, self.size, colour)
            surf.blit(t, t.get_rect(midtop=(inner.centerx, y)))
            y += t.get_height()

    def handle(self, event: pygame.event.Event) -> bool:
        """Click (or its key) runs the action."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        if event.type == pygame.KEYDOWN and (event.key == self.key or event.key in self.alt_keys):
            if self.key is None and not self.alt_keys:
                return False
            self.on_click()
            return True
        return False


def tooltip(surf: pygame.Surface, text: str, pos: tuple[int, int], width: int = 360) -> None:
    """A wrapped explanation box near ``pos``, kept on screen (``width`` at the reference window)."""
    width = theme.px(width)
    lines = theme.wrap(text, 16, width - theme.px(16))
    step = theme.font(16).get_linesize()
    box = pygame.Rect(0, 0, width, step * len(lines) + theme.px(12))
    box.topleft = (pos[0] + 16, pos[1] + 16)
    box.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, (12, 14, 34), box, border_radius=6)
    pygame.draw.rect(surf, theme.ACCENT, box, 1, border_radius=6)
    y = box.y + theme.px(6)
    for line in lines:
        surf.blit(theme.text(line, 16, theme.TEXT), (box.x + theme.px(8), y))
        y += step
