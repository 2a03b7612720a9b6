"""Nothing a client receives tells it who else was asked in a play window (net/public.py).

Only seats that can play are asked in a window, so being asked says "I hold something playable". Two
attacks, both at the whole-game scale with random aliens (five players; six with Cosmic Incursion and the
reward deck):

- **Counterfactual** (the host core, message by message): the same game is played again with *phantom*
  window prompts, seats that hold nothing asked anyway (and passing), in windows where the engine asks
  others or nobody. Every byte a seated client and a spectator receive, and every refusal and sync they get
  when they probe the host at a public point, is the same in both games: which other seats were asked
  cannot be read from them. The phantoms also shift the engine's own prompt and play numbers (``state.seq``)
  and answer count (``state.actions``), so no engine number leaks through either.
- **Over TCP** (a real server, bots at the host, a seated client and a spectator): every message the
  clients read is checked against the host's own record: nothing reaches a seat while a window is open
  unless it was asked there (or it is its own answer's acknowledgement); no update names a seat that
  answered a window; the state ids seen step by one at each public point and never otherwise; a watcher
  gets exactly one update per public point.
"""

from __future__ import annotations

import asyncio
import copy
import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from net_kit import new_core, serve

from game.bots import make_bot
from game.core import STEPS, ask
from game.engine import TABLE
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import PASS
from net import bot_client, patch
from net.host import HostCore
from net.link import Link
from net.protocol import PROTOCOL_VERSION, encode
from net.public import WINDOW, is_public

Message = dict[str, Any]
FIVE: dict[str, Any] = {"alien_mode": "random", "four_planets": True}
SIX: dict[str, Any] = {**FIVE, "incursion": True, "rewards": "deck"}
SPECTATOR = 99


# -- the counterfactual: phantom window prompts -----------------------------------------------------------
@dataclass
class Phantoms:
    """While installed, every play window also asks some seats that were not asked (never ``spared``), each
    with nothing but a pass; ``rate`` 0 asks nobody extra. The game goes on exactly as without them."""

    spared: int
    rate: float
    seed: int
    asked: set[int] = field(default_factory=set)  # engine ids of the phantom prompts
    windows: int = 0  # windows that got a phantom

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def __enter__(self) -> Phantoms:
        self.original = STEPS["window"]
        STEPS["window"] = self.window
        return self

    def __exit__(self, *exc: object) -> None:
        STEPS["window"] = self.original

    def window(self, state: GameState, ev: Any, name: str, target: int = -1) -> None:
        queued = len(state.queue)
        before = {p.id for p in state.prompts}
        self.original(state, ev, name, target)
        if len(state.queue) > queued or self.rate == 0:
            return  # mandatory uses first: the window comes back after them
        asked = {p.seat for p in state.prompts if p.id not in before}
        if not asked and (state.answers or state.window is not None):
            return  # opening a window here would drop answers kept for something else
        others = [s for s in range(state.n) if s != self.spared and s not in asked]
        extra = [s for s in others if self.rng.random() < self.rate]
        for seat in extra:
            self.asked.add(ask(state, seat, CHOOSE, WINDOW, [PASS]).id)
        if extra:
            self.windows += 1
            if not asked:
                state.window, state.answers = {"name": name, "target": target}, {}


@dataclass
class Table:
    """A host core with a person's connection at every seat (cid = seat) and a watcher; the test decides
    for everyone with random bots and records what the observed seat and the watcher receive, as bytes."""

    core: HostCore
    observed: int
    got: dict[int, list[bytes]] = field(default_factory=dict)
    state: dict[int, int] = field(default_factory=dict)  # cid -> the latest state id it was sent
    probes: int = 0

    def take(self) -> list[int]:
        """Deliver the host's messages; returns the connections that got something."""
        cids = []
        for cid, msg in self.core.take_outbox():
            if msg["type"] in ("sync", "update"):
                self.state[cid] = msg["state"]
            if cid in (self.observed, SPECTATOR) and (self.got.get(cid) or msg["type"] == "sync"):
                self.got.setdefault(cid, []).append(encode(msg))  # from the first sync (welcomes hold tokens)
            cids.append(cid)
        return cids

    def probe(self) -> None:
        """At a public point the observed seat pokes the host: an act for a prompt it never had, one from a
        state ahead of the host, a sync, a ping (the last two pay the strikes back)."""
        cid, core = self.observed, self.core
        mine = self.state.get(cid, 0)
        for msg in (
            {"type": "act", "state": mine, "prompt": 10**6, "action": {"type": "pass"}},
            {"type": "act", "state": mine + 1, "prompt": 10**6, "action": {"type": "pass"}},
            {"type": "sync"},
            {"type": "ping", "n": self.probes},
        ):
            core.receive(cid, msg)
        self.probes += 1
        self.take()


