"""The hazard deck variant on the table: the hazard deck face down with its size, the hazards in play face
up with their text on hover, the one drawn this encounter marked, clear of the systems at every table size;
and nothing of it at a table without the variant."""

from __future__ import annotations

import pygame
from kit import frames, make_app

from game.config import default_config
from game.hazards.catalog import HAZARD_NAME, HAZARDS
from game.ui import hazards as hazard_ui
from game.ui.board import pile_rects
from game.ui.layout import Layout
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession


def hazard_scene(players: int = 4, seed: int = 1) -> tuple[TableScene, LocalSession]:
    """Bots at a hazard table, played on until two hazards are in play, one of them drawn this encounter."""
    config = default_config(players, seed=seed, alien_mode="random", hazards=True, expansions=("conflict",))
    session = LocalSession.with_strengths(config, ["normal"] * players)
    while not session.over and session.bot_step() is not None:
        s = session.state
        if len(s.hazards_in_play) >= 2 and s.enc.mods.hazard in s.hazards_in_play:
            app = make_app()
            scene = TableScene(app, session)
            app.switch(scene)
            frames(app, 3)
            return scene, session
    raise AssertionError("no two hazards came into play")


def test_the_hazards_in_play_are_drawn_face_up_with_their_text_on_hover() -> None:
    scene, session = hazard_scene()
    tips = dict((text, rect) for rect, text in scene.board.hover)
    for hazard in session.state.hazards_in_play:
        card = HAZARDS[hazard]
        text = next(t for t in tips if t.startswith(f"Hazard: {card.name}"))
        assert card.text in text
    deck = next(t for t in tips if t.startswith("The hazard deck:"))
    assert f"{len(session.state.hazard_deck)} cards" in deck


def test_the_hazard_row_stays_clear_of_the_systems_at_every_table_size() -> None:
    pygame.init()
    for players, size, count in [
        (p, s, c) for p in (3, 4, 5, 6, 7) for s in ((1920, 1080), (1280, 720)) for c in (1, 4)
    ]:
        layout = Layout(*size, players)
        below = pile_rects(layout)["destiny"]
        rects = hazard_ui.row_rects(layout, below, count)
        box = rects[0].unionall(rects[1:])
        assert layout.board.contains(box), players
        assert layout.box_is_free(box), players


def test_a_hazard_card_face_names_the_card() -> None:
    seen: list[str] = []
    original = hazard_ui.theme.text

    def recording(s: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(s)
        return original(s, *args, **kwargs)  # type: ignore[arg-type]

    hazard_ui.theme.text = recording  # type: ignore[assignment]
    try:
        hazard_ui._cache.clear()
        hazard_ui.face(HAZARD_NAME.index("Black Hole"), 80, 112)
    finally:
        hazard_ui.theme.text = original  # type: ignore[assignment]
    assert "HAZARD" in seen and "THIS ENCOUNTER" in seen and any("Black" in s for s in seen)


def test_no_hazard_row_without_the_variant() -> None:
    layout = Layout(1280, 720, 4)
    assert hazard_ui.draw_hazards(pygame.Surface((10, 10)), layout, {}, pygame.Rect(0, 0, 1, 1)) == []
