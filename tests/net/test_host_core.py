"""The host's rules, without sockets: ``HostCore`` driven message by message with ``connect``, ``receive``
and ``take_outbox``; then view patches and the wire format itself.

Every message the host queues goes through the real wire (``encode`` then ``decode_body``) before a test
looks at it, so whatever is checked here is also something a client could read.
"""

from __future__ import annotations

import copy
from typing import Any

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_kit import snapshot

from game.bots import make_bot
from game.config import COLOURS
from game.engine import apply
from game.errors import IllegalAction
from game.prompts import Prompt
from game.sim import seat_context
from game.view import view_for
from net import patch
from net.host import MAX_STRIKES, HostCore, plain
from net.lobby import BOT, Lobby
from net.protocol import (
    HEADER,
    MAX_CLIENT_FRAME,
    MAX_DEPTH,
    PROTOCOL_VERSION,
    FrameReader,
    ProtocolError,
    check_client_message,
    decode_body,
    encode,
)
from net.public import is_public

Message = dict[str, Any]
Sent = list[tuple[int, Message]]
SEED = 918_273_645  # distinctive: it must never appear in anything the host sends
ADMIN = "open sesame"


# -- helpers -----------------------------------------------------------------------------------------
def table(players: int = 4, bots: int = 1, auto_start: bool = False, **options: Any) -> HostCore:
    """A lobby with ``players`` seats, the last ``bots`` of them bots; the admin secret is ``ADMIN``."""
    lobby = Lobby.new(players, bots)
    lobby.options = {"four_planets": True}
    return HostCore("Test table", lobby, SEED, admin_token=ADMIN, auto_start=auto_start, **options)


def wire(out: Sent) -> Sent:
    """What the connections actually read: each message encoded and decoded again."""
    return [(cid, decode_body(encode(msg)[HEADER.size :])) for cid, msg in out]


def take(core: HostCore) -> Sent:
    return wire(core.take_outbox())


def to(out: Sent, cid: int, kind: str | None = None) -> list[Message]:
    """The messages for ``cid`` (of type ``kind``)."""
    return [m for c, m in out if c == cid and (kind is None or m["type"] == kind)]


def send(core: HostCore, cid: int, kind: str, now: float = 0.0, **fields: Any) -> Sent:
    """``cid`` sends one message; returns everything queued by it."""
    core.receive(cid, {"type": kind, **fields}, now)
    return take(core)


def join(core: HostCore, cid: int, name: str = "", **fields: Any) -> Message:
    """Connect ``cid`` and say hello; returns its welcome."""
    core.connect(cid)
    out = send(core, cid, "hello", version=PROTOCOL_VERSION, name=name or f"P{cid}", **fields)
    (welcome,) = to(out, cid, "welcome")
    return welcome


def refused(core: HostCore, cid: int, message: Message, code: str) -> Message:
    """``message`` from ``cid`` is refused with ``code``: nothing changes, nobody else hears of it."""
    before = snapshot(core)  # the game's state hash, the lobby, who is who
    core.receive(cid, message)
    out = take(core)
    assert [c for c, _ in out] == [cid] * len(out), f"others were told: {out}"
    rejects = to(out, cid, "reject")
    assert rejects, f"not refused: {out}"
    assert rejects[0]["code"] == code, rejects[0]
    assert snapshot(core) == before
    return rejects[0]


def lobby_table(**options: Any) -> HostCore:
    """Three people at seats 0-2 (0 is the admin), seat 3 a bot, nobody ready."""
    core = table(**options)
    join(core, 0, "Ada", admin=ADMIN)
    join(core, 1, "Bo")
    join(core, 2, "Cy")
    take(core)
    return core


def game_table(spectator: bool = True, **options: Any) -> tuple[HostCore, Sent]:
    """A started game: people at seats 0-2 (connections 0-2), a bot at seat 3 and, with ``spectator``,
    connection 9 watching. Returns the core and everything the start queued."""
    core = lobby_table(**options)
    if spectator:
        join(core, 9, "Eve", spectate=True)
    for cid in range(3):
        send(core, cid, "ready", ready=True)
    out = send(core, 0, "start")
    assert core.phase == "playing"
    return core, out


def decide(core: HostCore, prompt: Prompt, seed: int = 1) -> dict[str, Any]:
    """A legal answer to ``prompt`` (a random bot's), as a client would send it: no seat, no prompt."""
    assert core.rec is not None
    action = make_bot("random", seed).act(prompt, seat_context(core.rec.state.copy(), prompt.seat))
    return {k: v for k, v in action.items() if k not in ("seat", "prompt")}


def step(core: HostCore, seed: int = 1) -> Sent:
    """Whoever is asked first answers legally: the bot at the host, or a person from connection = seat.
    Returns what that queued."""
    assert core.rec is not None and core.phase == "playing"
    prompt = core.rec.state.prompts[0]
    if core.lobby.slots[prompt.seat].bot_controlled:
        assert core.bot_step()
    else:
        core.receive(prompt.seat, act(core, prompt, decide(core, prompt, seed), core.state_id))
    return take(core)


def human_prompt(core: HostCore) -> Prompt:
    """Let the bot at seat 3 play until one of seats 0-2 has a prompt."""
    assert core.rec is not None
    for _ in range(2000):
        mine = [p for p in core.rec.state.prompts if p.seat < 3]
        if mine:
            return mine[0]
        assert core.bot_step()
        take(core)
    raise AssertionError("no person was ever asked anything")


