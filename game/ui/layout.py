"""Where everything sits on the screen, for any window size and player count.

One object computed when the window or the table changes size; scenes and widgets read rectangles and
positions from it rather than inventing their own. Planets orbit their system's sun slowly, so their
positions are a function of the cosmos clock ``t`` (seconds).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui import theme

TOP_H = 46  # the top bar at the reference window (theme.REFERENCE); every fixed size here is scaled
ORBIT_PERIOD = 240.0  # seconds for a planet to go once round its sun: alive, but easy to click

# Where the home systems sit, as fractions of the room left round the middle of the board (x: -1 left
# to 1 right, y: -1 top to 1 bottom), clockwise from seat 0. The middle of the board (piles, encounter
# cards and their totals) is a wide band across the centre: systems go above it, below it or beside it.
SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    3: ((0.0, 1.0), (-1.0, -0.55), (1.0, -0.55)),
    4: ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0)),
    5: ((0.0, 1.0), (-1.0, 0.25), (-0.6, -1.0), (0.6, -1.0), (1.0, 0.25)),
    6: ((-0.55, 1.0), (-1.0, 0.0), (-0.55, -1.0), (0.55, -1.0), (1.0, 0.0), (0.55, 1.0)),
    7: ((-0.5, 1.0), (-1.0, 0.0), (-0.68, -1.0), (0.0, -1.0), (0.68, -1.0), (1.0, 0.0), (0.5, 1.0)),
    8: (
        (0.0, 1.0),
        (-0.68, 1.0),
        (-1.0, 0.0),
        (-0.68, -1.0),
        (0.0, -1.0),
        (0.68, -1.0),
        (1.0, 0.0),
        (0.68, 1.0),
    ),
}
SHRINK_STEPS = 10  # at most this many 4% steps smaller for the systems, until they clear the middle


@dataclass
class Layout:
    """Screen geometry for a table of ``n`` players with ``per`` planets each. ``seating``: the seats round
    the table clockwise when they do not sit by number (Team Cosmic: partners opposite, -1 the unused planet
    opposite the odd player, which ``empty_spots`` holds)."""

    w: int
    h: int
    n: int
    per: int = 5
    seating: tuple[int, ...] = ()
    scale: float = field(init=False)
    top: pygame.Rect = field(init=False)
    side: pygame.Rect = field(init=False)
    bottom: pygame.Rect = field(init=False)
    board: pygame.Rect = field(init=False)
    hand: pygame.Rect = field(init=False)
    prompt: pygame.Rect = field(init=False)
    players: pygame.Rect = field(init=False)
    encounter: pygame.Rect = field(init=False)
    log: pygame.Rect = field(init=False)
    centre: tuple[float, float] = field(init=False)
    warp_r: float = field(init=False)
    sun_r: float = field(init=False)
    planet_r: float = field(init=False)
    orbit_r: float = field(init=False)
    systems: list[tuple[float, float]] = field(init=False)
    card_w: int = field(init=False)
    card_h: int = field(init=False)
    # planets away from their own system (``arrange``): planet -> (system, slot); a planet in the gate
    moved: dict[int, tuple[int, float]] = field(default_factory=dict)
    gate_planet: int = -1
    homes: tuple[int, ...] = ()
    empty_spots: list[tuple[float, float]] = field(default_factory=list)
    _middle: list[pygame.Rect] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        w, h = self.w, self.h
        k = self.scale = theme.window_scale(w, h)
        top_h = round(TOP_H * k)
        side_w = max(round(300 * k), min(round(440 * k), int(w * 0.22)))
        bottom_h = max(round(170 * k), int(h * 0.21))
        self.top = pygame.Rect(0, 0, w - side_w, top_h)
        self.side = pygame.Rect(w - side_w, 0, side_w, h)
        self.bottom = pygame.Rect(0, h - bottom_h, w - side_w, bottom_h)
        self.board = pygame.Rect(0, top_h, w - side_w, h - top_h - bottom_h)
        prompt_w = max(round(340 * k), min(round(560 * k), int(self.bottom.w * 0.42)))
        self.prompt = pygame.Rect(self.bottom.right - prompt_w, self.bottom.y, prompt_w, bottom_h)
        self.hand = pygame.Rect(0, self.bottom.y, self.bottom.w - prompt_w, bottom_h)
        row = round(58 * k)
        if round(8 * k) + row * self.n > h * 0.4:  # six players in a short window: the rows close up
            row = max(round(44 * k), int((h * 0.4 - 8 * k) // self.n))
        self.players = pygame.Rect(self.side.x, 0, side_w, round(8 * k) + row * self.n)
        self.encounter = pygame.Rect(self.side.x, self.players.bottom, side_w, round(190 * k))
        self.log = pygame.Rect(self.side.x, self.encounter.bottom, side_w, h - self.encounter.bottom)
        b = self.board
        self.centre = (b.centerx, b.centery)
        self.card_h = max(round(60 * k), int(b.h * 0.17))
        self.card_w = int(self.card_h * 0.7)
        unit = min(b.w, b.h * 1.35)
        self.warp_r = unit * 0.085
        for step in range(SHRINK_STEPS + 1):  # the systems as large as the room round the middle allows
            if self._place_systems(unit * (1 - 0.04 * step)):
                break

    def _place_systems(self, unit: float) -> bool:
        """Suns and planets sized by ``unit``, and each system at its spot, or slid along the board's edge
        to the nearest place clear of the middle and of the systems already placed. False if one found
        no such place (it keeps its spot)."""
        b = self.board
        self.sun_r = unit * 0.018
        self.planet_r = max(12.0 * self.scale, unit * 0.028)
        self.orbit_r = self.planet_r * 2.6
        rx = b.w / 2 - self.orbit_r - self.planet_r * 3.4  # room beside the outer systems for a name plate
        ry = b.h / 2 - self.orbit_r - self.planet_r * 1.6
        slots = len(self.seating) if self.seating else self.n
        spots = SPOTS.get(slots)
        if spots is None:  # any other count: round an ellipse, seat 0 at the bottom, then clockwise
            angles = (math.pi / 2 + i * 2 * math.pi / slots for i in range(slots))
            spots = tuple((math.cos(a), math.sin(a)) for a in angles)
        middle = self.middle()
        self.systems = []
        fits = True
        for fx, fy in spots:
            tries = [(fx, fy)]
            for d in (0.1 * i for i in range(1, 11)):  # along the edge it sits on, away from the middle
                if abs(fx) >= 0.99:
                    tries += [(fx, fy + d), (fx, fy - d)] if fy >= 0 else [(fx, fy - d), (fx, fy + d)]
                elif abs(fy) >= 0.99:
                    tries += [(fx + d, fy), (fx - d, fy)] if fx >= 0 else [(fx - d, fy), (fx + d, fy)]
            spot = next((p for p in self._spots(tries, rx, ry) if self._clear(p, middle)), None)
            fits = fits and spot is not None
            self.systems.append(spot or (b.centerx + fx * rx, b.centery + fy * ry))
        if self.seating:  # the spots go round the seating: each seat takes its place's
            placed = self.systems
            self.systems = [placed[self.seating.index(s)] for s in range(self.n)]
            self.empty_spots = [placed[i] for i, s in enumerate(self.seating) if s < 0]
        return fits

    def _spots(self, tries: list[tuple[float, float]], rx: float, ry: float) -> list[tuple[float, float]]:
        cx, cy = self.board.center
        return [(cx + fx * rx, cy + fy * ry) for fx, fy in tries if abs(fx) <= 1.0001 and abs(fy) <= 1.0001]

    def _clear(self, spot: tuple[float, float], middle: list[pygame.Rect]) -> bool:
        """May a system sit at ``spot``: on the board, clear of the middle and of the systems placed?"""
        x, y = spot
        reach = self.reach
        if not self.board.inflate(-2 * reach, -2 * reach).collidepoint(x, y):
            return False
        if any(_circle_hits(x, y, reach, r) for r in middle):
            return False
        return all(math.hypot(x - x2, y - y2) >= 2 * reach + self.planet_r for x2, y2 in self.systems)

    @property
    def reach(self) -> float:
        """How far from its sun a system's planets (and the ships on them) reach."""
        return self.orbit_r + self.planet_r * 1.15

    def middle(self) -> list[pygame.Rect]:
        """What lies in the middle of the board and must stay clear of the systems: the piles with their
        captions, the encounter cards with their heads above and their totals below (cached: read only)."""
        if not self._middle:
            self._middle = self._middle_rects()
        return self._middle

    def box_is_free(self, box: pygame.Rect) -> bool:
        """Is ``box`` clear of the middle (piles, encounter cards) and of every system's planets? (Where the
        table may put a row of cards: techs, hazards.)"""
        if box.collidelist(self.middle()) >= 0:
            return False
        for sx, sy in self.systems:
            nx, ny = min(max(sx, box.left), box.right), min(max(sy, box.top), box.bottom)
            if (sx - nx) ** 2 + (sy - ny) ** 2 < self.reach**2:
                return False
        return True

    def clear_of_middle(self, x: float, y: float, pad: float) -> bool:
        """Is a box of half-size ``pad`` round (x, y) on the board and clear of the middle's rects?"""
        box = pygame.Rect(0, 0, round(2 * pad), round(2 * pad))
        box.center = (round(x), round(y))
        return self.board.contains(box) and box.collidelist(self.middle()) < 0

    def banner_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where a banner of ``size`` may lie on the board covering no system and nothing in the middle:
        the top edge, the bottom edge or a corner, in that order (None: nowhere)."""
        b = self.board
        pad = round(8 * self.scale)
        w, h = size
        spots = [
            (b.centerx - w // 2, b.y + pad),
            (b.centerx - w // 2, b.bottom - pad - h),
            (b.x + pad, b.y + pad),
            (b.right - pad - w, b.y + pad),
            (b.x + pad, b.bottom - pad - h),
            (b.right - pad - w, b.bottom - pad - h),
        ]
        middle = self.middle()
        for x, y in spots:
            r = pygame.Rect(x, y, w, h)
            if r.collidelist(middle) < 0 and not any(
                _circle_hits(sx, sy, self.reach, r) for sx, sy in self.systems
            ):
                return r
        return None

    def _middle_rects(self) -> list[pygame.Rect]:
        from game.ui.board import card_slot, pile_rects  # the board draws them; it imports this module

        caption = round(16 * self.scale)
        out = [r.inflate(4, 4).union(r.move(0, caption)) for r in pile_rects(self).values()]
        for side in ("offense", "defense"):
            slot = card_slot(self, side)
            head = round(22 * self.scale)
            below = round(62 * self.scale)  # "total N" and two short lines of what it adds up
            room = pygame.Rect(0, 0, int(slot.w * 1.9), slot.h + head + below)
            room.midtop = (slot.centerx, slot.y - head)
            out.append(room)
        return out

    def crowded(self) -> bool:
        """True if a system reaches into the middle of the board, off the board or into another system."""
        middle = self.middle()
        placed, self.systems = self.systems, []
        try:
            for spot in placed:
                if not self._clear(spot, middle):
                    return True
                self.systems.append(spot)
            return False
        finally:
            self.systems = placed

    def arrange(self, homes: list[int], gate_planet: int = -1) -> None:
        """Follow the view's planets: ``homes[p]`` is planet ``p``'s system now (-1: out of the game). A
        planet that moved to another system takes a slot one of that system's own planets left (or a slot
        between them); a planet sent through the gate (``gate_planet``) sits at the gate."""
        self.gate_planet = gate_planet
        key = tuple(homes)
        if key == self.homes:
            return
        self.homes = key
        self.moved = {}
        per = self.per
        for s in range(self.n):
            vacant = [k for k in range(per) if s * per + k < len(homes) and homes[s * per + k] != s]
            incoming = [p for p, h in enumerate(homes) if h == s and p // per != s]
            for i, p in enumerate(incoming):
                self.moved[p] = (s, float(vacant[i]) if i < len(vacant) else i + 0.5)

    def planet_pos(self, planet: int, t: float = 0.0) -> tuple[float, float]:
        """Centre of ``planet`` at cosmos time ``t``."""
        if planet == self.gate_planet:  # a worldship: in the gate's mouth
            gx, gy = self.gate_pos
            return (gx, gy - self.warp_r * 0.5)
        spot = self.moved.get(planet)
        system, k = spot if spot is not None else divmod(planet, self.per)
        sx, sy = self.systems[system]
        a = k * 2 * math.pi / self.per + system * 0.7 + t * 2 * math.pi / ORBIT_PERIOD
        return (sx + math.cos(a) * self.orbit_r, sy + math.sin(a) * self.orbit_r)

    def planet_at(self, pos: tuple[int, int], planets: int, t: float) -> int | None:
        """The planet under the mouse, if any."""
        for p in range(planets):
            if p < len(self.homes) and self.homes[p] < 0:
                continue  # out of the game
            x, y = self.planet_pos(p, t)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (self.planet_r * 1.25) ** 2:
                return p
        return None

    @property
    def gate_pos(self) -> tuple[float, float]:
        """Where ships in the hyperspace gate gather: just above the warp."""
        return (self.centre[0], self.centre[1] - self.warp_r * 1.55)

    @property
    def destiny_pos(self) -> tuple[float, float]:
        """Centre of the destiny card."""
        return (self.centre[0] - self.warp_r * 2.9, self.centre[1] - self.warp_r * 0.2)

    @property
    def offense_card_pos(self) -> tuple[float, float]:
        """Centre of the offense's encounter card on the table."""
        return (self.centre[0] - self.warp_r * 1.6 - self.card_w * 0.1, self.centre[1] + self.warp_r * 0.4)

    @property
    def defense_card_pos(self) -> tuple[float, float]:
        """Centre of the defense's encounter card on the table."""
        return (self.centre[0] + self.warp_r * 1.6 + self.card_w * 0.1, self.centre[1] + self.warp_r * 0.4)

    @property
    def deck_pos(self) -> tuple[float, float]:
        """Centre of the cosmic deck."""
        return (self.centre[0] + self.warp_r * 2.9, self.centre[1] - self.warp_r * 0.2)

    def system_label_pos(self, seat: int) -> tuple[float, float]:
        """Where a system's name plate goes: outside its orbit, away from the warp."""
        sx, sy = self.systems[seat]
        cx, cy = self.centre
        dx, dy = sx - cx, sy - cy
        d = math.hypot(dx, dy) or 1.0
        if abs(dy) > abs(dx) * 0.6:
            # systems above or below the warp: the plate goes beside the orbit, where there is room
            side = 1.0 if dx >= 0 else -1.0
            x, y = sx + side * (self.orbit_r + self.planet_r * 3.4), sy
        else:
            k = self.orbit_r + self.planet_r * 1.9
            x, y = sx + dx / d * k, sy + dy / d * k
        inner = self.board.inflate(round(-140 * self.scale), round(-40 * self.scale))  # plates stay on it
        if not inner.left <= x <= inner.right:
            # a system at the board's side with no room outside it: the plate goes under the orbit
            x, y = sx, sy + self.orbit_r + self.planet_r * 1.9
        near = self.reach + self.planet_r
        if any(math.hypot(x - ox, y - oy) < near for i, (ox, oy) in enumerate(self.systems) if i != seat):
            # on another system (systems crowded in a squarish window): under its own orbit, or over it
            below = sy + self.orbit_r + self.planet_r * 1.9
            x, y = sx, below if below <= inner.bottom else sy - self.orbit_r - self.planet_r * 1.9
        return (min(max(x, inner.left), inner.right), min(max(y, inner.top), inner.bottom))


def _circle_hits(x: float, y: float, r: float, rect: pygame.Rect) -> bool:
    """Does the circle of radius ``r`` round (x, y) overlap ``rect``?"""
    nx = min(max(x, rect.left), rect.right)
    ny = min(max(y, rect.top), rect.bottom)
    return (x - nx) ** 2 + (y - ny) ** 2 < r * r
