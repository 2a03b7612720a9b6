"""Journals you can trust: every line of a host's journal is sealed and chained, so any edit, removed,
added or moved line refuses the journal at the line where it happens (and leaves the file as it was); a
torn last line is cut off before appending, so a journal resumes again and again; each table writes its
own private file; old journals without the chain still load, and the resume says so."""

from __future__ import annotations

import argparse
import json
import os
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.config import default_config
from game.errors import CorruptSave
from game.replay import Recorder
from game.wire import state_hash
from net import journal as journal_module
from net.cli import _host_core, add_commands
from net.host import HostCore
from net.journal import Journal, check, default_path, file_name_part

ROOT = Path(__file__).resolve().parents[2]
ACTIONS = 60  # a journal of a header and 60 action lines: 61 lines


def write_journal(path: Path, actions: int = ACTIONS, seed: int = 5, table: str = "Kitchen") -> Recorder:
    """A host's journal of a three-seat bot game, ``actions`` actions long."""
    config = default_config(3, seed=seed)
    rec = Recorder(config)
    seats = [{"kind": "bot", "strength": "easy", "token": None, "name": s.name} for s in config.seats]
    journal = Journal(path, {"table": table, "config": config.to_dict(), "admin": "secret", "seats": seats})
    extend(rec, journal, actions)
    journal.close()
    return rec


def extend(rec: Recorder, journal: Journal, actions: int, seed: int = 1) -> None:
    """``actions`` more actions by random bots, each applied and journaled as the host does."""
    bot = RandomBot(seed + len(rec.actions))
    for _ in range(actions):
        prompt = rec.state.prompts[0]
        action = {**bot.act(prompt, lambda: {}), "seat": prompt.seat}
        rec.apply(action)
        journal.record(rec, action)


