"""The bots and Cosmic Incursion's reward cards: kickers, compensation backs, rifts, the rewards prompt, and
card counting that knows the reward cards. Each test sets up a table where the choice matters and checks
the choice a good player would make."""

from __future__ import annotations

from typing import Any

from bot_kit import decide, play_on, prompt_for

from game.bots.situation import unknown_encounter_cards
from game.cards.catalog import CARD_NAME, CARD_VALUE, REWARD_IDS
from game.engine import new_game
from game.scenario import make_setup, scenario_config
from game.state import GameState
from game.view import view_for

OPEN = (
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 4]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
)


def table(hands: dict[int, list[str]], actions: Any = (), players: int = 3, **setup: Any) -> GameState:
    """A reward-deck table (seat 0 first, destiny blue), these hands and setup keys, after ``actions``."""
    config = scenario_config({"players": players, "incursion": True, "rewards": "deck"})
    raw = {
        "first_player": 0,
        "destiny_top": ["blue"],
        "hands": {str(s): h for s, h in hands.items()},
        **setup,
    }
    state, _ = new_game(config, make_setup(raw, config))
    for action in actions:
        play_on(state, action)
    return state


def named(action: dict[str, Any]) -> str:
    return CARD_NAME[int(action["card"])] if action.get("type") in ("kicker", "encounter_card") else "none"


# --- kickers ------------------------------------------------------------------------------------------------


def test_a_strong_attack_takes_its_multiplier() -> None:
    state = table(
        {0: ["Attack 20", "Attack 04", "Kicker x2"], 1: ["Attack 08", "Attack 12"], 2: ["Attack 07"]}, OPEN
    )
    assert named(decide(state, 0, "kicker")) == "Kicker x2"


def test_kicker_x0_is_kept_when_it_would_zero_the_seats_own_attack() -> None:
    state = table({0: ["Attack 12", "Attack 04", "Kicker x0"], 1: ["Attack 08"], 2: ["Attack 07"]}, OPEN)
    assert decide(state, 0, "kicker") == {"type": "no_kicker"}


def test_kicker_x0_lifts_a_negative_attack_to_zero() -> None:
    """A hand whose only encounter card is Attack -07: times zero it is 0, the loss of 7 is gone."""
    state = table({0: ["Attack -07", "Kicker x0"], 1: ["Attack 01"], 2: ["Attack 07"]}, OPEN)
    assert named(decide(state, 0, "kicker")) == "Kicker x0"


def test_a_negotiate_takes_a_multiplier_for_the_compensation_it_brings() -> None:
    hands = {0: ["Attack 20", "Kicker x2"], 1: ["Negotiate", "Kicker x3"], 2: ["Attack 07"]}
    state = table(hands, [*OPEN, {"seat": 0, "type": "no_kicker"}])
    assert named(decide(state, 1, "kicker")) == "Kicker x3"  # four ships lost to an attack: twelve cards


def test_the_card_choice_counts_the_seats_own_face_down_kicker() -> None:
    """With its x2 down, the offense's 12 (24 + 4 ships) beats anything the defense can show on a table
    where the 30 and the 40 are gone; without the kicker it needs its 20."""
    hands = {0: ["Attack 12", "Attack 20", "Kicker x2"], 1: ["Attack 08", "Attack 06"], 2: ["Attack 07"]}
    gone = ["Attack 30", "Attack 40", "Attack 23", "Attack 20", "Attack 15"]
    picks = []
    for kicker in ("kicker", "no_kicker"):
        first = {"seat": 0, "type": kicker, **({"card": "Kicker x2"} if kicker == "kicker" else {})}
        state = table(hands, [*OPEN, first], discard=[*gone[:3], "Attack 14", "Attack 13"])
        if kicker == "kicker":
            assert CARD_NAME[view_for(state, 0)["my_kicker"]] == "Kicker x2"
            assert view_for(state, 1)["my_kicker"] is None  # the others only know one lies there
        picks.append(named(decide(state, 0, "select_card")))
    assert picks == ["Attack 12", "Attack 20"]


