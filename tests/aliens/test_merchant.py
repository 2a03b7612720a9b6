"""Merchant: hired ships count as its ships in the encounter, come back to the hand at the very end, are
discarded when lost (FAQ "Merchant (CI)"), cannot be taken as compensation (FAQ C7), stay secret, and the
flare's halves (reconstructed: Wild buys total with discards, Super doubles the hired ships)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import decided, encounter, run

from game import hooks
from game.aliens.fungus import stacks
from game.aliens.merchant import hired
from game.board import ships_on
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.core import Events
from game.engine import apply, new_game
from game.errors import IllegalAction
from game.invariants import check_invariants
from game.scenario import run_scenario
from game.state import GameState
from game.view import events_for, view_for

INC = {"incursion": True}


def _hire(seat: int, cards: list[str]) -> list[dict[str, Any]]:
    return [
        {"seat": seat, "type": "power", "alien": "Merchant", "use": "hire", "hired": len(cards)},
        {"seat": seat, "type": "hire", "cards": cards},
    ]


def _table(hands: dict[str, list[str]]) -> dict[str, list[str]]:
    """Every seat's hand fixed (a dealt Card Zap would open windows the test does not answer)."""
    return {"2": ["Attack 06"], **hands}


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def _kinds(result: Any) -> list[str]:
    return [e.kind for e in result.events]


def test_hired_ships_win_the_encounter_and_come_back_to_hand() -> None:
    """Offense 8 + 3 ships + 4 hired = 15 beats 10 + 4 ships: the four hired ships turn the encounter; the
    offense lands only its three real ships, and the hired cards go back to its hand at the very end."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate", "Attack 05", "Morph"], "1": ["Attack 10"]}
    hire = ["Attack 04", "Negotiate", "Attack 05", "Morph"]
    result = run(
        encounter(
            ["Merchant", "", ""], _table(hands), "Attack 08", "Attack 10", after=_hire(0, hire), config=INC
        )
    )
    assert decided(result) == {"winner": "offense", "offense_total": 15, "defense_total": 14}
    state = result.state
    assert state.ships[5 * 3 + 0] == 3
    kinds = _kinds(result)
    assert kinds.index("hired_returned") < kinds.index("encounter_ended")
    assert _names(state.hands[0]) == sorted(hire) and hired(state, 0) == []
    assert check_invariants(state) == []


def test_lost_hired_ships_are_discarded() -> None:
    """FAQ (Merchant, Saboteur ruling): hired ships go to the warp with the Merchant's ships and are then
    discarded."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate"], "1": ["Attack 20"]}
    result = run(
        encounter(
            ["Merchant", "", ""],
            hands,
            "Attack 08",
            "Attack 20",
            after=_hire(0, ["Attack 04", "Negotiate"]),
            config=INC,
        )
    )
    assert decided(result)["winner"] == "defense"
    lost = next(e for e in result.events if e.kind == "discarded" and e.data["seat"] == 0)
    assert _names(lost.data["cards"]) == ["Attack 04", "Negotiate"]
    assert result.state.hands[0] == [] and hired(result.state, 0) == []
    assert check_invariants(result.state) == []


