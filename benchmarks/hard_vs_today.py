"""Two strengths head to head on the same seeds, each seat played by each: the hard bot against today's.

Every seed is played twice: once with ``--new`` at the even seats and ``--old`` at the odd ones, once the
other way round (at five seats: new, old, new, old, new, then old, new, old, new, old), and the seats
rotate from seed to seed as in ``main.py tournament`` (``game.bots.tournament.seating``). So for each
seed and seat, one game has the new bot there and one the old, at the same table: the same aliens dealt
to that seat, the same bot seeds. Besides each strength's win rate with its 95% Wilson interval (a shared
win counts for each winner), it reports the paired difference: for every seed, the new bot's wins minus
the old bot's over its two games, averaged per seat-game, with a 95% interval from the spread between
seeds (the seats of one game are not independent, the seeds are).

Records are written as the games end (``--out``, a JSON lines file beside the summary), so a run stopped
early still counts its finished pairs: ``--summarize`` reads such a file back. Both strengths are strength
specs (``hard:samples=10:budget=0``, ``game.bots.parse_strength``); with ``budget=0`` (no clock) a run
replays exactly on any machine.

    python benchmarks/hard_vs_today.py [--new hard:samples=10:budget=0] [--old hard:samples=6:budget=0]
        [--players 5] [--games 80] [--seed 1000] [--aliens random] [--jobs 2]
        [--out benchmarks/results/hard_vs_today.jsonl] [--summarize FILE]

Exits 1 if a game raised or did not finish.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game
from game.bots import strength_label
from game.bots.tournament import Z95, GameRecord, play_one, seating, summarize, table_expansions


def mixes(new: str, old: str, players: int) -> tuple[list[str], list[str]]:
    """The two seatings of a seed: new at the even seats, then at the odd ones."""
    first = [new if s % 2 == 0 else old for s in range(players)]
    return first, [old if k == new else new for k in first]


def work(
    new: str, old: str, players: int, games: int, seed: int, aliens: str
) -> list[tuple[int, int, list[str], str, dict[str, Any], tuple[str, ...], str, dict[str, Any]]]:
    """The games to play, both seatings of a seed one after the other (``play_one``'s arguments)."""
    table = table_expansions(players, False, "none", ())
    out = []
    for i in range(games):
        for mix in mixes(new, old, players):
            out.append((i, seed + i, seating(mix, i), aliens, {}, table, "none", {}))
    return out


def play(jobs: int, items: Sequence[Any]) -> Iterator[GameRecord]:
    """The games' records in order, each as soon as it and those before it are done."""
    if jobs <= 1:
        yield from (play_one(w) for w in items)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_one, items)


def paired(records: Sequence[GameRecord], new: str, old: str) -> dict[str, Any]:
    """The new bot's win rate minus the old one's over the seeds with both games done and clean: the mean
    per seat-game and its 95% interval (normal, from the spread of the per-seed differences)."""
    by_seed: dict[int, list[GameRecord]] = {}
    for r in records:
        by_seed.setdefault(r.seed, []).append(r)
    diffs = []
    for pair in by_seed.values():
        if len(pair) != 2 or any(r.error is not None or not r.finished for r in pair):
            continue
        wins = dict.fromkeys((new, old), 0)
        for r in pair:
            for s in r.winners:
                wins[r.strengths[s]] += 1
        diffs.append((wins[new] - wins[old]) / len(pair[0].strengths))
    if len(diffs) < 2:
        return {"seeds": len(diffs)}
    mean = statistics.fmean(diffs)
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return {
        "seeds": len(diffs),
        "difference": round(mean, 4),
        "ci95": [round(mean - half, 4), round(mean + half, 4)],
    }


def report(records: list[GameRecord], new: str, old: str, players: int) -> dict[str, Any]:
    """The summary: per strength (``summarize``) over both seatings, and the paired difference."""
    summary = summarize(records, mixes(new, old, players)[0])
    for row in summary["strengths"]:
        row.pop("seats")  # its seats in one seating only: the other seating turns them round
    summary["seats"] = list(mixes(new, old, players))
    summary["paired"] = paired(records, new, old)
    return summary


def show(summary: dict[str, Any]) -> str:
    """The summary as a few lines of text."""
    lines = [f"games {summary['games']}  players {summary['players']}"]
    for row in summary["strengths"]:
        low, high = row["ci95"]
        lines.append(
            f"  {row['strength']:<28} win rate {row['win_rate'] * 100:5.1f}%  95% CI [{low * 100:4.1f}%, "
            f"{high * 100:4.1f}%]  wins {row['wins']}/{row['seat_games']} seat-games"
        )
    p = summary["paired"]
    if "difference" in p:
        low, high = p["ci95"]
        lines.append(
            f"  paired difference (new - old) {p['difference'] * 100:+5.1f} points per seat-game, 95% CI "
            f"[{low * 100:+5.1f}, {high * 100:+5.1f}] over {p['seeds']} seeds"
        )
    lines.append(f"errors {summary['errors']}  unfinished {summary['unfinished']}")
    return "\n".join(lines)


def main() -> int:
    """Play the pairs (or read a finished file back), print and write the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new", default="hard:samples=10:budget=0")
    parser.add_argument("--old", default="hard:samples=6:budget=0")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=80, help="seeds; each is played twice")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--aliens", default="random")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default="benchmarks/results/hard_vs_today.jsonl")
    parser.add_argument("--summarize", default=None, help="only summarise this records file")
    args = parser.parse_args()
    new, old = strength_label(args.new), strength_label(args.old)
    records: list[GameRecord] = []
    builds = [game._native.status()]
    start = time.perf_counter()
    if args.summarize:  # records of one or more runs (their files put end to end), each after its header
        builds = []
        for line in Path(args.summarize).read_text().splitlines():
            row = json.loads(line)
            if "game" in row:
                records.append(GameRecord(**row))
            elif row.get("build") not in builds:
                builds.append(row.get("build"))
    else:
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("w") as f:
            f.write(json.dumps({"new": new, "old": old, "args": vars(args), "build": game._native.status()}))
            f.write("\n")
            items = work(new, old, args.players, args.games, args.seed, args.aliens)
            for record in play(args.jobs, items):
                records.append(record)
                f.write(json.dumps(asdict(record)) + "\n")
                f.flush()
    summary = report(records, new, old, args.players)
    summary.update(
        {
            "new": new,
            "old": old,
            "seed": args.seed,
            "seeds": sorted({r.seed for r in records}),
            "aliens": args.aliens,
            "build": builds,  # of the games, as their runs' headers say
            "python": platform.python_version(),
            "seconds": None if args.summarize else round(time.perf_counter() - start, 1),
        }
    )
    print(show(summary))
    target = Path(args.summarize or args.out).with_suffix(".json")
    target.write_text(json.dumps(summary, indent=1) + "\n")
    print(f"wrote {target}")
    return 1 if summary["errors"] or summary["unfinished"] else 0


if __name__ == "__main__":
    sys.exit(main())
