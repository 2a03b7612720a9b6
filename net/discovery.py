"""Finding tables on the LAN: mDNS/DNS-SD advertising and browsing with python-zeroconf.

A host advertises one service of type ``SERVICE_TYPE`` whose TXT record carries ``name`` (the table),
``version`` (``PROTOCOL_VERSION``), ``free`` and ``seats`` (seat counts) and ``started`` (``1`` or ``0``).
The ``Advertiser`` runs on the host's asyncio loop; the ``Browser`` runs on zeroconf's own threads so the
pygame Join screen and the CLI can poll ``hosts()`` without blocking. A record whose properties do not
parse is ignored: another program on the LAN must not be able to crash a browser. A record that claims
the instance name of a listed table from another address is refused (the first one stays, the conflict is
logged): nobody can take a table's place in someone's list. A table name is advertised clean
(``net.text``), and a record whose name is not is refused.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import secrets
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from net.protocol import PROTOCOL_VERSION, SERVICE_TYPE
from net.text import DEFAULT_TABLE, TABLE_WIDTH, clean_line, escape

log = logging.getLogger(__name__)

MAX_TABLE_NAME = TABLE_WIDTH  # columns of a table name in the TXT record (a DNS label is at most 63 bytes)
MAX_SEATS = 64  # a browser refuses seat counts beyond this (a table has far fewer)
RESOLVE_TIMEOUT_MS = 1500  # how long the browser's listener waits for a service's records
MIN_GAP = 1.1  # seconds between two announcements of the same table (see Advertiser.update)
_LABEL_BYTES = 48  # bytes of the table name kept in the instance label, before the random suffix

Interfaces = Sequence[str] | None


@dataclass(frozen=True)
class HostInfo:
    """One advertised table as a browser sees it."""

    name: str
    address: str
    port: int
    version: int
    free: int
    seats: int
    started: bool
    key: str  # the zeroconf service name: unique on the LAN


# -- TXT properties --------------------------------------------------------------------------------
def clean_name(name: str) -> str:
    """A table name as advertised and as listed: one clean line (``net.text.clean_line``: no controls,
    escapes or bidi tricks) of at most ``MAX_TABLE_NAME`` columns."""
    return clean_line(name, MAX_TABLE_NAME, DEFAULT_TABLE)


def encode_properties(name: str, free: int, seats: int, started: bool) -> dict[str, str]:
    """The TXT properties of a table (all strings)."""
    return {
        "name": clean_name(name),
        "version": str(PROTOCOL_VERSION),
        "free": str(free),
        "seats": str(seats),
        "started": "1" if started else "0",
    }


def _int(text: str | None, low: int, high: int) -> int:
    if text is None or not text.isascii() or not text.isdigit():
        raise ValueError(f"not a small non-negative integer: {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise ValueError(f"{value} is outside {low}..{high}")
    return value


def parse_info(info: ServiceInfo) -> HostInfo:
    """The ``HostInfo`` of a resolved service; ``ValueError`` if anything in it is missing or malformed."""
    props: Mapping[str, str | None] = info.decoded_properties
    name = props.get("name")
    if name is None or not name or clean_line(name, MAX_TABLE_NAME) != name:  # as a host advertises it
        raise ValueError(f"bad table name: {name!r}")
    seats = _int(props.get("seats"), 0, MAX_SEATS)
    free = _int(props.get("free"), 0, seats)
    version = _int(props.get("version"), 0, 1 << 31)
    started = props.get("started")
    if started not in ("0", "1"):
        raise ValueError(f"bad started flag: {started!r}")
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses:
        raise ValueError("no IPv4 address")
    if info.port is None or not 0 < info.port < 65536:
        raise ValueError(f"bad port: {info.port!r}")
    return HostInfo(
        name=name,
        address=addresses[0],
        port=info.port,
        version=version,
        free=free,
        seats=seats,
        started=started == "1",
        key=info.name,
    )


def local_ipv4_addresses() -> list[str]:
    """This machine's non-loopback IPv4 addresses, or ``["127.0.0.1"]`` when it has none."""
    try:
        import ifaddr  # installed with zeroconf

        found = [
            str(ip.ip)
            for adapter in ifaddr.get_adapters()
            for ip in adapter.ips
            if isinstance(ip.ip, str) and not ipaddress.IPv4Address(ip.ip).is_loopback
        ]
    except Exception:  # no ifaddr, or an interface it cannot read: fall back to loopback
        found = []
    return list(dict.fromkeys(found)) or ["127.0.0.1"]


