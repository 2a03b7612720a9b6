"""Cudgel: the FAQ's rulings that are not scenario files: the Super works only when played, each time the
power is used; ships lost to Cudgel Wild are a separate effect, so Ghoul does not feast on them."""

from __future__ import annotations

from game.scenario import load_scenario, run_scenario
from tests.aliens.encounter_kit import encounter, run
from tests.aliens.ledger_kit import options


def test_faq_the_super_must_be_played_for_the_allies_to_be_smashed() -> None:
    # The Super scenario without the Super: the defense loses its extra ships, its ally nothing more.
    data = load_scenario("tests/scenarios/aliens/cudgel-super-smashes-allies.toml")
    data["actions"] = data["actions"][:-2]
    result = run_scenario(data)
    assert result.error is None, result.error
    assert options(result, 0)  # the Super is still offered: the power alone does not reach the allies
    data["actions"].append({"seat": 0, "type": "pass"})
    result = run_scenario(data)
    assert result.error is None, result.error
    assert not [p for p in result.state.prompts if p.ctx == "lose_ships"]
    assert result.state.warp[2] == 1  # the ally's one losing ship, nothing extra


def test_faq_ghoul_does_not_feast_on_ships_cudgel_wild_sends_to_the_warp() -> None:
    # Ghoul (offense) wins and plays Cudgel Wild: seat 2's two ships on planet 5 go to the warp too, but
    # the feast counts only the defense's four losing ships.
    data = encounter(
        ["Ghoul", "", ""],
        {
            "0": ["Attack 12", "Flare: Cudgel", "Attack 10"],
            "1": ["Attack 04", "Attack 06"],
            "2": ["Attack 06"],
        },
        "Attack 12",
        "Attack 04",
        after=({"seat": 0, "type": "play", "card": "Flare: Cudgel", "half": "wild", "use": "wild"},),
        setup={"ships": {"2": {"5": 2, "10": 4, "11": 4, "12": 4, "13": 4, "14": 2}}},
        config={"incursion": True},
    )
    result = run(data)
    assert result.state.warp[1:] == [4, 2]
    assert [e.data["rewards"] for e in result.events if e.kind == "feast"] == [4]
