"""What the menu screens share: the cosmos backdrop, the game's name, panels, text fields and choice rows.

The title, new-game, settings and results screens are built from these pieces. Widgets are plain objects
rebuilt from the screen's model whenever the window size or a choice changes (cheap: a few rectangles),
so no widget keeps state the model does not.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.cosmos import Sky
from game.ui.layout import Layout
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

NAME = "COSMIC TABLE"
TAGLINE = "an encounter game for a couch, a LAN or an audience of bots"
DECOR_COLOURS = ("red", "blue", "purple", "yellow", "green")


class Backdrop:
    """The live cosmos behind the menus: starfield, a vortex and five small systems orbiting it."""

    def __init__(self, size: tuple[int, int], centre: tuple[float, float] | None = None) -> None:
        w, h = size
        self.size = size
        layout = Layout(w, h, 5)
        # The table's layout keeps room for the side panel; a menu centres the warp on the screen instead.
        layout.centre = centre or (w / 2, h * 0.5)
        layout.warp_r = min(w, h) * 0.11
        self.layout = layout
        self.cosmos = Sky(layout)
        self._veil: pygame.Surface | None = None

    def draw(self, surf: pygame.Surface, t: float, systems: bool = True) -> None:
        """The live cosmos at time ``t``; with ``systems``, five systems circle the warp slowly."""
        self.cosmos.draw(surf, t)
        if systems:
            self._systems(surf, t)

    def still(self, t: float = 0.0) -> pygame.Surface:
        """The cosmos frozen at ``t`` with a soft dark edge, as an opaque picture to paint a static screen on.

        Screens that are mostly panels (new game, settings, results) draw this once and then only what
        changes (buttons, fields), which keeps their frames cheap."""
        out = (
            pygame.Surface(self.size).convert() if pygame.display.get_surface() else pygame.Surface(self.size)
        )
        self.cosmos.draw(out, t)
        if self._veil is None:
            self._veil = _vignette(self.size)
        out.blit(self._veil, (0, 0))
        return out

    def _systems(self, surf: pygame.Surface, t: float) -> None:
        w, h = self.size
        cx, cy = self.layout.centre
        rx, ry = min(cx, w - cx) * 0.55, min(cy, h - cy) * 0.66
        pr = max(5.0, min(w, h) * 0.011)
        for i, colour in enumerate(DECOR_COLOURS):
            a = t * 0.03 + i * 2 * math.pi / 5 + math.pi / 2
            sx, sy = cx + math.cos(a) * rx, cy + math.sin(a) * ry
            c = theme.rgb(colour)
            pygame.draw.circle(surf, theme.shade(c, 1.6), (sx, sy), pr * 1.1)
            for k in range(5):
                b = t * 0.25 + k * 2 * math.pi / 5 + i
                px, py = sx + math.cos(b) * pr * 4, sy + math.sin(b) * pr * 4
                pygame.draw.circle(surf, theme.shade(c, 0.55), (px, py), pr * 0.95)
                pygame.draw.circle(surf, c, (px - pr * 0.2, py - pr * 0.2), pr * 0.7)


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A dark edge fading smoothly to nothing towards the centre (computed small, scaled up)."""
    sw, sh = 48, 27
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x + 0.5) / sw * 2 - 1, (y + 0.5) / sh * 2 - 1
            d = max(0.0, math.hypot(dx, dy) - 0.55) / 0.85
            small.set_at((x, y), (3, 4, 12, int(min(1.0, d) ** 1.5 * 200)))
    return pygame.transform.smoothscale(small, size)


_logo_cache: dict[tuple[int, float], pygame.Surface] = {}


