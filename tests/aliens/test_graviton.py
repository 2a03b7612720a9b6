"""Graviton (Cosmic Conflict): "tens" or "ones" called before the reveal; every revealed attack keeps only
that digit. FAQ: a negative card stays negative, a one-digit result keeps its leading 0 for Mirror (with the
Graviton Wild a reversed 08 counts as 00), kickers multiply after the change, and the Super is a Planning
use (erratum)."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run

from game.aliens.graviton import keep_digit

CONFLICT: dict[str, Any] = {"expansions": ["conflict"]}


def gravity(seat: int, digit: str) -> dict[str, Any]:
    return {"seat": seat, "type": "power", "alien": "Graviton", "use": "gravity", "digit": digit}


def test_keep_digit() -> None:
    assert [keep_digit(v, "tens") for v in (40, 9, 13, 0, -7, -13)] == [4, 0, 1, 0, 0, -1]
    assert [keep_digit(v, "ones") for v in (40, 9, 13, 0, -7, -13)] == [0, 9, 3, 0, -7, -3]


def _attack(
    off: str, dfn: str, *after: dict[str, Any], graviton: int = 0, hands: Any = None
) -> dict[str, Any]:
    aliens = ["", "", ""]
    aliens[graviton] = "Graviton"
    return encounter(
        aliens,
        hands or {"0": [off, "Attack 04"], "1": [dfn, "Attack 01"], "2": ["Attack 06"]},
        off,
        dfn,
        config=CONFLICT,
        after=after,
    )


def test_tens_turns_a_big_attack_small() -> None:
    # 40 + 3 ships against 09 + 4: with tens, 4 + 3 = 7 against 0 + 4.
    result = run(_attack("Attack 40", "Attack 09", gravity(0, "tens")))
    assert decided(result) == {"winner": "offense", "offense_total": 7, "defense_total": 4}


def test_ones_as_the_defense() -> None:
    # 40 + 3 against 09 + 4: with ones, 0 + 3 against 9 + 4.
    result = run(_attack("Attack 40", "Attack 09", gravity(1, "ones"), graviton=1))
    assert decided(result) == {"winner": "defense", "offense_total": 3, "defense_total": 13}


def test_gravity_is_optional() -> None:
    result = run(_attack("Attack 40", "Attack 09", {"seat": 0, "type": "pass"}))
    assert decided(result) == {"winner": "offense", "offense_total": 43, "defense_total": 13}


def test_faq_a_negative_card_stays_negative() -> None:
    # A-Graviton-1: -07 with ones is still -7.
    data = _attack(
        "Attack 06",
        "Attack -07",
        gravity(0, "ones"),
        hands={"0": ["Attack 06", "Attack 04"], "1": ["Attack -07", "Attack 01"], "2": ["Attack 06"]},
    )
    data["config"] = {**data["config"], "expansions": ["conflict", "incursion"], "rewards": "deck"}
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 6 + 3, "defense_total": -7 + 4}


def test_faq_one_digit_keeps_its_leading_zero_for_mirror() -> None:
    # A-Graviton-1, A-Mirror-2: Graviton's tens makes 40 a 4 (written 04); Mirror then reverses it to 40.
    data = encounter(
        ["Graviton", "Mirror", ""],
        {"0": ["Attack 40"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 40",
        "Attack 12",
        config=CONFLICT,
        after=(gravity(0, "tens"), {"seat": 1, "type": "power", "alien": "Mirror", "use": "reversal"}),
    )
    # 40 -> 4 -> 40 (offense); 12 -> 1 -> 10 (defense)
    assert decided(run(data)) == {"winner": "offense", "offense_total": 43, "defense_total": 14}


def test_faq_kickers_multiply_after_the_digit_is_kept() -> None:
    # V5: 15 with tens is 1, doubled by the kicker: 2 (the defense's 04 keeps its tens: 0).
    data = encounter(
        ["Graviton", "", ""],
        {"0": ["Attack 15", "Kicker x2"], "1": ["Attack 04"], "2": ["Attack 06"]},
        "Attack 15",
        "Attack 04",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(gravity(0, "tens"),),
        config={"expansions": ["conflict", "incursion"], "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 2 + 3, "defense_total": 0 + 4}


def test_a_morph_copies_the_card_as_revealed_then_keeps_one_digit() -> None:
    data = _attack(
        "Attack 23",
        "Morph",
        gravity(0, "ones"),
        hands={"0": ["Attack 23"], "1": ["Morph"], "2": ["Attack 06"]},
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 3 + 3, "defense_total": 3 + 4}


def test_wild_keeps_the_ones_digit() -> None:
    data = encounter(
        ["", "", "Graviton"],
        {"0": ["Attack 40", "Flare: Graviton"], "1": ["Attack 09"], "2": ["Attack 06"]},
        "Attack 40",
        "Attack 09",
        config=CONFLICT,
        after=({"seat": 0, "type": "play", "card": "Flare: Graviton", "half": "wild", "use": "wild"},),
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 3, "defense_total": 13}


def test_faq_mirror_with_the_graviton_wild_a_reversed_08_counts_as_00() -> None:
    # F-Graviton-W1: Mirror reverses 08 into 80, and the Wild keeps its ones digit: 0.
    data = encounter(
        ["Mirror", "", "Graviton"],
        {"0": ["Attack 08", "Flare: Graviton"], "1": ["Attack 05"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 05",
        config=CONFLICT,
        after=(
            {"seat": 0, "type": "power", "alien": "Mirror", "use": "reversal"},
            {"seat": 0, "type": "play", "card": "Flare: Graviton", "half": "wild", "use": "wild"},
        ),
    )
    # 08 -> 80 -> 0; 05 -> 50 -> 0
    assert decided(run(data)) == {"winner": "defense", "offense_total": 3, "defense_total": 4}


def test_faq_super_in_planning_changes_one_card_only() -> None:
    # F-Graviton-S1: the Super is played with the call, before the reveal (Planning), on one card.
    data = encounter(
        ["Graviton", "", ""],
        {"0": ["Attack 09", "Flare: Graviton"], "1": ["Attack 40"], "2": ["Attack 06"]},
        "Attack 09",
        "Attack 40",
        config=CONFLICT,
        after=(
            gravity(0, "tens"),
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Graviton",
                "half": "super",
                "use": "super",
                "only": "defense",
            },
        ),
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 9 + 3, "defense_total": 4 + 4}
