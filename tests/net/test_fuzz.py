"""Hostile input: a real host on 127.0.0.1 keeps a game of three bot clients going while other connections
throw garbage, floods and lies at it; and random message sequences thrown at the core never break it.

The rules checked: a bad connection costs only itself (the host stays up and still answers a newcomer),
the players never see a refusal they did not cause, the game ends legally, and a refused message changes
nothing and tells nobody else.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Awaitable, Callable
from typing import Any

import msgpack
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from net_kit import new_core, serve, snapshot
from support import examples

from game.bots import make_bot
from game.config import COLOURS
from game.invariants import check_invariants
from game.replay import load
from game.sim import seat_context
from game.wire import state_hash
from net import bot_client
from net.host import MAX_STRIKES, HostCore
from net.link import Link
from net.lobby import OPTIONS, Lobby
from net.protocol import (
    CLIENT_MESSAGES,
    HEADER,
    MAX_CLIENT_FRAME,
    MAX_DEPTH,
    MAX_FRAME,
    PROTOCOL_VERSION,
    FrameReader,
    ProtocolError,
    decode_body,
    encode,
)
from net.server import FLOOD_BURST, HostServer

Message = dict[str, Any]
HOST = "127.0.0.1"
ADMIN = "open sesame"


# -- raw connections ---------------------------------------------------------------------------------
def frame(value: Any) -> bytes:
    """A frame around any msgpack value (``encode`` only takes messages)."""
    body = bytes(msgpack.packb(value, use_bin_type=True))
    return HEADER.pack(len(body)) + body


def nest(depth: int) -> Any:
    value: Any = "core"
    for _ in range(depth):
        value = {"deeper": [value]}
    return value


class Raw:
    """A connection that writes whatever it likes and reads (or does not read) the host's frames."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.frames = FrameReader(MAX_FRAME)
        self.got: list[Message] = []
        self.closed_by_host = False

    @classmethod
    async def open(cls, port: int) -> Raw:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), 5)
        return cls(reader, writer)

    @classmethod
    async def spectator(cls, port: int, name: str = "Mallory") -> Raw:
        """A connection that has said hello as a spectator (so it takes no player's seat)."""
        raw = await cls.open(port)
        await raw.send(hello(name))
        await raw.until(lambda m: m["type"] == "welcome")
        return raw

    async def write(self, data: bytes) -> None:
        self.writer.write(data)
        with contextlib.suppress(ConnectionError, OSError):  # the host may well have hung up already
            await asyncio.wait_for(self.writer.drain(), 5)

    async def send(self, *messages: Message) -> None:
        await self.write(b"".join(encode(m) for m in messages))

    async def read_some(self, seconds: float) -> None:
        """Read one chunk (unless ``seconds`` pass first)."""
        try:
            data = await asyncio.wait_for(self.reader.read(1 << 16), max(seconds, 0.0))
        except TimeoutError:
            return
        except (ConnectionError, OSError):
            data = b""
        if not data:
            self.closed_by_host = True
        self.got.extend(self.frames.feed(data))

    async def read(self, seconds: float) -> None:
        """Read until the host closes the connection or ``seconds`` pass."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while not self.closed_by_host and loop.time() < deadline:
            await self.read_some(deadline - loop.time())

    async def until(self, done: Callable[[Message], bool], seconds: float = 5.0) -> Message:
        """Read until a message satisfies ``done``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        seen = 0
        while True:
            for msg in self.got[seen:]:
                if done(msg):
                    return msg
            seen = len(self.got)
            assert not self.closed_by_host, f"closed by the host; got {self.got[-3:]}"
            assert loop.time() < deadline, f"nothing came; got {self.got[-3:]}"
            await self.read_some(deadline - loop.time())

    async def finish(self, seconds: float = 2.0) -> Raw:
        """Read what is left (until the host hangs up or ``seconds`` pass), then hang up."""
        await self.read(seconds)
        self.writer.close()
        return self

    def codes(self) -> list[str]:
        return [m["code"] for m in self.got if m["type"] == "reject"]

    def kinds(self) -> list[str]:
        return [m["type"] for m in self.got]


