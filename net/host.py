"""The host's authority, without sockets: connections, the lobby, the game, and what each connection is sent.

``HostCore.receive(conn, message)`` takes one decoded message from one connection and queues replies in
``outbox`` (``(conn, message)`` pairs) and connections to close in ``closing``. Every message is checked in
order: schema, hello first, which seat the connection holds, freshness (state id and prompt id), legality
(the engine). A refused message changes nothing and is answered with a ``reject``; the game and the other
connections never notice. The asyncio server (net/server.py) only moves bytes and keeps time.

Time enters only as the ``now`` argument of ``tick``, so the core is replayable in tests.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack

from game.bots import Bot, bot_seed, make_bot
from game.cards.catalog import CARD_NAME, DESTINY, describe, destiny_name
from game.engine import TABLE, apply, new_game
from game.errors import IllegalAction
from game.events import Event
from game.prompts import Prompt
from game.replay import Recorder
from game.sim import seat_context
from game.state import GameState
from game.view import events_for, view_for, without_prompt
from net import patch
from net.journal import Journal
from net.lobby import BOT, HUMAN, Lobby, Slot, config_options
from net.protocol import PROTOCOL_VERSION, ProtocolError, check_client_message
from net.public import WINDOW, Numbering, is_public
from net.text import DEFAULT_TABLE, TABLE_WIDTH, clean_chat, clean_line, clean_name, unique_name

LOBBY = "lobby"
PLAYING = "playing"
OVER = "over"
RECENT_EVENTS = 300  # events a (re)joining connection gets with its sync, for its log
MAX_STRIKES = 20  # refused messages before a connection is closed as hostile
ADMIN_ONLY = ("setup", "start")
LOBBY_ONLY = ("seat", "ready", "profile", "setup", "start")

Message = dict[str, Any]


@dataclass
class Conn:
    """One connection as the host sees it."""

    id: int
    joined: bool = False
    name: str = ""
    token: str | None = None
    seat: int | None = None
    admin: bool = False
    view: dict[str, Any] | None = None  # the last view sent (patches are computed against it)
    strikes: int = 0


def catalog() -> dict[str, Any]:
    """Every card face the game has, by id: what a client needs to name the ids in views and events."""
    return {
        "cards": [describe(c) for c in range(len(CARD_NAME))],
        "destiny": [
            {"id": d, "kind": kind, "arg": arg, "name": destiny_name(d)}
            for d, (kind, arg) in enumerate(DESTINY)
        ],
    }


def plain(value: Any) -> Any:
    """A deep copy in wire form (tuples become lists), sharing nothing with the engine's state."""
    return msgpack.unpackb(msgpack.packb(value, use_bin_type=True), raw=False, strict_map_key=False)


