"""Mimic (Cosmic Conflict): the hand matched to the opponent's before cards are chosen, and its flare."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from tests.aliens.encounter_kit import encounter, run

CONFLICT = {"expansions": ["conflict"]}


def _until_planning(aliens: list[str], hands: dict[str, list[str]], before: Any = ()) -> Any:
    data = encounter(aliens, hands, "Attack 06", "Attack 04", before=tuple(before), config=CONFLICT)
    data["actions"] = data["actions"][: 4 + len(before)]
    return run(data)


def test_mimic_draws_up_to_a_bigger_opponent_hand() -> None:
    hands = {"0": ["Attack 06"], "1": ["Attack 04", "Attack 08", "Attack 10", "Negotiate"], "2": []}
    result = _until_planning(["Mimic", "", ""], hands)
    assert len(result.state.hands[0]) == 4
    assert any(e.kind == "mimic_imitates" for e in result.events)


def test_mimic_discards_down_to_a_smaller_opponent_hand_of_its_choice() -> None:
    hands = {"0": ["Attack 06", "Attack 20", "Negotiate", "Morph"], "1": ["Attack 04", "Attack 08"], "2": []}
    result = _until_planning(["Mimic", "", ""], hands)
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    assert prompt.ctx == "mimic_discard" and prompt.spec["count"] == 2
    data = encounter(["Mimic", "", ""], hands, "Attack 20", "Attack 04", config=CONFLICT)
    data["actions"][4:4] = [{"seat": 0, "type": "discard", "cards": ["Attack 06", "Morph"]}]
    result = run(data)
    names = [CARD_NAME[c] for c in result.state.discard]
    assert "Attack 06" in names and "Morph" in names


def test_equal_hands_nothing_happens() -> None:
    hands = {"0": ["Attack 06", "Attack 20"], "1": ["Attack 04", "Attack 08"], "2": []}
    result = _until_planning(["Mimic", "", ""], hands)
    assert not any(e.kind == "mimic_imitates" for e in result.events)


def test_mimic_as_defense_too() -> None:
    hands = {"0": ["Attack 06", "Attack 20", "Negotiate"], "1": ["Attack 04"], "2": []}
    result = _until_planning(["", "Mimic", ""], hands)
    assert len(result.state.hands[1]) == 3


def test_faq_wild_copies_a_wild_just_played_when_its_conditions_are_met() -> None:
    """FAQ F12: the Mimic Wild carries out a flare another player just played, as its own, if its holder
    meets that flare's conditions (here Mite's Wild, "as a main player")."""
    six = ["Attack 04", "Attack 05", "Attack 07", "Attack 08", "Attack 09", "Attack 10"]
    hands = {
        "0": ["Attack 06", "Flare: Mite", *six],
        "1": ["Attack 12", "Flare: Mimic", "Negotiate", "Morph", "Attack 13", "Attack 14", "Attack 15"],
        "2": [],
    }
    mite = {"seat": 0, "type": "play", "card": "Flare: Mite", "half": "wild", "use": "wild"}
    copy = {"seat": 1, "type": "play", "card": "Flare: Mimic", "half": "wild", "use": "wild"}
    copy["play"] = "latest"
    result = _until_planning(["", "", "Void"], hands, [mite, copy])
    assert any(e.kind == "mimic_copies" and e.data["alien"] == "Mite" for e in result.events)
    assert len(result.state.hands[0]) == 5 + 1  # cut to five by the copy, the Mite flare back
    assert len(result.state.hands[1]) == 5  # its flare came back first; then the Mite Wild cut it to five


def test_wild_cannot_copy_without_meeting_the_conditions() -> None:
    six = ["Attack 04", "Attack 05", "Attack 07", "Attack 08", "Attack 09", "Attack 10"]
    hands = {
        "0": ["Attack 06", "Flare: Mite", *six],
        "1": ["Attack 12", "Negotiate", "Morph", "Attack 13", "Attack 14", "Attack 15"],
        "2": ["Flare: Mimic", "Attack 20"],  # not a main player
    }
    mite = {"seat": 0, "type": "play", "card": "Flare: Mite", "half": "wild", "use": "wild"}
    result = _until_planning(["", "", "Void"], hands, [mite])
    assert not any(p.seat == 2 for p in result.state.prompts)


def test_super_copies_another_player_than_the_opponent() -> None:
    hands = {
        "0": ["Attack 06", "Flare: Mimic"],
        "1": ["Attack 04", "Attack 05", "Attack 07"],
        "2": ["Attack 08", "Attack 10", "Attack 12", "Attack 15", "Negotiate", "Morph"],
    }
    sup = {"seat": 0, "type": "play", "card": "Flare: Mimic", "half": "super", "use": "super", "player": 2}
    result = _until_planning(["Mimic", "", ""], hands, [sup])
    # the flare comes back to the hand before the imitation: drawn up to seat 2's 6, flare included
    held = [CARD_NAME[c] for c in result.state.hands[0]]
    assert len(held) == 6 and "Flare: Mimic" in held
    assert any(e.kind == "mimic_imitates" and e.data["model"] == 2 for e in result.events)


def _answer_copy(data: dict[str, Any], seat: int, pick: Any) -> Any:
    """Play ``data``; then answer ``seat``'s ``mimic_copy`` prompt with the option ``pick`` selects."""
    result = run(data)
    prompt = next(p for p in result.state.prompts if p.seat == seat)
    assert prompt.ctx == "mimic_copy"
    option = next(o for o in prompt.options if pick(o))
    data["actions"].append({"seat": seat, **option})
    return run(data)


