"""Alien sense: the normal bot (and so the hard bot's candidates) uses each base alien's power and flare
on purpose. Each test sets up a table, lets the bot decide at the prompt the alien brings, and checks the
choice a good player would make."""

from __future__ import annotations

from bot_kit import OPENING, card, decide, play_on, position, prompt_for

from game.cards.catalog import CARD_NAME
from game.state import GameState
from game.view import view_for

INVITES = ({"seat": 0, "type": "invite", "seats": []}, {"seat": 1, "type": "invite", "seats": []})
QUIET = {"2": ["Attack 05"]}  # a third seat with nothing to play


def _to_window(state: GameState) -> GameState:
    """Let the bots answer every prompt until a play window opens."""
    while state.prompts[0].ctx != "window":
        prompt = state.prompts[0]
        play_on(state, {**decide(state, prompt.seat), "seat": prompt.seat})
    return state


def name(action: dict[str, object]) -> str:
    """The card an action names, by name."""
    value = action["card"]
    assert isinstance(value, int)
    return CARD_NAME[value]


# --- Mind -----------------------------------------------------------------------------------------------


def test_mind_looks_at_its_opponent_and_plays_just_enough_to_beat_what_it_saw() -> None:
    hands = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 08", "Attack 20", "Attack 15"], **QUIET}
    state = position(["", "Mind", ""], OPENING, hands=hands)
    look = decide(state, 1)
    assert look == {"type": "power", "alien": "Mind", "use": "look", "player": 0}
    play_on(state, {**look, "seat": 1}, *INVITES)
    # the offense can reach 6 + 3 ships at most: Attack 08 and four ships hold; the 20 is kept
    assert name(decide(state, 1, "select_card")) == "Attack 08"
    blind = position(["", "Mind", ""], [*OPENING, {"seat": 1, "type": "pass"}, *INVITES], hands=hands)
    assert name(decide(blind, 1, "select_card")) != "Attack 08"  # without the look it plays safe


def test_mind_outside_the_encounter_looks_at_the_offense() -> None:
    hands = {"0": ["Attack 04"], "1": ["Attack 08"], "2": ["Attack 05"]}
    state = position(["", "", "Mind"], OPENING, hands=hands)
    assert decide(state, 2) == {"type": "power", "alien": "Mind", "use": "look", "player": 0}


def test_mind_outside_looks_at_both_main_players_and_joins_the_side_that_wins() -> None:
    """The power looks at the offense, the Super at the defense; with both hands seen (``seen``) the seat
    answers the invitations knowing the defense's 30 beats the offense's 20."""
    hands = {"0": ["Attack 20"], "1": ["Attack 30", "Attack 01"], "2": ["Attack 05", "Flare: Mind"]}
    opening = ({"seat": 0, "type": "aim", "planet": 5}, {"seat": 0, "type": "launch", "ships": [[0, 4]]})
    invites = ({"seat": 0, "type": "invite", "seats": [2]}, {"seat": 1, "type": "invite", "seats": [2]})
    answers = []
    for second_look in (True, False):
        state = position(["", "", "Mind"], opening, hands=hands)
        look = decide(state, 2)
        assert look == {"type": "power", "alien": "Mind", "use": "look", "player": 0}
        play_on(state, {**look, "seat": 2})
        flare = decide(state, 2)
        assert flare["half"] == "super" and flare["player"] == 1  # the main player it has not seen
        play_on(state, {**(flare if second_look else {"type": "pass"}), "seat": 2}, *invites)
        seen = view_for(state, 2)["seen"]["hands"]
        assert set(seen) == ({"0", "1"} if second_look else {"0"})
        answers.append(decide(state, 2, "ally"))
    assert answers[0].get("side") != "offense"  # it saw the 30: it does not send ships to a lost attack
    assert answers[1].get("side") == "offense"  # seeing only the offense's 20, it would have joined


def test_mind_wild_watches_the_new_hand_of_the_offense_and_defends_with_just_enough() -> None:
    """The offense draws a new hand; the seat's Mind Wild shows it the eight cards; once it defends, it
    plays the 15 that beats the best of them rather than its 30."""
    top = ["Attack 04", "Attack 05", "Attack 06", "Attack 07", "Attack 08", "Negotiate", "Reinforcement +3"]
    hands = {"0": ["Reinforcement +2"], "1": ["Attack 15", "Attack 30", "Flare: Mind"], "2": ["Attack 01"]}
    picks = []
    for watch in (True, False):
        state = position(["", "", "Virus"], hands=hands, deck_top=[*top, "Attack 09"])  # destiny: blue
        wild = decide(state, 1)
        assert wild["half"] == "wild" and wild["player"] == 0
        play_on(state, {**(wild if watch else {"type": "pass"}), "seat": 1})
        while not any(p.ctx == "select_card" and p.seat == 1 for p in state.prompts):
            prompt = state.prompts[0]
            play_on(state, {**decide(state, prompt.seat, prompt.ctx), "seat": prompt.seat})
        assert bool(view_for(state, 1)["seen"]["hands"]) == watch
        picks.append(name(decide(state, 1, "select_card")))
    assert picks == ["Attack 15", "Attack 30"]


