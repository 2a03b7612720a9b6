"""Colours, player symbols and cached text: the look shared by every scene.

Text rendering is the most expensive thing a frame does, so every string is rendered once per
(text, size, colour, bold) and kept in a bounded cache.
"""

from __future__ import annotations

import math
from collections import OrderedDict

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
_scale = 1.0


def set_text_scale(scale: float) -> None:
    """Scale every font (the settings' text size); clears the caches."""
    global _scale
    if scale != _scale:
        _scale = scale
        _fonts.clear()
        _text_cache.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` points (times the text scale)."""
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        f = pygame.font.Font(None, max(8, round(size * _scale * 1.25)))
        f.set_bold(bold)
        _fonts[key] = f
    return f


def text(s: str, size: int = 18, colour: tuple[int, ...] = TEXT, bold: bool = False) -> pygame.Surface:
    """``s`` rendered once and cached."""
    key = (s, size, colour, bold)
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
    """Split ``s`` into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            probe = f"{line} {word}" if line else word
            if f.size(probe)[0] <= width or not line:
                line = probe
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def rgb(colour: str) -> tuple[int, int, int]:
    """The display colour of a seat colour name."""
    return PLAYER_RGB.get(colour, (200, 200, 200))


def shade(c: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``c`` darkened (k < 1) or lightened towards white (k > 1)."""
    if k <= 1:
        return (int(c[0] * k), int(c[1] * k), int(c[2] * k))
    t = min(1.0, k - 1)
    return (int(c[0] + (255 - c[0]) * t), int(c[1] + (255 - c[1]) * t), int(c[2] + (255 - c[2]) * t))


def draw_symbol(surf: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """The seat colour's symbol, filled in its colour with a dark outline."""
    c = rgb(colour)
    x, y = centre
    kind = PLAYER_SYMBOL.get(colour, "circle")
    pts: list[tuple[float, float]] = []
    if kind == "circle":
        pygame.draw.circle(surf, c, (x, y), r)
        pygame.draw.circle(surf, (0, 0, 0), (x, y), r, 2)
        return
    if kind == "ring":
        pygame.draw.circle(surf, c, (x, y), r, max(2, int(r / 2.5)))
        return
    if kind == "square":
        pts = [
            (x - r * 0.85, y - r * 0.85),
            (x + r * 0.85, y - r * 0.85),
            (x + r * 0.85, y + r * 0.85),
            (x - r * 0.85, y + r * 0.85),
        ]
    elif kind == "diamond":
        pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif kind == "triangle":
        pts = [(x, y - r), (x + r * 0.95, y + r * 0.8), (x - r * 0.95, y + r * 0.8)]
    elif kind == "star":
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
    elif kind == "hexagon":
        pts = [(x + math.cos(a) * r, y + math.sin(a) * r) for a in (i * math.pi / 3 for i in range(6))]
    elif kind == "cross":
        w = r * 0.4
        pts = [
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
    pygame.draw.polygon(surf, c, pts)
    pygame.draw.polygon(surf, (0, 0, 0), pts, 2)
