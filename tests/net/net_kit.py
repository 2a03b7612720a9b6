"""Loopback LAN games for tests: a host on a real TCP port of 127.0.0.1 and bot-driven clients, all in one
asyncio loop, with the host's engine watched so tests can compare what clients were told with the truth."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.events import Event
from game.prompts import Prompt
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
    sync and update that each client's view is the one the host told its seat next, which is the engine's
    view of that seat when it was told (net/public.py numbers), that an update's events are exactly its
    seat's share of what happened since, and (with ``check_cards``) that no card it may not know was named.
    Returns the clients, the updates checked per seat and the problems found."""
    truth = Truth(core)
    checked = [0] * len(core.lobby.slots)
    problems: list[str] = []
    at: dict[int, int] = {}  # client -> index of the last tell of its seat it has seen

    def watch(client: ClientCore, msg: dict[str, Any]) -> None:
        if msg["type"] not in ("sync", "update"):
            return
        seat = client.seat
        assert seat is not None and client.view is not None
        tells = truth.tells[seat]
        last = at.get(id(client), -1)
        found = next(
            (
                j
                for j in range(last + 1, len(tells))
                if tells[j].view == client.view
                and tells[j].state == msg["state"]
                and (msg["type"] == "sync" or tells[j].events == msg["events"])
            ),
            None,
        )
        if found is None:
            problems.append(f"seat {seat}: {msg['type']} at state {msg['state']} is none the host told it")
            return
        if msg["type"] == "update" and found != last + 1:
            problems.append(f"seat {seat}: updates {last + 1}-{found - 1} never arrived")
        at[id(client)] = found
        if check_cards:
            named = cards_in_view(client.view) | cards_in_events(client.events[-len(msg["events"]) :])
            leaked = named - tells[found].allowed
            if leaked:
                problems.append(f"seat {seat} was sent cards {sorted(leaked)} at state {msg['state']}")
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

    return asyncio.run(game()), checked, problems + truth.problems


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
class Told:
    """One view the host told a seat (None: the watchers), with the state id and events it came with and
    the cards the seat was allowed to know by then."""

    view: Any
    state: int
    events: list[Any]
    allowed: frozenset[int]


@dataclass
class Truth:
    """Everything the host told each seat, in order (``tells``), checked as it is told: a view told is the
    engine's view of that seat at that moment (an acknowledgement: the last view told, less the answered
    prompt); the cards each seat may know are its own and every card face up then or earlier."""

    core: HostCore
    tells: dict[int | None, list[Told]] = field(default_factory=dict)
    known: list[set[int]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        core = self.core
        commit, start, tell, ack = core.commit, core.start, core._tell, core._ack

        def start_and_note() -> None:
            self.tells.clear()
            start()

        def commit_and_note(action: dict[str, Any], actor: int | None) -> list[Event]:
            self.note()  # the state it leaves is noted when it is told, or by the next commit
            return commit(action, actor)

        def tell_and_note(key: int | None) -> None:
            assert core.rec is not None
            base = core.event_count - len(core.recent)  # the events told with it: those since the last
            since = core.recent[max(0, core.told_events.get(key, core.event_count) - base) :]
            events = plain(core._wire_events(since, key))
            tell(key)
            self.note()
            for seat, known in enumerate(self.known):  # a card played lies face up, if only for a moment
                known.update(e.data["card"] for e in events_for(since, seat) if e.kind == "card_played")
            expected = core.numbering.view(plain(view_for(core.rec.state, key)), core.step)
            if core.told[key] != expected:
                self.problems.append(f"seat {key}: the host told a view that is not the engine's")
            self._add(key, core.told[key], events)

        def ack_and_note(answered: Prompt) -> None:
            ack(answered)
            if answered.seat in core.told:
                self._add(answered.seat, core.told[answered.seat], [])

        core.start = start_and_note  # type: ignore[method-assign]
        core.commit = commit_and_note  # type: ignore[method-assign]
        core._tell = tell_and_note  # type: ignore[method-assign]
        core._ack = ack_and_note  # type: ignore[method-assign]

    def _add(self, key: int | None, view: Any, events: list[Any]) -> None:
        allowed = frozenset(self.known[key]) if key is not None else frozenset()
        self.tells.setdefault(key, []).append(Told(view, self.core.step, events, allowed))

    def note(self) -> None:
        rec = self.core.rec
        assert rec is not None
        state = rec.state
        if not self.known:
            self.known = [set() for _ in range(state.n)]
        public = face_up(state)
        for s in range(state.n):
            self.known[s] |= public | own_cards(state, s)


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
