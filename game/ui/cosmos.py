"""The living background: a drifting starfield and the warp's vortex.

Static layers are rendered once per window size; only what moves is drawn each frame.
"""

from __future__ import annotations

import math

import pygame

from game.rng import Rng
from game.ui import theme
from game.ui.layout import Layout


class Cosmos:
    """Starfield and warp for one layout."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        rng = Rng(7)
        w, h = layout.w, layout.h
        self.stars = [
            (rng.below(w), rng.below(h), 1 + rng.below(3), 80 + rng.below(170)) for _ in range(w * h // 4000)
        ]
        self.back = pygame.Surface((w, h))
        self.back.fill(theme.BG)
        for x, y, _, b in self.stars:
            self.back.set_at((x, y), (b, b, min(255, b + 30)))

    def draw(self, surf: pygame.Surface, t: float) -> None:
        """The background, then the warp at the centre of the board."""
        surf.blit(self.back, (0, 0))
        cx, cy = self.layout.centre
        r = self.layout.warp_r
        for i in range(6, 0, -1):
            k = i / 6
            pygame.draw.circle(surf, (int(60 * k), int(20 * k), int(110 * k) + 20), (cx, cy), r * k)
        for arm in range(4):
            a0 = t * 0.8 + arm * math.pi / 2
            pts = [
                (
                    cx + math.cos(a0 + s * 0.35) * r * (1 - s / 8),
                    cy + math.sin(a0 + s * 0.35) * r * (1 - s / 8),
                )
                for s in range(8)
            ]
            pygame.draw.lines(surf, (170, 120, 255), False, pts, 2)
