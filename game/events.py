"""Events: what happened, born with their visibility.

``to is None`` means everyone sees the event (players and spectators); a tuple names the only seats that
see it (an empty tuple means the host alone). Secret details travel in their own event addressed to the
seats allowed to know them, next to a public event that says only what the table sees.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """One thing that happened in the game (a named tuple: cheap to make, immutable)."""

    kind: str
    data: dict[str, Any]
    to: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """True if the given seat (None = spectator) may see this event."""
        return self.to is None or (seat is not None and seat in self.to)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the wire."""
        out: dict[str, Any] = {"kind": self.kind, "data": self.data}
        if self.to is not None:
            out["to"] = list(self.to)
        return out
