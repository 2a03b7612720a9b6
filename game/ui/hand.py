"""The looker's hand as a fan of readable cards; hover raises a card and explains it."""

from __future__ import annotations

import pygame

from game.cards.catalog import CARD_KIND, CARD_NAME
from game.ui import cards, theme
from game.ui.table_state import TableState


class Hand:
    """Draws the cards of whoever may look now (nothing while the curtain is up)."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.rects: list[tuple[pygame.Rect, int]] = []
        self.hover: list[tuple[pygame.Rect, str]] = []

    def draw(self, surf: pygame.Surface) -> None:
        """The fan, or a note when there is no hand to show."""
        rect = self.table.layout.hand
        pygame.draw.rect(surf, (10, 12, 28), rect)
        self.rects = []
        self.hover = []
        hand = self.table.shown.get("hand") if self.table.private_allowed else None
        if not hand:
            note = "Watching" if self.table.looker is None else ""
            surf.blit(theme.text(note, 18, theme.MUTED), (rect.x + 14, rect.y + 10))
            return
        h = rect.h - 24
        w = int(h * 0.7)
        n = len(hand)
        step = min(w + 8, (rect.w - 30 - w) / max(1, n - 1)) if n > 1 else 0
        x0 = rect.x + 15
        mouse = pygame.mouse.get_pos()
        hovered = None
        for i, card in enumerate(hand):
            r = pygame.Rect(int(x0 + i * step), rect.y + 16, w, h)
            self.rects.append((r, card))
        for r, card in reversed(self.rects):
            if r.collidepoint(mouse):
                hovered = card
                break
        for r, card in self.rects:
            rr = r.move(0, -12) if card == hovered else r
            cards.draw_face(surf, card, rr)
            self.hover.append((rr, f"{CARD_NAME[card]} ({CARD_KIND[card]})"))
        label = theme.text(f"{self.table.name(self.table.looker or 0)}'s hand", 14, theme.MUTED)
        surf.blit(label, (rect.x + 14, rect.y + 1))
