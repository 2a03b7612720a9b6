"""General FAQ rulings (docs/rulings.md) that no other test showed: each test sets up a position, acts,
and checks what the ruling says. The test names start with the ruling's id in the ledger.

Unless a test says otherwise: seat 0 is the offense, the destiny deck shows blue so seat 1 defends, and
seat 0 aims at planet 5 of seat 1's home system (``encounter_kit.encounter``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent / "aliens"))

from encounter_kit import check, encounter, run, run_with_extra

import game.aliens  # noqa: F401
from game.aliens.reincarnator import candidates
from game.cards.catalog import CARD_NAME
from game.deck import is_reward
from game.hooks import BORROWED, POWERS
from game.scenario import ScenarioResult
from game.view import events_for

OPEN = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
]
REWARDS = {"incursion": True, "rewards": "deck"}


def names(cards: list[int]) -> list[str]:
    """Card names, for comparing."""
    return [CARD_NAME[c] for c in cards]


def events(result: ScenarioResult, kind: str) -> list[dict[str, Any]]:
    """The data of every event of this kind."""
    return [e.data for e in result.events if e.kind == kind]


# -- T: terms ------------------------------------------------------------------------------------------------


def test_t1_our_texts_use_the_new_words() -> None:
    """FAQ T1: "challenge", "cone" and a Gambler "token" are old words; no text of ours uses them."""
    old = re.compile(r"\b(challenges?|cones?)\b", re.IGNORECASE)
    for name, power in POWERS.items():
        for text in (power.summary, power.wild_text, power.super_text):
            assert not old.search(text), (name, text)
    gambler = POWERS["Gambler"]
    assert "token" not in gambler.super_text.lower() and "ship" in gambler.super_text.lower()


def _ally_rewards(alien: str, hand_3: list[str], reward: int) -> dict[str, Any]:
    """Four players with the reward deck: seat 2 allies with the defense, which wins, and takes two
    cards as rewards, ``reward`` of them from the reward deck; seat 3 has ``alien`` and ``hand_3``."""
    return {
        "config": {"players": 4, **REWARDS, "aliens": ["", "", "", alien]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "deck_top": ["Attack 05"],
            "reward_deck_top": ["Reward Attack 10"],
            "hands": {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Attack 07"], "3": hand_3},
        },
        "actions": [
            *OPEN,
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": [2]},
            {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},
            {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
            {"seat": 2, "type": "rewards", "ships": 0, "cards": 2, "reward": reward},
        ],
    }


def test_t2b_mind_wild_does_not_show_a_reward_draw() -> None:
    """FAQ T2 (and Mind: "Does Mind Wild affect the reward deck? No"): the ally draws one cosmic and one
    reward card; Mind Wild played on that draw shows seat 3 the cosmic card only."""
    data = _ally_rewards("Virus", ["Attack 08", "Flare: Mind"], 1)
    wild = {
        "seat": 3,
        "type": "play",
        "card": "Flare: Mind",
        "half": "wild",
        "use": "wild",
        "player": 2,
        "draw": 0,
    }
    data["actions"].append(wild)
    result = run(data)
    reward_card = result.state.hands[2][-1]
    assert names(result.state.hands[2]) == ["Attack 07", "Attack 05", "Attack 10"]
    assert is_reward(result.state, reward_card)
    assert [names(d["cards"]) for d in events(result, "draw_seen")] == [["Attack 05"]]
    for e in events_for(result.events, 3):
        cards = e.data.get("cards")
        assert not isinstance(cards, list) or reward_card not in cards, e


def test_t2c_remora_ignores_reward_deck_draws() -> None:
    """FAQ T2: Remora clings to draws from the deck, the cosmic one. Two reward cards drawn give it
    nothing: the first draw it may answer is the defense's new hand at the start of the next turn."""
    reward = run(_ally_rewards("Remora", ["Attack 08"], 2))
    cosmic = run(_ally_rewards("Remora", ["Attack 08"], 0))
    for result, drawer in ((reward, 1), (cosmic, 2)):
        prompt = next(p for p in result.state.prompts if p.seat == 3)
        offer = next(o for o in prompt.options if o.get("alien") == "Remora")
        assert result.state.enc.mods.draws[offer["event"]]["seat"] == drawer


