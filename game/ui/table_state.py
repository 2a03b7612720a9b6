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


@dataclass(frozen=True)
class ChatLine:
    """Something a person said at a LAN table, kept in the log after its first ``at`` entries (those told
    when it arrived): the log tells it where it was heard, and never holds it back."""

    at: int
    who: str
    seat: int | None
    text: str


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
    chat: list[ChatLine] = field(default_factory=list)  # what people said, in arrival order
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

    @property
    def told(self) -> int:
        """Log entries told so far (the animator holds back the rest)."""
        return len(self.log) if self.log_limit is None else min(self.log_limit, len(self.log))

    def visible_log(self) -> list[LogLine]:
        """Log lines the current eye may read."""
        eye = self.eye
        return [line for line in self.log[: self.told] if line.event.visible_to(eye)]

    def hear(self, who: str, seat: int | None, text: str) -> ChatLine:
        """Someone said ``text``: it goes in the log after what has been told so far."""
        line = ChatLine(self.told, who, seat, text)
        self.chat.append(line)
        return line

    def log_entries(self) -> list[LogLine | ChatLine]:
        """The visible log with the chat woven in: each chat line after the entries told when it came (or
        at the end, if fewer are told now); chat lines keep their arrival order."""
        told = self.log[: self.told]
        eye = self.eye
        out: list[LogLine | ChatLine] = []
        said = 0
        for i, line in enumerate(told):
            while said < len(self.chat) and self.chat[said].at <= i:
                out.append(self.chat[said])
                said += 1
            if line.event.visible_to(eye):
                out.append(line)
        out.extend(self.chat[said:])
        return out
