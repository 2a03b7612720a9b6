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
    override = os.environ.get("COSMIC_TABLE_CONFIG")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config"))
    return base / "cosmic-table"


def data_dir() -> Path:
    """The per-user folder for what Cosmic Table writes as it plays (autosaves and journals): XDG data
    on Linux (``~/.local/share``), AppData\\Local on Windows, Library/Application Support on macOS.

    ``COSMIC_TABLE_DATA`` overrides it (tests use a temporary folder).
    """
    override = os.environ.get("COSMIC_TABLE_DATA")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "cosmic-table"
