"""Relic (Cosmic Conflict): a free colony in the home system of each other player who draws a new hand, its
own ships back from the warp when it draws one, never for the starting hand; its flare."""

from __future__ import annotations

from typing import Any

from game.board import ships_on
from game.config import default_config
from game.engine import new_game
from tests.aliens.encounter_kit import encounter, run

CONFLICT = {"expansions": ["conflict"]}
NO_ENCOUNTER = ["Reinforcement +2"]


def _start(aliens: list[str], hands: dict[str, list[str]], actions: Any = (), setup: Any = None) -> Any:
    data = encounter(aliens, hands, "Attack 06", "Attack 04", config=CONFLICT, setup=setup)
    data["actions"] = list(actions)
    return run(data)


def test_the_starting_hand_is_no_new_hand() -> None:
    config = default_config(4, seed=9, aliens=[None, None, "Relic", None], expansions=("conflict",))
    state, events = new_game(config)
    assert not any(e.kind == "power_used" for e in events)
    assert state.prompts[0].ctx != "relic_colony"


def test_another_players_new_hand_gives_a_colony_in_its_home_system() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08"]}
    result = _start(["", "", "Relic"], hands)
    prompt = result.state.prompts[0]
    assert prompt.seat == 2 and prompt.ctx == "relic_colony"
    assert [o["planet"] for o in prompt.options] == [0, 1, 2, 3, 4]
    result = _start(["", "", "Relic"], hands, [{"seat": 2, "type": "planet", "planet": 3}])
    prompt = result.state.prompts[0]  # the ship comes from a colony of its choice
    assert prompt.seat == 2 and prompt.ctx == "relic_from"
    assert [o["src"] for o in prompt.options] == [10, 11, 12, 13, 14]
    pick = {"seat": 2, "type": "relic_from", "planet": 3, "src": 12}
    result = _start(["", "", "Relic"], hands, [{"seat": 2, "type": "planet", "planet": 3}, pick])
    assert ships_on(result.state, 3, 2) == 1 and ships_on(result.state, 12, 2) == 3
    assert ships_on(result.state, 10, 2) == 4
    assert result.state.prompts[0].ctx == "launch_aim"


def test_its_own_new_hand_brings_every_ship_out_of_the_warp() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08"]}
    setup = {"ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4}}}
    place = {"seat": 0, "type": "place", "ships": [[0, 4]]}
    result = _start(["Relic", "", ""], hands, [place], setup)
    restored = [e for e in result.events if e.kind == "relic_restored"]
    assert restored and restored[0].data["count"] == 4
    assert result.state.warp[0] == 0 and ships_on(result.state, 0, 0) == 8


def test_no_colony_where_it_has_one_on_every_planet() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08"]}
    ships = {"2": {"0": 1, "1": 1, "2": 1, "3": 1, "4": 1, "10": 4, "11": 4, "12": 3}}
    result = _start(["", "", "Relic"], hands, setup={"ships": ships})
    assert not any(e.kind == "power_used" for e in result.events)


def test_super_lands_three_ships() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08", "Flare: Relic"]}
    sup = {"seat": 2, "type": "play", "card": "Flare: Relic", "half": "super", "use": "super"}
    froms = [{"seat": 2, "type": "relic_from", "planet": 3, "src": src} for src in (10, 10, 14)]
    result = _start(["", "", "Relic"], hands, [sup, {"seat": 2, "type": "planet", "planet": 3}, *froms])
    assert ships_on(result.state, 3, 2) == 3
    assert ships_on(result.state, 10, 2) == 2 and ships_on(result.state, 14, 2) == 3


def test_wild_takes_a_ship_out_of_the_warp_after_another_players_new_hand() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08", "Flare: Relic"]}
    setup = {"ships": {"2": {"10": 4, "11": 4, "12": 4, "13": 4}}}
    result = _start(["", "", "Void"], hands, setup=setup)
    prompt = next(p for p in result.state.prompts if p.seat == 2)
    wild = next(o for o in prompt.options if o.get("half") == "wild")
    play = {"seat": 2, **wild, "card": "Flare: Relic"}
    result = _start(["", "", "Void"], hands, [play, {"seat": 2, "type": "place", "ships": [[10, 1]]}], setup)
    assert result.state.warp[2] == 3 and ships_on(result.state, 10, 2) == 5


def test_our_reading_a_cosmic_quake_is_a_new_hand_for_everyone() -> None:
    hands = {"0": NO_ENCOUNTER, "1": ["Attack 04"], "2": ["Attack 08"]}
    result = _start(["", "", "Relic"], hands, setup={"deck": [], "discard": []})
    assert any(e.kind == "cosmic_quake" for e in result.events)
    awakened = [e.data["player"] for e in result.events if e.kind == "power_used"]
    assert awakened == [0, 1]  # no ship of its own in the warp: nothing for its own new hand


def test_faq_under_cavalry_wild_it_acts_on_the_first_cards_drawn() -> None:
    """FAQ: a partial new hand (Cavalry Wild) is a new hand for the Relic as soon as its first cards come
    (its colony is announced then; it is placed once the cards chosen meanwhile are down)."""
    hands = {"0": ["Attack 06", "Flare: Cavalry"], "1": ["Reinforcement +2"], "2": ["Attack 08"]}
    wild = {"seat": 0, "type": "play", "card": "Flare: Cavalry", "half": "wild", "use": "wild"}
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        wild,
        {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
    ]
    setup = {"deck_top": ["Attack 12", "Attack 10"]}
    result = _start(["", "", "Relic"], hands, actions, setup)
    kinds = [e.kind for e in result.events]
    assert kinds.index("new_hand_partial") < kinds.index("power_used", kinds.index("new_hand_partial"))
    prompt = next(p for p in result.state.prompts if p.ctx == "relic_colony")
    assert prompt.seat == 2 and [o["planet"] for o in prompt.options] == [5, 6, 7, 8, 9]
