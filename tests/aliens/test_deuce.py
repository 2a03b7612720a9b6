"""Deuce (Cosmic Incursion): the second encounter card face down (two attacks add up, a negotiate makes it
a negotiate, the negotiate or the higher attack is discarded and the other comes back), the new hand at
one encounter card, the FAQ rulings (V15: two Morphs, one kicker; Fido; Loser; Magician), what it may
not do, and both flare halves."""

from __future__ import annotations

from typing import Any

from game.engine import apply
from game.errors import IllegalAction
from game.scenario import ScenarioResult, named_cards
from game.state import GameState
from tests.aliens.encounter_kit import check, encounter, run

INC = {"incursion": True}


def _second(card: str, seat: int = 0) -> dict[str, Any]:
    return {"seat": seat, "type": "deuce_second", "card": card}


def _deuce(off_card: str, def_card: str, second: str | None, **kw: Any) -> dict[str, Any]:
    """Deuce (seat 0) attacks seat 1's planet 5 (4 defending ships) with 3 ships."""
    hands = kw.pop("hands", {"0": ["Attack 08", "Attack 06", "Negotiate", "Morph"], "1": ["Attack 12"]})
    hands.setdefault("2", ["Attack 05"])
    after = (_second(second),) if second else ()
    config = kw.pop("config", INC)
    return encounter(
        ["Deuce", "", ""], hands, off_card, def_card, after=after + kw.pop("after", ()), config=config, **kw
    )


def _names(state: GameState, seat: int) -> list[str]:
    from game.cards.catalog import CARD_NAME

    return sorted(CARD_NAME[c] for c in state.hands[seat])


def test_two_attacks_add_up_and_the_higher_is_discarded() -> None:
    """08 + 06 + 3 ships = 17 beats 12 + 4 ships; the 08 is discarded, the 06 comes back to the hand."""
    data = _deuce(
        "Attack 08",
        "Attack 12",
        "Attack 06",
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 17, "defense_total": 16},
                {"kind": "deuce_takes_back", "seat": 0},
            ],
            "hand_contains": {"0": ["Attack 06", "Negotiate", "Morph"]},
            "hand_lacks": {"0": ["Attack 08"]},
            "discard": ["Attack 08", "Attack 12"],
        },
    )
    check(data)


def test_the_higher_second_card_is_discarded_and_the_encounter_card_returns() -> None:
    """06 chosen, 08 aside: the 08 (higher) goes to the discard pile, the encounter card 06 comes back."""
    data = _deuce(
        "Attack 06",
        "Attack 12",
        "Attack 08",
        expect={
            "hand_contains": {"0": ["Attack 06"]},
            "hand_lacks": {"0": ["Attack 08"]},
            "discard": ["Attack 08", "Attack 12"],  # the second card first: not an encounter card
        },
    )
    check(data)


def test_a_negotiate_second_card_makes_it_a_negotiate() -> None:
    """Attack 08 and a Negotiate aside: Deuce played a negotiate, loses to the 12 and collects three cards
    of compensation; the Negotiate is discarded and the Attack 08 comes back."""
    hands = {"0": ["Attack 08", "Negotiate", "Attack 06"], "1": ["Attack 12", "Attack 04", "Morph", "Quash"]}
    data = _deuce(
        "Attack 08",
        "Attack 12",
        "Negotiate",
        hands=hands,
        expect={
            "event_data": [
                {"kind": "cards_revealed", "offense_as": "attack"},
                {"kind": "deuce_negotiate", "seat": 0},
                {"kind": "compensation", "taker": 0, "payer": 1, "count": 3},
            ],
            "warp": [3, 0, 0],
            "hand_contains": {"0": ["Attack 08", "Attack 06"]},
            "discard": ["Negotiate", "Attack 12"],
        },
    )
    check(data)


