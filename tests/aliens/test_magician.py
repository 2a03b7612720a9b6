"""Magician (Cosmic Incursion): the opponent puts two encounter cards down, Magician takes one at random and
the opponent must play the other; the single-card proof; T10 (backs are visible); secrecy of the cards put
down; what may not be done; both flare halves. (Magician against Deuce: tests/aliens/test_deuce.py.)"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.scenario import ScenarioResult, named_cards
from tests.aliens.encounter_kit import encounter, run

INC = {"incursion": True}
DEF_HAND = ["Attack 12", "Attack 04", "Negotiate"]


def _start(hands: dict[str, list[str]], aliens: list[str] | None = None, **kw: Any) -> ScenarioResult:
    """Magician (seat 0) attacks seat 1; play up to Planning (the trick's prompts)."""
    hands.setdefault("2", ["Attack 05"])
    data = encounter(
        aliens or ["Magician", "", ""], hands, "Attack 08", "Attack 04", config=kw.pop("config", INC), **kw
    )
    data["actions"] = data["actions"][:4]
    return run(data)


def _act(result: ScenarioResult, *actions: dict[str, Any]) -> ScenarioResult:
    for action in actions:
        result.events.extend(apply(result.state, named_cards(action, result.state.hands[action["seat"]])))
    return result


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def test_opponent_plays_the_card_magician_did_not_take() -> None:
    """The defense puts up Attack 12 and Attack 04; Magician takes one at random; the defense may select
    only the other one, and Magician may select the one it took."""
    result = _start({"0": ["Attack 08", "Attack 06"], "1": DEF_HAND})
    _act(result, {"seat": 1, "type": "magician_two", "cards": ["Attack 12", "Attack 04"]})
    state = result.state
    taken = next(e.data["card"] for e in result.events if e.kind == "magician_took_card")
    assert taken in state.hands[0] and CARD_NAME[taken] in ("Attack 12", "Attack 04")
    defense = next(p for p in state.prompts if p.seat == 1)
    (forced,) = [o["card"] for o in defense.options]
    assert _names([forced, taken]) == ["Attack 04", "Attack 12"]
    offense = next(p for p in state.prompts if p.seat == 0)
    assert taken in [o["card"] for o in offense.options]
    _act(
        result,
        {"seat": 0, "type": "encounter_card", "card": taken},
        {"seat": 1, "type": "encounter_card", "card": forced},
    )
    revealed = next(e.data for e in result.events if e.kind == "cards_revealed")
    assert (revealed["offense"], revealed["defense"]) == (taken, forced)


def test_single_encounter_card_is_proved_and_nothing_happens() -> None:
    """With one encounter card the defense shows Magician (and only Magician) the rest of its hand; the
    power does nothing and it selects as usual."""
    result = _start({"0": ["Attack 08", "Attack 06"], "1": ["Attack 12", "Quash", "Ionic Gas"]})
    proof = next(e for e in result.events if e.kind == "hand_proved")
    assert proof.to == (1, 0) and _names(proof.data["cards"]) == ["Ionic Gas", "Quash"]
    assert any(e.kind == "magician_no_effect" for e in result.events)
    assert not any(e.kind == "magician_took" for e in result.events)
    assert len(result.state.hands[0]) == 2


def test_t10_magician_picks_a_back_when_the_backs_differ() -> None:
    """FAQ T10: "at random" means without seeing the faces; the backs are public. A cosmic and a reward
    card put up: Magician chooses the back, and gets the card with that back."""
    hands = {"0": ["Attack 08", "Attack 06"], "1": ["Attack 12", "Reward Attack 10", "Negotiate"]}
    result = _start(hands, config={**INC, "rewards": "deck"})
    _act(result, {"seat": 1, "type": "magician_two", "cards": ["Attack 12", "Reward Attack 10"]})
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    assert prompt.ctx == "magician_take"
    assert {o["take"] for o in prompt.options} == {"reward", "cosmic"}
    down = next(e for e in result.events if e.kind == "magician_cards_down")
    assert sorted(down.data["backs"]) == ["cosmic", "reward"]
    _act(result, {"seat": 0, "type": "magician_take", "take": "cosmic"})
    assert "Attack 12" in _names(result.state.hands[0])


def test_cards_put_down_stay_secret() -> None:
    """Nobody but the owner learns the two cards; the one taken is told to Magician (and its owner) only."""
    result = _start({"0": ["Attack 08", "Attack 06"], "1": DEF_HAND})
    _act(result, {"seat": 1, "type": "magician_two", "cards": ["Attack 12", "Attack 04"]})
    for e in result.events:
        if e.kind.startswith("magician"):
            assert e.to is not None or "card" not in e.data, e
            if e.to is not None:
                assert set(e.to) == {0, 1}


def test_may_not_put_up_a_non_encounter_card_or_three_cards() -> None:
    """A Quash is not an encounter card, and the power asks for exactly two: refused, nothing changes."""
    result = _start({"0": ["Attack 08", "Attack 06"], "1": ["Attack 12", "Attack 04", "Negotiate", "Quash"]})
    state = result.state
    before = state.copy()
    for cards in (["Attack 12", "Quash"], ["Attack 12", "Attack 04", "Negotiate"]):
        action = named_cards({"seat": 1, "type": "magician_two", "cards": cards}, state.hands[1])
        try:
            apply(state, action)
        except IllegalAction as err:
            assert err.code == "illegal_choice"
        else:
            raise AssertionError(f"{cards} accepted")
        assert state == before


def test_magician_may_not_sit_with_oracle() -> None:
    """Do not use with Oracle: Magician declares it."""
    from game.hooks import POWERS

    assert "Oracle" in POWERS["Magician"].excludes


def test_wild_three_cards_one_played_at_random() -> None:
    """Magician Wild (played by the offense, no Magician at the table): the defense puts three encounter
    cards down; one of them, at random, is the card it must play; the other two stay in its hand."""
    hands = {"0": ["Attack 08", "Flare: Magician"], "1": ["Attack 12", "Attack 04", "Negotiate", "Morph"]}
    result = _start(hands, aliens=["Clone", "", ""])
    _act(
        result,
        {"seat": 0, "type": "play", "card": "Flare: Magician", "half": "wild", "use": "wild", "player": 1},
    )
    _act(result, {"seat": 1, "type": "magician_three", "cards": ["Attack 12", "Attack 04", "Negotiate"]})
    chosen = next(e.data["card"] for e in result.events if e.kind == "magician_wild_card")
    assert CARD_NAME[chosen] in ("Attack 12", "Attack 04", "Negotiate")
    defense = next(p for p in result.state.prompts if p.seat == 1 and p.ctx == "select_card")
    assert [o["card"] for o in defense.options] == [chosen]
    assert len(result.state.hands[1]) == 4


def test_wild_with_fewer_than_three_draws_a_new_hand() -> None:
    """Magician Wild against a defense with two encounter cards: it discards its hand, draws a new one,
    and then puts three of the new cards down."""
    fresh = [
        "Attack 15",
        "Attack 09",
        "Negotiate",
        "Attack 07",
        "Morph",
        "Attack 01",
        "Attack 20",
        "Attack 11",
    ]
    hands = {"0": ["Attack 08", "Flare: Magician"], "1": ["Attack 12", "Attack 04", "Quash"]}
    result = _start(hands, aliens=["Clone", "", ""], setup={"deck_top": fresh})
    _act(
        result,
        {"seat": 0, "type": "play", "card": "Flare: Magician", "half": "wild", "use": "wild", "player": 1},
    )
    assert "new_hand" in [e.kind for e in result.events]
    assert _names(result.state.hands[1]) == sorted(fresh)
    assert next(p for p in result.state.prompts if p.seat == 1).ctx == "magician_three"


def test_super_turns_one_card_face_up() -> None:
    """Magician Super: one of the two cards turns face up for all; Magician takes the face-up one (or
    the face-down one); the opponent plays the other."""
    hands = {"0": ["Attack 08", "Flare: Magician"], "1": DEF_HAND, "2": ["Attack 05"]}
    data = encounter(["Magician", "", ""], hands, "Attack 08", "Attack 04", config=INC)
    data["actions"] = data["actions"][:4]
    result = run(data)
    # the trick waits in its Cosmic Zap window; the Super comes in the USING window, before it resolves
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    play = next(o for o in prompt.options if o.get("half") == "super")
    _act(result, {"seat": 0, **play})
    _act(result, {"seat": 1, "type": "magician_two", "cards": ["Attack 12", "Attack 04"]})
    up = next(e.data["card"] for e in result.events if e.kind == "magician_card_up")
    assert up in result.state.enc.mods.shown
    _act(result, {"seat": 0, "type": "magician_take", "take": "up"})
    assert up in result.state.hands[0]
    took = next(e for e in result.events if e.kind == "magician_took")
    assert took.data["card"] == up and took.to is None  # it was face up: the table saw it


def test_a_bots_sample_keeps_the_trick_playable() -> None:
    """A hard bot's sample for Magician deals the opponent's hand again: the face-up card stays where the
    table saw it, the face-down one is another card of that hand, and taking either plays on (two
    tournament games at seven seats crashed on a pair card the sample had moved)."""
    from game.determinize import sample_state
    from game.rng import Rng

    hands = {
        "0": ["Attack 08", "Flare: Magician"],
        "1": [*DEF_HAND, "Attack 15", "Attack 20"],
        "2": ["Attack 05"],
    }
    data = encounter(["Magician", "", ""], hands, "Attack 08", "Attack 04", config=INC)
    data["actions"] = data["actions"][:4]
    result = run(data)
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    _act(result, {"seat": 0, **next(o for o in prompt.options if o.get("half") == "super")})
    _act(result, {"seat": 1, "type": "magician_two", "cards": ["Attack 12", "Attack 04"]})
    up = next(e.data["card"] for e in result.events if e.kind == "magician_card_up")
    for seed in range(20):
        sample = sample_state(result.state, 0, Rng(seed))
        assert up in sample.hands[1]
        for take in ("up", "down"):
            copy = sample.copy()
            apply(copy, {"seat": 0, "type": "magician_take", "take": take})
            assert (up in copy.hands[0]) == (take == "up")
