"""A serving host advertises itself: a browser on loopback sees its table, port and free seats, the count
follows people taking seats, and the table disappears when the host stops."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from net_kit import new_core

from net.discovery import Browser, HostInfo
from net.link import Link
from net.server import HostServer

LO = ["127.0.0.1"]


async def _until(
    browser: Browser, test: Callable[[HostInfo], bool], deadline: float = 6.0
) -> HostInfo | None:
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        for host in browser.hosts():
            if test(host):
                return host
        await asyncio.sleep(0.02)
    return None


def test_a_hosted_table_is_listed_with_its_free_seats_and_goes_away() -> None:
    core = new_core(players=4, bots=1, seed=3)
    core.name = "Advertised table"
    browser = Browser(interfaces=LO)
    browser.start()

    async def run() -> None:
        server = HostServer(core, host="127.0.0.1", port=0, advertise=True, interfaces=LO)
        port = await server.start()
        try:
            found = await _until(browser, lambda h: h.port == port and h.name == "Advertised table")
            assert found is not None and found.address == "127.0.0.1"
            assert (found.free, found.seats, found.started) == (3, 4, False)
            link = await Link.open("127.0.0.1", port)
            link.send({"type": "hello", "version": 1, "name": "Ann"})
            fewer = await _until(browser, lambda h: h.port == port and h.free == 2)
            assert fewer is not None
            await link.close()
        finally:
            await server.stop()
        end = time.monotonic() + 6.0
        while any(h.port == port for h in browser.hosts()) and time.monotonic() < end:
            await asyncio.sleep(0.02)
        assert not any(h.port == port for h in browser.hosts())

    try:
        asyncio.run(run())
    finally:
        browser.close()
