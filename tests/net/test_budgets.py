"""The host's budgets against a real TCP port: caps on connections refuse with a reason (a seat's holder
still gets back in), a client that never reads is cut off while the honest player's updates keep coming,
slow frames and silent connections meet their deadlines, the big replies are rate limited, lobby messages
are coalesced, and a stopped host leaves no traceback. The limits are shrunk so each test takes a few
seconds."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from net_kit import new_core, serve

from main import build_parser
from net import bot_client
from net.budget import Limits, Outflow
from net.cli import _host_core
from net.client import ClientCore
from net.host import HostCore
from net.protocol import HEADER, MAX_CLIENT_FRAME, MAX_FRAME, PROTOCOL_VERSION, FrameReader, encode
from net.server import HostServer

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
Message = dict[str, Any]


# -- raw connections -------------------------------------------------------------------------------
class Raw:
    """A connection from a chosen loopback address that sends what it likes and reads only when told."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.frames = FrameReader(MAX_FRAME)
        self.got: list[Message] = []
        self.closed = False

    @classmethod
    async def open(cls, port: int, local: str = HOST, reads: bool = True) -> Raw:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if not reads:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a small window fills at once
        sock.bind((local, 0))
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (HOST, port))
        reader, writer = await asyncio.open_connection(sock=sock)
        if not reads:
            writer.transport.pause_reading()  # asyncio would otherwise read on our behalf
        return cls(reader, writer)

    def send(self, *messages: Message) -> None:
        self.writer.write(b"".join(encode(m) for m in messages))

    async def read(self, seconds: float) -> None:
        """Read until the host hangs up or ``seconds`` pass."""
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while not self.closed and loop.time() < end:
            try:
                data = await asyncio.wait_for(self.reader.read(1 << 16), end - loop.time())
            except TimeoutError:
                return
            except (ConnectionError, OSError):
                data = b""
            if not data:
                self.closed = True
            self.got.extend(self.frames.feed(data))

    async def until(self, kind: str, seconds: float = 3.0) -> Message:
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while True:
            found = [m for m in self.got if m["type"] == kind]
            if found:
                return found[0]
            assert not self.closed and loop.time() < end, f"no {kind}: {self.got[-3:]}"
            await self.read(min(0.05, end - loop.time()))

    def codes(self) -> list[str]:
        return [m["code"] for m in self.got if m["type"] == "reject"]

    def count(self, kind: str) -> int:
        return sum(1 for m in self.got if m["type"] == kind)

    def refused(self, code: str) -> bool:
        """The host said why, said goodbye and hung up."""
        return self.closed and code in self.codes() and self.got[-1]["type"] == "bye"


def hello(name: str, **fields: Any) -> Message:
    return {"type": "hello", "version": PROTOCOL_VERSION, "name": name, **fields}


def run(core: HostCore, limits: Limits, body: Callable[[HostServer], Awaitable[None]], **kw: Any) -> None:
    async def main() -> None:
        server = await serve(core, limits=limits, **kw)
        try:
            await asyncio.wait_for(body(server), 15)
        finally:
            await server.stop()

    asyncio.run(main())


# -- caps ------------------------------------------------------------------------------------------
def test_connections_over_a_cap_are_refused_with_a_reason() -> None:
    limits = Limits(max_connections=5, max_per_address=3, seat_reserve=0)

    async def body(server: HostServer) -> None:
        ours = [await Raw.open(server.port) for _ in range(3)]
        for i, raw in enumerate(ours):
            raw.send(hello(f"Here {i}", spectate=True))
            await raw.until("welcome")
        one_more = await Raw.open(server.port)
        await one_more.read(2)
        assert one_more.refused("address_full"), one_more.got
        others = [await Raw.open(server.port, local="127.0.0.2") for _ in range(2)]
        for raw in others:
            raw.send(hello("There", spectate=True))
            await raw.until("welcome")
        last = await Raw.open(server.port, local="127.0.0.3")
        await last.read(2)
        assert last.refused("full"), last.got
        assert len(server.core.conns) == 5
        assert server.stats["address_full"] == 1 and server.stats["full"] == 1

    run(new_core(players=3, bots=1), limits, body)


def test_a_full_table_still_lets_a_seat_holder_back_in() -> None:
    limits = Limits(max_connections=3, max_per_address=3, seat_reserve=1)

    async def body(server: HostServer) -> None:
        player = await Raw.open(server.port)
        player.send(hello("Ada"))
        welcome = await player.until("welcome")
        assert welcome["seat"] == 0
        player.writer.close()  # dropped: the seat waits for its token
        watchers = [await Raw.open(server.port) for _ in range(3)]
        for raw in watchers:
            raw.send(hello("Watcher", spectate=True))
            await raw.until("welcome")
        stranger = await Raw.open(server.port)
        stranger.send(hello("Stranger"))
        await stranger.read(2)
        assert stranger.refused("full"), stranger.got
        back = await Raw.open(server.port)
        back.send(hello("Ada", token=welcome["token"]))
        again = await back.until("welcome")
        assert again["seat"] == 0 and again["token"] == welcome["token"]

    run(new_core(players=3, bots=1), limits, body)


