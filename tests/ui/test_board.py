"""The board draws the shown view: planets, ships, the gate, decks and encounter cards, with hover texts, and
never a card face the view does not show."""

from __future__ import annotations

import math

import pygame
from kit import table_app

from game.ui import board as geo
from game.ui import cards
from game.ui.scenes.table import TableScene


def _table(seed: int = 3, actions: int = 0) -> TableScene:
    _, scene = table_app(["random"] * 4, seed=seed, aliens="random")
    while scene.session.state.actions < actions and scene.session.bot_step() is not None:
        pass
    scene.animator.skip()
    scene.table.refresh()
    return scene


def _draw(scene: TableScene) -> pygame.Surface:
    surf = pygame.Surface((scene.table.layout.w, scene.table.layout.h))
    cards.begin_frame()
    scene.board.draw(surf)
    return surf


def test_hover_texts_cover_the_decks_the_gate_and_the_encounter_cards() -> None:
    scene = _table(actions=30)
    view = scene.table.shown
    view["offense"], view["encounter"]["defense"] = 0, 1
    view["encounter"].update(
        offense_card=5,
        offense_card_up=5,
        defense_card=None,
        defense_card_up=None,
        defense_card_chosen=True,
        defense_card_down=True,
    )
    _draw(scene)
    texts = [t for _, t in scene.board.hover]
    assert any(t.startswith("The cosmic deck") for t in texts)
    assert any(t.startswith("The discard pile") for t in texts)
    assert any(t.startswith("The destiny deck") for t in texts)
    assert any("hyperspace gate" in t for t in texts)
    assert any("encounter card: Attack" in t for t in texts)
    assert any("face down until the reveal" in t for t in texts)
    rects = geo.pile_rects(scene.table.layout)
    assert any(r == rects["deck"] for r, _ in scene.board.hover)


def test_only_faces_the_view_shows_are_drawn() -> None:
    scene = _table(actions=60)
    scene.table.looker = None
    scene.table.refresh()
    view = scene.table.shown
    _draw(scene)
    enc = view["encounter"]
    public = set(view["discard"][-1:]) | set(enc["in_play"])
    public |= {c for c in (enc["offense_card"], enc["defense_card"]) if c is not None}
    assert set(cards.FACES_DRAWN) <= public


def test_a_slot_the_animator_covers_is_left_empty() -> None:
    scene = _table()
    view = scene.table.shown
    view["offense"], view["encounter"]["defense"] = 0, 1
    view["encounter"]["offense_card"] = view["encounter"]["offense_card_up"] = 7
    _draw(scene)
    assert 7 in cards.FACES_DRAWN
    view[geo.STAGE] = {"hide": {"offense_card"}}
    _draw(scene)
    assert 7 not in cards.FACES_DRAWN


def test_the_gate_swings_to_its_target() -> None:
    scene = _table()
    table = scene.table
    view = table.shown
    view["offense"] = 0
    _draw(scene)
    rest = scene.board._gate
    assert rest is not None
    target = next(p["planet"] for p in view["planets"] if p["system"] == 2)
    view["encounter"]["target"] = target
    aim = geo.gate_aim(table.layout, view, table.t)[0]
    table.t += 1 / 60
    _draw(scene)
    first = scene.board._gate
    assert first is not None and first[0] != aim  # it swings rather than jumps
    for _ in range(60):
        table.t += 1 / 60
        _draw(scene)
    final = scene.board._gate
    aim = geo.gate_aim(table.layout, view, table.t)[0]  # the planet has orbited a little meanwhile
    assert final is not None and abs(math.remainder(final[0] - aim, 2 * math.pi)) < 0.01


def test_ships_sit_where_the_view_puts_them() -> None:
    scene = _table()
    lay, view, t = scene.table.layout, scene.table.shown, scene.table.t
    assert geo.ship_pos(lay, view, 0, 3, t) == lay.planet_pos(3, t)
    assert geo.ship_pos(lay, view, 0, "warp", t) == lay.centre
    view["offense"] = 0
    view["players"][0]["gate"], view["players"][1]["gate"] = 3, 2
    off, ally = geo.ship_pos(lay, view, 0, "gate", t), geo.ship_pos(lay, view, 1, "gate", t)
    assert math.dist(off, ally) >= lay.planet_r  # an ally's ships sit beside the offense's, not on them
    x, y = lay.planet_pos(4, t)
    assert scene.board.planet_at((int(x), int(y))) == 4


def test_cards_have_faces_for_every_kind_and_backs() -> None:
    from game.cards.catalog import CARD_KIND, DESTINY

    pygame.font.init()  # no window here: a test run that starts with this test has no font yet
    for card in range(len(CARD_KIND)):
        img = cards.face(card, 70, 100)
        assert img.get_size() == (70, 100)
    assert cards.back(70, 100).get_size() == (70, 100)
    for card in range(len(DESTINY)):
        assert cards.destiny_face(card, 56, 80).get_size() == (56, 80)
    surf = pygame.Surface((200, 200))
    cards.begin_frame()
    cards.draw_face(surf, 3, pygame.Rect(10, 10, 70, 100), squash=0.5)
    assert cards.FACES_DRAWN == [3]
