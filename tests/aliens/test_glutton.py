"""Glutton (Cosmic Conflict): two more cards for every draw from the deck or take from a hand (FAQ: at
random), two more ships for every retrieval (FAQ: fewer only if fewer are there), and its flare."""

from __future__ import annotations

from typing import Any

from game.config import default_config
from game.engine import apply, new_game
from tests.aliens.encounter_kit import encounter, run

CONFLICT = {"expansions": ["conflict"]}
AIM = {"seat": 0, "type": "aim", "planet": 5}


def _first(aliens: list[str], hands: dict[str, list[str]], setup: dict[str, Any] | None = None) -> Any:
    """Play up to the offense's aim (destiny is drawn, Regroup is over)."""
    data = encounter(aliens, hands, "Attack 06", "Attack 04", config=CONFLICT, setup=setup)
    data["actions"] = []
    return run(data)


def test_the_starting_hand_holds_ten_cards() -> None:
    config = default_config(3, seed=4, aliens=["Glutton", None, None], expansions=("conflict",))
    state, _ = new_game(config)
    assert [len(h) for h in state.hands] == [10, 8, 8]


NO_ENCOUNTER = {"deck_top": ["Reinforcement +3", "Reinforcement +5"]}  # what the setup's two more are


def test_a_new_hand_is_eight_and_two() -> None:
    hands = {"0": ["Reinforcement +2"], "1": ["Attack 04"], "2": []}
    result = _first(["Glutton", "", ""], hands, NO_ENCOUNTER)
    shown = next(e for e in result.events if e.kind == "hand_shown")
    assert len(shown.data["cards"]) == 3  # its scenario hand and the setup's two more
    assert len(result.state.hands[0]) == 10


def test_other_players_draws_feed_nothing() -> None:
    hands = {"0": ["Reinforcement +2"], "1": ["Attack 04"], "2": []}
    result = _first(["", "", "Glutton"], hands, {"deck_top": ["Attack 10", "Attack 12"]})
    assert len(result.state.hands[0]) == 8 and len(result.state.hands[2]) == 2


def _regroup(warp: int, actions: list[dict[str, Any]]) -> Any:
    ships = {"0": {"0": 4, "1": 4, "2": 20 - 8 - warp}}
    setup = {"ships": ships, "deck_top": ["Attack 10", "Attack 12"]}
    hands = {"0": ["Attack 06"], "1": ["Attack 04"], "2": []}
    data = encounter(["Glutton", "", ""], hands, "Attack 06", "Attack 04", config=CONFLICT, setup=setup)
    data["actions"] = actions
    return run(data)


def test_faq_two_more_ships_out_of_the_warp() -> None:
    place = {"seat": 0, "type": "place", "ships": [[0, 1]]}
    result = _regroup(5, [place, {"seat": 0, "type": "place", "ships": [[1, 2]]}])
    assert result.state.warp[0] == 2  # one for Regroup, two more
    assert result.state.prompts[0].ctx == "launch_aim"  # the two more did not feed the power again


def test_faq_fewer_ships_only_if_fewer_are_there() -> None:
    place = {"seat": 0, "type": "place", "ships": [[0, 1]]}
    result = _regroup(2, [place, {"seat": 0, "type": "place", "ships": [[2, 1]]}])
    assert result.state.warp[0] == 0  # one for Regroup, the last one more


def test_faq_compensation_takes_two_more_cards_at_random() -> None:
    hands = {
        "0": ["Attack 20", "Attack 15", "Attack 14", "Attack 13", "Attack 11", "Attack 09", "Attack 07"],
        "1": ["Negotiate", "Attack 04"],
        "2": [],
    }
    setup = {"deck_top": ["Attack 10", "Attack 12"]}
    data = encounter(["", "Glutton", ""], hands, "Attack 20", "Negotiate", config=CONFLICT, setup=setup)
    result = run(data)
    # the Glutton lost its 4 ships on planet 5: four cards of compensation, then two more at random
    taken = [e for e in result.events if e.kind == "glutton_cards"]
    assert len(taken) == 1 and len(taken[0].data["cards"]) == 2 and taken[0].data["payer"] == 0
    assert len(result.state.hands[0]) == 0  # 6 cards left after the attack: 4 + 2 taken
    assert len(result.state.hands[1]) == 3 + 4 + 2  # its hand and the setup's two, less the negotiate