def test_faq_v15_two_morphs_do_not_lose_automatically() -> None:
    """FAQ V15: the two Morphs each copy the opponent's Attack 10, not each other: 10 + 10 + 3 ships."""
    hands = {"0": ["Morph", "Reward Morph", "Attack 04"], "1": ["Attack 10"]}
    data = _deuce(
        "Morph",
        "Attack 10",
        None,
        hands=hands,
        config={**INC, "rewards": "deck"},
        after=(_second("Reward Morph"),),
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 23, "defense_total": 14}
            ],
            "no_events": ["deuce_negotiate"],
        },
    )
    check(data)


def test_faq_v15_one_kicker_on_the_encounter_card_only() -> None:
    """FAQ V15: Deuce's one kicker multiplies the card that ends as its encounter card, not the second
    card: (08 x 2) + 06 + 3 ships = 25."""
    hands = {"0": ["Attack 08", "Attack 06", "Kicker x2"], "1": ["Attack 20"]}
    data = _deuce(
        "Attack 08",
        "Attack 20",
        None,  # the Attack 06, its one encounter card left, goes aside by itself
        hands=hands,
        config={**INC, "rewards": "deck"},
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 25, "defense_total": 24}
            ]
        },
    )
    check(data)


def test_faq_fido_may_not_fetch_the_second_card() -> None:
    """FAQ (Fido): Deuce's second card is not an encounter card. The 08 aside is discarded as the higher
    attack; Fido may fetch only the defense's card (Deuce's own 06 went back to its hand)."""
    data = _deuce("Attack 06", "Attack 12", "Attack 08")
    data["config"]["aliens"] = ["Deuce", "", "Fido"]
    result = run(data)
    prompt = next(p for p in result.state.prompts if p.seat == 2)
    fetchable = {o.get("pick") for o in prompt.options if o.get("use") == "fetch"}
    from game.cards.catalog import CARD_NAME

    assert {CARD_NAME[c] for c in fetchable if isinstance(c, int)} == {"Attack 12"}


def test_faq_loser_upset_does_not_force_an_attack_aside() -> None:
    """FAQ (Loser): after an upset Deuce must select an attack, but its second card may be a negotiate."""
    hands = {"0": ["Attack 08", "Negotiate", "Attack 06"], "1": ["Attack 12", "Attack 04"]}
    data = _deuce(
        "Attack 08",
        "Attack 04",
        "Negotiate",
        hands=hands,
        before=({"seat": 1, "type": "power", "alien": "Loser", "use": "upset"},),
        expect={"event_data": [{"kind": "deuce_negotiate", "seat": 0}]},
    )
    data["config"]["aliens"] = ["Deuce", "Loser", ""]
    check(data)


def test_new_hand_with_a_single_encounter_card() -> None:
    """Deuce draws a new hand at the start of its turn holding one encounter card (not only with none)."""
    data = _deuce(
        "Attack 08",
        "Attack 12",
        None,
        hands={"0": ["Attack 08", "Cosmic Zap"], "1": ["Attack 12"]},
        setup={
            "deck_top": [
                "Attack 15",
                "Attack 09",
                "Negotiate",
                "Attack 07",
                "Morph",
                "Attack 01",
                "Attack 20",
                "Attack 30",
            ]
        },
    )
    data["actions"] = data["actions"][:1]
    result = run(data)
    kinds = [e.kind for e in result.events]
    assert "hand_shown" in kinds and "new_hand" in kinds
    assert _names(result.state, 0) == sorted(
        ["Attack 15", "Attack 09", "Negotiate", "Attack 07", "Morph", "Attack 01", "Attack 20", "Attack 30"]
    )


def test_may_not_put_a_non_encounter_card_aside() -> None:
    """A Cosmic Zap is not an encounter card: the answer is refused and nothing changes."""
    hands = {"0": ["Attack 08", "Attack 06", "Negotiate", "Cosmic Zap"], "1": ["Attack 12"]}
    data = _deuce("Attack 08", "Attack 12", None, hands=hands)
    result = run(data)
    state = result.state
    before = state.copy()
    zap = named_cards({"seat": 0, "card": "Cosmic Zap"}, state.hands[0])["card"]
    try:
        apply(state, {"seat": 0, "type": "deuce_second", "card": zap})
    except IllegalAction as err:
        assert err.code == "illegal_choice"
    else:
        raise AssertionError("a Cosmic Zap was accepted as the second card")
    assert state == before


