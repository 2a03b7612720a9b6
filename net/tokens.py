"""Seat tokens a window keeps between launches, so a window closed in the middle of a LAN game sits in its
own seat again when it is opened and joins the same table.

One JSON file in the config folder (``seat-tokens.json``, mode 0600: a token is the key to a seat), one
entry per table, keyed by the address the table was joined at (``HOST:PORT``). An entry holds the token,
the table's name and the seat as the host reported them in its welcome and lobby, when it was saved and by
which process. Entries expire: after ``KEEP_DAYS``, when the game ends, when the person leaves a lobby on
purpose (the host frees the seat), or when the host says it no longer knows the token.

``SeatKeeper`` does this bookkeeping for one connection: it looks at the client's knowledge after each
batch of messages and saves, updates or drops the entry.

A corrupt or unreadable file counts as empty and is replaced on the next save, never a crash. Two windows
of one machine at the same table do not share a seat: an entry saved by another process that still runs is
not offered (``SeatToken.pid``; on systems without POSIX signals the check is skipped).
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeGuard

from game.paths import config_dir
from net.client import ClientCore
from net.journal import private_file

log = logging.getLogger(__name__)

FILE_NAME = "seat-tokens.json"
KEEP_DAYS = 7
FORMAT = 1


@dataclass(frozen=True)
class SeatToken:
    """One table's entry: the seat ``token``, the ``table``'s name and the ``seat`` the host gave, when it
    was ``saved`` (seconds since the epoch) and the ``pid`` of the process that saved it."""

    token: str
    table: str
    seat: int
    saved: float
    pid: int


def table_key(address: str, port: int) -> str:
    """The store's key for a table joined at ``address:port``."""
    return f"{address.strip().lower()}:{port}"


class TokenStore:
    """The token file. ``path`` defaults to the config folder's; ``clock`` gives seconds since the epoch."""

    def __init__(self, path: Path | None = None, clock: Callable[[], float] = time.time) -> None:
        self.path = path if path is not None else config_dir() / FILE_NAME
        self.clock = clock

    # -- reading -----------------------------------------------------------------------------------------
    def get(self, key: str) -> SeatToken | None:
        """The entry for the table at ``key``, unless it expired or another running window holds it."""
        entry = self._fresh(self._read()).get(key)
        if entry is None or (entry.pid != os.getpid() and _running(entry.pid)):
            return None
        return entry

    def tables(self) -> dict[str, str]:
        """The tables with an entry a window here could use now: key -> the table's name."""
        me = os.getpid()
        entries = self._fresh(self._read()).items()
        return {k: e.table for k, e in entries if e.pid == me or not _running(e.pid)}

    # -- writing -----------------------------------------------------------------------------------------
    def put(self, key: str, token: str, table: str, seat: int) -> None:
        """Save (or refresh) the entry for the table at ``key``."""
        entries = self._fresh(self._read())
        entries[key] = SeatToken(token, table, seat, self.clock(), os.getpid())
        self._write(entries)

    def drop(self, key: str, token: str | None = None) -> None:
        """Forget the entry for ``key`` (only if it holds ``token``, when given)."""
        entries = self._read()
        entry = entries.get(key)
        if entry is None or (token is not None and entry.token != token):
            return
        del entries[key]
        self._write(self._fresh(entries))

    # -- the file ----------------------------------------------------------------------------------------
    def _fresh(self, entries: dict[str, SeatToken]) -> dict[str, SeatToken]:
        oldest = self.clock() - KEEP_DAYS * 86400
        return {k: e for k, e in entries.items() if e.saved >= oldest}

    def _read(self) -> dict[str, SeatToken]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.debug("ignoring the seat token file %s: %s", self.path, exc)
            return {}
        tables = data.get("tables") if isinstance(data, dict) and data.get("format") == FORMAT else None
        if not isinstance(tables, dict):
            return {}
        out: dict[str, SeatToken] = {}
        for key, item in tables.items():
            entry = _entry(item)
            if isinstance(key, str) and entry is not None:
                out[key] = entry
        return out

    def _write(self, entries: dict[str, SeatToken]) -> None:
        """Replace the file at once (a half-written file is never read), readable by its owner only."""
        body = json.dumps({"format": FORMAT, "tables": {k: asdict(e) for k, e in entries.items()}}, indent=1)
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with private_file(tmp, os.O_TRUNC) as f:
                f.write(body.encode("utf-8"))
            os.replace(tmp, self.path)
        except OSError as exc:  # a read-only folder: the seat is simply not remembered
            log.debug("cannot save seat tokens to %s: %s", self.path, exc)


