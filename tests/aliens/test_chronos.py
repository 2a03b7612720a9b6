"""Chronos: time travel replays the encounter from Planning (game.rewind); the FAQ's rulings on it (seed 000
"Chronos (CI)", digest F11 and R6) and what it may not do."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import check, encounter, ended, run, run_with_extra

from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.view import view_for

TT = {"seat": 0, "type": "power", "alien": "Chronos", "use": "time_travel"}
INC = {"incursion": True}


def card(seat: int, name: str) -> dict[str, Any]:
    return {"seat": seat, "type": "encounter_card", "card": name}


def names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def test_time_travel_replays_the_encounter_and_the_second_result_stands() -> None:
    # Chronos loses 8 + 3 against 12 + 4, calls time travel, and wins the replay with its 20.
    data = encounter(
        ["Chronos", "", ""],
        {"0": ["Attack 08", "Attack 20"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        after=(TT, card(0, "Attack 20"), card(1, "Attack 06")),
        config=INC,
        expect={
            "event_data": [
                *ended("offense"),
                {"kind": "card_set_aside", "seat": 1, "by": 0},
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 23, "defense_total": 10},
            ],
            "event_counts": {"cards_revealed": 2, "encounter_decided": 1},
        },
    )
    result = check(data)
    state = result.state
    # Chronos's first card came back to its hand; the set-aside 12 went back to the defense at the end.
    assert names(state.hands[0]) == ["Attack 08"]
    assert names(state.hands[1]) == ["Attack 12"]


def test_set_aside_card_is_not_offered_and_is_face_up_for_the_table() -> None:
    data = encounter(
        ["Chronos", "", ""],
        {"0": ["Attack 08", "Attack 20"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        after=(TT,),
        config=INC,
    )
    state = run(data).state
    offered = {p.seat: names([o["card"] for o in p.options]) for p in state.prompts}
    assert offered == {0: ["Attack 08", "Attack 20"], 1: ["Negotiate"]}
    seen_by_seat2 = view_for(state, 2)["players"][0]["alien_info"]
    assert [CARD_NAME[c] for _, c in seen_by_seat2["set_aside"]] == ["Attack 12"]


def test_opponent_with_no_other_encounter_card_takes_its_card_back() -> None:
    # The defense holds nothing else to play: it shows its hand and plays its 12 again.
    data = encounter(
        ["Chronos", "", ""],
        {"0": ["Attack 08", "Attack 20"], "1": ["Attack 12", "Ionic Gas"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        after=(TT,),
        config=INC,
        expect={"event_data": [{"kind": "no_other_encounter_card", "seat": 1, "by": 0}]},
    )
    state = check(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert names([o["card"] for o in prompt.options]) == ["Attack 12"]


def test_f11_the_replay_is_final_no_second_time_travel() -> None:
    # In the replay's Reveal window the defense may reinforce, but Chronos is offered nothing, and a
    # second time travel is refused.
    data = encounter(
        ["Chronos", "", ""],
        {
            "0": ["Attack 08", "Attack 20"],
            "1": ["Attack 12", "Attack 23", "Reinforcement +2"],
            "2": ["Attack 04"],
        },
        "Attack 08",
        "Attack 12",
        after=(TT, {"seat": 1, "type": "pass"}, card(0, "Attack 20"), card(1, "Attack 23")),
        config=INC,
    )
    state = run(data).state
    assert state.phase == "reveal" and [p.seat for p in state.prompts] == [1]
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, TT)
    assert state == before


def test_may_not_time_travel_before_the_reveal_or_as_a_non_main_player() -> None:
    data = encounter(
        ["", "", "Chronos"],
        {"0": ["Attack 08"], "1": ["Attack 12"], "2": ["Attack 04", "Attack 05"]},
        "Attack 08",
        "Attack 12",
        config=INC,
    )
    data["actions"] = data["actions"][:-2]  # Planning: the cards are not chosen yet
    state = run(data).state
    for seat in (0, 2):
        before = state.copy()
        with pytest.raises(IllegalAction):
            apply(state, {**TT, "seat": seat})
        assert state == before


def test_r6_kickers_return_to_hand_and_may_be_used_again() -> None:
    # FAQ: only the opponent's encounter card is set aside; kickers may be reused in the replay.
    data = encounter(
        ["Chronos", "", ""],
        {"0": ["Attack 08", "Attack 20", "Kicker x2"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(TT,),
        config={**INC, "rewards": "deck"},
        expect={"event_data": [{"kind": "kicker_returned", "seat": 0}]},
    )
    state = check(data).state
    assert "Kicker x2" in names(state.hands[0])
    assert [p.ctx for p in state.prompts] == ["kicker"]  # offered again, before the cards


def test_f11_a_flare_played_in_reveal_stays_played_and_in_effect() -> None:
    # The defense's Calculator Wild equalized 20 against 12 (8 against 12); after the time travel the
    # flare acts again on the replay's cards by itself (23 against 15: 8 against 15), and cannot be
    # played a second time.
    data = encounter(
        ["Chronos", "", ""],
        {
            "0": ["Attack 20", "Attack 23"],
            "1": ["Attack 12", "Attack 15", "Flare: Calculator"],
            "2": ["Attack 04"],
        },
        "Attack 20",
        "Attack 12",
        after=(
            {"seat": 0, "type": "pass"},
            {"seat": 1, "type": "play", "card": "Flare: Calculator", "half": "wild", "use": "wild"},
            TT,
            card(0, "Attack 23"),
            card(1, "Attack 15"),
        ),
        config=INC,
        expect={
            "event_data": [
                {"kind": "flare_replayed", "seat": 1, "alien": "Calculator"},
                {"kind": "encounter_decided", "winner": "defense", "offense_total": 11, "defense_total": 19},
            ],
            "event_counts": {"card_played": 1},
        },
    )
    state = check(data).state
    assert "Flare: Calculator" in names(state.hands[1])


def test_an_artifact_played_in_planning_returns_and_its_zap_is_lifted() -> None:
    # Seat 2 Cosmic Zaps the defense Loser's upset in Planning. After the time travel the zap is back in
    # seat 2's hand, and Loser (no longer zapped) may call its upset again in the replayed Planning.
    data = encounter(
        ["Chronos", "Loser", ""],
        {"0": ["Attack 08", "Attack 20"], "1": ["Attack 12", "Attack 06"], "2": ["Cosmic Zap", "Attack 04"]},
        "Attack 08",
        "Attack 12",
        before=(
            {"seat": 1, "type": "power", "alien": "Loser", "use": "upset"},
            {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},
        ),
        after=(TT,),
        config=INC,
        expect={"event_data": [{"kind": "card_returned", "seat": 2, "source": "discard"}]},
    )
    state = check(data).state
    assert "Cosmic Zap" in names(state.hands[2])
    loser = next(p for p in state.prompts if p.seat == 1)
    assert any(o.get("use") == "upset" for o in loser.options)
    assert state.enc.zapped == 0


def test_a_reinforcement_played_in_reveal_returns_to_its_owner() -> None:
    data = encounter(
        ["Chronos", "", ""],
        {
            "0": ["Attack 08", "Attack 20"],
            "1": ["Attack 12", "Attack 06", "Reinforcement +3"],
            "2": ["Attack 04"],
        },
        "Attack 08",
        "Attack 12",
        after=(
            {"seat": 0, "type": "pass"},
            {"seat": 1, "type": "play", "card": "Reinforcement +3", "side": "defense"},
            TT,
        ),
        config=INC,
    )
    state = run(data).state
    assert "Reinforcement +3" in names(state.hands[1])
    assert state.enc.def_bonus == 0 and state.enc.in_play == []


def test_super_makes_the_opponent_play_the_same_card_again() -> None:
    data = encounter(
        ["Chronos", "", ""],
        {
            "0": ["Attack 08", "Attack 20", "Flare: Chronos"],
            "1": ["Attack 12", "Attack 06"],
            "2": ["Attack 04"],
        },
        "Attack 08",
        "Attack 12",
        after=(
            TT,
            {"seat": 0, "type": "play", "card": "Flare: Chronos", "half": "super", "use": "super"},
        ),
        config=INC,
        expect={
            "event_data": [{"kind": "card_must_replay", "seat": 1, "by": 0}],
            "no_events": ["card_set_aside"],
        },
    )
    state = check(data).state
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert names([o["card"] for o in prompt.options]) == ["Attack 12"]


def test_wild_takes_a_card_from_the_discard_pile_and_shuffles_the_rest_in() -> None:
    data = encounter(
        ["Chronos", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 12", "Flare: Chronos"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        setup={"discard": ["Attack 30", "Negotiate", "Morph"]},
        config=INC,
    )
    data["actions"] = []
    state = run(data).state
    morph = next(c for c in state.discard if CARD_NAME[c] == "Morph")
    flare = next(c for c in state.hands[1] if CARD_NAME[c] == "Flare: Chronos")
    offered = [o for p in state.prompts if p.seat == 1 for o in p.options if o.get("card") == flare]
    assert sorted(CARD_NAME[o["pick"]] for o in offered) == ["Attack 30", "Morph", "Negotiate"]
    apply(state, {"seat": 1, "type": "play", "card": flare, "half": "wild", "use": "wild", "pick": morph})
    while any(p.seat != 1 and p.ctx == "window" for p in state.prompts):  # nobody zaps
        seat = next(p.seat for p in state.prompts if p.ctx == "window")
        apply(state, {"seat": seat, "type": "pass"})
    assert "Morph" in names(state.hands[1]) and state.discard == []
    assert "Attack 30" in [CARD_NAME[c] for c in state.deck]


def test_hired_ships_come_back_to_the_merchants_hand_when_time_travels() -> None:
    """FAQ (Chronos): every card played since Planning goes back to its owner's hand. The Merchant's hired
    ships are such cards: back in its hand for the replay, where it may hire again; at the very end the
    ships it hired in the replay are settled as usual (it loses the replay: discarded), none left aside."""
    hire = [
        {"seat": 1, "type": "power", "alien": "Merchant", "use": "hire", "hired": 1},
        {"seat": 1, "type": "hire", "cards": ["Negotiate"]},
    ]
    hands = {
        "0": ["Attack 08", "Attack 20"],
        "1": ["Attack 12", "Attack 06", "Negotiate", "Morph"],
        "2": ["Attack 04"],
    }
    data = encounter(
        ["Chronos", "Merchant", ""],
        hands,
        "Attack 08",
        "Attack 12",
        after=(*hire, TT, card(0, "Attack 20"), card(1, "Attack 06"), *hire),
        config=INC,
    )
    result = run(data)
    kinds = [e.kind for e in result.events]
    assert kinds.count("ships_hired") == 2 and kinds.count("hired_returned") == 1
    assert kinds.index("hired_returned") < kinds.index("encounter_rewound")  # back before the replay
    assert kinds.count("hired_lost") == 1  # the replay's hired ship, lost with the defense
    state = result.state
    assert "Merchant/1" not in state.extra and "Negotiate" in names(state.discard)


def test_faq_tokens_spent_before_time_travel_stay_spent() -> None:
    """FAQ (Chronos): spent tokens stay spent. The Fury spends both its tokens (+6) and still loses; after
    time travel the replay starts with none left, and the +6 is gone from the replayed encounter."""
    spend = {"seat": 1, "type": "power", "alien": "Fury", "use": "avenge", "avenge": 6}
    data = encounter(
        ["Chronos", "Fury", ""],
        {"0": ["Attack 20", "Attack 15"], "1": ["Attack 08", "Attack 06"], "2": ["Attack 04"]},
        "Attack 20",
        "Attack 08",
        after=(spend, TT, card(0, "Attack 15"), card(1, "Attack 06")),
        config=INC,
    )
    result = run_with_extra(data, {"Fury/1": 2})
    decisions = [e.data for e in result.events if e.kind == "encounter_decided"]
    assert decisions[-1]["defense_total"] == 6 + 4  # no +6 in the replay
    spends = [e for e in result.events if e.kind == "power_used" and e.data["use"] == "avenge"]
    assert len(spends) == 1
    assert result.state.extra["Fury/1"] == 0 + 4  # both spent for good; 4 new for the ships it lost


def test_faq_deuces_second_card_comes_back_to_hand_and_may_be_played_again() -> None:
    # Deuce (defense) adds a face-down Attack 06 to its Attack 12 and wins; Chronos travels in time: only
    # the 12 is set aside, the 06 is back in Deuce's hand and may be the encounter card of the replay.
    data = encounter(
        ["Chronos", "Deuce", ""],
        {"0": ["Attack 08", "Attack 20"], "1": ["Attack 12", "Attack 06", "Attack 05"], "2": ["Attack 04"]},
        "Attack 08",
        "Attack 12",
        after=({"seat": 1, "type": "deuce_second", "card": "Attack 06"}, TT),
        config=INC,
    )
    state = run(data).state
    offered = {p.seat: names([o["card"] for o in p.options if "card" in o]) for p in state.prompts}
    assert offered[1] == ["Attack 05", "Attack 06"]
    assert names(state.hands[1]) == ["Attack 05", "Attack 06"]


def test_faq_a_planning_power_may_be_used_again_in_the_replay() -> None:
    # Sorcerer (defense) switched the cards once; in the replay it is offered its switch again, although
    # the encounter already saw it used.
    switch = {"seat": 1, "type": "power", "alien": "Sorcerer", "use": "switch"}
    data = encounter(
        ["Chronos", "Sorcerer", ""],
        {"0": ["Attack 20", "Attack 10"], "1": ["Attack 04", "Attack 23"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        after=(switch, TT, card(0, "Attack 10"), card(1, "Attack 23")),
        config=INC,
    )
    state = run(data).state
    assert any(o.get("use") == "switch" for p in state.prompts if p.seat == 1 for o in p.options)
    data["actions"].append(switch)
    result = run(data)
    decided = [e.data for e in result.events if e.kind == "encounter_decided"]
    assert decided[-1] == {"winner": "offense", "offense_total": 23 + 3, "defense_total": 10 + 4}
