"""One module per tech card: importing this package registers every tech's power (``game.techs.power``).
Every module in the package is imported, in name order."""

import importlib
import pkgutil

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    importlib.import_module(f"{__name__}.{_info.name}")
