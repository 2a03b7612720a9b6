"""The host's autosave: a journal of one JSON line per action, written as the game goes.

The first line holds the game (its config, seed included, and who holds each seat); every later line one
accepted action, with the state hash every ``CHECKPOINT_EVERY`` actions. Appending a line per action costs
the same at action 10 and at action 3,000, and a host killed mid-write loses at most an unfinished last
line, which ``load`` ignores. ``load`` replays the actions through the engine and checks the hashes.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import IO, Any, Protocol

from game.config import GameConfig
from game.errors import ConfigError, CorruptSave, IllegalAction
from game.events import Event
from game.replay import Recorder
from game.state import GameState
from game.wire import state_hash

JOURNAL_FORMAT = "cosmic-table-journal"
JOURNAL_VERSION = 1
CHECKPOINT_EVERY = 25


class Played(Protocol):
    """A game with its action log (a ``Recorder``, or a local game at one screen)."""

    state: GameState
    actions: list[dict[str, Any]]


def _private(path: Path, flags: int) -> IO[str]:
    """Open ``path`` for writing as a file only its user may read (0600, even if it existed)."""
    fd = os.open(path, flags | os.O_WRONLY | os.O_CREAT, 0o600)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, 0o600)
    return os.fdopen(fd, "w", encoding="utf-8")


class Journal:
    """An open journal file; ``record`` appends and flushes one action."""

    def __init__(self, path: str | Path, header: dict[str, Any]) -> None:
        self.path = Path(path)
        self.file: IO[str] = _private(self.path, os.O_TRUNC)
        self._line({"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header})

    @classmethod
    def reopen(cls, path: str | Path) -> Journal:
        """Keep appending to an existing journal (a resumed game)."""
        self = cls.__new__(cls)
        self.path = Path(path)
        self.file = _private(self.path, os.O_APPEND)
        return self

    @classmethod
    def rewrite(cls, path: str | Path, header: dict[str, Any], game: Played) -> Journal:
        """A journal of exactly ``game``'s actions, then kept open to append: written to a new file that
        replaces the old one at once, so a crash leaves the old journal or the new one, never half of it
        (a game whose last actions were taken back, or a new game replacing the one saved there)."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp")
        with _private(tmp, os.O_TRUNC) as out:
            lines: list[dict[str, Any]] = [{"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header}]
            lines.extend({"a": action} for action in game.actions)
            if game.actions:
                lines[-1].update(n=len(game.actions), h=state_hash(game.state))
            out.write("".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
        return cls.reopen(path)

    def _line(self, data: dict[str, Any]) -> None:
        self.file.write(json.dumps(data, separators=(",", ":")) + "\n")
        self.file.flush()

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


def load(path: str | Path, keep: int = 300) -> tuple[dict[str, Any], Recorder, list[Event]]:
    """The journal's header, the game replayed from it and its last ``keep`` events (or more); raises
    CorruptSave on any problem."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CorruptSave("unreadable", f"cannot read {path}: {exc}") from exc
    lines = text.split("\n")
    if text and not text.endswith("\n"):
        lines.pop()  # a line cut short by a crash: that action was never confirmed to anyone
    rows: list[Any] = []
    for number, line in enumerate(lines, start=1):
        if not line:
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise CorruptSave("malformed", f"line {number} is not JSON") from exc
    if not rows or not isinstance(rows[0], dict) or rows[0].get("format") != JOURNAL_FORMAT:
        raise CorruptSave("not_a_save", f"{path} is not a Cosmic Table host journal")
    header = rows[0]
    if header.get("version") != JOURNAL_VERSION:
        raise CorruptSave(
            "wrong_version", f"journal version {header.get('version')!r}; this build reads {JOURNAL_VERSION}"
        )
    try:
        rec = Recorder(GameConfig.from_dict(header.get("config")))
    except (ConfigError, TypeError) as exc:
        raise CorruptSave("bad_config", str(exc)) from exc
    events: list[Event] = list(rec.opening_events)
    for i, row in enumerate(rows[1:], start=1):
        if not isinstance(row, dict) or not isinstance(row.get("a"), dict):
            raise CorruptSave("malformed", f"action line {i} is not an action")
        try:
            events.extend(rec.apply(row["a"]))
        except IllegalAction as exc:
            raise CorruptSave("illegal_action", f"action {i} is refused on replay: {exc.reason}") from exc
        if "h" in row and (row.get("n") != i or row["h"] != state_hash(rec.state)):
            raise CorruptSave("diverged", f"the replay differs from the journal after {i} actions")
        if len(events) > 2 * keep:
            del events[: len(events) - keep]
    return header, rec, events
