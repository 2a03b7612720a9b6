"""The new-game screen: players, their names, colours and controllers, how aliens come, the table's options.

The choices live in a plain model (``Setup``, in table_setup.py, shared with the Host screen) that builds
the engine's ``GameConfig``; the engine's own checks (``ConfigError``) are the final word on what is valid,
and the screen shows their reason rather than starting. Colours are a permutation of the eight colours over
the eight seat slots, and picking a colour swaps it with the seat that had it, so two seats can never share
one. Without the colour expansions only five slots and the five base colours show (orange, black and white
wait in the hidden slots); each colour expansion brings its colour and a seat (Cosmic Incursion orange,
Cosmic Conflict black, Cosmic Alliance white), up to eight with all three. The last choices are kept in the
settings.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.config import (
    MIN_PLAYERS,
    max_players,
    table_colours,
)
from game.errors import ConfigError
from game.ui import router, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.start import start_game
from game.ui.scenes.table_setup import (
    ALIEN_HINTS,
    CONTROLS,
    NAME_LEN,
    Setup,
    fit_options,
    option_rows,
    table_options,
)
from game.ui.session import LocalSession
from game.ui.widgets import Button, tooltip

TIPS = (
    "Hot seat: when the next secret choice belongs to another person at this screen, a curtain asks to "
    "pass it to them first.",
    "Bots act with a short pause; + and - change their speed, Space skips an animation.",
    "Same seed, same choices: the same game. Leave it blank for a new one.",
)


@router.scene("new_game")
class NewGameScene(menu.StillScene):
    """Set up a local game and start it."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.setup = Setup.from_settings(app.settings)
        self.error: str | None = None
        self.names = [
            menu.TextField(pygame.Rect(0, 0, 0, 0), s.name, NAME_LEN, on_change=self._namer(i))
            for i, s in enumerate(self.setup.seats)
        ]
        for i, f in enumerate(self.names):
            f.on_tab = self._next_field(i)
        self.seed_field = menu.TextField(
            pygame.Rect(0, 0, 0, 0), "", 9, digits=True, placeholder="blank: a new game each time"
        )
        self.seed_field.on_change = self._set_seed
        self.rows: list[menu.ChoiceRow] = []
        self.swatches: list[tuple[pygame.Rect, int, str]] = []
        self.buttons: list[Button] = []
        self.backdrop: menu.Backdrop | None = None
        self.resized(app.screen.get_size())

    # -- model updates -----------------------------------------------------------------------------
    def _namer(self, i: int) -> Any:
        def set_name(text: str) -> None:
            self.setup.seats[i].name = text
            self.error = None

        return set_name

    def _next_field(self, i: int) -> Any:
        def focus_next() -> None:
            if i + 1 < self.setup.players:
                self.names[i + 1].focused = True
            else:
                self.seed_field.focused = True

        return focus_next

    def _set_seed(self, text: str) -> None:
        self.setup.seed = text
        self.error = None

    def _set(self, attr: str) -> Any:
        def set_value(value: Any) -> None:
            setattr(self.setup, attr, value)
            self.setup.fit()
            self.error = None
            self.app.sounds.play("click")
            self._layout()

        return set_value

    def _control(self, i: int) -> Any:
        def set_control(value: Any) -> None:
            self.setup.seats[i].control = str(value)
            self.error = None
            self.app.sounds.play("click")

        return set_control

    def pick_colour(self, slot: int, colour: str) -> None:
        """A swatch was clicked."""
        self.setup.pick_colour(slot, colour)
        self.error = None
        self.app.sounds.play("click")

    # -- layout ------------------------------------------------------------------------------------
    def _layout(self) -> None:
        self.repaint()
        w, h = self.size
        su = self.setup
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(16), w // 50)
        top = u(84)
        bottom = h - u(84)
        self.left, self.right = menu.two_panels(self.size, margin, top, bottom, 0.56)
        # The left column needs about 98 + 2.85 row heights a seat (two rows each, and the count). Six seats
        # in a small window: the rows shrink and the seats close up until they fit.
        slots = max_players(su.expansions)
        row_h = max(u(24), min(u(46), int((bottom - top - u(100)) / (2.85 * slots))))
        gap = max(u(5), row_h // 4)
        inset = u(6)  # a seat's first row below its slot's top edge

        def needs(r: int, g: int, pad: int) -> int:
            return u(48) + r + g * 3 + slots * (r * 2 + g * 2 + pad + u(4))

        if needs(row_h, gap, inset) > bottom - top:
            inset = u(2)
            while row_h > u(20) and needs(row_h, gap, inset) > bottom - top:
                row_h -= 1
                gap = max(u(5), row_h // 4)
        # Left: player count, then one row per seat.
        x, y = self.left.x + u(16), self.left.y + u(48)
        inner = self.left.w - u(32)
        counts = range(MIN_PLAYERS, slots + 1)
        count = menu.ChoiceRow(
            "Players", [(n, str(n)) for n in counts], su.players, self._set("players"), label_w=u(120)
        )
        count.place(pygame.Rect(x, y, min(inner, u(120 + len(counts) * 90)), row_h))
        self.rows = [count]
        y += row_h + gap * 3
        self.seat_rows: list[pygame.Rect] = []
        self.swatches = []
        seat_h = row_h * 2 + gap + inset + u(4)
        sw = min(row_h, u(38))
        name_w = max(u(140), min(u(230), inner // 3))
        colours = table_colours(su.expansions)
        sw = min(sw, max(u(16), (inner - u(44 + 16 + 8) - name_w) // len(colours) - u(6)))
        for i in range(slots):
            slot = pygame.Rect(x, y, inner, seat_h)
            self.seat_rows.append(slot)
            self.names[i].rect = pygame.Rect(x + u(44), y + inset, name_w, row_h)
            sx = self.names[i].rect.right + u(16)
            for k, colour in enumerate(colours):
                self.swatches.append((pygame.Rect(sx + k * (sw + u(6)), y + inset, sw, row_h), i, colour))
            ctl = menu.ChoiceRow("", CONTROLS, su.seats[i].control, self._control(i))
            ctl.place(pygame.Rect(x + u(44), y + inset + row_h + gap, inner - u(44 + 8), row_h))
            if i < su.players:
                self.rows.append(ctl)
            y += seat_h + gap
        left_end = y + u(4)
        # Right: aliens and the table's options.
        x, y = self.right.x + u(16), self.right.y + u(48)
        inner = self.right.w - u(32)
        labels = [o[0] for o in table_options(su)] + ["Seed"]
        lw = min(int(inner * 0.45), max(theme.font(18).size(t)[0] for t in labels) + u(16))
        row_h, gap = fit_options(su, bottom - y - u(10), inner, row_h, gap)
        self.option_rows, y, self.alien_hint_y = option_rows(su, self._set, x, y, inner, lw, row_h, gap)
        self.rows.extend(self.option_rows)
        y += gap
        self.seed_label_pos = (x, y + row_h // 2)
        self.seed_field.rect = pygame.Rect(x + lw, y, inner - lw, row_h)
        self.tips_y = y + row_h + gap * 3
        tips_h = sum(len(theme.wrap(p, 16, inner - u(8))) + 0.5 for p in TIPS) * theme.font(16).get_linesize()
        # Both panels as tall as the taller content, no taller than the room they have.
        end = min(bottom, max(left_end, int(self.tips_y + tips_h + u(10))))
        self.left.h = self.right.h = end - top
        # Bottom: back and start.
        self.buttons = [
            menu.back_button(self.size, margin, u(220), self.back),
            menu.footer_button(
                self.size, margin, u(220), "Start the game", self.start, True, pygame.K_RETURN
            ),
        ]

    # -- actions -----------------------------------------------------------------------------------
    def back(self) -> None:
        """Back to the title (the choices so far are remembered)."""
        self.setup.remember(self.app.settings)
        self.app.settings.save()
        self.app.sounds.play("click")
        self.app.go("title")

    def start(self) -> None:
        """Build the game from the choices and put it on the table; refuse (with the reason) if invalid."""
        try:
            session = self.setup.session()
        except ConfigError as err:
            msg = str(err)
            self.error = msg[:1].upper() + msg[1:]
            self.app.sounds.play("lose")
            return
        self.setup.remember(self.app.settings)
        self.app.settings.save()
        self.app.sounds.play("turn")
        start_game(self.app, session, watch=not session.humans)

    # -- input and time ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Text fields first (a focused field takes the keys), then swatches, rows and buttons."""
        fields = [*self.names[: self.setup.players], self.seed_field]
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and not any(f.focused for f in fields):
            fields[0].focused = True
            return
        for f in fields:
            if f.handle(event):
                return
        if any(f.focused for f in fields) and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, slot, colour in self.swatches:
                if slot < self.setup.players and rect.collidepoint(event.pos):
                    self.pick_colour(slot, colour)
                    return
        for row in self.rows:
            if row.handle(event):
                return
        for b in self.buttons:
            if b.handle(event):
                return

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        for row in self.rows:
            row.draw(surf, mouse)
        self._seats(surf)
        y = self.alien_hint_y - 2
        for line in theme.wrap(ALIEN_HINTS.get(self.setup.alien_mode, ""), 15, self.right.w - theme.px(32)):
            surf.blit(theme.text(line, 15, theme.MUTED), (self.right.x + theme.px(16), y))
            y += theme.font(15).get_linesize()
        self.seed_field.draw(surf, self.t)
        if self.error:
            t = theme.text(self.error, 20, theme.BAD, bold=True)
            surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.size[1] - theme.px(36))))
        else:
            self._summary(surf)
        for b in self.buttons:
            b.draw(surf, mouse)
        for row in self.option_rows:
            if row.hint and row.label_rect().collidepoint(mouse):
                tooltip(surf, row.hint, mouse)

    def _paint_static(self) -> pygame.Surface:
        """What does not change between frames: the still cosmos, the heading, the panels, the tips."""
        assert self.backdrop is not None
        surf = self.backdrop.still()
        menu.heading(surf, "New game", self.size[0] // 2, theme.px(22), 44)
        menu.panel(surf, self.left, "Players")
        menu.panel(surf, self.right, "Aliens and table")
        t = theme.text("Seed", 18, theme.TEXT)
        surf.blit(t, t.get_rect(midleft=self.seed_label_pos))
        self._tips(surf)
        return surf

    def _seats(self, surf: pygame.Surface) -> None:
        su = self.setup
        for i, row in enumerate(self.seat_rows):
            seat = su.seats[i]
            if i >= su.players:
                t = theme.text(f"Seat {i + 1}: not playing (choose {i + 1} players)", 16, theme.MUTED)
                surf.blit(t, (row.x + theme.px(44), row.y + theme.px(10)))
                continue
            pygame.draw.line(surf, (40, 46, 84), (row.x, row.bottom + 2), (row.right, row.bottom + 2))
            theme.draw_symbol(
                surf, seat.colour, (row.x + theme.px(18), self.names[i].rect.centery), theme.px(13)
            )
            self.names[i].draw(surf, self.t)
        for rect, slot, colour in self.swatches:
            if slot >= su.players:
                continue
            chosen = su.seats[slot].colour == colour
            taken = not chosen and any(s.colour == colour for s in su.playing())
            c = theme.rgb(colour)
            pygame.draw.rect(surf, theme.shade(c, 0.55 if chosen else 0.25), rect, border_radius=6)
            if chosen:
                pygame.draw.rect(surf, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=8)
            theme.draw_symbol(surf, colour, rect.center, rect.h * (0.34 if chosen else 0.22))
            if taken:
                # Taken by another seat: picking it swaps the two; a small dot says whose it is now.
                pygame.draw.circle(surf, theme.MUTED, (rect.right - 5, rect.y + 5), 2)

    def _tips(self, surf: pygame.Surface) -> None:
        r = self.right
        y = self.tips_y
        step = theme.font(16).get_linesize()
        for para in TIPS:
            lines = theme.wrap(para, 16, r.w - theme.px(40))
            if y + step * len(lines) > r.bottom - theme.px(8):
                return
            for line in lines:
                surf.blit(theme.text(line, 16, theme.MUTED), (r.x + theme.px(16), y))
                y += step
            y += step // 2

    def _summary(self, surf: pygame.Surface) -> None:
        su = self.setup
        people = sum(1 for s in su.playing() if s.control == "human")
        bots = su.players - people
        if people == 0:
            text = f"{bots} bots play; you watch (Esc leaves the table)"
        elif people == 1:
            text = f"1 person and {bots} bot{'s' if bots != 1 else ''}"
        else:
            text = f"{people} people share this screen (hot seat) with {bots} bot{'s' if bots != 1 else ''}"
        t = theme.text(text, 18, theme.TEXT)
        surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.size[1] - theme.px(36))))


def screenshot_scene(app: Any, session: LocalSession) -> Scene:
    """For ``main.py screenshot --scene new_game`` (with the game's expansions and its seats, for a table of
    more than five)."""
    if session.config.expansions:
        for name in session.config.expansions:
            setattr(app.settings, name, True)
        app.settings.last_players = session.config.players
    return NewGameScene(app)
