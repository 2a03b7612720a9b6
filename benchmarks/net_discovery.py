"""LAN discovery latency over loopback: how long after ``Advertiser.start`` a running Browser lists the table
(split into zeroconf's name probing and the announcement reaching the browser), how long a Browser opened
later takes to find a running table, and how long after ``Advertiser.stop`` the table is gone. Prints the
p50 / max of each and writes JSON. Only 127.0.0.1 is used.

    python benchmarks/net_discovery.py [--rounds 5] [--out benchmarks/results/net_discovery.json]

``measure`` is synchronous (it runs its own asyncio loop); benchmarks/net.py imports it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from importlib.metadata import version
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from net.discovery import Advertiser, Browser

LOOPBACK = ("127.0.0.1",)
DEADLINE = 10.0  # seconds before a round counts as a failure


async def _until(check: Callable[[], bool]) -> float:
    """Seconds until ``check()`` holds (polled every millisecond)."""
    start = time.perf_counter()
    while not check():
        if time.perf_counter() - start > DEADLINE:
            raise TimeoutError(f"not seen within {DEADLINE} s")
        await asyncio.sleep(0.001)
    return time.perf_counter() - start


def _seen(browser: Browser, key: str) -> bool:
    return any(h.key == key for h in browser.hosts())


async def _round(browser: Browser, interfaces: list[str], i: int) -> dict[str, float]:
    ad = Advertiser(f"Bench table {i}", 47474, addresses=["127.0.0.1"], interfaces=interfaces)
    began = time.perf_counter()
    await ad.start({"free": 3, "seats": 5, "started": False})
    probe = time.perf_counter() - began
    try:
        announce_to_seen = await _until(lambda: _seen(browser, ad.service_name))
        late = Browser(interfaces=interfaces)
        late_began = time.perf_counter()
        await asyncio.to_thread(late.start)
        try:
            late_browser = (
                time.perf_counter() - late_began + await _until(lambda: _seen(late, ad.service_name))
            )
        finally:
            await asyncio.to_thread(late.close)
    finally:
        stopped = time.perf_counter()
        await ad.stop()
    stop_to_gone = time.perf_counter() - stopped + await _until(lambda: not _seen(browser, ad.service_name))
    return {
        "start_to_seen": probe + announce_to_seen,
        "probe": probe,
        "announce_to_seen": announce_to_seen,
        "late_browser": late_browser,
        "stop_to_gone": stop_to_gone,
    }


async def _measure(rounds: int, interfaces: list[str]) -> list[dict[str, float]]:
    browser = Browser(interfaces=interfaces)
    await asyncio.to_thread(browser.start)
    try:
        return [await _round(browser, interfaces, i) for i in range(rounds)]
    finally:
        await asyncio.to_thread(browser.close)


def measure(rounds: int, interfaces: Sequence[str] = LOOPBACK) -> dict[str, Any]:
    """Time ``rounds`` advertise / discover / stop cycles; p50 and max (seconds) of each phase.

    ``start_to_seen`` is from the call of ``Advertiser.start`` to a running Browser listing the table:
    ``probe`` (zeroconf checks the name is free before announcing it) plus ``announce_to_seen``.
    ``late_browser`` is from ``Browser.start`` to finding a table already advertised, ``stop_to_gone``
    from the call of ``Advertiser.stop`` to the table leaving the list.
    """
    samples = asyncio.run(_measure(rounds, list(interfaces)))
    phases = list(samples[0]) if samples else []
    return {
        "rounds": rounds,
        "interfaces": list(interfaces),
        "zeroconf": version("zeroconf"),
        **{
            f"{phase}_s": {
                "p50": round(statistics.median(s[phase] for s in samples), 4),
                "max": round(max(s[phase] for s in samples), 4),
            }
            for phase in phases
        },
    }


def main() -> None:
    """Run the benchmark, print the figures and write them as JSON."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", default="benchmarks/results/net_discovery.json")
    args = parser.parse_args()
    result = {"python": platform.python_version(), "machine": platform.machine(), **measure(args.rounds)}
    for key, value in result.items():
        if isinstance(value, dict):
            print(f"{key:<22} p50 {value['p50'] * 1000:8.1f} ms   max {value['max'] * 1000:8.1f} ms")
        else:
            print(f"{key:<22} {value}")
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
