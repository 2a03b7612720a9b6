"""Cosmic Incursion's reward cards (docs/rules.md, "Reward deck"): each test sets up a position the way a
scenario file does, plays it, and checks what the rules say should happen.

Unless a test says otherwise: three players, Cosmic Incursion with the reward deck, seat 0 (red) on the
offense, the destiny deck showing blue, so seat 1 defends; seat 0 aims at planet 5 of seat 1's home
system and launches the four ships of planet 0; nobody is invited. Every player starts with four ships
on each of its five planets. Cards are named as in scenario files; ``"Reward X"`` is the reward deck's
copy of a face the cosmic deck also has.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from support import Driver, variant_config

from game.bots import make_bot
from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    COSMIC,
    COSMIC_IDS,
    CROOKED_DEAL,
    FLARE,
    KICKER,
    MORPH,
    NEGOTIATE,
    REINFORCEMENT,
    REWARD,
    REWARD_IDS,
    RIFT,
)
from game.config import ConfigError, default_config
from game.deck import draw_rewards, is_reward
from game.determinize import sample_state
from game.engine import apply, new_game
from game.invariants import card_census, check_invariants
from game.rng import Rng
from game.scenario import ScenarioResult, check_expectations, run_scenario
from game.sim import play
from game.view import view_for

OPEN = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 4]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
]


def game(
    hands: dict[int, list[str]],
    actions: list[dict[str, Any]],
    rewards: str = "deck",
    players: int = 3,
    **setup: Any,
) -> ScenarioResult:
    """Play a scenario: the usual opening position, these hands (and other setup keys), these actions."""
    data = {
        "config": {"players": players, "incursion": True, "rewards": rewards},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {str(s): cards for s, cards in hands.items()},
            **setup,
        },
        "actions": actions,
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def holds(result: ScenarioResult, conserved: bool = True, **expect: Any) -> None:
    """The expectations (scenario ``[expect]`` keys) hold, and so does every invariant of the game (but
    card conservation when the setup set cards aside: ``conserved=False``)."""
    assert check_expectations(result, expect) == []
    problems = check_invariants(result.state)
    if not conserved:
        problems = [p for p in problems if not p.startswith("card ")]
    assert problems == []


def events(result: ScenarioResult, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in result.events if e.kind == kind]


# -- the cards -----------------------------------------------------------------------------------------------


def test_the_catalog_appends_the_reward_cards_after_every_existing_id() -> None:
    assert len(COSMIC_IDS) == 72 and max(COSMIC_IDS) < min(REWARD_IDS)
    assert tuple(range(122, 122 + len(REWARD_IDS))) == REWARD_IDS
    assert all(CARD_BACK[c] == REWARD for c in REWARD_IDS)
    names = [CARD_NAME[c] for c in REWARD_IDS]
    assert {"Attack -07", "Attack -04", "Attack -01"} <= set(names)
    assert names.count(CROOKED_DEAL) == 3 and names.count("Morph") == 1
    assert names.count("Cosmic Zap") == names.count("Card Zap") == 1
    attacks = [CARD_VALUE[c] for c in REWARD_IDS if CARD_KIND[c] == ATTACK and CARD_VALUE[c] > 0]
    assert attacks and min(attacks) == 10 and max(attacks) == 23
    boosts = [CARD_VALUE[c] for c in REWARD_IDS if CARD_KIND[c] == REINFORCEMENT]
    assert max(boosts) == 6
    kickers = sorted(CARD_VALUE[c] for c in REWARD_IDS if CARD_KIND[c] == KICKER)
    assert kickers == [0, 2, 2, 3]
    rifts = sorted(CARD_VALUE[c] for c in REWARD_IDS if CARD_KIND[c] == RIFT)
    assert rifts == [3, 4, 5]
    assert len(REWARD_IDS) == 32 and [CARD_NAME[c] for c in (151, 152, 153)] == [
        "Hand Zap",
        "Finder",
        "Space Junk",
    ]
    assert all(CARD_BACK[c] == COSMIC and CARD_KIND[c] == FLARE for c in range(154, 174))
    kinds = {CARD_KIND[c] for c in REWARD_IDS}
    assert kinds == {ATTACK, NEGOTIATE, MORPH, REINFORCEMENT, ARTIFACT, KICKER, RIFT}


def test_reward_cards_need_the_incursion_expansion() -> None:
    with pytest.raises(ConfigError):
        default_config(4, rewards="deck")
    with pytest.raises(ConfigError):
        default_config(4, incursion=True, rewards="lots")
    assert default_config(4, incursion=True, rewards="common").rewards == "common"


def test_a_negative_attack_counts_below_zero() -> None:
    """Attack -07 with four ships is a total of -3; Attack 04 with four ships (8) beats it."""
    result = game(
        {0: ["Attack -07", "Attack 06"], 1: ["Attack 04", "Attack 05"], 2: ["Attack 07"]},
        [
            *OPEN,
            {"seat": 0, "type": "encounter_card", "card": "Attack -07"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
        ],
    )
    holds(
        result,
        event_data=[
            {"kind": "encounter_decided", "winner": "defense", "offense_total": -3, "defense_total": 8}
        ],
        warp=[4, 0, 0],
        reward_discard=["Attack -07"],
        discard_top="Attack 04",
    )


def test_negative_attacks_lose_even_to_zero() -> None:
    """-01 against 00 with equal ships: the defense wins, and would even without the tie rule."""
    result = game(
        {0: ["Attack 00", "Attack 06"], 1: ["Attack -01", "Attack 05"], 2: ["Attack 07"]},
        [
            *OPEN,
            {"seat": 0, "type": "encounter_card", "card": "Attack 00"},
            {"seat": 1, "type": "encounter_card", "card": "Attack -01"},
        ],
    )
    holds(result, event_data=[{"kind": "encounter_decided", "winner": "offense", "offense_total": 4}])


def test_a_crooked_deal_collects_one_more_compensation_card() -> None:
    """The defense loses four ships with a crooked deal against an attack: it takes five cards, not four."""
    result = game(
        {
            0: ["Attack 10", "Attack 06", "Attack 08", "Negotiate", "Attack 12", "Attack 13", "Attack 14"],
            1: ["Crooked Deal", "Attack 05"],
            2: ["Attack 07"],
        },
        [
            *OPEN,
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Crooked Deal"},
        ],
    )
    holds(
        result,
        event_data=[
            {"kind": "crooked_deal", "seat": 1, "effect": "compensation", "count": 5},
            {"kind": "compensation", "taker": 1, "payer": 0, "count": 5},
        ],
        hand_sizes=[1, 6, 1],
        reward_discard=["Crooked Deal"],
    )


def test_a_plain_negotiate_collects_one_card_per_ship() -> None:
    result = game(
        {0: ["Attack 10", "Attack 06", "Attack 08", "Negotiate", "Attack 12", "Attack 13"], 1: ["Negotiate"]},
        [
            *OPEN,
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
        ],
    )
    holds(result, event_data=[{"kind": "compensation", "taker": 1, "count": 4}], no_events=["crooked_deal"])


FAIL_THE_DEAL = [{"seat": 0, "type": "deal_fail"}]


def _failed_deal(off_card: str, def_card: str) -> ScenarioResult:
    """Both main players negotiate and the offense gives up the deal. Each loses its ships from a planet
    of its own (planet 2, planet 7); the offense's gate ships then go home to planet 1."""
    hands = {0: [off_card, "Attack 06"], 1: [def_card, "Attack 05"], 2: ["Attack 07"]}
    actions = [*OPEN, *_cards(off_card, def_card), *FAIL_THE_DEAL]
    result = game(hands, actions)
    while result.state.prompts:
        prompt = result.state.prompts[0]
        if prompt.ctx == "lose_ships":
            planet = 2 if prompt.seat == 0 else 7
            actions.append({"seat": prompt.seat, "type": "lose", "ships": [[planet, prompt.spec["min"]]]})
        elif prompt.ctx == "return_ships":
            actions.append({"seat": prompt.seat, "type": "place", "ships": [[1, prompt.spec["count"]]]})
        else:
            break
        result = game(hands, actions)
    return result