def _play_through(result: ScenarioResult, *actions: dict[str, Any]) -> ScenarioResult:
    for action in actions:
        result.events.extend(apply(result.state, named_cards(action, result.state.hands[action["seat"]])))
    return result


def test_faq_magician_against_deuce_offense_ends_its_turn() -> None:
    """FAQ (Deuce, Magician): Deuce as the offense holds two encounter cards; Magician makes it put both up
    and takes one; Deuce must play the other, and with no card left for its second card its turn ends."""
    hands = {
        "0": ["Attack 08", "Attack 06", "Quash"],
        "1": ["Attack 12", "Attack 04"],
        "2": ["Attack 05"],
    }
    data = encounter(["Deuce", "Magician", ""], hands, "Attack 08", "Attack 12", config=INC)
    data["actions"] = data["actions"][:4]
    result = run(data)
    state = result.state
    (forced,) = [o["card"] for p in state.prompts if p.seat == 0 for o in p.options]
    _play_through(
        result,
        {"seat": 0, "type": "encounter_card", "card": forced},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        {"seat": 0, "type": "place", "ships": [[0, 3]]},  # the launched ships go home
    )
    kinds = [e.kind for e in result.events]
    assert "offense_out_of_cards" in kinds and "cards_revealed" not in kinds
    assert {"kind": "encounter_ended", "outcome": "void"} in [
        {"kind": e.kind, "outcome": e.data.get("outcome")} for e in result.events
    ]
    assert state.offense == 1  # the turn passed on
    assert len(state.hands[0]) == 2 and forced in state.hands[0]  # its chosen card came back
    assert len(state.hands[1]) == 3  # Magician kept the card it took


def test_faq_magician_against_deuce_defense_draws_a_new_hand() -> None:
    """FAQ (Deuce, Magician): Deuce as the defense with two encounter cards puts both up; after the cards
    are chosen it draws a new hand and then puts its second card down as usual."""
    hands = {
        "0": ["Attack 10", "Attack 04"],
        "1": ["Attack 08", "Attack 06", "Quash"],
        "2": ["Attack 05"],
    }
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
    data = encounter(
        ["Magician", "Deuce", ""], hands, "Attack 10", "Attack 08", config=INC, setup={"deck_top": fresh}
    )
    data["actions"] = data["actions"][:4]
    result = run(data)
    state = result.state
    (forced,) = [o["card"] for p in state.prompts if p.seat == 1 for o in p.options]
    _play_through(
        result,
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": forced},
    )
    assert [p.ctx for p in state.prompts] == ["deuce_second"]
    assert "new_hand" in [e.kind for e in result.events]
    _play_through(result, {"seat": 1, "type": "deuce_second", "card": "Attack 20"})
    assert any(e.kind == "deuce_adds" and e.data["value"] == 20 for e in result.events)


def test_wild_adds_an_identical_attack_to_its_side() -> None:
    """Deuce Wild (played by the defense, no Deuce at the table): it discards an Attack 12 identical to
    its revealed 12: 12 + 12 + 4 ships = 28 beats 20 + 3. It could also take 12 from its own side."""
    hands = {"0": ["Attack 20"], "1": ["Attack 12", "Attack 12", "Flare: Deuce"], "2": ["Attack 05"]}
    data = encounter(["Clone", "", ""], hands, "Attack 20", "Attack 12", config=INC)
    result = run(data)
    (prompt,) = [p for p in result.state.prompts if p.seat == 1]
    wild = [o for o in prompt.options if o.get("use") == "wild"]
    assert {(o["side"], o["delta"]) for o in wild} == {("defense", 12), ("defense", -12)}
    play = next(o for o in wild if o["delta"] == 12)
    _play_through(result, {"seat": 1, **play})
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided["winner"] == "defense" and decided["defense_total"] == 28
    assert any(e.kind == "deuce_wild" and e.data["delta"] == 12 for e in result.events)


