"""This build against another one, side by side: encounters per second of CPU time on the same games.

The other build is a checkout of this project (``git worktree add /tmp/base <commit>``). Each row (a table
size, with or without random aliens) is played by both builds in turn, each in a fresh Python process that
imports only its own code, ``--rounds`` times alternating, so that a machine whose load changes during the
run treats both alike; a row keeps each build's best round. CPU time, not wall time: steadier on a shared
machine. Random bots (``game.sim.random_game``), which both builds have.

    python benchmarks/compare.py --against /tmp/base [--games 60] [--rounds 3] [--players 3,4,5,6]
        [--this-build compiled|interpreted] [--other-build ...] [--out benchmarks/results/compare.json]

A build runs compiled when it has a fresh compiled build (game/native.py, ``make native``), unless
``--this-build`` / ``--other-build interpreted`` switch it off; ``--against .`` with ``--other-build
interpreted`` measures what the compiled build gains. Each row says which build ran.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
ALIEN_MODES = ("none", "random")

# Run inside each build's own directory: its ``game`` package, nothing of the other build.
CHILD = """
import json, sys, time
sys.path.insert(0, ".")
from game.sim import random_game
players, aliens, games, seed = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
random_game(players, seed - 1, aliens=aliens)  # modules and caches warm before the clock starts
encounters = actions = 0
start = time.process_time()
for i in range(games):
    result = random_game(players, seed + i, aliens=aliens)
    encounters += result.encounters
    actions += result.actions
import game
native = getattr(game, "_native", None)  # builds before the compiled build have none
build = native.status() if native is not None else "interpreted (no compiled build in this version)"
print(json.dumps({"cpu": time.process_time() - start, "encounters": encounters, "actions": actions,
                  "build": build}))
"""


def run_build(
    path: Path, players: int, aliens: str, games: int, seed: int, compiled: bool = True
) -> dict[str, Any]:
    """Play the row's games with the build at ``path`` (interpreted unless ``compiled`` and it has a fresh
    compiled build); its CPU seconds, encounters, actions and which build ran."""
    args = [sys.executable, "-c", CHILD, str(players), aliens, str(games), str(seed)]
    env = {**os.environ, "COSMIC_NATIVE": "1" if compiled else "0"}
    done = subprocess.run(args, cwd=path, capture_output=True, text=True, check=True, env=env)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def compare_row(
    other: Path, players: int, aliens: str, games: int, seed: int, rounds: int, compiled: tuple[bool, bool]
) -> dict[str, Any]:
    """Both builds on one row, alternating; each build's best rate of its rounds, and their ratio."""
    best = {"this": 0.0, "other": 0.0}
    same_games = True
    for _ in range(rounds):
        mine = run_build(HERE, players, aliens, games, seed, compiled[0])
        theirs = run_build(other, players, aliens, games, seed, compiled[1])
        same_games = same_games and mine["encounters"] == theirs["encounters"]
        best["this"] = max(best["this"], mine["encounters"] / mine["cpu"])
        best["other"] = max(best["other"], theirs["encounters"] / theirs["cpu"])
    return {
        "players": players,
        "aliens": aliens,
        "games": games,
        "this": round(best["this"], 1),
        "other": round(best["other"], 1),
        "ratio": round(best["this"] / best["other"], 3),
        "same_games": same_games,  # the same encounters: no rule changed between the builds
        "this_build": mine["build"],
        "other_build": theirs["build"],
    }


def main() -> None:
    """Run the comparison and print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, type=Path, help="a checkout of the other build")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="3,4,5,6")
    parser.add_argument("--out", default="benchmarks/results/compare.json")
    builds = ("compiled", "interpreted")
    parser.add_argument("--this-build", choices=builds, default="compiled", help="compiled if it can")
    parser.add_argument("--other-build", choices=builds, default="compiled", help="compiled if it can")
    args = parser.parse_args()
    compiled = (args.this_build == "compiled", args.other_build == "compiled")
    if not (args.against / "game" / "sim.py").is_file():
        parser.error(f"{args.against} is not a checkout of this project (no game/sim.py)")
    rows = []
    for aliens in ALIEN_MODES:
        for players in (int(p) for p in args.players.split(",")):
            row = compare_row(args.against, players, aliens, args.games, args.seed, args.rounds, compiled)
            rows.append(row)
            print(
                f"{players} players, aliens {aliens:<6}: this {row['this']:8.1f} enc/s  other "
                f"{row['other']:8.1f} enc/s  ratio {row['ratio']:.2f}"
                + ("" if row["same_games"] else "  (the builds played different games)"),
                flush=True,
            )
    print(f"this build: {rows[-1]['this_build']}; the other: {rows[-1]['other_build']}")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"against": str(args.against), "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
