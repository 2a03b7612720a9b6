"""Seat tokens kept between launches, and who is away at a table.

A window keeps its seat's token in the config folder (net/tokens.py): relaunched, it reads the file, says
hello with the token and sits in its own seat again, with a sync. Everyone at the table is told when a
person drops (with the seconds of grace left, which clients count down themselves), when a bot stands in,
and when the person is back. Over real loopback TCP.
"""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from net_kit import new_core, serve

from game.bots import make_bot
from net import bot_client
from net.client import AWAY, HERE, STAND_IN, ClientCore
from net.host import HostCore
from net.link import Link
from net.lobby import Lobby
from net.tokens import FILE_NAME, KEEP_DAYS, SeatKeeper, SeatToken, TokenStore, table_key

LOOPBACK = "127.0.0.1"


# -- the store ---------------------------------------------------------------------------------------------
def test_the_token_file_is_in_the_config_folder_and_only_its_owner_may_read_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COSMIC_TABLE_CONFIG", str(tmp_path / "config"))
    store = TokenStore()
    assert store.path == tmp_path / "config" / FILE_NAME
    store.put(table_key("192.168.1.20", 47474), "ab" * 16, "Kitchen", 2)
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    entry = TokenStore().get("192.168.1.20:47474")
    assert entry is not None and (entry.token, entry.table, entry.seat) == ("ab" * 16, "Kitchen", 2)
    assert [p.name for p in store.path.parent.iterdir()] == [FILE_NAME]  # no temporary file left behind


def test_entries_expire_after_a_week_and_a_stale_drop_leaves_a_newer_token(tmp_path: Path) -> None:
    now = [1_000_000.0]
    store = TokenStore(tmp_path / FILE_NAME, clock=lambda: now[0])
    store.put("a:1", "old", "A", 0)
    store.put("b:2", "mine", "B", 1)
    now[0] += KEEP_DAYS * 86400 - 1
    assert store.get("a:1") is not None
    store.put("b:2", "mine", "B", 1)  # refreshed: its week starts again
    now[0] += 2
    assert store.get("a:1") is None and store.get("b:2") is not None
    store.drop("b:2", "someone else's")
    assert store.get("b:2") is not None
    store.drop("b:2", "mine")
    assert store.get("b:2") is None
    assert json.loads(store.path.read_text())["tables"] == {}  # the expired entry went with the next write


def test_a_corrupt_file_counts_as_empty_and_the_next_save_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    for junk in ("{not json", "[]", '{"format": 1, "tables": {"a:1": {"token": 5}}}', '{"format": 99}'):
        path.write_text(junk)
        store = TokenStore(path)
        assert store.get("a:1") is None and store.tables() == {}
    store.put("a:1", "t", "A", 0)
    assert TokenStore(path).get("a:1") is not None


def test_a_token_another_running_window_saved_is_not_offered_one_whose_window_closed_is(
    tmp_path: Path,
) -> None:
    path = tmp_path / FILE_NAME
    store = TokenStore(path)
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True)
    gone = int(finished.stdout)
    running = os.getppid()  # the process that started these tests: alive, and not this one
    tables = {
        "here:1": SeatToken("t1", "A", 0, store.clock(), running),
        "gone:2": SeatToken("t2", "B", 1, store.clock(), gone),
        "mine:3": SeatToken("t3", "C", 2, store.clock(), os.getpid()),
    }
    store._write(tables)
    assert store.get("here:1") is None
    assert store.get("gone:2") is not None and store.get("mine:3") is not None
    assert store.tables() == {"gone:2": "B", "mine:3": "C"}


