"""Industrialist (Cosmic Conflict): its lost attacks build a face-up stack; each attack it reveals adds or
subtracts the stack's sum; the opponent that beat its attack lets it win instead or lets it stack the card.
FAQ: the power's icon is Reveal (erratum); "letting it win" is the final result, a Loser upset included."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run, run_with_extra

from game.cards.catalog import CARD_NAME
from game.narrate import narrate

CONFLICT: dict[str, Any] = {"expansions": ["conflict"]}


def _ended(result: Any) -> str:
    return str(next(e.data["outcome"] for e in result.events if e.kind == "encounter_ended"))


def _stack_ids(names: list[str]) -> list[int]:
    """Card ids of attack faces for a stack (distinct copies not dealt in the test hands)."""
    ids: list[int] = []
    for name in names:
        ids.append(next(i for i in range(len(CARD_NAME)) if CARD_NAME[i] == name and i not in ids))
    return ids


def test_a_lost_attack_goes_on_the_stack_when_the_opponent_will_not_concede() -> None:
    data = encounter(
        ["Industrialist", "", ""],
        {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        config=CONFLICT,
        after=({"seat": 1, "type": "industrialist_build", "concede": False},),
    )
    result = run(data)
    assert decided(result)["winner"] == "defense"
    assert [CARD_NAME[c] for c in result.state.extra["Industrialist/0"]] == ["Attack 04"]
    assert "Attack 04" not in [CARD_NAME[c] for c in result.state.discard]
    assert _ended(result) == "defense"


def test_the_opponent_may_let_it_win_instead() -> None:
    data = encounter(
        ["Industrialist", "", ""],
        {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        config=CONFLICT,
        after=({"seat": 1, "type": "industrialist_build", "concede": True},),
    )
    result = run(data)
    assert _ended(result) == "offense"
    assert result.state.extra.get("Industrialist/0", []) == []
    kinds = [e.kind for e in result.events]
    assert "result_conceded" in kinds and "colony_gained" in kinds


def test_the_stack_adds_or_subtracts_its_sum() -> None:
    for sign, total in (("+", 10 + 3 + 12), ("-", 10 + 3 - 12)):
        data = encounter(
            ["Industrialist", "", ""],
            {"0": ["Attack 10", "Attack 06"], "1": ["Attack 15"], "2": ["Attack 06"]},
            "Attack 10",
            "Attack 15",
            config=CONFLICT,
            after=(
                {"seat": 0, "type": "power", "alien": "Industrialist", "use": "build_total", "sign": sign},
            ),
        )
        extra = {"Industrialist/0": _stack_ids(["Attack 08", "Attack 04"])}
        result = run_with_extra(data, extra)
        breakdown = next(e.data for e in result.events if e.kind == "encounter_decided")
        assert breakdown["offense_total"] == total, sign


def test_no_stack_change_after_a_negotiate() -> None:
    data = encounter(
        ["Industrialist", "", ""],
        {"0": ["Negotiate", "Attack 06"], "1": ["Attack 15"], "2": ["Attack 06"]},
        "Negotiate",
        "Attack 15",
        config=CONFLICT,
    )
    result = run_with_extra(data, {"Industrialist/0": _stack_ids(["Attack 08"])})
    assert not any(e.kind == "power_used" for e in result.events)


def test_faq_a_loser_upset_the_final_result_is_what_counts() -> None:
    # A-Industrialist-1, A-Loser-3: Loser calls an upset; the Industrialist's 20 beats the 04, the upset
    # makes it lose, and only then does the opponent choose: here it lets the Industrialist win after all.
    data = encounter(
        ["Industrialist", "Loser", ""],
        {"0": ["Attack 20", "Attack 06"], "1": ["Attack 04", "Attack 05"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        config=CONFLICT,
        before=({"seat": 1, "type": "power", "alien": "Loser", "use": "upset"},),
        after=({"seat": 1, "type": "industrialist_build", "concede": True},),
    )
    result = run(data)
    assert decided(result)["winner"] == "defense"
    assert _ended(result) == "offense"


def test_wild_an_attack_taken_at_random_adds_its_value() -> None:
    data = encounter(
        ["", "", "Industrialist"],
        {"0": ["Attack 04", "Flare: Industrialist"], "1": ["Attack 10", "Attack 08"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 10",
        config=CONFLICT,
        after=({"seat": 0, "type": "play", "card": "Flare: Industrialist", "half": "wild", "use": "wild"},),
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 4 + 3 + 8, "defense_total": 10 + 4}
    assert "Attack 08" in [CARD_NAME[c] for c in result.state.discard]


def test_wild_anything_else_goes_back() -> None:
    data = encounter(
        ["", "", "Industrialist"],
        {"0": ["Attack 04", "Flare: Industrialist"], "1": ["Attack 10", "Negotiate"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 10",
        config=CONFLICT,
        after=({"seat": 0, "type": "play", "card": "Flare: Industrialist", "half": "wild", "use": "wild"},),
    )
    result = run(data)
    assert decided(result)["offense_total"] == 4 + 3
    assert "Negotiate" not in [CARD_NAME[c] for c in result.state.discard]
    back = next(e for e in result.events if e.kind == "card_taken_back")
    told = narrate(back, result.state.config)  # the log tells it without naming the card
    assert told is not None and "gives the card back" in told and "Negotiate" not in told


def test_super_stacks_the_opponents_attack_instead() -> None:
    data = encounter(
        ["Industrialist", "", ""],
        {"0": ["Attack 04", "Flare: Industrialist"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        config=CONFLICT,
        after=(
            {"seat": 1, "type": "industrialist_build", "concede": False},
            {"seat": 0, "type": "play", "card": "Flare: Industrialist", "half": "super", "use": "super"},
        ),
    )
    result = run(data)
    assert [CARD_NAME[c] for c in result.state.extra["Industrialist/0"]] == ["Attack 20"]
    assert "Attack 04" in [CARD_NAME[c] for c in result.state.discard]


def test_wild_take_is_a_take_from_a_hand_that_glutton_answers() -> None:
    """The Wild takes a card from the opponent's hand: the TOOK window opens for it as for any take (the
    generic ``gains.took``), so a Glutton playing it takes two more cards at random from that hand."""
    data = encounter(
        ["Glutton", "", ""],
        {
            "0": ["Attack 04", "Flare: Industrialist"],
            "1": ["Attack 10", "Attack 08", "Negotiate", "Morph", "Attack 05"],
            "2": ["Attack 06"],
        },
        "Attack 04",
        "Attack 10",
        config=CONFLICT,
        after=({"seat": 0, "type": "play", "card": "Flare: Industrialist", "half": "wild", "use": "wild"},),
    )
    result = run(data)
    taken = [e for e in result.events if e.kind == "glutton_cards"]
    assert len(taken) == 1 and taken[0].data["payer"] == 1 and len(taken[0].data["cards"]) == 2
