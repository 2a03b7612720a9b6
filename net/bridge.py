"""Between a frame loop and the network: an asyncio loop on a background thread.

The window's thread never waits on a socket. It calls ``ClientBridge.send`` (which only hands the message
to the network thread) and, once a frame, ``poll`` (which drains a thread-safe queue). The bridge connects,
says hello, pings, and reconnects with the seat's token when the link drops, until it is closed.
Link changes arrive in ``poll`` as messages of type ``"_link"`` with a ``state``: ``connecting``,
``connected``, ``lost`` (will retry) or ``failed`` (gave up: bad address, or refused by the host).

``HostRunner`` runs a ``HostServer`` (and its LAN advertisement) on the same background loop, for a window
that hosts.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any

from net.host import HostCore
from net.link import Link
from net.protocol import PING_EVERY, ProtocolError
from net.server import HostServer

RETRY_FIRST = 0.5
RETRY_MAX = 5.0
GIVE_UP_FIRST = 3  # failed first connections before giving up (a wrong address should say so soon)
FATAL = ("version", "hostile", "hello_first", "replaced")  # refusals after which reconnecting is pointless


class NetThread:
    """One asyncio loop on a daemon thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="net", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def run(self, coro: Coroutine[Any, Any, Any]) -> Future[Any]:
        """Schedule a coroutine on the network loop; its result is a concurrent Future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Call ``fn(*args)`` on the network thread."""
        self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 2.0) -> None:
        """Cancel what runs on the loop and end the thread."""

        async def _cancel_all() -> None:
            current = asyncio.current_task()
            tasks = [t for t in asyncio.all_tasks() if t is not current]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if self.loop.is_running():
            with contextlib.suppress(Exception):
                self.run(_cancel_all()).result(timeout)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)


class ClientBridge:
    """A connection to a host, reconnecting with the token from ``hello()`` until closed."""

    def __init__(self, net: NetThread, host: str, port: int, hello: Callable[[], dict[str, Any]]) -> None:
        self.net = net
        self.host = host
        self.port = port
        self.hello = hello
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.link: Link | None = None
        self.closed = False
        self.task = net.run(self._main())

    # -- the window's side -------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        """Send a message (dropped if the link is down: the host will sync on reconnect)."""
        self.net.call(self._send, message)

    def poll(self) -> list[dict[str, Any]]:
        """Messages that arrived since the last call, in order."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        """Say goodbye and stop reconnecting."""
        self.closed = True
        self.net.call(self._close)

    # -- the network thread ------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        if self.link is not None:
            try:
                self.link.send(message)
            except ProtocolError as exc:
                self._status("failed", exc.reason)

    def _close(self) -> None:
        if self.link is not None:
            with contextlib.suppress(Exception):
                self.link.send({"type": "bye"})
            self.link.writer.close()
        self.task.cancel()

    def _status(self, state: str, reason: str = "") -> None:
        self.inbox.put({"type": "_link", "state": state, "reason": reason})

    async def _main(self) -> None:
        delay = RETRY_FIRST
        ever = False
        failures = 0
        while not self.closed:
            self._status("connecting")
            try:
                self.link = await Link.open(self.host, self.port)
            except (OSError, TimeoutError) as exc:
                failures += 1
                if not ever and failures >= GIVE_UP_FIRST:
                    self._status("failed", f"cannot reach {self.host}:{self.port} ({exc})")
                    return
                await asyncio.sleep(delay)
                delay = min(RETRY_MAX, delay * 2)
                continue
            ever = True
            delay = RETRY_FIRST
            self._status("connected")
            fatal = await self._session(self.link)
            self.link = None
            if fatal is not None or self.closed:
                self._status("failed", fatal or "closed")
                return
            self._status("lost", "the connection to the host dropped; reconnecting")
            await asyncio.sleep(delay)

    async def _session(self, link: Link) -> str | None:
        """One connection's life; returns a reason when it must not be retried."""
        link.send(self.hello())
        pinger = asyncio.get_running_loop().create_task(self._ping(link))
        fatal: str | None = None
        try:
            while True:
                msg = await link.recv()
                if msg is None:
                    break
                self.inbox.put(msg)
                if msg["type"] == "reject" and msg.get("code") in FATAL:
                    fatal = str(msg.get("reason", msg.get("code")))
                if msg["type"] == "bye":
                    if fatal is None and msg.get("reason") == "goodbye":
                        fatal = "you left the table"
                    break
        except (ProtocolError, ConnectionError, OSError) as exc:
            self._status("lost", str(exc))
        finally:
            pinger.cancel()
            await link.close()
        return fatal

    async def _ping(self, link: Link) -> None:
        n = 0
        while True:
            await asyncio.sleep(PING_EVERY)
            n += 1
            with contextlib.suppress(Exception):
                link.send({"type": "ping", "n": n})


class HostRunner:
    """A HostServer on the network thread, started without waiting: ``port`` is None until it listens."""

    def __init__(
        self,
        net: NetThread,
        core: HostCore,
        port: int,
        host: str = "0.0.0.0",
        advertiser: Any = None,
        advertise: bool = False,
        interfaces: list[str] | None = None,
    ) -> None:
        self.net = net
        self.core = core
        self.server: HostServer | None = None
        self.error: str | None = None
        self._started = net.run(self._start(host, port, advertiser, advertise, interfaces))

    async def _start(
        self, host: str, port: int, advertiser: Any, advertise: bool, interfaces: list[str] | None
    ) -> None:
        server = HostServer(
            self.core, host=host, port=port, advertiser=advertiser, advertise=advertise, interfaces=interfaces
        )
        try:
            await server.start()
        except OSError as exc:
            self.error = f"cannot listen on port {port}: {exc.strerror or exc}"
            return
        self.server = server

    @property
    def port(self) -> int | None:
        """The port it listens on, once it does."""
        return self.server.port if self.server is not None else None

    def stop(self) -> None:
        """Close the table: goodbye to everyone, stop listening."""
        if self.server is not None:
            self.net.run(self.server.stop())