def test_mind_wild_is_kept_once_the_cards_are_chosen() -> None:
    """The defense, without an encounter card, draws a new hand; the window for that draw comes once both
    cards are chosen: watching would tell the offense nothing it can use this encounter."""
    top = ["Attack 04", "Attack 05", "Attack 06", "Attack 07", "Attack 08", "Negotiate", "Reinforcement +3"]
    hands = {"0": ["Attack 10", "Flare: Mind"], "1": ["Reinforcement +2"], "2": ["Attack 01"]}
    state = position(["", "", "Virus"], [*OPENING, *INVITES], hands=hands, deck_top=[*top, "Attack 09"])
    play_on(state, {"seat": 0, "type": "encounter_card", "card": "Attack 10"})
    play_on(state, {"seat": 1, "type": "encounter_card", "card": "Attack 04"})
    assert state.window is not None and state.window["name"] == "drew"
    options = prompt_for(state, 0, "window").options
    assert any(o.get("half") == "wild" and o.get("player") == 1 for o in options)
    assert decide(state, 0) == {"type": "pass"}


# --- Oracle ---------------------------------------------------------------------------------------------


def test_oracle_answers_the_card_shown_with_the_cheapest_card_that_beats_it() -> None:
    hands = {"0": ["Attack 10", "Attack 06"], "1": ["Attack 06", "Attack 15", "Attack 30"], **QUIET}
    state = position(["", "Oracle", ""], [*OPENING, *INVITES], hands=hands)
    play_on(state, {"seat": 0, "type": "encounter_card", "card": "Attack 10"})
    assert name(decide(state, 1, "select_card")) == "Attack 15"  # 15 + 4 beats 10 + 3; the 30 is kept


def test_the_player_who_must_show_first_to_oracle_expects_the_best_answer() -> None:
    from game.bots.encounter import outcome_odds
    from game.view import view_for

    hands = {
        "0": ["Attack 14", "Attack 01"],
        "1": ["Attack 06", "Attack 20", "Attack 30", "Attack 10"],
        **QUIET,
    }
    chances = []
    for aliens in (["", "Oracle", ""], ["", "", ""]):
        state = position(aliens, [*OPENING, *INVITES], hands=hands)
        chances.append(outcome_odds(view_for(state, 0), 0, card("Attack 14"))["win"])
    assert chances[0] < chances[1] - 0.1  # shown first, it meets the best of several cards, not one


def test_oracle_super_is_kept_when_the_opponent_must_show_its_card_first() -> None:
    hands = {
        "0": ["Attack 04", "Attack 01"],
        "1": ["Attack 06", "Attack 15", "Attack 30", "Flare: Oracle"],
        **QUIET,
    }
    state = position(["", "Oracle", ""], [*OPENING, *INVITES], hands=hands)
    assert state.enc.mods.face_up_first == 0  # the power: the offense chooses first, face up
    assert decide(state, 1) == {"type": "pass"}


def test_oracle_super_looks_when_the_card_is_not_shown_first_and_answers_what_it_saw() -> None:
    """Without the power's showing first (here taken off by hand: in the base game the Super only adds to
    it), the Super shows the offense's 4 and 1; the seat defends with the 6, not the 15."""
    hands = {
        "0": ["Attack 04", "Attack 01"],
        "1": ["Attack 06", "Attack 15", "Attack 30", "Flare: Oracle"],
        **QUIET,
    }
    state = position(["", "Oracle", ""], [*OPENING, *INVITES], hands=hands)
    state.enc.mods.face_up_first = None
    blind = state.copy()
    look = decide(state, 1)
    assert look == {"type": "play", "card": card("Flare: Oracle"), "half": "super", "use": "super"}
    play_on(state, {**look, "seat": 1})
    assert view_for(state, 1)["seen"]["hands"] == {"0": sorted(state.hands[0])}
    assert name(decide(state, 1, "select_card")) == "Attack 06"
    play_on(blind, {"seat": 1, "type": "pass"})
    assert name(decide(blind, 1, "select_card")) == "Attack 15"


# --- Will -----------------------------------------------------------------------------------------------

WILL_HANDS = {"0": ["Attack 10"], "1": ["Attack 08"], "2": ["Attack 05"]}


def test_will_meets_the_player_with_the_weakest_planet_on_that_planet() -> None:
    ships = {"1": {str(p): 4 for p in range(5, 10)}, "2": {"10": 4, "11": 4, "12": 1, "13": 4, "14": 4}}
    state = position(["Will", "", ""], hands=WILL_HANDS, ships=ships)  # destiny says blue (seat 1)
    choice = decide(state, 0, "mandatory_use")
    assert choice["player"] == 2
    play_on(state, {**choice, "seat": 0})
    assert decide(state, 0, "will_target") == {"type": "will_target", "player": 2, "planet": 12}