def lines(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")[:-1]


def put(path: Path, rows: list[bytes], end: bytes = b"\n") -> None:
    path.write_bytes(b"\n".join(rows) + end)


# -- each corruption is refused at its line ---------------------------------------------------------
def edited(path: Path) -> None:
    rows = lines(path)
    rows[29] = rows[29].replace(b'"seat":', b'"seat": ', 1)  # the same action, other bytes: still caught
    put(path, rows)


def played_otherwise(path: Path) -> None:
    rows = lines(path)
    row = json.loads(rows[29])
    row["a"]["seat"] = (row["a"]["seat"] + 1) % 3
    rows[29] = json.dumps(row, separators=(",", ":")).encode()
    put(path, rows)


def deleted(path: Path) -> None:
    rows = lines(path)
    del rows[29]
    put(path, rows)


def swapped(path: Path) -> None:
    rows = lines(path)
    rows[29], rows[30] = rows[30], rows[29]
    put(path, rows)


def truncated_mid_line(path: Path) -> None:
    rows = lines(path)
    rows[29] = rows[29][:20]
    put(path, rows)


def garbage_inserted(path: Path) -> None:
    rows = lines(path)
    rows.insert(29, b"\x00\xffnot a line")
    put(path, rows)


def last_line_edited(path: Path) -> None:
    rows = lines(path)
    rows[-1] = rows[-1].replace(b'"a":{', b'"a":{"x":1,', 1)  # after the last checkpoint
    put(path, rows)


def line_appended(path: Path) -> None:
    rows = lines(path)
    rows.append(b'{"a":{"seat":0,"type":"pass"}}')  # whole JSON, but not sealed into the chain
    put(path, rows)


def header_edited(path: Path) -> None:
    rows = lines(path)
    rows[0] = rows[0].replace(b'"admin":"secret"', b'"admin":"mine!!"')
    put(path, rows)


CORRUPTIONS: list[tuple[Callable[[Path], None], str]] = [
    (edited, "line 30 was changed"),
    (played_otherwise, "line 30 was changed"),
    (deleted, "line 30 does not follow line 29"),
    (swapped, "line 30 does not follow line 29"),
    (truncated_mid_line, "line 30 was changed"),
    (garbage_inserted, "line 30 was changed"),
    (last_line_edited, "line 61 was changed"),
    (line_appended, "line 62 was changed"),
    (header_edited, "line 1 was changed"),
]


@pytest.mark.parametrize(("spoil", "words"), CORRUPTIONS, ids=[c[0].__name__ for c in CORRUPTIONS])
def test_each_corruption_is_refused_at_its_line_and_the_file_is_left_alone(
    tmp_path: Path, spoil: Callable[[Path], None], words: str
) -> None:
    path = tmp_path / "game.jsonl"
    write_journal(path)
    spoil(path)
    spoiled = path.read_bytes()
    with pytest.raises(CorruptSave) as refused:
        HostCore.resume(path)
    assert refused.value.code == "broken_chain"
    assert words in refused.value.reason and "hash chain broken" in refused.value.reason
    assert path.read_bytes() == spoiled  # a refused journal changes nothing on disk


def test_a_journal_left_whole_says_its_chain_is_intact(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    rec = write_journal(path)
    checked = check(path)
    assert checked.report() == f"kept {ACTIONS} actions (chain intact)"
    assert state_hash(checked.rec.state) == state_hash(rec.state)
    assert all(json.loads(line)["p"] for line in lines(path)[1:])  # every line after the first is linked


# -- a torn last line is cut, and the journal resumes again and again --------------------------------
def test_a_torn_last_line_is_cut_and_the_journal_resumes_twice(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write_journal(path)
    whole = path.read_bytes()
    with path.open("ab") as f:
        f.write(b'{"a":{"seat":0,"ty')  # the host died while writing
    first = HostCore.resume(path)
    assert first.resume_report == f"kept {ACTIONS} actions (chain intact); cut a torn last line at line 62"
    assert path.read_bytes() == whole  # cut off before anything was appended
    assert first.rec is not None and first.journal is not None
    extend(first.rec, first.journal, 10)
    first.close()
    second = HostCore.resume(path)
    assert second.resume_report == f"kept {ACTIONS + 10} actions (chain intact)"
    assert second.rec is not None and second.journal is not None
    extend(second.rec, second.journal, 10)
    second.close()
    with path.open("ab") as f:
        f.write(b"\x00\x00garbage\n")  # not JSON at the end, even with its newline: torn too
    third = HostCore.resume(path)
    assert (
        third.resume_report == f"kept {ACTIONS + 20} actions (chain intact); cut a torn last line at line 82"
    )
    assert third.rec is not None
    assert state_hash(third.rec.state) == state_hash(second.rec.state)
    third.close()


def test_each_action_is_synced_to_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.jsonl"
    rec = write_journal(path, actions=5)
    journal = Journal.reopen(path, check(path))
    synced: list[int] = []
    monkeypatch.setattr(journal_module.os, "fsync", lambda fd: synced.append(fd))
    extend(rec, journal, 7)
    fd = journal.file.fileno()
    journal.close()
    assert synced == [fd] * 7  # one fsync per action, before the host tells anyone of it


# -- each table its own private file -----------------------------------------------------------------
def host_args(*extra: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    return parser.parse_args(["host", "--headless", *extra])


def test_two_hosts_on_one_machine_never_share_an_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COSMIC_TABLE_DATA", str(tmp_path / "data"))
    one = _host_core(host_args("--name", "Kitchen", "--bots", "5"))
    two = _host_core(host_args("--name", "Kitchen", "--bots", "5"))
    assert one.journal_path is not None and two.journal_path is not None
    assert one.journal_path != two.journal_path
    for path in (one.journal_path, two.journal_path):
        assert path.parent == tmp_path / "data" / "tables"
        assert path.name.startswith("Kitchen-") and path.suffix == ".jsonl"
    assert default_path("Kitchen", now=0) != default_path("Kitchen", now=0)  # a random suffix even so


def test_a_table_name_becomes_a_safe_file_name() -> None:
    assert file_name_part("Ann's ../../etc/passwd \x1b[2J") == "Ann-s-etc-passwd-2J"
    assert file_name_part("Café Zoë") == "Cafe-Zoe"
    assert file_name_part("\u202e\u200b") == "table"
    assert "/" not in default_path("../../x").name and default_path("../../x").name.startswith("x-")


def test_the_autosave_and_its_folder_are_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COSMIC_TABLE_DATA", str(tmp_path / "data"))
    core = _host_core(host_args("--name", "Kitchen", "--players", "3", "--bots", "3"))
    core.start()
    assert core.journal_path is not None and core.journal_path.is_file()
    assert stat.S_IMODE(core.journal_path.stat().st_mode) == 0o600
    assert stat.S_IMODE(core.journal_path.parent.stat().st_mode) == 0o700
    core.close()


# -- old journals -------------------------------------------------------------------------------------
def test_an_old_journal_without_a_chain_still_loads_and_is_written_again_with_one(tmp_path: Path) -> None:
    path = tmp_path / "old.jsonl"
    rec = write_journal(path)
    rows = [json.loads(line) for line in lines(path)]
    rows[0]["version"] = 1
    path.write_text("".join(json.dumps({k: v for k, v in r.items() if k not in "ps"}) + "\n" for r in rows))
    checked = check(path)
    assert not checked.chained
    assert (
        checked.report()
        == f"kept {ACTIONS} actions (no hash chain: an older journal, not checked line by line)"
    )
    core = HostCore.resume(path)
    assert core.resume_report is not None and core.resume_report.endswith("written again with the chain")
    assert core.rec is not None and state_hash(core.rec.state) == state_hash(rec.state)
    core.close()
    again = check(path)
    assert again.chained and again.report() == f"kept {ACTIONS} actions (chain intact)"


# -- what main.py host --headless --resume says --------------------------------------------------------
def host(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "main.py",
            "host",
            "--headless",
            "--no-advertise",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            *args,
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
    )


def test_the_headless_host_says_what_it_kept_and_what_it_refused(tmp_path: Path) -> None:
    refused = tmp_path / "refused.jsonl"
    write_journal(refused)
    deleted(refused)
    spoiled = refused.read_bytes()
    proc = host("--resume", str(refused))
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2 and "refused: line 30 does not follow line 29" in err, (out, err)
    assert refused.read_bytes() == spoiled

    torn = tmp_path / "torn.jsonl"
    write_journal(torn)
    with torn.open("ab") as f:
        f.write(b'{"a":')
    proc = host("--resume", str(torn))
    try:
        assert proc.stdout is not None
        said = [proc.stdout.readline(), proc.stdout.readline()]
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    assert "on port" in said[0], said
    assert (
        said[1].strip() == f"resumed: kept {ACTIONS} actions (chain intact); cut a torn last line at line 62"
    )


def test_an_unknown_line_does_not_pass_for_a_version_one_journal(tmp_path: Path) -> None:
    """A chained journal whose seals were stripped is still version 2: refused, not read unchecked."""
    path = tmp_path / "game.jsonl"
    write_journal(path)
    rows = [json.loads(line) for line in lines(path)]
    put(
        path, [lines(path)[0]] + [json.dumps({"a": r["a"]}, separators=(",", ":")).encode() for r in rows[1:]]
    )
    with pytest.raises(CorruptSave, match="line 2 was changed"):
        check(path)


def test_an_unsealed_value_is_none_and_a_sealed_one_round_trips() -> None:
    line = journal_module.seal({"a": {"seat": 0}}, b"previous")
    assert (
        journal_module.unsealed(line)
        == json.dumps(
            {"a": {"seat": 0}, "p": journal_module.digest(b"previous")}, separators=(",", ":")
        ).encode()
    )
    assert journal_module.unsealed(line.replace(b"0", b"1", 1)) is None
    assert journal_module.unsealed(b'{"a":1}') is None


def test_a_fresh_journal_is_no_older_than_its_game(tmp_path: Path) -> None:
    """A rewrite (a local save's take back, an old journal upgraded) is chained like one written line by
    line, and a journal reopened after it appends to the same chain."""
    path = tmp_path / "game.jsonl"
    rec = write_journal(path, actions=20)
    written = Journal.rewrite(path, {"table": "Kitchen", "config": rec.config.to_dict(), "seats": []}, rec)
    extend(rec, written, 5)
    written.close()
    assert check(path).report() == "kept 25 actions (chain intact)"


# -- a local game's save has the same protections ----------------------------------------------------
def test_a_local_save_with_a_changed_line_is_set_aside_and_a_torn_one_continues(tmp_path: Path) -> None:
    from game.ui import saves

    path = tmp_path / "local-game.jsonl"
    rec = write_journal(path, table=saves.LOCAL)
    edited(path)
    problem = saves.find(path)
    assert isinstance(problem, saves.Problem) and "line 30 was changed" in problem.message
    assert problem.kept is not None and not path.exists()  # set aside, never deleted

    write_journal(path, table=saves.LOCAL)
    with path.open("ab") as f:
        f.write(b'{"a":{"se')
    found = saves.find(path)
    assert isinstance(found, saves.SavedGame) and state_hash(found.rec.state) == state_hash(rec.state)
    session = found.session()  # written again whole, torn line gone, chain intact
    assert session.autosave is not None
    session.autosave.close()
    assert check(path).report() == f"kept {ACTIONS} actions (chain intact)"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
