"""The rules engine (pure: no window, no network). Its compiled build is used when fresh (game.native)."""

from pathlib import Path

from game import native as _native

DATA = Path(__file__).resolve().parent / "data"  # the engine's data files (found from here: a compiled
# module's ``__file__`` is in the compiled build's folder)

_native.install()