def test_will_wild_leaves_home_only_for_a_weaker_colony() -> None:
    hands = {**WILL_HANDS, "0": ["Attack 10", "Flare: Will"]}
    weak = {"1": {"5": 4, "6": 4, "7": 4, "8": 3, "9": 3, "12": 1}}  # blue's colony on purple's 12: one ship
    state = position(["", "", ""], hands=hands, ships=weak)
    assert decide(state, 0)["planet"] == 12
    strong = {"1": {"5": 2, "6": 4, "7": 4, "8": 3, "9": 3, "12": 3}}  # home planet 5 is weaker
    assert decide(position(["", "", ""], hands=hands, ships=strong), 0) == {"type": "pass"}


def test_will_super_looks_at_the_player_it_would_meet_and_turns_away_from_a_strong_hand() -> None:
    hands = {"0": ["Attack 10", "Flare: Will"], "1": ["Attack 30", "Attack 20"], "2": ["Attack 04"]}
    ships = {"1": {"5": 4, "6": 2, "7": 4, "8": 4, "9": 4}}  # blue's planet 6: two ships
    blind = position(["Will", "", ""], [{"seat": 0, "type": "pass"}], hands=hands, ships=ships)
    assert decide(blind, 0, "mandatory_use")["player"] == 1  # without a look: the weakest planet
    state = position(["Will", "", ""], hands=hands, ships=ships)
    look = decide(state, 0)
    assert look["half"] == "super" and look["player"] == 1
    play_on(state, {**look, "seat": 0})
    assert view_for(state, 0)["seen"]["hands"] == {"1": sorted(state.hands[1])}
    assert decide(state, 0, "mandatory_use")["player"] == 2  # blue holds a 30: meet yellow instead


# --- Dictator -------------------------------------------------------------------------------------------

FOUR = {"0": ["Attack 10"], "1": ["Attack 08"], "2": ["Attack 05"], "3": ["Attack 07"]}
BLUE_WEAK = {"1": {"5": 4, "6": 1, "7": 4, "8": 4, "9": 4}}  # blue's planet 6 holds a single ship


def _destiny(action: dict[str, object]) -> str:
    from game.cards.catalog import destiny_name

    value = action["destiny"]
    assert isinstance(value, int)
    return destiny_name(value)


def test_dictator_sends_the_offense_against_the_player_who_defends_best_never_itself() -> None:
    state = position(["", "", "Dictator", ""], hands=FOUR, ships=BLUE_WEAK)
    assert _destiny(decide(state, 2, "dictator_pick")) == "Destiny: yellow"  # not weak blue, not purple


def test_dictator_super_picks_a_wild_to_choose_its_own_target() -> None:
    state = position(["Dictator", "", "", ""], hands={**FOUR, "0": ["Attack 08", "Flare: Dictator"]})
    play = decide(state, 0)
    assert play["half"] == "super"
    play_on(state, {**play, "seat": 0})
    assert _destiny(decide(state, 0, "dictator_pick")) == "Destiny: wild"


def test_dictator_wild_cancels_a_destiny_card_that_names_the_seat() -> None:
    hands = {**FOUR, "1": ["Attack 08", "Flare: Dictator"]}
    named = position(["", "", "", ""], hands=hands)  # destiny: blue
    assert decide(named, 1)["use"] == "wild"
    other = position(["", "", "", ""], hands=hands, destiny_top=["purple"])
    assert decide(other, 1) == {"type": "pass"}


# --- Healer ---------------------------------------------------------------------------------------------