def test_newcomers_over_the_join_rate_are_told_to_wait_but_a_seat_holder_is_not() -> None:
    limits = Limits(join_burst=2, join_rate=0.01)

    async def body(server: HostServer) -> None:
        player = await Raw.open(server.port)
        player.send(hello("Ada"))
        welcome = await player.until("welcome")
        player.writer.close()
        watcher = await Raw.open(server.port)
        watcher.send(hello("Watcher", spectate=True))
        await watcher.until("welcome")
        late = await Raw.open(server.port)
        late.send(hello("Latecomer", spectate=True))
        await late.read(2)
        assert late.refused("busy"), late.got
        back = await Raw.open(server.port)
        back.send(hello("Ada", token=welcome["token"]))
        assert (await back.until("welcome"))["seat"] == 0

    run(new_core(players=3, bots=1), limits, body)


# -- output ----------------------------------------------------------------------------------------
def test_unacknowledged_bytes_count_the_kernels_queue_too() -> None:
    async def main() -> None:
        accepted: asyncio.Queue[asyncio.StreamWriter] = asyncio.Queue()

        async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await accepted.put(writer)

        server = await asyncio.start_server(on_connect, HOST, 0)
        port = server.sockets[0].getsockname()[1]
        sleeper = await Raw.open(port, reads=False)
        writer = await accepted.get()
        out = Outflow(writer.transport)
        for _ in range(40):
            out.write(b"x" * 16384, time.monotonic())
        await asyncio.sleep(0.2)
        pending = out.measure()
        # 640 KiB went out; the peer took a few KiB at most: far more waits than asyncio's own buffer
        assert pending > writer.transport.get_write_buffer_size()
        assert pending >= 40 * 16384 - 64 * 1024
        assert out.late(time.monotonic() + 1) > 1
        writer.transport.abort()
        sleeper.writer.transport.abort()
        server.close()

    asyncio.run(main())


def test_clients_that_never_read_are_cut_off_while_the_honest_player_plays_on() -> None:
    limits = Limits(write_deadline=1.0, max_pending=128 << 10, output_budget=1 << 20)
    core = new_core(players=3, bots=2, seed=11)
    gaps: list[float] = []

    async def body(server: HostServer) -> None:
        last = [time.monotonic()]

        def watch(client: ClientCore, msg: Message) -> None:
            if msg["type"] == "update":
                now = time.monotonic()
                gaps.append(now - last[0])
                last[0] = now

        honest = asyncio.ensure_future(bot_client.play(HOST, server.port, "Honest", "easy", watch=watch))
        while core.phase == "lobby":
            await asyncio.sleep(0.01)
        sponges = [await Raw.open(server.port, local="127.0.0.2", reads=False) for _ in range(10)]
        for raw in sponges:
            raw.send(hello("Sponge", spectate=True), *[{"type": "catalog"}] * 5, *[{"type": "sync"}] * 5)
        loop = asyncio.get_running_loop()
        end = loop.time() + 8
        while loop.time() < end and not all(r.writer.transport.is_closing() for r in sponges):
            for raw in sponges:
                if not raw.writer.transport.is_closing():
                    raw.send({"type": "ping"})  # a write to a connection the host cut ends in a reset
            await asyncio.sleep(0.1)
        assert all(r.writer.transport.is_closing() for r in sponges), server.stats
        assert server.stats["dropped_late"] + server.stats["dropped_pending"] >= 10, server.stats
        client = await asyncio.wait_for(honest, 12)
        assert client.over and client.rejects == []

    run(core, limits, body)
    assert core.phase == "over"
    assert max(gaps) < 1.0, f"the honest player waited {max(gaps):.2f} s for an update"


