"""Reserve rulings: a Cosmic-Zapped Reserve keeps the cards it meant to play (FAQ Z7); it picks all its
cards at once (FAQ X14)."""

from __future__ import annotations

from typing import Any

from encounter_kit import check, decided, encounter, run

from game.cards.catalog import CARD_KIND, CARD_NAME, REINFORCEMENT
from game.deck import cosmic_quake, discard_kind
from game.engine import apply

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


QUAKE_HANDS = {
    "0": ["Attack 10", "Reinforcement +2"],
    "1": ["Attack 08", "Reinforcement +3"],
    "2": ["Attack 06", "Flare: Reserve"],
}


def _wild_played() -> Any:
    """Seat 2 has played the Reserve Wild at the turn's start; seat 0 is about to aim."""
    data = {
        "actions": [{"seat": 2, "type": "play", "card": "Flare: Reserve", "half": "wild", "use": "wild"}],
        "config": {"players": 3},
        "setup": {"first_player": 0, "hands": QUAKE_HANDS, "destiny_top": ["blue"]},
    }
    return run(data).state


def test_wild_takes_nothing_from_a_cosmic_quake() -> None:
    """A quake's discards become the new deck at once: nothing is offered on their way (as for Vulch)."""
    state = _wild_played()
    cosmic_quake(state, [])
    assert [p.seat for p in state.prompts] == [0]


def test_wild_offers_the_discards_of_several_players_at_once_in_one_prompt() -> None:
    """Two players discard reinforcements in one step (as when every hand's cards of a type go at once):
    the Wild's holder gets one offer with both cards (never two prompts at once)."""
    state = _wild_played()
    ev: list[Any] = []
    for seat in (0, 1):
        discard_kind(state, ev, seat, REINFORCEMENT)
    offers = [p for p in state.prompts if p.seat == 2]
    assert [p.ctx for p in offers] == ["reserve_take"]
    apply(state, {"seat": 2, "type": "reserve_take", "cards": offers[0].options[0]["cards"]})
    taken = sorted(CARD_NAME[c] for c in state.hands[2] if CARD_KIND[c] == REINFORCEMENT)
    assert taken == ["Reinforcement +2", "Reinforcement +3"]
