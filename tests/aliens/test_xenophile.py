"""Xenophile (Cosmic Conflict): 3 per foreign colony in its home system, added or taken, after two attacks;
colonies are counted per player on a planet (FFG forum reading); it keeps its power without home colonies;
the Wild (2 each) and the Super (2 more each) are rebuilt."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run

CONFLICT = {"expansions": ["conflict"]}
# seat 1 has a colony on planet 0 of Xenophile's system (seat 0); seat 2 on planets 0 and 1: 3 colonies
GUESTS = {"ships": {"1": {"0": 1, "5": 4, "6": 4, "7": 4, "8": 4}, "2": {"0": 1, "1": 1, "10": 4, "11": 4}}}


def _fight(off_card: str, def_card: str, hands: dict[str, list[str]], **kw: Any) -> dict[str, Any]:
    return encounter(["Xenophile", "", ""], hands, off_card, def_card, setup=GUESTS, config=CONFLICT, **kw)


def _welcome(sign: int, use: str = "welcome", seat: int = 0) -> dict[str, Any]:
    return {"seat": seat, "type": "power", "alien": "Xenophile", "use": use, "sign": sign}


def test_adds_three_per_foreign_colony_two_on_one_planet_count_twice() -> None:
    data = _fight("Attack 08", "Attack 10", {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 04"]})
    data["actions"].append(_welcome(1))
    result = run(data)
    assert decided(result)["offense_total"] == 8 + 3 + 3 * 3
    assert decided(result)["winner"] == "offense"


def test_may_subtract_instead() -> None:
    data = _fight("Attack 08", "Attack 10", {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 04"]})
    data["actions"].append(_welcome(-1))
    assert decided(run(data))["offense_total"] == 8 + 3 - 9


def test_must_choose_a_sign_no_pass() -> None:
    data = _fight("Attack 08", "Attack 10", {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 04"]})
    prompt = next(p for p in run(data).state.prompts if p.seat == 0)
    assert prompt.ctx == "mandatory_use"
    assert sorted(o["sign"] for o in prompt.options) == [-1, 1]


def test_nothing_against_a_negotiate() -> None:
    data = _fight("Attack 08", "Negotiate", {"0": ["Attack 08"], "1": ["Negotiate"], "2": ["Attack 04"]})
    state = run(data).state
    assert not [o for p in state.prompts for o in p.options if o.get("alien") == "Xenophile"]


def test_nothing_without_foreign_colonies() -> None:
    data = encounter(
        ["Xenophile", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 10",
        config=CONFLICT,
    )
    result = run(data)
    assert decided(result)["offense_total"] == 11


def test_as_the_defense_too() -> None:
    guests = {"ships": {"0": {"6": 1, "0": 4, "1": 4, "2": 4, "3": 4, "4": 3}}}
    data = encounter(
        ["", "Xenophile", ""],
        {"0": ["Attack 08"], "1": ["Attack 06"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 06",
        setup=guests,
        config=CONFLICT,
    )
    data["actions"].append(_welcome(1, seat=1))
    result = run(data)
    assert decided(result)["defense_total"] == 6 + 4 + 3  # 4 ships on planet 5; one foreign colony (planet 6)


def test_keeps_its_power_without_home_colonies() -> None:
    from game.hooks import POWERS

    assert POWERS["Xenophile"].keeps_power


def test_wild_two_per_colony_for_another_player() -> None:
    guests = {"ships": {"0": {"6": 1, "0": 4, "1": 4, "2": 4, "3": 4, "4": 3}}}
    data = encounter(
        ["", "", "Xenophile"],
        {"0": ["Attack 08"], "1": ["Attack 06", "Flare: Xenophile"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 06",
        setup=guests,
        config=CONFLICT,
    )
    data["actions"].append(
        {"seat": 1, "type": "play", "card": "Flare: Xenophile", "half": "wild", "use": "wild", "sign": 1}
    )
    result = run(data)
    assert decided(result)["defense_total"] == 6 + 4 + 2


def test_super_adds_two_more_per_colony() -> None:
    data = _fight(
        "Attack 08",
        "Attack 10",
        {"0": ["Attack 08", "Flare: Xenophile"], "1": ["Attack 10"], "2": ["Attack 04"]},
    )
    data["actions"].append(_welcome(1))
    data["actions"].append(
        {"seat": 0, "type": "play", "card": "Flare: Xenophile", "half": "super", "use": "super", "sign": 1}
    )
    assert decided(run(data))["offense_total"] == 8 + 3 + 9 + 6