def table(players: int, options: dict[str, Any], seed: int, observed: int) -> Table:
    core = new_core(players=players, bots=0, seed=seed, table_options=options)
    core.connect(SPECTATOR)
    core.receive(
        SPECTATOR, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Watcher", "spectate": True}
    )
    for seat in range(players):
        core.connect(seat)
        core.receive(seat, {"type": "hello", "version": PROTOCOL_VERSION, "name": f"P{seat}"})
    tab = Table(core, observed)
    for seat in range(players):
        core.receive(seat, {"type": "ready", "ready": True})
    assert core.rec is not None, "the table starts once everyone is ready"
    return tab


def play(
    players: int, options: dict[str, Any], seed: int, phantoms: Phantoms, limit: int
) -> tuple[Table, int]:
    """Play a game (up to ``limit`` answers) with ``phantoms`` installed; returns the table and the number
    of public points the observed seat probed at."""
    observed = phantoms.spared
    with phantoms:
        tab = table(players, options, seed, observed)
        core = tab.core
        assert core.rec is not None
        bots = {s: make_bot("random", 1000 * seed + s) for s in range(players)}
        if observed in tab.take() and is_public(core.rec.state):
            tab.probe()
        for _ in range(limit):
            state = core.rec.state
            if state.over:
                break
            # the lowest seat first: the observed seat's answer may close a window, or leave it open
            prompt = min(state.prompts, key=lambda p: p.seat)
            phantom = prompt.id in phantoms.asked
            action = dict(PASS) if phantom else bots[prompt.seat].act(prompt, lambda: {})
            body = core.numbering.action_out({k: v for k, v in action.items() if k not in ("seat", "prompt")})
            number = core.wire_prompt_id(prompt)
            msg = {"type": "act", "state": tab.state.get(prompt.seat, 0), "prompt": number, "action": body}
            core.receive(prompt.seat, msg)
            told = tab.take()
            assert not [m for c, m in core.outbox if m["type"] == "reject"]
            if observed in told and is_public(core.rec.state):
                tab.probe()
    return tab, tab.probes


@pytest.mark.parametrize(
    ("players", "options", "seed", "observed"),
    [(5, FIVE, 4, 2), (5, FIVE, 9, 0), (6, SIX, 6, 3)],
)
def test_phantom_window_prompts_change_no_byte_a_seat_or_a_watcher_receives(
    players: int, options: dict[str, Any], seed: int, observed: int
) -> None:
    plain, probes = play(players, options, seed, Phantoms(observed, 0.0, 0), 2000)
    phantoms = Phantoms(observed, 0.5, seed)
    asked, _ = play(players, options, seed, phantoms, 10_000)  # the phantoms answer too
    assert plain.core.rec is not None and asked.core.rec is not None
    assert plain.core.rec.state.over and asked.core.rec.state.over  # whole games
    assert phantoms.windows > 20 and probes > 20, (phantoms.windows, probes)
    # the very same game, though the phantoms moved the engine's own numbers on...
    assert plain.core.rec.state.winners == asked.core.rec.state.winners
    assert plain.core.rec.state.actions < asked.core.rec.state.actions
    assert plain.core.rec.state.seq < asked.core.rec.state.seq
    # ...told alike, byte for byte, to the observed seat and to the watcher, probes and refusals included
    for cid in (observed, SPECTATOR):
        mine, theirs = plain.got[cid], asked.got[cid]
        first = next((i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b), None)
        assert first is None, f"connection {cid}: message {first} differs"
        assert len(mine) == len(theirs) > 200


