"""The Join screen: the tables found on the LAN, or an address typed by hand; then the table's lobby.

A discovery ``Browser`` runs while the screen is open (on zeroconf's own threads; the screen reads a
snapshot a few times a second) and is closed when it leaves. Each table shows its name with its host's
address beside it (names need not be unique: the address tells two "Cosmic Table"s apart), free seats and
whether its game has started; a table speaking another protocol version is greyed with the reason. When
another machine advertised itself under a listed table's name, the browser kept the first and the row says
which address tried. Joining (a click on a table, or Join with a typed ``HOST`` or ``HOST:PORT``) opens a
connection without waiting for it; when the host welcomes us the lobby takes over, and when the connection
fails the reason shows here. Your name is remembered as the first player name in the settings; "Watch"
joins as a spectator.

A seat this window (or an earlier launch of it) held at a table is kept in the config folder with its token
(``net.tokens``): joining that table again sends the token, so the host gives the seat back (with the whole
game, if it is on). Such a table's row says so. A token the host no longer knows joins as a newcomer, and
the lobby (or the table's log) says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import router, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.lan_link import Connection, parse_address
from game.ui.scenes.table_setup import NAME_LEN
from game.ui.widgets import Button
from net.protocol import DEFAULT_PORT, PROTOCOL_VERSION
from net.text import clean_line
from net.tokens import SeatKeeper, TokenStore, table_key

BROWSE_EVERY = 0.25  # seconds between looks at the browser's list
MAX_ROWS = 8


@router.scene("join_game")
class JoinGameScene(menu.StillScene):
    """Find a table and join it."""

    def __init__(
        self,
        app: Any,
        address: str | None = None,
        name: str | None = None,
        interfaces: Sequence[str] | None = None,
        connect: bool = False,
        browse: bool = True,
    ) -> None:
        super().__init__(app)
        names = app.settings.player_names
        me = (name or (names[0] if names else "") or "Player").strip()[:NAME_LEN]
        self.address_field = menu.TextField(
            pygame.Rect(0, 0, 0, 0),
            address or "",
            40,
            placeholder=f"192.168.1.20 or 192.168.1.20:{DEFAULT_PORT}",
        )
        self.name_field = menu.TextField(pygame.Rect(0, 0, 0, 0), me, NAME_LEN, placeholder="Your name")
        self.address_field.on_change = lambda text: self._clear()
        self.name_field.on_change = lambda text: self._clear()
        self.fields = [self.address_field, self.name_field]
        self.spectate = False
        self.error: str | None = None
        self.pending: Connection | None = None
        self.rejoining: str | None = None  # the table whose seat the pending connection asks back
        self.tokens = TokenStore()
        self.kept = self.tokens.tables()  # tables with a seat kept for this window: key -> name
        self.browser: Any = None
        self.browse_error: str | None = None
        self.hosts: list[Any] = []
        self.claims: dict[str, list[str]] = {}  # a listed table's key -> addresses that claimed its name
        self.since_browse = BROWSE_EVERY
        self.host_buttons: list[tuple[Button, Any]] = []
        self.rows: list[menu.ChoiceRow] = []
        self.buttons: list[Button] = []
        self.focus = menu.Focus()
        self.backdrop: menu.Backdrop | None = None
        if browse:
            self._start_browser(interfaces)
        self.resized(app.screen.get_size())
        if connect and address:
            self.join_typed()

    # -- discovery ---------------------------------------------------------------------------------------
    def _start_browser(self, interfaces: Sequence[str] | None) -> None:
        try:
            from net.discovery import Browser

            browser = Browser(interfaces=interfaces)
            browser.start()
        except Exception as exc:  # no zeroconf, or no multicast on this machine: typing still works
            self.browse_error = f"Searching the LAN is not possible here ({exc}). Type the address instead."
            return
        self.browser = browser

    def close_browser(self) -> None:
        """Stop searching (the screen is left)."""
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.close()

    def _browse(self) -> None:
        if self.browser is None:
            return
        hosts = self.browser.hosts()[:MAX_ROWS]
        claims = self.browser.claims()
        if hosts != self.hosts or claims != self.claims:
            self.hosts, self.claims = hosts, claims
            self.kept = self.tokens.tables()
            self._layout()

    # -- layout ------------------------------------------------------------------------------------------
    def _clear(self) -> None:
        self.error = None

    def _layout(self) -> None:
        self.repaint()
        w, h = self.size
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(16), w // 50)
        top, bottom = u(84), h - u(96)
        self.left, self.right = menu.two_panels(self.size, margin, top, bottom, 0.56)
        # A table's row: its name line over its address or note line, with room around them.
        need = theme.font(20, True).get_linesize() + theme.font(15).get_linesize() + u(22)
        row_h = max(need, min(u(72), (self.left.h - u(70)) // MAX_ROWS))
        room = max(1, (self.left.h - u(60)) // row_h)
        x, y = self.left.x + u(16), self.left.y + u(50)
        inner = self.left.w - u(32)
        self.host_buttons = []
        for host in self.hosts[:room]:
            b = Button(
                pygame.Rect(x, y, inner, row_h - u(8)), "", self._joiner(host), enabled=_compatible(host)
            )
            self.host_buttons.append((b, host))
            y += row_h
        # Right: join by address.
        x, y = self.right.x + u(16), self.right.y + u(54)
        inner = self.right.w - u(32)
        fh = max(u(40), theme.font(18).get_height() + u(10))
        self.labels: list[tuple[str, tuple[int, int]]] = [("Address", (x, y))]
        y += theme.font(17).get_linesize() + u(4)
        self.address_field.rect = pygame.Rect(x, y, inner, fh)
        y += fh + u(22)
        self.labels.append(("Your name", (x, y)))
        y += theme.font(17).get_linesize() + u(4)
        self.name_field.rect = pygame.Rect(x, y, inner, fh)
        y += fh + u(22)
        mode = menu.ChoiceRow(
            "", ((False, "Take a seat"), (True, "Watch")), self.spectate, self._set_spectate
        )
        mode.place(pygame.Rect(x, y, inner, fh))
        self.rows = [mode]
        y += fh + u(22)
        self.join_button = Button(
            pygame.Rect(x, y, inner, u(50)), "Join this address", self.join_typed, key=pygame.K_RETURN
        )
        self.help_y = y + u(50) + u(24)
        self.back_button = menu.back_button(self.size, margin, u(240), self.back)
        self.buttons = [self.join_button, self.back_button]
        self.focus.set_rows(
            [*[[b] for b, _ in self.host_buttons], mode.buttons, [self.join_button], [self.back_button]]
        )

    def _set_spectate(self, value: Any) -> None:
        self.spectate = bool(value)
        self.app.sounds.play("click")

    # -- actions -------------------------------------------------------------------------------------------
    def _joiner(self, host: Any) -> Any:
        def join() -> None:
            self.join_host(host)

        return join

    def _name(self) -> str | None:
        me = " ".join(self.name_field.text.split())
        if not me:
            self._fail("type your name first")
            return None
        names = self.app.settings.player_names
        self.app.settings.player_names = (me, *names[1:])
        self.app.settings.save()
        return me

    def join_host(self, host: Any) -> None:
        """Join a table from the list."""
        if not _compatible(host):
            self._fail(_mismatch(host))
            return
        self.connect(host.address, host.port)

    def join_typed(self) -> None:
        """Join the typed address."""
        try:
            address, port = parse_address(self.address_field.text)
        except ValueError as exc:
            self._fail(str(exc))
            return
        self.connect(address, port)

    def connect(self, address: str, port: int) -> None:
        """Open a connection; the next frames see whether the host welcomes us."""
        me = self._name()
        if me is None:
            return
        self.cancel()
        self.error = None
        self.app.sounds.play("click")
        key = table_key(address, port)
        kept = None if self.spectate else self.tokens.get(key)
        self.rejoining = kept.table if kept is not None else None
        token = kept.token if kept is not None else None
        keeper = SeatKeeper(self.tokens, key, kept)
        self.pending = Connection.join(address, port, me, spectate=self.spectate, token=token, keeper=keeper)

    def cancel(self) -> None:
        """Give up the connection being made, if any."""
        pending, self.pending = self.pending, None
        if pending is not None:
            pending.close()

    def back(self) -> None:
        """Back to the title."""
        self.cancel()
        self.close_browser()
        self.app.sounds.play("click")
        self.app.go("title")

    def _fail(self, text: str) -> None:
        self.error = text[:1].upper() + text[1:]
        self.app.sounds.play("lose")

    def closing(self) -> None:
        """The window closes: as Back, give up the connection being made and stop searching."""
        self.cancel()
        self.close_browser()

    # -- input and time ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Fields first (Enter in the address field joins it), then the focus, the list and the buttons."""
        if (
            self.address_field.focused
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        ):
            self.address_field.focused = False
            self.join_typed()
            return
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if escape and self.pending is not None and not any(f.focused for f in self.fields):
            self.cancel()
            return
        if not menu.form_handles(self.fields, self.focus, event):
            menu.widgets_handle(event, [b for b, _ in self.host_buttons], self.rows, self.buttons)

    def update(self, dt: float) -> None:
        """Refresh the list; follow the connection being made."""
        super().update(dt)
        self.since_browse += dt
        if self.since_browse >= BROWSE_EVERY:
            self.since_browse = 0.0
            self._browse()
        conn = self.pending
        if conn is None:
            return
        for msg in conn.poll():
            if msg.get("type") == "_link" and msg.get("state") == "failed":
                self.pending = None
                conn.close()
                self._fail(_why(conn.address, str(msg.get("reason") or "")))
                return
        if conn.welcomed:  # the lobby takes over
            self.pending = None
            self.close_browser()
            self.app.go("lobby", conn=conn)

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        self._hosts(surf, mouse)
        for f in self.fields:
            f.draw(surf, self.t)
        for row in self.rows:
            row.draw(surf, mouse)
        for b in self.buttons:
            b.draw(surf, mouse)
        self.focus.draw(surf)
        w, h = self.size
        line: tuple[str, tuple[int, int, int]] | None = None
        if self.error:
            line = (self.error, theme.BAD)
        elif self.pending is not None:
            what = f"your seat at {self.rejoining} ({self.pending.address})" if self.rejoining else None
            line = (f"Joining {what or self.pending.address}...  (Esc: stop trying)", theme.ACCENT)
        if line is not None:
            # Beside the back button (as far from the right edge), rising line by line below the panels.
            bold = line[1] == theme.BAD
            step = theme.font(19, bold).get_linesize()
            bottom = h - theme.px(34)
            fit = max(1, (bottom - self.left.bottom - theme.px(4)) // step)
            room = w - 2 * (self.back_button.rect.right + theme.px(16))
            parts = theme.wrap(line[0], 19, room, bold)[:fit]
            for i, part in enumerate(reversed(parts)):
                t = theme.text(part, 19, line[1], bold=bold)
                surf.blit(t, t.get_rect(midbottom=(w // 2, bottom - i * step)))

    def _hosts(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        u = theme.px
        x, y = self.left.x + u(16), self.left.y + u(50)
        if not self.host_buttons:
            if self.browse_error:
                lines = theme.wrap(self.browse_error, 18, self.left.w - u(40))
                for line in lines:
                    surf.blit(theme.text(line, 18, theme.MUTED), (x, y))
                    y += theme.font(18).get_linesize()
                return
            dots = "." * (1 + int(self.t * 2) % 3)
            surf.blit(theme.text(f"Looking for tables on your network{dots}", 20, theme.MUTED), (x, y))
            hint = "A table appears here as soon as someone hosts one. Or type its address on the right."
            below = y + theme.font(20).get_linesize() + u(10)
            for k, line in enumerate(theme.wrap(hint, 16, self.left.w - u(40))):
                surf.blit(theme.text(line, 16, theme.MUTED), (x, below + k * theme.font(16).get_linesize()))
            return
        for b, host in self.host_buttons:
            b.draw(surf, mouse)
            r = b.rect
            ok = _compatible(host)
            name_c = theme.TEXT if ok else theme.MUTED
            if ok:
                right = theme.text(
                    f"{host.free} free / {host.seats} seats", 17, theme.GOOD if host.free else theme.MUTED
                )
            else:
                right = theme.text(_mismatch(host), 15, theme.BAD)
            top = right.get_rect(topright=(r.right - u(14), r.y + u(8)))
            surf.blit(right, top)
            # the name, then its host's address beside it, within what the right-hand text leaves
            addr = theme.text(f"at {host.address}:{host.port}", 15, theme.MUTED)
            room = top.x - u(24) - (r.x + u(14)) - addr.get_width() - u(10)
            t = theme.text(_fit(str(host.name), 20, room, bold=ok), 20, name_c, bold=ok)
            surf.blit(t, (r.x + u(14), r.y + u(6)))
            addr_y = r.y + u(6) + t.get_height() - addr.get_height() - u(2)
            surf.blit(addr, (r.x + u(14) + t.get_width() + u(10), addr_y))
            claimed = self.claims.get(host.key)
            if claimed:
                note = f"ignored: {', '.join(claimed)} claims this table's name too"
                warn = theme.text(_fit(note, 15, r.w // 2, bold=False), 15, theme.BAD)
                surf.blit(warn, (r.x + u(14), r.bottom - warn.get_height() - u(6)))
            if not ok:
                continue
            if _same_table(host.name, self.kept.get(table_key(host.address, host.port))):
                tag = theme.text("your seat is kept: join to sit again", 15, theme.GOOD)
                surf.blit(tag, tag.get_rect(bottomright=(r.right - u(14), r.bottom - u(6))))
            elif host.started:
                tag = theme.text("in game (join to watch)", 15, theme.ACCENT)
                surf.blit(tag, tag.get_rect(bottomright=(r.right - u(14), r.bottom - u(6))))

    def _paint_static(self) -> pygame.Surface:
        assert self.backdrop is not None
        surf = self.backdrop.still()
        u = theme.px
        menu.heading(surf, "Join a LAN game", self.size[0] // 2, u(22), 44)
        menu.panel(surf, self.left, "Tables on your network")
        menu.panel(surf, self.right, "Join by address")
        for text, pos in self.labels:
            surf.blit(theme.text(text, 17, theme.TEXT), pos)
        y = self.help_y
        help_text = (
            f"The host's screen shows its address and port (the usual port is {DEFAULT_PORT}; "
            "leave it out if the host did not change it). Watch joins as a spectator: you can still "
            "take a free seat in the lobby."
        )
        for line in theme.wrap(help_text, 16, self.right.w - u(32)):
            if y + theme.font(16).get_linesize() > self.right.bottom - u(6):
                break
            surf.blit(theme.text(line, 16, theme.MUTED), (self.right.x + u(16), y))
            y += theme.font(16).get_linesize()
        return surf


def _why(address: str, reason: str) -> str:
    """Why joining failed, in words (the technical detail kept in brackets)."""
    prefix = f"cannot reach {address} "
    if reason.startswith(prefix):
        detail = reason[len(prefix) :].strip("() ")
        hint = "Is the table open, and the address right?"
        return f"could not join {address}: nobody answers there. {hint} ({detail})"
    return f"could not join {address}: {reason or 'the host refused'}"


def _same_table(advertised: str, kept: str | None) -> bool:
    """Is the table advertised under this name the one a seat was kept at (names are advertised cleaned
    and cut: ``net.discovery.clean_name``)?"""
    if kept is None or not advertised:
        return False
    return clean_line(kept, len(kept) * 2 + 2).startswith(advertised)


def _fit(text: str, size: int, width: int, bold: bool) -> str:
    """``text``, cut with an ellipsis if it is wider than ``width`` pixels in this font."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "...")[0] > width:
        text = text[:-1]
    return text.rstrip() + "..."


def _compatible(host: Any) -> bool:
    return bool(host.version == PROTOCOL_VERSION)


def _mismatch(host: Any) -> str:
    return f"speaks protocol {host.version}, this game {PROTOCOL_VERSION}"


def screenshot_scene(app: Any, session: Any) -> Scene:
    """For ``main.py screenshot --scene join_game``: the list with two made-up tables (no network)."""
    from net.discovery import HostInfo

    scene = JoinGameScene(app, browse=False)
    scene.hosts = [
        HostInfo("Ann's table", "192.168.1.20", DEFAULT_PORT, PROTOCOL_VERSION, 2, 5, False, "a"),
        HostInfo("Friday night", "192.168.1.31", DEFAULT_PORT, PROTOCOL_VERSION, 0, 4, True, "b"),
        HostInfo("Old laptop", "192.168.1.44", DEFAULT_PORT, PROTOCOL_VERSION + 1, 3, 3, False, "c"),
        HostInfo("Cosmic Table", "192.168.1.52", DEFAULT_PORT, PROTOCOL_VERSION, 4, 4, False, "d"),
        HostInfo("W" * 40, "192.168.1.60", DEFAULT_PORT, PROTOCOL_VERSION, 1, 6, False, "e"),
    ]
    scene.claims = {"d": ["192.168.1.66"]}
    scene._layout()
    return scene
