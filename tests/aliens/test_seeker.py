"""Seeker: one question before the cards are chosen; facts are answered by the engine, intentions by the
player, who is then held to them. FAQ rulings (seed 000 "Seeker (CI)", Loser; digest H7, H10)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import check, encounter, run

from game.aliens.miser import hoard
from game.aliens.seeker import QUESTIONS
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.scenario import named_cards
from game.view import view_for

INC = {"incursion": True}


def ask(seat: int, player: int, question: str) -> dict[str, Any]:
    return {
        "seat": seat,
        "type": "power",
        "alien": "Seeker",
        "use": "ask",
        "player": player,
        "question": question,
    }


def offered(state: Any, seat: int) -> list[str]:
    prompt = next(p for p in state.prompts if p.seat == seat)
    return sorted(CARD_NAME[o["card"]] for o in prompt.options)


def until_cards(data: dict[str, Any]) -> dict[str, Any]:
    data["actions"] = data["actions"][:-2]  # stop when the cards are to be chosen
    return data


def test_a_question_about_the_hand_is_answered_truthfully_by_the_engine() -> None:
    data = encounter(
        ["Seeker", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 12", "Morph"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        before=(ask(0, 1, "hold_morph"),),
        config=INC,
        expect={
            "event_data": [
                {"kind": "seeker_question", "seat": 0, "player": 1, "question": "hold_morph"},
                {"kind": "seeker_answer", "seat": 1, "answer": "yes", "binding": False},
            ]
        },
    )
    check(data)


def test_a_no_about_playing_a_negotiate_binds_the_card_choice() -> None:
    data = encounter(
        ["Seeker", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 12", "Negotiate", "Morph"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        before=(
            ask(0, 1, "play_negotiate"),
            {"seat": 1, "type": "seeker_answer", "answer": "no", "question": "play_negotiate", "by": 0},
        ),
        config=INC,
        expect={"event_data": [{"kind": "seeker_answer", "seat": 1, "answer": "no", "binding": True}]},
    )
    state = check(until_cards(data)).state
    assert offered(state, 1) == ["Attack 12", "Morph"]


def test_only_an_answer_the_player_can_keep_is_allowed() -> None:
    # Holding only negotiates, the defense cannot say it will play an attack: "no" is its only answer.
    data = encounter(
        ["Seeker", "", ""],
        {"0": ["Attack 08"], "1": ["Negotiate", "Negotiate"], "2": ["Attack 04"]},
        "Attack 08",
        "Negotiate",
        before=(ask(0, 1, "play_attack"),),
        config=INC,
        expect={"event_data": [{"kind": "seeker_answer", "seat": 1, "answer": "no", "binding": True}]},
    )
    state = check(until_cards(data)).state
    assert offered(state, 1) == ["Negotiate"]


def test_loser_cannot_call_an_upset_after_saying_it_plays_a_negotiate() -> None:
    # FAQ (Loser): an honest "yes" to "are you playing a negotiate?" rules out the upset, though Loser
    # still holds an attack.
    data = encounter(
        ["Seeker", "Loser", ""],
        {"0": ["Attack 08"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 04"]},
        "Attack 08",
        "Negotiate",
        before=(
            ask(0, 1, "play_negotiate"),
            {"seat": 1, "type": "pass"},  # Loser, asked at the same time, does not call its upset yet
            {"seat": 1, "type": "seeker_answer", "answer": "yes", "question": "play_negotiate", "by": 0},
        ),
        config=INC,
    )
    state = run(until_cards(data)).state
    assert offered(state, 1) == ["Negotiate"]
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": 1, "type": "power", "alien": "Loser", "use": "upset"})
    assert state == before


def test_h10_a_player_who_chooses_after_seeing_may_say_it_does_not_know() -> None:
    # Oracle makes Seeker choose first, face up: Oracle's choice depends on that card, so it may answer
    # "I don't know", which binds nothing.
    data = encounter(
        ["Seeker", "Oracle", ""],
        {"0": ["Attack 08"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 04"]},
        "Attack 08",
        "Negotiate",
        before=(
            ask(0, 1, "play_negotiate"),
            {"seat": 1, "type": "seeker_answer", "answer": "unknown", "question": "play_negotiate", "by": 0},
        ),
        config=INC,
        expect={
            "event_data": [{"kind": "seeker_answer", "seat": 1, "answer": "unknown", "binding": False}],
        },
    )
    result = check(data)
    assert result.state.enc.mods.pledges is None


def test_h7_an_ally_asks_a_main_player_only_about_that_player_s_own_hand() -> None:
    # FAQ H7: Seeker may not ask Mind about another player's hand. As an ally it may question either main
    # player, and every question is about the asked player's own hand or card.
    data = encounter(
        ["", "Mind", "Seeker"],
        {"0": ["Attack 08"], "1": ["Attack 12"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=INC,
    )
    data["actions"].insert(2, {"seat": 1, "type": "pass"})  # Mind does not look before the invitations
    state = run(until_cards(data)).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    asks = [o for o in prompt.options if o.get("use") == "ask"]
    assert {o["player"] for o in asks} == {0, 1}
    assert {o["question"] for o in asks} == set(QUESTIONS)
    assert all(set(o) == {"type", "alien", "use", "player", "question"} for o in asks)


def test_may_not_ask_twice_nor_ask_a_non_main_player_nor_ask_from_outside_the_encounter() -> None:
    data = encounter(
        ["Seeker", "", ""],
        {"0": ["Attack 08", "Cosmic Zap"], "1": ["Attack 12", "Morph"], "2": ["Attack 04", "Flare: Seeker"]},
        "Attack 08",
        "Attack 12",
        before=(ask(0, 1, "hold_morph"),),
        config=INC,
    )
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    for bad in (ask(0, 1, "hold_flare"), ask(0, 2, "hold_morph"), ask(2, 1, "hold_morph")):
        before = state.copy()
        with pytest.raises(IllegalAction):
            apply(state, bad)
        assert state == before


def test_wild_the_main_player_shows_its_ally_the_card_and_must_play_it() -> None:
    data = encounter(
        ["", "", ""],
        {
            "0": ["Attack 08", "Attack 15", "Negotiate"],
            "1": ["Attack 12"],
            "2": ["Attack 04", "Flare: Seeker"],
        },
        "Attack 08",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        config=INC,
    )
    data["actions"] = data["actions"][:-2]
    data["actions"].append(
        {"seat": 2, "type": "play", "card": "Flare: Seeker", "half": "wild", "use": "wild", "player": 0}
    )
    data["actions"].append({"seat": 0, "type": "seeker_show", "card": "Attack 15", "by": 2})
    result = run(data)
    state = result.state
    assert offered(state, 0) == ["Attack 15"]
    shown = [e for e in result.events if e.kind == "card_intended"]
    assert [(e.to, CARD_NAME[e.data["card"]]) for e in shown] == [((0, 2), "Attack 15")]
    # the table knows a card was shown, not which: other seats' views carry no trace of it
    assert "_forced_card" not in view_for(state, 1)["encounter"]["modifiers"]


def test_super_the_opponent_names_the_card_it_will_play_and_must_play_it() -> None:
    data = encounter(
        ["Seeker", "", ""],
        {"0": ["Attack 08", "Flare: Seeker"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 04"]},
        "Attack 08",
        "Negotiate",
        before=(
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Seeker",
                "half": "super",
                "use": "super",
                "player": 1,
            },
        ),
        config=INC,
    )
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.ctx == "seeker_name"
    negotiate = next(o for o in prompt.options if CARD_NAME[o["card"]] == "Negotiate")
    apply(state, {"seat": 1, **negotiate})
    while any(p.ctx == "window" for p in state.prompts):
        apply(state, {"seat": next(p.seat for p in state.prompts if p.ctx == "window"), "type": "pass"})
    assert offered(state, 1) == ["Negotiate"]
    # the power's own question was spent by the Super
    assert not any(o.get("use") == "ask" for p in state.prompts for o in p.options)


def test_the_answer_prompt_says_the_question() -> None:
    """The asked player reads the question on its prompt, not only in the log."""
    from game.describe import title
    from game.prompts import CHOOSE, Prompt

    options = tuple(
        {"type": "seeker_answer", "answer": a, "question": "play_attack_15", "by": 0} for a in ("yes", "no")
    )
    prompt = Prompt(id=1, seat=1, kind=CHOOSE, ctx="seeker_answer", options=options, spec={})
    assert title(prompt) == "Seeker asks you: Will you play an attack of 15 or more?"


def test_wild_a_miser_shows_a_card_of_its_hoard_and_must_play_that_card() -> None:
    """Miser may play an encounter card from its hoard, so it may show one to the Seeker Wild's player: the
    show names the hoard (``held``, as Planning's options do) and Planning then offers only that card."""
    hoard_cards = ["Attack 20", "Attack 05", "Attack 07", "Attack 09", "Attack 10", "Attack 11"]
    hoard_cards += ["Attack 13", "Attack 14"]
    data = encounter(
        ["Miser", "", ""],
        {
            "0": ["Attack 08", "Negotiate"],
            "1": ["Attack 12"],
            "2": ["Attack 04", "Flare: Seeker"],
        },
        "Attack 08",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        setup={"deck_top": hoard_cards},
        config=INC,
    )
    data = until_cards(data)
    data["actions"].insert(0, {"seat": 0, "type": "miser_hoard", "hoard": "second"})  # Miser's Game Setup
    state = run(data).state
    twenty = CARD_NAME.index("Attack 20")
    assert twenty in hoard(state, 0) and twenty not in state.hands[0]
    play = {"seat": 2, "type": "play", "card": "Flare: Seeker", "half": "wild", "use": "wild", "player": 0}
    apply(state, named_cards(play, state.hands[2]))
    (prompt,) = [p for p in state.prompts if p.seat == 0]
    show = next(o for o in prompt.options if o["card"] == twenty)
    assert show["held"] == "Miser"  # a card from outside the hand, named as such
    apply(state, {"seat": 0, **show})
    (planning,) = [p for p in state.prompts if p.seat == 0]
    assert [(o["card"], o.get("held")) for o in planning.options] == [(twenty, "Miser")]
