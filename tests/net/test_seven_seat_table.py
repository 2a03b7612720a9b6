"""Seven- and eight-seat LAN tables (Cosmic Incursion, Cosmic Conflict and Cosmic Alliance): each colour
expansion is an option of its own, a seventh seat needs two, an eighth all three, black needs Conflict and
white Alliance, a setup may turn them on together with the seats, a resumed game keeps them, and seven- and
eight-player games play to the end over loopback with every client's view the engine's."""

from __future__ import annotations

from typing import Any

import pytest
from net_kit import new_core, play_watched
from test_host_core import lobby_table, refused, send, to

from net.lobby import OPTIONS, Lobby
from net.protocol import ProtocolError

BOTH = {"incursion": True, "conflict": True}
ALL = {**BOTH, "alliance": True}


def test_a_seventh_seat_needs_both_colour_expansions() -> None:
    assert "incursion" in OPTIONS and "conflict" in OPTIONS
    for one in ({"incursion": True}, {"conflict": True}):
        with pytest.raises(ProtocolError, match=r"3 to 6 seats \(a seventh seat needs two of"):
            Lobby.new(7, options=one)
    lobby = Lobby.new(7, bots=3, options=BOTH)
    colours = [s.colour for s in lobby.slots]
    assert colours == ["red", "blue", "purple", "yellow", "green", "orange", "black"]
    config = lobby.config(1)
    assert config.players == 7 and config.expansions == ("conflict", "incursion")
    for off in ({"conflict": False}, {"incursion": False}):  # seven seats cannot lose either
        with pytest.raises(ProtocolError):
            lobby.set_options(off)
    assert lobby.options == BOTH and len(lobby.slots) == 7
    with pytest.raises(ProtocolError, match="3 to 7 seats"):
        Lobby.new(8, options=BOTH)


def test_black_comes_and_goes_with_the_conflict_option() -> None:
    lobby = Lobby.new(4)
    with pytest.raises(ProtocolError, match="no colour 'black'"):
        lobby.recolour(lobby.slots[2], "black")
    lobby.set_options({"conflict": True})
    lobby.recolour(lobby.slots[2], "black")
    assert lobby.config(0).seats[2].colour == "black" and lobby.config(0).conflict
    lobby.set_options({"conflict": False})  # black's seat takes the first free colour of the table
    assert (lobby.slots[2].colour, lobby.slots[2].name) == ("purple", "Purple")
    six = Lobby.new(6, options={"conflict": True})  # one colour expansion: six seats, black the sixth
    assert [s.colour for s in six.slots][5] == "black" and not six.incursion


def test_a_setup_turns_both_options_on_with_the_seventh_seat() -> None:
    core = lobby_table()
    refused(core, 0, {"type": "setup", "players": 7, "options": {"incursion": True}}, "bad_setup")
    refused(core, 0, {"type": "setup", "players": 7, "options": {**BOTH, "conflict": "yes"}}, "bad_setup")
    out = send(core, 0, "setup", players=7, options=BOTH)
    assert [s.colour for s in core.lobby.slots][5:] == ["orange", "black"]
    lobby = to(out, 1, "lobby")[-1]
    assert len(lobby["seats"]) == 7 and lobby["options"]["conflict"] is True
    refused(core, 0, {"type": "setup", "options": {"conflict": False}}, "bad_setup")  # seven need it
    send(core, 0, "setup", players=6, options={"conflict": False})  # both at once: fine
    assert len(core.lobby.slots) == 6 and core.lobby.expansions == ("incursion",)


def test_a_resumed_seven_player_game_keeps_its_expansions(tmp_path: Any) -> None:
    from net.host import HostCore

    path = tmp_path / "seven.jsonl"
    core = new_core(players=7, bots=7, seed=3, journal_path=path, table_options=BOTH)
    core.start()
    assert core.rec is not None and core.rec.state.n == 7
    core.close()
    again = HostCore.resume(path)
    assert len(again.lobby.slots) == 7 and again.lobby.options == BOTH
    assert again.rec is not None and again.rec.config.expansions == ("conflict", "incursion")