# -- over TCP: what clients read against the host's own record ------------------------------------------
@dataclass
class Record:
    """The host's log: every message it queued, with what was true when it did."""

    core: HostCore
    sent: list[tuple[int, Message, bool, frozenset[int], int | None, int | None]] = field(
        default_factory=list
    )
    asked: set[int] = field(default_factory=set)  # seats asked in a window since the last public point
    answered: set[int] = field(default_factory=set)  # seats that answered a window since then
    actor: int | None = None  # whose non-window action began the segment
    acker: int | None = None  # the seat whose window answer is being acknowledged now
    public_points: int = 0
    hidden: int = 0  # window answers that left the window open

    def __post_init__(self) -> None:
        core = self.core
        send, commit, ack, tell = core.send, core.commit, core._ack, core._tell

        def send_and_note(cid: int, msg: Message) -> None:
            state = core.rec.state if core.rec is not None else None
            public = state is None or is_public(state)
            if state is not None:
                self.asked |= {p.seat for p in state.prompts if p.ctx == WINDOW}
            self.sent.append((cid, msg, public, frozenset(self.asked), self.actor, self.acker))
            send(cid, msg)

        def commit_and_note(action: dict[str, Any], actor: int | None) -> Any:
            assert core.rec is not None
            state = core.rec.state
            if is_public(state):
                self.asked, self.answered, self.actor = set(), set(), None
            answered: Prompt | None = next((p for p in state.prompts if p.seat == action["seat"]), None)
            if answered is not None and answered.ctx == WINDOW:
                self.answered.add(answered.seat)
            elif action["seat"] != TABLE:
                self.actor = action["seat"]
            events = commit(action, actor)
            self.asked |= {p.seat for p in core.rec.state.prompts if p.ctx == WINDOW}
            self.hidden += answered is not None and answered.ctx == WINDOW and not is_public(core.rec.state)
            return events

        def ack_and_note(prompt: Prompt) -> None:
            self.acker = prompt.seat
            ack(prompt)
            self.acker = None

        def tell_and_note(key: int | None) -> None:
            if key is None and core.rec is not None and is_public(core.rec.state):
                self.public_points += 1  # the watchers are told last at a public point
            tell(key)

        core.send = send_and_note  # type: ignore[method-assign]
        core.commit = commit_and_note  # type: ignore[method-assign]
        core._ack = ack_and_note  # type: ignore[method-assign]
        core._tell = tell_and_note  # type: ignore[method-assign]


async def watch_game(core: HostCore, seat_name: str) -> tuple[list[Message], list[Message]]:
    """A watcher (a raw link) and then a bot client join; the bots at the host fill the other seats, and
    the game is played to its end. Returns what the watcher and the client read, in order."""
    server = await serve(core)
    try:
        watcher = await Link.open("127.0.0.1", server.port)
        watcher.send({"type": "hello", "version": PROTOCOL_VERSION, "name": "Watcher", "spectate": True})
        seen: list[Message] = []
        played: list[Message] = []

        async def read_watcher() -> None:
            view: dict[str, Any] | None = None
            while (msg := await watcher.recv()) is not None:
                seen.append(copy.deepcopy(msg))  # as read: a client's patches change what it keeps
                if msg["type"] == "sync":
                    view = msg["view"]
                if msg["type"] == "update" and view is not None:
                    view = patch.apply(view, msg["patch"])
                    if view["over"]:
                        return

        reading = asyncio.ensure_future(read_watcher())
        await asyncio.sleep(0.05)  # the watcher is in before the table fills and starts
        client = bot_client.play(
            "127.0.0.1",
            server.port,
            seat_name,
            "easy",
            watch=lambda _, msg: played.append(copy.deepcopy(msg)),
        )
        done = await asyncio.wait_for(client, 60)
        await asyncio.wait_for(reading, 10)
        await watcher.close()
        assert done.over
        return seen, played
    finally:
        await server.stop()


