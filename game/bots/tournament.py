"""Bot tournaments: many games with bots of given strengths, seats rotated between games, and each
strength's win rate with a 95% Wilson confidence interval. A seat's strength may carry the hard bot's
options (``hard:samples=6:budget=0.139``, ``game.bots.parse_strength``): two differently set hard bots
are then two strengths, each with its own row.

Game ``i`` is played with seed ``seed + i``; seat ``s`` gets strength ``seats[(s + i) % players]``, so over
``players`` consecutive games every strength sits at every seat. A win shared by several seats (both sides
of a deal) counts for each of them. A game that raises is counted as an error and its seed is reported; a
game still going after ``game.sim.MAX_ACTIONS`` actions is counted as unfinished, with its seed too.
Every game gets the same table options: ``aliens``, the ``expansions`` (``incursion`` is short for Cosmic
Incursion among them; each player past five needs one colour expansion more, and they are turned on
for such a table) and Incursion's ``rewards`` (``"none"``, ``"deck"`` or ``"common"``; reward cards bring
the expansion in).
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from game.bots import strength_label
from game.config import INCURSION, REWARDS_NONE, expansions_for
from game.expansion_flags import expansions_from
from game.sim import random_game
from game.variant_flags import variants_from

Z95 = 1.959963984540054


def wilson(wins: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = wins / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seating(seats: Sequence[str], game: int) -> list[str]:
    """The strength at each seat in game number ``game`` (rotated)."""
    n = len(seats)
    return [seats[(s + game) % n] for s in range(n)]


@dataclass
class GameRecord:
    """One tournament game: who sat where and who won."""

    game: int
    seed: int
    strengths: list[str]
    winners: list[int]
    finished: bool
    error: str | None = None
    pairs: list[list[int]] | None = None  # Team Cosmic: the teams dealt (seat pairs)
    odd: int = -1  # and the odd player


def play_one(
    args: tuple[int, int, list[str], str, dict[str, Any], tuple[str, ...], str, dict[str, Any]],
) -> GameRecord:
    """Play tournament game ``i`` (a top-level function, so worker processes can run it)."""
    i, seed, strengths, aliens, bot_options, expansions, rewards, variants = args
    try:
        result = random_game(
            len(strengths),
            seed,
            aliens=aliens,
            strengths=strengths,
            bot_options=bot_options,
            incursion=INCURSION in expansions,
            expansions=expansions,
            rewards=rewards,
            variants=variants,
        )
    except Exception as exc:  # a crash is data here: count it, report the seed
        return GameRecord(i, seed, strengths, [], False, f"{type(exc).__name__}: {exc}")
    teams = result.state.extra.get("teams") if result.state is not None else None
    if teams is None:
        return GameRecord(i, seed, strengths, list(result.winners), result.finished)
    pairs = [[int(a), int(b)] for a, b in teams["pairs"]]
    winners = list(result.winners)
    return GameRecord(i, seed, strengths, winners, result.finished, None, pairs, int(teams["odd"]))


def run_games(
    seats: Sequence[str],
    games: int,
    seed: int,
    aliens: str = "none",
    bot_options: dict[str, Any] | None = None,
    jobs: int = 1,
    incursion: bool = False,
    rewards: str = "none",
    variants: dict[str, Any] | None = None,
    expansions: Iterable[str] = (),
) -> list[GameRecord]:
    """Play the tournament's games (in ``jobs`` processes); the records come back in game order. A table of
    more than five and reward cards need expansions (they are turned on for them: ``table_expansions``);
    ``variants``: other table switches for every game (``{"hidden_powers": True}``)."""
    table = table_expansions(len(seats), incursion, rewards, expansions)
    work = [
        (
            i,
            seed + i,
            seating(seats, i),
            aliens,
            dict(bot_options or {}),
            table,
            rewards,
            dict(variants or {}),
        )
        for i in range(games)
    ]
    if jobs <= 1:
        return [play_one(w) for w in work]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_one, work, chunksize=max(1, games // (jobs * 8))))


def table_expansions(
    players: int, incursion: bool, rewards: str, expansions: Iterable[str]
) -> tuple[str, ...]:
    """The expansions a tournament's games play with: those named, Incursion for ``incursion`` or reward
    cards, and the colour expansions the table size needs."""
    named = set(expansions)
    if incursion or rewards != REWARDS_NONE:
        named.add(INCURSION)
    return expansions_for(players, named)


def summarize(records: Iterable[GameRecord], seats: Sequence[str]) -> dict[str, Any]:
    """Per strength: seat-games played, wins, win rate and its 95% Wilson interval; errors and unfinished."""
    strengths = list(dict.fromkeys(seats))
    trials = dict.fromkeys(strengths, 0)
    wins = dict.fromkeys(strengths, 0)
    errors: list[dict[str, Any]] = []
    unfinished: list[int] = []  # seeds
    games = 0
    for r in records:
        games += 1
        if r.error is not None:
            errors.append({"game": r.game, "seed": r.seed, "error": r.error})
            continue
        if not r.finished:
            unfinished.append(r.seed)
        for s, k in enumerate(r.strengths):
            trials[k] += 1
            if s in r.winners:
                wins[k] += 1
    table = []
    for k in strengths:
        low, high = wilson(wins[k], trials[k])
        rate = wins[k] / trials[k] if trials[k] else 0.0
        table.append(
            {
                "strength": k,
                "seats": sum(1 for x in seats if x == k),
                "seat_games": trials[k],
                "wins": wins[k],
                "win_rate": round(rate, 4),
                "ci95": [round(low, 4), round(high, 4)],
            }
        )
    out = {
        "games": games,
        "players": len(seats),
        "seats": list(seats),
        "strengths": table,
        "errors": len(errors),
        "error_details": errors,
        "unfinished": len(unfinished),
        "unfinished_seeds": unfinished,
    }
    teams = team_summary(records)
    if teams is not None:
        out["teams"] = teams
    return out


def team_summary(records: Iterable[GameRecord]) -> dict[str, Any] | None:
    """Team Cosmic results (None without teams): games won by a team and by the odd player, and for each
    pairing of strengths (``"hard+normal"``) its team-games, wins and win rate with its 95% interval."""
    team_games = by_team = by_odd = none = 0
    trials: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in records:
        if r.pairs is None or r.error is not None:
            continue
        team_games += 1
        won = set(r.winners)
        by_team += any(a in won and b in won for a, b in r.pairs)
        by_odd += r.odd in won
        none += not won
        for a, b in r.pairs:
            key = "+".join(sorted((r.strengths[a], r.strengths[b])))
            trials[key] = trials.get(key, 0) + 1
            wins[key] = wins.get(key, 0) + (a in won and b in won)
    if not team_games:
        return None
    pairings = []
    for key in sorted(trials):
        low, high = wilson(wins[key], trials[key])
        pairings.append(
            {
                "pairing": key,
                "team_games": trials[key],
                "wins": wins[key],
                "win_rate": round(wins[key] / trials[key], 4),
                "ci95": [round(low, 4), round(high, 4)],
            }
        )
    return {
        "games": team_games,
        "won_by_a_team": by_team,
        "won_by_odd_player": by_odd,
        "no_winner": none,
        "pairings": pairings,
    }


def tournament(
    seats: Sequence[str],
    games: int,
    seed: int,
    aliens: str = "none",
    bot_options: dict[str, Any] | None = None,
    jobs: int = 1,
    incursion: bool = False,
    rewards: str = "none",
    variants: dict[str, Any] | None = None,
    expansions: Iterable[str] = (),
) -> dict[str, Any]:
    """Run a tournament and summarise it (with the options used and the time it took)."""
    start = time.perf_counter()
    table = table_expansions(len(seats), incursion, rewards, expansions)
    records = run_games(seats, games, seed, aliens, bot_options, jobs, False, rewards, variants, table)
    summary = summarize(records, seats)
    summary.update(
        {
            "seed": seed,
            "aliens": aliens,
            "incursion": INCURSION in table,
            "expansions": list(table),
            "rewards": rewards,
            "bot_options": dict(bot_options or {}),
            "variants": dict(variants or {}),
            "seconds": round(time.perf_counter() - start, 1),
        }
    )
    return summary


def format_summary(summary: dict[str, Any]) -> str:
    """The summary as a few lines of text."""
    lines = [
        f"games {summary['games']}  players {summary['players']}  seats {','.join(summary['seats'])}  "
        f"aliens {summary['aliens']}  seed {summary['seed']}"
        + (f"  expansions {','.join(summary['expansions'])}" if summary.get("expansions") else "")
        + ("  incursion" if summary.get("incursion") and "expansions" not in summary else "")
        + (f"  rewards {summary['rewards']}" if summary.get("rewards", "none") != "none" else "")
    ]
    width = max([7, *(len(row["strength"]) for row in summary["strengths"])])
    for row in summary["strengths"]:
        low, high = row["ci95"]
        lines.append(
            f"  {row['strength']:<{width}} win rate {row['win_rate'] * 100:5.1f}%  "
            f"95% CI [{low * 100:4.1f}%, {high * 100:4.1f}%]  "
            f"wins {row['wins']}/{row['seat_games']} seat-games"
        )
    teams = summary.get("teams")
    if teams:
        lines.append(
            f"  teams: won by a team {teams['won_by_a_team']}/{teams['games']}  by the odd player "
            f"{teams['won_by_odd_player']}  no winner {teams['no_winner']}"
        )
        for row in teams["pairings"]:
            low, high = row["ci95"]
            lines.append(
                f"    {row['pairing']:<13} team win rate {row['win_rate'] * 100:5.1f}%  95% CI "
                f"[{low * 100:4.1f}%, {high * 100:4.1f}%]  wins {row['wins']}/{row['team_games']} team-games"
            )
    lines.append(
        f"errors {summary['errors']}  unfinished {summary['unfinished']}  seconds {summary['seconds']}"
    )
    if summary.get("unfinished_seeds"):
        lines.append(f"  unfinished seeds {', '.join(str(s) for s in summary['unfinished_seeds'])}")
    for e in summary["error_details"]:
        lines.append(f"  error in game {e['game']} (seed {e['seed']}): {e['error']}")
    return "\n".join(lines)


def run_cli(args: Any) -> int:
    """``main.py tournament``: check the arguments, run, print text or JSON; 1 if a game raised or did not
    finish."""
    seats = [s.strip() for s in str(args.seats).split(",") if s.strip()]
    if len(seats) != args.players:
        print(f"--seats names {len(seats)} strengths for {args.players} players", file=sys.stderr)
        return 2
    try:
        seats = [strength_label(s) for s in seats]
    except ValueError as exc:
        print(f"--seats: {exc}", file=sys.stderr)
        return 2
    options: dict[str, Any] = {}
    if args.budget is not None:
        options["budget"] = args.budget
    if args.samples is not None:
        options["samples"] = args.samples
    rewards = str(getattr(args, "rewards", REWARDS_NONE))
    variants = variants_from(args)
    table = expansions_from(args)
    summary = tournament(
        seats, args.games, args.seed, args.aliens, options, args.jobs, False, rewards, variants, table
    )
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 1 if summary["errors"] or summary["unfinished"] else 0