def test_t9a_human_wild_attack_is_no_revealed_attack_for_cudgel() -> None:
    """FAQ T9: Cudgel turns over a negotiate and makes it an attack 42 with Human Wild: it wins, but it did
    not reveal an attack, so its power does not smash the defense."""
    data = encounter(
        ["Cudgel", "", "Human"],
        {
            "0": ["Negotiate", "Flare: Human", "Attack 10"],
            "1": ["Attack 10", "Attack 04"],
            "2": ["Attack 06"],
        },
        "Negotiate",
        "Attack 10",
        after=({"seat": 0, "type": "play", "card": "Flare: Human", "half": "wild", "use": "wild"},),
        expect={
            "event_data": [
                {"kind": "card_value_changed", "seat": 0, "value": 42},
                {"kind": "encounter_decided", "winner": "offense"},
            ],
            "no_events": ["smash"],
            "warp": [0, 4, 0],
        },
    )
    check(data)


# Plant (seat 0) has a colony in seat 2's home system (planet 10), so it may graft seat 2's power
PLANT_SHIPS = {"ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "10": 1}}}


def test_t13b_a_grafted_mandatory_power_stays_mandatory() -> None:
    """FAQ T13: Plant grafts the Tripler, whose power is mandatory: it triples Plant's attack 08 to 24
    without Plant being asked."""
    data = encounter(
        ["Plant", "", "Tripler"],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 10"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 10",
        before=({"seat": 0, "type": "power", "alien": "Plant", "use": "graft", "player": 2},),
        setup=PLANT_SHIPS,
        config={"incursion": True},
        expect={
            "event_data": [
                {"kind": "power_used", "seat": 0, "alien": "Tripler", "use": "thrice"},
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 27},
            ]
        },
    )
    result = check(data)
    played = [a for a in data["actions"] if a["seat"] == 0 and a["type"] == "power"]
    assert [a["alien"] for a in played] == ["Plant"]  # the Tripler's use was never Plant's choice
    assert result.applied == len(data["actions"])


