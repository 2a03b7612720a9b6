"""Per-alien senses for the heuristic bots, one module per alien (``game/bots/senses/<alien>.py``), all
registered in ``registry``. Importing this package imports every module in it."""

from __future__ import annotations

import importlib
import pkgutil

HELPERS = ("kit", "registry")
SENSE_MODULES = sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name not in HELPERS)
for _name in SENSE_MODULES:
    importlib.import_module(f"{__name__}.{_name}")
