"""Whether this machine can show a window, what to tell a person when it cannot, and SDL's chatter kept off
the console.

Without a display SDL falls back to its offscreen driver and a window "opens" that nobody sees: the game
would run silently. ``missing_display`` catches the common case before pygame starts (a Linux session with
neither ``DISPLAY`` nor ``WAYLAND_DISPLAY``); ``App`` raises ``NoDisplay`` when SDL ends up on a driver
without a screen anyway. ``no_display_message`` says so and lists the commands that need no display.

Audio libraries (ALSA on a machine without a sound card) and SDL's video probes write straight to the
process's stderr, past Python. ``quiet_stderr`` catches what they write while pygame starts its modules and
logs it at debug level (``logging.getLogger("game.ui.display")``).
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger(__name__)

HEADLESS_DRIVERS = ("dummy", "offscreen")  # SDL video drivers that draw into memory, not on a screen
EXIT_NO_DISPLAY = 2


class NoDisplay(Exception):
    """SDL cannot show a window here; ``reason`` says why, in words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def asked_headless(env: Mapping[str, str] = os.environ) -> bool:
    """Did whoever started us ask SDL for a driver without a screen (tests, the screenshot tool)?"""
    return env.get("SDL_VIDEODRIVER", "") in HEADLESS_DRIVERS


def missing_display(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """Why no window can open here, known before SDL starts; None: nothing known against it. A video driver
    named in ``SDL_VIDEODRIVER`` is taken at its word (SDL itself says if it cannot open it)."""
    if env.get("SDL_VIDEODRIVER"):
        return None
    x11_world = platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
    if x11_world and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    return None


def _python() -> str:
    """How to call this Python in the examples: the project's virtualenv as a relative path if we run
    from it, else plain ``python``."""
    exe = Path(sys.executable)
    try:
        rel = exe.relative_to(Path.cwd())
    except ValueError:
        return "python"
    return str(rel)


def no_display_message(reason: str) -> str:
    """What a person sees on the console when the window cannot open: why, and what runs without it."""
    py = f"{_python()} main.py"
    commands = [
        ("simulate --players 5 --games 100", "bot games, a summary"),
        ("watch --players 5", "the log of one bot game"),
        ("screenshot --out table.png", "the table drawn to a PNG"),
        ("host --headless --players 5 --bots 2", "a LAN table; people join it from their windows"),
        ("--help", "every command"),
    ]
    width = max(len(c) for c, _ in commands)
    return "\n".join(
        [
            f"Cosmic Table cannot open its window: there is no display ({reason}).",
            "Start it from a desktop session, or over SSH with X forwarding (ssh -X). Without a display,",
            "these commands work in the terminal:",
            *(f"  {py} {c:<{width}}  # {what}" for c, what in commands),
        ]
    )


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Whatever is written to file descriptor 2 inside (by C libraries too) goes to the debug log instead
    of the console. Python's own ``sys.stderr`` is flushed first so nothing of ours is swallowed."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no real descriptor 2 (an embedded or redirected interpreter)
        yield
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            said = sink.read().decode("utf-8", "replace").strip()
            if said:
                log.debug("SDL and its libraries said while starting:\n%s", said)
