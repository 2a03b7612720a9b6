"""The game log: every event the looker may see, in words, scrollable with the wheel, hover for detail."""

from __future__ import annotations

import pygame

from game.narrate import narrate
from game.ui import theme
from game.ui.hud import panel
from game.ui.table_state import TableState

LINE_SIZE = 15


class LogPanel:
    """Scrollable log in the side panel."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.scroll = 0  # lines scrolled up from the newest
        self.hover: list[tuple[pygame.Rect, str]] = []
        self._cache_key: tuple[int, int | None, int] = (-1, None, -1)
        self._lines: list[tuple[str, str]] = []  # (wrapped line, full entry)

    def lines(self) -> list[tuple[str, str]]:
        """Wrapped log lines for the current eye, newest last."""
        eye = self.table.eye
        told = len(self.table.log) if self.table.log_limit is None else self.table.log_limit
        key = (told, eye, self.table.layout.log.w)
        if key != self._cache_key:
            config = self.table.session.config
            out: list[tuple[str, str]] = []
            for entry in self.table.visible_log():
                said = narrate(entry.event, config)
                if said is None:
                    continue
                for line in theme.wrap(said, LINE_SIZE, self.table.layout.log.w - 24):
                    out.append((line, said))
            self._lines = out
            self._cache_key = key
        return self._lines

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it."""
        if event.type == pygame.MOUSEWHEEL and self.table.layout.log.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines()), self.scroll + event.y * 3))
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        """The newest lines that fit, above the scroll offset."""
        rect = self.table.layout.log
        top = panel(surf, rect, "LOG" + (f"  (scrolled {self.scroll})" if self.scroll else ""))
        lines = self.lines()
        step = theme.font(LINE_SIZE).get_linesize()
        fit = max(1, (rect.bottom - top - 6) // step)
        end = max(0, len(lines) - self.scroll)
        shown = lines[max(0, end - fit) : end]
        y = top
        self.hover = []
        for line, full in shown:
            colour = theme.ACCENT if line.startswith("---") or line.startswith("***") else theme.TEXT
            t = theme.text(line, LINE_SIZE, colour)
            surf.blit(t, (rect.x + 10, y))
            self.hover.append((pygame.Rect(rect.x, y, rect.w, step), full))
            y += step
