"""LAN discovery over loopback only: an advertised table is found, its updates are seen, its goodbye removes
it, and garbage advertised by another program is ignored without hurting the browser.

Other tests (or workers) may advertise on loopback at the same time, so every check looks for the
advertiser's own service name rather than counting entries.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from zeroconf import IPVersion, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from net.discovery import Advertiser, Browser, HostInfo, encode_properties, find_hosts, parse_info
from net.protocol import PROTOCOL_VERSION, SERVICE_TYPE

LO = ["127.0.0.1"]
DEADLINE = 5.0  # generous for slow CI; the elapsed times are recorded below


@pytest.fixture(autouse=True)
def no_thread_leak() -> Iterator[None]:
    """Every zeroconf thread a test starts is gone when it ends."""
    before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 2.0
    while (extra := set(threading.enumerate()) - before) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not extra, f"leaked threads: {extra}"


@pytest.fixture
def timing(record_property: Callable[[str, object], None]) -> Callable[[str, float], None]:
    """Records an elapsed time (in the JUnit XML, and printed: ``pytest -s`` shows it)."""

    def record(what: str, seconds: float) -> None:
        record_property(what, round(seconds, 4))
        print(f"{what}: {seconds:.3f} s")

    return record


@pytest.fixture
def browser() -> Iterator[Browser]:
    b = Browser(interfaces=LO)
    b.start()
    try:
        yield b
    finally:
        b.close()


def find(browser: Browser, key: str) -> HostInfo | None:
    return next((h for h in browser.hosts() if h.key == key), None)


async def wait_for(check: Callable[[], bool], deadline: float = DEADLINE) -> float:
    """Seconds until ``check()`` held; fails the test past the deadline."""
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > deadline:
            pytest.fail(f"not seen within {deadline} s")
        await asyncio.sleep(0.01)
    return time.monotonic() - start


def advertiser(name: str = "Test table", port: int = 47474) -> Advertiser:
    return Advertiser(name, port, addresses=["127.0.0.1"], interfaces=LO)


# -- over the loopback -----------------------------------------------------------------------------
def test_advertised_host_is_found_with_its_properties_and_gone_once_stopped(
    browser: Browser, timing: Callable[[str, float], None]
) -> None:
    async def run() -> None:
        ad = advertiser("Bob's table", port=0)  # a server on port 0 learns its port when it listens
        began = time.monotonic()
        await ad.start({"free": 3, "seats": 5, "started": False, "port": 47999})
        announced = time.monotonic() - began  # zeroconf probes the name (about a second) first
        try:
            after = await wait_for(lambda: find(browser, ad.service_name) is not None)
            timing("found_after_start_call", announced + after)
            timing("found_after_start_returned", after)
            assert after < 1.0, f"seen {after:.2f} s after the announcement"
            assert find(browser, ad.service_name) == HostInfo(
                name="Bob's table",
                address="127.0.0.1",
                port=47999,
                version=PROTOCOL_VERSION,
                free=3,
                seats=5,
                started=False,
                key=ad.service_name,
            )
        finally:
            began = time.monotonic()
            await ad.stop()
            await ad.stop()  # twice is harmless
        assert not ad.running
        await wait_for(lambda: find(browser, ad.service_name) is None)
        gone = time.monotonic() - began
        timing("gone_after_stop_call", gone)
        assert gone < 1.0

    asyncio.run(run())


def test_updates_are_seen_and_unchanged_updates_are_not_sent(
    browser: Browser, timing: Callable[[str, float], None]
) -> None:
    async def run() -> None:
        ad = advertiser()
        await ad.start({"free": 4, "seats": 4, "started": False})
        try:
            await wait_for(lambda: find(browser, ad.service_name) is not None)
            assert await ad.update(free=1, seats=4, started=False)
            assert await ad.update(free=0, seats=3, started=True)  # a burst: the last values win
            seen = await wait_for(
                lambda: (
                    (h := find(browser, ad.service_name)) is not None
                    and (h.free, h.seats, h.started) == (0, 3, True)
                )
            )
            timing("update_seen", seen)
            assert not await ad.update(free=0, seats=3, started=True)  # nothing changed: nothing announced
            await asyncio.sleep(0.4)  # the announcements' repeats are over by now: the last values stand
            host = find(browser, ad.service_name)
            assert host is not None and (host.free, host.seats, host.started) == (0, 3, True)
        finally:
            await ad.stop()

    asyncio.run(run())


def test_a_browser_opened_later_finds_running_hosts_with_the_same_name(
    timing: Callable[[str, float], None],
) -> None:
    async def run() -> None:
        one, two = advertiser("Same name"), advertiser("Same name")
        await asyncio.gather(
            one.start({"free": 1, "seats": 3, "started": False}),
            two.start({"free": 2, "seats": 4, "started": False}),
        )
        try:
            assert one.service_name != two.service_name
            b = Browser(interfaces=LO)
            b.start()
            try:
                keys = {one.service_name, two.service_name}
                timing("found_by_late_browser", await wait_for(lambda: keys <= {h.key for h in b.hosts()}))
                mine = [h for h in b.hosts() if h.key in keys]
                assert [h.name for h in mine] == ["Same name", "Same name"]
                assert [h.key for h in mine] == sorted(keys)  # sorted by name, then key
            finally:
                b.close()
            found = await find_hosts(0.5, interfaces=LO)
            assert keys <= {h.key for h in found}
        finally:
            await asyncio.gather(one.stop(), two.stop())

    asyncio.run(run())


def test_garbage_records_are_ignored_and_the_browser_keeps_working(browser: Browser) -> None:
    bad_props: list[dict[str, str] | bytes] = [
        {"name": "Bad", "version": "1", "free": "lots", "seats": "5", "started": "0"},
        {"name": "Bad", "version": "1", "free": "9", "seats": "5", "started": "0"},  # more free than seats
        {"name": "Bad", "version": "1", "free": "1", "seats": "5", "started": "maybe"},
        {"version": "1", "free": "1", "seats": "5", "started": "0"},  # no name
        b"\x07\xff\xfe\x00=\x01\x02\x03\x40" + b"a" * 64 + b"\x03x=y",  # not even a well-formed TXT
    ]

    async def run() -> None:
        azc = AsyncZeroconf(interfaces=LO, ip_version=IPVersion.V4Only)
        bad = [
            ServiceInfo(
                SERVICE_TYPE,
                f"Garbage {i}.{SERVICE_TYPE}",
                port=47474,
                properties=props,
                server=f"garbage-{i}.local.",
                parsed_addresses=["127.0.0.1"],
            )
            for i, props in enumerate(bad_props)
        ]
        good = advertiser("Good table")
        try:
            pending = [azc.async_register_service(info, allow_name_change=True) for info in bad]
            await asyncio.gather(good.start({"free": 1, "seats": 2, "started": False}), *pending)
            await wait_for(lambda: find(browser, good.service_name) is not None)
            await good.update(free=0, seats=2, started=True)
            await wait_for(lambda: (h := find(browser, good.service_name)) is not None and h.started)
            await asyncio.sleep(0.3)  # time for the garbage to have been resolved too
            assert not {info.name for info in bad} & {h.key for h in browser.hosts()}
        finally:
            await good.stop()
            await azc.async_close()

    asyncio.run(run())


def test_start_refuses_an_unknown_port() -> None:
    with pytest.raises(ValueError):
        asyncio.run(advertiser(port=0).start({"free": 1, "seats": 2, "started": False}))


# -- parsing, without the network ------------------------------------------------------------------
def info_with(
    props: dict[str, str] | bytes, addresses: list[str] | None = None, port: int = 1
) -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE,
        f"T.{SERVICE_TYPE}",
        port=port,
        properties=props,
        server="t.local.",
        parsed_addresses=["10.0.0.9"] if addresses is None else addresses,
    )


def test_properties_round_trip() -> None:
    host = parse_info(info_with(encode_properties("  Long   table " + "x" * 80, 2, 6, True)))
    assert host.name.startswith("Long table x") and len(host.name) == 40
    assert (host.address, host.port, host.version, host.free, host.seats, host.started) == (
        "10.0.0.9",
        1,
        PROTOCOL_VERSION,
        2,
        6,
        True,
    )


@pytest.mark.parametrize(
    "change",
    [
        {"version": "-1"},
        {"version": "\uff11"},  # a full-width digit: isdigit() but not ASCII
        {"free": ""},
        {"seats": "1e9"},
        {"seats": "999"},
        {"started": "true"},
        {"name": ""},
        {"name": "   "},
        {"name": "x" * 41},
        {"name": "bell\x07"},
    ],
)
def test_bad_properties_are_refused(change: dict[str, str]) -> None:
    props = encode_properties("Table", 1, 3, False) | change
    with pytest.raises(ValueError):
        parse_info(info_with(props))


def test_missing_address_or_port_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_info(info_with(encode_properties("Table", 1, 3, False), addresses=[]))
    with pytest.raises(ValueError):
        parse_info(info_with(encode_properties("Table", 1, 3, False), port=0))
