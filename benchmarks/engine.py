"""Engine throughput: random-bot games and encounters per second for 3, 4 and 5 players, and the cost of
copying a mid-game state. Prints a table and writes JSON.

Rates are per second of wall time; ``cpu_actions_per_second`` counts the process's own CPU time, steadier on
a machine shared with other work (compare runs with it, alternating the versions compared).

The random bot plays a card or power at about 59% of the window prompts it gets, so its games hold far more
plays, zaps and windows than real ones. The realistic mix, reported after it (``mix`` in the JSON), plays
the same tables, without aliens and with random aliens:

- ``random`` with random aliens, to compare with (the rows above seat no aliens);
- ``sparing``: random bots that play in a window only as often as the normal bot does
  (``game.bots.sparing``), timed as the random games are;
- ``normal``: normal bots (a third of ``--games``), timed without the bots' own thinking: ``engine_*`` rates
  count the process's CPU time minus the CPU time spent in the bots' ``act`` (which includes their ``view``
  calls); CPU time, as the engine's share of these games is short and a shared machine's wall time noisy.

``--window-rates`` measures instead how often random and normal bots play when a window offers a play
(the figures ``game.bots.sparing`` is set to).

    python benchmarks/engine.py [--games 300] [--seed 1] [--no-mix] [--players 3,4,5]
                                [--out benchmarks/results/engine.json]
    python benchmarks/engine.py --window-rates [--games 60]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import Bot, ViewFn, bot_seed, make_bot
from game.bots.random_bot import RandomBot
from game.bots.sparing import NORMAL_WINDOW_PLAYS, SparingRandomBot
from game.config import expansions_for
from game.prompts import CHOOSE, Prompt
from game.sim import play, random_game, table_config

ALIEN_MODES = ("none", "random")


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


class Clocked:
    """Wraps a bot: adds the CPU time of each answer to ``spent[0]``."""

    def __init__(self, bot: Bot, spent: list[float]) -> None:
        self.bot = bot
        self.spent = spent

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """The wrapped bot's answer, timed."""
        start = time.process_time()
        action = self.bot.act(prompt, view)
        self.spent[0] += time.process_time() - start
        return action


def measure_mix(players: int, games: int, seed: int, aliens: str, kind: str) -> dict[str, Any]:
    """Play ``games`` games of the realistic mix: ``kind`` ``"sparing"`` (random bots that pass windows as
    often as normal bots; wall time) or ``"normal"`` (normal bots; CPU time outside the bots); or, to compare
    with, ``"random"`` (random bots, as ``measure``)."""
    encounters = actions = 0
    bot_time = [0.0]
    make_bot("normal", seed)  # its modules load now, not in the timed games
    start, cpu_start = time.perf_counter(), time.process_time()
    for i in range(games):
        config = table_config(players, seed + i, aliens, expansions=expansions_for(players))
        bots: list[Bot]
        if kind == "random":
            bots = [RandomBot(bot_seed(seed + i, s)) for s in range(players)]
        elif kind == "sparing":
            percent = NORMAL_WINDOW_PLAYS[aliens]
            bots = [SparingRandomBot(bot_seed(seed + i, s), percent) for s in range(players)]
        else:
            bots = [Clocked(make_bot("normal", bot_seed(seed + i, s)), bot_time) for s in range(players)]
        result = play(config, bots)
        encounters += result.encounters
        actions += result.actions
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    row: dict[str, Any] = {
        "bots": kind,
        "players": players,
        "aliens": aliens,
        "games": games,
        "seconds": round(seconds, 3),
        "encounters_per_game": round(encounters / games, 2),
        "actions_per_encounter": round(actions / max(1, encounters), 2),
    }
    if kind != "normal":
        row.update(
            {
                "encounters_per_second": round(encounters / seconds, 1),
                "actions_per_second": round(actions / seconds, 1),
                "cpu_actions_per_second": round(actions / cpu, 1),
            }
        )
    else:
        engine = cpu - bot_time[0]
        row.update(
            {
                "bot_share": round(bot_time[0] / cpu, 3),
                "engine_encounters_per_second": round(encounters / engine, 1),
                "engine_actions_per_second": round(actions / engine, 1),
            }
        )
    return row


