"""Winner (Cosmic Alliance): a main player winning an attack against an attack by 10 or more gains one free
foreign colony (mandatory); not by 9, not as a loser, not on a negotiate; the Super gives one per full 10
instead (FAQ: 29 gives two, not three); the Wild gives a free foreign colony at the start of its holder's
turn and then goes to the Winner's player."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on
from game.cards.catalog import CARD_NAME
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}


def _prompt(state: GameState, seat: int) -> Any:
    return next((p for p in state.prompts if p.seat == seat), None)


def hands(off: list[str], dfn: list[str]) -> dict[str, list[str]]:
    return {"0": off, "1": dfn, "2": ["Attack 05"]}


def game(off: str, dfn: str, aliens: list[str] | None = None, **kw: Any) -> dict[str, Any]:
    hands = kw.pop("hands", {"0": [off, "Attack 01"], "1": [dfn, "Attack 06"], "2": ["Attack 05"]})
    return encounter(aliens or ["Winner", "", ""], hands, off, dfn, config=ALLIANCE, **kw)


def test_a_win_by_ten_or_more_gains_a_free_foreign_colony() -> None:
    data = game("Attack 20", "Attack 08")  # 20 + 3 = 23 against 8 + 4 = 12: by 11
    state = run(data).state
    prompt = _prompt(state, 0)
    assert prompt is not None and prompt.ctx == "free_colony"
    planets = {o["planet"] for o in prompt.options}
    assert planets == set(range(15)) - {0, 1, 2, 3, 4, 5}  # foreign, and not where it already landed
    data["actions"] += [
        {"seat": 0, "type": "free_colony", "planet": 12},
        {"seat": 0, "type": "free_colony_from", "planet": 12, "src": 1},
    ]
    state = run(data).state
    assert ships_on(state, 12, 0) == 1 and ships_on(state, 1, 0) == 3


def test_a_win_by_nine_gains_nothing() -> None:
    data = game("Attack 13", "Attack 04", hands=hands(["Attack 13", "Attack 01"], ["Attack 04"]))
    result = run(data)  # 16 against 8: by 8
    assert "winner_colonies" not in [e.kind for e in result.events]
    assert _prompt(result.state, 0) is None or _prompt(result.state, 0).ctx != "free_colony"


def test_as_the_defense_too() -> None:
    data = game("Attack 04", "Attack 20", aliens=["", "Winner", ""])
    data["setup"]["hands"] = hands(["Attack 04", "Attack 01"], ["Attack 20", "Attack 06"])
    result = run(data)  # 7 against 24
    assert [e.data["count"] for e in result.events if e.kind == "winner_colonies"] == [1]
    assert _prompt(result.state, 1).ctx == "free_colony"


def test_losing_or_a_negotiate_gains_nothing() -> None:
    lost = run(game("Attack 04", "Attack 20", hands=hands(["Attack 04", "Attack 01"], ["Attack 20"])))
    assert "winner_colonies" not in [e.kind for e in lost.events]
    result = run(game("Attack 20", "Negotiate", hands=hands(["Attack 20", "Attack 01"], ["Negotiate"])))
    assert "winner_colonies" not in [e.kind for e in result.events]


def _super(hands: dict[str, list[str]], off: str) -> dict[str, Any]:
    after = (
        {
            "seat": 0,
            "type": "play",
            "card": "Flare: Winner",
            "half": "super",
            "use": "super",
            "play": "latest",
        },
    )
    return encounter(["Winner", "", ""], hands, off, "Attack 00", after=after, config=ALLIANCE)


def test_super_one_colony_per_full_ten_instead_of_one() -> None:
    # FAQ: won by 29 -> two colonies (the Super replaces the power's one), not three
    hands = {"0": ["Attack 30", "Flare: Winner"], "1": ["Attack 00", "Attack 06"], "2": ["Attack 05"]}
    data = _super(hands, "Attack 30")
    data["actions"][1]["ships"] = [[0, 3]]  # 33 against 4: by 29
    result = run(data)
    assert [e.data["count"] for e in result.events if e.kind == "winner_colonies"] == [2]


def test_super_is_not_offered_below_twenty() -> None:
    hands = {"0": ["Attack 15", "Flare: Winner"], "1": ["Attack 00", "Attack 06"], "2": ["Attack 05"]}
    data = encounter(["Winner", "", ""], hands, "Attack 15", "Attack 00", config=ALLIANCE)
    result = run(data)  # 18 against 4: by 14
    assert [e.data["count"] for e in result.events if e.kind == "winner_colonies"] == [1]
    assert not [o for p in result.state.prompts for o in p.options if o.get("half") == "super"]


def test_wild_a_free_colony_at_the_start_of_the_turn_then_the_flare_goes_to_the_winner() -> None:
    hands = {"0": ["Attack 08", "Flare: Winner"], "1": ["Attack 04"], "2": ["Attack 05"]}
    data = encounter(["", "", "Winner"], hands, "Attack 08", "Attack 04", config=ALLIANCE)
    data["actions"] = [
        {"seat": 0, "type": "play", "card": "Flare: Winner", "half": "wild", "use": "wild"},
        {"seat": 0, "type": "free_colony", "planet": 11},
        {"seat": 0, "type": "free_colony_from", "planet": 11, "src": 2},
    ]
    state = run(data).state
    assert ships_on(state, 11, 0) == 1
    flare = CARD_NAME.index("Flare: Winner")
    assert flare in state.hands[2] and flare not in state.hands[0]  # the flare went to the Winner