def test_c7_hired_ships_cannot_be_taken_as_compensation() -> None:
    """FAQ C7: the defense loses with a negotiate and takes compensation (4 ships) from the Merchant's
    hand: only the one card left in it can be taken; the hired ships come back to the hand afterwards."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate", "Morph"], "1": ["Negotiate", "Attack 05"]}
    hire = ["Attack 04", "Negotiate"]
    result = run(
        encounter(
            ["Merchant", "", ""], _table(hands), "Attack 08", "Negotiate", after=_hire(0, hire), config=INC
        )
    )
    comp = next(e for e in result.events if e.kind == "compensation_cards")
    assert _names(comp.data["cards"]) == ["Morph"]
    assert _names(result.state.hands[0]) == sorted(hire)


def test_lost_hired_ships_count_for_compensation() -> None:
    """The Merchant defends with a negotiate and two hired ships: it loses its 4 ships and the 2 hired
    ships, so it takes 6 cards of compensation, and the hired cards are discarded."""
    hands = {
        "0": [
            "Attack 10",
            "Attack 04",
            "Attack 05",
            "Attack 06",
            "Attack 07",
            "Attack 09",
            "Attack 12",
            "Morph",
        ],
        "1": ["Negotiate", "Attack 13", "Attack 14"],
    }
    hire = ["Attack 13", "Attack 14"]
    result = run(
        encounter(
            ["", "Merchant", ""], _table(hands), "Attack 10", "Negotiate", after=_hire(1, hire), config=INC
        )
    )
    comp = next(e for e in result.events if e.kind == "compensation")
    assert comp.data["count"] == 6
    assert not set(hired(result.state, 1))
    assert check_invariants(result.state) == []


def test_hired_ships_earn_defensive_rewards() -> None:
    """A Merchant defensive ally with one ship and two hired ships earns three rewards when the defense
    wins."""
    hands = {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 05", "Negotiate", "Morph"]}
    ally = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},)
    data = encounter(
        ["", "", "Merchant"],
        hands,
        "Attack 04",
        "Attack 20",
        invites=([], [2]),
        allies=ally,
        after=(*_hire(2, ["Negotiate", "Morph"]), {"seat": 2, "type": "place", "ships": [[10, 1]]}),
        config=INC,
    )
    result = run(data)
    declared = next(e.data for e in result.events if e.kind == "rewards_declared")
    assert declared["seat"] == 2 and declared["ships"] + declared["cards"] == 3
    assert "hired_returned" in _kinds(result)


def test_no_hire_without_a_ship_in_the_encounter() -> None:
    """The Merchant not in the encounter (no ship there) may not hire: the use is refused and nothing
    changes."""
    hands = {"0": ["Attack 08"], "1": ["Attack 10"], "2": ["Attack 05", "Negotiate"]}
    data = encounter(
        ["", "", "Merchant"], hands, "Attack 08", "Attack 10", after=_hire(2, ["Negotiate"]), config=INC
    )
    result = run_scenario(data)
    assert result.error is not None
    assert _names(result.state.hands[2]) == ["Attack 05", "Negotiate"]
    assert "ships_hired" not in _kinds(result)


def test_no_hire_before_the_cards_are_selected() -> None:
    """Hiring comes after encounter cards are selected: offered in Planning it is refused."""
    hands = {"0": ["Attack 08", "Negotiate"], "1": ["Attack 10"]}
    data = encounter(
        ["Merchant", "", ""], hands, "Attack 08", "Attack 10", before=_hire(0, ["Negotiate"]), config=INC
    )
    result = run_scenario(data)
    assert result.error is not None and result.error["index"] == 4
    assert "ships_hired" not in _kinds(result)


def test_hired_ships_are_secret() -> None:
    """Others see how many ships are hired, never which cards: only the Merchant's events name them."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate"], "1": ["Attack 20"]}
    hire = _hire(0, ["Attack 04", "Negotiate"])
    result = run(
        encounter(["Merchant", "", ""], _table(hands), "Attack 08", "Attack 20", after=hire, config=INC)
    )
    secret = [e for e in result.events if e.kind == "hired_cards"]
    assert [e.to for e in secret] == [(0,)]
    ids = set(secret[0].data["cards"])
    hired_at = _kinds(result).index("ships_hired")
    lost_at = _kinds(result).index("hired_lost")
    for seat in (None, 1, 2):
        for event in events_for(result.events[hired_at:lost_at], seat):
            assert not ids & set(event.data.get("cards", ())), event


