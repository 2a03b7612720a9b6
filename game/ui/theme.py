"""Colours, player symbols and cached text: the look shared by every scene.

Text rendering is the most expensive thing a frame does, so every string is rendered once per
(text, size, colour, bold) and kept in a bounded cache.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

BG = (6, 8, 20)
PANEL = (16, 20, 42)
PANEL_EDGE = (60, 70, 120)
PANEL_HI = (34, 42, 84)
TEXT = (226, 230, 245)
MUTED = (140, 148, 180)
ACCENT = (255, 206, 84)
GOOD = (110, 220, 140)
BAD = (240, 96, 96)
BUTTON = (40, 52, 104)
BUTTON_HOVER = (66, 84, 160)
BUTTON_OFF = (30, 34, 56)

# One colour and one symbol per seat colour: the symbol tells players apart without colour vision.
PLAYER_RGB: dict[str, tuple[int, int, int]] = {
    "red": (232, 72, 72),
    "blue": (76, 140, 255),
    "purple": (178, 102, 255),
    "yellow": (250, 214, 64),
    "green": (84, 210, 110),
    "orange": (255, 150, 50),
    "black": (120, 120, 130),
    "white": (236, 236, 240),
}
# A colour too dark to read on the dark table (black) keeps a mid grey for text (``PLAYER_RGB``) but its
# pieces (planets, ships, symbols) are drawn dark (``body``) inside a light rim (``rim``). The lightest
# (white) is drawn light inside a dark rim, so that its planets stand apart from the suns and the stars.
PLAYER_BODY: dict[str, tuple[int, int, int]] = {"black": (46, 48, 58), "white": (250, 250, 252)}
LIGHT_RIM: dict[str, tuple[int, int, int]] = {"black": (200, 206, 226)}
DARK_RIM: dict[str, tuple[int, int, int]] = {"white": (44, 48, 66)}
PLAYER_SYMBOL: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "purple": "diamond",
    "yellow": "triangle",
    "green": "star",
    "orange": "hexagon",
    "black": "cross",
    "white": "ring",
}

_CACHE_LIMIT = 4000
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_text_cache: OrderedDict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = OrderedDict()
_wrap_cache: OrderedDict[tuple[str, int, int, bool], tuple[str, ...]] = OrderedDict()
_scale = 1.0  # the person's text size (settings)
_ui = 1.0  # the window's size against the reference window (``window_scale``)
_on_scale: list[Callable[[float], None]] = []

REFERENCE = (1600, 900)  # the window every fixed size and font size is designed for
UI_BOUNDS = (0.8, 2.4)  # 1280x720 (the smallest window) to 3840x2160


def window_scale(w: int, h: int) -> float:
    """How much larger than the reference window a ``w`` x ``h`` window is: fonts and fixed pixel sizes
    are multiplied by it, so every screen keeps its proportions from 1280x720 to 3840x2160."""
    k = min(w / REFERENCE[0], h / REFERENCE[1])
    return max(UI_BOUNDS[0], min(UI_BOUNDS[1], k))


def set_window_size(w: int, h: int) -> None:
    """The window is now ``w`` x ``h``: fonts and ``px`` sizes follow."""
    set_ui_scale(window_scale(w, h))


def set_ui_scale(k: float) -> None:
    """Set the window's UI scale directly (``set_window_size`` computes it from the window)."""
    global _ui
    if k != _ui:
        _ui = k
        for fn in _on_scale:
            fn(k)


def ui_scale() -> float:
    """The window's UI scale now (1.0 at the reference window)."""
    return _ui


def on_scale(fn: Callable[[float], None]) -> None:
    """Call ``fn(scale)`` now and whenever the UI scale changes (modules with fixed sizes in constants)."""
    _on_scale.append(fn)
    fn(_ui)


def px(n: float) -> int:
    """A fixed size of ``n`` pixels at the reference window, in pixels of the window now."""
    return round(n * _ui)


def set_text_scale(scale: float) -> None:
    """Scale every font (the settings' text size)."""
    global _scale
    _scale = scale


def _pixels(size: int) -> int:
    """The pixel height of the font at ``size`` points now."""
    return max(8, round(size * _scale * _ui * 1.25))


