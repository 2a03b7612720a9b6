"""``main.py scenario FILE``: a file the engine cannot set up is reported as ``bad_scenario`` (exit 2, and
one JSON object with ``--json``), never a traceback; six seats with the Cosmic Incursion switch are a
table; the readable output names only real cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from main import main

INCURSION_ALIEN_WITHOUT_SWITCH = """
actions = []
[config]
players = 3
aliens = ["Ethic", "", ""]
"""

SIX_WITH_INCURSION = """
actions = []
[config]
players = 6
incursion = true
"""


def _file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "scenario.toml"
    path.write_text(text)
    return str(path)


def test_an_incursion_alien_without_the_switch_is_a_bad_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path, INCURSION_ALIEN_WITHOUT_SWITCH)
    assert main(["scenario", path, "--json"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["code"] == "bad_scenario" and "Incursion" in error["reason"]
    assert main(["scenario", path]) == 2
    assert capsys.readouterr().out.startswith("bad scenario: ")


def test_six_players_with_the_incursion_switch_sit_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["scenario", _file(tmp_path, SIX_WITH_INCURSION), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert "error" not in out
    assert [p["colour"] for p in out["state"]["players"]][-1] == "orange"


def test_a_fizzled_power_use_names_no_card(capsys: pytest.CaptureFixture[str]) -> None:
    # FAQ X6: Clone keeps its card first, so Filch's use fizzles: a power use, with no card behind it.
    assert main(["scenario", "tests/scenarios/aliens/clone-x6-before-filch.toml"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("play_fizzled_card")]
    assert lines == ["play_fizzled_card (to [0]): {'seat': 0, 'card': 'no card'}"]