def test_sheet_shows_the_hired_ships() -> None:
    """While the ships are hired the table sees their number and the Merchant sees the cards."""
    config = default_config(3, seed=3, aliens=("Merchant", None, None), incursion=True)
    state, _ = new_game(config)
    cards = state.hands[0][:2]
    for c in cards:
        state.hands[0].remove(c)
    state.extra["Merchant/0"] = {"hired": list(cards), "side": "offense"}
    for seat in (None, 1, 2):
        view = view_for(state, seat)
        assert view["players"][0]["alien_info"] == {"hired_ships": 2}
        assert not view.get("alien_private")
    assert sorted(view_for(state, 0)["alien_private"]["hired"]) == sorted(cards)
    assert check_invariants(state) == []


def test_q2_aftershock_discards_hired_ships() -> None:
    """FAQ Q2: a Cosmic Aftershock discards the hired ships with every other card kept aside."""
    config = default_config(3, seed=3, aliens=("Merchant", None, None), incursion=True)
    state, _ = new_game(config)
    cards = state.hands[0][:2]
    for c in cards:
        state.hands[0].remove(c)
    state.extra["Merchant/0"] = {"hired": list(cards), "side": "offense"}
    ev: Events = []
    hooks.aftershock(state, ev, False)
    assert hired(state, 0) == [] and set(cards) <= set(state.discard)


def test_wild_discards_cards_for_total() -> None:
    """Merchant Wild (reconstructed): the defense (no alien) discards two cards after the reveal and its
    total grows by two: 10 + 4 ships + 2 = 16 beats the offense's 11 + 4 ships = 15."""
    hands = {"0": ["Attack 11"], "1": ["Attack 10", "Flare: Merchant", "Attack 04", "Morph"]}
    after = (
        {"seat": 1, "type": "play", "card": "Flare: Merchant", "half": "wild", "use": "wild", "discards": 2},
        {"seat": 1, "type": "discard", "cards": ["Attack 04", "Morph"]},
    )
    result = run(
        encounter(
            ["Merchant", "", ""], _table(hands), "Attack 11", "Attack 10", after=after, launch=4, config=INC
        )
    )
    assert decided(result) == {"winner": "defense", "offense_total": 15, "defense_total": 16}


def test_super_doubles_the_hired_ships() -> None:
    """Merchant Super (reconstructed): one hired ship counts as two: 8 + 3 + 2 = 13 against 8 + 4 = 12."""
    hands = {"0": ["Attack 08", "Flare: Merchant", "Negotiate"], "1": ["Attack 08"]}
    after = (
        *_hire(0, ["Negotiate"]),
        {"seat": 0, "type": "play", "card": "Flare: Merchant", "half": "super", "use": "super"},
    )
    result = run(
        encounter(["Merchant", "", ""], _table(hands), "Attack 08", "Attack 08", after=after, config=INC)
    )
    assert decided(result) == {"winner": "offense", "offense_total": 13, "defense_total": 12}
    assert _names(result.state.hands[0]) == ["Flare: Merchant", "Negotiate"]


# --- each hired ship's fate is its own: lost ones are discarded, the others come back ---------------------


def _pick(state: GameState, seat: int, name: str) -> None:
    """The Merchant names which hired card a lost hired ship was (cards outside the hand: by id)."""
    card = next(c for c in hired(state, seat) if CARD_NAME[c] == name)
    apply(state, {"seat": seat, "type": "hired_lost", "hired": card})


GUERRILLA_HANDS = {"0": ["Attack 08", "Attack 04", "Negotiate"], "1": ["Attack 06"]}


def _attrition(lose: list[list[Any]], *more: dict[str, Any]) -> dict[str, Any]:
    """The Merchant (offense, 3 ships + 2 hired: 8 + 5 = 13) beats Guerrilla (6 + 4 = 10); the attrition
    leaves it one ship of the five, which it picks (``lose``)."""
    after = (*_hire(0, ["Attack 04", "Negotiate"]), {"seat": 0, "type": "lose", "ships": lose}, *more)
    return encounter(
        ["Merchant", "Guerrilla", ""],
        _table(GUERRILLA_HANDS),
        "Attack 08",
        "Attack 06",
        after=after,
        config=INC,
    )


