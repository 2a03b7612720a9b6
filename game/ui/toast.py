"""A toast: one short line over the top of the board for a moment (a key's effect, said where it is seen).

``show(text, now)`` replaces whatever it said before; ``draw`` fades it out over its last quarter. ``now``
is the table's clock, so a paused or headless table keeps the toast as long as its frames say.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.settings import SPEED_LIMITS

SECONDS = 1.5


def speed_words(speed: float) -> str:
    """What a speed key says: ``Bot speed x1.5`` (and when it can go no further that way)."""
    number = f"{speed:.2f}".rstrip("0").rstrip(".")
    edge = (
        " (the slowest)" if speed <= SPEED_LIMITS[0] else " (the fastest)" if speed >= SPEED_LIMITS[1] else ""
    )
    return f"Bot speed x{number}{edge}"


class Toast:
    """A line that shows for ``SECONDS`` and fades."""

    def __init__(self) -> None:
        self.text: str | None = None
        self.since = 0.0

    def show(self, text: str, now: float) -> None:
        """Say ``text`` from ``now`` on."""
        self.text = text
        self.since = now

    def showing(self, now: float) -> str | None:
        """The text on screen at ``now``, if any."""
        if self.text is None or not 0 <= now - self.since < SECONDS:
            return None
        return self.text

    def draw(self, surf: pygame.Surface, area: pygame.Rect, now: float) -> None:
        """The toast centred on the strip above ``area`` (the header over the board, where it hides no
        planet), or at the top of ``area`` when there is no room above it."""
        text = self.showing(now)
        if text is None:
            return
        left = SECONDS - (now - self.since)
        alpha = int(255 * min(1.0, left / (SECONDS / 4)))
        t = theme.text(text, 22, theme.TEXT, bold=True)
        pad = t.get_height() // 2  # the text follows the window's scale; the box follows the text
        box = t.get_rect().inflate(2 * pad, pad)
        box.center = (area.centerx, area.y // 2)
        if box.y < 0:
            box.midtop = (area.centerx, area.y + pad // 2)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (8, 10, 26, 230), layer.get_rect(), border_radius=pad)
        pygame.draw.rect(layer, (*theme.ACCENT, 255), layer.get_rect(), 2, border_radius=pad)
        layer.blit(t, t.get_rect(center=layer.get_rect().center))
        layer.set_alpha(alpha)
        surf.blit(layer, box)
