"""An honest player's act-to-update latency while attackers try to stall the host (docs/protocol.md, Budgets).

A real HostServer on 127.0.0.1 runs a 5-seat table: one person, played by an honest client in its own
process, and four easy bots at the host (each answer 20 ms after its prompt, so a game lasts long
enough for every deadline to matter). Once the person has taken the seat, an attacker process opens its
connections from other loopback addresses (127.0.0.2 ...), then the person says ready and plays the whole
game. Latency = from the honest client writing an ``act`` to its reading the update that closed that
prompt (measured in the client's process). Every attacker reconnects half a second after it is cut, and
the attackers together open at most ``--rate`` connections a second (15: just under the host's 20 joins a
second, so they fill its 64 places and keep them full; 0: as fast as they can, which mostly meets refusals).
Attacks:

- ``never-read``: N connections that say hello, ask for the catalogue 10 times and for 5 syncs (just under
  the 20 refusals that close a connection as hostile), then only ping, and never read (reading paused, a
  4 KiB receive window): spectators that take every update and acknowledge nothing;
- ``catalog-flood``: the same, but asking for the catalogue 20 times, 5 syncs, then a catalogue every 0.1 s
  (the attack that stalled the host before it had budgets: it is soon closed as hostile, and comes back);
- ``slow-header``: N connections that send a frame header announcing 64 KiB, then a byte a second;
- ``slow-bytes``: N connections that send a hello a byte a second, forever;
- ``mixed``: the three above at once, a third of the connections each;
- ``none``: the same game without an attacker (the baseline).

    python benchmarks/net_attack.py [--attacks none,never-read,catalog-flood,slow-header,slow-bytes,mixed]
        [--connections 300] [--addresses 30] [--rate 15] [--games 3] [--seed 1]
        [--json-out benchmarks/results/net_attack.json]

Prints p50 / p95 / max latency per attack, what the host refused and cut, the most output that waited
unacknowledged for all connections together, and the kernel's TCP memory (/proc/net/sockstat) at its peak.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot
from net.client import ClientCore
from net.host import HostCore
from net.link import Link
from net.lobby import Lobby
from net.protocol import HEADER, MAX_CLIENT_FRAME, PROTOCOL_VERSION, encode
from net.server import HostServer

PLAYERS = 5
RAMP = 7.0  # seconds the attack runs before the honest player says ready (past the host's 5 s deadlines)
GAME_TIMEOUT = 240.0
ATTACKS = ("none", "never-read", "catalog-flood", "slow-header", "slow-bytes", "mixed")
KINDS = ("never-read", "slow-header", "slow-bytes")


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def tcp_memory_kib() -> int | None:
    """The kernel's memory in TCP buffers, all sockets of the machine (Linux), in KiB."""
    try:
        for line in Path("/proc/net/sockstat").read_text().splitlines():
            if line.startswith("TCP:"):
                fields = line.split()
                return int(fields[fields.index("mem") + 1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except (OSError, ValueError):
        return None
    return None


# -- the honest player (its own process) -------------------------------------------------------------
async def honest(port: int, ramp: float) -> dict[str, Any]:
    """Take a seat, wait ``ramp`` seconds, say ready, play the game with an easy bot; the latencies."""
    link = await Link.open("127.0.0.1", port)
    core = ClientCore("Honest")
    bot = make_bot("easy", 1)
    link.send(core.hello())
    latencies: list[float] = []
    sent: float | None = None
    refused = 0
    ready_at: float | None = None
    while True:
        msg = await asyncio.wait_for(link.recv(), GAME_TIMEOUT)
        now = time.perf_counter()
        if msg is None:
            break
        core.handle(msg)
        kind = msg["type"]
        if kind == "welcome":
            ready_at = now + ramp
            print("seated", flush=True)
        if kind == "lobby" and core.phase == "lobby" and ready_at is not None:
            await asyncio.sleep(max(0.0, ready_at - time.perf_counter()))
            ready_at = None
            link.send({"type": "ready", "ready": True})
        if kind == "reject" and msg.get("ref") == "act":
            refused += 1
            sent = None
        if kind == "update" and sent is not None and core.pending is None:
            latencies.append(now - sent)  # the update that closed the prompt this seat answered
            sent = None
        if core.over or core.closed is not None:
            break
        if sent is None and core.prompts:
            prompt = core.prompts[0]
            view = core.view or {}
            action = bot.act(prompt, lambda view=view: view)  # type: ignore[misc]
            link.send(core.act(prompt, action))
            sent = time.perf_counter()
        await link.drain()
    await link.close()
    return {"latencies": latencies, "refused": refused, "over": core.over, "closed": core.closed}


# -- the attacker (its own process) ------------------------------------------------------------------
async def attacker(
    kind: str, port: int, connections: int, addresses: int, rate: float, seconds: float
) -> dict[str, int]:
    """``connections`` attackers of one ``kind``, each reconnecting after it is cut, for ``seconds``; at most
    ``rate`` new connections a second among them (0: no limit)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    turn = [loop.time()]  # when the next connection may be opened
    counts = {"connected": 0, "failed": 0}
    hello = encode({"type": "hello", "version": PROTOCOL_VERSION, "name": "Mallory", "spectate": True})
    catalog = encode({"type": "catalog"})
    sync = encode({"type": "sync"})
    ping = encode({"type": "ping"})

    async def one(i: int) -> None:
        local = f"127.0.0.{2 + i % addresses}"
        what = KINDS[i % len(KINDS)] if kind == "mixed" else kind
        while loop.time() < end:
            if rate > 0:
                now = loop.time()
                wait, turn[0] = turn[0] - now, max(now, turn[0]) + 1 / rate
                await asyncio.sleep(max(0.0, wait))
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            try:
                sock.bind((local, 0))
                sock.setblocking(False)
                await asyncio.wait_for(loop.sock_connect(sock, ("127.0.0.1", port)), 5)
                _, writer = await asyncio.open_connection(sock=sock)
            except (OSError, TimeoutError):
                sock.close()
                counts["failed"] += 1
                await asyncio.sleep(0.5)
                continue
            counts["connected"] += 1
            cast(asyncio.Transport, writer.transport).pause_reading()  # never read: not even asyncio for us
            try:
                if what == "never-read":
                    writer.write(hello + catalog * 10 + sync * 5)
                    while loop.time() < end and not writer.transport.is_closing():
                        await asyncio.sleep(1.0)
                        writer.write(ping)  # quiet, never idle; a write once cut ends in a reset
                elif what == "catalog-flood":
                    writer.write(hello + catalog * 20 + sync * 5)
                    while loop.time() < end and not writer.transport.is_closing():
                        await asyncio.sleep(0.1)
                        writer.write(catalog)
                elif what == "slow-header":
                    writer.write(HEADER.pack(MAX_CLIENT_FRAME))
                    while loop.time() < end and not writer.transport.is_closing():
                        await asyncio.sleep(1.0)
                        writer.write(b"\x80")
                else:  # slow-bytes: a hello, a byte a second, over and over
                    n = 0
                    while loop.time() < end and not writer.transport.is_closing():
                        writer.write(hello[n % len(hello) : n % len(hello) + 1])
                        n += 1
                        await asyncio.sleep(1.0)
            except (ConnectionError, OSError):
                pass
            writer.transport.abort()
            await asyncio.sleep(0.5)

    await asyncio.gather(*(one(i) for i in range(connections)))
    return counts


# -- the host (this process) -------------------------------------------------------------------------
async def game(kind: str, seed: int, args: argparse.Namespace) -> dict[str, Any]:
    """One game under one attack; the honest player's latencies and the host's figures."""
    lobby = Lobby.new(PLAYERS, PLAYERS - 1, "easy")
    lobby.set_options({"alien_mode": "random"})
    core = HostCore(name="Attack bench", lobby=lobby, seed=seed, auto_start=True)
    server = HostServer(core, host="127.0.0.1", port=0, bot_delay=args.bot_delay)
    port = await server.start()
    me = [sys.executable, __file__, "--port", str(port)]
    player = await asyncio.create_subprocess_exec(*me, "--role", "honest", stdout=subprocess.PIPE)
    attack = None
    peaks = {"pending": 0, "tcp_kib": tcp_memory_kib() or 0, "connections": 0}

    async def sample() -> None:
        while True:
            peers = getattr(server, "peers", None)
            if peers is not None:
                live = [p for p in peers.values() if not p.dropped]
                pending = sum(p.out.pending for p in live)  # as the host's own watch left it: no extra ioctl
                peaks["pending"] = max(peaks["pending"], pending)
                peaks["connections"] = max(peaks["connections"], len(live))
            else:  # a host without budgets: asyncio's buffers are all it knows of
                waiting = sum(w.transport.get_write_buffer_size() for w in server.writers.values())
                peaks["pending"] = max(peaks["pending"], waiting)
                peaks["connections"] = max(peaks["connections"], len(server.writers))
            peaks["tcp_kib"] = max(peaks["tcp_kib"], tcp_memory_kib() or 0)
            await asyncio.sleep(0.1)

    sampler = asyncio.ensure_future(sample())
    started = time.perf_counter()
    try:
        assert player.stdout is not None
        line = await asyncio.wait_for(player.stdout.readline(), 10)
        assert line.strip() == b"seated", line
        if kind != "none":
            attack = await asyncio.create_subprocess_exec(
                *me,
                "--role",
                kind,
                "--connections",
                str(args.connections),
                "--addresses",
                str(args.addresses),
                "--rate",
                str(args.rate),
                stdout=subprocess.PIPE,
            )
        out, _ = await asyncio.wait_for(player.communicate(), GAME_TIMEOUT)
        result = json.loads(out.decode().strip().splitlines()[-1])
    finally:
        if attack is not None and attack.returncode is None:
            attack.kill()
            await attack.wait()
        if player.returncode is None:
            player.kill()
            await player.wait()
        sampler.cancel()
        await server.stop()
    return {
        "latencies": result["latencies"],
        "over": result["over"],
        "seconds": time.perf_counter() - started,
        "stats": dict(getattr(server, "stats", {})),
        "peaks": peaks,
        "errors": list(server.errors),
    }


def scenario(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    """``args.games`` games under one attack, their figures together."""
    games = [asyncio.run(game(kind, args.seed + g, args)) for g in range(args.games)]
    lat = [x for g in games for x in g["latencies"]]
    stats: dict[str, int] = {}
    for g in games:
        for key, count in g["stats"].items():
            stats[key] = stats.get(key, 0) + count
    return {
        "attack": kind,
        "games": len(games),
        "finished": sum(1 for g in games if g["over"]),
        "acts": len(lat),
        "p50_ms": round(quantile(lat, 0.5) * 1000, 2) if lat else None,
        "p95_ms": round(quantile(lat, 0.95) * 1000, 2) if lat else None,
        "max_ms": round(max(lat) * 1000, 2) if lat else None,
        "seconds": round(sum(g["seconds"] for g in games), 1),
        "host_stats": stats,
        "peak_unacked_kib": max(g["peaks"]["pending"] for g in games) // 1024,
        "peak_tcp_kib": max(g["peaks"]["tcp_kib"] for g in games),
        "peak_connections": max(g["peaks"]["connections"] for g in games),
        "host_errors": [e for g in games for e in g["errors"]],
    }


def main() -> int:
    """Run the scenarios (or one role of one, in a child process)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--attacks", default=",".join(ATTACKS))
    parser.add_argument("--connections", type=int, default=300)
    parser.add_argument("--addresses", type=int, default=30, help="loopback addresses the attackers use")
    parser.add_argument(
        "--rate", type=float, default=15.0, help="new attack connections per second (0: as fast as they can)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=3, help="games per attack (seeds seed, seed+1, ...)")
    parser.add_argument("--bot-delay", type=float, default=0.02, help="seconds a host bot waits to answer")
    parser.add_argument("--json-out", default=str(Path(__file__).parent / "results" / "net_attack.json"))
    parser.add_argument("--role", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role == "honest":
        print(json.dumps(asyncio.run(honest(args.port, RAMP))), flush=True)
        return 0
    if args.role is not None:
        asyncio.run(attacker(args.role, args.port, args.connections, args.addresses, args.rate, GAME_TIMEOUT))
        return 0

    results = [scenario(kind, args) for kind in args.attacks.split(",")]
    print(
        f"{PLAYERS}-seat table on 127.0.0.1: 1 honest client (own process) + {PLAYERS - 1} easy bots at the "
        f"host; attackers: {args.connections} connections from {args.addresses} loopback addresses "
        f"(own process), {args.rate:g} new ones a second; {args.games} game(s) per attack; the attack starts "
        f"{RAMP:g} s before the game"
    )
    print("act -> update that closed the prompt, measured in the honest client's process")
    heads = ("acts", "p50 ms", "p95 ms", "max ms", "unacked", "tcp mem", "conns")
    print(f"{'attack':<12} " + " ".join(f"{h:>8}" for h in heads))
    for r in results:
        print(
            f"{r['attack']:<12} {r['acts']:>8} {r['p50_ms']:>8} {r['p95_ms']:>8} {r['max_ms']:>8} "
            f"{r['peak_unacked_kib']:>6}Ki {r['peak_tcp_kib']:>6}Ki {r['peak_connections']:>8}  "
            f"{json.dumps(r['host_stats'])}"
        )
    out = {
        "benchmark": "net_attack",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
        "command": " ".join(["python", "benchmarks/net_attack.py", *sys.argv[1:]]),
        "connections": args.connections,
        "attack_rate": args.rate,
        "addresses": args.addresses,
        "results": results,
    }
    path = Path(args.json_out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
