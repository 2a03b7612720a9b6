"""The cosmos's pieces drawn from the shown view: systems, planets, ships, gate, warp, destiny, cards."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.cards.catalog import DESTINY, DESTINY_COLOUR, destiny_name
from game.config import COLOURS
from game.ui import cards, theme
from game.ui.table_state import TableState


def ship_chip(surf: pygame.Surface, colour: str, pos: tuple[float, float], count: int, r: float) -> None:
    """A ship in a seat's colour with its symbol and a count."""
    x, y = pos
    c = theme.rgb(colour)
    pts = [(x, y - r * 1.2), (x + r, y + r * 0.9), (x, y + r * 0.45), (x - r, y + r * 0.9)]
    pygame.draw.polygon(surf, c, pts)
    pygame.draw.polygon(surf, (0, 0, 0), pts, 1)
    if count != 1:
        t = theme.text(str(count), max(10, int(r * 1.5)), theme.TEXT, bold=True)
        surf.blit(t, t.get_rect(midleft=(x + r * 1.05, y)))


class Board:
    """Draws the board and answers what is under the mouse."""

    def __init__(self, table: TableState) -> None:
        self.table = table

    def draw(self, surf: pygame.Surface) -> None:
        """Everything on the board for the shown view."""
        view = self.table.shown
        if not view:
            return
        self._systems(surf, view)
        self._gate(surf, view)
        self._pools(surf, view)
        self._destiny(surf, view)
        self._encounter_cards(surf, view)

    def _systems(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        t = self.table.t
        players = view["players"]
        enc = view["encounter"]
        for seat, (sx, sy) in enumerate(lay.systems):
            colour = players[seat]["colour"]
            pygame.draw.circle(surf, theme.shade(theme.rgb(colour), 0.25), (sx, sy), lay.orbit_r, 1)
            pygame.draw.circle(surf, theme.shade(theme.rgb(colour), 1.3), (sx, sy), lay.sun_r)
            lx, ly = lay.system_label_pos(seat)
            label = theme.text(players[seat]["name"], 18, theme.rgb(colour), bold=True)
            theme.draw_symbol(surf, colour, (lx - label.get_width() / 2 - 12, ly), 8)
            surf.blit(label, label.get_rect(center=(lx, ly)))
        for planet in view["planets"]:
            p = planet["planet"]
            x, y = lay.planet_pos(p, t)
            home = players[planet["system"]]["colour"]
            base = theme.shade(theme.rgb(home), 0.55)
            pygame.draw.circle(surf, base, (x, y), lay.planet_r)
            pygame.draw.circle(
                surf,
                theme.shade(theme.rgb(home), 0.9),
                (x - lay.planet_r * 0.3, y - lay.planet_r * 0.3),
                lay.planet_r * 0.45,
            )
            if enc["target"] == p:
                pygame.draw.circle(surf, theme.ACCENT, (x, y), lay.planet_r + 4, 2)
            present = [(s, c) for s, c in enumerate(planet["ships"]) if c]
            for k, (s, c) in enumerate(present):
                a = -math.pi / 2 + (k - (len(present) - 1) / 2) * 0.8
                cx = x + math.cos(a) * lay.planet_r * 1.05
                cy = y + math.sin(a) * lay.planet_r * 1.05
                ship_chip(surf, players[s]["colour"], (cx, cy), c, max(5.0, lay.planet_r * 0.32))

    def _gate(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        target = view["encounter"]["target"]
        if target is None or target < 0:
            return
        lay = self.table.layout
        gx, gy = lay.gate_pos
        px, py = lay.planet_pos(target, self.table.t)
        a = math.atan2(py - gy, px - gx)
        spread = 0.18
        far = math.hypot(px - gx, py - gy) - lay.planet_r * 1.4
        pts = [
            (gx, gy),
            (gx + math.cos(a - spread) * far, gy + math.sin(a - spread) * far),
            (gx + math.cos(a + spread) * far, gy + math.sin(a + spread) * far),
        ]
        beam = pygame.Surface((lay.w, lay.h), pygame.SRCALPHA)
        pygame.draw.polygon(beam, (255, 210, 90, 40), pts)
        surf.blit(beam, (0, 0))
        pygame.draw.line(surf, theme.ACCENT, (gx, gy), pts[1], 1)
        pygame.draw.line(surf, theme.ACCENT, (gx, gy), pts[2], 1)

    def _pools(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """Ships in the gate (offense and its allies) and in the warp."""
        lay = self.table.layout
        gx, gy = lay.gate_pos
        cx, cy = lay.centre
        gate = [(p["colour"], p["gate"]) for p in view["players"] if p["gate"]]
        for k, (colour, c) in enumerate(gate):
            ship_chip(surf, colour, (gx - 30 * (len(gate) - 1) / 2 + 30 * k, gy), c, 7)
        warp = [(p["colour"], p["warp"]) for p in view["players"] if p["warp"]]
        for k, (colour, c) in enumerate(warp):
            a = k * 2 * math.pi / max(1, len(warp)) + self.table.t * 0.3
            ship_chip(
                surf,
                colour,
                (cx + math.cos(a) * lay.warp_r * 0.55, cy + math.sin(a) * lay.warp_r * 0.55),
                c,
                6,
            )

    def _destiny(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        x, y = lay.destiny_pos
        w, h = int(lay.card_w * 0.8), int(lay.card_h * 0.8)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(x), int(y))
        card = view["encounter"]["destiny_card"]
        if card is None or card < 0:
            pygame.draw.rect(surf, (40, 30, 70), rect, border_radius=6)
            pygame.draw.rect(surf, (120, 100, 200), rect, 2, border_radius=6)
            t = theme.text("DESTINY", 14, theme.MUTED)
            surf.blit(t, t.get_rect(center=rect.center))
            return
        kind, arg = DESTINY[card]
        colour = COLOURS[int(arg)] if kind == DESTINY_COLOUR else None
        fill = theme.shade(theme.rgb(colour), 0.7) if colour else (90, 80, 130)
        pygame.draw.rect(surf, fill, rect, border_radius=6)
        pygame.draw.rect(surf, (255, 255, 255), rect, 2, border_radius=6)
        if colour:
            theme.draw_symbol(surf, colour, (rect.centerx, rect.centery - h * 0.12), w * 0.22)
        for i, line in enumerate(theme.wrap(destiny_name(card).removeprefix("Destiny: "), 13, w - 8)[:3]):
            t = theme.text(line, 13, (255, 255, 255))
            surf.blit(t, t.get_rect(midtop=(rect.centerx, rect.centery + h * 0.12 + i * 14)))

    def _encounter_cards(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        lay = self.table.layout
        enc = view["encounter"]
        for side, pos in (("offense", lay.offense_card_pos), ("defense", lay.defense_card_pos)):
            rect = pygame.Rect(0, 0, lay.card_w, lay.card_h)
            rect.center = (int(pos[0]), int(pos[1]))
            card = enc[f"{side}_card"]
            if card is not None and card >= 0:
                cards.draw_face(surf, card, rect)
            elif enc[f"{side}_card_chosen"]:
                surf.blit(cards.back(lay.card_w, lay.card_h), rect)
            value = enc[f"{side}_value"]
            if value is not None:
                total = value + enc[f"{side}_bonus"] if isinstance(value, int) else value
                t = theme.text(f"{side}: {total}", 18, theme.ACCENT, bold=True)
                surf.blit(t, t.get_rect(midtop=(rect.centerx, rect.bottom + 6)))

    def planet_at(self, pos: tuple[int, int]) -> int | None:
        """The planet under ``pos``."""
        view = self.table.shown
        if not view:
            return None
        return self.table.layout.planet_at(pos, len(view["planets"]), self.table.t)
