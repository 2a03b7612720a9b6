"""Bandit: at the start of every player's turn it reveals the top three cards of the cosmic deck. Three types:
it discards a card of its choice; two of a type: it may take one; three of a type: it takes any or all and
every other player discards every card of that type."""

from __future__ import annotations

from typing import Any

from encounter_kit import run
from test_view_secrecy import scramble

from game.cards.catalog import CARD_KIND, CARD_NAME
from game.rng import Rng
from game.scenario import ScenarioResult
from game.view import view_for

HANDS = {"0": ["Attack 08"], "1": ["Attack 04", "Negotiate"], "2": ["Attack 06", "Attack 10", "Negotiate"]}


def spin(
    top: list[str], *actions: dict[str, Any], hands: dict[str, list[str]] | None = None
) -> ScenarioResult:
    """Seat 1 is the Bandit; seat 0's turn starts with ``top`` on the cosmic deck."""
    data = {
        "actions": list(actions),
        "config": {"players": 3, "aliens": ["", "Bandit", ""], "expansions": ["alliance"]},
        "setup": {"first_player": 0, "hands": hands or HANDS, "destiny_top": ["blue"], "deck_top": top},
        "expect": {},
    }
    return run(data)


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def _revealed(result: ScenarioResult) -> list[int]:
    return list(next(e.data["cards"] for e in result.events if e.kind == "bandit_spin"))


def test_three_of_a_type_takes_them_all_and_robs_the_others() -> None:
    result = spin(["Attack 12", "Attack 15", "Attack 20"])
    cards = _revealed(result)
    result = spin(["Attack 12", "Attack 15", "Attack 20"], {"seat": 1, "type": "bandit_take", "cards": cards})
    state = result.state
    assert _names(state.hands[1]) == ["Attack 04", "Attack 12", "Attack 15", "Attack 20", "Negotiate"]
    assert not [c for c in state.hands[2] if CARD_KIND[c] == "attack"]
    assert _names(state.hands[2]) == ["Negotiate"]
    robbed = [e.data["player"] for e in result.events if e.kind == "bandit_robs"]
    assert robbed == [0, 2]


def test_three_of_a_type_may_take_only_some() -> None:
    first = spin(["Attack 12", "Attack 15", "Attack 20"])
    cards = _revealed(first)
    state = spin(
        ["Attack 12", "Attack 15", "Attack 20"], {"seat": 1, "type": "bandit_take", "cards": cards[:1]}
    ).state
    assert cards[0] in state.hands[1] and set(cards[1:]) <= set(state.discard)


def test_two_of_a_type_take_any_one_of_the_three() -> None:
    first = spin(["Attack 12", "Attack 15", "Cosmic Zap"])
    cards = _revealed(first)
    options = [o["cards"] for p in first.state.prompts if p.seat == 1 for o in p.options]
    assert max(len(o) for o in options) == 1 and [] in options
    zap = next(c for c in cards if CARD_NAME[c] == "Cosmic Zap")
    state = spin(
        ["Attack 12", "Attack 15", "Cosmic Zap"], {"seat": 1, "type": "bandit_take", "cards": [zap]}
    ).state
    assert zap in state.hands[1]
    assert set(cards) - {zap} <= set(state.discard)
    assert _names(state.hands[2]) == ["Attack 06", "Attack 10", "Negotiate"]  # nobody else discards


def test_three_types_the_bandit_discards_a_card_of_its_choice() -> None:
    hands = {**HANDS, "1": ["Attack 04", "Negotiate", "Morph"]}
    first = spin(["Attack 12", "Negotiate", "Cosmic Zap"], hands=hands)
    assert [p.ctx for p in first.state.prompts] == ["bandit_discard"]
    state = spin(
        ["Attack 12", "Negotiate", "Cosmic Zap"],
        {"seat": 1, "type": "bandit_discard", "card": "Attack 04"},
        hands=hands,
    ).state
    assert _names(state.hands[1]) == ["Morph", "Negotiate"]
    assert set(_revealed(first)) <= set(state.discard)


def test_the_choice_of_discard_is_the_bandits_alone() -> None:
    hands = {**HANDS, "1": ["Attack 04", "Negotiate", "Morph"]}
    state = spin(["Attack 12", "Negotiate", "Cosmic Zap"], hands=hands).state
    r = Rng(3)
    for seat in (0, 2):
        for _ in range(5):
            assert view_for(scramble(state, seat, r), seat) == view_for(state, seat)


def test_super_three_types_take_one_instead_of_discarding() -> None:
    # The Bandit's Super is played on its spin (the USING window) before it resolves.
    hands = {**HANDS, "1": ["Attack 04", "Flare: Bandit"]}
    top = ["Attack 12", "Negotiate", "Cosmic Zap"]
    super_ = {"seat": 1, "type": "play", "card": "Flare: Bandit", "half": "super", "use": "super"}
    first = spin(top, super_, hands=hands)
    assert [p.ctx for p in first.state.prompts] == ["bandit_take"]
    zap = next(c for c in _revealed(first) if CARD_NAME[c] == "Cosmic Zap")
    state = spin(top, super_, {"seat": 1, "type": "bandit_take", "cards": [zap]}, hands=hands).state
    assert zap in state.hands[1] and "Attack 04" in _names(state.hands[1])


def test_wild_takes_one_of_a_pair() -> None:
    hands = {**HANDS, "2": ["Attack 06", "Flare: Bandit"]}
    data_aliens = {"players": 3, "aliens": ["", "", ""], "expansions": ["alliance"]}
    top = ["Attack 12", "Attack 15", "Cosmic Zap"]
    base = {
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], "deck_top": top},
        "expect": {},
    }
    wild = {"seat": 2, "type": "play", "card": "Flare: Bandit", "half": "wild", "use": "wild"}
    first = run({"actions": [wild], "config": data_aliens, **base})
    options = [o["cards"] for p in first.state.prompts for o in p.options]
    pair = [c for c in _revealed(first) if CARD_KIND[c] == "attack"]
    assert sorted(options) == sorted([[], *[[c] for c in pair]])
    state = run(
        {
            "actions": [wild, {"seat": 2, "type": "bandit_take", "cards": [pair[1]]}],
            "config": data_aliens,
            **base,
        }
    ).state
    assert pair[1] in state.hands[2] and pair[0] in state.discard


def test_faq_the_spin_reveals_the_cosmic_deck_not_the_reward_deck() -> None:
    data = {
        "actions": [],
        "config": {"players": 3, "aliens": ["", "Bandit", ""], "expansions": ["incursion", "alliance"]}
        | {"rewards": "deck"},
        "setup": {
            "first_player": 0,
            "hands": HANDS,
            "destiny_top": ["blue"],
            "deck_top": ["Attack 12", "Attack 15", "Attack 20"],
        },
        "expect": {},
    }
    result = run(data)
    assert _names(_revealed(result)) == ["Attack 12", "Attack 15", "Attack 20"]