HEAL_HANDS = {"0": ["Attack 20"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}
DEFENSE_LOSES = (
    {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
    {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
)


def test_healer_heals_the_ally_it_fought_beside() -> None:
    state = position(
        ["", "", "Healer"],
        [*OPENING, INVITES[0], {"seat": 1, "type": "invite", "seats": [2]}],
        hands=HEAL_HANDS,
    )
    play_on(state, {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]}, *DEFENSE_LOSES)
    assert decide(state, 2) == {"type": "power", "alien": "Healer", "use": "heal", "loss": 0}


def test_healer_does_not_heal_a_rival_one_colony_from_victory() -> None:
    near = {"1": {"5": 4, "6": 4, "7": 4, "1": 1, "2": 1, "10": 1, "11": 1}}  # four foreign colonies
    state = position(["", "", "Healer"], [*OPENING, *INVITES, *DEFENSE_LOSES], hands=HEAL_HANDS, ships=near)
    assert any(o.get("use") == "heal" for o in state.prompts[0].options)
    assert decide(state, 2) == {"type": "pass"}


# --- Masochist ------------------------------------------------------------------------------------------

LOSING_DEFENSE = (*OPENING, *INVITES, *DEFENSE_LOSES)


def test_a_masochist_close_to_its_win_does_not_save_its_ships() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 04", "Flare: Zombie"], "2": ["Attack 05"]}
    few = {"1": {"5": 3, "6": 2}}  # five ships left on the board
    masochist = position(["", "Masochist", ""], LOSING_DEFENSE, hands=hands, ships=few)
    assert any(o.get("use") == "wild" for o in masochist.prompts[0].options)  # Zombie's Wild: save one
    assert decide(masochist, 1) == {"type": "pass"}
    anyone = position(["", "", ""], LOSING_DEFENSE, hands=hands, ships=few)
    assert decide(anyone, 1)["use"] == "wild"


def test_masochist_wild_takes_the_offenses_retrieval_for_the_seat_itself() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 05", "Flare: Masochist"]}
    ships = {"1": {"5": 4, "6": 4, "7": 4, "8": 4}, "2": {"10": 4, "11": 4, "12": 4, "13": 4}}
    state = position(["", "", ""], hands=hands, ships=ships)  # seat 0's Regroup; both others have warp ships
    assert decide(state, 2)["player"] == 2


# --- Tick-Tock ------------------------------------------------------------------------------------------

NEGOTIATING = (
    *OPENING,
    *INVITES,
    {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
    {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
)
DEAL_HANDS = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 04"], "2": ["Attack 05"]}


def _terms(colony: int | None = None) -> dict[str, object]:
    return {"cards": [], "count": 0, "kind": None, "colony": colony}


def test_a_deal_that_hands_a_tick_tock_its_last_token_is_refused() -> None:
    swap = {"seat": 0, "type": "deal_propose", "terms": {"offense": _terms(1), "defense": _terms(6)}}
    for tokens, answer in ((5, "deal_accept"), (1, "deal_fail")):
        state = position(["", "", "Tick-Tock"], [*NEGOTIATING, swap], hands=DEAL_HANDS)
        state.extra["Tick-Tock/2"] = tokens
        assert decide(state, 1, "deal")["type"] == answer


def test_tick_tock_settles_for_a_poor_deal_that_takes_a_token_off() -> None:
    gift = {"seat": 0, "type": "deal_propose", "terms": {"offense": _terms(), "defense": _terms(6)}}
    for alien, answer in (("Tick-Tock", "deal_accept"), ("", "deal_propose")):
        state = position(["", alien, ""], [*NEGOTIATING, gift], hands=DEAL_HANDS)
        assert state.enc.deal is not None
        state.enc.deal["offers"] = (
            4  # the talks have gone on: a bot settles for what is worth more than failing
        )
        assert decide(state, 1, "deal")["type"] == answer


def test_tick_tock_wild_founds_a_colony_in_a_system_where_it_has_none() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 08"], "2": ["Attack 05", "Flare: Tick-Tock"]}
    red_taken = {"2": {"10": 3, "11": 3, "12": 3, "13": 3, "14": 3, "0": 1, "1": 1, "2": 1, "3": 1, "4": 1}}
    reshuffled = {"deck_reshuffles": 1, "reshuffled_in": 1}  # the deck was reshuffled this encounter
    state = position(["", "", ""], hands=hands, ships=red_taken, extra=reshuffled)
    play = decide(state, 2)
    assert play["use"] == "wild" and play["player"] == 1  # every red planet already holds its ships
    play_on(state, {**play, "seat": 2})
    planet = decide(state, 2, "tick_tock_wild_planet")["planet"]
    assert not state.ships[planet * state.n + 2]
    play_on(state, {"seat": 2, "type": "planet", "planet": planet})
    ships = decide(state, 2, "tick_tock_wild_ships")["ships"]
    assert all(state.ships[loc * state.n + 2] > count for loc, count in ships)  # no colony emptied


# --- Zombie ---------------------------------------------------------------------------------------------

RISKY_DEFENSE = (  # four ships attack blue's planet 5, held by one ship; purple is asked to defend
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 4]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": [2]},
)
THIN_BLUE = {"1": {"5": 1, "6": 4, "7": 4, "8": 4, "9": 4}}


def test_zombie_allies_where_others_would_fear_for_their_ships() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04"], "2": ["Attack 05"]}
    zombie = position(["", "", "Zombie"], RISKY_DEFENSE, hands=hands, ships=THIN_BLUE)
    assert decide(zombie, 2, "ally")["side"] == "defense"
    anyone = position(["", "", ""], RISKY_DEFENSE, hands=hands, ships=THIN_BLUE)
    assert decide(anyone, 2, "ally") == {"type": "decline"}


def test_zombie_sweetens_its_deals_by_freeing_its_partners_ships() -> None:
    blue_warped = {"1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 2}}  # two of blue's ships in the warp
    state = position(["Zombie", "", ""], NEGOTIATING, hands=DEAL_HANDS, ships=blue_warped)
    offer = decide(state, 0, "deal")
    assert offer["type"] == "deal_propose"
    assert offer["terms"]["offense"]["free_ships"] == 2  # what Zombie gives: it costs it nothing


# --- Observer -------------------------------------------------------------------------------------------


def test_observer_allies_are_safe_so_they_join() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04"], "2": ["Attack 05"]}
    for aliens in (["", "", "Observer"], ["", "Observer", ""]):  # an Observer ally; an Observer defense
        state = position(aliens, RISKY_DEFENSE, hands=hands, ships=THIN_BLUE)
        assert decide(state, 2, "ally")["side"] == "defense"


def test_observer_wild_is_not_played_it_only_feeds_the_allies() -> None:
    hands = {"0": ["Attack 10", "Flare: Observer"], "1": ["Attack 04"], "2": ["Attack 05"]}
    invite = {"seat": 0, "type": "invite", "seats": [2]}
    state = position(["", "", ""], [*OPENING, invite, INVITES[1]], hands=hands)
    play_on(state, {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]})
    assert any(o.get("use") == "wild" for o in state.prompts[0].options)
    assert decide(state, 0) == {"type": "pass"}


# --- Parasite -------------------------------------------------------------------------------------------


def test_parasite_wild_takes_the_free_colony_as_soon_as_a_power_goes_out() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04"], "2": ["Attack 05", "Flare: Parasite"]}
    state = position(
        ["", "Virus", ""], hands=hands, ships={"1": {"5": 4, "6": 4}}
    )  # Virus: two home colonies
    play = decide(state, 2)  # outside the encounter, at the first window
    assert play["use"] == "wild" and play["player"] == 1 and play["planet"] in (7, 8, 9)  # an empty planet
    play_on(state, {**play, "seat": 2})
    ships = decide(state, 2, "parasite_wild_ship")["ships"]
    assert sum(count for _, count in ships) == 1 and all(state.ships[loc * 3 + 2] > 1 for loc, _ in ships)


# --- Citadel --------------------------------------------------------------------------------------------

CITADEL_HAND = ["Attack 04", "Attack 08", "Attack 07", "Attack 12", "Negotiate"]


def test_citadel_builds_a_weak_attack_beside_its_weakest_home_planet() -> None:
    hands = {"0": ["Attack 10"], "1": CITADEL_HAND, "2": ["Attack 05"]}
    state = position(["", "Citadel", ""], hands=hands, ships={"1": {"5": 4, "6": 2, "7": 4, "8": 4, "9": 4}})
    build = decide(state, 1)  # destiny names blue: an attack on its home is coming
    assert build["use"] == "build" and name(build) == "Attack 04"
    play_on(state, {**build, "seat": 1})
    assert decide(state, 1, "citadel_planet")["planet"] == 6


def test_citadels_are_turned_on_for_the_defense_not_against_it() -> None:
    build = (
        {"seat": 0, "type": "power", "alien": "Citadel", "use": "build", "card": "Attack 07"},
        {"seat": 0, "type": "citadel_planet", "card": "Attack 07", "planet": 5},
    )
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 08"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 10"},
    )
    hands = {"0": CITADEL_HAND, "1": ["Attack 10", "Attack 09"], "2": ["Attack 05"]}
    attacking = position(["Citadel", "", ""], [*build, *OPENING, *INVITES, *cards], hands=hands)
    assert decide(attacking, 0) == {"type": "pass"}  # its citadel would help the defense it attacks
    hands["0"] = [*CITADEL_HAND, "Flare: Citadel"]
    state = position(["Citadel", "", ""], [*build, *OPENING, *INVITES, *cards], hands=hands)
    turn_on = decide(state, 0)  # with the Super at hand the values come off the defense instead
    assert turn_on["use"] == "activate"
    play_on(state, {**turn_on, "seat": 0})
    assert decide(state, 0)["half"] == "super"


def test_citadel_wild_is_played_by_the_defense_only() -> None:
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 08"},
    )
    for seat, answer in ((0, "pass"), (1, "play")):
        hands = {"0": ["Attack 10", "Attack 09"], "1": ["Attack 04", "Attack 08"], "2": ["Attack 05"]}
        hands[str(seat)].append("Flare: Citadel")  # its Wild adds five to the defense, whoever plays it
        state = position(["", "", ""], [*OPENING, *INVITES, *cards], hands=hands)
        assert decide(state, seat)["type"] == answer


