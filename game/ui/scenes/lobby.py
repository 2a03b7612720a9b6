"""The lobby of a LAN table: seats, who holds them and who is ready, the options, a chat; then the game.

Both a hosting window and a joining one come here with a ``Connection``: the network thread, the bridge to
the host and the ``ClientCore`` that folds in what the host says (the hosting window also holds the
``HostRunner``). Each frame the scene drains the bridge into the core and draws the last lobby message.
Everyone can take a free seat (click it), watch instead, mark ready and chat; the host (the admin) also
turns seats into people or bots and starts the game, and the host's refusals ("waiting for Green") show on
the message line. When the host's first ``sync`` arrives the game has started: the table takes over the
connection through a ``RemoteSession``. Leave (or closing the window) closes everything this window opened
and goes to the title. A joining window keeps its seat token in the config folder (``net.tokens``), so it
can sit in the same seat again after it was closed; the seats of people who are away show the seconds left
before their seat is freed.

What the three LAN screens share (``Connection``, ``stop_host``, ``parse_address``) is in lan_link.py.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import fields
from typing import Any

import pygame

from game.config import (
    CONFLICT,
    EXPANSION_COLOURS,
    EXPANSION_OPTIONS,
    EXPANSION_TITLES,
    EXPANSIONS,
    INCURSION,
    GameConfig,
    table_colours,
)
from game.ui import router, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.lan_link import KINDS, SHORT_KINDS, Connection, fitting_labels
from game.ui.scenes.start import start_game
from game.ui.scenes.table_setup import ALIEN_MODES, DEAL_TIMERS, LARGE_GROUP_CHOICES, LEVELS, REWARDS
from game.ui.widgets import Button
from net.client import ClientCore
from net.lobby import expansions_in
from net.protocol import MAX_TEXT

STATUS_AT, KINDS_AT = 0.36, 0.56  # where a seat row's status and (for the host) its kind buttons start
CHAT_LINES = 8
MIN_ROWS = 4  # the seats panel is at least this many rows tall (before the lobby arrives, too)
OPTION_LINES: tuple[tuple[str, str, dict[Any, str]], ...] = (
    ("Aliens", "alien_mode", dict(ALIEN_MODES)),
    ("Alert levels", "alien_level", dict(LEVELS)),
    ("Flares in deck", "flares", {True: "Yes", False: "No"}),
    ("Game length", "four_planets", {False: "5 planets", True: "4 planets (short)"}),
    ("2nd encounter", "second_encounter", {True: "Allowed", False: "No"}),
    ("Deal timer", "deal_timer", dict(DEAL_TIMERS)),
    ("Regroup, no colony", "regroup_without_colony", {"home": "Home planet", "gate": "The gate"}),
    ("Reinforce negotiate", "reinforce_negotiate", {False: "No", True: "Yes"}),
    *((EXPANSION_TITLES[e], e, {False: "Off", True: f"On: {EXPANSION_COLOURS[e]}"}) for e in EXPANSIONS),
    ("Rewards", "rewards", dict(REWARDS)),
    ("Hazards", "hazards", {False: "Off", True: "On"}),
    ("Empath flare", "empath_flare", {"classic": "Classic", "alternate": "Alternate"}),
    ("Schizoid flare", "schizoid_flare", {"classic": "Classic", "alternate": "Alternate"}),
    ("Large-group cards", "large_group_cards", dict(LARGE_GROUP_CHOICES)),
    ("Technology", "tech", {False: "Off", True: "On"}),
    ("Hidden powers", "hidden_powers", {False: "Off", True: "On"}),
    ("Powers each", "powers", {1: "One", 2: "Two", 3: "Three"}),
    ("Teams", "teams", {False: "Off", True: "Team Cosmic"}),
)
_DEFAULTS = {f.name: f.default for f in fields(GameConfig)} | dict.fromkeys(EXPANSIONS, False)


def kind_label(seat: dict[str, Any]) -> str:
    """Person, or the bot's strength; a person's seat played by a bot while they are away says so."""
    if seat.get("kind") == "bot":
        return f"{str(seat.get('strength', 'normal')).capitalize()} bot"
    if seat.get("stand_in"):
        return "Person (a bot stands in)"
    return "Person"


def kind_value(seat: dict[str, Any]) -> str:
    """The seat's choice in ``KINDS``."""
    return str(seat.get("strength", "normal")) if seat.get("kind") == "bot" else "human"


