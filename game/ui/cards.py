"""Card faces and backs, drawn by code and cached per (card, size).

Every face drawn in a frame is recorded in ``FACES_DRAWN`` so tests can prove that no private card reaches
the screen while the hot-seat curtain is up.
"""

from __future__ import annotations

import pygame

from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    FLARE,
    MORPH,
    NEGOTIATE,
    REINFORCEMENT,
)
from game.ui import theme

KIND_RGB: dict[str, tuple[int, int, int]] = {
    ATTACK: (196, 56, 64),
    NEGOTIATE: (46, 150, 96),
    MORPH: (150, 90, 200),
    REINFORCEMENT: (60, 120, 210),
    ARTIFACT: (214, 150, 40),
    FLARE: (226, 90, 170),
}
FACES_DRAWN: list[int] = []
_faces: dict[tuple[int, int, int], pygame.Surface] = {}
_backs: dict[tuple[int, int], pygame.Surface] = {}


def big_label(card: int) -> str:
    """The large mark in the middle of a face: the value, or a short word."""
    kind = CARD_KIND[card]
    if kind == ATTACK:
        return f"{CARD_VALUE[card]:02d}"
    if kind == REINFORCEMENT:
        return f"+{CARD_VALUE[card]}"
    if kind == NEGOTIATE:
        return "N"
    if kind == MORPH:
        return "M"
    if kind == FLARE:
        return "F"
    return "A"


def face(card: int, w: int, h: int) -> pygame.Surface:
    """The card's face at ``w`` x ``h`` (cached)."""
    key = (card, w, h)
    surf = _faces.get(key)
    if surf is None:
        surf = _render_face(card, w, h)
        _faces[key] = surf
    return surf


def _render_face(card: int, w: int, h: int) -> pygame.Surface:
    kind = CARD_KIND[card]
    c = KIND_RGB[kind]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 10)
    pygame.draw.rect(surf, theme.shade(c, 0.35), (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surf, c, (3, 3, w - 6, h - 6), border_radius=r)
    inner = pygame.Rect(w * 0.1, h * 0.22, w * 0.8, h * 0.5)
    pygame.draw.ellipse(surf, theme.shade(c, 0.6), inner)
    big = theme.text(big_label(card), max(12, int(h * 0.26)), (255, 255, 255), bold=True)
    surf.blit(big, big.get_rect(center=inner.center))
    name = CARD_NAME[card].removeprefix("Flare: ")
    size = max(9, int(h * 0.085))
    lines = theme.wrap(name, size, int(w * 0.9))[:2]
    y = int(h * 0.76)
    for line in lines:
        t = theme.text(line, size, (255, 255, 255))
        surf.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height()
    tag = theme.text(kind.upper(), max(8, int(h * 0.07)), theme.shade(c, 1.7))
    surf.blit(tag, tag.get_rect(midtop=(w // 2, int(h * 0.05))))
    return surf


def back(w: int, h: int) -> pygame.Surface:
    """A cosmic card's back (cached)."""
    key = (w, h)
    surf = _backs.get(key)
    if surf is None:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(4, w // 10)
        pygame.draw.rect(surf, (20, 24, 60), (0, 0, w, h), border_radius=r)
        pygame.draw.rect(surf, (90, 110, 220), (3, 3, w - 6, h - 6), 2, border_radius=r)
        for i in range(5, 0, -1):
            pygame.draw.circle(surf, theme.shade((120, 90, 230), i / 5), (w // 2, h // 2), int(w * 0.07 * i))
        _backs[key] = surf
    return surf


def draw_face(surf: pygame.Surface, card: int, rect: pygame.Rect) -> None:
    """Blit a face and record that it was drawn."""
    FACES_DRAWN.append(card)
    surf.blit(face(card, rect.w, rect.h), rect)


def begin_frame() -> None:
    """Forget the faces of the previous frame."""
    FACES_DRAWN.clear()
