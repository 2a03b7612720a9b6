"""Settings that persist between runs, in the user's config folder as JSON.

A corrupt or foreign settings file is ignored (and replaced on the next save), never a crash.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.paths import config_dir

__all__ = ["Settings", "config_dir"]


SPEED_LIMITS = (0.25, 8.0)  # the slowest and fastest bot speeds (settings, + and - at the table)


@dataclass
class Settings:
    """What a player can set once and keep."""

    width: int = 1600
    height: int = 900
    fullscreen: bool = False
    text_scale: float = 1.0
    bot_speed: float = 1.0  # 0.25 (slow) .. 4 (fast): divides the pause between bot actions
    animation_speed: float = 1.0
    # Seconds a shared screen pauses at each play window for someone to say "I want to play" (divided by
    # the bot speed); 0: wait until someone clicks "Everyone passes".
    window_seconds: float = 1.5
    mute: bool = False
    volume: float = 0.6
    # The new-game screen's last choices (read back through ``NewGameScene``, which checks them).
    player_names: tuple[str, ...] = ("Ann", "Ben", "Cleo", "Dev", "Eli")
    last_players: int = 5
    last_seats: tuple[str, ...] = ("human", "normal", "normal", "normal", "normal")
    last_colours: tuple[str, ...] = ("red", "blue", "purple", "yellow", "green")
    alien_mode: str = "choose"
    alien_level: int = 2
    deal_timer: int = 0
    flares: bool = True
    four_planets: bool = False
    second_encounter: bool = True
    regroup_without_colony: str = "home"
    reinforce_negotiate: bool = False
    incursion: bool = False  # the Cosmic Incursion expansion (orange)
    conflict: bool = False  # the Cosmic Conflict expansion (black)
    alliance: bool = False  # the Cosmic Alliance expansion (white)
    rewards: str = "none"
    hazards: bool = False  # the hazard deck (with Cosmic Conflict)
    empath_flare: str = "classic"  # the Empath's flare card (with Cosmic Conflict): classic or alternate
    schizoid_flare: str = "classic"  # the Schizoid's flare card (with Cosmic Alliance): classic or alternate
    large_group_cards: str = "auto"  # Cosmic Alliance's large-group cards: auto (7-8 players), on or off
    tech: bool = False
    hidden_powers: bool = False
    powers: int = 1  # the Multiple Powers variant
    teams: bool = False  # Team Cosmic (four players or more)

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings, or the defaults if there are none or they cannot be read."""
        path = path or config_dir() / "settings.json"
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(raw, dict):
            return cls()
        default = cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in raw:
                continue
            want = getattr(default, f.name)
            got = raw[f.name]
            if isinstance(want, tuple) and isinstance(got, list):
                if not all(isinstance(x, str) for x in got):
                    continue
                got = tuple(got)
            if isinstance(want, float) and isinstance(got, int) and not isinstance(got, bool):
                got = float(got)
            if type(got) is type(want):
                values[f.name] = got
        return cls(**values).clamped()

    def clamped(self) -> Settings:
        """The same settings with every number inside the range the screens offer (hand-edited files)."""
        self.width = max(640, min(7680, self.width))
        self.height = max(400, min(4320, self.height))
        self.text_scale = max(0.6, min(2.0, self.text_scale))
        self.bot_speed = max(SPEED_LIMITS[0], min(SPEED_LIMITS[1], self.bot_speed))
        self.animation_speed = max(0.25, min(8.0, self.animation_speed))
        self.window_seconds = max(0.0, min(10.0, self.window_seconds))
        self.volume = max(0.0, min(1.0, self.volume))
        return self

    def save(self, path: Path | None = None) -> None:
        """Write the settings; a folder we cannot write to is not an error worth stopping the game for."""
        path = path or config_dir() / "settings.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
        except OSError:
            pass
