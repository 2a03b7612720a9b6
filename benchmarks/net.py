"""LAN play on loopback: from an action the host commits to every one of 8 clients having folded in its
update. A real HostServer on 127.0.0.1; 5 seats played by bot clients over TCP (the engine seats at most 5)
and 3 spectator clients. Prints latency p50 / p99 / max, bytes per update for players and spectators, the
size of a full sync, and (if benchmarks/net_discovery.py is there) how long a browser takes to find a host.
Writes JSON.

    python benchmarks/net.py [--games 3] [--seed 1] [--aliens random] [--strength normal]
                             [--json-out benchmarks/results/net.json]

Latency of a state id = (the LAST of the 8 clients' time of folding in that update) - (the time
``HostCore.commit`` was entered for it, before the engine applied the action). Host and clients share one
process and one asyncio loop, so the figure includes the clients' decoding, patching and bot decisions,
and the host's work on any action that arrives in between: a LAN with one client per machine does better.
Frame sizes count the 4-byte length header.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import platform
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import net.link
from net import bot_client
from net.client import ClientCore
from net.host import Conn, HostCore
from net.lobby import Lobby
from net.protocol import FrameReader, encode
from net.server import HostServer

PLAYERS = 5
SPECTATORS = 3
GAME_TIMEOUT = 900.0

# The frame size of each message a client has read, by id(message): filled as frames are split, popped
# when the client's watcher sees the message (the same object), so measuring costs no re-encoding.
_FRAME_BYTES: dict[int, int] = {}


class SizedFrames(FrameReader):
    """A FrameReader that notes each message's frame size (header included)."""

    def feed(self, data: bytes) -> Iterator[dict[str, Any]]:
        """As FrameReader.feed; each yielded frame has just been cut from the front of the buffer."""
        before = len(self.buffer) + len(data)
        for message in super().feed(data):
            after = len(self.buffer)
            _FRAME_BYTES[id(message)] = before - after
            before = after
            yield message


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def spread(values: list[float], scale: float = 1.0, digits: int = 1) -> dict[str, float]:
    """Median, p90, p99 and max of ``values`` (times ``scale``)."""
    if not values:
        return {}
    return {
        "p50": round(quantile(values, 0.5) * scale, digits),
        "p90": round(quantile(values, 0.9) * scale, digits),
        "p99": round(quantile(values, 0.99) * scale, digits),
        "max": round(max(values) * scale, digits),
    }


async def play_game(seed: int, aliens: str, strength: str) -> dict[str, Any]:
    """One game: host, 3 spectators, then 5 bot players; returns the raw samples."""
    lobby = Lobby.new(PLAYERS)
    lobby.set_options({"alien_mode": aliens})
    core = HostCore(name="Benchmark table", lobby=lobby, seed=seed, auto_start=True)
    committed: dict[int, float] = {}
    commit = core.commit

    def timed_commit(action: dict[str, Any], actor: int | None) -> Any:
        start = time.perf_counter()
        events = commit(action, actor)
        committed[core.state_id] = start
        return events

    core.commit = timed_commit  # type: ignore[method-assign]

    clients = PLAYERS + SPECTATORS
    folded: list[dict[int, float]] = [{} for _ in range(clients)]
    update_bytes: list[list[int]] = [[] for _ in range(clients)]
    sync_bytes: list[int] = []
    rejects: dict[str, int] = {}

    def watcher(index: int) -> bot_client.Watcher:
        def watch(client: ClientCore, msg: dict[str, Any]) -> None:
            now = time.perf_counter()
            kind = msg["type"]
            size = _FRAME_BYTES.pop(id(msg), 0)
            if kind == "update":
                folded[index][msg["state"]] = now
                update_bytes[index].append(size)
            elif kind == "sync":
                sync_bytes.append(size)
            elif kind == "reject":
                code = str(msg.get("code"))
                rejects[code] = rejects.get(code, 0) + 1

        return watch

    server = HostServer(core, host="127.0.0.1", port=0)
    port = await server.start()
    wall = time.perf_counter()
    try:
        watchers = [watcher(i) for i in range(clients)]  # players first, then spectators
        tasks = [
            asyncio.ensure_future(
                bot_client.play("127.0.0.1", port, f"Spectator {i}", spectate=True, watch=watch)
            )
            for i, watch in enumerate(watchers[PLAYERS:])
        ]
        while sum(1 for c in core.conns.values() if c.joined and c.seat is None) < SPECTATORS:
            await asyncio.sleep(0.01)  # every spectator is in before the game can start
        tasks += [
            asyncio.ensure_future(
                bot_client.play("127.0.0.1", port, f"Bot {i}", strength, seed=seed * 100 + i, watch=watch)
            )
            for i, watch in enumerate(watchers[:PLAYERS])
        ]
        done = await asyncio.wait_for(asyncio.gather(*tasks), GAME_TIMEOUT)
        wall = time.perf_counter() - wall
        assert core.rec is not None and core.rec.state.over, "the game did not finish"
        assert all(c.over for c in done), "a client did not see the end"
        full_sync = []
        for seat in [*range(PLAYERS), None]:  # a sync at the end of the game: the largest one
            core._sync(Conn(-1, joined=True, seat=seat))
            _, msg = core.outbox.pop()
            full_sync.append(len(encode(msg)))
    finally:
        await server.stop()
        _FRAME_BYTES.clear()

    latencies = []
    for state, start in committed.items():
        times = [f.get(state) for f in folded]
        if all(t is not None for t in times):
            latencies.append(max(t for t in times if t is not None) - start)
    return {
        "seed": seed,
        "actions": core.state_id,
        "committed": len(committed),
        "latencies": latencies,
        "player_bytes": [b for i in range(PLAYERS) for b in update_bytes[i]],
        "spectator_bytes": [b for i in range(PLAYERS, clients) for b in update_bytes[i]],
        "start_sync_bytes": sync_bytes,
        "end_sync_bytes": full_sync[:PLAYERS],
        "end_sync_spectator_bytes": full_sync[PLAYERS],
        "seconds": wall,
        "rejects": rejects,
        "errors": list(server.errors),
    }


