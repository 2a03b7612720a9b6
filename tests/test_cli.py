"""The command line the rest of the project leans on: simulate (plain and --json) and watch."""

from __future__ import annotations

import json

import pytest

from main import main


def test_simulate_json_reports_every_documented_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "4", "--games", "5", "--seed", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "finished", "errors", "encounters_per_game", "seconds", "games_per_second"):
        assert key in out
    assert out["games"] == 5 and out["finished"] == 5 and out["errors"] == 0
    assert sum(out["wins_per_seat"]) >= 5  # shared wins count for every winner
    assert out["encounters_per_game"] > 0


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for _ in range(2):
        main(["simulate", "--players", "3", "--games", "4", "--seed", "11", "--json"])
        out = json.loads(capsys.readouterr().out)
        runs.append((out["wins_per_seat"], out["encounters_per_game"]))
    assert runs[0] == runs[1]


def test_simulate_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "5", "--games", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "games 2  finished 2  errors 0" in text
    assert "games/s" in text


def test_watch_narrates_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["watch", "--players", "3", "--seed", "5"]) == 0
    text = capsys.readouterr().out
    assert "The game begins" in text
    assert "--- Turn 1:" in text
    assert "win" in text.splitlines()[-2]
    assert "You drew" not in text  # the spectator's log holds no private event
