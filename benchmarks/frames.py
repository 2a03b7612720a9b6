"""Frame time of the table window: a 5-player game (``--players``: 3 to 8) mid-game at 1920x1080, every
animation running, under SDL's dummy video driver. Prints p50 / p99 / max frame times, resident memory and
the time from App() to the first frame drawn, and writes JSON.

    python benchmarks/frames.py [--frames 400] [--actions 150] [--seed 3] [--size 1920x1080] [--players 5]
                                [--profile 25] [--out benchmarks/results/frames.json]

The animator is fed a batch of recent events again whenever it runs low, so ships and cards are always in
flight and the bots never get a turn: the figures are the window's own cost, not the engine's. The process
is pinned to one core. Each frame is timed twice: wall time, and the CPU time of the drawing thread, which
does not grow when other processes share the core (the JSON keeps the load average so a reader can tell).
``parts_cpu_ms`` splits the frame by widget. ``--profile N`` prints the N most expensive functions of the
timed frames (cProfile; the figures of a profiled run are not written).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["COSMIC_TABLE_CONFIG"] = tempfile.mkdtemp(prefix="cosmic-bench-")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DT = 1 / 60
WARMUP = 30


def rss_mb() -> float:
    """Resident memory now (VmRSS), in MB; the peak from getrusage where /proc is missing."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return peak_rss_mb()


def peak_rss_mb() -> float:
    """The process's peak resident memory in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def percentile(sorted_ms: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of an ascending list, nearest rank."""
    k = min(len(sorted_ms) - 1, max(0, round(q * (len(sorted_ms) - 1))))
    return sorted_ms[k]


def _time_parts(scene: Any) -> dict[str, list[float]]:
    """Wrap the scene's update and each of its widgets' ``draw`` to record their CPU time per frame."""
    parts: dict[str, list[float]] = {}

    def timed(name: str, fn: Any) -> Any:
        samples = parts.setdefault(name, [])

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            c0 = time.thread_time()
            try:
                return fn(*args, **kwargs)
            finally:
                samples.append((time.thread_time() - c0) * 1000)

        return wrapper

    for name, widget in list(vars(scene).items()):
        draw = getattr(widget, "draw", None)
        if callable(draw) and name != "app":
            widget.draw = timed(f"{type(widget).__name__}.draw", draw)
    scene.update = timed(f"{type(scene).__name__}.update", scene.update)
    return parts


def run(
    frames: int, actions: int, seed: int, size: tuple[int, int], profile: int, players: int = 5
) -> dict[str, Any]:
    """Build the table (``players`` seats: past five with the colour expansions they need), time ``frames``
    frames and return the figures."""
    import pygame

    from game.ui.app import App
    from game.ui.main import bot_session
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    session = bot_session(players, seed, "random")
    while session.state.actions < actions and not session.over and session.bot_step() is not None:
        pass
    recent = [e for batch in session.history[-40:] for e in batch.events]

    start = time.perf_counter()
    app = App(settings=Settings(bot_speed=0.25), size=size)
    scene = TableScene(app, session)
    scene.table.looker = 0
    app.switch(scene)
    app.frame(DT)
    first_frame_s = time.perf_counter() - start

    parts = _time_parts(scene)

    def keep_busy() -> None:
        # Re-stage recent events so something is always moving (and the bots never act): snap the shown
        # view back to the engine's first, as the table does when a batch is done.
        if len(scene.animator.queue) < 8:
            scene.table.refresh()
            scene.animator.feed(recent)

    for _ in range(WARMUP):
        keep_busy()
        app.frame(DT)
    for samples in parts.values():
        samples.clear()

    times: list[float] = []
    cpu: list[float] = []
    prof = cProfile.Profile() if profile else None
    for _ in range(frames):
        keep_busy()
        if prof is not None:
            prof.enable()
        c0 = time.thread_time()
        t0 = time.perf_counter()
        app.frame(DT)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        if prof is not None:
            prof.disable()
    if prof is not None:
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(profile)
        print(out.getvalue())
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(profile)
        print(out.getvalue())
    ordered = sorted(times)
    cpu_ordered = sorted(cpu)
    result = {
        "python": platform.python_version(),
        "pygame": pygame.version.ver,
        "machine": platform.machine(),
        "size": list(size),
        "players": players,
        "seed": seed,
        "actions": session.state.actions,
        "frames": frames,
        "profiled": bool(profile),
        "frame_ms": {
            "p50": round(percentile(ordered, 0.50), 3),
            "p99": round(percentile(ordered, 0.99), 3),
            "max": round(ordered[-1], 3),
            "mean": round(sum(times) / len(times), 3),
        },
        # CPU time of the frame's thread: unlike wall time, it does not grow when other processes share the
        # core, so it is the fairer figure on a busy machine (see load_average).
        "frame_cpu_ms": {
            "p50": round(percentile(cpu_ordered, 0.50), 3),
            "p99": round(percentile(cpu_ordered, 0.99), 3),
            "max": round(cpu_ordered[-1], 3),
        },
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
        # Mean CPU milliseconds per frame of each widget's draw (and the scene's update), largest first.
        "parts_cpu_ms": {
            name: round(sum(v) / max(1, len(v)), 3)
            for name, v in sorted(parts.items(), key=lambda kv: -sum(kv[1]))
        },
        "rss_mb": round(rss_mb(), 1),
        "peak_rss_mb": round(max(peak_rss_mb(), rss_mb()), 1),
        "first_frame_s": round(first_frame_s, 3),
        "aim": {"p99_ms": 8.0, "rss_mb": 200.0, "first_frame_s": 1.0},
    }
    pygame.quit()
    return result


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--actions", type=int, default=150, help="bot actions played before timing")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--players", type=int, default=5, help="3 to 8 (past five: the colour expansions)")
    parser.add_argument("--profile", type=int, default=0, help="print the N most expensive functions")
    parser.add_argument("--out", default="benchmarks/results/frames.json")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    w, _, h = args.size.lower().partition("x")
    r = run(args.frames, args.actions, args.seed, (int(w), int(h)), args.profile, args.players)
    ms = r["frame_ms"]
    print(
        f"{r['size'][0]}x{r['size'][1]}, {r['players']} players, {r['actions']} actions, "
        f"{r['frames']} frames: "
        f"p50 {ms['p50']:.2f} ms  p99 {ms['p99']:.2f} ms  max {ms['max']:.2f} ms  mean {ms['mean']:.2f} ms"
    )
    cm = r["frame_cpu_ms"]
    print(f"frame CPU time: p50 {cm['p50']:.2f} ms  p99 {cm['p99']:.2f} ms  max {cm['max']:.2f} ms")
    print(
        f"resident memory {r['rss_mb']} MB (peak {r['peak_rss_mb']} MB); "
        f"App() to first frame {r['first_frame_s'] * 1000:.0f} ms; load average {r['load_average']}"
    )
    print("CPU per frame by part: " + ", ".join(f"{k} {v:.2f}" for k, v in r["parts_cpu_ms"].items()) + " ms")
    if args.profile:
        print("(profiled run: the timings include cProfile's overhead; not written)")
        return
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(r, indent=2) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
