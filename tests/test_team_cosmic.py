"""Team Cosmic (``--teams``; docs/rules.md, "Team Cosmic"): one test per rule from a set-up position, then
random team games that end with conservation and secrecy intact."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from support import Driver, examples
from test_view_secrecy import Tracer, check_events, check_prompts

from game import hooks, teams
from game.board import colony_counts
from game.cards.catalog import CARD_NAME
from game.config import GameConfig, default_config, expansions_for
from game.core import STEPS, clockwise_from_left, push, timing_order
from game.engine import apply, new_game, run
from game.errors import ConfigError, IllegalAction
from game.events import Event
from game.invariants import check_invariants
from game.phases.turn import check_winners
from game.scenario import make_setup, scenario_config
from game.sim import random_game
from game.state import GameState
from game.view import view_for

HANDS = {  # attack cards only: no play window opens (up to eight seats)
    "0": ["Attack 20", "Attack 06"],
    "1": ["Attack 04", "Attack 06"],
    "2": ["Attack 08", "Attack 06"],
    "3": ["Attack 10", "Attack 06"],
    "4": ["Attack 08", "Attack 06"],
    "5": ["Attack 10", "Attack 06"],
    "6": ["Attack 08", "Attack 06"],
    "7": ["Attack 08", "Attack 04"],
}


def _table(
    players: int,
    pairs: list[list[int]],
    odd: int = -1,
    setup: dict[str, Any] | None = None,
    after: Callable[[GameState], None] | None = None,
    **options: Any,
) -> tuple[GameState, list[Event]]:
    """A Team Cosmic game with the teams ``pairs`` (``odd`` alone) and the position ``setup`` describes
    (a scenario's ``[setup]`` table: first player, hands, destiny cards, ships)."""
    config = scenario_config({"players": players, "teams": True, **options})
    hands = {str(s): HANDS[str(s)] for s in range(players)}
    raw = {"first_player": 0, "hands": hands, **(setup or {})}
    base = make_setup(raw, config)

    def arrange(state: GameState) -> None:
        base(state)
        state.extra[teams.TEAMS] = {
            "pairs": pairs,
            "odd": odd,
            "seating": teams.seating_for(pairs, odd),
            "at": -1,
        }
        if after is not None:
            after(state)

    return new_game(config, arrange)


def _prompt(state: GameState, ctx: str) -> Any:
    found = [p for p in state.prompts if p.ctx == ctx]
    assert found, f"no {ctx} prompt among {[p.ctx for p in state.prompts]}"
    return found[0]


def _answer(state: GameState, ctx: str, **action: Any) -> list[Event]:
    p = _prompt(state, ctx)
    return apply(state, {"seat": p.seat, "prompt": p.id, **action})


def _kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# -- the table option ------------------------------------------------------------------------------------


def test_teams_need_four_players_and_stay_out_of_the_plain_form_when_off() -> None:
    with pytest.raises(ConfigError, match="Team Cosmic needs at least 4 players"):
        default_config(3, teams=True)
    assert default_config(4, teams=True).teams
    with pytest.raises(ConfigError, match="needs teams"):
        default_config(5, team_immediate_win=True)
    plain = default_config(5).to_dict()
    assert "teams" not in plain and "team_immediate_win" not in plain  # old saves and hashes unchanged
    on = default_config(5, teams=True, team_immediate_win=True)
    assert GameConfig.from_dict(on.to_dict()) == on


def test_a_table_without_teams_has_no_teams_and_seats_by_number() -> None:
    state, events = new_game(default_config(5, seed=3))
    assert teams.TEAMS not in state.extra and "teams" not in view_for(state, None)
    assert "teams_formed" not in _kinds(events)
    assert clockwise_from_left(state, 4) == [0, 1, 2, 3]


# -- forming teams and the seating -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_teams_are_dealt_at_random_with_partners_opposite(players: int) -> None:
    config = default_config(players, seed=11, expansions=expansions_for(players), teams=True)
    state, events = new_game(config)
    info = state.extra[teams.TEAMS]
    dealt = [s for pair in info["pairs"] for s in pair] + ([info["odd"]] if info["odd"] >= 0 else [])
    assert sorted(dealt) == list(range(players))  # every player in one team, or the odd one
    assert len(info["pairs"]) == players // 2 and (info["odd"] >= 0) == (players % 2 == 1)
    seating = info["seating"]
    half = len(seating) // 2
    for i in range(half):  # partners opposite; the odd player opposite the unused planet
        a, b = seating[i], seating[i + half]
        assert teams.partner(state, a) == b or {a, b} == {info["odd"], teams.EMPTY}
    formed = next(e for e in events if e.kind == "teams_formed")
    assert formed.data == {"pairs": info["pairs"], "odd": info["odd"]} and formed.to is None
    # the destiny cards used went back: the deck is whole (the same cards as a table without teams)
    plain, _ = new_game(default_config(players, seed=11, expansions=expansions_for(players)))
    assert sorted(state.destiny_deck + state.destiny_discard) == sorted(
        plain.destiny_deck + plain.destiny_discard
    )


def test_different_seeds_deal_different_teams() -> None:
    dealt = {
        str(
            new_game(default_config(6, seed=s, expansions=["incursion"], teams=True))[0].extra["teams"][
                "pairs"
            ]
        )
        for s in range(12)
    }
    assert len(dealt) > 3


def test_the_order_around_the_table_follows_the_team_seating() -> None:
    """Five players, teams 0+1 and 2+3, 4 alone: seating 0 2 4 1 3 and the unused planet."""
    state, _ = _table(5, [[0, 1], [2, 3]], odd=4, setup={"destiny_top": ["blue"]})
    assert state.extra["teams"]["seating"] == [0, 2, 4, 1, 3, teams.EMPTY]
    assert clockwise_from_left(state, 0) == [2, 4, 1, 3]
    assert clockwise_from_left(state, 3) == [0, 2, 4, 1]
    assert timing_order(state)[0] == state.offense == 0


def test_the_odd_player_takes_an_extra_turn_at_the_unused_planet() -> None:
    state, _ = _table(5, [[0, 1], [2, 3]], odd=4, setup={"destiny_top": ["blue"]})
    order = []
    for _ in range(12):
        state.offense = teams.next_offense(state, 1)
        order.append((state.offense, teams.extra_turn(state)))
    assert [s for s, _ in order[:6]] == [2, 4, 1, 3, 4, 0]  # 4 again where the unused planet sits
    assert [extra for _, extra in order[:6]] == [False, False, False, False, True, False]
    assert order[6:] == order[:6]


def test_the_extra_turn_is_announced_when_it_starts() -> None:
    state, _ = _table(5, [[0, 1], [2, 3]], odd=4, setup={"first_player": 3, "destiny_top": ["red"]})
    state.extra["teams"]["at"] = 4  # seat 3's place: the unused planet comes next
    state.queue.clear()
    state.prompts.clear()
    push(state, ("end_turn",))
    events: list[Event] = []
    state.offense = 3
    run(state, events)
    assert state.offense == 4
    assert [e.data for e in events if e.kind == "extra_turn"] == [{"seat": 4}]


# -- no encounter with the partner -----------------------------------------------------------------------


def test_the_partners_colour_with_no_foreign_colony_there_is_drawn_again() -> None:
    """Red (0) and purple (2) are partners: purple's colour comes up, nobody else has a colony in purple's
    system, so red must draw again (blue next)."""
    state, events = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["purple", "blue"]})
    kinds = _kinds(events)
    assert kinds.count("destiny_drawn") == 2 and "destiny_redraw" in kinds
    assert state.enc.defense == 1


