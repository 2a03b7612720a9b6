"""Every window is documented once (``game.timings``); docs/aliens.md shows the list as the code has it."""

from __future__ import annotations

import game.engine  # noqa: F401  (registers the aliens, flares and techs)
from game import hooks, techs, windows
from game.timings import BY_NAME, TIMINGS

# a use named after its own key that its power starts itself, never offered in a window
NOT_WINDOWS = {"salvage": "Vulch: started by a discard", "awaken": "Relic: started by a new hand"}


def test_every_window_a_power_flare_or_tech_uses_is_documented_once() -> None:
    assert len(BY_NAME) == len(TIMINGS)
    used = {u.window for p in hooks.POWERS.values() for u in (*p.uses, *p.wild, *p.super_)}
    used |= {name for p in techs.POWERS.values() for name in p.windows}
    undocumented = used - set(BY_NAME) - {windows.ANY_TIME} - set(NOT_WINDOWS)
    assert not undocumented, f"document these windows in game/timings.py: {sorted(undocumented)}"
    assert set(windows.ANY_TIME_WINDOWS) <= set(BY_NAME)  # where an any-time use may act
