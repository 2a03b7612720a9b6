"""Names and chat are plain text: terminal escapes, control characters, bidi overrides and invisible
characters never reach another person; names are unique at a table, so nobody talks under another's name;
the headless commands escape what they print; a LAN browser keeps the first table of a name.

The attacks run against the real host over loopback TCP (tests/net/net_kit.py), and against the real
``main.py join --headless`` as a process talking to a hostile host.
"""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_kit import new_core, serve

from net.cli import headless_lines, say
from net.client import ClientCore
from net.discovery import Advertiser, Browser, HostInfo
from net.host import HostCore
from net.link import Link
from net.protocol import HEADER, PROTOCOL_VERSION, FrameReader, encode
from net.text import (
    NAME_WIDTH,
    clean_chat,
    clean_line,
    clean_name,
    display_width,
    escape,
    name_key,
    unique_name,
)

ROOT = Path(__file__).resolve().parents[2]
# The name from the report: set the terminal's title, ring the bell, clear the screen; plus a right-to-left
# override, a zero-width space and a byte-order mark.
EVIL_NAME = "\x1b]0;pwned\x07\x1b[2J\u202eEve\u200b\ufeff"
EVIL_CHAT = "\x1b[31mhi\x1b[0m\x07 \u202eolleh\u202c \u2066x\u2069 a\u200bb\x7f\x9b2J\r\nbye"
BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def forbidden(text: str) -> set[str]:
    """The characters of ``text`` nobody may receive from another person."""
    bad = set()
    for ch in text:
        kind = unicodedata.category(ch)
        if ch in BIDI or kind in ("Cc", "Cs", "Cn") or (kind == "Cf" and ch not in "\u200c\u200d"):
            bad.add(ch)
    return bad


