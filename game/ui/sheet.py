"""What an alien's sheet shows the table, in a few words: tokens, stored cards, stacks, a worldship ...

Each power says what its sheet holds (``Power.public_info``, the view's ``alien_info``); this turns any
such entry into short text for the players panel, so a new alien needs no UI code of its own.
"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME

# Entries whose lists hold card ids lying face up (a prayer, citadels, an Industrialist's stack): named, not
# counted.
CARD_KEYS = frozenset({"prayer", "citadels", "built"})


def _label(key: str) -> str:
    return key.replace("_", " ")


def _count(value: Any) -> int:
    if isinstance(value, dict):
        return sum(_count(v) if isinstance(v, (list, dict)) else 1 for v in value.values())
    return len(value)


def _card_names(value: Any) -> list[str]:
    cards = [c for v in value.values() for c in v] if isinstance(value, dict) else list(value)
    return [CARD_NAME[c] for c in cards if isinstance(c, int) and 0 <= c < len(CARD_NAME)]


# Entries whose value means nothing to a player as a number (a planet's index): a fixed phrase.
# "": drawn on the board instead (horde tokens by planet).
PHRASES = {"worldship": "worldship in the gate", "horde_by": ""}


def entry_text(key: str, value: Any) -> str:
    """One sheet entry as text ("tokens 3", "stored 2", "prayer: Attack 08, Negotiate"), or "" for none."""
    if key in PHRASES and value is not None:
        return PHRASES[key]
    if value is None or value is False or value == "" or value == [] or value == {}:
        return ""
    if value is True:
        return _label(key)
    if key.endswith("_text") and isinstance(value, str):  # a card's words, after its title (Schizoid's)
        return value
    if isinstance(value, (int, str)):
        return f"{_label(key)} {value}"
    if key in CARD_KEYS:
        return f"{_label(key)}: {', '.join(_card_names(value))}"
    if isinstance(value, (list, dict)):
        return f"{_label(key)} {_count(value)}"
    return ""


def sheet_text(info: dict[str, Any] | None) -> str:
    """A whole sheet in one line, entries in key order, separated by dots."""
    parts = [entry_text(k, v) for k, v in sorted((info or {}).items())]
    return "  ·  ".join(p for p in parts if p)