def test_the_partners_colour_lets_the_offense_attack_a_foreign_colony_in_the_partners_system() -> None:
    ships = {"1": {"5": 3, "6": 4, "7": 4, "8": 4, "9": 3, "11": 2}}  # blue has a colony on purple's 11
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["purple"], "ships": ships})
    p = _prompt(state, "partner_colour")
    assert p.seat == 0 and list(p.options) == [
        {"type": "partner_colour", "choice": "encounter", "player": 1, "planet": 11},
        {"type": "partner_colour", "choice": "redraw"},
    ]
    events = _answer(state, "partner_colour", type="partner_colour", choice="encounter", player=1, planet=11)
    assert state.enc.defense == 1 and state.enc.target == 11
    assert "gate_aimed" in _kinds(events)
    assert _prompt(state, "launch_ships").seat == 0  # the gate is aimed already


def test_a_wild_destiny_card_never_offers_the_partner() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["wild"]})
    players = [o["player"] for o in _prompt(state, "destiny_wild").options]
    assert players == [1, 3]


def test_a_special_destiny_card_naming_the_partner_is_a_partner_colour() -> None:
    """Purple (red's partner) has the most foreign colonies: the card naming it works as its colour."""
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 1, "0": 1, "5": 1}, "1": {"5": 3, "13": 1}}
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["most_foreign_colonies"], "ships": ships})
    p = _prompt(state, "partner_colour")
    assert {"type": "partner_colour", "choice": "encounter", "player": 1, "planet": 13} in p.options