def _cards(off_card: str, def_card: str) -> list[dict[str, Any]]:
    return [
        {"seat": 0, "type": "encounter_card", "card": off_card},
        {"seat": 1, "type": "encounter_card", "card": def_card},
    ]


def test_a_failed_crooked_deal_costs_its_player_two_ships_and_the_opponent_four() -> None:
    result = _failed_deal(CROOKED_DEAL, "Negotiate")
    holds(
        result,
        warp=[2, 4, 0],
        event_data=[
            {"kind": "crooked_deal", "seat": 0, "loses": 2, "opponent_loses": 4},
            {"kind": "encounter_ended", "outcome": "failed_deal"},
        ],
    )


def test_the_defense_can_play_the_crooked_deal_too() -> None:
    result = _failed_deal("Negotiate", CROOKED_DEAL)
    holds(result, warp=[4, 2, 0], event_data=[{"kind": "crooked_deal", "seat": 1}])


def test_two_crooked_deals_cancel_out() -> None:
    result = _failed_deal(CROOKED_DEAL, CROOKED_DEAL)
    holds(result, warp=[3, 3, 0], events=["crooked_deals_cancel"], no_events=["crooked_deal"])


def test_a_morph_copying_a_crooked_deal_is_crooked_too() -> None:
    result = _failed_deal("Morph", CROOKED_DEAL)
    holds(result, warp=[3, 3, 0], events=["crooked_deals_cancel"])


def test_crooked_deals_work_the_same_with_common_rewards() -> None:
    result = game(
        {
            0: ["Attack 10", "Attack 06", "Attack 08", "Negotiate", "Attack 12", "Attack 13"],
            1: [CROOKED_DEAL],
        },
        [*OPEN, *_cards("Attack 10", CROOKED_DEAL)],
        rewards="common",
    )
    holds(result, event_data=[{"kind": "compensation", "count": 5}], discard_top=CROOKED_DEAL)


def test_morph_against_morph_both_sides_lose_and_every_ship_goes_to_the_warp() -> None:
    """The cosmic deck's morph against the reward deck's: nobody wins; the four gate ships and the four
    ships on the target planet go to the warp."""
    result = game(
        {0: ["Morph", "Attack 06"], 1: ["Reward Morph", "Attack 05"], 2: ["Attack 07"]},
        [*OPEN, *_cards("Morph", "Reward Morph")],
    )
    holds(
        result,
        event_data=[{"kind": "encounter_decided", "winner": "none"}],
        warp=[4, 4, 0],
        ships={5: {0: 0, 1: 0}},
        discard_top="Morph",
        reward_discard=["Reward Morph"],
    )


