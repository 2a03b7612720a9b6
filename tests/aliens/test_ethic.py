"""Ethic (Cosmic Incursion): guilt compensation after attack against attack, compensation from the deck,
FAQ C6 (Ionic Gas stops it), what it may not do, and both flare halves."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import run_scenario
from tests.aliens.encounter_kit import check, encounter, run

INC = {"incursion": True}
DEF_HAND = ["Attack 12", "Attack 08", "Negotiate", "Morph", "Attack 10"]
PASS = {"seat": 0, "type": "pass"}


def _lost_attack(after: tuple[dict[str, Any], ...] = (), **kw: Any) -> dict[str, Any]:
    """Ethic (seat 0) attacks with 3 ships and an Attack 04 against the defense's Attack 12: it loses."""
    hands = kw.pop("hands", {"0": ["Attack 04", "Attack 06"], "1": DEF_HAND, "2": ["Attack 05"]})
    config = kw.pop("config", INC)
    return encounter(["Ethic", "", ""], hands, "Attack 04", "Attack 12", after=after, config=config, **kw)


def test_guilt_collects_compensation_after_losing_attack_against_attack() -> None:
    """Three ships went to the warp: three cards from the winner, as if Ethic had played a negotiate."""
    data = _lost_attack(
        (PASS,),
        expect={
            "warp": [3, 0, 0],
            "hand_sizes": [4, 1, 1],
            "event_data": [
                {"kind": "power_used", "alien": "Ethic", "use": "guilt", "player": 1},
                {"kind": "compensation", "taker": 0, "payer": 1, "count": 3},
            ],
        },
    )
    check(data)


def test_compensation_may_come_from_the_deck_instead() -> None:
    """Two of the three cards are drawn from the deck; only one is taken from the opponent."""
    data = _lost_attack(
        ({"seat": 0, "type": "power", "alien": "Ethic", "use": "from_deck", "from_deck": 2},),
        expect={
            "hand_sizes": [4, 3, 1],
            "event_data": [
                {"kind": "compensation_from_deck", "seat": 0, "count": 2},
                {"kind": "compensation", "taker": 0, "payer": 1, "count": 1},
            ],
        },
    )
    check(data)


def test_faq_c6_ionic_gas_stops_the_guilt() -> None:
    """FAQ C6: Ionic Gas, played once the winner is known, cancels Ethic's compensation."""
    hands = {"0": ["Attack 04", "Attack 06"], "1": DEF_HAND, "2": ["Ionic Gas"]}
    data = _lost_attack(
        ({"seat": 2, "type": "play", "card": "Ionic Gas"},),
        hands=hands,
        expect={"hand_sizes": [1, 4, 0], "no_events": ["guilt_compensation", "compensation"]},
    )
    check(data)


def test_no_guilt_after_winning_or_against_a_negotiate() -> None:
    """A win, or a loss to a negotiate's deal-less attack, gives nothing: the power is not triggered."""
    hands = {"0": ["Attack 12", "Attack 06"], "1": ["Attack 04", "Negotiate"], "2": ["Attack 05"]}
    won = encounter(["Ethic", "", ""], hands, "Attack 12", "Attack 04", config=INC, expect={})
    result = run(won)
    assert not [e for e in result.events if e.kind == "guilt_compensation"]
    assert [len(h) for h in result.state.hands] == [1, 1, 1]


def test_may_not_draw_more_than_is_owed() -> None:
    """Drawing four of three owed cards is refused and changes nothing."""
    data = _lost_attack(({"seat": 0, "type": "power", "alien": "Ethic", "use": "from_deck", "from_deck": 4},))
    result = run_scenario(data)
    assert result.error is not None and result.error["code"] == "illegal_choice"
    assert result.error["index"] == len(data["actions"]) - 1
    assert [len(h) for h in result.state.hands] == [1, 4, 1]
    assert [p.seat for p in result.state.prompts] == [0]


def test_super_sets_the_compensation_to_five() -> None:
    """Ethic Super: a negotiate that lost three ships names five cards instead of three."""
    hands = {
        "0": ["Negotiate", "Flare: Ethic"],
        "1": [*DEF_HAND, "Attack 13", "Attack 14"],
        "2": ["Attack 05"],
    }
    data = encounter(
        ["Ethic", "", ""],
        hands,
        "Negotiate",
        "Attack 12",
        config=INC,
        after=(
            {"seat": 0, "type": "play", "card": "Flare: Ethic", "half": "super", "use": "super", "count": 5},
            PASS,
        ),
        expect={
            "hand_sizes": [6, 1, 1],
            "event_data": [
                {"kind": "compensation_changed", "seat": 0, "alien": "Ethic", "count": 5},
                {"kind": "compensation", "taker": 0, "payer": 1, "count": 5},
            ],
        },
    )
    check(data)