def test_super_takes_four_more() -> None:
    attacks = ["Attack 15", "Attack 14", "Attack 13", "Attack 11", "Attack 09", "Attack 07", "Attack 05"]
    hands = {"0": ["Attack 20", *attacks, "Attack 04"], "1": ["Negotiate", "Flare: Glutton"], "2": []}
    setup = {"deck_top": ["Attack 10", "Attack 12"]}
    data = encounter(["", "Glutton", ""], hands, "Attack 20", "Negotiate", config=CONFLICT, setup=setup)
    sup = {"seat": 1, "type": "play", "card": "Flare: Glutton", "half": "super", "use": "super"}
    data["actions"].append(sup)
    result = run(data)
    taken = [e for e in result.events if e.kind == "glutton_cards"]
    assert len(taken) == 1 and len(taken[0].data["cards"]) == 4
    assert len(result.state.hands[0]) == 8 - 4 - 4


def test_wild_wins_with_more_than_twice_every_hand() -> None:
    big = ["Attack 04", "Attack 05", "Attack 06", "Attack 07", "Attack 08", "Attack 09", "Attack 10"]
    big += ["Attack 08", "Attack 10", "Attack 12", "Attack 14", "Attack 06", "Negotiate"]  # 15 with the rest
    hands = {"0": ["Attack 20", "Flare: Glutton", *big], "1": ["Attack 12", "Negotiate"], "2": ["Morph"]}
    data = encounter(["", "", "Void"], hands, "Attack 20", "Attack 12", config=CONFLICT)
    data["actions"] = [{"seat": 0, "type": "play", "card": "Flare: Glutton", "half": "wild", "use": "wild"}]
    result = run(data)
    assert result.state.over and result.state.winners == [0]


def test_wild_not_offered_without_a_big_enough_hand() -> None:
    hands = {"0": ["Attack 20", "Flare: Glutton", "Attack 04"], "1": ["Attack 12", "Negotiate"], "2": []}
    data = encounter(["", "", "Void"], hands, "Attack 20", "Attack 12", config=CONFLICT)
    data["actions"] = []
    result = run(data)
    assert result.state.prompts[0].ctx == "launch_aim"


def test_faq_finder_takes_two_more_at_random() -> None:
    """FAQ: a Glutton playing Finder takes the named card, then two more from that hand at random."""
    data = {
        "config": {
            "players": 3,
            "incursion": True,
            "rewards": "deck",
            "aliens": ["Glutton", "", ""],
            "expansions": ["incursion", "conflict"],
        },
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "deck_top": ["Attack 10", "Attack 12"],
            "hands": {
                "0": ["Finder", "Attack 04"],
                "1": ["Attack 40", "Attack 13", "Attack 14", "Attack 15"],
            },
        },
        "actions": [],
    }
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    finder = next(o for o in prompt.options if o.get("type") == "play" and o.get("target") == 1)
    events = apply(state, {"seat": 0, **finder})
    while not any(p.ctx == "finder_name" for p in state.prompts):
        p = state.prompts[0]
        events += apply(state, {"seat": p.seat, "type": "pass"})
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    events += apply(state, {"seat": 0, **next(o for o in prompt.options if o["name"] == "Attack 40")})
    taken = [e for e in events if e.kind == "glutton_cards"]
    assert len(taken) == 1 and len(taken[0].data["cards"]) == 2
    assert len(state.hands[1]) == 1
