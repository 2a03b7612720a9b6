"""Cryo: cold storage outside the hand (secret, counted), drawing after storing, taking the storage up as
the hand with eight or more (not a new hand: Relic ruling), Mind not seeing it (FAQ H7), the Aftershock
discarding it (FAQ Q2), and the flare (Wild reconstructed; Super's two effects in order, FAQ)."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game import hooks
from game.aliens.cryo import stored
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.core import Events
from game.engine import apply, new_game
from game.invariants import check_invariants
from game.scenario import ScenarioResult, make_setup, named_cards, run_scenario, scenario_config
from game.state import GameState
from game.view import events_for, view_for

INC = {"incursion": True}
PRESERVE = {"seat": 0, "type": "power", "alien": "Cryo", "use": "preserve"}
STORAGE = ["Attack 12", "Attack 13", "Attack 14", "Attack 15", "Attack 20", "Attack 23", "Attack 30", "Morph"]


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def _kinds(result: Any) -> list[str]:
    return [e.kind for e in result.events]


def _with_storage(data: dict[str, Any], seat: int, names: list[str]) -> ScenarioResult:
    """Play ``data`` with ``names`` (taken off the deck) already in ``seat``'s cold storage."""
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        cards = []
        for name in names:
            card = next(c for c in state.deck if CARD_NAME[c] == name)
            state.deck.remove(card)
            cards.append(card)
        state.extra[f"Cryo/{seat}"] = {"stored": cards}

    state, events = new_game(config, setup)
    result = ScenarioResult(state, list(events))
    for action in data["actions"]:
        try:
            result.events.extend(apply(state, named_cards(action, state.hands[action["seat"]])))
        except Exception as exc:
            result.error = {"reason": str(exc)}
            break
        result.applied += 1
    return result


def test_preserve_stores_a_card_and_draws_one() -> None:
    """Once alliances are formed, the Cryo offense stores its negotiate face down and draws a card: its hand
    keeps its size, the negotiate is on the sheet, not in the hand."""
    hands = {"0": ["Attack 08", "Negotiate"], "1": ["Attack 10"], "2": ["Attack 06"]}
    before = (PRESERVE, {"seat": 0, "type": "store", "cards": ["Negotiate"]})
    data = encounter(
        ["Cryo", "", ""],
        hands,
        "Attack 08",
        "Attack 10",
        before=before,
        setup={"deck_top": ["Attack 09"]},
        config=INC,
    )
    data["actions"] = data["actions"][:-2]  # stop before the cards are selected
    state = run(data).state
    assert _names(stored(state, 0)) == ["Negotiate"]
    assert _names(state.hands[0]) == ["Attack 08", "Attack 09"]
    assert check_invariants(state) == []


