"""Sapient (Cosmic Alliance): tokens as an ally (one for a win, one per ship it had there for a loss, one more
either way in the four-planet game, none for a deal), added to its side's total as an ally of two attacks
(kept); the Wild (+1 per home colony as an ally) and the Super (twice the tokens)."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run, run_with_extra

from game.scenario import ScenarioResult

ALLIANCE = {"expansions": ["alliance"]}


def allied(
    off: str, dfn: str, ships: int = 2, *, hand: tuple[str, ...] = ("Attack 05",), **kw: Any
) -> dict[str, Any]:
    """Seat 2 (Sapient) joins the offense with ``ships`` ships from planet 10."""
    hands = {"0": [off, "Attack 01"], "1": [dfn, "Attack 06"], "2": list(hand)}
    return encounter(
        ["", "", "Sapient"],
        hands,
        off,
        dfn,
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, ships]]},),
        config={**ALLIANCE, **kw.pop("config", {})},
        **kw,
    )


def gained(result: ScenarioResult) -> list[int]:
    return [e.data["count"] for e in result.events if e.kind == "tokens_gained"]


def test_a_win_as_an_ally_earns_one_token() -> None:
    result = run(allied("Attack 12", "Attack 04"))
    assert gained(result) == [1] and result.state.extra["Sapient/2"] == 1


def test_a_loss_as_an_ally_earns_a_token_per_ship_it_had_there() -> None:
    result = run(allied("Attack 04", "Attack 20", ships=3))
    assert gained(result) == [3] and result.state.extra["Sapient/2"] == 3


def test_one_more_in_the_four_planet_game() -> None:
    data = allied("Attack 12", "Attack 04", config={"four_planets": True})
    data["actions"][0]["planet"] = 4  # seat 1's first planet at four planets a player
    data["actions"][1]["ships"] = [[0, 3]]
    data["actions"][4]["ships"] = [[8, 2]]
    assert gained(run(data)) == [2]


def test_no_tokens_for_a_deal_or_when_not_an_ally() -> None:
    data = allied("Negotiate", "Negotiate")
    data["actions"] += [
        {"seat": 2, "type": "place", "ships": [[10, 2]]},
        {"seat": 0, "type": "deal_fail"},
        {"seat": 0, "type": "lose", "ships": [["gate", 3]]},
        {"seat": 1, "type": "lose", "ships": [[5, 3]]},
    ]
    assert gained(run(data)) == []
    alone = encounter(["", "", "Sapient"], {"0": ["Attack 12"], "1": ["Attack 04"]}, "Attack 12", "Attack 04")
    alone["config"].update(ALLIANCE)
    assert gained(run(alone)) == []


def test_its_tokens_add_to_its_side_once_two_attacks_are_revealed_and_are_kept() -> None:
    result = run_with_extra(allied("Attack 04", "Attack 12"), {"Sapient/2": 6})
    # 4 + 3 ships + 2 allied ships + 6 tokens = 15 against 12 + 4 = 16: still lost, tokens kept
    assert decided(result)["offense_total"] == 15
    assert result.state.extra["Sapient/2"] == 6 + 2


def test_no_tokens_added_against_a_negotiate() -> None:
    result = run_with_extra(allied("Attack 04", "Negotiate"), {"Sapient/2": 6})
    assert [e for e in result.events if e.kind == "total_bonus"] == []


def test_wild_adds_one_per_home_colony_as_an_ally() -> None:
    hands = {"0": ["Attack 04", "Attack 01"], "1": ["Attack 12", "Attack 06"], "2": ["Flare: Sapient"]}
    after = ({"seat": 2, "type": "play", "card": "Flare: Sapient", "half": "wild", "use": "wild"},)
    data = encounter(
        ["", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        after=after,
        config=ALLIANCE,
    )
    result = run(data)
    assert decided(result)["offense_total"] == 4 + 3 + 2 + 5  # five home colonies


def test_super_doubles_the_tokens_gained() -> None:
    after = ({"seat": 2, "type": "play", "card": "Flare: Sapient", "half": "super", "use": "super"},)
    result = run(allied("Attack 04", "Attack 20", ships=3, hand=("Flare: Sapient",), after=after))
    assert gained(result) == [6]