def test_a_reinforcement_of_six_turns_the_encounter() -> None:
    """Attack 10 + 4 ships (14) against Attack 12 + 4 ships (16); the offense adds +6 and wins 20 to 16."""
    result = game(
        {0: ["Attack 10", "Reinforcement +6"], 1: ["Attack 12", "Attack 05"], 2: ["Attack 07"]},
        [
            *OPEN,
            *_cards("Attack 10", "Attack 12"),
            {"seat": 0, "type": "play", "card": "Reinforcement +6", "side": "offense"},
        ],
    )
    holds(
        result,
        event_data=[
            {"kind": "reinforced", "seat": 0, "side": "offense", "value": 6},
            {"kind": "encounter_decided", "winner": "offense", "offense_total": 20, "defense_total": 16},
        ],
        reward_discard=["Reinforcement +6"],
    )


def test_the_reward_card_zap_cancels_an_artifact_like_the_cosmic_one() -> None:
    """Seat 1 plays Emotion Control after the reveal; seat 2 zaps it with the reward deck's Card Zap. The
    zapped artifact goes to the cosmic discard pile, the Card Zap to the reward discard pile."""
    start = game(
        {0: ["Attack 10", "Attack 06"], 1: ["Attack 12", "Emotion Control"], 2: ["Reward Card Zap"]},
        [*OPEN, *_cards("Attack 10", "Attack 12"), {"seat": 1, "type": "play", "card": "Emotion Control"}],
    )
    zap = next(p for p in start.state.prompts if p.seat == 2)
    option = next(o for o in zap.options if o.get("type") == "play")
    result = game(
        {0: ["Attack 10", "Attack 06"], 1: ["Attack 12", "Emotion Control"], 2: ["Reward Card Zap"]},
        [
            *OPEN,
            *_cards("Attack 10", "Attack 12"),
            {"seat": 1, "type": "play", "card": "Emotion Control"},
            {"seat": 2, **option},
        ],
    )
    holds(
        result,
        events=["zapped"],
        event_data=[{"kind": "encounter_decided", "winner": "defense"}],
        reward_discard=["Reward Card Zap"],
        reward_cards=[0, 0, 0],
    )
    assert "Emotion Control" in [CARD_NAME[c] for c in result.state.discard]


def test_a_reward_copy_of_a_card_is_a_choice_of_its_own() -> None:
    """Backs are public, so Attack 10 with a cosmic back and Attack 10 with a reward back are two choices."""
    result = game({0: ["Attack 10", "Reward Attack 10", "Attack 10"], 1: ["Attack 05"]}, OPEN)
    holds(result, options={0: [{"type": "encounter_card", "card": "Attack 10"}] * 2})
    offered = next(p for p in result.state.prompts if p.seat == 0).options
    assert [is_reward(result.state, o["card"]) for o in offered] == [False, True]


# -- kickers -------------------------------------------------------------------------------------------------


def _kicked(
    hands: dict[int, list[str]], off: str, dfn: str, kickers: dict[int, str], **kw: Any
) -> ScenarioResult:
    """The usual opening; the main players holding a kicker say whether they play one (the offense first),
    then choose their encounter cards."""
    answers = []
    for seat in (0, 1):
        if any(c.startswith("Kicker") for c in hands.get(seat, [])):
            card = kickers.get(seat)
            answers.append(
                {"seat": seat, "type": "kicker", "card": card}
                if card
                else {"seat": seat, "type": "no_kicker"}
            )
    return game(hands, [*OPEN, *answers, *_cards(off, dfn)], **kw)


def test_a_kicker_multiplies_its_players_attack_card() -> None:
    """The rules' example: attack 10 with a x2 kicker and 12 ships on its side is 32. The offense brings
    four ships and two allies bring four each."""
    hands = {0: ["Attack 10", "Kicker x2"], 1: ["Attack 20", "Attack 05"], 2: ["Attack 07"], 3: ["Attack 08"]}
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": [2, 3]},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 4]]},
        {"seat": 3, "type": "ally", "side": "offense", "ships": [[15, 4]]},
        {"seat": 0, "type": "kicker", "card": "Kicker x2"},
        *_cards("Attack 10", "Attack 20"),
    ]
    result = game(hands, actions, players=4)
    holds(
        result,
        event_data=[
            {"kind": "kicker_revealed", "seat": 0, "value": 2},
            {"kind": "encounter_decided", "winner": "offense", "offense_total": 32, "defense_total": 24},
        ],
        reward_discard=["Kicker x2"],
    )


def test_a_kicker_x0_makes_an_attack_worth_nothing() -> None:
    result = _kicked(
        {0: ["Attack 23", "Kicker x0"], 1: ["Attack 01"]}, "Attack 23", "Attack 01", {0: "Kicker x0"}
    )
    holds(result, event_data=[{"kind": "encounter_decided", "winner": "defense", "offense_total": 4}])


