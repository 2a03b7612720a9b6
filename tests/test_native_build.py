"""``python -m game.native_build``: its command line, and the layout of the compiled build (one library,
or a library per module with ``--separate``), without running the compiler."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from game import native_build


def test_a_wrong_argument_is_refused_with_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert native_build.main(["--fast"]) == 2
    assert "usage: python -m game.native_build [--separate | --status]" in capsys.readouterr().err


def test_status_says_which_build_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert native_build.main(["--status"]) == 0
    assert capsys.readouterr().out.startswith(("compiled", "interpreted"))


@pytest.fixture
def fake_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """``.native/`` in a temporary folder, and a compiler that succeeds at once; the commands it got."""
    calls: list[list[str]] = []

    def run(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append(args)
        return subprocess.CompletedProcess(args, 0, "", "")

    monkeypatch.setattr(native_build, "OUT", tmp_path)
    monkeypatch.setattr(native_build, "LIB", tmp_path / "lib")
    monkeypatch.setattr(native_build, "MANIFEST", tmp_path / "manifest.json")
    monkeypatch.setattr(native_build, "LAYOUT", tmp_path / "layout")
    monkeypatch.setattr(native_build.subprocess, "run", run)
    return calls


def test_switching_layout_starts_from_nothing_and_the_manifest_names_it(
    fake_out: list[list[str]], tmp_path: Path
) -> None:
    assert native_build.build() == 0
    assert fake_out[-1][-1] == native_build.ONE_LIBRARY
    assert json.loads((tmp_path / "manifest.json").read_text())["layout"] == native_build.ONE_LIBRARY
    stale = tmp_path / "lib" / "game" / "windows.so"
    stale.parent.mkdir(parents=True)
    stale.write_text("a library of the other layout")
    assert native_build.build() == 0  # the same layout again: what is there is kept for the rebuild
    assert stale.exists()
    assert native_build.build(separate=True) == 0
    assert not stale.exists() and (tmp_path / "layout").read_text() == native_build.SEPARATE
    assert fake_out[-1][-1] == native_build.SEPARATE
    assert json.loads((tmp_path / "manifest.json").read_text())["layout"] == native_build.SEPARATE
