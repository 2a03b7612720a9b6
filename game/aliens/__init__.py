"""Every alien the game knows: one module per alien, each registering its power (see game/hooks.py).

Importing this package registers them all and indexes the windows their powers and flares act in.
"""

from __future__ import annotations

import importlib
import pkgutil

from game import windows

ALIEN_MODULES = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
for _name in ALIEN_MODULES:
    importlib.import_module(f"{__name__}.{_name}")
windows.index_powers()
