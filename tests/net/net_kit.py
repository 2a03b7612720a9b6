"""Loopback LAN games for tests: a host on a real TCP port of 127.0.0.1 and bot-driven clients, all in one
asyncio loop, with the host's engine watched so tests can compare what clients were told with the truth."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.events import Event
from game.view import events_for, view_for
from game.wire import state_hash
from net import bot_client
from net.client import ClientCore
from net.host import HostCore, plain
from net.lobby import Lobby
from net.server import HostServer

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_view_secrecy import card_ids, face_up, own_cards  # the engine tests: secrecy oracle

__all__ = ["Truth", "card_ids", "new_core", "play_watched", "serve", "snapshot"]


def play_watched(
    core: HostCore, clients: int, strength: str = "normal", check_cards: bool = True
) -> tuple[list[ClientCore], list[int], list[str]]:
    """Serve ``core`` and let ``clients`` bot clients play it to the end over loopback, checking after every
    update that each client's view equals the engine's view of its seat at that state and that its events
    are exactly its seat's share (and, with ``check_cards``, that no card it may not know was named).
    Returns the clients, the updates checked per seat and the problems found."""
    truth = Truth(core)
    checked = [0] * len(core.lobby.slots)
    problems: list[str] = []

    def watch(client: ClientCore, msg: dict[str, Any]) -> None:
        if msg["type"] not in ("sync", "update"):
            return
        seat, state = client.seat, client.state
        assert seat is not None and client.view is not None
        if client.view != truth.views[state][seat]:
            problems.append(f"seat {seat}: view differs from the engine's at state {state}")
        if msg["type"] == "update" and msg["events"] != sent_events(truth.events[state], seat):
            problems.append(f"seat {seat}: events differ from its share at state {state}")
        if check_cards:
            named = cards_in_view(client.view) | cards_in_events(client.events[-len(msg["events"]) :])
            leaked = named - truth.allowed[state][seat]
            if leaked:
                problems.append(f"seat {seat} was sent cards {sorted(leaked)} at state {state}")
        checked[seat] += 1

    async def game() -> list[ClientCore]:
        server = await serve(core)
        try:
            players = [
                bot_client.play("127.0.0.1", server.port, f"P{i}", strength, seed=i, watch=watch)
                for i in range(clients)
            ]
            return list(await asyncio.wait_for(asyncio.gather(*players), 120))
        finally:
            await server.stop()

    return asyncio.run(game()), checked, problems


def new_core(players: int = 5, bots: int = 1, seed: int = 7, **options: Any) -> HostCore:
    """A table that starts by itself once every person's seat is held and ready."""
    table_options = options.pop("table_options", {"four_planets": True})
    lobby = Lobby.new(players, bots, options=table_options)  # checked: six seats need "incursion"
    core = HostCore(name="Test table", lobby=lobby, seed=seed, auto_start=True, **options)
    core.lobby.options = dict(table_options)
    return core


async def serve(core: HostCore, **kwargs: Any) -> HostServer:
    """Start serving ``core`` on an ephemeral loopback port."""
    server = HostServer(core, host="127.0.0.1", port=0, **kwargs)
    await server.start()
    return server


@dataclass
class Truth:
    """After every action the host commits: each seat's true view, and the cards each seat has been
    allowed to know so far (its own cards and the face-up ones, then or earlier)."""

    core: HostCore
    views: dict[int, dict[int | None, Any]] = field(default_factory=dict)
    allowed: dict[int, list[frozenset[int]]] = field(default_factory=dict)
    known: list[set[int]] = field(default_factory=list)
    events: dict[int, list[Event]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        commit = self.core.commit
        start = self.core.start

        def start_and_note() -> None:
            start()
            self.note()
            assert self.core.rec is not None
            self.events[0] = self.core.rec.opening_events

        def commit_and_note(action: dict[str, Any], actor: int | None) -> list[Event]:
            events = commit(action, actor)
            self.note()
            self.events[self.core.state_id] = events
            return events

        self.core.start = start_and_note  # type: ignore[method-assign]
        self.core.commit = commit_and_note  # type: ignore[method-assign]

    def note(self) -> None:
        rec = self.core.rec
        assert rec is not None
        state = rec.state
        if not self.known:
            self.known = [set() for _ in range(state.n)]
        public = face_up(state)
        for s in range(state.n):
            self.known[s] |= public | own_cards(state, s)
        self.allowed[state.actions] = [frozenset(k) for k in self.known]
        self.views[state.actions] = {s: plain(view_for(state, s)) for s in [None, *range(state.n)]}


def sent_events(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    """The events ``seat`` should have been sent, in wire form."""
    return list(plain([e.to_dict() for e in events_for(events, seat)]))


def snapshot(core: HostCore) -> Any:
    """Everything a refused message must leave alone (strike counts aside)."""
    return (
        core.phase,
        state_hash(core.rec.state) if core.rec is not None else None,
        [dict(vars(s)) for s in core.lobby.slots],
        dict(core.lobby.options),
        {c.id: (c.joined, c.name, c.token, c.seat, c.admin) for c in core.conns.values()},
    )


def cards_in_view(view: dict[str, Any]) -> set[int]:
    """Every cosmic card id a view names."""
    enc = view["encounter"]
    out = set(view["hand"] or []) | set(view["discard"]) | set(enc["in_play"])
    shown = (enc["offense_card"], enc["defense_card"], view["my_card"])
    out |= {c for c in shown if c is not None and c >= 0}
    for play in enc["plays"]:
        out.add(play["card"])
        out.update(play.get("shown", []))
    return out


def cards_in_events(events: list[Event]) -> set[int]:
    """Every cosmic card id the events name."""
    return {c for e in events for c in card_ids(e)}