# --- Vulch ----------------------------------------------------------------------------------------------


def test_vulch_wild_waits_for_an_opponent_and_names_it() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04", "Flare: Vulch"], "2": ["Attack 05"]}
    state = position(["", "", ""], hands=hands)  # start of turn: blue is nobody in the encounter yet
    assert decide(state, 1) == {"type": "pass"}
    waits = [{"seat": 1, "type": "pass"}] * 4  # start of turn, Regroup, Destiny, destiny drawn
    state = position(["", "", ""], waits, hands=hands)  # launch: blue is the defense
    assert decide(state, 1)["player"] == 0
    hands["1"].append("Flare: Mind")  # another flare may need this encounter's play
    assert decide(position(["", "", ""], waits, hands=hands), 1) == {"type": "pass"}


# --- Filch ----------------------------------------------------------------------------------------------


def test_filch_wild_takes_the_opponents_card_only_when_it_is_worth_a_flare() -> None:
    for theirs, answer in (("Attack 30", "play"), ("Attack 01", "pass")):
        hands = {"0": ["Attack 20", "Flare: Filch"], "1": [theirs], "2": ["Attack 05"]}
        cards = (
            {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
            {"seat": 1, "type": "encounter_card", "card": theirs},
        )
        state = _to_window(position(["", "", ""], [*OPENING, *INVITES, *cards], hands=hands))
        assert any(o.get("use") == "wild" for o in state.prompts[0].options)  # once the cards are discarded
        assert decide(state, 0)["type"] == answer


# --- Mutant ---------------------------------------------------------------------------------------------


def test_mutant_refills_from_its_opponents_hand_before_the_deck() -> None:
    hands = {"0": ["Attack 10", "Attack 09"], "1": ["Attack 04", "Attack 30", "Negotiate"], "2": QUIET["2"]}
    state = position(["Mutant", "", ""], OPENING, hands=hands)
    refill = decide(state, 0)
    assert refill["use"] == "regenerate"
    play_on(state, {**refill, "seat": 0})
    assert decide(state, 0, "mutant_source")["source"] == 1  # each card it takes is one blue cannot play


# --- Remora ---------------------------------------------------------------------------------------------


def test_remora_wild_is_a_small_gain_played_only_when_no_other_flare_waits() -> None:
    for extra, answer in (([], "play"), (["Flare: Mind"], "pass")):
        # blue holds no encounter card: it draws a new hand, and purple may cling to the draw
        hands = {"0": ["Attack 10"], "1": ["Reinforcement +2"], "2": ["Attack 05", "Flare: Remora", *extra]}
        state = position(["Virus", "", ""], [*OPENING, *INVITES], hands=hands)
        play_on(state, {"seat": 0, "type": "encounter_card", "card": "Attack 10"})
        play_on(state, {**decide(state, 1, "select_card"), "seat": 1})
        assert any(o.get("use") == "wild_cards" for o in state.prompts[0].options)
        assert decide(state, 2)["type"] == answer


# --- Barbarian ------------------------------------------------------------------------------------------


def test_barbarian_wild_culls_weak_cards_gained_and_keeps_good_ones() -> None:
    defense_loses = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
    )
    for paid, answer in ((["Attack 00", "Attack 01", "Attack 04"], "play"), (["Attack 30", "Morph"], "pass")):
        hands = {"0": ["Attack 20", *paid], "1": ["Negotiate", "Attack 12", "Flare: Barbarian"], **QUIET}
        state = position(["Virus", "", ""], [*OPENING, *INVITES, *defense_loses], hands=hands)
        while state.prompts[0].seat != 1 or state.prompts[0].ctx != "window":  # until blue is compensated
            prompt = state.prompts[0]
            play_on(state, {**decide(state, prompt.seat), "seat": prompt.seat})
        assert decide(state, 1)["type"] == answer
        if answer == "play":
            play_on(state, {**decide(state, 1), "seat": 1})
            culled = decide(state, 1, "barbarian_cull")["cards"]
            assert sorted(name({"card": c}) for c in culled) == ["Attack 00", "Attack 01", "Attack 04"]


