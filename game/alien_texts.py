"""The words an alien brings with it: the titles of its prompts, the phrases of its power's uses and the log
lines of its events. Each alien declares them in its own module (``Power.prompt_titles``, ``use_texts``,
``narration``); ``hooks.register`` collects them here, and ``game.describe`` and ``game.narrate`` look here
after their own tables. A key that another alien already uses is refused at registration (and a test
refuses one of the engine's own): two aliens naming one event differently would give one of them the
other's log line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Teller = Callable[[dict[str, Any], Callable[[Any], str]], str]  # (event data, namer) -> a line of the log

TITLES: dict[str, str] = {}  # prompt ctx -> what the prompt asks
USES: dict[str, str] = {}  # "Alien/use key" -> the option's phrase ("{player}" and the like from its fields)
TELL: dict[str, Teller] = {}  # event kind -> its line in the log
_OWNER: dict[tuple[str, str], str] = {}  # (table, key) -> the alien that declared it


def add(
    alien: str,
    titles: Mapping[str, str],
    uses: Mapping[str, str],
    tell: Mapping[str, Teller],
) -> None:
    """Collect ``alien``'s words. Raises ValueError on a key another alien uses (nothing is added then);
    tests/test_alien_texts.py checks that no alien's key is one of the engine's own tables'."""
    own_uses = {f"{alien}/{key}": phrase for key, phrase in uses.items()}  # use keys are the alien's own
    tables: tuple[tuple[str, Mapping[str, Any], dict[str, Any]], ...] = (
        ("titles", titles, TITLES),
        ("uses", own_uses, USES),
        ("tell", tell, TELL),
    )
    for table, mine, _ in tables:
        for key in mine:
            owner = _OWNER.get((table, key))
            if owner is not None and owner != alien:
                raise ValueError(f"{alien}: {table} key {key!r} is already used by {owner}")
    for table, mine, into in tables:
        for key, value in mine.items():
            into[key] = value
            _OWNER[(table, key)] = alien
