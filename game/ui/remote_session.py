"""A seat at a LAN host, behind the same surface as a local game (``game.ui.session.Session``).

``RemoteSession`` folds the host's messages into a ``ClientCore`` once a frame (``poll``) and turns each
sync or update into a batch of events for the table. It knows only what the host sent this connection: its
own seat's view (or a spectator's), the events addressed to it, its own prompts. Bots and the deal clock run
at the host (``bot_prompts`` is always empty, ``times_deals`` is False). An answer goes out with ``submit``
and comes back later as an update, or as a refusal kept in ``last_refusal`` for the prompt panel. Link
changes from the bridge set ``link_state`` / ``link_reason`` for the table's banner. People talk with
``say``; what the host relays (this seat's own lines too) waits in ``poll_chat`` for the table's log.
``seat_status`` marks the seats whose person is away (with the grace period left before a stand-in bot
takes over) or played by a stand-in, from the host's lobby messages. A ``SeatKeeper`` keeps this seat's
token in the config folder while the game goes on, so a relaunched window sits here again.

No pygame here, and no socket: the bridge's network thread does the talking.
"""

from __future__ import annotations

import copy
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.config import GameConfig
from game.errors import IllegalAction
from game.events import Event
from game.prompts import Prompt
from game.ui.session import Batch
from game.view import public_part
from net.client import AWAY, CHAT_KEPT, STAND_IN, ClientCore
from net.protocol import MAX_TEXT
from net.tokens import SeatKeeper

if TYPE_CHECKING:
    from game.ui.session import LocalSession, Session
    from net.bridge import ClientBridge

CONNECTED = "connected"


@dataclass(frozen=True)
class Refusal:
    """The host refused this seat's answer: its code and reason, and the prompt it answered."""

    code: str
    reason: str
    prompt: int | None = None


