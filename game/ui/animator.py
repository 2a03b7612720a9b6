"""Plays the engine's events in order, patching the shown view, then lets the table snap to the real view.

The animator never decides a rule: it only stages what the events say happened.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.events import Event
from game.ui.table_state import TableState

# Seconds each kind of event holds the stage (at animation speed 1); unlisted kinds are instant.
DURATION: dict[str, float] = {
    "ships_moved": 0.35,
    "destiny_drawn": 0.45,
    "gate_aimed": 0.35,
    "cards_revealed": 0.6,
    "encounter_decided": 0.6,
    "card_played": 0.35,
    "turn_started": 0.3,
    "game_over": 1.0,
}


class Animator:
    """A queue of events being staged."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.queue: deque[Event] = deque()
        self.current: Event | None = None
        self.left = 0.0
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        """True while events are still being staged."""
        return self.current is not None or bool(self.queue)

    def feed(self, events: list[Event]) -> None:
        """Stage these events (only those the current eye may see)."""
        eye = self.table.eye
        self.queue.extend(e for e in events if e.visible_to(eye))

    def skip(self) -> None:
        """Drop every pending animation (the skip key)."""
        self.queue.clear()
        self.current = None

    def update(self, dt: float) -> None:
        """Advance the stage."""
        dt *= self.speed
        while dt > 0:
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self.left = DURATION.get(self.current.kind, 0.0)
                if self.left > 0:
                    self.table.play_sound("ship" if self.current.kind == "ships_moved" else "card")
            used = min(dt, self.left)
            self.left -= used
            dt -= used
            if self.left <= 0:
                self.current = None
            if used == 0 and self.current is not None:
                return

    def draw(self, surf: pygame.Surface) -> None:
        """Sprites in flight (none in this simple stage)."""
