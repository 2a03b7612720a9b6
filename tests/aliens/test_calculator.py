"""Calculator, FAQ V2/T8: the equalize changes values after a Morph has copied the card as revealed."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

EQUALIZE = {"seat": 1, "type": "power", "alien": "Calculator", "use": "equalize"}


def test_v2_morph_copies_the_unmodified_value() -> None:
    # The offense's Morph copies the defense's 20 (not a reduced value); two equal cards are not changed.
    data = encounter(
        ["", "Calculator", ""],
        {"0": ["Morph"], "1": ["Attack 20", "Attack 04"], "2": ["Attack 06"]},
        "Morph",
        "Attack 20",
        after=(EQUALIZE,),
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 20 + 3, "defense_total": 20 + 4}


def test_equalize_needs_two_attacks() -> None:
    data = encounter(
        ["", "Calculator", ""],
        {"0": ["Attack 20"], "1": ["Negotiate", "Attack 04"], "2": ["Attack 06"]},
        "Attack 20",
        "Negotiate",
        after=(EQUALIZE,),
    )
    result = run(data)
    assert decided(result)["winner"] == "offense"
    assert not [e for e in result.events if e.kind == "card_value_changed"]


def test_faq_a_kicker_multiplies_after_calculator_wild() -> None:
    # The offense's 20 with a x2 kicker; the defense's Calculator Wild makes it 8 first, then the kicker
    # doubles it: 16 + 3 = 19 beats 12 + 4 = 16 (kicked first it would be 40 - 12 = 28).
    data = encounter(
        ["", "", ""],
        {
            "0": ["Attack 20", "Kicker x2"],
            "1": ["Attack 12", "Flare: Calculator", "Attack 04"],
            "2": ["Attack 06"],
        },
        "Attack 20",
        "Attack 12",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=({"seat": 1, "type": "play", "card": "Flare: Calculator", "half": "wild", "use": "wild"},),
        config={"incursion": True, "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 16 + 3, "defense_total": 12 + 4}