class RemoteSession:
    """One connection's game: ``core`` already holds the host's sync (the lobby screen folded it in)."""

    def __init__(
        self,
        core: ClientCore,
        bridge: ClientBridge,
        owned: Sequence[Any] = (),
        keeper: SeatKeeper | None = None,
    ) -> None:
        if core.view is None or core.config is None:
            raise ValueError("the client has no game yet: wait for the host's sync")
        self.core = core
        self.bridge = bridge
        self.owned = list(owned)  # things to stop on close (a HostRunner, the NetThread), in order
        self.history: list[Batch] = [Batch(list(core.events))]
        self.link_state = CONNECTED
        self.link_reason = ""
        self.last_refusal: Refusal | None = None
        self.deal_deadline: float | None = None  # when the host's deal clock runs out (this clock)
        self.host_said: str | None = None  # the host's goodbye, until the link comes back
        self.closed = False
        self.heard: list[dict[str, Any]] = []  # chat lines poll() folded in, until poll_chat() takes them
        self.keeper = keeper  # keeps this seat's token in the config folder (None: the hosting window)
        self._tell_keeper()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def config(self) -> GameConfig:
        """The game's options and seats, as the host sent them (its seed is never sent)."""
        assert self.core.config is not None
        return self.core.config

    @property
    def _view(self) -> dict[str, Any]:
        assert self.core.view is not None
        return self.core.view

    @property
    def n(self) -> int:
        """Players at the table."""
        return len(self.config.seats)

    @property
    def enc_no(self) -> int:
        """The encounter number of the current turn."""
        return int(self._view["encounter"]["number"])

    @property
    def turn(self) -> int:
        """The turn number."""
        return int(self._view["turn"])

    @property
    def over(self) -> bool:
        """True once the host says someone has won."""
        return self.core.over

    @property
    def humans(self) -> list[int]:
        """This connection's seat (none for a spectator)."""
        return [] if self.core.seat is None else [self.core.seat]

    @property
    def times_deals(self) -> bool:
        """The host runs the deal clock."""
        return False

    def deal_left(self) -> float | None:
        """Seconds left on the host's deal clock, counted here from its ``clock`` message."""
        if self.deal_deadline is None:
            return None
        return max(0.0, self.deal_deadline - time.monotonic())

    def seat_status(self, seat: int) -> str | None:
        """A short mark for a seat whose person is away, as the host last said: "disconnected, 23 s" (the
        grace period left, counted down here), "disconnected" (no countdown) or "bot playing" (a stand-in
        plays until they return); None while they are here, and for a bot's seat."""
        where, left = self.core.presence(seat)
        if where == STAND_IN:
            return "bot playing"
        if where == AWAY:
            return "disconnected" if left is None else f"disconnected, {math.ceil(left)} s"
        return None

    @property
    def sending(self) -> bool:
        """An answer is on its way to the host."""
        return self.core.pending is not None

    def view(self, seat: int | None) -> dict[str, Any]:
        """This seat's view (a copy); any other looker gets its public part: never more than the host sent."""
        view = copy.deepcopy(self._view)
        if seat is None or seat != self.core.seat:
            public_part(view)  # the one rule of what a seat's view holds beyond the public one
        return view

    def prompts(self) -> list[Prompt]:
        """This seat's open prompts (none while an answer is on its way)."""
        return self.core.prompts

    def prompt_open(self, prompt: Prompt) -> bool:
        """Is ``prompt`` (of this seat) still open at the host, as far as this client knows?"""
        return any(p.get("id") == prompt.id for p in self._view.get("prompts", []))

    def bot_prompts(self) -> list[Prompt]:
        """Bots play at the host: never here."""
        return []

    def human_prompts(self, looker: int | None = None) -> list[Prompt]:
        """This seat's open prompts, oldest first."""
        return sorted(self.core.prompts, key=lambda p: p.id)

    def next_human_prompt(self, looker: int | None = None) -> Prompt | None:
        """The prompt to put on the panel."""
        ps = self.human_prompts(looker)
        return ps[0] if ps else None

    # -- acting ------------------------------------------------------------------------------------
    def submit(self, seat: int, action: dict[str, Any]) -> Batch:
        """Send the answer to this seat's open prompt (the one ``action["prompt"]`` names, if it does).

        Nothing happens here yet: the host's update brings the events through ``poll``, or its refusal
        lands in ``last_refusal``. Raises IllegalAction when there is nothing of this seat's to answer or
        the link is down (the message would be lost).
        """
        if self.core.seat is None or seat != self.core.seat:
            raise IllegalAction("not_your_prompt", "this screen does not hold that seat")
        pid = action.get("prompt")
        prompt = next((p for p in self.core.prompts if pid is None or p.id == pid), None)
        if prompt is None:
            raise IllegalAction("not_your_prompt", "there is no open prompt of yours to answer")
        if self.link_state != CONNECTED or self.closed:
            raise IllegalAction("offline", "the connection to the host is down; try again once it is back")
        self.last_refusal = None
        self.bridge.send(self.core.act(prompt, action))
        return Batch([], seat, {**action, "seat": seat, "prompt": prompt.id})

    @property
    def can_chat(self) -> bool:
        """Everyone at a LAN table may talk (watchers too)."""
        return True

    def say(self, text: str) -> None:
        """Send a chat line to the table: trimmed, at most ``MAX_TEXT`` characters; an empty one, or one
        said after leaving, is not sent. It shows in the log when the host relays it back."""
        text = text.strip()[:MAX_TEXT].strip()
        if text and not self.closed:
            self.bridge.send({"type": "chat", "text": text})

    def bot_decide(self, prompt: Prompt) -> dict[str, Any]:
        """Never called: the host runs the bots."""
        raise RuntimeError("bots play at the host")

    def deal_timeout(self) -> Batch:
        """Never called: the host runs the deal clock."""
        raise RuntimeError("the host runs the deal clock")

    # -- the network -------------------------------------------------------------------------------
    def poll(self) -> list[Batch]:
        """Fold in everything the host sent since the last call; the syncs and updates, as batches."""
        out: list[Batch] = []
        for msg in self.bridge.poll():
            kind = msg.get("type")
            if kind == "_link":
                self._link(str(msg.get("state", "")), str(msg.get("reason", "")))
                continue
            pending = self.core.pending
            if kind == "sync":
                known = [e for b in self.history for e in b.events]
                batch = Batch(_unseen(known, self.core.handle(msg)), snap=True)
            elif kind == "update":
                actor = msg.get("actor")
                batch = Batch(self.core.handle(msg), actor if isinstance(actor, int) else None)
            else:
                self.core.handle(msg)  # lobby, chat (kept on the core), pong, welcome, reject, bye
                if kind == "chat":
                    self.heard.append(msg)
                    del self.heard[:-CHAT_KEPT]  # nobody takes them (no table): keep only the latest
                elif kind == "reject" and msg.get("ref") == "act":
                    self.last_refusal = Refusal(str(msg.get("code", "")), str(msg.get("reason", "")), pending)
                elif kind == "clock":
                    seconds = msg.get("deal")
                    self.deal_deadline = None
                    if isinstance(seconds, (int, float)) and not isinstance(seconds, bool):
                        self.deal_deadline = time.monotonic() + seconds
                elif kind == "bye":
                    self.host_said = str(msg.get("reason", "")) or None
                continue
            self.history.append(batch)
            out.append(batch)
        self._tell_keeper()
        refused = self.last_refusal
        if refused is not None and not any(p.id == refused.prompt for p in self.core.prompts):
            self.last_refusal = None  # the refused prompt is gone: the next one starts clean
        return out

    def poll_chat(self) -> list[dict[str, Any]]:
        """Chat lines the last ``poll`` calls folded in, oldest first, each handed out once."""
        out, self.heard = self.heard, []
        return out

    def _tell_keeper(self) -> None:
        """Let the keeper save or drop this seat's token; what it has to tell goes to the log, as the table's
        line (no seat)."""
        if self.keeper is None:
            return
        self.keeper.observe(self.core)
        notice = self.keeper.take_notice()
        if notice:
            self.heard.append({"from": "Cosmic Table", "seat": None, "text": notice})

    def _link(self, state: str, reason: str) -> None:
        if state == CONNECTED:
            self.host_said = None
        elif state == "lost" and self.host_said:
            reason = f"the host said: {self.host_said}"
        elif state == "connecting" and self.link_state != CONNECTED:
            reason = reason or self.link_reason  # still the same trouble: keep saying why
        self.link_state = state
        self.link_reason = reason

    def close(self) -> None:
        """Leave the table: say goodbye to the host, then stop what this session owns."""
        if self.closed:
            return
        self.closed = True
        self.bridge.close()
        for thing in self.owned:
            thing.stop()


def _unseen(known: list[Event], sent: list[Event]) -> list[Event]:
    """The events of a resync not told yet: ``sent`` is the host's latest events for this seat, and its
    start overlaps the end of ``known`` (the longest such overlap is taken); with no overlap, all of them."""
    for start in range(max(0, len(known) - len(sent)), len(known)):
        tail = known[start:]
        if sent[: len(tail)] == tail:
            return sent[len(tail) :]
    return sent


if TYPE_CHECKING:

    def _both_are_sessions(local: LocalSession, remote: RemoteSession) -> tuple[Session, Session]:
        return local, remote