def hello(name: str, **fields: Any) -> Message:
    return {"type": "hello", "version": PROTOCOL_VERSION, "name": name, "spectate": True, **fields}


def closed_with(raw: Raw, code: str) -> bool:
    """The host refused with ``code``, said goodbye and hung up."""
    return raw.closed_by_host and code in raw.codes() and raw.kinds()[-1] == "bye"


# -- the attacks: each returns a problem description, or None --------------------------------------
Attack = Callable[[HostServer, random.Random], Awaitable[str | None]]


async def random_bytes(server: HostServer, rng: random.Random) -> str | None:
    raw = await Raw.open(server.port)
    await raw.write(rng.randbytes(rng.randrange(1, 5000)))
    await raw.finish(0.5)
    if raw.got and not (set(raw.codes()) <= {"bad_frame", "too_large", "bad_message", "hello_first"}):
        return f"random bytes: {raw.got}"
    return None


async def truncated(server: HostServer, rng: random.Random) -> str | None:
    whole = encode(hello("Cut short"))
    for cut in (1, 3, HEADER.size, HEADER.size + 1, len(whole) - 1):
        raw = await Raw.open(server.port)
        await raw.write(whole[:cut])
        raw.writer.close()  # and gone, mid-frame
    raw = await Raw.spectator(server.port, "Half a ping")
    await raw.write(encode({"type": "ping", "n": 1})[:-1])
    raw.writer.close()
    return None


async def oversized(server: HostServer, rng: random.Random) -> str | None:
    for size in (MAX_CLIENT_FRAME + 1, 0xFFFFFFFF):
        raw = await Raw.open(server.port)
        await raw.write(HEADER.pack(size) + b"\x80" * 100)  # the header is enough to be refused
        await raw.finish()
        if not closed_with(raw, "too_large"):
            return f"a {size}-byte header: {raw.got}"
    return None


async def not_a_map(server: HostServer, rng: random.Random) -> str | None:
    for value in ([1, 2, 3], "hello", 42, None, b"bytes"):
        raw = await Raw.open(server.port)
        await raw.write(frame(value))
        await raw.finish()
        if not closed_with(raw, "bad_frame"):
            return f"{value!r}: {raw.got}"
    for body in (b"\xc1", b"\x82\xa4type", rng.randbytes(50)):
        raw = await Raw.open(server.port)
        await raw.write(HEADER.pack(len(body)) + body)
        await raw.finish()
        if not raw.closed_by_host or raw.kinds()[:1] != ["reject"]:
            return f"{body!r}: {raw.got}"
    return None


WRONG_TYPES: list[Message] = [
    {"type": "ready", "ready": "yes"},
    {"type": "seat", "seat": "0"},
    {"type": "seat", "seat": 1.0},
    {"type": "chat", "text": ["hi"]},
    {"type": "chat", "text": "x" * 5000},
    {"type": "act", "state": "now", "prompt": 1, "action": {}},
    {"type": "act", "state": 0, "prompt": 1, "action": "pass"},
    {"type": "act", "state": 0, "prompt": [], "action": {}},
    {"type": "profile", "colour": 3},
    {"type": "setup", "players": "five"},
    {"type": "hello", "version": "1", "name": "Mallory"},
    {"type": "ping", "n": 1, "and": "more"},
]


async def wrong_field_types(server: HostServer, rng: random.Random) -> str | None:
    raw = await Raw.spectator(server.port, "Wrong types")
    await raw.send(*WRONG_TYPES, {"type": "ping", "n": "still here"})
    await raw.until(lambda m: m["type"] == "pong")
    await raw.finish(0.2)
    if raw.codes() != ["bad_message"] * len(WRONG_TYPES):
        return f"wrong field types: {raw.codes()}"
    return None


async def unknown_types(server: HostServer, rng: random.Random) -> str | None:
    raw = await Raw.spectator(server.port, "Unknown types")
    kinds = ["teleport", "welcome", "update", "reject", "", "_on_act", "__init__", "x" * 1000]
    await raw.send(*({"type": k} for k in kinds), {"type": "ping", "n": 2})
    await raw.until(lambda m: m["type"] == "pong")
    await raw.finish(0.2)
    if raw.codes() != ["unknown_message"] * len(kinds):
        return f"unknown types: {raw.codes()}"
    return None


