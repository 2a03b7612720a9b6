"""The compiled build (game/native.py) plays the same games as the interpreted engine, event for event.

The suite runs interpreted; this test runs games in a child process on the compiled build and compares
each game's event stream with the recorded golden hashes and with the same game played here. It is
skipped, saying why, when no fresh compiled build is present (``make native`` builds one; ``make test``
does so first).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import COMPILED
from test_golden_events import GOLDEN, GOLDEN_KEYED, stream_hash

from game import native

HERE = Path(__file__).resolve().parent

# Bigger tables with every expansion, hazards and random aliens from every set: the paths the golden
# games do not reach (players, seed, expansions, hazards).
WIDE = [
    (6, 31, ("incursion",), False),
    (7, 32, ("conflict", "incursion"), True),
    (6, 33, ("conflict",), True),
]

CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
import game
from game import native, rng
from test_golden_events import stream_hash
from test_native import registries, wide_hash
games = json.loads(sys.argv[2])
out = {"status": native.status(), "golden": [], "keyed": [], "wide": [], "registries": registries()}
for players, seed, aliens in games["golden"]:
    out["golden"].append(stream_hash(players, seed, aliens, generator=rng.SPLITMIX64))
for players, seed, aliens in games["keyed"]:
    out["keyed"].append(stream_hash(players, seed, aliens))
for players, seed, sets, hazards in games["wide"]:
    out["wide"].append(wide_hash(players, seed, tuple(sets), hazards))
print(json.dumps(out))
"""


def wide_hash(players: int, seed: int, sets: tuple[str, ...], hazards: bool) -> str:
    """The event-stream hash of a random-bot game at a big table with expansions and random aliens."""
    return stream_hash(players, seed, "random", expansions=sets, variants={"hazards": hazards})


def registries() -> dict[str, object]:
    """What registration made of the aliens, hazards and techs, in registration order: the compiled
    classes must register the same things in the same order (and override the same hooks)."""
    import game.engine  # noqa: F401  (imports every alien, hazard and tech)
    from game import hooks, techs
    from game.hazards import base

    # the game's own aliens: other tests in this process may have registered fake ones
    own = {name for name, power in hooks.POWERS.items() if type(power).__module__.startswith("game.")}
    return {
        "powers": [name for name in hooks.POWERS if name in own],
        "overrides": {hook: sorted(own & names) for hook, names in sorted(hooks.OVERRIDES.items())},
        "listeners": {kind.__name__: sorted(own & names) for kind, names in hooks.LISTENERS.items()},
        "rewinders": sorted(own & hooks.REWINDERS),
        "hazards": list(base.EFFECTS),
        "techs": [(name, sorted(power.windows)) for name, power in techs.POWERS.items()],
    }


def test_the_compiled_build_plays_the_same_games() -> None:
    _, reason = native.built()
    if reason is not None:
        pytest.skip(reason)
    golden, keyed = sorted(GOLDEN), sorted(GOLDEN_KEYED)
    games = {"golden": golden, "keyed": keyed, "wide": WIDE}
    env = {**os.environ, native.SWITCH: "1"}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(HERE), json.dumps(games)],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["status"].startswith("compiled"), out["status"]
    assert out["registries"] == json.loads(json.dumps(registries()))
    assert out["golden"] == [GOLDEN[k] for k in golden]
    assert out["keyed"] == [GOLDEN_KEYED[k] for k in keyed]
    assert out["wide"] == [wide_hash(*g) for g in WIDE]


def test_a_stale_or_missing_build_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine runs interpreted, saying why, when the build is switched off, missing, or compiled
    from other sources than those beside it."""
    monkeypatch.setenv(native.SWITCH, "0")
    assert native._choose() == f"interpreted ({native.SWITCH}=0)"
    monkeypatch.setenv(native.SWITCH, "1")
    monkeypatch.setattr(native, "MANIFEST", tmp_path / "manifest.json")
    assert native._choose().startswith("interpreted (no compiled build")
    native.MANIFEST.write_text(json.dumps({"fingerprint": "0" * 64, "modules": ["game/core.py"]}))
    assert native._choose().startswith("interpreted (the compiled build is older than the sources")
    assert native.status().startswith("compiled" if COMPILED else "interpreted")  # this process
