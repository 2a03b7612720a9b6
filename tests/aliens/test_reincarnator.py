"""Reincarnator: the borrowed power works and is replaced on the next loss, allies reincarnate too, the
FAQ rulings (the Wild only on another player, after the encounter; no Super for an incarnation), and its
flare halves."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.engine import apply
from game.scenario import check_expectations, run_scenario

LOSE = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
    {"seat": 0, "type": "invite", "seats": [2]},
    {"seat": 1, "type": "invite", "seats": []},
]
HANDS = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12", "Attack 04"], "2": ["Attack 04"]}


def _run(
    actions: list[dict[str, Any]], aliens: list[str], pool: list[str], hands: Any = None, **setup: Any
) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens, "alien_pool": pool},
        "setup": {"first_player": 0, "hands": hands or HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def _cards(off: str, dfn: str) -> list[dict[str, Any]]:
    return [
        {"seat": 0, "type": "encounter_card", "card": off},
        {"seat": 1, "type": "encounter_card", "card": dfn},
    ]


def test_an_ally_that_loses_reincarnates() -> None:
    actions = [
        *LOSE,
        {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},
        *_cards("Attack 06", "Attack 12"),
    ]
    result = _run(actions, ["", "", "Reincarnator"], ["Reincarnator", "Virus"])
    assert hooks.borrowed(result.state, 2) == "Virus"
    assert hooks.powers_of(result.state, 2) == ["Reincarnator", "Virus"]


def test_a_winner_does_not_reincarnate() -> None:
    result = _run(
        [*LOSE, {"seat": 2, "type": "decline"}, *_cards("Attack 10", "Attack 04")],
        ["Reincarnator", "", ""],
        ["Reincarnator", "Virus"],
    )
    assert hooks.borrowed(result.state, 0) is None


def test_the_incarnation_works_and_is_replaced_on_the_next_loss() -> None:
    pool = ["Reincarnator", "Virus", "Human"]
    state = _run(
        [*LOSE, {"seat": 2, "type": "decline"}, *_cards("Attack 06", "Attack 12")],
        ["Reincarnator", "", ""],
        pool,
    ).state
    first = hooks.borrowed(state, 0)
    assert first in ("Virus", "Human")
    state.extra["Reincarnator/discarded"] = []
    hooks.set_borrowed(state, 0, "Virus")
    state.enc.defense = 1
    state.offense = 0
    from game.phases.resolution import side_total

    state.enc.off_kind = "attack"
    state.enc.off_value = 5
    state.gate[0] = 3
    state.enc.mods.total_mods = [["Virus", 0, "multiply"]]
    assert side_total(state, "offense") == 15
    # a later loss replaces the incarnation with another alien (Virus is used up)
    from game.aliens.reincarnator import Reincarnator

    state.enc.outcome = "defense"
    Reincarnator().resolve(state, [], 0, "reincarnate", {})
    assert hooks.borrowed(state, 0) == "Human"
    assert state.extra["Reincarnator/discarded"] == ["Virus"]


def test_faq_no_super_for_an_incarnation() -> None:
    """Reincarnator holding Virus's flare may play only its Wild half."""
    from game.windows import flare_half

    state = _run(
        [*LOSE, {"seat": 2, "type": "decline"}, *_cards("Attack 06", "Attack 12")],
        ["Reincarnator", "", ""],
        ["Reincarnator", "Virus"],
    ).state
    assert hooks.borrowed(state, 0) == "Virus"
    flare = next(
        c
        for c, a in __import__("game.cards.catalog", fromlist=["FLARE_ALIEN"]).FLARE_ALIEN.items()
        if a == "Virus"
    )
    assert flare_half(state, 0, flare) == hooks.WILD


def test_super_lets_it_keep_its_form() -> None:
    hands = {**HANDS, "0": ["Attack 06", "Flare: Reincarnator", "Attack 10"]}
    actions = [
        *LOSE,
        {"seat": 2, "type": "decline"},
        *_cards("Attack 06", "Attack 12"),
        {"seat": 0, "type": "play", "card": "Flare: Reincarnator", "half": "super", "use": "super"},
        {"seat": 0, "type": "power", "alien": "Reincarnator", "use": "reincarnate", "change": False},
    ]
    result = _run(actions, ["Reincarnator", "", ""], ["Reincarnator", "Virus"], hands)
    assert hooks.borrowed(result.state, 0) is None
    assert (
        check_expectations(
            result, {"events": ["reincarnation_declined"], "hand_contains": {"0": ["Flare: Reincarnator"]}}
        )
        == []
    )


def test_faq_the_wild_changes_another_loser_after_the_encounter_and_goes_to_it() -> None:
    hands = {**HANDS, "2": ["Attack 04", "Flare: Reincarnator"]}
    actions = [*LOSE, {"seat": 2, "type": "decline"}, *_cards("Attack 06", "Attack 12")]
    result = _run(actions, ["Human", "", ""], ["Human", "Virus", "Reincarnator"], hands)
    prompt = next(p for p in result.state.prompts if p.seat == 2)
    wild = [o for o in prompt.options if o.get("use") == "wild"]
    assert wild == [{"type": "play", "card": wild[0]["card"], "half": "wild", "use": "wild", "player": 0}]
    assert result.state.phase == "resolution" and result.state.enc.in_play == []  # cards already discarded
    apply(result.state, {"seat": 2, **wild[0]})
    state = result.state
    assert state.aliens[0] == "Virus"
    assert wild[0]["card"] in state.hands[0] and wild[0]["card"] not in state.hands[2]
