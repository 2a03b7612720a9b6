"""Bot decision time: p50 / p99 / max seconds per decision for each strength, in 5-player games with random
aliens where every seat plays that strength (four hard bots and more: the table's pace). Only decisions
the bot actually takes are timed (a prompt with a single option is answered at once by every strength,
and counted too). A game still going after ``game.sim.MAX_ACTIONS`` actions is reported as unfinished, with
its seed (a bot that never stops haggling would show there). Prints a table and writes JSON.

    python benchmarks/bots.py [--games 6] [--hard-games 3] [--seed 1] [--budget 0.25] [--strengths hard]
                              [--out benchmarks/results/bots.json]

Exits 1 if a game did not finish.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import STRENGTHS, Bot, ViewFn, make_bot
from game.prompts import Prompt
from game.sim import play, table_config


class Timed:
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Time the wrapped bot's answer."""
        start = time.perf_counter()
        action = self.bot.act(prompt, view)
        self.times.append(time.perf_counter() - start)
        return action


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(strength: str, games: int, seed: int, players: int, options: dict[str, Any]) -> dict[str, Any]:
    """Play ``games`` games with ``strength`` at every seat; decision time statistics."""
    times: list[float] = []
    unfinished: list[int] = []
    game_seconds: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        config = table_config(players, seed + g, "random")
        extra = options if strength == "hard" else {}
        bots = [Timed(make_bot(strength, (seed + g) * 100 + s, **extra), times) for s in range(players)]
        began = time.perf_counter()
        if not play(config, bots).finished:
            unfinished.append(seed + g)
        game_seconds.append(time.perf_counter() - began)
    seconds = time.perf_counter() - start
    return {
        "strength": strength,
        "games": games,
        "players": players,
        "decisions": len(times),
        "p50_ms": round(quantile(times, 0.5) * 1000, 3),
        "p99_ms": round(quantile(times, 0.99) * 1000, 3),
        "max_ms": round(max(times) * 1000, 3),
        "mean_ms": round(sum(times) / len(times) * 1000, 3),
        "seconds_per_game": round(seconds / games, 2),
        "median_game_s": round(statistics.median(game_seconds), 2),
        "game_seconds": [round(x, 2) for x in game_seconds],
        "unfinished": len(unfinished),
        "unfinished_seeds": unfinished,
    }


def main() -> int:
    """Measure every strength; print and write the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--hard-games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--budget", type=float, default=0.25, help="hard bot: seconds per decision")
    parser.add_argument("--strengths", default=",".join(STRENGTHS), help="which strengths to measure")
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "bots.json"))
    args = parser.parse_args()
    options = {"budget": args.budget}
    rows = []
    for strength in [s.strip() for s in args.strengths.split(",") if s.strip()]:
        games = args.hard_games if strength == "hard" else args.games
        rows.append(measure(strength, games, args.seed, args.players, options))
    print(
        f"{'strength':<8} {'decisions':>9} {'p50 ms':>9} {'p99 ms':>9} {'max ms':>9} {'s/game':>7} "
        f"{'median s':>8} {'unfinished':>10}"
    )
    for r in rows:
        print(
            f"{r['strength']:<8} {r['decisions']:>9} {r['p50_ms']:>9.3f} {r['p99_ms']:>9.3f} "
            f"{r['max_ms']:>9.3f} {r['seconds_per_game']:>7} {r['median_game_s']:>8} {r['unfinished']:>10}"
            + (f"  seeds {', '.join(str(s) for s in r['unfinished_seeds'])}" if r["unfinished"] else "")
        )
    out = {
        "benchmark": "bots",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "hard_budget_s": args.budget,
        "results": rows,
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {args.out}")
    return 1 if any(r["unfinished"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
