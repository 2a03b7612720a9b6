"""The scenario machinery the rule tests stand on (docs/scenarios.md): setup overrides do what they say,
card names resolve, expectations really compare, and ``main.py scenario`` prints the documented keys.

If any of these broke, a scenario could pass without proving its rule.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

import main
from game.cards.catalog import CARD_NAME
from game.scenario import ScenarioError, check_expectations, load_scenario, named_cards, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"

BASE: dict[str, Any] = {
    "config": {"players": 3},
    "setup": {
        "first_player": 0,
        "hands": {"0": ["Attack 08", "Attack 08"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "destiny_top": ["blue"],
    },
}


def _with(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(BASE))
    for key, value in changes.items():
        if key in data["setup"] or key in ("deck", "discard", "destiny_deck", "deck_top", "ships"):
            data["setup"][key] = value
        else:
            data[key] = value
    return data


def test_expectations_catch_wrong_values() -> None:
    result = run_scenario(BASE)
    right = {"defense": 1, "hand_sizes": [2, 1, 1], "prompts": [[0, "launch_aim"]], "warp": [0, 0, 0]}
    assert check_expectations(result, right) == []
    for key, wrong in {"defense": 2, "hand_sizes": [8, 8, 8], "prompts": [], "warp": [1, 0, 0]}.items():
        assert len(check_expectations(result, {key: wrong})) == 1
    assert check_expectations(result, {"colonies": {"0": {"0": 4}}}) != []
    assert check_expectations(result, {"event_order": ["destiny_drawn", "encounter_started"]}) != []
    assert check_expectations(result, {"event_order": ["encounter_started", "destiny_drawn"]}) == []
    assert check_expectations(result, {"event_data": [{"kind": "defense_chosen", "seat": 2}]}) != []


def test_unknown_expectation_keys_are_reported() -> None:
    assert check_expectations(run_scenario(BASE), {"winnners": []}) == ["unknown expectation 'winnners'"]


def test_unknown_setup_keys_are_refused() -> None:
    data = _with()
    data["setup"]["hand"] = {}
    with pytest.raises(ScenarioError):
        run_scenario(data)


def test_unchanged_needs_a_refused_action() -> None:
    result = run_scenario(BASE)
    assert check_expectations(result, {"unchanged": True}) != []
    refused = run_scenario(_with(actions=[{"seat": 1, "type": "aim", "planet": 5}]))
    assert check_expectations(refused, {"unchanged": True, "error": "not_your_prompt"}) == []


def test_exact_deck_and_discard() -> None:
    """``deck`` is the whole deck (first listed drawn first); unplaced cosmic cards leave the game."""
    result = run_scenario(_with(deck=["Attack 10", "Negotiate"], discard=["Morph"]))
    state = result.state
    assert [CARD_NAME[c] for c in reversed(state.deck)] == ["Attack 10", "Negotiate"]
    assert [CARD_NAME[c] for c in state.discard] == ["Morph"]
    assert sum(len(h) for h in state.hands) == 4


def test_deck_top_keeps_the_rest_of_the_deck() -> None:
    state = run_scenario(_with(deck_top=["Morph", "Quash"])).state
    assert [CARD_NAME[c] for c in state.deck[-2:]] == ["Quash", "Morph"]
    assert len(state.deck) == 82 - 4


def test_exact_destiny_deck() -> None:
    data = _with(destiny_deck=["purple", "wild"])
    del data["setup"]["destiny_top"]
    state = run_scenario(data).state
    assert state.enc.defense == 2  # purple drawn first
    assert len(state.destiny_deck) == 1 and len(state.destiny_discard) == 13


def test_card_names_in_actions_resolve_to_distinct_copies() -> None:
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 08"},
    ]
    result = run_scenario(_with(actions=actions))
    assert result.error is None and result.applied == 5
    assert CARD_NAME[result.state.answers[0]["card"]] == "Attack 08"
    hand = result.state.hands[0]
    resolved = named_cards({"terms": {"offense": {"cards": ["Attack 08", "Attack 08"]}}}, hand)
    ids = resolved["terms"]["offense"]["cards"]
    assert sorted(ids) == sorted(hand) and ids[0] != ids[1]
    with pytest.raises(ScenarioError):
        run_scenario(_with(actions=[*actions[:4], {"seat": 0, "type": "encounter_card", "card": "Morph"}]))


def test_every_scenario_file_names_its_rule() -> None:
    files = sorted(SCENARIOS.glob("*.toml"))
    assert files
    for path in files:
        first = path.read_text().splitlines()[0]
        assert first.startswith("# ") and ":" in first, path.name
        assert "expect" in load_scenario(path), path.name


def test_command_line_json(capsys: pytest.CaptureFixture[str]) -> None:
    """``python main.py scenario FILE --json`` prints events, state and prompts; a refusal adds error."""
    assert main.main(["scenario", str(SCENARIOS / "r3-4-2-destiny-wild.toml"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"events", "state", "prompts"} <= set(out) and "error" not in out
    assert out["state"]["encounter"]["defense"] == 2
    assert main.main(["scenario", str(SCENARIOS / "refused-wrong-seat.toml"), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["code"] == "not_your_prompt"


def _event_kinds_in_engine() -> set[str]:
    """Every event kind the engine can emit: the string literals naming the kind in ``note(...)`` calls."""
    kinds: set[str] = set()
    for path in (Path(__file__).parent.parent / "game").rglob("*.py"):
        for call in re.findall(r"note\(\s*ev,\s*([^=)]*)", path.read_text()):
            kinds.update(re.findall(r'"([a-z_]+)"', call))
    return kinds


def test_scenarios_only_name_real_event_kinds() -> None:
    """A misspelt kind in ``no_events`` would pass without proving anything; every kind a scenario names
    must be one the engine emits."""
    known = _event_kinds_in_engine()
    assert {"card_played", "power_lost", "colony_gained", "game_over"} <= known
    for path in sorted(SCENARIOS.glob("*.toml")):
        expect = load_scenario(path)["expect"]
        named = list(expect.get("events", [])) + list(expect.get("no_events", []))
        named += list(expect.get("event_counts", {})) + list(expect.get("event_order", []))
        named += [want["kind"] for want in expect.get("event_data", [])]
        unknown = sorted(set(named) - known)
        assert not unknown, f"{path.name} names unknown event kinds {unknown}"


def test_the_worked_example_in_the_docs_passes() -> None:
    """docs/scenarios.md shows a complete scenario; it must stay a passing one."""
    doc = (Path(__file__).parent.parent / "docs" / "scenarios.md").read_text()
    match = re.search(r"```toml\n(.*?)```", doc, re.S)
    assert match is not None
    data = tomllib.loads(match.group(1))
    assert data["expect"]
    assert check_expectations(run_scenario(data), data["expect"]) == []
