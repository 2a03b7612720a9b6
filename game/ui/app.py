"""The window and its frame loop: one scene at a time, a clock, global keys (full screen, mute).

``App.go(name, **options)`` shows a new scene by name (``game.ui.router``); ``App.switch(scene)`` shows a
scene object again (the title after its attract mode, a table after its settings).

``App.frame(dt)`` runs exactly one frame, so tests and the screenshot tool can drive the window
headless (SDL's dummy video driver) frame by frame with no real time passing. Closing the window (or
``App.quit``) tells the scene first (``Scene.closing``), so a LAN table says goodbye to its host.
"""

from __future__ import annotations

import contextlib
import os
import time
import warnings
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, overload

import pygame

from game.ui import router, theme
from game.ui.display import HEADLESS_DRIVERS, NoDisplay, asked_headless, quiet_stderr
from game.ui.scene import Scene
from game.ui.settings import Settings

if TYPE_CHECKING:
    from game.ui.scenes.lan_link import Connection
    from game.ui.session import LocalSession, Session
    from net.host import HostCore

TITLE = "Cosmic Table"
MIN_SIZE = (1280, 720)  # every screen is laid out for this size and up; the window refuses to shrink


class App:
    """The pygame application: owns the display, the settings and the current scene."""

    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None) -> None:
        self.settings = settings if settings is not None else Settings.load()
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy" if _headless() else "")
        if not os.environ["SDL_AUDIODRIVER"]:
            del os.environ["SDL_AUDIODRIVER"]
        with quiet_stderr():  # SDL's video probes and ALSA without a sound card chatter on stderr
            pygame.init()
        _check_screen()
        pygame.display.set_caption(TITLE)
        theme.set_text_scale(self.settings.text_scale)
        self.size = size or (self.settings.width, self.settings.height)
        self.fullscreen = self.settings.fullscreen and size is None
        try:
            self.screen = self._open_window()
        except pygame.error as exc:
            pygame.quit()
            raise NoDisplay(f"SDL could not open a window: {exc}") from exc
        self.clock = pygame.time.Clock()
        self.running = True
        self.closed = False  # the scene was told the window closes
        self.scene: Scene | None = None
        self.frames = 0
        from game.ui.sound import Sounds

        self.sounds = Sounds(self.settings)

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = max(MIN_SIZE[0], self.size[0]), max(MIN_SIZE[1], self.size[1])
            screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            _refuse_to_shrink()
        theme.set_window_size(*screen.get_size())
        return screen

    def switch(self, scene: Scene) -> None:
        """Show ``scene`` from the next frame on."""
        self.scene = scene
        scene.resized(self.screen.get_size())

    # One overload per scene of game.ui.router, with its constructor's keyword arguments (the app first):
    # tests/ui/test_router.py checks that they match.
    @overload
    def go(self, scene: Literal["title", "new_game"], /) -> Scene: ...
    @overload
    def go(
        self,
        scene: Literal["host_game"],
        /,
        *,
        port: int | None = ...,
        name: str | None = ...,
        interfaces: Sequence[str] | None = ...,
        advertise: bool = ...,
        resume: HostCore | None = ...,
    ) -> Scene: ...
    @overload
    def go(
        self,
        scene: Literal["join_game"],
        /,
        *,
        address: str | None = ...,
        name: str | None = ...,
        interfaces: Sequence[str] | None = ...,
        connect: bool = ...,
        browse: bool = ...,
    ) -> Scene: ...
    @overload
    def go(self, scene: Literal["lobby"], /, *, conn: Connection) -> Scene: ...
    @overload
    def go(
        self,
        scene: Literal["table", "watch"],
        /,
        *,
        session: Session,
        on_over: Callable[[Any], None] | None = ...,
        captions: bool = ...,
    ) -> Scene: ...
    @overload
    def go(self, scene: Literal["attract"], /, *, session: LocalSession, back: Scene) -> Scene: ...
    @overload
    def go(self, scene: Literal["results"], /, *, session: Session, watch: bool = ...) -> Scene: ...
    @overload
    def go(self, scene: Literal["settings"], /, *, back: Scene | None = ...) -> Scene: ...
    def go(self, scene: router.SceneName, /, **options: Any) -> Scene:
        """Show a new scene, by its name in ``game.ui.router`` with its keyword ``options``, from the next
        frame on; return it."""
        shown = router.build(self, scene, **options)
        self.switch(shown)
        return shown

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back."""
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.settings.save()
        self.screen = self._open_window()
        if self.scene is not None:
            self.scene.resized(self.screen.get_size())

    def quit(self) -> None:
        """Close the window: the scene shown is told once (``Scene.closing``), and the frame loop ends."""
        self.running = False
        if self.closed:
            return
        self.closed = True
        if self.scene is not None:
            self.scene.closing()

    def frame(self, dt: float) -> None:
        """Handle input, advance ``dt`` seconds and draw one frame (none once the window is closed)."""
        if self.closed:
            return
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                return
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
                self.size = (w, h)
                self.settings.width, self.settings.height = w, h
                current = pygame.display.get_surface()
                # Real drivers resize the surface themselves; others (and a clamped size) need set_mode.
                self.screen = (
                    current
                    if current is not None and current.get_size() == (w, h)
                    else (pygame.display.set_mode((w, h), pygame.RESIZABLE))
                )
                theme.set_window_size(*self.screen.get_size())
                if self.scene is not None:
                    self.scene.resized(self.screen.get_size())
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_m and event.mod & pygame.KMOD_CTRL:
                self.sounds.toggle_mute()
                continue
            if self.scene is not None:
                self.scene.handle(event)
        if self.scene is not None:
            self.scene.update(dt)
            self.scene.draw(self.screen)
        pygame.display.flip()
        self.frames += 1

    def run(self, fps: int = 60) -> None:
        """The frame loop, until the window is closed."""
        last = time.perf_counter()
        while self.running:
            self.clock.tick(fps)
            now = time.perf_counter()
            self.frame(min(0.1, now - last))
            last = now
        self.quit()  # however the loop ended (the title's Quit), the scene is told once
        self.settings.save()
        pygame.quit()


def _refuse_to_shrink() -> None:
    """Tell the window manager the smallest size the window may take (SDL_SetWindowMinimumSize)."""
    # The display module's window, through pygame-ce's Window API; without it VIDEORESIZE is still clamped.
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE


def _check_screen() -> None:
    """Raise ``NoDisplay`` when SDL started on a video driver without a screen that nobody asked for (it
    falls back to drawing offscreen when it finds no display)."""
    try:
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        driver, why = "", f"SDL could not start its video: {exc}"
    else:
        why = f"SDL found no screen and fell back to its {driver} driver"
    if driver and (driver not in HEADLESS_DRIVERS or asked_headless()):
        return
    pygame.quit()
    raise NoDisplay(why)


def _headless() -> bool:
    return os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
