"""Warhawk (Cosmic Conflict): after the reveal, its opponent's negotiate is an attack 00, its own negotiate a
morph, two negotiates two attack 00s (mandatory). FAQ: an endless loop leaves attack 00s (erratum); Emotion
Control against it follows the timing chart (X2b); against Empath the offense acts first."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run

CONFLICT: dict[str, Any] = {"expansions": ["conflict"]}


def _fight(aliens: list[str], off: str, dfn: str, *after: dict[str, Any], **kw: Any) -> dict[str, Any]:
    hands = kw.pop("hands", None) or {"0": [off, "Attack 04"], "1": [dfn, "Attack 01"], "2": ["Attack 06"]}
    return encounter(aliens, hands, off, dfn, config=CONFLICT, after=after, **kw)


def test_the_opponents_negotiate_becomes_an_attack_00() -> None:
    result = run(_fight(["Warhawk", "", ""], "Attack 10", "Negotiate"))
    assert decided(result) == {"winner": "offense", "offense_total": 13, "defense_total": 4}


def test_its_own_negotiate_becomes_a_copy_of_the_opponents_card() -> None:
    result = run(_fight(["Warhawk", "", ""], "Negotiate", "Attack 06", launch=4))
    # a morph of the 06: 6 + 4 against 6 + 4, a tie goes to the defense
    assert decided(result) == {"winner": "defense", "offense_total": 10, "defense_total": 10}


def test_as_the_defense_too() -> None:
    result = run(_fight(["", "Warhawk", ""], "Negotiate", "Attack 06"))
    assert decided(result) == {"winner": "defense", "offense_total": 3, "defense_total": 10}


def test_two_negotiates_are_two_attack_00s() -> None:
    result = run(_fight(["Warhawk", "", ""], "Negotiate", "Negotiate"))
    assert decided(result) == {"winner": "defense", "offense_total": 3, "defense_total": 4}


def test_faq_x2b_the_defenses_emotion_control_forces_an_offensive_warhawk_to_negotiate() -> None:
    # The Warhawk (offense) acts first on the timing chart; the defense's Emotion Control comes after it.
    data = _fight(
        ["Warhawk", "", ""],
        "Attack 10",
        "Negotiate",
        {"seat": 1, "type": "play", "card": "Emotion Control"},
        hands={"0": ["Attack 10", "Attack 04"], "1": ["Negotiate", "Emotion Control"], "2": ["Attack 06"]},
    )
    assert decided(run(data)) == {"winner": "deal"}


def test_faq_the_offenses_emotion_control_against_a_defensive_warhawk_comes_first_so_attack_00s() -> None:
    # The offense's artifact is earlier on the timing chart than the defensive Warhawk: the Warhawk's
    # conversion comes after it, and a conversion undone and made again ends as attack 00s (erratum).
    data = _fight(
        ["", "Warhawk", ""],
        "Negotiate",
        "Attack 10",
        {"seat": 0, "type": "play", "card": "Emotion Control"},
        hands={"0": ["Negotiate", "Emotion Control"], "1": ["Attack 10", "Attack 04"], "2": ["Attack 06"]},
    )
    result = run(data)
    assert decided(result) == {"winner": "defense", "offense_total": 3, "defense_total": 4}


def test_against_empath_the_warhawk_converts_first_and_no_harmony_is_left() -> None:
    data = _fight(["Warhawk", "Empath", ""], "Attack 10", "Negotiate")
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 13, "defense_total": 4}
    assert [e.data["alien"] for e in result.events if e.kind == "power_used"] == ["Warhawk"]


def test_wild_turns_the_opponents_negotiate_into_an_attack_00() -> None:
    data = _fight(
        ["", "", "Warhawk"],
        "Attack 10",
        "Negotiate",
        {"seat": 0, "type": "play", "card": "Flare: Warhawk", "half": "wild", "use": "wild"},
        hands={"0": ["Attack 10", "Flare: Warhawk"], "1": ["Negotiate", "Attack 01"], "2": ["Attack 06"]},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 13, "defense_total": 4}


def test_super_adds_five_after_a_change() -> None:
    data = _fight(
        ["Warhawk", "", ""],
        "Negotiate",
        "Attack 06",
        {"seat": 0, "type": "play", "card": "Flare: Warhawk", "half": "super", "use": "super"},
        hands={"0": ["Negotiate", "Flare: Warhawk"], "1": ["Attack 06", "Attack 01"], "2": ["Attack 06"]},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 6 + 3 + 5, "defense_total": 10}
