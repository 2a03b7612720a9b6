"""Cosmic Table: the command line.

python main.py simulate --players 5 --games 100 --seed 7 [--json] [--rewards deck --strength normal]
python main.py scenario FILE [--json]
python main.py tournament --players 6 --seats hard,normal,normal,easy,easy,easy --incursion --rewards deck
python main.py simulate --players 7 --expansions incursion,conflict --games 10
python main.py simulate --players 8 --expansions incursion,conflict,alliance --games 10
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
import traceback
from collections import Counter
from typing import Any

from game.bots.tournament import run_cli as run_tournament
from game.cards.catalog import CARD_NAME, destiny_name
from game.config import EXPANSIONS, MIN_PLAYERS, max_players
from game.errors import IllegalAction
from game.expansion_flags import (
    PLAYERS_HELP,
    add_expansion_flags,
    expansion_flags_text,
    expansions_from,
    seats_refusal,
)
from game.scenario import ScenarioError, load_scenario, run_scenario
from game.sim import random_game
from game.ui import cli as ui_cli
from game.ui import hotseat_check
from game.variant_flags import add_variant_flags, variant_flags_text, variants_from, variants_refusal
from net import cli as net_cli

# more than five only with the colour expansions to seat them (checked in main: seats_refusal)
PLAYER_CHOICES = range(MIN_PLAYERS, max_players(EXPANSIONS) + 1)
REWARDS_HELP = "Cosmic Incursion's reward cards: their own deck, or shuffled into the cosmic deck"


def _variants(args: argparse.Namespace) -> dict[str, Any]:
    """The table switches given on the command line (``--hidden-powers``, ``--tech``)."""
    return variants_from(args)


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play random-bot games headless and report what happened."""
    wins: Counter[int] = Counter()
    finished = 0
    errors: list[dict[str, Any]] = []
    encounters: list[int] = []
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        try:
            strengths = None if args.strength == "random" else [args.strength] * args.players
            result = random_game(
                args.players,
                seed,
                aliens=args.aliens,
                expansions=expansions_from(args),
                rewards=args.rewards,
                strengths=strengths,
                variants=_variants(args),
            )
        except Exception as exc:  # a crash is data here: count it, print the seed, carry on
            errors.append({"seed": seed, "error": f"{type(exc).__name__}: {exc}"})
            if not args.json:
                traceback.print_exc()
            continue
        encounters.append(result.encounters)
        if result.finished:
            finished += 1
            wins.update(result.winners)
        if args.verbose and not args.json:
            who = ", ".join(f"seat {w}" for w in result.winners) or "nobody"
            print(f"game seed {seed}: {result.encounters} encounters, {result.turns} turns, won by {who}")
    seconds = time.perf_counter() - start
    summary = {
        "games": args.games,
        "players": args.players,
        "seed": args.seed,
        "finished": finished,
        "errors": len(errors),
        "error_seeds": [e["seed"] for e in errors],
        "error_details": errors,
        "wins_per_seat": [wins.get(s, 0) for s in range(args.players)],
        "encounters_per_game": (sum(encounters) / len(encounters)) if encounters else 0.0,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 2) if seconds else 0.0,
        "encounters_per_second": round(sum(encounters) / seconds, 1) if seconds else 0.0,
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"games {summary['games']}  finished {finished}  errors {len(errors)}")
        for e in errors:
            print(f"  error in game seed {e['seed']}: {e['error']}  (replay: --seed {e['seed']} --games 1)")
        print("winners per seat: " + "  ".join(f"{s}:{w}" for s, w in enumerate(summary["wins_per_seat"])))
        print(f"encounters per game {summary['encounters_per_game']:.1f}")
        print(
            f"seconds {summary['seconds']}  games/s {summary['games_per_second']}  "
            f"encounters/s {summary['encounters_per_second']}"
        )
    return 1 if errors else 0


def cmd_watch(args: argparse.Namespace) -> int:
    """Play one random-bot game and print its public log, as a spectator would see it."""
    from game.config import default_config
    from game.narrate import narrate
    from game.view import events_for

    if args.seed is None:
        args.seed = secrets.randbelow(1_000_000)  # printed below, so the game can be watched again
    print(f"Watching a {args.players}-player bot game, seed {args.seed}.")
    table = expansions_from(args)
    config = default_config(
        args.players, seed=args.seed, alien_mode=args.aliens, expansions=table, **_variants(args)
    )

    def show(_state: Any, _action: Any, events: list[Any]) -> None:
        for e in events_for(events, None):
            line = narrate(e, config)
            if line:
                print(line)

    result = random_game(
        args.players,
        args.seed,
        aliens=args.aliens,
        expansions=table,
        on_action=show,
        variants=_variants(args),
    )
    again = expansion_flags_text(table) + variant_flags_text(_variants(args))
    print(
        f"({result.encounters} encounters, {result.turns} turns, {result.actions} decisions; "
        f"watch it again with: python main.py watch --players {args.players}{again} --seed {args.seed})"
    )
    return 0


def cmd_aliens(args: argparse.Namespace) -> int:
    """List every alien the game knows."""
    from game.alien_catalog import alien_table

    rows = alien_table()
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    for r in rows:
        power = "power" if r["power_implemented"] else "no power"
        flare = "flare" if r["flare_implemented"] else "no flare"
        print(f"{r['name']:<16} {r['expansion']:<10} {r['level']:<7} {power:<9} {flare:<9} {r['summary']}")
    done = sum(1 for r in rows if r["power_implemented"] and r["flare_implemented"])
    print(f"{len(rows)} aliens, {done} with power and flare implemented")
    return 0


