"""Mutant: FAQ rulings on its random draws (T10) and on who counts as having allied (P5)."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from game.view import events_for

OPENING = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
]


def _game(
    actions: list[dict[str, Any]], aliens: list[str], hands: dict[str, list[str]], players: int = 3
) -> Any:
    return run_scenario(
        {
            "config": {"players": players, "aliens": aliens},
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
            "actions": actions,
        }
    )


def test_t10_random_draws_show_no_faces() -> None:
    hands = {
        "0": ["Attack 04"] * 1 + ["Attack 05"],
        "1": ["Attack 12", "Negotiate"],
        "2": ["Attack 40", "Morph"],
    }
    use = {"seat": 0, "type": "power", "alien": "Mutant", "use": "regenerate"}
    result = _game([*OPENING, use], ["Mutant", "", ""], hands)
    assert result.error is None
    prompt = result.state.prompts[0]
    assert prompt.ctx == "mutant_source"
    # the choice is a source (a player or the deck), never a card face
    assert [o["source"] for o in prompt.options] == [1, 2, -1]
    assert all("card" not in o for o in prompt.options)
    take = {"seat": 0, "type": "mutant_source", "source": 2, "choose": False}
    events = _game([*OPENING, use, take], ["Mutant", "", ""], hands).events
    public = [e for e in events if e.kind == "card_taken"]
    secret = [e for e in events if e.kind == "card_taken_card"]
    assert public and "card" not in public[0].data and public[0].data["chosen"] is False
    assert secret[0].to == (0, 2) and CARD_NAME[secret[0].data["card"]] in ("Attack 40", "Morph")
    assert not any(e.kind == "card_taken_card" for e in events_for(events, 1))


def test_p5_wild_counts_an_ally_sent_home_by_force_field() -> None:
    hands = {
        "0": ["Attack 20", "Force Field"],
        "1": ["Attack 12", "Flare: Mutant"],
        "2": ["Attack 40"],
        "3": ["Morph"],
    }
    actions = [
        *OPENING,
        {"seat": 0, "type": "invite", "seats": [2]},
        {"seat": 1, "type": "invite", "seats": [3]},
        {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},
        {"seat": 3, "type": "ally", "side": "defense", "ships": [[15, 1]]},
        {"seat": 0, "type": "play", "card": "Force Field", "allies": [3]},
        {"seat": 1, "type": "pass"},
        {"seat": 3, "type": "place", "ships": [[15, 1]]},
    ]
    result = _game(actions, ["", "", "", "Virus"], hands, players=4)
    assert result.error is None, result.error
    assert result.state.enc.def_allies == 0 and result.state.enc.allied >> 3 & 1
    prompt = next(p for p in result.state.prompts if p.seat == 1)
    wild = [o for o in prompt.options if o.get("use") == "wild"]
    assert wild
    result = _game([*actions, {"seat": 1, **wild[0]}], ["", "", "", "Virus"], hands, players=4)
    assert result.error is None, result.error
    assert sorted(CARD_NAME[c] for c in result.state.hands[1]) == sorted(
        ["Attack 12", "Flare: Mutant", "Attack 40", "Morph"]
    )
