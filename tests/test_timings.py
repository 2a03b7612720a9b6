"""Every window is documented once (``game.timings``); docs/aliens.md shows the list as the code has it."""

from __future__ import annotations

from pathlib import Path

import game.engine  # noqa: F401  (registers the aliens, flares and techs)
from game import hooks, techs, windows
from game.timings import BY_NAME, TIMINGS, render_table

DOCS = Path(__file__).resolve().parent.parent / "docs" / "aliens.md"
BEGIN = "<!-- windows: generated from game/timings.py (python -m game.timings) -->"
END = "<!-- end of the generated windows -->"
# a use named after its own key that its power starts itself, never offered in a window
NOT_WINDOWS = {"salvage": "Vulch: started by a discard"}


def test_every_window_a_power_flare_or_tech_uses_is_documented_once() -> None:
    assert len(BY_NAME) == len(TIMINGS)
    used = {u.window for p in hooks.POWERS.values() for u in (*p.uses, *p.wild, *p.super_)}
    used |= {name for p in techs.POWERS.values() for name in p.windows}
    undocumented = used - set(BY_NAME) - {windows.ANY_TIME} - set(NOT_WINDOWS)
    assert not undocumented, f"document these windows in game/timings.py: {sorted(undocumented)}"
    assert set(windows.ANY_TIME_WINDOWS) <= set(BY_NAME)  # where an any-time use may act


def test_the_docs_show_the_windows_as_the_code_has_them() -> None:
    text = DOCS.read_text()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    assert text[start:end].strip() == render_table(), "run python -m game.timings and paste it into the docs"