def test_a_power_that_picks_the_opponent_may_not_pick_the_partner() -> None:
    """Will chooses whom it meets: never its partner."""
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]}, aliens=["Will", "", "", ""])
    will = hooks.POWERS["Will"]
    use = will.uses[0]
    state.enc.defense = -1
    assert [o["player"] for o in will.options(state, 0, use, -1)] == [1, 3]


def test_an_extra_encounter_with_the_partner_does_not_happen() -> None:
    """A power's extra encounter (Invader, Sniveler ...) that would pit red against its partner purple is
    not played."""
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    events: list[Event] = []
    STEPS["extra_begin"](state, events, 0, 2)
    assert _kinds(events)[-1] == "no_encounter_with_partner"
    assert not any(item[0] == "launch" for item in state.queue)  # no phase of it was queued


# -- allies ----------------------------------------------------------------------------------------------


def _to_alliance(ships: dict[str, dict[str, int]] | None = None) -> GameState:
    """Red (0) attacks blue (1) on planet 5; red+purple and blue+yellow are teams."""
    setup: dict[str, Any] = {"destiny_top": ["blue"], **({"ships": ships} if ships else {})}
    state, _ = _table(4, [[0, 2], [1, 3]], setup=setup)
    _answer(state, "launch_aim", type="aim", planet=5)
    _answer(state, "launch_ships", type="launch", ships=[[0, 4]])
    return state


def test_the_partner_is_invited_automatically_and_the_other_sides_partner_cannot_be() -> None:
    state = _to_alliance()
    offer = _prompt(state, "invite_offense")
    assert offer.spec["candidates"] == [2] and offer.spec["required"] == [2]  # not blue's partner 3
    _answer(state, "invite_offense", type="invite", seats=[])
    assert state.enc.invited_off == 1 << 2  # purple invited anyway
    defense = _prompt(state, "invite_defense")
    assert defense.spec["candidates"] == [3] and defense.spec["required"] == [3]
    with pytest.raises(IllegalAction):  # the defense may not invite the offense's partner
        _answer(state, "invite_defense", type="invite", seats=[2])
    _answer(state, "invite_defense", type="invite", seats=[])
    assert state.enc.invited_def == 1 << 3


def test_an_invited_partner_still_chooses_and_never_allies_against_its_partner() -> None:
    state = _to_alliance()
    _answer(state, "invite_offense", type="invite", seats=[2])
    _answer(state, "invite_defense", type="invite", seats=[3])
    ally = _prompt(state, "ally")
    assert ally.seat == 3 or ally.seat == 2
    by_seat = {}
    while any(p.ctx == "ally" for p in state.prompts):
        p = _prompt(state, "ally")
        by_seat[p.seat] = p.spec["sides"]
        assert p.spec["decline"]
        apply(state, {"seat": p.seat, "prompt": p.id, "type": "decline"})
    assert by_seat == {2: ["offense"], 3: ["defense"]}