def test_no_preserve_outside_the_encounter() -> None:
    """Cryo neither main player nor ally may not preserve: the use is refused and nothing changes."""
    hands = {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 06", "Negotiate"]}
    use = {"seat": 2, "type": "power", "alien": "Cryo", "use": "preserve"}
    result = run_scenario(
        encounter(["", "", "Cryo"], hands, "Attack 08", "Attack 10", before=(use,), config=INC)
    )
    assert result.error is not None
    assert stored(result.state, 2) == [] and _names(result.state.hands[2]) == ["Attack 06", "Negotiate"]


def test_eight_stored_become_the_hand_without_a_new_hand() -> None:
    """With eight stored, Cryo takes them up at the start of its turn: its hand is discarded and the stored
    cards are its hand. Relic ruling: this is not drawing a new hand (no new-hand event)."""
    thaw = {"seat": 0, "type": "power", "alien": "Cryo", "use": "thaw", "stored": 8}
    hands = {"0": ["Attack 04", "Negotiate"], "1": ["Attack 10"], "2": ["Attack 06"]}
    data = encounter(["Cryo", "", ""], hands, "Attack 08", "Attack 10", config=INC)
    data["actions"] = [thaw]
    result = _with_storage(data, 0, STORAGE)
    assert result.error is None, result.error
    assert _names(result.state.hands[0]) == sorted(STORAGE) and stored(result.state, 0) == []
    assert "new_hand" not in _kinds(result)
    assert any(
        e.kind == "discarded" and _names(e.data["cards"]) == ["Attack 04", "Negotiate"] for e in result.events
    )
    assert check_invariants(result.state) == []


def test_seven_stored_cannot_be_taken_up() -> None:
    """Below eight stored, taking the storage up is refused and nothing changes."""
    thaw = {"seat": 0, "type": "power", "alien": "Cryo", "use": "thaw", "stored": 7}
    hands = {"0": ["Attack 04", "Negotiate"], "1": ["Attack 10"], "2": ["Attack 06"]}
    data = encounter(["Cryo", "", ""], hands, "Attack 08", "Attack 10", config=INC)
    data["actions"] = [thaw]
    result = _with_storage(data, 0, STORAGE[:7])
    assert result.error is not None
    assert len(stored(result.state, 0)) == 7 and _names(result.state.hands[0]) == ["Attack 04", "Negotiate"]


def test_h7_mind_cannot_see_cold_storage() -> None:
    """FAQ H7: Mind looking at Cryo's hand sees the hand only, never the stored cards."""
    hands = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 10"], "2": ["Attack 06"]}
    look = {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 0}
    data = encounter(["Cryo", "", "Mind"], hands, "Attack 08", "Attack 10", config=INC)
    data["actions"] = [*data["actions"][:2], look]
    result = _with_storage(data, 0, STORAGE[:3])
    assert result.error is None, result.error
    seen = [e for e in result.events if e.kind == "hand_seen"]
    assert len(seen) == 1 and _names(seen[0].data["cards"]) == ["Attack 04", "Attack 08"]


def test_cold_storage_is_secret_and_counted() -> None:
    """The table sees how many cards are stored, only Cryo sees which; the census finds them."""
    hands = {"0": ["Attack 08", "Negotiate"], "1": ["Attack 10"], "2": ["Attack 06"]}
    before = (PRESERVE, {"seat": 0, "type": "store", "cards": ["Negotiate"]})
    result = run(encounter(["Cryo", "", ""], hands, "Attack 08", "Attack 10", before=before, config=INC))
    state = result.state
    ids = set(stored(state, 0))
    for seat in (None, 1, 2):
        view = view_for(state, seat)
        assert view["players"][0]["alien_info"] == {"stored": 1}
        assert not view.get("alien_private")
        for event in events_for(result.events, seat):
            if event.kind != "discarded":
                assert not ids & set(event.data.get("cards", ())), event
    assert _names(view_for(state, 0)["alien_private"]["cold_storage"]) == ["Negotiate"]
    assert check_invariants(state) == []


def test_q2_aftershock_discards_cold_storage() -> None:
    """FAQ Q2: a Cosmic Aftershock discards the stored cards (Cryo has no setup: nothing comes back)."""
    state, _ = new_game(default_config(3, seed=4, aliens=("Cryo", None, None), incursion=True))
    cards = [state.deck.pop(), state.deck.pop()]
    state.extra["Cryo/0"] = {"stored": list(cards)}
    ev: Events = []
    hooks.aftershock(state, ev, False)
    hooks.aftershock(state, ev, True)
    assert stored(state, 0) == [] and set(cards) <= set(state.discard)


def test_wild_freezes_the_hand_against_compensation() -> None:
    """Cryo Wild (reconstructed): the offense wins with an attack against a negotiate; as the defense is
    about to take compensation from its hand, it plays the Wild and the defense takes nothing."""
    hands = {"0": ["Attack 08", "Flare: Cryo", "Attack 05"], "1": ["Negotiate"], "2": ["Attack 06"]}
    after = ({"seat": 0, "type": "play", "card": "Flare: Cryo", "half": "wild", "use": "wild", "player": 1},)
    result = run(encounter(["", "", "Cryo"], hands, "Attack 08", "Negotiate", after=after, config=INC))
    assert "hand_frozen" in _kinds(result)
    assert all(e.data["count"] == 0 for e in result.events if e.kind == "compensation")
    assert _names(result.state.hands[0]) == ["Attack 05", "Flare: Cryo"]


def test_super_stores_two_then_takes_up_five() -> None:
    """Cryo Super, both effects in one encounter in the printed order (FAQ): with three stored, Cryo stores
    two more (drawing two), then takes the five up as its hand."""
    hands = {
        "0": ["Attack 08", "Flare: Cryo", "Attack 04", "Negotiate"],
        "1": ["Attack 10"],
        "2": ["Attack 06"],
    }
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "play", "card": "Flare: Cryo", "half": "super", "use": "super"},
        {"seat": 0, "type": "store", "cards": ["Attack 04", "Negotiate"]},
        {"seat": 0, "type": "cryo_take", "take": True},
    ]
    data = encounter(["Cryo", "", ""], hands, "Attack 08", "Attack 10", config=INC)
    data["actions"] = actions
    result = _with_storage(data, 0, STORAGE[:3])
    assert result.error is None, result.error
    kinds = _kinds(result)
    assert kinds.index("cards_stored") < kinds.index("storage_taken")
    # the old hand went to the discard pile; the flare comes back to the hand after use
    assert _names(result.state.hands[0]) == sorted([*STORAGE[:3], "Attack 04", "Flare: Cryo", "Negotiate"])
    assert check_invariants(result.state) == []
