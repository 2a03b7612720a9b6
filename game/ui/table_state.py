"""What the table scene shares with its widgets: the session, the layout, who is looking, the shown view.

``shown`` is the view on screen. While the animator plays a batch of events it patches ``shown`` step by
step (a ship leaves a planet, arrives at the gate); when the animations are done the table snaps ``shown``
to the engine's view for the looker. Nothing here computes a rule: positions and counts come from views
and events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.events import Event
from game.ui.layout import Layout
from game.ui.session import Session


@dataclass
class LogLine:
    """One event in the log, kept with its visibility so each looker sees only its own lines."""

    event: Event
    encounter: int
    turn: int


@dataclass
class TableState:
    """Shared state of the table scene."""

    session: Session
    layout: Layout
    looker: int | None = None
    curtain_for: int | None = None
    shown: dict[str, Any] = field(default_factory=dict)
    t: float = 0.0  # the cosmos clock, seconds
    log: list[LogLine] = field(default_factory=list)
    hover_text: str | None = None
    message: str | None = None  # a refusal or notice shown on the prompt panel
    play_sound: Callable[[str], None] = lambda name: None
    log_limit: int | None = None  # log entries told so far: lines wait until the animator stages them

    @property
    def n(self) -> int:
        """Players at the table."""
        return self.session.n

    @property
    def private_allowed(self) -> bool:
        """May anything private be drawn? Never while the curtain is up."""
        return self.curtain_for is None and self.looker is not None

    @property
    def eye(self) -> int | None:
        """The seat whose secrets may be drawn now (None: only public things)."""
        return self.looker if self.private_allowed else None

    def refresh(self) -> None:
        """Snap the shown view to the engine's view for whoever may look now."""
        self.shown = self.session.view(self.eye)

    def name(self, seat: int) -> str:
        """A seat's display name."""
        seats = self.session.config.seats
        return seats[seat].name if 0 <= seat < len(seats) else "the table"

    def colour(self, seat: int) -> str:
        """A seat's colour name."""
        return self.session.config.seats[seat].colour

    def visible_log(self) -> list[LogLine]:
        """Log lines the current eye may read."""
        eye = self.eye
        told = self.log if self.log_limit is None else self.log[: self.log_limit]
        return [line for line in told if line.event.visible_to(eye)]