@contextmanager
def unscaled() -> Iterator[None]:
    """Fonts inside take no window scale: for text sized from a drawn thing's own pixel size (a card
    face, a ship chip), which already follows the window."""
    global _ui
    saved, _ui = _ui, 1.0
    try:
        yield
    finally:
        _ui = saved


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` points (times the text scale and the window's UI scale)."""
    key = (_pixels(size), bold)
    f = _fonts.get(key)
    if f is None:
        f = pygame.font.Font(None, key[0])
        f.set_bold(bold)
        _fonts[key] = f
    return f


def text(s: str, size: int = 18, colour: tuple[int, ...] = TEXT, bold: bool = False) -> pygame.Surface:
    """``s`` rendered once and cached."""
    key = (s, _pixels(size), colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        surf = font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
        if len(_text_cache) > _CACHE_LIMIT:
            _text_cache.popitem(last=False)
    else:
        _text_cache.move_to_end(key)
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels (a word longer than the width keeps a line).

    Cached: widgets wrap the same labels every frame. Words are measured once each, and a line's width is
    the sum of its words and spaces, which is what the font draws give or take a pixel of kerning.
    """
    key = (s, _pixels(size), width, bold)
    lines = _wrap_cache.get(key)
    if lines is None:
        lines = _wrap(s, size, width, bold)
        _wrap_cache[key] = lines
        if len(_wrap_cache) > _CACHE_LIMIT:
            _wrap_cache.popitem(last=False)
    else:
        _wrap_cache.move_to_end(key)
    return list(lines)


def _wrap(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    f = font(size, bold)
    space = f.size(" ")[0]
    lines: list[str] = []
    for para in s.split("\n"):
        line: list[str] = []
        used = 0
        for word in para.split(" "):
            w = f.size(word)[0]
            if not line:
                line, used = [word], w
                continue
            guess = used + space + w
            if guess > width - _KERN_SLACK:
                # Near the edge the sum of the parts may be off by a pixel or two: measure the real line.
                guess = f.size(" ".join([*line, word]))[0] if guess <= width + _KERN_SLACK else guess
            if guess <= width:
                line.append(word)
                used = guess
            else:
                lines.append(" ".join(line))
                line, used = [word], w
        lines.append(" ".join(line))
    return tuple(lines)


_KERN_SLACK = 4


def rgb(colour: str) -> tuple[int, int, int]:
    """The display colour of a seat colour name."""
    return PLAYER_RGB.get(colour, (200, 200, 200))


def body(colour: str) -> tuple[int, int, int]:
    """The fill of a seat colour's pieces: its display colour, or a darker one inside a light rim (black),
    or a lighter one inside a dark rim (white)."""
    return PLAYER_BODY.get(colour) or rgb(colour)


def rim(colour: str) -> tuple[int, int, int] | None:
    """The rim drawn round a seat colour's pieces where the usual one would not show: light round a dark
    colour (black), dark round the lightest (white); None: the usual outline."""
    return LIGHT_RIM.get(colour) or DARK_RIM.get(colour)


def light_rim(colour: str) -> tuple[int, int, int] | None:
    """The light rim of a dark seat colour (black), for an edge on a dark ground; None for the others."""
    return LIGHT_RIM.get(colour)


def shade(c: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``c`` darkened (k < 1) or lightened towards white (k > 1)."""
    if k <= 1:
        return (int(c[0] * k), int(c[1] * k), int(c[2] * k))
    t = min(1.0, k - 1)
    return (int(c[0] + (255 - c[0]) * t), int(c[1] + (255 - c[1]) * t), int(c[2] + (255 - c[2]) * t))


def draw_symbol(surf: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """The seat colour's symbol, filled in its colour with a dark outline (smooth edges, cached)."""
    sprite = symbol_sprite(colour, r)
    half = sprite.get_width() / 2
    surf.blit(sprite, (round(centre[0] - half), round(centre[1] - half)))


_SUPERSAMPLE = 4
_symbols: dict[tuple[str, int], pygame.Surface] = {}


def symbol_sprite(colour: str, r: float) -> pygame.Surface:
    """A seat colour's symbol, ``r`` pixels in radius, on a transparent square (cached per quarter pixel)."""
    key = (colour, max(2, round(r * 4)))
    sprite = _symbols.get(key)
    if sprite is None:
        sprite = _render_symbol(colour, key[1] / 4)
        if len(_symbols) > 512:
            _symbols.clear()
        _symbols[key] = sprite
    return sprite


def symbol_points(kind: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    """The outline of a polygon symbol centred on (x, y); empty for the round ones."""
    if kind == "square":
        k = r * 0.82
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if kind == "diamond":
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if kind == "triangle":
        return [(x, y - r), (x + r * 0.95, y + r * 0.78), (x - r * 0.95, y + r * 0.78)]
    if kind == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.46
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
        return pts
    if kind == "hexagon":
        return [(x + math.cos(a) * r, y + math.sin(a) * r) for a in (i * math.pi / 3 for i in range(6))]
    if kind == "cross":
        w = r * 0.38
        return [
            (x - w, y - r),
            (x + w, y - r),
            (x + w, y - w),
            (x + r, y - w),
            (x + r, y + w),
            (x + w, y + w),
            (x + w, y + r),
            (x - w, y + r),
            (x - w, y + w),
            (x - r, y + w),
            (x - r, y - w),
            (x - w, y - w),
        ]
    return []


def _render_symbol(colour: str, r: float) -> pygame.Surface:
    # Drawn four times larger and scaled down: smooth edges without an anti-aliased polygon primitive.
    s = _SUPERSAMPLE
    size = math.ceil(r * 2 + 4)
    big = pygame.Surface((size * s, size * s), pygame.SRCALPHA)
    c = body(colour)
    mid = size * s / 2
    rr = r * s
    edge = max(1.0, min(2.0, r * 0.16)) * s  # the dark outline, in big pixels
    light = light_rim(colour)  # black: a light outline; every other colour a dark one
    outline = (*light, 235) if light else (0, 0, 0, 235)
    kind = PLAYER_SYMBOL.get(colour, "circle")
    if kind == "circle":
        pygame.draw.circle(big, outline, (mid, mid), rr)
        pygame.draw.circle(big, c, (mid, mid), rr - edge)
    elif kind == "ring":
        pygame.draw.circle(big, outline, (mid, mid), rr)
        pygame.draw.circle(big, c, (mid, mid), rr - edge * 0.6)
        pygame.draw.circle(big, outline, (mid, mid), rr - max(2 * s, r * s / 2.5))
        pygame.draw.circle(big, (0, 0, 0, 0), (mid, mid), rr - max(2 * s, r * s / 2.5) - edge * 0.6)
    else:
        pygame.draw.polygon(big, outline, symbol_points(kind, mid, mid, rr))
        # The fill is the same shape shrunk about the centre, which leaves an outline of about ``edge``.
        inner = symbol_points(kind, mid, mid, rr - edge * (2.0 if kind in ("star", "triangle") else 1.2))
        pygame.draw.polygon(big, c, inner)
    small = pygame.transform.smoothscale(big, (size, size))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        small = small.convert_alpha()
    return small