@dataclass
class HostCore:
    """One table: its lobby, then its game."""

    name: str
    lobby: Lobby
    seed: int
    admin_token: str | None = None
    auto_start: bool = False  # start as soon as every person's seat is held and ready
    journal_path: Path | None = None
    grace: float = 30.0  # seconds a dropped person's seat waits before a bot stands in
    stand_ins: bool = True
    phase: str = LOBBY
    rec: Recorder | None = None
    conns: dict[int, Conn] = field(default_factory=dict)
    outbox: list[tuple[int, Message]] = field(default_factory=list)
    closing: set[int] = field(default_factory=set)
    bots: dict[int, Bot] = field(default_factory=dict)
    recent: list[Event] = field(default_factory=list)
    journal: Journal | None = None
    host_token: str | None = None  # after a resume: the seat token of the window that hosted the game
    resume_report: str | None = None  # after a resume: what of the journal was kept and what cut
    on_change: Callable[[], None] = lambda: None  # the lobby or the game changed (discovery listens)
    now: float = 0.0  # the latest time the server gave (a message, a drop, a tick): for grace countdowns
    # What the table has been told (net/public.py): the public step counts the times everyone was told;
    # ``told`` is the view last told to each seat (None: the watchers), ``told_events`` how many of the
    # game's events it has been told of; ``event_count`` counts the game's events (``recent`` ends there).
    numbering: Numbering = field(default_factory=Numbering)
    step: int = 0
    published: bool = False  # the table has been told the game at least once (step 0)
    told: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    told_events: dict[int | None, int] = field(default_factory=dict)
    event_count: int = 0
    in_segment: bool = False  # actions since the last public point: the table has not been told yet
    segment_actor: int | None = None  # who acted at that public point (None: the table, or a window)

    # -- connections -------------------------------------------------------------------------------

    def __post_init__(self) -> None:
        # the table's name goes to every client and the advertisement: cleaned like any typed text
        self.name = clean_line(self.name, TABLE_WIDTH, DEFAULT_TABLE)

    def connect(self, cid: int) -> None:
        """A new connection; it must say hello first."""
        self.conns[cid] = Conn(cid)

    def disconnect(self, cid: int, now: float) -> None:
        """A connection is gone (closed, dropped or killed). Its seat waits for its token."""
        self.now = max(self.now, now)
        conn = self.conns.pop(cid, None)
        self.closing.discard(cid)
        if conn is None or not conn.joined:
            return
        if conn.seat is not None:
            slot = self.lobby.slots[conn.seat]
            if slot.token == conn.token:
                slot.connected = False
                slot.away_since = now
        self._lobby_changed()

    def receive(self, cid: int, message: Message, now: float = 0.0) -> None:
        """Handle one decoded message from connection ``cid``."""
        self.now = max(self.now, now)
        conn = self.conns.get(cid)
        if conn is None or cid in self.closing:
            return
        try:
            if message["type"] == "hello" and not conn.joined and message.get("version") != PROTOCOL_VERSION:
                # before the schema: a newer client's hello may carry fields this host does not know
                theirs = message.get("version")
                self._close(
                    conn,
                    "version",
                    f"this host speaks protocol {PROTOCOL_VERSION}; the client speaks {theirs!r}",
                )
                return
            check_client_message(message)
            kind = message["type"]
            if not conn.joined and kind != "hello":
                self._close(conn, "hello_first", "say hello first")
                return
            if kind in ADMIN_ONLY and not conn.admin:
                raise ProtocolError("not_admin", f"only the host may {kind}")
            if kind in LOBBY_ONLY and self.phase != LOBBY:
                raise ProtocolError("started", f"{kind}: the game has started")
            getattr(self, "_on_" + kind)(conn, message, now)
            # good messages pay strikes back: only a run of bad ones closes the connection
            conn.strikes = max(0, conn.strikes - 1)
        except ProtocolError as exc:
            self._reject(conn, exc.code, exc.reason, message.get("type"))
        except IllegalAction as exc:
            self._reject(conn, exc.code, exc.reason, "act")

    def _reject(self, conn: Conn, code: str, reason: str, ref: Any) -> None:
        conn.strikes += 1
        msg: Message = {"type": "reject", "code": code, "reason": reason}
        if isinstance(ref, str):
            msg["ref"] = ref
        self.send(conn.id, msg)
        if conn.strikes >= MAX_STRIKES:
            self._close(conn, "hostile", "too many refused messages")

    def refuse(self, cid: int, code: str, reason: str) -> None:
        """Refuse a message the server would not pass on (a flood); it counts as a strike."""
        conn = self.conns.get(cid)
        if conn is not None:
            self._reject(conn, code, reason, None)

    def refuse_frame(self, cid: int, code: str, reason: str) -> None:
        """A frame that could not be read: the stream cannot be trusted any more, so it closes."""
        conn = self.conns.get(cid)
        if conn is not None:
            self._close(conn, code, reason)

    def _close(self, conn: Conn, code: str, reason: str) -> None:
        self.send(conn.id, {"type": "reject", "code": code, "reason": reason})
        self.send(conn.id, {"type": "bye", "reason": reason})
        self.closing.add(conn.id)

    def send(self, cid: int, message: Message) -> None:
        """Queue a message for one connection."""
        self.outbox.append((cid, message))

    def take_outbox(self) -> list[tuple[int, Message]]:
        """Everything queued since the last call."""
        out, self.outbox = self.outbox, []
        return out

    # -- hello -------------------------------------------------------------------------------------
    def _on_hello(self, conn: Conn, msg: Message, now: float) -> None:
        if conn.joined:
            raise ProtocolError("already_joined", "this connection has already said hello")
        conn.joined = True
        conn.admin = self.admin_token is not None and msg.get("admin") == self.admin_token
        token = msg.get("token")
        slot = self.lobby.holder(token) if token else None
        notice: str | None = None
        if slot is not None:
            conn.token = token
            conn.name = slot.name  # the seat's name: chat under it, as the table knows it
            self._reclaim(conn, slot)
        else:
            # A newcomer's name is cleaned and made unique at the table, against seated people, bots and
            # every other connection, so nobody (a spectator least of all) can talk under another's name.
            talking = [c.name for c in self.conns.values() if c.joined and c.id not in self.closing]
            conn.name = unique_name(clean_name(msg["name"]), [*self.lobby.names_in_use(), *talking])
            if token:
                notice = "that seat token is unknown here; joining as a newcomer"
            conn.token = secrets.token_hex(16)
            free = self.lobby.first_free() if self.phase == LOBBY and not msg.get("spectate") else None
            if free is not None:
                self.lobby.take(free, conn.token, conn.name)
                conn.seat = free.seat
        self.send(
            conn.id,
            {
                "type": "welcome",
                "version": PROTOCOL_VERSION,
                "table": self.name,
                "seat": conn.seat,
                "token": conn.token,
                "admin": conn.admin,
                "phase": self.phase,
            },
        )
        if notice:
            self.send(conn.id, {"type": "reject", "code": "unknown_token", "reason": notice, "ref": "hello"})
        self._lobby_changed()
        if self.phase != LOBBY:
            self._sync(conn)
        self._maybe_start()

    def _reclaim(self, conn: Conn, slot: Slot) -> None:
        """A person back with their token: their seat, and a stand-in bot steps aside."""
        for other in self.conns.values():
            if other is not conn and other.token == conn.token:
                self._close(other, "replaced", "this seat was taken over by a newer connection")
                other.seat = None
        conn.seat = slot.seat
        slot.connected = True
        slot.away_since = None
        slot.stand_in = False
        self.bots.pop(slot.seat, None)

    # -- lobby -------------------------------------------------------------------------------------
    def _seat_of(self, conn: Conn) -> Slot:
        if conn.seat is None:
            raise ProtocolError("no_seat", "you are a spectator")
        return self.lobby.slots[conn.seat]

    def _on_seat(self, conn: Conn, msg: Message, now: float) -> None:
        seat = msg["seat"]
        assert conn.token is not None
        if seat is None:
            self.lobby.leave(conn.token)
            conn.seat = None
        else:
            if not 0 <= seat < len(self.lobby.slots) or not self.lobby.slots[seat].free:
                raise ProtocolError("seat_taken", f"seat {seat} is not free")
            self.lobby.take(self.lobby.slots[seat], conn.token, conn.name)
            conn.seat = seat
        self._lobby_changed()

    def _on_ready(self, conn: Conn, msg: Message, now: float) -> None:
        self._seat_of(conn).ready = msg["ready"]
        self._lobby_changed()
        self._maybe_start()

    def _on_profile(self, conn: Conn, msg: Message, now: float) -> None:
        slot = self._seat_of(conn)
        if "colour" in msg:
            self.lobby.recolour(slot, msg["colour"])
        if "name" in msg:
            others = [c.name for c in self.conns.values() if c is not conn and c.id not in self.closing]
            taken = [*self.lobby.names_in_use(slot), *others]
            self.lobby.rename(slot, unique_name(clean_name(msg["name"]), taken))
            conn.name = slot.name
        self._lobby_changed()

    def _on_setup(self, conn: Conn, msg: Message, now: float) -> None:
        # check everything on a copy first: a setup is all or nothing
        trial = Lobby([Slot(**vars(s)) for s in self.lobby.slots], dict(self.lobby.options))
        moved: list[str] = []
        if "players" in msg:
            # the seat count may need expansion options this same message turns on (or off)
            options = msg.get("options")
            moved += trial.resize(msg["players"], options if isinstance(options, dict) else None)
        for item in msg.get("seats", []):
            if not isinstance(item, dict):
                raise ProtocolError("bad_setup", "seats: a list of {seat, kind, strength} maps")
            token = trial.set_kind(item.get("seat"), item.get("kind"), item.get("strength"))
            if token is not None:
                moved.append(token)
        if "options" in msg:
            trial.set_options(msg["options"])
        self.lobby = trial
        for other in self.conns.values():
            if other.token in moved:
                other.seat = None
        self._lobby_changed()
        self._maybe_start()

    def _on_start(self, conn: Conn, msg: Message, now: float) -> None:
        waiting = self.lobby.unready()
        if waiting:
            names = ", ".join(s.name for s in waiting)
            raise ProtocolError("not_ready", f"waiting for {names} (free or not ready)")
        self.start()

    def _maybe_start(self) -> None:
        if self.auto_start and self.phase == LOBBY and not self.lobby.unready():
            self.start()

    def start(self) -> None:
        """Deal the game from the lobby (the host decided it is time)."""
        config = self.lobby.config(self.seed)
        self.rec = Recorder(config)
        self.phase = PLAYING
        for slot in self.lobby.slots:
            if slot.kind == BOT:
                self.bots[slot.seat] = make_bot(slot.strength, bot_seed(self.seed, slot.seat))
        if self.journal_path is not None:
            self.journal = Journal(self.journal_path, self._journal_header())
        self._remember(self.rec.opening_events)
        self._lobby_changed()
        for conn in self.conns.values():
            conn.view = None  # each gets its sync once its seat may be told the game (``_tell``)
        self.in_segment, self.segment_actor = True, None
        self._settle()

    def _journal_header(self) -> dict[str, Any]:
        assert self.rec is not None
        hosting = next((c.token for c in self.conns.values() if c.admin and c.seat is not None), None)
        return {
            "table": self.name,
            "config": self.rec.config.to_dict(),
            "admin": self.admin_token,
            "host_token": hosting,  # the hosting window's own seat, so a resumed window sits there again
            "seats": [
                {"kind": s.kind, "strength": s.strength, "token": s.token, "name": s.name}
                for s in self.lobby.slots
            ],
        }

    def grace_left(self, slot: Slot) -> float | None:
        """Seconds before an away person's seat is freed (lobby) or a stand-in takes it (game); None when
        nothing counts down (they are here, a bot plays already, or no bot will)."""
        if slot.kind != HUMAN or slot.token is None or slot.connected or slot.stand_in:
            return None
        if slot.away_since is None or self.phase == OVER or (self.phase == PLAYING and not self.stand_ins):
            return None
        return round(max(0.0, self.grace - (self.now - slot.away_since)), 1)

    def _lobby_changed(self) -> None:
        lobby = self.lobby.to_wire()
        for wire, slot in zip(lobby["seats"], self.lobby.slots, strict=True):
            wire["grace"] = self.grace_left(slot)  # public: everyone at the table sees who is away
        lobby["type"] = "lobby"
        lobby["table"] = self.name
        lobby["phase"] = self.phase
        lobby["spectators"] = sum(1 for c in self.conns.values() if c.joined and c.seat is None)
        for conn in self.conns.values():
            if conn.joined and conn.id not in self.closing:
                self.send(conn.id, {**lobby, "you": conn.seat})
        self.on_change()

    # -- the game ----------------------------------------------------------------------------------
    @property
    def state_id(self) -> int:
        """The public step: the freshness counter clients quote. It moves only when everyone is told."""
        return self.step

    def _config_for_clients(self) -> dict[str, Any]:
        assert self.rec is not None
        config = self.rec.config.to_dict()
        config["seed"] = 0  # the seed and the log would give away every hand
        return config

    def wire_prompt_id(self, prompt: Prompt) -> int:
        """The number the seat of ``prompt`` (an open engine prompt) was told it by."""
        return self.numbering.prompt(prompt)

    def _wire_view(self, state: GameState, key: int | None) -> dict[str, Any]:
        return self.numbering.view(plain(view_for(state, key)), self.step)

    def _wire_events(self, events: list[Event], key: int | None) -> list[dict[str, Any]]:
        return [self.numbering.event(plain(e.to_dict())) for e in events_for(events, key)]

    def _live(self, key: int | None) -> list[Conn]:
        """The connections of seat ``key`` (None: the watchers) that are told things."""
        return [c for c in self.conns.values() if c.joined and c.id not in self.closing and c.seat == key]

    def _sync(self, conn: Conn) -> None:
        """The game as this connection's seat has been told it; none yet if its seat has been told nothing
        (the game started, or was resumed, inside a play window it is not asked in): it comes with the
        first thing its seat is told."""
        assert self.rec is not None
        view = self.told.get(conn.seat)
        conn.view = view
        if view is None:
            return
        self.send(
            conn.id,
            {
                "type": "sync",
                "state": self.step,
                "seat": conn.seat,
                "config": self._config_for_clients(),
                "view": view,
                "events": self.recent_told(conn.seat),
            },
        )

    def recent_told(self, key: int | None) -> list[dict[str, Any]]:
        """Seat ``key``'s share (None: the watchers') of the last ``RECENT_EVENTS`` events it was told, in
        wire form: the same whenever it asks, whatever happened since that it was not told."""
        told = self.told_events.get(key, self.event_count) - (self.event_count - len(self.recent))
        return self._wire_events(self.recent[max(0, told - RECENT_EVENTS) : max(0, told)], key)

    def _on_sync(self, conn: Conn, msg: Message, now: float) -> None:
        if self.rec is None:
            raise ProtocolError("not_started", "there is no game to sync yet")
        self._sync(conn)

    def _on_act(self, conn: Conn, msg: Message, now: float) -> None:
        if self.rec is None or self.phase == LOBBY:
            raise ProtocolError("not_started", "the game has not started")
        seat = self._seat_of(conn).seat
        action = dict(msg["action"])
        if action.get("seat", seat) != seat:
            raise ProtocolError("not_your_seat", f"you hold seat {seat}")
        if msg["state"] > self.step:
            raise ProtocolError("bad_state", f"state {msg['state']} is ahead of the host ({self.step})")
        # The prompt is named by this seat's own numbers; an unknown one reaches the engine as -1, which
        # matches nothing: the engine refuses in its order, and the host words it in this seat's numbers.
        prompt = next((p for p in self.rec.state.prompts if p.seat == seat), None)
        mine = prompt is not None and self.numbering.prompt(prompt) == msg["prompt"]
        translated = False
        if prompt is not None and mine:
            action, translated = self.numbering.action_in(prompt, action)
        action["seat"] = seat
        action["prompt"] = prompt.id if prompt is not None and mine else -1
        try:
            self.commit(action, seat)
        except IllegalAction as exc:
            if exc.code == "stale_prompt" and prompt is not None:
                theirs, open_ = msg["prompt"], self.numbering.prompt(prompt)
                reason = f"prompt {theirs!r} is closed; the open one is {open_}"
                raise IllegalAction("stale_prompt", reason) from None
            if exc.code == "illegal_choice" and translated:  # its text would show the engine's numbers
                reason = "that answer is not one of the choices offered"
                raise IllegalAction("illegal_choice", reason) from None
            raise

    def commit(self, action: dict[str, Any], actor: int | None) -> list[Event]:
        """Apply an action through the engine (IllegalAction changes nothing), log it, and tell those who
        may be told (``_settle``)."""
        assert self.rec is not None
        seat = action.get("seat")
        answered = next((p for p in self.rec.state.prompts if p.seat == seat), None)
        events = self.rec.apply(action)
        if self.journal is not None:
            self.journal.record(self.rec, action)
        self._remember(events)
        self._told_after(answered, actor)
        if self.rec.state.over:
            self.phase = OVER
            self._lobby_changed()
        return events

    def _remember(self, events: list[Event]) -> None:
        """Keep the game's recent events: the last ``RECENT_EVENTS`` every seat was told, and the rest."""
        self.recent.extend(events)
        self.event_count += len(events)
        if len(self.recent) > 2 * RECENT_EVENTS:
            base = self.event_count - len(self.recent)
            oldest = min(self.told_events.values(), default=self.event_count)
            del self.recent[: max(0, min(len(self.recent) - RECENT_EVENTS, oldest - RECENT_EVENTS - base))]

    def _told_after(self, answered: Prompt | None, actor: int | None) -> None:
        """``actor`` answered ``answered`` (its seat's prompt before the action; None: the table acted)."""
        in_window = answered is not None and answered.ctx == WINDOW
        if not self.in_segment:  # the first action since the table was told: everyone sees whose it was
            self.in_segment, self.segment_actor = True, None if in_window else actor
        self._settle(answered if in_window else None)

    def _settle(self, answered: Prompt | None = None) -> None:
        """Tell whom the game's new state may be told. ``answered``: the window prompt just answered.

        At a public point (``is_public``) everyone is told, once, and the public step moves on (from the
        second on: the first is step 0). Inside a play window only a seat asked there is told, when it gets a
        prompt; an answer there is acknowledged to its seat alone, and always,
        the last one too (so that whether others were still to answer makes no difference to it)."""
        assert self.rec is not None
        state = self.rec.state
        self.numbering.observe(state)
        if answered is not None:
            self._ack(answered)
        if is_public(state):
            if self.published:
                self.step += 1
            self.published, self.in_segment = True, False
            for key in [*range(state.n), None]:
                self._tell(key)
            return
        for seat in sorted({p.seat for p in state.prompts}):
            told = self.told.get(seat)
            known = {p["id"] for p in told["prompts"]} if told is not None else set()
            if any(self.numbering.prompt(p) not in known for p in state.prompts if p.seat == seat):
                self._tell(seat)

    def _tell(self, key: int | None) -> None:
        """Tell seat ``key`` (None: the watchers) the game as it is now: an update against what each of its
        connections was told last (its sync, for one that has none yet). Every update of one action or
        one window carries the same actor: whose action the table saw last (``segment_actor``)."""
        assert self.rec is not None
        view = self._wire_view(self.rec.state, key)
        base = self.event_count - len(self.recent)
        since = self.recent[max(0, self.told_events.get(key, self.event_count) - base) :]
        events = self._wire_events(since, key)
        self.told[key], self.told_events[key] = view, self.event_count
        for conn in self._live(key):
            if conn.view is None:
                self._sync(conn)
                continue
            delta = patch.diff(conn.view, view)
            conn.view = view  # never mutated: shared by connections of the same seat
            message = {"type": "update", "state": self.step, "actor": self.segment_actor}
            self.send(conn.id, {**message, "events": events, "patch": delta})

    def _ack(self, answered: Prompt) -> None:
        """Seat ``answered.seat`` answered a play window: its own connections see its prompt close."""
        seat = answered.seat
        told = self.told.get(seat)
        if told is None:
            return
        view = without_prompt(told, self.numbering.prompt(answered))
        self.told[seat] = view
        for conn in self._live(seat):
            if conn.view is None:
                continue
            delta = patch.diff(conn.view, view)
            conn.view = view
            message = {"type": "update", "state": self.step, "actor": seat, "events": [], "patch": delta}
            self.send(conn.id, message)

    # -- talk ----------------------------------------------------------------------------------------
    def _on_chat(self, conn: Conn, msg: Message, now: float) -> None:
        text = clean_chat(msg["text"])  # no escapes, controls or bidi tricks reach anyone's screen
        if not text:
            raise ProtocolError("bad_message", "chat: nothing printable to say")
        out = {"type": "chat", "from": conn.name, "seat": conn.seat, "text": text}
        for other in self.conns.values():
            if other.joined and other.id not in self.closing:
                self.send(other.id, out)

    def _on_catalog(self, conn: Conn, msg: Message, now: float) -> None:
        self.send(conn.id, {"type": "catalog", **catalog()})

    def _on_ping(self, conn: Conn, msg: Message, now: float) -> None:
        self.send(conn.id, {"type": "pong", "n": msg.get("n")})

    def _on_bye(self, conn: Conn, msg: Message, now: float) -> None:
        if self.phase == LOBBY and conn.token is not None:
            self.lobby.leave(conn.token)  # leaving the lobby on purpose frees the seat at once
            conn.seat = None
            self._lobby_changed()
        elif conn.seat is not None and self.stand_ins:
            self.lobby.slots[conn.seat].stand_in = True  # left on purpose: no grace period to wait out
            self._lobby_changed()
        self.send(conn.id, {"type": "bye", "reason": "goodbye"})
        self.closing.add(conn.id)

    # -- bots and the clock ------------------------------------------------------------------------
    def bot_prompts(self) -> list[Prompt]:
        """Open prompts that bots (or stand-ins) answer."""
        if self.rec is None or self.phase != PLAYING:
            return []
        slots = self.lobby.slots
        return [p for p in self.rec.state.prompts if slots[p.seat].bot_controlled]

    def bot_job(self, prompt: Prompt) -> Callable[[], dict[str, Any]]:
        """A function that decides ``prompt`` for its bot on a snapshot (safe to run on another thread)."""
        assert self.rec is not None
        bot = self._bot_for(prompt.seat)
        ctx = seat_context(self.rec.state.copy(), prompt.seat)
        return lambda: bot.act(prompt, ctx)

    def _bot_for(self, seat: int) -> Bot:
        if seat not in self.bots:
            slot = self.lobby.slots[seat]
            self.bots[seat] = make_bot(slot.strength, bot_seed(self.seed, seat))
        return self.bots[seat]

    def bot_answer(self, prompt: Prompt, action: dict[str, Any]) -> bool:
        """Play a bot's answer if its prompt is still open and still the bot's to answer."""
        if self.rec is None or prompt not in self.rec.state.prompts:
            return False
        if not self.lobby.slots[prompt.seat].bot_controlled:
            return False
        act = dict(action)
        act["seat"] = prompt.seat
        act["prompt"] = prompt.id
        self.commit(act, prompt.seat)
        return True

    def bot_step(self) -> bool:
        """Let the first bot with an open prompt answer it here and now (tests, headless tools)."""
        ps = self.bot_prompts()
        if not ps:
            return False
        return self.bot_answer(ps[0], self.bot_job(ps[0])())

    def deal_prompt(self) -> Prompt | None:
        """The open deal prompt, if the table times deals."""
        if self.rec is None or self.phase != PLAYING or not self.rec.config.deal_timer:
            return None
        return next((p for p in self.rec.state.prompts if p.ctx == "deal"), None)

    def deal_clock_started(self, seconds: float) -> None:
        """Tell everyone a deal's clock has started, so their tables can count down."""
        for conn in self.conns.values():
            if conn.joined and conn.id not in self.closing:
                self.send(conn.id, {"type": "clock", "deal": seconds, "state": self.state_id})

    def deal_timeout(self) -> None:
        """The table's deal clock ran out."""
        self.commit({"seat": TABLE, "type": "deal_timeout"}, None)

    def tick(self, now: float) -> None:
        """Time passes: people away longer than the grace period lose their lobby seat, or (in a game)
        a bot stands in for them until they return."""
        self.now = max(self.now, now)
        timed = False
        for slot in self.lobby.slots:
            if slot.kind == HUMAN and slot.token and not slot.connected and slot.away_since is None:
                slot.away_since = now  # a resumed game: the grace period starts with the host's clock
                timed = True
            if slot.kind != HUMAN or slot.connected or slot.away_since is None:
                continue
            if now - slot.away_since < self.grace:
                continue
            if self.phase == LOBBY and slot.token is not None:
                self.lobby.leave(slot.token)
                self._lobby_changed()
            elif self.phase == PLAYING and self.stand_ins and not slot.stand_in:
                slot.stand_in = True
                self._lobby_changed()
        if timed:
            self._lobby_changed()  # the away seats' countdowns have started

    # -- resuming ----------------------------------------------------------------------------------
    @classmethod
    def resume(cls, path: str | Path, **options: Any) -> HostCore:
        """A host for the game in the journal at ``path``, every person away (from the first ``tick``)
        until they rejoin. A journal that fails its checks (``net.journal.check``) raises CorruptSave and is
        left as it was; ``resume_report`` says what was kept (and a torn last line cut off the file)."""
        from net.journal import check

        checked = check(path)
        header, rec, events = checked.header, checked.rec, checked.events
        config = rec.config
        lobby = Lobby.new(config.players, options=config_options(config))
        for slot, seat, info in zip(lobby.slots, config.seats, header.get("seats", []), strict=False):
            slot.name, slot.colour = seat.name, seat.colour
            slot.kind = BOT if info.get("kind") == BOT else HUMAN
            slot.strength = info.get("strength") or "normal"
            slot.token = info.get("token")
            slot.away_since = None
        options.setdefault("name", header.get("table") or "Cosmic Table")
        options.setdefault("admin_token", header.get("admin"))
        core = cls(lobby=lobby, seed=config.seed, **options)
        core.host_token = header.get("host_token")
        core.rec = rec
        core.phase = OVER if rec.state.over else PLAYING
        core.event_count = core._retell(rec) - len(events)
        core._remember(events)
        core.journal = Journal.reopen(path, checked)
        core.journal_path = Path(path)
        core.resume_report = checked.report(cut=True)
        if not checked.chained:
            core.resume_report += "; written again with the chain"
        return core

    def _retell(self, rec: Recorder) -> int:
        """Rebuild what the table had been told when the journal's game stopped: play its actions again,
        numbering prompts and counting the public points as ``commit`` did; from the last public point (or
        the start) tell again, to nobody, what ``commit`` told then. Returns how many events the game had."""
        state, opening = new_game(rec.config)
        count = len(opening)
        self.numbering.observe(state)
        points = int(is_public(state))
        base = (state.copy(), count, 0)  # the last public point (or the start), its events, its actions
        for i, action in enumerate(rec.actions, start=1):
            count += len(apply(state, action))
            self.numbering.observe(state)
            if is_public(state):
                points, base = points + 1, (state.copy(), count, i)
        final, rec.state, self.event_count = rec.state, base[0], base[1]
        self.step, self.published = max(0, points - 1), points > 0
        self.in_segment, self.segment_actor = not is_public(base[0]), None
        if self.in_segment:
            self._settle()  # the start, inside a window
        else:
            for key in [*range(state.n), None]:
                self._tell(key)
        for action in rec.actions[base[2] :]:
            answered = next((p for p in rec.state.prompts if p.seat == action["seat"]), None)
            self.event_count += len(apply(rec.state, action))
            self._told_after(answered, action["seat"] if action["seat"] != TABLE else None)
        rec.state = final
        return count

    def close(self) -> None:
        """Stop writing the journal."""
        if self.journal is not None:
            self.journal.close()
            self.journal = None
