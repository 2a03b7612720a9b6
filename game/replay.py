"""Save, load and replay: a save is the config, the action log and state hashes at checkpoints.

Loading replays the actions through the engine and checks every hash, so a save made by another version of
the rules (or tampered with) is refused with a clear error instead of silently diverging.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.config import GameConfig
from game.engine import apply, new_game
from game.errors import ConfigError, CorruptSave, IllegalAction
from game.events import Event
from game.state import GameState
from game.wire import state_hash

SAVE_FORMAT = "cosmic-table-save"
SAVE_VERSION = 1
CHECKPOINT_EVERY = 50


class Recorder:
    """A game plus its action log: apply actions through it to be able to save at any moment."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.state, self.opening_events = new_game(config)
        self.actions: list[dict[str, Any]] = []
        self.checkpoints: list[list[Any]] = [[0, state_hash(self.state)]]

    def apply(self, action: dict[str, Any]) -> list[Event]:
        """Apply an action; on success it joins the log."""
        events = apply(self.state, action)
        self.actions.append({k: v for k, v in action.items() if k != "prompt"})
        if len(self.actions) % CHECKPOINT_EVERY == 0 or self.state.over:
            self.checkpoints.append([len(self.actions), state_hash(self.state)])
        return events

    def save(self) -> dict[str, Any]:
        """The save as plain data."""
        checkpoints = list(self.checkpoints)
        if checkpoints[-1][0] != len(self.actions):
            checkpoints.append([len(self.actions), state_hash(self.state)])
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "config": self.config.to_dict(),
            "actions": self.actions,
            "checkpoints": checkpoints,
        }


def load(data: Any) -> Recorder:
    """Rebuild a game from a save, checking every checkpoint; raises CorruptSave on any problem."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise CorruptSave("not_a_save", "this is not a Cosmic Table save")
    if data.get("version") != SAVE_VERSION:
        raise CorruptSave(
            "wrong_version", f"save version {data.get('version')!r}; this build reads {SAVE_VERSION}"
        )
    try:
        config = GameConfig.from_dict(data.get("config"))
    except (ConfigError, TypeError) as exc:
        raise CorruptSave("bad_config", str(exc)) from exc
    actions = data.get("actions")
    checkpoints = data.get("checkpoints")
    if not isinstance(actions, list) or not isinstance(checkpoints, list):
        raise CorruptSave("malformed", "a save needs a list of actions and a list of checkpoints")
    expected: dict[int, str] = {}
    for item in checkpoints:
        if not (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], int)
            and isinstance(item[1], str)
        ):
            raise CorruptSave("malformed", "checkpoints are [action count, hash] pairs")
        expected[item[0]] = item[1]
    if any(not 0 <= index <= len(actions) for index in expected):
        raise CorruptSave("malformed", "a checkpoint lies outside the action log (is the save truncated?)")
    if max(expected, default=-1) != len(actions):
        # Recorder.save always closes the log with a checkpoint: actions after it were added later
        raise CorruptSave("malformed", "the last checkpoint does not close the action log")
    rec = Recorder(config)
    _check(rec.state, 0, expected)
    for i, action in enumerate(actions, start=1):
        try:
            rec.apply(action)
        except IllegalAction as exc:
            raise CorruptSave("illegal_action", f"action {i} is refused on replay: {exc.reason}") from exc
        _check(rec.state, i, expected)
    return rec


def _check(state: GameState, index: int, expected: dict[int, str]) -> None:
    if index in expected and state_hash(state) != expected[index]:
        raise CorruptSave("diverged", f"the replay differs from the save after {index} actions")


def save_file(rec: Recorder, path: str | Path) -> None:
    """Write a save as JSON (atomically: a crash mid-write never leaves half a save)."""
    path = Path(path)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(rec.save(), separators=(",", ":")))
    tmp.replace(path)


def load_file(path: str | Path) -> Recorder:
    """Read and replay a save file."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CorruptSave("unreadable", f"cannot read {path}: {exc}") from exc
    return load(data)