async def false_acts(server: HostServer, rng: random.Random) -> str | None:
    """Acts for the players' seats, with stale, made-up and future prompt and state ids."""
    core = server.core
    raw = await Raw.spectator(server.port, "Impostor")
    acts: list[Message] = []
    for seat in range(4):
        state = core.state_id
        prompts = [p.id for p in core.rec.state.prompts] if core.rec is not None else []
        prompts = prompts or [1]
        for pid in {*prompts, 0, 1, max(prompts) + 1, -5, 2**40}:
            action = {"type": "pass", "seat": seat}
            acts += [
                {"type": "act", "state": s, "prompt": pid, "action": action}
                for s in (state, state - 1, state + 1, 0, 2**60)
            ]
    acts = acts[: MAX_STRIKES - 1]  # just under the limit: the connection survives them
    await raw.send(*acts, {"type": "ping", "n": 3})
    await raw.until(lambda m: m["type"] == "pong")
    expected = {"no_seat", "not_started", "bad_state"}
    if len(raw.codes()) != len(acts) or not set(raw.codes()) <= expected:
        return f"false acts: {raw.codes()}"
    # a run of MAX_STRIKES refused messages is the last straw
    await raw.send(*[acts[0]] * MAX_STRIKES)
    await raw.finish()
    if not closed_with(raw, "hostile"):
        return f"the {MAX_STRIKES}th strike: {raw.got[-3:]}"
    # and one that never said hello is shown the door at once
    raw = await Raw.open(server.port)
    await raw.send(acts[0])
    await raw.finish()
    return None if closed_with(raw, "hello_first") else f"act before hello: {raw.got}"


async def ping_flood(server: HostServer, rng: random.Random) -> str | None:
    raw = await Raw.spectator(server.port, "Flood")
    await raw.write(b"".join(encode({"type": "ping", "n": i}) for i in range(5000)))
    await raw.finish(5.0)
    pongs = [m["n"] for m in raw.got if m["type"] == "pong"]
    if not closed_with(raw, "hostile") or "flood" not in raw.codes():
        return f"ping flood: {len(pongs)} pongs, {raw.codes()[-3:]}, closed: {raw.closed_by_host}"
    # the burst is answered in order; after it, a token refilled meanwhile may let a later ping through
    burst = int(min(len(pongs), FLOOD_BURST))
    if len(pongs) > FLOOD_BURST + 100 or pongs[:burst] != list(range(burst)) or pongs != sorted(set(pongs)):
        return f"ping flood: {len(pongs)} pongs"
    return None


async def never_reads(server: HostServer, rng: random.Random) -> str | None:
    """Asks for full syncs over and over and reads nothing: the host must cut it off, not buffer forever."""
    raw = await Raw.spectator(server.port, "Sponge")
    await wait_for_phase(server.core, "lobby", negate=True)
    wanted = 1000
    await raw.write(b"".join(encode({"type": "sync"}) for _ in range(wanted)))
    await asyncio.sleep(0.3)  # not reading
    await raw.finish(5.0)
    syncs = raw.kinds().count("sync")
    if not raw.closed_by_host or syncs >= wanted:
        return f"never reads: {syncs} syncs, closed: {raw.closed_by_host}"
    return None


async def huge_names(server: HostServer, rng: random.Random) -> str | None:
    raw = await Raw.open(server.port)
    await raw.send(hello("x" * 60_000), hello(" " * 1000), hello("M" + " " * 30 + "X"), hello("Mallory"))
    welcome = await raw.until(lambda m: m["type"] == "welcome")
    await raw.finish(0.2)
    if raw.codes()[:3] != ["bad_message"] * 3 or welcome["seat"] is not None:
        return f"huge names: {raw.got[:4]}"
    return None


