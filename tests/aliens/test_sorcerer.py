"""Sorcerer rulings: after a switch each card belongs to the player who reveals it, which is what Clone and
Filch go by (FAQ V16); the Wild's permanent trade outlasts the encounter."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.cards.catalog import CARD_NAME
from game.scenario import load_scenario


def test_v16_cards_end_in_front_of_the_revealer() -> None:
    data = load_scenario("tests/scenarios/aliens/sorcerer-switches-cards.toml")
    state = run(data).state
    revealed = next(e.data for e in run(data).events if e.kind == "cards_revealed")
    assert CARD_NAME[revealed["offense"]] == "Attack 20"
    assert CARD_NAME[revealed["defense"]] == "Attack 04"
    assert state.aliens == ["Sorcerer", None, None]


def test_wild_trade_is_permanent() -> None:
    data = load_scenario("tests/scenarios/aliens/sorcerer-wild-trades-powers.toml")
    state = run(data).state
    assert state.enc.outcome == "offense"  # the encounter is over: the trade stays
    assert state.aliens == ["Human", None, None]


def test_faq_a_kicker_stays_with_its_player_when_the_cards_switch() -> None:
    # The Sorcerer offense's x3 kicker stays on its side: it multiplies the 20 it now reveals (60 + 3).
    data = encounter(
        ["Sorcerer", "", ""],
        {"0": ["Attack 04", "Kicker x3"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x3"},),
        after=({"seat": 0, "type": "power", "alien": "Sorcerer", "use": "switch"},),
        config={"incursion": True, "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 60 + 3, "defense_total": 4 + 4}