def discovery(rounds: int) -> dict[str, Any] | None:
    """Figures from benchmarks/net_discovery.py's ``measure(rounds)``, or None when it is not there (yet)."""
    path = Path(__file__).resolve().parent / "net_discovery.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("net_discovery", path)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        figures = module.measure(rounds)
    except Exception as exc:  # another helper's work in progress must not sink this benchmark
        return {"error": f"{type(exc).__name__}: {exc}"}
    return figures if isinstance(figures, dict) else {"result": figures}


def print_discovery(found: dict[str, Any] | None) -> None:
    """One line per discovery figure (seconds in the JSON, milliseconds here)."""
    if found is None:
        print("discovery (browser finds a host): not measured")
        return
    phases = {k: v for k, v in found.items() if isinstance(v, dict) and {"p50", "max"} <= set(v)}
    if not phases:
        print(f"discovery (browser finds a host): {json.dumps(found)}")
        return
    print(f"discovery on 127.0.0.1, {found.get('rounds', '?')} rounds (time for a browser to list a host):")
    for key, value in phases.items():
        name = key.removesuffix("_s")
        print(f"  {name:<26} p50 {value['p50'] * 1000:8.1f} ms  max {value['max'] * 1000:8.1f} ms")


def main() -> int:
    """Play the games, print a table and write JSON."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--aliens", default="random", choices=("none", "random", "choose"))
    parser.add_argument("--strength", default="normal", choices=("random", "easy", "normal"))
    parser.add_argument("--discovery-rounds", type=int, default=3, help="0: skip the discovery figures")
    parser.add_argument("--json-out", default=str(Path(__file__).parent / "results" / "net.json"))
    args = parser.parse_args()

    # the clients' links only: the host's server imported FrameReader itself and keeps the plain one
    net.link.FrameReader = SizedFrames  # type: ignore[attr-defined]
    games = [asyncio.run(play_game(args.seed + g, args.aliens, args.strength)) for g in range(args.games)]
    latencies = [x for g in games for x in g["latencies"]]
    players = [float(b) for g in games for b in g["player_bytes"]]
    spectators = [float(b) for g in games for b in g["spectator_bytes"]]
    end_sync = [float(b) for g in games for b in g["end_sync_bytes"]]
    end_sync_spec = [float(g["end_sync_spectator_bytes"]) for g in games]
    start_sync = [float(b) for g in games for b in g["start_sync_bytes"]]
    updates = len(latencies)
    seconds = sum(g["seconds"] for g in games)
    found = discovery(args.discovery_rounds) if args.discovery_rounds > 0 else None

    print(
        f"{args.games} game(s): {PLAYERS} seats played by '{args.strength}' bot clients + {SPECTATORS} "
        f"spectator clients = 8 clients on 127.0.0.1 (the engine seats at most {PLAYERS}); "
        f"aliens {args.aliens}"
    )
    print("host and all clients share one process and loop: latency includes the clients' decoding too")
    lat = spread(latencies, 1000, 2)
    print(
        f"commit -> last of 8 clients updated: p50 {lat['p50']:.2f} ms  p99 {lat['p99']:.2f} ms  "
        f"max {lat['max']:.2f} ms  ({updates} updates, {updates / seconds:.0f} updates/s)"
    )
    print(f"{'bytes per frame':<28} {'frames':>7} {'p50':>8} {'p90':>8} {'max':>8}")
    rows = [
        ("update, player", players),
        ("update, spectator", spectators),
        ("sync at start, any", start_sync),
        ("sync at end, player", end_sync),
        ("sync at end, spectator", end_sync_spec),
    ]
    for label, values in rows:
        s = spread(values, digits=0)
        print(f"{label:<28} {len(values):>7} {s['p50']:>8.0f} {s['p90']:>8.0f} {s['max']:>8.0f}")
    print_discovery(found)
    rejects: dict[str, int] = {}
    for g in games:
        for code, count in g["rejects"].items():
            rejects[code] = rejects.get(code, 0) + count
    print(f"refusals sent to clients: {json.dumps(rejects) if rejects else 'none'}")
    errors = [e for g in games for e in g["errors"]]
    if errors:
        print(f"host errors: {errors[:5]}")

    out = {
        "benchmark": "net",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
        "clients": {"players": PLAYERS, "spectators": SPECTATORS, "strength": args.strength},
        "aliens": args.aliens,
        "note": "host and clients share one process and asyncio loop; latency includes client decoding",
        "games": [
            {
                "seed": g["seed"],
                "actions": g["actions"],
                "updates": len(g["latencies"]),
                "seconds": round(g["seconds"], 3),
            }
            for g in games
        ],
        "updates": updates,
        "latency_ms": lat,
        "update_bytes": {"player": spread(players, digits=0), "spectator": spread(spectators, digits=0)},
        "sync_bytes": {
            "start": spread(start_sync, digits=0),
            "end_player": spread(end_sync, digits=0),
            "end_spectator": spread(end_sync_spec, digits=0),
        },
        "discovery": found if found is not None else "not measured",
        "rejects": rejects,
        "host_errors": errors,
    }
    path = Path(args.json_out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
