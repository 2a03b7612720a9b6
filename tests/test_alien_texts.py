"""An alien's words live in its own module (``prompt_titles``, ``use_texts``, ``narration``): collected at
registration, never clashing with another alien's or the engine's own tables, and what the prompts and the
log show."""

from __future__ import annotations

from collections import defaultdict
from typing import ClassVar

import pytest

import game.engine  # noqa: F401  (registers the aliens)
from game import alien_texts, describe, hooks, narrate
from game.config import default_config
from game.events import Event
from game.prompts import CHOOSE, Prompt


def test_no_alien_word_is_one_of_the_engine_tables_keys() -> None:
    assert not set(alien_texts.TITLES) & set(describe.TITLES)
    assert not set(alien_texts.TELL) & set(narrate.TELL)


def test_a_use_key_two_aliens_share_has_its_own_phrase_for_all_but_one() -> None:
    """Use keys are each power's own (``trick`` is Magician's and Trickster's): the engine's table may
    phrase one of them, every other alien with that key phrases its own."""
    owners: dict[str, set[str]] = defaultdict(set)
    for name, power in hooks.POWERS.items():
        for use in power.uses:
            owners[use.key].add(name)
    for key, names in owners.items():
        if key in describe.POWER_USES and len(names) > 1:
            unphrased = [n for n in names if f"{n}/{key}" not in alien_texts.USES]
            assert len(unphrased) <= 1, (key, unphrased)


def test_the_prompt_the_option_and_the_log_use_the_aliens_own_words() -> None:
    hide = Prompt(1, 0, CHOOSE, "trickster_hide", ({"type": "trickster_hide", "place": "left"},), {})
    assert describe.title(hide) == "Trickster: hide the token (in secret)"
    option = {"type": "power", "alien": "Trickster", "use": "trick"}
    label = describe.option_label(option, str)
    assert label == "Trickster: settle the encounter with a hidden token, not cards"
    line = narrate.narrate(
        Event("token_found", {"seat": 0, "player": 1, "guess": "left"}), default_config(3, seed=1)
    )
    assert line == "Blue finds the token (left): Red loses the encounter."


def test_a_second_alien_may_not_take_another_aliens_event() -> None:
    class Copycat(hooks.Power):
        name = "TestCopycat"
        narration: ClassVar[dict[str, alien_texts.Teller]] = {"token_found": lambda d, name: "mine"}

    with pytest.raises(ValueError, match="token_found"):
        hooks.register(Copycat)
    assert "TestCopycat" not in hooks.POWERS
    assert alien_texts.TELL["token_found"] is hooks.POWERS["Trickster"].narration["token_found"]
