"""A local game's autosave, and finding it again: the title screen's Continue.

A game with people at this screen is written as it goes to ``save_path()`` (in the user's data folder,
``game.paths.data_dir``), in the LAN host's journal format (``net.journal``): a first line with the game
(its config, seed included, and who sits in each seat, a person or a bot and how strong), then one line
per action. Each line is appended, flushed and synced to the disk at once and sealed into the journal's
hash chain, so a crash loses at most the line being written (which the reader leaves out, and a continued
game's first rewrite drops), and a line changed, removed or moved afterwards is found at its line; a take
back writes the whole shorter journal to a new file that replaces the old one at once. The file is
private to its user (0600).

``find`` reads it back for the title screen: the game to continue (``SavedGame``), nothing (no save, or its
game is over), or a ``Problem``: a save that cannot be read, was written by another version, or does not
replay is moved aside (renamed ``*.bad-<time>``, never deleted) and the problem said in plain words.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from datetime import datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from game.bots import STRENGTHS
from game.errors import CorruptSave
from game.events import Event
from game.paths import data_dir
from game.replay import Recorder
from game.ui.session import LocalSession
from net.journal import Journal, Played, load
from net.lobby import BOT, HUMAN

SAVE_NAME = "local-game.jsonl"
LOCAL = "local"  # the header's "table": a game at one screen (a host's journal names its table)
KEEP_EVENTS = 10**9  # a resumed game keeps all its events: the results screen tells the whole story


def save_path() -> Path:
    """Where the local game is autosaved."""
    return data_dir() / SAVE_NAME


def build() -> str:
    """This build's version, written in every save (to say so when a save from another does not replay)."""
    try:
        return metadata.version("cosmic-table")
    except metadata.PackageNotFoundError:
        return "unknown"


def header(session: LocalSession) -> dict[str, Any]:
    """The journal's first line for a local game (after the format and version)."""
    return {
        "table": LOCAL,
        "build": build(),
        "started": time.time(),
        "config": session.config.to_dict(),
        "seats": [
            {
                "kind": HUMAN if seat.human else BOT,
                "strength": seat.strength,
                "name": cfg.name,
            }
            for seat, cfg in zip(session.seats, session.config.seats, strict=True)
        ],
    }


class Autosave:
    """The open journal of a local game: ``record`` appends one action, ``rewrite`` replaces it whole."""

    def __init__(self, path: Path, head: dict[str, Any], game: Played) -> None:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.path = path
        self.head = head
        self.journal = Journal.rewrite(path, head, game)

    def record(self, game: Played, action: dict[str, Any]) -> None:
        """An action just played (already in ``game``'s log)."""
        self.journal.record(game, action)

    def rewrite(self, game: Played) -> None:
        """The log changed other than by one more action (a take back): write it again, whole."""
        self.journal.close()
        self.journal = Journal.rewrite(self.path, self.head, game)

    def close(self) -> None:
        """Stop writing (the file stays)."""
        self.journal.close()


@dataclass
class SavedGame:
    """A local game found in the save, replayed and ready to go on."""

    path: Path
    head: dict[str, Any]
    rec: Recorder
    events: list[Event]
    saved_at: float  # when its last action was written (seconds since the epoch)

    @property
    def people(self) -> list[str]:
        """The names of the people playing it."""
        seats = zip(self.head["seats"], self.rec.config.seats, strict=True)
        return [cfg.name for info, cfg in seats if info["kind"] == HUMAN]

    def summary(self, now: float | None = None) -> str:
        """Whose game, where it stands and when it was left ("Ann and Bob, with 3 bots · turn 7 · today
        21:04")."""
        people = self.people
        bots = len(self.head["seats"]) - len(people)
        who = _and(people) if people else "Bots"
        if bots:
            who += f", with {bots} bot{'s' if bots > 1 else ''}"
        state = self.rec.state
        where = f"turn {state.turn}" if state.turn else "setting up"
        return f"{who} \u00b7 {where} \u00b7 {_when(self.saved_at, time.time() if now is None else now)}"

    def session(self) -> LocalSession:
        """The game as a session at this screen, the same seats, autosaving again to the same file."""
        strengths = [HUMAN if s["kind"] == HUMAN else str(s["strength"]) for s in self.head["seats"]]
        rec = self.rec
        session = LocalSession.restored(rec.config, strengths, rec.state, rec.actions, self.events)
        head = {**self.head, "build": build()}  # what is written from now on, this build writes
        try:
            session.autosave = Autosave(self.path, head, session)
        except OSError:
            session.autosave = None  # the folder went read-only: play on unsaved
        return session