def test_a_kicker_is_played_face_down_and_announced() -> None:
    """Before the reveal the table knows that a kicker was played (and sees its reward back), not which."""
    hands = {0: ["Attack 10", "Kicker x3"], 1: ["Attack 12", "Attack 05"], 2: ["Attack 07"]}
    result = game(hands, [*OPEN, {"seat": 0, "type": "kicker", "card": "Kicker x3"}])
    holds(result, prompts=[[0, "select_card"], [1, "select_card"]], hand_lacks={0: ["Kicker x3"]})
    played = [e for e in result.events if e.kind == "kicker_played"]
    assert played and played[0].to is None and "card" not in played[0].data
    assert [e.to for e in result.events if e.kind == "kicker_chosen"] == [(0,)]
    for seat in (None, 1, 2):
        assert view_for(result.state, seat)["encounter"]["offense_kicker"] == -1
    revealed = game(
        hands, [*OPEN, {"seat": 0, "type": "kicker", "card": "Kicker x3"}, *_cards("Attack 10", "Attack 12")]
    )
    kicker = view_for(revealed.state, None)["encounter"]
    assert kicker["offense_kicker"] is None  # the encounter is over: the kicker went to the reward pile
    holds(
        revealed,
        reward_discard=["Kicker x3"],
        event_data=[{"kind": "encounter_decided", "offense_total": 34}],
    )


def test_the_offense_decides_on_its_kicker_first() -> None:
    hands = {0: ["Attack 10", "Kicker x2"], 1: ["Attack 12", "Kicker x3"], 2: ["Attack 07"]}
    first = game(hands, OPEN)
    holds(first, prompts=[[0, "kicker"]])
    second = game(hands, [*OPEN, {"seat": 0, "type": "no_kicker"}])
    holds(second, prompts=[[1, "kicker"]])


def test_a_negotiates_kicker_multiplies_its_compensation() -> None:
    """Four ships lost with a negotiate and a x2 kicker: eight cards."""
    winner = ["Attack 10", "Attack 04", "Attack 06", "Attack 08", "Attack 12", "Attack 13", "Attack 14"]
    result = _kicked(
        {0: [*winner, "Attack 15", "Attack 20"], 1: ["Negotiate", "Kicker x2"], 2: ["Attack 07"]},
        "Attack 10",
        "Negotiate",
        {1: "Kicker x2"},
    )
    holds(result, event_data=[{"kind": "compensation", "taker": 1, "count": 8}])


def test_a_crooked_deal_with_a_kicker_takes_one_more_card_then_doubles() -> None:
    """The FAQ's example: three ships lost with a crooked deal and a x2 kicker: (3 + 1) x 2 = 8 cards."""
    winner = ["Attack 10", "Attack 04", "Attack 06", "Attack 08", "Attack 12", "Attack 13", "Attack 14"]
    result = _kicked(
        {0: [*winner, "Attack 15", "Attack 20"], 1: [CROOKED_DEAL, "Kicker x2"], 2: ["Attack 07"]},
        "Attack 10",
        CROOKED_DEAL,
        {1: "Kicker x2"},
        ships={"1": {"5": 3, "6": 4, "7": 4, "8": 4, "9": 4}},
    )
    holds(result, event_data=[{"kind": "compensation", "taker": 1, "count": 8}], conserved=True)


def test_the_opponents_kicker_does_not_change_my_compensation() -> None:
    """The winner's kicker multiplies only its own attack; the loser still takes four cards."""
    winner = ["Attack 10", "Attack 04", "Attack 06", "Attack 08", "Attack 12", "Kicker x3"]
    result = _kicked(
        {0: winner, 1: ["Negotiate"], 2: ["Attack 07"]}, "Attack 10", "Negotiate", {0: "Kicker x3"}
    )
    holds(result, event_data=[{"kind": "compensation", "taker": 1, "count": 4}])


def test_after_a_failed_deal_a_kicker_multiplies_the_opponents_loss() -> None:
    """Negotiate against negotiate with a x2 kicker on the offense: the offense loses 3 ships, the defense
    6; with a crooked deal too the shift comes first: (3 + 1) x 2 = 8 for the defense, 2 for the offense."""
    for off_card, loses in (("Negotiate", (3, 6)), (CROOKED_DEAL, (2, 8))):
        hands = {0: [off_card, "Kicker x2", "Attack 06"], 1: ["Negotiate", "Attack 05"], 2: ["Attack 07"]}
        actions = [*OPEN, {"seat": 0, "type": "kicker", "card": "Kicker x2"}, *_cards(off_card, "Negotiate")]
        actions.append({"seat": 0, "type": "deal_fail"})
        result = game(hands, actions)
        prompts = {p.seat: p.spec["min"] for p in result.state.prompts if p.ctx == "lose_ships"}
        assert prompts.get(0, 0) == loses[0] or (0 not in prompts and loses[0] == 0)
        actions.append({"seat": 0, "type": "lose", "ships": [[2, loses[0]]]})
        result = game(hands, actions)
        (defense,) = [p for p in result.state.prompts if p.ctx == "lose_ships"]
        assert defense.seat == 1 and defense.spec["min"] == loses[1]


