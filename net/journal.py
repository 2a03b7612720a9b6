"""The host's autosave: a journal of one JSON line per action, written as the game goes.

The first line holds the game (its config, seed included, and who holds each seat); every later line one
accepted action, with the state hash every ``CHECKPOINT_EVERY`` actions and on the last action of a game.
Appending a line per action costs the same at action 10 and at action 3,000; each line is flushed and
``fsync``-ed before the host tells anyone of the action, so a host killed mid-write loses at most the
unfinished last line, an action nobody was told of.

**The hash chain** (version 2). Each line ends with ``"s"``, the first 32 hex digits of the SHA-256 of the
line's own bytes up to that field (the line as it would be without ``"s"``), and each line after the first
carries ``"p"``, the same digest of the whole previous line's bytes. So a changed line fails its own ``s``
(``line 97 was changed``), and a line removed, added or moved breaks the ``p`` of the line where the order
is broken (``line 97 does not follow line 96``). The chain finds damage and edits; it is not a signature:
whoever can write the file can also compute new digests, which is why the file is private (0600, its
folder 0700). Version 1 journals (no chain) still load; the report says they were not checked line by line.

**A torn last line** (no newline at the end, or not JSON) is what a crash mid-write leaves: ``check`` leaves
it out and says so, and ``Journal.reopen`` cuts it off the file before appending, so the journal can be
resumed again and again. Anything else wrong refuses the whole journal, and a refused journal is never
written to.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Protocol

from game.config import GameConfig
from game.errors import ConfigError, CorruptSave, IllegalAction
from game.events import Event
from game.paths import data_dir
from game.replay import Recorder
from game.state import GameState
from game.wire import state_hash

JOURNAL_FORMAT = "cosmic-table-journal"
JOURNAL_VERSION = 2  # 2: the hash chain; 1: no chain (still read)
READS = (1, 2)
CHECKPOINT_EVERY = 25
DIGEST = 32  # hex digits kept of each SHA-256
TABLES = "tables"  # the data folder's subfolder for hosts' journals
_SEAL = re.compile(rb',"s":"([0-9a-f]{%d})"\}\Z' % DIGEST)


class Played(Protocol):
    """A game with its action log (a ``Recorder``, or a local game at one screen)."""

    state: GameState
    actions: list[dict[str, Any]]


# -- where a host's journal goes --------------------------------------------------------------------
def file_name_part(text: str, width: int = 40) -> str:
    """``text`` as a safe piece of a file name: ASCII letters, digits, ``-`` and ``_`` (accents dropped,
    anything else a dash), at most ``width`` characters; ``table`` if nothing is left."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    part = re.sub(r"[^A-Za-z0-9_]+", "-", ascii_text).strip("-_")[:width].strip("-_")
    return part or "table"


def default_path(table: str, now: float | None = None) -> Path:
    """A new journal's path for ``table``: ``<data folder>/tables/<table>-<start time>-<random>.jsonl``,
    so each table has its own file and two hosts on one machine never share one."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    while True:
        path = data_dir() / TABLES / f"{file_name_part(table)}-{stamp}-{secrets.token_hex(4)}.jsonl"
        if not path.exists():
            return path


def private_folder(path: Path) -> None:
    """Make ``path`` (a folder) if needed, readable by its user only (0700) when this process makes it."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)


# -- the chain --------------------------------------------------------------------------------------
def digest(line: bytes) -> str:
    """The chain's digest of one line's bytes (without its newline)."""
    return hashlib.sha256(line).hexdigest()[:DIGEST]


def seal(data: dict[str, Any], previous: bytes | None) -> bytes:
    """One journal line (without newline) for ``data``: linked to the ``previous`` line (None: the first)
    by ``p``, and closed by ``s``, the digest of everything before it."""
    if previous is not None:
        data = {**data, "p": digest(previous)}
    body = json.dumps(data, separators=(",", ":")).encode("ascii")
    return body[:-1] + b',"s":"' + digest(body).encode("ascii") + b'"}'


def unsealed(line: bytes) -> bytes | None:
    """The bytes ``line``'s ``s`` was computed over, if its digest matches them (None: it does not)."""
    found = _SEAL.search(line)
    if found is None:
        return None
    body = line[: found.start()] + b"}"
    return body if digest(body) == found.group(1).decode("ascii") else None


