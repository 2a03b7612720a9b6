"""What the LAN screens share (Host, Join and Lobby; not a scene): a window's ``Connection`` to a table,
``stop_host``, ``parse_address``, and the seat kinds' labels that fit their buttons.

The form keys they share (``Focus`` and ``tab_fields``) are in menu.py.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.ui import theme
from game.ui.widgets import key_name
from net.bridge import ClientBridge, HostRunner, NetThread
from net.client import ClientCore
from net.protocol import DEFAULT_PORT
from net.tokens import SeatKeeper

KINDS: tuple[tuple[str, str], ...] = (
    ("human", "Person"),
    ("easy", "Easy bot"),
    ("normal", "Normal bot"),
    ("hard", "Hard bot"),
)
SHORT_KINDS: tuple[tuple[str, str], ...] = (
    ("human", "Person"),
    ("easy", "Easy"),
    ("normal", "Normal"),
    ("hard", "Hard"),
)
STOP_WAIT = 3.0  # seconds Leave waits for the host to say goodbye and stop advertising


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """``HOST`` or ``HOST:PORT`` as typed; ``ValueError`` says what is wrong."""
    text = text.strip()
    if not text:
        raise ValueError("type the host's address, e.g. 192.168.1.20 or 192.168.1.20:47474")
    host, sep, port_text = text.rpartition(":")
    if not sep:
        host, port_text = text, ""
    host = host.strip().strip("[]")
    if not host or any(c.isspace() for c in host):
        raise ValueError(f"{text!r} is not an address")
    if not port_text:
        return host, default_port
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"the port is a number from 1 to 65535, not {port_text!r}")
    return host, int(port_text)


@dataclass
class Connection:
    """What a window holds at a LAN table: its network thread, the link to the host and the client's
    knowledge; a hosting window also the host itself (``runner``); a joining one the ``keeper`` of its seat
    token. ``stop()`` stops what this window started (the table hands it to ``RemoteSession`` as owned);
    ``close()`` also closes the link."""

    net: NetThread
    core: ClientCore
    bridge: ClientBridge
    address: str
    runner: HostRunner | None = None
    stopped: bool = False
    keeper: SeatKeeper | None = None

    @classmethod
    def join(
        cls,
        host: str,
        port: int,
        name: str,
        spectate: bool = False,
        admin: str | None = None,
        net: NetThread | None = None,
        runner: HostRunner | None = None,
        token: str | None = None,
        keeper: SeatKeeper | None = None,
    ) -> Connection:
        """Connect to ``host:port`` (on a new network thread unless given; with a seat ``token`` to sit in
        that seat again; with a ``keeper`` that keeps the seat's token between launches); returns at once."""
        net = net if net is not None else NetThread()
        core = ClientCore(name, spectate=spectate, admin=admin, token=token)
        bridge = ClientBridge(net, host, port, core.hello)
        return cls(net, core, bridge, f"{host}:{port}", runner, keeper=keeper)

    @property
    def welcomed(self) -> bool:
        """Has the host let us in (its welcome arrived)?"""
        return bool(self.core.phase)

    @property
    def hosting(self) -> bool:
        """Does this window host the table?"""
        return self.runner is not None

    def poll(self) -> list[dict[str, Any]]:
        """Drain the bridge and fold every message into the core; returns them."""
        msgs = self.bridge.poll()
        for msg in msgs:
            self.core.handle(msg)
        if self.keeper is not None and msgs:
            self.keeper.observe(self.core)
        return msgs

    def stop(self) -> None:
        """Close the table if this window hosts it (goodbye to everyone, advertisement withdrawn), then
        end the network thread. Safe to call twice."""
        if self.stopped:
            return
        self.stopped = True
        stop_host(self.net, self.runner)

    def close(self) -> None:
        """Say goodbye to the host and stop everything (leaving a lobby frees the seat: its token is
        forgotten)."""
        if self.keeper is not None:
            self.keeper.leaving(self.core)
        self.bridge.close()
        self.stop()


def stop_host(net: NetThread, runner: HostRunner | None) -> None:
    """Close a table this window hosts (goodbye to everyone, advertisement withdrawn; one still opening
    is let finish first, so it can be closed), then end the network thread."""
    if runner is not None:
        deadline = time.monotonic() + 1.0
        while runner.server is None and runner.error is None and time.monotonic() < deadline:
            time.sleep(0.01)  # the host is still opening: let it finish, so it can be closed
        if runner.server is not None:
            with contextlib.suppress(Exception):
                net.run(runner.server.stop()).result(STOP_WAIT)
    net.stop()


def label_room(width: int, key: int | None = None, size: int = 17) -> int:
    """How wide a label may be on one line of a ``Button`` ``width`` pixels wide (with its ``key`` badge
    drawn at the text ``size`` less 4, as ``Button.draw`` does)."""
    u = theme.px
    if key is None:
        return width - u(10)
    badge = theme.font(max(10, size - 4)).size(key_name(key))[0]
    return width - (u(8) + badge + u(4)) - u(10)


def fitting_labels(
    long: Sequence[tuple[Any, str]], short: Sequence[tuple[Any, str]], room: int, size: int
) -> Sequence[tuple[Any, str]]:
    """The ``long`` choices if each label fits on one line of its button when a ``ChoiceRow`` shares
    ``room`` pixels between them, else the ``short`` ones."""
    gap = theme.px(6)
    width = (room - gap * (len(long) - 1)) // max(1, len(long))
    widest = max(theme.font(size).size(text)[0] for _, text in long)
    return long if widest <= label_room(width) else short
