"""Miser: the hoard's secrecy and census, flares going back to it, Mind not seeing it (FAQ H7), the
Cosmic Aftershock discarding and re-dealing it (FAQ Q2), and forced discards (Plague, Hate) taken from it."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.aliens.miser import hoard
from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.invariants import check_invariants
from game.scenario import run_scenario
from game.view import events_for, view_for

HOARD = [
    "Attack 40",
    "Attack 05",
    "Attack 07",
    "Attack 08",
    "Attack 09",
    "Attack 10",
    "Attack 11",
    "Flare: Trader",
]
CHOOSE = {"seat": 0, "type": "miser_hoard", "hoard": "second"}
OPENING = [
    CHOOSE,
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 2]]},
]


def _game(actions: list[dict[str, Any]], aliens: list[str], hands: dict[str, list[str]], **setup: Any) -> Any:
    deck = {"deck": setup.pop("deck")} if "deck" in setup else {"deck_top": HOARD}
    return run_scenario(
        {
            "config": {"players": 3, "aliens": aliens},
            "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], **deck, **setup},
            "actions": actions,
        }
    )


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def test_hoard_is_secret_and_counted() -> None:
    result = _game([CHOOSE], ["Miser", "", ""], {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]})
    assert result.error is None
    state = result.state
    assert _names(hoard(state, 0)) == sorted(HOARD)
    assert check_invariants(state) == []
    ids = set(hoard(state, 0))
    start = next(i for i, e in enumerate(result.events) if e.kind == "aliens_revealed")  # after the deal
    for seat in (None, 1, 2):
        view = view_for(state, seat)
        assert view["players"][0]["alien_info"] == {"hoard_size": 8}
        assert view["alien_private"] == {}
        for event in events_for(result.events[start:], seat):
            assert not ids & set(event.data.get("cards", ())), event
    assert _names(view_for(state, 0)["alien_private"]["hoard"]) == sorted(HOARD)
    secret = [e for e in result.events if e.kind == "hoard_cards"]
    assert [e.to for e in secret] == [(0,)]


def test_keeping_the_dealt_hand_as_hoard() -> None:
    first = {"seat": 0, "type": "miser_hoard", "hoard": "first"}
    result = _game(
        [first], ["Miser", "", ""], {"0": ["Attack 04", "Morph"], "1": ["Attack 20"], "2": ["Attack 06"]}
    )
    assert _names(hoard(result.state, 0)) == ["Attack 04", "Morph"]
    assert _names(result.state.hands[0]) == sorted(HOARD)
    assert check_invariants(result.state) == []


def test_flare_played_from_the_hoard_goes_back_to_it() -> None:
    trader = next(i for i, n in enumerate(CARD_NAME) if n == "Flare: Trader")
    actions = [
        *OPENING,
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {
            "seat": 0,
            "type": "play",
            "card": trader,
            "half": "wild",
            "use": "wild",
            "player": 1,
            "held": "Miser",
        },
        {"seat": 0, "type": "trader_give", "cards": ["Attack 04"]},
    ]
    result = _game(actions, ["Miser", "", ""], {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]})
    assert result.error is None, result.error
    state = result.state
    assert trader in hoard(state, 0) and trader not in state.hands[0]
    assert _names(state.hands[0]) == ["Attack 20"]
    assert check_invariants(state) == []


def test_h7_mind_cannot_see_the_hoard() -> None:
    look = {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 0}
    result = _game(
        [*OPENING, look], ["Miser", "", "Mind"], {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]}
    )
    assert result.error is None, result.error
    seen = [e for e in result.events if e.kind == "hand_seen"]
    assert len(seen) == 1 and _names(seen[0].data["cards"]) == ["Attack 04"]
    assert not set(seen[0].data["cards"]) & set(hoard(result.state, 0))


def test_q2_aftershock_discards_and_redeals_the_hoard() -> None:
    # the deck holds only the hoard: at Start Turn the offense (no encounter card) needs a new hand, the
    # quake finds too few cards, and the Aftershock throws the hoard in with everything else
    hands = {
        "0": ["Reinforcement +2"],
        "1": [
            "Attack 20",
            "Attack 04",
            "Attack 06",
            "Attack 12",
            "Attack 13",
            "Attack 14",
            "Attack 15",
            "Negotiate",
        ],
        "2": ["Attack 00", "Attack 01", "Attack 23", "Attack 30", "Morph", "Card Zap", "Quash", "Plague"],
    }
    result = _game(
        [{"seat": 1, "type": "miser_hoard", "hoard": "second"}], ["", "Miser", ""], hands, deck=HOARD
    )
    assert result.error is None, result.error
    kinds = [e.kind for e in result.events]
    assert "cosmic_aftershock" in kinds
    old = next(e for e in result.events if e.kind == "hoard_cards").data["cards"]
    shock = kinds.index("cosmic_aftershock")
    assert any(e.kind == "discarded" and e.data["cards"] == old for e in result.events[shock:])
    dealt = [e for e in result.events[shock:] if e.kind == "hoard_dealt"]
    assert dealt and dealt[-1].data["count"] == len(hoard(result.state, 1)) == 1  # 25 cards: 24 dealt, 1 left
    assert all(len(h) == 8 for h in result.state.hands)


def _card(name: str, cards: list[int]) -> int:
    return next(c for c in cards if CARD_NAME[c] == name)


def _ints(value: Any) -> set[int]:
    """Every integer anywhere in ``value`` (card ids in prompts)."""
    if isinstance(value, dict):
        return set().union(*(_ints(v) for v in value.values()))
    if isinstance(value, list | tuple):
        return set().union(*(_ints(v) for v in value))
    return {value} if isinstance(value, int) and not isinstance(value, bool) else set()


def _hoard_secret(result: Any, seat: int) -> None:
    """No one but Miser (``seat``) sees a card still in the hoard, in a view or an event."""
    ids = set(hoard(result.state, seat))
    start = next(i for i, e in enumerate(result.events) if e.kind == "aliens_revealed")  # after the deal
    assert ids & _ints(view_for(result.state, seat)["prompts"])  # Miser's own prompt offers the hoard
    for other in (s for s in (None, 0, 1, 2) if s != seat):
        view = view_for(result.state, other)
        assert view["alien_private"] == {}
        assert not ids & _ints(view["prompts"]), other
        for event in events_for(result.events[start:], other):
            assert not ids & set(event.data.get("cards", ())), event


def test_faq_plague_discard_may_come_from_the_hoard() -> None:
    hands = {"0": ["Attack 20", "Plague"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 06"]}
    actions = [
        {"seat": 1, "type": "miser_hoard", "hoard": "second"},
        {"seat": 0, "type": "play", "card": "Plague", "target": 1},
        {"seat": 1, "type": "lose", "ships": [[5, 3]]},
    ]
    result = _game(actions, ["", "Miser", ""], hands)
    assert result.error is None, result.error
    state = result.state
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (1, "plague_discard")
    five = _card("Attack 05", hoard(state, 1))
    assert five in prompt.spec["outside"] and any(five in g for g in prompt.spec["groups"])
    assert len(prompt.spec["groups"]) == 2  # attack and negotiate: the hoard adds no type to discard
    _hoard_secret(result, 1)
    negotiate = _card("Negotiate", state.hands[1])
    result.events.extend(apply(state, {"seat": 1, "type": "discard", "cards": [five, negotiate]}))
    assert five not in hoard(state, 1) and len(hoard(state, 1)) == 7
    assert _names(state.hands[1]) == ["Attack 12"]
    assert five in state.discard and negotiate in state.discard
    assert check_invariants(state) == []


def test_faq_hate_demand_may_be_answered_from_the_hoard() -> None:
    hands = {"0": ["Attack 10", "Attack 06"], "1": ["Attack 04"], "2": ["Attack 06"]}
    actions = [
        {"seat": 1, "type": "miser_hoard", "hoard": "second"},
        {"seat": 0, "type": "power", "alien": "Hate", "use": "rage", "card": "Attack 10"},
    ]
    result = _game(actions, ["Hate", "Miser", ""], hands)
    assert result.error is None, result.error
    state = result.state
    prompt = state.prompts[0]
    assert (prompt.seat, prompt.ctx) == (1, "hate_answer")
    offered = sorted(CARD_NAME[o["card"]] for o in prompt.options if o["type"] == "hate")
    assert offered == ["Attack 10", "Attack 11", "Attack 40"]  # nothing in the hand matches; the hoard does
    assert all(o.get("held") == "Miser" for o in prompt.options if o["type"] == "hate")
    _hoard_secret(result, 1)
    eleven = _card("Attack 11", hoard(state, 1))
    result.events.extend(apply(state, {"seat": 1, "type": "hate", "card": eleven, "held": "Miser"}))
    assert eleven in state.discard and eleven not in hoard(state, 1) and len(hoard(state, 1)) == 7
    assert _names(state.hands[1]) == ["Attack 04"]  # the hand is untouched, no ships lost
    assert state.warp[1] == 0
    assert check_invariants(state) == []


def test_zapped_miser_cannot_discard_from_the_hoard() -> None:
    state = _game(
        [CHOOSE], ["Miser", "", ""], {"0": ["Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]}
    ).state
    assert hooks.discard_sources(state, 0)
    state.enc.zapped |= 1
    assert hooks.discard_sources(state, 0) == []


def test_faq_f6_the_super_works_only_when_played() -> None:
    """FAQ (Miser): "at the start of each of your encounters" means the Super is played each time: passing
    it, the hoard gets no extra cards."""
    from game.scenario import load_scenario, run_scenario

    data = load_scenario("tests/scenarios/aliens/miser-super-hoard-grows.toml")
    data["actions"] = [data["actions"][0], {"seat": 0, "type": "pass"}]
    result = run_scenario(data)
    assert result.error is None, result.error
    assert "hoard_dealt" not in [e.kind for e in result.events[-5:]]
    assert len(hoard(result.state, 0)) == 8
