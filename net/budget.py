"""What the host lets connections cost it: how many there may be (in all and per address), how much output
may wait for them (each and all together), how fast they may ask for the big replies, and how long a
frame, a hello or a quiet spell may take. docs/protocol.md ("Budgets") says the same for client authors.

``Limits`` holds the figures (tests shrink them); ``Bucket`` is a token bucket; ``Outflow`` counts what
was written to one connection and is not yet acknowledged by its peer: asyncio's buffer *and* the kernel's
send queue, which asyncio does not see.
"""

from __future__ import annotations

import socket
import struct
import sys
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from net.protocol import IDLE_TIMEOUT

MERGE = 0.05  # writes this close in time share one deadline mark
PLATFORM: str = sys.platform  # a plain string: both branches below are checked on every system


@dataclass(frozen=True)
class Limits:
    """The host's budgets. Times in seconds, sizes in bytes."""

    max_connections: int = 64  # open connections, everyone together
    max_per_address: int = 16  # open connections from one IP address
    seat_reserve: int = 8  # connections over a cap let in only to reclaim a held seat with its token
    accept_rate: float = 200.0  # new connections per second, everyone together, after a burst of...
    accept_burst: float = 200.0  # ...this many; those over it are held to the seat reserve
    join_rate: float = 20.0  # hellos per second from newcomers (a newcomer mid-game costs a full sync)...
    join_burst: float = 40.0  # ...after a burst of this many; a seat's holder coming back is never held
    max_pending: int = 1 << 20  # written to one connection, not yet acknowledged by its peer
    output_budget: int = 16 << 20  # the same, summed over every connection
    write_deadline: float = 10.0  # every byte written must be acknowledged within this
    send_buffer: int = 64 << 10  # SO_SNDBUF asked for each connection (Linux doubles it)
    frame_deadline: float = 5.0  # from a frame's first byte to its last
    hello_deadline: float = 10.0  # from the connection to its hello
    idle_timeout: float = IDLE_TIMEOUT  # without a whole frame (clients ping every 5 s)
    lobby_every: float = 0.1  # at most one lobby message per connection this often (the latest wins)
    # message type -> (burst, refills per second): the replies that cost the host the most
    rates: dict[str, tuple[float, float]] = field(
        default_factory=lambda: {"catalog": (2.0, 1 / 30), "sync": (2.0, 1 / 10)}
    )
    flood_rate: float = 100.0  # any message: refills per second
    flood_burst: float = 300.0


class Bucket:
    """A token bucket: ``burst`` tokens, refilled at ``rate`` per second."""

    def __init__(self, now: float, burst: float, rate: float) -> None:
        self.burst = burst
        self.rate = rate
        self.tokens = burst
        self.at = now

    def take(self, now: float) -> bool:
        """Spend one token; False when the bucket is empty (nothing is spent)."""
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def wait(self) -> float:
        """Seconds until the next token (after a refused ``take``)."""
        return max(0.0, (1 - self.tokens) / self.rate) if self.rate > 0 else float("inf")


def unacknowledged(sock: Any) -> int:
    """Bytes in the kernel's send queue of a TCP socket that its peer has not acknowledged (Linux:
    SIOCOUTQ; macOS: SO_NWRITE); 0 where the system cannot tell (SO_SNDBUF still bounds them)."""
    try:
        if PLATFORM.startswith("linux"):
            import fcntl
            import termios

            raw = fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0\0\0\0")  # TIOCOUTQ == SIOCOUTQ
            return int(struct.unpack("i", raw)[0])
        if PLATFORM == "darwin":
            return int(sock.getsockopt(socket.SOL_SOCKET, 0x1024))  # SO_NWRITE
    except (OSError, ValueError):
        return 0
    return 0


class Outflow:
    """The output of one connection: bytes written, bytes still unacknowledged, and since when the oldest
    of them has waited (for the write deadline)."""

    def __init__(self, transport: Any) -> None:
        self.transport = transport
        self.sock = transport.get_extra_info("socket")
        self.written = 0
        self.pending = 0
        self.kernel = 0  # the kernel's part at the last ``measure`` (at most about twice SO_SNDBUF)
        self.marks: deque[tuple[int, float]] = deque()  # (written after a group of writes, its first write)

    def write(self, data: bytes, now: float) -> int:
        """Write ``data``; returns the bytes now unacknowledged, as far as is known without a system call
        (asyncio's buffer now, the kernel's queue as last measured)."""
        self.transport.write(data)
        self.written += len(data)
        if self.marks and now - self.marks[-1][1] < MERGE:
            self.marks[-1] = (self.written, self.marks[-1][1])
        else:
            self.marks.append((self.written, now))
        self.pending = self.transport.get_write_buffer_size() + self.kernel
        return self.pending

    def measure(self) -> int:
        """Bytes written and not yet acknowledged by the peer (asyncio's buffer and the kernel's queue)."""
        waiting = self.transport.get_write_buffer_size()
        self.kernel = unacknowledged(self.sock) if self.sock is not None else 0
        self.pending = waiting + self.kernel
        acked = self.written - self.pending
        while self.marks and self.marks[0][0] <= acked:
            self.marks.popleft()
        return self.pending

    def late(self, now: float) -> float:
        """How long the oldest unacknowledged byte has waited (0 when everything was acknowledged)."""
        return now - self.marks[0][1] if self.marks else 0.0


def tune(sock: Any, send_buffer: int) -> None:
    """A small kernel send buffer (so a peer that does not read holds little of the host's memory) and no
    Nagle delay (updates are small and should leave at once)."""
    if sock is None:
        return
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, send_buffer)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except OSError:
        pass
