"""Machine rulings: both flare halves must be played each time (FAQ F6): the Super's draw replaces only
that Regroup's retrieval."""

from __future__ import annotations

from typing import Any

from encounter_kit import check, run

from game.cards.catalog import CARD_NAME
from game.scenario import load_scenario


def test_f6_super_lasts_one_regroup() -> None:
    data = load_scenario("tests/scenarios/aliens/machine-super-draws-at-regroup.toml")
    data["actions"] += [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 30"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 0, "type": "second_encounter", "take": True},
        {"seat": 0, "type": "pass"},  # no Super this time
    ]
    state = run(data).state
    assert state.enc_no == 2
    retrieving = [(p.seat, p.ctx) for p in state.prompts] == [(0, "retrieve_ships")]
    assert retrieving or state.warp[0] == 1  # the normal retrieval happens again


LOSE_FIRST: list[dict[str, Any]] = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 1]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
    {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
    {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
]


def _machine(actions: list[dict[str, Any]], hands: dict[str, list[str]]) -> dict[str, Any]:
    return {
        "actions": actions,
        "config": {"players": 3, "aliens": ["Machine", "", ""]},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue", "blue"]},
        "expect": {},
    }


def test_another_encounter_is_a_use_a_cosmic_zap_cancels() -> None:
    """Having another encounter is a use of the power, announced in the END window: seat 2 zaps it, so the
    Machine's turn ends after its lost encounter although it still holds encounter cards."""
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Cosmic Zap", "Attack 08"]}
    data = _machine(
        [
            *LOSE_FIRST,
            {"seat": 0, "type": "power", "alien": "Machine", "use": "continue"},
            {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},
        ],
        hands,
    )
    data["expect"] = {
        "offense": 1,
        "events": ["power_used", "power_zapped", "power_cancelled", "turn_ended"],
        "no_events": ["encounter_continued"],
        "event_counts": {"encounter_started": 2},  # the Machine's one, then seat 1's
    }
    check(data)


def test_unzapped_the_use_gives_another_encounter() -> None:
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Cosmic Zap", "Attack 08"]}
    data = _machine(
        [*LOSE_FIRST, {"seat": 0, "type": "power", "alien": "Machine", "use": "continue"}, PASS2],
        hands,
    )
    data["expect"] = {"offense": 0, "encounter_number": 2, "events": ["encounter_continued"]}
    check(data)


PASS2 = {"seat": 2, "type": "pass"}  # seat 2 lets the use through its Cosmic Zap window


def test_no_encounter_card_no_use() -> None:
    """The power needs an encounter card in hand: with none left the END window offers nothing and the
    turn passes on."""
    hands = {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 08"]}
    state = run(_machine(list(LOSE_FIRST), hands)).state
    assert state.offense == 1 and state.enc_no == 1


def test_not_used_where_the_base_rules_give_a_second_encounter() -> None:
    """After a won first encounter the ordinary second-encounter choice is asked; the power is offered
    only after the second one, for a third."""
    hands = {
        "0": ["Attack 30", "Attack 20", "Attack 10"],
        "1": ["Attack 04", "Attack 06"],
        "2": ["Attack 08"],
    }
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 30"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
    ]
    state = run(_machine(actions, hands)).state
    assert [(p.seat, p.ctx) for p in state.prompts] == [(0, "second_encounter")]
    actions += [
        {"seat": 0, "type": "second_encounter", "take": True},
        {"seat": 0, "type": "aim", "planet": 6},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 06"},
    ]
    state = run(_machine(actions, hands)).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert (
        prompt.ctx == "window" and {"type": "power", "alien": "Machine", "use": "continue"} in prompt.options
    )


def test_faq_f6_the_wild_gives_no_second_encounter_unless_it_is_played() -> None:
    # The Wild's scenario without the Wild: the offense lost with no encounter card left, so its turn ends.
    data = load_scenario("tests/scenarios/aliens/machine-wild-second-encounter.toml")
    data["actions"][-1] = {"seat": 0, "type": "pass"}
    result = run(data)
    assert result.state.offense == 1
    assert "Flare: Machine" in [CARD_NAME[c] for c in result.state.hands[0]]
