"""Where everything sits on the screen, for any window size and player count.

One object computed when the window or the table changes size; scenes and widgets read rectangles and
positions from it rather than inventing their own. Planets orbit their system's sun slowly, so their
positions are a function of the cosmos clock ``t`` (seconds).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

TOP_H = 46
ORBIT_PERIOD = 240.0  # seconds for a planet to go once round its sun: alive, but easy to click


@dataclass
class Layout:
    """Screen geometry for a table of ``n`` players with ``per`` planets each."""

    w: int
    h: int
    n: int
    per: int = 5
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

    def __post_init__(self) -> None:
        w, h = self.w, self.h
        side_w = max(300, min(440, int(w * 0.22)))
        bottom_h = max(170, int(h * 0.21))
        self.top = pygame.Rect(0, 0, w - side_w, TOP_H)
        self.side = pygame.Rect(w - side_w, 0, side_w, h)
        self.bottom = pygame.Rect(0, h - bottom_h, w - side_w, bottom_h)
        self.board = pygame.Rect(0, TOP_H, w - side_w, h - TOP_H - bottom_h)
        prompt_w = max(340, min(560, int(self.bottom.w * 0.42)))
        self.prompt = pygame.Rect(self.bottom.right - prompt_w, self.bottom.y, prompt_w, bottom_h)
        self.hand = pygame.Rect(0, self.bottom.y, self.bottom.w - prompt_w, bottom_h)
        row = 58
        if 8 + row * self.n > h * 0.4:  # six players in a short window: the rows close up for the log
            row = max(44, int((h * 0.4 - 8) // self.n))
        self.players = pygame.Rect(self.side.x, 0, side_w, 8 + row * self.n)
        self.encounter = pygame.Rect(self.side.x, self.players.bottom, side_w, 190)
        self.log = pygame.Rect(self.side.x, self.encounter.bottom, side_w, h - self.encounter.bottom)
        b = self.board
        self.centre = (b.centerx, b.centery)
        unit = min(b.w, b.h * 1.35)
        self.warp_r = unit * 0.085
        self.sun_r = unit * 0.018
        self.planet_r = max(12.0, unit * 0.028)
        self.orbit_r = self.planet_r * 2.6
        rx = b.w / 2 - self.orbit_r - self.planet_r * 3.4
        ry = b.h / 2 - self.orbit_r - self.planet_r * 1.6
        self.systems = []
        if self.n == 6:
            # Six systems round the board's edge, clockwise from the bottom left: a pair below, one left
            # of the warp, a pair above, one right; the piles and cards in the middle stay clear.
            spots = ((-0.55, 1.0), (-1.0, 0.0), (-0.55, -1.0), (0.55, -1.0), (1.0, 0.0), (0.55, 1.0))
            self.systems = [(b.centerx + fx * rx, b.centery + fy * ry) for fx, fy in spots]
        for i in range(len(self.systems), self.n):
            a = math.pi / 2 + i * 2 * math.pi / self.n  # seat 0 at the bottom, then clockwise
            self.systems.append((b.centerx + math.cos(a) * rx, b.centery + math.sin(a) * ry))
        self.card_h = max(60, int(b.h * 0.17))
        self.card_w = int(self.card_h * 0.7)

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
        inner = self.board.inflate(-140, -40)  # a name plate must stay on the board
        if not inner.left <= x <= inner.right:
            # a system at the board's side with no room outside it: the plate goes under the orbit
            x, y = sx, sy + self.orbit_r + self.planet_r * 1.9
        return (min(max(x, inner.left), inner.right), min(max(y, inner.top), inner.bottom))