def act(core: HostCore, prompt: Prompt, action: dict[str, Any], state: int) -> Message:
    """An answer to the engine's ``prompt``, named as its seat was told it (net/public.py)."""
    number = core.wire_prompt_id(prompt)
    return {"type": "act", "state": state, "prompt": number, "action": core.numbering.action_out(action)}


def contains(value: Any, needle: int) -> bool:
    if isinstance(value, dict):
        return any(contains(v, needle) for v in value.values())
    if isinstance(value, list):
        return any(contains(v, needle) for v in value)
    return type(value) is int and value == needle


# -- hello -------------------------------------------------------------------------------------------
def test_a_client_of_another_protocol_version_is_turned_away() -> None:
    core = table()
    core.connect(1)
    out = send(core, 1, "hello", version=PROTOCOL_VERSION + 1, name="Future")
    assert [m["type"] for m in to(out, 1)] == ["reject", "bye"]
    assert to(out, 1)[0]["code"] == "version"
    assert 1 in core.closing
    assert not core.conns[1].joined
    assert all(s.token is None for s in core.lobby.slots)


def test_a_newer_clients_hello_is_judged_by_its_version_before_its_fields() -> None:
    core = table()
    core.connect(1)
    out = send(core, 1, "hello", version=PROTOCOL_VERSION + 1, name="Future", avatar={"new": "field"})
    assert to(out, 1, "reject")[0]["code"] == "version" and 1 in core.closing


@pytest.mark.parametrize("kind", ["ping", "ready", "chat", "sync", "act", "bye"])
def test_anything_before_hello_closes_the_connection(kind: str) -> None:
    core = table()
    core.connect(1)
    every: dict[str, dict[str, Any]] = {
        "ready": {"ready": True},
        "chat": {"text": "hi"},
        "act": {"state": 0, "prompt": 1, "action": {"type": "pass"}},
    }
    fields = every.get(kind, {})
    out = send(core, 1, kind, **fields)
    assert [m["type"] for m in to(out, 1)] == ["reject", "bye"]
    assert to(out, 1)[0]["code"] == "hello_first"
    assert 1 in core.closing
    assert send(core, 1, "hello", version=PROTOCOL_VERSION, name="Late") == []  # closing: ignored


