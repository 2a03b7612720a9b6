"""Oracle: the FAQ's rift ruling on Oracle Wild (R5): the hands are mixed and dealt back at random; a rift
that ends with the other player was taken by it, so it goes off, and one dealt back to its holder does not."""

from __future__ import annotations

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from tests.aliens.ledger_kit import REWARDS

HANDS = {"0": ["Attack 04", "Attack 20", "Flare: Oracle"], "1": ["Rift 4", "Attack 12"], "2": ["Attack 06"]}


def test_faq_a_rift_dealt_to_the_other_player_by_oracle_wild_goes_off() -> None:
    went_off = []
    for seed in range(1, 9):  # the deal is random: over these seeds the Rift 4 lands with either player
        data = {
            "config": {"players": 3, "seed": seed, **REWARDS},
            "setup": {"first_player": 0, "destiny_top": ["blue"], "hands": HANDS},
            "actions": [
                {"seat": 0, "type": "aim", "planet": 5},
                {"seat": 0, "type": "launch", "ships": [[0, 3]]},
                {"seat": 0, "type": "invite", "seats": []},
                {"seat": 1, "type": "invite", "seats": []},
                {"seat": 0, "type": "play", "card": "Flare: Oracle", "half": "wild", "use": "wild"},
            ],
        }
        result = run_scenario(data)
        assert result.error is None, result.error
        blasts = [e.data["seat"] for e in result.events if e.kind == "rift_detonated"]
        if blasts:
            assert blasts == [0]  # the Oracle's player took it from seat 1
        else:
            assert "Rift 4" in [CARD_NAME[c] for c in result.state.hands[1]]  # dealt back: nothing
        went_off.append(bool(blasts))
    assert any(went_off) and not all(went_off)