def private_file(path: Path, flags: int, create: bool = True) -> IO[bytes]:
    """Open ``path`` for writing as a file only its user may read (0600, even if it existed)."""
    fd = os.open(path, flags | os.O_WRONLY | (os.O_CREAT if create else 0), 0o600)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, 0o600)
    return os.fdopen(fd, "wb")


def _sync_folder(path: Path) -> None:
    """Make a file's creation or renaming in ``path``'s folder durable (where the system allows it)."""
    if not hasattr(os, "O_DIRECTORY"):
        return  # Windows: a folder cannot be opened to sync it
    fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# -- reading ---------------------------------------------------------------------------------------
@dataclass
class Checked:
    """A journal that passed ``check``: its game, and what was kept of the file and what left out."""

    header: dict[str, Any]
    rec: Recorder
    events: list[Event]
    chained: bool  # written with the hash chain (version 2)
    end: int  # bytes of the file kept: every whole line that was checked
    last: bytes  # the last kept line (the next line's ``p`` links to it)
    torn: int | None = None  # the line number of a torn last line left out

    @property
    def actions(self) -> int:
        """How many actions were kept."""
        return len(self.rec.actions)

    def report(self, cut: bool = False) -> str:
        """What was kept and what was left out, in one line: ``kept 143 actions (chain intact); cut a torn
        last line at line 145`` (``cut``: the torn line was removed from the file)."""
        chain = (
            "chain intact" if self.chained else "no hash chain: an older journal, not checked line by line"
        )
        words = [f"kept {self.actions} action{'' if self.actions == 1 else 's'} ({chain})"]
        if self.torn is not None:
            words.append(f"{'cut' if cut else 'left out'} a torn last line at line {self.torn}")
        return "; ".join(words)


def _lines(raw: bytes) -> tuple[list[bytes], int | None]:
    """The file's whole lines, and the number of a torn last line left out (no newline, or not JSON)."""
    lines = raw.split(b"\n")
    torn: int | None = None
    if lines[-1]:
        torn = len(lines)  # the last line has no newline: a write cut short
    lines.pop()
    if torn is None and len(lines) > 1 and not _is_json(lines[-1]):
        torn = len(lines)
        lines.pop()
    return lines, torn


def _is_json(line: bytes) -> bool:
    try:
        json.loads(line)
    except ValueError:
        return False
    return True


def _row(line: bytes, number: int, previous: bytes | None, chained: bool) -> dict[str, Any]:
    """Line ``number`` read (and, in a chained journal, checked against its seal and the line before)."""
    if chained and unsealed(line) is None:
        raise CorruptSave("broken_chain", f"line {number} was changed (hash chain broken)")
    try:
        row = json.loads(line)
    except ValueError as exc:
        raise CorruptSave("malformed", f"line {number} is not JSON") from exc
    if not isinstance(row, dict):
        raise CorruptSave("malformed", f"line {number} is not a journal line")
    if chained:
        if previous is not None and row.get("p") != digest(previous):
            raise CorruptSave(
                "broken_chain",
                f"line {number} does not follow line {number - 1}: a line was removed, added or moved there "
                "(hash chain broken)",
            )
        if previous is None and "p" in row:
            raise CorruptSave("broken_chain", "line 1 is not the journal's first line (hash chain broken)")
    return row


