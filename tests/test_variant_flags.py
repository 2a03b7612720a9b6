"""The table switches on the command line: each flag sets its GameConfig field, and a game's flags can be
written back to repeat it."""

from __future__ import annotations

import argparse

from game.config import default_config
from game.variant_flags import add_variant_flags, variant_flags_text, variants_from


def parse(*argv: str) -> dict[str, object]:
    parser = argparse.ArgumentParser()
    add_variant_flags(parser)
    return variants_from(parser.parse_args(list(argv)))


def test_no_flag_leaves_the_base_table() -> None:
    assert parse() == {}


def test_each_flag_sets_its_switch() -> None:
    variants = parse("--tech", "--hidden-powers", "--four-planets", "--single-encounter")
    assert variants == {"tech": True, "hidden_powers": True, "four_planets": True, "second_encounter": False}
    config = default_config(4, **variants)
    assert config.planets_per_player == 4 and not config.second_encounter and config.tech


def test_the_flags_are_written_back_to_repeat_a_game() -> None:
    variants = parse("--four-planets", "--single-encounter")
    assert parse(*variant_flags_text(variants).split()) == variants
