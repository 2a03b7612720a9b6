"""The host's asyncio side: accepts TCP connections, moves frames between them and the HostCore, keeps the
clocks (keep-alive, grace periods, the deal timer), runs bots on a worker thread and, optionally,
advertises the table on the LAN.

Each connection is read in its own task; frames go through ``FrameReader`` (length limit first), the flood
and rate limits, then ``HostCore.receive``. A frame that cannot be read closes that connection only.

The budgets (net/budget.py, docs/protocol.md "Budgets") keep any number of hostile connections from
stalling the table: caps on connections (in all and per address, with a reserve for people reclaiming
their seat), deadlines for a hello, a frame's body and a quiet spell, rate limits on the big replies, and
an output budget per connection and for all of them that counts what the peer has not acknowledged, with
a write deadline. Lobby messages are coalesced per connection (the latest one wins).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import math
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game.errors import IllegalAction
from net.budget import Bucket, Limits, Outflow, tune
from net.host import OVER, HostCore
from net.protocol import MAX_CLIENT_FRAME, FrameReader, ProtocolError, encode

log = logging.getLogger(__name__)

TICK = 0.1
FLOOD_RATE = Limits.flood_rate  # messages per second a connection may send on average
FLOOD_BURST = Limits.flood_burst
CLOSE_GRACE = 5.0  # seconds a closed connection has to take its last frames before it is cut
STOP_GRACE = 1.0  # seconds stop() lets connections take their goodbye before it cuts them
FULL = "the table is full; only a seat's holder may come back"
RESERVE_HELLO = 3.0  # seconds a connection let in over a cap has to say hello with a seat's token
READ_CHUNK = 65536

Message = dict[str, Any]


@dataclass(eq=False)
class Peer:
    """One open connection as the server sees it: its address, output and budgets."""

    cid: int
    address: str
    writer: asyncio.StreamWriter
    out: Outflow
    flood: Bucket
    rates: dict[str, Bucket]
    opened: float
    reserve: bool = False  # let in over a cap: only a hello that reclaims a held seat keeps it
    lobby_at: float = -math.inf  # when the last lobby message went out
    lobby_phase: Any = None  # the phase it told
    held: Message | None = None  # the latest lobby message, waiting for its turn
    timer: asyncio.TimerHandle | None = None
    dropped: bool = False
    greeted: bool = False  # its first hello has been seen
    ended: bool = False  # the host is done with it; its socket may still be sending its last frames


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
        limits: Limits | None = None,
    ) -> None:
        self.core = core
        self.host = host
        self.port = port
        self.bot_delay = bot_delay
        self.clock = clock
        self.advertiser = advertiser  # an Advertiser to use, or (with ``advertise``) one made once listening
        self.advertise = advertise
        self.interfaces = interfaces
        self.limits = limits or Limits()
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.peers: dict[int, Peer] = {}
        self.ids = itertools.count(1)
        self.server: asyncio.Server | None = None
        self.tasks: set[asyncio.Task[Any]] = set()
        self.serving: set[asyncio.Task[Any]] = set()  # one per connection
        self.bot_task: asyncio.Task[None] | None = None
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="host-bot")
        self.deal: tuple[tuple[int, int], float] | None = None  # ((turn, encounter), when its clock started)
        self.finished = asyncio.Event()
        self.errors: list[str] = []
        self.accepts = Bucket(clock(), self.limits.accept_burst, self.limits.accept_rate)
        self.joins = Bucket(clock(), self.limits.join_burst, self.limits.join_rate)
        self.stats: Counter[str] = Counter()  # refusals and drops by the budgets, for tests and benchmarks
        self.stopped = False
        self.advertised: dict[str, Any] | None = None
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
        """Say goodbye to everyone, stop listening, and end every task this server started (quietly)."""
        if self.stopped:
            return
        self.stopped = True
        for cid in list(self.peers):
            self.core.send(cid, {"type": "bye", "reason": "the host is closing"})
        self._flush()
        if self.advertiser is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.advertiser.stop(), 5.0)
        if self.server is not None:
            self.server.close()
        for peer in list(self.peers.values()):
            self._cancel_timer(peer)
            peer.writer.close()  # sends the goodbye first; the peer's end of file ends its task
        if self.serving:
            await asyncio.wait(set(self.serving), timeout=STOP_GRACE)
        for peer in list(self.peers.values()):
            peer.writer.transport.abort()  # a peer that does not read cannot hold the host open
        tasks = [*self.tasks, *self.serving, *([self.bot_task] if self.bot_task is not None else [])]
        for task in tasks:
            task.cancel()
        if tasks:
            done, _ = await asyncio.wait(tasks, timeout=5.0)
            for task in done:  # fetch every outcome, so nothing is reported as never retrieved
                if not task.cancelled():
                    task.exception()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.core.close()

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    # -- connections -------------------------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self.serving.add(task)
        try:
            await self._connection(reader, writer)
        except asyncio.CancelledError:
            pass  # the host is stopping: this connection ends here, its cleanup done
        finally:
            if task is not None:
                self.serving.discard(task)

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peername = writer.get_extra_info("peername")
        address = str(peername[0]) if isinstance(peername, tuple) and peername else "?"
        if self.stopped:
            writer.transport.abort()
            return
        reserve = self._admit(address, writer)
        if reserve is None:
            return
        tune(writer.get_extra_info("socket"), self.limits.send_buffer)
        cid = next(self.ids)
        now = self.clock()
        peer = Peer(
            cid=cid,
            address=address,
            writer=writer,
            out=Outflow(writer.transport),
            flood=Bucket(now, self.limits.flood_burst, self.limits.flood_rate),
            rates={kind: Bucket(now, burst, rate) for kind, (burst, rate) in self.limits.rates.items()},
            opened=now,
            reserve=reserve,
        )
        self.peers[cid] = peer
        self.writers[cid] = writer
        self.core.connect(cid)
        frames = FrameReader(MAX_CLIENT_FRAME)
        heard = now  # when the last whole frame arrived
        started: float | None = None  # when the first byte of a frame still incomplete arrived
        try:
            while cid not in self.core.closing:
                until, why = self._read_limit(peer, heard, started)
                try:
                    data = await asyncio.wait_for(reader.read(READ_CHUNK), max(0.0, until - self.clock()))
                except TimeoutError:
                    self.stats["timeout"] += 1
                    self.core.refuse_frame(cid, "timeout", why)
                    break
                except (ConnectionError, OSError):
                    break
                if not data:
                    break
                arrived = self.clock()
                before = frames.done
                try:
                    for msg in frames.feed(data):
                        heard = self.clock()
                        self._take(peer, msg, heard)
                        self._flush()
                        if cid in self.core.closing:
                            break
                except ProtocolError as exc:
                    self.core.refuse_frame(cid, exc.code, exc.reason)
                if not frames.partial:
                    started = None
                elif started is None or frames.done != before:
                    started = arrived
                self._flush()
        except Exception as exc:  # a bug must cost one connection, never the table
            log.exception("connection %s failed", cid)
            self.errors.append(f"{type(exc).__name__}: {exc}")
        finally:
            self._flush()
            peer.ended = True
            self.core.disconnect(cid, self.clock())
            self._cancel_timer(peer)
            self.writers.pop(cid, None)
            writer.close()
            self._flush()
            try:  # it counts against the caps until its socket is closed: its last frames still wait
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(writer.wait_closed(), CLOSE_GRACE)
            finally:
                writer.transport.abort()
                self.peers.pop(cid, None)

    def _admit(self, address: str, writer: asyncio.StreamWriter) -> bool | None:
        """May a connection from ``address`` come in? False: yes; True: over a cap, on the seat reserve
        (its hello must reclaim a held seat); None: refused (it was told why and is being closed). Only a
        seat's holder gets past the caps and the rate of new connections."""
        limits = self.limits
        live = [p for p in self.peers.values() if not p.dropped]  # a dropped one's socket is closed already
        total = len(live)
        here = sum(1 for p in live if p.address == address)
        if total < limits.max_connections and here < limits.max_per_address:
            if self.accepts.take(self.clock()):
                return False
            self.stats["accept_rate"] += 1
        waiting = [p for p in live if p.reserve]
        if waiting and len(waiting) >= limits.seat_reserve:
            oldest = min(waiting, key=lambda p: p.opened)  # has not said hello yet: it waits no longer
            if not oldest.ended and oldest.cid not in self.core.closing:
                self.stats["full"] += 1
                self.core.refuse_frame(oldest.cid, "full", FULL)
                self._flush()
            self._drop(oldest, "reserve")  # its place is needed now, not once it has read its refusal
            waiting.remove(oldest)
        if len(waiting) < limits.seat_reserve:
            return True
        if total >= limits.max_connections:
            code, reason = "full", f"the host takes at most {limits.max_connections} connections"
        elif here >= limits.max_per_address:
            code, reason = "address_full", f"at most {limits.max_per_address} connections from one address"
        else:
            code, reason = "busy", "too many new connections at once; try again in a moment"
        self.stats[code] += 1
        writer.write(encode({"type": "reject", "code": code, "reason": reason}))
        writer.write(encode({"type": "bye", "reason": reason}))
        writer.close()
        asyncio.get_running_loop().call_later(CLOSE_GRACE, writer.transport.abort)
        return None

    def _read_limit(self, peer: Peer, heard: float, started: float | None) -> tuple[float, str]:
        """When the next read must have brought something, and what to say if it has not."""
        limits = self.limits
        out = [(heard + limits.idle_timeout, f"nothing heard for {limits.idle_timeout:g} s")]
        conn = self.core.conns.get(peer.cid)
        if conn is None or not conn.joined:
            wait = min(limits.hello_deadline, RESERVE_HELLO) if peer.reserve else limits.hello_deadline
            out.append((peer.opened + wait, f"no hello within {wait:g} s"))
        if started is not None:
            out.append((started + limits.frame_deadline, f"a frame took over {limits.frame_deadline:g} s"))
        return min(out)

    def _take(self, peer: Peer, msg: Message, now: float) -> None:
        """One message through the reserve check, the flood limit and the rate limits, to the core."""
        cid = peer.cid
        if msg["type"] == "hello" and not peer.greeted:
            peer.greeted = True
            token = msg.get("token")
            holder = isinstance(token, str) and self.core.lobby.holder(token) is not None
            if peer.reserve and not holder:
                self.stats["full"] += 1
                self.core.refuse_frame(cid, "full", FULL)
                return
            if not holder and not self.joins.take(now):
                self.stats["busy"] += 1
                self.core.refuse_frame(cid, "busy", "too many people joining at once; try again in a moment")
                return
            peer.reserve = False
        elif peer.reserve:
            self.stats["full"] += 1
            self.core.refuse_frame(cid, "full", FULL)
            return
        if not peer.flood.take(now):
            self.core.refuse(cid, "flood", "too many messages; slow down")
            return
        bucket = peer.rates.get(msg["type"])
        if bucket is not None and not bucket.take(now):
            self.stats["rate"] += 1
            again = math.ceil(bucket.wait())
            self.core.refuse(cid, "rate", f"{msg['type']} too often: ask again in {again} s")
            return
        self.core.receive(cid, msg, now)

    def _flush(self) -> None:
        """Write everything the core queued (lobby messages coalesced); close connections it gave up on."""
        now = self.clock()
        outbox = self.core.take_outbox()
        for cid, msg in outbox:
            peer = self.peers.get(cid)
            if peer is None or peer.dropped or peer.writer.is_closing():
                continue
            if msg["type"] == "lobby" and self._hold(peer, msg, now):
                continue
            self._send(peer, msg, now)
        for cid in list(self.core.closing):
            peer = self.peers.get(cid)
            if peer is not None and not peer.writer.is_closing():
                self._cancel_timer(peer)
                peer.writer.close()  # sends what is queued (the refusal, the goodbye) first...
                asyncio.get_running_loop().call_later(CLOSE_GRACE, peer.writer.transport.abort)  # ...or not
        if outbox:
            self._budget()
        self._kick()

    def _send(self, peer: Peer, msg: Message, now: float) -> None:
        if peer.out.write(encode(msg), now) > self.limits.max_pending:
            self._drop(peer, "pending")  # a peer that does not read cannot hold the table's memory

    def _hold(self, peer: Peer, msg: Message, now: float) -> bool:
        """Coalesce lobby messages: True when ``msg`` waits (replacing any older one) for its turn. A lobby
        that tells a new phase goes at once, so it never trails the game's sync."""
        if msg.get("phase") != peer.lobby_phase or now - peer.lobby_at >= self.limits.lobby_every:
            peer.held = None
            peer.lobby_at = now
            peer.lobby_phase = msg.get("phase")
            return False
        peer.held = msg
        if peer.timer is None:
            delay = peer.lobby_at + self.limits.lobby_every - now
            peer.timer = asyncio.get_running_loop().call_later(delay, self._release, peer)
        return True

    def _release(self, peer: Peer) -> None:
        """A held lobby message's turn has come."""
        peer.timer = None
        msg, peer.held = peer.held, None
        if msg is None or self.peers.get(peer.cid) is not peer or peer.cid in self.core.closing:
            return
        if peer.dropped or peer.writer.is_closing():
            return
        now = self.clock()
        peer.lobby_at = now
        peer.lobby_phase = msg.get("phase")
        self._send(peer, msg, now)
        self._budget()

    def _cancel_timer(self, peer: Peer) -> None:
        if peer.timer is not None:
            peer.timer.cancel()
            peer.timer = None
        peer.held = None

    def _drop(self, peer: Peer, why: str) -> None:
        """Cut a connection at once (nothing more can reach a peer that does not take what it is sent)."""
        if peer.dropped:
            return
        peer.dropped = True
        self.stats[f"dropped_{why}"] += 1
        log.info("dropped connection %s from %s: %s", peer.cid, peer.address, why)
        peer.writer.transport.abort()

    def _budget(self) -> None:
        """Keep the output waiting for all connections within the budget: the biggest backlogs go first."""
        live = [p for p in self.peers.values() if not p.dropped]
        total = sum(p.out.pending for p in live)
        if total <= self.limits.output_budget:
            return
        for peer in sorted(live, key=lambda p: p.out.pending, reverse=True):
            if total <= self.limits.output_budget:
                break
            total -= peer.out.pending
            self._drop(peer, "budget")

    def _watch(self, now: float) -> None:
        """Measure every connection's unacknowledged output; cut those past the write deadline."""
        for peer in list(self.peers.values()):
            if peer.dropped:
                continue
            peer.out.measure()
            if peer.out.late(now) > self.limits.write_deadline:
                self._drop(peer, "late")
        self._budget()

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
            self._watch(now)

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
            self.advertised = self.advert()
            await self.advertiser.start({**self.advertised, "port": self.port})
        except Exception as exc:  # no multicast here: the table still works by typed address
            log.warning("cannot advertise the table: %s", exc)
            self.advertiser = None

    def advert(self) -> dict[str, Any]:
        """What the LAN advertisement says about the table now."""
        return self._advert_now()

    def _changed(self) -> None:
        if self.advertiser is None or self.server is None or self.stopped:
            return
        advert = self.advert()
        if advert != self.advertised:  # a spectator coming or going changes nothing advertised
            self.advertised = advert
            self._spawn(self.advertiser.update(**advert))
