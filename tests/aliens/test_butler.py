"""Butler (Cosmic Alliance): unless the offense tips it a random card, it aims the gate or picks the launch
colonies (the offense says how many). Wild (wiki + FAQ erratum): another player runs the holder's encounter
and must invite it; a win or deal is the holder's success. Super: the tip is two cards."""

from __future__ import annotations

from alliance_kit import act, pass_windows, prompt_of, table

from game.board import ships_on
from game.state import GameState

SERVE = {"type": "power", "alien": "Butler", "use": "serve"}


def _table(hand0: list[str] | None = None, **kw: object) -> GameState:
    first = hand0 if hand0 is not None else ["Attack 20", "Attack 10"]
    hands = {"0": first, "1": ["Attack 04"], "2": ["Attack 06"]}
    return table(["", "", "Butler"], hands, **kw)  # type: ignore[arg-type]


def test_a_tipped_butler_gets_a_random_card_and_the_offense_aims_freely() -> None:
    state = _table()
    act(state, 2, SERVE)
    act(state, 0, {"type": "butler_tip", "tip": True})
    assert len(state.hands[0]) == 1 and len(state.hands[2]) == 2
    assert prompt_of(state, 0).ctx == "launch_aim"


def test_untipped_the_butler_aims_the_gate() -> None:
    state = _table()
    act(state, 2, SERVE)
    act(state, 0, {"type": "butler_tip", "tip": False})
    act(state, 2, {"type": "butler_chore", "planet": 7})
    pass_windows(state)
    assert state.enc.target == 7
    assert prompt_of(state, 0).ctx == "launch_ships"
    assert len(state.hands[0]) == 2


def test_faq_the_butler_aims_only_where_the_offense_could_gain_a_colony() -> None:
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "6": 1}}
    state = _table(ships=ships)
    act(state, 2, SERVE)
    act(state, 0, {"type": "butler_tip", "tip": False})
    planets = {o.get("planet") for o in prompt_of(state, 2).options}
    assert 6 not in planets and {5, 7, 8, 9} <= planets


def test_untipped_the_butler_picks_the_colonies_and_the_offense_the_count() -> None:
    state = _table()
    act(state, 2, SERVE)
    act(state, 0, {"type": "butler_tip", "tip": False})
    act(state, 2, {"type": "butler_chore", "launch": True})
    act(state, 0, {"type": "aim", "planet": 5})
    pass_windows(state)
    count = prompt_of(state, 0)
    assert count.ctx == "launch_count" and max(o["count"] for o in count.options) == 4
    act(state, 0, {"type": "launch_count", "count": 3})
    pick = prompt_of(state, 2)
    assert pick.ctx == "launch_for" and pick.spec["min"] == pick.spec["max"] == 3
    act(state, 2, {"type": "launch_for", "ships": [[3, 3]]})
    assert state.gate[0] == 3 and ships_on(state, 3, 0) == 1


def test_an_offense_with_an_empty_hand_cannot_tip() -> None:
    state = _table()
    state.hands[0].clear()  # (its cards went elsewhere before the Butler serves)
    act(state, 2, SERVE)
    assert prompt_of(state, 2).ctx == "butler_chore"


def test_super_the_tip_is_two_cards() -> None:
    hands = {"0": ["Attack 20", "Attack 10", "Attack 08"], "1": ["Attack 04"], "2": ["Flare: Butler"]}
    state = table(["", "", "Butler"], hands)
    act(state, 2, SERVE)
    play = prompt_of(state, 2)
    option = next(o for o in play.options if o.get("half") == "super")
    act(state, 2, option)
    pass_windows(state)
    act(state, 0, {"type": "butler_tip", "tip": True})
    assert len(state.hands[0]) == 1
    assert len(state.hands[2]) == 3  # the flare went back to its hand, and two cards came in


def _substituted(sub_card: str) -> GameState:
    """Seat 0 hands its encounter to seat 2 with the Butler Wild, and seat 2 attacks planet 5."""
    state = table(["", "", ""], {"0": ["Flare: Butler", "Attack 10"], "1": ["Attack 12"], "2": [sub_card]})
    play = prompt_of(state, 0)
    option = next(o for o in play.options if o.get("half") == "wild" and o.get("player") == 2)
    act(state, 0, option)
    pass_windows(state)
    assert state.offense == 2
    act(state, 2, {"type": "aim", "planet": 5})
    pass_windows(state)
    act(state, 2, {"type": "launch", "ships": [[10, 4]]})
    pass_windows(state)
    invite = prompt_of(state, 2)
    assert invite.spec["required"] == [0]
    act(state, 2, {"type": "invite", "seats": []})
    assert state.enc.invited_off == 1  # seat 0 is invited all the same
    act(state, 1, {"type": "invite", "seats": []})
    act(state, 0, {"type": "ally", "side": "offense", "ships": [[0, 1]]})
    pass_windows(state)
    act(state, 2, {"type": "encounter_card", "card": _card(state, 2, sub_card)})
    act(state, 1, {"type": "encounter_card", "card": _card(state, 1, "Attack 12")})
    pass_windows(state)
    return state


def test_wild_another_player_runs_the_encounter_and_must_invite_the_holder() -> None:
    state = _substituted("Attack 20")
    assert state.offense == 0  # the turn is the holder's again
    assert prompt_of(state, 0).ctx == "second_encounter"  # the substitute's win is its success
    assert ships_on(state, 5, 2) == 4 and ships_on(state, 5, 0) == 1


def _card(state: GameState, seat: int, name: str) -> int:
    from game.cards.catalog import CARD_NAME

    return next(c for c in state.hands[seat] if CARD_NAME[c] == name)


def test_wild_erratum_a_lost_substitute_encounter_is_the_holders_failure() -> None:
    state = _substituted("Attack 08")
    assert ships_on(state, 5, 2) == 0 and state.warp[0] == 1
    assert state.offense == 1  # no second encounter: the holder's turn is over


def test_team_cosmic_the_defenses_partner_never_runs_the_encounter() -> None:
    # seat 0 attacks seat 1; seat 3 is seat 1's partner: the Wild may hand the encounter to seat 2 only
    import dataclasses

    from game import teams
    from game.aliens.butler import substitutes

    hands = {"0": ["Attack 20", "Flare: Butler"], "1": ["Attack 04"], "2": ["Attack 06"], "3": ["Attack 05"]}
    state = table(["", "", "", ""], hands)
    state.config = dataclasses.replace(state.config, teams=True)
    pairs = [[0, 2], [1, 3]]
    state.extra[teams.TEAMS] = {"pairs": pairs, "odd": -1, "seating": teams.seating_for(pairs, -1), "at": -1}
    assert state.enc.defense == 1
    assert substitutes(state, 0) == [2]
