"""Where Cosmic Table keeps per-user files: settings (``config_dir``); a local game's autosave and each LAN
table's journal (``data_dir``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def config_dir() -> Path:
    """The per-user folder for Cosmic Table's files (XDG on Linux, AppData on Windows, Library on macOS).

    ``COSMIC_TABLE_CONFIG`` overrides it (tests use a temporary folder).
    """
    return _user_dir("COSMIC_TABLE_CONFIG", ("APPDATA", "Roaming"), ("XDG_CONFIG_HOME", ".config"))


def data_dir() -> Path:
    """The per-user folder for what Cosmic Table writes as it plays (autosaves and journals): XDG data
    on Linux (``~/.local/share``), AppData\\Local on Windows, Library/Application Support on macOS.

    ``COSMIC_TABLE_DATA`` overrides it (tests use a temporary folder).
    """
    return _user_dir("COSMIC_TABLE_DATA", ("LOCALAPPDATA", "Local"), ("XDG_DATA_HOME", ".local/share"))


def _user_dir(override: str, windows: tuple[str, str], xdg: tuple[str, str]) -> Path:
    """``$override``, else the platform's folder: ``windows`` and ``xdg`` name the variable and, under the
    home folder (AppData on Windows), the default. An empty variable counts as unset."""
    chosen = os.environ.get(override)
    if chosen:
        return Path(chosen)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get(windows[0]) or Path.home() / "AppData" / windows[1])
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get(xdg[0]) or Path.home() / xdg[1])
    return base / "cosmic-table"
