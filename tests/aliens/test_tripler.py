"""Tripler, FAQ V2: a Morph copies the value as revealed. If Tripler reveals the Morph against a 12, the
Morph becomes 12 and Thrice makes it 4; if Tripler reveals the 12 against a Morph, the Morph stays 12."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.aliens.tripler import thrice


def test_thrice_values() -> None:
    assert [thrice(v) for v in (0, 4, 10, 11, 12, 20, 40)] == [0, 12, 30, 4, 4, 7, 14]


def test_v2_tripler_morph_copies_then_divides() -> None:
    data = encounter(
        ["Tripler", "", ""],
        {"0": ["Morph", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Morph",
        "Attack 12",
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 4 + 3, "defense_total": 12 + 4}


def test_v2_opponent_morph_keeps_the_value_revealed() -> None:
    data = encounter(
        ["Tripler", "", ""],
        {"0": ["Attack 12", "Attack 04"], "1": ["Morph"], "2": ["Attack 06"]},
        "Attack 12",
        "Morph",
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 4 + 3, "defense_total": 12 + 4}


def test_faq_a_kicker_multiplies_the_tripled_value() -> None:
    # 08 with a x2 kicker is tripled to 24 and then doubled: 48 + 3 (doubled first, 16 would become 6).
    data = encounter(
        ["Tripler", "", ""],
        {"0": ["Attack 08", "Kicker x2"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        config={"incursion": True, "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 48 + 3, "defense_total": 20 + 4}
