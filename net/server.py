"""The host's asyncio side: accepts TCP connections, moves frames between them and the HostCore, keeps the
clocks (keep-alive, grace periods, the deal timer), runs bots on a worker thread and, optionally,
advertises the table on the LAN.

Each connection is read in its own task; frames go through ``FrameReader`` (length limit first), a flood
limit, then ``HostCore.receive``. A frame that cannot be read closes that connection only.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from game.errors import IllegalAction
from net.host import OVER, HostCore
from net.protocol import IDLE_TIMEOUT, MAX_CLIENT_FRAME, FrameReader, ProtocolError, encode

log = logging.getLogger(__name__)

TICK = 0.1
FLOOD_RATE = 100.0  # messages per second a connection may send on average
FLOOD_BURST = 300.0
CLOSE_GRACE = 5.0  # seconds a closed connection has to take its last frames before it is cut
MAX_BUFFERED = 4 << 20  # bytes waiting for a client that does not read: past this it is dropped


class Bucket:
    """A token bucket for the flood limit."""

    def __init__(self, now: float) -> None:
        self.tokens = FLOOD_BURST
        self.at = now

    def take(self, now: float) -> bool:
        """Spend one token; False when the connection is over its rate."""
        self.tokens = min(FLOOD_BURST, self.tokens + (now - self.at) * FLOOD_RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class HostServer:
    """Serves one HostCore on a TCP port."""

    def __init__(
        self,
        core: HostCore,
        host: str = "0.0.0.0",
        port: int = 0,
        bot_delay: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        advertiser: Any = None,
        advertise: bool = False,
        interfaces: list[str] | None = None,
    ) -> None:
        self.core = core
        self.host = host
        self.port = port
        self.bot_delay = bot_delay
        self.clock = clock
        self.advertiser = advertiser  # an Advertiser to use, or (with ``advertise``) one made once listening
        self.advertise = advertise
        self.interfaces = interfaces
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.ids = itertools.count(1)
        self.server: asyncio.Server | None = None
        self.tasks: set[asyncio.Task[Any]] = set()
        self.bot_task: asyncio.Task[None] | None = None
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="host-bot")
        self.deal: tuple[tuple[int, int], float] | None = None  # ((turn, encounter), when its clock started)
        self.finished = asyncio.Event()
        self.errors: list[str] = []
        self.stopped = False
        core.on_change = self._changed

    async def start(self) -> int:
        """Listen; returns the port (useful with port 0)."""
        self.server = await asyncio.start_server(self._serve, self.host, self.port)
        self.port = self.server.sockets[0].getsockname()[1]
        self._spawn(self._ticker())
        if self.advertiser is None and self.advertise:
            from net.discovery import Advertiser

            addresses = ["127.0.0.1"] if self.host.startswith("127.") else None
            self.advertiser = Advertiser(self.core.name, self.port, addresses, self.interfaces)
        if self.advertiser is not None:
            self._spawn(self._advertise())  # zeroconf probes the name for a second: do not wait for it
        self._kick()
        return self.port

    async def stop(self) -> None:
        """Say goodbye to everyone and stop listening."""
        self.stopped = True
        for cid in list(self.writers):
            self.core.send(cid, {"type": "bye", "reason": "the host is closing"})
        self._flush()
        if self.advertiser is not None:
            with contextlib.suppress(Exception):
                await self.advertiser.stop()
        if self.server is not None:
            self.server.close()
        for writer in list(self.writers.values()):
            writer.close()
        for task in list(self.tasks):
            task.cancel()
        if self.bot_task is not None:
            self.bot_task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.core.close()

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    # -- connections -------------------------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        cid = next(self.ids)
        self.writers[cid] = writer
        self.core.connect(cid)
        frames = FrameReader(MAX_CLIENT_FRAME)
        bucket = Bucket(self.clock())
        try:
            while cid not in self.core.closing:
                try:
                    data = await asyncio.wait_for(reader.read(65536), IDLE_TIMEOUT)
                except (TimeoutError, ConnectionError, OSError):
                    break
                if not data:
                    break
                try:
                    for msg in frames.feed(data):
                        now = self.clock()
                        if not bucket.take(now):
                            self.core.refuse(cid, "flood", "too many messages; slow down")
                        else:
                            self.core.receive(cid, msg, now)
                        self._flush()
                        if cid in self.core.closing:
                            break
                except ProtocolError as exc:
                    self.core.refuse_frame(cid, exc.code, exc.reason)
                self._flush()
        except Exception as exc:  # a bug must cost one connection, never the table
            log.exception("connection %s failed", cid)
            self.errors.append(f"{type(exc).__name__}: {exc}")
        finally:
            self.core.disconnect(cid, self.clock())
            self.writers.pop(cid, None)
            writer.close()
            self._flush()

    def _flush(self) -> None:
        """Write everything the core queued; close connections it gave up on."""
        for cid, msg in self.core.take_outbox():
            writer = self.writers.get(cid)
            if writer is None or writer.is_closing():
                continue
            writer.write(encode(msg))
            if writer.transport.get_write_buffer_size() > MAX_BUFFERED:
                writer.transport.abort()  # a client that does not read cannot hold the table's memory
        for cid in list(self.core.closing):
            writer = self.writers.get(cid)
            if writer is not None and not writer.is_closing():
                writer.close()  # sends what is queued (the refusal, the goodbye) first...
                asyncio.get_running_loop().call_later(CLOSE_GRACE, writer.transport.abort)  # ...or gives up
        self._kick()

    # -- bots, clocks, discovery -------------------------------------------------------------------
    def _kick(self) -> None:
        """Make sure a bot is working if one has a prompt."""
        if self.core.phase == OVER:
            self.finished.set()
        if self.stopped:
            return
        if (self.bot_task is None or self.bot_task.done()) and self.core.bot_prompts():
            self.bot_task = asyncio.get_running_loop().create_task(self._bots())

    async def _bots(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            prompts = self.core.bot_prompts()
            if not prompts:
                return
            prompt = prompts[0]
            job = self.core.bot_job(prompt)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            action = await loop.run_in_executor(self.pool, job)
            try:
                self.core.bot_answer(prompt, action)
            except IllegalAction as exc:  # a bot bug: the seat passes control back, the table goes on
                log.error("bot at seat %s chose an illegal action: %s", prompt.seat, exc)
                self.errors.append(f"bot {prompt.seat}: {exc}")
                fallback = prompt.options[0] if prompt.options else None
                if fallback is None:
                    return
                self.core.bot_answer(prompt, dict(fallback))
            self._flush()

    async def _ticker(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            now = self.clock()
            self.core.tick(now)
            self._deal_clock(now)
            self._flush()

    def _deal_clock(self, now: float) -> None:
        prompt = self.core.deal_prompt()
        if prompt is None:
            self.deal = None
            return
        assert self.core.rec is not None
        key = (self.core.rec.state.turn, self.core.rec.state.enc_no)
        if self.deal is None or self.deal[0] != key:
            self.deal = (key, now)  # the clock runs for the whole deal, across counter-offers
            self.core.deal_clock_started(self.core.rec.config.deal_timer)
        if now - self.deal[1] >= self.core.rec.config.deal_timer:
            self.deal = None
            self.core.deal_timeout()

    def _advert_now(self) -> dict[str, Any]:
        slots = self.core.lobby.slots
        return {
            "free": sum(1 for s in slots if s.free) if self.core.phase == "lobby" else 0,
            "seats": len(slots),
            "started": self.core.phase != "lobby",
        }

    async def _advertise(self) -> None:
        assert self.advertiser is not None
        try:
            await self.advertiser.start({**self.advert(), "port": self.port})
        except Exception as exc:  # no multicast here: the table still works by typed address
            log.warning("cannot advertise the table: %s", exc)
            self.advertiser = None

    def advert(self) -> dict[str, Any]:
        """What the LAN advertisement says about the table now."""
        return self._advert_now()

    def _changed(self) -> None:
        if self.advertiser is not None and self.server is not None:
            self._spawn(self.advertiser.update(**self.advert()))