def option_lines(options: dict[str, Any]) -> list[tuple[str, str]]:
    """The table's options as (label, value) lines; missing ones are the game's defaults. An expansion's
    own options are left out while the table does not play it."""
    out = []
    for text, key, names in OPTION_LINES:
        if key in EXPANSION_OPTIONS and not options.get(EXPANSION_OPTIONS[key], False):
            continue
        value = options.get(key, _DEFAULTS.get(key))
        shown = names.get(value)
        if shown is None:
            shown = f"{value} s" if key == "deal_timer" else str(value)
        out.append((text, shown))
    return out


# dealt, while the first play window asks other seats only (who, is secret): the message line says so
STARTED = ("The game has begun: the table opens after the first play window closes", theme.MUTED)


# -- the lobby -----------------------------------------------------------------------------------------
@router.scene("lobby")
class LobbyScene(menu.StillScene):
    """Wait at a LAN table until the host starts the game."""

    def __init__(self, app: Any, conn: Connection) -> None:
        super().__init__(app)
        self.conn = conn
        self.core = conn.core
        self.link_state = "connected" if conn.welcomed else "connecting"
        self.link_reason = ""
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.seen_rejects = len(conn.core.rejects)
        self.chat = menu.TextField(
            pygame.Rect(0, 0, 0, 0), "", 160, placeholder="Say something (Enter sends)"
        )
        self.buttons: list[Button] = []
        self.seat_buttons: list[Button] = []
        self.kind_rows: list[menu.ChoiceRow] = []
        self.seat_rects: list[pygame.Rect] = []
        self.focus = menu.Focus()
        self.backdrop: menu.Backdrop | None = None
        self.left = self.right = self.chat_box = pygame.Rect(0, 0, 0, 0)
        self.shape: tuple[Any, ...] = ()
        self.started = False
        self.lan_addresses = _lan_addresses() if conn.hosting else []
        self.resized(app.screen.get_size())

    # -- what the host said --------------------------------------------------------------------------
    @property
    def lobby(self) -> dict[str, Any]:
        """The last lobby message (empty before the first)."""
        return self.core.lobby or {}

    @property
    def seats(self) -> list[dict[str, Any]]:
        """The seats as the host last described them."""
        seats: list[dict[str, Any]] = self.lobby.get("seats", [])
        return seats

    def my_seat(self) -> dict[str, Any] | None:
        """This window's seat, if it holds one."""
        seat = self.core.seat
        if seat is None or not 0 <= seat < len(self.seats):
            return None
        return self.seats[seat]

    def table_name(self) -> str:
        """The table's name (the address until the host has said)."""
        return str(self.lobby.get("table") or self.core.table or self.conn.address)

    # -- layout ---------------------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The table's options as the host last sent them."""
        return dict(self.lobby.get("options", {}) or {})

    def _shape(self) -> tuple[Any, ...]:
        """What the layout depends on: when it changes, the widgets are rebuilt."""
        mine = self.my_seat()
        return (
            self.core.is_admin,
            self.core.seat,
            bool(mine and mine.get("ready")),
            tuple((s.get("kind"), s.get("strength"), s.get("taken")) for s in self.seats),
            self.core.phase == "playing",
            len(option_lines(self.options())),
        )

    def _layout(self) -> None:
        self.repaint()
        self.shape = self._shape()
        w, h = self.size
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(16), w // 50)
        top, bottom = u(104), h - u(112)
        self.left, self.right = menu.two_panels(self.size, margin, top, bottom, 0.6)
        # Seats: one row each, as tall as five fit, and never lower than a name over its kind.
        n = max(1, len(self.seats))
        need = theme.font(20, True).get_height() + theme.font(15).get_height() + u(14)
        row_h = max(need, min(u(84), (self.left.h - u(100)) // max(n, 5)))
        x, y = self.left.x + u(16), self.left.y + u(50)
        inner = self.left.w - u(32)
        self.seat_rects = []
        self.seat_buttons = []
        self.kind_rows = []
        focus_rows: list[list[Button]] = []
        admin = self.core.is_admin
        bh = max(theme.font(16).get_height() + u(8), min(u(38), row_h - u(14)))
        for i, seat in enumerate(self.seats):
            rect = pygame.Rect(x, y + i * row_h, inner, row_h - u(6))
            self.seat_rects.append(rect)
            row: list[Button] = []
            status_x = rect.x + int(inner * STATUS_AT)
            if seat.get("kind") == "human" and not seat.get("taken"):
                sit = Button(
                    pygame.Rect(status_x, rect.centery - bh // 2, int(inner * 0.17), bh),
                    "Sit here",
                    self._sitter(i),
                    size=16,
                )
                self.seat_buttons.append(sit)
                row.append(sit)
            if i == self.core.seat and self.core.phase == "lobby":
                row += self._colour_row(seat, rect, bh)
            if admin and i != self.core.seat:
                kx = rect.x + int(inner * KINDS_AT)
                labels = fitting_labels(KINDS, SHORT_KINDS, rect.right - kx, 15)
                kinds = menu.ChoiceRow("", labels, kind_value(seat), self._kinder(i))
                kinds.place(pygame.Rect(kx, rect.centery - bh // 2, rect.right - kx, bh))
                for b in kinds.buttons:
                    b.size = 15
                self.kind_rows.append(kinds)
                row += kinds.buttons
            focus_rows.append(row)
        # Right: the options, then the chat below them; both columns end together, after the seats.
        self.option_step = theme.font(17).get_linesize() + u(3)
        shown = len(option_lines(self.options()))
        self.options_end = self.right.y + u(50) + self.option_step * shown + u(8)
        chat_top = self.options_end + margin // 2
        seats_end = y + max(n, MIN_ROWS) * row_h + u(40)
        end = min(bottom, max(seats_end, chat_top + u(214)))
        self.left.h = self.right.h = end - top
        self.chat_box = pygame.Rect(self.right.x, chat_top, self.right.w, end - chat_top)
        field_h = max(u(34), theme.font(18).get_height() + u(10))
        self.chat.rect = pygame.Rect(
            self.chat_box.x + u(12),
            self.chat_box.bottom - field_h - u(12),
            self.chat_box.w - u(24),
            field_h,
        )
        # Bottom: leave on the left; watch, ready and start on the right.
        bw, bh2, gap = min(u(220), (w - margin * 2) // 5), u(50), u(14)
        by = h - u(70)
        self.leave_button = Button(
            pygame.Rect(margin, by, bw, bh2), "Leave the table", self.leave, key=pygame.K_ESCAPE
        )
        actions: list[Button] = []
        mine = self.my_seat()
        if self.core.phase == "playing":  # dealt: the seats are settled, only leaving is left to do here
            for button in [*self.seat_buttons, *(b for row in self.kind_rows for b in row.buttons)]:
                button.enabled = False
        elif admin:
            actions.append(
                Button(pygame.Rect(0, by, bw, bh2), "Start the game", self.start, key=pygame.K_RETURN)
            )
        if mine is not None and self.core.phase != "playing":
            ready = bool(mine.get("ready"))
            actions.append(
                Button(pygame.Rect(0, by, bw, bh2), "Not ready" if ready else "Ready", self.toggle_ready)
            )
            actions.append(Button(pygame.Rect(0, by, bw, bh2), "Watch instead", self.watch))
        x_end = w - margin
        for b in actions:
            b.rect.right = x_end
            x_end = b.rect.x - gap
        self.action_buttons = list(reversed(actions))
        self.buttons = [self.leave_button, *self.action_buttons]
        self.focus.set_rows([*focus_rows, self.buttons])

    def _colour_row(self, mine: dict[str, Any], rect: pygame.Rect, bh: int) -> list[Button]:
        """Your own seat's colours: the free ones can be picked (the host refuses a taken one)."""
        taken = {str(s.get("colour")) for s in self.seats if s is not mine}
        kx = rect.x + int(rect.w * KINDS_AT)
        offered = table_colours(expansions_in(self.lobby.get("options") or {}))
        names = fitting_labels(
            [(c, c.capitalize()) for c in offered],  # else the names shrink to three letters
            [(c, c[:3].capitalize()) for c in offered],
            rect.right - kx,
            15,
        )
        colours = menu.ChoiceRow("", names, mine.get("colour"), self.recolour)
        colours.place(pygame.Rect(kx, rect.centery - bh // 2, rect.right - kx, bh))
        for b, c in zip(colours.buttons, offered, strict=True):
            b.size = 15
            b.enabled = c not in taken
        self.kind_rows.append(colours)
        return colours.buttons

    # -- actions ----------------------------------------------------------------------------------------
    def recolour(self, colour: Any) -> None:
        """Ask for a free colour for your seat."""
        self.app.sounds.play("click")
        self.send({"type": "profile", "colour": str(colour)})

    def _sitter(self, seat: int) -> Any:
        def sit() -> None:
            self.take_seat(seat)

        return sit

    def _kinder(self, seat: int) -> Any:
        def set_kind(value: Any) -> None:
            self.set_kind(seat, str(value))

        return set_kind

    def send(self, message: dict[str, Any]) -> None:
        """Send a message to the host."""
        self.conn.bridge.send(message)

    def take_seat(self, seat: int) -> None:
        """Ask for a free seat (leaving the one held, if any)."""
        self.app.sounds.play("click")
        self.send({"type": "seat", "seat": seat})

    def watch(self) -> None:
        """Give up the seat and watch."""
        self.app.sounds.play("click")
        self.send({"type": "seat", "seat": None})

    def toggle_ready(self) -> None:
        """Ready, or not ready any more."""
        mine = self.my_seat()
        if mine is None:
            return
        self.app.sounds.play("click")
        self.send({"type": "ready", "ready": not mine.get("ready")})

    def set_kind(self, seat: int, value: str) -> None:
        """The host makes a seat a person's or a bot of some strength."""
        if not self.core.is_admin:
            return
        self.app.sounds.play("click")
        kind = "human" if value == "human" else "bot"
        item: dict[str, Any] = {"seat": seat, "kind": kind}
        if kind == "bot":
            item["strength"] = value
        self.send({"type": "setup", "seats": [item]})

    def start(self) -> None:
        """The host starts the game (the host refuses, with the reason, while someone is not ready)."""
        if not self.core.is_admin:
            return
        self.app.sounds.play("click")
        self.message = ("Starting...", theme.MUTED)
        self.send({"type": "start"})

    def say(self) -> None:
        """Send the chat line."""
        text = " ".join(self.chat.text.split())[:MAX_TEXT]
        self.chat.text = ""
        if text:
            self.send({"type": "chat", "text": text})

    def leave(self) -> None:
        """Close the link (and the table, if this window hosts it) and go back to the title."""
        self.app.sounds.play("click")
        self.conn.close()
        self.app.go("title")

    def closing(self) -> None:
        """The window closes: as Leave (unless the table already took the connection over)."""
        if not self.started:
            self.conn.close()

    def to_table(self) -> None:
        """The game started: the table takes over the connection."""
        try:
            from game.ui.remote_session import RemoteSession
        except ImportError as exc:  # the remote table is not in this build: stay, and say so
            self.message = (f"The game started, but this window cannot show it ({exc})", theme.BAD)
            return
        self.started = True
        session: Any = RemoteSession(self.core, self.conn.bridge, [self.conn], keeper=self.conn.keeper)
        self.app.sounds.play("turn")
        start_game(self.app, session)

    # -- input and time ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The chat field first (Enter sends), then the focus, seats, kinds and buttons."""
        if (
            self.chat.focused
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        ):
            self.say()
            return
        if menu.form_handles([self.chat], self.focus, event):
            return
        if menu.widgets_handle(event, self.seat_buttons, self.kind_rows):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.seat_rects):
                seat = self.seats[i] if i < len(self.seats) else {}
                if rect.collidepoint(event.pos) and seat.get("kind") == "human" and not seat.get("taken"):
                    self.take_seat(i)
                    return
        menu.widgets_handle(event, self.buttons)

    def update(self, dt: float) -> None:
        """Fold in what the host said; switch to the table when the game starts."""
        super().update(dt)
        if self.started:
            return
        for msg in self.conn.poll():
            kind = msg.get("type")
            if kind == "_link":
                self.link_state = str(msg.get("state", ""))
                self.link_reason = str(msg.get("reason", ""))
            elif kind in ("lobby", "welcome"):
                self.repaint()
        for rej in self.core.rejects[self.seen_rejects :]:
            if rej.get("code") == "unknown_token" and self.conn.keeper is not None:
                continue  # the keeper words it (below)
            self.message = (_sentence(str(rej.get("reason", rej.get("code", "refused")))), theme.BAD)
            self.app.sounds.play("lose")
        self.seen_rejects = len(self.core.rejects)
        self._notice()
        if self._shape() != self.shape:
            self._layout()
        if self.core.view is not None and self.core.config is not None:
            self.to_table()
        elif self.core.phase == "playing" and self.message != STARTED:
            # dealt, but a play window is open that this seat is not asked in (who is, is secret): the
            # table shows once that window closes
            self.message = STARTED

    def _notice(self) -> None:
        """What the seat token's keeper has to say (seat back, or the host did not know the token) goes on
        the message line; once the game is on, the table's log says it instead."""
        keeper = self.conn.keeper
        if keeper is None or keeper.notice is None or self.core.view is not None:
            return
        good = keeper.notice_good
        text = keeper.take_notice()
        if text:
            self.message = (text, theme.GOOD if good else theme.BAD)

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        self._seats(surf, mouse)
        self._options(surf)
        self._chat(surf)
        self._status(surf)
        for b in self.buttons:
            b.draw(surf, mouse)
        self.focus.draw(surf)

    def _paint_static(self) -> pygame.Surface:
        assert self.backdrop is not None
        surf = self.backdrop.still()
        w = self.size[0]
        y = menu.heading(surf, self.table_name(), w // 2, theme.px(18), 40)
        sub = theme.text(self._who(), 18, theme.MUTED)
        surf.blit(sub, sub.get_rect(midtop=(w // 2, y + theme.px(4))))
        menu.panel(surf, self.left, "Seats")
        menu.panel(
            surf,
            pygame.Rect(self.right.x, self.right.y, self.right.w, self.options_end - self.right.y),
            "Table",
        )
        menu.panel(surf, self.chat_box, "Chat")
        return surf

    def _who(self) -> str:
        if self.conn.hosting:
            port = self.conn.bridge.port
            where = " or ".join(f"{a}:{port}" for a in self.lan_addresses[:2])
            host = f"you host: others join at {where}" if where else "you host this table"
        else:
            host = f"at {self.conn.address}"
        mine = self.my_seat()
        if not self.seats:
            you = "Waiting for the host..."
        elif mine is None:
            you = "You are watching"
        else:
            you = (
                f"You sit at {str(mine.get('colour', '')).capitalize()} (seat {int(mine.get('seat', 0)) + 1})"
            )
        watchers = int(self.lobby.get("spectators", 0) or 0)
        parts = [you, host]
        if watchers:
            parts.append(f"{watchers} watching")
        return "  -  ".join(parts)

    def _seats(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        u = theme.px
        if not self.seats:
            msg = "Connecting to the host..." if self.link_state != "failed" else "No connection to the host."
            t = theme.text(msg, 20, theme.MUTED)
            surf.blit(t, (self.left.x + u(20), self.left.y + u(60)))
            return
        for i, seat in enumerate(self.seats):
            if i >= len(self.seat_rects):
                break
            rect = self.seat_rects[i]
            mine = i == self.core.seat
            free = seat.get("kind") == "human" and not seat.get("taken")
            if mine:
                pygame.draw.rect(surf, theme.PANEL_HI, rect, border_radius=8)
                pygame.draw.rect(surf, theme.ACCENT, rect, 1, border_radius=8)
            elif free and rect.collidepoint(mouse):
                pygame.draw.rect(surf, (26, 32, 64), rect, border_radius=8)
            colour = str(seat.get("colour", ""))
            r = min(u(16), rect.h // 3)
            theme.draw_symbol(surf, colour, (rect.x + u(12) + r, rect.centery), r)
            nx = rect.x + u(24) + 2 * r
            sx = rect.x + int(rect.w * STATUS_AT)
            room = max(0, sx - nx - u(10))  # the name and the kind stop short of the status column
            name = str(seat.get("name", ""))
            if mine:
                name += "  (you)"
            t = theme.text(name, 20, theme.TEXT if not free else theme.MUTED, bold=mine)
            surf.blit(
                t, (nx, rect.centery - t.get_height() + u(2)), area=pygame.Rect(0, 0, room, t.get_height())
            )
            k = theme.text(kind_label(seat), 15, theme.MUTED)
            surf.blit(k, (nx, rect.centery + u(3)), area=pygame.Rect(0, 0, room, k.get_height()))
            if not free:
                text, c = _status(seat, self.core.presence(i)[1])
                s = theme.text(text, 17, c, bold=c == theme.GOOD)
                surf.blit(s, s.get_rect(midleft=(sx + u(4), rect.centery)))
        for b in self.seat_buttons:
            b.draw(surf, mouse)
        for row in self.kind_rows:
            row.draw(surf, mouse)
        if self.core.is_admin and self.seat_rects:
            hint = "You host: set each seat to a person or a bot; Start when everyone is ready."
            t = theme.text(hint, 15, theme.MUTED)
            bottom = self.seat_rects[-1].bottom + u(14)
            if bottom + t.get_height() < self.left.bottom - u(6):
                surf.blit(t, (self.left.x + u(16), bottom))

    def _options(self, surf: pygame.Surface) -> None:
        x, y = self.right.x + theme.px(16), self.right.y + theme.px(50)
        line = self.option_step
        lw = max(theme.font(17).size(text)[0] for text, _, _ in OPTION_LINES) + theme.px(24)
        for text, value in option_lines(self.options()):
            surf.blit(theme.text(text, 17, theme.MUTED), (x, y))
            surf.blit(theme.text(value, 17, theme.TEXT), (x + lw, y))
            y += line

    def _chat(self, surf: pygame.Surface) -> None:
        box = self.chat_box
        u = theme.px
        line = theme.font(16).get_linesize()
        top = box.y + menu.panel_title_h() + u(4)
        room = max(0, (self.chat.rect.y - u(8) - top) // line)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for msg in self.core.chat[-CHAT_LINES * 2 :]:
            seat = msg.get("seat")
            colour = theme.TEXT
            if isinstance(seat, int) and 0 <= seat < len(self.seats):
                colour = theme.shade(theme.rgb(str(self.seats[seat].get("colour", ""))), 1.3)
            for k, part in enumerate(
                theme.wrap(f"{msg.get('from', '?')}: {msg.get('text', '')}", 16, box.w - u(28))
            ):
                lines.append((part, colour if k == 0 else theme.TEXT))
        y = top
        if not lines:
            surf.blit(theme.text("Nothing said yet.", 16, theme.MUTED), (box.x + u(14), y))
        for text, colour in lines[-room:] if room else []:
            surf.blit(theme.text(text, 16, colour), (box.x + u(14), y))
            y += line
        self.chat.draw(surf, self.t)

    def _status(self, surf: pygame.Surface) -> None:
        w, h = self.size
        text: str | None = None
        colour = theme.MUTED
        if self.core.closed:
            text, colour = f"The host closed the table: {self.core.closed}. Esc leaves.", theme.BAD
        elif self.link_state == "failed":
            text, colour = f"No connection: {self.link_reason or 'the host is gone'}. Esc leaves.", theme.BAD
        elif self.link_state == "lost":
            text, colour = "Connection lost: reconnecting...", theme.BAD
        elif self.link_state == "connecting" and not self.conn.welcomed:
            text = f"Connecting to {self.conn.address}..."
        elif self.message is not None:
            text, colour = self.message
        elif self.core.is_admin:
            waiting = [
                s for s in self.seats if s.get("kind") == "human" and not (s.get("taken") and s.get("ready"))
            ]
            if waiting:
                text = "Waiting for " + ", ".join(str(s.get("name")) for s in waiting)
            elif self.seats:
                text, colour = "Everyone is ready: start the game (Enter)", theme.GOOD
        elif self.seats:
            text = "The host starts the game when everyone is ready."
        if text:
            # Between the panels and the bottom buttons, wrapped to the window (a long reason takes more
            # lines, as many as there is room for).
            bold = colour == theme.BAD
            step = theme.font(19, bold).get_linesize()
            bottom = h - theme.px(84)
            room = max(1, (bottom - self.left.bottom - theme.px(4)) // step)
            lines = theme.wrap(text, 19, w - 2 * max(theme.px(16), w // 50), bold)[:room]
            y = bottom - step * len(lines)
            for line in lines:
                t = theme.text(line, 19, colour, bold=bold)
                surf.blit(t, t.get_rect(midtop=(w // 2, y)))
                y += step


def _status(seat: dict[str, Any], left: float | None = None) -> tuple[str, tuple[int, int, int]]:
    """A held seat's status; ``left``: the seconds before an away person's seat is freed, if counting."""
    if seat.get("kind") == "bot":
        return "Ready", theme.GOOD
    if not seat.get("connected"):
        return ("Away" if left is None else f"Away, {math.ceil(left)} s"), theme.BAD
    if seat.get("ready"):
        return "Ready", theme.GOOD
    return "Not ready", theme.MUTED


def _lan_addresses() -> list[str]:
    """This machine's addresses others on the LAN can type (none known: an empty list)."""
    try:
        from net.discovery import local_ipv4_addresses

        return [a for a in local_ipv4_addresses() if not a.startswith("127.")]
    except Exception:  # no zeroconf (and its ifaddr), or an interface it cannot read
        return []


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- a lobby to look at, without a network ----------------------------------------------------------------
class _Still:
    """A bridge that never receives anything (for the screenshot)."""

    def send(self, message: dict[str, Any]) -> None:
        """Dropped."""

    def poll(self) -> list[dict[str, Any]]:
        """Nothing."""
        return []

    def close(self) -> None:
        """Nothing to close."""


class _NoNet:
    def stop(self) -> None:
        """Nothing runs."""


def demo_connection(
    admin: bool = True, six: bool = False, seven: bool = False, expansions: Iterable[str] = ()
) -> Connection:
    """A connection that already holds a welcome, a lobby and a little chat, with no network behind it
    (``six``: a six-seat table with the Cosmic Incursion option; ``seven``: seven seats, with Incursion and
    Cosmic Conflict; ``expansions``: these expansions' options on, and a seat for every colour they
    bring)."""
    table = set(expansions) | ({INCURSION} if six or seven else set()) | ({CONFLICT} if seven else set())
    core = ClientCore("Ann", admin="demo" if admin else None)
    core.handle(
        {"type": "welcome", "table": "Ann's table", "seat": 0, "token": "t", "admin": admin, "phase": "lobby"}
    )
    seats = [
        {
            "seat": 0,
            "name": "Ann",
            "colour": "red",
            "kind": "human",
            "strength": "normal",
            "taken": True,
            "ready": True,
            "connected": True,
            "stand_in": False,
        },
        {
            "seat": 1,
            "name": "Ben",
            "colour": "blue",
            "kind": "human",
            "strength": "normal",
            "taken": True,
            "ready": False,
            "connected": True,
            "stand_in": False,
        },
        {
            "seat": 2,
            "name": "Purple",
            "colour": "purple",
            "kind": "human",
            "strength": "normal",
            "taken": False,
            "ready": False,
            "connected": False,
            "stand_in": False,
        },
        {
            "seat": 3,
            "name": "Yellow bot",
            "colour": "yellow",
            "kind": "bot",
            "strength": "hard",
            "taken": False,
            "ready": True,
            "connected": True,
            "stand_in": False,
        },
    ]
    options = {
        "alien_mode": "choose",
        "alien_level": 2,
        "flares": True,
        "four_planets": True,
        "second_encounter": True,
        "deal_timer": 90,
    }
    if table:
        on = tuple(e for e in EXPANSIONS if e in table)
        options.update(dict.fromkeys(on, True))
        for seat, colour in enumerate(table_colours(on)[4:], start=4):
            bot = {"name": f"{colour.capitalize()} bot", "kind": "bot", "taken": False, "ready": True}
            seats.append({**seats[3], "seat": seat, "colour": colour, **bot, "strength": "easy"})
    core.handle(
        {
            "type": "lobby",
            "table": "Ann's table",
            "phase": "lobby",
            "spectators": 1,
            "you": 0,
            "seats": seats,
            "options": options,
        }
    )
    core.handle({"type": "chat", "from": "Ben", "seat": 1, "text": "hi all, one minute and I am ready"})
    core.handle({"type": "chat", "from": "Ann", "seat": 0, "text": "no hurry"})
    bridge: Any = _Still()
    net: Any = _NoNet()
    return Connection(net, core, bridge, "127.0.0.1:47474")


def screenshot_scene(app: Any, session: Any) -> Scene:
    """For ``main.py screenshot --scene lobby``: a hosted lobby with no network behind it."""
    return LobbyScene(app, demo_connection(expansions=session.config.expansions))