def test_a_partner_invited_by_both_sides_may_join_only_its_partners_side() -> None:
    """Offense red (0) meets blue (1); yellow (3) is blue's partner. Even a hazard-like double invitation
    gives yellow only the defense's side (``barred_side``)."""
    state = _to_alliance()
    assert teams.barred_side(state, 3) == "offense" and teams.barred_side(state, 2) == "defense"


# -- the gift of a colony --------------------------------------------------------------------------------


def _won_on_planet_5(ships: dict[str, dict[str, int]] | None = None) -> tuple[GameState, list[Event]]:
    """Red (0) beats blue (1) on planet 5 alone (purple declines): red gains a colony there."""
    state = _to_alliance(ships)
    _answer(state, "invite_offense", type="invite", seats=[])
    _answer(state, "invite_defense", type="invite", seats=[])
    while any(p.ctx == "ally" for p in state.prompts):
        p = _prompt(state, "ally")
        apply(state, {"seat": p.seat, "prompt": p.id, "type": "decline"})
    events: list[Event] = []
    for seat, name in ((0, "Attack 20"), (1, "Attack 04")):
        p = next(p for p in state.prompts if p.seat == seat and p.ctx == "select_card")
        card = next(o for o in p.options if CARD_NAME[o["card"]] == name)
        events += apply(state, {"seat": seat, "prompt": p.id, **card})
    return state, events


def test_a_new_foreign_colony_may_be_gifted_to_the_partner() -> None:
    state, _ = _won_on_planet_5()
    assert state.enc.outcome == "offense"
    gift = _prompt(state, "team_gift")
    assert gift.seat == 0 and [o["gift"] for o in gift.options] == [True, False]
    events = _answer(state, "team_gift", type="team_gift", planet=5, gift=True)
    assert "colony_gifted" in _kinds(events)
    ships = _prompt(state, "team_gift_ships")
    assert ships.seat == 2 and ships.spec["min"] == ships.spec["max"] == 4  # as many as red had there
    before = sum(state.ships[p * 4 + 0] for p in range(20))
    _answer(state, "team_gift_ships", type="team_gift_ships", ships=[[10, 4]])
    back = _prompt(state, "return_ships")  # red spreads its four ships over its other colonies
    assert back.seat == 0 and back.spec["count"] == 4 and 5 not in back.spec["planets"]
    _answer(state, "return_ships", type="place", ships=[[back.spec["planets"][0], 4]])
    assert state.ships[5 * 4 + 2] == 4 and state.ships[5 * 4 + 0] == 0  # purple holds it, red left it
    assert sum(state.ships[p * 4 + 0] for p in range(20)) == before  # red's ships back on its colonies
    assert check_invariants(state) == []


def test_a_partner_short_of_ships_sends_what_it_has() -> None:
    """Purple has two ships on colonies (the rest in the warp): it places both on the gift."""
    state, _ = _won_on_planet_5({"2": {"10": 1, "11": 1}})
    _answer(state, "team_gift", type="team_gift", planet=5, gift=True)
    ships = _prompt(state, "team_gift_ships")
    assert ships.spec["min"] == ships.spec["max"] == 2 and state.warp[2] == 18
    _answer(state, "team_gift_ships", type="team_gift_ships", ships=[[10, 1], [11, 1]])
    assert state.ships[5 * 4 + 2] == 2 and state.warp[2] == 18  # none from the warp
    assert check_invariants(state) == []


def test_a_colony_may_be_kept() -> None:
    state, _ = _won_on_planet_5()
    _answer(state, "team_gift", type="team_gift", planet=5, gift=False)
    assert state.ships[5 * 4 + 0] == 4 and state.ships[5 * 4 + 2] == 0