def test_a_kicker_counts_after_calculator_has_changed_the_card() -> None:
    """FAQ: kickers multiply after value changes. Calculator (offense, attack 04) cuts the defense's attack
    10 to 6; the defense's x2 kicker then makes it 12: a total of 16, not (20 - 4) + 4 = 20."""
    data = {
        "config": {"players": 3, "incursion": True, "rewards": "deck", "aliens": ["Calculator", "", ""]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 04", "Attack 06"], "1": ["Attack 10", "Kicker x2"], "2": ["Attack 07"]},
        },
        "actions": [
            *OPEN,
            {"seat": 1, "type": "kicker", "card": "Kicker x2"},
            *_cards("Attack 04", "Attack 10"),
            {"seat": 0, "type": "power", "alien": "Calculator", "use": "equalize"},
        ],
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    holds(
        result,
        event_data=[
            {"kind": "card_value_changed", "seat": 1, "value": 6},
            {"kind": "encounter_decided", "winner": "defense", "offense_total": 8, "defense_total": 16},
        ],
    )


def test_the_defense_may_play_a_kicker_before_drawing_a_new_hand() -> None:
    """FAQ: the defense holds no encounter card, only a kicker: it plays the kicker, then draws a new hand."""
    hands = {0: ["Attack 10", "Attack 06"], 1: ["Kicker x2"], 2: ["Attack 07"]}
    result = game(hands, [*OPEN, {"seat": 1, "type": "kicker", "card": "Kicker x2"}])
    holds(result, event_order=["kicker_played", "new_hand"], prompts=[[0, "select_card"], [1, "select_card"]])


# -- rifts ---------------------------------------------------------------------------------------------------

WARPED = {"0": {"0": 4, "1": 4, "2": 4, "3": 4}, "1": {"5": 4, "6": 4, "7": 4, "8": 4}}  # 4 each in the warp


def play_on(data: dict[str, Any], answer: Any) -> ScenarioResult:
    """Run a scenario, then keep answering open prompts with ``answer(prompt)`` (an action, or None to
    stop)."""
    actions = list(data["actions"])
    while True:
        result = run_scenario({**data, "actions": actions})
        assert result.error is None, result.error
        if not result.state.prompts:
            return result
        action = answer(result.state.prompts[0])
        if action is None:
            return result
        actions.append({"seat": result.state.prompts[0].seat, **action})


def _place_first(prompt: Any) -> dict[str, Any] | None:
    """Ships placed on the first planet offered (freed or retrieved ships)."""
    if prompt.ctx in ("retrieve_ships", "regroup_home", "return_ships"):
        return {"type": "place", "ships": [[prompt.spec["planets"][0], prompt.spec["count"]]]}
    return None


def test_a_rift_at_the_start_of_an_encounter_frees_ships_of_any_players() -> None:
    """Seat 2 opens a Rift 3 in the Regroup window: it frees two of seat 1's ships and one of seat 0's;
    each owner puts its own ships on a colony of its choice. Then the offense makes its own retrieval."""
    picks = [1, 1, 0]

    def answer(prompt: Any) -> dict[str, Any] | None:
        if prompt.ctx == "rift_ship":
            owner = picks.pop(0)
            return next(o for o in prompt.options if o["owner"] == owner)
        return _place_first(prompt)

    data = {
        "config": {"players": 3, "incursion": True, "rewards": "deck"},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 10"], "1": ["Attack 05"], "2": ["Rift 3", "Attack 07"]},
            "ships": WARPED,
        },
        "actions": [{"seat": 2, "type": "play", "card": "Rift 3"}],
    }
    result = play_on(data, answer)
    holds(
        result,
        event_data=[
            {"kind": "rift_opened", "seat": 2, "value": 3, "ships": 3},
            {"kind": "rift_freed", "seat": 2, "ships": {"0": 1, "1": 2}},
        ],
        warp=[4 - 1 - 1, 4 - 2, 0],  # seat 0: one freed by the rift, one by its own regroup
        reward_discard=["Rift 3"],
    )
    assert not picks


def test_a_rift_taken_as_compensation_goes_off() -> None:
    """The winner's only card left is a Rift 4; the loser takes it as compensation: it goes off, is
    discarded, and the loser must lose four ships of its choice."""
    result = game(
        {0: ["Attack 10", "Rift 4"], 1: ["Negotiate", "Attack 05"], 2: ["Attack 07"]},
        [*OPEN, *_cards("Attack 10", "Negotiate")],
    )
    holds(
        result,
        event_data=[
            {"kind": "compensation", "taker": 1, "payer": 0, "count": 1},
            {"kind": "rift_detonated", "seat": 1, "value": 4},
        ],
        reward_discard=["Rift 4"],
        hand_lacks={1: ["Rift 4"]},
    )
    (loss,) = [p for p in result.state.prompts if p.ctx == "lose_ships"]
    assert loss.seat == 1 and loss.spec["min"] == 4 and loss.spec["reason"] == "rift"


def test_a_rift_given_in_a_deal_does_not_go_off() -> None:
    hands = {0: ["Negotiate", "Rift 5", "Attack 06"], 1: ["Negotiate", "Attack 05"], 2: ["Attack 07"]}
    terms = {"offense": {"cards": ["Rift 5"]}, "defense": {}}
    actions = [
        *OPEN,
        *_cards("Negotiate", "Negotiate"),
        {"seat": 0, "type": "deal_propose", "terms": terms},
        {"seat": 1, "type": "deal_accept"},
    ]
    data = {
        "config": {"players": 3, "incursion": True, "rewards": "deck"},
        "setup": {"first_player": 0, "destiny_top": ["blue"], "hands": {str(k): v for k, v in hands.items()}},
        "actions": actions,
    }
    result = play_on(data, _place_first)
    holds(result, events=["deal_made"], no_events=["rift_detonated"], hand_contains={1: ["Rift 5"]})


