"""A table without aliens still deals flares and plays them as Wilds (docs/rules.md, "Table options"):
the Wilds that answer a draw from the deck (Mind, Remora, Ethic) or ships taken out of the warp (Remora)
are offered there too, as at a table with aliens."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.determinize import sample_state, scramble
from game.rng import Rng
from game.scenario import ScenarioResult, run_scenario

TOP = ["Attack 04", "Attack 05", "Attack 06", "Attack 07", "Attack 08", "Attack 09", "Attack 10", "Attack 11"]


def _game(hands: dict[str, list[str]], actions: list[dict[str, Any]], **setup: Any) -> ScenarioResult:
    """Four players, no aliens; seat 0 starts (the destiny deck shows blue) and the deck's top is ``TOP``."""
    result = run_scenario(
        {
            "config": {"players": 4, "incursion": True},
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], "deck_top": TOP} | setup,
            "actions": actions,
        }
    )
    assert result.error is None, result.error
    return result


def _wild(seat: int, flare: str, use: str, **args: Any) -> dict[str, Any]:
    return {"seat": seat, "type": "play", "card": f"Flare: {flare}", "half": "wild", "use": use, **args}


# the offense holds no encounter card: it draws a new hand of eight as its turn starts
NEW_HAND = {"0": ["Reinforcement +2"], "1": ["Attack 12"], "2": ["Attack 06"], "3": ["Attack 13"]}


def test_mind_wild_watches_a_draw_at_a_table_without_aliens() -> None:
    hands = {**NEW_HAND, "1": ["Attack 12", "Flare: Mind"]}
    result = _game(hands, [_wild(1, "Mind", "wild", player=0, draw=0)])
    seen = [e for e in result.events if e.kind == "draw_seen"]
    assert [(e.to, sorted(CARD_NAME[c] for c in e.data["cards"])) for e in seen] == [((1,), sorted(TOP))]


def test_remora_wild_draws_along_at_a_table_without_aliens() -> None:
    hands = {**NEW_HAND, "2": ["Attack 06", "Flare: Remora"]}
    result = _game(hands, [_wild(2, "Remora", "wild_cards", event=0)])
    assert {"seat": 2, "what": "cards", "count": 1} in [e.data for e in result.events if e.kind == "clung"]
    assert len(result.state.hands[2]) == 3  # the flare went back to the hand, and one card came with it


def test_remora_wild_retrieves_along_at_a_table_without_aliens() -> None:
    # the offense retrieves a ship in Regroup; Remora's holder takes one of its own old ships out too
    hands = {"0": ["Attack 10"], "1": ["Attack 12"], "2": ["Attack 06", "Flare: Remora"], "3": ["Attack 13"]}
    ships = {
        "0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 2},
        "2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 2},
    }
    actions = [
        {"seat": 0, "type": "place", "ships": [[4, 1]]},  # the offense's retrieval
        _wild(2, "Remora", "wild_ships", event=0),
        {"seat": 2, "type": "place", "ships": [[14, 1]]},
    ]
    result = _game(hands, actions, ships=ships)
    assert {"seat": 2, "what": "ships", "count": 1} in [e.data for e in result.events if e.kind == "clung"]
    assert result.state.warp[2] == 1


def test_ethic_wild_passes_on_a_draw_at_a_table_without_aliens() -> None:
    # a defensive ally wins two rewards, draws them as cards, and passes one of them on
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Flare: Ethic", "Attack 15"],
        "3": ["Attack 13"],
    }
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": [2]},
        {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        {"seat": 2, "type": "place", "ships": [[10, 2]]},
        _wild(2, "Ethic", "wild", player=3, draw=0),
        {"seat": 2, "type": "give", "cards": ["Attack 09"]},
    ]
    result = _game(hands, actions, deck_top=["Attack 09", "Attack 10"])
    assert {"giver": 2, "receiver": 3, "count": 1} in [
        e.data for e in result.events if e.kind == "cards_given"
    ]


def _negotiate_loss(hands: dict[str, list[str]], more: list[dict[str, Any]]) -> ScenarioResult:
    """Three players, no aliens: the offense (seat 0) reveals a negotiate against an attack and loses
    two ships, so it takes compensation from the defense (seat 1); then ``more``."""
    result = run_scenario(
        {
            "config": {"players": 3},
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
            "actions": [
                {"seat": 0, "type": "aim", "planet": 5},
                {"seat": 0, "type": "launch", "ships": [[0, 2]]},
                {"seat": 0, "type": "invite", "seats": []},
                {"seat": 1, "type": "invite", "seats": []},
                {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
                {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
                *more,
            ],
        }
    )
    assert result.error is None, result.error
    return result


def test_hacker_wild_answers_compensation_at_a_table_without_aliens() -> None:
    hands = {
        "0": ["Negotiate", "Flare: Hacker"],
        "1": ["Attack 12", "Attack 40", "Attack 30"],
        "2": ["Attack 06"],
    }
    result = _negotiate_loss(hands, [_wild(0, "Hacker", "wild", taker=0)])
    assert [e.data["chooser"] for e in result.events if e.kind == "compensation_changed"] == [0]


def test_barbarian_wild_answers_cards_gained_at_a_table_without_aliens() -> None:
    hands = {
        "0": ["Negotiate", "Flare: Barbarian"],
        "1": ["Attack 12", "Attack 40", "Attack 30"],
        "2": ["Attack 06"],
    }
    result = _negotiate_loss(hands, [])
    gained = [p for p in result.state.prompts if p.seat == 0 and p.ctx == "window"]
    assert result.state.window == {"name": "gained", "target": 0}
    assert gained and any(o.get("card") is not None and o.get("half") == "wild" for o in gained[0].options)


def test_a_bots_sample_forgets_the_cards_another_seat_drew() -> None:
    """The cards of a draw a Wild may answer are the drawer's secret: a search bot's sample for another
    seat holds no trace of them (its look-ahead must not depend on them), the drawer's own keeps them."""
    hands = {**NEW_HAND, "1": ["Attack 12", "Flare: Mind"]}
    state = _game(hands, []).state
    assert state.window is not None and state.window["name"] == "drew"
    assert [sorted(c) for c in state.enc.mods.drawn] == [sorted(state.hands[0])]
    other = sample_state(state, 1, Rng(5))
    assert other.enc.mods.drawn == [[]]
    assert scramble(state, 1, Rng(5)).enc.mods.drawn == [[]]
    assert sample_state(state, 0, Rng(5)).enc.mods.drawn == state.enc.mods.drawn