# --- Cudgel ---------------------------------------------------------------------------------------------


def test_cudgel_wild_clears_the_planet_the_offense_landed_on() -> None:
    hands = {"0": ["Attack 20", "Flare: Cudgel"], "1": ["Attack 04"], **QUIET}
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
    )
    purple_on_5 = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "5": 2}}  # purple's colony on blue's planet
    state = _to_window(
        position(["Virus", "", ""], [*OPENING, *INVITES, *cards], hands=hands, ships=purple_on_5)
    )
    assert decide(state, 0)["use"] == "wild"  # generic: the offense takes part, and it only hurts others


# --- Fido -----------------------------------------------------------------------------------------------


def test_fido_offers_the_lesser_card_to_the_weaker_player_and_frees_a_ship_for_it() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 05"]}
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
    )
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "10": 4}, "2": {"10": 4, "11": 4, "12": 4, "13": 4}}
    state = _to_window(position(["", "", "Fido"], [*OPENING, *INVITES, *cards], hands=hands, ships=ships))
    fetch = decide(state, 2)
    assert name({"card": fetch["pick"]}) == "Attack 04" and fetch["player"] == 1  # red leads: blue gets it
    play_on(state, {**fetch, "seat": 2})
    play_on(state, {**decide(state, 1, "fido_offer"), "seat": 1})
    assert decide(state, 2, "fido_reward")["take"] == "ship"  # four ships wait in the warp


# --- Grudge ---------------------------------------------------------------------------------------------


