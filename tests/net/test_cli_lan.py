"""The headless commands play a whole LAN game: ``main.py host --headless`` and two
``main.py join --headless`` clients, as three processes on loopback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from net.cli import parse_address
from net.protocol import DEFAULT_PORT

ROOT = Path(__file__).resolve().parents[2]


def test_parse_address() -> None:
    assert parse_address("10.0.0.5") == ("10.0.0.5", DEFAULT_PORT)
    assert parse_address("10.0.0.5:4000") == ("10.0.0.5", 4000)
    assert parse_address(":4000") == ("127.0.0.1", 4000)


HOST = ["host", "--headless", "--port", "0", "--bind", "127.0.0.1", "--no-advertise", "--players", "3"]


def _run(args: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_headless_host_and_two_headless_clients_finish_a_game(tmp_path: Path) -> None:
    host = _run([*HOST, "--bots", "1", "--short", "--seed", "4", "--autosave", str(tmp_path / "a.jsonl")])
    joins: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert "on port" in line, line
        port = line.split("on port ")[1].split(";")[0]
        for i, name in enumerate(["Ann", "Ben"]):
            joins.append(_run(["join", "--headless", f"127.0.0.1:{port}", "--name", name, "--seed", str(i)]))
        outs = [j.communicate(timeout=90) for j in joins]
        host_out, host_err = host.communicate(timeout=30)
    finally:
        for proc in [host, *joins]:
            if proc.poll() is None:
                proc.kill()
    assert host.returncode == 0, host_err
    assert "game over after" in host_out
    for (out, err), join in zip(outs, joins, strict=True):
        assert join.returncode == 0, err
        assert "joined 'Cosmic Table' as seat" in out
        assert out.strip().splitlines()[-1].startswith("game over: won by ")