def test_super_discards_both_cards() -> None:
    """Deuce Super: once the cards are revealed, both of its cards go to the discard pile."""
    hands = {"0": ["Attack 08", "Attack 06", "Negotiate", "Flare: Deuce"], "1": ["Attack 12"]}
    data = _deuce(
        "Attack 08",
        "Attack 12",
        "Attack 06",
        hands=hands,
        after=({"seat": 0, "type": "play", "card": "Flare: Deuce", "half": "super", "use": "super"},),
        expect={
            "hand_lacks": {"0": ["Attack 08", "Attack 06"]},
            "discard": ["Attack 06", "Attack 08", "Attack 12"],
            "events": ["deuce_discards_both"],
        },
    )
    check(data)


def _wild_then_time_travel(replay_card: str) -> ScenarioResult:
    """The defense (10 against Chronos's 8) plays Deuce Wild for +10, discarding another Attack 10; Chronos
    calls time travel and plays its 20; the defense plays ``replay_card`` in the replay."""
    hands = {
        "0": ["Attack 08", "Attack 20"],
        "1": ["Attack 10", "Attack 10", "Attack 10", "Attack 06", "Flare: Deuce"],
        "2": ["Attack 05"],
    }
    data = encounter(["Chronos", "", ""], hands, "Attack 08", "Attack 10", config=INC)
    result = run(data)
    _play_through(result, {"seat": 0, "type": "pass"})
    (prompt,) = [p for p in result.state.prompts if p.seat == 1]
    play = next(o for o in prompt.options if o.get("use") == "wild" and o["delta"] == 10)
    _play_through(result, {"seat": 1, **play})
    while any(p.seat != 1 and p.ctx == "window" for p in result.state.prompts):  # nobody zaps
        seat = next(p.seat for p in result.state.prompts if p.ctx == "window" and p.seat != 1)
        if any(o.get("use") == "time_travel" for p in result.state.prompts for o in p.options):
            break
        _play_through(result, {"seat": seat, "type": "pass"})
    tt = {"seat": 0, "type": "power", "alien": "Chronos", "use": "time_travel"}
    _play_through(
        result,
        tt,
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": replay_card},
    )
    return result


def test_faq_f11_deuce_wild_still_in_effect_in_a_chronos_replay() -> None:
    """FAQ F11 (Chronos): the Deuce Wild played before the time travel stays in effect: the defense plays
    another Attack 10 in the replay, so the flare adds 10 again without a second discard
    (10 + 10 + 4 = 24 beats 20 + 3)."""
    result = _wild_then_time_travel("Attack 10")
    kinds = [e.kind for e in result.events]
    assert "flare_replayed" in kinds and kinds.count("deuce_wild") == 2
    decided = [e.data for e in result.events if e.kind == "encounter_decided"]
    assert decided[-1]["winner"] == "defense" and decided[-1]["defense_total"] == 24
    assert _names(result.state, 1).count("Attack 10") == 1  # played one, discarded one for the Wild


def test_faq_f11_deuce_wild_lapses_when_the_replay_makes_it_invalid() -> None:
    """FAQ F11 (Chronos): no identical attack is revealed in the replay (an Attack 06): the Wild does
    nothing (20 + 3 beats 6 + 4)."""
    result = _wild_then_time_travel("Attack 06")
    kinds = [e.kind for e in result.events]
    assert "flare_lapsed" in kinds and kinds.count("deuce_wild") == 1
    decided = [e.data for e in result.events if e.kind == "encounter_decided"]
    assert decided[-1]["winner"] == "offense" and decided[-1]["offense_total"] == 23
