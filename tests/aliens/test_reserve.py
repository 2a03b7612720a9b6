"""Reserve rulings: a Cosmic-Zapped Reserve keeps the cards it meant to play (FAQ Z7); it picks all its
cards at once (FAQ X14)."""

from __future__ import annotations

from encounter_kit import check, decided, encounter, run

from game.cards.catalog import CARD_NAME

HANDS = {
    "0": ["Attack 08", "Attack 06", "Attack 04", "Attack 10"],
    "1": ["Attack 12"],
    "2": ["Cosmic Zap", "Attack 06"],
}
USE = {"seat": 0, "type": "power", "alien": "Reserve", "use": "reinforce", "side": "offense"}


def test_z7_zapped_reserve_keeps_its_cards() -> None:
    data = encounter(
        ["Reserve", "", ""],
        HANDS,
        "Attack 08",
        "Attack 12",
        after=(dict(USE), {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"}),
        expect={"events": ["power_cancelled"], "no_events": ["reinforced"]},
    )
    result = check(data)
    assert decided(result)["winner"] == "defense"
    hand = sorted(CARD_NAME[c] for c in result.state.hands[0])
    assert hand == ["Attack 04", "Attack 06", "Attack 10"]


def test_x14_all_cards_chosen_at_once() -> None:
    data = encounter(
        ["Reserve", "", ""],
        HANDS,
        "Attack 08",
        "Attack 12",
        after=(dict(USE), {"seat": 2, "type": "pass"}),
    )
    state = run(data).state
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (0, "reserve_cards")
    sizes = sorted(len(o["cards"]) for o in prompt.options)
    assert sizes == [1, 1, 2]  # the 06, the 04, or both together, in one choice