# -- advertising -----------------------------------------------------------------------------------
class Advertiser:
    """Advertises one table from the host's asyncio loop (``start``, ``update``, ``stop``; never blocks)."""

    def __init__(
        self,
        name: str,
        port: int,
        addresses: Sequence[str] | None = None,
        interfaces: Interfaces = None,
    ) -> None:
        self.name = clean_name(name)
        self.port = port
        self.addresses = list(addresses) if addresses is not None else local_ipv4_addresses()
        self.interfaces = list(interfaces) if interfaces is not None else None
        suffix = secrets.token_hex(3)
        label = self.name.replace(".", " ").encode()[:_LABEL_BYTES].decode(errors="ignore").strip()
        self._instance = f"{label or 'table'} #{suffix}"
        self._server = f"cosmic-table-{suffix}.local."
        self._azc: AsyncZeroconf | None = None
        self._info: ServiceInfo | None = None
        self._state: tuple[int, int, bool] = (0, 0, False)  # announced (or to announce at start)
        self._wanted: tuple[int, int, bool] | None = None  # the latest values ``update`` asked for
        self._announced_at = 0.0
        self._broadcast: asyncio.Future[object] | None = None
        self._lock = asyncio.Lock()

    @property
    def service_name(self) -> str:
        """The full service name (``HostInfo.key``); final once ``start`` returns."""
        return self._info.name if self._info is not None else f"{self._instance}.{SERVICE_TYPE}"

    @property
    def running(self) -> bool:
        """Whether the service is registered."""
        return self._info is not None

    def _service_info(self, name: str) -> ServiceInfo:
        free, seats, started = self._state
        return ServiceInfo(
            SERVICE_TYPE,
            name,
            port=self.port,
            properties=encode_properties(self.name, free, seats, started),
            server=self._server,
            parsed_addresses=self.addresses,
        )

    async def start(self, info_props: Mapping[str, Any]) -> None:
        """Register and announce the table. ``info_props`` has ``free`` and ``seats`` (ints) and ``started``
        (bool), and may carry ``port`` (the listening port, when it was not known at construction).
        Returns once the first announcements have begun (no name probe: the random suffix makes a clash
        practically impossible, and the table is listed at once).
        """
        state = (int(info_props["free"]), int(info_props["seats"]), bool(info_props.get("started", False)))
        async with self._lock:
            if self._azc is not None:
                raise RuntimeError("the advertiser is already started")
            self.port = int(info_props.get("port", self.port))
            if not 0 < self.port < 65536:
                raise ValueError(f"advertise the port the host listens on, not {self.port}")
            self._state = state
            if self._wanted is None:
                self._wanted = state
            if self.interfaces is None:
                self._azc = AsyncZeroconf(ip_version=IPVersion.V4Only)
            else:
                self._azc = AsyncZeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
            try:
                info = self._service_info(f"{self._instance}.{SERVICE_TYPE}")
                # The instance name carries a random suffix, so the second-long probe for a name clash is
                # skipped: a table is listed within milliseconds of opening instead of after a second.
                pending = await self._azc.async_register_service(info, cooperating_responders=True)
            except BaseException as exc:
                if isinstance(exc, Exception):
                    log.error("cannot advertise the table %s: %s", escape(repr(self._instance)), exc)
                azc, self._azc = self._azc, None
                await azc.async_close()
                raise
            self._info = info
            self._broadcast = self._watch(pending)
            self._announced_at = asyncio.get_running_loop().time()

    async def update(self, free: int, seats: int, started: bool) -> bool:
        """Announce new seat counts or the started flag. Returns whether anything was announced: nothing is
        when nothing changed, or when the advertiser is not running (the values are remembered).

        Announcements are spaced at least ``MIN_GAP`` apart: a listener keeps every record that arrives
        within a second of a cache flush (RFC 6762, 10.2), so a quicker one could leave the old values
        beside the new. Calls made meanwhile are folded into one announcement of the latest values."""
        state = (free, seats, started)
        if state == self._wanted:
            return False
        self._wanted = state
        async with self._lock:
            if self._wanted == self._state:
                return False  # an earlier call, waiting for the gap, announced these values already
            if self._azc is None or self._info is None:
                self._state = self._wanted
                return False
            loop = asyncio.get_running_loop()
            await asyncio.sleep(max(0.0, self._announced_at + MIN_GAP - loop.time()))  # stop() waits too
            self._state = self._wanted
            self._announced_at = loop.time()
            self._cancel_broadcast()  # else the last one's repeats would interleave stale values with these
            try:
                self._info = self._service_info(self._info.name)
                pending = await self._azc.async_update_service(self._info)
            except Exception as exc:  # logged here: callers run this as a task nobody awaits
                log.error("cannot announce the table's new state %s: %s", state, exc)
                return False
            self._broadcast = self._watch(pending)
            return True

    async def stop(self) -> None:
        """Say goodbye on the network and close zeroconf. Safe to call twice."""
        async with self._lock:
            azc, info = self._azc, self._info
            self._azc = self._info = None
            if azc is None:
                return
            self._cancel_broadcast()
            try:
                if info is not None:
                    await (await azc.async_unregister_service(info))
            except Exception as exc:
                log.error("cannot withdraw the table's advertisement: %s", exc)
                raise
            finally:
                await azc.async_close()

    def _watch(self, pending: Any) -> asyncio.Future[object]:
        """The announcements under way, whose failure is logged (nobody else awaits them)."""
        future: asyncio.Future[object] = asyncio.ensure_future(pending)

        def done(f: asyncio.Future[object]) -> None:
            if not f.cancelled() and f.exception() is not None:
                log.error("announcing the table %s failed: %s", escape(repr(self.name)), f.exception())

        future.add_done_callback(done)
        return future

    def _cancel_broadcast(self) -> None:
        if self._broadcast is not None and not self._broadcast.done():
            self._broadcast.cancel()
        self._broadcast = None


