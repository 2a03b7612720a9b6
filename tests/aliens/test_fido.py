"""Fido: the FAQ's rulings that are not scenario files: it may fetch a reward-deck encounter card just
discarded (R4), but not the attack cards Fodder or Reserve discarded through their powers."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from tests.aliens.encounter_kit import encounter, run
from tests.aliens.ledger_kit import REWARDS, options


def _fetchable(result: object) -> list[str]:
    return sorted({CARD_NAME[o["pick"]] for o in options(result, 2) if o.get("use") == "fetch"})  # type: ignore[arg-type]


def test_faq_fido_may_fetch_a_reward_deck_encounter_card() -> None:
    data = encounter(
        ["", "", "Fido"],
        {"0": ["Attack 20"], "1": ["Reward Attack 10", "Attack 05"], "2": ["Attack 06"]},
        "Attack 20",
        "Reward Attack 10",
        config=REWARDS,
    )
    result = run(data)
    assert _fetchable(result) == ["Attack 10", "Attack 20"]
    assert any(
        o.get("use") == "fetch" and o["pick"] in result.state.reward_discard for o in options(result, 2)
    )


def test_faq_fido_may_not_fetch_what_fodder_threw_in() -> None:
    data = encounter(
        ["Fodder", "", "Fido"],
        {"0": ["Attack 06", "Attack 08", "Attack 10", "Attack 20"], "1": ["Attack 15"], "2": ["Attack 04"]},
        "Attack 06",
        "Attack 15",
        after=(
            {
                "seat": 0,
                "type": "power",
                "alien": "Fodder",
                "use": "overwhelm",
                "cards": ["Attack 08", "Attack 10"],
            },
        ),
    )
    result = run(data)
    assert {"Attack 08", "Attack 10"} <= {CARD_NAME[c] for c in result.state.discard}
    assert _fetchable(result) == ["Attack 06", "Attack 15"]


def test_faq_fido_may_not_fetch_the_attacks_reserve_played_as_reinforcements() -> None:
    data = encounter(
        ["Reserve", "", "Fido"],
        {"0": ["Attack 08", "Attack 06", "Attack 04", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 05"]},
        "Attack 08",
        "Attack 12",
        after=(
            {"seat": 0, "type": "power", "alien": "Reserve", "use": "reinforce", "side": "offense"},
            {"seat": 0, "type": "reserve_cards", "side": "offense", "cards": ["Attack 04", "Attack 06"]},
        ),
    )
    result = run(data)
    assert {"Attack 04", "Attack 06"} <= {CARD_NAME[c] for c in result.state.discard}
    assert _fetchable(result) == ["Attack 08", "Attack 12"]
