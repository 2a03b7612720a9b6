"""A person at the screen plays whole encounters against bots with posted clicks and keys only.

The driver below reads the panel and the hand the way a player reads the screen (which buttons there
are, which cards glow) and answers every prompt by posting mouse and key events; nothing is submitted to
the session directly.
"""

from __future__ import annotations

from typing import Any

import pygame
from kit import click, key, table_app

from game.ui.app import App
from game.ui.hand import PLAYABLE
from game.ui.prompt_panel import NUMBER_KEYS
from game.ui.scenes.table import TableScene
from game.ui.widgets import Button

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
DT = 1 / 20


class Player:
    """Answers the panel's prompt with posted input: one decision per call, a few events at most."""

    def __init__(self, app: App, scene: TableScene) -> None:
        self.app = app
        self.scene = scene
        self.answered: list[tuple[str, str]] = []
        self.clicked_cards = 0

    def frame(self) -> None:
        self.app.frame(DT)

    def button(self, label: str) -> Button | None:
        for b in self.scene.prompt.buttons:
            if b.rect.w and b.enabled and b.label.startswith(label):
                return b
        return None

    def press(self, k: int) -> None:
        key(k)
        self.frame()

    def click(self, pos: tuple[int, int]) -> None:
        click(pos)
        self.frame()

    def click_button(self, label: str) -> bool:
        b = self.button(label)
        if b is None:
            return False
        self.click(b.rect.center)
        return True

    def hand_card(self, mark: str = PLAYABLE) -> tuple[int, tuple[int, int]] | None:
        marks = self.scene.hand.marks()
        for r, card in self.scene.hand.rects:
            if marks.get(card) == mark:
                return card, r.center
        return None

    def act(self) -> bool:
        """Answer the open prompt, if the panel shows one. True if something was answered."""
        panel = self.scene.prompt
        p = panel.prompt
        if p is None or self.scene.animator.busy or self.scene.curtain.up:
            return False
        before = p.id
        getattr(self, f"_{p.kind}")(p)
        for _ in range(3):
            if panel.prompt is None or panel.prompt.id != before:
                break
            self.frame()
        if panel.prompt is not None and panel.prompt.id == before and p in self.scene.session.prompts():
            raise AssertionError(f"{p.ctx} still open: {self.scene.table.message} {panel.counts}")
        self.answered.append((p.kind, p.ctx))
        return True

    def _choose(self, p: Any) -> None:
        if p.ctx == "window":
            self.press(pygame.K_p)
            return
        found = self.hand_card()
        if p.ctx == "select_card" and found is not None:
            self.clicked_cards += 1
            self.click(found[1])
            return
        self.press(pygame.K_1)

    def _ships(self, p: Any) -> None:
        spec = p.spec
        if spec.get("sides"):
            self.press(pygame.K_o if "offense" in spec["sides"] else pygame.K_d)
        counts = self.scene.prompt.counts
        for i, (loc, avail) in enumerate(spec["sources"][:9]):
            while sum(counts.values()) < max(1, spec["min"]) and counts.get(loc, 0) < avail:
                if sum(counts.values()) >= spec["max"]:
                    break
                self.press(NUMBER_KEYS[i])
        self.press(pygame.K_RETURN)

    def _place(self, p: Any) -> None:
        assert self.click_button(self.scene.prompt.buttons[0].label.split(":")[0])  # the first planet: +1
        while self.click_button("all"):
            pass
        self.press(pygame.K_RETURN)

    def _cards(self, p: Any) -> None:
        spec = p.spec
        need = len(spec["groups"]) if "groups" in spec else spec.get("min", spec["count"])
        for _ in range(need):
            found = self.hand_card()
            if found is not None:
                self.click(found[1])
            else:
                b = next(
                    b for b in self.scene.prompt.buttons if b.enabled and not b.selected and b.key is None
                )
                self.click(b.rect.center)
        self.press(pygame.K_RETURN)

    def _invite(self, p: Any) -> None:
        self.press(pygame.K_1)
        self.press(pygame.K_RETURN)

    def _deal(self, p: Any) -> None:
        self.press(pygame.K_ESCAPE)


def test_a_person_plays_whole_encounters_with_clicks_and_keys() -> None:
    app, scene = table_app(["human", "random", "random", "random"], seed=5, **FAST)
    me = Player(app, scene)
    state = scene.session.state
    played_offense = False
    offense_enc = -1
    for _ in range(6000):
        me.frame()
        me.act()
        if state.offense == 0 and ("choose", "launch_aim") in me.answered:
            if offense_enc < 0:
                offense_enc = state.encounters
            played_offense = state.encounters > offense_enc
        ctxs = {c for _, c in me.answered}
        if (played_offense and {"ally", "select_card", "window"} <= ctxs) or state.over:
            break
    ctxs = {c for _, c in me.answered}
    assert played_offense, me.answered
    assert {"launch_aim", "launch_ships", "invite_offense", "select_card", "window", "ally"} <= ctxs
    assert me.clicked_cards > 0
    # Every answer went through the engine: the session's history holds the person's actions.
    mine = [b.action for b in scene.session.history if b.actor == 0 and b.action]
    assert len(mine) == len(me.answered)
    assert scene.table.message is None