# -- deadlines -------------------------------------------------------------------------------------
async def _cut_within(server: HostServer, raw: Raw, drip: bytes, every: float, seconds: float) -> float:
    """Send ``drip`` a byte at a time every ``every`` seconds until the host hangs up; how long it took."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    for byte in drip:
        if raw.closed or loop.time() - start > seconds:
            break
        raw.writer.write(bytes([byte]))
        await raw.read(every)
    await raw.read(max(0.0, seconds - (loop.time() - start)))
    assert raw.refused("timeout"), raw.got
    return loop.time() - start


def test_slow_frames_silent_connections_and_idle_ones_are_cut_by_their_deadlines() -> None:
    limits = Limits(frame_deadline=0.5, hello_deadline=1.0, idle_timeout=1.5)

    async def body(server: HostServer) -> None:
        header_then_drip = await Raw.open(server.port)
        header_then_drip.writer.write(HEADER.pack(MAX_CLIENT_FRAME))
        byte_a_tick = await Raw.open(server.port)
        silent = await Raw.open(server.port)
        idle = await Raw.open(server.port)
        idle.send(hello("Idle", spectate=True))
        await idle.until("welcome")
        results = await asyncio.gather(
            _cut_within(server, header_then_drip, b"\x80" * 100, 0.1, 3),
            _cut_within(server, byte_a_tick, encode(hello("Loris")), 0.1, 3),
            _cut_within(server, silent, b"", 0.1, 3),
            _cut_within(server, idle, b"", 0.1, 4),
        )
        slow_header, slow_bytes, no_hello, quiet = results
        assert slow_header < 1.3 and slow_bytes < 1.3, results
        assert 0.5 < no_hello < 1.8, results  # (each counts from its connection or frame, a bit earlier)
        assert 1.0 < quiet < 2.3, results
        assert server.stats["timeout"] == 4

    run(new_core(players=3, bots=1), limits, body)


# -- rate limits -----------------------------------------------------------------------------------
def test_catalog_and_sync_floods_get_a_few_answers_then_refusals() -> None:
    core = new_core(players=3, bots=2, seed=3)
    core.start()  # the person's seat is free: the game waits for it at its first prompt

    async def body(server: HostServer) -> None:
        raw = await Raw.open(server.port)
        raw.send(hello("Greedy", spectate=True))
        await raw.until("welcome")
        raw.send(*[{"type": "catalog"}] * 8, *[{"type": "sync"}] * 8)
        await raw.read(1.0)
        assert raw.count("catalog") == 2
        assert raw.count("sync") == 1 + 2  # the one sent after hello, then the burst
        assert raw.codes() == ["rate"] * 12
        assert not raw.closed  # refusals are strikes, and twelve are not yet hostile
        raw.send({"type": "ping", "n": 1})
        assert (await raw.until("pong"))["n"] == 1

    run(core, Limits(), body)


# -- lobby messages --------------------------------------------------------------------------------
def test_lobby_messages_are_coalesced_per_connection() -> None:
    async def body(server: HostServer) -> None:
        observer = await Raw.open(server.port)
        observer.send(hello("Observer", spectate=True))
        await observer.until("lobby")
        start = time.monotonic()
        crowd = []
        for i in range(40):
            raw = await Raw.open(server.port, local=f"127.0.0.{2 + i % 4}")
            raw.send(hello(f"Crowd {i}", spectate=True))
            crowd.append(raw)
        await asyncio.sleep(0.3)
        for raw in crowd:
            raw.writer.close()
        await observer.read(0.6)
        seconds = time.monotonic() - start
        lobbies = [m for m in observer.got if m["type"] == "lobby"]
        assert len(lobbies) <= 2 + seconds / 0.1, (len(lobbies), seconds)  # not 80 (a join and a leave each)
        assert lobbies[-1]["spectators"] == 1  # the latest word always arrives

    run(new_core(players=3, bots=1), Limits(), body)


# -- the host command --------------------------------------------------------------------------------
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_host_stopped_with_clients_connected_prints_no_traceback(
    stop: signal.Signals, tmp_path: Path
) -> None:
    command = [
        sys.executable,
        "main.py",
        "host",
        "--headless",
        "--port",
        "0",
        "--bind",
        HOST,
        "--no-advertise",
    ]
    command += ["--players", "3", "--autosave", str(tmp_path / "a.jsonl")]
    host = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    clients: list[socket.socket] = []
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        port = int(line.split("on port ")[1].split(";")[0])
        for name, spectate in (("Ada", False), ("Sleeper", True)):
            sock = socket.create_connection((HOST, port), timeout=5)
            sock.sendall(encode(hello(name, spectate=spectate)))
            clients.append(sock)
        clients[0].recv(1024)  # the welcome: the host is serving them
        time.sleep(0.3)
        host.send_signal(stop)
        _, err = host.communicate(timeout=10)
    finally:
        for sock in clients:
            sock.close()
        if host.poll() is None:
            host.kill()
    assert host.returncode == 0, err
    assert "Traceback" not in err and "CancelledError" not in err and "Exception" not in err, err


def test_the_host_command_sets_the_reward_cards(tmp_path: Path) -> None:
    for rewards in ("none", "deck", "common"):
        args = build_parser().parse_args(
            ["host", "--headless", "--rewards", rewards, "--autosave", str(tmp_path / "a.jsonl")]
        )
        core = _host_core(args)
        config = core.lobby.config(1)
        assert config.rewards == rewards
        assert config.incursion == (rewards != "none")  # the reward cards come with the expansion
