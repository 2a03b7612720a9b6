"""The hot-seat curtain: 'Pass to BLUE' over the whole screen until that person clicks."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table_state import TableState


class Curtain:
    """Hides everything private while the screen changes hands."""

    def __init__(self, table: TableState) -> None:
        self.table = table

    @property
    def up(self) -> bool:
        """True while the curtain covers the table."""
        return self.table.curtain_for is not None

    def raise_for(self, seat: int) -> None:
        """Drop the curtain in front of the table: the next private choice is ``seat``'s."""
        self.table.curtain_for = seat
        self.table.refresh()
        self.table.play_sound("curtain")

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or Enter/Space lifts the curtain for the person it names. Swallows all input while up."""
        if not self.up:
            return False
        lift = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        )
        if lift:
            self.table.looker = self.table.curtain_for
            self.table.curtain_for = None
            self.table.refresh()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surf: pygame.Surface) -> None:
        """Cover the screen with the name of whoever should take it."""
        seat = self.table.curtain_for
        if seat is None:
            return
        w, h = surf.get_size()
        colour = self.table.colour(seat)
        c = theme.rgb(colour)
        surf.fill((8, 8, 18))
        for i in range(12, 0, -1):
            pygame.draw.circle(surf, theme.shade(c, 0.05 + i * 0.012), (w // 2, h // 2), int(h * 0.04 * i))
        theme.draw_symbol(surf, colour, (w / 2, h / 2 - theme.px(90)), theme.px(36))
        name = self.table.name(seat)
        who = name if name.lower() == colour else f"{name} ({colour})"
        t = theme.text(f"Pass to {who}", 54, c, bold=True)
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
        s = theme.text("Everyone else, look away. Click or press Enter when you are ready.", 22, theme.TEXT)
        surf.blit(s, s.get_rect(center=(w // 2, h // 2 + theme.px(56))))