class WindowTally:
    """Wraps a bot: counts the window prompts offering a play, and the plays it made at them."""

    def __init__(self, bot: Bot, tally: dict[str, int]) -> None:
        self.bot = bot
        self.tally = tally

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """The wrapped bot's answer, counted if it answers a window that offers a play."""
        action = self.bot.act(prompt, view)
        window = prompt.kind == CHOOSE and prompt.ctx == "window"
        if window and any(o.get("type") != "pass" for o in prompt.options):
            self.tally["offered"] += 1
            self.tally["played"] += action.get("type") != "pass"
        return action


def window_rates(games: int, seed: int) -> list[dict[str, Any]]:
    """How often random and normal bots play at a window prompt that offers a play, per table."""
    rows = []
    for strength in ("random", "normal"):
        for aliens in ALIEN_MODES:
            for players in (3, 4, 5):
                tally = {"offered": 0, "played": 0}
                for i in range(games):
                    bots: list[Bot] = [
                        WindowTally(make_bot(strength, bot_seed(seed + i, s)), tally) for s in range(players)
                    ]
                    play(table_config(players, seed + i, aliens), bots)
                rate = tally["played"] / max(1, tally["offered"])
                rows.append({"bots": strength, "aliens": aliens, "players": players, **tally, "rate": rate})
                print(
                    f"{strength:<7} aliens {aliens:<7} {players} players: plays at {rate * 100:5.1f}% of "
                    f"{tally['offered']} window prompts offering a play",
                    flush=True,
                )
    return rows


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
    parser.add_argument("--no-mix", action="store_true", help="only the random bots' games")
    parser.add_argument("--window-rates", action="store_true", help="measure how often bots play in windows")
    parser.add_argument("--out", default="benchmarks/results/engine.json")
    parser.add_argument(
        "--players", default="3,4,5", help="table sizes, comma-separated (past five: the colour expansions)"
    )
    args = parser.parse_args()
    if args.window_rates:
        window_rates(args.games, args.seed)
        return
    sizes = [int(p) for p in args.players.split(",")]
    rows = [measure(p, args.games, args.seed) for p in sizes]
    copy_us = copy_cost(args.seed)
    for r in rows:
        print(
            f"{r['players']} players: {r['games_per_second']:8.1f} games/s  "
            f"{r['encounters_per_second']:9.1f} encounters/s  {r['actions_per_second']:9.1f} actions/s  "
            f"{r['cpu_actions_per_second']:9.1f} actions/cpu-s  "
            f"({r['encounters_per_game']} encounters/game)"
        )
    print(f"state copy (5 players, mid-game): {copy_us} us")
    mix: list[dict[str, Any]] = []
    if not args.no_mix:
        print(
            "random bots with random aliens; then the realistic mix: bots that play in windows as often as "
            "normal bots "
            f"({NORMAL_WINDOW_PLAYS['none']}% without aliens, {NORMAL_WINDOW_PLAYS['random']}% with); "
            "normal bots timed outside their thinking"
        )
        kinds = [("random", "random"), *(("sparing", a) for a in ALIEN_MODES)]  # random bots: aliens too
        for kind, aliens in kinds:
            for p in sizes:
                r = measure_mix(p, args.games, args.seed, aliens, kind)
                mix.append(r)
                print(
                    f"  {kind:<7} {p} players, aliens {aliens:<6}: "
                    f"{r['encounters_per_second']:9.1f} encounters/s  "
                    f"{r['actions_per_second']:9.1f} actions/s  {r['cpu_actions_per_second']:9.1f} "
                    f"actions/cpu-s  ({r['encounters_per_game']} encounters/game, "
                    f"{r['actions_per_encounter']} actions/encounter)",
                    flush=True,
                )
        for aliens in ALIEN_MODES:
            for p in sizes:
                r = measure_mix(p, max(1, args.games // 3), args.seed, aliens, "normal")
                mix.append(r)
                print(
                    f"  normal  {p} players, aliens {aliens:<6}: {r['engine_encounters_per_second']:9.1f} "
                    f"encounters/engine-cpu-s  {r['engine_actions_per_second']:9.1f} actions/engine-cpu-s  "
                    f"(bots {r['bot_share'] * 100:.0f}% of the time; "
                    f"{r['encounters_per_game']} encounters/game, "
                    f"{r['actions_per_encounter']} actions/encounter)",
                    flush=True,
                )
    out = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "results": rows,
        "state_copy_us": copy_us,
        "mix": mix,
    }
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