def logo(width: int) -> pygame.Surface:
    """The game's name drawn by code: spaced letters with a glow, on an orbit ring. Cached per width."""
    key = (width, theme.font(10).get_height())
    surf = _logo_cache.get(key)
    if surf is not None:
        return surf
    size = max(40, width // 9)
    with theme.unscaled():  # sized from ``width``, which already follows the window
        f = theme.font(size, bold=True)
    glyphs = [f.render(ch, True, (255, 255, 255)) for ch in NAME]
    gap = size // 7
    text_w = sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1)
    text_h = max(g.get_height() for g in glyphs)
    w, h = text_w + size * 2, int(text_h * 2.6)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    # The orbit ring behind the letters, with a tilt, and the little moon on it.
    ring = pygame.Rect(0, 0, int(w * 0.98), int(h * 0.82))
    ring.center = (int(cx), int(cy))
    pygame.draw.ellipse(surf, (120, 100, 220, 90), ring, max(2, size // 24))
    pygame.draw.ellipse(surf, (180, 160, 255, 60), ring.inflate(-size // 3, -size // 5), 1)
    moon = (cx + math.cos(-0.5) * ring.w / 2, cy + math.sin(-0.5) * ring.h / 2)
    pygame.draw.circle(surf, theme.ACCENT, moon, max(4, size // 9))
    # Letters: a warm-to-cold gradient, a coloured glow (offset copies), a dark outline.
    x = (w - text_w) / 2
    y = (h - text_h) / 2
    for i, g in enumerate(glyphs):
        k = i / max(1, len(glyphs) - 1)
        colour = _mix((255, 214, 110), (150, 170, 255), k)
        glow = g.copy()
        glow.fill((*_mix((255, 120, 60), (120, 80, 255), k), 0), special_flags=pygame.BLEND_RGBA_MULT)
        glow.set_alpha(70)
        for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (-2, -2), (2, 2), (2, -2), (-2, 2)):
            surf.blit(glow, (x + dx, y + dy))
        shadow = g.copy()
        shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(shadow, (x + 2, y + 3))
        face = g.copy()
        face.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(face, (x, y))
        x += g.get_width() + gap
    _logo_cache[key] = surf
    return surf


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * k), int(a[1] + (b[1] - a[1]) * k), int(a[2] + (b[2] - a[2]) * k))


_panel_cache: dict[tuple[int, int], pygame.Surface] = {}


def panel(surf: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> int:
    """A translucent framed panel over the cosmos; returns the y where its content starts."""
    back = _panel_cache.get(rect.size)
    if back is None:
        back = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*theme.PANEL, 225), back.get_rect(), border_radius=10)
        pygame.draw.rect(back, (*theme.PANEL_EDGE, 255), back.get_rect(), 1, border_radius=10)
        if len(_panel_cache) > 64:
            _panel_cache.clear()
        _panel_cache[rect.size] = back
    surf.blit(back, rect.topleft)
    if title is None:
        return rect.y + theme.px(10)
    t = theme.text(title, 20, theme.ACCENT, bold=True)
    surf.blit(t, (rect.x + theme.px(14), rect.y + theme.px(10)))
    return rect.y + panel_title_h()


def panel_title_h() -> int:
    """How far below a titled panel's top its content starts (what ``panel`` returns, less the top)."""
    return theme.px(16) + theme.font(20, True).get_height()


def two_panels(
    size: tuple[int, int], margin: int, top: int, bottom: int, share: float
) -> tuple[pygame.Rect, pygame.Rect]:
    """A menu screen's two panels side by side between ``top`` and ``bottom``: the left one takes ``share``
    of the width the margins leave."""
    w = size[0]
    left_w = int((w - margin * 3) * share)
    left = pygame.Rect(margin, top, left_w, bottom - top)
    return left, pygame.Rect(left.right + margin, top, w - margin * 3 - left_w, bottom - top)


def footer_button(
    size: tuple[int, int],
    margin: int,
    width: int,
    text: str,
    action: Callable[[], Any],
    right: bool,
    key: int,
) -> Button:
    """A button on a menu screen's bottom line: at the left margin (back) or the right one (go on)."""
    w, h = size
    x = w - margin - width if right else margin
    return Button(pygame.Rect(x, h - theme.px(70), width, theme.px(50)), text, action, key=key)


def back_button(size: tuple[int, int], margin: int, width: int, action: Callable[[], Any]) -> Button:
    """ "Back to the title", bottom left, on Escape."""
    return footer_button(size, margin, width, "Back to the title", action, False, pygame.K_ESCAPE)


def label(
    surf: pygame.Surface, s: str, pos: tuple[int, int], size: int = 18, colour: Any = theme.MUTED
) -> int:
    """A line of text at ``pos`` (top left); returns its right edge."""
    t = theme.text(s, size, colour)
    surf.blit(t, pos)
    return pos[0] + t.get_width()


def heading(surf: pygame.Surface, s: str, centre_x: int, y: int, size: int = 40) -> int:
    """A centred screen heading; returns the y below it."""
    t = theme.text(s, size, theme.TEXT, bold=True)
    surf.blit(t, t.get_rect(midtop=(centre_x, y)))
    return y + t.get_height()


@dataclass
class TextField:
    """A one-line text box: click to focus, type, Backspace; Enter or Esc to leave, Tab to the next one.

    Characters come from TEXTINPUT events (what the keyboard layout produced); keys from KEYDOWN.
    """

    rect: pygame.Rect
    text: str
    max_len: int = 14
    digits: bool = False
    placeholder: str = ""
    focused: bool = False
    on_change: Callable[[str], None] = lambda text: None
    on_tab: Callable[[], None] | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Focus on click; edit while focused. Returns True if the event was used."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused and not was
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            chars = "".join(c for c in event.text if c.isprintable() and (c.isdigit() or not self.digits))
            if chars:
                self.text = (self.text + chars)[: self.max_len]
                self.on_change(self.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self.on_change(self.text)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                if event.key == pygame.K_TAB and self.on_tab is not None:
                    self.on_tab()
                return True
            # Letters arrive as TEXTINPUT; swallow their KEYDOWN so shortcuts do not fire while typing.
            return bool(event.unicode) and event.unicode.isprintable()
        return False

    def draw(self, surf: pygame.Surface, t: float) -> None:
        """The box, its text (or the grey placeholder) and a blinking caret when focused."""
        fill = theme.PANEL_HI if self.focused else (12, 16, 36)
        pygame.draw.rect(surf, fill, self.rect, border_radius=5)
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surf, edge, self.rect, 1, border_radius=5)
        shown = self.text or self.placeholder
        colour = theme.TEXT if self.text else theme.MUTED
        s = theme.text(shown, 18, colour)
        y = self.rect.centery - s.get_height() // 2
        room = max(0, self.rect.w - theme.px(16))
        skip = max(0, s.get_width() - room) if self.text else 0  # a long text shows its end, where you type
        surf.blit(s, (self.rect.x + theme.px(8), y), area=pygame.Rect(skip, 0, room, s.get_height()))
        if self.focused and int(t * 2) % 2 == 0:
            x = self.rect.x + theme.px(9) + (theme.font(18).size(self.text)[0] - skip if self.text else 0)
            pygame.draw.line(surf, theme.ACCENT, (x, y), (x, y + s.get_height()), 2)


@dataclass
class ChoiceRow:
    """A labelled row of mutually exclusive buttons (a segmented control)."""

    label: str
    options: Sequence[tuple[Any, str]]
    value: Any
    on_change: Callable[[Any], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    label_w: int = 150
    hint: str = ""
    buttons: list[Button] = field(default_factory=list)

    def place(self, rect: pygame.Rect) -> None:
        """Lay the buttons out in ``rect`` (the label takes its left part)."""
        self.rect = rect
        self.buttons = []
        x0 = rect.x + (self.label_w if self.label else 0)
        n = max(1, len(self.options))
        gap = theme.px(6)
        bw = (rect.right - x0 - gap * (n - 1)) // n
        for i, (value, text) in enumerate(self.options):
            r = pygame.Rect(x0 + i * (bw + gap), rect.y, bw, rect.h)
            self.buttons.append(
                Button(r, text, lambda v=value: self._pick(v), selected=value == self.value, size=16)
            )

    def _pick(self, value: Any) -> None:
        self.value = value
        for b, (v, _) in zip(self.buttons, self.options, strict=True):
            b.selected = v == value
        self.on_change(value)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on one of the buttons picks it."""
        return any(b.handle(event) for b in self.buttons)

    def draw(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The label and the buttons."""
        if self.label:
            t = theme.text(self.label, 18, theme.TEXT)
            surf.blit(t, (self.rect.x, self.rect.centery - t.get_height() // 2))
        for b in self.buttons:
            b.draw(surf, mouse)

    def label_rect(self) -> pygame.Rect:
        """Where the label is (hovering it explains the row)."""
        return pygame.Rect(self.rect.x, self.rect.y, self.label_w if self.label else 0, self.rect.h)


def notice(surf: pygame.Surface, title: str, body: str, hint: str = "Click or press any key") -> pygame.Rect:
    """A centred message box over the screen; returns its rectangle."""
    w, h = surf.get_size()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surf.blit(shade, (0, 0))
    u = theme.px  # sizes at the reference window, scaled to this one
    bw = min(u(640), w - u(80))
    lines = theme.wrap(body, 20, bw - u(48))
    step = theme.font(20).get_linesize()
    bh = u(70) + step * len(lines) + u(56)
    box = pygame.Rect(0, 0, bw, bh)
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surf, (14, 18, 40), box, border_radius=12)
    pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=12)
    t = theme.text(title, 28, theme.ACCENT, bold=True)
    surf.blit(t, t.get_rect(midtop=(box.centerx, box.y + u(18))))
    y = box.y + u(62)
    for line in lines:
        s = theme.text(line, 20, theme.TEXT)
        surf.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += step
    s = theme.text(hint, 16, theme.MUTED)
    surf.blit(s, s.get_rect(midbottom=(box.centerx, box.bottom - u(14))))
    return box


def is_input(event: pygame.event.Event) -> bool:
    """True for anything a person did (keys, clicks, wheel, a real mouse move)."""
    if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.TEXTINPUT):
        return True
    if event.type in (pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.FINGERDOWN):
        return True
    if event.type == pygame.MOUSEMOTION:
        rel: tuple[int, int] = getattr(event, "rel", (0, 0))
        return abs(rel[0]) + abs(rel[1]) > 2
    return False


class StillScene(Scene):
    """A menu screen whose background and fixed parts are painted once into ``static`` (repainted after a
    resize or ``repaint()``); only widgets are drawn each frame. ``t`` is its clock (a caret blinks)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.t = 0.0
        self.static: pygame.Surface | None = None
        self.backdrop: Backdrop | None = None
        self.size: tuple[int, int] = app.screen.get_size()

    backdrop_at = 0.5  # the backdrop's vortex height, as a share of the window's

    def repaint(self) -> None:
        """The fixed parts changed: paint them again on the next frame."""
        self.static = None

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the screen out for ``size``: a backdrop, then the screen's own ``_layout``."""
        self.size = size
        self.backdrop = Backdrop(size, (size[0] * 0.5, size[1] * self.backdrop_at))
        self._layout()

    def _layout(self) -> None:
        raise NotImplementedError

    def _paint_static(self) -> pygame.Surface:
        raise NotImplementedError

    def update(self, dt: float) -> None:
        """Advance the screen's clock."""
        self.t += dt

    def draw_static(self, surf: pygame.Surface) -> None:
        """Blit the fixed parts, painting them first if needed."""
        if self.static is None or self.static.get_size() != surf.get_size():
            self.static = self._paint_static()
        surf.blit(self.static, (0, 0))


def tab_fields(fields_: Sequence[TextField], event: pygame.event.Event) -> bool:
    """Tab (Shift+Tab back) moves through the text fields, and out of them after the last."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB or not fields_:
        return False
    at = next((i for i, f in enumerate(fields_) if f.focused), None)
    for f in fields_:
        f.focused = False
    back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
    step = -1 if back else 1
    nxt = (len(fields_) - 1 if back else 0) if at is None else at + step
    if 0 <= nxt < len(fields_):
        fields_[nxt].focused = True
    return True


class Focus:
    """Keyboard focus over a screen's buttons, row by row: arrows move it, Enter or Space presses.

    Nothing has focus until an arrow is pressed, so Enter first goes to the screen's default button."""

    def __init__(self) -> None:
        self.rows: list[list[Button]] = []
        self.at: tuple[int, int] | None = None

    def set_rows(self, rows: Sequence[Sequence[Button]]) -> None:
        """The focusable buttons (after a layout), keeping the focus where it was if it still exists."""
        self.rows = [list(r) for r in rows if r]
        if self.at is None:
            return
        if not self.rows:
            self.at = None
            return
        r = min(self.at[0], len(self.rows) - 1)
        self.at = (r, min(self.at[1], len(self.rows[r]) - 1))

    def current(self) -> Button | None:
        """The focused button."""
        if self.at is None or not self.rows:
            return None
        return self.rows[self.at[0]][self.at[1]]

    def handle(self, event: pygame.event.Event) -> bool:
        """Arrows, Enter and Space; returns True if the event was used."""
        if event.type != pygame.KEYDOWN or not self.rows:
            return False
        k = event.key
        if k in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if k == pygame.K_DOWN else -1
            if self.at is None:
                self.at = (0 if step > 0 else len(self.rows) - 1, 0)
                return True
            r, c = self.at
            x = self.rows[r][c].rect.centerx
            r = (r + step) % len(self.rows)
            row = self.rows[r]
            c = min(range(len(row)), key=lambda i: abs(row[i].rect.centerx - x))
            self.at = (r, c)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if k == pygame.K_RIGHT else -1
            if self.at is None:
                self.at = (0, 0)
                return True
            r, c = self.at
            c += step
            if c >= len(self.rows[r]):
                r, c = (r + 1) % len(self.rows), 0
            elif c < 0:
                r = (r - 1) % len(self.rows)
                c = len(self.rows[r]) - 1
            self.at = (r, c)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            b = self.current()
            if b is None:
                return False
            if b.enabled:
                b.on_click()
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        """A ring around the focused button."""
        b = self.current()
        if b is not None:
            pygame.draw.rect(surf, theme.ACCENT, b.rect.inflate(8, 8), 2, border_radius=9)


def form_handles(fields_: Sequence[TextField], focus: Focus, event: pygame.event.Event) -> bool:
    """A form's keyboard: Tab between text fields, a field takes the event (a focused one takes every key),
    then the focus ring's arrows and Enter. True if the event was used."""
    if tab_fields(fields_, event) or any(f.handle(event) for f in fields_):
        return True
    if any(f.focused for f in fields_) and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
        return True
    return focus.handle(event)


def widgets_handle(event: pygame.event.Event, *groups: Sequence[Any]) -> bool:
    """Offer the event to each widget of each group in turn; True once one uses it."""
    return any(w.handle(event) for group in groups for w in group)
