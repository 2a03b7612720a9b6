"""Text that people type and other people see: names, chat lines and table names.

Everything a person sends is cleaned at the host before anyone else sees it (``clean_line``,
``clean_name``, ``clean_chat``): terminal escape sequences, C0 and C1 control characters and DEL go; bidi
overrides and isolates, zero-width spaces and other invisible format characters go (a zero-width joiner
or non-joiner stays only between two characters outside ASCII, where emoji and some scripts need it); any
run of whitespace becomes one space; stacks of combining marks are cut short; the result is in NFC and at
most a given number of terminal columns wide (a wide character counts two).

``name_key`` is what two names are compared by, so that "Ann", "ANN", "Ánn" and "Ann" with a Cyrillic A
are one name; ``unique_name`` gives a name a number when it is taken ("Ann 2").

``escape`` is for the terminal: it writes every character that is not printable as a Python escape
(``\\x1b``, ``\\u202e``), so printed text can never drive the terminal.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from net.protocol import MAX_NAME as NAME_WIDTH  # columns of a person's name
from net.protocol import MAX_TEXT as CHAT_WIDTH  # columns of a chat line

TABLE_WIDTH = 40  # columns of a table's name
DEFAULT_TABLE = "Cosmic Table"  # a table whose name cleans to nothing
DEFAULT_NAME = "Player"
MAX_MARKS = 4  # combining marks kept on one character (more only stack up out of the line)

# Escape sequences as a terminal reads them: CSI (ESC [ or U+009B), the string commands OSC, DCS, SOS, PM
# and APC (ESC ] P X ^ _ or U+009D U+0090 U+0098 U+009E U+009F) up to their terminator (BEL, ESC \ or
# U+009C), and the two- and three-byte ESC sequences (ESC c, ESC ( B ...). What is left of a broken one
# loses its control characters below.
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"
    r"|\x1b[ -/]*[0-~]"
)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner
# Letters and symbols that draw as nothing: a name made of them would look empty.
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f")
# Latin look-alikes from Cyrillic and Greek (lower case, as after casefold): for comparing names only.
_LOOKALIKES = str.maketrans(
    # Cyrillic a, ve, ie, ka, em, en, o, er, es, te, u, ha, dze, i, je, komi de, shha, qa, we, palochka;
    # Greek alpha, beta, epsilon, eta, iota, kappa, nu, omicron, rho, tau, upsilon, chi, omega
    "\u0430\u0432\u0435\u043a\u043c\u043d\u043e\u0440\u0441\u0442\u0443\u0445\u0455\u0456"
    "\u0458\u0501\u04bb\u051b\u051d\u04cf"
    "\u03b1\u03b2\u03b5\u03b7\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7\u03c9",
    "abekmhopctyxsijdhqwlabenikvoptuxw",
)


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


def char_width(ch: str) -> int:
    """Terminal columns of one character: 0 for marks and joiners, 2 for wide (East Asian) ones, else 1."""
    if _is_mark(ch) or ch in _JOINERS or unicodedata.category(ch) == "Cf":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    """Terminal columns of ``text`` (see ``char_width``)."""
    return sum(char_width(ch) for ch in text)


def truncate(text: str, width: int) -> str:
    """The longest start of ``text`` at most ``width`` columns wide, never ending in a joiner or a space,
    and never keeping the marks of a character it cut."""
    out: list[str] = []
    used = 0
    for ch in text:
        w = char_width(ch)
        if used + w > width:
            break
        out.append(ch)
        used += w
    return "".join(out).rstrip(" \u200c\u200d")


def _drop(ch: str) -> bool:
    """Characters no one else should receive: controls, invisible format characters, bidi controls,
    surrogates and unassigned code points (zero-width joiners are judged by their neighbours)."""
    if ch in _JOINERS:
        return False
    if ch in _BIDI or ch in _BLANKS:
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Cn")


def clean_line(text: str, width: int, default: str = "") -> str:
    """``text`` as one clean line of at most ``width`` columns (see the module's description); ``default``
    if nothing is left."""
    text = _ESCAPES.sub("", unicodedata.normalize("NFC", text))
    kept = [" " if ch.isspace() else ch for ch in text if ch.isspace() or not _drop(ch)]
    out: list[str] = []
    marks = 0
    for i, ch in enumerate(kept):
        if ch in _JOINERS:
            before = out[-1] if out else " "
            after = kept[i + 1] if i + 1 < len(kept) else " "
            if any(c.isascii() or c in _JOINERS for c in (before, after)):
                continue  # needed only between emoji or letters of scripts that join
        if _is_mark(ch):
            marks += 1
            if marks > MAX_MARKS or not out or out[-1] == " ":
                continue
        else:
            marks = 0
        out.append(ch)
    line = unicodedata.normalize("NFC", " ".join("".join(out).split()))
    return truncate(line, width) or default


def clean_name(name: str, width: int = NAME_WIDTH, default: str = DEFAULT_NAME) -> str:
    """A person's name as the table sees it (``default`` when nothing printable is left)."""
    return clean_line(name, width, default)


def clean_chat(text: str) -> str:
    """A chat line as the table sees it ("" when nothing printable is left)."""
    return clean_line(text, CHAT_WIDTH)


def name_key(name: str) -> str:
    """What names are compared by: case, accents and other marks, width forms (full-width letters,
    ligatures), invisible characters, spacing and Cyrillic or Greek look-alikes of Latin letters do not
    count."""
    text = unicodedata.normalize("NFKD", clean_line(name, 4 * NAME_WIDTH)).casefold()
    text = "".join(ch for ch in text if not _is_mark(ch) and ch not in _JOINERS)
    text = unicodedata.normalize("NFKC", text).casefold().translate(_LOOKALIKES)
    return " ".join(text.split())


def unique_name(wanted: str, taken: Iterable[str], width: int = NAME_WIDTH) -> str:
    """``wanted`` if no name in ``taken`` is the same name (``name_key``), else ``wanted`` with the first
    number from 2 up that makes it different ("Ann 2"), cut to fit ``width`` columns with the number."""
    keys = {name_key(t) for t in taken}
    if name_key(wanted) not in keys:
        return wanted
    n = 2
    while True:
        suffix = f" {n}"
        candidate = truncate(wanted, width - len(suffix)) + suffix
        if name_key(candidate) not in keys:
            return candidate
        n += 1


def escape(text: str) -> str:
    """``text`` safe to print on a terminal: each character that is not printable (controls, format and
    bidi characters, separators other than the plain space) written as its Python escape."""
    return "".join(ch if ch.isprintable() else _escape_char(ch) for ch in text)


def _escape_char(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"