def test_guerrilla_attrition_takes_hired_ships_the_merchant_keeps_a_real_one() -> None:
    """Guerrilla's attrition leaves each winner a single ship of those it has in the encounter; hired ships
    count among them (they are the Merchant's extra ships there), so one of the five stays and the Merchant
    chooses which: a real one, which lands; both hired ships reached the warp and are discarded, as the
    power says of any hired ship that does."""
    result = run(_attrition([["gate", 2], ["extra", 2]]))
    assert decided(result)["winner"] == "offense"
    state = result.state
    assert state.warp[0] == 2 and state.ships[5 * 3 + 0] == 1
    lost = next(e for e in result.events if e.kind == "discarded" and e.data["seat"] == 0)
    assert _names(lost.data["cards"]) == ["Attack 04", "Negotiate"]
    assert state.hands[0] == [] and hired(state, 0) == []
    assert "hired_returned" not in _kinds(result)
    assert check_invariants(state) == []


def test_guerrilla_attrition_the_merchant_may_keep_a_hired_ship_instead() -> None:
    """The same attrition, the Merchant keeping one hired ship: its three real ships and one hired ship are
    lost (it picks the Negotiate as the lost card), nothing lands, and the Attack 04 comes back to its hand
    at the end (Merchant: "otherwise, hired ships ... return to your hand")."""
    state = run(_attrition([["gate", 3], ["extra", 1]])).state
    assert [p.ctx for p in state.prompts] == ["merchant_lost"]
    lost = next(c for c in hired(state, 0) if CARD_NAME[c] == "Negotiate")
    _pick(state, 0, "Negotiate")
    assert state.warp[0] == 3 and state.ships[5 * 3 + 0] == 0
    assert _names(state.hands[0]) == ["Attack 04"] and hired(state, 0) == []
    assert lost in state.discard
    assert check_invariants(state) == []


def test_attrition_choice_of_too_many_ships_is_refused_and_changes_nothing() -> None:
    """Losing five ships when the attrition takes four is refused: the prompt stays, nothing moved."""
    data = _attrition([["gate", 3], ["extra", 2]])
    result = run_scenario(data)
    assert result.error is not None and result.error["index"] == len(data["actions"]) - 1
    state = result.state
    assert [p.ctx for p in state.prompts] == ["lose_ships"]
    assert state.warp[0] == 0 and state.gate[0] == 3 and len(hired(state, 0)) == 2
    assert state.enc.mods.extra_ships == {"0": 2}


def test_picking_a_card_that_is_not_hired_is_refused_and_changes_nothing() -> None:
    """Which hired card a lost hired ship was: only a hired card may be named (the hand's own Morph is not
    hired); refused, the prompt stays and both cards are still hired, the hand untouched."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate", "Morph"], "1": ["Attack 06"]}
    after = (
        *_hire(0, ["Attack 04", "Negotiate"]),
        {"seat": 0, "type": "lose", "ships": [["gate", 3], ["extra", 1]]},
    )
    data = encounter(
        ["Merchant", "Guerrilla", ""], _table(hands), "Attack 08", "Attack 06", after=after, config=INC
    )
    state = run(data).state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": 0, "type": "hired_lost", "hired": state.hands[0][0]})
    assert [p.ctx for p in state.prompts] == ["merchant_lost"]
    assert hired(state, 0) == hired(before, 0) and state.hands == before.hands
    assert state.discard == before.discard


BULLY_HANDS = {"0": ["Attack 12"], "1": ["Attack 06", "Attack 04", "Negotiate"]}


def _bully(ships: list[list[Any]], *more: dict[str, Any]) -> dict[str, Any]:
    """Bully (offense, 12 + 3 = 15) beats the Merchant (defense, 6 + 4 ships + 2 hired = 12) and picks its
    six losses (as many ships as it had in the encounter, hired ones included) from anywhere."""
    intimidate = {"seat": 0, "type": "power", "alien": "Bully", "use": "intimidate", "player": 1}
    after = (
        *_hire(1, ["Attack 04", "Negotiate"]),
        intimidate,
        {"seat": 0, "type": "lose", "ships": ships},
        *more,
    )
    return encounter(
        ["Bully", "Merchant", ""], _table(BULLY_HANDS), "Attack 12", "Attack 06", after=after, config=INC
    )


def test_bully_leaves_the_hired_ships_they_come_back_to_hand() -> None:
    """Bully: the opponent loses as many ships as it had in the encounter (4 + 2 hired = 6), taken from
    anywhere. The Bully takes them from colonies: the hired ships never went to the warp, so they come
    back to the Merchant's hand although its side lost (Merchant: "otherwise ... return to your hand")."""
    result = run(_bully([[6, 4], [7, 2]]))
    state = result.state
    assert state.warp[1] == 6 and ships_on(state, 5, 1) == 4
    assert _names(state.hands[1]) == ["Attack 04", "Negotiate"] and hired(state, 1) == []
    assert "hired_returned" in _kinds(result)
    assert check_invariants(state) == []


