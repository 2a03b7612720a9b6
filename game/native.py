"""The engine's compiled build: the same modules compiled to C by mypyc, used only when it was built from
exactly the sources beside it.

``python -m game.native_build`` (``make native``) compiles the modules in ``compiled_modules()`` into
``.native/`` at the project's root, with a manifest of the fingerprint of every source under ``game/``
(a compiled module calls into the interpreted ones, the aliens among them, trusting their shape: any
change anywhere in ``game/`` makes the build stale). ``install()``, run when ``game`` is imported, puts
the compiled modules first on the import path if the manifest matches; otherwise, or with
``COSMIC_NATIVE=0`` in the environment, every module is the plain Python one. Both play the same games
event for event (``tests/test_native.py``); the compiled one only faster (``benchmarks/``).

A build is all or nothing: compiled modules call each other directly, so a mix of compiled and
interpreted copies of one module would split its state in two.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".native"
LIB = OUT / "lib"
MANIFEST = OUT / "manifest.json"
SWITCH = "COSMIC_NATIVE"  # "0": never use the compiled build

# Not compiled: the package markers (``__init__.py``: they import their modules by name), the docs
# generator, and modules whose classes mypyc cannot make native as they are written (a subclass of
# ``list``). Aliens, hazards and techs are compiled: each registers its class with a call after it
# (``register(Amoeba)``), not a class decorator, which mypyc refuses on a native class (docs/aliens.md,
# "Registering").
_LEFT_OUT = frozenset(
    {
        "game/__init__.py",
        "game/native.py",
        "game/native_build.py",
        "game/alien_docs.py",
        "game/takeback.py",
    }
)
_COMPILED_DIRS = (
    "game",
    "game/phases",
    "game/cards",
    "game/bots",
    "game/aliens",
    "game/hazards",
    "game/techs",
    "game/techs/effects",
)

_status = "not installed"


def sources() -> list[Path]:
    """Every Python source of the engine (``game/`` without the window), in a fixed order."""
    return sorted(p for p in (ROOT / "game").rglob("*.py") if "ui" not in p.relative_to(ROOT).parts)


def compiled_modules() -> list[str]:
    """The sources compiled, as paths relative to the project's root."""
    out = []
    for folder in _COMPILED_DIRS:
        for path in sorted((ROOT / folder).glob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in _LEFT_OUT and path.name != "__init__.py":
                out.append(rel)
    return out


def fingerprint() -> str:
    """A digest of the engine's sources and of the interpreter that would load the build."""
    digest = hashlib.sha256()
    digest.update(f"{sys.version}|{sysconfig.get_config_var('EXT_SUFFIX')}".encode())
    for path in sources():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


class _Finder(importlib.abc.MetaPathFinder):
    """Finds the compiled modules of a fresh build (and the helper modules mypyc makes beside them)."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def install() -> str:
    """Use the compiled build if it is fresh; say which build runs (also ``status()``)."""
    global _status
    if any(isinstance(f, _Finder) for f in sys.meta_path):
        return _status
    _status = _choose()
    return _status


def built() -> tuple[dict[str, object], str | None]:
    """The manifest of a build made from exactly these sources, or why there is none."""
    try:
        manifest = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return {}, "no compiled build: make native"
    if not isinstance(manifest, dict) or manifest.get("fingerprint") != fingerprint():
        return {}, "the compiled build is older than the sources: make native"
    return manifest, None


def _choose() -> str:
    if os.environ.get(SWITCH, "1") == "0":
        return f"interpreted ({SWITCH}=0)"
    manifest, missing = built()
    if missing is not None:
        return f"interpreted ({missing})"
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    files: dict[str, Path] = {}
    for file in LIB.rglob(f"*{suffix}"):
        rel = file.relative_to(LIB).as_posix()[: -len(suffix)]
        files[rel.replace("/", ".")] = file
    modules = manifest.get("modules")
    wanted = {m[: -len(".py")].replace("/", ".") for m in modules} if isinstance(modules, list) else set()
    if not wanted or not wanted <= files.keys():
        return "interpreted (the compiled build is incomplete: make native)"
    if any(name in sys.modules for name in wanted):
        return "interpreted (engine modules were imported before game)"
    sys.meta_path.insert(0, _Finder(files))
    # builds made before the layout was recorded have a library per module
    layout = manifest.get("layout", "a library per module")
    return f"compiled ({len(wanted)} modules, mypyc, {layout})"


def status() -> str:
    """Which build this process runs: ``compiled (...)`` or ``interpreted (why)``."""
    return _status
