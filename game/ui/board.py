"""The cosmos's pieces drawn from the shown view: systems, planets, ships, gate, warp, decks, destiny, cards.

Everything here reads ``table.shown`` (the view on screen, patched step by step by the animator) and draws
it; nothing decides a rule. Sprites (planets, suns, ships, badges) are rendered once and cached; a frame
only blits them. The animator leaves presentation hints in ``shown["_stage"]`` (``STAGE``): slots to leave
empty while a sprite covers them. The encounter's cards lie where the view says (``<side>_card_up`` face up,
``<side>_card_down`` face down) and the labels under them are the view's totals, the engine's own figures.

``board.hover`` lists (rect, text) pairs rebuilt on every draw for the table's tooltips. ``board.clickable``
(set by the prompt panel, ``PromptPanel.attach_board``) names what the open prompt lets you pick: those
planets (and the gate or the warp) glow and carry the number of the key that picks them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.cards.catalog import CARD_KIND, CARD_NAME, KICKER, destiny_name
from game.ui import cards, teams, theme, totals
from game.ui.alien_face import alien_label, alien_short, face_down
from game.ui.hazards import draw_hazards
from game.ui.layout import Layout
from game.ui.table_state import TableState
from game.ui.techs import draw_techs, tech_pos

STAGE = "_stage"  # key of the animator's hints in the shown view
SS = 3  # supersampling of small sprites

_saucers: dict[tuple[str, int], pygame.Surface] = {}
_chips: dict[tuple[str, int, int], pygame.Surface] = {}
_textures: dict[tuple[int, str, int], pygame.Surface] = {}
_light: dict[tuple[int, int], pygame.Surface] = {}
_lit: dict[tuple[int, str, int, int], pygame.Surface] = {}
_systems: dict[tuple[str, int, int], pygame.Surface] = {}
_glows: dict[tuple[tuple[int, int, int], int, int], pygame.Surface] = {}
LIGHT_STEPS = 48
PICK = (120, 225, 255)  # what the open prompt lets you pick: a cool glow, apart from the target's gold


# -- sprites --------------------------------------------------------------------------------------------


def saucer(colour: str, s: int) -> pygame.Surface:
    """A flying saucer in a seat's colour, ``s`` pixels of half-width (cached)."""
    key = (colour, s)
    img = _saucers.get(key)
    if img is None:
        c = theme.body(colour)
        edge = theme.rim(colour) or (10, 10, 20)  # light around a dark colour's saucer (black)
        W, H = 2 * s * SS + 4, int(1.5 * s * SS) + 4
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        cx, cy = W / 2, H * 0.6
        body = pygame.Rect(0, 0, W - 4, int(H * 0.42))
        body.center = (int(cx), int(cy))
        dome = pygame.Rect(0, 0, int(W * 0.46), int(H * 0.62))
        dome.midbottom = (int(cx), int(cy + H * 0.05))
        pygame.draw.ellipse(big, edge, dome.inflate(SS * 2, SS * 2))
        pygame.draw.ellipse(big, theme.shade(c, 1.55), dome)
        pygame.draw.ellipse(
            big, (255, 255, 255), dome.inflate(-dome.w // 2, -dome.h // 2).move(-dome.w // 8, -dome.h // 6)
        )
        pygame.draw.ellipse(big, edge, body.inflate(SS * 2, SS * 2))
        pygame.draw.ellipse(big, theme.shade(c, 0.6), body)
        pygame.draw.ellipse(big, c, body.inflate(-SS * 2, -body.h // 2).move(0, -body.h // 6))
        for k in range(5):
            x = body.x + body.w * (0.18 + 0.16 * k)
            pygame.draw.circle(big, (255, 250, 200), (x, body.centery + body.h * 0.12), max(1, SS))
        img = pygame.transform.smoothscale(big, (W // SS, H // SS))
        _saucers[key] = img
    return img


def chip(colour: str, count: int, s: int) -> pygame.Surface:
    """A saucer with a dark badge holding the colour's symbol and the ship count (cached)."""
    key = (colour, count, s)
    img = _chips.get(key)
    if img is None:
        ship = saucer(colour, s)
        size = max(11, int(s * 1.45))
        with theme.unscaled():  # sized from the chip, which already follows the window
            num = theme.text(str(count), size, (255, 255, 255), bold=True)
        bh = max(num.get_height(), int(s * 1.5))
        sym_r = bh * 0.32
        bw = int(sym_r * 2 + 5 + num.get_width() + 6)
        w = ship.get_width() + bw
        h = max(ship.get_height(), bh)
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        img.blit(ship, (0, (h - ship.get_height()) // 2))
        badge = pygame.Rect(ship.get_width() - 2, (h - bh) // 2, bw, bh)
        pygame.draw.rect(img, (8, 10, 26, 225), badge, border_radius=bh // 2)
        border = theme.light_rim(colour) or theme.shade(theme.rgb(colour), 0.8)  # the badge is dark
        pygame.draw.rect(img, border, badge, 1, border_radius=bh // 2)
        theme.draw_symbol(img, colour, (badge.x + 3 + sym_r, badge.centery), sym_r)
        img.blit(num, num.get_rect(midleft=(badge.x + 5 + sym_r * 2, badge.centery + 1)))
        _chips[key] = img
        if len(_chips) > 600:
            _chips.pop(next(iter(_chips)))
    return img


def ship_chip(
    surf: pygame.Surface, colour: str, pos: tuple[float, float], count: int, r: float
) -> pygame.Rect:
    """Ships of a seat's colour with its symbol and a count, centred on ``pos``; returns the rect."""
    img = chip(colour, count, max(4, int(r)))
    rect = img.get_rect(center=(int(pos[0]), int(pos[1])))
    surf.blit(img, rect)
    return rect


def _planet_texture(style: int, colour: str, r: int) -> pygame.Surface:
    """A planet's surface (bands, craters, seas, storms or ice), unlit, with a thin atmosphere (cached)."""
    key = (style, colour, r)
    img = _textures.get(key)
    if img is not None:
        return img
    c = theme.body(colour)
    pad = 3
    D = (2 * r + 2 * pad) * SS
    R = r * SS
    cx = cy = D / 2
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    base = theme.shade(c, 0.72)
    pygame.draw.circle(big, base, (cx, cy), R)
    if style == 0:  # banded giant
        for i in range(-5, 6):
            y = cy + i * R * 0.19
            k = 0.55 + 0.35 * ((i * 7) % 3) / 2
            pygame.draw.ellipse(big, theme.shade(c, k), (cx - R * 1.2, y - R * 0.06, R * 2.4, R * 0.13))
    elif style == 1:  # cratered rock
        for dx, dy, rr in (
            (-0.35, -0.3, 0.22),
            (0.3, 0.25, 0.18),
            (0.15, -0.45, 0.12),
            (-0.2, 0.45, 0.15),
            (0.5, -0.1, 0.1),
        ):
            pygame.draw.circle(big, theme.shade(c, 0.5), (cx + dx * R, cy + dy * R), rr * R)
            pygame.draw.circle(
                big,
                theme.shade(c, 0.95),
                (cx + dx * R - rr * R * 0.2, cy + dy * R - rr * R * 0.2),
                rr * R * 0.75,
            )
            pygame.draw.circle(big, theme.shade(c, 0.62), (cx + dx * R, cy + dy * R), rr * R * 0.7)
    elif style == 2:  # seas and lands
        pygame.draw.circle(big, theme.shade(c, 0.45), (cx, cy), R)
        for dx, dy, rw, rh in (
            (-0.4, -0.3, 0.7, 0.45),
            (0.2, 0.2, 0.8, 0.5),
            (0.35, -0.55, 0.4, 0.25),
            (-0.5, 0.45, 0.5, 0.3),
        ):
            pygame.draw.ellipse(
                big, theme.shade(c, 0.95), (cx + (dx - rw / 2) * R, cy + (dy - rh / 2) * R, rw * R, rh * R)
            )
    elif style == 3:  # storms
        for i in range(4):
            y = cy + (i - 1.5) * R * 0.45
            pygame.draw.ellipse(big, theme.shade(c, 0.9 - 0.1 * i), (cx - R, y - R * 0.12, R * 2, R * 0.24))
        pygame.draw.ellipse(big, theme.shade(c, 1.25), (cx + R * 0.05, cy + R * 0.05, R * 0.5, R * 0.3))
        pygame.draw.ellipse(big, theme.shade(c, 0.6), (cx + R * 0.12, cy + R * 0.1, R * 0.36, R * 0.2))
    else:  # ice
        pygame.draw.circle(big, theme.shade(c, 1.45), (cx, cy), R)
        for a0 in (0.3, 1.5, 2.6, 4.0, 5.1):
            pts = [
                (cx + math.cos(a0 + j * 0.25) * R * j / 4, cy + math.sin(a0 + j * 0.25) * R * j / 4)
                for j in range(5)
            ]
            pygame.draw.lines(big, theme.shade(c, 0.9), False, pts, max(1, SS))
    mask = pygame.Surface((D, D), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (cx, cy), R)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    edge = theme.rim(colour)  # black's planets get a light rim to stand out from space, white's a dark one
    if edge:
        pygame.draw.circle(big, (*edge, 210), (cx, cy), R + SS * 1.5, SS * 2)
    else:
        pygame.draw.circle(big, (*theme.shade(c, 1.5), 150), (cx, cy), R + SS * 1.5, SS * 2)
    img = pygame.transform.smoothscale(big, (D // SS, D // SS))
    _textures[key] = img
    return img


def _planet_light(r: int, step: int) -> pygame.Surface:
    """Shadow and highlight for a planet lit from direction ``step`` of LIGHT_STEPS (shared)."""
    key = (r, step)
    img = _light.get(key)
    if img is not None:
        return img
    base = _light.get((r, -1))
    if base is None:  # lit from the right (angle 0)
        pad = 3
        D = (2 * r + 2 * pad) * SS
        R = r * SS
        cx = cy = D / 2
        big = pygame.Surface((D, D), pygame.SRCALPHA)
        pygame.draw.circle(big, (0, 0, 8, 205), (cx, cy), R)
        for j in range(1, 13):
            k = j / 12
            alpha = int(205 * (1 - k) ** 1.4)
            pygame.draw.circle(big, (0, 0, 8, alpha), (cx + R * (0.15 + 0.9 * k), cy), R * (1.0 + 0.05 * k))
        mask = pygame.Surface((D, D), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (cx, cy), R)
        big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.circle(big, (255, 255, 240, 70), (cx + R * 0.45, cy), R * 0.35)
        pygame.draw.circle(big, (255, 255, 255, 90), (cx + R * 0.55, cy), R * 0.16)
        base = pygame.transform.smoothscale(big, (D // SS, D // SS))
        _light[(r, -1)] = base
    img = pygame.transform.rotate(base, -step * 360 / LIGHT_STEPS)
    _light[key] = img
    return img


def _lit_planet(style: int, colour: str, r: int, step: int) -> pygame.Surface:
    """A planet's texture with its sunlight from direction ``step`` baked in (cached: one blit a frame)."""
    key = (style, colour, r, step)
    img = _lit.get(key)
    if img is None:
        img = _planet_texture(style, colour, r).copy()
        light = _planet_light(r, step)
        img.blit(light, light.get_rect(center=img.get_rect().center))
        _lit[key] = img
        if len(_lit) > 1500:
            _lit.pop(next(iter(_lit)))
    return img


def _glow(c: tuple[int, int, int], r: int, strength: int = 120) -> pygame.Surface:
    """A soft radial glow of colour ``c`` and radius ``r`` (cached)."""
    key = (c, r, strength)
    img = _glows.get(key)
    if img is None:
        img = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        for i in range(24, 0, -1):
            k = i / 24
            pygame.draw.circle(img, (*c, int(strength * (1 - k) ** 2)), (r, r), r * k)
        _glows[key] = img
    return img


def _system_sprite(colour: str, orbit: int, sun: int) -> pygame.Surface:
    """A system's orbit ring and its sun's glow in one surface (cached)."""
    key = (colour, orbit, sun)
    img = _systems.get(key)
    if img is None:
        c = theme.rgb(colour)
        size = 2 * max(orbit + 2, int(sun * 4.2))
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        gr = int(sun * 4.2)
        img.blit(_glow(theme.shade(c, 1.4), gr, 110), (size // 2 - gr, size // 2 - gr))
        pygame.draw.circle(img, (*theme.shade(c, 0.45), 200), (size // 2, size // 2), orbit, 1)
        _systems[key] = img
    return img


# -- geometry shared with the animator -----------------------------------------------------------------


def _stacked(players: list[dict[str, Any]]) -> dict[int, int]:
    """Captured ships in stacks per planet, from the sheets' public ``stacks`` ([[location, size]])."""
    out: dict[int, int] = {}
    for p in players:
        for loc, size in (p.get("alien_info") or {}).get("stacks", ()):
            if isinstance(loc, int):
                out[loc] = out.get(loc, 0) + int(size)
    return out


def tokens_on_planets(view: dict[str, Any]) -> dict[int, list[tuple[int, str | None]]]:
    """Face-down tokens beside planets, from the sheets' public ``tokens_by`` (Saboteur): per planet,
    (owner, kind) pairs; the kind only for the viewer's own tokens (its private ``token_kinds``)."""
    out: dict[int, list[tuple[int, str | None]]] = {}
    mine = (view.get("alien_private") or {}).get("token_kinds") or {}
    for seat, p in enumerate(view["players"]):
        for planet in (p.get("alien_info") or {}).get("tokens_by", ()):
            kind = mine.get(str(planet), mine.get(planet)) if seat == view.get("seat") else None
            out.setdefault(int(planet), []).append((seat, kind))
    return out


def counters_on_planets(view: dict[str, Any]) -> dict[int, list[tuple[int, int]]]:
    """Pseudo-ships beside planets, from a sheet's public ``horde_by`` (``{seat: {planet: count}}``: horde
    tokens, the Horde Wild's ships of no colour): per planet, (owner, count) pairs."""
    out: dict[int, list[tuple[int, int]]] = {}
    for p in view["players"]:
        by = (p.get("alien_info") or {}).get("horde_by")
        if not by:
            continue
        for seat, planets in sorted(by.items()):
            for planet, count in sorted(planets.items()):
                if count:
                    out.setdefault(int(planet), []).append((int(seat), int(count)))
        break  # every Horde sheet lists every seat's
    return out


def sun_pos(layout: Layout, seat: int) -> tuple[float, float]:
    """Centre of a seat's home system."""
    return layout.systems[seat] if 0 <= seat < len(layout.systems) else layout.centre


def gate_aim(layout: Layout, view: dict[str, Any], t: float) -> tuple[float, float, bool]:
    """The gate's (angle, length, aimed): at the target planet, or resting towards the offense."""
    gx, gy = layout.gate_pos
    target = view["encounter"]["target"]
    if target is not None and 0 <= target < len(view["planets"]):
        px, py = layout.planet_pos(target, t)
        dist = math.hypot(px - gx, py - gy)
        return (math.atan2(py - gy, px - gx), max(layout.warp_r, dist - layout.planet_r * 1.5), True)
    off = view.get("offense", -1)
    sx, sy = sun_pos(layout, off) if isinstance(off, int) and off >= 0 else (gx, gy - 1)
    return (math.atan2(sy - gy, sx - gx), layout.warp_r * 0.9, False)


def gate_slot(layout: Layout, view: dict[str, Any], seat: int, angle: float) -> tuple[float, float]:
    """Where ``seat``'s ships sit in the gate's mouth: the offense in the middle, its allies either side."""
    gx, gy = layout.gate_pos
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy, ux
    off = view.get("offense", -1)
    riders = [s for s, p in enumerate(view["players"]) if p["gate"] or s == seat]
    others = [s for s in riders if s != off]
    k = 0 if seat == off else (others.index(seat) + 1 if seat in others else 1)
    side = 0.0 if k == 0 else (1 if k % 2 else -1) * ((k + 1) // 2)
    step = layout.planet_r * 1.6  # a chip's width: riders side by side, not on top of each other
    base = layout.warp_r * 0.28
    return (gx + ux * base + vx * side * step, gy + uy * base + vy * side * step)


def ally_anchor(layout: Layout, view: dict[str, Any], t: float) -> tuple[float, float]:
    """Where the defense's allies wait: beside the target planet, on the side away from its sun."""
    target = view["encounter"]["target"]
    if target is None or not 0 <= target < len(view["planets"]):
        seat = view["encounter"]["defense"]
        return sun_pos(layout, seat if isinstance(seat, int) else -1)
    px, py = layout.planet_pos(target, t)
    sx, sy = sun_pos(layout, view["planets"][target]["system"])
    dx, dy = px - sx, py - sy
    d = math.hypot(dx, dy) or 1.0
    k = layout.planet_r * 2.3
    for turn in (0.0, 0.9, -0.9, 1.3, -1.3):  # turned off the middle (piles, cards) if it would cover them
        ux, uy = (
            (dx * math.cos(turn) - dy * math.sin(turn)) / d,
            (dx * math.sin(turn) + dy * math.cos(turn)) / d,
        )
        if layout.clear_of_middle(px + ux * k, py + uy * k, layout.planet_r * 1.3):
            return (px + ux * k, py + uy * k)
    cx, cy = layout.centre  # wedged against the middle: beyond its system, on the far side from the warp
    ox, oy = sx - cx, sy - cy
    out = (layout.orbit_r + k) / (math.hypot(ox, oy) or 1.0)
    inner = layout.board.inflate(-3 * layout.planet_r, -3 * layout.planet_r)
    return (
        min(max(sx + ox * out, inner.left), inner.right),
        min(max(sy + oy * out, inner.top), inner.bottom),
    )


def ship_pos(layout: Layout, view: dict[str, Any], seat: int, loc: Any, t: float) -> tuple[float, float]:
    """Where ships of ``seat`` at ``loc`` (a planet number, "gate", "warp", "ally", "removed") are drawn."""
    if isinstance(loc, int) and 0 <= loc < len(view["planets"]):
        return layout.planet_pos(loc, t)
    if loc == "gate":
        return gate_slot(layout, view, seat, gate_aim(layout, view, t)[0])
    if loc == "warp":
        return layout.centre
    if loc == "ally":
        return ally_anchor(layout, view, t)
    if loc == "tech":
        return tech_pos(layout, view, seat)
    # removed from the game (or a place the board does not show): far out beyond the seat's system
    sx, sy = sun_pos(layout, seat)
    cx, cy = layout.centre
    return (sx + (sx - cx) * 0.6, sy + (sy - cy) * 0.6)


def card_slot(layout: Layout, side: str) -> pygame.Rect:
    """The rectangle of the offense's or the defense's encounter card on the table."""
    pos = layout.offense_card_pos if side == "offense" else layout.defense_card_pos
    rect = pygame.Rect(0, 0, layout.card_w, layout.card_h)
    rect.center = (int(pos[0]), int(pos[1]))
    return rect


def kicker_rect(layout: Layout, side: str) -> pygame.Rect:
    """Where a main player's kicker lies: half tucked behind its encounter card, on the side away from the
    warp."""
    slot = card_slot(layout, side)
    rect = pygame.Rect(0, 0, int(slot.w * 0.62), int(slot.h * 0.62))
    rect.top = slot.top + slot.h // 8
    out = int(rect.w * 0.35)  # how far it peeks out (the cosmic piles are close on the defense's side)
    if side == "offense":
        rect.right = slot.left + out
    else:
        rect.left = slot.right - out
    return rect


def pile_rects(layout: Layout) -> dict[str, pygame.Rect]:
    """Rects of the cosmic deck, the discard pile, the destiny deck and the drawn destiny card, and of the
    reward deck and its discard pile (a column beside the cosmic ones, drawn only with the reward deck)."""
    w, h = int(layout.card_w * 0.78), int(layout.card_h * 0.78)
    gap = max(18, h // 6)  # room for the caption under the upper card
    dx, dy0 = layout.deck_pos
    beside = (dx + w + max(8, w // 4), dy0)
    out: dict[str, pygame.Rect] = {}
    for name, (x, y), dy in (
        ("deck", layout.deck_pos, -1),
        ("discard", layout.deck_pos, 1),
        ("destiny_deck", layout.destiny_pos, -1),
        ("destiny", layout.destiny_pos, 1),
        ("reward_deck", beside, -1),
        ("reward_discard", beside, 1),
    ):
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(x), int(y + dy * (h + gap) / 2 - layout.warp_r * 0.1))
        out[name] = r
    return out


def showcase_rect(layout: Layout) -> pygame.Rect:
    """Where a card just played is shown: over the warp, a little larger than an encounter card."""
    rect = pygame.Rect(0, 0, int(layout.card_w * 1.15), int(layout.card_h * 1.15))
    rect.center = (int(layout.centre[0]), int(layout.centre[1] - layout.warp_r * 0.2))
    return rect


def hidden(view: dict[str, Any], slot: str) -> bool:
    """True while the animator covers ``slot`` with a sprite."""
    stage = view.get(STAGE)
    return isinstance(stage, dict) and slot in stage.get("hide", ())


class Board:
    """Draws the board and answers what is under the mouse."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.hover: list[tuple[pygame.Rect, str]] = []
        self._gate: tuple[float, float] | None = None  # (angle, length) as drawn, easing to the aim
        self._last_t = 0.0
        self.clickable: Callable[[], dict[Any, int]] = dict  # location -> its number key (0: none)
        self.picks: dict[Any, int] = {}  # ``clickable`` as drawn in the last frame
        self.labels: dict[str, int] = {}  # the totals written under the encounter cards in the last frame

    def draw(self, surf: pygame.Surface) -> None:
        """Everything on the board for the shown view."""
        self.hover = []
        self.labels = {}
        view = self.table.shown
        if not view:
            return
        dt = max(0.0, min(0.1, self.table.t - self._last_t))
        self._last_t = self.table.t
        ws = view["encounter"].get("modifiers", {}).get("gate_planet") or {}
        self.table.layout.arrange([p["system"] for p in view["planets"]], int(ws.get("planet", -1)))
        self.picks = self.clickable()
        self._systems(surf, view)
        self._gate_object(surf, view, dt)
        self._piles(surf, view)  # below the planets: an orbit may pass over a pile, never hide ships
        self._planets(surf, view)
        self.hover += draw_techs(surf, self.table, view)  # the Technology variant (nothing without it)
        destiny = pile_rects(self.table.layout)["destiny"]  # the hazard deck variant (nothing without it)
        self.hover += draw_hazards(surf, self.table.layout, view, destiny)
        self._warp(surf, view)
        self._allies(surf, view)  # above the piles it may reach, below the encounter's cards
        self._encounter_cards(surf, view)
        self._pick_numbers(surf, view)  # over everything: a number is never hidden

    # -- systems and planets --------------------------------------------------------------------------
    def _systems(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        players = view["players"]
        enc = view["encounter"]
        t = self.table.t
        team_marks = teams.badges(view)
        for seat, (sx, sy) in enumerate(lay.systems):
            if seat >= len(players):
                break
            colour = players[seat]["colour"]
            c = theme.rgb(colour)
            img = _system_sprite(colour, int(lay.orbit_r), int(lay.sun_r))
            surf.blit(img, img.get_rect(center=(int(sx), int(sy))))
            pulse = 1 + 0.06 * math.sin(t * 2.1 + seat)
            pygame.draw.circle(surf, theme.shade(c, 1.35), (sx, sy), lay.sun_r * 1.25 * pulse)
            pygame.draw.circle(surf, (255, 250, 235), (sx, sy), lay.sun_r * 0.8)
            lx, ly = lay.system_label_pos(seat)
            label = theme.text(players[seat]["name"], 18, c, bold=True)
            rect = label.get_rect(center=(lx + theme.px(9), ly))
            theme.draw_symbol(surf, colour, (rect.x - theme.px(10), ly), theme.px(7))
            surf.blit(label, rect)
            tag = "OFFENSE" if seat == view.get("offense") else "DEFENSE" if seat == enc["defense"] else ""
            alien = players[seat].get("alien")
            hidden = face_down(players[seat])  # hidden powers: the sheet lies face down to the table
            sub = tag if tag else alien_short(players[seat]) if alien or hidden else ""
            info = alien_label(players[seat]) if alien or hidden else "alien not revealed"
            if sub:
                colour_sub = theme.ACCENT if tag else theme.MUTED
                top = rect.bottom
                # several aliens each: the names take two lines rather than run over the planets
                wide = max(rect.w + theme.px(40), int(lay.orbit_r * 2.2))
                lines = theme.wrap(sub, 13, wide) if players[seat].get("more_aliens") and not tag else [sub]
                for line in lines:
                    st = theme.text(line, 13, colour_sub, bold=bool(tag))
                    surf.blit(st, st.get_rect(midtop=(rect.centerx - theme.px(9), top)))
                    top += st.get_height()
            self.hover.append((rect.inflate(24, 8), f"{players[seat]['name']}'s home system ({info})."))
            mark = team_marks.get(seat)
            if mark is not None:  # Team Cosmic: the partners' shared badge after the name
                badge = teams.draw_badge(surf, (rect.right + theme.px(11), ly), mark, 8)
                self.hover.append((badge, teams.badge_text(view, seat)))
        self.hover += teams.draw_unused_planets(surf, lay)

    def _planets(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        t = self.table.t
        players = view["players"]
        target = view["encounter"]["target"]
        r = int(lay.planet_r)
        s = max(5, int(lay.planet_r * 0.36))
        per = lay.per
        stacked = _stacked(players)
        tokens = tokens_on_planets(view)
        counters = counters_on_planets(view)
        for planet in view["planets"]:
            p = planet["planet"]
            if planet["system"] < 0:
                continue  # out of the game (devoured, destroyed): a sheet may show it
            x, y = lay.planet_pos(p, t)
            home = players[planet["system"]]["colour"]
            if p == lay.gate_planet:  # a worldship in the gate
                gr = int(r * 2.3)
                surf.blit(_glow((255, 210, 90), gr, 170), (x - gr, y - gr))
                box = pygame.Rect(0, 0, 2 * gr, 2 * gr)
                box.center = (int(x), int(y))
                owner = players[planet["system"]]["name"]
                self.hover.append((box, f"{owner}'s planet {p % per + 1}, in the gate as a worldship (+20)."))
            if p == target:
                gr = int(r * 2.1)
                surf.blit(_glow(theme.ACCENT, gr, 150), (x - gr, y - gr))
            if p in self.picks:
                self._pick_glow(surf, (x, y), r)
            sx, sy = sun_pos(lay, planet["system"])
            step = round(math.atan2(sy - y, sx - x) / (2 * math.pi) * LIGHT_STEPS) % LIGHT_STEPS
            img = _lit_planet(p % per, home, r, step)
            surf.blit(img, img.get_rect(center=(int(x), int(y))))
            if p == target:
                a = t * 1.5
                for k in range(3):
                    a0 = a + k * 2 * math.pi / 3
                    pygame.draw.arc(
                        surf, theme.ACCENT, (x - r - 6, y - r - 6, 2 * r + 12, 2 * r + 12), a0, a0 + 1.3, 3
                    )
            for k, (owner, kind) in enumerate(tokens.get(p, ())):  # face-down tokens (Saboteur)
                tk = max(7, int(r * 0.42))
                self._token(surf, (x + r * 0.95 + k * tk * 1.8, y - r * 0.95), tk, players[owner], kind)
            for k, (owner, count) in enumerate(
                counters.get(p, ())
            ):  # horde tokens: a counter with its number
                ck = max(8, int(r * 0.5))
                self._counter(surf, (x - r * 1.05 - k * ck * 2.1, y + r * 0.9), ck, players[owner], count)
            if stacked.get(p):  # captured ships stacked under ships there (Fungus): a badge below
                badge = theme.text(f"{stacked[p]} in stack", 13, theme.ACCENT, bold=True)
                surf.blit(badge, badge.get_rect(midtop=(int(x), int(y + r + 2))))
            present = [(sd, c) for sd, c in enumerate(planet["ships"]) if c]
            if not present:
                continue
            imgs = [chip(players[sd]["colour"], c, s) for sd, c in present]
            total = sum(i.get_height() - 2 for i in imgs)
            yy = y - total / 2 + r * 0.15
            for img in imgs:
                surf.blit(img, img.get_rect(midtop=(int(x), int(yy))))
                yy += img.get_height() - 2

    def _token(
        self,
        surf: pygame.Surface,
        centre: tuple[float, float],
        size: int,
        owner: dict[str, Any],
        kind: str | None,
    ) -> None:
        """A face-down token in its owner's colour; its letter (T, D) only for the owner, who knows it."""
        x, y = int(centre[0]), int(centre[1])
        points = [(x, y - size), (x + size, y), (x, y + size), (x - size, y)]
        pygame.draw.polygon(surf, (24, 22, 34), points)
        pygame.draw.polygon(surf, theme.rgb(owner["colour"]), points, 2)
        letter = theme.text(kind[0].upper() if kind else "?", max(9, size + 3), theme.TEXT, bold=True)
        surf.blit(letter, letter.get_rect(center=(x, y)))
        box = pygame.Rect(x - size, y - size, 2 * size, 2 * size)
        what = f"your {kind}" if kind else "a trap or a decoy: nobody but its owner knows which"
        self.hover.append(
            (box, f"{owner['name']}'s face-down token ({what}). Ships landing here turn it over.")
        )

    def _counter(
        self, surf: pygame.Surface, centre: tuple[float, float], size: int, owner: dict[str, Any], count: int
    ) -> None:
        """Horde tokens beside a planet: a hexagon in the owner's colour with their number."""
        x, y = int(centre[0]), int(centre[1])
        points = [
            (x + size * math.cos(a * math.pi / 3), y + size * math.sin(a * math.pi / 3)) for a in range(6)
        ]
        pygame.draw.polygon(surf, theme.shade(theme.rgb(owner["colour"]), 0.45), points)
        pygame.draw.polygon(surf, theme.rgb(owner["colour"]), points, 2)
        label = theme.text(str(count), max(9, size + 2), theme.TEXT, bold=True)
        surf.blit(label, label.get_rect(center=(x, y)))
        box = pygame.Rect(x - size, y - size, 2 * size, 2 * size)
        self.hover.append(
            (box, f"{owner['name']}'s {count} horde token(s): ships of theirs while ships stand here.")
        )

    # -- what the open prompt lets you pick -------------------------------------------------------------
    def _pick_glow(self, surf: pygame.Surface, centre: tuple[float, float], r: int) -> None:
        """A pickable place: a soft glow behind it and a ring that breathes."""
        x, y = centre
        gr = int(r * 2.2)
        surf.blit(_glow(PICK, gr, 140), (x - gr, y - gr))
        k = 0.5 + 0.5 * math.sin(self.table.t * 4.0)
        ring = r + 4 + int(3 * k)
        pygame.draw.circle(surf, theme.shade(PICK, 0.7 + 0.3 * k), (int(x), int(y)), ring, 2)

    def _pick_place(self, view: dict[str, Any], loc: Any) -> tuple[tuple[float, float], int] | None:
        """Where a pickable location is drawn and its radius (None: not on the board now)."""
        lay = self.table.layout
        if isinstance(loc, int):
            if not 0 <= loc < len(view["planets"]) or view["planets"][loc]["system"] < 0:
                return None
            return lay.planet_pos(loc, self.table.t), int(lay.planet_r)
        if loc == "gate":
            return lay.gate_pos, int(lay.warp_r * 0.42)
        if loc == "warp":
            return lay.centre, int(lay.warp_r * 0.8)
        if loc == "ally":  # the defense's allies, beside the target
            return ally_anchor(lay, view, self.table.t), int(lay.planet_r)
        return None

    def _pick_numbers(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """Each pickable place's key number in a badge at its upper left (the gate, the warp and the allies'
        box glow here too: they have no sprite of their own to glow behind)."""
        for loc, number in self.picks.items():
            placed = self._pick_place(view, loc)
            if placed is None:
                continue
            (x, y), r = placed
            if not isinstance(loc, int):
                self._pick_glow(surf, (x, y), r)
            if not number:
                continue
            br = max(10, int(self.table.layout.planet_r * 0.55))
            bx, by = int(x - (r + br * 0.3) * 0.75), int(y - (r + br * 0.3) * 0.75)
            pygame.draw.circle(surf, (8, 12, 30), (bx, by), br)
            pygame.draw.circle(surf, PICK, (bx, by), br, 2)
            with theme.unscaled():  # sized from the planet, which already follows the window
                digit = theme.text(str(number), max(10, int(br * 1.1)), (255, 255, 255), bold=True)
            surf.blit(digit, digit.get_rect(center=(bx, by + 1)))

    def planet_at(self, pos: tuple[int, int]) -> int | None:
        """The planet under ``pos``."""
        view = self.table.shown
        if not view:
            return None
        return self.table.layout.planet_at(pos, len(view["planets"]), self.table.t)

    # -- the hyperspace gate --------------------------------------------------------------------------
    def _gate_object(self, surf: pygame.Surface, view: dict[str, Any], dt: float) -> None:
        lay = self.table.layout
        aim, length, aimed = gate_aim(lay, view, self.table.t)
        if self._gate is None:
            self._gate = (aim, length)
        a0, l0 = self._gate
        diff = (aim - a0 + math.pi) % (2 * math.pi) - math.pi
        k = 1 - math.exp(-dt * 9)  # eases to the aim in about a third of a second
        a = a0 + diff * k
        ln = l0 + (length - l0) * k
        self._gate = (a, ln)
        gx, gy = lay.gate_pos
        ux, uy = math.cos(a), math.sin(a)
        vx, vy = -uy, ux
        mouth = lay.warp_r * 0.42
        tip = lay.planet_r * 0.55
        pts = [
            (gx + vx * mouth, gy + vy * mouth),
            (gx + ux * ln + vx * tip, gy + uy * ln + vy * tip),
            (gx + ux * ln - vx * tip, gy + uy * ln - vy * tip),
            (gx - vx * mouth, gy - vy * mouth),
        ]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        box = pygame.Rect(
            int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5
        )
        beam = pygame.Surface(box.size, pygame.SRCALPHA)
        glow = (255, 210, 90) if aimed else (150, 150, 200)
        local = [(px - box.x, py - box.y) for px, py in pts]
        pygame.draw.polygon(beam, (*glow, 46 if aimed else 22), local)
        inner = [
            (gx + vx * mouth * 0.45 - box.x, gy + vy * mouth * 0.45 - box.y),
            (gx + ux * ln + vx * tip * 0.3 - box.x, gy + uy * ln + vy * tip * 0.3 - box.y),
            (gx + ux * ln - vx * tip * 0.3 - box.x, gy + uy * ln - vy * tip * 0.3 - box.y),
            (gx - vx * mouth * 0.45 - box.x, gy - vy * mouth * 0.45 - box.y),
        ]
        pygame.draw.polygon(beam, (*glow, 40 if aimed else 14), inner)
        surf.blit(beam, box)
        edge = theme.shade(glow, 0.85)
        pygame.draw.aaline(surf, edge, pts[0], pts[1])
        pygame.draw.aaline(surf, edge, pts[3], pts[2])
        if aimed:  # energy chevrons running to the target
            for i in range(4):
                f = (self.table.t * 0.55 + i / 4) % 1.0
                d = lay.warp_r * 0.4 + f * (ln - lay.warp_r * 0.4)
                half = mouth + (tip - mouth) * (d / ln)
                cx, cy = gx + ux * d, gy + uy * d
                back = half * 0.5
                chev = [
                    (cx - ux * back + vx * half * 0.7, cy - uy * back + vy * half * 0.7),
                    (cx, cy),
                    (cx - ux * back - vx * half * 0.7, cy - uy * back - vy * half * 0.7),
                ]
                col = theme.shade(glow, 0.5 + 0.5 * math.sin(f * math.pi))
                pygame.draw.lines(surf, col, False, chev, 2)
        # the gate's ring: an ellipse seen edge-on, perpendicular to its aim
        ring = []
        for i in range(24):
            th = i * 2 * math.pi / 24
            ring.append(
                (
                    gx + ux * math.cos(th) * mouth * 0.28 + vx * math.sin(th) * mouth,
                    gy + uy * math.cos(th) * mouth * 0.28 + vy * math.sin(th) * mouth,
                )
            )
        pygame.draw.polygon(surf, (20, 22, 46), ring)
        pygame.draw.polygon(surf, (200, 190, 140) if aimed else (120, 120, 160), ring, 3)
        pygame.draw.polygon(surf, (255, 240, 190) if aimed else (160, 160, 200), ring, 1)
        riders = [(sd, p["gate"]) for sd, p in enumerate(view["players"]) if p["gate"]]
        s = max(5, int(lay.planet_r * 0.34))
        for sd, c in riders:
            pos = gate_slot(lay, view, sd, a)
            rect = ship_chip(surf, view["players"][sd]["colour"], pos, c, s)
            role = "offense" if sd == view.get("offense") else "an offense ally"
            self.hover.append(
                (
                    rect,
                    f"{view['players'][sd]['name']}: {c} ship{'s' if c != 1 else ''} in the "
                    f"hyperspace gate ({role}).",
                )
            )
        gate_rect = pygame.Rect(0, 0, int(mouth * 2), int(mouth * 2))
        gate_rect.center = (int(gx), int(gy))
        target = view["encounter"]["target"]
        if aimed:
            owner = view["players"][view["planets"][target]["system"]]["name"]
            text = f"The hyperspace gate, aimed at {owner}'s planet {target % lay.per + 1}."
        else:
            text = "The hyperspace gate: the offense aims it at a planet of the defense."
        self.hover.append((gate_rect, text))

    # -- ships beside the target, in the warp -------------------------------------------------------------
    def _allies(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        allies = [(sd, p["ally_ships"]) for sd, p in enumerate(view["players"]) if p["ally_ships"]]
        if not allies:
            return
        lay = self.table.layout
        ax, ay = ally_anchor(lay, view, self.table.t)
        s = max(5, int(lay.planet_r * 0.34))
        imgs = [chip(view["players"][sd]["colour"], c, s) for sd, c in allies]
        h = sum(i.get_height() for i in imgs)
        w = max(i.get_width() for i in imgs)
        cap = theme.text("DEFENSE ALLIES", 10, theme.GOOD, bold=True)
        box = pygame.Rect(0, 0, max(w, cap.get_width()) + 10, h + cap.get_height() + 6)
        box.center = (int(ax), int(ay))
        pygame.draw.rect(surf, (10, 24, 30), box, border_radius=6)
        pygame.draw.rect(surf, theme.GOOD, box, 1, border_radius=6)
        surf.blit(cap, cap.get_rect(midtop=(box.centerx, box.y + 2)))
        y = box.y + cap.get_height() + 3
        names = []
        for (sd, c), img in zip(allies, imgs, strict=True):
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
            names.append(f"{view['players'][sd]['name']} {c}")
        self.hover.append((box, "Ships allied with the defense: " + ", ".join(names) + "."))

    def _warp(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        cx, cy = lay.centre
        t = self.table.t
        warp = [(sd, p["warp"]) for sd, p in enumerate(view["players"]) if p["warp"]]
        if not warp:
            self.hover.append((self._warp_rect(), "The warp: no ships."))
            return
        small = max(4, int(lay.planet_r * 0.2))
        for k, (sd, c) in enumerate(warp):  # individual saucers swirling, inner ones faster
            img = saucer(view["players"][sd]["colour"], small)
            for j in range(min(c, 5)):
                rr = lay.warp_r * (0.3 + 0.12 * ((j * 3 + k) % 5))
                a = t * (1.4 - rr / lay.warp_r) + k * 2.4 + j * 1.26
                surf.blit(
                    img, img.get_rect(center=(int(cx + math.cos(a) * rr), int(cy + math.sin(a) * rr * 0.8)))
                )
        s = max(5, int(lay.planet_r * 0.26))
        names = []
        for k, (sd, c) in enumerate(warp):  # counts on a slowly turning ring
            a = k * 2 * math.pi / len(warp) + t * 0.15
            pos = (cx + math.cos(a) * lay.warp_r * 0.62, cy + math.sin(a) * lay.warp_r * 0.62)
            ship_chip(surf, view["players"][sd]["colour"], pos, c, s)
            names.append(f"{view['players'][sd]['name']} {c}")
        self.hover.append((self._warp_rect(), "Ships in the warp: " + ", ".join(names) + "."))

    def _warp_rect(self) -> pygame.Rect:
        lay = self.table.layout
        r = pygame.Rect(0, 0, int(lay.warp_r * 1.6), int(lay.warp_r * 1.6))
        r.center = (int(lay.centre[0]), int(lay.centre[1]))
        return r

    # -- decks ----------------------------------------------------------------------------------------
    def _piles(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        rects = pile_rects(self.table.layout)
        deck = rects["deck"]
        self._stack(surf, deck, view["deck_size"], cards.back(deck.w, deck.h))
        self._caption(surf, deck, f"deck {view['deck_size']}")
        self.hover.append((deck, f"The cosmic deck: {view['deck_size']} cards."))
        pile = rects["discard"]
        discard = view["discard"]
        if discard and not hidden(view, "discard"):
            for k in range(min(3, len(discard) - 1), 0, -1):
                pygame.draw.rect(surf, (30, 30, 50), pile.move(k * 2, -k * 2), border_radius=6)
            cards.draw_face(surf, discard[-1], pile)
            top = CARD_NAME[discard[-1]]
            self.hover.append((pile, f"The discard pile: {len(discard)} cards, {top} on top (face up)."))
        else:
            self._empty_slot(surf, pile, "discard")
            self.hover.append((pile, "The discard pile is empty."))
        self._caption(surf, pile, f"discard {len(discard)}")
        if view.get("rewards") == "deck":  # the reward deck variant: its own deck and discard pile
            self._reward_piles(surf, view, rects)
        dd = rects["destiny_deck"]
        self._stack(surf, dd, view["destiny_deck_size"], cards.destiny_back(dd.w, dd.h))
        self._caption(surf, dd, f"destiny {view['destiny_deck_size']}")
        self.hover.append(
            (
                dd,
                f"The destiny deck: {view['destiny_deck_size']} cards. The offense draws one to "
                "find whom it encounters.",
            )
        )
        slot = rects["destiny"]
        card = view["encounter"]["destiny_card"]
        if card is not None and card >= 0 and not hidden(view, "destiny"):
            surf.blit(cards.destiny_face(card, slot.w, slot.h), slot)
            name = destiny_name(card).removeprefix("Destiny: ")
            self.hover.append((slot, f"Destiny drawn this encounter: {name}."))
        else:
            self._empty_slot(surf, slot, "")

    def _reward_piles(
        self, surf: pygame.Surface, view: dict[str, Any], rects: dict[str, pygame.Rect]
    ) -> None:
        """The reward deck (its own back) and its face-up discard pile, beside the cosmic ones."""
        deck = rects["reward_deck"]
        size = int(view.get("reward_deck_size", 0))
        self._stack(surf, deck, size, cards.back(deck.w, deck.h, reward=True))
        self._caption(surf, deck, f"rewards {size}" if deck.w >= 48 else f"{size}")
        self.hover.append(
            (deck, f"The reward deck: {size} cards. Defensive allies may take their card rewards from it.")
        )
        pile = rects["reward_discard"]
        discard = list(view.get("reward_discard") or [])
        if discard and not hidden(view, "reward_discard"):
            for k in range(min(3, len(discard) - 1), 0, -1):
                pygame.draw.rect(surf, (40, 26, 30), pile.move(k * 2, -k * 2), border_radius=6)
            cards.draw_face(surf, discard[-1], pile)
            top = CARD_NAME[discard[-1]]
            self.hover.append(
                (pile, f"The reward discard pile: {len(discard)} cards, {top} on top (face up).")
            )
        else:
            self._empty_slot(surf, pile, "discard")
            self.hover.append((pile, "The reward discard pile is empty."))
        self._caption(surf, pile, f"discard {len(discard)}" if pile.w >= 48 else f"{len(discard)}")

    def _kicker(self, surf: pygame.Surface, rect: pygame.Rect, card: int, name: str) -> None:
        """A main player's kicker: face down (a reward back: announced) until the reveal, then its face."""
        if card >= 0:
            cards.draw_face(surf, card, rect)
            self.hover.append((rect, f"{name}'s kicker: {CARD_NAME[card]}. {cards.EFFECT[KICKER]}."))
        else:
            surf.blit(cards.back(rect.w, rect.h, reward=True), rect)
            self.hover.append((rect, f"{name} played a kicker, face down until the reveal."))

    def _stack(self, surf: pygame.Surface, rect: pygame.Rect, size: int, img: pygame.Surface) -> None:
        if size <= 0:
            self._empty_slot(surf, rect, "empty")
            return
        for k in range(min(4, (size + 9) // 10), 0, -1):
            pygame.draw.rect(surf, (8, 8, 20), rect.move(k * 2, -k * 2), border_radius=6)
            pygame.draw.rect(surf, (70, 70, 110), rect.move(k * 2, -k * 2), 1, border_radius=6)
        surf.blit(img, rect)

    def _empty_slot(self, surf: pygame.Surface, rect: pygame.Rect, word: str) -> None:
        pygame.draw.rect(surf, (40, 44, 80), rect, 1, border_radius=8)
        if word:
            t = theme.text(word, 12, theme.MUTED)
            surf.blit(t, t.get_rect(center=rect.center))

    def _caption(self, surf: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        t = theme.text(text, 12, theme.MUTED)
        r = t.get_rect(midtop=(rect.centerx, rect.bottom + 2))
        surf.blit(t, r)

    # -- the encounter --------------------------------------------------------------------------------
    def _encounter_cards(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        enc = view["encounter"]
        players = view["players"]
        for side in ("offense", "defense"):
            seat = view.get("offense") if side == "offense" else enc["defense"]
            if not isinstance(seat, int) or not 0 <= seat < len(players):
                continue
            rect = card_slot(lay, side)
            colour = players[seat]["colour"]
            head = theme.text(f"{players[seat]['name']} · {side}", 14, theme.rgb(colour), bold=True)
            hr = head.get_rect(midbottom=(rect.centerx + theme.px(8), rect.y - theme.px(4)))
            theme.draw_symbol(surf, colour, (hr.x - theme.px(9), hr.centery), theme.px(6))
            surf.blit(head, hr)
            kicker = enc.get(f"{side}_kicker")
            if isinstance(kicker, int):  # tucked behind the encounter card, on the outer side
                self._kicker(surf, kicker_rect(lay, side), kicker, players[seat]["name"])
            card = enc.get(f"{side}_card_up")
            if hidden(view, f"{side}_card"):
                pass
            elif isinstance(card, int) and card >= 0:
                cards.draw_face(surf, card, rect)
                when = "" if enc.get(f"{side}_card") is not None else ", shown face up before the reveal"
                self.hover.append(
                    (
                        rect,
                        f"{players[seat]['name']}'s encounter card{when}: {CARD_NAME[card]} "
                        f"({CARD_KIND[card]}). {cards.EFFECT.get(CARD_KIND[card], '')}",
                    )
                )
            elif enc.get(f"{side}_card_down"):
                reward = enc.get(f"{side}_card_back") == "reward"
                surf.blit(cards.back(rect.w, rect.h, reward), rect)
                back = " (a reward back)" if reward else ""
                self.hover.append(
                    (rect, f"{players[seat]['name']}'s encounter card{back}, face down until the reveal.")
                )
            elif view.get("phase") == "planning":
                self._empty_slot(surf, rect, "choosing")
            self._total_label(surf, rect, enc, side)
        kickers = {enc.get("offense_kicker"), enc.get("defense_kicker")}
        extra = [
            c
            for c in enc.get("in_play", [])
            if c not in (enc["offense_card"], enc["defense_card"]) and c not in kickers
        ]
        if extra:
            w, h = int(lay.card_w * 0.5), int(lay.card_h * 0.5)
            cx, cy = lay.centre
            y = int(cy + lay.warp_r * 1.12)
            x0 = int(cx - (len(extra) * (w + 4) - 4) / 2)
            for i, c in enumerate(extra[:6]):
                r = pygame.Rect(x0 + i * (w + 4), y, w, h)
                cards.draw_face(surf, c, r)
                self.hover.append((r, f"On the table: {CARD_NAME[c]}."))

    def _total_label(self, surf: pygame.Surface, rect: pygame.Rect, enc: dict[str, Any], side: str) -> None:
        """Under a card: the side's total as the engine counts it (large) and what is added to the card's
        value (small); the winner's card framed once the encounter is decided. Nothing before the view
        counts totals: a card's value alone is never passed off as a total."""
        total = enc.get(f"{side}_total")
        parts = enc.get(f"{side}_parts")
        if not isinstance(total, int):
            return
        won = enc.get("outcome") == side and bool(enc.get("totals_final"))
        colour = theme.GOOD if won else theme.ACCENT
        if won and (enc.get(f"{side}_card_up") is not None or enc.get(f"{side}_card_down")):
            pygame.draw.rect(surf, theme.GOOD, rect.inflate(8, 8), 3, border_radius=10)
        self.labels[side] = total
        t = theme.text(f"total {total}", 20, colour, bold=True)
        box = t.get_rect(midtop=(rect.centerx, rect.bottom + 5))
        surf.blit(t, box)
        if parts is None:
            return
        room = int(rect.w * 1.6)
        line = " ".join([str(parts["card"]), *totals.addends(parts, short=True)])
        for words in theme.wrap(line, 13, room)[:2]:
            small = theme.text(words, 13, theme.MUTED)
            box = small.get_rect(midtop=(rect.centerx, box.bottom + 1))
            surf.blit(small, box)