def test_a_second_hello_is_refused() -> None:
    core = table()
    join(core, 1)
    refused(core, 1, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Again"}, "already_joined")
    assert 1 not in core.closing


def test_newcomers_fill_the_free_seats_in_order_then_watch() -> None:
    core = table(players=4, bots=1)
    seats = [join(core, cid)["seat"] for cid in range(5)]
    assert seats == [0, 1, 2, None, None]  # seat 3 is the bot's
    assert [s.name for s in core.lobby.slots[:3]] == ["P0", "P1", "P2"]
    assert core.lobby.slots[3].kind == BOT and core.lobby.slots[3].token is None
    core.connect(9)
    core.receive(9, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Watcher"})
    lobby = to(take(core), 0, "lobby")[-1]
    assert lobby["spectators"] == 3


def test_asking_to_spectate_gives_no_seat_even_when_seats_are_free() -> None:
    core = table()
    welcome = join(core, 1, spectate=True)
    assert welcome["seat"] is None
    assert core.lobby.first_free() is core.lobby.slots[0]
    assert join(core, 2)["seat"] == 0


def test_the_welcome_carries_a_fresh_secret_token_that_the_lobby_never_shows() -> None:
    core = table()
    core.connect(1)
    out = send(core, 1, "hello", version=PROTOCOL_VERSION, name="  Ada   Lovelace ")
    welcome = to(out, 1, "welcome")[0]
    assert welcome["version"] == PROTOCOL_VERSION and welcome["table"] == core.name
    assert welcome["phase"] == "lobby" and welcome["seat"] == 0 and welcome["admin"] is False
    token = welcome["token"]
    assert isinstance(token, str) and len(token) >= 32
    assert join(core, 2)["token"] != token
    lobby = to(out, 1, "lobby")[-1]
    assert lobby["seats"][0]["name"] == "Ada Lovelace" and lobby["seats"][0]["taken"] is True
    assert token not in repr(lobby)


def test_the_admin_secret_makes_a_connection_the_admin() -> None:
    core = table()
    assert join(core, 1, admin="wrong")["admin"] is False
    assert join(core, 2, admin=ADMIN)["admin"] is True


def test_an_unknown_token_is_noticed_and_the_connection_joins_as_a_newcomer() -> None:
    core = table()
    core.connect(1)
    out = send(core, 1, "hello", version=PROTOCOL_VERSION, name="Ada", token="f" * 32)
    assert [m["type"] for m in to(out, 1)][:2] == ["welcome", "reject"]
    welcome, notice = to(out, 1)[:2]
    assert notice["code"] == "unknown_token" and notice["ref"] == "hello"
    assert welcome["token"] != "f" * 32 and welcome["seat"] == 0
    assert core.conns[1].joined and 1 not in core.closing


# -- the lobby ---------------------------------------------------------------------------------------
def test_a_free_seat_can_be_taken_and_a_held_one_cannot() -> None:
    core = lobby_table()
    join(core, 4, "Di", spectate=True)
    core.receive(4, {"type": "seat", "seat": 1})
    take(core)
    refused(core, 4, {"type": "seat", "seat": 0}, "seat_taken")
    refused(core, 4, {"type": "seat", "seat": 3}, "seat_taken")  # the bot's
    refused(core, 4, {"type": "seat", "seat": 99}, "seat_taken")
    refused(core, 4, {"type": "seat", "seat": -1}, "seat_taken")
    send(core, 1, "seat", seat=None)  # Bo stands up: seat 1 is free again
    out = send(core, 4, "seat", seat=1)
    assert core.conns[4].seat == 1 and core.lobby.slots[1].name == "Di"
    assert to(out, 0, "lobby")[-1]["seats"][1]["name"] == "Di"
    assert to(out, 4, "lobby")[-1]["you"] == 1


def test_moving_to_another_seat_frees_the_old_one() -> None:
    core = lobby_table(players=5, bots=0)
    send(core, 2, "seat", seat=4)
    assert core.lobby.slots[2].free and core.lobby.slots[4].token == core.conns[2].token


def test_ready_is_shown_to_everyone() -> None:
    core = lobby_table()
    out = send(core, 1, "ready", ready=True)
    assert core.lobby.slots[1].ready
    for cid in range(3):
        assert to(out, cid, "lobby")[-1]["seats"][1]["ready"] is True
    send(core, 1, "ready", ready=False)
    assert not core.lobby.slots[1].ready


def test_a_spectator_cannot_be_ready() -> None:
    core = lobby_table()
    join(core, 4, spectate=True)
    refused(core, 4, {"type": "ready", "ready": True}, "no_seat")


def test_a_person_renames_and_recolours_their_seat() -> None:
    core = lobby_table()
    out = send(core, 1, "profile", name="  Bo   Peep ", colour="green")
    slot = core.lobby.slots[1]
    assert (slot.name, slot.colour) == ("Bo Peep", "green")
    assert core.conns[1].name == "Bo Peep"
    assert to(out, 2, "lobby")[-1]["seats"][1]["colour"] == "green"


def test_a_taken_or_unknown_colour_is_refused_and_nothing_changes() -> None:
    core = lobby_table()
    taken = core.lobby.slots[0].colour
    refused(core, 1, {"type": "profile", "name": "Renamed", "colour": taken}, "bad_colour")
    refused(core, 1, {"type": "profile", "colour": "mauve"}, "bad_colour")
    refused(core, 1, {"type": "profile", "colour": COLOURS[6]}, "bad_colour")  # not a table colour
    assert core.lobby.slots[1].name == "Bo"


def test_only_the_admin_may_set_up_or_start() -> None:
    core = lobby_table()
    refused(core, 1, {"type": "setup", "players": 5}, "not_admin")
    refused(core, 1, {"type": "start"}, "not_admin")


def test_the_admin_sets_up_seats_and_options() -> None:
    core = lobby_table()
    out = send(
        core,
        0,
        "setup",
        players=5,
        options={"alien_mode": "random", "flares": False},
        seats=[{"seat": 3, "kind": "human"}, {"seat": 4, "kind": "bot", "strength": "easy"}],
    )
    kinds = [(s.kind, s.strength) for s in core.lobby.slots]
    assert kinds[3:] == [("human", "normal"), ("bot", "easy")]
    assert core.lobby.options == {"four_planets": True, "alien_mode": "random", "flares": False}
    lobby = to(out, 1, "lobby")[-1]
    assert len(lobby["seats"]) == 5 and lobby["options"]["alien_mode"] == "random"


@pytest.mark.parametrize(
    "setup",
    [
        {"options": {"alien_mode": "fixed"}},
        {"players": 5, "options": {"alien_mode": "fixed"}},
        {"players": 5, "options": {"seed": 3}},  # host-only
        {"options": {"no_such_option": True}},
        {"options": {"alien_level": 7}},
        {"options": {"regroup_without_colony": "anywhere"}},
        {"players": 2},
        {"players": 6},
        {"players": 3, "seats": [{"seat": 0, "kind": "bot"}, {"seat": 9, "kind": "bot"}]},
        {"seats": [{"seat": 0, "kind": "bot"}, {"seat": 1, "kind": "dragon"}]},
        {"seats": [{"seat": 1, "kind": "bot", "strength": "godlike"}]},
        {"seats": [{"seat": 1, "kind": "bot"}, "not a map"]},
        {"seats": [{"seat": True, "kind": "bot"}]},  # a boolean is not seat 1
        {"seats": [{"seat": 1.0, "kind": "bot"}]},
        {"seats": [{"kind": "bot"}]},
        {"seats": [{"seat": 1, "kind": "bot"}], "options": {"deal_timer": -5}},
    ],
)
def test_a_setup_is_all_or_nothing(setup: dict[str, Any]) -> None:
    core = lobby_table()
    refused(core, 0, {"type": "setup", **setup}, "bad_setup")
    assert len(core.lobby.slots) == 4 and core.conns[1].seat == 1


def test_shrinking_the_table_sends_the_people_of_removed_seats_to_watch() -> None:
    core = lobby_table(players=5, bots=0)
    join(core, 3, "Di")
    join(core, 4, "Ed")
    out = send(core, 0, "setup", players=3)
    assert len(core.lobby.slots) == 3
    assert core.conns[3].seat is None and core.conns[4].seat is None
    assert to(out, 4, "lobby")[-1]["you"] is None
    assert to(out, 0, "lobby")[-1]["spectators"] == 2
    assert join(core, 5)["seat"] is None  # no free seat left
    send(core, 0, "setup", players=4)
    assert send(core, 4, "seat", seat=3) and core.conns[4].seat == 3


def test_making_a_held_seat_a_bot_sends_its_person_to_watch() -> None:
    core = lobby_table()
    send(core, 0, "setup", seats=[{"seat": 2, "kind": "bot"}])
    assert core.conns[2].seat is None and core.lobby.slots[2].kind == BOT
    assert core.lobby.slots[2].token is None


def test_the_game_cannot_start_while_a_person_is_not_ready() -> None:
    core = lobby_table()
    send(core, 0, "ready", ready=True)
    send(core, 1, "ready", ready=True)
    reject = refused(core, 0, {"type": "start"}, "not_ready")
    assert "Cy" in reject["reason"]
    send(core, 2, "ready", ready=True)
    send(core, 0, "start")
    assert core.phase == "playing"


def test_a_free_seat_also_keeps_the_game_from_starting() -> None:
    core = table()
    join(core, 0, admin=ADMIN)
    send(core, 0, "ready", ready=True)
    refused(core, 0, {"type": "start"}, "not_ready")


def test_auto_start_starts_when_every_person_is_ready() -> None:
    core = table(auto_start=True)
    for cid in range(3):
        join(core, cid)
    send(core, 0, "ready", ready=True)
    send(core, 1, "ready", ready=True)
    assert core.phase == "lobby"
    out = send(core, 2, "ready", ready=True)
    assert core.phase == "playing"
    assert all(to(out, cid, "sync") for cid in range(3))


@pytest.mark.parametrize(
    "message",
    [
        {"type": "seat", "seat": None},
        {"type": "ready", "ready": False},
        {"type": "profile", "name": "Late"},
        {"type": "setup", "players": 5},
        {"type": "start"},
    ],
)
def test_lobby_messages_are_refused_once_the_game_has_started(message: Message) -> None:
    core, _ = game_table()
    refused(core, 0, message, "started")  # connection 0 is the admin


# -- the game ----------------------------------------------------------------------------------------
def test_everyone_is_synced_at_the_start_and_the_seed_never_leaves_the_host() -> None:
    core, out = game_table()
    assert core.rec is not None and is_public(core.rec.state)  # else only the seats asked get theirs
    for cid, seat in [(0, 0), (1, 1), (2, 2), (9, None)]:
        (sync,) = to(out, cid, "sync")
        assert sync["seat"] == seat and sync["state"] == core.state_id == 0
        assert sync["config"]["seed"] == 0
        assert sync["view"] == core.numbering.view(plain(view_for(core.rec.state, seat)), 0)
    # play a while: no message ever carries the seed, in its config or anywhere else
    sent = list(out)
    while core.phase == "playing":
        sent += step(core)
    core.connect(10)
    core.receive(10, {"type": "hello", "version": PROTOCOL_VERSION, "name": "Late"})
    core.receive(10, {"type": "sync"})
    sent += take(core)
    assert core.rec.config.seed == SEED
    for _, msg in sent:
        assert "config" not in msg or msg["config"]["seed"] == 0
        assert not contains(msg, SEED), msg["type"]


def test_a_late_joiner_watches_and_is_synced() -> None:
    core, _ = game_table()
    welcome = join(core, 5, "Late")
    assert welcome["seat"] is None and welcome["phase"] == "playing"
    assert core.lobby.first_free() is None


def test_acting_for_another_seat_is_refused() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    other = (prompt.seat + 1) % 3
    message = act(core, prompt, {**decide(core, prompt), "seat": prompt.seat}, core.state_id)
    refused(core, other, message, "not_your_seat")


def test_a_spectator_cannot_act() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    refused(core, 9, act(core, prompt, decide(core, prompt), core.state_id), "no_seat")
    message = act(core, prompt, {**decide(core, prompt), "seat": prompt.seat}, core.state_id)
    refused(core, 9, message, "no_seat")


def test_a_stale_prompt_is_refused_by_the_engine() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    number = core.wire_prompt_id(prompt)
    for stale in (number - 1, number + 1000):
        message = {"type": "act", "state": core.state_id, "prompt": stale, "action": decide(core, prompt)}
        refused(core, prompt.seat, message, "stale_prompt")


def test_a_state_id_from_the_future_is_refused() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    refused(core, prompt.seat, act(core, prompt, decide(core, prompt), core.state_id + 1), "bad_state")


def test_acting_in_the_lobby_is_refused() -> None:
    core = lobby_table()
    refused(core, 1, {"type": "act", "state": 0, "prompt": 1, "action": {"type": "pass"}}, "not_started")
    refused(core, 1, {"type": "sync"}, "not_started")


@pytest.mark.parametrize(
    "action",
    [
        {"type": "nonsense"},
        {"type": "play", "card": 10_000, "target": 0},
        {"type": "pass", "extra": [1, 2, 3]},
        {},
        {"type": 5},
        {"type": "pass", "seat": "0"},
    ],
)
def test_an_illegal_choice_is_refused_with_the_engines_code(action: dict[str, Any]) -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    assert core.rec is not None
    trial = core.rec.state.copy()
    message = act(core, prompt, action, core.state_id)
    if action.get("seat", prompt.seat) != prompt.seat:
        refused(core, prompt.seat, message, "not_your_seat")
        return
    with pytest.raises(IllegalAction) as engine:
        apply(trial, {**action, "seat": prompt.seat, "prompt": prompt.id})
    refused(core, prompt.seat, message, engine.value.code)


def test_an_act_from_a_seat_with_nothing_to_decide_is_refused() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    assert core.rec is not None
    idle = next(s for s in range(3) if all(p.seat != s for p in core.rec.state.prompts))
    refused(core, idle, act(core, prompt, decide(core, prompt), core.state_id), "not_your_prompt")


def test_a_legal_act_updates_every_view_to_exactly_what_its_seat_may_see() -> None:
    """At a public point every connection gets one update, and its view is the engine's view of its seat;
    inside a play window only the seat that answers hears of it (its prompt closes) and only a seat asked
    there hears of the window (its prompt), nobody else anything."""
    core, out = game_table()
    # a second window for seat 1 (it replaces connection 1) and a second spectator
    newcomers: list[tuple[int, Message]] = [(10, {"token": core.conns[1].token}), (11, {"spectate": True})]
    for cid, fields in newcomers:
        core.connect(cid)
        core.receive(cid, {"type": "hello", "version": PROTOCOL_VERSION, "name": f"P{cid}", **fields})
    out += take(core)
    seats = {0: 0, 2: 2, 9: None, 10: 1, 11: None}
    views = {cid: to(out, cid, "sync")[-1]["view"] for cid in seats}
    assert core.rec is not None
    actions = hidden = 0
    segment: list[int | None] = []  # whose action the table saw since it was last told
    while core.phase == "playing":
        prompt = core.rec.state.prompts[0]
        step_before = core.state_id
        if not segment:
            segment.append(None if prompt.ctx == "window" else prompt.seat)
        if prompt.seat == 3:
            assert core.bot_step()
        else:
            cid = next(c for c, s in seats.items() if s == prompt.seat)
            core.receive(cid, act(core, prompt, decide(core, prompt, seed=actions), core.state_id))
        out = take(core)
        assert not [m for _, m in out if m["type"] == "reject"], out
        public = is_public(core.rec.state)
        assert core.state_id == step_before + public
        for cid, seat in seats.items():
            updates = to(out, cid, "update")
            acked = prompt.ctx == "window" and seat == prompt.seat
            told = {p["id"] for p in views[cid]["prompts"]}
            mine = [p for p in core.rec.state.prompts if p.seat == seat]
            asked = any(core.wire_prompt_id(p) not in told for p in mine)
            assert len(updates) == acked + (public or asked), (cid, seat, public, acked, asked)
            for i, update in enumerate(updates):
                ack = acked and i == 0  # the answer's own acknowledgement comes first, before the step moves
                assert update["state"] == (step_before if ack else core.state_id)
                assert update["actor"] == (seat if ack else segment[0])
                views[cid] = patch.apply(views[cid], update["patch"])
            assert views[cid] == core.told[seat]
            if public:
                assert views[cid] == core.numbering.view(plain(view_for(core.rec.state, seat)), core.state_id)
        if public:
            segment.clear()
        hidden += not public
        actions += 1
    assert actions > 50 and hidden > 0 and core.phase == "over"


def test_the_game_over_is_told_to_everyone_and_further_acts_are_refused() -> None:
    core, _ = game_table()
    assert core.rec is not None
    out: Sent = []
    while core.phase == "playing":
        out += step(core)
    assert core.phase == "over" and core.rec.state.over
    assert to(out, 9, "lobby")[-1]["phase"] == "over"
    assert core.bot_prompts() == []
    message = {"type": "act", "state": core.state_id, "prompt": 1, "action": {"type": "pass"}}
    refused(core, 0, message, "game_over")


# -- reconnection ------------------------------------------------------------------------------------
def test_a_dropped_person_gets_their_seat_back_with_their_token() -> None:
    core, _ = game_table()
    prompt = human_prompt(core)
    seat = prompt.seat
    token = core.conns[seat].token
    core.disconnect(seat, now=100.0)
    slot = core.lobby.slots[seat]
    assert not slot.connected and slot.away_since == 100.0
    out = take(core)
    assert to(out, 9, "lobby")[-1]["seats"][seat]["connected"] is False
    core.connect(20)
    out = send(core, 20, "hello", version=PROTOCOL_VERSION, name="Back", token=token)
    welcome = to(out, 20, "welcome")[0]
    assert welcome["seat"] == seat and welcome["token"] == token
    (sync,) = to(out, 20, "sync")
    assert sync["seat"] == seat and sync["state"] == core.state_id
    assert [p["id"] for p in sync["view"]["prompts"]] == [core.wire_prompt_id(prompt)]
    assert not to(out, 20, "reject")
    assert slot.connected and slot.away_since is None
    core.receive(20, act(core, prompt, decide(core, prompt), sync["state"]))
    assert not to(take(core), 20, "reject")


def test_a_bot_stands_in_after_the_grace_period_until_the_person_returns() -> None:
    core, _ = game_table(grace=30.0)
    prompt = human_prompt(core)
    seat = prompt.seat
    slot = core.lobby.slots[seat]
    token = core.conns[seat].token
    core.disconnect(seat, now=100.0)
    take(core)
    assert prompt not in core.bot_prompts()
    core.tick(100.0 + 29.9)
    assert not slot.stand_in and take(core) == []
    assert prompt not in core.bot_prompts()
    core.tick(100.0 + 30.0)
    assert slot.stand_in
    assert to(take(core), 9, "lobby")[-1]["seats"][seat]["stand_in"] is True
    assert prompt in core.bot_prompts()
    core.tick(500.0)
    assert take(core) == []  # once is enough
    # the stand-in plays the seat's turn...
    assert core.bot_step()
    take(core)
    # ...until its person comes back
    join(core, 21, "Back", token=token)
    assert not slot.stand_in and slot.connected
    assert all(p.seat != seat for p in core.bot_prompts())


def test_stand_ins_can_be_turned_off() -> None:
    core, _ = game_table(stand_ins=False)
    core.disconnect(1, now=0.0)
    core.tick(10_000.0)
    assert not core.lobby.slots[1].stand_in


def test_a_person_away_from_the_lobby_too_long_loses_the_seat() -> None:
    core = lobby_table(grace=5.0)
    token = core.conns[1].token
    send(core, 1, "ready", ready=True)
    core.disconnect(1, now=10.0)
    core.tick(14.0)
    assert core.lobby.slots[1].token == token
    core.tick(15.0)
    assert core.lobby.slots[1].free and not core.lobby.slots[1].ready
    assert to(take(core), 0, "lobby")[-1]["seats"][1]["taken"] is False


def test_a_second_connection_with_the_same_token_replaces_the_first() -> None:
    core, _ = game_table()
    token = core.conns[1].token
    core.connect(30)
    out = send(core, 30, "hello", version=PROTOCOL_VERSION, name="Bo on the laptop", token=token)
    assert [m["type"] for m in to(out, 1)][:2] == ["reject", "bye"]
    assert to(out, 1, "reject")[0]["code"] == "replaced"
    assert 1 in core.closing and core.conns[1].seat is None
    assert to(out, 30, "welcome")[0]["seat"] == 1 and to(out, 30, "sync")
    # the old connection going away does not mark the seat as away
    core.disconnect(1, now=50.0)
    assert core.lobby.slots[1].connected and core.lobby.slots[1].away_since is None
    assert not to(take(core), 1)


def test_a_replaced_connection_gets_nothing_more() -> None:
    core, _ = game_table()
    join(core, 30, token=core.conns[1].token)
    assert send(core, 1, "ping", n=1) == []
    core.receive(0, {"type": "chat", "text": "still there?"})
    assert not to(take(core), 1)


# -- hostility ---------------------------------------------------------------------------------------
def test_max_strikes_refused_messages_close_a_connection() -> None:
    core = lobby_table()
    for strike in range(1, MAX_STRIKES):
        refused(core, 1, {"type": "seat", "seat": 0}, "seat_taken")
        assert core.conns[1].strikes == strike and 1 not in core.closing
    out = send(core, 1, "no_such_message")
    assert [(m["type"], m.get("code")) for m in to(out, 1)] == [
        ("reject", "unknown_message"),
        ("reject", "hostile"),
        ("bye", None),
    ]
    assert 1 in core.closing
    assert send(core, 1, "ping", n=1) == []


def test_a_good_message_pays_back_a_strike() -> None:
    core = lobby_table()
    for _ in range(MAX_STRIKES - 1):
        refused(core, 1, {"type": "seat", "seat": 0}, "seat_taken")
    send(core, 1, "ping", n=1)
    assert core.conns[1].strikes == MAX_STRIKES - 2
    refused(core, 1, {"type": "seat", "seat": 0}, "seat_taken")
    assert 1 not in core.closing
    out = send(core, 1, "seat", seat=0)
    assert to(out, 1, "reject")[-1]["code"] == "hostile" and 1 in core.closing


def test_a_flood_refusal_is_a_strike_too() -> None:
    core = lobby_table()
    for _ in range(MAX_STRIKES):
        core.refuse(1, "flood", "slow down")
    assert 1 in core.closing
    codes = [m.get("code") for m in to(take(core), 1)]
    assert codes.count("flood") == MAX_STRIKES and codes[-2:] == ["hostile", None]


def test_an_unreadable_frame_closes_the_connection_at_once() -> None:
    core = lobby_table()
    core.refuse_frame(1, "bad_frame", "not msgpack")
    out = take(core)
    assert [m["type"] for m in to(out, 1)] == ["reject", "bye"] and 1 in core.closing
    assert not [c for c, _ in out if c != 1]


@pytest.mark.parametrize(
    "message",
    [
        {"type": "teleport"},
        {"type": "ping", "n": 1, "extra": True},
        {"type": "ready"},
        {"type": "ready", "ready": 1},
        {"type": "seat", "seat": True},
        {"type": "seat", "seat": "1"},
        {"type": "chat", "text": ""},
        {"type": "chat", "text": "x" * 501},
        {"type": "chat", "text": 5},
        {"type": "profile", "name": "   "},
        {"type": "profile", "name": "x" * 25},
        {"type": "act", "state": "0", "prompt": 1, "action": {}},
        {"type": "act", "state": 0, "prompt": None, "action": {}},
        {"type": "act", "state": 0, "prompt": 1, "action": []},
        {"type": "setup", "options": []},
        {"type": "hello", "version": 1, "name": "x" * 10_000},
    ],
)
def test_a_malformed_message_is_refused_and_the_connection_stays(message: Message) -> None:
    core = lobby_table()
    reject = refused(core, 0, message, "unknown_message" if message["type"] == "teleport" else "bad_message")
    assert reject["ref"] == message["type"]
    assert 0 not in core.closing


def test_a_huge_name_in_a_hello_is_refused_and_a_proper_hello_may_follow() -> None:
    core = table()
    core.connect(1)
    refused(core, 1, {"type": "hello", "version": PROTOCOL_VERSION, "name": "x" * 60_000}, "bad_message")
    assert join(core, 1, "Short")["seat"] == 0


# -- talk --------------------------------------------------------------------------------------------
def test_chat_is_relayed_to_everyone_with_the_speakers_name() -> None:
    core, _ = game_table()
    out = send(core, 2, "chat", text="  good   luck,\nall ")
    for cid in (0, 1, 2, 9):
        assert to(out, cid, "chat") == [{"type": "chat", "from": "Cy", "seat": 2, "text": "good luck, all"}]
    out = send(core, 9, "chat", text="I am only watching")
    assert to(out, 0, "chat")[0]["from"] == "Eve" and to(out, 0, "chat")[0]["seat"] is None


def test_blank_chat_is_refused() -> None:
    core = lobby_table()
    refused(core, 1, {"type": "chat", "text": " \n\t "}, "bad_message")


@pytest.mark.parametrize("n", [7, "abc", None, [1, {"x": 2.5}]])
def test_ping_is_answered_with_a_pong_carrying_the_same_n(n: Any) -> None:
    core = lobby_table()
    assert send(core, 1, "ping", n=n) == [(1, {"type": "pong", "n": n})]
    assert send(core, 1, "ping") == [(1, {"type": "pong", "n": None})]


def test_bye_in_the_lobby_frees_the_seat() -> None:
    core = lobby_table()
    send(core, 1, "ready", ready=True)
    out = send(core, 1, "bye")
    assert to(out, 1, "bye") and 1 in core.closing
    assert core.lobby.slots[1].free
    assert to(out, 0, "lobby")[-1]["seats"][1]["taken"] is False
    core.disconnect(1, now=5.0)
    assert core.lobby.slots[1].away_since is None


def test_bye_in_a_game_hands_the_seat_to_a_stand_in_until_its_token_returns() -> None:
    core, _ = game_table()
    token = core.conns[1].token
    out = send(core, 1, "bye")
    slot = core.lobby.slots[1]
    assert slot.stand_in  # at once: no grace period for leaving on purpose
    assert to(out, 0, "lobby")[-1]["seats"][1]["stand_in"] is True
    core.disconnect(1, now=5.0)
    assert slot.token == token and not slot.connected and slot.away_since == 5.0
    assert join(core, 40, token=token)["seat"] == 1
    assert not slot.stand_in and slot.connected


# -- view patches ------------------------------------------------------------------------------------
scalars = st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False) | st.text()
json_like = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=4), inner, max_size=5),
    max_leaves=30,
)