def test_trader_taking_a_hand_with_a_rift_sets_it_off_but_the_hand_it_gives_does_not() -> None:
    """FAQ R5: the Trader takes the defense's hand with a Rift 5 in it: it goes off in the Trader's hand.
    The Rift 3 in the hand the Trader gives away was given: it stays quiet."""
    data = {
        "config": {"players": 3, "incursion": True, "rewards": "deck", "aliens": ["Trader", "", ""]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {
                "0": ["Attack 10", "Rift 3"],
                "1": ["Attack 05", "Rift 5", "Attack 08"],
                "2": ["Attack 07"],
            },
        },
        "actions": [*OPEN],
    }
    first = run_scenario(data)
    use = next(p for p in first.state.prompts if p.seat == 0)
    trade = next(o for o in use.options if o.get("use") == "trade")
    result = run_scenario({**data, "actions": [*OPEN, {"seat": 0, **trade}]})
    assert result.error is None, result.error
    holds(
        result,
        event_data=[{"kind": "rift_detonated", "seat": 0, "value": 5}],
        event_counts={"rift_detonated": 1},
        hand_contains={1: ["Rift 3"]},
        reward_discard=["Rift 5"],
    )


def test_plague_makes_a_player_discard_a_rift_and_a_kicker_as_card_types() -> None:
    """FAQ: kicker and rift are card types: a Plague takes one of each as well."""
    hands = {0: ["Attack 10", "Plague"], 1: ["Attack 05", "Rift 4", "Kicker x2"], 2: ["Attack 07"]}
    result = play_on(
        {
            "config": {"players": 3, "incursion": True, "rewards": "deck"},
            "setup": {
                "first_player": 0,
                "destiny_top": ["blue"],
                "hands": {str(k): v for k, v in hands.items()},
            },
            "actions": [{"seat": 0, "type": "play", "card": "Plague", "target": 1}],
        },
        lambda p: {"type": "lose", "ships": [[5, 3]]} if p.ctx == "lose_ships" else None,
    )
    holds(result, hand_sizes=[1, 0, 1], reward_cards=[0, 0, 0])
    assert {CARD_NAME[c] for c in result.state.reward_discard} == {"Rift 4", "Kicker x2"}


# -- the reward deck -----------------------------------------------------------------------------------------

ALLY_WINS = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 4]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": [2]},
    {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},
    {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
    {"seat": 1, "type": "encounter_card", "card": "Attack 30"},
    {"seat": 2, "type": "place", "ships": [[11, 3]]},
]
ALLY_HANDS = {0: ["Attack 04", "Attack 06"], 1: ["Attack 30", "Attack 05"], 2: ["Attack 07"]}


