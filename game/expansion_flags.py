"""The expansions on the command line: ``--expansions incursion,conflict,alliance`` and its shorthand
``--incursion``, shared by every command that starts a game (``main.py simulate``, ``watch``,
``tournament``, ``screenshot``, ``play``, ``hotseat-check`` and ``host``)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from game.config import (
    CONFLICT,
    EXPANSION_COLOURS,
    EXPANSION_TITLES,
    EXPANSIONS,
    INCURSION,
    MAX_PLAYERS,
    MIN_PLAYERS,
    colour_expansions_needed,
    count_word,
    expansion_set,
    expansions_for,
    expansions_text,
    max_players,
)

INCURSION_HELP = "play with the Cosmic Incursion expansion (a sixth player, orange): --expansions incursion"
EXPANSIONS_HELP = (
    "the expansions, comma-separated: "
    + ", ".join(f"{e} ({EXPANSION_TITLES[e]}, {EXPANSION_COLOURS[e]})" for e in EXPANSIONS)
    + f"; each adds a seat to the base game's {MAX_PLAYERS} (up to {max_players(EXPANSIONS)})"
)
PLAYERS_HELP = (
    f"{MIN_PLAYERS} to {MAX_PLAYERS}, and one more per colour expansion in --expansions "
    f"(up to {max_players(EXPANSIONS)} with all of them)"
)


def parse_expansions(text: str) -> tuple[str, ...]:
    """``"incursion,conflict"`` as a sorted tuple of names; an unknown name is an argparse error."""
    names = [t.strip().lower() for t in text.split(",") if t.strip()]
    unknown = [n for n in names if n not in EXPANSIONS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown expansion {unknown[0]!r}; choose from {', '.join(EXPANSIONS)}"
        )
    return expansion_set(names)


def add_expansion_flags(parser: Any) -> None:
    """Give ``parser`` ``--expansions NAMES`` and the ``--incursion`` shorthand."""
    parser.add_argument(
        "--expansions", type=parse_expansions, default=(), metavar="NAMES", help=EXPANSIONS_HELP
    )
    parser.add_argument("--incursion", action="store_true", help=INCURSION_HELP)


def expansions_from(args: argparse.Namespace) -> tuple[str, ...]:
    """The expansions ``args`` names: ``--expansions``, ``--incursion``, Incursion for its reward cards
    (``--rewards deck`` or ``common``) and Conflict for its hazard deck (``--hazards``)."""
    names = set(getattr(args, "expansions", ()) or ())
    if getattr(args, "incursion", False) or getattr(args, "rewards", "none") != "none":
        names.add(INCURSION)
    if getattr(args, "hazards", False):
        names.add(CONFLICT)
    return expansion_set(names)


def expansion_flags_text(expansions: Iterable[str]) -> str:
    """The flags that give ``expansions`` back on a command line (`` --incursion``), to repeat a game."""
    names = expansion_set(expansions)
    if not names:
        return ""
    if names == (INCURSION,):
        return " --incursion"
    return f" --expansions {','.join(names)}"


def seats_refusal(players: int, expansions: Iterable[str]) -> str | None:
    """Why a command line's ``--players`` does not fit its expansions (None if it does): which colour
    expansions are missing, and flags that would seat them."""
    names = expansion_set(expansions)
    if players <= max_players(names):
        return None
    base = f"(the base game seats {MIN_PLAYERS} to {MAX_PLAYERS}; each colour expansion adds a seat)"
    top = max_players(EXPANSIONS)
    if players > top:
        return f"--players {players}: at most {top} players, with every colour expansion {base}"
    need = colour_expansions_needed(players)
    missing = [e for e in EXPANSIONS if e not in names]
    wanted = expansions_for(players, names)
    flags = (
        "--incursion"
        if wanted == (INCURSION,)
        else "--expansions " + ",".join(e for e in EXPANSIONS if e in wanted)
    )
    more = need - len(names)
    if more == len(missing):
        return f"--players {players} needs {expansions_text(need)}: add {flags} {base}"
    pick = ", ".join(f"{e} ({EXPANSION_COLOURS[e]})" for e in missing[:-1])
    pick += f" or {missing[-1]} ({EXPANSION_COLOURS[missing[-1]]})"
    return (
        f"--players {players} needs {expansions_text(need)}: add {count_word(more)} of "
        f"{pick}, e.g. {flags} {base}"
    )
