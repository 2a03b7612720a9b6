"""The Host screen: open a LAN table from this window, then wait for people in its lobby.

The form: the table's name, your name, the port, the player count, who plays each seat (seat 1 is yours;
the others a person from the network or a bot) and the table's options, as on the new-game screen (the
options and your name are remembered in the settings). "Open the table" starts a host on a network
thread (``HostRunner``: a ``HostCore`` with a random seed, an admin secret and the table's own autosave
journal in the data folder, ``net.journal.default_path``), advertised on the LAN (when multicast works;
the table works by address regardless). The window never waits for it: each frame looks whether it
listens (then this window joins its own table as the admin and goes to the lobby) or failed (a port in
use: the reason shows on the form and nothing else happens).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from game.config import COLOURS, EXPANSIONS, MIN_PLAYERS, max_players
from game.rng import new_seed
from game.ui import router, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.lan_link import KINDS, SHORT_KINDS, Connection, fitting_labels, stop_host
from game.ui.scenes.table_setup import (
    ALIEN_HINTS,
    NAME_LEN,
    Setup,
    fit_options,
    option_rows,
    table_options,
)
from game.ui.widgets import Button, tooltip
from net.bridge import HostRunner, NetThread
from net.host import HostCore
from net.journal import default_path, private_folder
from net.lobby import BOT, OPTIONS, Lobby
from net.protocol import DEFAULT_PORT, ProtocolError

OPEN_TIMEOUT = 10.0  # seconds the form waits for the host to listen before saying it did not
TABLE_NAME_LEN = 30
FORM_LABELS = ("Table name", "Your name", "Port", "Players")  # the form's labels, left of its fields


def default_table_name(player: str) -> str:
    """ "Ann's table"."""
    who = player.strip() or "Cosmic"
    return f"{who}'s table"[:TABLE_NAME_LEN]


@router.scene("host_game")
class HostGameScene(menu.StillScene):
    """Choose the table, open it, and go to its lobby."""

    def __init__(
        self,
        app: Any,
        port: int | None = None,
        name: str | None = None,
        interfaces: Sequence[str] | None = None,
        advertise: bool = True,
        resume: HostCore | None = None,
    ) -> None:
        super().__init__(app)
        self.setup = Setup.from_settings(app.settings)
        me = (name or self.setup.seats[0].name or "Player").strip()[:NAME_LEN]
        self.players = self.setup.players
        self.kinds = ["human"] * max_players(EXPANSIONS)
        self.interfaces = list(interfaces) if interfaces is not None else None
        self.advertise = advertise
        self.error: str | None = None
        self.opening: tuple[NetThread, HostRunner, str, float] | None = None
        self.table_field = menu.TextField(pygame.Rect(0, 0, 0, 0), default_table_name(me), TABLE_NAME_LEN)
        self.name_field = menu.TextField(pygame.Rect(0, 0, 0, 0), me, NAME_LEN, placeholder="Your name")
        self.port_field = menu.TextField(
            pygame.Rect(0, 0, 0, 0), str(DEFAULT_PORT if port is None else port), 5, digits=True
        )
        self.name_field.on_change = self._name_changed
        self.table_named = False  # the table's name follows yours until you type one
        self.table_field.on_change = self._table_changed
        self.port_field.on_change = lambda text: self._clear()
        self.fields = [self.table_field, self.name_field, self.port_field]
        self.rows: list[menu.ChoiceRow] = []
        self.option_rows: list[menu.ChoiceRow] = []
        self.buttons: list[Button] = []
        self.focus = menu.Focus()
        self.backdrop: menu.Backdrop | None = None
        self.resumed: HostCore | None = resume  # a game from an autosave: open it at once, no form
        self.resized(app.screen.get_size())
        if resume is not None:
            self._open_core(resume, DEFAULT_PORT if port is None else port, resume.admin_token or "")

    # -- model updates -------------------------------------------------------------------------------
    def _clear(self) -> None:
        self.error = None

    def _name_changed(self, text: str) -> None:
        self.error = None
        if not self.table_named:
            self.table_field.text = default_table_name(text)

    def _table_changed(self, text: str) -> None:
        self.error = None
        self.table_named = True

    def _set_players(self, value: Any) -> None:
        self.players = int(value)
        self.error = None
        self.app.sounds.play("click")
        self._layout()

    def _kind(self, seat: int) -> Any:
        def set_kind(value: Any) -> None:
            self.kinds[seat] = str(value)
            self.error = None
            self.app.sounds.play("click")

        return set_kind

    def _set(self, attr: str) -> Any:
        def set_value(value: Any) -> None:
            setattr(self.setup, attr, value)
            self.setup.fit()
            self.players = min(self.players, max_players(self.setup.expansions))  # more seats need them
            self.error = None
            self.app.sounds.play("click")
            self._layout()

        return set_value

    def options(self) -> dict[str, Any]:
        """The table options the host sets (``net.lobby.OPTIONS``), from the form."""
        options = {key: getattr(self.setup, key) for key in OPTIONS}
        if options["alien_mode"] == "none":  # several powers each need aliens dealt
            options["powers"] = 1
        return options

    # -- layout ----------------------------------------------------------------------------------------
    def _layout(self) -> None:
        self.repaint()
        w, h = self.size
        su = self.setup
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(16), w // 50)
        top, bottom = u(84), h - u(84)
        self.left, self.right = menu.two_panels(self.size, margin, top, bottom, 0.5)
        need = max(theme.font(18).get_height(), theme.font(16).get_height()) + u(
            8
        )  # a field's, a button's text
        row_h = max(need, min(u(42), int((bottom - top - u(100)) / 12.5)))
        gap = max(u(5), row_h // 4)
        x, y = self.left.x + u(16), self.left.y + u(48)
        inner = self.left.w - u(32)
        lw = max(u(130), max(theme.font(18).size(t)[0] for t in FORM_LABELS) + u(16))
        self.labels: list[tuple[str, tuple[int, int]]] = []
        table_l, name_l, port_l, players_l = FORM_LABELS
        for f, text in ((self.table_field, table_l), (self.name_field, name_l)):
            self.labels.append((text, (x, y + row_h // 2)))
            f.rect = pygame.Rect(x + lw, y, inner - lw, row_h)
            y += row_h + gap
        self.labels.append((port_l, (x, y + row_h // 2)))
        self.port_field.rect = pygame.Rect(x + lw, y, u(120), row_h)
        self.port_hint = (self.port_field.rect.right + u(12), y + row_h // 2)
        y += row_h + gap * 3
        count = menu.ChoiceRow(
            players_l,
            [(n, str(n)) for n in range(MIN_PLAYERS, max_players(su.expansions) + 1)],
            self.players,
            self._set_players,
            label_w=lw,
        )
        count.place(pygame.Rect(x, y, min(inner, lw + len(count.options) * u(90)), row_h))
        self.rows = [count]
        y += row_h + gap * 2
        self.seat_rows: list[pygame.Rect] = []
        focus_rows: list[list[Button]] = [count.buttons]
        for i in range(self.players):
            slot = pygame.Rect(x, y, inner, row_h)
            self.seat_rows.append(slot)
            if i > 0:
                labels = fitting_labels(KINDS, SHORT_KINDS, inner - lw, 16)
                kinds = menu.ChoiceRow("", labels, self.kinds[i], self._kind(i))
                kinds.place(pygame.Rect(x + lw, y, inner - lw, row_h))
                self.rows.append(kinds)
                focus_rows.append(kinds.buttons)
            y += row_h + gap
        self.tips_y = y + gap
        # Right: aliens and the table's options, as on the new-game screen.
        x, y = self.right.x + u(16), self.right.y + u(48)
        inner = self.right.w - u(32)
        olw = min(int(inner * 0.45), max(theme.font(18).size(o[0])[0] for o in table_options(su)) + u(16))
        orow_h, ogap = fit_options(su, bottom - y, inner, row_h, gap)  # the rows close up to fit the panel
        self.option_rows, y, self.alien_hint_y = option_rows(su, self._set, x, y, inner, olw, orow_h, ogap)
        self.rows.extend(self.option_rows)
        focus_rows.extend(row.buttons for row in self.option_rows)
        end = max(self.tips_y + 4 * theme.font(16).get_linesize(), y + gap)
        self.left.h = self.right.h = min(bottom, end) - top
        self.buttons = [
            menu.back_button(self.size, margin, u(240), self.back),
            menu.footer_button(
                self.size, margin, u(240), "Open the table", self.open_table, True, pygame.K_RETURN
            ),
        ]
        focus_rows.append(self.buttons)
        self.focus.set_rows(focus_rows)

    # -- actions ----------------------------------------------------------------------------------------
    def remember(self) -> None:
        """Keep your name and the options for next time."""
        self.setup.seats[0].name = self.name_field.text.strip()[:NAME_LEN] or self.setup.seats[0].name
        self.setup.remember(self.app.settings)
        self.app.settings.save()

    def back(self) -> None:
        """Back to the title (the choices are remembered)."""
        if self.opening is not None:
            return
        self.remember()
        self.app.sounds.play("click")
        self.app.go("title")

    def _fail(self, text: str) -> None:
        self.error = text[:1].upper() + text[1:]
        self.app.sounds.play("lose")

    def closing(self) -> None:
        """The window closes while the table opens: close it again and end its network thread."""
        opening, self.opening = self.opening, None
        if opening is not None:
            net, runner, _, _ = opening
            stop_host(net, runner)

    def build_core(self, table: str, token: str) -> HostCore:
        """The host's table for the form's choices (``ProtocolError`` if the options do not go together)."""
        lobby = Lobby.new(self.players, options=self.options())  # the options first: six seats need one
        for seat in range(1, self.players):
            if self.kinds[seat] != "human":
                lobby.set_kind(seat, BOT, self.kinds[seat])
        own = default_path(table)  # this table's own file, never another host's
        journal: Path | None = own
        try:
            private_folder(own.parent)
        except OSError:
            journal = None  # no data folder: no autosave
        return HostCore(
            name=table,
            lobby=lobby,
            seed=new_seed(),
            admin_token=token,
            journal_path=journal,
            auto_start=False,
        )

    def open_table(self) -> None:
        """Start the host on its port; the next frames see whether it listens."""
        if self.opening is not None:
            return
        table = " ".join(self.table_field.text.split())
        me = " ".join(self.name_field.text.split())
        port_text = self.port_field.text.strip()
        if not table:
            self._fail("the table needs a name")
            return
        if not me:
            self._fail("type your name first")
            return
        if not port_text.isdigit() or not 0 <= int(port_text) < 65536:
            self._fail(f"the port is a number up to 65535 (the usual one is {DEFAULT_PORT})")
            return
        port = int(port_text)
        token = secrets.token_hex(16)
        try:
            core = self.build_core(table, token)
        except ProtocolError as exc:
            self._fail(exc.reason)
            return
        self.remember()
        self.app.sounds.play("click")
        self._open_core(core, port, token)

    def _open_core(self, core: HostCore, port: int, token: str) -> None:
        """Start serving ``core`` on a network thread; ``update`` joins it once it listens."""
        self.error = None
        net = NetThread()
        runner = HostRunner(net, core, port, advertise=self.advertise, interfaces=self.interfaces)
        self.opening = (net, runner, token, self.t)

    # -- input and time ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Text fields first (a focused field takes the keys), then the focus, rows and buttons."""
        if self.opening is not None:
            return
        if not menu.form_handles(self.fields, self.focus, event):
            menu.widgets_handle(event, self.rows, self.buttons)

    def update(self, dt: float) -> None:
        """While the table opens: has the host started listening, or failed?"""
        super().update(dt)
        if self.opening is None:
            return
        net, runner, token, since = self.opening
        if runner.error is not None or (runner.port is None and self.t - since > OPEN_TIMEOUT):
            self.opening = None
            net.stop()
            self._fail(runner.error or "the table did not open in time")
            return
        port = runner.port
        if port is None:
            return
        self.opening = None
        me = " ".join(self.name_field.text.split())
        seat_token = self.resumed.host_token if self.resumed is not None else None
        conn = Connection.join("127.0.0.1", port, me, admin=token, net=net, runner=runner, token=seat_token)
        self.app.go("lobby", conn=conn)

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        for row in self.rows:
            row.draw(surf, mouse)
        for f in self.fields:
            f.draw(surf, self.t)
        u = theme.px
        for i, rect in enumerate(self.seat_rows):
            colour = COLOURS[i]
            theme.draw_symbol(surf, colour, (rect.x + u(14), rect.centery), min(u(12), rect.h // 3))
            who = "You, a person" if i == 0 else f"Seat {i + 1}"
            t = theme.text(who, 18, theme.TEXT if i == 0 else theme.MUTED)
            surf.blit(t, t.get_rect(midleft=(rect.x + u(34), rect.centery)))
        y = self.alien_hint_y - u(2)
        for line in theme.wrap(ALIEN_HINTS.get(self.setup.alien_mode, ""), 15, self.right.w - u(32)):
            surf.blit(theme.text(line, 15, theme.MUTED), (self.right.x + u(16), y))
            y += theme.font(15).get_linesize()
        if self.error:
            self._bottom_line(surf, self.error, 20, theme.BAD, bold=True)
        elif self.opening is not None:
            self._bottom_line(surf, "Opening the table...", 20, theme.ACCENT)
        else:
            self._bottom_line(surf, self._summary(), 18, theme.TEXT)
        for b in self.buttons:
            b.enabled = self.opening is None
            b.draw(surf, mouse)
        self.focus.draw(surf)
        for row in self.option_rows:
            if row.hint and row.label_rect().collidepoint(mouse):
                tooltip(surf, row.hint, mouse)

    def _bottom_line(
        self, surf: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], bold: bool = False
    ) -> None:
        """A line between the two bottom buttons (wrapped there, a long reason rising line by line)."""
        w, h = self.size
        room = self.buttons[1].rect.x - self.buttons[0].rect.right - theme.px(24)
        step = theme.font(size, bold).get_linesize()
        y = h - theme.px(36)
        for line in reversed(theme.wrap(text, size, room, bold)[:2]):
            t = theme.text(line, size, colour, bold=bold)
            surf.blit(t, t.get_rect(midbottom=(w // 2, y)))
            y -= step

    def _summary(self) -> str:
        people = sum(1 for k in self.kinds[1 : self.players] if k == "human")
        bots = self.players - 1 - people
        if people == 0:
            return f"You and {bots} bot{'s' if bots != 1 else ''}: nobody else needs to join"
        return f"You, {people} more from the network, {bots} bot{'s' if bots != 1 else ''}"

    def _paint_static(self) -> pygame.Surface:
        assert self.backdrop is not None
        surf = self.backdrop.still()
        u = theme.px
        menu.heading(surf, "Host a LAN game", self.size[0] // 2, u(22), 44)
        menu.panel(surf, self.left, "Table and seats")
        menu.panel(surf, self.right, "Aliens and options")
        for text, pos in self.labels:
            t = theme.text(text, 18, theme.TEXT)
            surf.blit(t, t.get_rect(midleft=pos))
        hint = theme.text(f"others join on this port (usually {DEFAULT_PORT})", 15, theme.MUTED)
        if self.port_hint[0] + hint.get_width() < self.left.right - u(10):
            surf.blit(hint, hint.get_rect(midleft=self.port_hint))
        y = self.tips_y
        step = theme.font(16).get_linesize()
        tips = (
            "People on your network see the table in their Join list, or type this computer's address.",
            "The lobby lets you change seats between people and bots before you start.",
        )
        for para in tips:
            lines = theme.wrap(para, 16, self.left.w - u(40))
            if y + step * len(lines) > self.left.bottom - u(6):
                break
            for line in lines:
                surf.blit(theme.text(line, 16, theme.MUTED), (self.left.x + u(16), y))
                y += step
        return surf


def screenshot_scene(app: Any, session: Any) -> Scene:
    """For ``main.py screenshot --scene host_game`` (the game's expansions and seats, for a table of
    more than five)."""
    if session.config.expansions:
        for name in session.config.expansions:
            setattr(app.settings, name, True)
        app.settings.last_players = session.config.players
    return HostGameScene(app)
