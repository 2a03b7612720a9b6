"""The rulings ledgers (docs/rulings.md, and docs/rulings-aliens.md once it exists) stay honest.

Each ledger is a Markdown table ``| id | ruling | status | proof |``. A status is ``tested``,
``not yet built (X)`` where X names what is missing (an expansion or the Technology variant), or
``reading (rules.md#anchor)`` pointing at the choice in docs/rules.md (or another page of docs/). A
``tested`` row must name at least one proof, and every proof named (``tests/file.py::test_name`` or a
scenario file) must exist. The alien ledger may not exist yet.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LEDGERS = ("docs/rulings.md", "docs/rulings-aliens.md")
HEADER = ["id", "ruling", "status", "proof"]
MISSING = {"Incursion", "Conflict", "Alliance", "Storm", "Dominion", "Eons", "Technology"}
NOT_BUILT = re.compile(r"not yet built \(([^)]+)\)")
READING = re.compile(r"reading \(([a-z0-9-]+\.md)#([a-z0-9-]+)\)")
EMPTY = {"", "-", "\u2014"}  # an empty proof cell may hold a dash
ID = re.compile(r"[A-Za-z][A-Za-z0-9.-]*")


def ledger_rows(text: str) -> list[list[str]]:
    """The body rows of the first table whose header starts ``| id |``, as lists of stripped cells."""
    rows: list[list[str]] = []
    in_table = False
    for line in text.splitlines():
        if not line.startswith("|"):
            if in_table:
                break
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not in_table:
            in_table = cells[0] == "id"
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the separator line
        rows.append(cells)
    return rows


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's rules) gives a heading."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


@cache
def anchors(doc: str) -> frozenset[str]:
    """Every heading anchor of ``docs/<doc>`` (none if there is no such page)."""
    path = ROOT / "docs" / doc
    if not path.is_file():
        return frozenset()
    lines = path.read_text().splitlines()
    return frozenset(slug(line.lstrip("#")) for line in lines if re.match(r"#{1,6} ", line))


@cache
def functions_in(path: Path) -> frozenset[str]:
    """Names of the functions defined at the top level or in classes of a test module."""
    tree = ast.parse(path.read_text())
    return frozenset(
        node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    )


def proof_problem(proof: str) -> str | None:
    """Why a named proof does not exist (None: it does)."""
    file, _, func = proof.partition("::")
    path = ROOT / file
    if not file.startswith("tests/") or not path.is_file():
        return f"no such file {file}"
    if func:
        if path.suffix != ".py":
            return f"{file} is not a Python test file"
        if func not in functions_in(path):
            return f"no test {func} in {file}"
    elif path.suffix not in (".toml", ".json"):
        return f"{file}: name the test function (file.py::test_name)"
    return None


def row_problems(cells: list[str]) -> list[str]:
    """What is wrong with one ledger row."""
    if len(cells) != len(HEADER):
        return [f"{len(cells)} cells, not {len(HEADER)}: {cells}"]
    rid, ruling, status, proof = cells
    problems: list[str] = []
    if not ID.fullmatch(rid):
        problems.append(f"bad id {rid!r}")
    if not ruling:
        problems.append(f"{rid}: no ruling text")
    proofs = [p.strip() for p in proof.split(";") if p.strip() not in EMPTY]
    if status == "tested":
        if not proofs:
            problems.append(f"{rid}: tested, but no proof named")
    elif m := NOT_BUILT.fullmatch(status):
        unknown = {name.strip() for name in m.group(1).split(",")} - MISSING
        if unknown:
            problems.append(f"{rid}: not yet built needs one of {sorted(MISSING)}, not {sorted(unknown)}")
    elif m := READING.fullmatch(status):
        if m.group(2) not in anchors(m.group(1)):
            problems.append(f"{rid}: docs/{m.group(1)} has no heading #{m.group(2)}")
    else:
        problems.append(f"{rid}: unknown status {status!r}")
    for named in proofs:
        if (why := proof_problem(named)) is not None:
            problems.append(f"{rid}: {why}")
    return problems


def present_ledgers() -> list[str]:
    """The ledgers that exist now (the alien ledger may not yet)."""
    return [name for name in LEDGERS if (ROOT / name).is_file()]


def test_the_general_ledger_exists_and_has_rows() -> None:
    assert "docs/rulings.md" in present_ledgers()
    assert len(ledger_rows((ROOT / "docs/rulings.md").read_text())) > 100


@pytest.mark.parametrize("ledger", present_ledgers())
def test_every_row_has_a_known_status_and_existing_proofs(ledger: str) -> None:
    rows = ledger_rows((ROOT / ledger).read_text())
    assert rows, f"{ledger} has no | id | ruling | status | proof | table"
    problems = [p for cells in rows for p in row_problems(cells)]
    assert problems == []


def test_ids_are_unique_across_the_ledgers() -> None:
    seen: dict[str, str] = {}
    doubles: list[str] = []
    for ledger in present_ledgers():
        for cells in ledger_rows((ROOT / ledger).read_text()):
            rid = cells[0]
            if rid in seen:
                doubles.append(f"{rid} in {seen[rid]} and {ledger}")
            seen.setdefault(rid, ledger)
    assert doubles == []


def test_the_checker_catches_bad_rows() -> None:
    assert row_problems(["T1", "text", "tested", ""]) == ["T1: tested, but no proof named"]
    assert row_problems(["T1", "text", "tested", "tests/test_nothing_here.py::test_x"]) == [
        "T1: no such file tests/test_nothing_here.py"
    ]
    assert row_problems(["T1", "text", "tested", "tests/test_rulings_ledger.py::test_nope"]) == [
        "T1: no test test_nope in tests/test_rulings_ledger.py"
    ]
    assert row_problems(["T1", "text", "done", ""]) == ["T1: unknown status 'done'"]
    assert row_problems(["T1", "text", "not yet built (Cosmic Pizza)", ""])[0].startswith("T1: not yet built")
    assert row_problems(["T1", "text", "reading (rules.md#no-such-heading)", ""]) == [
        "T1: docs/rules.md has no heading #no-such-heading"
    ]
    assert row_problems(["T1", "text", "not yet built (Storm, Eons)", ""]) == []
    assert row_problems(["T1", "text", "reading (rules.md#reveal)", ""]) == []
    assert slug("Playing cards: windows and timing") == "playing-cards-windows-and-timing"
    assert slug("Reward deck (Cosmic Incursion)") == "reward-deck-cosmic-incursion"
