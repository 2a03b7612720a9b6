"""The head-to-head of benchmarks/hard_vs_today.py: each seed is played twice so that every seat is played by
each bot once, and the paired difference counts only seeds whose two games both ended cleanly."""

from __future__ import annotations

import pytest

from benchmarks.hard_vs_today import mixes, paired, report, work
from game.bots.tournament import GameRecord

NEW, OLD = "hard:samples=10:budget=0", "hard:samples=6:budget=0"


def test_the_two_seatings_of_a_seed_turn_every_seat_round() -> None:
    first, second = mixes(NEW, OLD, 5)
    assert first == [NEW, OLD, NEW, OLD, NEW]
    assert all({a, b} == {NEW, OLD} for a, b in zip(first, second, strict=True))


def test_each_seed_and_seat_is_played_by_both_bots() -> None:
    items = work(NEW, OLD, 5, 7, 100, "random")
    assert len(items) == 14
    for i in range(7):
        a, b = items[2 * i], items[2 * i + 1]
        assert a[1] == b[1] == 100 + i  # one seed, two games
        assert all({x, y} == {NEW, OLD} for x, y in zip(a[2], b[2], strict=True))


def test_the_paired_difference_is_the_new_bots_wins_minus_the_old_ones_per_seat_game() -> None:
    first, second = mixes(NEW, OLD, 5)
    records = [
        GameRecord(0, 1, first, [0], True),  # new wins
        GameRecord(0, 1, second, [0, 1], True),  # old and new share a win
        GameRecord(1, 2, first, [1], True),  # old wins
        GameRecord(1, 2, second, [1], True),  # new wins
        GameRecord(2, 3, first, [0], True),
        GameRecord(2, 3, second, [], False),  # unfinished: the seed is left out of the pairs
    ]
    got = paired(records, NEW, OLD)
    assert got["seeds"] == 2
    assert got["difference"] == pytest.approx(((2 - 1) + (1 - 1)) / 5 / 2)
    summary = report(records, NEW, OLD, 5)
    assert summary["unfinished"] == 1 and summary["paired"] == got
    rows = {r["strength"]: r for r in summary["strengths"]}
    assert rows[NEW]["seat_games"] + rows[OLD]["seat_games"] == 6 * 5