def test_a_player_invited_by_grudge_joins_rather_than_take_a_grudge_token() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04"], "2": ["Attack 05"]}
    grudge = position(["", "Grudge", ""], RISKY_DEFENSE, hands=hands, ships=THIN_BLUE)
    assert decide(grudge, 2, "ally")["side"] == "defense"  # refusing costs up to four ships
    anyone = position(["", "", ""], RISKY_DEFENSE, hands=hands, ships=THIN_BLUE)
    assert decide(anyone, 2, "ally") == {"type": "decline"}


def test_grudge_invites_everyone_not_about_to_win() -> None:
    hands = {
        "0": ["Attack 10"],
        "1": ["Attack 04"],
        "2": ["Attack 05"],
        "3": ["Attack 07"],
        "4": ["Attack 09"],
    }
    grudge = position(["Grudge", "", "", "", ""], OPENING, hands=hands)
    assert decide(grudge, 0, "invite_offense")["seats"] == [2, 3, 4]  # each refusal earns a grudge token
    anyone = position(["", "", "", "", ""], OPENING, hands=hands)
    assert len(decide(anyone, 0, "invite_offense")["seats"]) == 2
    near = {"3": {"15": 4, "16": 4, "17": 4, "0": 1, "1": 1, "10": 1, "11": 1}}  # yellow: four colonies
    grudge = position(["Grudge", "", "", "", ""], OPENING, hands=hands, ships=near)
    assert decide(grudge, 0, "invite_offense")["seats"] == [2, 4]


# --- Hate -----------------------------------------------------------------------------------------------


def test_hate_rages_with_a_card_few_can_match_and_empties_colonies_it_punishes() -> None:
    hands = {
        "0": ["Attack 00", "Morph", "Attack 10", "Attack 12", "Negotiate"],
        "1": ["Attack 04", "Attack 06"],
        "2": ["Attack 05", "Attack 08"],
    }
    blue_abroad = {"1": {"5": 4, "6": 4, "7": 4, "8": 4, "10": 1}}  # blue's lone ship on purple's planet 10
    state = position(["Hate", "", ""], hands=hands, ships=blue_abroad)
    rage = decide(state, 0, "mandatory_use")
    assert (
        name(rage) == "Morph"
    )  # nobody else holds one: all pay three ships; any attack answers an Attack 00
    play_on(state, {**rage, "seat": 0})
    lost = decide(state, 0, "hate_ships")["ships"]  # Hate picks blue's three ships
    assert [10, 1] in lost


# --- Machine --------------------------------------------------------------------------------------------


def test_machine_goes_on_after_a_loss_only_with_cards_worth_fighting_with() -> None:
    lost = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
    )
    for rest, answer in ((["Attack 15", "Attack 12"], "power"), (["Attack 01"], "pass")):
        hands = {"0": ["Attack 04", *rest], "1": ["Attack 20"], **QUIET}
        state = _to_window(position(["Machine", "", ""], [*OPENING, *INVITES, *lost], hands=hands))
        assert any(o.get("use") == "continue" for o in state.prompts[0].options)
        assert decide(state, 0)["type"] == answer


# --- Miser ----------------------------------------------------------------------------------------------

STRONG = [
    "Attack 40",
    "Attack 30",
    "Morph",
    "Reinforcement +5",
    "Attack 23",
    "Negotiate",
    "Attack 20",
    "Card Zap",
]
WEAK = [
    "Attack 00",
    "Attack 01",
    "Attack 04",
    "Attack 04",
    "Attack 06",
    "Attack 06",
    "Negotiate",
    "Attack 05",
]


def test_miser_keeps_the_better_of_its_two_hands_as_the_hoard() -> None:
    others = {"1": ["Attack 08"], "2": ["Attack 07"]}
    dealt_strong = position(["Miser", "", ""], hands={"0": WEAK, **others}, deck_top=STRONG)  # the hoard
    assert decide(dealt_strong, 0, "miser_hoard")["hoard"] == "second"  # the dealt hoard stays the hoard
    hand_strong = position(["Miser", "", ""], hands={"0": STRONG, **others}, deck_top=WEAK)
    assert decide(hand_strong, 0, "miser_hoard")["hoard"] == "first"  # the hand becomes the hoard


# --- Mite -----------------------------------------------------------------------------------------------


def test_a_defense_facing_mite_never_concedes_a_colony_to_a_player_about_to_win() -> None:
    hands = {"0": ["Attack 10"], "1": STRONG, "2": ["Attack 07"]}
    state = position(["Mite", "", ""], OPENING, hands=hands)
    assert decide(state, 1, "mite_answer")["choice"] == "colony"  # five good cards are worth more
    near = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "10": 1, "11": 1, "12": 1, "13": 1}}  # four colonies
    state = position(["Mite", "", ""], OPENING, hands=hands, ships=near)
    assert decide(state, 1, "mite_answer")["choice"] == "discard"


