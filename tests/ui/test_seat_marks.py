"""Who is away at a LAN table, on the players panel; and a window closed mid-game that is opened again and
joins the table sits in its own seat.

The panel marks a seat whose person dropped with the grace period left ("disconnected, 23 s", counted down on
this screen between the host's messages) and a seat a stand-in bot plays ("bot playing"); the Join screen
sends the seat token the last window kept in the config folder, so the new window gets its seat back.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from kit import Mailbox, frames, make_app, table_app

from game.ui import theme
from game.ui.app import App
from game.ui.remote_session import RemoteSession
from game.ui.scenes.join_game import JoinGameScene
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.results import start_game
from game.ui.scenes.table import TableScene
from net.bridge import HostRunner, NetThread
from net.client import ClientCore
from net.host import HostCore
from net.lobby import Lobby
from net.tokens import TokenStore, table_key

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
SHOTS = Path("/tmp/seat_marks")


def away_table(size: tuple[int, int]) -> tuple[App, TableScene, HostCore, Mailbox, list[float]]:
    """Four seats: this screen's person (Tess), Ben and Cleo (people elsewhere), a bot. Ben has just dropped;
    Cleo dropped long ago and a stand-in plays her seat. ``clock`` is this screen's clock."""
    clock = [1000.0]
    host = HostCore(name="Kitchen", lobby=Lobby.new(4, bots=1), seed=4, auto_start=True, grace=30.0)
    host.lobby.options = {"four_planets": True}
    me = ClientCore("Tess", clock=lambda: clock[0])
    for cid, name in ((1, "Tess"), (2, "Ben"), (3, "Cleo")):
        host.connect(cid)
        host.receive(cid, {"type": "hello", "version": 1, "name": name}, now=0.0)
    for cid in (1, 2, 3):
        host.receive(cid, {"type": "ready", "ready": True}, now=0.0)
    assert host.rec is not None
    host.disconnect(3, now=1.0)
    host.tick(40.0)  # Cleo's grace is over: a bot plays for her
    host.disconnect(2, now=45.0)  # Ben's has just begun
    mailbox = Mailbox()
    for cid, msg in host.take_outbox():
        if cid == 1:
            me.handle(msg)
    session = RemoteSession(me, mailbox)  # type: ignore[arg-type]
    app = make_app(size, **FAST)
    scene = start_game(app, session)
    frames(app, 3)
    return app, scene, host, mailbox, clock


def marks(scene: TableScene) -> list[str]:
    """The hover texts of the marks on the players panel."""
    return [text for _, text in scene.hud.hover if "; a bot plays" in text]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_players_panel_marks_a_dropped_seat_with_its_countdown_and_a_stand_in(
    size: tuple[int, int],
) -> None:
    app, scene, host, mailbox, clock = away_table(size)
    session = scene.session
    assert session.seat_status(0) is None and session.seat_status(3) is None  # here; a bot's seat
    assert session.seat_status(1) == "disconnected, 30 s"
    assert session.seat_status(2) == "bot playing"
    clock[0] += 7.2  # this screen counts down between the host's messages
    frames(app, 1)
    assert session.seat_status(1) == "disconnected, 23 s"
    assert marks(scene) == [
        "Ben: disconnected, 23 s; a bot plays an away person's seat (after the countdown) until they return.",
        "Cleo: bot playing; a bot plays an away person's seat (after the countdown) until they return.",
    ]
    rows = scene.table.layout.players
    hovered = [rect for rect, text in scene.hud.hover if text in marks(scene)]
    assert all(rows.contains(rect) for rect in hovered)
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.screen, SHOTS / f"away_{size[0]}x{size[1]}.png")
    # Ben's time runs out at the host: now a bot plays for him too
    host.tick(45.0 + 30.0)
    mailbox.inbox.extend(msg for cid, msg in host.take_outbox() if cid == 1)
    frames(app, 1)
    assert session.seat_status(1) == "bot playing"
    # Cleo is back: her mark goes
    host.connect(4)
    cleo = host.lobby.slots[2].token
    host.receive(4, {"type": "hello", "version": 1, "name": "Cleo", "token": cleo}, now=80.0)
    mailbox.inbox.extend(msg for cid, msg in host.take_outbox() if cid == 1)
    frames(app, 1)
    assert session.seat_status(2) is None
    assert [t.split(":")[0] for t in marks(scene)] == ["Ben"]
    app.quit()


def test_a_local_table_marks_nobody() -> None:
    app, scene = table_app(["human", "human", "normal"])
    frames(app, 2)
    assert all(scene.session.seat_status(s) is None for s in range(3)) and marks(scene) == []
    app.quit()