async def deep_data(server: HostServer, rng: random.Random) -> str | None:
    for payload in (
        frame({"type": "ping", "n": nest(MAX_DEPTH)}),
        frame({"type": "act", "state": 0, "prompt": 1, "action": nest(200)}),
        HEADER.pack(60_001) + b"\x91" * 60_000 + b"\xc0",  # 60,000 nested arrays
        HEADER.pack(60_000) + b"\x81\xa1k" * 20_000,  # 20,000 nested maps, truncated
    ):
        raw = await Raw.spectator(server.port, "Deep")
        await raw.write(payload)
        await raw.finish()
        if not closed_with(raw, "bad_frame"):
            return f"deep data: {raw.got[-3:]}"
    return None


async def chatter(server: HostServer, rng: random.Random) -> str | None:
    """Legal but noisy: long chat lines and pings with odd payloads (everyone hears the chat)."""
    raw = await Raw.spectator(server.port, "Chatty")
    odd: list[Any] = [None, -1, 2**63 - 1, 1.5e308, "ünïcødé ✓", [], {}, {"a": [1, {"b": None}]}]
    await raw.send(*({"type": "ping", "n": n} for n in odd), {"type": "chat", "text": "spam " * 100})
    await raw.until(lambda m: m["type"] == "chat")
    await raw.finish(0.2)
    pongs = [m["n"] for m in raw.got if m["type"] == "pong"]
    return None if pongs == odd and not raw.codes() else f"chatter: {pongs}, {raw.codes()}"


ATTACKS: list[Attack] = [
    random_bytes,
    truncated,
    oversized,
    not_a_map,
    wrong_field_types,
    unknown_types,
    false_acts,
    ping_flood,
    never_reads,
    huge_names,
    deep_data,
    chatter,
]


