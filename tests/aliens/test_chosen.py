"""Chosen rulings: the Super is played after Chosen has seen its three cards (FAQ, Chosen); the table may
Cosmic Zap Chosen after seeing the draw, while still in Reveal (FAQ Z5)."""

from __future__ import annotations

from typing import Any

from encounter_kit import check, decided, encounter, run
from ledger_kit import offered, pick

from game.cards.catalog import CARD_NAME
from game.invariants import check_invariants

PRAY = {"seat": 0, "type": "power", "alien": "Chosen", "use": "pray"}


def _data(hands: dict[str, list[str]], after: tuple[dict[str, object], ...]) -> dict[str, object]:
    return encounter(
        ["Chosen", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        after=after,
        setup={"deck_top": ["Attack 20", "Negotiate", "Attack 06"]},
    )


def test_super_only_after_the_draw() -> None:
    hands = {"0": ["Attack 04", "Flare: Chosen"], "1": ["Attack 12"], "2": ["Attack 08"]}
    before = run(_data(hands, ())).state
    uses = [o.get("use") for o in before.prompts[0].options]
    assert "super" not in uses and "pray" in uses
    after = run(_data(hands, (PRAY,))).state
    uses = [o.get("use") for o in after.prompts[0].options]
    assert "super" in uses and "intervene" in uses


def test_z5_zap_after_seeing_the_draw() -> None:
    hands = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 12"], "2": ["Cosmic Zap", "Attack 08"]}
    data = _data(
        hands,
        (
            PRAY,
            {"seat": 2, "type": "pass"},  # the prayer itself stands
            {
                "seat": 0,
                "type": "power",
                "alien": "Chosen",
                "use": "intervene",
                "drawn": 34,
                "how": "replace",
            },
            {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},
        ),
    )
    data["expect"] = {"events": ["prayer_drawn", "power_cancelled"], "no_events": ["divine_intervention"]}
    result = check(data)
    assert decided(result) == {"winner": "defense", "offense_total": 7, "defense_total": 16}


CHRONOS_PRAY = {"seat": 1, "type": "power", "alien": "Chosen", "use": "pray"}
TIME_TRAVEL = {"seat": 0, "type": "power", "alien": "Chronos", "use": "time_travel"}
REPLAY_CARDS = (
    {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
    {"seat": 1, "type": "encounter_card", "card": "Attack 05"},
)


def _prayer_before_chronos() -> dict[str, Any]:
    """Chronos (offense) against Chosen (defense), which has prayed after the reveal; the deck's top three
    (Attack 23, Negotiate, Attack 06) are its prayer."""
    return {
        "config": {"players": 3, "aliens": ["Chronos", "Chosen", ""], "incursion": True},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 20", "Attack 10"], "1": ["Attack 04", "Attack 05"], "2": ["Attack 08"]},
            "deck_top": ["Attack 23", "Negotiate", "Attack 06", "Attack 07", "Attack 09", "Attack 11"],
        },
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
            CHRONOS_PRAY,
            {"seat": 0, "type": "pass"},  # the window after the prayer (a Cosmic Zap could answer it)
        ],
    }


def test_faq_chosen_may_pray_again_in_a_chronos_replay() -> None:
    # Chosen (defense) prays and swaps in a drawn Attack 23 to beat Chronos; Chronos travels in time, and
    # after the replay's reveal Chosen may pray once more (FAQ, Chronos: Reveal powers fire again).
    data = _prayer_before_chronos()
    pick(data, 1, use="intervene", how="replace")
    data["actions"] += [TIME_TRAVEL, *REPLAY_CARDS]
    assert offered(data, 1, use="pray")


def test_a_chronos_replay_discards_the_prayer_still_on_the_table() -> None:
    # Chosen prays; before it uses a drawn card Chronos travels in time: the prayer is over, its three
    # cards go to the discard pile (never lost), and Chosen may pray again in the replay
    data = _prayer_before_chronos()
    data["actions"] += [{"seat": 1, "type": "pass"}, TIME_TRAVEL]  # Chosen keeps its cards on the table
    state = run(data).state
    assert {"Attack 23", "Negotiate", "Attack 06"} <= {CARD_NAME[c] for c in state.discard}
    assert check_invariants(state) == []
    data["actions"] += REPLAY_CARDS
    assert offered(data, 1, use="pray")
