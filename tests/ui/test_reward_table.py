"""The table with Cosmic Incursion's reward deck: its deck and discard pile beside the cosmic ones, reward
backs (public) on hands and face-down cards, reward faces in their own frame, and no face the view hides."""

from __future__ import annotations

import pygame
from kit import make_app

from game.cards.catalog import REWARD_IDS
from game.config import default_config
from game.ui import board as geo
from game.ui import cards
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession


def _table(rewards: str = "deck", until: int = 0) -> TableScene:
    """A bot game at a reward-deck table, stopped once ``until`` reward cards are in hands and the reward
    discard pile is not empty (the first seed that gets there)."""
    app = make_app()
    for seed in range(40):
        config = default_config(4, seed=seed, alien_mode="random", incursion=True, rewards=rewards)
        scene = TableScene(app, LocalSession.with_strengths(config, ["easy"] * 4))
        state = scene.session.state
        while not scene.session.over and scene.session.bot_step() is not None:
            held = sum(1 for h in state.hands for c in h if c in REWARD_IDS)
            if held >= until and (state.reward_discard or rewards != "deck"):
                app.switch(scene)
                scene.animator.skip()
                scene.table.refresh()
                return scene
    raise LookupError("no game reached the wanted situation")


def _draw(scene: TableScene) -> list[str]:
    surf = pygame.Surface((scene.table.layout.w, scene.table.layout.h))
    cards.begin_frame()
    scene.board.draw(surf)
    scene.hud.draw(surf)
    return [t for _, t in scene.board.hover + scene.hud.hover]


def test_the_reward_deck_and_its_discard_pile_lie_beside_the_cosmic_deck() -> None:
    scene = _table(until=1)
    texts = _draw(scene)
    assert any(t.startswith("The reward deck:") for t in texts)
    assert any(t.startswith("The reward discard pile") for t in texts)
    rects = geo.pile_rects(scene.table.layout)
    assert rects["reward_deck"].left > rects["deck"].right
    assert any(r == rects["reward_deck"] for r, _ in scene.board.hover)


def test_hands_show_their_reward_backs_and_spectators_see_no_reward_face() -> None:
    scene = _table(until=1)
    scene.table.looker = None
    scene.table.refresh()
    view = scene.table.shown
    texts = _draw(scene)
    holders = [p for p in view["players"] if p["reward_cards"]]
    assert holders
    assert any(f"{holders[0]['name']} holds {holders[0]['reward_cards']} reward card" in t for t in texts)
    public = set(view["discard"][-1:]) | set(view["reward_discard"][-1:]) | set(view["encounter"]["in_play"])
    enc = view["encounter"]
    public |= {c for c in (enc["offense_card"], enc["defense_card"]) if c is not None}
    assert set(cards.FACES_DRAWN) <= public


def test_a_face_down_reward_card_shows_the_reward_back() -> None:
    scene = _table()
    view = scene.table.shown
    view["offense"], view["encounter"]["defense"] = 0, 1
    view["encounter"].update(
        offense_card=None, offense_card_chosen=True, offense_card_down=True, offense_card_back="reward"
    )
    texts = _draw(scene)
    assert any("reward back" in t for t in texts)


def test_reward_backs_and_faces_look_different_from_cosmic_ones() -> None:
    a, b = cards.back(60, 86), cards.back(60, 86, reward=True)
    assert a.get_at((30, 20)) != b.get_at((30, 20))
    edge = cards.face(REWARD_IDS[5], 60, 86).get_at((1, 43))
    assert edge[1] > 150 and edge[2] > 150  # the teal frame


def test_without_the_reward_deck_no_reward_pile_is_drawn() -> None:
    scene = _table(rewards="common")
    texts = _draw(scene)
    assert not any(t.startswith(("The reward deck", "The reward discard")) for t in texts)
    assert not any("reward card" in t for t in texts)


def test_the_animator_stages_reward_draws_discards_and_reshuffles() -> None:
    """Reward draws fly reward backs from the reward deck; discarded reward cards land on the reward pile,
    the cosmic ones on the cosmic pile; a reshuffle moves the reward pile back into the reward deck."""
    from game.events import Event
    from game.ui.animator import DURATION

    scene = _table()
    anim, shown = scene.animator, scene.table.shown
    shown["reward_discard"], shown["reward_deck_size"] = [], 5
    before = shown["players"][2]["hand_size"]
    reward, cosmic = REWARD_IDS[0], 3
    anim.feed([Event("drew_rewards", {"seat": 2, "count": 2})])
    anim.update(0.01)
    assert anim.current == "drew_rewards" and shown["reward_deck_size"] == 3
    anim.update(DURATION["drew_rewards"])
    assert shown["players"][2]["hand_size"] == before + 2
    anim.feed([Event("discarded", {"seat": 2, "cards": [cosmic, reward], "reward": [reward]})])
    anim.update(0.01)
    anim.update(DURATION["discarded"])
    assert shown["reward_discard"] == [reward] and shown["discard"][-1] == cosmic
    anim.feed([Event("reward_deck_reshuffled", {"size": 1})])
    anim.update(0.01)
    anim.update(DURATION["reward_deck_reshuffled"])
    assert shown["reward_discard"] == [] and shown["reward_deck_size"] == 4