# -- browsing --------------------------------------------------------------------------------------
class Browser(ServiceListener):
    """Lists advertised tables live, on zeroconf's own threads: ``start()``, poll ``hosts()``, ``close()``."""

    def __init__(self, interfaces: Interfaces = None) -> None:
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._hosts: dict[str, HostInfo] = {}  # by service name, lower case (DNS names ignore case)
        self.conflicts: list[tuple[HostInfo, tuple[str, ...]]] = []  # (the table kept, the claim's addresses)
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._closed = False

    def start(self) -> None:
        """Open zeroconf and start browsing. Call once."""
        if self._zc is not None or self._closed:
            raise RuntimeError("a browser starts once")
        made: list[Zeroconf] = []
        errors: list[BaseException] = []

        def make() -> None:  # on a thread with no asyncio loop, so zeroconf runs a loop thread of its own
            try:
                if self.interfaces is None:
                    made.append(Zeroconf(ip_version=IPVersion.V4Only))
                else:
                    made.append(Zeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only))
            except BaseException as exc:
                errors.append(exc)

        thread = threading.Thread(target=make, name="cosmic-zeroconf-start", daemon=True)
        thread.start()
        thread.join()
        if errors:
            raise errors[0]
        self._zc = made[0]
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, listener=self)

    def hosts(self) -> list[HostInfo]:
        """A snapshot of the tables seen, sorted by name then key. Thread-safe."""
        with self._lock:
            found = list(self._hosts.values())
        return sorted(found, key=lambda h: (h.name.casefold(), h.name, h.key))

    def claims(self) -> dict[str, list[str]]:
        """For each listed table (by ``HostInfo.key``) that another machine claimed: the addresses whose
        records were refused, first seen first. Thread-safe."""
        out: dict[str, list[str]] = {}
        with self._lock:
            for listed, claim in self.conflicts:
                if self._hosts.get(listed.key.lower()) is not None:
                    seen = out.setdefault(listed.key, [])
                    seen.extend(a for a in claim if a not in seen)
        return out

    def close(self) -> None:
        """Stop browsing and close zeroconf (joins its threads). Safe to call twice."""
        self._closed = True
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()
        with self._lock:
            self._hosts.clear()

    def __enter__(self) -> Browser:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- ServiceListener (called on the ServiceBrowser's thread) -----------------------------------
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A service appeared: resolve it and keep it if its properties parse."""
        self._resolve(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A service's records changed: resolve it again."""
        self._resolve(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        """A service said goodbye or expired."""
        with self._lock:
            self._hosts.pop(name.lower(), None)

    def _resolve(self, zc: Zeroconf, type_: str, name: str) -> None:
        addresses: list[str] = []
        try:
            info = ServiceInfo(type_, name)
            host = parse_info(info) if info.request(zc, RESOLVE_TIMEOUT_MS) else None
            addresses = info.parsed_addresses(IPVersion.V4Only)
        except Exception:  # a malformed record of any kind: drop it, keep browsing
            host = None
        self.found(name, host, addresses)

    def found(self, name: str, host: HostInfo | None, addresses: Sequence[str] = ()) -> None:
        """What resolving the service ``name`` gave: its table (None: nothing usable) and every address its
        records name. A table already listed under that name keeps its place unless the new record comes
        from one of its addresses: another machine can neither take over a listed table's name nor drop it
        with a broken record (the first stays; the conflict is logged and kept in ``conflicts``). A record
        that did not resolve at all changes nothing: the table's goodbye or expiry removes it."""
        key = name.lower()
        with self._lock:
            if self._closed:
                return
            listed = self._hosts.get(key)
            if listed is None:
                if host is not None:
                    self._hosts[key] = host
            elif listed.address == (host.address if host else None) or listed.address in addresses:
                if host is None:
                    self._hosts.pop(key, None)  # the table's own records went bad
                else:
                    self._hosts[key] = replace(host, address=listed.address)
            elif host is not None or addresses:
                claim = tuple(addresses) or ((host.address,) if host is not None else ())
                self.conflicts.append((listed, claim))
                log.warning(
                    "refused a record for %s from %s: that table is listed from %s",
                    escape(repr(name)),
                    ", ".join(claim),
                    listed.address,
                )


async def find_hosts(timeout: float, interfaces: Interfaces = None) -> list[HostInfo]:
    """The tables seen within ``timeout`` seconds (a Browser on zeroconf's threads; the loop never blocks)."""
    browser = Browser(interfaces)
    await asyncio.to_thread(browser.start)
    try:
        await asyncio.sleep(timeout)
        return browser.hosts()
    finally:
        await asyncio.to_thread(browser.close)