@dataclass
class Problem:
    """A save that could not be continued: what went wrong, and where the file was put aside."""

    message: str
    kept: Path | None  # the file's new name (None: it could not be moved)


def find(path: Path | None = None) -> SavedGame | Problem | None:
    """The local game to continue, if any (None: no save, or its game is over); an unreadable save is moved
    aside and reported."""
    path = save_path() if path is None else path
    if not path.is_file():
        return None
    try:
        head, rec, events = load(path, keep=KEEP_EVENTS)
        _check_seats(head, len(rec.config.seats))
        saved_at = path.stat().st_mtime
    except CorruptSave as exc:
        return _aside(path, _explain(exc, _build_of(path)))
    except OSError as exc:
        return _aside(path, f"The saved game could not be read ({exc.strerror or exc}).")
    if rec.state.over:
        return None
    return SavedGame(path, head, rec, events, saved_at)


def start(session: LocalSession, path: Path | None = None) -> None:
    """Autosave ``session`` from now on (replacing any earlier save there); a folder that cannot be written
    only means no autosave."""
    try:
        session.autosave = Autosave(save_path() if path is None else path, header(session), session)
    except OSError:
        session.autosave = None


def move_aside(path: Path, now: float | None = None) -> Path:
    """Rename a bad save ``<name>.bad-<time>`` next to where it was (never deleted); the new path."""
    stamp = datetime.fromtimestamp(time.time() if now is None else now).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    path.rename(target)
    return target


# -- helpers -----------------------------------------------------------------------------------------
def _check_seats(head: dict[str, Any], n: int) -> None:
    """A local save names each seat's kind (and a bot's strength) for the game's ``n`` seats."""
    if head.get("table") != LOCAL:
        raise CorruptSave("not_a_save", "it is not a local game's save (a LAN host's journal?)")
    seats = head.get("seats")
    if not isinstance(seats, list) or len(seats) != n:
        raise CorruptSave("malformed", "its seats do not match its game")
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in (HUMAN, BOT):
            raise CorruptSave("malformed", "a seat is neither a person nor a bot")
        if seat["kind"] == BOT and seat.get("strength") not in STRENGTHS:
            raise CorruptSave("malformed", f"a bot of unknown strength {seat.get('strength')!r}")


def _aside(path: Path, message: str) -> Problem:
    try:
        kept: Path | None = move_aside(path)
    except OSError:
        return Problem(f"{message} It could not be moved aside: {path}", None)
    return Problem(f"{message} The file was kept as {kept}.", kept)


def _explain(exc: CorruptSave, made_by: str | None) -> str:
    """A bad save in plain words."""
    other = made_by is not None and made_by != build()
    by = f" (it was saved by version {made_by}; this is {build()})" if other else ""
    if exc.code == "wrong_version":
        return (
            f"The saved game was written by another version of Cosmic Table{by}, so it cannot be continued."
        )
    if exc.code in ("illegal_action", "diverged"):
        return f"The saved game does not play back with these rules{by}: {exc.reason}."
    if exc.code == "bad_config":
        return f"The saved game's options cannot be used: {exc.reason}."
    if exc.code == "broken_chain":
        return f"The saved game was changed or damaged after it was written: {exc.reason}."
    if exc.code == "not_a_save":
        return "The saved game's file is not a Cosmic Table save."
    return f"The saved game is damaged and cannot be read ({exc.reason})."


def _build_of(path: Path) -> str | None:
    """The build a save says it was written by, if its first line can be read."""
    try:
        with path.open(encoding="utf-8") as f:
            first = json.loads(f.readline())
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    made = first.get("build") if isinstance(first, dict) else None
    return str(made) if made is not None else None


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _when(saved: float, now: float) -> str:
    """``today 21:04``, ``yesterday 09:30`` or ``12 May 21:04``."""
    then = datetime.fromtimestamp(saved)
    days = (datetime.fromtimestamp(now).date() - then.date()).days
    clock = then.strftime("%H:%M")
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    return f"{then.day} {then.strftime('%b')} {clock}"