# --- Reincarnator ---------------------------------------------------------------------------------------


def test_reincarnator_keeps_a_good_incarnation_with_its_super_and_only_then() -> None:
    from game.hooks import BORROWED

    lost = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
    )
    hands = {"0": ["Attack 04", "Attack 10", "Flare: Reincarnator"], "1": ["Attack 20"], **QUIET}
    for incarnation, keep in (("Virus", True), ("Pacifist", False)):
        state = position(
            ["Reincarnator", "", ""],
            [*OPENING, *INVITES, *lost],
            hands=hands,
            extra={BORROWED: {"0": incarnation}},
        )
        _to_window(state)  # red lost: before it reincarnates
        play = decide(state, 0)
        assert (play.get("half") == "super") is keep
        if keep:
            play_on(state, {**play, "seat": 0})
            assert decide(state, 0, "mandatory_use")["change"] is False


# --- Shadow ---------------------------------------------------------------------------------------------


def test_shadow_executes_a_lone_ship_abroad_first() -> None:
    hands = {"0": ["Attack 10"], "1": ["Attack 04"], "2": ["Attack 05"]}
    blue = {"1": {"5": 4, "6": 4, "7": 1, "8": 4, "9": 3, "12": 1}}  # lone ships: at home (7), abroad (12)
    state = position(["", "", "Shadow"], hands=hands, ships=blue)  # destiny names blue
    while state.prompts[0].ctx != "shadow_execute":
        prompt = state.prompts[0]
        play_on(state, {**decide(state, prompt.seat), "seat": prompt.seat})
    assert decide(state, 2)["planet"] == 12  # blue loses a foreign colony


# --- Vacuum ---------------------------------------------------------------------------------------------

BLUE_LOSES = (
    {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
    {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
)
PURPLE_ABROAD = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "0": 1, "1": 1}}  # purple leads: two colonies


def test_vacuum_takes_the_leaders_ships_and_empties_its_colonies() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 04", "Flare: Vacuum"], "2": ["Attack 05"]}
    state = position(["", "Vacuum", ""], [*OPENING, *INVITES, *BLUE_LOSES], hands=hands, ships=PURPLE_ABROAD)
    pick = decide(state, 1)  # its ships are about to go: the Super lets it pick the very colonies
    assert pick["half"] == "super"
    play_on(state, {**pick, "seat": 1})
    taken = decide(state, 1, "vacuum_targets")["ships"]
    assert ["2/0", 1] in taken and ["2/1", 1] in taken  # purple's two foreign colonies are gone


def test_vacuum_wild_costs_the_leader_a_ship() -> None:
    hands = {"0": ["Attack 20"], "1": ["Attack 04", "Flare: Vacuum"], "2": ["Attack 05"]}
    state = position(["Virus", "", ""], [*OPENING, *INVITES, *BLUE_LOSES], hands=hands, ships=PURPLE_ABROAD)
    assert decide(_to_window(state), 1)["player"] == 2


# --- Void -----------------------------------------------------------------------------------------------


def test_void_wild_cancels_an_artifact_played_against_the_seat_only() -> None:
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 08"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
    )
    for holder, answer in ((1, "play"), (2, "pass")):  # the defense it hurts; a player outside
        hands = {"0": ["Attack 08", "Emotion Control"], "1": ["Attack 12"], "2": ["Attack 05"]}
        hands[str(holder)].append("Flare: Void")
        state = position(["Virus", "", ""], [*OPENING, *INVITES, *cards], hands=hands)
        emotion = next(o for o in state.prompts[0].options if o.get("card"))  # red turns blue's attack
        play_on(state, {**emotion, "seat": 0})
        assert decide(state, holder)["type"] == answer


# --- Warrior --------------------------------------------------------------------------------------------


def test_warrior_counts_its_tokens_when_it_weighs_a_card() -> None:
    from game.bots.encounter import outcome_odds
    from game.view import view_for

    hands = {"0": ["Attack 10"], "1": ["Attack 06", "Attack 12"], **QUIET}
    odds = []
    for tokens in (0, 8):
        state = position(["", "Warrior", ""], [*OPENING, *INVITES], hands=hands, extra={"Warrior/1": tokens})
        odds.append(outcome_odds(view_for(state, 1), 1, card("Attack 06"))["win"])
    assert odds[1] > odds[0] + 0.2


def test_warrior_wild_strikes_back_only_with_a_hand_to_fight_with() -> None:
    cards = (
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
    )
    for rest, answer in ((["Attack 15", "Morph"], "play"), (["Attack 01"], "pass")):
        hands = {"0": ["Attack 10", "Attack 08"], "1": ["Attack 20", "Flare: Warrior", *rest], **QUIET}
        state = _to_window(position(["Virus", "", ""], [*OPENING, *INVITES, *cards], hands=hands))
        assert any(o.get("use") == "wild" for o in state.prompts[0].options)
        assert decide(state, 1)["type"] == answer