# -- a window's client over loopback -------------------------------------------------------------------------
@dataclass
class Window:
    """What a game window does at a LAN table, without pygame: its client, its seat keeper reading and writing
    the token file, and a bot answering its prompts."""

    name: str
    store: TokenStore
    port: int
    core: ClientCore = field(init=False)
    keeper: SeatKeeper = field(init=False)
    link: Link | None = None
    offered: SeatToken | None = None
    syncs: int = 0

    def __post_init__(self) -> None:
        key = table_key(LOOPBACK, self.port)
        self.offered = self.store.get(key)  # a fresh launch: what the file says
        self.core = ClientCore(self.name, token=self.offered.token if self.offered else None)
        self.keeper = SeatKeeper(self.store, key, self.offered)

    async def play(self, until: Any = None) -> None:
        """Join, ready up, answer prompts until ``until(core)`` (then drop the link without a goodbye, as a
        killed window does) or the game ends."""
        bot = make_bot("normal", 3)
        self.link = link = await Link.open(LOOPBACK, self.port)
        link.send(self.core.hello())
        try:
            while True:
                msg = await link.recv()
                if msg is None:
                    return
                self.core.handle(msg)
                self.keeper.observe(self.core)
                kind = msg["type"]
                self.syncs += kind == "sync"
                if kind == "lobby" and self.core.phase == "lobby" and self.core.seat is not None:
                    if not msg["seats"][self.core.seat]["ready"]:
                        link.send({"type": "ready", "ready": True})
                elif kind in ("sync", "update") and self.core.prompts:
                    prompt = self.core.prompts[0]
                    view = dict(self.core.view or {})
                    link.send(self.core.act(prompt, bot.act(prompt, view.copy)))
                await link.drain()
                if self.core.over or (until is not None and until(self.core)):
                    return
        finally:
            await link.close()


def test_a_relaunched_window_sits_in_its_own_seat_again_and_the_table_sees_it_go_and_come_back(
    tmp_path: Path,
) -> None:
    core = new_core(players=3, bots=1, seed=21, grace=1.5)
    path = tmp_path / FILE_NAME
    flaky_seat: list[int] = []
    statuses: list[tuple[bool, bool, float | None]] = []  # what the steady player was told of that seat

    def watch(client: ClientCore, msg: dict[str, Any]) -> None:
        if msg["type"] == "lobby" and flaky_seat and client.phase != "lobby":
            s = msg["seats"][flaky_seat[0]]
            statuses.append((s["connected"], s["stand_in"], s["grace"]))

    async def game() -> tuple[Window, Window, ClientCore]:
        server = await serve(core, bot_delay=0.02)  # the stand-in must not finish the game in a blink
        steady_core: list[ClientCore] = []

        def steady_watch(client: ClientCore, msg: dict[str, Any]) -> None:
            steady_core[:] = [client]
            watch(client, msg)

        try:
            steady = asyncio.ensure_future(
                bot_client.play(LOOPBACK, server.port, "Steady", seed=1, watch=steady_watch)
            )
            first = Window("Flaky", TokenStore(path), server.port)
            assert first.offered is None  # never been here
            await first.play(until=lambda c: c.state >= 40)  # mid-game, the window is killed
            seat = first.core.seat
            assert seat is not None
            flaky_seat.append(seat)
            # the others are told at once, with the grace period left, and count it down themselves
            other = steady_core[0]
            await until(lambda: other.presence(seat)[0] == AWAY)
            left = other.presence(seat)[1]
            assert left is not None and 0.5 < left <= 1.5
            await asyncio.sleep(0.3)
            where, later = other.presence(seat)
            assert where == STAND_IN or (later is not None and later <= left - 0.25)
            await until(lambda: other.presence(seat)[0] == STAND_IN, seconds=5)
            assert core.rec is not None and not core.rec.state.over
            # relaunched: a new window reads the file and sits down again
            second = Window("Flaky", TokenStore(path), server.port)
            assert second.offered is not None and second.offered.token == first.core.token
            await asyncio.wait_for(second.play(), 60)
            return first, second, await asyncio.wait_for(steady, 10)
        finally:
            await server.stop()

    async def until(check: Any, seconds: float = 3.0) -> None:
        end = asyncio.get_running_loop().time() + seconds
        while not check():
            assert asyncio.get_running_loop().time() < end, "timed out"
            await asyncio.sleep(0.01)

    first, second, steady = asyncio.run(game())
    seat = flaky_seat[0]
    assert second.core.seat == seat and second.core.token == first.core.token
    assert second.syncs >= 1 and second.core.over and steady.over
    assert second.keeper.notice is not None and second.keeper.notice.startswith("Back in your seat")
    assert not second.core.rejects
    # the table saw: here, away with a countdown, a stand-in, here again
    away = [g for c, s, g in statuses if not c and not s]
    assert away and away[0] is not None and 1.0 < away[0] <= 1.5
    assert (False, True, None) in statuses
    assert statuses.index((False, True, None)) > statuses.index((False, False, away[0]))
    assert statuses[-1][:2] == (True, False) and steady.presence(seat) == (HERE, None)
    # the game is over: the token is of no use any more
    assert TokenStore(path).get(table_key(LOOPBACK, second.port)) is None


