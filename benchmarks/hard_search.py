"""The hard bot's search speed, this build against another: CPU milliseconds per search and their ratio.

The hard bot's strength is how many futures it plays out in its time, so the ratio that matters for it is
not the engine's encounters per second (random bots) but the cost of one of its searches: samples dealt,
each candidate answer played to the end of the encounter by normal bots, on state copies. Each build plays
the same 5-player games with random aliens, five hard bots with a fixed number of samples and no clock
(so the games, and the searches, are the same whenever neither build changed a rule or a bot), stopped
after ``--actions`` actions; only the CPU time inside the bots' ``act`` counts. Both builds run in turn,
each in a fresh process that imports only its own code, ``--rounds`` times; each keeps its best round.

The last line says how many samples this build's hard bot can draw in the time the other build's drew
``--today`` (6: the hard bot's cap before the compiled build), the figure the tournament of the README
gives the faster bot.

    python benchmarks/hard_search.py --against <checkout> [--seeds 1,2,3,4] [--samples 2] [--actions 250]
        [--rounds 3] [--today 6] [--out benchmarks/results/hard_search.json]

The other build is a checkout of this project (``git worktree add /tmp/base <commit>`` or ``git archive
<commit> | tar -x -C /tmp/base``); it runs compiled when it has a fresh compiled build, unless
``COSMIC_NATIVE=0`` is set.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent

# Run inside each build's own directory: its ``game`` package, nothing of the other build.
CHILD = """
import json, sys, time
sys.path.insert(0, ".")
import game
from game.bots import bot_seed, make_bot
from game.sim import play, table_config

seeds = [int(x) for x in sys.argv[1].split(",")]
samples, actions = int(sys.argv[2]), int(sys.argv[3])


class Clocked:
    def __init__(self, bot, spent):
        self.bot, self.spent = bot, spent

    def act(self, prompt, view):
        start = time.process_time()
        answer = self.bot.act(prompt, view)
        self.spent[0] += time.process_time() - start
        return answer


warm = [make_bot("hard", s, budget=None, samples=1) for s in range(5)]
play(table_config(5, 10**6, "random"), warm, max_actions=40)  # modules and caches warm first
spent = [0.0]
searches = played = 0
for seed in seeds:
    bots = [make_bot("hard", bot_seed(seed, s), budget=None, samples=samples) for s in range(5)]
    result = play(table_config(5, seed, "random"), [Clocked(b, spent) for b in bots], max_actions=actions)
    searches += sum(b.searches for b in bots)
    played += result.actions
native = getattr(game, "_native", None)  # builds before the compiled build have none
build = native.status() if native is not None else "interpreted (no compiled build in this version)"
print(json.dumps({"cpu": spent[0], "searches": searches, "actions": played, "build": build}))
"""


def run_build(path: Path, seeds: str, samples: int, actions: int) -> dict[str, Any]:
    """Play the games with the build at ``path``; CPU seconds in the bots, searches, actions, build."""
    args = [sys.executable, "-c", CHILD, seeds, str(samples), str(actions)]
    done = subprocess.run(args, cwd=path, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    """Run both builds in turn and print milliseconds per search, the ratio and the samples that fit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, type=Path, help="a checkout of the other build")
    parser.add_argument("--seeds", default="1,2,3,4")
    parser.add_argument("--samples", type=int, default=2, help="samples per search in both builds")
    parser.add_argument("--actions", type=int, default=250, help="actions per game before it stops")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--today", type=int, default=6, help="the other build's samples per decision")
    parser.add_argument("--out", default="benchmarks/results/hard_search.json")
    args = parser.parse_args()
    if not (args.against / "game" / "sim.py").is_file():
        parser.error(f"{args.against} is not a checkout of this project (no game/sim.py)")
    best = {"this": float("inf"), "other": float("inf")}
    rounds = []
    for r in range(args.rounds):
        mine = run_build(HERE, args.seeds, args.samples, args.actions)
        theirs = run_build(args.against, args.seeds, args.samples, args.actions)
        row = {"this": mine, "other": theirs}
        rounds.append(row)
        for key, got in row.items():
            ms = 1000 * got["cpu"] / max(1, got["searches"])
            best[key] = min(best[key], ms)
            print(f"round {r + 1}: {key:<5} {ms:7.2f} ms per search ({got['searches']} searches)", flush=True)
    ratio = best["other"] / best["this"]
    same = all(x["this"]["searches"] == x["other"]["searches"] for x in rounds)
    fits = args.today * ratio
    print(
        f"best: this {best['this']:.2f} ms, other {best['other']:.2f} ms per search: ratio {ratio:.2f}"
        + ("" if same else " (the builds searched different games: a rule or a bot changed)")
    )
    print(f"in the time the other build drew {args.today} samples this one draws {fits:.1f}")
    print(f"this build: {rounds[-1]['this']['build']}; the other: {rounds[-1]['other']['build']}")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    summary = {
        "against": str(args.against),
        "seeds": args.seeds,
        "samples": args.samples,
        "actions": args.actions,
        "ms_per_search": {k: round(v, 3) for k, v in best.items()},
        "ratio": round(ratio, 3),
        "same_searches": same,
        "samples_in_todays_time": round(fits, 2),
        "rounds": rounds,
    }
    out.write_text(json.dumps(summary, indent=2) + "\n")


if __name__ == "__main__":
    main()
