"""Esc at the table: a small menu over the game (back to the game, take back, settings, leave to the title).

Leaving asks once more: a local game with people is saved as it goes (``game.ui.saves``), so the title's
Continue picks it up again; any other game left is lost.

Take back (a local game with people, ``TakeBack``): the person who owns the screen (``TableState.looker``;
when the whole table owns it, the person whose answer was the last) may take back their own last answer, if
the engine allows it (``game.takeback``: nobody answered since, nothing hidden was shown). The menu's entry
says why not when it may not; Ctrl+Z does the same from the table, saying why not in a toast. Once taken
back, the table is set again from the session: a new table scene in the old one's place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme
from game.ui.session import LocalSession
from game.ui.widgets import Button


class TakeBack:
    """Taking back the last answer at a table of ``scene`` (a ``TableScene`` over a ``LocalSession``)."""

    def __init__(self, scene: Any, session: LocalSession) -> None:
        self.scene = scene
        self.session = session

    @classmethod
    def of(cls, scene: Any) -> TakeBack | None:
        """For a local game with people at the screen; None for any other table (bots only, a LAN seat)."""
        session = scene.session
        if isinstance(session, LocalSession) and session.humans:
            return cls(scene, session)
        return None

    def seat(self) -> int | None:
        """Whose answer would be taken back: the screen owner's; at a screen the table owns, the last
        person's."""
        looker = self.scene.table.looker
        undo: int | None = self.scene.undo_seat
        return looker if looker is not None else undo

    def label(self) -> str:
        """The entry's words."""
        seat = self.seat()
        if self.scene.table.looker is None and seat is not None and len(self.session.humans) > 1:
            return f"Take back {self.session.config.seats[seat].name}'s last answer"
        return "Take back my last answer"

    def refusal(self) -> str | None:
        """Why it cannot be done now (None: it can). The table says whether anything after the answer has
        been shown (public facts only); the engine decides the rest."""
        seat = self.seat()
        if seat is None:
            return "There is no answer to take back."
        if self.scene.undo_seat != seat:
            return "The game has moved on since."
        return self.session.take_back_refusal(seat)

    def run(self) -> str | None:
        """Take it back and set the table again; None when done, else why not (nothing changed)."""
        seat = self.seat()
        reason = self.refusal()
        if seat is None or reason is not None:
            return reason
        old = self.scene
        looker = old.table.looker
        old.worker.shutdown(wait=True, cancel_futures=True)  # a bot thinking about the old position
        reason = self.session.take_back(seat)
        if reason is not None:
            return reason
        new = type(old)(old.app, self.session, on_over=old.on_over, captions=old.captions)
        if looker is not None:
            new.table.looker = looker  # the same person keeps the screen
        toast = getattr(new, "toast", None)
        if toast is not None:
            toast.show(f"{self.session.config.seats[seat].name} took back their answer", new.table.t)
        old.app.switch(new)
        return None

    def shortcut(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z at the table: take back, or say why not (in the table's toast). True if it was Ctrl+Z."""
        if not (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and getattr(event, "mod", 0) & pygame.KMOD_CTRL
        ):
            return False
        reason = self.run()
        if reason is not None:
            self.scene.table.play_sound("error")
            toast = getattr(self.scene, "toast", None)
            if toast is not None:
                toast.show(f"Cannot take back: {reason}", self.scene.table.t)
            else:
                self.scene.table.message = f"Cannot take back: {reason}"
        return True


class PauseMenu:
    """Open/closed state and buttons of the table's Esc menu."""

    def __init__(
        self,
        on_settings: Callable[[], None],
        on_leave: Callable[[], None],
        take_back: TakeBack | None = None,
    ) -> None:
        self.on_settings = on_settings
        self.on_leave = on_leave
        self.take_back = take_back
        self.open = False
        self.confirm = False
        self.refused: str | None = None  # why the take back just asked for was not done
        self.buttons: list[Button] = []

    @property
    def saved(self) -> bool:
        """Is the game being saved (so leaving loses nothing)?"""
        session = self.take_back.session if self.take_back is not None else None
        return session is not None and session.autosave is not None

    def toggle(self) -> None:
        """Esc: open, or close (and forget a half-made decision to leave)."""
        self.open = not self.open
        self.confirm = False
        self.refused = None

    def shortcut(self, event: pygame.event.Event) -> bool:
        """Keys that work with the menu closed (Ctrl+Z: take back). True if the key was one of them."""
        return not self.open and self.take_back is not None and self.take_back.shortcut(event)

    def _leave(self) -> None:
        if self.confirm:
            self.open = False
            self.on_leave()
        else:
            self.confirm = True

    def _take_back(self) -> None:
        assert self.take_back is not None
        self.refused = self.take_back.run()
        if self.refused is None:
            self.open = False

    def handle(self, event: pygame.event.Event) -> bool:
        """While open, the menu takes every input."""
        if not self.open:
            return False
        for b in list(self.buttons):
            if b.handle(event):
                return True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        """A dimmed table and the menu in the middle."""
        if not self.open:
            return
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        bw = u(440)
        labels: list[tuple[str, Callable[[], None], int | None, bool]] = [
            ("Back to the game", self.toggle, pygame.K_b, True)
        ]
        why: list[str] = []
        if self.take_back is not None:
            reason = self.refused or self.take_back.refusal()
            labels.append((self.take_back.label(), self._take_back, pygame.K_z, reason is None))
            if reason is not None:
                why = theme.wrap(reason, 15, bw - u(80))[:3]
        labels.append(("Settings", self.on_settings, pygame.K_s, True))
        leave = "Yes, leave to the title" if self.confirm else "Leave to the title"
        labels.append((leave, self._leave, pygame.K_l, True))
        note: list[str] = []
        if self.confirm:
            text = "It is saved: Continue on the title screen picks it up." if self.saved else ""
            note = theme.wrap(text or "This game is not saved: it will be lost.", 15, bw - u(80))
        step15 = theme.font(15).get_linesize()
        bh = u(70) + len(labels) * u(56) + (len(why) + len(note)) * step15 + u(16)
        box = pygame.Rect(0, 0, bw, bh)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surf, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=10)
        title = (
            ("Leave to the title?" if self.saved else "Leave this game for good?")
            if self.confirm
            else "Game paused"
        )
        t = theme.text(title, 28, theme.TEXT, bold=True)
        surf.blit(t, t.get_rect(midtop=(box.centerx, box.y + u(18))))
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        y = box.y + u(70)
        for label, fn, key, enabled in labels:
            r = pygame.Rect(box.x + u(40), y, box.w - u(80), u(44))
            button = Button(r, label, fn, enabled=enabled, key=key)
            self.buttons.append(button)
            button.draw(surf, mouse)
            y += u(56)
            lines = why if fn == self._take_back else note if fn == self._leave else []
            for line in lines:
                s = theme.text(line, 15, theme.MUTED)
                surf.blit(s, s.get_rect(midtop=(box.centerx, y - u(8))))
                y += step15