def test_the_token_file_is_mode_0600_while_the_game_goes_on(tmp_path: Path) -> None:
    core = new_core(players=3, bots=2, seed=5)
    path = tmp_path / FILE_NAME

    async def game() -> Window:
        server = await serve(core)
        try:
            window = Window("Solo", TokenStore(path), server.port)
            await window.play(until=lambda c: c.state >= 5)
            return window
        finally:
            await server.stop()

    window = asyncio.run(game())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    entry = TokenStore(path).get(table_key(LOOPBACK, window.port))
    assert entry is not None and entry.token == window.core.token and entry.seat == window.core.seat
    assert entry.table == "Test table"


def test_a_token_the_host_does_not_know_joins_anew_and_says_so(tmp_path: Path) -> None:
    core = HostCore(name="New table", lobby=Lobby.new(3, bots=1), seed=3)
    path = tmp_path / FILE_NAME

    async def join() -> Window:
        server = await serve(core)
        try:
            TokenStore(path).put(table_key(LOOPBACK, server.port), "f" * 32, "Old table", 1)
            window = Window("Ann", TokenStore(path), server.port)
            assert window.offered is not None
            await window.play(until=lambda c: c.lobby is not None and c.rejects)
            return window
        finally:
            await server.stop()

    window = asyncio.run(join())
    assert [r["code"] for r in window.core.rejects] == ["unknown_token"]
    assert window.core.seat == 0 and window.core.token != "f" * 32  # a newcomer, in the first free seat
    assert window.keeper.notice is not None and "Old table" in window.keeper.notice
    entry = TokenStore(path).get(table_key(LOOPBACK, window.port))
    assert entry is not None and entry.token == window.core.token  # the new seat replaced the stale one


def test_leaving_a_lobby_forgets_the_token_and_leaving_a_game_keeps_it(tmp_path: Path) -> None:
    store = TokenStore(tmp_path / FILE_NAME)
    host = HostCore(name="T", lobby=Lobby.new(3, bots=1), seed=3)
    cores = []
    for cid, name in ((1, "Ann"), (2, "Ben")):
        client = ClientCore(name)
        keeper = SeatKeeper(store, f"t:{cid}")
        host.connect(cid)
        host.receive(cid, client.hello())
        cores.append((cid, client, keeper))
    outbox = host.take_outbox()
    for cid, client, keeper in cores:
        for to, msg in outbox:
            if to == cid:
                client.handle(msg)
        keeper.observe(client)
        assert store.get(f"t:{cid}") is not None
    cid, client, keeper = cores[0]
    keeper.leaving(client)  # Leave in the lobby: the host frees the seat, the token is worth nothing
    assert store.get("t:1") is None
    cid, client, keeper = cores[1]
    client.phase = "playing"
    keeper.leaving(client)  # in a game the seat waits for its token
    assert store.get("t:2") is not None


def test_seat_status_reaches_everyone_with_the_grace_left_in_the_lobby_too() -> None:
    host = HostCore(name="T", lobby=Lobby.new(3, bots=1), seed=3, grace=30.0)
    host.connect(1)
    host.receive(1, {"type": "hello", "version": 1, "name": "Ann"}, now=100.0)
    host.connect(2)
    host.receive(2, {"type": "hello", "version": 1, "name": "Ben"}, now=101.0)
    host.take_outbox()
    host.disconnect(1, now=110.0)
    ((to, msg),) = host.take_outbox()
    assert to == 2 and msg["seats"][0]["connected"] is False and msg["seats"][0]["grace"] == 30.0
    assert msg["seats"][1]["grace"] is None and msg["seats"][2]["grace"] is None  # here; a bot
    host.receive(2, {"type": "ping"}, now=125.0)
    host.receive(2, {"type": "ready", "ready": True}, now=125.0)
    lobby = [m for _, m in host.take_outbox() if m["type"] == "lobby"][-1]
    assert lobby["seats"][0]["grace"] == 15.0  # the seconds left when this message was sent
    host.tick(140.5)  # in the lobby an away seat is freed when its grace ends
    ((_, msg),) = host.take_outbox()
    assert msg["seats"][0]["taken"] is False and msg["seats"][0]["grace"] is None
