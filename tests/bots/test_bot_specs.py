"""Strength specs: a seat's strength may carry the hard bot's options (``hard:samples=6:budget=0.139``), so
one tournament can seat two differently set hard bots; a bad spec is refused with a message that says
what is wrong."""

from __future__ import annotations

import argparse

import pytest

from game.bots import make_bot, parse_strength, strength_label
from game.bots.hard import DEFAULT_BUDGET, DEFAULT_SAMPLES, HardBot
from game.bots.tournament import format_summary, run_cli, tournament


@pytest.mark.parametrize(
    ("spec", "strength", "options"),
    [
        ("hard", "hard", {}),
        ("normal", "normal", {}),
        ("hard:samples=12", "hard", {"samples": 12}),
        ("hard:samples=6:budget=0.139", "hard", {"samples": 6, "budget": 0.139}),
        (" hard : budget = 0 ", "hard", {"budget": 0.0}),
    ],
)
def test_a_spec_names_the_strength_and_the_hard_bots_options(
    spec: str, strength: str, options: dict[str, float]
) -> None:
    assert parse_strength(spec) == (strength, options)


@pytest.mark.parametrize(
    ("spec", "complaint"),
    [
        ("expert", "unknown bot strength 'expert'"),
        ("", "unknown bot strength ''"),
        ("normal:samples=2", "only the hard bot takes options"),
        ("hard:depth=3", "unknown option 'depth'"),
        ("hard:samples", "needs a value"),
        ("hard:samples=", "needs a value"),
        ("hard:samples=0", "samples='0' is not a whole number"),
        ("hard:samples=1.5", "samples='1.5' is not a whole number"),
        ("hard:budget=-1", "budget='-1' is not seconds per decision"),
        ("hard:budget=nan", "budget='nan'"),
        ("hard:budget=fast", "budget='fast'"),
        ("hard:samples=2:samples=3", "'samples' is given twice"),
    ],
)
def test_a_bad_spec_is_refused_with_what_is_wrong(spec: str, complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint.replace("(", r"\(").replace(".", r"\.")):
        parse_strength(spec)


def test_two_spellings_of_one_bot_have_one_label() -> None:
    assert strength_label("hard:budget=0.25:samples=06") == "hard:samples=6:budget=0.25"
    assert strength_label("hard:samples=6:budget=0.25") == "hard:samples=6:budget=0.25"
    assert strength_label("hard:budget=0") == "hard:budget=0"
    assert strength_label("normal") == "normal"


def test_a_spec_sets_the_hard_bot_and_wins_over_the_table_wide_options() -> None:
    plain = make_bot("hard", 1)
    assert isinstance(plain, HardBot)
    assert (plain.samples, plain.budget) == (DEFAULT_SAMPLES, DEFAULT_BUDGET)
    own = make_bot("hard:samples=3:budget=0", 1, samples=9, budget=0.5)
    assert isinstance(own, HardBot) and own.samples == 3 and own.budget is None  # 0: no clock
    mixed = make_bot("hard:samples=3", 1, budget=0.5)
    assert isinstance(mixed, HardBot) and (mixed.samples, mixed.budget) == (3, 0.5)
    with pytest.raises(ValueError, match="unknown option"):
        make_bot("hard:depth=2", 1)


def test_a_tournament_seats_two_differently_set_hard_bots_each_in_its_own_row() -> None:
    # one sample each, so it is quick: the second bot's clock (0.1 ms) stops it after its first sample
    seats = ["hard:samples=1:budget=0", "hard:samples=2:budget=0.0001", "normal"]
    summary = tournament(seats, 3, seed=2)
    assert summary["errors"] == 0 and summary["unfinished"] == 0
    rows = {r["strength"]: r for r in summary["strengths"]}
    assert list(rows) == seats
    assert all(r["seat_games"] == 3 for r in rows.values())  # seats rotate: each plays every game once
    assert "hard:samples=2:budget=0.0001 win rate" in format_summary(summary)


def _args(seats: str, players: int) -> argparse.Namespace:
    return argparse.Namespace(
        seats=seats,
        players=players,
        games=1,
        seed=0,
        aliens="none",
        budget=None,
        samples=None,
        jobs=1,
        json=True,
    )


def test_the_tournament_command_refuses_a_bad_spec_before_playing(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(_args("hard,hard:sample=6,normal", 3)) == 2
    assert "unknown option 'sample'" in capsys.readouterr().err