def same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down (``==`` alone takes ``True`` for ``1``)."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same, a, b))
    return type(a) is type(b) and a == b


def tweak(value: Any, data: st.DataObject) -> Any:
    """``value`` with a few random changes deep inside (so patches are small, not whole replacements)."""
    if isinstance(value, dict) and value and data.draw(st.booleans()):
        key = data.draw(st.sampled_from(sorted(value)))
        return {**value, key: tweak(value[key], data)}
    if isinstance(value, list) and value and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(value) - 1))
        return [*value[:i], tweak(value[i], data), *value[i + 1 :]]
    return data.draw(json_like)


@settings(max_examples=300, deadline=None)
@given(json_like, json_like)
def test_a_patch_turns_the_old_value_into_the_new_one(a: Any, b: Any) -> None:
    assert patch.diff(a, a) == []
    assert patch.diff(a, copy.deepcopy(a)) == []
    assert same(patch.apply(copy.deepcopy(a), patch.diff(a, b)), b)


@settings(max_examples=300, deadline=None)
@given(json_like, st.data())
def test_a_patch_of_a_small_change_deep_inside_is_applied_exactly(a: Any, data: st.DataObject) -> None:
    b = a
    for _ in range(data.draw(st.integers(1, 3))):
        b = tweak(b, data)
    delta = patch.diff(a, b)
    assert patch.apply(copy.deepcopy(a), delta) == b
    # and it survives the wire like the views do
    assert patch.apply(plain(a), plain(delta)) == plain(b)


