"""Cyborg: three face-up cards on its sheet from game setup. Its non-encounter cards are played as if from
the hand (a discarded one is replaced at once); once its side's card is face up it may swap it for an
encounter card of the sheet; the sheet is refilled to three as each encounter ends."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run
from test_view_secrecy import scramble

from game import hooks
from game.aliens.cyborg import sheet
from game.cards.catalog import CARD_NAME
from game.rng import Rng
from game.view import view_for

ALLIANCE = {"expansions": ["alliance"]}
SHEET = ["Attack 30", "Morph", "Negotiate"]
ZAP_SHEET = ["Attack 30", "Cosmic Zap", "Negotiate"]


def _names(cards: list[int]) -> list[str]:
    return sorted(CARD_NAME[c] for c in cards)


def _card(result: Any, name: str) -> int:
    attached = [c for e in result.events if e.kind == "cyborg_attached" for c in e.data["cards"]]
    return next(c for c in attached if CARD_NAME[c] == name)


def _swap(*after: dict[str, Any], hand: tuple[str, ...] = ()) -> dict[str, Any]:
    return encounter(
        ["Cyborg", "", ""],
        {"0": ["Attack 08", "Attack 04", *hand], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        after=after,
        setup={"deck_top": SHEET},
        config=ALLIANCE,
    )


def test_setup_lays_three_cards_face_up_for_everyone() -> None:
    result = run(_swap())
    state = result.state
    assert _names(sheet(state, 0)) == sorted(SHEET)
    assert len(state.hands[0]) == 1  # the sheet is not in the hand (08 played, 04 left)
    for seat in (1, 2):
        assert _names(view_for(state, seat)["players"][0]["alien_info"]["sheet"]) == sorted(SHEET)


def test_swap_puts_a_sheet_attack_in_place_of_the_revealed_card() -> None:
    first = run(_swap())
    thirty = _card(first, "Attack 30")
    result = run(_swap({"seat": 0, "type": "power", "alien": "Cyborg", "use": "swap", "pick": thirty}))
    assert decided(result) == {"winner": "offense", "offense_total": 30 + 3, "defense_total": 20 + 4}
    state = result.state
    assert "Attack 08" in _names(state.discard)
    assert len(sheet(state, 0)) == 3 and thirty not in sheet(state, 0)  # refilled as the encounter ended


def test_swap_with_a_negotiate() -> None:
    first = run(_swap())
    neg = _card(first, "Negotiate")
    result = run(_swap({"seat": 0, "type": "power", "alien": "Cyborg", "use": "swap", "pick": neg}))
    assert any(e.kind == "compensation" and e.data["taker"] == 0 for e in result.events)


def test_super_keeps_the_replaced_card_on_the_sheet() -> None:
    first = run(_swap(hand=("Flare: Cyborg",)))
    thirty = _card(first, "Attack 30")
    result = run(
        _swap(
            {"seat": 0, "type": "power", "alien": "Cyborg", "use": "swap", "pick": thirty},
            {"seat": 0, "type": "play", "card": "Flare: Cyborg", "half": "super", "use": "super"},
            hand=("Flare: Cyborg",),
        )
    )
    assert decided(result)["offense_total"] == 30 + 3
    assert "Attack 08" in _names(sheet(result.state, 0))


def test_a_sheet_artifact_is_played_as_if_from_the_hand_and_replaced() -> None:
    # Tripler (the defense) must triple its 06; the Cyborg zaps that use with the sheet's Cosmic Zap.
    data = encounter(
        ["Cyborg", "Tripler", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 06"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 06",
        setup={"deck_top": ZAP_SHEET},
        config=ALLIANCE,
    )
    first = run(data)
    zap = _card(first, "Cosmic Zap")
    options = [o for p in first.state.prompts if p.seat == 0 for o in p.options]
    assert {"type": "play", "card": zap, "held": "Cyborg"}.items() <= next(
        o for o in options if o.get("card") == zap
    ).items()
    play = next(o for o in options if o.get("card") == zap)
    data["actions"] += [{"seat": 0, **play}, {"seat": 0, "type": "pass"}]  # then no swap
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 8 + 3, "defense_total": 6 + 4}
    assert zap in result.state.discard
    assert len(sheet(result.state, 0)) == 3  # a new card took the zap's place at once, then the refill


def test_faq_an_aftershock_lays_the_sheet_again() -> None:
    state = run(_swap()).state
    ev: list[Any] = []
    before = list(sheet(state, 0))
    hooks.aftershock(state, ev, False)
    assert sheet(state, 0) == [] and set(before) <= set(state.discard)
    hooks.aftershock(state, ev, True)
    assert len(sheet(state, 0)) == 3


def test_wild_takes_the_top_of_the_discard_pile() -> None:
    data = encounter(
        ["", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Cyborg"]},
        "Attack 08",
        "Attack 20",
        setup={"discard": ["Cosmic Zap"]},
        config=ALLIANCE,
    )
    data["actions"] = [{"seat": 2, "type": "play", "card": "Flare: Cyborg", "half": "wild", "use": "wild"}]
    state = run(data).state
    assert "Cosmic Zap" in _names(state.hands[2])


def test_the_hand_stays_secret_while_the_sheet_is_public() -> None:
    state = run(_swap()).state
    r = Rng(5)
    for seat in (1, 2):
        for _ in range(5):
            assert view_for(scramble(state, seat, r), seat) == view_for(state, seat)


def test_wild_finds_the_discard_pile_emptied_since_its_play() -> None:
    """The pile emptied between the Wild's play and its resolution (a reshuffle): nothing is taken."""
    from game.aliens.cyborg import Cyborg

    data = encounter(
        ["", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Cyborg"]},
        "Attack 08",
        "Attack 20",
        setup={"discard": ["Cosmic Zap"]},
        config=ALLIANCE,
    )
    data["actions"] = []
    state = run(data).state
    state.discard.clear()
    hand = list(state.hands[2])
    events: list[Any] = []
    Cyborg().resolve(state, events, 2, "wild", {})
    assert state.hands[2] == hand and [e.kind for e in events] == ["cyborg_pile_empty"]
