"""A framed message stream over an asyncio TCP connection (either end)."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from net.protocol import MAX_FRAME, FrameReader, encode

READ_CHUNK = 65536


class Link:
    """Send and receive protocol messages on one connection."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, limit: int = MAX_FRAME):
        self.reader = reader
        self.writer = writer
        self.frames = FrameReader(limit)
        self.pending: list[dict[str, Any]] = []
        self.bytes_in = 0
        self.bytes_out = 0

    @classmethod
    async def open(cls, host: str, port: int, timeout: float = 5.0) -> Link:
        """Connect to a host."""
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        return cls(reader, writer)

    def send(self, message: dict[str, Any]) -> None:
        """Queue one message (``drain`` to wait for the socket)."""
        frame = encode(message)
        self.bytes_out += len(frame)
        self.writer.write(frame)

    async def drain(self) -> None:
        """Wait until the socket has taken what was sent."""
        await self.writer.drain()

    async def recv(self) -> dict[str, Any] | None:
        """The next message, or None when the other end has closed. Raises ProtocolError on bad frames."""
        while not self.pending:
            data = await self.reader.read(READ_CHUNK)
            if not data:
                return None
            self.bytes_in += len(data)
            self.pending.extend(self.frames.feed(data))
        return self.pending.pop(0)

    async def close(self) -> None:
        """Close the connection (quietly if it is already gone)."""
        self.writer.close()
        with contextlib.suppress(ConnectionError, OSError):
            await self.writer.wait_closed()
