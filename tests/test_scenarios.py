"""Every rule scenario in tests/scenarios/*.toml: play it and compare the outcome with its [expect] table.

A failure is reported under the file's name, which names the rule or FAQ ruling it proves.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenario import check_expectations, load_scenario, run_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.toml"))


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 100


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    data = load_scenario(path)
    expect = data.get("expect")
    assert isinstance(expect, dict) and expect, f"{path.name} has no [expect] table"
    first = path.read_text().lstrip().splitlines()[0]
    assert first.startswith("#"), f"{path.name} must open with a comment naming its rule"
    result = run_scenario(data)
    assert check_expectations(result, expect) == []