# --- compensation backs -------------------------------------------------------------------------------------


def _compensation(reward_discard: list[str]) -> GameState:
    """Seat 1 lost with a negotiate (four ships) to seat 0, whose hand holds both backs: seat 1 chooses
    how many reward-backed cards it takes."""
    winner = ["Attack 10", "Attack 04", "Reward Attack 15", "Reward Attack 16", "Attack 06", "Attack 08"]
    actions = [
        *OPEN,
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
    ]
    return table(
        {0: winner, 1: ["Negotiate", "Attack 05"], 2: ["Attack 07"]}, actions, reward_discard=reward_discard
    )


def test_compensation_takes_the_reward_backs_when_they_are_worth_more() -> None:
    """The rifts and the negative attacks lie on the reward discard pile: a reward back is a good card."""
    pile = ["Rift 3", "Rift 4", "Rift 5", "Reward Attack -07", "Reward Attack -04", "Reward Attack -01"]
    state = _compensation(pile)
    options = prompt_for(state, 1, "compensation_backs").options
    assert decide(state, 1, "compensation_backs")["reward"] == max(int(o["reward"]) for o in options)


def test_compensation_takes_few_reward_backs_while_the_rifts_are_unseen() -> None:
    """Three rifts among the 27 unseen reward cards: a reward back is worth less than a cosmic one, as a
    rift taken goes off in the taker's hand (its value in ships)."""
    state = _compensation([])
    options = prompt_for(state, 1, "compensation_backs").options
    assert decide(state, 1, "compensation_backs")["reward"] == min(int(o["reward"]) for o in options)


def test_compensation_avoids_reward_backs_when_the_unseen_ones_are_mostly_rifts() -> None:
    """Every reward card but the rifts and the two in the payer's hand is on the reward discard pile: a
    reward back is likely a rift, which goes off in the taker's hand."""
    kept = {"Rift 3", "Rift 4", "Rift 5", "Attack 15", "Attack 16"}
    pile = [f"Reward {CARD_NAME[c]}" for c in REWARD_IDS if CARD_NAME[c] not in kept]
    state = _compensation(pile)
    options = prompt_for(state, 1, "compensation_backs").options
    assert decide(state, 1, "compensation_backs")["reward"] == min(int(o["reward"]) for o in options)


# --- rifts --------------------------------------------------------------------------------------------------


