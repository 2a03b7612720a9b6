"""The game log: every event the looker may see, in words, scrollable with the wheel, hover for detail.

At a LAN table the log also holds the chat: each line said, in its speaker's colour, where it was heard.
T opens a one-line chat field at the bottom of the panel; while it is open it takes every key (no game
shortcut fires), Enter sends the line and Esc closes the field without sending.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.narrate import narrate
from game.ui import theme
from game.ui.hud import panel
from game.ui.scenes.menu import TextField
from game.ui.table_state import ChatLine, TableState
from net.protocol import MAX_TEXT

LINE_SIZE = 15
HINT_SIZE = 14
CHAT_TEXT = (150, 205, 235)  # what people say, apart from the game's own lines
CHAT_BAND = (24, 31, 62)
FIELD_H = 30
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass(frozen=True)
class Row:
    """One wrapped line of the log. A chat line's rows are drawn in the chat's colour; its first row starts
    with ``name`` (the speaker's, drawn in ``colour``)."""

    text: str
    full: str
    chat: bool = False
    name: str = ""
    colour: tuple[int, int, int] = theme.TEXT


class LogPanel:
    """Scrollable log in the side panel, with the chat field of a LAN table."""

    def __init__(self, table: TableState, say: Callable[[str], None] | None = None) -> None:
        self.table = table
        self.say = say  # sends a chat line; None where there is nobody to talk to (a local game)
        self.field: TextField | None = None  # the chat line being typed, while the field is open
        self._eat_t = False  # the T that opened the field may still come as text: it is not typed
        self.scroll = 0  # lines scrolled up from the newest
        self.hover: list[tuple[pygame.Rect, str]] = []
        self._cache_key: tuple[int, int | None, int, int] = (-1, None, -1, -1)
        self._rows: list[Row] = []

    # -- what it shows -----------------------------------------------------------------------------
    def rows(self) -> list[Row]:
        """Wrapped log lines (the game's and the chat) for the current eye, newest last."""
        table = self.table
        key = (table.told, table.eye, table.layout.log.w, len(table.chat))
        if key != self._cache_key:
            config = table.session.config
            width = table.layout.log.w - theme.px(24)
            out: list[Row] = []
            for entry in table.log_entries():
                if isinstance(entry, ChatLine):
                    said = f"{entry.who}: {entry.text}"
                    colour = self._speaker_colour(entry.seat)
                    for k, line in enumerate(theme.wrap(said, LINE_SIZE, width)):
                        out.append(Row(line, said, True, entry.who if k == 0 else "", colour))
                    continue
                told = narrate(entry.event, config)
                if told is None:
                    continue
                for line in theme.wrap(told, LINE_SIZE, width):
                    out.append(Row(line, told))
            self._rows = out
            self._cache_key = key
        return self._rows

    def lines(self) -> list[tuple[str, str]]:
        """Wrapped log lines for the current eye, newest last: (line, the whole entry it belongs to)."""
        return [(r.text, r.full) for r in self.rows()]

    def _speaker_colour(self, seat: int | None) -> tuple[int, int, int]:
        seats = self.table.session.config.seats
        if seat is None or not 0 <= seat < len(seats):
            return theme.MUTED  # a watcher
        return theme.shade(theme.rgb(seats[seat].colour), 1.3)

    # -- the chat field ----------------------------------------------------------------------------
    @property
    def chatting(self) -> bool:
        """Is the chat field open?"""
        return self.field is not None

    def open_chat(self) -> bool:
        """Open the chat field (T); False where nobody can be talked to."""
        if self.say is None:
            return False
        if self.field is None:
            self.field = TextField(
                pygame.Rect(0, 0, 0, 0),
                "",
                MAX_TEXT,
                placeholder="Say something to the table",
                focused=True,
            )
            self._eat_t = True
        return True

    def close_chat(self) -> None:
        """Close the chat field; what was typed is dropped."""
        self.field = None
        self._eat_t = False

    def chat_key(self, event: pygame.event.Event) -> bool:
        """While the field is open it takes every key and all text: Enter sends, Esc closes."""
        field = self.field
        if field is None or event.type not in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            return False
        if event.type == pygame.TEXTINPUT:
            eat, self._eat_t = self._eat_t, False
            if not (eat and event.text in ("t", "T")):
                field.handle(event)
            return True
        if event.type == pygame.KEYUP:
            return True
        self._eat_t = False
        if event.key == pygame.K_ESCAPE:
            self.close_chat()
        elif event.key in ENTER:
            text = field.text.strip()
            self.close_chat()
            if text and self.say is not None:
                self.say(text)
        else:
            field.handle(event)  # Backspace; the other keys only arrive here to be ignored
            field.focused = True  # (Tab would have let go of it)
        return True

    # -- input and drawing -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it."""
        if event.type == pygame.MOUSEWHEEL and self.table.layout.log.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.rows()), self.scroll + event.y * 3))
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        """The newest lines that fit, above the scroll offset (and above the chat field, when open)."""
        rect = self.table.layout.log
        top = panel(surf, rect, "LOG" + (f"  (scrolled {self.scroll})" if self.scroll else ""))
        if self.say is not None:
            hint = "Enter: send   Esc: cancel" if self.field is not None else "T: chat"
            t = theme.text(hint, HINT_SIZE, theme.MUTED)
            surf.blit(t, t.get_rect(topright=(rect.right - 10, rect.y + 7)))
        bottom = rect.bottom
        if self.field is not None:
            fh = theme.px(FIELD_H)
            self.field.rect = pygame.Rect(rect.x + 8, rect.bottom - fh - 8, rect.w - 16, fh)
            bottom = self.field.rect.y - 4
        rows = self.rows()
        step = theme.font(LINE_SIZE).get_linesize()
        fit = max(1, (bottom - top - 6) // step)
        end = max(0, len(rows) - self.scroll)
        shown = rows[max(0, end - fit) : end]
        y = top
        self.hover = []
        for row in shown:
            if row.chat:  # a faint band sets what people said apart from the game's lines
                pygame.draw.rect(surf, CHAT_BAND, (rect.x + 4, y, rect.w - 8, step))
            self._row(surf, row, rect.x + theme.px(10), y)
            self.hover.append((pygame.Rect(rect.x, y, rect.w, step), row.full))
            y += step
        if self.field is not None:
            self.field.draw(surf, self.table.t)

    def _row(self, surf: pygame.Surface, row: Row, x: int, y: int) -> None:
        if not row.chat:
            line = row.text
            colour = theme.ACCENT if line.startswith("---") or line.startswith("***") else theme.TEXT
            surf.blit(theme.text(line, LINE_SIZE, colour), (x, y))
            return
        head = f"{row.name}:"
        if not row.name or not row.text.startswith(head):  # a later row (or a name cut by the wrap)
            surf.blit(theme.text(row.text, LINE_SIZE, CHAT_TEXT), (x, y))
            return
        name = theme.text(head, LINE_SIZE, row.colour)
        surf.blit(name, (x, y))
        rest = row.text[len(head) :]
        if rest:
            surf.blit(theme.text(rest, LINE_SIZE, CHAT_TEXT), (x + theme.font(LINE_SIZE).size(head)[0], y))
