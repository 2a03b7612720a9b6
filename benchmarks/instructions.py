"""Instructions per encounter, counted by valgrind (callgrind): a figure a loaded machine does not disturb.

Random-bot games (``game.sim.random_game``) are played under callgrind twice, once with no game (Python
starting and importing) and once with ``--games`` games; the difference divided by the encounters played
is the engine's cost per encounter, bots included. ``--build`` names another checkout of this project to
count instead (compare two builds on the same games; the encounters printed must match).

    python benchmarks/instructions.py [--build DIR] [--players 5] [--aliens random] [--games 10]

Needs ``valgrind`` on the PATH; a run takes about a minute (valgrind is some 50 times slower).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CHILD = """
import sys
sys.path.insert(0, ".")
import game
from game.sim import random_game
native = getattr(game, "_native", None)  # builds before the compiled build have none
print(native.status() if native is not None else "interpreted (no compiled build in this version)")
players, aliens, games = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
print(sum(random_game(players, 1000 + i, aliens=aliens).encounters for i in range(games)))
"""


def counted(build: Path, players: int, aliens: str, games: int) -> tuple[int, int, str]:
    """(instructions, encounters, which build ran) of ``games`` games played by the build at ``build``
    under callgrind."""
    args = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    args += [sys.executable, "-c", CHILD, str(players), aliens, str(games)]
    done = subprocess.run(args, cwd=build, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no count:\n{done.stderr[-2000:]}")
    lines = done.stdout.strip().splitlines()
    return int(found.group(1)), int(lines[-1]), lines[-2]


def main() -> None:
    """Count and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", type=Path, default=HERE, help="a checkout of this project (default: this)")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--aliens", default="random", choices=("none", "random"))
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed")
    startup, _, _ = counted(args.build, args.players, args.aliens, 0)
    total, encounters, build = counted(args.build, args.players, args.aliens, args.games)
    per = (total - startup) / max(1, encounters)
    print(
        f"{args.build}: {args.players} players, aliens {args.aliens}, {args.games} games, "
        f"{encounters} encounters: {per / 1e6:.3f} M instructions per encounter ({build})"
    )


if __name__ == "__main__":
    main()
