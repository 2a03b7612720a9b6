"""Crystal: once the cards are face up, a player of its side may discard an attack of the same value as the
side's attack card; the side's card value is multiplied by it. Wild: move ships between your colonies at
the start of an encounter. Super: the discarded card goes to the Crystal's hand."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.board import ships_on
from game.cards.catalog import CARD_NAME
from game.view import view_for

ALLIANCE = {"expansions": ["alliance"]}
REFRACT = {"seat": 0, "type": "power", "alien": "Crystal", "use": "refract"}


def _names(cards: list[int]) -> list[str]:
    return [CARD_NAME[c] for c in cards]


def test_the_offense_refracts_its_own_attack() -> None:
    # 08 discarded against the revealed 08: 64 + 3 ships beats 20 + 4.
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Attack 08", "Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        after=(REFRACT, {"seat": 0, "type": "side_discard", "card": "Attack 08"}),
        config=ALLIANCE,
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 64 + 3, "defense_total": 20 + 4}
    assert "Attack 08" in _names(result.state.discard)


def test_an_ally_may_discard_the_matching_attack() -> None:
    # The offense asks seat 2 (its ally, 2 ships): only seat 2 holds another 08; 08 x 08 = 64.
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 08", "Attack 06"]},
        "Attack 08",
        "Attack 20",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        after=(REFRACT, {"seat": 2, "type": "side_discard", "card": "Attack 08"}),
        config=ALLIANCE,
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 64 + 5, "defense_total": 20 + 4}


def test_a_player_may_refuse_and_nothing_changes() -> None:
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Attack 08", "Attack 08"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 20",
        after=(REFRACT, {"seat": 0, "type": "pass"}),
        config=ALLIANCE,
    )
    result = run(data)
    assert decided(result)["offense_total"] == 8 + 3
    assert any(e.kind == "crystal_unrefracted" for e in result.events)


def test_the_defense_refracts_too() -> None:
    data = encounter(
        ["", "Crystal", ""],
        {"0": ["Attack 30"], "1": ["Attack 06", "Attack 06"], "2": ["Attack 06"]},
        "Attack 30",
        "Attack 06",
        after=(
            {"seat": 1, "type": "power", "alien": "Crystal", "use": "refract"},
            {"seat": 1, "type": "side_discard", "card": "Attack 06"},
        ),
        config=ALLIANCE,
    )
    assert decided(run(data)) == {"winner": "defense", "offense_total": 30 + 3, "defense_total": 36 + 4}


def test_not_offered_without_an_attack() -> None:
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Negotiate", "Attack 08"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Negotiate",
        "Attack 20",
        config=ALLIANCE,
    )
    result = run(data)
    assert not any(
        o.get("alien") == "Crystal" for p in result.state.prompts for o in p.options if p.seat == 0
    )


def test_a_kicker_multiplies_after_the_refraction() -> None:
    # 04 x 04 = 16, then the x2 kicker: 32 + 3 beats 30 + 4.
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Attack 04", "Attack 04", "Kicker x2"], "1": ["Attack 30"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 30",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(REFRACT, {"seat": 0, "type": "side_discard", "card": "Attack 04"}),
        config={"expansions": ["incursion", "alliance"], "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 32 + 3, "defense_total": 30 + 4}


def test_super_keeps_the_discarded_card() -> None:
    data = encounter(
        ["Crystal", "", ""],
        {
            "0": ["Attack 08", "Attack 08", "Flare: Crystal"],
            "1": ["Attack 20"],
            "2": ["Attack 06"],
        },
        "Attack 08",
        "Attack 20",
        after=(
            REFRACT,
            {"seat": 0, "type": "play", "card": "Flare: Crystal", "half": "super", "use": "super"},
            {"seat": 0, "type": "side_discard", "card": "Attack 08"},
        ),
        config=ALLIANCE,
    )
    result = run(data)
    assert decided(result)["offense_total"] == 64 + 3
    kept = next(e.data["card"] for e in result.events if e.kind == "crystal_keeps")
    assert CARD_NAME[kept] == "Attack 08" and kept in result.state.hands[0]
    assert kept not in result.state.discard


def test_wild_moves_ships_between_colonies_at_the_start_of_an_encounter() -> None:
    data = encounter(
        ["", "", ""],
        {"0": ["Attack 08"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Crystal"]},
        "Attack 08",
        "Attack 20",
        config=ALLIANCE,
    )
    # Nothing of the encounter: seat 2 plays the Wild at the first Regroup's window.
    data["actions"] = [
        {"seat": 2, "type": "play", "card": "Flare: Crystal", "half": "wild", "use": "wild"},
        {"seat": 2, "type": "crystal_move", "src": 10, "dst": 11},
        {"seat": 2, "type": "crystal_move", "src": 10, "dst": 11},
        {"seat": 2, "type": "pass"},
    ]
    result = run(data)
    state = result.state
    assert ships_on(state, 10, 2) == 2 and ships_on(state, 11, 2) == 6


def test_the_refraction_prompt_is_the_asked_players_alone() -> None:
    # Seat 2 (the ally) is asked: seat 0 and seat 1 see neither the prompt's cards nor seat 2's hand.
    data = encounter(
        ["Crystal", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 20"], "2": ["Attack 08", "Attack 06"]},
        "Attack 08",
        "Attack 20",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
        after=(REFRACT,),
        config=ALLIANCE,
    )
    state = run(data).state
    asked = [p for p in state.prompts if p.ctx == "side_discard"]
    assert [p.seat for p in asked] == [2]
    for seat in (0, 1):
        view = view_for(state, seat)
        assert all(o.get("card") is None for p in view.get("prompts", []) for o in p.get("options", []))
        assert "Attack 06" not in str(view)