def test_t14_defensive_allies_are_in_the_encounter() -> None:
    """FAQ T14: defensive allies count as in the gate. Guerrilla (offense) loses; its attrition leaves the
    defense and its ally one ship each of those in the encounter: the ally's 3 become 1."""
    data = encounter(
        ["Guerrilla", "", ""],
        {"0": ["Attack 04", "Attack 06"], "1": ["Attack 20"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 20",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},),
        config={"incursion": True},
        expect={
            "event_data": [{"kind": "ships_moved", "seat": 2, "src": "ally", "dst": "warp", "count": 2}],
            "warp": [3, 3, 2],
            "ally_ships": [0, 0, 1],
        },
    )
    check(data)


def test_t15_a_player_without_its_power_plays_its_own_flare_as_a_wild() -> None:
    """FAQ T15: the Virus with ships on two home planets only has lost its power, so it is no longer the
    Virus: its own flare is offered only as a Wild, and its ships add to its card as usual."""
    data = encounter(
        ["Virus", "", ""],
        {"0": ["Attack 08", "Attack 10", "Flare: Virus"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 12",
        setup={"ships": {"0": {"0": 4, "1": 4}}},
        expect={"power_on": [False, True, True]},
    )
    data["actions"].insert(0, {"seat": 0, "type": "place", "ships": [[0, 1]]})  # Regroup: a ship comes back
    result = check(data)
    prompt = next(p for p in result.state.prompts if p.seat == 0)
    assert {o.get("half") for o in prompt.options if o["type"] == "play"} == {"wild"}
    result = run({**data, "actions": [*data["actions"], {"seat": 0, "type": "pass"}]})
    assert not events(result, "power_used")
    assert events(result, "encounter_decided")[0]["offense_total"] == 11  # 8 + 3 ships, not 8 x 3


def test_f2_a_flare_that_changed_hands_is_not_played_again() -> None:
    """FAQ F2: a flare is played at most once per encounter, even in a new holder's hands. Seat 2
    (Philanthropist) plays the Wild of the Vulch flare (nobody is the Vulch; the Wild may be played at any
    time), then allies with the defense and gives the flare to seat 1: seat 1 is never offered it again."""
    data = encounter(
        ["", "", "Philanthropist"],
        {"0": ["Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Flare: Vulch", "Attack 06"]},
        "Attack 10",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
    )
    wild = {"seat": 2, "type": "play", "card": "Flare: Vulch", "half": "wild", "use": "wild", "player": 0}
    give = {"seat": 2, "type": "power", "alien": "Philanthropist", "use": "give", "gift": 117, "player": 1}
    cards = data["actions"][5:]
    actions = [wild, *data["actions"][:5], give]
    result = run({**data, "actions": actions})
    assert "Flare: Vulch" in names(result.state.hands[1])
    assert [p.ctx for p in result.state.prompts] == ["select_card", "select_card"]  # no window for seat 1
    for step in range(len(cards) + 1):
        later = run({**data, "actions": [*actions, *cards[:step]]})
        if any(e.kind == "encounter_ended" for e in later.events):
            break  # a new encounter begins: the flare may be played again
        for prompt in later.state.prompts:
            assert not any(o.get("card") == 117 for o in prompt.options), (step, prompt.seat, prompt.options)


def test_t4e_observer_protects_lost_ships_too() -> None:
    """FAQ T4: Observer protects losing, lost and sent ships alike. Observer allies with the defense;
    Cudgel wins and its Super smashes the allies too: Observer's three ships taken from its colony 11 go
    back to its colonies, and so does its losing ship beside the target. Only the defense's ships go."""
    data = encounter(
        ["Cudgel", "", "Observer"],
        {"0": ["Attack 20", "Flare: Cudgel"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
        after=(
            {"seat": 1, "type": "lose", "ships": [[6, 3]]},
            {"seat": 0, "type": "play", "card": "Flare: Cudgel", "half": "super", "use": "super"},
            {"seat": 2, "type": "lose", "ships": [[11, 3]]},
        ),
        expect={
            "event_data": [
                {"kind": "ships_saved", "seat": 2, "by": 2, "count": 3},
                {"kind": "ships_saved", "seat": 2, "by": 2, "count": 1},
            ],
            "warp": [0, 7, 0],
        },
    )
    check(data)


def test_t16b_citadels_go_with_a_discarded_sheet() -> None:
    """FAQ T16 (Citadel): citadels stay while the sheet is face down but go when it is discarded. The
    Reincarnator is the Citadel, lays a citadel, then loses and reincarnates as the Human: the Citadel
    sheet is discarded and its citadel with it."""
    data = encounter(
        ["Reincarnator", "", ""],
        {"0": ["Attack 06", "Attack 10", "Attack 15"], "1": ["Attack 12", "Attack 04"], "2": ["Attack 04"]},
        "Attack 06",
        "Attack 12",
        config={"alien_pool": ["Reincarnator", "Human"]},
    )
    build = [
        {"seat": 0, "type": "power", "alien": "Citadel", "use": "build", "card": "Attack 15"},
        {"seat": 0, "type": "citadel_planet", "card": "Attack 15", "planet": 1},
    ]
    data["actions"] = [*build, *data["actions"]]
    built = run_with_extra({**data, "actions": build}, {BORROWED: {"0": "Citadel"}})
    assert list(built.state.extra["Citadel"]) == ["1"]
    result = run_with_extra(data, {BORROWED: {"0": "Citadel"}})
    assert events(result, "reincarnated") == [{"seat": 0, "removed": "Citadel", "alien": "Human"}]
    assert not result.state.extra.get("Citadel")
    assert "Attack 15" in names(result.state.discard)


# -- V: values -----------------------------------------------------------------------------------------------

KICK = ({"seat": 0, "type": "kicker", "card": "Kicker x2"},)


def _kicked(alien: str, card: str, after: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:
    """Seat 0 (``alien``) plays ``card`` with a x2 kicker against the defense's attack 20."""
    return encounter(
        [alien, "", ""],
        {"0": [card, "Kicker x2", "Attack 05"], "1": ["Attack 20", "Attack 07"], "2": ["Attack 06"]},
        card,
        "Attack 20",
        before=KICK,
        after=after,
        config=REWARDS,
    )


def test_v5a_a_kicker_multiplies_after_tripler_and_mirror() -> None:
    """FAQ V5: the kicker multiplies the card as the powers left it. Tripler: 08 tripled to 24, doubled to
    48, plus 3 ships. Mirror: 12 reversed to 21, doubled to 42 (the defense's 20 becomes 02)."""
    tripler = run(_kicked("Tripler", "Attack 08"))
    assert events(tripler, "encounter_decided")[0]["offense_total"] == 48 + 3
    mirror = run(
        _kicked("Mirror", "Attack 12", ({"seat": 0, "type": "power", "alien": "Mirror", "use": "reversal"},))
    )
    assert events(mirror, "encounter_decided")[0] == {
        "winner": "offense",
        "offense_total": 42 + 3,
        "defense_total": 2 + 4,
    }


def test_v16_sorcerer_does_not_switch_kickers() -> None:
    """FAQ V16: Sorcerer switches the encounter cards, not the kickers: its x2 kicker stays in front of it
    and doubles the 20 it now reveals."""
    result = run(
        _kicked(
            "Sorcerer", "Attack 04", ({"seat": 0, "type": "power", "alien": "Sorcerer", "use": "switch"},)
        )
    )
    assert events(result, "kicker_revealed")[0]["seat"] == 0
    assert events(result, "encounter_decided")[0] == {
        "winner": "offense",
        "offense_total": 43,
        "defense_total": 8,
    }


# -- H, R: secrets, rifts and kickers ------------------------------------------------------------------------

RIFT_3 = 148  # the Rift 3 card's id (a scenario names a card the acting seat does not hold by its id)
ATTACK_30, ATTACK_23 = 37, 36


def test_h7b_minds_look_sets_off_no_rift() -> None:
    """FAQ H7 and R5: Mind looks at the defense's hand, which holds a rift: looking is not taking, so the
    rift stays quiet in the defense's hand."""
    data = encounter(
        ["", "", "Mind"],
        {"0": ["Attack 20"], "1": ["Attack 12", "Rift 3"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 12",
        config=REWARDS,
    )
    data["actions"] = [*OPEN, {"seat": 2, "type": "power", "alien": "Mind", "use": "look", "player": 1}]
    result = run(data)
    assert [names(d["cards"]) for d in events(result, "hand_seen")] == [["Attack 12", "Rift 3"]]
    assert not [e for e in result.events if e.kind.startswith("rift")]
    assert "Rift 3" in names(result.state.hands[1])


def test_r5c_philanthropist_gives_a_rift_quietly() -> None:
    """FAQ R5: Philanthropist, allied with the defense, gives it a rift: a given rift does not go off."""
    data = encounter(
        ["", "", "Philanthropist"],
        {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Rift 3", "Attack 06"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
        config=REWARDS,
    )
    give = {"seat": 2, "type": "power", "alien": "Philanthropist", "use": "give", "gift": RIFT_3, "player": 1}
    data["actions"] = [*data["actions"][:5], give]
    result = run(data)
    assert events(result, "card_given") == [{"seat": 2, "player": 1, "gift": RIFT_3}]
    assert not [e for e in result.events if e.kind.startswith("rift")]
    assert "Rift 3" in names(result.state.hands[1])


def _loot(keep: list[int]) -> ScenarioResult:
    """Barbarian (offense, two ships) beats the defense's negotiate and loots its hand, keeping ``keep``."""
    data = encounter(
        ["Barbarian", "", ""],
        {"0": ["Attack 10"], "1": ["Negotiate", "Attack 30", "Attack 23", "Rift 3"], "2": ["Attack 06"]},
        "Attack 10",
        "Negotiate",
        launch=2,
        setup={"ships": {"1": {"5": 2, "6": 4, "7": 4, "8": 4, "9": 4}}},
        config=REWARDS,
    )
    # seat 1 has ships in the warp, so it may open its rift at Regroup: it passes
    data["actions"] = [
        {"seat": 1, "type": "pass"},
        *data["actions"],
        {"seat": 0, "type": "loot", "cards": keep},
    ]
    return run(data)


def test_r5d_barbarian_discarding_a_rift_sets_nothing_off() -> None:
    """FAQ R5 (Barbarian): a pillaged rift goes off only if Barbarian keeps it; discarded with the rest of
    the loot it never entered Barbarian's hand."""
    discarded = _loot([ATTACK_30, ATTACK_23])
    assert not [e for e in discarded.events if e.kind.startswith("rift")]
    assert RIFT_3 in discarded.state.reward_discard
    kept = _loot([ATTACK_30, RIFT_3])
    assert [(d["seat"], d["value"]) for d in events(kept, "rift_detonated")] == [(0, 3)]


def test_r5e_oracle_wild_moves_a_rift_and_it_goes_off() -> None:
    """FAQ R5 (Oracle Wild): the hands are mixed and dealt back at random; a rift that lands in the other
    player's hand goes off there, one that comes back to its holder stays quiet. Eight seeds see both."""
    outcomes = set()
    for seed in range(8):
        data = encounter(
            ["", "", ""],
            {
                "0": ["Attack 20", "Flare: Oracle", "Attack 05"],
                "1": ["Attack 12", "Rift 3"],
                "2": ["Attack 06"],
            },
            "Attack 20",
            "Attack 12",
            config={**REWARDS, "seed": seed},
        )
        wild = {"seat": 0, "type": "play", "card": "Flare: Oracle", "half": "wild", "use": "wild"}
        result = run({**data, "actions": [*data["actions"][:4], wild]})
        moved = RIFT_3 not in result.state.hands[1]
        went_off = [d["seat"] for d in events(result, "rift_detonated")]
        assert went_off == ([0] if moved else []), seed
        outcomes.add(moved)
    assert outcomes == {True, False}


def test_r6a_clone_keeps_its_card_not_its_kicker() -> None:
    """FAQ R6: Clone takes its encounter card back, never the kicker played with it."""
    data = encounter(
        ["Clone", "", ""],
        {"0": ["Attack 20", "Kicker x2", "Attack 05"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 12",
        before=KICK,
        after=({"seat": 0, "type": "power", "alien": "Clone", "use": "keep"},),
        config=REWARDS,
        expect={"hands": {"0": ["Attack 05", "Attack 20"]}, "reward_discard": ["Kicker x2"]},
    )
    check(data)


def test_r3_gamblers_unrevealed_reward_card_goes_under_the_reward_deck() -> None:
    """FAQ R3: Gambler's bluff stands unchallenged; its face-down card, a reward attack, goes under the
    reward deck, not the cosmic one."""
    data = encounter(
        ["", "Gambler", ""],
        {"0": ["Attack 12", "Attack 10"], "1": ["Reward Attack 10", "Attack 06"], "2": ["Attack 08"]},
        "Attack 12",
        "Reward Attack 10",
        after=(
            {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 0, "type": "challenge", "call": False},
        ),
        config=REWARDS,
    )
    state = run(data).state
    assert is_reward(state, state.reward_deck[0]) and CARD_NAME[state.reward_deck[0]] == "Attack 10"
    assert state.reward_deck[0] not in state.deck + state.discard + state.reward_discard


def test_x12b_fido_wild_never_fishes_the_reward_pile() -> None:
    """FAQ T2, X12: Fido Wild's "top card of the discard pile" is the cosmic pile's. The defense's reward
    attack lies on the reward pile; the third player takes the offense's Attack 20 from the cosmic one."""
    data = encounter(
        ["", "", "Virus"],
        {"0": ["Attack 20", "Attack 10", "Flare: Fido"], "1": ["Reward Attack 12"], "2": ["Attack 06"]},
        "Attack 20",
        "Reward Attack 12",
        after=(
            {"seat": 0, "type": "play", "card": "Flare: Fido", "half": "wild", "use": "wild", "player": 2},
        ),
        config=REWARDS,
        expect={"hand_contains": {"2": ["Attack 06", "Attack 20"]}, "reward_discard": ["Reward Attack 12"]},
    )
    check(data)


def test_v13a_virus_wild_counts_a_macron_ally_as_one_ship() -> None:
    """FAQ V13, F7: Virus Wild multiplies the card by the allies' ships; Macron's one ship (worth 4 in a
    total) counts as one ship there: 08 x 1 plus the offense's 3 ships is 11."""
    data = encounter(
        ["", "", "Macron"],
        {"0": ["Attack 08", "Flare: Virus"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 12",
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},),
        after=({"seat": 0, "type": "play", "card": "Flare: Virus", "half": "wild", "use": "wild"},),
        expect={
            "event_data": [{"kind": "encounter_decided", "offense_total": 8 * 1 + 3, "defense_total": 16}]
        },
    )
    check(data)


def test_g3a_reincarnator_never_draws_a_setup_alien() -> None:
    """FAQ G3: a replacement alien is never one with game-setup text, nor one barred from the game (here
    the Cosmic Incursion aliens at a table without the expansion)."""
    result = run({**encounter(["Reincarnator", "", ""], {}, "", ""), "actions": OPEN})
    pool = candidates(result.state)
    assert pool and "Reincarnator" not in pool
    assert not [name for name in pool if POWERS[name].setup]
    assert {"Miser", "Tick-Tock"}.isdisjoint(pool)
    assert not [name for name in pool if POWERS[name].expansion == "Incursion"]


# -- S, Z: ships and zaps ------------------------------------------------------------------------------------


def _void_wild_against_emotion_control(ships: dict[str, int]) -> ScenarioResult:
    """Seat 0 launches 4 ships from planet 0 holding Void's flare; the defense plays Emotion Control."""
    data = encounter(
        ["", "", "Virus"],
        {"0": ["Attack 20", "Flare: Void"], "1": ["Attack 12", "Emotion Control"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 12",
        launch=4,
        setup={"ships": {"0": ships}},
        after=({"seat": 1, "type": "play", "card": "Emotion Control"},),
    )
    if len(ships) > 1:  # Regroup: the ship from the warp goes to planet 0 (with one colony it goes by itself)
        data["actions"].insert(0, {"seat": 0, "type": "place", "ships": [[0, 1]]})
    return run(data)


def test_s3b_void_wild_cost_comes_from_outside_the_encounter() -> None:
    """FAQ S3: Void Wild costs a ship from outside the encounter. With every ship in the gate the offense is
    not offered it; with a colony besides, only that colony may pay."""
    all_in = _void_wild_against_emotion_control({"0": 3})
    assert events(all_in, "encounter_decided") == [{"winner": "deal"}]
    assert "Flare: Void" in names(all_in.state.hands[0])
    spare = _void_wild_against_emotion_control({"0": 3, "1": 2})
    prompt = next(p for p in spare.state.prompts if p.seat == 0)
    assert [o["planet"] for o in prompt.options if o["type"] == "play"] == [1]


ZAP = {"seat": 0, "type": "play", "card": "Cosmic Zap", "play": "latest"}


def test_z2_a_super_used_as_an_ally_may_be_zapped() -> None:
    """FAQ Z2: Anti-Matter, a defensive ally, uses its power through its Super (its power alone works only
    for a main player); the offense zaps that use: the flare goes back to Anti-Matter's hand and the higher
    total wins, 10 + 4 against 6 + 4 + 3."""
    data = encounter(
        ["", "", "Anti-Matter"],
        {"0": ["Attack 10", "Cosmic Zap"], "1": ["Attack 06"], "2": ["Flare: Anti-Matter", "Attack 04"]},
        "Attack 10",
        "Attack 06",
        launch=4,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},),
        after=(
            {"seat": 2, "type": "play", "card": "Flare: Anti-Matter", "half": "super", "use": "super"},
            ZAP,
        ),
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 14, "defense_total": 13}
            ],
            "hand_contains": {"2": ["Flare: Anti-Matter"]},
        },
    )
    check(data)


def test_z3_a_super_in_another_phase_may_be_zapped() -> None:
    """FAQ Z3: Calculator's power acts before the reveal, its Super after it; a Cosmic Zap still cancels
    the Super's equalize, and the 20 beats the 12."""
    data = encounter(
        ["", "Calculator", ""],
        {
            "0": ["Attack 20", "Cosmic Zap"],
            "1": ["Attack 12", "Flare: Calculator", "Attack 04"],
            "2": ["Attack 06"],
        },
        "Attack 20",
        "Attack 12",
        after=(
            {"seat": 1, "type": "pass"},
            {"seat": 1, "type": "play", "card": "Flare: Calculator", "half": "super", "use": "super"},
            ZAP,
            {"seat": 1, "type": "pass"},  # it could now play the Wild instead (FAQ Z4)
        ),
        expect={
            "event_data": [
                {"kind": "encounter_decided", "winner": "offense", "offense_total": 23, "defense_total": 16}
            ],
            "no_events": ["card_value_changed"],
        },
    )
    check(data)


def test_r4b_fido_fetches_a_reward_card() -> None:
    """FAQ R4, X12: Fido may fetch a reward card just discarded: the defense's reward attack 12 is offered
    to the offense, who takes it; it never stays on the reward pile."""
    data = encounter(
        ["", "", "Fido"],
        {"0": ["Attack 20", "Attack 10"], "1": ["Reward Attack 12"], "2": ["Attack 06"]},
        "Attack 20",
        "Reward Attack 12",
        config=REWARDS,
    )
    reward_12 = next(o["pick"] for o in run(data).state.prompts[0].options if o.get("pick", 0) > 121)
    data["actions"] += [
        {"seat": 2, "type": "power", "alien": "Fido", "use": "fetch", "pick": reward_12, "player": 0},
        {"seat": 0, "type": "fido_offer", "accept": True, "fido": 2, "pick": reward_12},
        {"seat": 2, "type": "fido_reward", "take": "card"},
    ]
    state = run(data).state
    assert reward_12 in state.hands[0] and is_reward(state, reward_12)
    assert state.reward_discard == []


def test_r4b_vulch_salvages_a_reward_artifact() -> None:
    """FAQ R4: Vulch takes an artifact another player discards, a reward artifact too: seat 1's Hand Zap
    goes into Vulch's hand, not onto the reward pile."""
    data = {
        "config": {"players": 3, **REWARDS, "aliens": ["", "", "Vulch"]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {"0": ["Attack 20"], "1": ["Attack 12", "Hand Zap"], "2": ["Attack 06"]},
        },
        "actions": [{"seat": 1, "type": "play", "card": "Hand Zap", "target": 0}],
    }
    result = run(data)
    assert events(result, "salvaged")[0]["seat"] == 2
    assert names(result.state.hands[2]) == ["Attack 06", "Hand Zap"]
    assert result.state.reward_discard == []
