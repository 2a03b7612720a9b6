"""Remote (Cosmic Alliance): a winning main player turns one opposing ship in the encounter into a remote;
as a main player once the alliances are formed it activates remotes (to the warp), whose owners must ally
with it with four ships. Not the opposing main player's remotes. FAQ L246-258: sent ships are lost, not
losing. Both flare halves are rebuilt."""

from __future__ import annotations

import dataclasses

from alliance_kit import act, attack, cards, offer, pass_windows, prompt_of, table

from game import hooks, teams
from game.aliens.remote import draftable
from game.board import ships_on, ships_owned
from game.invariants import check_invariants
from game.state import GameState


def _won(hand0: tuple[str, ...] = ()) -> GameState:
    """Remote (seat 0) attacks planet 5 with 4 ships and wins against 4 defenders."""
    state = table(["Remote", "", ""], {"0": ["Attack 20", *hand0], "1": ["Attack 04"], "2": ["Attack 06"]})
    attack(state)
    pass_windows(state)
    cards(state, "Attack 20", "Attack 04")
    return state


def test_a_winning_remote_takes_an_opposing_ship_off_the_board() -> None:
    state = _won()
    option = offer(state, 0, "remote")
    assert option is not None and option["player"] == 1
    act(state, 0, option)
    pass_windows(state)
    assert state.extra["Remote/0"] == {"1": 1}
    assert state.warp[1] == 3  # the other three defenders lost
    assert hooks.POWERS["Remote"].held_ships(state, 1) == 1
    assert not check_invariants(state)  # the remote still counts among its owner's ships


def test_a_losing_remote_takes_nothing() -> None:
    state = table(["Remote", "", ""], {"0": ["Attack 01"], "1": ["Attack 20"], "2": ["Attack 06"]})
    attack(state)
    pass_windows(state)
    cards(state, "Attack 01", "Attack 20")
    assert offer(state, 0, "remote") is None


def _with_remotes(held: dict[str, int], hand0: tuple[str, ...] = ()) -> GameState:
    state = table(["Remote", "", ""], {"0": ["Attack 20", *hand0], "1": ["Attack 04"], "2": ["Attack 06"]})
    state.extra["Remote/0"] = dict(held)
    for owner, n in held.items():  # the remotes came off the owner's home planets
        state.ships[(5 * int(owner) + 1) * state.n + int(owner)] -= n
    attack(state)
    return state


def test_activated_remotes_go_to_the_warp_and_their_owner_allies_with_four_ships() -> None:
    state = _with_remotes({"2": 1})
    option = offer(state, 0, "activate")
    assert option is not None and option["players"] == [2]
    act(state, 0, option)
    pass_windows(state)
    assert state.warp[2] == 1 and "2" not in state.extra["Remote/0"]
    drafted = prompt_of(state, 2)
    assert drafted.ctx == "drafted_ally" and drafted.spec["min"] == 4
    act(state, 2, {"type": "drafted", "ships": [[10, 4]]})
    assert state.gate[2] == 4 and state.enc.off_allies >> 2 & 1
    assert ships_on(state, 10, 2) == 0  # a colony emptied, as the power allows
    assert not check_invariants(state)


def test_the_opposing_main_players_remotes_cannot_be_activated() -> None:
    state = _with_remotes({"1": 2})
    assert offer(state, 0, "activate") is None


def test_faq_activated_remotes_are_lost_not_losing() -> None:
    state = _with_remotes({"2": 1})
    act(state, 0, offer(state, 0, "activate") or {})
    pass_windows(state)
    assert not state.enc.losing or state.enc.losing[2] == 0
    assert ships_owned(state, 2) == 20


def test_wild_drafts_a_player_with_two_ships() -> None:
    state = table(["", "", ""], {"0": ["Attack 20", "Flare: Remote"], "1": ["Attack 04"], "2": ["Attack 06"]})
    attack(state)
    option = offer(state, 0, "wild")
    assert option is not None
    act(state, 0, {**option, "player": 2})
    pass_windows(state)
    act(state, 2, {"type": "drafted", "ships": [[10, 2]]})
    assert state.gate[2] == 2


def test_super_takes_two_ships() -> None:
    state = _won(("Flare: Remote",))
    act(state, 0, offer(state, 0, "remote") or {})
    play = prompt_of(state, 0)
    act(state, 0, next(o for o in play.options if o.get("half") == "super"))
    pass_windows(state)
    assert state.extra["Remote/0"] == {"1": 2}


def test_team_cosmic_never_drafts_a_player_against_its_partner() -> None:
    # Remote (seat 0) attacks seat 1, whose partner is seat 3: seat 3's remotes may not be activated
    # (it would ally against its partner), nor may the Wild draft it; its own partner, seat 2, may be
    state = table(
        ["Remote", "", "", ""],
        {"0": ["Attack 20", "Flare: Remote"], "1": ["Attack 04"], "2": ["Attack 06"], "3": ["Attack 05"]},
    )
    state.config = dataclasses.replace(state.config, teams=True)
    pairs = [[0, 2], [1, 3]]
    state.extra[teams.TEAMS] = {"pairs": pairs, "odd": -1, "seating": teams.seating_for(pairs, -1), "at": -1}
    state.extra["Remote/0"] = {"2": 1, "3": 1}
    for owner in (2, 3):  # the remotes came off the owners' home planets
        state.ships[(5 * owner + 1) * state.n + owner] -= 1
    attack(state)
    for seat in (2, 3):  # the partners, invited automatically, stay home
        act(state, seat, {"type": "decline"})
    assert not draftable(state, 0, 3) and draftable(state, 0, 2)
    option = offer(state, 0, "activate")
    assert option is not None and option["players"] == [2]
