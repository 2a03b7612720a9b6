"""UI tests run headless: SDL's dummy video and audio drivers, settings and saves in a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture(autouse=True)
def _settings_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("COSMIC_TABLE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("COSMIC_TABLE_DATA", str(tmp_path / "data"))  # a local game's autosave
    yield