def check_stream(record: Record, cid: int, seat: int | None, got: list[Message]) -> None:
    """``got`` is exactly what the host queued for ``cid``, and every update in it obeys the rule."""
    game = ("sync", "update", "reject")  # (the server may fold lobby messages together)
    queued = [encode(m) for c, m, *_ in record.sent if c == cid and m["type"] in game]
    read = [encode(m) for m in got if m["type"] in game]
    assert read == queued[: len(read)] and len(read) > 100
    step = -1
    updates = 0
    for c, msg, public, asked, actor, acker in record.sent:
        if c != cid or msg["type"] not in ("sync", "update"):
            continue
        if msg["type"] == "sync":
            step = msg["state"]
            continue
        updates += 1
        own_ack = acker is not None and acker == seat
        if own_ack:
            assert msg["actor"] == seat and msg["events"] == [] and msg["state"] == step
            continue
        # told inside a window only when asked in it; the actor is never a window's answerer
        assert public or (seat is not None and seat in asked), msg
        assert msg["actor"] == actor, (msg["actor"], actor)
        assert msg["state"] == step + (1 if public else 0) or step == msg["state"] == 0
        step = msg["state"]
    assert updates > 100


@pytest.mark.parametrize(("players", "options", "seed"), [(5, FIVE, 31), (6, SIX, 32)])
def test_over_tcp_a_seat_and_a_watcher_read_nothing_of_who_was_asked(
    players: int, options: dict[str, Any], seed: int
) -> None:
    core = new_core(players=players, bots=players - 1, seed=seed, table_options=options)
    for slot in core.lobby.slots[1:]:
        slot.strength = "easy"
    record = Record(core)
    watched, played = asyncio.run(watch_game(core, "Solo"))
    assert core.rec is not None and core.rec.state.over
    welcomes = {m["seat"]: c for c, m, *_ in record.sent if m["type"] == "welcome"}
    check_stream(record, welcomes[None], None, watched)
    check_stream(record, welcomes[0], 0, played)
    # a watcher is told once per public point (the first with its sync), never inside a window
    updates = [m for c, m, *_ in record.sent if c == welcomes[None] and m["type"] == "update"]
    assert len(updates) == record.public_points - 1
    assert [m["state"] for m in updates] == list(range(1, len(updates) + 1))
    # other seats answered windows while they stayed open, and nobody else heard of it then
    assert record.hidden > 20, record.hidden


# -- a resumed host ------------------------------------------------------------------------------------
@pytest.mark.parametrize("stop_inside_a_window", [True, False])
def test_a_resumed_host_tells_each_seat_what_it_had_told_it(
    tmp_path: Any, stop_inside_a_window: bool
) -> None:
    """Killed in the middle of a game (inside a play window, or at a public point), the host resumed from
    its journal has the same public step, the same numbers for the open prompts and the same view told to
    every seat: a seat not asked in the open window is still shown the last public point."""
    path = tmp_path / "game.jsonl"
    core = new_core(players=5, bots=0, seed=12, table_options=FIVE, journal_path=path)
    core.connect(SPECTATOR)
    hello = {"type": "hello", "version": PROTOCOL_VERSION, "name": "Watcher", "spectate": True}
    core.receive(SPECTATOR, hello)
    for seat in range(5):
        core.connect(seat)
        core.receive(seat, {"type": "hello", "version": PROTOCOL_VERSION, "name": f"P{seat}"})
        core.receive(seat, {"type": "ready", "ready": True})
    assert core.rec is not None
    bots = {s: make_bot("random", s) for s in range(5)}
    windows = 0
    for _ in range(5000):
        state = core.rec.state
        inside = not is_public(state) and len({p.seat for p in state.prompts}) > 1
        windows += inside
        if windows > 5 and inside == stop_inside_a_window:
            break
        prompt = min(state.prompts, key=lambda p: p.seat)
        core.commit({**bots[prompt.seat].act(prompt, lambda: {}), "seat": prompt.seat}, prompt.seat)
    core.close()
    again = HostCore.resume(path)
    assert again.rec is not None and again.rec.state.actions == core.rec.state.actions
    assert (again.step, again.published, again.in_segment) == (core.step, core.published, core.in_segment)
    assert again.segment_actor == core.segment_actor and again.event_count == core.event_count
    assert again.told == core.told and again.told_events == core.told_events
    assert [again.wire_prompt_id(p) for p in again.rec.state.prompts] == [
        core.wire_prompt_id(p) for p in core.rec.state.prompts
    ]
    assert [again.recent_told(k) for k in [None, *range(5)]] == [
        core.recent_told(k) for k in [None, *range(5)]
    ]
