"""The hot-seat check itself: people clicking through real windows, every frame checked for leaks.

``make test`` runs it on a few seeds with two and three people (parts of games, to keep the suite fast;
``main.py hotseat-check`` plays whole games). It must find no leak and no screen that disagrees with the
engine, and it must find leaks when the table stops hiding a person's secrets (the check is not blind).
"""

from __future__ import annotations

import pytest

from game.ui.hotseat_check import run_check
from game.ui.scenes.table import TableScene


@pytest.mark.parametrize(("people", "bots", "seed"), [(2, 3, 42), (2, 3, 7), (3, 2, 5), (2, 1, 11)])
def test_people_at_one_screen_see_only_their_own_secrets(people: int, bots: int, seed: int) -> None:
    report = run_check(people, bots, seed, games=1, max_frames=1500)
    assert report.leaks == []
    assert report.screen_mismatches == []
    assert report.curtains >= 3 and report.window_pauses >= 10 and report.decisions >= 20


def test_the_check_sees_a_hand_left_on_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TableScene, "_table_owns", lambda self: None)
    report = run_check(2, 3, 42, games=1, max_frames=800)
    kinds = {leak["what"] for leak in report.leaks}
    assert "card faces" in kinds and "a seat's private view on screen" in kinds
