"""Engine throughput: random-bot games and encounters per second for 3, 4 and 5 players, and the cost of
copying a mid-game state. Prints a table and writes JSON.

Rates are per second of wall time; ``cpu_actions_per_second`` counts the process's own CPU time, steadier on
a machine shared with other work (compare runs with it, alternating the versions compared).

    python benchmarks/engine.py [--games 300] [--seed 1] [--out benchmarks/results/engine.json]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.sim import random_game


def measure(players: int, games: int, seed: int) -> dict[str, float]:
    """Play ``games`` random-bot games and time them."""
    encounters = actions = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    for i in range(games):
        result = random_game(players, seed + i)
        encounters += result.encounters
        actions += result.actions
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "encounters_per_second": round(encounters / seconds, 1),
        "actions_per_second": round(actions / seconds, 1),
        "cpu_actions_per_second": round(actions / cpu, 1),
        "encounters_per_game": round(encounters / games, 2),
    }


def copy_cost(seed: int, repeats: int = 2000) -> float:
    """Microseconds (of CPU time) to copy a 5-player state in the middle of a game."""
    state = random_game(5, seed, max_actions=150).state
    assert state is not None
    start = time.process_time()
    for _ in range(repeats):
        state.copy()
    return round((time.process_time() - start) / repeats * 1e6, 2)


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="benchmarks/results/engine.json")
    args = parser.parse_args()
    rows = [measure(p, args.games, args.seed) for p in (3, 4, 5)]
    copy_us = copy_cost(args.seed)
    for r in rows:
        print(
            f"{r['players']} players: {r['games_per_second']:8.1f} games/s  "
            f"{r['encounters_per_second']:9.1f} encounters/s  {r['actions_per_second']:9.1f} actions/s  "
            f"{r['cpu_actions_per_second']:9.1f} actions/cpu-s  "
            f"({r['encounters_per_game']} encounters/game)"
        )
    print(f"state copy (5 players, mid-game): {copy_us} us")
    out = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "results": rows,
        "state_copy_us": copy_us,
    }
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
