"""The looker's hand as a fan of readable cards.

Cards sit on a slight arc, each turned a little; the card under the mouse rises, straightens and is shown
large above the hand with its rules text. The prompt panel says which cards its open prompt lets you pick
(``marks``): those glow and can be clicked; the others dim while a pick is open. The hand decides nothing:
what is clickable comes from the prompt panel, which reads it from the prompt's options and spec.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards.catalog import CARD_NAME
from game.describe import card_text
from game.ui import cards, theme
from game.ui.table_state import TableState

PLAYABLE = "playable"
SELECTED = "selected"
MAX_TILT = 14.0  # degrees from the first card to the middle of the fan
DIM = "dim"
_turned: dict[tuple[int, int, int, int, str], pygame.Surface] = {}


def turned_face(card: int, w: int, h: int, angle: int, mark: str = "") -> pygame.Surface:
    """A card face with its mark (a glowing edge, or dimmed), turned ``angle`` degrees. Cached: the fan's
    angles repeat frame after frame."""
    key = (card, w, h, angle, mark)
    surf = _turned.get(key)
    if surf is None:
        if len(_turned) > 400:
            _turned.clear()
        base = cards.face(card, w, h)
        if mark:
            base = base.copy()
            if mark == DIM:
                base.fill((120, 120, 130), special_flags=pygame.BLEND_RGB_MULT)
            else:
                colour = theme.ACCENT if mark == PLAYABLE else theme.GOOD
                pygame.draw.rect(base, colour, base.get_rect(), 4, border_radius=max(4, w // 10))
        surf = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
        _turned[key] = surf
    return surf


class Hand:
    """Draws the cards of whoever may look now (nothing while the curtain is up)."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.rects: list[tuple[pygame.Rect, int]] = []  # hit boxes, in drawing order (last on top)
        self.hover: list[tuple[pygame.Rect, str]] = []  # tooltips for the scene (none: we draw our own)
        self.hovered: int | None = None
        # card -> PLAYABLE or SELECTED, from the open prompt; set by the prompt panel.
        self.marks: Callable[[], dict[int, str]] = dict
        # what the hand area says when nobody's hand may show (set by the table: watching, or hands hidden)
        self.hidden_note = "Watching"

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` (the topmost one), if any."""
        for r, card in reversed(self.rects):
            if r.collidepoint(pos):
                return card
        return None

    def draw(self, surf: pygame.Surface) -> None:
        """The fan, or a note when there is no hand to show."""
        rect = self.table.layout.hand
        pygame.draw.rect(surf, (10, 12, 28), rect)
        self.rects = []
        self.hover = []
        self.hovered = None
        hand = self.table.shown.get("hand") if self.table.private_allowed else None
        if not hand:
            note = "No cards in hand" if self.table.looker is not None else self.hidden_note

            surf.blit(theme.text(note, 18, theme.MUTED), (rect.x + theme.px(14), rect.y + theme.px(10)))
            return
        marks = self.marks() if self.table.private_allowed else {}
        picking = bool(marks)
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        h = rect.h - u(52)
        w = int(h * 0.7)
        n = len(hand)
        span = rect.w - u(40) - w
        step = min(w * 0.86, span / max(1, n - 1)) if n > 1 else 0.0
        x0 = rect.x + u(20) + (span - step * (n - 1)) / 2
        mid = (n - 1) / 2
        tilt = min(4.0, MAX_TILT / max(1.0, mid))
        for i, card in enumerate(hand):
            off = i - mid
            lift = u({PLAYABLE: 10, SELECTED: 26}.get(marks.get(card, ""), 0))
            drop = int(abs(off) ** 2 * min(3.0, 12 / max(1.0, mid**2)) * theme.ui_scale())
            r = pygame.Rect(int(x0 + i * step), rect.y + u(30) + drop - lift, w, h)
            self.rects.append((r, card))
        mouse = pygame.mouse.get_pos()
        self.hovered = self.card_at(mouse)
        for i, (r, card) in enumerate(self.rects):
            if card == self.hovered:
                continue
            angle = round(-(i - mid) * tilt)
            img = turned_face(card, r.w, r.h, angle, marks.get(card) or (DIM if picking else ""))
            cards.FACES_DRAWN.append(card)
            surf.blit(img, img.get_rect(center=r.center))
        label = theme.text(f"{self.table.name(self.table.looker or 0)}'s hand  ({n})", 14, theme.MUTED)
        surf.blit(label, (rect.x + u(14), rect.y + u(3)))
        if self.hovered is not None:
            self._raise(surf, self.hovered, marks.get(self.hovered))

    def _raise(self, surf: pygame.Surface, card: int, mark: str | None) -> None:
        """The hovered card straight and raised in the fan, and large above the hand with its text."""
        r = next(r for r, c in self.rects if c == card)
        up = r.move(0, -theme.px(18))
        cards.draw_face(surf, card, up)
        colour = theme.ACCENT if mark == PLAYABLE else theme.GOOD if mark == SELECTED else theme.TEXT
        pygame.draw.rect(surf, colour, up.inflate(4, 4), 2, border_radius=max(4, up.w // 10))
        hand = self.table.layout.hand
        big_h = min(int(r.h * 1.6), hand.y - self.table.layout.board.y - theme.px(20))
        big_w = int(big_h * 0.7)
        text_w = theme.px(300)
        x = max(hand.x + 8, min(up.centerx - big_w // 2, hand.right - big_w - text_w - 16))
        big = pygame.Rect(x, hand.y - big_h - theme.px(8), big_w, big_h)
        cards.draw_face(surf, card, big)
        lines = theme.wrap(card_text(card), 15, text_w - theme.px(16))
        step = theme.font(15).get_linesize()
        name = theme.text(CARD_NAME[card], 18, theme.ACCENT, bold=True)
        box = pygame.Rect(big.right + 6, big.y, text_w, theme.px(14) + name.get_height() + step * len(lines))
        pygame.draw.rect(surf, (12, 14, 34), box, border_radius=6)
        pygame.draw.rect(surf, theme.ACCENT, box, 1, border_radius=6)
        surf.blit(name, (box.x + theme.px(8), box.y + theme.px(6)))
        y = box.y + theme.px(8) + name.get_height()
        for line in lines:
            surf.blit(theme.text(line, 15, theme.TEXT), (box.x + theme.px(8), y))
            y += step
        if mark == PLAYABLE:
            tip = theme.text("click to choose", 14, theme.ACCENT)
            surf.blit(tip, (box.x + 8, box.bottom + 4))