def strings(value: Any) -> list[str]:
    """Every string in a message, keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


# -- the cleaning rules ----------------------------------------------------------------------------
def test_escape_sequences_and_control_characters_are_dropped_whole() -> None:
    assert clean_name(EVIL_NAME) == "Eve"
    assert clean_chat(EVIL_CHAT) == "hi olleh x ab bye"
    assert clean_chat("\x1b]8;;http://evil.example\x1b\\click\x1b]8;;\x1b\\ me") == "click me"  # a hyperlink
    assert clean_chat("a\tb\n\nc\x0bd\u2028e\u00a0f") == "a b c d e f"  # any whitespace is one space


def test_bidi_controls_and_invisible_characters_are_dropped() -> None:
    assert clean_name("\u202egnp.exe") == "gnp.exe"
    assert clean_name("\u2067Ann\u2069\u200f") == "Ann"
    assert clean_name("A\u200bn\u2060n\u00ad") == "Ann"  # zero-width space, word joiner, soft hyphen
    assert clean_name("\u3164\u3164") == "Player"  # Hangul fillers draw as nothing: an empty name
    assert clean_name("A\u200dnn") == "Ann"  # a joiner between Latin letters only hides
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert clean_name(f"{family} Smith") == f"{family} Smith"  # an emoji sequence keeps its joiners


def test_text_is_composed_and_capped_by_its_width_on_screen() -> None:
    assert clean_name("Jose\u0301") == "Jos\u00e9"
    assert clean_name("x" + "\u0301" * 30 + "oe") == "x" + "\u0301" * 4 + "oe"  # marks cannot pile up
    wide = "\u65e5\u672c" * 20
    assert clean_name(wide) == wide[:12] and display_width(clean_name(wide)) == NAME_WIDTH
    assert clean_name("x" * 40) == "x" * NAME_WIDTH
    assert clean_line("ab \u0301cd", 3) == "ab"  # a cut never leaves a trailing space or a stray mark
    assert clean_name("  ") == "Player" and clean_chat("\x07\x1b[2J") == ""


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_cleaned_text_has_nothing_forbidden_fits_and_stays_as_it_is(text: str) -> None:
    name = clean_name(text)
    assert not forbidden(name)
    assert 0 < display_width(name) <= NAME_WIDTH
    assert name == name.strip() and "  " not in name
    assert unicodedata.is_normalized("NFC", name)
    assert clean_name(name) == name
    assert not forbidden(escape(text)) and "\x1b" not in escape(text)


def test_names_compare_without_case_marks_invisibles_or_look_alikes() -> None:
    same = [
        "Ann",
        "ANN",
        " ann ",
        "\u00c1nn",
        "A\u200bnn",
        "\u0410nn",  # a Cyrillic A
        "\uff21\uff4e\uff4e",  # full width
    ]
    assert {name_key(n) for n in same} == {"ann"}
    assert name_key("Anne") != name_key("Ann")


def test_a_taken_name_gets_the_first_free_number_and_still_fits() -> None:
    assert unique_name("Ann", ["Bob"]) == "Ann"
    assert unique_name("Ann", ["ann"]) == "Ann 2"
    assert unique_name("ANN", ["Ann", "Ann 2"]) == "ANN 3"
    long = "L" * NAME_WIDTH
    assert unique_name(long, [long]) == "L" * (NAME_WIDTH - 2) + " 2"


def test_escaping_for_the_terminal_writes_every_unprintable_character_as_code() -> None:
    assert escape("Ann\x1b[2J\x07\u202e!") == "Ann\\x1b[2J\\x07\\u202e!"
    assert escape("Jos\u00e9 \u65e5\u672c") == "Jos\u00e9 \u65e5\u672c"


# -- names at a table (the host core) --------------------------------------------------------------
def hello(core: HostCore, cid: int, name: str, **fields: Any) -> None:
    core.connect(cid)
    core.receive(cid, {"type": "hello", "version": PROTOCOL_VERSION, "name": name, **fields})


def names(core: HostCore) -> dict[int, str]:
    return {cid: conn.name for cid, conn in core.conns.items()}


def test_the_same_name_twice_at_a_table_gets_distinct_forms() -> None:
    core = new_core(players=4, bots=1)
    for cid, name in enumerate(["Ann", "ann", "A\u200bNN", "\u0410nn"], start=1):
        hello(core, cid, name)
    assert names(core) == {1: "Ann", 2: "ann 2", 3: "ANN 3", 4: "\u0410nn 4"}
    assert [s.name for s in core.lobby.slots] == ["Ann", "ann 2", "ANN 3", "Yellow bot"]
    assert len({name_key(n) for n in names(core).values()}) == 4


def test_a_spectator_can_never_take_a_seated_players_name_so_chat_tells_them_apart() -> None:
    core = new_core(players=3, bots=0)
    hello(core, 1, "Ann")
    hello(core, 2, " ANN\u202e ", spectate=True)
    hello(core, 3, "Ann", spectate=True)
    assert names(core) == {1: "Ann", 2: "ANN 2", 3: "Ann 3"}
    core.take_outbox()
    core.receive(2, {"type": "chat", "text": "I am Ann"})
    said = {(m["from"], m["seat"]) for _, m in core.take_outbox() if m["type"] == "chat"}
    assert said == {("ANN 2", None)}
    # the spectator sits down under its distinct name, and renaming cannot make it anyone else either
    core.receive(2, {"type": "seat", "seat": 1})
    assert core.lobby.slots[1].name == "ANN 2"
    core.receive(2, {"type": "profile", "name": "\u0410NN"})
    core.receive(1, {"type": "profile", "name": "ann 3"})
    assert [s.name for s in core.lobby.slots[:2]] == ["ann 3 2", "\u0410NN 2"]
    assert len({name_key(n) for n in names(core).values()}) == 3


def test_a_person_cannot_take_a_bots_name_and_keeps_their_own_on_a_rename() -> None:
    core = new_core(players=3, bots=1)
    hello(core, 1, "purple BOT")
    assert core.lobby.slots[0].name == "purple BOT 2"
    core.receive(1, {"type": "profile", "name": "purple BOT 2"})
    assert core.lobby.slots[0].name == "purple BOT 2"  # its own name is not taken from itself


def test_a_returning_player_chats_under_their_seats_name_whatever_hello_says() -> None:
    core = new_core(players=3, bots=0)
    hello(core, 1, "Ann")
    token = core.conns[1].token
    core.disconnect(1, 1.0)
    hello(core, 2, "Eve", token=token)
    assert core.conns[2].seat == 0 and core.conns[2].name == "Ann"


def test_a_name_of_nothing_printable_becomes_a_default_and_empty_chat_is_refused() -> None:
    core = new_core(players=3, bots=0)
    hello(core, 1, "\x1b[2J\x07")
    hello(core, 2, "\u200b\u202e")
    assert names(core) == {1: "Player", 2: "Player 2"}
    core.take_outbox()
    core.receive(1, {"type": "chat", "text": "\x1b[2J\x07\u202e"})
    [(cid, msg)] = core.take_outbox()
    assert cid == 1 and msg["type"] == "reject" and msg["code"] == "bad_message"


# -- over real TCP ---------------------------------------------------------------------------------
async def _client(port: int, name: str, **fields: Any) -> tuple[Link, list[dict[str, Any]]]:
    link = await Link.open("127.0.0.1", port)
    link.send({"type": "hello", "version": PROTOCOL_VERSION, "name": name, **fields})
    return link, []


async def _read_until(link: Link, seen: list[dict[str, Any]], done: Any) -> None:
    while not done(seen):
        msg = await asyncio.wait_for(link.recv(), 5)
        assert msg is not None
        seen.append(msg)


def test_a_hostile_name_and_chat_line_arrive_clean_at_every_client_over_tcp() -> None:
    async def run() -> list[list[dict[str, Any]]]:
        server = await serve(new_core(players=3, bots=0))
        links: list[tuple[Link, list[dict[str, Any]]]] = []
        try:
            links.append(await _client(server.port, "Ann"))
            links.append(await _client(server.port, EVIL_NAME))
            links.append(await _client(server.port, "ann", spectate=True))
            links.append(await _client(server.port, "E\u200bVE\x07", spectate=True))
            for link, seen in links:
                await _read_until(
                    link, seen, lambda s: any(m["type"] == "lobby" and m["spectators"] == 2 for m in s)
                )
            evil = links[1][0]
            evil.send({"type": "chat", "text": EVIL_CHAT})
            evil.send({"type": "profile", "name": "\u202e" + EVIL_NAME})
            evil.send({"type": "chat", "text": "again"})
            for link, seen in links:
                await _read_until(link, seen, lambda s: any(m.get("text") == "again" for m in s))
            return [seen for _, seen in links]
        finally:
            for link, _ in links:
                await link.close()
            await server.stop()

    received = asyncio.run(run())
    for seen in received:
        chats = [(m["from"], m["seat"], m["text"]) for m in seen if m["type"] == "chat"]
        assert chats == [("Eve", 1, "hi olleh x ab bye"), ("Eve", 1, "again")]
        lobby = [m for m in seen if m["type"] == "lobby"][-1]
        assert [s["name"] for s in lobby["seats"]][:2] == ["Ann", "Eve"]
        for text in (s for m in seen for s in strings(m)):
            assert not forbidden(text), f"{text!r} reached a client"
    assert [m["seat"] for m in received[2] if m["type"] == "welcome"] == [None]


# -- what the headless commands print --------------------------------------------------------------
def test_the_headless_join_escapes_a_hostile_hosts_names_chat_and_reasons(
    capsys: pytest.CaptureFixture[str],
) -> None:
    client = ClientCore("Me", spectate=True)
    messages = [
        {"type": "welcome", "version": PROTOCOL_VERSION, "table": EVIL_NAME, "seat": None, "token": "t",
         "admin": False, "phase": "lobby"},
        {"type": "chat", "from": EVIL_NAME, "seat": 0, "text": EVIL_CHAT},
        {"type": "reject", "code": "x\x1b[2J", "reason": EVIL_CHAT},
    ]  # fmt: skip
    for msg in messages:
        client.handle(msg)
        for line in headless_lines(client, msg):
            say(line)
    say(f"game over: won by {EVIL_NAME}", err=True)
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 3 and len(err.splitlines()) == 1
    for text in (out, err):
        assert "\x1b" not in text and "\x07" not in text and not forbidden(text.replace("\n", ""))
    assert "\\x1b]0;pwned\\x07" in out and "says: \\x1b[31mhi" in out


def test_join_headless_spectate_prints_no_escape_byte_from_a_hostile_host() -> None:
    """The real command, as a process, against a host that sends raw escapes in every string it can."""

    async def hostile(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        frames = FrameReader(1 << 16)
        (size,) = HEADER.unpack(await reader.readexactly(HEADER.size))
        [hello_msg] = list(frames.feed(HEADER.pack(size) + await reader.readexactly(size)))
        assert hello_msg["spectate"] is True
        for msg in (
            {"type": "welcome", "version": PROTOCOL_VERSION, "table": EVIL_NAME, "seat": None,
             "token": "t" * 32, "admin": False, "phase": "lobby"},
            {"type": "chat", "from": EVIL_NAME, "seat": 0, "text": EVIL_CHAT},
            {"type": "reject", "code": "bad\x07", "reason": EVIL_CHAT},
            {"type": "bye", "reason": EVIL_NAME},
        ):  # fmt: skip
            writer.write(encode(msg))
        await writer.drain()
        writer.close()

    async def run() -> tuple[bytes, bytes, int]:
        server = await asyncio.start_server(hostile, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "main.py", "join", "--headless", "--spectate", f"127.0.0.1:{port}",
                "--name", EVIL_NAME, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            )  # fmt: skip
            out, err = await asyncio.wait_for(proc.communicate(), 60)
            return out, err, proc.returncode or 0
        finally:
            server.close()

    out, err, code = asyncio.run(run())
    assert code == 1  # the host closed the connection before any game
    text = out.decode() + err.decode()
    assert b"\x1b" not in out + err and b"\x07" not in out + err
    assert not forbidden(text.replace("\n", ""))
    assert "joined '\\x1b]0;pwned\\x07" in text and "says: \\x1b[31mhi" in text
    assert "the host closed the connection: \\x1b]0;pwned" in text


# -- discovery -------------------------------------------------------------------------------------
def table(
    name: str, address: str, free: int = 2, key: str = "Ann #a1b2c3._cosmic-table._tcp.local."
) -> HostInfo:
    return HostInfo(name, address, 47474, PROTOCOL_VERSION, free, 4, False, key)


def test_the_browser_keeps_the_first_table_when_another_address_claims_its_name(
    caplog: pytest.LogCaptureFixture,
) -> None:
    browser = Browser()
    key = "Ann #a1b2c3._cosmic-table._tcp.local."
    first = table("Ann", "10.0.0.5")
    browser.found(key, first, ["10.0.0.5"])
    impostor = table("Ann", "10.0.0.66", free=4)
    with caplog.at_level(logging.WARNING, logger="net.discovery"):
        browser.found(key, impostor, ["10.0.0.66"])
        browser.found(key.upper(), impostor, ["10.0.0.66"])  # DNS names ignore case
        browser.found(key, None, ["10.0.0.66"])  # a broken record from elsewhere cannot drop it either
    assert browser.hosts() == [first]
    assert [claim for _, claim in browser.conflicts] == [("10.0.0.66",)] * 3
    assert browser.claims() == {key: ["10.0.0.66"]}  # for the Join screen to say so
    assert "10.0.0.66" in caplog.text and "listed from 10.0.0.5" in caplog.text
    # the table's own news is taken, from any of its addresses (it keeps the address it was listed under)
    browser.found(key, table("Ann", "192.168.1.5", free=1), ["192.168.1.5", "10.0.0.5"])
    assert browser.hosts() == [table("Ann", "10.0.0.5", free=1)]
    browser.found(key, None, [])  # no answer at all: its goodbye or expiry removes it, not silence
    assert browser.hosts() == [table("Ann", "10.0.0.5", free=1)]
    browser.remove_service(None, "", key.upper())  # type: ignore[arg-type]
    assert browser.hosts() == []
    browser.close()


def test_the_browser_lists_tables_of_the_same_name_from_different_machines_under_their_own_keys() -> None:
    browser = Browser()
    browser.found("a._t", table("Cosmic Table", "10.0.0.5", key="a._t"), ["10.0.0.5"])
    browser.found("b._t", table("Cosmic Table", "10.0.0.6", key="b._t"), ["10.0.0.6"])
    assert [h.address for h in browser.hosts()] == ["10.0.0.5", "10.0.0.6"]
    browser.close()


def test_the_advertisement_uses_a_clean_name_and_a_failure_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    ad = Advertiser(EVIL_NAME, 47474, addresses=["127.0.0.1"], interfaces=["127.0.0.1"])
    assert ad.name == "Eve" and ad.service_name.startswith("Eve #")
    assert not forbidden(ad.service_name)
    broken = Advertiser("Table", 47474, addresses=["not an address"], interfaces=["127.0.0.1"])
    with caplog.at_level(logging.ERROR, logger="net.discovery"), pytest.raises(OSError):
        asyncio.run(broken.start({"free": 1, "seats": 3, "started": False}))
    assert "cannot advertise the table" in caplog.text
    assert not broken.running


def test_a_hostile_table_name_is_advertised_and_found_clean_on_loopback() -> None:
    async def run() -> HostInfo | None:
        ad = Advertiser(EVIL_NAME, 47998, addresses=["127.0.0.1"], interfaces=["127.0.0.1"])
        browser = Browser(interfaces=["127.0.0.1"])
        await asyncio.to_thread(browser.start)
        try:
            await ad.start({"free": 1, "seats": 3, "started": False})
            assert ad.running
            for _ in range(500):
                found = next((h for h in browser.hosts() if h.key == ad.service_name), None)
                if found is not None:
                    return found
                await asyncio.sleep(0.01)
            return None
        finally:
            await ad.stop()
            await asyncio.to_thread(browser.close)

    found = asyncio.run(run())
    assert found is not None and found.name == "Eve" and found.address == "127.0.0.1"


def test_the_join_list_knows_a_kept_seats_table_by_its_clean_advertised_name() -> None:
    from game.ui.scenes.join_game import _same_table

    assert _same_table("Eve", EVIL_NAME)  # the welcome's raw table name, the advertisement's clean one
    assert not _same_table("Eve", "Ann")


def test_the_hosts_own_table_name_is_cleaned_too() -> None:
    """The table name the host typed goes to every client (welcome, lobby) and the advertisement."""
    from net.host import HostCore
    from net.lobby import Lobby

    core = HostCore(name="Kit\x1b]0;pwned\x07chen\u202e\u200b", lobby=Lobby.new(3), seed=1)
    assert core.name == "Kitchen"
    assert HostCore(name="\x1b[2J\u200b", lobby=Lobby.new(3), seed=1).name == "Cosmic Table"