# -- a window closed mid-game, opened again ---------------------------------------------------------------
def until(app: App, check: Callable[[], Any], what: str, timeout: float = 30.0) -> None:
    """Run frames in real time (the network works meanwhile) until ``check()``."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, f"not within {timeout} s: {what}"
        app.frame(1 / 30)
        time.sleep(0.005)


@pytest.fixture
def lan_host() -> Iterator[tuple[HostCore, int]]:
    """A table on loopback for one person and two bots; no stand-in, so the game waits for the person."""
    net = NetThread()
    host = HostCore(name="Kitchen", lobby=Lobby.new(3, bots=2), seed=6, auto_start=True, stand_ins=False)
    host.lobby.options = {"four_planets": True}
    runner = HostRunner(net, host, 0, host="127.0.0.1")
    end = time.monotonic() + 5
    while runner.port is None and runner.error is None and time.monotonic() < end:
        time.sleep(0.01)
    assert runner.port is not None
    try:
        yield host, runner.port
    finally:
        runner.stop()
        net.stop()


def test_a_window_closed_mid_game_and_opened_again_sits_in_its_own_seat(
    lan_host: tuple[HostCore, int],
) -> None:
    host, port = lan_host
    first = make_app(**FAST)
    first.switch(JoinGameScene(first, address=f"127.0.0.1:{port}", name="Tess", connect=True, browse=False))
    until(first, lambda: isinstance(first.scene, LobbyScene), "the lobby")
    lobby = first.scene
    assert isinstance(lobby, LobbyScene)
    # the lobby shows a Ready button only once the host has said which seat is this window's
    until(first, lambda: lobby.my_seat() is not None, "the seat")
    lobby.toggle_ready()
    until(first, lambda: isinstance(first.scene, TableScene), "the game")
    table = first.scene
    assert isinstance(table, TableScene)
    seat = table.session.humans[0]
    token = table.session.core.token  # type: ignore[attr-defined]
    path = TokenStore().path
    entry = TokenStore().get(table_key("127.0.0.1", port))
    assert entry is not None and (entry.token, entry.seat, entry.table) == (token, seat, "Kitchen")
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window is closed
    first.frame(1 / 30)
    assert not first.running
    assert path.exists() and TokenStore().get(table_key("127.0.0.1", port)) is not None
    end = time.monotonic() + 5
    while host.lobby.slots[seat].connected:  # the host notices the window went away
        assert time.monotonic() < end
        time.sleep(0.01)
    # a new window (as after a relaunch) joins the same address: its seat comes back, with the game
    second = make_app(**FAST)
    join = JoinGameScene(second, address=f"127.0.0.1:{port}", name="Tess", connect=True, browse=False)
    second.switch(join)
    assert join.rejoining == "Kitchen"
    until(second, lambda: isinstance(second.scene, TableScene), "the table again")
    again = second.scene
    assert isinstance(again, TableScene)
    assert again.session.humans == [seat] and again.session.core.token == token  # type: ignore[attr-defined]
    until(
        second,
        lambda: any("Back in your seat at Kitchen" in line.text for line in again.table.chat),
        "the note",
    )
    assert host.lobby.slots[seat].connected
    second.quit()


def test_a_token_the_host_no_longer_knows_joins_anew_and_the_lobby_says_why(lan_host: Any) -> None:
    _, port = lan_host
    TokenStore().put(table_key("127.0.0.1", port), "0" * 32, "Old table", 1)
    app = make_app(**FAST)
    join = JoinGameScene(app, address=f"127.0.0.1:{port}", name="Tess", connect=True, browse=False)
    app.switch(join)
    assert join.rejoining == "Old table"
    noted = lambda: isinstance(app.scene, LobbyScene) and app.scene.message is not None  # noqa: E731
    until(app, noted, "the lobby's note")
    lobby = app.scene
    assert isinstance(lobby, LobbyScene) and lobby.message is not None
    text, colour = lobby.message
    assert text.startswith("Your seat at Old table was not kept") and colour == theme.BAD
    assert lobby.core.seat == 0  # joined anew, in the first free seat
    entry = TokenStore().get(table_key("127.0.0.1", port))
    assert entry is not None and entry.token == lobby.core.token and entry.token != "0" * 32
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.screen, SHOTS / "lobby_refused.png")
    lobby.leave()  # Leave in the lobby frees the seat: its token is forgotten
    assert TokenStore().get(table_key("127.0.0.1", port)) is None
    app.quit()


def test_the_join_list_says_which_table_keeps_a_seat_for_this_window() -> None:
    from game.ui.scenes.join_game import _same_table, screenshot_scene

    TokenStore().put(table_key("192.168.1.31", 47474), "a" * 32, "Friday   night", 2)
    app = make_app()
    scene = screenshot_scene(app, None)
    assert scene.tokens.tables() == {"192.168.1.31:47474": "Friday   night"}
    scene.kept = scene.tokens.tables()
    kept = [h.name for h in scene.hosts if _same_table(h.name, scene.kept.get(table_key(h.address, h.port)))]
    assert kept == ["Friday night"]  # advertised names have their spaces collapsed
    assert not _same_table("Friday night", "Saturday") and not _same_table("Friday night", None)
    app.quit()