def check(path: str | Path, keep: int = 300) -> Checked:
    """Read and check the journal at ``path`` and replay its game (keeping its last ``keep`` events or
    more); raises CorruptSave, saying at which line, on anything but a torn last line. Writes nothing."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise CorruptSave("unreadable", f"cannot read {path}: {exc.strerror or exc}") from exc
    lines, torn = _lines(raw)
    try:
        header = json.loads(lines[0]) if lines else None
    except ValueError as exc:
        raise CorruptSave("malformed", "line 1 is not JSON") from exc
    if not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT:
        raise CorruptSave("not_a_save", f"{path} is not a Cosmic Table host journal")
    if header.get("version") not in READS:
        raise CorruptSave(
            "wrong_version", f"journal version {header.get('version')!r}; this build reads {JOURNAL_VERSION}"
        )
    chained = header["version"] >= 2
    header = _row(lines[0], 1, None, chained)
    header.pop("s", None)
    try:
        rec = Recorder(GameConfig.from_dict(header.get("config")))
    except (ConfigError, TypeError, ValueError) as exc:
        raise CorruptSave("bad_config", str(exc)) from exc
    events: list[Event] = list(rec.opening_events)
    count = 0
    for number in range(2, len(lines) + 1):
        line = lines[number - 1]
        if not line and not chained:
            continue  # a version 1 journal: blank lines were skipped
        row = _row(line, number, lines[number - 2], chained)
        if not isinstance(row.get("a"), dict):
            raise CorruptSave("malformed", f"line {number} is not an action")
        count += 1
        try:
            events.extend(rec.apply(row["a"]))
        except IllegalAction as exc:
            raise CorruptSave(
                "illegal_action", f"line {number}: the action is refused on replay: {exc.reason}"
            ) from exc
        if "h" in row and (row.get("n") != count or row["h"] != state_hash(rec.state)):
            raise CorruptSave(
                "diverged", f"line {number}: the replay differs from the journal after {count} actions"
            )
        if len(events) > 2 * keep:
            del events[: len(events) - keep]
    end = sum(len(line) + 1 for line in lines)
    return Checked(header, rec, events, chained, end, lines[-1], torn)


def load(path: str | Path, keep: int = 300) -> tuple[dict[str, Any], Recorder, list[Event]]:
    """The journal's header, the game replayed from it and its last ``keep`` events (or more); raises
    CorruptSave on any problem (``check`` says more)."""
    checked = check(path, keep)
    return checked.header, checked.rec, checked.events


# -- writing ---------------------------------------------------------------------------------------
class Journal:
    """An open journal file; ``record`` appends one action, flushed and synced to the disk."""

    def __init__(self, path: str | Path, header: dict[str, Any]) -> None:
        """A new journal at ``path`` (replacing any file there) starting with ``header``."""
        self.path = Path(path)
        self.file: IO[bytes] = private_file(self.path, os.O_TRUNC)
        self.last: bytes | None = None
        self._line({"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header})
        _sync_folder(self.path)

    @classmethod
    def _open(cls, path: Path, file: IO[bytes], last: bytes) -> Journal:
        self = cls.__new__(cls)
        self.path, self.file, self.last = path, file, last
        return self

    @classmethod
    def reopen(cls, path: str | Path, checked: Checked) -> Journal:
        """Keep appending to the journal ``check`` just read (a resumed game): a torn last line is cut off
        first. A journal without the chain is written again whole, with one."""
        path = Path(path)
        if not checked.chained:
            header = {k: v for k, v in checked.header.items() if k not in ("format", "version")}
            return cls.rewrite(path, header, checked.rec)
        file = private_file(path, os.O_APPEND, create=False)
        try:
            size = file.seek(0, os.SEEK_END)
            if size < checked.end:
                raise CorruptSave("changed", f"{path} changed while it was read")
            if size > checked.end:
                os.ftruncate(file.fileno(), checked.end)
                os.fsync(file.fileno())
        except (OSError, CorruptSave):
            file.close()
            raise
        return cls._open(path, file, checked.last)

    @classmethod
    def rewrite(cls, path: str | Path, header: dict[str, Any], game: Played) -> Journal:
        """A journal of exactly ``game``'s actions, then kept open to append: written to a new file that
        replaces the old one at once, so a crash leaves the old journal or the new one, never half of it
        (a game whose last actions were taken back, or a new game replacing the one saved there)."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp")
        rows: list[dict[str, Any]] = [{"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header}]
        rows.extend({"a": action} for action in game.actions)
        if game.actions:
            rows[-1].update(n=len(game.actions), h=state_hash(game.state))
        lines: list[bytes] = []
        for row in rows:
            lines.append(seal(row, lines[-1] if lines else None))
        with private_file(tmp, os.O_TRUNC) as out:
            out.write(b"".join(line + b"\n" for line in lines))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
        _sync_folder(path)
        return cls._open(path, private_file(path, os.O_APPEND), lines[-1])

    def _line(self, data: dict[str, Any]) -> None:
        line = seal(data, self.last)
        self.file.write(line + b"\n")
        self.file.flush()
        os.fsync(self.file.fileno())
        self.last = line

    def record(self, rec: Played, action: dict[str, Any]) -> None:
        """One accepted action (already applied to ``rec`` and added to its log)."""
        line: dict[str, Any] = {"a": {k: v for k, v in action.items() if k != "prompt"}}
        count = len(rec.actions)
        if count % CHECKPOINT_EVERY == 0 or rec.state.over:
            line["n"] = count
            line["h"] = state_hash(rec.state)
        self._line(line)

    def close(self) -> None:
        """Close the file."""
        self.file.close()
