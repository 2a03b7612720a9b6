"""The title screen over the live cosmos, and the attract mode it falls into after a minute idle.

Menu: Continue (when a local game was saved and is not over: whose game, which turn, when), Local game,
Host a LAN game, Join a LAN game, Watch bots, Settings, Quit. Arrow keys and Enter or the mouse. A save
that cannot be continued (damaged, from another version, not playing back) is set aside by
``game.ui.saves.find`` and the title says so in a notice. After ``IDLE_ATTRACT`` seconds without input
the title starts a real bot game on the table with captions (the attract mode, ``table.AttractTable``); any
input returns here.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

import pygame

from game.ui import router, saves, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.start import start_game
from game.ui.session import LocalSession, bot_session
from game.ui.widgets import Button

IDLE_ATTRACT = 60.0  # seconds without input before the attract mode starts


@router.scene("title")
class TitleScene(Scene):
    """The first screen."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.t = 0.0
        self.idle = 0.0
        self.focus = 0
        self.notice: tuple[str, str] | None = None
        self.buttons: list[Button] = []
        found = saves.find()
        self.saved = found if isinstance(found, saves.SavedGame) else None
        if isinstance(found, saves.Problem):
            self.notice = ("The saved game was set aside", found.message)
        self.backdrop: menu.Backdrop | None = None
        self.resized(app.screen.get_size())

    # -- the menu ----------------------------------------------------------------------------------
    def items(self) -> list[tuple[str, Callable[[], None]]]:
        """The menu entries and what each does."""
        first = [("Continue", self.continue_game)] if self.saved is not None else []
        return [
            *first,
            ("Local game", self.local_game),
            ("Host a LAN game", self.host),
            ("Join a LAN game", self.join),
            ("Watch bots", self.watch),
            ("Settings", self.settings),
            ("Quit", self.quit),
        ]

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the screen out for ``size``."""
        w, h = size
        self.size = size
        # The menu stands left of centre; the warp and its systems turn on the right.
        self.backdrop = menu.Backdrop(size, (w * 0.64, h * 0.62))
        u = theme.px  # sizes at the reference window, scaled to this one
        bw, bh, gap = min(u(380), w // 3), max(u(40), min(u(54), h // 16)), max(u(8), h // 90)
        items = self.items()
        y0 = int(h * 0.4)
        if y0 + len(items) * (bh + gap) > h - u(50):
            y0 = h - u(50) - len(items) * (bh + gap)
        x0 = max(u(30), int(w * 0.26) - bw // 2)
        self.buttons = [
            Button(pygame.Rect(x0, y0 + i * (bh + gap), bw, bh), text, self._run(fn), size=22)
            for i, (text, fn) in enumerate(items)
        ]

    def _run(self, fn: Callable[[], None]) -> Callable[[], None]:
        def go() -> None:
            self.app.sounds.play("click")
            fn()

        return go

    def continue_game(self) -> None:
        """The saved local game, on the table where it stopped."""
        assert self.saved is not None
        start_game(self.app, self.saved.session())

    def local_game(self) -> None:
        """The new-game screen."""
        self.app.go("new_game")

    def host(self) -> None:
        """The Host screen: open a table for the machines on this network."""
        self.app.go("host_game")

    def join(self) -> None:
        """The Join screen: the tables found on this network, or an address."""
        self.app.go("join_game")

    def watch(self) -> None:
        """A bot game to watch, Esc to come back."""
        start_game(self.app, bot_session(5, secrets.randbelow(10**6)), watch=True)

    def settings(self) -> None:
        """The settings screen; it comes back here."""
        self.app.go("settings", back=self)

    def quit(self) -> None:
        """Close the window."""
        self.app.running = False

    def attract(self) -> None:
        """Start the attract mode: bots play a real game on the cosmos."""
        self.idle = 0.0
        self.notice = None
        self.app.go("attract", session=bot_session(5, secrets.randbelow(10**6)), back=self)

    # -- input and time ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Menu by mouse or keys; a notice is dismissed by any click or key."""
        if menu.is_input(event):
            self.idle = 0.0
        if self.notice is not None:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.notice = None
            return
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    self.focus = i
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.buttons)
                return
            if event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.buttons)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].on_click()
                return
            if event.key == pygame.K_ESCAPE:
                self.quit()
                return
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, dt: float) -> None:
        """The cosmos turns; a minute without input starts the attract mode."""
        self.t += dt
        self.idle += dt
        if self.idle >= IDLE_ATTRACT:
            self.attract()

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """Cosmos, name, menu, footer and any notice."""
        w, h = surf.get_size()
        assert self.backdrop is not None
        self.backdrop.draw(surf, self.t)
        mark = menu.logo(int(w * 0.6))
        top = max(10, int(h * 0.05))
        surf.blit(mark, mark.get_rect(midtop=(w // 2, top)))
        tag = theme.text(menu.TAGLINE, 22, theme.MUTED)
        y = top + mark.get_height() - 4
        surf.blit(tag, tag.get_rect(midtop=(w // 2, y)))
        mouse = pygame.mouse.get_pos()
        for i, b in enumerate(self.buttons):
            b.selected = i == self.focus
            b.draw(surf, mouse)
        if self.saved is not None:
            self._saved_line(surf, self.buttons[0].rect)
        sound = "sound off" if self.app.settings.mute else "sound on"
        foot = f"Arrows and Enter, or the mouse  -  F11 full screen  -  Ctrl+M mute ({sound})"
        t = theme.text(foot, 16, theme.MUTED)
        surf.blit(t, t.get_rect(midbottom=(w // 2, h - theme.px(12))))
        if self.notice is not None:
            menu.notice(surf, *self.notice)

    def _saved_line(self, surf: pygame.Surface, button: pygame.Rect) -> None:
        """Whose game Continue picks up, which turn and when, beside its button (under it if narrow)."""
        assert self.saved is not None
        text = self.saved.summary()
        t = theme.text(text, 17, theme.TEXT)
        gap = theme.px(14)
        if button.right + gap + t.get_width() + gap <= surf.get_width():
            box = t.get_rect(midleft=(button.right + gap, button.centery))
        else:
            t = theme.text(text, 15, theme.TEXT)
            box = t.get_rect(midtop=(button.centerx, button.bottom + 2))
        back = box.inflate(theme.px(14), theme.px(6))
        layer = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (8, 10, 26, 200), layer.get_rect(), border_radius=theme.px(6))
        surf.blit(layer, back)
        surf.blit(t, box)


def screenshot_scene(app: Any, session: LocalSession) -> Scene:
    """For ``main.py screenshot --scene title``."""
    return TitleScene(app)