def test_wild_passes_drawn_cards_to_another_player() -> None:
    """Ethic Wild: a defensive ally draws two reward cards and passes them to the offense (the only reward
    choice, two cards, is taken by itself)."""
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Flare: Ethic", "Attack 05", "Attack 07"],
    }
    data = encounter(
        ["", "", "Observer"],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        after=(
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Ethic",
                "half": "wild",
                "use": "wild",
                "player": 0,
                "draw": 0,
            },
            {"seat": 2, "type": "give", "cards": ["Attack 09", "Attack 10"]},
        ),
        setup={"deck_top": ["Attack 09", "Attack 10"]},
        expect={
            "hand_sizes": [3, 1, 3],
            "event_data": [{"kind": "cards_given", "giver": 2, "receiver": 0, "count": 2}],
        },
    )
    check(data)


def test_kicker_multiplies_guilt_compensation() -> None:
    """Docs "Kickers": Ethic collects as though it had played a negotiate, so its x2 kicker (which could
    not save its Attack 04 against an Attack 12) doubles the compensation: 3 ships, 6 cards."""
    hands = {
        "0": ["Attack 04", "Kicker x2", "Attack 06"],
        "1": [*DEF_HAND, "Attack 13", "Attack 14", "Attack 15"],
        "2": ["Attack 05"],
    }
    data = _lost_attack(
        (PASS,),
        hands=hands,
        config={"incursion": True, "rewards": "deck"},
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        expect={
            "event_data": [
                {"kind": "kicker_applied", "seat": 0, "effect": "compensation", "value": 2, "count": 6},
                {"kind": "compensation", "taker": 0, "payer": 1, "count": 6},
            ],
        },
    )
    check(data)


def test_wild_gives_at_most_three_cards_an_encounter() -> None:
    """Ethic Wild: four reward cards drawn, but passing four cards on is refused (three at most)."""
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Flare: Ethic", "Attack 05", "Attack 07", "Attack 09", "Attack 11"],
    }
    data = encounter(
        ["", "", "Observer"],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 4]]},),
        after=(
            {"seat": 2, "type": "place", "ships": [[11, 4]]},
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Ethic",
                "half": "wild",
                "use": "wild",
                "player": 0,
                "draw": 0,
            },
            {"seat": 2, "type": "give", "cards": ["Attack 13", "Attack 14", "Attack 15", "Attack 20"]},
        ),
        setup={"deck_top": ["Attack 13", "Attack 14", "Attack 15", "Attack 20"]},
    )
    result = run_scenario(data)
    assert result.error is not None and result.error["code"] == "illegal_choice"
    assert result.error["index"] == len(data["actions"]) - 1  # only the four-card gift is refused
    assert len(result.state.hands[2]) == 8 and len(result.state.hands[0]) == 1


def test_wild_passes_on_only_the_cosmic_cards_just_drawn() -> None:
    """Ethic Wild acts on a draw from the deck (FAQ T2: not the reward deck): a defensive ally that took
    one cosmic card (an Attack 09) and one reward card (a Crooked Deal) may pass on the Attack 09 alone,
    neither the reward card nor a card it held before."""
    hands = {
        "0": ["Attack 04", "Attack 06"],
        "1": ["Attack 12", "Attack 08"],
        "2": ["Flare: Ethic", "Attack 05"],
    }
    wild = {
        "seat": 2,
        "type": "play",
        "card": "Flare: Ethic",
        "half": "wild",
        "use": "wild",
        "player": 0,
        "draw": 0,
    }
    data = encounter(
        ["", "", "Observer"],
        hands,
        "Attack 04",
        "Attack 12",
        config={"incursion": True, "rewards": "deck"},
        setup={"deck_top": ["Attack 09"], "reward_deck_top": ["Crooked Deal"]},
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
        after=(
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
            {"seat": 2, "type": "rewards", "ships": 0, "cards": 2, "reward": 1},
            wild,
        ),
        expect={"prompts": [[2, "ethic_give"]], "spec": {"2": {"count": 1}}},
    )
    result = check(data)
    prompt = result.state.prompts[0]
    assert [CARD_NAME[c] for c in prompt.spec["from"]] == ["Attack 09"]
