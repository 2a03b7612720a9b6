"""A power lent with Philanthropist Wild composes with the effects that move aliens for good: a trade
(Sorcerer Wild) or a replacement (Reincarnator Wild) of the borrower's alien applies to the alien it set
aside, the borrower keeps the lent power for the encounter, and the lent power goes back to its lender
with its data and its second power (Reincarnator's incarnation)."""

from __future__ import annotations

from typing import Any

from encounter_kit import run

from game import hooks
from game.config import default_config
from game.engine import new_game

# seat 2 lends its power (Warrior) to the defense, seat 1, in Regroup, losing a ship from planet 10
LEND = [
    {"seat": 2, "type": "play", "card": "Flare: Philanthropist", "half": "wild", "use": "wild", "player": 1},
    {"seat": 2, "type": "lose", "ships": [[10, 1]]},
]
ATTACK = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 2]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
]


def _game(actions: list[dict[str, Any]], aliens: list[str], hands: dict[str, list[str]]) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 4, "aliens": aliens},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
        "expect": {},
    }
    return run(data)


def test_a_trade_during_a_loan_trades_the_borrowers_own_alien() -> None:
    """Sorcerer Wild trades the main players' powers while the defense borrows Warrior: the offense gets
    the defense's own Virus at once, the defense keeps Warrior for the encounter, then Warrior goes back
    to seat 2 and the defense takes the offense's Human."""
    hands = {
        "0": ["Attack 20", "Attack 10"],
        "1": ["Attack 04", "Attack 06"],
        "2": ["Flare: Philanthropist", "Attack 08"],
        "3": ["Flare: Sorcerer", "Attack 09"],
    }
    aliens = ["Human", "Virus", "Warrior", ""]
    before_cards = [
        *LEND,
        *ATTACK,
        {"seat": 3, "type": "play", "card": "Flare: Sorcerer", "half": "wild", "use": "wild"},
    ]
    state = _game(before_cards, aliens, hands).state
    assert state.aliens == ["Virus", "Warrior", None, None]  # the borrower still holds the lent power
    assert hooks.own_alien(state, 1) == "Human" and hooks.own_alien(state, 2) == "Warrior"
    actions = [
        *before_cards,
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
    ]
    result = _game(actions, aliens, hands)
    kinds = [e.kind for e in result.events]
    assert "power_returned" in kinds and "loan_void" not in kinds
    assert result.state.aliens[:3] == ["Virus", "Human", "Warrior"]


def _lent_state(lender_alien: str, borrower_alien: str) -> Any:
    config = default_config(3, seed=5, aliens=(lender_alien, borrower_alien, None))
    state, _ = new_game(config)
    ev: list[Any] = []
    hooks.lend_power(state, ev, 0, 1)
    return state, ev


def test_a_replacement_during_a_loan_replaces_the_set_aside_alien() -> None:
    """Reincarnator Wild on a borrower swaps the alien it set aside; the lent power is not lost."""
    state, ev = _lent_state("Warrior", "Virus")
    hooks.replace_alien(state, 1, "Human")
    assert state.aliens[:2] == [None, "Warrior"]
    hooks.end_loans(state, ev)
    assert state.aliens[:2] == ["Warrior", "Human"]
    assert [e.kind for e in ev][-1] == "power_returned"


def test_a_lent_reincarnator_takes_its_incarnation_along_and_back() -> None:
    """Reincarnator lends its power: its incarnation goes with it, works for the borrower, a new one the
    borrower gains replaces it, and both go back to the lender; the borrower's own second power waits."""
    config = default_config(3, seed=5, aliens=("Reincarnator", "Virus", None))
    state, _ = new_game(config)
    hooks.set_borrowed(state, 0, "Human")
    hooks.set_borrowed(state, 1, "Warrior")  # say Virus had one too: it is set aside with Virus
    ev: list[Any] = []
    hooks.lend_power(state, ev, 0, 1)
    assert hooks.powers_of(state, 0) == [] and hooks.powers_of(state, 1) == ["Reincarnator", "Human"]
    hooks.set_borrowed(state, 1, "Mite")  # the borrower reincarnates with the lent power
    hooks.end_loans(state, ev)
    assert hooks.powers_of(state, 0) == ["Reincarnator", "Mite"]
    assert hooks.powers_of(state, 1) == ["Virus", "Warrior"]


def test_a_power_out_on_loan_cannot_be_traded() -> None:
    state, _ = _lent_state("Warrior", "Virus")
    state.offense, state.enc.defense = 0, 1
    sorcerer = hooks.POWERS["Sorcerer"]
    wild = sorcerer.wild[0]
    assert sorcerer.options(state, 2, wild, -1) == []