def test_a_defensive_ally_declares_its_reward_cards_before_drawing() -> None:
    """Three rewards and one ship in the warp: every split of ships, cosmic cards and reward cards is
    offered at once (the FAQ: all sources are named before anything is drawn)."""
    result = game(ALLY_HANDS, ALLY_WINS, ships={"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 3}})
    holds(
        result,
        prompts=[[2, "rewards"]],
        options={
            2: [
                {"type": "rewards", "ships": 1, "cards": 2, "reward": 2},
                {"type": "rewards", "ships": 1, "cards": 2, "reward": 1},
                {"type": "rewards", "ships": 1, "cards": 2, "reward": 0},
                {"type": "rewards", "ships": 0, "cards": 3, "reward": 3},
                {"type": "rewards", "ships": 0, "cards": 3, "reward": 2},
                {"type": "rewards", "ships": 0, "cards": 3, "reward": 1},
                {"type": "rewards", "ships": 0, "cards": 3, "reward": 0},
            ]
        },
    )


def test_the_ally_draws_from_both_decks_as_it_declared() -> None:
    result = game(
        ALLY_HANDS,
        [
            *ALLY_WINS,
            {"seat": 2, "type": "rewards", "ships": 0, "cards": 3, "reward": 2},
        ],
        deck_top=["Attack 20"],
        reward_deck_top=["Crooked Deal", "Attack -04", "Reward Attack 23"],
    )
    holds(
        result,
        event_data=[
            {"kind": "rewards_declared", "seat": 2, "ships": 0, "cards": 3, "reward": 2},
            {"kind": "drew", "seat": 2, "count": 1},
            {"kind": "drew_rewards", "seat": 2, "count": 2},
        ],
        hands={2: ["Attack 07", "Attack 20", "Crooked Deal", "Attack -04"]},
        reward_cards=[0, 0, 2],
        reward_deck_size=len(REWARD_IDS) - 2,
    )


def test_an_empty_reward_deck_takes_its_discard_pile_shuffled() -> None:
    result = game(
        ALLY_HANDS,
        [*ALLY_WINS, {"seat": 2, "type": "rewards", "ships": 0, "cards": 3, "reward": 3}],
        reward_deck=["Attack -01"],
        reward_discard=["Reward Morph", "Crooked Deal"],
    )
    holds(
        result,
        conserved=False,  # the other reward cards are set aside
        event_order=["drew_rewards"],
        event_data=[{"kind": "reward_deck_reshuffled", "size": 2}, {"kind": "drew_rewards", "count": 3}],
        hands={2: ["Attack 07", "Attack -01", "Reward Morph", "Crooked Deal"]},
        reward_deck_size=0,
        reward_discard_size=0,
    )


def test_no_reward_cards_are_offered_when_the_reward_deck_and_its_pile_are_empty() -> None:
    """The only way left is three cosmic cards: taken at once, without asking."""
    result = game(ALLY_HANDS, ALLY_WINS, reward_deck=[], reward_discard=[])
    declared = {"kind": "rewards_declared", "seat": 2, "cards": 3, "reward": 0}
    holds(result, conserved=False, event_data=[declared])


def test_the_reward_deck_only_offers_what_it_holds() -> None:
    result = game(ALLY_HANDS, ALLY_WINS, reward_deck=["Reward Attack 12"], reward_discard=[])
    holds(result, conserved=False, prompts=[[2, "rewards"]])
    offered = {o["reward"] for o in result.state.prompts[0].options}
    assert offered == {0, 1}


def test_drawing_from_an_exhausted_reward_deck_stops_short_without_a_quake() -> None:
    """Nothing left in the reward deck or its pile, nor in the cosmic deck and its pile: a reward draw
    gets nothing and sets off no Cosmic Quake."""
    config = default_config(3, incursion=True, rewards="deck")
    state, _ = new_game(config)
    state.reward_discard, state.reward_deck = [], []
    ev: list[Any] = []
    hand = list(state.hands[2])
    assert draw_rewards(state, ev, 2, 2) == []
    assert state.hands[2] == hand
    assert [e.kind for e in ev] == ["reward_deck_empty"]


def test_the_reward_deck_never_causes_a_cosmic_quake() -> None:
    """The cosmic deck and its discard pile are empty; the ally takes all three rewards from the reward
    deck: no quake (a cosmic card would have caused one: scenario c10)."""
    result = game(
        {
            0: ["Attack 04"] * 4 + ["Attack 06"] * 6,
            1: ["Attack 30"] + ["Attack 08"] * 7 + ["Attack 10"] * 2,
            2: ["Negotiate"] * 10,
        },
        [*ALLY_WINS[:7], {"seat": 2, "type": "place", "ships": [[11, 3]]}, _rewards(0, 3, 3)],
        deck=[],
        discard=[],
        reward_deck=["Reward Attack 12", "Reward Attack 13", "Reward Attack 14"],
    )
    holds(result, conserved=False, no_events=["cosmic_quake"], hand_sizes=[9, 9, 13], reward_deck_size=0)


def _rewards(ships: int, cards: int, reward: int) -> dict[str, Any]:
    return {"seat": 2, "type": "rewards", "ships": ships, "cards": cards, "reward": reward}


def test_reward_cards_go_to_their_own_discard_pile() -> None:
    """The encounter's reward card goes to the reward pile, its cosmic card to the cosmic pile."""
    result = game(
        {0: ["Attack 23", "Attack 06"], 1: ["Reward Attack 10", "Attack 05"], 2: ["Attack 07"]},
        [*OPEN, *_cards("Attack 23", "Reward Attack 10")],
    )
    holds(result, discard_top="Attack 23", reward_discard=["Reward Attack 10"])


def test_the_cosmic_reshuffle_and_a_quake_leave_the_reward_pile_alone() -> None:
    """Effects on "the discard pile" and "the deck" mean the cosmic ones (FAQ T2): refilling the cosmic deck
    from its discard pile, and a Cosmic Quake, never take reward cards into the cosmic deck; the reward
    cards in the hands a quake discards go to the reward pile."""
    config = default_config(3, incursion=True, rewards="deck")
    state, _ = new_game(config)
    from game.deck import cosmic_quake, draw

    state.reward_discard = state.reward_deck[:3]
    del state.reward_deck[:3]
    state.hands[0].append(state.reward_deck.pop())
    state.discard, state.deck = state.deck, []
    ev: list[Any] = []
    draw(state, ev, 1, 1)  # the cosmic deck is refilled from the cosmic discard pile
    assert "deck_reshuffled" in [e.kind for e in ev]
    assert len(state.reward_discard) == 3 and not any(c in REWARD_IDS for c in state.deck)
    cosmic_quake(state, ev)
    assert len(state.reward_discard) == 4 and not any(c in REWARD_IDS for c in state.deck)
    assert not any(c in REWARD_IDS for h in state.hands for c in h)
    assert check_invariants(state) == []


def test_filch_may_take_a_reward_card_just_discarded() -> None:
    """FAQ R4: powers that grab a card as it is discarded reach the reward pile too: Filch takes the
    defense's reward attack."""
    data = {
        "config": {"players": 3, "incursion": True, "rewards": "deck", "aliens": ["Filch", "", ""]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 23"], "1": ["Reward Attack 10", "Attack 05"], "2": ["Attack 07"]},
        },
        "actions": [*OPEN, *_cards("Attack 23", "Reward Attack 10")],
    }
    result = run_scenario(data)
    assert result.error is None
    use = next(p for p in result.state.prompts if p.seat == 0)
    option = next(o for o in use.options if o.get("type") != "pass")
    result = run_scenario({**data, "actions": [*data["actions"], {"seat": 0, **option}]})
    assert result.error is None
    holds(result, events=["card_filched"], hand_contains={0: ["Reward Attack 10"]}, reward_discard=[])


# -- backs public, faces secret ------------------------------------------------------------------------------


def test_everyone_sees_how_many_reward_cards_a_hand_holds_but_not_which() -> None:
    result = game(
        ALLY_HANDS,
        [*ALLY_WINS, _rewards(0, 3, 2)],
        deck_top=["Attack 20"],
        reward_deck_top=["Crooked Deal", "Attack -04"],
    )
    state = result.state
    for seat in (None, 0, 1, 2):
        view = view_for(state, seat)
        assert [p["reward_cards"] for p in view["players"]] == [0, 0, 2]
        assert view["reward_deck_size"] == len(state.reward_deck)
        assert view["reward_discard"] == state.reward_discard
        assert (view["hand"] is not None) == (seat is not None)
    drawn = [e for e in result.events if e.kind == "drew_cards" and e.data.get("reward")]
    assert drawn and all(e.to == (2,) for e in drawn)
    public = [e for e in result.events if e.kind == "drew_rewards"]
    assert public and all(e.to is None and "cards" not in e.data for e in public)


def test_compensation_takes_the_backs_the_taker_names() -> None:
    """The winner holds two reward cards and four cosmic ones. The loser, owed four cards, says it takes
    two reward-backed ones (FAQ T10: "at random" means without seeing faces): it gets both reward cards."""
    hands = {
        0: ["Attack 10", "Crooked Deal", "Attack -04", "Attack 06", "Attack 08", "Negotiate", "Attack 12"],
        1: ["Negotiate"],
        2: ["Attack 07"],
    }
    first = game(hands, [*OPEN, *_cards("Attack 10", "Negotiate")])
    holds(first, prompts=[[1, "compensation_backs"]])
    assert [o["reward"] for o in first.state.prompts[0].options] == [2, 1, 0]
    option = first.state.prompts[0].options[0]
    result = game(hands, [*OPEN, *_cards("Attack 10", "Negotiate"), {"seat": 1, **option}])
    holds(
        result,
        event_data=[{"kind": "compensation", "taker": 1, "count": 4}],
        hand_contains={1: ["Crooked Deal", "Attack -04"]},
        reward_cards=[0, 2, 0],
    )


# -- common rewards ------------------------------------------------------------------------------------------


def test_common_rewards_shuffle_the_reward_cards_into_the_cosmic_deck() -> None:
    state, _ = new_game(default_config(4, seed=5, incursion=True, rewards="common"))
    everywhere = state.deck + [c for h in state.hands for c in h]
    assert set(REWARD_IDS) <= set(everywhere)
    assert state.reward_deck == [] and state.reward_discard == []
    assert [p["reward_cards"] for p in view_for(state, None)["players"]] == [0, 0, 0, 0]
    assert check_invariants(state) == []


def test_common_rewards_discard_to_the_cosmic_pile() -> None:
    result = game(
        {0: ["Attack 23", "Attack 06"], 1: ["Reward Attack 10", "Attack 05"], 2: ["Attack 07"]},
        [*OPEN, *_cards("Attack 23", "Reward Attack 10")],
        rewards="common",
    )
    holds(result, discard=[*[CARD_NAME[c] for c in result.state.discard[:-2]], "Attack 23", "Attack 10"])
    assert result.state.reward_discard == []


def test_common_rewards_offer_no_reward_deck_to_defensive_allies() -> None:
    result = game(ALLY_HANDS, ALLY_WINS, rewards="common")
    (declared,) = events(result, "rewards_declared")
    assert declared == {"seat": 2, "ships": 0, "cards": 3}


# -- conservation, and whole games ---------------------------------------------------------------------------


def test_every_reward_card_is_in_one_place_and_only_when_the_table_plays_them() -> None:
    plain, _ = new_game(default_config(3, seed=2))
    assert not set(card_census(plain)) & set(REWARD_IDS) and check_invariants(plain) == []
    state, _ = new_game(default_config(3, seed=2, incursion=True, rewards="deck"))
    census = card_census(state)
    assert all(census[c] == 1 for c in REWARD_IDS) and check_invariants(state) == []
    lost = state.copy()
    card = lost.reward_deck.pop()
    assert any(f"card {card} " in p for p in check_invariants(lost))
    astray = state.copy()
    astray.discard.append(astray.reward_deck.pop())
    assert any("wrong back" in p for p in check_invariants(astray))
    stray_cosmic = state.copy()
    stray_cosmic.reward_discard.append(stray_cosmic.deck.pop())
    assert any("wrong back" in p for p in check_invariants(stray_cosmic))


@pytest.mark.parametrize("rewards", ["deck", "common"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_with_reward_cards_end_with_every_invariant_holding(rewards: str, players: int) -> None:
    """Random bots, random table options and random aliens; the invariants are checked after every action,
    and at a reward-deck table every bot sample keeps each hidden card's back."""
    seen: set[str] = set()
    for seed in range(4):
        config = replace(
            variant_config(players, seed * 31 + players),
            expansions=("incursion",),
            rewards=rewards,
            alien_mode="random",
        )
        state, _ = new_game(config)
        driver = Driver(players, config.seed)
        while not state.over and state.actions < 20_000:
            events = apply(state, driver.next_action(state))
            seen.update(e.kind for e in events)
            problems = check_invariants(state)
            assert problems == [], (config.seed, state.actions, problems)
            if rewards == "deck" and state.prompts and state.actions % 7 == 0:
                seat = state.prompts[0].seat
                sample = sample_state(state, seat, Rng(state.actions))
                assert check_invariants(sample) == []
                assert [sum(1 for c in h if is_reward(sample, c)) for h in sample.hands] == [
                    sum(1 for c in h if is_reward(state, c)) for h in state.hands
                ]
        assert state.over, config.seed
    if rewards == "deck":
        assert "drew_rewards" in seen


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_bots_play_whole_reward_deck_games(strength: str) -> None:
    for seed in range(3):
        players = 4 + seed % 3
        config = default_config(players, seed=seed, incursion=True, rewards="deck", alien_mode="random")
        bots = [make_bot(strength, seed * 100 + s) for s in range(players)]
        result = play(config, bots)
        assert result.finished and result.state is not None
        assert check_invariants(result.state) == []
