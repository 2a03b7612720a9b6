"""The Claw (Cosmic Conflict): a secret claw card; another player showing a copy of it (played face up or
revealed, never discarded) makes the Claw take a planet of that player's home system into its own after the
encounter, where it counts as one of its foreign colonies. FAQ A-Claw-1..6 (A-Claw-7 needs Pygmy and space
stations, which the engine does not have)."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run

from game.board import HELD, foreign_colony_count, home_colony_count, ships_on
from game.cards.catalog import CARD_NAME

CONFLICT: dict[str, Any] = {"expansions": ["conflict"]}


def _claw_game(
    claw_seat: int,
    claw: str,
    hands: dict[str, list[str]],
    off: str,
    dfn: str,
    *after: dict[str, Any],
    **kw: Any,
) -> dict[str, Any]:
    aliens = ["", "", ""]
    aliens[claw_seat] = "The Claw"
    data = encounter(aliens, hands, off, dfn, config=kw.pop("config", CONFLICT), after=after, **kw)
    data["actions"][:0] = [
        {"seat": claw_seat, "type": "claw_pick", "card": claw, "setup": True},
        {"seat": claw_seat, "type": "pass"},  # no swap at the first Regroup
    ]
    data["setup"]["deck_top"] = ["Attack 30", "Attack 09", "Attack 07"]
    return data


def _claw(result: Any, seat: int) -> int:
    return int(result.state.extra[f"The Claw/{seat}"]["claw"])


def test_setup_the_claw_leaves_the_hand_and_a_card_is_drawn() -> None:
    hands = {"0": ["Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Negotiate", "Attack 10"]}
    data = _claw_game(2, "Attack 08", hands, "Attack 04", "Attack 05")
    result = run(data)
    assert CARD_NAME[_claw(result, 2)] == "Attack 08"
    names = sorted(CARD_NAME[c] for c in result.state.hands[2])
    assert names == ["Attack 10", "Attack 30", "Negotiate"]


def test_faq_the_claw_is_never_a_negotiate() -> None:
    # A-Claw-1: only the non-negotiate cards are offered.
    hands = {"0": ["Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Negotiate", "Attack 10"]}
    data = _claw_game(2, "Attack 08", hands, "Attack 04", "Attack 05")
    data["actions"] = []
    state = run(data).state
    prompt = state.prompts[0]
    assert prompt.ctx == "claw_pick"
    assert sorted(CARD_NAME[o["card"]] for o in prompt.options) == ["Attack 08", "Attack 10"]


def test_a_revealed_copy_costs_its_player_a_planet() -> None:
    hands = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Attack 10"]}
    data = _claw_game(
        2,
        "Attack 08",
        hands,
        "Attack 08",
        "Attack 05",
        {"seat": 2, "type": "claw_planet", "planet": 1},
    )
    result = run(data)
    state = result.state
    kinds = [e.kind for e in result.events]
    assert "claw_revealed" in kinds and "planet_stolen" in kinds
    assert state.planet_home[1] == 2
    assert ships_on(state, 1, 0) == 0 and state.warp[0] == 4  # its four ships went to the warp
    assert state.extra[HELD] == {"2": [1]}
    assert foreign_colony_count(state, 2) == 1  # a foreign colony for the Claw, with no ship on it
    assert home_colony_count(state, 2) == 5  # no colony of its own there
    # the claw is back in the hand; a new one is picked at the start of the next Regroup
    assert "Attack 08" in [CARD_NAME[c] for c in state.hands[2]]
    assert _claw(result, 2) == -1
    assert decided(result)["winner"] == "offense"


def test_faq_discarding_a_copy_does_not_trigger() -> None:
    # A-Claw-4: a copy that only reaches the discard pile (here: the defense's lost hand is not played)
    # and a different card with the same value do nothing; a Morph copying an 08 is no copy (A-Claw-3).
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Morph"], "2": ["Attack 04", "Attack 10"]}
    data = _claw_game(2, "Attack 04", hands, "Attack 06", "Morph")
    result = run(data)
    assert "claw_revealed" not in [e.kind for e in result.events]


def test_faq_a_reinforcement_played_face_up_triggers() -> None:
    # A-Claw-4: playing a reinforcement (as a flare or an artifact) is playing a card face up.
    hands = {
        "0": ["Attack 20", "Reinforcement +3"],
        "1": ["Attack 12"],
        "2": ["Reinforcement +3", "Attack 10"],
    }
    data = _claw_game(
        2,
        "Reinforcement +3",
        hands,
        "Attack 20",
        "Attack 12",
        {"seat": 0, "type": "play", "card": "Reinforcement +3", "side": "offense"},
        {"seat": 2, "type": "claw_planet", "planet": 2},
    )
    result = run(data)
    assert result.state.planet_home[2] == 2
    assert decided(result)["offense_total"] == 20 + 3 + 3


def test_faq_a_kicker_revealed_triggers_and_the_revealer_is_the_target() -> None:
    # A-Claw-2, A-Claw-4: the defense's kicker turns over with the cards.
    hands = {"0": ["Attack 20"], "1": ["Attack 05", "Kicker x2"], "2": ["Kicker x2", "Attack 10"]}
    data = _claw_game(
        2,
        "Kicker x2",
        hands,
        "Attack 20",
        "Attack 05",
        {"seat": 2, "type": "claw_planet", "planet": 6},
        before=({"seat": 1, "type": "kicker", "card": "Kicker x2"},),
        config={"expansions": ["conflict", "incursion"], "rewards": "deck"},
    )
    result = run(data)
    assert result.state.planet_home[6] == 2


def test_faq_once_per_encounter_and_both_copies_the_claw_picks() -> None:
    # A-Claw-5: both main players reveal a copy: the Claw may take a planet of either system (once).
    hands = {"0": ["Attack 08"], "1": ["Attack 08"], "2": ["Attack 08", "Attack 10"]}
    data = _claw_game(2, "Attack 08", hands, "Attack 08", "Attack 08")
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "claw_planet"
    assert sorted(o["planet"] for o in prompt.options) == list(range(10))


def test_its_own_cards_do_not_trigger() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 05"], "2": ["Attack 08", "Attack 10"]}
    data = _claw_game(
        0,
        "Attack 08",
        {"0": ["Attack 08", "Attack 08", "Attack 04"], **{k: v for k, v in hands.items() if k != "0"}},
        "Attack 08",
        "Attack 05",
    )
    result = run(data)
    assert "claw_revealed" not in [e.kind for e in result.events]


def test_wild_two_identical_cards_win_for_its_side() -> None:
    data = encounter(
        ["", "", "The Claw"],
        {"0": ["Attack 06", "Flare: The Claw"], "1": ["Attack 06"], "2": ["Attack 10", "Attack 12"]},
        "Attack 06",
        "Attack 06",
        config=CONFLICT,
        after=({"seat": 0, "type": "play", "card": "Flare: The Claw", "half": "wild", "use": "wild"},),
    )
    data["actions"][:0] = [
        {"seat": 2, "type": "claw_pick", "card": "Attack 12", "setup": True},
        {"seat": 2, "type": "pass"},
    ]
    assert decided(run(data))["winner"] == "offense"


def test_super_two_identical_cards_a_planet_of_a_main_player() -> None:
    data = encounter(
        ["", "", "The Claw"],
        {"0": ["Attack 06"], "1": ["Attack 06"], "2": ["Attack 10", "Attack 12", "Flare: The Claw"]},
        "Attack 06",
        "Attack 06",
        config=CONFLICT,
        after=(
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: The Claw",
                "half": "super",
                "use": "super",
                "player": 1,
            },
            {"seat": 2, "type": "claw_planet", "planet": 7},
        ),
    )
    data["actions"][:0] = [
        {"seat": 2, "type": "claw_pick", "card": "Attack 12", "setup": True},
        {"seat": 2, "type": "pass"},
    ]
    state = run(data).state
    assert state.planet_home[7] == 2
    assert CARD_NAME[state.extra["The Claw/2"]["claw"]] == "Attack 12"  # the claw stays hidden
    assert not state.extra["The Claw/2"]["shown"]


def test_faq_at_the_start_of_regroup_it_may_swap_the_claw_with_a_non_negotiate() -> None:
    # A-Claw-1 (erratum): the swap at the start of any Regroup, never for a negotiate.
    hands = {"0": ["Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Negotiate", "Attack 10"]}
    data = _claw_game(2, "Attack 08", hands, "Attack 04", "Attack 05")
    data["actions"][1] = {"seat": 2, "type": "power", "alien": "The Claw", "use": "swap_claw"}
    data["actions"] = data["actions"][:2]
    state = run(data).state
    prompt = state.prompts[0]
    assert prompt.ctx == "claw_swap"
    assert sorted(CARD_NAME[o["card"]] for o in prompt.options) == ["Attack 10", "Attack 30"]
    data["actions"].append({"seat": 2, "type": "claw_swap", "card": "Attack 10"})
    result = run(data)
    assert CARD_NAME[_claw(result, 2)] == "Attack 10"
    assert "Attack 08" in [CARD_NAME[c] for c in result.state.hands[2]]


def test_after_a_theft_the_next_regroup_picks_a_new_claw() -> None:
    hands = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Attack 10"]}
    data = _claw_game(
        2,
        "Attack 08",
        hands,
        "Attack 08",
        "Attack 05",
        {"seat": 2, "type": "claw_planet", "planet": 1},
        {"seat": 0, "type": "second_encounter", "take": True},
    )
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "claw_pick"
    assert "Attack 08" in [CARD_NAME[o["card"]] for o in prompt.options]


def test_faq_v14_the_back_does_not_matter() -> None:
    # V14, A-Claw-3: a reward-deck Attack 20 is a copy of a cosmic Attack 20 claw.
    hands = {"0": ["Reward Attack 20", "Attack 04"], "1": ["Attack 05"], "2": ["Attack 20", "Attack 10"]}
    data = _claw_game(
        2,
        "Attack 20",
        hands,
        "Reward Attack 20",
        "Attack 05",
        {"seat": 2, "type": "claw_planet", "planet": 3},
        config={"expansions": ["conflict", "incursion"], "rewards": "deck"},
    )
    assert run(data).state.planet_home[3] == 2


def test_faq_a_mirrored_value_is_no_copy() -> None:
    # A-Mirror-2, T8c: Mirror turns the revealed 04 into 40; the claw (an Attack 40) reads printed faces.
    data = encounter(
        ["Mirror", "", "The Claw"],
        {"0": ["Attack 04", "Attack 06"], "1": ["Attack 05"], "2": ["Attack 40", "Attack 10"]},
        "Attack 04",
        "Attack 05",
        config=CONFLICT,
        after=({"seat": 0, "type": "power", "alien": "Mirror", "use": "reversal"},),
    )
    data["actions"][:0] = [
        {"seat": 2, "type": "claw_pick", "card": "Attack 40", "setup": True},
        {"seat": 2, "type": "pass"},
    ]
    data["setup"]["deck_top"] = ["Attack 30"]
    result = run(data)
    assert decided(result)["offense_total"] == 40 + 3
    assert "claw_revealed" not in [e.kind for e in result.events]


def test_t14_a_stolen_planet_counts_only_while_in_the_claws_system() -> None:
    hands = {"0": ["Attack 08", "Attack 04"], "1": ["Attack 05"], "2": ["Attack 08", "Attack 10"]}
    data = _claw_game(
        2, "Attack 08", hands, "Attack 08", "Attack 05", {"seat": 2, "type": "claw_planet", "planet": 1}
    )
    state = run(data).state
    assert foreign_colony_count(state, 2) == 1
    state.planet_home[1] = 0  # a planet moved out again (as Leviathan's Wild could)
    assert foreign_colony_count(state, 2) == 0


def test_faq_q2_an_aftershock_discards_the_claw_and_it_is_taken_again_as_at_setup() -> None:
    # A-Claw-6, Q2b: the offense holds no encounter card, the quake finds too few cards, and the
    # Aftershock throws the claw in with everything else; then the Claw picks a claw and draws, as at setup.
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
    data = {
        "config": {"players": 3, "aliens": ["", "The Claw", ""], **CONFLICT},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"], "deck": ["Attack 08"]},
        "actions": [{"seat": 1, "type": "claw_pick", "card": "Attack 20", "setup": True}],
    }
    result = run(data)
    kinds = [e.kind for e in result.events]
    shock = kinds.index("cosmic_aftershock")
    claw = next(e for e in result.events if e.kind == "claw_card").data["card"]
    assert any(e.kind == "discarded" and claw in e.data["cards"] for e in result.events[shock:])
    assert [(p.seat, p.ctx) for p in result.state.prompts] == [(1, "claw_pick")]
    assert _claw(result, 1) == -1


def test_faq_deuces_second_card_revealed_triggers() -> None:
    # A-Claw-4: Deuce's second card turns face up at the reveal: a copy of the claw sets the Claw off.
    data = encounter(
        ["Deuce", "", "The Claw"],
        {"0": ["Attack 08", "Attack 06", "Negotiate"], "1": ["Attack 12"], "2": ["Attack 06", "Attack 10"]},
        "Attack 08",
        "Attack 12",
        config={"expansions": ["conflict", "incursion"]},
        after=(
            {"seat": 0, "type": "deuce_second", "card": "Attack 06"},
            {"seat": 2, "type": "claw_planet", "planet": 4},
        ),
    )
    data["actions"][:0] = [
        {"seat": 2, "type": "claw_pick", "card": "Attack 06", "setup": True},
        {"seat": 2, "type": "pass"},
    ]
    data["setup"]["deck_top"] = ["Attack 30"]
    result = run(data)
    assert result.state.planet_home[4] == 2
