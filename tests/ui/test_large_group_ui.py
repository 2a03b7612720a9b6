"""Cosmic Alliance's large-group cards on screen: the new-game row that chooses them, the lobby's line for
the option, and the large-group mark on their faces."""

from __future__ import annotations

import pygame
from kit import make_app

from game.cards.catalog import CARD_NAME, COSMIC_IDS, LARGE_GROUP_IDS
from game.ui import cards
from game.ui.scenes.lobby import option_lines
from game.ui.scenes.table_setup import Setup, table_options


def test_the_row_is_offered_and_its_choice_reaches_the_config() -> None:
    app = make_app(alliance=True, conflict=True, incursion=True, last_players=8, large_group_cards="off")
    setup = Setup.from_settings(app.settings)
    assert setup.large_group_cards == "off"
    row = next(r for r in table_options(setup) if r[1] == "large_group_cards")
    assert row[0] == "Large-group cards" and [v for v, _ in row[2]] == ["auto", "on", "off"]
    config = setup.config(seed=1)
    assert config.large_group_cards == "off" and not config.large_group
    setup.large_group_cards = "auto"
    assert setup.config(seed=1).large_group  # eight players with Cosmic Alliance


def test_turning_alliance_off_puts_the_choice_back_to_auto() -> None:
    setup = Setup.from_settings(make_app(alliance=True, large_group_cards="on").settings)
    assert setup.config(seed=1).large_group
    setup.alliance = False
    setup.fit()
    assert setup.large_group_cards == "auto" and not setup.config(seed=1).large_group


def test_a_hand_edited_settings_word_falls_back_to_auto() -> None:
    setup = Setup.from_settings(make_app(alliance=True, large_group_cards="sometimes").settings)
    assert setup.large_group_cards == "auto"


def test_the_lobby_shows_the_option() -> None:
    lines = dict(option_lines({"alliance": True, "large_group_cards": "on"}))
    assert lines["Large-group cards"] == "Always"
    assert dict(option_lines({"alliance": True}))["Large-group cards"] == "At 7-8 players"
    assert "Large-group cards" not in dict(option_lines({}))  # an Alliance option: only with Alliance


def test_a_large_group_face_carries_the_mark_where_its_base_twin_has_none() -> None:
    make_app()
    twin = LARGE_GROUP_IDS[14]  # the large-group Attack 30, and the base deck's below
    base = next(c for c in COSMIC_IDS if CARD_NAME[c] == CARD_NAME[twin])
    assert CARD_NAME[twin] == "Attack 30"
    w, h = 120, 172
    mine, theirs = cards.face(twin, w, h), cards.face(base, w, h)
    # the upper-right and lower-left corners of the picture differ; the middle (the value) does not
    for spot in ((w - 19, int(h * 0.2)), (19, int(h * 0.62))):
        assert mine.get_at(spot) != theirs.get_at(spot), spot
    assert mine.get_at((w // 2, int(h * 0.4))) == theirs.get_at((w // 2, int(h * 0.4)))
    assert isinstance(mine, pygame.Surface)
