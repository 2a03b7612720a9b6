"""Mirror, FAQ V8: values are written with two digits, so a one-digit value has a leading 0 to swap."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.aliens.mirror import reverse_digits


def test_v8_two_digit_reversal() -> None:
    assert [reverse_digits(v) for v in (8, 20, 15, 0, 40, 42, -7)] == [80, 2, 51, 0, 4, 24, -70]


def test_reversal_covers_a_morph_copy_separately() -> None:
    # V2: the Morph copies the 13 as revealed, then both attacks are reversed on their own: 31 each.
    data = encounter(
        ["Mirror", "", ""],
        {"0": ["Attack 13", "Attack 04"], "1": ["Morph"], "2": ["Attack 06"]},
        "Attack 13",
        "Morph",
        after=({"seat": 0, "type": "power", "alien": "Mirror", "use": "reversal"},),
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 31 + 3, "defense_total": 31 + 4}


def test_faq_a_kicker_multiplies_the_reversed_value() -> None:
    # 08 with a x2 kicker is reversed to 80 and then doubled: 160 + 3 (doubled first, 16 would become 61).
    data = encounter(
        ["Mirror", "", ""],
        {"0": ["Attack 08", "Kicker x2"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=({"seat": 0, "type": "power", "alien": "Mirror", "use": "reversal"},),
        config={"incursion": True, "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 160 + 3, "defense_total": 2 + 4}
