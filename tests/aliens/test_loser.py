"""Loser rulings: once an upset is called both main players must choose attacks if they hold any; the
upset is applied after every other effect (a zapped Human's outright win is reversed too)."""

from __future__ import annotations

from encounter_kit import check, encounter, ended, run

from game.cards.catalog import CARD_NAME

UPSET = {"seat": 0, "type": "power", "alien": "Loser", "use": "upset"}


def test_upset_forces_attack_cards() -> None:
    data = encounter(
        ["Loser", "", ""],
        {"0": ["Attack 08", "Negotiate", "Morph"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 12",
        before=(UPSET,),
    )
    data["actions"] = data["actions"][:-2]  # stop when the cards are to be chosen
    state = run(data).state
    offered = {p.seat: [CARD_NAME[o["card"]] for o in p.options] for p in state.prompts}
    assert offered == {0: ["Attack 08"], 1: ["Attack 12"]}


def test_upset_without_an_attack_in_hand_allows_anything() -> None:
    data = encounter(
        ["Loser", "", ""],
        {"0": ["Attack 08", "Negotiate"], "1": ["Negotiate", "Morph"], "2": ["Attack 06"]},
        "Attack 08",
        "Negotiate",
        before=(UPSET,),
    )
    data["actions"] = data["actions"][:-2]
    state = run(data).state
    offered = {p.seat: sorted(CARD_NAME[o["card"]] for o in p.options) for p in state.prompts}
    assert offered[1] == ["Morph", "Negotiate"]


def test_upset_applies_after_a_zapped_human_wins() -> None:
    # Human (defense) is zapped, so its side wins; the upset, applied last, makes it lose.
    data = encounter(
        ["Loser", "Human", ""],
        {"0": ["Attack 20"], "1": ["Attack 04", "Attack 05"], "2": ["Cosmic Zap", "Attack 06"]},
        "Attack 20",
        "Attack 04",
        before=(UPSET, {"seat": 2, "type": "pass"}),
        after=({"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},),
        expect={"event_data": [*ended("offense"), {"kind": "outright_win", "seat": 1, "side": "defense"}]},
    )
    check(data)


def test_c5_pacifist_forced_to_negotiate_is_compensated_when_loser_attacked() -> None:
    # Pacifist holds no attack, so it must show its negotiate; its win is then upset: Loser wins with an
    # attack, and Pacifist collects compensation for its 4 lost ships.
    data = encounter(
        ["Loser", "Pacifist", ""],
        {
            "0": ["Attack 04", "Attack 10", "Attack 11", "Attack 13", "Attack 15"],
            "1": ["Negotiate"],
            "2": ["Attack 06"],
        },
        "Attack 04",
        "Negotiate",
        before=(UPSET,),
        expect={"event_data": [*ended("offense"), {"kind": "compensation", "taker": 1, "count": 4}]},
    )
    check(data)


def test_c5_no_compensation_when_loser_did_not_attack() -> None:
    # Loser has no attack either: both negotiate, so the encounter is a deal and nobody is compensated.
    data = encounter(
        ["Loser", "Pacifist", ""],
        {"0": ["Negotiate", "Morph"], "1": ["Negotiate"], "2": ["Attack 06"]},
        "Negotiate",
        "Negotiate",
        before=(UPSET,),
        expect={
            "event_data": [{"kind": "encounter_decided", "winner": "deal"}],
            "no_events": ["compensation"],
        },
    )
    check(data)


def test_faq_loser_wild_after_the_opponents_kicker_sends_the_kicker_back_to_its_hand() -> None:
    # FAQ (Loser): kickers and Loser Wild are both played before the encounter cards are chosen, so the
    # Wild may follow the opponent's kicker; that kicker then goes back to its owner's hand, unused.
    data = encounter(
        ["", "", "Loser"],
        {
            "0": ["Attack 08", "Flare: Loser"],
            "1": ["Attack 12", "Attack 04", "Kicker x2"],
            "2": ["Attack 06"],
        },
        "Attack 08",
        "Attack 12",
        before=(
            {"seat": 1, "type": "kicker", "card": "Kicker x2"},
            {"seat": 0, "type": "play", "card": "Flare: Loser", "half": "wild", "use": "wild"},
        ),
        config={"incursion": True, "rewards": "deck"},
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "none"},
                {"kind": "kicker_returned", "seat": 1},
            ],
            "hands": {"1": ["Attack 04", "Kicker x2"]},
            "no_events": ["kicker_revealed"],
            "reward_discard": [],
        },
    )
    check(data)