async def wait_for_phase(core: HostCore, phase: str, negate: bool = False, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while (core.phase == phase) == negate:
        assert loop.time() < deadline, f"the table stayed {core.phase}"
        await asyncio.sleep(0.01)


async def wave(server: HostServer, rng: random.Random) -> list[str]:
    results = await asyncio.gather(*(attack(server, random.Random(rng.random())) for attack in ATTACKS))
    return [r for r in results if r is not None]


# -- the game under attack ---------------------------------------------------------------------------
def test_a_game_goes_on_while_attackers_throw_everything_at_the_host() -> None:
    core = new_core(players=4, bots=1, seed=31)
    rng = random.Random(5)
    problems: list[str] = []

    async def main() -> None:
        server = await serve(core, bot_delay=0.02)
        try:
            first = asyncio.ensure_future(wave(server, rng))  # some of it while the lobby fills
            players = asyncio.ensure_future(
                asyncio.gather(
                    *(bot_client.play(HOST, server.port, f"P{i}", "normal", seed=i) for i in range(3))
                )
            )
            problems.extend(await asyncio.wait_for(first, 10))
            during = 0
            while not players.done() and during < 3:  # the rest while they play
                assert core.phase == "playing"
                problems.extend(await asyncio.wait_for(wave(server, rng), 10))
                during += 1
            done = await asyncio.wait_for(players, 20)
            await check_the_host_still_serves(server)
            await check_every_connection_is_forgotten(server)
        finally:
            await server.stop()
        check_the_players(done)
        assert during >= 1, "the game was over before the attacks began"
        assert server.errors == [], server.errors

    asyncio.run(main())
    assert problems == [], problems
    check_the_game(core)


async def check_the_host_still_serves(server: HostServer) -> None:
    link = await Link.open(HOST, server.port)
    try:
        link.send({"type": "hello", "version": PROTOCOL_VERSION, "name": "Newcomer"})
        link.send({"type": "ping", "n": 99})
        kinds = []
        while True:
            msg = await asyncio.wait_for(link.recv(), 5)
            assert msg is not None and msg["type"] != "reject", msg
            kinds.append(msg["type"])
            if msg["type"] == "pong":
                assert msg["n"] == 99
                break
        assert kinds[0] == "welcome" and "sync" in kinds
    finally:
        await link.close()


async def check_every_connection_is_forgotten(server: HostServer) -> None:
    """Everyone has hung up or been hung up on: the core and the server hold no connection any more."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 5
    while server.core.conns or server.writers:
        assert loop.time() < deadline, (sorted(server.core.conns), sorted(server.writers))
        await asyncio.sleep(0.01)


def check_the_players(done: list[Any]) -> None:
    assert sorted(c.seat for c in done) == [0, 1, 2]
    for client in done:
        assert client.rejects == [], client.rejects
        assert client.over and client.closed is None
    chats = {m["from"] for m in done[0].chat}
    assert "Chatty" in chats


def check_the_game(core: HostCore) -> None:
    assert core.phase == "over" and core.rec is not None
    state = core.rec.state
    assert state.over and state.winners
    assert check_invariants(state) == []
    replayed = load(core.rec.save())  # every action the host took was legal, in order
    assert state_hash(replayed.state) == state_hash(state)


# -- random message sequences against the core -------------------------------------------------------
NAMES = ["Ada", "  Bo  ", "Cy\n", "Ünïcødé", "x" * 24, "x" * 25, " ", "", "a b c"]
OPTION_VALUES: dict[str, list[Any]] = {
    "regroup_without_colony": ["home", "gate", "sea", 1],
    "reinforce_negotiate": [True, False, 0, "yes"],
    "deal_timer": [0, 30, -1, 2.5, "60", None],
    "flares": [True, False, 1, None],
    "four_planets": [True, False, "no"],
    "second_encounter": [True, False, []],
    "alien_mode": ["none", "random", "choose", "fixed", "all", 3],
    "alien_level": [0, 1, 2, 3, -1, 1.5, True, "2"],
    "incursion": [True, False, True, 1, None],
    "conflict": [True, False, True, 1, None],
    "alliance": [True, False, True, 1, None],
    "rewards": ["none", "deck", "common", "all", 0, None],
    "hidden_powers": [True, False, 1, "yes"],
    "tech": [True, False, 0, None],
    "hazards": [True, False, 1, None],
    "empath_flare": ["classic", "alternate", "new", 1, None],
    "schizoid_flare": ["classic", "alternate", "new", 1, None],
    "large_group_cards": ["auto", "on", "off", "auto", "maybe", True, None],
    "powers": [1, 2, 3, 0, 4, True, "2", None],
    "teams": [True, False, 1, None],
    "team_immediate_win": [True, False, "yes", None],
}
KINDS = ["act"] * 6 + ["hello", "hello", "seat", "ready", "ready", "profile", "setup", "start", "sync"]
KINDS += ["chat", "ping", "bye", "junk", "junk"]
junk = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def one_of(data: st.DataObject, values: list[Any]) -> Any:
    return data.draw(st.sampled_from(values))


def maybe(data: st.DataObject, fields: dict[str, Any]) -> dict[str, Any]:
    """Some of ``fields``."""
    return {k: v for k, v in fields.items() if data.draw(st.booleans())}


def tokens(core: HostCore) -> list[str]:
    known = [c.token for c in core.conns.values() if c.token] + [s.token for s in core.lobby.slots if s.token]
    return [*known, "f" * 32, ""]


def answer(core: HostCore, seat: int, data: st.DataObject) -> dict[str, Any]:
    """A legal answer for ``seat`` if it has a prompt (a random bot's), else something plausible."""
    assert core.rec is not None
    prompt = next((p for p in core.rec.state.prompts if p.seat == seat), None)
    if prompt is None:
        return {"type": "pass"}
    action = make_bot("random", data.draw(st.integers(0, 99))).act(
        prompt, seat_context(core.rec.state.copy(), seat)
    )
    return core.numbering.action_out({k: v for k, v in action.items() if k not in ("seat", "prompt")})


def a_message(core: HostCore, cid: int, data: st.DataObject) -> Any:
    """A message from ``cid``: usually well formed, often wrong in its content, sometimes junk."""
    conn = core.conns[cid]
    kind = one_of(data, KINDS)
    if not conn.joined and data.draw(st.integers(0, 9)) < 8:
        kind = "hello"  # mostly: a newcomer says hello first
    if kind == "hello":
        fields = maybe(
            data,
            {
                "token": one_of(data, [None, *tokens(core)]),
                "spectate": data.draw(st.booleans()),
                "admin": one_of(data, [None, ADMIN, "guess"]),
            },
        )
        return {
            "type": "hello",
            "version": one_of(data, [1] * 6 + [2, 0]),
            "name": one_of(data, NAMES),
            **fields,
        }
    if kind == "seat":
        return {"type": "seat", "seat": one_of(data, [None, 0, 1, 2, 3, 4, 5, -1])}
    if kind == "ready":
        return {"type": "ready", "ready": data.draw(st.booleans())}
    if kind == "profile":
        return {
            "type": "profile",
            **maybe(data, {"name": one_of(data, NAMES), "colour": one_of(data, [*COLOURS, "mauve"])}),
        }
    if kind == "setup":
        options = {
            k: one_of(data, OPTION_VALUES[k])
            for k in data.draw(st.lists(st.sampled_from(OPTIONS), max_size=3))
        }
        if data.draw(st.integers(0, 9)) == 0:
            options["seed"] = 1
        seats = [
            maybe(
                data,
                {
                    "seat": one_of(data, [0, 1, 2, 3, 4, 0, 1, 2, 3, 7, True, "1"]),
                    "kind": one_of(data, ["human", "bot", "human", "bot", "cat"]),
                    "strength": one_of(data, ["random", "easy", "normal", "godlike", None]),
                },
            )
            for _ in range(data.draw(st.integers(0, 2)))
        ]
        return {
            "type": "setup",
            **maybe(
                data, {"players": one_of(data, [2, 3, 4, 5, 6, 6, 7]), "options": options, "seats": seats}
            ),
        }
    if kind == "act":
        state = core.state_id
        seat = conn.seat if conn.seat is not None else 0
        prompts = [p for p in core.rec.state.prompts if p.seat == seat] if core.rec is not None else []
        pid = core.wire_prompt_id(prompts[0]) if prompts else 1
        action = (
            answer(core, seat, data) if core.rec is not None and core.phase == "playing" else {"type": "pass"}
        )
        if data.draw(st.integers(0, 3)) == 0:
            action = one_of(
                data,
                [
                    {**action, "seat": data.draw(st.integers(-1, 5))},
                    {"type": "pass"},
                    {},
                    {"type": "x", "y": 1},
                ],
            )
        return {
            "type": "act",
            "state": one_of(data, [state, state, state, state - 1, state + 1, 0]),
            "prompt": one_of(data, [pid, pid, pid, pid - 1, pid + 1, 0]),
            "action": action,
        }
    if kind == "chat":
        return {"type": "chat", "text": one_of(data, ["hi", "  ", "x" * 500, "x" * 501, "a\nb"])}
    if kind == "ping":
        return {"type": "ping", **maybe(data, {"n": data.draw(junk)})}
    if kind == "junk":
        return {
            "type": one_of(data, [*CLIENT_KINDS, "nope"]),
            **data.draw(st.dictionaries(st.text(max_size=8), junk, max_size=3)),
        }
    return {"type": kind}


CLIENT_KINDS = sorted(CLIENT_MESSAGES)


def readable(out: list[tuple[int, Message]]) -> None:
    """Everything the host queued can be sent and read back."""
    for _, msg in out:
        assert decode_body(encode(msg)[HEADER.size :])["type"] == msg["type"]


def consistent(core: HostCore) -> None:
    """Who sits where agrees between the connections and the lobby."""
    held = [s.token for s in core.lobby.slots if s.token is not None]
    assert len(held) == len(set(held)), "one token holds two seats"
    live = [c for c in core.conns.values() if c.joined and c.id not in core.closing]
    for conn in live:
        assert conn.token is not None
        if conn.seat is not None:
            assert core.lobby.slots[conn.seat].token == conn.token, (conn, core.lobby.slots[conn.seat])
    seated = [c.token for c in live if c.seat is not None]
    assert len(seated) == len(set(seated)), "two live connections share a seat"
    if core.phase == "playing":
        assert core.rec is not None and core.rec.state.prompts and not core.rec.state.over


def play_on(core: HostCore, live: list[int], data: st.DataObject) -> bool:
    """Whoever is asked first answers legally: a bot, or the person's connection. False if nobody can."""
    if core.phase != "playing":
        return False
    assert core.rec is not None
    prompt = core.rec.state.prompts[0]
    holder = next((c for c in core.conns.values() if c.seat == prompt.seat and c.id in live), None)
    if core.lobby.slots[prompt.seat].bot_controlled:
        assert core.bot_step()
    elif holder is not None and holder.id not in core.closing:
        action = answer(core, prompt.seat, data)
        core.receive(
            holder.id,
            {"type": "act", "state": core.state_id, "prompt": core.wire_prompt_id(prompt), "action": action},
        )
        assert not [m for _, m in core.outbox if m["type"] == "reject"], core.outbox
    else:
        return False
    readable(core.take_outbox())
    return True


@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_message_sequences_never_break_the_core(data: st.DataObject) -> None:
    core = HostCore(
        "Fuzz",
        Lobby.new(4, 1),
        data.draw(st.integers(0, 30), label="seed"),
        admin_token=ADMIN,
        auto_start=data.draw(st.booleans(), label="auto_start"),
        grace=10.0,
    )
    ids = iter(range(1000))
    live: list[int] = []

    def connect() -> None:
        cid = next(ids)
        core.connect(cid)
        live.append(cid)

    def gone(cid: int, now: float) -> None:
        core.disconnect(cid, now)
        live.remove(cid)
        connect()

    for _ in range(4):
        connect()
    opening = data.draw(st.sampled_from(["nothing", "admin", "game"]), label="opening")
    if opening != "nothing":
        core.receive(0, hello("Ada", admin=ADMIN, spectate=False))
    if opening == "game":
        for cid in (1, 2):
            core.receive(cid, hello(f"P{cid}", spectate=False))
        for cid in (0, 1, 2):
            core.receive(cid, {"type": "ready", "ready": True})
        core.receive(0, {"type": "start"})
        assert core.phase == "playing"
    readable(core.take_outbox())
    now = 0.0
    for _ in range(data.draw(st.integers(1, 50), label="steps")):
        what = one_of(data, ["message"] * 8 + ["play", "play", "rush", "gather", "tick", "drop", "flood"])
        if what == "message":
            cid = one_of(data, live)
            try:  # what the wire lets through
                message = decode_body(msgpack.packb(a_message(core, cid, data), use_bin_type=True))
            except ProtocolError:
                continue
            before = snapshot(core)
            core.receive(cid, message, now)
            out = core.take_outbox()
            readable(out)
            refusals = [
                m for c, m in out if c == cid and m["type"] == "reject" and m["code"] != "unknown_token"
            ]
            if refusals:
                event(f"refused: {refusals[0]['code']}")
                assert snapshot(core) == before, (message, refusals)
                assert {c for c, _ in out} == {cid}, (message, out)
            else:
                event(f"accepted: {message['type']}")
        elif what in ("play", "rush"):
            for _ in range(1 if what == "play" else 40):
                if not play_on(core, live, data):
                    break
        elif what == "gather" and core.phase == "lobby":  # every seated person is ready; the admin starts
            for conn in [
                c for c in core.conns.values() if c.id in live and c.joined and c.id not in core.closing
            ]:
                if conn.seat is not None:
                    core.receive(conn.id, {"type": "ready", "ready": True}, now)
            admin = [c.id for c in core.conns.values() if c.admin and c.id not in core.closing]
            if admin:
                core.receive(admin[0], {"type": "start"}, now)
                if core.phase == "playing":
                    event("started by the admin")
            readable(core.take_outbox())
        elif what == "tick":
            now += data.draw(st.floats(0, 15), label="seconds")
            core.tick(now)
        elif what == "drop":
            gone(one_of(data, live), now)
        elif what == "flood":
            core.refuse(one_of(data, live), "flood", "too many messages; slow down")
        for cid in sorted(core.closing):  # the server hangs up on these
            gone(cid, now)
        readable(core.take_outbox())
        consistent(core)
    event(f"phase at the end: {core.phase}")
    event(f"actions: {'none' if core.state_id == 0 else 'a few' if core.state_id < 40 else 'many'}")
