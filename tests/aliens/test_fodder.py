"""Fodder rulings: the Wild joins only a side that invited you (FAQ P5); Overwhelm picks all its cards at
once (X14): each option is a whole set, and no second Overwhelm follows; the Super ignores Fodder's own
card but not the opponent's."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.cards.catalog import CARD_NAME


def _options(state: object, seat: int) -> list[dict[str, object]]:
    prompt = next(p for p in state.prompts if p.seat == seat)  # type: ignore[attr-defined]
    return [dict(o) for o in prompt.options]


def test_p5_wild_joins_only_an_inviting_side() -> None:
    data = encounter(
        ["Fodder", "", ""],
        {"0": ["Attack 12"], "1": ["Attack 12"], "2": ["Flare: Fodder", "Attack 06"]},
        "Attack 12",
        "Attack 12",
        invites=([], [2]),
        allies=({"seat": 2, "type": "decline"},),
    )
    joins = [o for o in _options(run(data).state, 2) if o.get("use") == "wild"]
    assert joins and {o["side"] for o in joins} == {"defense"}


def test_x14_overwhelm_is_one_choice_of_a_whole_set() -> None:
    data = encounter(
        ["Fodder", "", ""],
        {
            "0": ["Attack 06", "Attack 08", "Attack 10", "Attack 04", "Attack 20"],
            "1": ["Attack 15"],
            "2": ["Attack 06"],
        },
        "Attack 06",
        "Attack 15",
    )
    state = run(data).state
    sets = sorted(
        sorted(CARD_NAME[c] for c in o["cards"])  # type: ignore[union-attr]
        for o in _options(state, 0)
        if o.get("use") == "overwhelm"
    )
    assert sets == [["Attack 08"], ["Attack 08", "Attack 10"], ["Attack 10"]]
    data["actions"].append(
        {"seat": 0, "type": "power", "alien": "Fodder", "use": "overwhelm", "cards": ["Attack 10"]}
    )
    result = run(data)
    windows = [p for p in result.state.prompts if p.seat == 0 and p.ctx == "window"]
    assert not [o for p in windows for o in p.options if o.get("use") == "overwhelm"]
    assert decided(result)["offense_total"] == 6 + 10 + 3


def test_super_any_card_below_the_opponents() -> None:
    data = encounter(
        ["Fodder", "", ""],
        {
            "0": ["Attack 10", "Attack 04", "Attack 12", "Attack 20", "Flare: Fodder"],
            "1": ["Attack 12"],
            "2": ["Attack 06"],
        },
        "Attack 10",
        "Attack 12",
    )
    supers = [o for o in _options(run(data).state, 0) if o.get("use") == "super"]
    assert sorted(CARD_NAME[c] for o in supers for c in o["cards"]) == ["Attack 04"]  # type: ignore[union-attr]
