"""The settings screen: window size, full screen, text size, bot and animation speed, sound.

Every change applies at once and is saved straight away (``Settings.save``, the user's config folder).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import router, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.settings import config_dir
from game.ui.widgets import Button, tooltip

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
TEXT_SCALES: tuple[tuple[float, str], ...] = (
    (0.85, "Small"),
    (1.0, "Normal"),
    (1.2, "Large"),
    (1.45, "Huge"),
)
BOT_SPEEDS: tuple[tuple[float, str], ...] = (
    (0.5, "Slow"),
    (1.0, "Normal"),
    (2.0, "Fast"),
    (4.0, "Very fast"),
)
ANIM_SPEEDS: tuple[tuple[float, str], ...] = (
    (0.6, "Slow"),
    (1.0, "Normal"),
    (1.6, "Fast"),
    (3.0, "Very fast"),
)
WINDOW_PAUSES: tuple[tuple[float, str], ...] = (
    (0.8, "Short"),
    (1.5, "Normal"),
    (3.0, "Long"),
    (0.0, "Wait for a click"),
)
VOLUMES: tuple[tuple[float, str], ...] = tuple((v / 10, f"{v * 10}%") for v in (2, 4, 6, 8, 10))
HINTS = {
    "size": "The window's size when it is not full screen. You can also drag its edges.",
    "fullscreen": "Fill the whole screen (F11 switches at any time).",
    "text": "The size of every text in the game.",
    "bots": "How long bots pause between their moves (+ and - at the table change it too).",
    "anim": "How fast ships fly and cards turn (Space at the table skips an animation).",
    "windows": "With several people at one screen: how long each play window waits for someone to play.",
    "mute": "Sound effects on or off (Ctrl+M at any time).",
    "volume": "How loud the sound effects are.",
}


def _nearest(value: float, options: Sequence[tuple[float, str]]) -> float | None:
    """The preset equal to ``value`` (within a hair), or None if it was set to something else."""
    for v, _ in options:
        if abs(v - value) < 1e-6:
            return v
    return None


@router.scene("settings")
class SettingsScene(menu.StillScene):
    """Settings that apply at once and persist."""

    backdrop_at = 0.55

    def __init__(self, app: Any, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back_to = back
        self.rows: list[tuple[str, menu.ChoiceRow]] = []
        self.buttons: list[Button] = []
        self.backdrop: menu.Backdrop | None = None
        self.resized(app.screen.get_size())

    # -- layout ------------------------------------------------------------------------------------
    def _layout(self) -> None:
        self.repaint()
        w, h = self.size
        st = self.app.settings
        u = theme.px  # sizes at the reference window, scaled to this one
        pw = min(u(900), w - u(60))
        rows = 8  # the rows of ``specs`` below
        row_h = max(u(32), min(u(46), (h - u(260)) // (rows + 1)))
        gap = row_h // 3
        saved = theme.font(15).get_linesize() + u(12)  # "Saved in ..." under the rows
        self.panel = pygame.Rect((w - pw) // 2, u(90), pw, u(24) + rows * (row_h + gap) + saved)
        x, y = self.panel.x + u(24), self.panel.y + u(24)
        inner = pw - u(48)
        labels = (
            "Window size",
            "Full screen",
            "Text size",
            "Bot speed",
            "Animation speed",
            "Sound",
            "Volume",
        )
        lw = min(int(inner * 0.4), max(theme.font(18).size(t)[0] for t in labels) + u(24))
        size_opts = [(s, f"{s[0]} x {s[1]}") for s in SIZES]
        current = (st.width, st.height)
        if current not in SIZES:
            size_opts.append((current, f"{current[0]} x {current[1]}"))
        specs: list[tuple[str, str, Sequence[tuple[Any, str]], Any, Any]] = [
            ("size", "Window size", size_opts, current, self.set_size),
            (
                "fullscreen",
                "Full screen",
                ((False, "Off"), (True, "On")),
                self.app.fullscreen,
                self.set_fullscreen,
            ),
            ("text", "Text size", TEXT_SCALES, _nearest(st.text_scale, TEXT_SCALES), self.set_text),
            ("bots", "Bot speed", BOT_SPEEDS, _nearest(st.bot_speed, BOT_SPEEDS), self.set_bots),
            (
                "anim",
                "Animation speed",
                ANIM_SPEEDS,
                _nearest(st.animation_speed, ANIM_SPEEDS),
                self.set_anim,
            ),
            (
                "windows",
                "Play windows",
                WINDOW_PAUSES,
                _nearest(st.window_seconds, WINDOW_PAUSES),
                self.set_windows,
            ),
            ("mute", "Sound", ((False, "On"), (True, "Muted")), st.mute, self.set_mute),
            ("volume", "Volume", VOLUMES, _nearest(st.volume, VOLUMES), self.set_volume),
        ]
        assert len(specs) == rows
        self.rows = []
        for key, text, opts, value, fn in specs:
            row = menu.ChoiceRow(text, opts, value, fn, label_w=lw, hint=HINTS[key])
            row.place(pygame.Rect(x, y, inner, row_h))
            self.rows.append((key, row))
            y += row_h + gap
        bw, bh = u(220), u(50)
        self.buttons = [
            Button(
                pygame.Rect((w - bw) // 2, min(self.panel.bottom + u(30), h - bh - u(10)), bw, bh),
                "Done",
                self.back,
                key=pygame.K_ESCAPE,
            )
        ]

    # -- changes -----------------------------------------------------------------------------------
    def _saved(self) -> None:
        self.app.settings.save()
        self._layout()

    def set_size(self, size: Any) -> None:
        """A window size preset (kept for later if the window is full screen now)."""
        w, h = size
        st = self.app.settings
        st.width, st.height = w, h
        if not self.app.fullscreen:
            self.app.size = (w, h)
            self.app.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.size = self.app.screen.get_size()
            theme.set_window_size(*self.size)
            self.resized(self.size)
        self.app.sounds.play("click")
        self._saved()

    def set_fullscreen(self, on: Any) -> None:
        """Full screen on or off."""
        if bool(on) != self.app.fullscreen:
            self.app.toggle_fullscreen()  # calls our ``resized`` through the app when we are the scene
            self.resized(self.app.screen.get_size())
        self.app.sounds.play("click")
        self._saved()

    def set_text(self, scale: Any) -> None:
        """Text size: every font scales."""
        self.app.settings.text_scale = float(scale)
        theme.set_text_scale(float(scale))
        self.app.sounds.play("click")
        self._saved()

    def set_bots(self, speed: Any) -> None:
        """Bot speed."""
        self.app.settings.bot_speed = float(speed)
        self.app.sounds.play("click")
        self._saved()

    def set_windows(self, seconds: Any) -> None:
        """How long a shared screen's play windows wait."""
        self.app.settings.window_seconds = float(seconds)
        self.app.sounds.play("click")
        self._saved()

    def set_anim(self, speed: Any) -> None:
        """Animation speed."""
        self.app.settings.animation_speed = float(speed)
        self.app.sounds.play("click")
        self._saved()

    def set_mute(self, mute: Any) -> None:
        """Sound on or off."""
        self.app.settings.mute = bool(mute)
        self.app.sounds.play("turn")
        self._saved()

    def set_volume(self, volume: Any) -> None:
        """Volume; a short sound lets you hear it."""
        self.app.settings.volume = float(volume)
        self.app.sounds.play("turn")
        self._saved()

    def back(self) -> None:
        """Save and go back where we came from (the title by default)."""
        self.app.settings.save()
        self.app.sounds.play("click")
        if self.back_to is not None:
            self.app.switch(self.back_to)
            return
        self.app.go("title")

    def closing(self) -> None:
        """The window closes: the screen we came from (a table paused for its settings) is closing too."""
        if self.back_to is not None:
            self.back_to.closing()

    def _paint_static(self) -> pygame.Surface:
        """The still cosmos, the heading and the panel: drawn once, not every frame."""
        assert self.backdrop is not None
        surf = self.backdrop.still()
        menu.heading(surf, "Settings", self.size[0] // 2, theme.px(22), 44)
        menu.panel(surf, self.panel)
        where = theme.text(f"Saved in {config_dir() / 'settings.json'}", 15, theme.MUTED)
        surf.blit(where, where.get_rect(midbottom=(self.panel.centerx, self.panel.bottom - theme.px(8))))
        return surf

    # -- input and drawing -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Rows and the Done button."""
        for _, row in self.rows:
            if row.handle(event):
                return
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, dt: float) -> None:
        """Ctrl+M elsewhere may have changed the mute, so the rows follow it."""
        super().update(dt)
        for key, row in self.rows:
            if key == "mute" and row.value != self.app.settings.mute:
                self._layout()
                break

    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        for _, row in self.rows:
            row.draw(surf, mouse)
        for b in self.buttons:
            b.draw(surf, mouse)
        for _, row in self.rows:
            if row.hint and row.label_rect().collidepoint(mouse):
                tooltip(surf, row.hint, mouse)


def screenshot_scene(app: Any, session: Any) -> Scene:
    """For ``main.py screenshot --scene settings``."""
    return SettingsScene(app)
