"""A client's side of the table, without sockets: what the host has told it, and the messages it sends.

``ClientCore.handle(message)`` folds one host message into the client's knowledge (its seat, token, the
lobby, the game's config and its own view, the events it was shown, chat); ``hello``, ``act`` and friends
build the messages to send. ``presence(seat)`` says whether a seat's person is here, away (with the seconds
left before a bot stands in, counted down here from the host's last ``lobby``) or played by a stand-in.
The asyncio link (net/link.py) and the pygame bridge (net/bridge.py) carry the messages.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.config import GameConfig
from game.errors import ConfigError
from game.events import Event
from game.prompts import Prompt
from net import patch
from net.protocol import PROTOCOL_VERSION

Message = dict[str, Any]
CHAT_KEPT = 100
# A seat's person, as the host last said: at the table (or a bot's seat), away, or played by a stand-in bot.
HERE, AWAY, STAND_IN, FREE = "here", "away", "stand_in", "free"


def event_from_wire(data: Any) -> Event:
    """An event as the host sent it."""
    to = data.get("to")
    return Event(str(data["kind"]), dict(data["data"]), None if to is None else tuple(to))


@dataclass
class ClientCore:
    """What one connection knows. ``name`` is the person's; ``token`` comes from the host's welcome."""

    name: str
    spectate: bool = False
    admin: str | None = None  # the host's admin secret, when this client is the hosting window
    token: str | None = None
    seat: int | None = None
    is_admin: bool = False
    table: str = ""
    phase: str = ""
    lobby: Message | None = None
    config: GameConfig | None = None
    view: dict[str, Any] | None = None
    state: int = -1
    events: list[Event] = field(default_factory=list)
    chat: list[Message] = field(default_factory=list)
    rejects: list[Message] = field(default_factory=list)
    closed: str | None = None  # the host's goodbye reason
    pending: int | None = None  # the prompt id of an action sent and not yet answered
    clock: Callable[[], float] = time.monotonic  # for the away seats' countdowns
    lobby_at: float = 0.0  # when the last lobby message arrived (on ``clock``)

    # -- outgoing ----------------------------------------------------------------------------------
    def hello(self) -> Message:
        """The first message on every connection (with the token after the first welcome)."""
        msg: Message = {"type": "hello", "version": PROTOCOL_VERSION, "name": self.name}
        if self.token:
            msg["token"] = self.token
        if self.spectate:
            msg["spectate"] = True
        if self.admin:
            msg["admin"] = self.admin
        return msg

    def act(self, prompt: Prompt | int, action: dict[str, Any]) -> Message:
        """An intention: answer ``prompt`` with ``action`` (the host fills in the seat)."""
        pid = prompt if isinstance(prompt, int) else prompt.id
        self.pending = pid
        body = {k: v for k, v in action.items() if k not in ("seat", "prompt")}
        return {"type": "act", "state": self.state, "prompt": pid, "action": body}

    # -- incoming ----------------------------------------------------------------------------------
    def handle(self, msg: Message) -> list[Event]:
        """Fold in one host message; returns the new events it carried (for the animator and log)."""
        kind = msg.get("type")
        if kind == "welcome":
            self.token = msg.get("token")
            self.seat = msg.get("seat")
            self.is_admin = bool(msg.get("admin"))
            self.table = str(msg.get("table", ""))
            self.phase = str(msg.get("phase", ""))
        elif kind == "lobby":
            self.lobby = msg
            self.lobby_at = self.clock()
            self.phase = str(msg.get("phase", self.phase))
            if "you" in msg:
                self.seat = msg["you"]
        elif kind == "sync":
            return self._sync(msg)
        elif kind == "update":
            return self._update(msg)
        elif kind == "reject":
            self.rejects.append(msg)
            if msg.get("ref") == "act":
                self.pending = None
        elif kind == "chat":
            self.chat.append(msg)
            del self.chat[:-CHAT_KEPT]
        elif kind == "bye":
            self.closed = str(msg.get("reason", ""))
        return []

    def _sync(self, msg: Message) -> list[Event]:
        try:
            self.config = GameConfig.from_dict(msg["config"])
        except ConfigError:
            self.config = None
        self.view = msg["view"]
        self.state = int(msg["state"])
        self.seat = msg.get("seat")
        self.pending = None
        events = [event_from_wire(e) for e in msg.get("events", [])]
        self.events = events
        return events

    def _update(self, msg: Message) -> list[Event]:
        if self.view is None:
            return []
        self.view = patch.apply(self.view, msg["patch"])
        self.state = int(msg["state"])
        events = [event_from_wire(e) for e in msg.get("events", [])]
        self.events.extend(events)
        if self.pending is not None and not any(p["id"] == self.pending for p in self.view["prompts"]):
            self.pending = None
        return events

    # -- reading -----------------------------------------------------------------------------------
    @property
    def prompts(self) -> list[Prompt]:
        """This seat's open prompts (none while an answer is on its way)."""
        if self.view is None or self.pending is not None:
            return []
        return [Prompt.from_dict(p) for p in self.view.get("prompts", [])]

    def presence(self, seat: int) -> tuple[str, float | None]:
        """Where ``seat``'s person is, from the host's last lobby: ``HERE`` (a bot's seat too), ``FREE``
        (nobody holds it), ``STAND_IN`` (a bot plays it until they return) or ``AWAY`` with the seconds left
        before a stand-in takes over (in the lobby: before the seat is freed; None: nothing counts down)."""
        seats = (self.lobby or {}).get("seats")
        entry = seats[seat] if isinstance(seats, list) and 0 <= seat < len(seats) else None
        if not isinstance(entry, dict) or entry.get("kind") == "bot":
            return HERE, None
        if entry.get("stand_in"):
            return STAND_IN, None
        if not entry.get("taken"):
            return FREE, None
        if entry.get("connected", True):
            return HERE, None
        grace = entry.get("grace")
        if not isinstance(grace, (int, float)) or isinstance(grace, bool):
            return AWAY, None
        return AWAY, max(0.0, grace - (self.clock() - self.lobby_at))

    @property
    def over(self) -> bool:
        """True once the game has a winner."""
        return bool(self.view and self.view.get("over"))
