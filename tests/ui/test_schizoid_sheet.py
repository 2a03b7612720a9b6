"""The Schizoid's secret card on the players panel: its owner reads it on its own row (and in the row's
hover); nobody else ever sees its words."""

from __future__ import annotations

from kit import frames, make_app

from game.aliens.schizoid import REALITIES, chosen
from game.config import default_config
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession


def table(schizoid: int) -> TableScene:
    """A three-seat Alliance table: a person at seat 0, bots, the Schizoid at ``schizoid`` (card kept)."""
    aliens: list[str | None] = [None, None, None]
    aliens[schizoid] = "Schizoid"
    config = default_config(3, seed=2, aliens=aliens, expansions=("alliance",))
    app = make_app()
    scene = TableScene(app, LocalSession.with_strengths(config, ["human", "random", "random"]))
    app.switch(scene)
    session = scene.table.session
    for _ in range(20):
        prompt = session.next_human_prompt(0)
        if prompt is not None and prompt.ctx == "schizoid_choose":
            session.submit(0, dict(prompt.options[0]))
        frames(app, 5)
        if chosen(session.state, schizoid) >= 0:  # type: ignore[attr-defined]
            break
    scene.animator.skip()
    frames(app, 3)
    return scene


def hover_texts(scene: TableScene) -> str:
    return "\n".join(t for _, t in scene.hud.hover)


def test_its_owner_reads_its_card_on_its_own_row() -> None:
    scene = table(schizoid=0)
    card = REALITIES[chosen(scene.table.session.state, 0)]  # type: ignore[attr-defined]
    assert f"Only you know: schizoid card {card.title}" in hover_texts(scene)
    assert card.text in hover_texts(scene)


def test_another_player_never_sees_its_words() -> None:
    scene = table(schizoid=1)
    card = REALITIES[chosen(scene.table.session.state, 1)]  # type: ignore[attr-defined]
    assert card.title not in hover_texts(scene) and card.text not in hover_texts(scene)
    assert "Only you know" not in hover_texts(scene)
