"""The players panel shows what each alien's sheet holds, from the view's public ``alien_info``."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from game.ui.sheet import entry_text, sheet_text


def test_counts_and_numbers_read_as_short_words() -> None:
    assert entry_text("tokens", 3) == "tokens 3"
    assert entry_text("hired_ships", 2) == "hired ships 2"
    assert entry_text("devoured", [4, 9]) == "devoured 2"
    assert entry_text("stacks", [["gate", 3], [7, 2]]) == "stacks 2"
    assert entry_text("contested", True) == "contested"
    assert entry_text("worldship", 0) == "worldship in the gate"  # a planet index means nothing to players


def test_face_up_cards_are_named_and_empty_entries_vanish() -> None:
    assert entry_text("prayer", [0, 1]) == f"prayer: {CARD_NAME[0]}, {CARD_NAME[1]}"
    assert entry_text("citadels", {"5": [2]}) == f"citadels: {CARD_NAME[2]}"
    assert entry_text("tokens", 0) == "tokens 0"
    assert entry_text("stored", []) == "" and entry_text("x", None) == ""
    assert sheet_text({"tokens": 2, "stored": 1}) == "stored 1  ·  tokens 2"
    assert sheet_text(None) == "" and sheet_text({}) == ""
