"""Builds the engine's compiled build (game/native.py): ``python -m game.native_build`` (``make native``).

Needs a C compiler and mypy's mypyc; a failed build leaves no manifest, so the game runs interpreted.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Sequence

from game.native import LIB, MANIFEST, OUT, ROOT, compiled_modules, fingerprint, sources, status

# One shared library for every compiled module (mypyc's single group): calls between modules are direct
# C calls and the runtime library is there once, which plays some 18% more encounters per CPU second than
# a library per module (benchmarks/compare.py). A library per module (``--separate``) rebuilds only what
# changed: quicker while editing the engine, the same games.
ONE_LIBRARY = "one library"
SEPARATE = "a library per module"
LAYOUT = OUT / "layout"

# The C files of one library are compiled side by side (setuptools compiles an extension's files one by
# one; only separate extensions run in parallel).
_PARALLEL = """
import setuptools._distutils.ccompiler
try:
    import distutils.ccompiler as std_ccompiler
except ImportError:  # no distutils in the standard library
    std_ccompiler = setuptools._distutils.ccompiler
from concurrent.futures import ThreadPoolExecutor

def compile_all(self, sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                extra_preargs=None, extra_postargs=None, depends=None):
    macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
        output_dir, macros, include_dirs, sources, depends, extra_postargs)
    cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)
    def one(obj):
        src, ext = build[obj]
        self._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)
    with ThreadPoolExecutor(int(jobs)) as pool:
        list(pool.map(one, objects))
    return objects

# whichever distutils setuptools hands the build (its own copy or the standard library's)
std_ccompiler.CCompiler.compile = compile_all
setuptools._distutils.ccompiler.CCompiler.compile = compile_all
"""


def build(jobs: int = 2, separate: bool = False) -> int:
    """Compile the engine into ``.native/`` and write the manifest; the compiler's exit status.
    ``separate``: a library per module (see ``ONE_LIBRARY``)."""
    layout = SEPARATE if separate else ONE_LIBRARY
    OUT.mkdir(exist_ok=True)
    MANIFEST.unlink(missing_ok=True)  # stale while it builds
    if not LAYOUT.exists() or LAYOUT.read_text() != layout:
        # the other layout's files would shadow or skip this one's: start from nothing
        for leftover in (LIB, OUT / "tmp", OUT / "c"):
            shutil.rmtree(leftover, ignore_errors=True)
        LAYOUT.write_text(layout)
    modules = compiled_modules()
    print(f"compiling {len(modules)} engine modules with mypyc into {layout} (a few minutes)...", flush=True)
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        "root, lib, mods, everything, jobs, layout = sys.argv[1:7]\n"
        + _PARALLEL
        + "flags = ['--ignore-missing-imports', '--python-version', '3.11']\n"
        "paths = [root + '/' + m for m in everything.split(',')]\n"
        "only = [root + '/' + m for m in mods.split(',')]\n"
        f"separate = layout == {SEPARATE!r}\n"
        "ext = mypycify(flags + paths, only_compile_paths=only, separate=separate, multi_file=not separate,\n"
        "               target_dir='c')\n"
        "sys.argv = [sys.argv[0], 'build_ext', '--build-lib', lib, '--build-temp', 'tmp', '-j', jobs]\n"
        "setup(name='cosmic-table-native', ext_modules=ext)\n"
    )
    everything = [p.relative_to(ROOT).as_posix() for p in sources()]
    before = fingerprint()  # of the sources compiled: an edit while it builds leaves the build stale
    args = [sys.executable, "-c", script, str(ROOT), str(LIB), ",".join(modules), ",".join(everything)]
    done = subprocess.run([*args, str(jobs), layout], cwd=OUT, capture_output=True, text=True)
    if done.returncode != 0:
        (OUT / "build.log").write_text(done.stdout + done.stderr)
        print(f"the compiled build failed (see {OUT / 'build.log'}); the game runs interpreted")
        return done.returncode
    manifest = {"fingerprint": before, "modules": modules, "layout": layout}
    MANIFEST.write_text(json.dumps(manifest, indent=1))
    print(f"compiled build ready in {LIB}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m game.native_build [--separate | --status]``: build (``--separate``: a library per module),
    or say which build this process would run."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--status"]:
        print(status())
        return 0
    if args not in ([], ["--separate"]):
        print("usage: python -m game.native_build [--separate | --status]", file=sys.stderr)
        return 2
    return build(separate=bool(args))


if __name__ == "__main__":
    raise SystemExit(main())
