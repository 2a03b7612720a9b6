"""Mind: the cards it sees reach Mind alone (events and views), its Wild and Super, and FAQ rulings."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from game.view import events_for, view_for

OPENING = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
]


TOP = ["Attack 04", "Attack 05", "Attack 06", "Attack 07", "Attack 08", "Attack 09", "Attack 10", "Attack 11"]


def _game(actions: list[dict[str, Any]], aliens: list[str], hands: dict[str, list[str]]) -> Any:
    return run_scenario(
        {
            "config": {"players": 4, "aliens": aliens},
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], "deck_top": TOP},
            "actions": actions,
        }
    )


def _ids(cards: list[int]) -> list[str]:
    return [CARD_NAME[c] for c in cards]


def test_only_mind_receives_the_cards_it_sees() -> None:
    hands = {
        "0": ["Attack 20"],
        "1": ["Attack 12", "Negotiate", "Card Zap"],
        "2": ["Attack 15"],
        "3": ["Attack 14"],
    }
    look = {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 1}
    result = _game([*OPENING, look], ["", "", "Mind", ""], hands)
    assert result.error is None
    secret = [e for e in result.events if e.kind == "hand_seen"]
    assert len(secret) == 1 and secret[0].to == (2,)
    assert sorted(_ids(secret[0].data["cards"])) == ["Attack 12", "Card Zap", "Negotiate"]
    seen_ids = set(secret[0].data["cards"])
    for seat in (None, 0, 1, 3):
        visible = events_for(result.events, seat)
        assert not any(e.kind == "hand_seen" for e in visible)
        assert not any(e.kind == "hand_looked" and "cards" in e.data for e in visible)
        if seat != 1:  # seat 1 knows its own hand; nobody else may learn it from Mind
            view = view_for(result.state, seat)
            assert view["alien_private"] == {}
            assert not seen_ids & set(view["hand"] or [])
    # Mind's own sheet remembers what it saw; the public sheet does not
    assert view_for(result.state, 2)["alien_private"]["last_seen"]["player"] == 1
    assert view_for(result.state, 0)["players"][2]["alien_info"] == {}


def test_a_main_player_mind_may_only_look_at_its_opponent() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 12"], "2": ["Attack 15"], "3": ["Attack 14"]}
    result = _game(OPENING, ["Mind", "", "", ""], hands)
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    mind = [o for o in prompt.options if o.get("alien") == "Mind"]
    assert mind == [{"type": "power", "alien": "Mind", "use": "look", "player": 1}]


def test_super_looks_at_a_player_outside_the_encounter() -> None:
    hands = {
        "0": ["Attack 20"],
        "1": ["Attack 12"],
        "2": ["Attack 15", "Flare: Mind"],
        "3": ["Attack 13", "Morph"],
    }
    play = {"seat": 2, "type": "play", "card": "Flare: Mind", "half": "super", "use": "super", "player": 3}
    result = _game([*OPENING, play], ["", "", "Mind", ""], hands)
    assert result.error is None
    seen = [e for e in result.events if e.kind == "hand_seen"]
    assert [(e.to, e.data["player"], sorted(_ids(e.data["cards"]))) for e in seen] == [
        ((2,), 3, ["Attack 13", "Morph"])
    ]


def test_wild_shows_another_players_draws_for_the_rest_of_the_encounter() -> None:
    # the offense holds no encounter card: it draws a new hand at Start Turn; seat 1 plays Mind Wild then
    hands = {
        "0": ["Reinforcement +2"],
        "1": ["Attack 12", "Flare: Mind"],
        "2": ["Attack 06"],
        "3": ["Attack 12"],
    }
    wild = {
        "seat": 1,
        "type": "play",
        "card": "Flare: Mind",
        "half": "wild",
        "use": "wild",
        "player": 0,
        "draw": 0,
    }
    result = _game([wild], ["", "", "", "Virus"], hands)
    assert result.error is None, result.error
    watched = [e for e in result.events if e.kind == "draw_seen" and e.to == (1,) and e.data["player"] == 0]
    assert watched
    assert sorted(_ids(watched[0].data["cards"])) == sorted(TOP)
    assert result.state.enc.mods.draw_watch == {"0": [1]}
    for seat in (None, 2, 3):
        visible = events_for(result.events, seat)
        assert not any(
            e.kind in ("drew_cards", "draw_seen") and 0 in (e.data["seat"], e.data.get("player"))
            for e in visible
        )


def _ally_rewards_watched(mind_half: dict[str, Any]) -> Any:
    """A reward-deck table: seat 2 allies the defense with two ships and the defense wins, so seat 2 takes
    two defender rewards as cards, one from the cosmic deck (an Attack 09) and one from the reward deck (a
    Crooked Deal). Seat 3 answers that draw with ``mind_half``."""
    hands = {
        "0": ["Attack 04"],
        "1": ["Attack 12", "Attack 06"],
        "2": ["Attack 05"],
        "3": ["Attack 07", "Flare: Mind"],
    }
    actions = [
        *OPENING,
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": [2]},
        {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        {"seat": 2, "type": "place", "ships": [[10, 2]]},
        {"seat": 2, "type": "rewards", "ships": 0, "cards": 2, "reward": 1},
        mind_half,
    ]
    return run_scenario(
        {
            "config": {"players": 4, "aliens": ["", "", "", "Virus"], "incursion": True, "rewards": "deck"},
            "setup": {
                "first_player": 0,
                "hands": hands,
                "destiny_top": ["blue"],
                "deck_top": ["Attack 09"],
                "reward_deck_top": ["Crooked Deal"],
            },
            "actions": actions,
        }
    )


WATCH_ALLY = {
    "seat": 3,
    "type": "play",
    "card": "Flare: Mind",
    "half": "wild",
    "use": "wild",
    "player": 2,
    "draw": 0,
}


def test_faq_mind_wild_sees_the_cosmic_card_drawn_never_the_reward_card() -> None:
    # FAQ (Mind): "Does Mind Wild affect the reward deck? No." The ally drew one card of each deck; Mind
    # Wild shows its player the cosmic card only, and the reward card stays the ally's secret.
    result = _ally_rewards_watched(WATCH_ALLY)
    assert result.error is None, result.error
    crooked = next(c for c in result.state.hands[2] if CARD_NAME[c] == "Crooked Deal")
    seen = [e for e in result.events if e.kind == "draw_seen"]
    assert [(e.to, _ids(e.data["cards"])) for e in seen] == [((3,), ["Attack 09"])]
    for seat in (None, 0, 1, 3):  # nobody but the ally learns which reward card it drew
        visible = events_for(result.events, seat)
        assert not any(crooked in _flat(e.data.get("cards")) for e in visible)
        view = view_for(result.state, seat)
        assert crooked not in {c for cards in view["seen"].values() for c in _flat(cards)}


def _flat(value: Any) -> list[int]:
    """Every card id in a ``seen`` entry (lists and maps of lists)."""
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _flat(v)]
    if isinstance(value, list):
        return [c for v in value for c in _flat(v)]
    return []


def test_faq_looking_at_a_hand_sets_off_no_rift() -> None:
    # Mind looks at the defense's hand, which holds a Rift 4: a rift goes off only when it is taken.
    result = run_scenario(
        {
            "config": {"players": 3, "aliens": ["", "", "Mind"], "incursion": True, "rewards": "deck"},
            "setup": {
                "first_player": 0,
                "destiny_top": ["blue"],
                "hands": {"0": ["Attack 20"], "1": ["Attack 12", "Rift 4"], "2": ["Attack 06"]},
            },
            "actions": [*OPENING, {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 1}],
        }
    )
    assert result.error is None, result.error
    kinds = [e.kind for e in result.events]
    assert "power_used" in kinds and "rift_detonated" not in kinds
    assert "Rift 4" in [CARD_NAME[c] for c in result.state.hands[1]]
