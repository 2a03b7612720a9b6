"""Team Cosmic on the screen: partners' home systems sit opposite each other, the unused planet opposite
the odd player, partners share a badge by the player rows and the system names, and the results name the
winning team."""

from __future__ import annotations

import math

import pytest
from kit import InlineWorker, frames, make_app, person_at

from game.config import default_config, expansions_for
from game.ui import teams as team_ui
from game.ui.app import App
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession

SIZE = (1280, 720)


def _team_table(players: int, seed: int = 3) -> tuple[App, TableScene]:
    app = make_app(SIZE)
    config = default_config(players, seed=seed, expansions=expansions_for(players), teams=True)
    scene = TableScene(app, LocalSession.with_strengths(config, ["easy"] * players))
    scene.worker.shutdown()
    scene.worker = InlineWorker()  # type: ignore[assignment]
    app.switch(scene)
    return app, scene


def _angle(scene: TableScene, x: float, y: float) -> float:
    cx, cy = scene.table.layout.board.center
    return math.atan2(y - cy, x - cx)


@pytest.mark.parametrize("players", [6, 7, 8])
def test_partners_sit_opposite_and_the_odd_player_faces_the_unused_planet(players: int) -> None:
    app, scene = _team_table(players)
    frames(app, 2)
    view = scene.session.view(None)
    lay = scene.table.layout
    assert lay.seating == tuple(view["teams"]["seating"])
    for a, b in view["teams"]["pairs"]:
        gap = abs(_angle(scene, *lay.systems[a]) - _angle(scene, *lay.systems[b])) % (2 * math.pi)
        assert abs(gap - math.pi) < 0.9, (a, b, gap)  # across the board from each other
    odd = view["teams"]["odd"]
    assert (odd >= 0) == (players % 2 == 1) and len(lay.empty_spots) == (1 if odd >= 0 else 0)
    if odd >= 0:
        gap = abs(_angle(scene, *lay.systems[odd]) - _angle(scene, *lay.empty_spots[0])) % (2 * math.pi)
        assert abs(gap - math.pi) < 0.9


def test_partners_share_a_badge_with_a_hover_text() -> None:
    app, scene = _team_table(6)
    frames(app, 2)
    view = scene.session.view(None)
    marks = team_ui.badges(view)
    for a, b in view["teams"]["pairs"]:
        assert marks[a] == marks[b]
    assert len({m for m in marks.values()}) == 3
    texts = [t for _, t in scene.board.hover + scene.hud.hover if t.startswith("Team ")]
    assert len(texts) >= 6  # one by each system name and each player row


def test_a_table_without_teams_seats_by_number_and_draws_no_badge() -> None:
    app = make_app(SIZE)
    scene = TableScene(app, LocalSession.with_strengths(default_config(5, seed=2), ["easy"] * 5))
    assert scene.table.layout.seating == () and scene.table.layout.empty_spots == []
    assert team_ui.badges(scene.session.view(None)) == {}


def test_the_results_name_the_winning_team() -> None:
    app = make_app(SIZE)
    session = LocalSession.with_strengths(default_config(5, seed=4, teams=True), ["easy"] * 5)
    while not session.over and session.bot_step() is not None:
        pass
    scene = ResultsScene(app, session)
    view = scene.view
    head = scene.headline()
    assert head.startswith("Team ") or head.startswith("The odd player") or head == "No winner"
    assert team_ui.line(view).startswith("Teams: ")


def test_the_invite_panel_shows_the_partner_invited_and_fixed() -> None:
    app, scene = person_at("invite_offense", 3, 4, teams=True)
    frames(app, 2)
    prompt = scene.prompt.prompt
    assert prompt is not None
    partner = scene.session.view(None)["teams"]["partner"][0]
    assert prompt.spec["required"] == [partner] and scene.prompt.picked == [partner]
    fixed = next(b for b in scene.prompt.buttons if b.rect.w and b.label.endswith("(partner)"))
    assert fixed.label.startswith(scene.table.name(partner)) and fixed.selected and not fixed.enabled
    assert not [b for b in scene.prompt.buttons if b.label == "Invite nobody"]