@pytest.mark.parametrize("players", [7, 8])
def test_clients_and_a_bot_play_a_seven_or_eight_player_game_to_the_end(players: int) -> None:
    """Every seat but the last is a client (six or seven of them), each view checked after every update."""
    options = {**(ALL if players == 8 else BOTH), "alien_mode": "random", "four_planets": True}
    core = new_core(players=players, bots=1, seed=23, table_options=options)
    done, checked, problems = play_watched(core, players - 1, "easy", check_cards=False)
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.state.over
    last = core.rec.config.seats[players - 1].colour
    assert core.rec.config.players == players and last == ("black", "white")[players - 7]
    assert sorted(c.seat for c in done) == list(range(players - 1))
    assert min(checked[: players - 1]) > 30, checked
    assert all(c.view is not None and c.view["winners"] == core.rec.state.winners for c in done)


def test_an_eighth_seat_needs_all_three_colour_expansions() -> None:
    assert "alliance" in OPTIONS
    for two in ({"incursion": True, "conflict": True}, {"incursion": True, "alliance": True}):
        with pytest.raises(ProtocolError, match=r"3 to 7 seats \(an eighth seat needs Cosmic Incursion"):
            Lobby.new(8, options=two)
    lobby = Lobby.new(8, bots=4, options=ALL)
    assert [s.colour for s in lobby.slots][5:] == ["orange", "black", "white"]
    config = lobby.config(1)
    assert config.players == 8 and config.expansions == ("alliance", "conflict", "incursion")
    for off in ({"alliance": False}, {"conflict": False}, {"incursion": False}):  # eight cannot lose one
        with pytest.raises(ProtocolError):
            lobby.set_options(off)
    assert lobby.options == ALL and len(lobby.slots) == 8


def test_white_comes_and_goes_with_the_alliance_option() -> None:
    lobby = Lobby.new(4)
    with pytest.raises(ProtocolError, match="no colour 'white'"):
        lobby.recolour(lobby.slots[1], "white")
    lobby.set_options({"alliance": True})
    lobby.recolour(lobby.slots[1], "white")
    assert lobby.config(0).seats[1].colour == "white" and lobby.config(0).alliance
    lobby.set_options({"alliance": False})  # white's seat takes the first free colour of the table
    assert (lobby.slots[1].colour, lobby.slots[1].name) == ("blue", "Blue")
    seven = Lobby.new(7, options={"alliance": True, "conflict": True})  # any two: seven seats
    assert [s.colour for s in seven.slots][5:] == ["black", "white"] and not seven.incursion


def test_a_setup_turns_the_three_options_on_with_the_eighth_seat() -> None:
    core = lobby_table()
    refused(core, 0, {"type": "setup", "players": 8, "options": BOTH}, "bad_setup")
    out = send(core, 0, "setup", players=8, options=ALL)
    assert [s.colour for s in core.lobby.slots][5:] == ["orange", "black", "white"]
    lobby = to(out, 1, "lobby")[-1]
    assert len(lobby["seats"]) == 8 and lobby["options"]["alliance"] is True
    refused(core, 0, {"type": "setup", "options": {"alliance": False}}, "bad_setup")  # eight need it


def test_a_resumed_eight_player_game_keeps_its_expansions(tmp_path: Any) -> None:
    from net.host import HostCore

    path = tmp_path / "eight.jsonl"
    core = new_core(players=8, bots=8, seed=3, journal_path=path, table_options=ALL)
    core.start()
    assert core.rec is not None and core.rec.state.n == 8
    core.close()
    again = HostCore.resume(path)
    assert len(again.lobby.slots) == 8 and again.lobby.options == ALL
    assert again.rec is not None and again.rec.config.expansions == ("alliance", "conflict", "incursion")
