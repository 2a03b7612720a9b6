"""Dropped connections and a killed host: a person gets their seat back with their token, and a host killed
with SIGKILL and restarted with ``--resume`` continues the same game with no action lost."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from net_kit import new_core, serve

from net import bot_client
from net.client import ClientCore
from net.journal import load

ROOT = Path(__file__).resolve().parents[2]


def test_a_dropped_player_rejoins_mid_encounter_with_its_token() -> None:
    core = new_core(players=4, bots=2, seed=21)

    async def game() -> tuple[ClientCore, ClientCore, ClientCore]:
        server = await serve(core)
        try:
            steady = asyncio.ensure_future(bot_client.play("127.0.0.1", server.port, "Steady", seed=1))
            dropped = await bot_client.play("127.0.0.1", server.port, "Flaky", seed=2, stop_after=60)
            await asyncio.sleep(0.05)
            assert core.rec is not None and not core.rec.state.over
            seat = dropped.seat
            assert seat is not None and not core.lobby.slots[seat].connected
            assert core.rec.state.enc_no >= 1  # we left in the middle of the game
            back = await bot_client.play("127.0.0.1", server.port, "Flaky", seed=2, token=dropped.token)
            return dropped, back, await asyncio.wait_for(steady, 60)
        finally:
            await server.stop()

    dropped, back, steady = asyncio.run(game())
    assert back.seat == dropped.seat
    assert back.over and steady.over
    assert core.rec is not None and core.rec.state.over
    assert not back.rejects and not steady.rejects


def _start_host(args: list[str]) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [sys.executable, "main.py", "host", "--headless", "--no-advertise", "--bind", "127.0.0.1", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "on port" not in line:
        proc.kill()
        raise AssertionError(f"the host did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}")
    return proc, int(line.split("on port ")[1].split(";")[0])


def test_a_host_killed_mid_game_resumes_from_its_autosave(tmp_path: Path) -> None:
    journal = tmp_path / "host.jsonl"
    first, port = _start_host(
        [
            "--port",
            "0",
            "--players",
            "3",
            "--short",
            "--aliens",
            "random",
            "--seed",
            "9",
            "--autosave",
            str(journal),
        ]
    )
    seen: dict[str, int] = {}
    killed: dict[str, Any] = {}
    procs = [first]

    def watch(client: ClientCore, msg: dict[str, Any]) -> None:
        seen[client.name] = client.state
        if msg["type"] == "update" and client.state >= 60 and not killed:
            os.kill(first.pid, signal.SIGKILL)  # no goodbye, no flush beyond what was written
            first.wait()
            killed["at"] = max(seen.values())
            proc, _ = _start_host(["--port", str(port), "--resume", str(journal), "--grace", "60"])
            procs.append(proc)

    async def game() -> list[ClientCore]:
        players = [
            bot_client.play("127.0.0.1", port, f"P{i}", seed=i, watch=watch, patience=20) for i in range(3)
        ]
        return list(await asyncio.wait_for(asyncio.gather(*players), 90))

    try:
        done = asyncio.run(game())
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
    assert killed, "the game ended before the host could be killed"
    assert len(procs) == 2
    assert all(c.over for c in done)
    assert sorted(c.seat for c in done) == [0, 1, 2]  # everyone came back to their own seat
    _, rec, _ = load(journal)
    assert rec.state.over  # the resumed host kept writing the same journal to the end
    assert rec.state.winners == done[0].view["winners"]  # type: ignore[index]
    assert rec.state.actions > killed["at"]
