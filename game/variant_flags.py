"""The table switches (variants) on the command line: one list of flags, shared by every command that
starts a game (``main.py simulate``, ``watch``, ``tournament``, ``screenshot`` and ``net`` ``host``)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from game.config import ALLIANCE, LARGE_GROUP_AUTO, LARGE_GROUP_MODES

# GameConfig field -> (command-line flag, help, the value the flag gives the field)
VARIANT_FLAGS: dict[str, tuple[str, str, Any]] = {
    "hidden_powers": (
        "--hidden-powers",
        "hidden powers: each alien stays face down to the others until first used",
        True,
    ),
    "tech": ("--tech", "the Technology variant: each player researches a tech card with ships", True),
    "four_planets": (
        "--four-planets",
        "the short game: 4 planets and 16 ships each, 4 foreign colonies win",
        True,
    ),
    "second_encounter": ("--single-encounter", "one encounter a turn: no second encounter", False),
    "hazards": (
        "--hazards",
        "Cosmic Conflict's hazard deck: destiny cards with a warning make the offense draw a hazard",
        True,
    ),
    "teams": (
        "--teams",
        "Team Cosmic: teams of two dealt at random, partners seated opposite, both partners must win",
        True,
    ),
    "team_immediate_win": (
        "--team-immediate-win",
        "Team Cosmic: a power's immediate win wins for the whole team",
        True,
    ),
}


# GameConfig field -> (command-line flag, help, the field's default): switches that take a number
NUMBER_FLAGS: dict[str, tuple[str, str, int]] = {
    "powers": ("--powers", "the Multiple Powers variant: aliens each player holds (1 to 3)", 1),
}


# GameConfig field -> (command-line flag, help, its choices, the field's default): switches that take a word
CHOICE_FLAGS: dict[str, tuple[str, str, tuple[str, ...], str]] = {
    "large_group_cards": (
        "--large-group-cards",
        "Cosmic Alliance's 24 large-group cosmic cards: auto (in the deck at 7-8 players), on (at any "
        "size) or off; on and off need --expansions with alliance",
        LARGE_GROUP_MODES,
        LARGE_GROUP_AUTO,
    ),
}


def add_variant_flags(parser: Any) -> None:
    """Give ``parser`` one on/off flag per table switch, a numbered one per counted switch and a word one
    per switch with named choices."""
    for field, (flag, text, _) in VARIANT_FLAGS.items():
        parser.add_argument(flag, dest=field, action="store_true", help=text)
    for field, (flag, text, default) in NUMBER_FLAGS.items():
        parser.add_argument(flag, dest=field, type=int, default=default, metavar="N", help=text)
    for field, (flag, text, choices, word) in CHOICE_FLAGS.items():
        parser.add_argument(flag, dest=field, choices=choices, default=word, help=text)


def variants_from(args: argparse.Namespace) -> dict[str, Any]:
    """The table switches set by flags in ``args`` (``{"tech": True}``), ready for ``GameConfig``; a
    numbered switch only when it differs from its default."""
    out = {field: value for field, (_, _, value) in VARIANT_FLAGS.items() if getattr(args, field, False)}
    for field, (_, _, default) in NUMBER_FLAGS.items():
        value = getattr(args, field, default)
        if value != default:
            out[field] = value
    for field, (_, _, _, word) in CHOICE_FLAGS.items():
        value = getattr(args, field, word)
        if value != word:
            out[field] = value
    return out


def variant_flags_text(variants: dict[str, Any]) -> str:
    """The flags that give ``variants`` back on a command line (`` --tech``), to repeat a game."""
    text = "".join(
        f" {flag}"
        for field, (flag, _, value) in VARIANT_FLAGS.items()
        if field in variants and variants[field] == value
    )
    for field, (flag, _, default) in NUMBER_FLAGS.items():
        if variants.get(field, default) != default:
            text += f" {flag} {variants[field]}"
    for field, (flag, _, _, word) in CHOICE_FLAGS.items():
        if variants.get(field, word) != word:
            text += f" {flag} {variants[field]}"
    return text


def variants_refusal(args: argparse.Namespace, expansions: Iterable[str]) -> str | None:
    """Why a command line's table switches do not fit its expansions (None if they do): the large-group
    cards chosen on or off need Cosmic Alliance among them."""
    word = getattr(args, "large_group_cards", LARGE_GROUP_AUTO)
    if word != LARGE_GROUP_AUTO and ALLIANCE not in set(expansions):
        return (
            f"--large-group-cards {word}: the large-group cosmic cards come with Cosmic Alliance; "
            "add alliance to --expansions (auto, the default, needs nothing)"
        )
    return None
