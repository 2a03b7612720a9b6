"""The generated parts of docs/aliens.md: the windows (``game.timings``), the moments (``game.moments``) and
the hook methods of ``Power`` (``game.hooks``), each taken from the code where it is documented once.

``python -m game.alien_docs`` rewrites those parts of docs/aliens.md in place; tests/test_alien_docs.py
fails when the file and the code differ.
"""

from __future__ import annotations

import inspect
from pathlib import Path

from game import moments, timings
from game.hooks import Power

DOCS = Path(__file__).resolve().parent.parent / "docs" / "aliens.md"

# name -> (opening marker, closing marker, renderer)
BLOCKS = {
    "windows": (
        "<!-- windows: generated from game/timings.py (python -m game.alien_docs) -->",
        "<!-- end of the generated windows -->",
        timings.render_table,
    ),
    "moments": (
        "<!-- moments: generated from game/moments.py (python -m game.alien_docs) -->",
        "<!-- end of the generated moments -->",
        moments.render_table,
    ),
}


def _summary(doc: str | None) -> str:
    """The first paragraph of a docstring, on one line."""
    first = inspect.cleandoc(doc or "").split("\n\n")[0]
    return " ".join(first.split()).replace("|", "\\|")


def render_hooks() -> str:
    """``Power``'s methods an alien may override, in the order the class declares them, as a table."""
    rows = ["| method | what it is for |", "|---|---|"]
    for name, member in vars(Power).items():
        if name.startswith("_") or not inspect.isfunction(member):
            continue
        params = [p for p in inspect.signature(member).parameters if p != "self"]
        rows.append(f"| `{name}({', '.join(params)})` | {_summary(member.__doc__)} |")
    return "\n".join(rows)


BLOCKS["hooks"] = (
    "<!-- hooks: generated from game/hooks.py's Power (python -m game.alien_docs) -->",
    "<!-- end of the generated hooks -->",
    render_hooks,
)


def generated(text: str, block: str) -> str:
    """The generated part ``block`` of the docs' ``text`` (between its markers), stripped."""
    begin, end, _ = BLOCKS[block]
    return text[text.index(begin) + len(begin) : text.index(end)].strip()


def refresh(text: str) -> str:
    """``text`` with every generated part rendered again from the code."""
    for begin, end, render in BLOCKS.values():
        start, stop = text.index(begin) + len(begin), text.index(end)
        text = f"{text[:start]}\n{render()}\n{text[stop:]}"
    return text


if __name__ == "__main__":
    DOCS.write_text(refresh(DOCS.read_text()))
    print(f"rewrote the generated parts of {DOCS}")
