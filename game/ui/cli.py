"""The window's command-line entries: ``play`` (the default: open the window) and ``screenshot``.

pygame is imported only when a command runs, so the headless commands stay light.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from game.config import EXPANSIONS, MIN_PLAYERS, max_players
from game.expansion_flags import PLAYERS_HELP, add_expansion_flags, expansions_from
from game.variant_flags import add_variant_flags, variants_from

PLAYERS = range(MIN_PLAYERS, max_players(EXPANSIONS) + 1)


def add_commands(sub: Any) -> None:
    """Register the window commands on main.py's subparsers."""
    play = sub.add_parser("play", help="open the window (the default with no command)")
    play.add_argument("--size", default=None, help="WIDTHxHEIGHT (default: the saved window size)")
    play.add_argument("--watch", action="store_true", help="go straight to a bot game to watch")
    play.add_argument("--players", type=int, default=5, choices=PLAYERS, help=PLAYERS_HELP)
    add_expansion_flags(play)
    play.add_argument("--seed", type=int, default=None)
    play.set_defaults(fn=cmd_play)
    shot = sub.add_parser("screenshot", help="render the table of a bot game to a PNG, without a display")
    shot.add_argument("--players", type=int, default=5, choices=PLAYERS, help=PLAYERS_HELP)
    add_expansion_flags(shot)
    add_variant_flags(shot)
    shot.add_argument("--seed", type=int, default=3)
    shot.add_argument("--actions", type=int, default=40, help="bot actions played before the picture")
    shot.add_argument("--out", default="table.png")
    shot.add_argument("--size", default="1920x1080")
    shot.add_argument("--aliens", default="random", choices=("none", "random", "choose"))
    shot.add_argument("--seat", type=int, default=0, help="whose hand and prompts show (-1: a spectator)")
    shot.add_argument("--frames", type=int, default=20, help="frames run after the actions (animations)")
    shot.add_argument(
        "--scene",
        default="table",
        choices=(
            "table",
            "title",
            "new_game",
            "results",
            "curtain",
            "settings",
            "host_game",
            "join_game",
            "lobby",
        ),
    )
    shot.set_defaults(fn=cmd_screenshot)


def _size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    w, _, h = text.lower().partition("x")
    return (int(w), int(h))


def cmd_play(args: argparse.Namespace) -> int:
    """Open the window."""
    from game.ui.main import run_window

    return run_window(
        size=_size(args.size),
        watch=args.watch,
        players=args.players,
        seed=args.seed,
        expansions=expansions_from(args),
    )


def cmd_screenshot(args: argparse.Namespace) -> int:
    """Render one screen headless and save it."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.main import screenshot

    size = _size(args.size) or (1920, 1080)
    path = screenshot(
        out=args.out,
        players=args.players,
        seed=args.seed,
        actions=args.actions,
        size=size,
        aliens=args.aliens,
        seat=None if args.seat < 0 else args.seat,
        frames=args.frames,
        scene=args.scene,
        expansions=expansions_from(args),
        variants=variants_from(args) or None,
    )
    print(f"wrote {path}")
    return 0