def test_wild_copies_a_wild_played_when_another_player_draws() -> None:
    """A Wild of another timing than between steps: the Mind Wild answers a draw (the Mimic power drawing
    up to its opponent's hand); the Mimic Wild's holder carries it out too and sees the cards drawn."""
    hands = {
        "0": ["Attack 06"],
        "1": ["Attack 04", "Attack 08", "Attack 10", "Flare: Mind"],
        "2": ["Flare: Mimic", "Attack 20"],
    }
    mind = {"seat": 1, "type": "play", "card": "Flare: Mind", "half": "wild", "use": "wild", "player": 0}
    mind["draw"] = 0
    copy = {"seat": 2, "type": "play", "card": "Flare: Mimic", "half": "wild", "use": "wild"}
    copy["play"] = "latest"
    result = _until_planning(["Mimic", "", ""], hands, [mind, copy])
    assert any(e.kind == "mimic_copies" and e.data["alien"] == "Mind" for e in result.events)
    seen = [e for e in result.events if e.kind == "draw_seen"]
    assert sorted(e.to for e in seen) == [(1,), (2,)]  # the Mind Wild's player and the Mimic Wild's


def test_wild_copies_an_artifact_with_its_own_choices() -> None:
    """FAQ F12 names artifacts too: the offense's Force Field sends the defense's ally home; the Mimic Wild
    (the defense's) carries out a Force Field of its own and sends the offense's ally home; only one Force
    Field card goes to the discard pile."""
    hands = {
        "0": ["Attack 10", "Force Field"],
        "1": ["Attack 12", "Flare: Mimic"],
        "2": ["Attack 06"],
        "3": ["Attack 05"],
    }
    field = {"seat": 0, "type": "play", "card": "Force Field", "allies": [3]}
    copy = {"seat": 1, "type": "play", "card": "Flare: Mimic", "half": "wild", "use": "wild"}
    copy["play"] = "latest"
    data = encounter(
        ["", "", "", ""],
        hands,
        "Attack 10",
        "Attack 12",
        invites=([2], [3]),
        allies=(
            {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},
            {"seat": 3, "type": "ally", "side": "defense", "ships": [[15, 1]]},
        ),
        before=(field, copy),
        config=CONFLICT,
    )
    data["actions"] = data["actions"][:-2]  # stop before the cards are chosen
    result = _answer_copy(data, 1, lambda o: o["allies"] == [2])
    prompt = result.state.prompts[0]  # the offense's ally takes its ships home, then the Force Field acts
    assert (prompt.seat, prompt.ctx) == (2, "return_ships")
    data["actions"].append({"seat": 2, "type": "place", "ships": [[prompt.spec["planets"][0], 2]]})
    result = run(data)
    enc = result.state.enc
    assert enc.off_allies == 0 and enc.def_allies == 0
    assert [CARD_NAME[c] for c in result.state.discard].count("Force Field") == 1
    assert any(e.kind == "mimic_copies" and e.data["alien"] == "Force Field" for e in result.events)


def test_wild_cannot_copy_an_artifact_whose_conditions_it_does_not_meet() -> None:
    """Mobius Tubes is the offense's alone: the Mimic Wild's holder, not the offense, cannot copy it."""
    hands = {"0": ["Attack 10", "Mobius Tubes"], "1": ["Attack 12"], "2": ["Flare: Mimic", "Attack 06"]}
    data = encounter(["", "", ""], hands, "Attack 10", "Attack 12", config=CONFLICT)
    data["actions"] = [{"seat": 0, "type": "play", "card": "Mobius Tubes"}]
    result = run(data)
    assert not any(p.seat == 2 for p in result.state.prompts)


def test_a_wild_the_copy_already_carried_out_does_nothing_again() -> None:
    """The Dictator Wild cancels the destiny card just drawn; the Mimic Wild copies it and acts first, so
    the card is cancelled once (the offense draws again) and the Dictator's own Wild then does nothing."""
    hands = {"0": ["Attack 06"], "1": ["Attack 04", "Flare: Dictator"], "2": ["Flare: Mimic", "Attack 20"]}
    data = encounter(["", "", ""], hands, "Attack 06", "Attack 04", config=CONFLICT)
    wild = {"seat": 1, "type": "play", "card": "Flare: Dictator", "half": "wild", "use": "wild"}
    copy = {"seat": 2, "type": "play", "card": "Flare: Mimic", "half": "wild", "use": "wild"}
    copy["play"] = "latest"
    data["actions"] = [wild, copy]
    result = run(data)
    assert any(e.kind == "mimic_copies" and e.data["alien"] == "Dictator" for e in result.events)
    assert [e.kind for e in result.events].count("destiny_cancelled") == 1