def test_bully_picks_one_hired_ship_it_alone_is_discarded() -> None:
    """The Bully picks five real ships and one hired ship: that hired ship is discarded (the Merchant names
    which face-down card it was), the other comes back to the hand."""
    state = run(_bully([[6, 4], [7, 1], ["extra", 1]])).state
    lost = next(c for c in hired(state, 1) if CARD_NAME[c] == "Attack 04")
    _pick(state, 1, "Attack 04")
    assert state.warp[1] == 5
    assert _names(state.hands[1]) == ["Negotiate"] and lost in state.discard
    assert check_invariants(state) == []


def test_fungus_capture_discards_the_hired_ships() -> None:
    """FAQ "Merchant (CI)": a captured hired ship is discarded. Fungus (offense) beats the Merchant
    (defense) and captures its losing ships: the four real ships go into a stack, the two hired cards are
    discarded, not stacked."""
    hands = {"0": ["Attack 12"], "1": ["Attack 06", "Attack 04", "Negotiate"]}
    after = _hire(1, ["Attack 04", "Negotiate"])
    result = run(
        encounter(
            ["Fungus", "Merchant", ""], _table(hands), "Attack 12", "Attack 06", after=after, config=INC
        )
    )
    state = result.state
    assert sum(sum(st[1]) for st in stacks(state, 0)) == 4
    assert hired(state, 1) == [] and "hired_returned" not in _kinds(result)
    lost = next(e for e in result.events if e.kind == "discarded" and e.data["seat"] == 1)
    assert _names(lost.data["cards"]) == ["Attack 04", "Negotiate"]
    assert check_invariants(state) == []


def test_failed_deal_penalty_may_take_hired_ships() -> None:
    """A failed deal: each main player loses three ships of its choice, its ships in the encounter among
    them (the gate; R3.10.5). The Merchant (offense, 3 ships + 2 hired) gives up both hired ships and one
    ship of the gate: the two cards are discarded, its two other ships go home."""
    hands = {"0": ["Negotiate", "Attack 04", "Morph"], "1": ["Negotiate"]}
    after = (
        *_hire(0, ["Attack 04", "Morph"]),
        {"seat": 0, "type": "deal_fail"},
        {"seat": 0, "type": "lose", "ships": [["extra", 2], ["gate", 1]]},
        {"seat": 1, "type": "lose", "ships": [[6, 3]]},
        {"seat": 0, "type": "place", "ships": [[0, 2]]},
    )
    result = run(
        encounter(["Merchant", "", ""], _table(hands), "Negotiate", "Negotiate", after=after, config=INC)
    )
    state = result.state
    assert state.warp[0] == 1 and state.warp[1] == 3
    assert state.hands[0] == [] and hired(state, 0) == []
    assert _names([c for c in state.discard if CARD_NAME[c] in ("Attack 04", "Morph")]) == [
        "Attack 04",
        "Morph",
    ]
    assert check_invariants(state) == []