def test_patches_replace_only_what_changed() -> None:
    assert patch.diff({"a": [0, 0, 0, 5], "b": 1}, {"a": [0, 0, 0, 6], "b": 1}) == [[["a", 3], 6]]
    assert patch.diff({"a": [0, 0]}, {"a": [1, 1]}) == [[["a"], [1, 1]]]  # most of it: whole
    assert patch.diff({"a": 1}, {"b": 1}) == [[[], {"b": 1}]]
    assert patch.diff(None, {"a": 1}) == [[[], {"a": 1}]]
    assert patch.diff(1, True) == [[[], True]]


@pytest.mark.parametrize(("old", "new"), [([1, 2], [True, 2]), ({"a": 1}, {"a": 1.0}), ([[0]], [[False]])])
def test_patches_see_types_inside_containers(old: Any, new: Any) -> None:
    assert same(patch.apply(copy.deepcopy(old), patch.diff(old, new)), new)


# -- the wire ----------------------------------------------------------------------------------------
def packed(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)  # type: ignore[no-any-return]


def nest(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def bad(body: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as info:
        decode_body(body)
    assert info.value.code == code, info.value


def test_decode_body_takes_a_plain_map_with_a_string_type() -> None:
    message: Message = {"type": "ping", "n": [1, 2.5, None, True, "x", {"k": [{}]}]}
    assert decode_body(packed(message)) == message


@pytest.mark.parametrize("value", [[1, 2], "ping", 5, None, b"bytes"])
def test_decode_body_refuses_what_is_not_a_map(value: Any) -> None:
    bad(packed(value), "bad_frame")


@pytest.mark.parametrize(
    "value",
    [
        {1: "int key", "type": "ping"},
        {b"type": "ping"},
        {"type": "ping", "n": {2: "nested int key"}},
        {"type": "ping", "n": {(1, 2): "tuple key"}},
    ],
)
def test_decode_body_refuses_keys_that_are_not_strings(value: Any) -> None:
    bad(packed(value), "bad_frame")


def test_decode_body_refuses_binary_values() -> None:
    bad(packed({"type": "ping", "n": b"\x00\x01"}), "bad_frame")


@pytest.mark.parametrize("code", [0, 5, 127])
def test_decode_body_refuses_extension_types(code: int) -> None:
    bad(packed({"type": "ping", "n": msgpack.ExtType(code, b"\x00" * 8)}), "bad_frame")
    bad(packed({"type": "ping", "n": [1, {"deep": msgpack.ExtType(code, b"")}]}), "bad_frame")


def test_decode_body_refuses_reserved_extension_types() -> None:
    bad(b"\x82\xa4type\xa4ping\xa1n\xd4\x80\x00", "bad_frame")  # fixext 1 of type -128


def test_decode_body_refuses_timestamps() -> None:
    bad(packed({"type": "ping", "n": msgpack.Timestamp(1, 2)}), "bad_frame")


def test_decode_body_refuses_data_nested_deeper_than_max_depth() -> None:
    assert decode_body(packed({"type": "ping", "n": nest(MAX_DEPTH - 1)}))
    bad(packed({"type": "ping", "n": nest(MAX_DEPTH)}), "bad_frame")
    bad(packed({"type": "ping", "n": nest(MAX_DEPTH * 10)}), "bad_frame")
    bad(b"\x91" * 100_000 + b"\x00", "bad_frame")  # far deeper than msgpack's own stack


@pytest.mark.parametrize("value", [{}, {"n": 1}, {"type": 5}, {"type": None}, {"type": ["ping"]}])
def test_decode_body_refuses_a_message_without_a_string_type(value: Any) -> None:
    bad(packed(value), "bad_frame")


@pytest.mark.parametrize(
    "body", [b"", b"\xc1", b"\x82\xa4type", packed({"type": "ping"}) + b"\x00", b"\x81\xa4type\xa2\xff\xfe"]
)
def test_decode_body_refuses_what_is_not_one_msgpack_value(body: bytes) -> None:
    bad(body, "bad_frame")


def test_check_client_message_knows_every_message_and_field() -> None:
    check_client_message({"type": "act", "state": 3, "prompt": 4, "action": {"type": "pass"}})
    wrong: list[tuple[Message, str]] = [
        ({"type": "nope"}, "unknown_message"),
        ({"type": "start", "now": True}, "bad_message"),
        ({"type": "act", "state": 3, "prompt": 4}, "bad_message"),
        ({"type": "act", "state": True, "prompt": 4, "action": {}}, "bad_message"),
        ({"type": "hello", "version": 1}, "bad_message"),
    ]
    for message, code in wrong:
        with pytest.raises(ProtocolError) as info:
            check_client_message(message)
        assert info.value.code == code


def frames(*messages: Message) -> bytes:
    return b"".join(encode(m) for m in messages)


MESSAGES: list[Message] = [
    {"type": "ping", "n": 1},
    {"type": "chat", "text": "héllo " * 40},
    {"type": "act", "state": 3, "prompt": 4, "action": {"type": "pass"}},
]


def test_frame_reader_refuses_an_oversized_length_before_the_body_arrives() -> None:
    reader = FrameReader(MAX_CLIENT_FRAME)
    with pytest.raises(ProtocolError) as info:
        list(reader.feed(HEADER.pack(MAX_CLIENT_FRAME + 1)))
    assert info.value.code == "too_large"
    assert list(FrameReader(MAX_CLIENT_FRAME).feed(HEADER.pack(MAX_CLIENT_FRAME))) == []  # waits for it


def test_frame_reader_refuses_an_oversized_frame_after_good_ones() -> None:
    reader = FrameReader(100)
    got: list[Message] = []
    with pytest.raises(ProtocolError):
        got.extend(reader.feed(encode({"type": "ping"}) + HEADER.pack(101)))
    assert got == [{"type": "ping"}]


def test_frame_reader_takes_several_frames_in_one_chunk() -> None:
    assert list(FrameReader(MAX_CLIENT_FRAME).feed(frames(*MESSAGES))) == MESSAGES


def test_frame_reader_takes_frames_split_at_every_byte_boundary() -> None:
    stream = frames(*MESSAGES)
    for cut in range(len(stream) + 1):
        reader = FrameReader(MAX_CLIENT_FRAME)
        got = list(reader.feed(stream[:cut])) + list(reader.feed(stream[cut:]))
        assert got == MESSAGES, cut
        assert reader.buffer == bytearray()
    reader = FrameReader(MAX_CLIENT_FRAME)
    got = [m for i in range(len(stream)) for m in reader.feed(stream[i : i + 1])]
    assert got == MESSAGES


def test_frame_reader_takes_an_empty_chunk_and_a_frame_of_exactly_the_limit() -> None:
    reader = FrameReader(MAX_CLIENT_FRAME)
    assert list(reader.feed(b"")) == []
    body = packed({"type": "chat", "text": "x" * (MAX_CLIENT_FRAME - 20)})
    body = packed({"type": "chat", "text": "x" * (MAX_CLIENT_FRAME - 20 - (len(body) - MAX_CLIENT_FRAME))})
    assert len(body) == MAX_CLIENT_FRAME
    assert [m["type"] for m in reader.feed(HEADER.pack(len(body)) + body)] == ["chat"]


def test_the_host_never_sends_a_frame_over_its_limit() -> None:
    with pytest.raises(ProtocolError) as info:
        encode({"type": "chat", "text": "x" * (1 << 21)})
    assert info.value.code == "too_large"