def _entry(item: Any) -> SeatToken | None:
    """An entry as read from the file, or None when any part has the wrong type."""
    if not isinstance(item, dict):
        return None
    token, table, seat, saved, pid = (item.get(k) for k in ("token", "table", "seat", "saved", "pid"))
    if not (isinstance(token, str) and token and isinstance(table, str)):
        return None
    if not (_whole(seat) and _whole(pid) and isinstance(saved, (int, float)) and not isinstance(saved, bool)):
        return None
    return SeatToken(token, table, seat, float(saved), pid)


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _running(pid: int) -> bool:
    """Is process ``pid`` still running? (False where it cannot be asked without side effects.)"""
    if os.name != "posix" or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it runs, as another user
    except OSError:
        return False
    return True


class SeatKeeper:
    """Keeps one connection's seat token in a ``TokenStore`` under ``key``. ``offered`` is the stored entry
    the connection's hello used, if any.

    Call ``observe`` after folding the host's messages into the client. ``notice`` then holds a sentence for
    the person once there is something to say (their seat is back: ``notice_good``; or the host no longer
    knew the token); ``take_notice`` hands it out once.
    """

    def __init__(self, store: TokenStore, key: str, offered: SeatToken | None = None) -> None:
        self.store = store
        self.key = key
        self.offered = offered
        self.notice: str | None = None
        self.notice_good = False
        self.saved: tuple[str, str, int] | None = None  # (token, table, seat) last written
        self.seen_rejects = 0
        self.welcomed = False
        self.done = False  # the game ended, or another connection took the seat over: keep nothing more

    def observe(self, core: ClientCore) -> None:
        """Bring the stored entry in line with what the host has said to ``core``."""
        if self.done:
            return
        rejects = core.rejects[self.seen_rejects :]
        self.seen_rejects = len(core.rejects)
        codes = {str(r.get("code")) for r in rejects}
        if "replaced" in codes:
            self.done = True  # a newer window sits in the seat now, and keeps the token
            return
        if "unknown_token" in codes and self.offered is not None:
            self.store.drop(self.key, self.offered.token)
            where = self.offered.table or "this table"
            self.notice = f"Your seat at {where} was not kept (the host no longer knows it): you joined anew."
            self.notice_good = False
            self.offered = None
        if not core.phase or core.token is None:
            return  # not welcomed yet
        if not self.welcomed:
            self.welcomed = True
            if self.offered is not None and core.token == self.offered.token and core.seat is not None:
                self.notice = f"Back in your seat at {core.table or self.offered.table}."
                self.notice_good = True
        if core.phase == "over" or core.over:
            self.forget(core)
            self.done = True
        elif core.seat is not None:
            entry = (core.token, core.table, core.seat)
            if entry != self.saved:
                self.store.put(self.key, *entry)
                self.saved = entry
        elif core.phase and self.saved is not None:
            self.forget(core)  # a watcher's token holds nothing

    def forget(self, core: ClientCore) -> None:
        """Drop this connection's entry (its seat is gone: left in the lobby, or the game ended)."""
        if core.token is not None:
            self.store.drop(self.key, core.token)
        self.saved = None

    def leaving(self, core: ClientCore) -> None:
        """The person leaves on purpose: in the lobby the host frees the seat, so the token dies with it; in a
        game the seat waits for its token (a bot plays meanwhile), so the entry stays."""
        if self.welcomed and core.phase == "lobby":
            self.forget(core)
        self.done = True

    def take_notice(self) -> str | None:
        """The notice, once."""
        out, self.notice = self.notice, None
        return out