def cmd_scenario(args: argparse.Namespace) -> int:
    """Run a scenario file and print its events and the resulting public state."""
    try:
        result = run_scenario(load_scenario(args.file))
    except (ScenarioError, IllegalAction) as exc:
        print(
            json.dumps({"error": {"code": "bad_scenario", "reason": str(exc)}})
            if args.json
            else f"bad scenario: {exc}"
        )
        return 2
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        for e in result.events:
            to = "" if e.to is None else f" (to {list(e.to)})"
            data = dict(e.data)
            if e.kind == "destiny_drawn":  # a destiny card id, not a cosmic one
                data["card"] = destiny_name(data["card"])
            for key in ("card", "cards") if e.kind != "destiny_drawn" else ():
                if key in data and data[key] is not None:
                    value = data[key]
                    data[key] = (
                        [_card_words(c) for c in value] if isinstance(value, list) else _card_words(value)
                    )
            print(f"{e.kind}{to}: {data}")
        view = result.to_dict()["state"]
        print(
            f"-- after {result.applied} actions: turn {view['turn']}, phase {view['phase']}, "
            f"offense {view['offense']}, waiting on {view['waiting_on']}"
        )
        for p in view["players"]:
            print(
                f"   seat {p['seat']} {p['colour']}: hand {p['hand_size']}, warp {p['warp']}, "
                f"foreign colonies {p['foreign_colonies']}, home colonies {p['home_colonies']}"
            )
        if result.error:
            print(f"refused action {result.error['index']}: {result.error['code']}: {result.error['reason']}")
    return 1 if result.error else 0


def _card_words(card: int) -> str:
    """A card id as the readable scenario output names it (-1: no card, as for a power use)."""
    return CARD_NAME[card] if card >= 0 else "no card"


def cmd_tournament(args: argparse.Namespace) -> int:
    """Play bot games with rotating seats; print each strength's win rate with a 95% interval."""
    # --expansions (or --incursion) and --rewards go to every game (reward cards bring Incursion in); a table
    # of more than five needs its colour expansions, which ``main`` has already checked.
    return run_tournament(args)


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface."""
    parser = argparse.ArgumentParser(prog="main.py", description="Cosmic Table")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play random-bot games headless")
    sim.add_argument("--players", type=int, default=5, choices=PLAYER_CHOICES, help=PLAYERS_HELP)
    add_expansion_flags(sim)
    add_variant_flags(sim)
    sim.add_argument(
        "--rewards",
        default="none",
        choices=("none", "deck", "common"),
        help=REWARDS_HELP,
    )
    sim.add_argument("--strength", default="random", help="the bots: random, easy, normal or hard")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--verbose", action="store_true")
    sim.add_argument(
        "--aliens",
        default="none",
        help="none, random, choose (two dealt, keep one), or a comma-separated list of names per seat",
    )
    sim.set_defaults(fn=cmd_simulate)
    watch = sub.add_parser("watch", help="print the log of one random-bot game")
    watch.add_argument("--players", type=int, default=5, choices=PLAYER_CHOICES, help=PLAYERS_HELP)
    add_expansion_flags(watch)
    add_variant_flags(watch)
    watch.add_argument("--seed", type=int, default=None, help="default: a new random game")
    watch.add_argument("--aliens", default="random", choices=("none", "random", "choose"))
    watch.set_defaults(fn=cmd_watch)
    aliens = sub.add_parser("aliens", help="list every alien the game knows")
    aliens.add_argument("--json", action="store_true")
    aliens.set_defaults(fn=cmd_aliens)
    scen = sub.add_parser("scenario", help="run a scenario file (.toml or .json)")
    scen.add_argument("file")
    scen.add_argument("--json", action="store_true")
    scen.set_defaults(fn=cmd_scenario)
    tour = sub.add_parser("tournament", help="bots of several strengths, rotating seats, win rates")
    tour.add_argument("--players", type=int, default=5, choices=PLAYER_CHOICES, help=PLAYERS_HELP)
    add_expansion_flags(tour)
    add_variant_flags(tour)
    tour.add_argument("--rewards", default="none", choices=("none", "deck", "common"), help=REWARDS_HELP)
    tour.add_argument("--games", type=int, default=400)
    tour.add_argument("--seed", type=int, default=0)
    tour.add_argument(
        "--seats",
        default="hard,normal,normal,easy,easy",
        help="a strength per seat; a hard bot may carry its own options: hard:samples=12:budget=0.25",
    )
    tour.add_argument("--aliens", default="none", help="as for simulate")
    tour.add_argument("--budget", type=float, default=None, help="each hard bot: s per decision, 0: no clock")
    tour.add_argument("--samples", type=int, default=None, help="each hard bot: samples per decision")
    tour.add_argument("--jobs", type=int, default=1, help="worker processes")
    tour.add_argument("--json", action="store_true")
    tour.set_defaults(fn=cmd_tournament)
    ui_cli.add_commands(sub)
    hotseat_check.add_command(sub)
    net_cli.add_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    parser = build_parser()
    args = parser.parse_args(["play"] if argv == [] or (argv is None and len(sys.argv) == 1) else argv)
    players = getattr(args, "players", None)
    if isinstance(players, int) and hasattr(args, "expansions"):
        why = seats_refusal(players, expansions_from(args))
        if why is not None:
            parser.error(why)
    if hasattr(args, "expansions"):
        why = variants_refusal(args, expansions_from(args))
        if why is not None:
            parser.error(why)
    return int(args.fn(args))


if __name__ == "__main__":
    sys.exit(main())