def test_no_gift_where_the_partner_cannot_take_it() -> None:
    """Not in the partner's home system, not where the partner already is, not a home colony, and not
    when the partner has no ship on a colony to send."""
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    state.ships[11 * 4 + 0] = 1  # red on purple's planet 11
    assert not teams.gift_possible(state, 0, 11)
    state.ships[6 * 4 + 0] = 1
    state.ships[6 * 4 + 2] = 1  # purple already on blue's planet 6
    assert not teams.gift_possible(state, 0, 6)
    assert not teams.gift_possible(state, 0, 0)  # a home planet
    state.ships[7 * 4 + 0] = 1
    assert teams.gift_possible(state, 0, 7)
    for p in range(20):
        state.ships[p * 4 + 2] = 0
    assert not teams.gift_possible(state, 0, 7)


# -- the team win ----------------------------------------------------------------------------------------


def _colonies(state: GameState, seat: int, planets: list[int]) -> None:
    for p in planets:
        state.ships[p * state.n + seat] = 1


def test_one_partner_with_five_colonies_does_not_win_and_may_hold_more() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _colonies(state, 0, [5, 6, 7, 8, 9, 15])
    assert colony_counts(state)[1][0] == 6
    assert not check_winners(state, []) and not state.over


def test_a_team_wins_when_both_partners_meet_their_condition_at_the_same_check() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _colonies(state, 0, [5, 6, 7, 8, 9])
    _colonies(state, 2, [15, 16, 17, 18, 19])
    assert check_winners(state, []) and state.winners == [0, 2]


def test_the_odd_player_wins_alone() -> None:
    state, _ = _table(5, [[0, 1], [2, 3]], odd=4, setup={"destiny_top": ["blue"]})
    _colonies(state, 4, [0, 5, 10, 15, 16])
    _colonies(state, 0, [10, 11, 12, 13, 14])  # 0's partner 1 is short: no win for them
    assert check_winners(state, []) and state.winners == [4]


@pytest.mark.parametrize("immediate", [False, True])
def test_an_immediate_win_by_a_power_needs_the_partner_unless_the_table_says_otherwise(
    immediate: bool,
) -> None:
    options = {"team_immediate_win": True} if immediate else {}
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]}, **options)
    state.any_alien = True
    state.extra["extra_winners"] = [0]  # a power made red a winner
    assert teams.team_winners(state, {0}, {0}) == ([0, 2] if immediate else [])


# -- what each seat sees ---------------------------------------------------------------------------------


def test_teams_are_public_and_a_partner_never_sees_the_other_partners_hand() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    public = view_for(state, None)["teams"]
    assert public["pairs"] == [[0, 2], [1, 3]] and public["partner"] == [2, 3, 0, 1]
    mine = view_for(state, 0)
    assert mine["teams"] == public and mine["hand"] == state.hands[0]
    assert mine["seen"] == view_for(state, None)["seen"]  # nothing of purple's hand shown to red


@pytest.mark.parametrize("players", [5, 6])
def test_team_games_keep_their_secrets(players: int) -> None:
    """Every event and prompt of a random team game goes to the right eyes; a partner's view never holds a
    card of the other partner's hand that is not face up for everyone."""
    config = default_config(players, seed=77 + players, expansions=expansions_for(players), teams=True)
    state, _ = new_game(config)
    driver = Driver(players, 77)
    while not state.over and state.actions < 1500:
        before = state.copy()
        action = driver.next_action(state)
        events = Tracer(state)
        apply(state, action, events)
        events.close()
        check_events(before, state, events)
        check_prompts(state)
        if state.actions % 25 == 0:
            for seat in range(players):
                mate = teams.partner(state, seat)
                if mate < 0:
                    continue
                hand = view_for(state, seat)["hand"]
                assert not set(hand) & set(state.hands[mate])


# -- random team games -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [5, 6, 7, 8])
@pytest.mark.parametrize("aliens", ["none", "random"])
def test_random_team_games_end_and_keep_the_invariants(players: int, aliens: str) -> None:
    for seed in range(examples(2)):
        result = random_game(players, 502 + seed, aliens=aliens, variants={"teams": True})
        state = result.state
        assert state is not None and result.finished
        assert check_invariants(state) == []
        for seat in state.winners:  # a winner's partner wins with it; the odd player alone
            mate = teams.partner(state, seat)
            assert mate < 0 or mate in state.winners or state.config.team_immediate_win
