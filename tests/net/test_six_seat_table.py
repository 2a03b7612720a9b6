"""A six-seat LAN table (Cosmic Incursion): the lobby allows a sixth seat and orange only with the
``incursion`` option, a setup may turn it on together with the sixth seat, and a six-player game plays to
the end over loopback with every client's view the engine's."""

from __future__ import annotations

from typing import Any

import pytest
from net_kit import new_core, play_watched
from test_host_core import join, lobby_table, refused, send, take, to

from net.lobby import OPTIONS, Lobby
from net.protocol import ProtocolError


def test_a_sixth_seat_needs_the_option() -> None:
    assert "incursion" in OPTIONS
    with pytest.raises(ProtocolError, match="3 to 5 seats"):
        Lobby.new(6)
    lobby = Lobby.new(6, bots=2, options={"incursion": True})
    assert [s.colour for s in lobby.slots] == ["red", "blue", "purple", "yellow", "green", "orange"]
    assert lobby.config(1).incursion and lobby.config(1).players == 6
    with pytest.raises(ProtocolError, match="3 to 6 seats"):
        Lobby.new(7, options={"incursion": True})
    with pytest.raises(ProtocolError):  # six seats cannot lose the option
        lobby.set_options({"incursion": False})
    assert lobby.options == {"incursion": True} and len(lobby.slots) == 6
    with pytest.raises(ProtocolError, match="3 to 5 seats"):
        Lobby.new(5).resize(6)


def test_orange_comes_and_goes_with_the_option() -> None:
    lobby = Lobby.new(4)
    with pytest.raises(ProtocolError, match="no colour 'orange'"):
        lobby.recolour(lobby.slots[1], "orange")
    lobby.set_options({"incursion": True})
    lobby.recolour(lobby.slots[1], "orange")
    lobby.set_options({"incursion": False})  # orange's seat takes the first free base colour
    assert lobby.slots[1].colour == "blue" and lobby.slots[1].name == "Blue"
    assert lobby.config(0).players == 4
    lobby = Lobby.new(6, bots=1, options={"incursion": True})
    lobby.resize(5)
    lobby.recolour(lobby.slots[4], "orange")
    lobby.slots[4].name = "Orange"
    lobby.set_options({"incursion": False})  # a seat named after its colour is renamed with it
    assert (lobby.slots[4].colour, lobby.slots[4].name) == ("green", "Green")


def test_a_setup_turns_the_option_on_with_the_sixth_seat() -> None:
    core = lobby_table()
    refused(core, 0, {"type": "setup", "players": 6}, "bad_setup")
    refused(core, 0, {"type": "setup", "players": 6, "options": {"incursion": False}}, "bad_setup")
    refused(core, 0, {"type": "setup", "players": 6, "options": {"incursion": "yes"}}, "bad_setup")
    out = send(core, 0, "setup", players=6, options={"incursion": True})
    assert len(core.lobby.slots) == 6 and core.lobby.slots[5].colour == "orange"
    lobby = to(out, 1, "lobby")[-1]
    assert len(lobby["seats"]) == 6 and lobby["options"]["incursion"] is True
    refused(core, 0, {"type": "setup", "options": {"incursion": False}}, "bad_setup")  # six seats need it
    send(core, 0, "setup", players=5, options={"incursion": False})  # both at once: fine
    assert len(core.lobby.slots) == 5 and not core.lobby.incursion
    assert join(core, 7, "Di")["seat"] == 4  # seat 3 is a bot; seat 4 (green) is free
    take(core)


def test_a_resumed_six_player_game_keeps_its_sixth_seat(tmp_path: Any) -> None:
    from net.host import HostCore

    path = tmp_path / "six.jsonl"
    core = new_core(players=6, bots=6, seed=3, journal_path=path, table_options={"incursion": True})
    core.start()
    assert core.rec is not None and core.rec.state.n == 6
    core.close()
    again = HostCore.resume(path)
    assert len(again.lobby.slots) == 6 and again.rec is not None and again.rec.config.incursion


def test_five_clients_and_a_bot_play_a_six_player_game_to_the_end() -> None:
    core = new_core(players=6, bots=1, seed=21, table_options={"incursion": True, "four_planets": True})
    done, checked, problems = play_watched(core, 5, "easy", check_cards=False)
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.state.over and core.rec.config.incursion
    assert core.rec.config.players == 6 and core.rec.config.seats[5].colour == "orange"
    assert sorted(c.seat for c in done) == [0, 1, 2, 3, 4]
    assert min(checked[:5]) > 50, checked
    assert all(c.view is not None and c.view["winners"] == core.rec.state.winners for c in done)


def test_a_lan_table_offers_the_reward_deck_only_with_the_expansion() -> None:
    import pytest

    from net.lobby import Lobby
    from net.protocol import ProtocolError

    lobby = Lobby.new(4)
    with pytest.raises(ProtocolError) as refused:
        lobby.set_options({"rewards": "deck"})
    assert refused.value.code == "bad_setup" and lobby.options.get("rewards") is None
    lobby.set_options({"incursion": True, "rewards": "common"})
    assert lobby.config(7).rewards == "common"


def test_a_lan_incursion_game_with_its_aliens_and_the_reward_deck_plays_to_the_end() -> None:
    """Six seats over loopback, the reward deck and random aliens from both sets: every client's view and
    events stay exactly its seat's share after every update."""
    from game import hooks

    options = {"incursion": True, "rewards": "deck", "alien_mode": "random", "four_planets": True}
    for seed in (5, 6, 9):
        core = new_core(players=6, bots=1, seed=seed, table_options=options)
        done, checked, problems = play_watched(core, 5, "easy", check_cards=False)
        assert not problems, problems[:5]
        assert core.rec is not None and core.rec.state.over
        assert sorted(c.seat for c in done) == [0, 1, 2, 3, 4] and min(checked[:5]) > 20, checked
        seated = [a for a in core.rec.state.aliens if a is not None]
        if any(hooks.POWERS[a].expansion == "Incursion" for a in seated):
            return
    raise AssertionError("no Incursion alien was dealt in three random six-player games")
