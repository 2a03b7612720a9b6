"""The table switches (variants) on the command line: one list of flags, shared by every command that
starts a game (``main.py simulate``, ``watch``, ``tournament``, ``screenshot`` and ``net`` ``host``)."""

from __future__ import annotations

import argparse
from typing import Any

# GameConfig field -> (command-line flag, help)
VARIANT_FLAGS: dict[str, tuple[str, str]] = {
    "hidden_powers": (
        "--hidden-powers",
        "hidden powers: each alien stays face down to the others until first used",
    ),
    "tech": ("--tech", "the Technology variant: each player researches a tech card with ships"),
}


def add_variant_flags(parser: Any) -> None:
    """Give ``parser`` one on/off flag per table switch."""
    for flag, text in VARIANT_FLAGS.values():
        parser.add_argument(flag, action="store_true", help=text)


def variants_from(args: argparse.Namespace) -> dict[str, Any]:
    """The table switches turned on in ``args`` (``{"tech": True}``), ready for ``GameConfig``."""
    return {field: True for field in VARIANT_FLAGS if getattr(args, field, False)}


def variant_flags_text(variants: dict[str, Any]) -> str:
    """The flags that give ``variants`` back on a command line (`` --tech``), to repeat a game."""
    return "".join(f" {flag}" for field, (flag, _) in VARIANT_FLAGS.items() if variants.get(field))
