"""A newcomer's first minutes: without a display the window says so and how to play headless, quickly and
with a non-zero exit; SDL's and the audio libraries' chatter stays off the console; the package installs
without deprecated metadata."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from game.ui.display import EXIT_NO_DISPLAY, missing_display, no_display_message, quiet_stderr

ROOT = Path(__file__).resolve().parent.parent


def _without_display() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        env.pop(name, None)
    env["COSMIC_TABLE_CONFIG"] = "/nonexistent/cosmic-table-test"  # nothing of the person's is read
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY / WAYLAND_DISPLAY are Linux's")
@pytest.mark.parametrize("argv", [[], ["play", "--watch"], ["host"]])
def test_without_a_display_the_window_says_so_and_how_to_play_headless(argv: list[str]) -> None:
    start = time.perf_counter()
    run = subprocess.run(
        [sys.executable, "main.py", *argv],
        cwd=ROOT,
        env=_without_display(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    seconds = time.perf_counter() - start
    assert run.returncode == EXIT_NO_DISPLAY
    assert "cannot open its window: there is no display" in run.stderr
    for command in ("simulate", "watch", "screenshot", "host --headless"):
        assert f"main.py {command}" in run.stderr
    said = run.stdout + run.stderr
    assert "ALSA" not in said and "XDG_RUNTIME_DIR" not in said and "pygame-ce" not in said
    assert seconds < 20


def test_a_display_is_missing_only_where_x11_or_wayland_would_provide_it() -> None:
    assert missing_display({}, "linux") is not None
    assert missing_display({"DISPLAY": ":0"}, "linux") is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert missing_display({"SDL_VIDEODRIVER": "dummy"}, "linux") is None  # asked for: taken at its word
    assert missing_display({}, "win32") is None and missing_display({}, "darwin") is None


def test_the_message_names_the_reason_and_the_headless_commands() -> None:
    text = no_display_message("neither DISPLAY nor WAYLAND_DISPLAY is set")
    assert "(neither DISPLAY nor WAYLAND_DISPLAY is set)" in text
    assert all(len(line) <= 120 for line in text.splitlines())


def test_what_c_libraries_write_on_stderr_goes_to_the_debug_log(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG, logger="game.ui.display"), quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    assert "ALSA" not in capfd.readouterr().err
    assert "Unknown PCM default" in caplog.text
    os.write(2, b"after\n")  # stderr is back
    assert "after" in capfd.readouterr().err


def test_the_license_is_an_spdx_expression() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["license"] == "MIT"
    assert any(r.startswith("setuptools>=77") for r in project["build-system"]["requires"])
