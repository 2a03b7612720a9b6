"""Virus's flare: the FAQ's rulings on ship counts (F7: a Macron ship or a Fungus stack counts as one
ship; Virus Wild with no allies multiplies by zero)."""

from __future__ import annotations

from tests.aliens.encounter_kit import decided, encounter, run

WILD = {"seat": 1, "type": "play", "card": "Flare: Virus", "half": "wild", "use": "wild"}
HANDS = {"0": ["Attack 10", "Attack 04"], "1": ["Attack 08", "Flare: Virus"], "2": ["Attack 05"]}


def test_faq_the_wild_with_no_allies_multiplies_by_zero() -> None:
    data = encounter(["", "", ""], HANDS, "Attack 10", "Attack 08", after=(WILD,))
    assert decided(run(data)) == {"winner": "offense", "offense_total": 10 + 3, "defense_total": 0 + 4}


def test_faq_f7_a_macron_ally_counts_one_ship_for_the_wild() -> None:
    # Macron allies with the defense with its one ship (worth 4 in totals); for Virus Wild it is one ship:
    # the defense's 08 x 1 + 4 ships = 12 loses to 10 + 3 (counted as 4 it would be 36).
    allies = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},)
    data = encounter(
        ["", "", "Macron"], HANDS, "Attack 10", "Attack 08", invites=([], [2]), allies=allies, after=(WILD,)
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 10 + 3, "defense_total": 8 * 1 + 4}
