"""Team Cosmic at a LAN table: the host's ``teams`` option (four seats at least), the teams in every
client's view, and a team game played to the end over loopback with every client's view the engine's."""

from __future__ import annotations

import pytest
from net_kit import new_core, play_watched

from game import teams
from net.lobby import OPTIONS, Lobby
from net.protocol import ProtocolError


def test_the_host_may_turn_teams_on_at_four_seats_or_more() -> None:
    assert "teams" in OPTIONS and "team_immediate_win" in OPTIONS
    with pytest.raises(ProtocolError, match="Team Cosmic needs at least 4 players"):
        Lobby.new(3, options={"teams": True})
    lobby = Lobby.new(5, bots=2, options={"teams": True})
    assert lobby.config(1).teams and not lobby.config(1).team_immediate_win
    with pytest.raises(ProtocolError, match="needs teams"):
        Lobby.new(5, options={"team_immediate_win": True})


def test_clients_play_a_team_game_to_the_end() -> None:
    """Four clients and a bot at five seats (two teams and an odd player): each client's view is the
    engine's after every update, and names the teams."""
    core = new_core(players=5, bots=1, seed=31, table_options={"teams": True, "four_planets": True})
    done, checked, problems = play_watched(core, 4, "easy", check_cards=False)
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.state.over
    state = core.rec.state
    public = teams.public(state)
    assert all(c.view is not None and c.view["teams"]["pairs"] == public["pairs"] for c in done)
    assert min(checked[:4]) > 30, checked
    for seat in state.winners:  # partners win together; the odd player alone
        mate = teams.partner(state, seat)
        assert mate < 0 or mate in state.winners
