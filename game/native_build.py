"""Builds the engine's compiled build (game/native.py): ``python -m game.native_build`` (``make native``).

Needs a C compiler and mypy's mypyc; a failed build leaves no manifest, so the game runs interpreted.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence

from game.native import LIB, MANIFEST, OUT, ROOT, compiled_modules, fingerprint, sources, status


def build(jobs: int = 2) -> int:
    """Compile the engine into ``.native/`` and write the manifest; the compiler's exit status."""
    OUT.mkdir(exist_ok=True)
    MANIFEST.unlink(missing_ok=True)  # stale while it builds
    modules = compiled_modules()
    print(f"compiling {len(modules)} engine modules with mypyc (a few minutes)...", flush=True)
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        "root, lib, mods, everything, jobs = sys.argv[1:6]\n"
        "flags = ['--ignore-missing-imports', '--python-version', '3.11']\n"
        "paths = [root + '/' + m for m in everything.split(',')]\n"
        "only = [root + '/' + m for m in mods.split(',')]\n"
        "ext = mypycify(flags + paths, only_compile_paths=only, separate=True, target_dir='c')\n"
        "sys.argv = [sys.argv[0], 'build_ext', '--build-lib', lib, '--build-temp', 'tmp', '-j', jobs]\n"
        "setup(name='cosmic-table-native', ext_modules=ext)\n"
    )
    everything = [p.relative_to(ROOT).as_posix() for p in sources()]
    before = fingerprint()  # of the sources compiled: an edit while it builds leaves the build stale
    args = [sys.executable, "-c", script, str(ROOT), str(LIB), ",".join(modules), ",".join(everything)]
    done = subprocess.run([*args, str(jobs)], cwd=OUT, capture_output=True, text=True)
    if done.returncode != 0:
        (OUT / "build.log").write_text(done.stdout + done.stderr)
        print(f"the compiled build failed (see {OUT / 'build.log'}); the game runs interpreted")
        return done.returncode
    MANIFEST.write_text(json.dumps({"fingerprint": before, "modules": modules}, indent=1))
    print(f"compiled build ready in {LIB}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m game.native_build [--status]``: build, or say which build this process would run."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--status"]:
        print(status())
        return 0
    if args:
        print("usage: python -m game.native_build [--status]", file=sys.stderr)
        return 2
    return build()


if __name__ == "__main__":
    raise SystemExit(main())