def _regroup(warp: dict[int, int], hand: list[str], players: int = 3) -> GameState:
    """The Regroup window of the first encounter, with ``warp`` ships of each seat in the warp; seat 1
    holds ``hand``."""
    ships = {}
    for seat, count in warp.items():
        home = list(range(seat * 5, seat * 5 + 5))
        left = 20 - count
        ships[str(seat)] = {str(p): left // 5 + (1 if i < left % 5 else 0) for i, p in enumerate(home)}
    hands = {0: ["Attack 10"], 1: hand, 2: ["Attack 07"]}
    return table(hands, players=players, ships=ships)


def test_a_rift_is_opened_when_it_frees_more_of_the_seats_own_ships() -> None:
    state = _regroup({0: 1, 1: 4, 2: 0}, ["Attack 08", "Rift 4"])
    play = decide(state, 1)
    assert play["type"] == "play" and CARD_NAME[play["card"]] == "Rift 4"
    play_on(state, {**play, "seat": 1})
    picks = []
    while any(p.ctx == "rift_ship" for p in state.prompts):
        pick = decide(state, 1, "rift_ship")
        picks.append(pick["owner"])
        play_on(state, {**pick, "seat": 1})
    assert picks == [1, 1, 1, 1]  # its own four ships, none of the offense's


def test_a_rift_is_kept_when_it_would_free_more_of_the_rivals_ships() -> None:
    state = _regroup({0: 6, 1: 1, 2: 5}, ["Attack 08", "Rift 5"])
    assert decide(state, 1) == {"type": "pass"}


def test_a_rift_frees_the_ships_of_the_player_least_ahead_once_its_own_are_out() -> None:
    ships = {
        "0": {"0": 3, "1": 3, "2": 3, "3": 3, "4": 3, "6": 1, "11": 1, "12": 1},  # red: three colonies abroad
        "1": {"5": 4, "6": 4, "7": 3, "8": 3, "9": 3},  # blue: three ships in the warp
        "2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 2},  # yellow: two ships in the warp
    }
    state = table({0: ["Attack 10"], 1: ["Attack 08", "Rift 5"], 2: ["Attack 07"]}, ships=ships)
    play = decide(state, 1)
    assert play["type"] == "play"  # three of its own against two of others
    play_on(state, {**play, "seat": 1})
    picks = []
    while any(p.ctx == "rift_ship" for p in state.prompts):
        pick = decide(state, 1, "rift_ship")
        picks.append(pick["owner"])
        play_on(state, {**pick, "seat": 1})
    assert picks == [1, 1, 1, 2, 2]  # then yellow's, not the leader's (red)


# --- rewards ------------------------------------------------------------------------------------------------


def _rewards(reward_discard: list[str], ally_hand: list[str]) -> GameState:
    """Seat 2 allied with the winning defense (two ships): it declares its rewards."""
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": [2]},
        {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1], [11, 1]]},
        {"seat": 0, "type": "encounter_card", "card": "Attack 01"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
    ]
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 3}}  # one ship: no colony needs it back
    hands = {0: ["Attack 01", "Attack 04"], 1: ["Attack 20", "Attack 08"], 2: ally_hand}
    state = table(hands, actions, reward_discard=reward_discard, ships=ships)
    while not any(p.ctx == "rewards" for p in state.prompts):
        prompt = state.prompts[0]
        play_on(state, {**decide(state, prompt.seat, prompt.ctx), "seat": prompt.seat})
    return state


def test_rewards_come_from_the_reward_deck_while_it_holds_good_cards() -> None:
    state = _rewards([], ["Attack 07", "Negotiate"])
    choice = decide(state, 2, "rewards")
    assert choice["cards"] == 2 and choice["reward"] == 2


def test_rewards_come_from_the_cosmic_deck_once_the_reward_deck_is_picked_over() -> None:
    """The reward discard pile holds every good reward card: what is left is negative attacks, x0 and
    crooked deals; the cosmic deck (big attacks, flares) is better for a hand that needs attacks."""
    poor = {"Attack -07", "Attack -04", "Attack -01", "Kicker x0"}
    pile = [f"Reward {CARD_NAME[c]}" for c in REWARD_IDS if CARD_NAME[c] not in poor]
    state = _rewards(pile, ["Attack 07", "Negotiate"])
    choice = decide(state, 2, "rewards")
    assert choice["cards"] == 2 and choice["reward"] == 0


# --- card counting ------------------------------------------------------------------------------------------


def test_card_counting_knows_the_reward_cards() -> None:
    """At a reward-deck table the opponent's card may be a reward card: the unseen attacks include the
    reward attacks, and those on the reward discard pile are counted as seen."""
    state = table({0: ["Attack 10"], 1: ["Attack 08"], 2: ["Attack 07"]}, reward_discard=["Reward Attack 23"])
    unknown = unknown_encounter_cards(view_for(state, 0))
    rewards = sorted(CARD_VALUE[c] for c in REWARD_IDS if CARD_NAME[c].startswith("Attack"))
    assert -7 in unknown.attacks and 21 in unknown.attacks
    assert unknown.attacks.count(23) == 1  # the cosmic 23; the reward 23 lies face up
    assert len(unknown.attacks) > len(rewards)
